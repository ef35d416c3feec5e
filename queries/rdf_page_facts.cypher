// One window of current facts for an RDF export: the facts whose storage offset lies in [lo, hi) (a window is a bounded read, and needs no sort of the whole table).
// mode: read
// params: lo, hi
MATCH (f:Fact)
WHERE offset(id(f)) >= $lo AND offset(id(f)) < $hi AND f.superseded = false
RETURN f.id AS id, f.doc AS doc, f.chunk AS chunk, f.entity AS entity, f.relation AS relation, f.value AS value,
       f.qualifier AS qualifier, f.entity_key AS entity_key, f.relation_key AS relation_key, f.value_key AS value_key,
       f.negated AS negated, f.start_char AS start_char, f.end_char AS end_char, f.quote AS quote,
       f.extractor AS extractor, f.confidence AS confidence, f.batch AS batch
ORDER BY offset(id(f))
