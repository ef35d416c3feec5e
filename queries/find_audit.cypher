// One stored audit by id, with its full result (JSON).
// mode: read
// params: id
MATCH (a:Audit {id: $id})
RETURN a.id AS id, a.run AS run, a.result AS result
