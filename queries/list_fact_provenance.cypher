// Each fact with the document and chunk it hangs from and the entity and value it points to, by traversal.
// mode: read
// params: doc
// defaults: doc=""
MATCH (d:Document)-[:HAS_CHUNK]->(c:Chunk)-[:STATES]->(f:Fact)-[:ABOUT]->(e:Entity), (f)-[:HAS_VALUE]->(v:Value)
WHERE $doc = '' OR d.name = $doc OR d.id = $doc
RETURN f.id AS fact, d.id AS doc, c.id AS chunk, e.key AS entity_key, v.key AS value_key, f.quote AS quote,
       c.start_char AS chunk_start, c.end_char AS chunk_end, f.start_char AS start_char, f.end_char AS end_char
ORDER BY fact
