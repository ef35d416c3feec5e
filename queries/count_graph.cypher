// Node counts of the main tables (conflicts: real conflicts only, not variant records), for status lines.
// mode: read
// params:
OPTIONAL MATCH (d:Document) WITH count(d) AS documents
OPTIONAL MATCH (f:Fact) WITH documents, count(f) AS facts
OPTIONAL MATCH (e:Entity) WITH documents, facts, count(e) AS entities
OPTIONAL MATCH (c:Conflict) WHERE c.status = 'conflict'
RETURN documents, facts, entities, count(c) AS conflicts
