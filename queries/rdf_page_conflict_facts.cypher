// One page of the current facts that real conflicts involve (status "conflict"), after a fact id, for `hcf export rdf --conflicts-only`.
// mode: read
// params: after, limit
MATCH (c:Conflict)-[:INVOLVES]->(f:Fact)
WHERE c.status = 'conflict' AND f.superseded = false AND f.id > $after
RETURN f.id AS id, f.doc AS doc, f.chunk AS chunk, f.entity AS entity, f.relation AS relation, f.value AS value,
       f.qualifier AS qualifier, f.entity_key AS entity_key, f.relation_key AS relation_key, f.value_key AS value_key,
       f.negated AS negated, f.start_char AS start_char, f.end_char AS end_char, f.quote AS quote,
       f.extractor AS extractor, f.confidence AS confidence, f.batch AS batch
ORDER BY id
LIMIT $limit
