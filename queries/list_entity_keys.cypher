// Every entity key in the graph.
// mode: read
// params:
MATCH (e:Entity) RETURN e.key AS key
