// Remove the ALIAS_OF edges leaving the given entity keys (before an incremental resolution writes theirs again).
// mode: write
// params: keys
UNWIND $keys AS k
MATCH (a:Entity {key: k})-[r:ALIAS_OF]->(:Entity) DELETE r
