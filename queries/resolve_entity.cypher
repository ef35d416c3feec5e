// The canonical entity of an entity key, following its ALIAS_OF edge (itself when it has none).
// mode: read
// params: key
MATCH (e:Entity {key: $key})
OPTIONAL MATCH (e)-[:ALIAS_OF]->(c:Entity)
RETURN coalesce(c.key, e.key) AS canonical, coalesce(c.name, e.name) AS name
