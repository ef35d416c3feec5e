"""``spacy-rules.v2``, facts about countries, regions and cities (issue 10, fifth round): the
leader, capital, languages, ethnic groups and currency of a place named in a side clause of a
text about something else ("X comes from Norway, where ... is the leader and the capital is
Oslo"), in relative clauses ("whose", "of which", "the capital of which", "where ... is called",
"in which"), with "they speak", "one of the languages", "uses the euro", a nationality adjective
("One Norwegian ethnic group is ..."), "the name of the leader", "a country led by"; and the
guards that keep them precise (a place among several, a person speaking, "a leader of").

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.resolve.demonyms import country_of_demonym

FOUND = [
    # a second clause of a "where" clause on the place a dish or a book comes from
    (
        "Lapskaus comes from Norway, where Erna Solberg is the leader and the capital is Oslo.",
        ("Norway", "capital", "Oslo"),
    ),
    (
        "The novel was printed in Norway, whose capital is Oslo and whose leader is Erna Solberg.",
        ("Norway", "leader", "Erna Solberg"),
    ),
    # relative clauses: "whose" without a comma, "the R of which", "of which Y is the R"
    ("The club plays in Norway whose leader is Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("The museum is in Norway, the capital of which is Oslo.", ("Norway", "capital", "Oslo")),
    ("The museum is in Norway, the leader of which is Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("The museum is in Norway, of which Oslo is the capital.", ("Norway", "capital", "Oslo")),
    ("The museum is in Norway, where the leader is called Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("The team plays in Norway, a country led by Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("The hall is located in Norway, a country led by Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("The dish is popular in Norway (led by Erna Solberg).", ("Norway", "leader", "Erna Solberg")),
    ("The hall is in Lenmouth, which is lead by Ada Price.", ("Lenmouth", "leader", "Ada Price")),
    ("Sri Lanka is lead by Ada Price and has a hospital.", ("Sri Lanka", "leader", "Ada Price")),
    ("South Africa has the capital Cape Town.", ("South Africa", "capital", "Cape Town")),
    ("Texas has the capital of Austin.", ("Texas", "capital", "Austin")),
    ("Texas, where Spanish is widely spoken, has a capital of Austin.", ("Texas", "capital", "Austin")),
    (
        "The airport serves the city of Lenmouth, the leader of which is Ada Price.",
        ("Lenmouth", "leader", "Ada Price"),
    ),
    ("The hall is in Uttar Pradesh where Ada Price is the leader.", ("Uttar Pradesh", "leader", "Ada Price")),
    ("The novel is set in Norway, a country whose capital is Oslo.", ("Norway", "capital", "Oslo")),
    ("Norway's capital, Oslo, hosts the festival.", ("Norway", "capital", "Oslo")),
    # a nationality adjective names the country ("demonym" wordings)
    ("The festival takes place in the Norwegian capital, Oslo.", ("Norway", "capital", "Oslo")),
    ("Oslo is the Norwegian capital.", ("Norway", "capital", "Oslo")),
    ("Oslo is the largest Norwegian city.", ("Norway", "largest city", "Oslo")),
    ("The Norwegian currency is the krone.", ("Norway", "currency", "krone")),
    # the next sentence: "the country's", a sentence-initial "Its" before a relation of places
    ("Lapskaus comes from Norway. The country's leader is Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("Lapskaus comes from Norway. Its capital is Oslo.", ("Norway", "capital", "Oslo")),
    # "the name of the leader"
    ("Ada Price is the name of the leader of Norvania.", ("Norvania", "leader", "Ada Price")),
    ("The name of the leader of Norvania is Ada Price.", ("Norvania", "leader", "Ada Price")),
    # languages
    ("The museum is in Norway, where they speak Norwegian.", ("Norway", "official language", "Norwegian")),
    ("In Norway they speak Norwegian.", ("Norway", "official language", "Norwegian")),
    ("People in Wales speak Welsh and English.", ("Wales", "official language", "Welsh")),
    ("The people of Italy speak Italian.", ("Italy", "official language", "Italian")),
    ("Ireland speaks English.", ("Ireland", "official language", "English")),
    (
        "The airport is in Denmark where the Danish language is used.",
        ("Denmark", "official language", "Danish language"),
    ),
    (
        "Lapskaus comes from Norway and the language used in the country is Norwegian.",
        ("Norway", "official language", "Norwegian"),
    ),
    (
        "The museum is in Akita, part of Japan, a country where there is an ethnic group of Korean people.",
        ("Japan", "ethnic group", "Korean people"),
    ),
    ("Lapskaus is from Norway, a country where Norwegian is spoken.", ("Norway", "official language", "Norwegian")),
    ("The airport serves Antwerp, a city in French speaking Belgium.", ("Belgium", "official language", "French")),
    ("People in Wales speak Welsh and English.", ("Wales", "official language", "English")),
    (
        "The museum is in Norway, in which Norwegian is the main language.",
        ("Norway", "official language", "Norwegian"),
    ),
    ("The museum is in Texas, where the spoken language is English.", ("Texas", "official language", "English")),
    ("Norwegian is one of the languages spoken in Norway.", ("Norway", "official language", "Norwegian")),
    ("One of the languages of Norway is Sami.", ("Norway", "official language", "Sami")),
    ("Sami is a language in Norway.", ("Norway", "official language", "Sami")),
    ("One of the languages spoken in Texas is Spanish.", ("Texas", "official language", "Spanish")),
    # ethnic groups
    ("The museum is in Norway, where the Sami are one of the ethnic groups.", ("Norway", "ethnic group", "Sami")),
    ("One Norwegian ethnic group is the Sami.", ("Norway", "ethnic group", "Sami")),
    ("The Kven are an ethnic group from Norway.", ("Norway", "ethnic group", "Kven")),
    ("The Kven are an ethnic group found in Norway.", ("Norway", "ethnic group", "Kven")),
    ("The hall is in South Africa, where ethnic groups include the Zulu.", ("South Africa", "ethnic group", "Zulu")),
    (
        "The hall is in South Africa, where two of the ethnic groups are the Zulu and the Xhosa.",
        ("South Africa", "ethnic group", "Xhosa"),
    ),
    ("Two of the South African ethnic groups are the Zulu and the Xhosa.", ("South Africa", "ethnic group", "Zulu")),
    ("Coloured people are an ethnic group in South Africa.", ("South Africa", "ethnic group", "Coloured people")),
    ("Kelsey Rovers play in Norway, whose ethnic groups include the Sami.", ("Norway", "ethnic group", "Sami")),
    ("Lapskaus is eaten in Norway. The Sami are one of the ethnic groups there.", ("Norway", "ethnic group", "Sami")),
    (
        "The hall is in South Africa, where white South Africans are an ethnic group.",
        ("South Africa", "ethnic group", "white South Africans"),
    ),
    ("Norway has an ethnic group of Kven people.", ("Norway", "ethnic group", "Kven people")),
    (
        "The hall is in Norway, where there is an ethnic group of Kven people.",
        ("Norway", "ethnic group", "Kven people"),
    ),
    # currency
    ("Italy uses the euro.", ("Italy", "currency", "euro")),
    ("Norway uses the Norwegian krone.", ("Norway", "currency", "Norwegian krone")),
    ("The pound sterling is the currency of the United Kingdom.", ("United Kingdom", "currency", "pound sterling")),
    ("The currency of the United Kingdom is pounds sterling.", ("United Kingdom", "currency", "pounds sterling")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND, ids=[f"{t} {e[2]}" for t, e in FOUND])
def test_country_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND = [
    # a person speaking or using something says nothing about a place
    ("Ada Price speaks Norwegian.", "official language"),
    ("Ada Price uses the dollar.", "currency"),
    ("The airport is in Italy, where the euro is used.", "official language"),
    # a language with a quality is not the place's language
    ("Latin is a dead language in Italy.", "official language"),
    # only a place is led so, by a person or a body, not by a title alone
    ("The show is lead by Ada Price.", "leader"),
    ("The museum (led by Ada Price) is in Oslo.", "leader"),
    ("Norway is lead by the President.", "leader"),
    # a former capital is no capital
    ("Bergen is the former Norwegian capital.", "capital"),
    # "many people" are no named group
    ("Many people are an ethnic group in Norway.", "ethnic group"),
    # a museum has no ethnic groups
    ("The Kelsey Museum of Art has an ethnic group of Kven people.", "ethnic group"),
]


@pytest.mark.parametrize(("text", "relation"), NOT_FOUND, ids=[t for t, _ in NOT_FOUND])
def test_no_country_fact(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(rel == relation for _, rel, _ in facts_of(extractor, text))


@pytest.mark.parametrize(
    "text",
    [
        "The dish is from Texas in the United States, where Spanish is one of the languages spoken.",
        "The hall is in Uttar Pradesh, part of Awadh and Bundelkhand, where Ram Naik is the leader.",
        "The tower is in the Eastern Province of Sri Lanka, where Austin Fernando is the leader.",
        "The tower is in Lenmouth, Ohio, United States which is lead by Ada Price.",
        "The airport serves Atlantic City, part of New Jersey which is lead by Ada Price.",
    ],
)
def test_a_where_clause_after_several_places_keys_no_new_place(extractor: SpacyRulesV2Extractor, text: str) -> None:
    """After "Texas in the United States" or "Awadh and Bundelkhand" "where" may name either
    place: the last one named is not taken for it."""
    found = facts_of(extractor, text)
    assert not any(entity in ("United States", "Bundelkhand", "Sri Lanka", "New Jersey") for entity, _, _ in found)


def test_a_where_clause_keys_only_what_the_clause_says_of_the_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Norway, where the architect Ada Price was born": the architect is no relation of Norway."""
    found = facts_of(extractor, "The hall is in Norway, where the architect Ada Price was born.")
    assert not any(entity == "Norway" and rel == "architect" for entity, rel, _ in found)


def test_a_language_noun_in_a_where_clause_keys_the_language_relation(extractor: SpacyRulesV2Extractor) -> None:
    """ "where English is the main language": the catalog's language, not a "main language"."""
    found = facts_of(extractor, "The museum is in Texas, where English is the main language.")
    assert ("Texas", "official language", "English") in found
    assert all(rel == "official language" for entity, rel, _ in found if entity == "Texas")


def test_a_title_is_not_merged_with_the_leader(extractor: SpacyRulesV2Extractor) -> None:
    """A country has a president and a prime minister: as one single-valued "leader" two true
    documents would conflict, so a title stays a relation of its own."""
    for text in ("Sergio Mattarella is the President of Italy.", "The President of Italy is Sergio Mattarella."):
        found = facts_of(extractor, text)
        assert not any(rel == "leader" for _, rel, _ in found), text


def test_its_names_the_previous_subject_when_that_is_a_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Its capital" after a place as the subject is that place's, not the last place named."""
    found = facts_of(extractor, "Texas is a state in the United States. Its capital is Austin.")
    assert ("Texas", "capital", "Austin") in found
    assert ("United States", "capital", "Austin") not in found


def test_demonyms_name_their_country() -> None:
    assert country_of_demonym("Norwegian") == "Norway"
    assert country_of_demonym("the American") == "United States"
    assert country_of_demonym("Ruritanian") is None


def test_a_country_after_a_capitals_place_is_no_capital(extractor: SpacyRulesV2Extractor) -> None:
    """ "the capital of Georgia, United States": the country places Georgia, it is no capital."""
    found = facts_of(extractor, "Atlanta is the capital of Georgia, United States.")
    assert ("Georgia", "capital", "Atlanta") in found
    assert ("Georgia", "capital", "United States") not in found


def test_a_later_clauses_subject_is_no_conjunct_value(extractor: SpacyRulesV2Extractor) -> None:
    """ "is Amharic and the Kelsey Hall is located ...": the hall starts a clause of its own."""
    found = facts_of(extractor, "The language of Ethiopia is Amharic and the Kelsey Hall is located in Ethiopia.")
    assert ("Ethiopia", "official language", "Amharic") in found
    assert not any(value == "Kelsey Hall" for _, rel, value in found if rel == "official language")


def test_a_relation_noun_in_apposition_opens_the_next_clause(extractor: SpacyRulesV2Extractor) -> None:
    """ "The capital of X is Y, the language spoken there is Z": Z is the language, no capital."""
    text = "The capital of Sri Lanka is Kotte, the language spoken there is Tamil and the currency is the rupee."
    found = facts_of(extractor, text)
    assert ("Sri Lanka", "official language", "Tamil") in found
    assert ("Sri Lanka", "capital", "Tamil") not in found


def test_an_alternative_name_after_or_is_no_second_language(extractor: SpacyRulesV2Extractor) -> None:
    """ "Spanish, or Castilian, is the official language of Spain": one language under two names;
    two documents that write it so must not disagree about Spain's language."""
    found = facts_of(
        extractor, "Norwegian, or Norsk, is the official language of Norway, and it shares status with Sami."
    )
    assert ("Norway", "official language", "Norwegian") in found
    assert not any(v == "Norsk" for _, _, v in found)


def test_the_capital_opening_a_sentence_after_one_about_a_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Norway is the location of X. The capital is Oslo.": Norway's capital; after a sentence
    about an airport in a town that is no country, "The capital" names nothing."""
    found = facts_of(extractor, "Norway is the location of the Vell Hall. The capital is Oslo.")
    assert ("Norway", "capital", "Oslo") in found
    found = facts_of(extractor, "The Vell Hall is in Haputale, Sri Lanka. The capital is Kotte.")
    assert ("Sri Lanka", "capital", "Kotte") in found
    found = facts_of(extractor, "The Vell Hall is in Lenmouth. The capital is Oslo.")
    assert not any(rel == "capital" for _, rel, _ in found)
