// How many conflict keys of current facts are asserted by at least two documents (IeDCD's denominator).
// mode: read
// params:
MATCH (f:Fact) WHERE f.superseded = false
WITH f.ckey AS ckey, collect(f.doc) AS docs
WITH ckey, list_distinct(docs) AS distinct_docs
WHERE size(distinct_docs) > 1
RETURN count(*) AS n_shared
