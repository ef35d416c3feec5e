// Mark documents as superseded by a newer version.
// mode: write
// params: ids
UNWIND $ids AS id
MATCH (d:Document {id: id})
SET d.superseded = true
