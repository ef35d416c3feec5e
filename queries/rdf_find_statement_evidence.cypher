// The facts that support or contradict the statements of audits (by audit id), only current facts unless all_versions, for an RDF export.
// mode: read
// params: ids, all_versions
UNWIND $ids AS i
MATCH (a:Audit)-[:AUDIT_OF]->(:Answer)-[:HAS_STATEMENT]->(s:Statement)-[e:SUPPORTED_BY|CONTRADICTED_BY]->(f:Fact)
WHERE a.id = i AND ($all_versions OR f.superseded = false)
RETURN s.id AS statement, label(e) AS edge, e.method AS method, f.id AS fact
ORDER BY statement, edge, fact
