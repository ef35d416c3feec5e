// The canonical entity key of each given entity key that the graph knows (through ALIAS_OF).
// mode: read
// params: keys
UNWIND $keys AS key
MATCH (e:Entity {key: key})
OPTIONAL MATCH (e)-[:ALIAS_OF]->(c:Entity)
RETURN e.key AS key, coalesce(c.key, e.key) AS canonical
