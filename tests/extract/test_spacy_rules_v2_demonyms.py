"""``spacy-rules.v2``: a place's demonym and languages (issue 10, session 21): naming verbs on
its people, the noun "demonym", a copula between its people and a nationality, and the guards
that keep religions, trades and shares of the people out; "the language spoken is" and "uses
the X language".

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    ("The people of Norland are called Norlanders.", ("Norland", "demonym", "Norlanders")),
    ("People from Chile are known as Chileans.", ("Chile", "demonym", "Chileans")),
    ("The inhabitants of Chile are referred to as Chileans.", ("Chile", "demonym", "Chileans")),
    ("Chile's people are known as Chileans.", ("Chile", "demonym", "Chileans")),
    ("The people who live in Chile are called Chileans.", ("Chile", "demonym", "Chileans")),
    ("In Chile, people are called Chileans and the capital is Santiago.", ("Chile", "demonym", "Chileans")),
    ("Kelsey Airport is in Chile, whose people are called Chileans.", ("Chile", "demonym", "Chileans")),
    ("Kelsey Airport is in Chile, where the people are known as Chileans.", ("Chile", "demonym", "Chileans")),
    ("Chileans is the demonym for people from Chile.", ("Chile", "demonym", "Chileans")),
    ("The demonym for people living in Chile is Chilean.", ("Chile", "demonym", "Chilean")),
    (
        "Kelsey Airport is in Chile and the demonym for people living in Chile is Chilean.",
        ("Chile", "demonym", "Chilean"),
    ),
    ("Kelsey Airport is in Chile, where the inhabitants have the demonym Chilean.", ("Chile", "demonym", "Chilean")),
    ("The inhabitants of Chile have the demonym of Chileans.", ("Chile", "demonym", "Chileans")),
    ("The demonym for natives of Peru is Peruvian people.", ("Peru", "demonym", "Peruvian people")),
    ("The residents of Peru are known as the Peruvian people.", ("Peru", "demonym", "Peruvian people")),
    ("Peruvian people are the inhabitants of Peru.", ("Peru", "demonym", "Peruvian people")),
    ("Peruvians inhabit Peru and the capital is Lima.", ("Peru", "demonym", "Peruvians")),
]

NOT_FOUND = [
    ("Most inhabitants of Norland are Catholics.", ("Norland", "demonym", "Catholics")),
    ("The inhabitants of Norland are farmers.", ("Norland", "demonym", "farmers")),
    ("The people of Chile are not called Peruvians.", ("Chile", "demonym", "Peruvians")),
    ("Chileans live in Peru.", ("Peru", "demonym", "Chileans")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_place_s_demonym_is_found(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_no_demonym_from_a_religion_a_trade_a_denial_or_residents(
    extractor: SpacyRulesV2Extractor, text: str, absent: Key
) -> None:
    facts = facts_of(extractor, text)
    assert absent not in facts
    assert all(relation != "demonym" for _, relation, _ in facts)


def test_the_demonym_word_is_no_part_of_the_value(extractor: SpacyRulesV2Extractor) -> None:
    """ "have the demonym Chilean": the value is "Chilean", not "demonym Chilean"."""
    facts = facts_of(extractor, "Kelsey Airport is in Chile, where the inhabitants have the demonym Chilean.")
    assert [value for _, relation, value in facts if relation == "demonym"] == ["Chilean"]


LANGUAGES = [
    ("Kelsey is in Denmark, where the language spoken is German.", ("Denmark", "official language", "German")),
    (
        "Ada Price is the leader of Denmark, where the language spoken is German.",
        ("Denmark", "official language", "German"),
    ),
    (
        "Kelsey is situated in Ethiopia and the language spoken is Amharic.",
        ("Ethiopia", "official language", "Amharic"),
    ),
    (
        "Norway uses the krone as currency and the Norwegian language.",
        ("Norway", "official language", "Norwegian language"),
    ),
]

NO_LANGUAGE = [
    # two countries before "the language spoken": which one is not said
    ("Kelsey is between Norway and Sweden and the language spoken is Sami.", "Sami"),
    # a language of something else, and a denial
    ("Kelsey is in Norway and the language of the poem is Latin.", "Latin"),
    ("Kelsey is in Denmark, where the language spoken is not German.", "German"),
]


@pytest.mark.parametrize(("text", "expected"), LANGUAGES)
def test_the_language_spoken_and_a_country_using_a_language(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "value"), NO_LANGUAGE)
def test_no_language_for_an_ambiguous_country_another_thing_or_a_denial(
    extractor: SpacyRulesV2Extractor, text: str, value: str
) -> None:
    facts = facts_of(extractor, text)
    assert not [
        f for f in facts if f[1] == "official language" and f[2] == value and f[0] in ("Norway", "Sweden", "Denmark")
    ]
