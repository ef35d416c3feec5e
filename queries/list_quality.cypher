// Stored IaDQ scores of documents (all versions; the caller keeps the current ones).
// mode: read
// params:
MATCH (q:Quality)
RETURN q.doc AS doc, q.scorer AS scorer, q.clarity AS clarity, q.consistency AS consistency,
       q.completeness AS completeness, q.density AS density, q.coherence AS coherence, q.iadq AS iadq,
       q.detail AS detail, q.batch AS batch
ORDER BY doc
