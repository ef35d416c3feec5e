"""Operators, owners and architects in ``spacy-rules.v2`` (issue 10,
:mod:`hcf_graph.extract.agents_v2`): a body named in lowercase, an agent the parser hung apart,
a participle after the agent, a relative clause on the agent's class noun, "the architect
responsible for"; and what must give nothing (flights, a changed operator, an architect's
house, a person operating a country)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor, rule_files

FOUND: list[tuple[str, list[Key]]] = [
    (
        "Kelby Airport is operated by the Norwegian government and owned by the Norwegian region.",
        [("Kelby Airport", "operator", "Norwegian government"), ("Kelby Airport", "owner", "Norwegian region")],
    ),
    (
        "Kelby Airport is operated by the Dorvian department of transport and public works.",
        [("Kelby Airport", "operator", "Dorvian department of transport and public works")],
    ),
    ("Tarrow Airbase is operated by the Indian air force.", [("Tarrow Airbase", "operator", "Indian air force")]),
    ("The Dorvian air force operates Kelby Airbase.", [("Kelby Airbase", "operator", "Dorvian air force")]),
    (
        "Kelby Airport is operated by airports authority of Dorvia.",
        [("Kelby Airport", "operator", "airports authority of Dorvia")],
    ),
    (
        "Kelby Airport is situated in Lenmouth, Dorvia, is run by Kelby Aviation and has a runway of 1200 metres.",
        [("Kelby Airport", "operator", "Kelby Aviation")],
    ),
    (
        "Dorvian Airlines, operating Kelby Airport, has its hub in Lenmouth.",
        [("Kelby Airport", "operator", "Dorvian Airlines")],
    ),
    (
        "Tarsk Holdings is a company based in Lenmouth which currently operates Kelby Airport.",
        [("Kelby Airport", "operator", "Tarsk Holdings")],
    ),
    (
        "Dorvian Transport Ministry operates the Kelby Airport which is owned by Tarsk Holdings.",
        [("Kelby Airport", "operator", "Dorvian Transport Ministry"), ("Kelby Airport", "owner", "Tarsk Holdings")],
    ),
    (
        "The battle involved the Dorvian Air Force who operate Kelby Airbase.",
        [("Kelby Airbase", "operator", "Dorvian Air Force")],
    ),
    (
        "Tarsk operates an airport called Kelby International Airport, which lies in Lenmouth.",
        [("Kelby International Airport", "operator", "Tarsk")],
    ),
    (
        "Kelby Airport's operation organisation is Dorvian Aviation Authority.",
        [("Kelby Airport", "operator", "Dorvian Aviation Authority")],
    ),
    (
        "103 Harbour Row located in Lenmouth, Dorvia was designed by the architect Jane Miller.",
        [("103 Harbour Row", "architect", "Jane Miller")],
    ),
    ("3Arena, located in Lenmouth, Dorvia is owned by Tarsk Holdings.", [("3Arena", "owner", "Tarsk Holdings")]),
    ("The architect responsible for Harlow Tower was Jane Miller.", [("Harlow Tower", "architect", "Jane Miller")]),
    ("Jane Miller was the architect responsible for Harlow Tower.", [("Harlow Tower", "architect", "Jane Miller")]),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_agents_of_things(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, (text, found)


@pytest.mark.parametrize(
    "text",
    [
        "Dorvian Airlines operates flights to Lenmouth.",
        "The airport's operator changed in 1990.",
        "Jane Miller lives in the architect's house.",
        "Tom Brand operated Norway for ten years.",
        "Kelby Airport is operated by the government.",
        "Lenmouth mourned its mayor Mara Tollin who operated the city for years.",
    ],
)
def test_no_agent(extractor: SpacyRulesV2Extractor, text: str) -> None:
    found = facts_of(extractor, text)
    assert not any(r in ("operator", "owner", "architect") for _, r, _ in found), (text, found)


def test_a_chain_place_is_no_agents_thing(extractor: SpacyRulesV2Extractor) -> None:
    """ "X, located in A, B, is owned by Y": B, the chain's last place, is owned by no one."""
    found = facts_of(extractor, "3Arena, located in Lenmouth, Dorvia is owned by Tarsk Holdings.")
    assert not any(e in ("Dorvia", "Lenmouth") and r == "owner" for e, r, _ in found), found


def test_agents_module_is_a_rule_file() -> None:
    assert any(path.name == "agents_v2.py" for path in rule_files())
