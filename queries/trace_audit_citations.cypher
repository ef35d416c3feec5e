// An audit's span evidence without a fact (lexical fallback, LLM judge): statement -> chunk spans.
// mode: read
// params: id
MATCH (a:Audit {id: $id})-[:AUDIT_OF]->(:Answer)-[:HAS_STATEMENT]->(s:Statement)-[l:CITES]->(c:Chunk)
RETURN s.id AS statement, l.relation AS relation, l.method AS method, c.id AS chunk, c.doc AS doc,
       l.start_char AS start_char, l.end_char AS end_char, l.quote AS quote
ORDER BY statement, start_char
