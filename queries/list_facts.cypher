// Facts (span as start/end; start_char/end_char: deprecated, kept one release), optionally of one entity key and/or one document (name or doc@version); current versions unless all_versions.
// mode: read
// params: entity_key, doc, all_versions
// defaults: doc="", all_versions=false
MATCH (f:Fact)
WHERE ($entity_key = '' OR f.canon_key = $entity_key)
  AND ($doc = '' OR f.doc = $doc OR f.doc_name = $doc)
  AND ($all_versions OR f.superseded = false)
RETURN f.id AS id, f.doc AS doc, f.entity AS entity, f.relation AS relation, f.value AS value,
       f.qualifier AS qualifier, f.entity_key AS entity_key, f.canon_key AS canon_key, f.relation_key AS relation_key,
       f.value_key AS value_key, f.negated AS negated, f.qualifier_key AS qualifier_key, f.ckey AS ckey,
       f.start_char AS start, f.end_char AS `end`, f.quote AS quote, f.extractor AS extractor,
       f.start_char AS start_char, f.end_char AS end_char
ORDER BY entity_key, relation_key, qualifier_key, value_key, doc, start_char
