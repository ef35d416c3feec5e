// Documents by their doc@version id.
// mode: read
// params: ids
UNWIND $ids AS id
MATCH (d:Document {id: id})
RETURN d.id AS id, d.name AS name, d.version AS version, d.seq AS seq, d.sha256 AS sha256, d.has_text AS has_text,
       d.superseded AS superseded, d.batch AS batch
