// Every entity with its display name and canonical entity key (no fact counts: cheap on a large store).
// mode: read
// params:
MATCH (e:Entity) RETURN e.key AS key, e.name AS name, e.canonical AS canonical
