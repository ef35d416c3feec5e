"""``spacy-rules.v2``, place relations stated with no owner of their own (round 24): a capital,
largest city, currency, language, ethnic group or demonym said of "the" place in focus, in texts
about dishes, books, teams, universities and monuments set in that place: a later clause of a
"where" clause ("..., where the leader is A, the currency is the euro and Portuguese is the main
language"), a pointer ("Swahili is spoken there", "English is spoken in that state", "the
country's ethnic groups"), a clause joined to one that names a single place ("X plays in Kenya
and the inhabitants are called Kenyans"), a sentence after one that names a single place ("The
capital city is Nairobi").

And the guards: no owner when several places may be meant, never a building, a dish or a book
as the owner, never a relation noun with an owner of its own ("the novel's language").

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # later clauses of a "where" clause
    (
        "Bacalhau pie comes from Portugal, where the leader is Ada Price, the currency is the euro and"
        " Portuguese is the main language.",
        [("Portugal", "currency", "euro"), ("Portugal", "official language", "Portuguese")],
    ),
    (
        "The Brennock Cup is held in Kenya, where Nairobi is the capital and the Swahili language is spoken.",
        [("Kenya", "official language", "Swahili language")],
    ),
    # a pointer: "there", "here", "that country", "the state"
    ("The Brennock Trophy is awarded in Kenya. They speak Swahili there.", [("Kenya", "official language", "Swahili")]),
    (
        "The Brennock Trophy comes from Portugal. Portuguese is the main language here.",
        [("Portugal", "official language", "Portuguese")],
    ),
    (
        "The novel is set in Kenya. Swahili is spoken throughout that country.",
        [("Kenya", "official language", "Swahili")],
    ),
    ("The novel is set in Ohio. English is spoken in that state.", [("Ohio", "official language", "English")]),
    ("Kelsey University is in Ohio. The state's capital is Columbus.", [("Ohio", "capital", "Columbus")]),
    ("Kelsey College is in Ohio. Cleveland is the largest city in the state.", [("Ohio", "largest city", "Cleveland")]),
    (
        "The Velmo Monument is in Kenya. The Kikuyu people are one of the country's ethnic groups.",
        [("Kenya", "ethnic group", "Kikuyu people")],
    ),
    (
        "Bacalhau pie is a dish from Portugal. The people there are called Portuguese.",
        [("Portugal", "demonym", "Portuguese")],
    ),
    # a clause joined to one that names one place
    ("Kelsey FC plays in Kenya and the inhabitants are called Kenyans.", [("Kenya", "demonym", "Kenyans")]),
    # a sentence after one that names one place
    (
        "The Velmo Tower is in Kenya. The currency is the shilling and the capital city is Nairobi.",
        [("Kenya", "currency", "shilling"), ("Kenya", "capital", "Nairobi")],
    ),
    (
        "The Velmo Statue stands in Kenya. The capital city is Nairobi but the largest city is Mombasa.",
        [("Kenya", "capital", "Nairobi"), ("Kenya", "largest city", "Mombasa")],
    ),
]

HAVE = [
    # "has the currency of", "has A as R and B as R2", "with capital Y", "(X speaking)"
    (
        "Kenya is the home of the Velmo Monument and has the currency of the Kenyan shilling.",
        ("Kenya", "currency", "Kenyan shilling"),
    ),
    (
        "The Kelsey Cup is played in Kenya which has Swahili as the official language and the shilling as currency.",
        ("Kenya", "official language", "Swahili"),
    ),
    (
        "The Kelsey Cup is played in Kenya which has Swahili as the official language and the shilling as currency.",
        ("Kenya", "currency", "shilling"),
    ),
    ("Kenya used the shilling as currency and is the home of the Kelsey Cup.", ("Kenya", "currency", "shilling")),
    (
        "The Velmo Monument is in Kenya, a country with leader Ada Price and capital Nairobi.",
        ("Kenya", "capital", "Nairobi"),
    ),
    ("The Kelsey Atlas was printed in Kenya (with capital Nairobi).", ("Kenya", "capital", "Nairobi")),
    ("Bacalhau pie comes from Portugal (Portuguese speaking).", ("Portugal", "official language", "Portuguese")),
    # the parser hangs the later clause's subject on the earlier clause's value
    (
        "The Brennock Cup is held in Kenya, where the capital is Nairobi and the inhabitants are called Kenyans.",
        ("Kenya", "demonym", "Kenyans"),
    ),
]

PEOPLES = [
    # demonyms: "the demonym of the inhabitants", the people of "the state", "the local inhabitants"
    ("The demonym of the inhabitants of Greece is Greeks.", ("Greece", "demonym", "Greeks")),
    (
        "The Kelsey Trophy is awarded in Greece, where the demonym for natives is Greeks.",
        ("Greece", "demonym", "Greeks"),
    ),
    ("The Kelsey Atlas was printed in Kenya. The local inhabitants are Kenyans.", ("Kenya", "demonym", "Kenyans")),
    ("The Kelsey Atlas was printed in Ohio. Ohioans are the inhabitants of the state.", ("Ohio", "demonym", "Ohioans")),
    # ethnic groups: after a chain ending in a country (a town has none), "ethnic groups include"
    (
        "The Kelsey Museum is in Akita, Akita Prefecture, Japan, where one of the ethnic groups is the Filipinos.",
        ("Japan", "ethnic group", "Filipinos"),
    ),
    (
        "The Velmo Monument is in Kenya. Ethnic groups there include the Kikuyu people.",
        ("Kenya", "ethnic group", "Kikuyu people"),
    ),
    (
        "Kelsey Hall is located in South Africa; Asian South Africans and white South Africans are ethnic groups.",
        ("South Africa", "ethnic group", "Asian South Africans"),
    ),
    (
        "Ireland is the home of Kelsey Hall, is run by Ada Price and the natives are Irish people.",
        ("Ireland", "demonym", "Irish people"),
    ),
]

LANGUAGES = [
    ("The Kelsey Cup is held in Swahili speaking Kenya.", ("Kenya", "official language", "Swahili")),
    ("The Kelsey Cup is held in Kenya. Swahili is a language spoken there.", ("Kenya", "official language", "Swahili")),
    (
        "The Kelsey Cup is held in Kenya. Swahili is one of the languages spoken there.",
        ("Kenya", "official language", "Swahili"),
    ),
    ("Kenya is led by Ada Price and has the spoken language of Swahili.", ("Kenya", "official language", "Swahili")),
    # a later clause's subject the parser hung on the earlier value; "the local language"
    (
        "Kelsey Hall is in Ireland, the leader of this country is Ada Price and one of the languages used is English.",
        ("Ireland", "official language", "English"),
    ),
    (
        "Kelsey Hall is in Denmark. Ada Price is the leader of Denmark and Danish is the local language.",
        ("Denmark", "official language", "Danish"),
    ),
]

CAPITALS = [
    # the parser makes the value the subject of the next clause
    (
        "The Kelsey Bridge is in the United States. The capital is Washington DC and Ada Price is a leader.",
        ("United States", "capital", "Washington DC"),
    ),
    (
        "Kelsey University is in Ohio. The state's capital is Columbus and its inhabitants are called Ohioans.",
        ("Ohio", "capital", "Columbus"),
    ),
    # "The country ... has the capital city of Y"
    (
        "Ada Price leads Kenya. The country is the home of the Kelsey Cup and has the capital city of Nairobi.",
        ("Kenya", "capital", "Nairobi"),
    ),
    # a capital's name the pipeline may take for a person's
    (
        "The Kelsey Hall is in Sri Lanka, where the currency is the rupee and the capital is Sri Jayawardenepura Kotte.",
        ("Sri Lanka", "capital", "Sri Jayawardenepura Kotte"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), CAPITALS)
def test_a_capital_of_the_place_in_focus(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "expected"), LANGUAGES)
def test_a_language_of_the_place_in_focus(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_a_language_speaking_town_of_a_chain_keys_no_language(extractor: SpacyRulesV2Extractor) -> None:
    """ "English speaking Chicago, Illinois": the town's or the state's, either."""
    found = facts_of(extractor, "The Kelsey Atlas was printed in English speaking Lenmouth, Ohio.")
    assert not any(rel == "official language" for _, rel, _ in found)


@pytest.mark.parametrize(("text", "expected"), PEOPLES)
def test_a_place_s_people_and_ethnic_groups(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_a_chain_before_where_keys_no_leader_of_the_country(extractor: SpacyRulesV2Extractor) -> None:
    """Only a relation no town has (an ethnic group, a currency) goes to the country ending the
    chain: the leader after "Akita, Japan, where" may be the town's."""
    found = facts_of(
        extractor, "The Kelsey Museum is in Akita, Akita Prefecture, Japan, where the leader is Ada Price."
    )
    assert not any(rel == "leader" for _, rel, _ in found)


def test_most_inhabitants_name_no_demonym(extractor: SpacyRulesV2Extractor) -> None:
    """ "Most inhabitants are Christians" tells a share, not what the people are called."""
    found = facts_of(extractor, "The Kelsey Atlas was printed in Kenya. Most inhabitants are Christians.")
    assert not any(rel == "demonym" for _, rel, _ in found)


@pytest.mark.parametrize(("text", "expected"), HAVE)
def test_a_place_having_or_using_a_currency_a_language_or_a_capital(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


def test_a_fronted_with_phrase_on_no_place_keys_no_capital(extractor: SpacyRulesV2Extractor) -> None:
    """ "With its capital of Nairobi, the museum ...": the museum has no capital."""
    found = facts_of(extractor, "With the capital of Nairobi, the Velmo Museum is located in Kenya.")
    assert not any(rel == "capital" and entity != "Kenya" for entity, rel, _ in found)


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_place_relation_with_no_owner_is_the_place_in_focus(
    extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]
) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found


NONE = [
    # two places before the statement: either may be meant
    ("Bacalhau pie is eaten in Spain and Portugal, and the main language is Spanish.", "official language"),
    ("The Velmo Tower is in Kenya and Uganda is next to it, and the capital is Nairobi.", "capital"),
    # a chain "A, B" in the previous sentence: the language of either
    ("Kelsey University is in Ohio, United States. English is spoken by most.", "official language"),
    # no place before at all
    ("The capital city is Nairobi.", "capital"),
    # a relation noun with a modifier that makes it another thing
    ("The Velmo Tower is in Kenya. The former capital is Mombasa.", "capital"),
]


@pytest.mark.parametrize(("text", "relation"), NONE)
def test_no_owner_when_the_place_is_not_clear(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(rel == relation for _, rel, _ in facts_of(extractor, text))


def test_the_language_of_a_book_is_not_its_countrys(extractor: SpacyRulesV2Extractor) -> None:
    """ "The novel's language" has an owner of its own: the novel, never Kenya."""
    found = facts_of(extractor, "The novel is set in Kenya. The novel's language is English.")
    assert ("Kenya", "official language", "English") not in found


def test_a_building_is_never_the_place_in_focus(extractor: SpacyRulesV2Extractor) -> None:
    """The tower is the only name of the previous sentence, but no place: it has no capital."""
    found = facts_of(extractor, "The Velmo Tower was built in 1990. The capital city is Nairobi.")
    assert not any(rel == "capital" for _, rel, _ in found)


def test_a_person_speaking_keys_no_language_of_the_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Ada Price speaks Swahili" says what she speaks, not what Kenya does."""
    found = facts_of(extractor, "The Velmo Monument is in Kenya and Ada Price speaks Swahili there.")
    assert not any(rel == "official language" for _, rel, _ in found)


def test_a_copula_value_is_no_place_in_focus(extractor: SpacyRulesV2Extractor) -> None:
    """ "Nairobi is the capital" names Nairobi as a value: "the largest city" after it is
    Kenya's, not Nairobi's."""
    found = facts_of(extractor, "Kelsey pie comes from Kenya. Nairobi is the capital and the largest city is Mombasa.")
    assert ("Nairobi", "largest city", "Mombasa") not in found


def test_a_language_spoken_by_some_people_is_no_language_of_the_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Spoken by the winners" says who speaks it, not that Kenya does."""
    found = facts_of(extractor, "The Kelsey Prize was given in Kenya. Swahili is spoken by the winners.")
    assert not any(rel == "official language" for _, rel, _ in found)


def test_the_language_after_a_sentence_about_a_book_is_not_its_countrys(extractor: SpacyRulesV2Extractor) -> None:
    """ "The language is English" after a book printed in Kenya is the book's language."""
    found = facts_of(extractor, "The Kelsey Atlas was printed in Kenya. The language is English.")
    assert ("Kenya", "official language", "English") not in found
    found = facts_of(extractor, "The Kelsey Atlas was printed in Kenya and the language is English.")
    assert ("Kenya", "official language", "English") not in found
