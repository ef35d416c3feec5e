// The earlier versions of document versions (same name, lower seq), for prov:wasRevisionOf in an RDF export.
// mode: read
// params: ids
UNWIND $ids AS i
MATCH (d:Document) WHERE d.id = i
MATCH (p:Document) WHERE p.name = d.name AND p.seq < d.seq
RETURN d.id AS id, p.id AS previous, p.seq AS seq
ORDER BY id, seq
