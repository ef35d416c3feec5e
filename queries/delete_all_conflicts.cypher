// Delete every stored conflict (before a full re-detection).
// mode: write
// params:
MATCH (c:Conflict) DETACH DELETE c
