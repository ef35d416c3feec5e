// Every applied log batch with its info (JSON text), oldest first.
// mode: read
// params:
MATCH (b:Batch) RETURN b.id AS id, b.seq AS seq, b.info AS info ORDER BY seq
