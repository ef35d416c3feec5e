// Every alias edge: which entity name was resolved to which canonical entity, with score and method.
// mode: read
// params:
MATCH (a:Entity)-[r:ALIAS_OF]->(c:Entity)
RETURN a.key AS alias_key, a.name AS alias, c.key AS canonical_key, c.name AS canonical,
       r.score AS score, r.method AS method, r.reason AS reason
