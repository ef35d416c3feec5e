// Conflict candidates among current facts of the given keys (incremental refresh after an ingest).
// mode: read
// params: ckeys
// UNWIND + equality plans a hash join; `f.ckey IN $list` scans the list per row (52 s for 10k keys
// over 1M facts here, against 0.2 s this way).
UNWIND $ckeys AS key
MATCH (f:Fact) WHERE f.ckey = key AND f.superseded = false
WITH f.ckey AS ckey, collect(f.value_key) AS value_keys, collect(f.id) AS ids, collect(f.value) AS vals,
     collect(f.doc) AS docs, collect(f.entity) AS entities, collect(coalesce(f.qualifier, '')) AS qualifiers,
     collect(coalesce(f.start_char, -1)) AS start_chars, collect(coalesce(f.end_char, -1)) AS end_chars, collect(coalesce(f.quote, '')) AS quotes, collect(f.negated) AS negations
WITH ckey, ids, value_keys, vals, docs, entities, qualifiers, start_chars, end_chars, quotes, negations, list_distinct(value_keys) AS distinct_values
WHERE size(distinct_values) > 1
RETURN ckey, ids, value_keys, vals, docs, entities, qualifiers, start_chars, end_chars, quotes, negations
