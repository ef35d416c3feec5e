"""``spacy-rules.v2`` precision, fifth pass: facts given to the wrong noun of the sentence in
the held-out kinds (dishes, books, teams, universities, monuments).

- A relative clause after a chain of places ("in Ghent, Belgium, where Dutch is spoken") is
  the last place's when that place is a country; the parser hangs it on the first.
- "which" is never a person: in "a novel written by Tom Vell, which is followed by Y" the
  clause is the novel's, not Tom Vell's.
- "The Hollin Monument in Volgograd, Russia is 85 metres high": the thing is the subject, not
  the country after the comma (which the parser takes for it), and "It" in the next sentence is
  the thing.
- A country never has a relation only things have (a dean, an architect, a league): "The School
  of Law in Norway, whose dean is X" gives the dean to the school.
- A person who made a thing (and is the sentence's subject) is never owned, operated or
  published: "X is the architect of Y, which was completed in 1921, and is owned by Z" gives Y
  its owner.
- A season, a final or an era is no place a team is located in.
- A name that ends a list and opens a clause ("contains lamb and Scotland is where it comes
  from") is that clause's subject, no member of the list.
- A material keeps the capitalized word written right before it ("Welsh slate", "Portland
  stone"): "slate" alone is a shorter, other value.

Each case is one sentence (or two) with a wrong fact that must be absent and a right fact of the
same text that must stay. Every sentence is written for these tests."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, a wrong fact, a right fact of the same text); "*" in a wrong fact is any entity or relation.
CASES: list[tuple[str, Key, Key]] = [
    # a "where" / "whose" clause after "A, <country>" is the country's
    (
        "Stoverna FC play in Antwerp, Belgium, where French is spoken.",
        ("Antwerp", "*", "French"),
        ("Belgium", "official language", "French"),
    ),
    (
        "The Lotus Cake is a dessert from Pune, India where the leader is Narendra Modi.",
        ("Pune", "leader", "Narendra Modi"),
        ("India", "leader", "Narendra Modi"),
    ),
    (
        "The Varna Institute of Technology is located in Varna, Bulgaria, where the capital is Sofia.",
        ("Varna", "capital", "Sofia"),
        ("Bulgaria", "capital", "Sofia"),
    ),
    (
        "Banitsa is a pastry from Plovdiv, Bulgaria, where the currency is the lev.",
        ("Plovdiv", "currency", "lev"),
        ("Bulgaria", "currency", "lev"),
    ),
    # "which" after "by <person>" is the work
    (
        "Iron Road is a novel written by Tom Vell, which is followed by Salt Road.",
        ("Tom Vell", "*", "Salt Road"),
        ("Iron Road", "author", "Tom Vell"),
    ),
    (
        "Dust Road is a novel by David Orme which is followed by Iron Road.",
        ("David Orme", "*", "Iron Road"),
        ("Dust Road", "author", "David Orme"),
    ),
    # "The X in A, <country> is ...": X is the subject, and "It" next
    (
        "The Mother Motherland statue in Volgograd, Russia is 85 metres high. It was designed by Yevgeny Vuchetich.",
        ("Russia", "*", "Yevgeny Vuchetich"),
        ("Mother Motherland statue", "architect", "Yevgeny Vuchetich"),
    ),
    # a country has no dean, no league
    (
        "The School of Business of Aarhus University in Denmark, whose dean is Peter Holm, is in the city of Aarhus.",
        ("Denmark", "dean", "Peter Holm"),
        ("School of Business of Aarhus University", "dean", "Peter Holm"),
    ),
    # a person who made a thing is never owned, operated or published: the thing is
    (
        "Anna Pell is the author of Deep Pools, which was released in 1990, and is published by Faber.",
        ("Anna Pell", "*", "Faber"),
        ("Deep Pools", "publisher", "Faber"),
    ),
    (
        "Lewis Cottingham is the designer of the Peace Column, which was finished in 1862, and is run by the Kelso Trust.",
        ("Lewis Cottingham", "*", "Kelso Trust"),
        ("Peace Column", "operator", "Kelso Trust"),
    ),
    # a material's capitalized modifier is part of its name
    (
        "The Miners Memorial in Aberfan is made of Welsh slate.",
        ("Miners Memorial", "material", "slate"),
        ("Miners Memorial", "material", "Welsh slate"),
    ),
    # the last name of a list that a new clause's verb follows is that clause's subject
    (
        "Kelso pie contains lamb and Scotland is where it comes from.",
        ("Kelso pie", "ingredient", "Scotland"),
        ("Kelso pie", "ingredient", "lamb"),
    ),
    # a season is no place
    (
        "Kelso Athletic have 4,500 members and were in the 2019 Lowland League season.",
        ("Kelso Athletic", "location", "Lowland League season"),
        ("Kelso Athletic", "number of members", "4,500"),
    ),
]


def _matches(key: Key, wrong: Key) -> bool:
    return wrong[0] in ("*", key[0]) and wrong[1] in ("*", key[1]) and key[2] == wrong[2]


@pytest.mark.parametrize(("text", "wrong", "right"), CASES, ids=[f"{w[0]} / {w[2]}" for _, w, _ in CASES])
def test_the_fact_goes_to_the_noun_the_sentence_gives_it(
    extractor: SpacyRulesV2Extractor, text: str, wrong: Key, right: Key
) -> None:
    found = facts_of(extractor, text)
    assert not [key for key in found if _matches(key, wrong)]
    assert right in found
