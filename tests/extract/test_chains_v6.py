"""``spacy-rules.v2``: chains of places and address appositions, in general shapes.

- A named building, site or monument right before "in" and a chain of places is located in the
  chain's first place, whatever the parser hung "in" on ("X owns the Kelsey Arena in Lenmouth,
  Hollin County, Norway"), and the chain gives its part-of and country facts.
- A named building or site followed by a street and a chain of places, as an address is
  written ("The Kelsey Memorial, Harbour Road, Lenmouth, Norway, was unveiled ..."), is located
  at the street and lies in the chain's places.
- A place that opens the sentence as its subject with the places it lies in ("Brennock, Kelby
  County, Oregon, United States is led by X") is part of each, whatever the clause says; a town
  the pipeline does not tag shows itself by two places after it.
- A leader stated after a chain of three places or more, or of two whose second is no country
  ("in Brennock, Kelby County, Oregon, United States, where X is a leader", "in Lenmouth, Oregon,
  where ...", "which is led by X", "whose mayor is X"), and a mayor after any chain (a country
  has none), leads the chain's first place, whichever place the parser hung the clause on.

Near misses give nothing: a person met "in" a chain is not located there, a country has no mayor,
a chain after a name no rule read as a place gives no leader, a middle place of a
subject chain gets no country, a list of names is no address.

Every sentence is written for these tests, about monuments, universities, clubs' grounds and
dishes as well as buildings and towns. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a named thing right before "in" and a chain of places, the thing an object
    (
        "Harbour Holdings owns 4Hall in Lenmouth, Hollin County, Norway.",
        ("4Hall", "location", "Lenmouth"),
    ),
    (
        "Harbour Holdings owns 4Hall in Lenmouth, Hollin County, Norway.",
        ("Lenmouth", "part of", "Hollin County"),
    ),
    (
        "Harbour Holdings owns 4Hall in Lenmouth, Hollin County, Norway.",
        ("Lenmouth", "country", "Norway"),
    ),
    (
        "Students of the University of Marrow in Kelby, Hollin Province, Norway number 12,000.",
        ("University of Marrow", "location", "Kelby"),
    ),
    (
        "Students of the University of Marrow in Kelby, Hollin Province, Norway number 12,000.",
        ("University of Marrow", "country", "Norway"),
    ),
    # an address apposition: a street, then a chain of places
    (
        "The Hollin Art Institute, Quay Street, Lenmouth, Norway, was founded in 1890.",
        ("Hollin Art Institute", "location", "Quay Street"),
    ),
    (
        "The Hollin Art Institute, Quay Street, Lenmouth, Norway, was founded in 1890.",
        ("Hollin Art Institute", "country", "Norway"),
    ),
    (
        "The Vell Conference Grounds, Marrow Blvd., Kelby, Oregon, were built in 1921.",
        ("Vell Conference Grounds", "location", "Marrow Blvd."),
    ),
    (
        "The Vell Conference Grounds, Marrow Blvd., Kelby, Oregon, were built in 1921.",
        ("Vell Conference Grounds", "part of", "Kelby"),
    ),
    (
        "The Brennock Monument, Harbour Road, Kelby, Norway, is made of granite.",
        ("Brennock Monument", "location", "Harbour Road"),
    ),
    (
        "Kelsey Rovers play at Tarrow Park, Mill Lane, Lenmouth, Norway.",
        ("Tarrow Park", "location", "Mill Lane"),
    ),
    (
        "Kelsey Rovers play at Tarrow Park, Mill Lane, Lenmouth, Norway.",
        ("Tarrow Park", "country", "Norway"),
    ),
    # a subject chain, whatever the clause says of the place
    (
        "Brennock, Kelby County, Oregon, United States is led by Ada Lund.",
        ("Brennock", "part of", "Kelby County"),
    ),
    (
        "Brennock, Kelby County, Oregon, United States is led by Ada Lund.",
        ("Brennock", "country", "United States"),
    ),
    (
        "Brennock, Hollin County, Norway has a population of 40,000.",
        ("Brennock", "part of", "Hollin County"),
    ),
    (
        "Tarrow, Kelby County, Oregon, United States is led by Ada Lund.",
        ("Tarrow", "part of", "Kelby County"),
    ),
    (
        "Brennock, Hollin County, Norway has a population of 40,000.",
        ("Brennock", "country", "Norway"),
    ),
    # a leader after a long chain, or after a chain whose second place is no country
    (
        "The Vell Stones are in Brennock, Kelby County, Oregon, United States, where Ada Lund is a leader.",
        ("Brennock", "leader", "Ada Lund"),
    ),
    (
        "Marrow University is located in Kelby, Hollin County, Norway, where the leader is Tom Vell.",
        ("Kelby", "leader", "Tom Vell"),
    ),
    (
        "Kelsey Rovers play at the Tarrow Ground in Lenmouth, Oregon, where Ada Lund is the leader.",
        ("Lenmouth", "leader", "Ada Lund"),
    ),
    # a leader the rules found no place for: the chain's first place; a mayor is a town's
    (
        "The Kelsey Arch stands in Lenmouth, Hollin County, whose mayor is Tom Vell.",
        ("Lenmouth", "mayor", "Tom Vell"),
    ),
    (
        "The Marrow Library is in Kelby, Hollin County, Norway, which is led by Ada Lund.",
        ("Kelby", "leader", "Ada Lund"),
    ),
    (
        "Lenmouth, Norway, where Tom Vell is the mayor, is home to the Kelsey Arch.",
        ("Lenmouth", "mayor", "Tom Vell"),
    ),
    (
        "Kolvash comes from Lenmouth, Hollin County, Norway, where Ada Lund is the mayor.",
        ("Lenmouth", "mayor", "Ada Lund"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_chains_give_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND = [
    # a person met in a chain of places is not located there
    ("We met Ada Price in Lenmouth, Hollin County, Norway.", ("Ada Price", "location", "Lenmouth")),
    # a dish loved in a town is no located thing
    ("The students love Kolvash in Brennock, Hollin County, Norway.", ("Kolvash", "location", "Brennock")),
    # the chain's larger places are no location of the thing
    (
        "The council restored the Kelsey Memorial in Brennock, Kelby County, Oregon, in 1990.",
        ("Kelsey Memorial", "location", "Kelby County"),
    ),
    # a subject chain's middle place gets no country
    (
        "Brennock, Kelby County, Oregon, United States is led by Ada Lund.",
        ("Oregon", "country", "United States"),
    ),
    (
        "Brennock, Kelby County, Oregon, United States is led by Ada Lund.",
        ("Kelby County", "country", "United States"),
    ),
    # a person at an address is no located thing
    ("Ada Price, Mill Lane, Lenmouth, Norway, wrote the novel.", ("Ada Price", "location", "Mill Lane")),
    # a list of towns is no chain and no address
    ("Tarrow, Kelby and Brennock are towns in Oregon.", ("Tarrow", "part of", "Kelby")),
    ("The Vell Hall, Marrow Street and Quay Street are in Kelby.", ("Vell Hall", "location", "Marrow Street")),
    # a leader after a long chain is not the country's or the middle place's
    (
        "The Vell Stones are in Brennock, Kelby County, Oregon, United States, where Ada Lund is a leader.",
        ("United States", "leader", "Ada Lund"),
    ),
    (
        "Marrow University is located in Kelby, Hollin County, Norway, where the leader is Tom Vell.",
        ("Norway", "leader", "Tom Vell"),
    ),
    (
        "Kelsey Rovers play at the Tarrow Ground in Lenmouth, Oregon, where Ada Lund is the leader.",
        ("Oregon", "leader", "Ada Lund"),
    ),
    # a name before the chain that no rule read as a place: the chain's first is not sure
    (
        "The Vell Stones Memorial is in Tarrow, Kelby County, Oregon, United States, where the mayor is Ada Lund.",
        ("Kelby County", "mayor", "Ada Lund"),
    ),
    # a country has no mayor
    (
        "Lenmouth, Norway, where Tom Vell is the mayor, is home to the Kelsey Arch.",
        ("Norway", "mayor", "Tom Vell"),
    ),
    # a clause that names its own place keeps it
    (
        "The Kelsey Arch is in Brennock, Kelby County, Norway, where Norway is led by Tom Vell.",
        ("Brennock", "leader", "Tom Vell"),
    ),
]


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_chains_guards(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    assert absent not in facts_of(extractor, text)
