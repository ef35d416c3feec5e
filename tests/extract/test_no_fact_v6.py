"""Texts that gave no fact at all, round six: a name whose class noun the writer lowercased
("the Varnek memorial"), a monument's name that NER took for a people ("the Partisans'
Obelisk"), "Y is where X is located" with a place the pipeline does not know, "Y is where X
comes from", "Y is where X play", "A is used to make X", "X plays its home games at Y" with a
club prefix NER missed, a copula's name the parser read as a clause, "the X company" as a
body's name, "the Monument to the Y". The sentences are written for these tests, in the kinds
of texts the rules must carry to (dishes, books, teams, universities, monuments)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a proper name before a lowercase monument or hall noun: one name
    ("the Varnek memorial is located in Slovenia.", ("Varnek memorial", "country", "Slovenia")),
    (
        "The Iron Sentry statue is dedicated to the sailors of the northern fleet.",
        ("Iron Sentry statue", "dedicated to", "sailors of the northern fleet"),
    ),
    ("The Kelby city hall was designed by Ana Ruiz.", ("Kelby city hall", "architect", "Ana Ruiz")),
    # a monument's name with a plural possessive, which NER tags as a people
    ("The Partisans' Obelisk stands in Kelbrun.", ("Partisans' Obelisk", "location", "Kelbrun")),
    ("The Partisans' Memorial was established in 1961.", ("Partisans' Memorial", "founded", "1961")),
    # "Y is where X is located" with a place the pipeline does not tag as one
    ("Dornau is where the Kessel Memorial is located.", ("Kessel Memorial", "location", "Dornau")),
    # "Y is where X comes from / originates"
    ("Greece is where Spanovra comes from.", ("Spanovra", "country", "Greece")),
    ("The Umbria region is where Fettolo originates.", ("Fettolo", "region", "Umbria")),
    ("Portugal is where Bolvarinho originates from.", ("Bolvarinho", "country", "Portugal")),
    ("The country that Melvosa originates from is Peru.", ("Melvosa", "country", "Peru")),
    ("Chile is the country Tarvanco originates from.", ("Tarvanco", "country", "Chile")),
    # "A is used to make X": A is an ingredient of X
    ("Anchovies are used to make Pescotta.", ("Pescotta", "ingredient", "Anchovies")),
    ("Rice and beans are used to prepare Tolvani.", ("Tolvani", "ingredient", "beans")),
    # a club whose name opens with a Spanish or Balkan prefix, and "its home games": no person
    ("CD Varela plays its home games at the Estadio Los Pinos.", ("CD Varela", "ground", "Estadio Los Pinos")),
    ("Real Ostrava plays its home games at the Bazaly Arena.", ("Real Ostrava", "ground", "Bazaly Arena")),
    # "Y is where X play": Y is X's ground
    ("Lunvik Stadium is where Lunvik United play.", ("Lunvik United", "ground", "Lunvik Stadium")),
    ("Brook Park is where Harlow Town play their home games.", ("Harlow Town", "ground", "Brook Park")),
    ("Kelby Arena is where FC Kelby plays.", ("FC Kelby", "ground", "Kelby Arena")),
    (  # a known miss of test_teams_v4 until this round
        "Corrie Park in Glenmore is where Glenmore Rangers play their home matches.",
        ("Glenmore Rangers", "ground", "Corrie Park"),
    ),
    # a name after a copula that the parser read as a clause of its own
    (
        "The location of Kelby University is Sao Jose dos Pinhais.",
        ("Kelby University", "location", "Sao Jose dos Pinhais"),
    ),
    # "the X company": the body is X
    ("The Velmont Gazette is published by the Corvane company.", ("Velmont Gazette", "publisher", "Corvane")),
    ("The Brask Tower was designed by the Lundgren firm.", ("Brask Tower", "architect", "Lundgren")),
    # "the Monument to the Y" is one name
    (
        "Ilya Sorin designed the Monument to the Fishermen.",
        ("Monument to the Fishermen", "architect", "Ilya Sorin"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_fact_where_none_came(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # a nationality before a lowercase class noun names no monument
    ("The Polish memorial is located in Tarnow.", "Polish memorial"),
    # a person's origin is no country of a thing
    ("Norway is where Ada Pell comes from.", "Ada Pell"),
    ("The country that Ada Pell comes from is Norway.", "Ada Pell"),
    # a player plays at a ground that is not his; a past match tells no ground
    ("Kelby Arena is where Ada Price plays.", "Ada Price"),
    ("Brook Park is where Harlow Town played in 1990.", "Harlow Town"),
    # a plural class noun is no name: "the Kelby statues"
    ("The Kelby statues are located in Dornau.", "Kelby statues"),
]


@pytest.mark.parametrize(("text", "entity"), ABSENT)
def test_no_fact_of_a_description(extractor: SpacyRulesV2Extractor, text: str, entity: str) -> None:
    assert not any(e == entity for e, _, _ in facts_of(extractor, text))


def test_a_nationality_before_a_body_noun_is_no_body(extractor: SpacyRulesV2Extractor) -> None:
    """ "the Norwegian company" names no company: no publisher "Norwegian"."""
    found = facts_of(extractor, "The Velmont Gazette is published by the Norwegian company.")
    assert not any(r == "publisher" for _, r, _ in found)


def test_the_lowercased_name_keeps_its_place(extractor: SpacyRulesV2Extractor) -> None:
    """The lowercased monument keys both its location and nothing on its proper words alone."""
    found = facts_of(extractor, "the Varnek memorial is located in Slovenia.")
    assert not any(e == "Varnek" for e, _, _ in found)
