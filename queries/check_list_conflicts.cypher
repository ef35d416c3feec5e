// Every stored conflict record (any status) with the ids of the facts it involves, for integrity checks.
// mode: read
// params:
MATCH (c:Conflict)
OPTIONAL MATCH (c)-[:INVOLVES]->(f:Fact)
WITH c.ckey AS ckey, c.status AS status, collect(f.id) AS facts
RETURN ckey, status, facts
