// Questions whose verdict differs between two audit runs (batch ids), with both verdicts and scores.
// mode: read
// params: run_a, run_b
MATCH (a:Audit), (b:Audit)
WHERE a.run = $run_a AND b.run = $run_b AND a.question = b.question AND a.verdict <> b.verdict
RETURN a.question AS question, a.id AS audit_a, a.verdict AS verdict_a, a.acs AS acs_a,
       b.id AS audit_b, b.verdict AS verdict_b, b.acs AS acs_b
ORDER BY question
