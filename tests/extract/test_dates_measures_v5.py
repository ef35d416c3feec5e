"""Dates of building work, first broadcasts and retirements, and measures of named things, in the
general shapes encyclopedic prose writes them: a participle between commas or in brackets
("X, constructed in 1904, ..."), a fronted participle, "Construction of X began in A and ended
in B", "who retired" after the last of several names, a figure before its name ("The 120 metre
tall X"), "X covers 12 square kilometres", "X is 40 metres in height". Each shape is written for
the held-out kinds too (monuments, universities, teams, books), and each has its near misses:
the date of one event is never another's."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # construction: "constructed" and "erected" as "built" is read, in every position
    (
        "Constructed in 1871, the Marrow Lighthouse stands on Pell Point.",
        ("Marrow Lighthouse", "construction date", "1871"),
    ),
    (
        "The Orwell Obelisk, erected in 1921, honours the miners of Ordway.",
        ("Orwell Obelisk", "construction date", "1921"),
    ),
    ("The Kestrel Memorial was erected in 1921.", ("Kestrel Memorial", "construction date", "1921")),
    # a dedication date is the opening's
    ("The Kestrel Memorial was dedicated in 1922.", ("Kestrel Memorial", "opening date", "1922")),
    (
        "The Kestrel Memorial was erected in 1921 and dedicated in 1922.",
        ("Kestrel Memorial", "opening date", "1922"),
    ),
    (
        "The Kestrel Memorial, dedicated on 4 May 1922, stands in Lenmouth.",
        ("Kestrel Memorial", "opening date", "4 May 1922"),
    ),
    # a span in brackets after the name: the start and the completion
    (
        "The Lenmouth Town Hall (built 1961 - 1964) is 42 metres tall.",
        ("Lenmouth Town Hall", "building start date", "1961"),
    ),
    (
        "The Lenmouth Town Hall (built 1961 - 1964) is 42 metres tall.",
        ("Lenmouth Town Hall", "completion date", "1964"),
    ),
    # a participle between commas on a name inside a phrase
    (
        "The architect of the Harlow Tower, completed in 1962, was Anna Pell.",
        ("Harlow Tower", "completion date", "1962"),
    ),
    (
        "The founder of the Kestrel Memorial, erected in 1921, was Tom Baxter.",
        ("Kestrel Memorial", "construction date", "1921"),
    ),
    # the building work's start and end
    (
        "Construction of the Harlow Tower began in 1958 and ended in 1962.",
        ("Harlow Tower", "completion date", "1962"),
    ),
    (
        "The Harlow Tower was begun in 1958 and completed in 1962.",
        ("Harlow Tower", "building start date", "1958"),
    ),
    ("Ostley Castle began in 1327 and was completed in 1341.", ("Ostley Castle", "building start date", "1327")),
    ("Ostley Castle was begun in 1327.", ("Ostley Castle", "building start date", "1327")),
    ("The building of Ostley Castle was started in 1327.", ("Ostley Castle", "building start date", "1327")),
    # a construction noun with no name: the building the paragraph's previous sentence named
    (
        "The Harlow Tower stands in Lenmouth. Construction began in 1958.",
        ("Harlow Tower", "building start date", "1958"),
    ),
    (
        "The Harlow Tower has 20 floors. Construction of the building began in 1958 and ended in 1962.",
        ("Harlow Tower", "completion date", "1962"),
    ),
    # first broadcasts: "began airing"
    ("The Night Shift began airing on 3 May 1990.", ("Night Shift", "first air date", "3 May 1990")),
    # retirement: "who" after the last of several names; "he" of a main clause named before
    (
        "The members of the crew were Tom Baxter who was the commander, pilot Rob Lund and Anna Pell who "
        "retired on 1 June 1990.",
        ("Anna Pell", "retirement date", "1 June 1990"),
    ),
    (
        "The crew of the Vega 9 were Tom Baxter who was the commander and Anna Pell who retired in 1990.",
        ("Anna Pell", "retirement date", "1990"),
    ),
    (
        "Hal Brenner was born in Lenmouth. He became a ferry captain and sailed for Kelsey Lines "
        "before he retired in 1990.",
        ("Hal Brenner", "retirement date", "1990"),
    ),
    # dates written with points
    ("Hal Brenner retired 1990.05.03.", ("Hal Brenner", "retirement date", "1990-05-03")),
    ("Hal Brenner retired on 1990.5.3 in Lenmouth.", ("Hal Brenner", "retirement date", "1990-05-03")),
    # heights: a figure before the name or the class noun, in brackets, "in height", verbs
    ("The 120 metre tall Harlow Tower stands in Lenmouth.", ("Harlow Tower", "height", "120 metre")),
    (
        "The Orwell Obelisk, 28 metres high, was designed by Anna Pell.",
        ("Orwell Obelisk", "height", "28 metres"),
    ),
    ("The Orwell Obelisk is a 28 metres high monument.", ("Orwell Obelisk", "height", "28 metres")),
    (
        "The Kestrel Memorial, a 30-metre-high column of granite, stands in Lenmouth.",
        ("Kestrel Memorial", "height", "30 metre"),
    ),
    ("The Harlow Tower is 121.92 metres in height.", ("Harlow Tower", "height", "121.92 metres")),
    (
        "The Harlow Tower is 42 m high and houses the Lenmouth Council.",
        ("Harlow Tower", "height", "42 m"),
    ),
    # an airfield's length is its runway's
    ("Kelby Airport is 2744 metres long.", ("Kelby Airport", "runway length", "2744 metres")),
    ("The Harlow Tower rises 120 metres above the harbour.", ("Harlow Tower", "height", "120 metres")),
    ("The Kestrel Memorial stands 30 metres tall.", ("Kestrel Memorial", "height", "30 metres")),
    ("The Lenmouth Bridge is 400 metres in length.", ("Lenmouth Bridge", "length", "400 metres")),
    ("Lenmouth lies at an elevation of 25 metres.", ("Lenmouth", "height", "25 metres")),
    # areas: covers / occupies / is, a building's floor area
    ("Lenmouth covers 12.5 square kilometres.", ("Lenmouth", "area", "12.5 square kilometres")),
    ("Dunmore University covers 200 acres in Lenmouth.", ("Dunmore University", "area", "200 acres")),
    ("Lenmouth is 12.5 square kilometres.", ("Lenmouth", "area", "12.5 square kilometres")),
    (
        "The Harlow Tower has 20 floors and an area of 1200 square metres.",
        ("Harlow Tower", "floor area", "1200 square metres"),
    ),
    (
        "The Harlow Tower has 20 floors covering 1200 square metres.",
        ("Harlow Tower", "floor area", "1200 square metres"),
    ),
    ("The Harlow Tower covers 1200 square metres.", ("Harlow Tower", "floor area", "1200 square metres")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_date_or_measure_in_a_general_shape(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # the date of one event is never another's
    (
        "The architect responsible for the Harlow Tower was Anna Pell Hardwick and the building was completed in 1962.",
        "completion date",
        "Anna Pell Hardwick",
    ),
    ("The Lenmouth Town Hall (built 1961 - 1964) is 42 metres tall.", "construction date", "1961"),
    ("Lenmouth Plaza is a 20 floor Anna Pell building, completed in 1983.", "completion date", "Anna Pell building"),
    ("The Kestrel Memorial was erected in 1921 and dedicated in 1922.", "opening date", "1921"),
    ("The Kestrel Memorial was dedicated to the miners of Ordway in 1922.", "opening date", ""),
    ("Anna Pell was dedicated in 1922.", "opening date", ""),
    ("The Kestrel Memorial was erected in 1921 and dedicated in 1922.", "construction date", "1922"),
    ("Construction of the Harlow Tower began in 1958 and ended in 1962.", "building start date", "1962"),
    ("Construction of the Harlow Tower began in 1958 and ended in 1962.", "completion date", "1958"),
    ("The Harlow Tower was begun in 1958 and completed in 1962.", "completion date", "1958"),
    # a span is read as one, never as a construction date of its first year
    ("The Harlow Tower was constructed from 1958 to 1962.", "construction date", ""),
    # an end that is no building's
    ("The Lenmouth Strike started in 1984 and ended in 1985.", "completion date", ""),
    ("The Lenmouth Strike started in 1984 and ended in 1985.", "building start date", ""),
    # the first of several names is not who retired
    (
        "The members of the crew were Tom Baxter who was the commander, pilot Rob Lund and Anna Pell who "
        "retired on 1 June 1990.",
        "retirement date",
        "Tom Baxter",
    ),
    # a person who began broadcasting, or a channel, never airs as a programme
    ("Anna Pell began broadcasting in 1990.", "first air date", ""),
    # a construction noun after a sentence about a person keys nothing
    ("Anna Pell was an architect. Construction began in 1958.", "building start date", ""),
    # a measure of a part, or of a person, is never the name's
    ("The Harlow Tower has a 40 metre long wing.", "length", ""),
    ("Anna Pell, 30 years old, designed the Harlow Tower.", "height", ""),
    ("The Orwell Obelisk, 28 metres high, was designed by Anna Pell.", "height", "Anna Pell"),
    # a town's area in square kilometres is no floor area; a building's is no area
    ("Lenmouth covers 12.5 square kilometres.", "floor area", ""),
    ("The Harlow Tower has 20 floors and an area of 1200 square metres.", "area", ""),
    # no measure of a common noun: "the area of water in X" is not the water's area, nor X's
    ("The area of water in Lenmouth is 14.2 square kilometres.", "area", ""),
    ("Kelby Airport is 2744 metres long.", "length", ""),
    # an airport's length is its runway's, which the runway rules read
    ("Kelby Airport is 2000 metres in length.", "length", ""),
    # "at an elevation of N above sea level" stays one height, read by the sea-level rules
    ("Kelby Airport is at an elevation of 25 metres above sea level.", "height", "25 metres above sea level"),
]


@pytest.mark.parametrize(("text", "relation", "value"), ABSENT)
def test_no_date_or_measure_from_a_near_miss(
    extractor: SpacyRulesV2Extractor, text: str, relation: str, value: str
) -> None:
    found = facts_of(extractor, text)
    wrong = [f for f in found if (not relation or f[1] == relation) and (not value or value in (f[0], f[2]))]
    assert not wrong, wrong


def test_a_kind_keeps_its_measure(extractor: SpacyRulesV2Extractor) -> None:
    """ "The blue whale can reach a length of about 30 metres": a kind named by common nouns is
    an entity (the bundled corpus's variants need it); only a lone common noun ("water") is none."""
    found = facts_of(extractor, "The blue whale can reach a length of about 30 metres.")
    assert ("blue whale", "length", "30 metres") in found, found
