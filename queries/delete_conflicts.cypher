// Delete the stored conflicts of the given conflict keys (before they are detected again).
// mode: write
// params: ckeys
MATCH (c:Conflict) WHERE c.ckey IN $ckeys DETACH DELETE c
