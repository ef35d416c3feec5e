// Documents ranked by how many audited answer statements their facts contradict.
// mode: read
// params:
MATCH (s:Statement)-[:CONTRADICTED_BY]->(f:Fact)
WITH f.doc AS doc, s.id AS statement
WITH doc, collect(statement) AS statements
RETURN doc, size(list_distinct(statements)) AS contradictions
ORDER BY contradictions DESC, doc
