// Mark documents as superseded by a newer version.
// mode: write
// params: ids
MATCH (d:Document) WHERE d.id IN $ids SET d.superseded = true
