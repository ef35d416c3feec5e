// The current (not superseded) version of each named document.
// mode: read
// params: names
UNWIND $names AS name
MATCH (d:Document) WHERE d.name = name AND d.superseded = false
RETURN d.id AS id, d.name AS name, d.version AS version, d.seq AS seq, d.sha256 AS sha256, d.has_text AS has_text
