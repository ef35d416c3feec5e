// Conflict candidates over all current facts: keys with more than one distinct value, with provenance.
// mode: read
// params:
// Plain aggregates only, then list_distinct in a second WITH (ENGINE_NOTES bug 1); each field is
// collected as its own list, never list_transform over collected structs (bug 2). collect() skips
// nulls, so nullable fields are coalesced to -1 first, or the lists would fall out of step.
MATCH (f:Fact) WHERE f.superseded = false
WITH f.ckey AS ckey, collect(f.value_key) AS value_keys, collect(f.id) AS ids, collect(f.value) AS vals,
     collect(f.doc) AS docs, collect(f.entity) AS entities, collect(f.qualifier) AS qualifiers,
     collect(coalesce(f.start_char, -1)) AS start_chars, collect(coalesce(f.end_char, -1)) AS end_chars, collect(f.quote) AS quotes, collect(f.negated) AS negations
WITH ckey, ids, value_keys, vals, docs, entities, qualifiers, start_chars, end_chars, quotes, negations, list_distinct(value_keys) AS distinct_values
WHERE size(distinct_values) > 1
RETURN ckey, ids, value_keys, vals, docs, entities, qualifiers, start_chars, end_chars, quotes, negations
