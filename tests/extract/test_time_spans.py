"""Spans of time as qualifiers (``qualifier_of`` in :mod:`hcf_graph.extract.spacy_rules`):
"X was the Prime Minister of Y from 1971 to 1979", "... until 1979", "... between 1971 and 1979"
key the fact with that span, so that a past holder of a title never makes a false conflict with
the present one, while two texts that give other holders for the same span still conflict."""

from __future__ import annotations

from pathlib import Path

import pytest
from hcf_testing import conflicts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

SPANS = [
    ("Harald Brenn was the Prime Minister of Norland from 1971 to 1979.", "prime minister", "from 1971 to 1979"),
    ("Harald Brenn was the Prime Minister of Norland from 1971 until 1979.", "prime minister", "from 1971 to 1979"),
    ("Harald Brenn was the Prime Minister of Norland until 1979.", "prime minister", "until 1979"),
    (
        "Harald Brenn was the Prime Minister of Norland between 1971 and 1979.",
        "prime minister",
        "between 1971 and 1979",
    ),
    ("Tom Baxter was the manager of Lenmouth Rovers from 2001 to 2005.", "manager", "from 2001 to 2005"),
    ("Lenmouth was the capital of Norland between 1820 and 1850.", "capital", "between 1820 and 1850"),
]


@pytest.mark.parametrize(("text", "relation", "span"), SPANS)
def test_a_span_of_years_is_the_qualifier(
    extractor: SpacyRulesV2Extractor, text: str, relation: str, span: str
) -> None:
    facts = [f for f in extractor.extract([text])[0] if f.relation == relation]
    assert facts and all(f.qualifier == span for f in facts), facts


@pytest.mark.parametrize(
    "text",
    [
        "Harald Brenn is the Prime Minister of Norland.",
        "Harald Brenn was born in Lenmouth, which lies 40 km from Kelsey.",  # a distance, no span
    ],
)
def test_no_span_no_qualifier(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert all(not f.qualifier.startswith(("from", "until", "between")) for f in extractor.extract([text])[0])


def test_a_past_holder_makes_no_conflict_with_the_present_one(tmp_path: Path) -> None:
    found = conflicts_of(
        tmp_path / "db",
        [
            "Harald Brenn was the Prime Minister of Norland from 1971 to 1979.",
            "Ola Vik is the Prime Minister of Norland.",
        ],
    )
    assert not [c for c in found if c.relation == "prime minister"], found


def test_two_holders_for_one_span_still_conflict(tmp_path: Path) -> None:
    found = conflicts_of(
        tmp_path / "db",
        [
            "Harald Brenn was the Prime Minister of Norland from 1971 to 1979.",
            "Ola Vik was the Prime Minister of Norland from 1971 to 1979.",
        ],
    )
    held = [c for c in found if c.relation == "prime minister"]
    assert len(held) == 1 and held[0].qualifier == "from 1971 to 1979"


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("Brennock has a population of 12,400 (2011 census).", "population"),
        ("The population of Brennock was 12,400 (2011).", "population"),
        ("Brennock has a population of 12,400 (est. 2011).", "population"),
        ("Brennock had 12,400 inhabitants (2011 estimate).", "number of inhabitants"),
        ("As of 2011, the population of Brennock was 12,400.", "population"),
    ],
)
def test_a_bracketed_year_dates_a_figure(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    """A census year in brackets is the figure's qualifier, the same as "As of 2011, ..."."""
    facts = [f for f in extractor.extract([text])[0] if f.relation == relation]
    assert facts and all(f.qualifier == "as of 2011" for f in facts), facts


def test_two_censuses_make_no_conflict(tmp_path: Path) -> None:
    found = conflicts_of(
        tmp_path / "db",
        [
            "Brennock is a town in Norland. Brennock has a population of 12,400 (2011 census).",
            "Brennock is a town in Norland. Brennock has a population of 13,900 (2021 census).",
            "Brennock is a town in Norland. As of 2011, the population of Brennock was 12,900.",
        ],
    )
    held = [c for c in found if c.relation == "population"]
    assert len(held) == 1 and held[0].qualifier == "as of 2011", held
