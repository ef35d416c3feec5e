// One page of recorded entity decisions (merge, split, undo) after a decision id, for an RDF export.
// mode: read
// params: after, limit
MATCH (d:Decision)
WHERE d.id > $after
RETURN d.id AS id, d.seq AS seq, d.action AS action, d.a AS a, d.b AS b, d.method AS method, d.who AS who,
       d.created AS created, d.note AS note, d.undoes AS undoes
ORDER BY id
LIMIT $limit
