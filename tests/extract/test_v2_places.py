"""``spacy-rules.v2``: places in places (issue 10). A text that names a place with the larger
places it lies in ("in Lenmouth, Norway", "in Lenmouth in Norway", "in Lenmouth, a part of
Norway", "in Lenmouth, which is found in Norway") states the country of the place and of what
lies there; "within" says "in"; a place named with a lowercase class noun ("Lenmouth city",
"the state of Varnia") is a subject like any name. Lists, possessives and names that are no
places make no chain.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a chain: the place and what lies there are in the country that ends it
    ("The Tarrow Bridge is located in Kelsey, Norway.", ("Tarrow Bridge", "country", "Norway")),
    ("The Tarrow Bridge is located in Kelsey, Norway.", ("Kelsey", "country", "Norway")),
    ("The Tarrow Bridge is located in Kelsey, Norway.", ("Tarrow Bridge", "location", "Kelsey")),
    ("The Tarrow Bridge is located in Kelsey in Norway.", ("Tarrow Bridge", "location", "Kelsey")),
    ("The Vell Museum is situated in Kelsey in Norway.", ("Vell Museum", "country", "Norway")),
    ("The Vell Museum is situated in Kelsey in Norway.", ("Kelsey", "country", "Norway")),
    ("The Vell Museum is in Brennock, a part of Sweden.", ("Vell Museum", "country", "Sweden")),
    ("The Vell Museum is in Brennock, a part of Sweden.", ("Brennock", "country", "Sweden")),
    ("The Vell Museum is in Brennock, which is found in Sweden.", ("Brennock", "country", "Sweden")),
    ("The Vell Museum is in Brennock, which is a city in Sweden.", ("Vell Museum", "country", "Sweden")),
    ("The Vell Museum is in Brennock, in the U.S.", ("Vell Museum", "country", "United States")),
    ("The Tarrow Tower, Kelsey, Norway, has 12 floors.", ("Tarrow Tower", "country", "Norway")),
    # a longer chain: the first place is the one in the country
    ("Kelsey Field is in Marrow Township, Hollin County, Ohio, USA.", ("Marrow Township", "country", "United States")),
    ("Kelsey Field is in Marrow Township, Hollin County, Ohio, USA.", ("Kelsey Field", "country", "United States")),
    # "a part of" a place that is no country
    ("The Vell Museum is in Brennock, a part of Hollin County.", ("Brennock", "part of", "Hollin County")),
    # places of other relations: the place's country, not the person's or the airport's
    ("Ada Price was born in Kelsey, Norway.", ("Kelsey", "country", "Norway")),
    ("Tarrow Airport serves the city of Brennock in Sweden.", ("Brennock", "country", "Sweden")),
    # "within"
    ("Hollin County, Ohio, is within the United States.", ("Hollin County", "country", "United States")),
    ("The Vell Museum is within Brennock.", ("Vell Museum", "location", "Brennock")),
    ("Hollin County, Texas is in the US.", ("Hollin County", "country", "United States")),
    ("Kelsey, Texas is located within the country of the United States.", ("Kelsey", "country", "United States")),
    (
        "Marrow Township, Hollin County, Indiana is situated within the United States.",
        ("Marrow Township", "country", "United States"),
    ),
    ("The Vell Museum is found within Brennock.", ("Vell Museum", "location", "Brennock")),
    # the place a relative clause of containment is about, wherever the parser hung it
    (
        "The Vell Museum is located in Tirstrup which is part of the Marrow region.",
        ("Tirstrup", "part of", "Marrow region"),
    ),
    (
        "The Vell Museum is in Tirstrup, Denmark, which is in the Marrow region.",
        ("Tirstrup", "location", "Marrow region"),
    ),
    ("The location of the Vell Museum is Tirstrup, in Denmark.", ("Tirstrup", "country", "Denmark")),
    (
        "The airport is in Marrow Province where Ada Price is governor and is part of Hollin County.",
        ("Marrow Province", "part of", "Hollin County"),
    ),
    # "X is a (tourist destination, location, township) in Y": X is in Y
    ("The Vell Hall is a location in Brennock, Ohio.", ("Vell Hall", "location", "Brennock")),
    ("Kelsey is a popular tourist destination in Norway.", ("Kelsey", "country", "Norway")),
    ("Marrow Township is a township in Hollin County.", ("Marrow Township", "location", "Hollin County")),
    # a lone capitalized word opening the sentence, put in a named place, is a name
    ("Tarrow is part of Hollin County.", ("Tarrow", "part of", "Hollin County")),
    # a place named with a lowercase class noun
    ("Brennock city is located in Sweden.", ("Brennock city", "country", "Sweden")),
    ("Varnia state is located within the United States.", ("Varnia", "country", "United States")),
    ("The state of Varnia is located within the United States.", ("Varnia", "country", "United States")),
    ("The county of Hollin is in Sweden.", ("Hollin", "country", "Sweden")),
    ("Curitava is part of Parana state.", ("Curitava", "part of", "Parana")),
    ("The Walloon region is in the country of Belgium.", ("Walloon region", "country", "Belgium")),
    # a class noun with a rank stays the relation it names
    ("The largest city of Varnia is Kelsey.", ("Varnia", "largest city", "Kelsey")),
    # a country's long name keys as its usual name
    ("Kelsey is in the Republic of Ireland.", ("Kelsey", "country", "Ireland")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_places_in_places_give_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND = [
    # no place after the comma: no chain
    ("The Tarrow Bridge is located in Kelsey, Anna Pell said.", ("Tarrow Bridge", "country", "Anna Pell")),
    # a list of places, not one place named from small to large
    ("The Vell stores are located in Kelsey, Brennock and Norway.", ("Kelsey", "country", "Norway")),
    ("The Vell stores are located in Kelsey, Norway and Sweden.", ("Kelsey", "country", "Norway")),
    ("The Vell stores are located in Kelsey, Norway and Sweden.", ("Vell stores", "country", "Norway")),
    # a possessive: "Norway's second city" is no chain
    ("The Vell Museum is in Kelsey, Norway's second city.", ("Kelsey", "country", "Norway")),
    # a person's country is none of the place's: born in a place is no country of the person
    ("Ada Price was born in Kelsey, Norway.", ("Ada Price", "country", "Norway")),
    # an airport serving a city in a country is not said to be in it
    ("Tarrow Airport serves the city of Brennock in Sweden.", ("Tarrow Airport", "country", "Sweden")),
    # a person is no part of a place: the second verb of a "where" clause says it of the place
    (
        "The airport is in Marrow Province where Ada Price is governor and is part of Hollin County.",
        ("Ada Price", "part of", "Hollin County"),
    ),
    # a class noun with a nationality word is no name
    ("An American city is located in Norway.", ("American city", "country", "Norway")),
    # a lone capitalized word is a name only when the sentence puts it in a named place
    ("Tourism is part of life in Norway.", ("Tourism", "part of", "life")),
    # a relative clause after a chain is about its first place, not the country
    (
        "The Vell Museum is in Tirstrup, Denmark, which is in the Marrow region.",
        ("Denmark", "location", "Marrow region"),
    ),
]


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_places_in_places_guards(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    assert absent not in facts_of(extractor, text)


def test_a_chain_ending_in_a_country_keys_no_location_on_the_country(extractor: SpacyRulesV2Extractor) -> None:
    """ "in Kelsey, Norway": Norway is a country (its own key), never a second location that
    two documents naming Kelsey and Norway would disagree on."""
    found = facts_of(extractor, "The Tarrow Bridge is located in Kelsey, Norway.")
    assert not any(rel == "location" and value == "Norway" for _, rel, value in found)


def test_a_chain_of_places_puts_the_first_in_each_larger_one(extractor: SpacyRulesV2Extractor) -> None:
    """ "in Brennock, Hollin County, Ohio": Brennock is part of Hollin County and of Ohio, as the
    addresses of gazetteers say (part of never conflicts: a place lies in several)."""
    found = facts_of(extractor, "The Vell Museum is in Brennock, Hollin County, Ohio.")
    assert {("Brennock", "part of", "Hollin County"), ("Brennock", "part of", "Ohio")} <= found
    listed = facts_of(extractor, "The Vell stores are located in Brennock, Kelsey and Ohio.")
    assert not any(rel == "part of" for _, rel, _ in listed)


def test_a_chain_after_the_second_mention_of_a_name(extractor: SpacyRulesV2Extractor) -> None:
    """ "Addis Ababa City Hall is in Addis Ababa, Ethiopia, near the stadium": the chain follows
    the second "Addis Ababa", not the one the parser left inside the hall's name."""
    found = facts_of(extractor, "Addis Ababa City Hall is in Addis Ababa, Ethiopia, near the stadium.")
    assert ("Addis Ababa", "country", "Ethiopia") in found


def test_a_building_named_after_its_town_is_located_there(extractor: SpacyRulesV2Extractor) -> None:
    """ "Lenmouth Airport in Lenmouth": the town's name inside the airport's is no reason to
    drop the place it is in."""
    found = facts_of(extractor, "Lenmouth Airport in Lenmouth is operated by the Kelsey Air Force.")
    assert ("Lenmouth Airport", "location", "Lenmouth") in found
