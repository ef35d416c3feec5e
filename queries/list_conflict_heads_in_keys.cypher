// Stored conflict records of the given conflict keys with their verdicts, one row per record.
// mode: read
// params: ckeys, statuses
UNWIND $ckeys AS key
MATCH (c:Conflict)
WHERE c.ckey = key AND list_contains($statuses, c.status)
RETURN c.id AS conflict, c.ckey AS ckey, c.status AS status, c.kind AS kind, c.severity AS severity,
       c.rel_diff AS rel_diff, c.reason AS reason, c.judgements AS judgements
