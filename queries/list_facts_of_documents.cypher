// Every fact stated in the given document versions, with its keys and span (for answer audits).
// mode: read
// params: ids
UNWIND $ids AS id
MATCH (f:Fact)
WHERE f.doc = id
RETURN f.id AS id, f.doc AS doc, f.chunk AS chunk, f.entity AS entity, f.relation AS relation, f.value AS value,
       f.qualifier AS qualifier, f.entity_key AS entity_key, f.canon_key AS canon_key, f.relation_key AS relation_key,
       f.value_key AS value_key, f.qualifier_key AS qualifier_key, f.negated AS negated, f.ckey AS ckey,
       f.start_char AS start_char, f.end_char AS end_char, f.quote AS quote
ORDER BY doc, start_char, id
