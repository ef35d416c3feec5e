"""``spacy-rules.v2``: places and the places that contain them, in the shapes the earlier rules
missed. A "where" clause that names its own place ("Norway, where the museum is located in
Lenmouth") locates the thing there and puts it in the country the clause hangs on; a region
whose name says it is one ("the Community of Lenmouth", "Minho Province", "Akita Prefecture" read
as two names) continues a chain whatever the pipeline tagged it. Near misses give nothing: a
club named like a county, a list of places, a "where" clause hung on no country, a
department.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a "where" clause with its own place: the thing is there, and both are in the country
    (
        "Karl Brandt is the leader of Austria, where the Hollin Monument is situated in Graz.",
        ("Hollin Monument", "location", "Graz"),
    ),
    (
        "Karl Brandt is the leader of Austria, where the Hollin Monument is situated in Graz.",
        ("Hollin Monument", "country", "Austria"),
    ),
    (
        "Ada Price leads Norway, where the Kelsey Stadium is located in Lenmouth.",
        ("Kelsey Stadium", "location", "Lenmouth"),
    ),
    # a region named as one continues the chain, whatever the pipeline tagged it
    (
        "The Kelsey Arena is in Alcorra, part of the Community of Lenmouth in Spain.",
        ("Alcorra", "part of", "Community of Lenmouth"),
    ),
    (
        "The Kelsey Arena is in Alcorra, part of the Community of Lenmouth in Spain.",
        ("Alcorra", "country", "Spain"),
    ),
    ("The Vell Museum of Art is located in Akita, Akita Prefecture.", ("Akita", "part of", "Akita Prefecture")),
    (
        "The Marrow Ground of Kelsey Rovers is in Brennock, part of the State of Lenmouth, Brazil.",
        ("Brennock", "part of", "State of Lenmouth"),
    ),
    # a chain goes on through "(part of ...)"
    ("Tarrow Airport serves Brennock (part of Marrow County, Oregon).", ("Brennock", "part of", "Marrow County")),
    (
        "The Vell Tower is located in Kelsey (part of Hollin County), Ohio.",
        ("Kelsey", "part of", "Hollin County"),
    ),
    # a participle of place opening the sentence, the thing after the copula
    ("Based in Lenmouth is the Tarrow Stadium.", ("Tarrow Stadium", "location", "Lenmouth")),
    (
        "Situated in the city of Kelsey is the Tarrow Monument, which was erected in 1921.",
        ("Tarrow Monument", "location", "Kelsey"),
    ),
    ("Found in Marrow, Spain, is the dish Tarrow Soup.", ("Tarrow Soup", "location", "Marrow")),
    # a built thing's or a site's class noun with "in" a place, after a copula or as an apposition
    ("The Vell Tower is a skyscraper in Lenmouth.", ("Vell Tower", "location", "Lenmouth")),
    ("The Marrow Arena is an arena in the city of Kelsey.", ("Marrow Arena", "location", "Kelsey")),
    ("The Hollin Monument, a memorial in Lenmouth, was erected in 1921.", ("Hollin Monument", "location", "Lenmouth")),
    (
        "Kelsey Hall, a 1910 building in Brennock, was designed by Ada Price.",
        ("Kelsey Hall", "location", "Brennock"),
    ),
    (
        "Tarrow University, a public university in Kelsey, Ohio, has 4000 students.",
        ("Tarrow University", "location", "Kelsey"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_places_give_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND = [
    # a "where" clause on a place that is no country gives no country
    (
        "Ada Price is the mayor of Lenmouth, where the Kelsey Stadium is located in Old Town.",
        ("Kelsey Stadium", "country", "Lenmouth"),
    ),
    # a clause with no place of its own on a country: the country is the thing's, not a place's
    ("Ada Price leads Norway, where the Kelsey Stadium is located.", ("Kelsey Stadium", "location", "Kelsey")),
    # a list of places is no chain
    (
        "The Vell shops are located in Kelsey, Brennock and Hollin County.",
        ("Brennock", "part of", "Hollin County"),
    ),
    # a club named like a county is no region of the place before it
    ("Kelsey Rovers beat Lenmouth, Derby County and Hollin United.", ("Lenmouth", "part of", "Derby County")),
    # "the Department of X" is no region
    (
        "The Vell Tower is in Kelsey, part of the Department of Transport.",
        ("Kelsey", "part of", "Department of Transport"),
    ),
    # brackets that say no containment make no chain
    ("The Tarrow Stadium is in Kelsey (Ada Price's town).", ("Kelsey", "part of", "Ada Price")),
    # a class noun of no built thing, a person's, a denial: no location
    ("Bibbo Brown is a character in Superman.", ("Bibbo Brown", "location", "Superman")),
    ("Ada Price, an architect in Lenmouth, designed the Vell Tower.", ("Ada Price", "location", "Lenmouth")),
    ("The Vell Tower is not a building in Lenmouth.", ("Vell Tower", "location", "Lenmouth")),
    ("Located in Lenmouth is a small museum.", ("museum", "location", "Lenmouth")),
    # the country of a chain is never the thing's location when a town is named
    (
        "The Vell Memorial stands in Kelsey, Oregon, United States.",
        ("Vell Memorial", "location", "Oregon"),
    ),
]


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_places_guards(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    assert absent not in facts_of(extractor, text)
