"""``spacy-rules.v2``, the fourth round (issue 10): relations that web prose states often and
the catalog lacked (country, part of, ingredient, ground, league, ethnic group, affiliation,
genre), their patterns, and the guards that keep them precise.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.evaluation import load_property_map
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import RelationCatalog
from hcf_graph.resolve.countries import is_country

FOUND = [
    # a place named as a country keys as "country"; a chain ends in one
    ("Kelsey is in Norway.", ("Kelsey", "country", "Norway")),
    ("The Lenmouth Bridge is located in the United States.", ("Lenmouth Bridge", "country", "United States")),
    ("Kelsey is a town in Belgium.", ("Kelsey", "country", "Belgium")),
    ("Kelsey is in the country of Belgium.", ("Kelsey", "country", "Belgium")),
    ("Kelsey is part of the country of Belgium.", ("Kelsey", "country", "Belgium")),
    ("Kelsey is located in the U.S.A.", ("Kelsey", "country", "United States")),
    # a thing's country of origin
    ("Kelsey stew comes from Norway.", ("Kelsey stew", "country", "Norway")),
    ("Kelsey stew is a dish from Norway.", ("Kelsey stew", "country", "Norway")),
    ("The Lenmouth Bridge is located in Bergen, Norway.", ("Lenmouth Bridge", "location", "Bergen")),
    # part of
    ("Kelsey is part of Hollin County.", ("Kelsey", "part of", "Hollin County")),
    ("Kelsey is a part of Hollin County.", ("Kelsey", "part of", "Hollin County")),
    ("Bergen forms part of Vestland County.", ("Bergen", "part of", "Vestland County")),
    ("Kelsey is part of the United States.", ("Kelsey", "country", "United States")),
    ("The bridge is in Kelsey, Ohio, which is part of Hollin County.", ("Kelsey", "part of", "Hollin County")),
    # ingredients: common nouns are values, each conjunct one
    ("Kelsey stew is made with lamb, potatoes and onions.", ("Kelsey stew", "ingredient", "lamb")),
    ("Kelsey stew is made with lamb, potatoes and onions.", ("Kelsey stew", "ingredient", "onions")),
    ("Saffron is an ingredient of Paella Lenmouth.", ("Paella Lenmouth", "ingredient", "Saffron")),
    ("Kelsey stew, which is made with lamb and barley, is popular.", ("Kelsey stew", "ingredient", "barley")),
    ("Kelsey stew is a dish made from lamb.", ("Kelsey stew", "ingredient", "lamb")),
    ("Kelsey stew is a dish that contains lamb and barley.", ("Kelsey stew", "ingredient", "barley")),
    ("Kelsey stew, a soup containing lamb, is popular.", ("Kelsey stew", "ingredient", "lamb")),
    ("Barley is one of the ingredients of Kelsey stew.", ("Kelsey stew", "ingredient", "Barley")),
    ("Kelsey stew uses barley as an ingredient.", ("Kelsey stew", "ingredient", "barley")),
    ("The main ingredients of Kelsey Pie are mutton and potatoes.", ("Kelsey Pie", "ingredient", "potatoes")),
    # grounds and leagues of a team
    ("Lenmouth Rovers play their home games at Kelsey Park.", ("Lenmouth Rovers", "ground", "Kelsey Park")),
    ("Lenmouth Rovers play at the Kelsey Stadium.", ("Lenmouth Rovers", "ground", "Kelsey Stadium")),
    ("The home ground of Lenmouth Rovers is Kelsey Park.", ("Lenmouth Rovers", "ground", "Kelsey Park")),
    ("Lenmouth Rovers play in the Northern Premier League.", ("Lenmouth Rovers", "league", "Northern Premier League")),
    ("Lenmouth Rovers are in the Northern Premier League.", ("Lenmouth Rovers", "league", "Northern Premier League")),
    ("Lenmouth Rovers play their home matches in the Kelsey Arena.", ("Lenmouth Rovers", "ground", "Kelsey Arena")),
    # ethnic groups
    ("The Sami people are an ethnic group in Norway.", ("Norway", "ethnic group", "Sami people")),
    ("One of the ethnic groups of Norvania is the Kven.", ("Norvania", "ethnic group", "Kven")),
    ("The Kven are one of the ethnic groups in Norway.", ("Norway", "ethnic group", "Kven")),
    ("There is an ethnic group of Vietnamese people in Norvania.", ("Norvania", "ethnic group", "Vietnamese people")),
    ("In Norvania there is an ethnic group of Kven.", ("Norvania", "ethnic group", "Kven")),
    ("Norvania has an ethnic group called the Kven.", ("Norvania", "ethnic group", "Kven")),
    ("The Kven are an ethnic group within Norvania.", ("Norvania", "ethnic group", "Kven")),
    # affiliations, also in a relative clause on a prepositional object
    ("Kelsey University is affiliated with the Hollin Group.", ("Kelsey University", "affiliation", "Hollin Group")),
    (
        "Anna Pell graduated from Kelsey University, which is affiliated to the Hollin Group.",
        ("Kelsey University", "affiliation", "Hollin Group"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_fourth_round_patterns_give_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND = [
    # a country is no "location" value: "in Norway" and "in Hollin County" never conflict
    ("Kelsey is in Norway.", ("Kelsey", "location", "Norway")),
    ("Kelsey is part of the United States.", ("Kelsey", "part of", "United States")),
    # a chain names one place from small to large: its country is a country, no second location
    ("The Lenmouth Bridge is located in Bergen, Norway.", ("Lenmouth Bridge", "location", "Norway")),
    # a person's "competed in" is no team's league
    ("Anna Pell competed in the Northern Premier League.", ("Anna Pell", "league", "Northern Premier League")),
    # a share of something, or a denial, is no membership
    ("The southern part of Kelsey is a park.", ("southern part", "part of", "Kelsey")),
    ("Kelsey is not part of Hollin County.", ("Kelsey", "part of", "Hollin County")),
    # a concert hall is no team's ground, a town no league
    (
        "The Lenmouth Orchestra played at the Kelsey Concert Hall.",
        ("Lenmouth Orchestra", "ground", "Kelsey Concert Hall"),
    ),
    ("Lenmouth Rovers play in Kelsey.", ("Lenmouth Rovers", "league", "Kelsey")),
    # a league is no place
    ("Lenmouth Rovers are in the Northern Premier League.", ("Lenmouth Rovers", "location", "Northern Premier League")),
    # a person "from" a country: nationality, birth place or residence, no country of origin
    ("Anna Pell is from Norway.", ("Anna Pell", "country", "Norway")),
    # "contains" names ingredients of food only
    ("The Kelsey Museum is a building that contains paintings.", ("Kelsey Museum", "ingredient", "paintings")),
    # "made" + a state is no recipe
    ("The River Kel was made navigable with six locks.", ("River Kel", "ingredient", "locks")),
    # a dish with no name
    ("The dish comes from Norway.", ("dish", "country", "Norway")),
]


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_fourth_round_guards(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    assert absent not in facts_of(extractor, text)


def test_a_place_named_both_as_country_and_as_region_gives_two_relations(extractor: SpacyRulesV2Extractor) -> None:
    """Two documents naming two levels of a place: no shared location key to conflict on."""
    country = facts_of(extractor, "Kelsey is in Norway.")
    county = facts_of(extractor, "Kelsey is in Hollin County.")
    assert {r for _, r, _ in country} == {"country"}
    assert ("Kelsey", "location", "Hollin County") in county


def test_country_names() -> None:
    assert is_country("the United States") and is_country("U.S.A.") and is_country("Belgium")
    assert not is_country("Texas") and not is_country("Georgia")  # Georgia is mostly the US state


def test_the_catalog_holds_the_new_relations_with_their_semantics() -> None:
    catalog = RelationCatalog.load()
    expected = {
        "country": ("multivalued", "disjoint"),
        "part of": ("multivalued", "never"),
        "ingredient": ("multivalued", "never"),
        "ground": ("functional", "never"),
        "league": ("multivalued", "never"),
        "ethnic group": ("multivalued", "never"),
        "affiliation": ("multivalued", "never"),
        "genre": ("multivalued", "never"),
    }
    for name, (cardinality, conflict_when) in expected.items():
        relation = catalog.relations[name]
        assert (relation.cardinality, relation.conflict_when) == (cardinality, conflict_when), name
    assert catalog.canonical("home ground") == "ground"
    assert catalog.canonical("affiliated with") == "affiliation"


def test_webnlg_properties_map_to_the_new_relations() -> None:
    mapped = load_property_map()
    assert mapped["country"] == "country"
    assert mapped["isPartOf"] == "part of"
    assert mapped["ingredient"] == mapped["mainIngredients"] == "ingredient"
    assert mapped["ground"] == "ground" and mapped["league"] == "league"
    assert mapped["ethnicGroup"] == "ethnic group"
    assert mapped["region"] == "region" and "leaderTitle" not in mapped
