// Log batches by id with when they were made and what their info records (extractor, model), for an RDF export.
// mode: read
// params: ids
UNWIND $ids AS i
MATCH (b:Batch) WHERE b.id = i
RETURN b.id AS id, b.created AS created, b.info AS info
