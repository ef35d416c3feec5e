// Stored conflict records (by status) with the facts they involve, optionally for one entity and/or relation key.
// mode: read
// params: entity_key, relation_key, statuses
// defaults: entity_key="", relation_key="", statuses=["conflict"]
MATCH (c:Conflict)-[:INVOLVES]->(f:Fact)
WHERE ($entity_key = '' OR c.entity_key = $entity_key) AND ($relation_key = '' OR c.relation_key = $relation_key)
  AND list_contains($statuses, c.status)
RETURN c.id AS conflict, c.ckey AS ckey, c.status AS status, c.kind AS kind, c.severity AS severity,
       c.rel_diff AS rel_diff, c.reason AS reason, c.judgements AS judgements,
       f.id AS id, f.doc AS doc, f.entity AS entity, f.value AS value, f.qualifier AS qualifier,
       f.value_key AS value_key, f.negated AS negated, f.start_char AS start_char, f.end_char AS end_char,
       f.quote AS quote
