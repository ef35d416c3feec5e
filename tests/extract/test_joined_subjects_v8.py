"""Two things joined as the subject of one predicate ("The Vell Tower and the Marrow Bridge were
designed by Ann Lee") each get the predicate's fact; a fact of a clause of their own (a relative
clause, a later clause with its own subject) stays with its own subject."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

JOINED = [
    (
        "The Vell Tower and the Marrow Bridge were designed by Ann Lee.",
        [("Vell Tower", "architect", "Ann Lee"), ("Marrow Bridge", "architect", "Ann Lee")],
    ),
    (
        "The Vell Tower and the Marrow Bridge are located in Kelby.",
        [("Vell Tower", "location", "Kelby"), ("Marrow Bridge", "location", "Kelby")],
    ),
    (
        "Kelby Hall and Ostby Hall are owned by the Marrow Trust.",
        [("Kelby Hall", "owner", "Marrow Trust"), ("Ostby Hall", "owner", "Marrow Trust")],
    ),
    (
        "Ostby Rovers and Kelby Town play their home games at Vell Park.",
        [("Ostby Rovers", "ground", "Vell Park"), ("Kelby Town", "ground", "Vell Park")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), JOINED)
def test_each_joined_subject_gets_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    got = facts_of(extractor, text)
    for key in expected:
        assert key in got, (key, got)


NOT_SHARED = [
    (
        "The Vell Tower and the Marrow Bridge are in Kelby, which was founded by Ann Lee.",
        ("Marrow Bridge", "founded by", "Ann Lee"),
    ),
    (
        "The Vell Tower and the Marrow Bridge are in Kelby and the Vell Tower is owned by Tom Reed.",
        ("Marrow Bridge", "owner", "Tom Reed"),
    ),
]


@pytest.mark.parametrize(("text", "absent"), NOT_SHARED)
def test_a_clause_of_its_own_is_not_shared(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    got = facts_of(extractor, text)
    assert absent not in got, got


SET_OFF = [
    (
        "The Vell Tower was designed by Ann Lee and the Marrow Bridge, built in 1901, is nearby.",
        ("Vell Tower", "construction date", "1901"),
    ),
    (
        "Ostland's leader is Ann Lee and the Vell Monument, made of bronze, is there.",
        ("Ostland", "leader", "Vell Monument"),
    ),
]


@pytest.mark.parametrize(("text", "absent"), SET_OFF)
def test_a_set_off_participle_after_a_conjunct_is_the_conjuncts(
    extractor: SpacyRulesV2Extractor, text: str, absent: Key
) -> None:
    """The parser hangs ", built in 1901," on the first of two joined names; it describes the
    name right before it, which then opens a clause of its own."""
    got = facts_of(extractor, text)
    assert absent not in got, got


def test_a_set_off_participle_after_one_name_stays_its_own(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "The Kelby Comet, created by Ann Lee and Tom Reed, is a comic character.")
    assert {("Kelby Comet", "creator", "Ann Lee"), ("Kelby Comet", "creator", "Tom Reed")} <= got, got
