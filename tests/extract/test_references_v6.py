"""``spacy-rules.v2`` on definite descriptions that name a thing of an earlier sentence
(session 26): "the/this/that <class noun>" names the one named thing of the paragraph it fits, by
its name's words ("the airport" for "Tarrow Airport", "the building" for "Kelsey Hall" or "250
Marlow Avenue"), a class the paragraph gave it ("X is a hotel", "the town of X", a league, an
author or floors of its own) or its NER label, also when it is not the previous sentence's
subject, also as an object ("the President of the University"), also capitalized ("The
Republic"). ``NEAR_MISSES``: when two things fit, or the thing would be a person, nothing.

Every sentence is written for these tests (invented places, buildings, clubs, books, dishes,
universities, monuments and people). Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, Key]] = [
    # "the building": a building's name, an address, floors of its own
    (
        "The Marlow Tower is in Brennock. The building was completed in 1990 and has 40 floors.",
        ("Marlow Tower", "completion date", "1990"),
    ),
    (
        "The construction of Kelsey Hall began in 1961 and it was completed in 1964. The building, which is"
        " the seat of the city council, has a height of 42 metres.",
        ("Kelsey Hall", "height", "42 metres"),
    ),
    (
        "In 2014 work began on 250 Marlow Avenue in Brennock. The building has 12 floors.",
        ("250 Marlow Avenue", "floor count", "12"),
    ),
    # a capitalized class noun, "this" + a class noun
    (
        "Kelsey Manor is located in the Republic of Norland. The Republic's leader is Tom Baxter.",
        ("Republic of Norland", "leader", "Tom Baxter"),
    ),
    (
        "Hollin Airport is in Brennock. The Airport is operated by the Norland Aviation Authority.",
        ("Hollin Airport", "operator", "Norland Aviation Authority"),
    ),
    (
        "Tarrow Airport serves the town of Lenmouth. This airport is operated by Norland Air.",
        ("Tarrow Airport", "operator", "Norland Air"),
    ),
    (
        "Tom Baxter is the leader of Norland, which is where the town of Hollin is. This town is served by"
        " Hollin Airport.",
        ("Hollin Airport", "city served", "Hollin"),
    ),
    # "the city" after "X is the capital of Y": X, a city
    (
        "Hollin is the capital of Norland. The Kelsey Tower is located in the city.",
        ("Kelsey Tower", "location", "Hollin"),
    ),
    # a description as an object
    (
        "Ada Price attended the University of Lenmouth. Nowadays, Greta Holm is the President of the University.",
        ("University of Lenmouth", "president", "Greta Holm"),
    ),
    ("The Brennock Arms is a hotel in Lenmouth. Ada Price owns the hotel.", ("Brennock Arms", "owner", "Ada Price")),
    # a lowercase "the" after a full stop, which the sentence cutter kept in one sentence
    (
        "The Brennock Hotel has 40 rooms and 5 floors. the hotel is owned by Kelsey Hotels.",
        ("Brennock Hotel", "owner", "Kelsey Hotels"),
    ),
    # clubs and teams
    (
        "Harrow Rovers play in the Fenland League. Their ground is Rowan Park, in Lenmouth. The club was"
        " founded in 1888.",
        ("Harrow Rovers", "founded", "1888"),
    ),
    (
        "Harrow Rovers play at Rowan Park. Tom Baxter is the manager of the team.",
        ("Harrow Rovers", "manager", "Tom Baxter"),
    ),
    # universities and colleges, past another subject
    (
        "Ada Price studied at Pellow University. She was born in Lenmouth. The university is located in Brennock.",
        ("Pellow University", "location", "Brennock"),
    ),
    (
        "Orrin University was founded in 1901 in Lenmouth. Tom Baxter, its first rector, was born in Brennock."
        " The university has 4,000 students.",
        ("Orrin University", "number of students", "4,000"),
    ),
    (
        "Orrin College has 4,000 students. Its dean is Ada Price. Tom Baxter is the chancellor of the college.",
        ("Orrin College", "chancellor", "Tom Baxter"),
    ),
    # books, past their author's sentence
    (
        "Lena Hart wrote the novel Ashen Tide in 1990. Lena Hart was born in Lenmouth. The novel has 412 pages.",
        ("Ashen Tide", "number of pages", "412"),
    ),
    # monuments
    (
        "The Hollin Memorial was designed by Ada Price. Ada Price was born in Brennock. The memorial is made of"
        " granite.",
        ("Hollin Memorial", "material", "granite"),
    ),
    # "He/She was created by X": the character the paragraph named, never its actor
    (
        "The character of Kelda appeared in the film Night Harbour which stars Tom Baxter. He was created by Ada"
        " Price.",
        ("Kelda", "creator", "Ada Price"),
    ),
    # a series, known by its first broadcast
    (
        "Kelsey Street first aired on Channel Six in 1990. The series, which was created by Ada Price, ran until 1995.",
        ("Kelsey Street", "creator", "Ada Price"),
    ),
]


NEAR_MISSES: list[tuple[str, str, str]] = [
    # (sentence, entity, relation): no fact of that relation for that entity
    (
        "The Marlow Tower and the Kelsey Hall are in Brennock. The building has 40 floors.",
        "Marlow Tower",
        "floor count",
    ),
    ("The Marlow Tower and the Kelsey Hall are in Brennock. The building has 40 floors.", "Kelsey Hall", "floor count"),
    ("Ada Price studied in Lenmouth. The university has 4,000 students.", "Ada Price", "number of students"),
    ("Kelda is a character in Night Harbour, which stars Tom Baxter. He was born in Lenmouth.", "Kelda", "birth place"),
    ("Harrow Rovers beat Lenmouth Town FC in 1990. The club was founded in 1888.", "Lenmouth Town FC", "founded"),
    ("Harrow Rovers beat Lenmouth Town FC in 1990. The club was founded in 1888.", "Harrow Rovers", "founded"),
    (
        "Tom Baxter is the leader of Norland, where Hollin is. This city is served by Hollin Airport.",
        "Hollin Airport",
        "city served",
    ),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_a_description_names_the_thing_it_fits(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "entity", "relation"), NEAR_MISSES)
def test_a_description_two_things_fit_names_none(
    extractor: SpacyRulesV2Extractor, sentence: str, entity: str, relation: str
) -> None:
    assert not {k for k in facts_of(extractor, sentence) if k[:2] == (entity, relation)}
