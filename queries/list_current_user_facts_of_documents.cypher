// Identity (document, keys, span with -1 for none) of the current facts of one extractor about the given documents.
// mode: read
// params: docs, extractor
UNWIND $docs AS d
MATCH (f:Fact) WHERE f.doc = d AND f.extractor = $extractor AND f.superseded = false
RETURN f.doc AS doc, f.entity_key AS entity_key, f.relation_key AS relation_key, f.qualifier_key AS qualifier_key,
       f.value_key AS value_key, coalesce(f.start_char, -1) AS start_char, coalesce(f.end_char, -1) AS end_char,
       f.id AS id
