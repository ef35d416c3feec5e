// Stored conflicts with the facts they involve, optionally for one entity key and/or relation key.
// mode: read
// params: entity_key, relation_key
MATCH (c:Conflict)-[:INVOLVES]->(f:Fact)
WHERE ($entity_key = '' OR c.entity_key = $entity_key) AND ($relation_key = '' OR c.relation_key = $relation_key)
RETURN c.id AS conflict, c.entity AS conflict_entity, c.entity_key AS entity_key, c.relation_key AS relation_key,
       c.qualifier AS conflict_qualifier, c.kind AS kind, c.severity AS severity,
       f.id AS id, f.doc AS doc, f.entity AS entity, f.relation AS relation, f.value AS value,
       f.qualifier AS qualifier, f.value_key AS value_key, f.qualifier_key AS qualifier_key, f.ckey AS ckey,
       f.start_char AS start_char, f.end_char AS end_char, f.quote AS quote, f.extractor AS extractor
ORDER BY entity_key, relation_key, conflict, value_key, doc, start_char
