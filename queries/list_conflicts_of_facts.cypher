// Stored conflict records that involve any of the given facts.
// mode: read
// params: ids
UNWIND $ids AS id
MATCH (k:Conflict)-[:INVOLVES]->(f:Fact {id: id})
RETURN DISTINCT k.id AS conflict, k.ckey AS ckey, k.status AS status, k.kind AS kind, k.severity AS severity,
       f.id AS fact
ORDER BY conflict, fact
