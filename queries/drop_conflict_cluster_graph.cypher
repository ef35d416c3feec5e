// Drop the projected graph that list_conflict_clusters made (it lives as long as the connection).
// mode: write
// params:
CALL drop_projected_graph('hcf_conflict_clusters')
