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
- A season, a final or an era is no place a team is located in.

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
