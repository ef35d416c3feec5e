// Remove the stored IaDQ scores of the given documents (before storing fresh ones).
// mode: write
// params: docs
UNWIND $docs AS doc_id
MATCH (q:Quality) WHERE q.doc = doc_id
DETACH DELETE q
