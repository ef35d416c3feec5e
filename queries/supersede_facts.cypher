// Mark the facts of superseded documents and return the conflict keys they touch.
// mode: write
// params: ids
MATCH (f:Fact) WHERE f.doc IN $ids SET f.superseded = true RETURN DISTINCT f.ckey AS ckey
