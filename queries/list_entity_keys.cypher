// Every entity key in the graph with the key of its canonical entity.
// mode: read
// params:
MATCH (e:Entity) RETURN e.key AS key, e.canonical AS canonical
