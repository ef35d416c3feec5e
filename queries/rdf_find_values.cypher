// Values by key, for an RDF export.
// mode: read
// params: keys
UNWIND $keys AS k
MATCH (v:Value) WHERE v.key = k
RETURN v.key AS key, v.text AS text, v.kind AS kind
