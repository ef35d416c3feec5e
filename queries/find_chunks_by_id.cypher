// Chunks by id (a log's retrieved_context_ids), with their document's current flag.
// mode: read
// params: ids
UNWIND $ids AS id
MATCH (d:Document)-[:HAS_CHUNK]->(c:Chunk {id: id})
RETURN c.id AS id, c.doc AS doc, c.start_char AS start_char, c.end_char AS end_char, c.text AS text,
       d.superseded AS superseded
