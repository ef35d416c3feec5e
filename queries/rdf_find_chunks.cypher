// Chunks by id with the document version that holds them, for an RDF export.
// mode: read
// params: ids
UNWIND $ids AS i
MATCH (c:Chunk) WHERE c.id = i
RETURN c.id AS id, c.doc AS doc, c.ordinal AS ordinal, c.start_char AS start_char, c.end_char AS end_char
