// Entities by key, with the name of the canonical entity each resolves to, for an RDF export.
// mode: read
// params: keys
UNWIND $keys AS k
MATCH (e:Entity) WHERE e.key = k
OPTIONAL MATCH (c:Entity) WHERE c.key = e.canonical
RETURN e.key AS key, e.name AS name, e.canonical AS canonical, c.name AS canonical_name
