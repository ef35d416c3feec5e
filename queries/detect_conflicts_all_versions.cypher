// Conflict candidates over every fact, superseded document versions included.
// mode: read
// params:
MATCH (f:Fact)
WITH f.ckey AS ckey, collect(f.value_key) AS value_keys, collect(f.id) AS ids, collect(f.value) AS vals,
     collect(f.doc) AS docs, collect(f.entity) AS entities, collect(coalesce(f.qualifier, '')) AS qualifiers,
     collect(coalesce(f.start_char, -1)) AS start_chars, collect(coalesce(f.end_char, -1)) AS end_chars, collect(coalesce(f.quote, '')) AS quotes, collect(f.negated) AS negations
WITH ckey, ids, value_keys, vals, docs, entities, qualifiers, start_chars, end_chars, quotes, negations, list_distinct(value_keys) AS distinct_values
WHERE size(distinct_values) > 1
RETURN ckey, ids, value_keys, vals, docs, entities, qualifiers, start_chars, end_chars, quotes, negations
