// One page of conflict records of the given statuses, after a conflict id, with the facts they involve and their distinct value keys.
// mode: read
// params: after, limit, statuses
MATCH (c:Conflict)
WHERE c.id > $after AND list_contains($statuses, c.status)
WITH c ORDER BY c.id LIMIT $limit
MATCH (c)-[:INVOLVES]->(f:Fact)
WITH c, collect(f.id) AS facts, collect(f.value_key) AS value_keys
RETURN c.id AS id, c.ckey AS ckey, c.entity_key AS entity_key, c.relation_key AS relation_key,
       c.qualifier AS qualifier, c.status AS status, c.kind AS kind, c.severity AS severity, c.rel_diff AS rel_diff,
       c.reason AS reason, facts, list_distinct(value_keys) AS value_keys
ORDER BY id
