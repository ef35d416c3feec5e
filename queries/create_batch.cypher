// Record that a log batch has been applied to the graph.
// mode: write
// params: id, seq, created, n_documents, n_facts, info
CREATE (:Batch {id: $id, seq: $seq, created: $created, n_documents: $n_documents, n_facts: $n_facts, info: $info})
