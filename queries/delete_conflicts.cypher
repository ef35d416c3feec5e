// Delete the stored conflicts of the given conflict keys (before they are detected again).
// mode: write
// params: ckeys
UNWIND $ckeys AS key
MATCH (c:Conflict) WHERE c.ckey = key
DETACH DELETE c
