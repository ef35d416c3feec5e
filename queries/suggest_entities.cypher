// Entity keys containing a fragment, for "did you mean" hints on an unknown entity.
// mode: read
// params: fragment
MATCH (e:Entity) WHERE e.key CONTAINS $fragment RETURN e.key AS key, e.name AS name ORDER BY key LIMIT 10
