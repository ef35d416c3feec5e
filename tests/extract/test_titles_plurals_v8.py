"""Names after a trade or post written as a title ("Chef Ann Lee", "Test Pilot Rosa Vint", "Dr. Ian
Holt") are the person's name without the title; and a plural relation noun ("A and B are the
founders of X") keys as its singular, so that it meets "A is the founder of X" in the graph;
"founded by" has several values, one fact per founder, and documents conflict when they share none."""

from __future__ import annotations

from pathlib import Path

import pytest
from hcf_testing import conflicts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

TITLED = [
    ("Chef Ann Lee created the dish Quarry Pie.", "Ann Lee"),
    ("Test Pilot Rosa Vint was born in Dallas.", "Rosa Vint"),
    ("Dr. Ian Holt was born in Leeds.", "Ian Holt"),
    ("Editor Jo Marsh runs the Journal of Soil Studies.", "Jo Marsh"),
    ("Chairman Piet Vos was born in Utrecht.", "Piet Vos"),
    ("Astronaut Alma Reyes was born in Tucson.", "Alma Reyes"),
]


@pytest.mark.parametrize(("text", "name"), TITLED)
def test_a_title_before_a_name_is_no_part_of_it(extractor: SpacyRulesV2Extractor, text: str, name: str) -> None:
    facts = extractor.extract([text])[0]
    names = {f.entity for f in facts} | {f.value for f in facts}
    assert name in names, facts
    assert not any(n.endswith(name) and n != name for n in names), facts
    assert all(0 <= f.start < f.end <= len(text) for f in facts)


@pytest.mark.parametrize(
    "text",
    ["Dean Martin was born in Steubenville.", "General Motors Company is based in Detroit."],
)
def test_a_word_that_begins_a_name_is_no_title(extractor: SpacyRulesV2Extractor, text: str) -> None:
    facts = extractor.extract([text])[0]
    assert facts and facts[0].entity == text.split(" was ")[0].split(" is ")[0], facts


def test_plural_founders_meet_the_singular_in_one_key(extractor: SpacyRulesV2Extractor) -> None:
    norm = Normalizer()
    plural = extractor.extract(["Mara Quist and Ole Brun are the founders of Tessel Works."])[0]
    single = extractor.extract(["Mara Quist is the founder of Tessel Works."])[0]
    keys = {norm.keys(f.entity, f.relation, f.value).conflict_key for f in plural}
    assert keys and keys == {norm.keys(f.entity, f.relation, f.value).conflict_key for f in single}
    assert {norm.relation_polarity(f.relation)[0] for f in plural} == {"founded by"}


@pytest.mark.parametrize(
    "text",
    [
        "Tessel Works was founded by Mara Quist and Ole Brun in 1911.",
        "Tessel Works, founded by Mara Quist and Ole Brun, makes tools.",
        "Mara Quist and Ole Brun are the founders of Tessel Works.",
    ],
)
def test_each_founder_is_a_value_of_its_own(extractor: SpacyRulesV2Extractor, text: str) -> None:
    norm = Normalizer()
    founders = {f.value for f in extractor.extract([text])[0] if norm.relation_polarity(f.relation)[0] == "founded by"}
    assert founders == {"Mara Quist", "Ole Brun"}


def test_founders_conflict_only_when_the_documents_share_none(tmp_path: Path) -> None:
    """ "founded by" has several values: one founder of two is no conflict; another founder is."""
    shared = conflicts_of(
        tmp_path / "one",
        ["Tessel Works was founded by Mara Quist and Ole Brun.", "Tessel Works was founded by Mara Quist."],
    )
    assert not [c for c in shared if c.relation == "founded by"], shared
    other = conflicts_of(
        tmp_path / "two",
        ["Tessel Works was founded by Mara Quist.", "Tessel Works was founded by Ivo Lind."],
    )
    assert [c for c in other if c.relation == "founded by"], other


def test_an_infobox_line_of_founders_gives_one_fact_each(extractor: SpacyRulesV2Extractor) -> None:
    text = "Tessel Works\n\nFounders: Mara Quist and Ole Brun\nFounded: 1911\n\nTessel Works makes tools in Kelsey."
    founders = [
        f for f in extractor.extract([text])[0] if Normalizer().relation_polarity(f.relation)[0] == "founded by"
    ]
    assert {f.value for f in founders} == {"Mara Quist", "Ole Brun"}
    assert all(text[f.start : f.end] == "Founders: Mara Quist and Ole Brun" for f in founders)
