// Audits whose retrieved context holds a fact that belongs to a stored conflict, with those conflicts.
// mode: read
// params:
MATCH (a:Audit)-[:AUDIT_OF]->(:Answer)-[:ANSWERS]->(:Query)-[r:RETRIEVED]->(c:Chunk)-[:STATES]->(f:Fact)<-[:INVOLVES]-(k:Conflict)
WHERE k.status = 'conflict' AND f.start_char >= r.start_char AND f.end_char <= r.end_char
WITH a, collect(k.id) AS conflicts, collect(f.doc) AS docs
RETURN a.id AS id, list_distinct(conflicts) AS conflicts, list_distinct(docs) AS documents
ORDER BY id
