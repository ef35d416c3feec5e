// One page of stored audits after an audit id, with their answer and query ids, for an RDF export.
// mode: read
// params: after, limit
MATCH (a:Audit)
WHERE a.id > $after
OPTIONAL MATCH (a)-[:AUDIT_OF]->(ans:Answer)
OPTIONAL MATCH (ans)-[:ANSWERS]->(q:Query)
RETURN a.id AS id, a.run AS run, a.line AS line, a.row_id AS row_id, a.source AS source, a.question AS question,
       a.answer AS answer, a.reference AS reference, a.acs AS acs, a.verdict AS verdict, a.contested AS contested,
       a.query_alignment AS query_alignment, a.evidence_support AS evidence_support,
       a.no_contradiction AS no_contradiction, a.judge AS judge, a.k AS k, a.ss1 AS ss1, a.ss_mean AS ss_mean,
       a.ss_std AS ss_std, a.n_context_conflicts AS n_context_conflicts, a.n_corpus_conflicts AS n_corpus_conflicts,
       ans.id AS answer_id, ans.text AS answer_text, q.id AS query_id, q.text AS query_text
ORDER BY id
LIMIT $limit
