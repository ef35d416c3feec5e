// The chunks the queries of audits retrieved (by audit id), with rank and score, for an RDF export.
// mode: read
// params: ids
UNWIND $ids AS i
MATCH (a:Audit)-[:AUDIT_OF]->(:Answer)-[:ANSWERS]->(q:Query)-[r:RETRIEVED]->(c:Chunk)
WHERE a.id = i
RETURN q.id AS query, c.id AS chunk, c.doc AS doc, r.rank AS rank, r.score AS score
ORDER BY query, rank, chunk
