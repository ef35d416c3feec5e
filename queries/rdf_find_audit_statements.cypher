// The statements of audits by audit id, for an RDF export.
// mode: read
// params: ids
UNWIND $ids AS i
MATCH (a:Audit)-[:AUDIT_OF]->(ans:Answer)-[:HAS_STATEMENT]->(s:Statement)
WHERE a.id = i
RETURN a.id AS audit, ans.id AS answer, s.id AS id, s.ordinal AS ordinal, s.text AS text, s.reading AS reading,
       s.verdict AS verdict
ORDER BY audit, ordinal, id
