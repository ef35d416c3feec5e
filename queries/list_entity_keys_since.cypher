// Keys of the entities first stated by a fact of a batch after the given batch id (names new since a resolution).
// mode: read
// params: after
MATCH (f:Fact)
WITH f.entity_key AS key, min(f.batch) AS first
WHERE first > $after
RETURN key
