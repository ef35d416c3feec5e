// Chunk offsets of the given documents, to place pre-extracted facts in their chunk.
// mode: read
// params: ids
UNWIND $ids AS id
MATCH (c:Chunk) WHERE c.doc = id
RETURN c.id AS id, c.doc AS doc, c.start_char AS start_char, c.end_char AS end_char, c.text AS text
ORDER BY doc, start_char
