// One window of facts of every document version (current and superseded) for an RDF export with --all-versions: the facts whose storage offset lies in [lo, hi).
// mode: read
// params: lo, hi
MATCH (f:Fact)
WHERE offset(id(f)) >= $lo AND offset(id(f)) < $hi
RETURN f.id AS id, f.doc AS doc, f.chunk AS chunk, f.entity AS entity, f.relation AS relation, f.value AS value,
       f.qualifier AS qualifier, f.entity_key AS entity_key, f.relation_key AS relation_key, f.value_key AS value_key,
       f.negated AS negated, f.start_char AS start_char, f.end_char AS end_char, f.quote AS quote,
       f.extractor AS extractor, f.confidence AS confidence, f.batch AS batch, f.superseded AS superseded
ORDER BY offset(id(f))
