// The conflict keys of the facts about the given entity keys.
// mode: read
// params: keys
UNWIND $keys AS k
MATCH (f:Fact) WHERE f.entity_key = k
RETURN DISTINCT f.ckey AS ckey
