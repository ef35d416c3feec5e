// Every value key in the graph.
// mode: read
// params:
MATCH (v:Value) RETURN v.key AS key
