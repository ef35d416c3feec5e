// The conflict keys of the facts whose value is one of the given value keys (entity-valued facts).
// mode: read
// params: keys
UNWIND $keys AS k
MATCH (f:Fact) WHERE f.value_key = k
RETURN DISTINCT f.ckey AS ckey
