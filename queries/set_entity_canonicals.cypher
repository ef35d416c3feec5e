// Point entities at their canonical entity key.
// mode: write
// params: rows
UNWIND $rows AS r
MATCH (e:Entity {key: r.key})
SET e.canonical = r.canonical
