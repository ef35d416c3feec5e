// Re-key the facts of entities whose canonical entity changed; returns their new conflict keys.
// mode: write
// params: rows, sep
UNWIND $rows AS r
MATCH (f:Fact) WHERE f.entity_key = r.key
SET f.canon_key = r.canonical, f.ckey = r.canonical + $sep + f.relation_key + $sep + f.qualifier_key
RETURN DISTINCT f.ckey AS ckey
