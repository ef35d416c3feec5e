"""``spacy-rules.v2``: where things are, in shapes every kind of text uses. A named subject with
"in" a place right after it ("The Brennock Arena in Lenmouth, Norway was opened ...") is there
even when the parser takes the larger place for the subject; "lies in" / "sits within" place a
thing; "belongs to" and "includes" put a place in a larger one; "the Norwegian city of X" gives
X's country; "X, a town in the Hollin region of Norway" gives X's region and country; "serves A
and the city of B" serves both; a bare "the city" is the one town named before it; what lies in
the first place of a chain is part of its larger places too. Near misses give nothing: a person
named with a place, a university that belongs to a group, a festival that includes towns, "the
city" after two towns or after a capital, the adjective of "the American state of Ohio" as a
place.

Every sentence is written for these tests, about dishes, teams, universities and monuments as
well as buildings and towns. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a named subject with "in" a place right after it, whatever the parser made the subject
    ("The Brennock Arena in Lenmouth, Norway was opened in 1994.", ("Brennock Arena", "location", "Lenmouth")),
    ("The Brennock Arena in Lenmouth, Norway was opened in 1994.", ("Brennock Arena", "country", "Norway")),
    (
        "Tarrow Park in Kelsey, Ireland is the home ground of Kelsey Rovers.",
        ("Tarrow Park", "location", "Kelsey"),
    ),
    # verbs of lying somewhere
    ("The Vell Bridge lies in Hollin County.", ("Vell Bridge", "location", "Hollin County")),
    (
        "The Marrow Monument, which lies in Brennock, Scotland, was unveiled in 1921.",
        ("Marrow Monument", "location", "Brennock"),
    ),
    ("Kelsey University lies within the city of Tarrow.", ("Kelsey University", "location", "Tarrow")),
    # a place that belongs to, or is included in, a larger one
    ("Brennock belongs to Hollin County.", ("Brennock", "part of", "Hollin County")),
    ("Hollin County includes Brennock and Kelsey.", ("Brennock", "part of", "Hollin County")),
    ("Hollin County includes Brennock and Kelsey.", ("Kelsey", "part of", "Hollin County")),
    # a nationality adjective on a place's class noun
    ("The Vell Museum is located in the Norwegian city of Lenmouth.", ("Lenmouth", "country", "Norway")),
    ("The Vell Museum is located in the Norwegian city of Lenmouth.", ("Vell Museum", "country", "Norway")),
    ("Marrow Pie is a dish from the Spanish region of Galvora.", ("Marrow Pie", "country", "Spain")),
    ("Marrow Pie is a dish from the Spanish region of Galvora.", ("Galvora", "country", "Spain")),
    ("Ada Vell was born in the American state of Ohio.", ("Ada Vell", "birth place", "Ohio")),
    # "X, a town in the Hollin region of Norway": the region and the country
    (
        "Brennock, a town in the Hollin region of Norway, has a famous university.",
        ("Brennock", "location", "Hollin region"),
    ),
    (
        "Brennock, a town in the Hollin region of Norway, has a famous university.",
        ("Brennock", "country", "Norway"),
    ),
    # each city an airport serves, "the city of" or not
    ("Tarrow Airport serves Brennock and the city of Kelsey.", ("Tarrow Airport", "city served", "Kelsey")),
    ("Tarrow Airport serves the city of Brennock and Kelsey.", ("Tarrow Airport", "city served", "Kelsey")),
    # "the city" / "the town": the one town named before
    (
        "Ada Price is the mayor of Brennock. The Marrow Memorial stands in the town.",
        ("Marrow Memorial", "location", "Brennock"),
    ),
    ("Ada Price is the mayor of Brennock. Tom Vell was born in the city.", ("Tom Vell", "birth place", "Brennock")),
    # what lies in a chain's first place is part of its larger places (several values)
    (
        "Kelsey University is located in Brennock, Hollin County, Oregon.",
        ("Kelsey University", "part of", "Hollin County"),
    ),
    (
        "The Vell Stadium, home of Kelsey Rovers, is in Brennock, Hollin County.",
        ("Vell Stadium", "part of", "Hollin County"),
    ),
    ("The Marrow Memorial stands in Kelsey, Oregon, United States.", ("Marrow Memorial", "part of", "Oregon")),
    # a region named by a side of a country lies in the country, and so does what lies in it
    ("Vell Airport is located in Brennock, part of the Central Norway Region.", ("Brennock", "country", "Norway")),
    ("Vell Airport is located in Brennock, part of the Central Norway Region.", ("Vell Airport", "country", "Norway")),
    # "the community of X" (a lowercase class noun) is the region, not the city X
    ("Galvora is part of the community of Valcastro.", ("Galvora", "part of", "Community of Valcastro")),
    (
        "The Kelsey Stadium is in Galvora, part of the community of Valcastro in Spain.",
        ("Galvora", "part of", "Community of Valcastro"),
    ),
    ("The Kelsey Stadium is in Galvora, part of the community of Valcastro in Spain.", ("Galvora", "country", "Spain")),
    # a place in a chain is part of the larger places
    ("Tarrow is located in Brennock, Hollin County.", ("Tarrow", "part of", "Hollin County")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_places_give_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND = [
    # the adjective of "the American state of" is no place
    ("Ada Vell was born in the American state of Ohio.", ("Ada Vell", "birth place", "American")),
    # a person named with a place is not located there
    ("Alan Brooks in Houston, Texas was elected in 1990.", ("Alan Brooks", "location", "Houston")),
    # a university belongs to a group, a festival includes towns: no part of
    ("Kelsey University belongs to the Ivy Group.", ("Kelsey University", "part of", "Ivy Group")),
    ("The Vell Festival includes Brennock and Kelsey.", ("Brennock", "part of", "Vell Festival")),
    ("South Africa includes White South Africans.", ("White South Africans", "country", "South Africa")),
    # "the city" after a capital and its state, or after two towns, is not sure
    ("Austin is the capital of Texas. The Vell Tower is located in the city.", ("Vell Tower", "location", "Texas")),
    (
        "Chicago is in Illinois. The Vell Tower is located in the city.",
        ("Vell Tower", "location", "Illinois"),
    ),
    # a city served stays the first place of its chain
    ("Tarrow Airport serves the city of Brennock, Hollin County.", ("Tarrow Airport", "city served", "Hollin County")),
    # a place is no city an airport serves because "and" follows it in another clause
    (
        "Tarrow Airport serves Brennock and is operated by Kelsey Air.",
        ("Tarrow Airport", "city served", "Kelsey Air"),
    ),
    # a chain's larger places are no location (two towns of one county still conflict), nor its country
    ("Tarrow is located in Brennock, Hollin County.", ("Tarrow", "location", "Hollin County")),
    ("The Marrow Memorial stands in Kelsey, Oregon, United States.", ("Marrow Memorial", "location", "Oregon")),
    ("The Marrow Memorial stands in Kelsey, Oregon, United States.", ("Marrow Memorial", "location", "United States")),
    ("Kelsey University is located in Brennock, Hollin County, Oregon.", ("Kelsey University", "location", "Oregon")),
    # "the community of Valcastro" is no part of the city Valcastro
    ("Galvora is part of the community of Valcastro.", ("Galvora", "part of", "Valcastro")),
    # a country's name inside another place's is no country of it
    ("The Marrow Monument is in Lenmouth, which is in Northern Ireland.", ("Lenmouth", "country", "Ireland")),
    # lying somewhere needs a place and a thing
    ("The answer lies in Norway.", ("answer", "location", "Norway")),
    ("Ada Price sits in the Hollin Council.", ("Ada Price", "location", "Hollin Council")),
]


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_places_guards(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    assert absent not in facts_of(extractor, text)
