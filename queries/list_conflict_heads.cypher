// Stored conflict records (by status) with their verdicts, one row per record, optionally for one entity and/or relation key.
// mode: read
// params: entity_key, relation_key, statuses
// defaults: entity_key="", relation_key="", statuses=["conflict"]
MATCH (c:Conflict)
WHERE ($entity_key = '' OR c.entity_key = $entity_key) AND ($relation_key = '' OR c.relation_key = $relation_key)
  AND list_contains($statuses, c.status)
RETURN c.id AS conflict, c.ckey AS ckey, c.status AS status, c.kind AS kind, c.severity AS severity,
       c.rel_diff AS rel_diff, c.reason AS reason, c.judgements AS judgements
