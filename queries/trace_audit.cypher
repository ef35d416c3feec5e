// An audit's evidence: answer, statements, the facts they rest on, their chunks and documents.
// mode: read
// params: id
MATCH (a:Audit {id: $id})-[:AUDIT_OF]->(ans:Answer)-[:HAS_STATEMENT]->(s:Statement)
OPTIONAL MATCH (s)-[e:SUPPORTED_BY|CONTRADICTED_BY]->(f:Fact)<-[:STATES]-(c:Chunk)<-[:HAS_CHUNK]-(d:Document)
RETURN ans.text AS answer, s.id AS statement, s.ordinal AS ordinal, s.text AS text, s.reading AS reading,
       s.verdict AS verdict, label(e) AS edge, e.method AS method, f.id AS fact, f.entity AS entity,
       f.relation AS relation, f.value AS value, f.ckey AS ckey, f.start_char AS start_char, f.end_char AS end_char,
       f.quote AS quote, c.id AS chunk, d.id AS doc
ORDER BY ordinal, edge, doc, start_char
