"""Leaders of places in ``spacy-rules.v2``, round seventeen (:mod:`hcf_graph.extract.leaders_v2`):
shapes crowd writers use about a place in any text (a dish's, a book's, a team's, a monument's):
"Two of the leaders of which are A and B" opening a sentence after one about a country; "the city of
Y whose leader is X" and the misspelt "Y, who's leader is X"; "Y which has a leader called X" hung
on the main verb; "X is also a leader"; the misspelt "lead by" in a second clause ("Y is part of Z
and is lead by X") and "the country is lead by X" there (the one country named before); "governed
by" a person beside a council; "located in Y and led by X" after a building or an airport; and what
must give nothing (several countries before, a band's leaders, a building, a denial, a council or
a parliament, a museum's director, "who's" for "who is"); "X is located in Y and its leader is Z"
after a thing no one leads (a cave, a building, a monument): Y's, never the thing's; the names of
"are, A and B" and "there are two leaders: A and B" hung on the verb; "X is a national leader", "A
and B are key country leaders", "other key leaders include A and B" (the country in focus); "where
Z is the language and one of its leaders is X" as the parser misjoins it; "A and B are leaders
there"; "the city" ("The leader of the city is X", "The city leader is X", "X is a city leader")
after a chain of places: the chain's first place, when it is the one town named; "lead by the
politician X"; a party the tagger takes for a people ("run by the Liberal Democrats")."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, list[Key]]] = [
    # "Two of the leaders of which are A and B." after a sentence naming one country
    (
        "The Sable Gate monument stands in Kenya. Two of the leaders of which are Daniel Mwangi and Grace Otieno.",
        [("Kenya", "leader", "Daniel Mwangi"), ("Kenya", "leader", "Grace Otieno")],
    ),
    (
        "The novel is set in the port of Valparaiso, in Chile. Two of the leaders of which are Marta Quiroga and "
        "Pablo Serrano. Its people are Chileans.",
        [("Chile", "leader", "Marta Quiroga"), ("Chile", "leader", "Pablo Serrano")],
    ),
    # "whose" (or the misspelt "who's") after "the city of Y": Y's, whatever label the name has
    ("The ferry serves the city of Bergen whose leader is Ada Lund.", [("Bergen", "leader", "Ada Lund")]),
    ("The ferry serves the city of Bergen who's leader is Ada Lund.", [("Bergen", "leader", "Ada Lund")]),
    ("The novel is set in Lyon, who's mayor is Ada Lund, and in Paris.", [("Lyon", "mayor", "Ada Lund")]),
    ("The tart comes from the town of Lyon, whose mayor is Ada Lund.", [("Lyon", "mayor", "Ada Lund")]),
    # "which has a leader called X" that the parser hung on the main verb
    ("The Kivu Gate stands in Kenya which has a leader called Daniel Mwangi.", [("Kenya", "leader", "Daniel Mwangi")]),
    ("The stew is eaten in Kenya which has a leader named Daniel Mwangi.", [("Kenya", "leader", "Daniel Mwangi")]),
    # "X is also a leader" after a sentence about a thing in one place
    (
        "The Brennock Museum is located in Norway, where Norwegian is spoken. Halvard Mott is also a leader.",
        [("Norway", "leader", "Halvard Mott")],
    ),
    # the misspelt "lead by" in a second clause: "Y is part of Z and is lead by X", "Y which has ... and is lead by X"
    ("Uttar Pradesh is part of Awadh and is lead by Ravi Kumar.", [("Uttar Pradesh", "leader", "Ravi Kumar")]),
    ("Norland is part of Kenya and is lead by Grace Otieno.", [("Norland", "leader", "Grace Otieno")]),
    (
        "The novel's author was born in Bergen which has a harbour and is lead by Halvard Mott.",
        [("Bergen", "leader", "Halvard Mott")],
    ),
    # "the country is lead by X" in a second clause: the one country named before
    (
        "The Brennock Hall is in Bergen, Norway. Bergen is part of the Vestland region and the country is lead by "
        "Halvard Mott.",
        [("Norway", "leader", "Halvard Mott")],
    ),
    (
        "The stew comes from the Rift Valley of Kenya, an area with a council, and the country is lead by Grace Otieno.",
        [("Kenya", "leader", "Grace Otieno")],
    ),
    # "governed by" a person (beside a council or a parliament): the person leads
    (
        "The Brennock Hall stands in Lyon which is governed by Ada Lund and the French Parliament.",
        [("Lyon", "leader", "Ada Lund")],
    ),
    (
        "The novel is set in Lyon which is governed by the City Council and Ada Lund.",
        [("Lyon", "leader", "Ada Lund")],
    ),
    # "located in Y and led by X" after a building or an airport: the country's leader
    (
        "12 Harbour Street is located in Kenya, populated by the Luo and led by Grace Otieno.",
        [("Kenya", "leader", "Grace Otieno")],
    ),
    (
        "The town is served by Brennock Airport, which is located in Norway and led by Halvard Mott.",
        [("Norway", "leader", "Halvard Mott")],
    ),
    # "X is located in Y and its (it's) leader is Z" after a thing no one leads: Y's
    ("The Kivu Cave is located in Bavaria and it's leader is Ada Lund.", [("Bavaria", "leader", "Ada Lund")]),
    ("The Kivu Cave is in Bavaria and its leader is Ada Lund.", [("Bavaria", "leader", "Ada Lund")]),
    # "... are, A and B" and "there are two leaders: A and B" with the names hung on the verb
    (
        "The Kivu Gate serves the town of Mombasa, in Kenya. Two of the leaders of which are, Grace Otieno and "
        "Daniel Mwangi.",
        [("Kenya", "leader", "Grace Otieno"), ("Kenya", "leader", "Daniel Mwangi")],
    ),
    (
        "In Kenya there are two leaders: Haider Mwangi and Fuad Otieno.",
        [("Kenya", "leader", "Haider Mwangi"), ("Kenya", "leader", "Fuad Otieno")],
    ),
    # "X is a national leader", "A and B are key country leaders": the country in focus
    ("The Kivu Gate is located in Kenya. Grace Otieno is a national leader.", [("Kenya", "leader", "Grace Otieno")]),
    (
        "The Kivu Gate is located in Kenya. Grace Otieno and Daniel Mwangi are key country leaders.",
        [("Kenya", "leader", "Grace Otieno"), ("Kenya", "leader", "Daniel Mwangi")],
    ),
    # "where Z is the language and one of its (the) leaders is X", misjoined by the parser
    (
        "12 Harbour Street is located in Kenya where Swahili is the main language and one of its leaders is "
        "Grace Otieno.",
        [("Kenya", "leader", "Grace Otieno")],
    ),
    (
        "The Kivu Gate is located in Mombasa, Kenya, a country where Swahili is the language and one of the leaders "
        "is Grace Otieno.",
        [("Kenya", "leader", "Grace Otieno")],
    ),
    # "(other) key leaders include A and B" with no place of their own: the country in focus
    (
        "12 Harbour Street is located in Kenya, where Nairobi is the capital. The leader of Kenya is known as the "
        "President, and other key leaders include Grace Otieno and Daniel Mwangi.",
        [("Kenya", "leader", "Grace Otieno"), ("Kenya", "leader", "Daniel Mwangi")],
    ),
    # "A and B are leaders there"
    (
        "The Kivu Gate stands in Kenya. Grace Otieno and Daniel Mwangi are leaders there.",
        [("Kenya", "leader", "Grace Otieno"), ("Kenya", "leader", "Daniel Mwangi")],
    ),
    # "the city" after a chain of places: its first place, the town
    (
        "The Brennock Tower is located in Bergen, Vestland, Norway. The leader of the city is Ada Lund.",
        [("Bergen", "leader", "Ada Lund")],
    ),
    (
        "The Brennock Tower is located in Bergen, Vestland, Norway. The city leader is Ada Lund.",
        [("Bergen", "leader", "Ada Lund")],
    ),
    (
        "The Brennock Tower is located in Bergen, Vestland County, Norway. The governing body for the city is the "
        "Bergen City Council and Ada Lund is a city leader.",
        [("Bergen", "leader", "Ada Lund")],
    ),
    # "lead by the politician X" (the name apposed to a role noun); a party the tagger takes for a people
    ("Kenya is lead by the politician Grace Otieno.", [("Kenya", "leader", "Grace Otieno")]),
    (
        "The architect comes from Nairobi, which is run by the Liberal Democrats.",
        [("Nairobi", "leader", "Liberal Democrats")],
    ),
    (
        "The architect's home town was Nairobi, a town lead by the Liberal Democrats.",
        [("Nairobi", "leader", "Liberal Democrats")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_leaders_found(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    got = facts_of(extractor, text)
    for key in expected:
        assert key in got, got


NONE: list[tuple[str, str]] = [
    # two countries before: which one is not sure
    (
        "The stew is eaten in Chile and Kenya. Two of the leaders of which are Marta Quiroga and Pablo Serrano.",
        "Marta Quiroga",
    ),
    # a band's leaders, no country's
    ("The Lyon Ramblers are a band. Two of the leaders of which are Marta Quiroga and Pablo Serrano.", "Marta Quiroga"),
    # a building is part of a place, but led by no one
    ("The Brennock Hall is part of Lyon and is lead by Ada Lund.", "Ada Lund"),
    # a band's "also a leader"
    ("The band toured Norway. Ada Lund is also a leader.", "Ada Lund"),
    ("Brennock Abbey is in Norway. Ada Lund is not also a leader.", "Ada Lund"),
    # two countries before "the country": which one is not sure
    (
        "The stew is eaten in Chile and Kenya. Bergen is part of Vestland and the country is lead by Ada Lund.",
        "Ada Lund",
    ),
    # a council or a parliament governs, it leads nothing; a museum led by someone is its director's
    ("The novel is set in Lyon which is governed by the City Council.", "City Council"),
    ("The Brennock Hall stands in Lyon which is governed by Ada Lund and the French Parliament.", "French Parliament"),
    ("The Brennock Museum is located in Norway and led by Ada Lund.", "Ada Lund"),
    ("The Brennock Hall is located in Norway and led by its curator Ada Lund.", "Ada Lund"),
    # a cave has no leader, and after a chain either place may be meant; a party's is its own
    ("The Kivu Cave is located in Bavaria, Germany and its leader is Ada Lund.", "Ada Lund"),
    ("The Kivu Cave is located in Bavaria and its leader was Ada Lund.", "Ada Lund"),
    # a band's national leader; a town is no country
    ("The band toured Kenya. Grace Otieno is a national leader.", "Grace Otieno"),
    ("The Kivu Gate is located in Mombasa. Grace Otieno is a national leader.", "Grace Otieno"),
    ("The Kivu Gate is located in Kenya. Grace Otieno is a former national leader.", "Grace Otieno"),
    # after a chain with no "a country", either place may be meant; a party's leaders are no place's
    (
        "The Kivu Gate is located in Mombasa, Kenya, where Swahili is the language and one of the leaders is "
        "Grace Otieno.",
        "Grace Otieno",
    ),
    (
        "The Kivu Gate is in Kenya where Swahili is the language and one of the party leaders is Grace Otieno.",
        "Grace Otieno",
    ),
    ("The band toured Kenya. Key leaders include Grace Otieno and Daniel Mwangi.", "Grace Otieno"),
    # "the city" after two towns, or after a country only
    ("Brennock Airport in Stavik, Vestland serves Bergen in Norway. The city's leader is Ada Lund.", "Ada Lund"),
    ("The Brennock Tower is located in Norway. The leader of the city is Ada Lund.", "Ada Lund"),
    # a people leads nothing; "the politicians of a party" name no one
    ("Kenya is ruled by the Kenyans.", "Kenyans"),
    ("Kenya is lead by the politicians of the Green Party.", "Green Party"),
    # "who's" for "who is": no "whose"
    ("Ada Lund, who's the leader of the band, was born in Lyon in 1960.", "Ada Lund"),
]


@pytest.mark.parametrize(("text", "person"), NONE)
def test_no_leader(extractor: SpacyRulesV2Extractor, text: str, person: str) -> None:
    got = facts_of(extractor, text)
    assert not any(v == person and r in ("leader", "led by") for _, r, v in got), got


def test_a_party_in_a_place_keeps_its_leader(extractor: SpacyRulesV2Extractor) -> None:
    """ "The Green Party is in Lyon and its leader is X": the party's leader, never Lyon's."""
    got = facts_of(extractor, "The Green Party is in Lyon and its leader is Ada Lund.")
    assert not any(e == "Lyon" and v == "Ada Lund" for e, _, v in got), got
