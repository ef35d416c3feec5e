"""A part's measure in its "length of the runway" wordings, dates as the value of a relation
noun kept whole, and "date of birth" / "place of birth" kept as the relation they name."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    ("The length of the runway at Tarrow Field is 1773 metres.", ("Tarrow Field", "runway length", "1773 metres")),
    ("The length of the runway at Tarrow Field is 2684.0.", ("Tarrow Field", "runway length", "2684.0")),
    ("2992.88 is the length of the runway at Tarrow Field.", ("Tarrow Field", "runway length", "2992.88")),
    ("The runway at Tarrow Field is 700.0 in length.", ("Tarrow Field", "runway length", "700.0")),
    ("Tarrow Field has a runway with the length of 3100.0 metres.", ("Tarrow Field", "runway length", "3100.0 metres")),
    ("Tarrow Field has a runway with a length of 2,400 feet.", ("Tarrow Field", "runway length", "2,400 feet")),
    ("Mira Olsen's birth date is January 21, 1931.", ("Mira Olsen", "birth date", "January 21, 1931")),
    ("Mira Olsen's birth date is 4 June 1951.", ("Mira Olsen", "birth date", "4 June 1951")),
    ("The birth date of Mira Olsen is 4 June 1951.", ("Mira Olsen", "birth date", "4 June 1951")),
    ("Mira Olsen's date of birth is 4 June 1951.", ("Mira Olsen", "birth date", "4 June 1951")),
    ("The date of birth of Mira Olsen is 4 June 1951.", ("Mira Olsen", "birth date", "4 June 1951")),
    ("Mira Olsen's place of birth is Lenmouth.", ("Mira Olsen", "birth place", "Lenmouth")),
    ("Mira Olsen's place of death was Dunmore.", ("Mira Olsen", "death place", "Dunmore")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_measure_and_date_wordings(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # the measure of one of several runways is not the airport's runway length
    ("The length of the second runway at Tarrow Field is 1200 metres.", "runway length"),
    # a runway with no named owner keys nothing
    ("The length of the runway is 1200 metres.", "runway length"),
    # "date" and "place" alone are no relation: never a key of their own
    ("Mira Olsen's date of birth is 4 June 1951.", "date"),
    ("Mira Olsen's place of birth is Lenmouth.", "place"),
]


@pytest.mark.parametrize(("text", "relation"), ABSENT)
def test_no_measure_or_bare_relation(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))


def test_a_date_of_birth_keys_as_the_birth_date(extractor: SpacyRulesV2Extractor) -> None:
    from hcf_graph.normalize import RelationCatalog

    catalog = RelationCatalog.load()
    assert catalog.canonical("date of birth") == catalog.canonical("birth date")
    assert catalog.canonical("place of death") == catalog.canonical("death place")


DATED = [
    ("Mira Olsen died July 22nd, 1999.", ("Mira Olsen", "death date", "July 22nd, 1999")),
    ("Mira Olsen died 5 June 1991 in Dunmore.", ("Mira Olsen", "death date", "5 June 1991")),
    ("Vaster Tower was completed April 2015.", ("Vaster Tower", "completion date", "April 2015")),
]


@pytest.mark.parametrize(("text", "expected"), DATED)
def test_an_event_date_without_a_preposition(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


RELATIVE = [
    (
        "Ada Price was a crew member of Vega 9, which was operated by Norvania Space.",
        ("Vega 9", "operator", "Norvania Space"),
    ),
    (
        "Ada Price was a member of Vega 9, which is operated by Norvania Space.",
        ("Vega 9", "operator", "Norvania Space"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), RELATIVE)
def test_which_after_a_name_is_the_name(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    """The parser hangs ", which ..." on the common noun ("member"); the name before it is meant."""
    assert expected in facts_of(extractor, text)


def test_a_place_the_parser_took_for_an_adverb_is_the_object(extractor: SpacyRulesV2Extractor) -> None:
    assert ("Angola International Airport", "city served", "Luanda") in facts_of(
        extractor, "Angola International Airport serves Luanda."
    )


def test_its_runway_is_a_runway_length_not_the_owners_length(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Tarrow Field is operated by Norvania Air and its runway is 700 metres long.")
    assert ("Tarrow Field", "runway length", "700 metres") in found
    assert not any(r == "length" for _, r, _ in found)


AGENTS = [
    ("Mira Olsen was born in Lenmouth. She designed the Vaster Tower.", ("Vaster Tower", "architect", "Mira Olsen")),
    (
        "Mira Olsen designed the Vaster Tower, the Kelsey Library and the Brennock Hall.",
        ("Brennock Hall", "architect", "Mira Olsen"),
    ),
    (
        "Mira Olsen designed the Vaster Tower, the Kelsey Library and the Brennock Hall.",
        ("Kelsey Library", "architect", "Mira Olsen"),
    ),
    ("Ada Price was a crew member of Vega 9 operated by Norvania Space.", ("Vega 9", "operator", "Norvania Space")),
    ("Tarrow Field is operated and owned by the Kelsey Council.", ("Tarrow Field", "operator", "Kelsey Council")),
    ("Tarrow Field is operated and owned by the Kelsey Council.", ("Tarrow Field", "owner", "Kelsey Council")),
]


@pytest.mark.parametrize(("text", "expected"), AGENTS)
def test_agents_of_lists_pronouns_and_shared_participles(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


def test_a_participle_after_a_name_is_not_about_the_sentence_subject(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ada Price was a crew member of Vega 9 operated by Norvania Space.")
    assert not any(e == "Ada Price" and r == "operator" for e, r, _ in found)


def test_the_airport_is_the_one_airport_the_last_sentence_named(extractor: SpacyRulesV2Extractor) -> None:
    text = (
        "The Kelsey Civil Aviation Authority governs the Tarrow International Airport in Lenmouth. "
        "The airport serves the city of Dunmore and has a runway length of 3310."
    )
    found = facts_of(extractor, text)
    assert ("Tarrow International Airport", "city served", "Dunmore") in found
    assert ("Tarrow International Airport", "runway length", "3310") in found


def test_the_airport_after_two_airports_is_nobody(extractor: SpacyRulesV2Extractor) -> None:
    text = (
        "The Kelsey Civil Aviation Authority governs the Tarrow International Airport and the Vell Airport. "
        "The airport serves the city of Dunmore."
    )
    assert not any(r == "city served" for _, r, _ in facts_of(extractor, text))


LOCATED = [
    ("Tarrow Airport is located 911 metres above sea level in Lenmouth.", ("Tarrow Airport", "location", "Lenmouth")),
    ("Lenmouth is a town where the Vaster Tower is located.", ("Vaster Tower", "location", "Lenmouth")),
    (
        "Ada Price is the leader of Lenmouth, where the Vaster Tower is located.",
        ("Vaster Tower", "location", "Lenmouth"),
    ),
    ("Norway is home to the Vaster Tower.", ("Vaster Tower", "country", "Norway")),
    ("Kelsey Holdings owns the Vaster Tower which is located in Lenmouth.", ("Vaster Tower", "location", "Lenmouth")),
]


@pytest.mark.parametrize(("text", "expected"), LOCATED)
def test_where_a_thing_is_in_other_wordings(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Norway is home to the Sami.",  # a people is not located like a building
        "Norway was home to Ada Price.",  # a person; and the past
    ],
)
def test_home_to_people_says_no_location(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert not any(r == "location" for _, r, _ in facts_of(extractor, text))
