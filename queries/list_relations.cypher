// Relation keys of current facts with how many facts state each, for "did you mean" hints.
// mode: read
// params:
MATCH (f:Fact) WHERE f.superseded = false
RETURN f.relation_key AS key, count(*) AS n_facts
ORDER BY key
