// Facts that lack their chunk, entity or value edge (each fact needs exactly one of each).
// mode: read
// params:
// Plain counts per optional match, one WITH at a time (ENGINE_NOTES bug 1: no mixed aggregates).
MATCH (f:Fact)
OPTIONAL MATCH (c:Chunk)-[:STATES]->(f)
WITH f, count(c) AS n_chunks
OPTIONAL MATCH (f)-[:ABOUT]->(e:Entity)
WITH f, n_chunks, count(e) AS n_entities
OPTIONAL MATCH (f)-[:HAS_VALUE]->(v:Value)
WITH f, n_chunks, n_entities, count(v) AS n_values
WHERE n_chunks <> 1 OR n_entities <> 1 OR n_values <> 1
RETURN f.id AS id, n_chunks, n_entities, n_values
