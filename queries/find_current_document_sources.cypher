// The current (not superseded) documents that have one of these names or were read from one of these files.
// mode: read
// params: names, sources
MATCH (d:Document)
WHERE d.superseded = false AND (list_contains($names, d.name) OR list_contains($sources, d.source))
RETURN d.id AS id, d.name AS name, d.version AS version, d.sha256 AS sha256, d.source AS source, d.has_text AS has_text
