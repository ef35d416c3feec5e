// How many current facts name each given name (its entity key or value key), to refuse decisions about unknown names.
// mode: read
// params: names
UNWIND $names AS n
OPTIONAL MATCH (f:Fact) WHERE f.superseded = false AND (f.entity_key = n.entity OR f.value_key = n.value)
RETURN n.name AS name, count(f) AS n_facts
