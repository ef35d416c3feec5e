// How many Fact nodes the graph holds (current and superseded): whether a batch holds every fact, and how to refresh many keys.
// mode: read
// params:
MATCH (f:Fact) RETURN count(f) AS facts
