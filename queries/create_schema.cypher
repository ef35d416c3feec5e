// Create every node and relationship table of the fact graph (idempotent).
// mode: write
// params:
CREATE NODE TABLE IF NOT EXISTS Document(id STRING PRIMARY KEY, name STRING, version STRING, seq INT64, sha256 STRING, source STRING, mime STRING, n_chars INT64, has_text BOOLEAN, superseded BOOLEAN, batch STRING, metadata STRING);
CREATE NODE TABLE IF NOT EXISTS Chunk(id STRING PRIMARY KEY, doc STRING, ordinal INT64, start_char INT64, end_char INT64, text STRING);
CREATE NODE TABLE IF NOT EXISTS Fact(id STRING PRIMARY KEY, doc STRING, doc_name STRING, chunk STRING, entity STRING, relation STRING, value STRING, qualifier STRING, entity_key STRING, canon_key STRING, relation_key STRING, value_key STRING, qualifier_key STRING, negated BOOLEAN, ckey STRING, start_char INT64, end_char INT64, quote STRING, extractor STRING, confidence DOUBLE, superseded BOOLEAN, batch STRING);
CREATE NODE TABLE IF NOT EXISTS Entity(key STRING PRIMARY KEY, name STRING, kind STRING, canonical STRING);
CREATE NODE TABLE IF NOT EXISTS Value(key STRING PRIMARY KEY, text STRING, kind STRING);
CREATE NODE TABLE IF NOT EXISTS Conflict(id STRING PRIMARY KEY, ckey STRING, entity_key STRING, relation_key STRING, qualifier_key STRING, entity STRING, qualifier STRING, status STRING, kind STRING, severity DOUBLE, rel_diff DOUBLE, reason STRING, judgements STRING, n_values INT64, n_documents INT64);
CREATE NODE TABLE IF NOT EXISTS Batch(id STRING PRIMARY KEY, seq INT64, created STRING, n_documents INT64, n_facts INT64, info STRING);
CREATE REL TABLE IF NOT EXISTS HAS_CHUNK(FROM Document TO Chunk);
CREATE REL TABLE IF NOT EXISTS STATES(FROM Chunk TO Fact);
CREATE REL TABLE IF NOT EXISTS ABOUT(FROM Fact TO Entity);
CREATE REL TABLE IF NOT EXISTS HAS_VALUE(FROM Fact TO Value);
CREATE REL TABLE IF NOT EXISTS INVOLVES(FROM Conflict TO Fact);
CREATE NODE TABLE IF NOT EXISTS Decision(id STRING PRIMARY KEY, seq INT64, action STRING, a STRING, b STRING, method STRING, who STRING, created STRING, note STRING, undoes STRING);
CREATE REL TABLE IF NOT EXISTS ALIAS_OF(FROM Entity TO Entity, score DOUBLE, method STRING, reason STRING);
CREATE NODE TABLE IF NOT EXISTS Audit(id STRING PRIMARY KEY, run STRING, line INT64, row_id STRING, source STRING, question STRING, answer STRING, reference STRING, acs DOUBLE, verdict STRING, contested BOOLEAN, query_alignment DOUBLE, evidence_support DOUBLE, no_contradiction DOUBLE, judge STRING, k INT64, ss1 DOUBLE, ss_mean DOUBLE, ss_std DOUBLE, n_context_conflicts INT64, n_corpus_conflicts INT64, result STRING);
CREATE NODE TABLE IF NOT EXISTS Query(id STRING PRIMARY KEY, text STRING);
CREATE NODE TABLE IF NOT EXISTS Answer(id STRING PRIMARY KEY, text STRING);
CREATE NODE TABLE IF NOT EXISTS Statement(id STRING PRIMARY KEY, ordinal INT64, text STRING, reading STRING, verdict STRING);
CREATE REL TABLE IF NOT EXISTS AUDIT_OF(FROM Audit TO Answer);
CREATE REL TABLE IF NOT EXISTS ANSWERS(FROM Answer TO Query);
CREATE REL TABLE IF NOT EXISTS RETRIEVED(FROM Query TO Chunk, rank INT64, score DOUBLE, start_char INT64, end_char INT64);
CREATE REL TABLE IF NOT EXISTS HAS_STATEMENT(FROM Answer TO Statement);
CREATE REL TABLE IF NOT EXISTS SUPPORTED_BY(FROM Statement TO Fact, method STRING);
CREATE REL TABLE IF NOT EXISTS CONTRADICTED_BY(FROM Statement TO Fact, method STRING);
CREATE REL TABLE IF NOT EXISTS CITES(FROM Statement TO Chunk, relation STRING, method STRING, start_char INT64, end_char INT64, quote STRING);
CREATE NODE TABLE IF NOT EXISTS Quality(id STRING PRIMARY KEY, doc STRING, scorer STRING, clarity DOUBLE, consistency DOUBLE, completeness DOUBLE, density DOUBLE, coherence DOUBLE, iadq DOUBLE, detail STRING, batch STRING);
CREATE REL TABLE IF NOT EXISTS HAS_QUALITY(FROM Document TO Quality);
