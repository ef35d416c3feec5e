// Stored IaDQ scores of one scorer (all document versions; the caller keeps the current ones).
// mode: read
// params: scorer
MATCH (q:Quality) WHERE q.scorer = $scorer
RETURN q.doc AS doc, q.scorer AS scorer, q.clarity AS clarity, q.consistency AS consistency,
       q.completeness AS completeness, q.density AS density, q.coherence AS coherence, q.iadq AS iadq,
       q.detail AS detail, q.batch AS batch
ORDER BY doc
