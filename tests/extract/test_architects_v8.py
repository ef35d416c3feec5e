"""A building often has several architects: "architect" has several values, one fact per
architect, and two documents conflict only when they share none (as "founded by"). An infobox
line of architects gives one fact each, but a firm ("Foster and Partners") stays whole; WebNLG's
"A and B" architect value answers to each name."""

from __future__ import annotations

from pathlib import Path

import pytest
from hcf_testing import conflicts_of

from hcf_graph.extract.evaluation import ReferenceTriple, value_matches
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

NORM = Normalizer()


def architects(extractor: SpacyRulesV2Extractor, text: str) -> set[str]:
    facts = extractor.extract([text])[0]
    assert all(0 <= f.start < f.end <= len(text) and f.value in text[f.start : f.end] for f in facts), facts
    return {f.value for f in facts if NORM.relation_polarity(f.relation)[0] == "architect"}


@pytest.mark.parametrize(
    "text",
    [
        "Vell Hall was designed by Ann Lee and Tom Reed.",
        "Ann Lee and Tom Reed designed Vell Hall.",
        "Vell Hall, designed by Ann Lee and Tom Reed, opened in 1901.",
        "The architects of Vell Hall were Ann Lee and Tom Reed.",
    ],
)
def test_each_architect_is_a_value_of_its_own(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert architects(extractor, text) == {"Ann Lee", "Tom Reed"}


def test_architects_conflict_only_when_the_documents_share_none(tmp_path: Path) -> None:
    shared = conflicts_of(
        tmp_path / "one", ["Vell Hall was designed by Ann Lee and Tom Reed.", "Vell Hall was designed by Ann Lee."]
    )
    assert not [c for c in shared if c.relation == "architect"], shared
    other = conflicts_of(
        tmp_path / "two", ["Vell Hall was designed by Ann Lee.", "Vell Hall was designed by Ivo Lind."]
    )
    assert [c for c in other if c.relation == "architect"], other


def test_an_infobox_line_of_architects_gives_one_fact_each_but_a_firm_stays_whole(
    extractor: SpacyRulesV2Extractor,
) -> None:
    text = "Vell Hall\n\nArchitects: Ann Lee and Tom Reed\nOpened: 1901\n\nVell Hall is a concert hall in Kelby."
    assert architects(extractor, text) == {"Ann Lee", "Tom Reed"}
    firm = "Ostby Hall\n\nArchitect: Foster and Partners\nOpened: 1990\n\nOstby Hall is a library in Kelby."
    assert architects(extractor, firm) == {"Foster and Partners"}


def test_a_reference_of_two_architects_answers_to_each() -> None:
    pair = ReferenceTriple("Vell Hall", "architect", "Ann Lee and Tom Reed", source_relation="architect")
    assert value_matches("Ann Lee", pair) and value_matches("Tom Reed", pair)
    assert value_matches("Ann Lee and Tom Reed", pair)
    assert not value_matches("Ivo Lind", pair)
