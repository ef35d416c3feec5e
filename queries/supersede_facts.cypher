// Mark the facts of superseded documents and return the conflict keys they touch.
// mode: write
// params: ids
UNWIND $ids AS id
MATCH (f:Fact) WHERE f.doc = id
SET f.superseded = true
RETURN DISTINCT f.ckey AS ckey
