// Which of the given fact ids the graph holds already (hcf scale load skips them).
// mode: read
// params: ids
UNWIND $ids AS fid
MATCH (f:Fact) WHERE f.id = fid
RETURN f.id AS id
