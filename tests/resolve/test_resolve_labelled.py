"""Every labelled pair, and precision and recall over the labelled sets (each at least 0.95)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hcf_graph.resolve.aliases import load_alias_table
from hcf_graph.resolve.entities import EntityResolver
from hcf_graph.resolve.evaluation import (
    EntityPair,
    ValuePair,
    evaluate_entity_pairs,
    evaluate_value_pairs,
    judge_value_pair,
    load_entity_pairs,
    load_value_pairs,
)

DATA = Path(__file__).parent / "data"
ENTITY_PAIRS = load_entity_pairs(DATA / "entity_pairs.jsonl")
VALUE_PAIRS = load_value_pairs(DATA / "value_pairs.jsonl")
ALIASES = load_alias_table(DATA / "aliases.csv")
PLAIN = EntityResolver()
WITH_TABLE = EntityResolver(aliases=ALIASES)


def alias_of(name: str) -> str:
    return ALIASES.canonical(name) or name


def _entity_param(p: EntityPair) -> object:
    marks = [pytest.mark.xfail(strict=True, reason=p.note)] if p.xfail else []
    return pytest.param(p, id=f"{p.a}|{p.b}", marks=marks)


def test_labelled_sets_are_large_enough() -> None:
    assert len(ENTITY_PAIRS) >= 120
    assert len(VALUE_PAIRS) >= 100
    assert {"merge", "keep-apart"} == {p.label for p in ENTITY_PAIRS}
    assert {"equal", "compatible", "conflict"} == {p.label for p in VALUE_PAIRS}


@pytest.mark.parametrize("pair", [_entity_param(p) for p in ENTITY_PAIRS])
def test_entity_pair(pair: EntityPair) -> None:
    merged = WITH_TABLE.match(pair.a, pair.b) is not None
    assert merged == (pair.label == "merge"), pair.note
    if pair.via == "alias":  # only the alias table joins these
        assert PLAIN.match(pair.a, pair.b) is None


def _value_param(p: ValuePair) -> object:
    marks = [pytest.mark.xfail(strict=True, reason=p.note)] if p.xfail else []
    return pytest.param(p, id=f"{p.a}|{p.b}", marks=marks)


@pytest.mark.parametrize("pair", [_value_param(p) for p in VALUE_PAIRS])
def test_value_pair(pair: ValuePair) -> None:
    verdict = judge_value_pair(pair, alias_of)
    assert verdict.relation == pair.label, verdict.reason
    if pair.label == "conflict" and pair.kind:
        assert verdict.kind == pair.kind


@pytest.mark.parametrize("include_alias_pairs", [False, True])
def test_entity_precision_and_recall(include_alias_pairs: bool) -> None:
    resolver = WITH_TABLE if include_alias_pairs else PLAIN
    for together in (False, True):
        scores = evaluate_entity_pairs(resolver, ENTITY_PAIRS, include_alias_pairs, together=together)
        assert scores.precision >= 0.95, scores.errors
        assert scores.recall >= 0.95, scores.errors


def test_value_conflict_precision_and_recall() -> None:
    for scores in (
        evaluate_value_pairs(VALUE_PAIRS, None, include_alias_pairs=False).conflicts,
        evaluate_value_pairs(VALUE_PAIRS, alias_of, include_alias_pairs=True).conflicts,
    ):
        assert scores.precision >= 0.95, scores.errors
        assert scores.recall >= 0.95, scores.errors
