"""Known defects of ``spacy-rules.v2`` (round 16): the constituent countries of the United Kingdom,
particles inside place names, inner possessives, "X and X" names, where a dish is popular, stale
pronouns, and clauses joined by a semicolon."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.resolve.countries import constituent_of, is_country
from hcf_graph.resolve.values import compare_texts

# --------------------------------------------------------------------------------------------
# 1. England, Scotland, Wales and Northern Ireland are countries (constituent ones).

CONSTITUENT = [
    ("Bara pie is a dish from England.", ("Bara pie", "country", "England")),
    ("Kelby is a city in Wales.", ("Kelby", "country", "Wales")),
    ("The Marrow Bridge is located in Northern Ireland.", ("Marrow Bridge", "country", "Northern Ireland")),
    ("Wales is part of the United Kingdom.", ("Wales", "country", "United Kingdom")),
    ("Kelby is located in Wales, United Kingdom.", ("Kelby", "country", "United Kingdom")),
    ("Kelby is located in Wales, United Kingdom.", ("Wales", "country", "United Kingdom")),
]


@pytest.mark.parametrize(("text", "expected"), CONSTITUENT)
def test_a_constituent_country_is_a_country(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    got = facts_of(extractor, text)
    assert expected in got, got


def test_a_constituent_country_before_its_state_stays_a_place(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "Kelby is located in Wales, United Kingdom.")
    assert ("Kelby", "country", "Wales") not in got, got
    assert ("Kelby", "location", "Wales") in got, got


def test_georgia_stays_ambiguous(extractor: SpacyRulesV2Extractor) -> None:
    assert not is_country("Georgia")
    got = facts_of(extractor, "Kelby is a city in Georgia.")
    assert not [k for k in got if k[1] == "country"], got


def test_a_constituent_country_and_its_state_never_conflict() -> None:
    assert constituent_of("Wales", "the UK") and not constituent_of("Wales", "France")
    assert compare_texts("England", "United Kingdom").relation == "compatible"
    assert compare_texts("United Kingdom", "Scotland").relation == "compatible"
    assert compare_texts("England", "Scotland").relation == "conflict"
    assert compare_texts("Kelby, Wales", "Kelby, UK").relation != "conflict"


# --------------------------------------------------------------------------------------------
# 2. Particles inside place names: "im" is no "I'm", and German links stay inside the name.

PARTICLES = [
    ("Ann Lee was born in Freiburg im Breisgau.", ("Ann Lee", "birth place", "Freiburg im Breisgau")),
    ("Kelby Airport serves Ostburg im Kelbtal, Germany.", ("Ostburg im Kelbtal", "country", "Germany")),
    ("Ann Lee was born in Kelby am Main.", ("Ann Lee", "birth place", "Kelby am Main")),
    ("The Vell Tower is located in Kelby an der Donau.", ("Vell Tower", "location", "Kelby an der Donau")),
    ("Ann Lee was born in Stratford upon Avon.", ("Ann Lee", "birth place", "Stratford upon Avon")),
    ("Ann Lee was born in Kelby sur Mer.", ("Ann Lee", "birth place", "Kelby sur Mer")),
    ("Ann Lee was born in Kelby del Monte.", ("Ann Lee", "birth place", "Kelby del Monte")),
]


@pytest.mark.parametrize(("text", "expected"), PARTICLES)
def test_a_particle_stays_inside_a_place_name(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    got = facts_of(extractor, text)
    assert expected in got, got


def test_an_article_after_a_name_links_nothing(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "Ann Lee was born in Kelby, an American town.")
    assert not [k for k in got if " an " in k[0] or " an " in k[2]], got


# --------------------------------------------------------------------------------------------
# 3. A name with a possessive inside stays whole; a town's possessive still owns its thing.

INNER_POSSESSIVE = [
    (
        "Kelby Rovers play their home games at Children's Mercy Park.",
        ("Kelby Rovers", "ground", "Children's Mercy Park"),
    ),
    ("The ground of Kelby Rovers is Children's Mercy Park.", ("Kelby Rovers", "ground", "Children's Mercy Park")),
    (
        "Kelby Cricket Club play their home games at Lord's Cricket Ground.",
        ("Kelby Cricket Club", "ground", "Lord's Cricket Ground"),
    ),
    ("Lord's Cricket Ground is located in Kelby.", ("Lord's Cricket Ground", "location", "Kelby")),
    ("The Vell Tower is located in St John's Wood.", ("Vell Tower", "location", "St John's Wood")),
    ("Ann Lee studied at St Mary's Kelby College.", ("Ann Lee", "alma mater", "St Mary's Kelby College")),
]


@pytest.mark.parametrize(("text", "expected"), INNER_POSSESSIVE)
def test_a_name_with_an_inner_possessive_stays_whole(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    got = facts_of(extractor, text)
    assert expected in got, got


def test_a_towns_possessive_is_no_part_of_the_name(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "Kelby's Vell Park is the ground of Kelby Rovers.")
    assert ("Kelby Rovers", "ground", "Vell Park") in got, got


# --------------------------------------------------------------------------------------------
# 4. "X and X" and "X & Y" are one name; two companies joined by "and" stay two.

ONE_FIRM = [
    ("The Kelby Novel was published by Marrow and Marrow.", ("Kelby Novel", "publisher", "Marrow and Marrow")),
    ("Marrow and Marrow published the Kelby Novel.", ("Kelby Novel", "publisher", "Marrow and Marrow")),
    ("The publisher of the Kelby Novel is Marrow and Marrow.", ("Kelby Novel", "publisher", "Marrow and Marrow")),
    ("The Vell Tower is owned by Kelby & Sons.", ("Vell Tower", "owner", "Kelby & Sons")),
    ("The Vell Tower was built by Ostby & Kelby in 1901.", ("Vell Tower", "built by", "Ostby & Kelby")),
]


@pytest.mark.parametrize(("text", "expected"), ONE_FIRM)
def test_a_firm_of_two_names_is_one_value(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    got = facts_of(extractor, text)
    assert expected in got, got
    assert not [k for k in got if k[1] == expected[1] and k[2] != expected[2]], got


def test_two_companies_stay_two(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "The Vell Tower is owned by Ostby Holdings and Kelby Group.")
    assert ("Vell Tower", "owner", "Ostby Holdings") in got, got
    assert ("Vell Tower", "owner", "Kelby Group") in got, got


# --------------------------------------------------------------------------------------------
# 5. "X is popular / common / eaten in Y" on a dish: where a dish is liked is not where it comes
# from (two documents saying "popular in Sweden" and "from Norway" would conflict): no country or
# region; "found in Y" still gives one.

WHERE_EATEN = [
    "Kelby stew is a dish from Norway. It is popular in Sweden.",
    "Kelby stew is a soup and is common in Norway.",
    "Kelby stew is a soup which is widely eaten in Norway.",
    "Kelby stew is a soup popular in Norway.",
]


@pytest.mark.parametrize("text", WHERE_EATEN)
def test_where_a_dish_is_eaten_is_not_its_origin(extractor: SpacyRulesV2Extractor, text: str) -> None:
    got = facts_of(extractor, text)
    assert not [k for k in got if k[1] in ("country", "region") and k[2] == "Sweden"], got
    if "from Norway" not in text:
        assert not [k for k in got if k[1] in ("country", "region")], got


def test_a_dish_found_in_a_country_is_from_there(extractor: SpacyRulesV2Extractor) -> None:
    assert ("Kelby stew", "country", "Norway") in facts_of(extractor, "Kelby stew is a soup found in Norway.")


NOT_WHERE_EATEN = [
    "Ann Lee is popular in Norway.",
    "The Vell Tower is popular in Norway.",
    "Kelby stew is popular in the summer.",
    "Kelby stew is a soup. It is popular with children.",
]


@pytest.mark.parametrize("text", NOT_WHERE_EATEN)
def test_popular_says_nothing_of_a_non_dish_or_a_non_place(extractor: SpacyRulesV2Extractor, text: str) -> None:
    got = facts_of(extractor, text)
    assert not [k for k in got if k[1] in ("country", "region", "location")], got


# --------------------------------------------------------------------------------------------
# 6. A pronoun resolved in one sentence never stands for a name of the next one.

STALE = [
    (
        "The Kelby Tower is in Ostby. It has 3 floors. Vell Hall has 5 floors, and it is located in Marrow.",
        ("Vell Hall", "location", "Marrow"),
        ("Kelby Tower", "location", "Marrow"),
    ),
    (
        "Ann Lee was born in Ostby. She studied at Kelby College. "
        "Tom Reed was born in Marrow and he studied at Vell College.",
        ("Tom Reed", "alma mater", "Vell College"),
        ("Ann Lee", "alma mater", "Vell College"),
    ),
    (
        "The Kelby Tower is in Ostby. It has 3 floors. Vell Hall is a building and it is located in Marrow.",
        ("Vell Hall", "location", "Marrow"),
        ("Kelby Tower", "location", "Marrow"),
    ),
]


@pytest.mark.parametrize(("text", "expected", "absent"), STALE)
def test_a_pronoun_of_the_previous_sentence_is_not_read_again(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key, absent: Key
) -> None:
    got = facts_of(extractor, text)
    assert expected in got, got
    assert absent not in got, got


# --------------------------------------------------------------------------------------------
# 7. Two independent clauses joined by ";" read as two sentences; a list with ";" stays a list.

SEMICOLON = [
    ("Ann Lee studied at Kelby College; her father is Tom Reed.", ("Ann Lee", "father", "Tom Reed")),
    ("Kelby is a city in Norway; the city has 5000 inhabitants.", ("Kelby", "population", "5000")),
    ("Ann Lee was born in 1950; she studied at Kelby College.", ("Ann Lee", "alma mater", "Kelby College")),
    (
        "The Vell Tower was built in 1901; the Marrow Bridge is located in Ostby.",
        ("Marrow Bridge", "location", "Ostby"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), SEMICOLON)
def test_a_semicolon_between_clauses_is_a_sentence_boundary(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    got = facts_of(extractor, text)
    assert expected in got, got


def test_the_second_clause_keeps_its_own_subject(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "The Vell Tower was built in 1901; the Marrow Bridge is located in Ostby.")
    assert ("Vell Tower", "location", "Ostby") not in got, got
    assert ("Vell Tower", "construction date", "1901") in got, got


def test_a_list_with_semicolons_stays_one_sentence(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "Kelby stew is made with lamb; barley; and carrots.")
    for item in ("lamb", "barley", "carrots"):
        assert ("Kelby stew", "ingredient", item) in got, got
