"""``spacy-rules.v2`` on pronouns whose antecedent the text leaves open (session 26): the fact's
relation settles it. "The Kelso Trust owns X. It was completed in 1921": an organisation that
owns, operates or publishes a thing has no completion date, height, runway, pages or league of
its own, so the fact is the thing's; "X's club is A and she was born in B": "she" is X, the
owner of a relation whose value is no person. ``NEAR_MISSES``: when two things still fit, or
the organisation names nothing else, nothing.

Every sentence is written for these tests (invented trusts, airports, buildings, clubs, books,
dishes, universities, monuments and people). Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, Key]] = [
    # an owner or operator subject, a relation only the thing it holds has
    ("The Kelso Trust owns Marrow Hall. It was completed in 1921.", ("Marrow Hall", "completion date", "1921")),
    (
        "The Harlan Aviation Board is the operating organisation for Tessick Airport. It has a runway length of"
        " 2400.0.",
        ("Tessick Airport", "runway length", "2400.0"),
    ),
    (
        "The Harlan Aviation Board operates Tessick Airport. It is 120 metres above sea level.",
        ("Tessick Airport", "height", "120 metres"),
    ),
    (
        "The Brennock City Council owns the Harlan Stadium. It has a capacity of 12000.",
        ("Harlan Stadium", "capacity", "12000"),
    ),
    # the same within a sentence: "X operates Y and it ..."
    (
        "The Harlan Aviation Board operates Tessick Airport and it is 120 metres above sea level.",
        ("Tessick Airport", "height", "120 metres"),
    ),
    (
        "The Orren Press publishes The Grey Harbour and it has 412 pages.",
        ("Grey Harbour", "number of pages", "412"),
    ),
    # a copula on the holder: "it" is the thing, for a thing's relation
    (
        "Tessick Airport is in Brennock. The operating organisation for Tessick Airport is the Harlan Aviation"
        " Board. It is 120 metres above sea level.",
        ("Tessick Airport", "height", "120 metres"),
    ),
    (
        "The publisher of The Silent Keel is Harlan Books. It has 320 pages.",
        ("Silent Keel", "number of pages", "320"),
    ),
    # held-out kinds: a monument, a book, a club ("they"), a university
    (
        "The Lenmouth Trust owns the Silver Arch. It was built in 1890.",
        ("Silver Arch", "construction date", "1890"),
    ),
    (
        "The Hollin Heritage Trust looks after the Marlow Memorial. It is made of granite.",
        ("Marlow Memorial", "material", "granite"),
    ),
    ("The Orren Press publishes The Grey Harbour. It has 412 pages.", ("Grey Harbour", "number of pages", "412")),
    ("Harlan Books publishes The Silent Keel. It was written by Anna Pell.", ("Silent Keel", "author", "Anna Pell")),
    (
        "The Norland Sports Trust owns Lenmouth Rovers. They play in the Norland League.",
        ("Lenmouth Rovers", "league", "Norland League"),
    ),
    # "It" after a sentence on a person: the one made thing it named, for a thing's relation
    (
        "Tom Reyl starred in Lenmouth Tales which was created by Anna Pell. It was broadcast by the BBC.",
        ("Lenmouth Tales", "broadcast by", "BBC"),
    ),
    ("Tom Reyl designed Marrow Hall. It was completed in 1921.", ("Marrow Hall", "completion date", "1921")),
    (
        "Tom Reyl designed the Marlow Memorial. It was erected in 1921.",
        ("Marlow Memorial", "construction date", "1921"),
    ),
    (
        "Anna Pell lives near the Marlow Memorial. It is made of granite.",
        ("Marlow Memorial", "material", "granite"),
    ),
    # a sentence with no subject that presents a named thing: "it"/"they" is that thing
    (
        "In Brennock, Norland, there is an airport called Tessick Airport. It is operated by the Harlan Aviation"
        " Board.",
        ("Tessick Airport", "operator", "Harlan Aviation Board"),
    ),
    (
        "There is a memorial named the Marlow Memorial in Brennock. It is made of granite.",
        ("Marlow Memorial", "material", "granite"),
    ),
    (
        "There is a club called Lenmouth Rovers. They play in the Norland League.",
        ("Lenmouth Rovers", "league", "Norland League"),
    ),
    # "He"/"She" with no subject to name: the one person the paragraph named
    (
        "William Ardent, who was born in Brennock before moving to Norland. He graduated in 1962 and retired in 1969.",
        ("William Ardent", "retirement date", "1969"),
    ),
    ("Marrow Hall was designed by Tom Reyl. He was born in Lenmouth.", ("Tom Reyl", "birth place", "Lenmouth")),
    # "he"/"she" after a possessive subject: the owner, across and within sentences
    ("Greta Holm's club is Lenmouth Rovers. She was born in Brennock.", ("Greta Holm", "birth place", "Brennock")),
    (
        "Greta Holm's club is Lenmouth Rovers and she was born in Brennock.",
        ("Greta Holm", "birth place", "Brennock"),
    ),
]

# (text, entity, relation) that must give no fact of that entity and relation.
NEAR_MISSES: list[tuple[str, str, str]] = [
    # the organisation holds two things: neither is surely meant, and it is none of them
    (
        "The Vessel Foundation owns Kelso Tower and Brennock House. It was completed in 1921.",
        "Kelso Tower",
        "completion date",
    ),
    (
        "The Vessel Foundation owns Kelso Tower and Brennock House. It was completed in 1921.",
        "Vessel Foundation",
        "completion date",
    ),
    (
        "The Vessel Foundation operates Tessick Airport and Hollin Airport. It has a runway length of 2400.0.",
        "Tessick Airport",
        "runway length",
    ),
    (
        "The Hollin Heritage Trust looks after the Marlow Memorial and the Kelso Arch. It is made of granite.",
        "Hollin Heritage Trust",
        "material",
    ),
    # after a copula on the holder, a fact either may have: nothing
    ("The owner of Marrow Hall is the Kelso Trust. It was founded in 1850.", "Marrow Hall", "founded"),
    ("The owner of Marrow Hall is the Kelso Trust. It was founded in 1850.", "Kelso Trust", "founded"),
    # two things named after the person, or a relation a person or place may have: nothing
    (
        "Tom Reyl starred in Lenmouth Tales and Harbour Lights. It was broadcast by the BBC.",
        "Lenmouth Tales",
        "broadcast by",
    ),
    ("Tom Reyl designed Marrow Hall and Kelso Tower. It was completed in 1921.", "Marrow Hall", "completion date"),
    ("Anna Pell studied at Kelder University. It was founded in 1850.", "Kelder University", "founded"),
    # two persons named: "he" names neither
    (
        "Greta Holm, who was born in Brennock, and Tom Reyl, who was born in Hollin. He retired in 1969.",
        "Tom Reyl",
        "retirement date",
    ),
    # an organisation's own fact stays its own
    ("The Vessel Foundation owns Kelso Tower. It was founded in 1921.", "Kelso Tower", "founded"),
    # a city that owns a hall has a height of its own
    ("The city of Brennock owns Marrow Hall. It is 120 metres above sea level.", "Marrow Hall", "height"),
    # the possessive relation's value may be the person: nothing for the owner
    ("Greta Holm's coach is Tom Reyl. He was born in Lenmouth.", "Greta Holm", "birth place"),
]

KEPT: list[tuple[str, Key]] = [
    ("The Vessel Foundation owns Kelso Tower. It was founded in 1921.", ("Vessel Foundation", "founded", "1921")),
    (
        "Tessick Airport is operated by the Harlan Aviation Board. It has a runway length of 2400.0.",
        ("Tessick Airport", "runway length", "2400.0"),
    ),
    (
        "Anna Pell wrote The Grey Harbour. It was published by the Orren Press.",
        ("Grey Harbour", "publisher", "Orren Press"),
    ),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND + KEPT)
def test_the_relation_settles_the_pronoun(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "entity", "relation"), NEAR_MISSES)
def test_two_candidates_or_a_fitting_owner_give_nothing_new(
    extractor: SpacyRulesV2Extractor, sentence: str, entity: str, relation: str
) -> None:
    assert not {k for k in facts_of(extractor, sentence) if k[:2] == (entity, relation)}


def test_the_organisation_gets_no_fact_of_the_thing(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "The Kelso Trust owns Marrow Hall. It was completed in 1921.")
    assert not {k for k in facts if k[0] == "Kelso Trust" and k[1] == "completion date"}
