// Every stored version of the named documents (to number a new version past all of them).
// mode: read
// params: names
UNWIND $names AS name
MATCH (d:Document) WHERE d.name = name
RETURN d.id AS id, d.name AS name, d.seq AS seq
