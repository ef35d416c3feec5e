// Every entity with its display name, canonical entity key and number of current facts.
// mode: read
// params:
MATCH (e:Entity)
OPTIONAL MATCH (f:Fact)-[:ABOUT]->(e) WHERE f.superseded = false
RETURN e.key AS key, e.name AS name, e.canonical AS canonical, count(f) AS n_facts
