"""``spacy-rules.v2``, where things are (round 17): a named building, site or facility with "in"
or "at" a named place right after its name, wherever the name stands in the sentence ("The
tenant of Kelby Hall in Vellmouth is X", "Kelby airport, in Norland, has ...", "Kelby Tower at
the North Quay is owned by X"), whatever the pipeline tagged the place.

And the guards: a person, a team, a dish, a date or a league after "in" gives no location.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

SITED_NAMES = [
    # a building named as the object of a role noun, the preposition hung on the noun
    (
        "The tenant of Kelby Hall in Vellmouth, which has 23 floors, is Tarn Hotels.",
        [("Kelby Hall", "location", "Vellmouth")],
    ),
    ("Tarn Hotels is the tenant of Kelby Hall in Vellmouth.", [("Kelby Hall", "location", "Vellmouth")]),
    # a facility with its place between commas, the place tagged as anything
    ("Kelby airport, in Norland, has the code KLB.", [("Kelby airport", "location", "Norland")]),
    (
        "The runway of Kelby Airport, in Tarrow, is 2000 metres long.",
        [("Kelby Airport", "location", "Tarrow")],
    ),
    # "at" a named place
    ("Kelby Tower at the North Quay is owned by Tarn Hotels.", [("Kelby Tower", "location", "North Quay")]),
    # after "the location of"
    (
        "Norland is the location of the Kelby Museum of Art in Tarrow, Hollin Prefecture.",
        [("Kelby Museum of Art", "location", "Tarrow")],
    ),
    # a place the pipeline tagged as an organisation's or a person's one-word name
    (
        "Tarn Air is a tenant of Marrow Hotel Bella Vista in Vellmouth.",
        [("Marrow Hotel Bella Vista", "location", "Vellmouth")],
    ),
    (
        "Kelby International airport in Kelby is operated by Tarn Air.",
        [("Kelby International airport", "location", "Kelby")],
    ),
    # a street read as two names; a one-word arena
    ("103 Kelby Row at Kelby Row was completed in 1976.", [("103 Kelby Row", "location", "Kelby Row")]),
    ("Concerts are hosted at 3Arena in Dublin.", [("3Arena", "location", "Dublin")]),
    # the place after a height above sea level
    (
        "Kelby Airport is located 280 metres above sea level in Tarrow, Ohio.",
        [("Kelby Airport", "location", "Tarrow")],
    ),
    # "in" and a place that open the sentence
    ("In Vellmouth, the Kelby Airport has a runway of 3000 metres.", [("Kelby Airport", "location", "Vellmouth")]),
    ("In Norway, the Kelby Airbase has a runway length of 3990 metres.", [("Kelby Airbase", "country", "Norway")]),
    # "The X of Y in Z": the sited name is in the town, the town in the larger place
    (
        "The Kelby Grounds of Tarrow in Ohio were built in 1913.",
        [("Kelby Grounds", "location", "Tarrow"), ("Tarrow", "part of", "Ohio")],
    ),
    # the object of a verb, with a chain of places
    (
        "Ada Lee designed the Marrow Museum in Tarrow, Hollin County, Norway.",
        [("Marrow Museum", "location", "Tarrow"), ("Marrow Museum", "country", "Norway")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), SITED_NAMES)
def test_a_sited_name_with_in_or_at_a_place(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, found


NOT_SITED = [
    "Ada Lee in Vellmouth was elected mayor.",  # a person
    "Kelby Rovers in Vellmouth play in the Second League.",  # a team
    "Kelby Hall in March was sold to Tarn Hotels.",  # a date
    "Kelby Hall at Christmas is busy.",  # a feast
    "Kelby Stadium in the Premier League is old.",  # a league
    "Marrow pie in Norland is eaten with rice.",  # a dish
    "Rob Hall in Vellmouth is a singer.",  # a person named like a hall
    "In Vellmouth, Ada Lee was elected mayor.",  # a person after a fronted place
    "In 1990, the Kelby Hall was sold.",  # a fronted date
    "Vellmouth is 40 metres above sea level in Norland.",  # a town, not a site
    "Kelby Hall in Ada Lee's novel is old.",  # a possessive after "in"
]


@pytest.mark.parametrize("text", NOT_SITED)
def test_no_location_without_a_sited_name_and_a_place(extractor: SpacyRulesV2Extractor, text: str) -> None:
    found = facts_of(extractor, text)
    assert not any(rel == "location" for _, rel, _ in found), found


BUILT_IN = [
    # a verb of building with a date, then the place
    (
        "Marrow Hall, designed by Ada Lee, was completed in 1995 in Vellmouth, Norland.",
        [("Marrow Hall", "location", "Vellmouth")],
    ),
    (
        "Tarn Plaza was built in 1904 in Kelby, Norway.",
        [("Tarn Plaza", "location", "Kelby"), ("Tarn Plaza", "country", "Norway")],
    ),
    # the place first, the date after it, the place tagged as a person's name
    (
        "Kelby Square which has 45 floors was completed in Vellmouth in 1985.",
        [("Kelby Square", "location", "Vellmouth")],
    ),
    # a name that says nothing of a building, in a sentence about its architect
    (
        "Marrow Gufa, designed by the architect Ada Lee, was completed in 1995 in Vellmouth, Norland, India.",
        [("Marrow Gufa", "location", "Vellmouth"), ("Marrow Gufa", "country", "India")],
    ),
    # a participle that opens the sentence
    ("Completed in 1985 in Norway, Kelby Square has 45 floors.", [("Kelby Square", "country", "Norway")]),
    # the active voice
    ("Ada Lee built Kelby Hall in 1990 in Vellmouth.", [("Kelby Hall", "location", "Vellmouth")]),
]


@pytest.mark.parametrize(("text", "expected"), BUILT_IN)
def test_a_building_dated_and_placed_by_one_verb(
    extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]
) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, found


NOT_BUILT_IN = [
    "The novel Kelby Days was completed in 1990 in Vellmouth.",  # a written work
    "Tarn Hotels was founded in 1990 in Vellmouth.",  # a company's founding place, no location
]


@pytest.mark.parametrize("text", NOT_BUILT_IN)
def test_no_location_for_a_work_or_a_founding(extractor: SpacyRulesV2Extractor, text: str) -> None:
    found = facts_of(extractor, text)
    assert not any(rel in ("location", "country") for _, rel, _ in found), found


def test_a_campus_name_is_no_location(extractor: SpacyRulesV2Extractor) -> None:
    """ "the University of Hollin at Tarrow": a campus's name, not a system located in a town."""
    found = facts_of(extractor, "The University of Hollin at Tarrow is affiliated with the Hollin System.")
    assert not any(rel == "location" for _, rel, _ in found), found


def test_a_name_cut_short_is_not_located(extractor: SpacyRulesV2Extractor) -> None:
    """ "108 St. Kelby's Terrace was completed in 1988 in Vellmouth": no fact on "Terrace" alone."""
    found = facts_of(extractor, "108 St. Kelby's Terrace was completed in 1988 in Vellmouth, Norway.")
    assert not any(entity == "Terrace" for entity, rel, _ in found if rel in ("location", "country")), found


PLACE_CHAINS = [
    # a place that is a fact's entity, written with its chain
    (
        "The mayor of Kelby, Hollin County, Norway is Ada Lee.",
        [("Kelby", "part of", "Hollin County"), ("Kelby", "country", "Norway")],
    ),
    (
        "Ada Lee is a leader in Vellmouth, Ohio, United States.",
        [("Vellmouth", "part of", "Ohio"), ("Vellmouth", "country", "United States")],
    ),
    # a place that is a fact's value of another relation
    ("Kelby Airport serves Kelby, Norway.", [("Kelby", "country", "Norway")]),
    # a region named with its country after "of", in a chain or as the value
    (
        "Kelby Hospital is located in Kelby District in the Eastern Province of Norway.",
        [
            ("Kelby District", "part of", "Eastern Province"),
            ("Kelby District", "country", "Norway"),
            ("Kelby Hospital", "country", "Norway"),
        ],
    ),
    (
        "Kelby Museum is located in Hollin Prefecture of Japan.",
        [("Kelby Museum", "location", "Hollin Prefecture"), ("Kelby Museum", "country", "Japan")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), PLACE_CHAINS)
def test_a_place_with_its_chain_in_any_fact(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, found


def test_a_list_of_places_makes_no_chain(extractor: SpacyRulesV2Extractor) -> None:
    """ "serves Kelby, Tarrow and Dale": three towns, none part of another."""
    found = facts_of(extractor, "Kelby Airport serves Kelby, Tarrow and Dale.")
    assert not any(rel == "part of" for _, rel, _ in found), found


def test_a_later_place_of_an_address_starts_no_chain(extractor: SpacyRulesV2Extractor) -> None:
    """ "located at Kelby Blvd., Tarrow Grove, Ohio": the chain belongs to the address; Tarrow
    Grove is keyed by no chain of its own."""
    found = facts_of(extractor, "Kelby Grounds is located at Kelby Blvd., Tarrow Grove, Ohio.")
    assert not any(entity == "Tarrow Grove" for entity, _, _ in found), found


def test_the_x_of_a_town_in_a_state_is_not_located_in_the_state(extractor: SpacyRulesV2Extractor) -> None:
    """ "The Kelby Grounds of Tarrow in Ohio": located in Tarrow, not in Ohio (a part of it)."""
    found = facts_of(extractor, "The Kelby Grounds of Tarrow in Ohio were built in 1913.")
    assert ("Kelby Grounds", "location", "Ohio") not in found, found


def test_a_leader_is_no_location(extractor: SpacyRulesV2Extractor) -> None:
    """ "Ada Lee is the leader of Norland and is the location of Kelby Hall": not in Ada Lee."""
    found = facts_of(extractor, "Ada Lee is the leader of Norland and is the location of Kelby Hall.")
    assert ("Kelby Hall", "location", "Ada Lee") not in found, found
