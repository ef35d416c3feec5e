// Every stored document version with what a corpus manifest lists (hash, MIME type, metadata, batch).
// mode: read
// params:
MATCH (d:Document)
RETURN d.id AS id, d.name AS name, d.version AS version, d.seq AS seq, d.sha256 AS sha256, d.mime AS mime,
       d.n_chars AS n_chars, d.has_text AS has_text, d.superseded AS superseded, d.batch AS batch,
       d.metadata AS metadata, d.source AS source
ORDER BY name, seq
