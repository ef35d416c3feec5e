"""Conflicts as data: from the graph's candidate rows to Conflict nodes and to reports.

The graph finds candidate keys (an (entity, relation, qualifier) key with more than one distinct
value key among current facts) in one grouped query; this module decides what each candidate is
and shapes it for storage and for people. Keeping the decision here, not in Cypher, lets the
value comparison grow (typed values, variants) without touching the queries.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from .conflict_rules import ConflictRules

FACT_FIELDS = ("id", "doc", "entity", "value", "qualifier", "value_key", "negated", "start_char", "end_char", "quote")


@dataclass(frozen=True)
class Provenance:
    """One document's assertion of a value: where exactly it says it."""

    fact: str
    doc: str
    start: int | None
    end: int | None
    quote: str

    def as_json(self) -> dict[str, Any]:
        return {"id": self.doc, "fact": self.fact, "start": self.start, "end": self.end, "quote": self.quote}


@dataclass
class ValueClaim:
    """A value of a conflict key and every place that asserts it.

    ``group`` numbers the values judged equal or compatible (variants share a group);
    ``verdict`` and ``reason`` say how this value was judged against its group's first value.
    """

    value: str
    value_key: str
    documents: list[Provenance] = field(default_factory=list)
    group: int = 0
    verdict: str = ""
    reason: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "value": self.value, "value_key": self.value_key, "group": self.group, "verdict": self.verdict,
            "reason": self.reason, "documents": [d.as_json() for d in self.documents],
        }


@dataclass
class Conflict:
    """An (entity, relation, qualifier) key whose current facts disagree on the value."""

    id: str
    ckey: str
    entity: str
    entity_key: str
    relation: str
    qualifier: str
    kind: str
    severity: float
    values: list[ValueClaim]
    status: str = "conflict"
    rel_diff: float | None = None
    reason: str = ""

    @property
    def documents(self) -> list[str]:
        """The provenance set: every document that contributes to the conflict."""
        return sorted({p.doc for v in self.values for p in v.documents})

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "entity": self.entity,
            "entity_key": self.entity_key,
            "relation": self.relation,
            "qualifier": self.qualifier,
            "status": self.status,
            "kind": self.kind,
            "severity": self.severity,
            "rel_diff": self.rel_diff,
            "reason": self.reason,
            "documents": self.documents,
            "values": [v.as_json() for v in self.values],
        }


def conflict_id(ckey: str) -> str:
    """Stable id of the conflict on one key."""
    return "c" + hashlib.sha1(ckey.encode("utf-8")).hexdigest()[:15]


def split_ckey(ckey: str) -> tuple[str, str, str]:
    entity, relation, qualifier = ckey.split("\x1f")
    return entity, relation, qualifier


def _most_common(items: list[str]) -> str:
    """The most frequent string (ties: the smallest)."""
    distinct = set(items)
    if len(distinct) <= 1:
        return items[0] if items else ""
    return min(distinct, key=lambda s: (-items.count(s), s))


def stated_value(fact: dict[str, Any]) -> str:
    """The value as the document states it: a denial reads "not X"."""
    return f"not {fact['value']}" if fact.get("negated") else fact["value"]


def from_fact_rows(ckey: str, facts: list[dict[str, Any]], rules: ConflictRules | None = None) -> Conflict:
    """Build one conflict record from the fact rows (FACT_FIELDS) of its key; judge it with ``rules``."""
    entity_key, relation_key, _ = split_ckey(ckey)
    claims: dict[str, ValueClaim] = {}
    texts: dict[str, list[str]] = {}
    ordered = sorted(facts, key=lambda f: (f["value_key"], f["doc"], f["start_char"] or 0, f["id"]))
    for f in ordered:
        claim = claims.setdefault(f["value_key"], ValueClaim(stated_value(f), f["value_key"]))
        texts.setdefault(f["value_key"], []).append(stated_value(f))
        claim.documents.append(Provenance(f["id"], f["doc"], f["start_char"], f["end_char"], f["quote"] or ""))
    for key, claim in claims.items():
        claim.value = _most_common(texts[key])
    conflict = Conflict(
        id=conflict_id(ckey), ckey=ckey,
        entity=_most_common([f["entity"] for f in facts]), entity_key=entity_key, relation=relation_key,
        qualifier=_most_common([f["qualifier"] or "" for f in facts]),
        kind="value mismatch", severity=1.0, values=list(claims.values()),
    )
    if rules is not None:
        # judged in a fixed order, so the verdict does not depend on the order the engine returned rows
        judgement = rules.judge(relation_key, [stated_value(f) for f in ordered], [f["doc"] for f in ordered])
        apply_judgement(conflict, judgement.status, judgement.kind, judgement.severity, judgement.rel_diff,
                        judgement.reason, judgement.decisions)
    return conflict


def apply_judgement(conflict: Conflict, status: str, kind: str, severity: float, rel_diff: float | None,
                    reason: str, decisions: list[dict[str, Any]]) -> None:
    """Set a conflict's verdict and each value's group (decisions are per value text)."""
    conflict.status, conflict.kind, conflict.severity = status, kind, severity
    conflict.rel_diff, conflict.reason = rel_diff, reason
    by_text = {d["value"]: d for d in decisions}
    for claim in conflict.values:
        decision = by_text.get(claim.value)
        if decision:
            claim.group, claim.verdict, claim.reason = decision["group"], decision["verdict"], decision["reason"]
    conflict.values.sort(key=lambda v: (v.group, v.value_key))


def from_candidates(rows: pa.Table, rules: ConflictRules | None = None) -> list[Conflict]:
    """Conflicts from the rows of a ``detect_conflicts*`` query (one row per key, lists per field)."""
    columns = {
        "id": "ids",
        "doc": "docs",
        "entity": "entities",
        "value": "vals",
        "qualifier": "qualifiers",
        "value_key": "value_keys",
        "negated": "negations",
        "start_char": "start_chars",
        "end_char": "end_chars",
        "quote": "quotes",
    }
    data = {name: rows.column(col).to_pylist() for name, col in columns.items()} if rows.num_rows else {}
    ckeys = rows.column("ckey").to_pylist() if rows.num_rows else []
    conflicts = []
    for i, ckey in enumerate(ckeys):
        facts = [dict(zip(FACT_FIELDS, values, strict=False)) for values in zip(*(data[f][i] for f in FACT_FIELDS), strict=True)]
        for fact in facts:  # the queries coalesce missing spans to -1 (collect() would drop nulls)
            if fact["start_char"] == -1:
                fact["start_char"] = fact["end_char"] = None
        conflicts.append(from_fact_rows(ckey, facts, rules))
    return conflicts


def from_listing(rows: pa.Table) -> list[Conflict]:
    """Conflict records from ``list_conflicts`` rows (one row per involved fact), ordered by key."""
    head_fields = ("conflict", "ckey", "status", "kind", "severity", "rel_diff", "reason", "judgements")
    columns = {name: rows.column(name).to_pylist() for name in (*head_fields, *FACT_FIELDS)} if rows.num_rows else {}
    members: dict[str, list[int]] = {}
    for i, conflict in enumerate(columns.get("conflict", [])):
        members.setdefault(conflict, []).append(i)
    conflicts = []
    for indices in members.values():
        facts = [{f: columns[f][i] for f in FACT_FIELDS} for i in indices]
        head = {f: columns[f][indices[0]] for f in head_fields}
        conflict = from_fact_rows(head["ckey"], facts)
        apply_judgement(conflict, head["status"], head["kind"], head["severity"], head["rel_diff"], head["reason"],
                        json.loads(head["judgements"] or "[]"))
        conflicts.append(conflict)
    return sorted(conflicts, key=lambda c: c.ckey)


def to_tables(conflicts: list[Conflict]) -> tuple[pa.Table, pa.Table]:
    """Arrow tables for COPY into Conflict and INVOLVES."""
    nodes = pa.table(
        {
            "id": [c.id for c in conflicts],
            "ckey": [c.ckey for c in conflicts],
            "entity_key": [c.entity_key for c in conflicts],
            "relation_key": [c.relation for c in conflicts],
            "qualifier_key": [split_ckey(c.ckey)[2] for c in conflicts],
            "entity": [c.entity for c in conflicts],
            "qualifier": [c.qualifier for c in conflicts],
            "status": [c.status for c in conflicts],
            "kind": [c.kind for c in conflicts],
            "severity": pa.array([c.severity for c in conflicts], pa.float64()),
            "rel_diff": pa.array([c.rel_diff for c in conflicts], pa.float64()),
            "reason": [c.reason for c in conflicts],
            "judgements": [json.dumps([{"group": v.group, "value": v.value, "verdict": v.verdict, "reason": v.reason}
                                       for v in c.values]) for c in conflicts],
            "n_values": pa.array([len(c.values) for c in conflicts], pa.int64()),
            "n_documents": pa.array([len(c.documents) for c in conflicts], pa.int64()),
        }
    )
    edges = pa.table(
        {
            "from": [c.id for c in conflicts for v in c.values for _ in v.documents],
            "to": [p.fact for c in conflicts for v in c.values for p in v.documents],
        },
        schema=pa.schema([("from", pa.string()), ("to", pa.string())]),
    )
    return nodes, edges


def disagreement(entity: str, facts: list[dict[str, Any]], disputed: set[str]) -> dict[str, Any]:
    """Everything the documents say about one entity: relation, then value, then documents.

    ``facts`` are ``list_facts`` rows of the entity; ``disputed`` holds the conflict keys that are
    stored as conflicts. Disputed relations come first.
    """
    groups: dict[str, dict[str, Any]] = {}
    for f in facts:
        group = groups.setdefault(
            f["ckey"],
            {
                "relation": f["relation_key"],
                "qualifier": f["qualifier"] or "",
                "disagree": f["ckey"] in disputed,
                "values": {},
            },
        )
        claim = group["values"].setdefault(
            f["value_key"], {"value": f["value"], "value_key": f["value_key"], "documents": []}
        )
        claim["documents"].append(
            {"id": f["doc"], "fact": f["id"], "start": f["start_char"], "end": f["end_char"], "quote": f["quote"] or ""}
        )
    relations = [dict(g, values=list(g["values"].values())) for g in groups.values()]
    relations.sort(key=lambda r: (not r["disagree"], r["relation"], r["qualifier"]))
    name = _most_common([f["entity"] for f in facts]) if facts else entity
    return {"entity": name, "query": entity, "relations": relations}
