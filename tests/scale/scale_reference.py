"""A plain-Python reference for the Spark job: the log read batch by batch into dicts, facts keyed
and grouped by hand, judged by the shared rules; clusters by networkx."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyarrow.parquet as pq

from hcf_graph.analysis.clusters import clusters_of
from hcf_graph.conflict_rules import ConflictRules
from hcf_graph.conflicts import Conflict, from_fact_rows
from hcf_graph.database import read_meta
from hcf_graph.log import BatchLog, batch_info
from hcf_graph.normalize import Normalizer, conflict_key, entity_key
from hcf_graph.scale.entities import resolution_plan, resolve_names


def reference_records(db_dir: Path) -> list[Conflict]:
    """Every candidate key's record (all statuses), computed without Spark or the graph."""
    refs = BatchLog(db_dir / "log").snapshot()
    normalizer = Normalizer()
    latest: dict[str, tuple[int, int, str]] = {}
    facts: list[dict[str, Any]] = []
    listed: set[str] = set()
    for ref in refs:
        for d in pq.read_table(ref.path / "documents.parquet").to_pylist():
            if d["name"] not in latest or (ref.order, d["seq"]) >= latest[d["name"]][:2]:
                latest[d["name"]] = (ref.order, d["seq"], d["id"])
        for row, f in enumerate(pq.read_table(ref.path / "facts.parquet").to_pylist()):
            facts.append({**f, "order": ref.order, "row": row})
        if (ref.path / "superseded_facts.parquet").is_file():
            listed |= set(pq.read_table(ref.path / "superseded_facts.parquet").column("id").to_pylist())
    plan = resolution_plan([batch_info(r.path) for r in refs], read_meta(db_dir))
    first: dict[str, str] = {}
    for f in sorted(facts, key=lambda f: (f["order"], f["row"])):
        if f["order"] <= plan.last_order:
            first.setdefault(entity_key(f["entity"]), f["entity"])
    entity_map = resolve_names(first, plan)
    current_docs = {v[2] for v in latest.values()}
    all_docs = {d for ref in refs for d in pq.read_table(ref.path / "documents.parquet").column("id").to_pylist()}
    by_key: dict[str, list[dict[str, Any]]] = {}
    for f in facts:
        if f["id"] in listed or (f["doc"] in all_docs and f["doc"] not in current_docs):
            continue
        keys = normalizer.keys(f["entity"], f["relation"], f["value"], f["qualifier"] or "")
        ckey = conflict_key(entity_map.canonical_key(keys.entity), keys.relation, keys.qualifier)
        by_key.setdefault(ckey, []).append(
            {
                "id": f["id"],
                "doc": f["doc"],
                "entity": f["entity"],
                "value": f["value"],
                "qualifier": f["qualifier"] or "",
                "value_key": keys.value,
                "negated": keys.negated,
                "start_char": f["start_char"],
                "end_char": f["end_char"],
                "quote": f["quote"] or "",
            }
        )
    rules = ConflictRules(normalizer.catalog, None, alias_of=entity_map.alias_of)
    records = [
        from_fact_rows(ckey, rows, rules) for ckey, rows in by_key.items() if len({r["value_key"] for r in rows}) > 1
    ]
    return sorted(records, key=lambda c: c.ckey)


def reference_partition(records: list[Conflict]) -> set[frozenset[str]]:
    """The clusters of the records with status conflict, as networkx finds them."""
    return clusters_of([c for c in records if c.status == "conflict"]).partition()
