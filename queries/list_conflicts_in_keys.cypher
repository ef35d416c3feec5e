// The facts involved in the stored conflict records of the given conflict keys: one row per fact.
// mode: read
// params: ckeys, statuses
// The records' verdicts come from list_conflict_heads_in_keys, once per record (see list_conflicts).
UNWIND $ckeys AS key
MATCH (c:Conflict)-[:INVOLVES]->(f:Fact)
WHERE c.ckey = key AND list_contains($statuses, c.status)
RETURN c.id AS conflict, c.ckey AS ckey,
       f.id AS id, f.doc AS doc, f.entity AS entity, f.value AS value, f.qualifier AS qualifier,
       f.value_key AS value_key, f.negated AS negated, f.start_char AS start_char, f.end_char AS end_char,
       f.quote AS quote
