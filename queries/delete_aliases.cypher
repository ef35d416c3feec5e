// Remove every ALIAS_OF edge (before the resolution's edges are written again).
// mode: write
// params:
MATCH (:Entity)-[r:ALIAS_OF]->(:Entity) DELETE r
