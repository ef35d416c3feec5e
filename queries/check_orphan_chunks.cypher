// Chunks that no document holds.
// mode: read
// params:
MATCH (c:Chunk)
OPTIONAL MATCH (d:Document)-[:HAS_CHUNK]->(c)
WITH c, count(d) AS n_documents
WHERE n_documents <> 1
RETURN c.id AS id, n_documents
