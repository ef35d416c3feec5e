// Stored audits, newest run first; optionally only those with contradicting evidence.
// mode: read
// params: contradicted
// defaults: contradicted=false
MATCH (a:Audit)
WHERE NOT $contradicted OR a.verdict = 'contradicted' OR a.contested
RETURN a.id AS id, a.run AS run, a.line AS line, a.row_id AS row_id, a.source AS source, a.question AS question,
       a.answer AS answer, a.acs AS acs, a.verdict AS verdict, a.contested AS contested, a.judge AS judge, a.k AS k,
       a.ss1 AS ss1, a.ss_mean AS ss_mean, a.ss_std AS ss_std, a.n_context_conflicts AS n_context_conflicts,
       a.n_corpus_conflicts AS n_corpus_conflicts
ORDER BY run DESC, line, id
