// Current documents with what the corpus level needs: source, metadata, fact and distinct-key counts.
// mode: read
// params:
// Plain aggregates, then list_distinct in a second WITH (ENGINE_NOTES bug 1).
MATCH (d:Document) WHERE d.superseded = false
OPTIONAL MATCH (d)-[:HAS_CHUNK]->(:Chunk)-[:STATES]->(f:Fact)
WITH d, count(f) AS n_facts, collect(f.ckey) AS ckeys
RETURN d.id AS id, d.name AS name, d.source AS source, d.metadata AS metadata, d.has_text AS has_text,
       d.n_chars AS n_chars, n_facts, size(list_distinct(ckeys)) AS n_keys
ORDER BY id
