"""``spacy-rules.v2``: places written in the shapes the chain rules missed. A place with its
country after it and no comma ("in Kelsey Norway"), a region named with "of" its country ("the
Marrow Province of Norway"), a country in brackets ("Texas (United States)") or as a possessive
("Norway's Kelsey") gives the place's country and a located thing's; "A is the location of B
and C" locates both; "A is where B is located" locates B in A. Names whose last word is a
country's but which name another place ("New Mexico") and near misses give nothing.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a place and its country with no comma between them: the pipeline reads one name
    ("The Tarrow Museum is located in Kelsey Norway.", ("Tarrow Museum", "location", "Kelsey")),
    ("The Tarrow Museum is located in Kelsey Norway.", ("Kelsey", "country", "Norway")),
    ("The Tarrow Museum is located in Kelsey Norway.", ("Tarrow Museum", "country", "Norway")),
    ("Ada Price was born in Brennock Sweden.", ("Ada Price", "birth place", "Brennock")),
    ("Ada Price was born in Brennock Sweden.", ("Brennock", "country", "Sweden")),
    # "the X Province (Region, District) of Country": a region of the country, named without it
    (
        "The Vell Hospital is located in the Marrow Province of Norway.",
        ("Vell Hospital", "location", "Marrow Province"),
    ),
    ("The Vell Hospital is located in the Marrow Province of Norway.", ("Marrow Province", "country", "Norway")),
    ("The Vell Hospital is located in the Marrow Province of Norway.", ("Vell Hospital", "country", "Norway")),
    ("The Vell Museum is in Kelsey, in the Marrow Region of Norway.", ("Kelsey", "country", "Norway")),
    # a country in brackets after the place
    ("The Vell Stadium is located in Texas (United States).", ("Texas", "country", "United States")),
    ("The Vell Stadium is located in Texas (United States).", ("Vell Stadium", "country", "United States")),
    # a country's possessive before the place
    ("The Vell Stadium is located in Sweden's Brennock.", ("Brennock", "country", "Sweden")),
    ("The Vell Stadium is located in Sweden's Brennock.", ("Vell Stadium", "location", "Brennock")),
    # "A is the location of B and C": both are there
    ("Lisbon is the location of the Vell Museum and the Tarrow Tower.", ("Tarrow Tower", "location", "Lisbon")),
    ("Lisbon is the location of the Vell Museum and the Tarrow Tower.", ("Vell Museum", "location", "Lisbon")),
    (
        "Lisbon in Portugal is the location of the Vell Museum and the Tarrow Tower.",
        ("Tarrow Tower", "country", "Portugal"),
    ),
    # "A is where B is located"
    ("Lisbon is where the Vell Museum is located.", ("Vell Museum", "location", "Lisbon")),
    # a side or a part of a place: what lies there is in the place
    ("The Vell Museum is located in the south of Portugal.", ("Vell Museum", "country", "Portugal")),
    ("The Vell Museum is in the northern part of Portugal.", ("Vell Museum", "country", "Portugal")),
    ("The Vell Museum lies in the west of Hollin County.", ("Vell Museum", "location", "Hollin County")),
    ("The Vell Museum is in the heart of Lisbon.", ("Vell Museum", "location", "Lisbon")),
    ("The Vell Bridge is in the far north of Norway.", ("Vell Bridge", "country", "Norway")),
    ("Kelsey is a town in the south of Norway.", ("Kelsey", "country", "Norway")),
    ("The Harlow University is based in the south of England.", ("Harlow University", "country", "England")),
    # "the Hollin region of Norway": a named region of the country, not only the country
    ("Kelsey is located in the Hollin region of Norway.", ("Kelsey", "location", "Hollin region")),
    ("Kelsey is located in the Hollin region of Norway.", ("Hollin region", "country", "Norway")),
    ("Kelsey is located in the Hollin region of Norway.", ("Kelsey", "country", "Norway")),
    # a subject named with the place it lies in
    ("Kelsey in Hollin County is in Ohio.", ("Kelsey", "part of", "Hollin County")),
    ("Kelsey in Hollin County is in Ohio.", ("Kelsey", "location", "Ohio")),
    # part of two places joined by "and"
    ("Kelsey is part of Hollin County and Marrow County.", ("Kelsey", "part of", "Marrow County")),
    ("Kelsey is part of Hollin County and Marrow County.", ("Kelsey", "part of", "Hollin County")),
    # "used to be part of"
    ("Kelsey used to be part of Hollin County.", ("Kelsey", "part of", "Hollin County")),
    ("Kelsey, which used to be part of Hollin County, has a museum.", ("Kelsey", "part of", "Hollin County")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_places_give_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND = [
    # a name that ends in a country's but names another place is one place
    ("The Vell Museum is located in New Mexico.", ("New", "country", "Mexico")),
    ("The Vell Museum is located in New Mexico.", ("Vell Museum", "country", "Mexico")),
    ("The Vell Museum is located in Northern Ireland.", ("Vell Museum", "country", "Ireland")),
    # a country's own long name is no place in a country
    ("The Vell Museum is located in Papua New Guinea.", ("Vell Museum", "location", "Papua New")),
    # Georgia names a state as often as a country
    ("The Vell Museum is located in Marietta Georgia.", ("Vell Museum", "country", "Georgia")),
    # "the Province of Alberta": the class noun alone is no place of its own
    ("The Vell Museum is located in the Province of Norway.", ("Province", "country", "Norway")),
    # a person born in a place with its country is no thing located in the country
    ("Ada Price was born in Brennock Sweden.", ("Ada Price", "country", "Sweden")),
    # the possessive of a person is no country
    ("The Vell Stadium is located in Ada Price's Brennock.", ("Brennock", "country", "Ada Price")),
    # a person joined to a located thing is not there
    ("Lisbon is the location of the Vell Museum and John Smith lives there.", ("John Smith", "location", "Lisbon")),
    # "where" after a copula whose subject is no place
    ("The question is where the Vell Museum is located.", ("Vell Museum", "location", "question")),
    ("Lisbon is where Ada Price was born.", ("Ada Price", "location", "Lisbon")),
    # a person in a side of a place is not located there by this rule, nor is a side a place
    ("Ada Price lives in the south of Portugal.", ("Ada Price", "country", "Portugal")),
    ("The Vell Museum is located in the south of the old town.", ("Vell Museum", "location", "old town")),
    ("The Vell Museum is not in the south of Portugal.", ("Vell Museum", "country", "Portugal")),
    # "the capital of Norway", "the southern region of Norway": no named region
    ("The Vell Museum is in the southern region of Norway.", ("Vell Museum", "location", "southern region")),
    ("The Vell Museum is in the old north of Norway.", ("Vell Museum", "country", "Norway")),
    ("Kelsey is a name in the south of Norway.", ("Kelsey", "country", "Norway")),
    ("Kelsey is located in the Hollin region of Norway.", ("Kelsey", "location", "Norway")),
    # "the US state of Georgia": the state is Georgia, no region named "US state"
    ("Kelsey is located in the US state of Georgia.", ("Kelsey", "location", "US state")),
    # a region "of" a place that is no country: which lies in which is not said
    ("Kelsey is located in the Hollin region of Tirstrup.", ("Hollin region", "part of", "Tirstrup")),
    # a place in a chain is part of the larger place, not located in it like a thing
    ("Kelsey is located in Brennock, Hollin County.", ("Kelsey", "location", "Hollin County")),
    # a list of places is no chain
    ("The Vell stores are located in Kelsey, Brennock and Hollin County.", ("Kelsey", "part of", "Brennock")),
    # "and" that opens a new clause joins no second whole
    ("Kelsey is part of Hollin County and Lisbon is the capital of Portugal.", ("Kelsey", "part of", "Lisbon")),
    ("Kelsey is part of Hollin County and Ada Price is its mayor.", ("Kelsey", "part of", "Ada Price")),
    # a subject that is no place is not put in the place after it
    ("The Vell Museum in Kelsey is part of Hollin Trust.", ("Vell Museum", "part of", "Kelsey")),
]


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_places_guards(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    assert absent not in facts_of(extractor, text)
