// Every chunk of a current document version, for the built-in retrievers.
// mode: read
// params:
MATCH (d:Document)-[:HAS_CHUNK]->(c:Chunk)
WHERE d.superseded = false
RETURN c.id AS id, c.doc AS doc, c.start_char AS start_char, c.end_char AS end_char, c.text AS text
ORDER BY c.doc, c.start_char
