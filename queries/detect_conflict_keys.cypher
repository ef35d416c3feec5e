// Keys of the current facts that carry more than one distinct value: the first pass of a full detection.
// mode: read
// params:
// Only value keys are collected here (cheap over every fact); the candidates' full rows come from
// detect_conflicts_in_keys. Plain aggregates, then list_distinct in a second WITH (ENGINE_NOTES bug 1).
MATCH (f:Fact) WHERE f.superseded = false
WITH f.ckey AS ckey, collect(f.value_key) AS value_keys
WITH ckey, list_distinct(value_keys) AS distinct_values
WHERE size(distinct_values) > 1
RETURN ckey
