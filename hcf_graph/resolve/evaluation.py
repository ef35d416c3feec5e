"""Scoring resolution against labelled pairs (tests/resolve/data/*.jsonl).

Entity pairs: ``{"a", "b", "label": "merge"|"keep-apart", "note", "via"?: "alias", "xfail"?}``.
``via: "alias"`` marks pairs that denote one entity but that no string rule can join ("Peking" /
"Beijing"): they are scored only with an alias table. Value pairs: ``{"a", "b", "relation",
"relation_b"?, "label": "equal"|"compatible"|"conflict", "kind"?, "via"?}``. Both may carry
``"xfail": true`` (a known miss, still counted) and ``"holdout": true`` (written after the rules
were final and never used to tune them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..jsonl import iter_json_objects
from .entities import EntityResolver
from .values import ValueVerdict, compare_values, parse_value


@dataclass(frozen=True)
class EntityPair:
    a: str
    b: str
    label: str  # "merge" | "keep-apart"
    note: str = ""
    via: str = ""  # "alias" when only an alias table can join the pair
    xfail: bool = False  # a known miss, kept in the scores
    holdout: bool = False  # written after the rules were final, never used to tune them


@dataclass(frozen=True)
class ValuePair:
    a: str
    b: str
    relation: str
    label: str  # "equal" | "compatible" | "conflict"
    relation_b: str = ""
    kind: str = ""
    note: str = ""
    via: str = ""
    xfail: bool = False
    holdout: bool = False


@dataclass
class Scores:
    """Binary confusion counts; the positive class is "merge" or "conflict"."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, predicted: bool, gold: bool, description: str) -> None:
        if predicted and gold:
            self.tp += 1
        elif predicted:
            self.fp += 1
            self.errors.append(f"false positive: {description}")
        elif gold:
            self.fn += 1
            self.errors.append(f"false negative: {description}")
        else:
            self.tn += 1

    @property
    def total(self) -> int:
        return self.tp + self.fp + self.fn + self.tn

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [record for _, record in iter_json_objects(path.read_text(encoding="utf-8"), path)]


def load_entity_pairs(path: str | Path) -> list[EntityPair]:
    return [
        EntityPair(
            r["a"],
            r["b"],
            r["label"],
            r.get("note", ""),
            r.get("via", ""),
            bool(r.get("xfail", False)),
            bool(r.get("holdout", False)),
        )
        for r in _read_jsonl(Path(path))
    ]


def load_value_pairs(path: str | Path) -> list[ValuePair]:
    return [
        ValuePair(
            r["a"],
            r["b"],
            r["relation"],
            r["label"],
            r.get("relation_b", ""),
            r.get("kind", ""),
            r.get("note", ""),
            r.get("via", ""),
            bool(r.get("xfail", False)),
            bool(r.get("holdout", False)),
        )
        for r in _read_jsonl(Path(path))
    ]


def evaluate_entity_pairs(
    resolver: EntityResolver, pairs: Sequence[EntityPair], include_alias_pairs: bool, together: bool = False
) -> Scores:
    """Merge precision and recall; ``together`` resolves all names at once (chaining shows)."""
    selected = [p for p in pairs if include_alias_pairs or p.via != "alias"]
    scores = Scores()
    canonical: dict[str, str] = {}
    if together:
        names = [n for p in selected for n in (p.a, p.b)]
        canonical = resolver.resolve(names).canonical_of
    for p in selected:
        merged = canonical[p.a] == canonical[p.b] if together else resolver.match(p.a, p.b) is not None
        scores.add(merged, p.label == "merge", f"{p.a!r} / {p.b!r} ({p.note})")
    return scores


@dataclass
class ValueScores:
    conflicts: Scores
    correct_relation: int = 0
    correct_kind: int = 0
    conflicts_labelled: int = 0

    @property
    def relation_accuracy(self) -> float:
        return self.correct_relation / self.conflicts.total if self.conflicts.total else 1.0


def judge_value_pair(pair: ValuePair, alias_of: Callable[[str], str] | None = None) -> ValueVerdict:
    a = parse_value(pair.a, pair.relation)
    b = parse_value(pair.b, pair.relation_b or pair.relation)
    return compare_values(a, b, alias_of=alias_of)


def evaluate_value_pairs(
    pairs: Sequence[ValuePair], alias_of: Callable[[str], str] | None = None, include_alias_pairs: bool = True
) -> ValueScores:
    """Conflict precision and recall, plus how often equal/compatible/conflict and kind are right."""
    result = ValueScores(Scores())
    for p in pairs:
        if p.via == "alias" and not include_alias_pairs:
            continue
        verdict = judge_value_pair(p, alias_of)
        description = (
            f"{p.a!r} / {p.b!r} [{p.relation}] labelled {p.label}, judged {verdict.relation}: {verdict.reason}"
        )
        result.conflicts.add(verdict.is_conflict, p.label == "conflict", description)
        result.correct_relation += verdict.relation == p.label
        if p.label == "conflict" and p.kind:
            result.conflicts_labelled += 1
            result.correct_kind += verdict.kind == p.kind
    return result
