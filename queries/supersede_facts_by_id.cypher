// Mark the given facts as superseded (an ingest-facts source that no longer holds them); returns the conflict keys they touch.
// mode: write
// params: ids
UNWIND $ids AS id
MATCH (f:Fact {id: id})
SET f.superseded = true
RETURN DISTINCT f.ckey AS ckey
