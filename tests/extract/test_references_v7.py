"""``spacy-rules.v2`` on references the same sentence settles (session 27): "it" after a first
clause the parser hung under the second ("X is a novel; it has 320 pages"), "the club / the city /
the university" subject of a clause joined on with "and" (the one named thing before it that fits),
"the country" after a country named only by its adjective ("a Turkish dish, and the country is
led by ..."), a resolved "the country" that uses a currency, and "He/She" after a club's
sentence naming one person ("Ravelin United is managed by X. He was born in Y": X, never the
club). ``NEAR_MISSES``: when two things fit, nothing.

Every sentence is written for these tests (invented places, clubs, books, dishes, universities,
monuments and people). Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, Key]] = [
    # "it" after a first clause joined by a semicolon or a comma alone
    ("Sorrel Downs is a novel; it has 198 pages.", ("Sorrel Downs", "number of pages", "198")),
    ("Kalda Rovers is a football club, it plays in the Nordic League.", ("Kalda Rovers", "league", "Nordic League")),
    (
        "Tallow Hill is a novel by Greta Moss; its sequel is Tallow Creek.",
        ("Tallow Hill", "followed by", "Tallow Creek"),
    ),
    # "it" after a place in the first clause, for a relation only a thing has
    ("Ash reshteh is from Iran, and it is made with noodles.", ("Ash reshteh", "ingredient", "noodles")),
    ("The Birch Tower is in Estonia and it is led by Kaja Tamm.", ("Estonia", "leader", "Kaja Tamm")),
    # "the club", "the city", "the university" in a second clause
    (
        "Brenmoor Park is the home ground of Ostley Town and the club plays in the Midland League.",
        ("Ostley Town", "league", "Midland League"),
    ),
    ("The Hollin Cross stands in Marwick, and the city is part of Vermont.", ("Marwick", "part of", "Vermont")),
    (
        "Ravensby Institute of Technology is in the town of Keld, and the university has 3,200 students.",
        ("Ravensby Institute of Technology", "number of students", "3,200"),
    ),
    # "the country" named by its adjective before it; a resolved "the country" using a currency
    ("Pelmeni is a Russian dish, and the country is led by Ivan Sokol.", ("Russia", "leader", "Ivan Sokol")),
    ("The Kelso Gate is located in Latvia, and the country uses the euro.", ("Latvia", "currency", "euro")),
    ("Pelmeni is a Russian dish. The country is led by Ivan Sokol.", ("Russia", "leader", "Ivan Sokol")),
    # "He" after a club's sentence that names one person
    ("Tarnby United is managed by Owen Pryce. He was born in Swansea.", ("Owen Pryce", "birth place", "Swansea")),
    # "He/She" after a sentence naming one person as a relation's value (manager, author), whatever the tagger said
    (
        "Hexley Vale F.C. is managed by Alun Tranter. He previously played for Corby Rovers.",
        ("Alun Tranter", "club", "Corby Rovers"),
    ),
    ("The author of Grey Falcons is Ines Solis. She was born in Chile.", ("Ines Solis", "birth place", "Chile")),
    # the adjective tagged as a place
    ("Zelniki is a Slovak pastry, and the country is led by Juraj Hlina.", ("Slovakia", "leader", "Juraj Hlina")),
]


NEAR_MISSES: list[tuple[str, str, str]] = [
    # (sentence, entity, relation): no fact of that relation for that entity
    ("Tarnby United is managed by Owen Pryce. He was born in Swansea.", "Tarnby United", "birth place"),
    ("Hexley Vale F.C. is managed by Alun Tranter. He previously played for Corby Rovers.", "Hexley Vale F.C.", "club"),
    ("Kelby Rovers beat Ostley Athletic and the club plays in the Midland League.", "Kelby Rovers", "league"),
    ("Kelby Rovers beat Ostley Athletic and the club plays in the Midland League.", "Ostley Athletic", "league"),
    ("The Hollin Cross stands between Marwick and Delby, and the city is part of Vermont.", "Marwick", "part of"),
    ("The Hollin Cross stands between Marwick and Delby, and the city is part of Vermont.", "Delby", "part of"),
    ("Ada Lorne wrote it; it has 120 pages.", "Ada Lorne", "number of pages"),
    ("Tallow Hill is a novel set in Norland; its capital is Brenn.", "Tallow Hill", "capital"),
    ("The Kesh Tower is in Norway, and it is led by Tom Reyl.", "Kesh Tower", "leader"),
    ("The Colmore Row is in Lenby (UK), and it is led by the Lenby Council.", "UK", "leader"),
    ("Pelmeni is a Russian and Polish dish. The country is led by Ivan Sokol.", "Russia", "leader"),
    ("Pelmeni is a Russian and Polish dish. The country is led by Ivan Sokol.", "Poland", "leader"),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_a_reference_names_the_thing_its_sentence_named(
    extractor: SpacyRulesV2Extractor, sentence: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "entity", "relation"), NEAR_MISSES)
def test_a_reference_two_things_fit_names_none(
    extractor: SpacyRulesV2Extractor, sentence: str, entity: str, relation: str
) -> None:
    assert not {k for k in facts_of(extractor, sentence) if k[:2] == (entity, relation)}
