// Ids of the log batches already applied to the graph.
// mode: read
// params:
MATCH (b:Batch) RETURN b.id AS id, b.seq AS seq ORDER BY seq
