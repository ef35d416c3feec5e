// The log batches the graph holds, with the document and fact counts each brought, for integrity checks.
// mode: read
// params:
MATCH (b:Batch) RETURN b.id AS id, b.seq AS seq, b.n_documents AS n_documents, b.n_facts AS n_facts ORDER BY seq
