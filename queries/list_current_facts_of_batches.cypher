// Ids of the current (not superseded) facts that the given log batches stored.
// mode: read
// params: batches
UNWIND $batches AS b
MATCH (f:Fact) WHERE f.batch = b AND f.superseded = false
RETURN f.id AS id
