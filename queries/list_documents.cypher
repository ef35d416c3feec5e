// Documents with their chunk and fact counts.
// mode: read
// params: all_versions
// defaults: all_versions=false
MATCH (d:Document) WHERE $all_versions OR d.superseded = false
OPTIONAL MATCH (d)-[:HAS_CHUNK]->(c:Chunk)-[:STATES]->(f:Fact)
WITH d, count(f) AS n_facts
RETURN d.id AS id, d.name AS name, d.version AS version, d.superseded AS superseded,
       d.n_chars AS n_chars, d.source AS source, n_facts
ORDER BY name, d.seq
