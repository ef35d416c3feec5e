"""Conflicts as data: from the graph's candidate rows to Conflict nodes and to reports.

The graph finds candidate keys (an (entity, relation, qualifier) key with more than one distinct
value key among current facts) in one grouped query; this module decides what each candidate is
and shapes it for storage and for people. Keeping the decision here, not in Cypher, lets the
value comparison grow (typed values, variants) without touching the queries.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .arrow import pa
from .errors import InputError

if TYPE_CHECKING:
    from .conflict_rules import ConflictRules

# Every status a stored record can have (see conflict_rules): real conflicts and the keys judged to agree.
STATUSES = ("conflict", "variant", "multivalued", "ambiguous")
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
    n_documents: int | None = None  # how many assert it, when ``documents`` is capped (see cap_provenance)

    @property
    def count(self) -> int:
        """How many facts assert the value (``documents`` may show fewer of them)."""
        return len(self.documents) if self.n_documents is None else self.n_documents

    @property
    def more(self) -> int:
        """How many assertions a capped ``documents`` leaves out."""
        return self.count - len(self.documents)

    def as_json(self) -> dict[str, Any]:
        return {
            "value": self.value,
            "value_key": self.value_key,
            "group": self.group,
            "verdict": self.verdict,
            "reason": self.reason,
            "n_documents": self.count,
            "documents": [d.as_json() for d in self.documents],
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
    all_documents: list[str] | None = None  # the provenance set, kept when the values' lists are capped

    @property
    def documents(self) -> list[str]:
        """The provenance set: every document that contributes to the conflict."""
        if self.all_documents is not None:
            return self.all_documents
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


def most_common_spelling(items: list[str]) -> str:
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
        claim.value = most_common_spelling(texts[key])
    conflict = Conflict(
        id=conflict_id(ckey),
        ckey=ckey,
        entity=most_common_spelling([f["entity"] for f in facts]),
        entity_key=entity_key,
        relation=relation_key,
        qualifier=most_common_spelling([f["qualifier"] or "" for f in facts]),
        kind="value mismatch",
        severity=1.0,
        values=list(claims.values()),
    )
    if rules is not None:
        # judged in a fixed order, so the verdict does not depend on the order the engine returned rows
        judgement = rules.judge(relation_key, [stated_value(f) for f in ordered], [f["doc"] for f in ordered])
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


def apply_judgement(
    conflict: Conflict,
    status: str,
    kind: str,
    severity: float,
    rel_diff: float | None,
    reason: str,
    decisions: list[dict[str, Any]],
) -> None:
    """Set a conflict's verdict and each value's group (decisions are per value text)."""
    conflict.status, conflict.kind, conflict.severity = status, kind, severity
    conflict.rel_diff, conflict.reason = rel_diff, reason
    by_text = {d["value"]: d for d in decisions}
    for claim in conflict.values:
        decision = by_text.get(claim.value)
        if decision:
            claim.group, claim.verdict, claim.reason = decision["group"], decision["verdict"], decision["reason"]
    conflict.values.sort(key=lambda v: (v.group, v.reason != "representative", v.value_key))


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
        facts = [
            dict(zip(FACT_FIELDS, values, strict=False))
            for values in zip(*(data[f][i] for f in FACT_FIELDS), strict=True)
        ]
        for fact in facts:  # the queries coalesce missing spans to -1 (collect() would drop nulls)
            if fact["start_char"] == -1:
                fact["start_char"] = fact["end_char"] = None
        conflicts.append(from_fact_rows(ckey, facts, rules))
    return conflicts


def from_listing(rows: list[dict[str, Any]], heads: list[dict[str, Any]] | None = None) -> list[Conflict]:
    """Conflict records from ``list_conflicts`` rows (one row per involved fact) and
    ``list_conflict_heads`` rows (one per record, with its verdict), ordered by key.

    Without ``heads`` the verdict is read from the fact rows themselves (rows of the older shape,
    which repeated it on every fact).
    """
    by_id = {head["conflict"]: head for head in (heads if heads is not None else rows)}
    members: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        members.setdefault(row["conflict"], []).append(row)
    conflicts = []
    for conflict_id_, member_rows in members.items():
        head = by_id.get(conflict_id_)
        if head is None:
            continue
        facts = [{f: row[f] for f in FACT_FIELDS} for row in member_rows]
        conflict = from_fact_rows(head["ckey"], facts)
        apply_judgement(
            conflict,
            head["status"],
            head["kind"],
            head["severity"],
            head["rel_diff"],
            head["reason"],
            json.loads(head["judgements"] or "[]"),
        )
        conflicts.append(conflict)
    return sorted(conflicts, key=lambda c: c.ckey)


def cap_provenance(conflicts: list[Conflict], per_value: int | None) -> list[Conflict]:
    """The records with at most ``per_value`` assertions listed per value (None or 0: all), each
    value keeping its full count (``ValueClaim.n_documents``) and each record its provenance set.

    Listings use this: a hot key's value stated by 1,000 documents shows a few of them and
    "and 997 more" instead of 1,000 lines.
    """
    if not per_value:
        return conflicts
    capped = []
    for c in conflicts:
        if all(len(v.documents) <= per_value for v in c.values):
            capped.append(c)
            continue
        values = [replace(v, documents=v.documents[:per_value], n_documents=v.count) for v in c.values]
        capped.append(replace(c, values=values, all_documents=c.documents))
    return capped


SORT_ORDERS = ("key", "severity")


def select_conflicts(
    conflicts: list[Conflict],
    min_severity: float = 0.0,
    kinds: tuple[str, ...] = (),
    sort: str = "key",
) -> list[Conflict]:
    """Conflicts with at least ``min_severity`` and one of ``kinds`` (all when empty), in key order
    or most severe first (then by key)."""
    if sort not in SORT_ORDERS:
        raise InputError(f"unknown sort order {sort!r}; use one of: {', '.join(SORT_ORDERS)}")
    wanted = {k.casefold() for k in kinds}
    chosen = [c for c in conflicts if c.severity >= min_severity and (not wanted or c.kind.casefold() in wanted)]
    if sort == "severity":
        return sorted(chosen, key=lambda c: (-c.severity, c.ckey))
    return sorted(chosen, key=lambda c: c.ckey)


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
            "judgements": [
                json.dumps(
                    [{"group": v.group, "value": v.value, "verdict": v.verdict, "reason": v.reason} for v in c.values]
                )
                for c in conflicts
            ],
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


def claim_groups(values: list[ValueClaim]) -> list[list[ValueClaim]]:
    """The values of a record grouped by its equality decisions, representative first in each group.

    ``hcf conflicts`` and ``hcf disagree`` both present values through this function, so a
    value judged equal to another ("1906-12-09" / "December 9, 1906") is shown as one value by both.
    """
    groups: dict[int, list[ValueClaim]] = {}
    for claim in values:
        groups.setdefault(claim.group, []).append(claim)
    return [
        sorted(members, key=lambda v: (v.reason != "representative", v.value_key))
        for _, members in sorted(groups.items())
    ]


def grouped_value(members: list[ValueClaim]) -> dict[str, Any]:
    """One group of equal or compatible values as a JSON object: the representative value, its
    other spellings with the decision that joined them, and every document (with its own spelling)."""
    first = members[0]
    return {
        "value": first.value,
        "value_key": first.value_key,
        "variants": [{"value": v.value, "verdict": v.verdict, "reason": v.reason} for v in members[1:]],
        "documents": [{**p.as_json(), "value": claim.value} for claim in members for p in claim.documents],
    }


def disagreement(query: str, facts: list[dict[str, Any]], records: list[Conflict], name: str = "") -> dict[str, Any]:
    """Everything the documents say about one entity: relation, then value, then documents.

    ``facts`` are ``list_facts`` rows of the entity; ``records`` are its stored conflict records of
    every status (conflict, variant, multivalued, ambiguous): a key with a record shows its values
    grouped by the record's equality decisions (:func:`claim_groups`), the same as ``hcf
    conflicts``. Disputed relations (status "conflict") come first. ``name`` is the canonical name.
    """
    by_key = {c.ckey: c for c in records}
    relations: list[dict[str, Any]] = []
    plain: dict[str, list[dict[str, Any]]] = {}
    for f in facts:
        if f["ckey"] not in by_key:
            plain.setdefault(f["ckey"], []).append(f)
    for record in by_key.values():
        relations.append(
            {
                "relation": record.relation,
                "qualifier": record.qualifier,
                "disagree": record.status == "conflict",
                "status": record.status,
                "reason": record.reason,
                "values": [grouped_value(g) for g in claim_groups(record.values)],
            }
        )
    for ckey, rows in plain.items():
        record = from_fact_rows(ckey, [{k: r[k] for k in FACT_FIELDS} for r in rows])
        relations.append(
            {
                "relation": record.relation,
                "qualifier": record.qualifier,
                "disagree": False,
                "status": "agreed",
                "reason": "",
                "values": [grouped_value([claim]) for claim in record.values],
            }
        )
    relations.sort(key=lambda r: (not r["disagree"], r["relation"], r["qualifier"]))
    entity = name or (most_common_spelling([f["entity"] for f in facts]) if facts else query)
    return {"entity": entity, "query": query, "relations": relations}
