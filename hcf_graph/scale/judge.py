"""Candidate keys, their provenance and the verdict on each, in DataFrames plus one Arrow UDF.

A candidate is a conflict key whose current facts carry more than one distinct value key. Spark
reduces each candidate to bounded summaries: per stated value its count and first place in the
order the embedded path sorts facts in, the most common spelling of each value, entity and
qualifier, the distinct sets of values that single documents state, and at most ``cap`` facts of
provenance per value (a hot key with a million facts is not one unbounded row: its record says
how many facts each value has). One Python function per key (``mapInArrow``) then builds the
record with :func:`hcf_graph.conflicts.from_fact_rows` and judges it with
:meth:`hcf_graph.conflict_rules.ConflictRules.judge` on lists that have the same counts, first
occurrences and per-document value sets as the full key — so the verdict is the one the embedded
graph gives, from the one implementation of the rules.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from ..conflict_rules import ConflictRules
from ..conflicts import FACT_FIELDS, Conflict, apply_judgement, from_fact_rows, split_ckey
from ..normalize import RelationCatalog, entity_key

if TYPE_CHECKING:
    from pyspark.sql import Column, DataFrame

DEFAULT_CAP = 1000  # provenance facts kept per value of a key
LOG_FACT_COLUMNS = (
    "id",
    "doc",
    "doc_name",
    "chunk",
    "entity",
    "relation",
    "value",
    "qualifier",
    "start_char",
    "end_char",
    "quote",
    "extractor",
    "confidence",
)  # the log's fact row, carried for `scale load`
RECORD_DDL = (
    "id STRING, ckey STRING, entity STRING, entity_key STRING, relation STRING, qualifier STRING, status STRING, "
    "kind STRING, severity DOUBLE, rel_diff DOUBLE, reason STRING, n_values BIGINT, n_documents BIGINT, "
    "n_facts BIGINT, capped BOOLEAN, record STRING"
)


@dataclass(frozen=True)
class RulesSpec:
    """What a Python worker needs to build the embedded graph's ConflictRules (pickled to workers)."""

    catalog: RelationCatalog
    alias_names: dict[str, str]
    date_order: str
    rel_tolerance: float | None = None

    def rules(self) -> ConflictRules:
        names = self.alias_names

        def alias_of(name: str) -> str:
            return names.get(entity_key(name), name)

        return ConflictRules(self.catalog, self.rel_tolerance, alias_of=alias_of, date_order=self.date_order)


def conflict_id_column(ckey: Column) -> Column:
    """:func:`hcf_graph.conflicts.conflict_id` in Spark SQL ("c" + the first 15 hex digits of sha1)."""
    from pyspark.sql import functions as F

    return F.concat(F.lit("c"), F.substring(F.sha1(ckey), 1, 15))


def most_common(frame: DataFrame, keys: str | list[str], text: str, alias: str) -> DataFrame:
    """(keys..., alias): the most frequent ``text`` per key, ties to the smallest — the rule of
    ``conflicts.most_common_spelling`` in Spark SQL (compared on random input by the tests)."""
    from pyspark.sql import functions as F

    by = [keys] if isinstance(keys, str) else list(keys)
    counted = frame.groupBy(*by, text).agg(F.count(F.lit(1)).alias("n"))
    best = F.min(F.struct((-F.col("n")).alias("neg"), F.col(text).alias("t")))
    return counted.groupBy(*by).agg(best.getField("t").alias(alias))


def candidate_facts(facts: DataFrame) -> DataFrame:
    """Current facts of the keys with more than one distinct value key, in the shape the rules read."""
    from pyspark.sql import functions as F

    current = facts.filter(~F.col("superseded")).select(
        "ckey",
        "id",
        "doc",
        "entity",
        F.coalesce("qualifier", F.lit("")).alias("qualifier"),
        "value",
        "value_key",
        "negated",
        "start_char",
        "end_char",
        F.coalesce("quote", F.lit("")).alias("quote"),
        F.when(F.col("negated"), F.concat(F.lit("not "), F.col("value"))).otherwise(F.col("value")).alias("stated"),
        "entity_key",
        F.struct(*LOG_FACT_COLUMNS).alias("log_row"),
    )
    keys = current.groupBy("ckey").agg(F.countDistinct("value_key").alias("n_value_keys"))
    return current.join(keys.filter(F.col("n_value_keys") > 1).select("ckey"), "ckey", "left_semi")


def capped_provenance(candidates: DataFrame, cap: int) -> DataFrame:
    """At most ``cap`` facts per (key, value key), in the embedded path's order (document, start, id)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    order = Window.partitionBy("ckey", "value_key").orderBy("doc", F.coalesce("start_char", F.lit(0)), "id")
    return candidates.withColumn("rank", F.row_number().over(order)).filter(F.col("rank") <= cap).drop("rank")


def key_summaries(candidates: DataFrame, provenance: DataFrame) -> DataFrame:
    """One bounded row per candidate key: everything :func:`judge_rows` needs."""
    from pyspark.sql import functions as F

    first = F.min(F.struct("value_key", "doc", F.coalesce("start_char", F.lit(0)).alias("start"), "id"))
    texts = candidates.groupBy("ckey", "value_key", "stated").agg(F.count(F.lit(1)).alias("n"), first.alias("first"))
    spelled = most_common(candidates, ["ckey", "value_key"], "stated", "display")
    values = (
        texts.join(spelled, ["ckey", "value_key"])
        .groupBy("ckey")
        .agg(
            F.collect_list(F.struct("value_key", "stated", "n", "first", "display")).alias("values"),
            F.sum("n").alias("n_facts"),
        )
    )
    per_doc = candidates.groupBy("ckey", "doc").agg(F.sort_array(F.collect_set("stated")).alias("stated_set"))
    doc_sets = per_doc.groupBy("ckey").agg(
        F.collect_set("stated_set").alias("doc_sets"), F.count(F.lit(1)).alias("n_documents")
    )
    fact_struct = F.struct(*[F.col(name) for name in FACT_FIELDS])
    facts = provenance.groupBy("ckey").agg(F.collect_list(fact_struct).alias("facts"))
    return (
        values.join(most_common(candidates, "ckey", "entity", "entity"), "ckey")
        .join(most_common(candidates, "ckey", "qualifier", "qualifier"), "ckey")
        .join(doc_sets, "ckey")
        .join(facts, "ckey")
    )


def judge_lists(values: list[dict[str, Any]], doc_sets: list[list[str]]) -> tuple[list[str], list[str]]:
    """Stated values and documents with the same counts, first-occurrence order and per-document
    value sets as the key's facts (what ``ConflictRules.judge`` depends on), from the summaries."""
    ordered = sorted(
        values, key=lambda v: (v["first"]["value_key"], v["first"]["doc"], v["first"]["start"], v["first"]["id"])
    )
    holders: dict[str, list[str]] = {}
    for i, stated_set in enumerate(sorted(doc_sets)):
        for text in stated_set:
            holders.setdefault(text, []).append(f"set{i}")
    texts: list[str] = []
    docs: list[str] = []
    for v in ordered:
        text, n = v["stated"], int(v["n"])
        labels = holders.get(text) or ["set-unknown"]
        texts.extend([text] * n)
        docs.extend(labels[:n] + [labels[0]] * (n - min(n, len(labels))))
    return texts, docs


def judge_row(row: dict[str, Any], rules: ConflictRules) -> Conflict:
    """The record of one candidate key, judged like the embedded graph judges it."""
    ckey = row["ckey"]
    facts = [dict(f) for f in row["facts"]]
    conflict = from_fact_rows(ckey, facts)
    conflict.entity, conflict.qualifier = row["entity"], row["qualifier"]
    display = {v["value_key"]: v["display"] for v in row["values"]}
    for claim in conflict.values:
        claim.value = display.get(claim.value_key, claim.value)
    texts, docs = judge_lists(row["values"], row["doc_sets"])
    judgement = rules.judge(split_ckey(ckey)[1], texts, docs)
    apply_judgement(
        conflict,
        judgement.status,
        judgement.kind,
        judgement.severity,
        judgement.rel_diff,
        judgement.reason,
        judgement.decisions,
    )
    return conflict


def record_row(conflict: Conflict, row: dict[str, Any], cap: int) -> dict[str, Any]:
    """One output row: the record's head, counts, and its JSON (the shape of ``hcf conflicts --json``,
    each value with its number of facts)."""
    counts: dict[str, int] = {}
    for v in row["values"]:
        counts[v["value_key"]] = counts.get(v["value_key"], 0) + int(v["n"])
    record = conflict.as_json()
    record["n_documents"] = int(row["n_documents"])
    for value in record["values"]:
        value["n_facts"] = counts.get(value["value_key"], len(value["documents"]))
    return {
        "id": conflict.id,
        "ckey": conflict.ckey,
        "entity": conflict.entity,
        "entity_key": conflict.entity_key,
        "relation": conflict.relation,
        "qualifier": conflict.qualifier,
        "status": conflict.status,
        "kind": conflict.kind,
        "severity": conflict.severity,
        "rel_diff": conflict.rel_diff,
        "reason": conflict.reason,
        "n_values": len(conflict.values),
        "n_documents": int(row["n_documents"]),
        "n_facts": int(row["n_facts"]),
        "capped": any(n > cap for n in counts.values()),
        "record": json.dumps(record, sort_keys=True),
    }


def judge_summaries(summaries: DataFrame, spec: RulesSpec, cap: int) -> DataFrame:
    """The records of every candidate key (conflict, variant, multivalued, ambiguous)."""
    arrow_schema = pa.schema([(name, _arrow_type(kind)) for name, kind in (c.split() for c in RECORD_DDL.split(", "))])

    def judged(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        rules = spec.rules()
        for batch in batches:
            rows = [record_row(judge_row(row, rules), row, cap) for row in batch.to_pylist()]
            if rows:
                yield pa.RecordBatch.from_pylist(rows, schema=arrow_schema)

    return summaries.mapInArrow(judged, RECORD_DDL)


def _arrow_type(name: str) -> pa.DataType:
    return {"STRING": pa.string(), "DOUBLE": pa.float64(), "BIGINT": pa.int64(), "BOOLEAN": pa.bool_()}[name]
