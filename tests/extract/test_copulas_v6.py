"""One-sentence copulas and possessives that gave no fact (or a wrong one): a name with "the"
inside before its "'s" ("Marrow the Brave's author is ..."), "the R's name" ("The manager's name
of X is Y", "X's leader's name is Y"), "Y is the name of the Leader of X", where a person is
originally from, "a national / citizen of" a country, "his" / "her" opening a later clause about
the person just named, plural relation nouns ("A and B are the operators of X", "has A and B as
its rectors") and "in Y, with X as its leader". Each shape is written for the held-out kinds too
(books, teams, universities, dishes, monuments), with its near misses."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a name with "the" inside, before its "'s" (straight or curly apostrophe)
    ("Bozo the Iron Man's full name is Hugh Hazzard.", ("Bozo the Iron Man", "full name", "Hugh Hazzard")),
    ("Bozo the Iron Man’s full name is Hugh Hazzard.", ("Bozo the Iron Man", "full name", "Hugh Hazzard")),
    ("Marrow the Brave’s full name is Tom Harlan Pell.", ("Marrow the Brave", "full name", "Tom Harlan Pell")),
    ("Marrow the Brave's author is Anna Pell.", ("Marrow the Brave", "author", "Anna Pell")),
    ("Peter the Great Bay's capital city is Lenmouth.", ("Peter the Great Bay", "capital", "Lenmouth")),
    # "he" after a clause on a named owner's name is the owner
    (
        "Tom Baxter's full name is Thomas Baxter and he was created by Anna Pell.",
        ("Tom Baxter", "creator", "Anna Pell"),
    ),
    # "the R's name" says no more than "the R"
    ("The leader's name of Atlantic Bay is Don Varga.", ("Atlantic Bay", "leader", "Don Varga")),
    ("Atlantic Bay's leader's name is Don Varga.", ("Atlantic Bay", "leader", "Don Varga")),
    ("The Grey Harbour's author's name is Anna Pell.", ("Grey Harbour", "author", "Anna Pell")),
    ("The author's name of The Grey Harbour is Anna Pell.", ("Grey Harbour", "author", "Anna Pell")),
    ("The manager's name of Lenmouth Rovers is Tom Baxter.", ("Lenmouth Rovers", "manager", "Tom Baxter")),
    ("Lenmouth Rovers' manager's name is Tom Baxter.", ("Lenmouth Rovers", "manager", "Tom Baxter")),
    ("The rector's name of the University of Kelsey is Fiona Hale.", ("University of Kelsey", "rector", "Fiona Hale")),
    ("The Kelsey Memorial's designer's name is Tom Baxter.", ("Kelsey Memorial", "architect", "Tom Baxter")),
    # "Y is the name of the Leader of X": the capitalized relation noun is no title
    ("Ada Varga is the name of the Leader of Norvania.", ("Norvania", "leader", "Ada Varga")),
    # where a person is originally from: the town is the birth place
    ("Buzz Ridley is originally from Glen Marsh in New Kelsey.", ("Buzz Ridley", "birth place", "Glen Marsh")),
    (
        "Alan Fenwick, who is originally from New Kelsey, joined the navy.",
        ("Alan Fenwick", "birth place", "New Kelsey"),
    ),
    ("Alan Fenwick, originally from New Kelsey, joined the navy.", ("Alan Fenwick", "birth place", "New Kelsey")),
    ("Elliot Marr was originally from Dallmouth and studied law.", ("Elliot Marr", "birth place", "Dallmouth")),
    ("The striker Tomas Brenner is originally from Lenmouth.", ("Tomas Brenner", "birth place", "Lenmouth")),
    (
        "Tomas Brenner, originally from Lenmouth, plays for Lenmouth Rovers.",
        ("Tomas Brenner", "birth place", "Lenmouth"),
    ),
    ("Anna Pell, the author of the novel, is originally from Kelsey.", ("Anna Pell", "birth place", "Kelsey")),
    ("Pelmora was created by Tom Baxter, who is originally from Lenmouth.", ("Tom Baxter", "birth place", "Lenmouth")),
    ("Anna Pell hails from Kelsey.", ("Anna Pell", "birth place", "Kelsey")),
    # "a National of" a country, tagged as one name
    ("Elliot Marr was a National of Peru.", ("Elliot Marr", "nationality", "Peru")),
    # "a <country> national born in Y": the birth place too
    ("Elliot Marr was a United States national born in Dallmouth.", ("Elliot Marr", "birth place", "Dallmouth")),
    # "the <class noun>, X" after "of" names X
    ("Tom Baxter is the manager of the football club, Lenmouth Rovers.", ("Lenmouth Rovers", "manager", "Tom Baxter")),
    ("Fiona Hale is the rector of the university, Kelsey Polytechnic.", ("Kelsey Polytechnic", "rector", "Fiona Hale")),
    ("Anna Pell is the designer of the memorial, The Marsh Cross.", ("Marsh Cross", "architect", "Anna Pell")),
    # "the <class noun> X" after "for" / "of", which the parser cut after the class noun
    (
        "An alternative name for the comic character Marsh Hawk is Tom Fell.",
        ("Marsh Hawk", "alternative name", "Tom Fell"),
    ),
    ("An alternative name for the dish Pelmora is Marsh Cake.", ("Pelmora", "alternative name", "Marsh Cake")),
    # "his" / "her" opening a later clause about the person just named
    (
        "William Ansell was born in Lenmouth and his occupation was a fighter pilot.",
        ("William Ansell", "occupation", "fighter pilot"),
    ),
    (
        "Anna Pell was born in Kelsey in 1950, and her alma mater is Kelsey University.",
        ("Anna Pell", "alma mater", "Kelsey University"),
    ),
    (
        "Tomas Brenner was born in Lenmouth and his club is Lenmouth Rovers.",
        ("Tomas Brenner", "club", "Lenmouth Rovers"),
    ),
    # "its" after a title the pipeline tags as a person ("The ..." opens no person's name)
    ("The Grey Harbour was published in 2004 and its author is Anna Pell.", ("Grey Harbour", "author", "Anna Pell")),
    # plural relation nouns: one fact per value under the singular relation
    ("The Lenmouth Trust are the operators of Kelsey Airfield.", ("Kelsey Airfield", "operator", "Lenmouth Trust")),
    (
        "The Kelsey Trust and the Orwell Fund are the operators of the Kelsey Stadium.",
        ("Kelsey Stadium", "operator", "Kelsey Trust"),
    ),
    (
        "The University of Kelsey has Fiona Hale and Tom Baxter as its rectors.",
        ("University of Kelsey", "rector", "Fiona Hale"),
    ),
    # "in Y, with X as its leader": the place's leader
    (
        "The Kelsey Memorial stands in Norvania, with Ada Varga as its leader.",
        ("Norvania", "leader", "Ada Varga"),
    ),
    (
        "The Marsh people are an ethnic group in Norvania with Ada Varga and Tom Baxter as its leaders.",
        ("Norvania", "leader", "Tom Baxter"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_copula_fact_in_a_general_shape(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # "originally from": never when denied, never a thing's birth place, a country is a nationality
    ("Tomas Brenner is not originally from Lenmouth.", "birth place", ""),
    ("Lenmouth Rovers is originally from Kelsey.", "birth place", ""),
    ("Tomas Brenner is originally from Germany.", "birth place", ""),
    ("The dish Pelmora is originally from Spain.", "birth place", ""),
    # "she" after "X's author is Y" is Y, never X
    ("The Grey Harbour's author is Anna Pell and she was born in Kelsey.", "birth place", "Grey Harbour"),
    # a class noun before a name is no entity of its own
    ("The nickname of the football club Lenmouth Rovers is the Gulls.", "nickname", "football club"),
    # a fronted "Lead by A and B," ends at its comma: B is no subject of the copula after it
    ("Lead by Ada Varga and Tom Baxter, Norway is the location of the Marsh Cross.", "location", ""),
    ("Lead by Ada Varga and Tom Baxter, Norway is the location of the Marsh Cross.", "country", "Tom Baxter"),
    # "the R's name" with no owner names nothing
    ("The leader's name is Tom Baxter.", "leader", ""),
    ("The city's name is Lenmouth.", "city", ""),
    # "its" after a place is the place's, never the building's
    ("The Kelsey Memorial stands in Norvania, with Ada Varga as its leader.", "leader", "Kelsey Memorial"),
    # "her" after two people named is neither's
    ("Tomas Brenner met Anna Pell in 1990 and her club is Lenmouth Rovers.", "club", ""),
    # a national of a country, never of a team
    ("Tomas Brenner is a national of Lenmouth Rovers.", "nationality", ""),
]


@pytest.mark.parametrize(("text", "relation", "entity"), ABSENT)
def test_no_copula_fact_from_a_near_miss(
    extractor: SpacyRulesV2Extractor, text: str, relation: str, entity: str
) -> None:
    found = facts_of(extractor, text)
    assert not [k for k in found if k[1] == relation and (not entity or k[0] == entity)], found
