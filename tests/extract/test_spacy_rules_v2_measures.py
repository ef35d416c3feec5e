"""The measure of a part keyed on its named owner, decimals the parser reads as adjectives, a
person's nationality in its plain wordings, and the school a person attended."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    ("The runway length of Kelsey Regional Airport is 2003.0.", ("Kelsey Regional Airport", "runway length", "2003.0")),
    (
        "The runway at Kelsey Regional Airport is 1800 meters long.",
        ("Kelsey Regional Airport", "runway length", "1800 meters"),
    ),
    (
        "Kelsey Regional Airport has a runway that is 4349 metres long.",
        ("Kelsey Regional Airport", "runway length", "4349 metres"),
    ),
    (
        "Kelsey Regional Airport's runway is 900 metres long.",
        ("Kelsey Regional Airport", "runway length", "900 metres"),
    ),
    ("The Kelsey Tower is 330 metres tall.", ("Kelsey Tower", "height", "330 metres")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_part_measure_is_keyed_on_its_owner(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # one of several runways: its length is not the airport's runway length
    ("The second runway at Kelsey Regional Airport is 1200 metres long.", "runway length"),
    # a part with no named owner keys nothing
    ("The runway is 1200 metres long.", "runway length"),
]


@pytest.mark.parametrize(("text", "relation"), ABSENT)
def test_no_part_measure_without_one_named_owner(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))


NATIONALITY = [
    ("Alan Shepard was an American.", ("Alan Shepard", "nationality", "American")),
    ("Elliot See is a US national.", ("Elliot See", "nationality", "US")),
    ("Buzz Aldrin is a United States national.", ("Buzz Aldrin", "nationality", "United States")),
    ("Alan Shepard was a citizen of the United States.", ("Alan Shepard", "nationality", "United States")),
]


@pytest.mark.parametrize(("text", "expected"), NATIONALITY)
def test_a_persons_nationality_in_its_plain_wordings(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


def test_no_nationality_when_denied_or_for_a_thing(extractor: SpacyRulesV2Extractor) -> None:
    assert not any(r == "nationality" for _, r, _ in facts_of(extractor, "Alan Shepard was not an American."))
    assert not any(r == "nationality" for _, r, _ in facts_of(extractor, "Kelsey Mills is an American company."))


SCHOOLS = [
    (
        "Alan Bean graduated from the University of Texas at Austin.",
        ("Alan Bean", "alma mater", "University of Texas at Austin"),
    ),
    (
        "Elliot See attended the University of Texas at Austin.",
        ("Elliot See", "alma mater", "University of Texas at Austin"),
    ),
    ("Alan Shepard attended NWC.", ("Alan Shepard", "alma mater", "NWC")),
    (
        "Elliot See was a student at the University of Texas at Austin.",
        ("Elliot See", "alma mater", "University of Texas at Austin"),
    ),
    ("Elliot See is a graduate of Kelsey College.", ("Elliot See", "alma mater", "Kelsey College")),
]


@pytest.mark.parametrize(("text", "expected"), SCHOOLS)
def test_a_school_attended_or_graduated_from(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    """ "at Austin" hung on the verb no longer takes "from" its object when the name is merged."""
    assert expected in facts_of(extractor, text)


def test_attending_an_event_is_no_alma_mater(extractor: SpacyRulesV2Extractor) -> None:
    for text in (
        "Alan Bean attended the Olympics.",
        "Alan Bean graduated from high school.",
        "Elliot See was not a student at Kelsey College.",
        "Elliot See was a student at the time.",
    ):
        assert not any(r == "alma mater" for _, r, _ in facts_of(extractor, text)), text
