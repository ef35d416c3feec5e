// Remove stored IaDQ scores by id (doc|scorer), before storing fresh ones.
// mode: write
// params: ids
UNWIND $ids AS quality_id
MATCH (q:Quality) WHERE q.id = quality_id
DETACH DELETE q
