"""Deciding what a candidate conflict is: a real conflict, variants of one value, or several values
of a multivalued relation.

A candidate is a conflict key whose facts carry more than one distinct value key. Its values are
grouped with the typed comparison of :mod:`hcf_graph.resolve.values` (numbers with units within a
relative tolerance, dates at their stated granularity, negation, text variants and entity
aliases): values in one group are equal or compatible. Then:

- one group: ``variant`` — the values agree; the equality decisions are kept for audit; or
  ``ambiguous`` when a value agrees in one reading only (a numeric date whose day/month order is
  unknown: "05/01/1990" / "1990-01-05"), with the readings in the reason;
- several groups of a functional relation: ``conflict``, with the kind, severity and relative
  difference of the most severe pair;
- several groups of a multivalued relation (``ontologies/relations.json``): ``multivalued``,
  unless the catalog says ``"conflict_when": "disjoint"`` and two documents' value sets share
  nothing, which is a ``conflict``. A statement and its denial always conflict.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .normalize import RelationCatalog
from .resolve.dates import date_order_setting
from .resolve.values import AMBIGUOUS as AMBIGUOUS_VERDICT
from .resolve.values import MAX_COMPARED_VALUES, ValueGroup, compared_values, group_values, worst_conflict
from .statuses import AMBIGUOUS, CONFLICT, MULTIVALUED, VARIANT


@dataclass(frozen=True)
class Judgement:
    """The verdict on one candidate key."""

    status: str
    kind: str
    severity: float
    rel_diff: float | None
    reason: str
    group_of: dict[str, int] = field(default_factory=dict)  # value text -> group index
    decisions: list[dict[str, Any]] = field(default_factory=list)  # per value: group, verdict, reason


@dataclass
class ConflictRules:
    """The rules for one database: the relation catalog, tolerances, the entity alias map and the
    day/month order of numeric dates.

    ``rel_tolerance`` None compares numbers by the precision they state (see
    :mod:`hcf_graph.resolve.values`); a relation's ``tolerance`` in the catalog wins over it.
    ``date_order`` defaults to ``HCF_DATE_ORDER`` ("dmy", "mdy", or "" for both readings).
    """

    catalog: RelationCatalog
    rel_tolerance: float | None = None
    alias_of: Callable[[str], str] | None = None
    date_order: str = field(default_factory=date_order_setting)

    def tolerance(self, relation_key: str) -> float | None:
        """The relative tolerance for numbers of a relation: the catalog's, else the default."""
        spec = self.catalog.relations.get(relation_key)
        found = getattr(spec, "tolerance", None)
        return self.rel_tolerance if found is None else float(found)

    def judge(self, relation_key: str, values: Sequence[str], docs: Sequence[str]) -> Judgement:
        """Judge the values (one per fact, negated ones as "not X") that documents assert for a key."""
        tolerance = self.tolerance(relation_key)
        groups = group_values(list(values), relation_key, tolerance, self.alias_of, date_order=self.date_order)
        group_of = {member: i for i, g in enumerate(groups) for member in g.members}
        decisions = _decisions(groups)
        if len(groups) == 1:
            unsure = [d for d in decisions if d["verdict"] == AMBIGUOUS_VERDICT]
            if unsure:
                pair = f"{groups[0].representative!r} / {unsure[0]['value']!r}"
                return Judgement(AMBIGUOUS, "", 0.0, None, f"{pair}: {unsure[0]['reason']}", group_of, decisions)
            return Judgement(VARIANT, "", 0.0, None, "all values are equal or compatible", group_of, decisions)
        # on a hot key only the values compared pairwise are searched for the worst pair
        worst = worst_conflict(
            compared_values(groups), relation_key, tolerance, self.alias_of, date_order=self.date_order
        )
        kind = worst.kind if worst else "value mismatch"
        severity = worst.severity if worst else 1.0
        rel_diff = worst.rel_diff if worst else None
        reason = worst.reason if worst else ""
        spec = self.catalog.relations.get(relation_key)
        if spec is not None and spec.cardinality == "multivalued" and kind != "negation":
            if spec.conflict_when != "disjoint" or not _disjoint_documents(values, docs, group_of):
                return Judgement(
                    MULTIVALUED, kind, 0.0, rel_diff, "several values of a multivalued relation", group_of, decisions
                )
            reason = f"documents state disjoint value sets; {reason}"
        if len(group_of) > MAX_COMPARED_VALUES:
            reason += (
                f"; {len(group_of):,} distinct values: the {MAX_COMPARED_VALUES} most frequent compared "
                "pairwise, the others by signature"
            )
        return Judgement(CONFLICT, kind, severity, rel_diff, reason, group_of, decisions)


def _decisions(groups: list[ValueGroup]) -> list[dict[str, Any]]:
    return [
        {"group": i, "value": v.text, "verdict": v.verdict.relation, "reason": v.verdict.reason}
        for i, g in enumerate(groups)
        for v in g.variants
    ]


def _disjoint_documents(values: Sequence[str], docs: Sequence[str], group_of: dict[str, int]) -> bool:
    """Do two documents state value sets with no group in common?"""
    per_doc: dict[str, set[int]] = {}
    for value, doc in zip(values, docs, strict=True):
        per_doc.setdefault(doc, set()).add(group_of[value])
    sets = list(per_doc.values())
    return any(not (a & b) for i, a in enumerate(sets) for b in sets[i + 1 :])
