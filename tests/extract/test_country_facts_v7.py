"""``spacy-rules.v2``, country and city facts in crowd texts about dishes, books, teams,
universities and monuments (round 27): a currency "used" in a "where" clause, a language spoken
by a country's people named by their demonym, a bare "the language" in a clause joined to one
about "the capital of" a country, "In Y the leader is X", a monarch's title before the name,
a "whose" clause joined to a "which" clause, "the people who live there", "has A as its currency
and B as its language" with the second "as" hung on the first object, "the head of government of Y".

And the guards: a title is never the owner of a fact, the subject of "a country led by X" after
a place gets no leader, a speaker named by a demonym with a modifier keys no language, "In Y"
before a leader with no country named keys nothing.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a currency used in a "where" clause, also as a later conjunct
    (
        "The Volga Bears hockey team comes from Russia, where the rouble is used.",
        [("Russia", "currency", "rouble")],
    ),
    (
        "Chivito is served in Uruguay, where Montevideo is the capital and the peso is used.",
        [("Uruguay", "capital", "Montevideo"), ("Uruguay", "currency", "peso")],
    ),
    # a country's people named by their demonym speak a language
    ("Cachupa is a stew from Cape Verde. Mexicans speak Spanish.", [("Mexico", "official language", "Spanish")]),
    ("Argentines speak Spanish.", [("Argentina", "official language", "Spanish")]),
    # a bare "the language" joined to a clause about "the capital of" a country
    (
        "The capital of Armenia is Yerevan and the language is Armenian.",
        [("Armenia", "capital", "Yerevan"), ("Armenia", "official language", "Armenian")],
    ),
    (
        "The novel was printed in Lebanon. The capital of Lebanon is Beirut, and the language is Arabic.",
        [("Lebanon", "official language", "Arabic")],
    ),
    # "In Y the leader is X"
    ("In Chile the leader is Gabriel Boric.", [("Chile", "leader", "Gabriel Boric")]),
    (
        "In Ecuador the leader is Daniel Noboa and the capital is Quito.",
        [("Ecuador", "leader", "Daniel Noboa"), ("Ecuador", "capital", "Quito")],
    ),
    # a monarch's title before a name of two words
    (
        "The Nabataean Gate stands in Oman, a country led by Sultan Haitham bin Tariq.",
        [("Oman", "leader", "Haitham bin Tariq")],
    ),
    # a "whose" clause joined to a "which" clause on a place
    (
        "The Gateway Arch is in St. Louis, which is part of Missouri and whose leader is Tishaura Jones.",
        [("St. Louis", "leader", "Tishaura Jones"), ("St. Louis", "part of", "Missouri")],
    ),
    # "the people who live there"
    (
        "The novel Petals of Blood is from Kenya; Kenyans are the people who live there.",
        [("Kenya", "demonym", "Kenyans")],
    ),
    # "has A as its currency and B as its language"
    (
        "Indonesia has the rupiah as its currency and Indonesian as its official language.",
        [("Indonesia", "currency", "rupiah"), ("Indonesia", "official language", "Indonesian")],
    ),
    # a value the parser made the subject of the next clause
    (
        "The capital of Hungary is Budapest and Goulash is a soup from there.",
        [("Hungary", "capital", "Budapest")],
    ),
    # "the country is led by X" after "Y's capital is Z and", misparsed as "Z and the country"
    (
        "Aji de gallina is from Peru. The capital of Peru is Lima and the country is led by Dina Boluarte.",
        [("Peru", "leader", "Dina Boluarte")],
    ),
    # "the language" as the attribute of a joined copula whose subject the parser hung on the first value
    (
        "The currency of Thailand is the baht and Thai is the language.",
        [("Thailand", "currency", "baht"), ("Thailand", "official language", "Thai")],
    ),
    # "whose leaders include A and B"
    (
        "Bobotie is a dish from South Africa, whose leaders include Cyril Ramaphosa and Paul Mashatile.",
        [("South Africa", "leader", "Cyril Ramaphosa"), ("South Africa", "leader", "Paul Mashatile")],
    ),
    # "X is its president" after a clause about a country's capital
    (
        "Paris is the capital of France and Emmanuel Macron is its president.",
        [("France", "president", "Emmanuel Macron")],
    ),
    # a title the pipeline merged into one name
    (
        "The First Minister of Northern Ireland is Michelle O'Neill.",
        [("Northern Ireland", "first minister", "Michelle O'Neill")],
    ),
    # "the head of government of Y"
    ("Anne Hidalgo is the head of government of Paris.", [("Paris", "head of government", "Anne Hidalgo")]),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_country_and_city_facts_of_crowd_texts(
    extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]
) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found


def test_the_people_of_a_place_key_its_demonym_only(extractor: SpacyRulesV2Extractor) -> None:
    """ "Chileans are the people of Chile, whose ...": the demonym, not a relation "people"."""
    found = facts_of(
        extractor,
        "Pastel de choclo is a Chilean dish. Chileans are the people of Chile, whose leader is Gabriel Boric and whose capital is Santiago.",
    )
    assert ("Chile", "demonym", "Chileans") in found
    assert not any(rel == "people" for _, rel, _ in found)


def test_the_capital_is_not_led(extractor: SpacyRulesV2Extractor) -> None:
    """ "Y's capital is Z and the country is led by X": Y's leader, not Z's."""
    found = facts_of(extractor, "Peru's capital is Lima and the country is led by Dina Boluarte.")
    assert not any(entity == "Lima" and rel == "leader" for entity, rel, _ in found)


def test_whose_people_are_the_demonym(extractor: SpacyRulesV2Extractor) -> None:
    """ "X is Prime Minister of Sweden, whose people are the Swedes": Sweden's demonym."""
    found = facts_of(extractor, "Ulf Berg is Prime Minister of Sweden, whose people are the Swedes.")
    assert ("Sweden", "demonym", "Swedes") in found
    assert not any(rel == "people" for _, rel, _ in found)


def test_a_title_is_no_demonym(extractor: SpacyRulesV2Extractor) -> None:
    """ "Y's people are Ys and X is its Prime Minister": no demonym "Prime Minister"."""
    found = facts_of(extractor, "Poland's people are Poles and Donald Tusk is its Prime Minister.")
    assert ("Poland", "demonym", "Poles") in found
    assert ("Poland", "demonym", "Prime Minister") not in found


def test_its_president_after_a_university_is_no_country_s(extractor: SpacyRulesV2Extractor) -> None:
    """ "The university is in Norway and X is its president": the university's, never Norway's."""
    found = facts_of(extractor, "Kelsey University is in Norway and Ada Kelvin is its president.")
    assert not any(entity == "Norway" for entity, rel, _ in found if rel in ("president", "leader"))


def test_a_title_owns_no_fact(extractor: SpacyRulesV2Extractor) -> None:
    """ "X is Prime Minister of Y, whose people are Z": Y's people, never the title's."""
    found = facts_of(extractor, "Ada Kelvin is Prime Minister of Morland, whose people are the Morlanders.")
    assert not any(entity == "Prime Minister" for entity, _, _ in found)


def test_the_subject_before_a_country_led_by_x_is_not_led(extractor: SpacyRulesV2Extractor) -> None:
    """ "The Druze are a group in Syria, a country led by X": Syria's leader, not the group's."""
    found = facts_of(extractor, "The Berbers are an ethnic group in Morocco, a country led by King Mohammed VI.")
    assert ("Morocco", "leader", "Mohammed VI") in found
    assert not any(entity == "Berbers" and rel == "leader" for entity, rel, _ in found)


def test_some_speakers_named_by_a_demonym_key_no_language(extractor: SpacyRulesV2Extractor) -> None:
    """ "Some Brazilians speak German", "Brazilians in Japan speak Japanese": a share or a group
    abroad, not the country's language."""
    for text in ("Some Brazilians speak German.", "Brazilians in Japan speak Japanese at home."):
        assert not any(rel == "official language" for _, rel, _ in facts_of(extractor, text))


def test_a_fronted_in_with_no_country_keys_no_leader(extractor: SpacyRulesV2Extractor) -> None:
    """ "In the band the leader is X": no place."""
    found = facts_of(extractor, "In the orchestra the leader is Ada Kelvin.")
    assert not any(rel == "leader" for _, rel, _ in found)


def test_the_language_after_a_capital_of_two_places_keys_none(extractor: SpacyRulesV2Extractor) -> None:
    """ "The capitals of A and B are ... and the language is L": either's."""
    found = facts_of(extractor, "The capital of Chad and Niger is unclear and the language is French.")
    assert not any(rel == "official language" for _, rel, _ in found)


def test_the_national_language_is_the_official_language(extractor: SpacyRulesV2Extractor) -> None:
    """ "The national language of Y is L" keys Y's official language, not a relation of its own."""
    found = facts_of(extractor, "The national language of Tanzania is Swahili.")
    assert ("Tanzania", "official language", "Swahili") in found
    assert not any(rel == "national language" for _, rel, _ in found)
