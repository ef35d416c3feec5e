// Every document node with the log batch that brought it, for integrity checks.
// mode: read
// params:
MATCH (d:Document) RETURN d.id AS id, d.batch AS batch, d.has_text AS has_text
