// Every recorded entity decision, oldest first.
// mode: read
// params:
MATCH (d:Decision)
RETURN d.id AS id, d.seq AS seq, d.action AS action, d.a AS a, d.b AS b, d.method AS method, d.who AS who,
       d.created AS created, d.note AS note, d.undoes AS undoes
ORDER BY seq, id
