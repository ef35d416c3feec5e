// Conflict clusters by the engine: weakly connected components of current documents, their chunks and facts, and the conflicts those facts take part in (kuzu algo extension; projecting a graph is a write in kuzu; run drop_conflict_cluster_graph after).
// mode: write
// params:
CALL project_graph('hcf_conflict_clusters', {'Document': 'n.superseded = false', 'Chunk': 'true', 'Fact': 'n.superseded = false', 'Conflict': "n.status = 'conflict'"}, ['HAS_CHUNK', 'STATES', 'INVOLVES']);
CALL weakly_connected_components('hcf_conflict_clusters')
WITH node, group_id
WHERE label(node) = 'Document' OR label(node) = 'Conflict'
RETURN lower(label(node)) AS kind, node.id AS id, group_id
ORDER BY group_id, kind, id
