// Keys on which one current document states more than one distinct value (internal-consistency candidates).
// mode: read
// params:
// Plain aggregates, then list_distinct in a second WITH (ENGINE_NOTES bug 1).
MATCH (f:Fact) WHERE f.superseded = false
WITH f.doc AS doc, f.ckey AS ckey, f.relation_key AS relation_key, collect(f.entity) AS entities,
     collect(f.value) AS vals, collect(f.negated) AS negations, collect(f.value_key) AS value_keys
WITH doc, ckey, relation_key, entities, vals, negations, list_distinct(value_keys) AS distinct_values
WHERE size(distinct_values) > 1
RETURN doc, ckey, relation_key, entities, vals, negations
ORDER BY doc, ckey
