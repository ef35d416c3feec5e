"""``spacy-rules.v2``, the chains of country facts that crowd texts about dishes, books, teams,
universities and monuments add to their subject (round 14): "Y, the country where X comes
from", a people that lives in the country its demonym names, "people from there are known as
Ys", "A is what the people of Y are called", "A are one of its ethnic groups" / "make up one of
the country's ethnic groups", "whose capital city is" after a chain ending in a country, "Z is
its capital", "a country whose ... and where ...", "a country led by X, where ...", a team's
ground and a dish's region in a chain of places ("Quebec, a province of Canada").

And the guards: a person's origin is no country fact, a people living abroad names no demonym,
"there" after "Y's capital is Z" is Y, not the value Z.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # "Y, the country where X comes from"
    ("Tagine is popular in Morocco, the country where Tagine comes from.", [("Tagine", "country", "Morocco")]),
    ("Arabic is spoken in Lebanon, the country that Kibbeh comes from.", [("Kibbeh", "country", "Lebanon")]),
    ("Goulash is eaten in Hungary, which is the country Goulash comes from.", [("Goulash", "country", "Hungary")]),
    # "Y, the country X is from" with no relative word, however the parser reads it
    ("Spanish is spoken in Chile, the country Curanto is from.", [("Curanto", "country", "Chile")]),
    ("The leader of Ghana, the country Fufu comes from, is John Mahama.", [("Fufu", "country", "Ghana")]),
    # a people living in the country their demonym names
    ("Swedish people live in Sweden.", [("Sweden", "demonym", "Swedish people")]),
    ("The novel is set in Austria, and Austrians live there.", [("Austria", "demonym", "Austrians")]),
    ("The Peruvians live in Peru.", [("Peru", "demonym", "Peruvians")]),
    # "there" after a sentence whose country the pipeline tagged as an organisation
    (
        "Chipa is a bread of Paraguay. Spanish and Guarani are the languages spoken there.",
        [("Paraguay", "official language", "Guarani")],
    ),
    # "people from there are known as ..."
    (
        "Chile's capital is Santiago and people from there are known as Chileans.",
        [("Chile", "demonym", "Chileans")],
    ),
    # "A is what the people of Y are called"
    ("Peruvians is what the people of Peru are called.", [("Peru", "demonym", "Peruvians")]),
    # ethnic groups: "one of its", "make up one of the country's", a national adjective kept
    (
        "The people of Vietnam are called Vietnamese and the Hoa are one of its ethnic groups.",
        [("Vietnam", "ethnic group", "Hoa")],
    ),
    (
        "Lima is the capital of Peru, and Quechuas make up one of the country's ethnic groups.",
        [("Peru", "ethnic group", "Quechuas")],
    ),
    (
        "Laksa is a dish found in Singapore. The Singaporean Indians are one of its ethnic groups.",
        [("Singapore", "ethnic group", "Singaporean Indians")],
    ),
    # "whose capital city is" after a chain that ends in a country
    (
        "Kelsey Rovers play in Plovdiv in Bulgaria, whose capital city is Sofia.",
        [("Bulgaria", "capital", "Sofia")],
    ),
    # "Z is its capital"
    (
        "The leader of Kenya is William Ruto and Nairobi is its capital.",
        [("Kenya", "leader", "William Ruto"), ("Kenya", "capital", "Nairobi")],
    ),
    ("Feijoada comes from Brazil. Brasília is its capital.", [("Brazil", "capital", "Brasília")]),
    # "there" after "Y's capital is Z" is Y
    ("Ghana's capital is Accra and John Mahama is a leader there.", [("Ghana", "leader", "John Mahama")]),
    # "a country whose ... and where ...", "a country led by X, where ..."
    (
        "Kimchi is a dish of Korea, a country whose capital is Seoul and where Korean is the official language.",
        [("Korea", "official language", "Korean")],
    ),
    (
        "The Amber Key was printed in Austria, a country led by Karl Nehammer, where German is spoken.",
        [("Austria", "official language", "German")],
    ),
    # a team's ground and a dish's region in a chain of places
    ("Lenmouth Rovers have their ground in Rosario, Argentina.", [("Rosario", "country", "Argentina")]),
    (
        "Kelsey pie comes from Ontario, a province of Canada.",
        [("Ontario", "country", "Canada")],
    ),
    ("The Kelsey Museum is in Hollin, a city of Norway.", [("Hollin", "country", "Norway")]),
    # a currency "used there"; a language adjective "spoken there"
    ("Pytt i panna is from Sweden. The Swedish krona is used there.", [("Sweden", "currency", "Swedish krona")]),
    (
        "The Frost Road is a novel from Iceland. Icelandic is spoken there.",
        [("Iceland", "official language", "Icelandic")],
    ),
    # a title held "there"
    ("The novel was printed in Spain. Ada Kelvin is king there.", [("Spain", "king", "Ada Kelvin")]),
    # "the capital of Y, where the ... is the currency": Y's
    (
        "The Kelsey Gate stands in Bern, the capital of Switzerland, where the Swiss franc is the currency.",
        [("Switzerland", "currency", "Swiss franc")],
    ),
    # a language word in a "which" clause: "written in Welsh, which is spoken in Wales"
    (
        "The Hollin Saga was written in Danish, which is spoken in Denmark.",
        [("Denmark", "official language", "Danish")],
    ),
    # "there" after a sentence whose thing (tagged a place) "comes from" the country
    (
        "The leader of Peru, where Causa comes from, is Dina Boluarte. Spanish is the language there.",
        [("Peru", "official language", "Spanish")],
    ),
    # a town the parser hung on the country after it: the town is the value, the country its country
    (
        "Kelsey Rovers's ground is in Cuenca, Ecuador.",
        [("Kelsey Rovers", "ground", "Cuenca"), ("Cuenca", "country", "Ecuador")],
    ),
    # "X is one of its languages" joined to a clause on a country
    (
        "Canberra is the capital of Australia and English is one of its languages.",
        [("Australia", "official language", "English")],
    ),
    (
        "Kelsey Hall stands in Melbourne, Victoria, which is part of Australia.",
        [("Kelsey Hall", "location", "Melbourne"), ("Melbourne", "part of", "Victoria")],
    ),
    # "A, in the state of B, C"
    (
        "The Kelsey Museum is in Tampico, in the state of Tamaulipas, Mexico.",
        [("Tampico", "part of", "Tamaulipas"), ("Tampico", "country", "Mexico")],
    ),
    # "A, capital of Y" without an article
    ("The Kelsey Stadium is in Sofia, capital of Bulgaria.", [("Bulgaria", "capital", "Sofia")]),
    # "which ... and whose ..." on one place
    (
        "The novel is from Peru, which has the sol as currency and whose people are the Peruvians.",
        [("Peru", "demonym", "Peruvians")],
    ),
    # "Y, the leaders of which include A"
    (
        "Momo is popular in Bhutan, the leaders of which include Tshering Tobgay.",
        [("Bhutan", "leader", "Tshering Tobgay")],
    ),
    # "Y, a country with A as its currency"
    (
        "The Kelsey Institute is in Norway, a country with the Norwegian krone as its currency.",
        [("Norway", "currency", "Norwegian krone")],
    ),
    # "Y, the country whose ... and whose ..."
    (
        "Kelsey stew comes from Chile, the country whose capital is Santiago and whose leader is Gabriel Boric.",
        [("Chile", "capital", "Santiago"), ("Chile", "leader", "Gabriel Boric")],
    ),
    # "Z is its capital" with Z hung on the first clause's value
    ("Dzongkha is the language of Bhutan and Thimphu is its capital.", [("Bhutan", "capital", "Thimphu")]),
    # a language word the pipeline reads as a common noun
    ("Malay is the official language of Brunei.", [("Brunei", "official language", "Malay")]),
    # a "where" clause the parser closed before "and ... is used"
    (
        "Tavuk is a sweet from Turkey, a country where Turkish is the language and the Turkish lira is used.",
        [("Turkey", "currency", "Turkish lira")],
    ),
    # "a country where ... and whose ..."
    (
        "Kelsey stew comes from Turkey, a country where Kurds are an ethnic group and whose capital is Ankara.",
        [("Turkey", "capital", "Ankara")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_country_chains_of_crowd_texts(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, found


def test_a_person_from_the_country_has_no_country_fact(extractor: SpacyRulesV2Extractor) -> None:
    """ "Chile, the country where Ada Price comes from": a person's origin, no country fact."""
    found = facts_of(extractor, "Ada Price lives in Chile, the country where Ada Price comes from.")
    assert not any(rel == "country" for _, rel, _ in found)


def test_a_person_from_the_country_without_a_relative_word(extractor: SpacyRulesV2Extractor) -> None:
    """ "Spain, the country Ada Price is from": a person's origin, no country fact."""
    found = facts_of(extractor, "Ada Price lives in Spain, the country Ada Price is from.")
    assert not any(rel == "country" for _, rel, _ in found)


def test_a_people_abroad_names_no_demonym(extractor: SpacyRulesV2Extractor) -> None:
    """ "Turks live in Germany", "Many Greeks live in Greece": no demonym of the place, or a share."""
    assert not any(rel == "demonym" for _, rel, _ in facts_of(extractor, "Turks live in Germany."))
    assert not any(rel == "demonym" for _, rel, _ in facts_of(extractor, "Many Greeks live in Greece."))
    assert not any(rel == "demonym" for _, rel, _ in facts_of(extractor, "These Greeks live in Greece."))


def test_there_after_a_capital_is_not_the_capital(extractor: SpacyRulesV2Extractor) -> None:
    """ "Y's capital is Z and X is a leader there": Y's leader, never Z's."""
    found = facts_of(extractor, "Ghana's capital is Accra and John Mahama is a leader there.")
    assert not any(entity == "Accra" for entity, rel, _ in found if rel == "leader")


def test_a_past_title_there_keys_nothing(extractor: SpacyRulesV2Extractor) -> None:
    """ "X was president there": a past office, not the place's present leader."""
    found = facts_of(extractor, "The novel was printed in Spain. Ada Kelvin was president there.")
    assert not any(rel == "president" for _, rel, _ in found)


def test_a_ground_in_a_chain_is_not_part_of_its_town_twice(extractor: SpacyRulesV2Extractor) -> None:
    """ "play at Harbour Park, Lenmouth": located in Lenmouth, not also a part of it."""
    found = facts_of(extractor, "Kelsey Rovers play their home games at Harbour Park, Lenmouth.")
    assert not any(entity == "Harbour Park" and rel == "part of" for entity, rel, _ in found)
