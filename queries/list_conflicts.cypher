// The facts involved in stored conflict records (by status), optionally for one entity and/or relation key: one row per fact.
// mode: read
// params: entity_key, relation_key, statuses
// defaults: entity_key="", relation_key="", statuses=["conflict"]
// The records' verdicts come from list_conflict_heads, once per record: a hot key's judgement text
// (100 KB for 1,000 values) repeated on each of its fact rows filled the buffer pool.
MATCH (c:Conflict)-[:INVOLVES]->(f:Fact)
WHERE ($entity_key = '' OR c.entity_key = $entity_key) AND ($relation_key = '' OR c.relation_key = $relation_key)
  AND list_contains($statuses, c.status)
RETURN c.id AS conflict, c.ckey AS ckey,
       f.id AS id, f.doc AS doc, f.entity AS entity, f.value AS value, f.qualifier AS qualifier,
       f.value_key AS value_key, f.negated AS negated, f.start_char AS start_char, f.end_char AS end_char,
       f.quote AS quote
