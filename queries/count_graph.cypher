// Node counts of the main tables, for status lines.
// mode: read
// params:
OPTIONAL MATCH (d:Document) WITH count(d) AS documents
OPTIONAL MATCH (f:Fact) WITH documents, count(f) AS facts
OPTIONAL MATCH (c:Conflict) RETURN documents, facts, count(c) AS conflicts
