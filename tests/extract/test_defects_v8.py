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
