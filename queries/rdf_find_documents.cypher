// Document versions by id (name@version), for an RDF export.
// mode: read
// params: ids
UNWIND $ids AS i
MATCH (d:Document) WHERE d.id = i
RETURN d.id AS id, d.name AS name, d.version AS version, d.sha256 AS sha256, d.source AS source,
       d.n_chars AS n_chars, d.has_text AS has_text, d.superseded AS superseded
