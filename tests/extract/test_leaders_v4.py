"""Leaders of the place in focus in ``spacy-rules.v2``, the eleventh round
(:meth:`hcf_graph.extract.leaders_v2.LeaderRules.focus_leader`): "X is a leader", "The leader is
X", "Another leader is X" with no place of their own belong to the one place named before them
in the sentence, else to the previous sentence's one place when that sentence was about a
place or a thing no one leads (a building, a dish, a monument); and "The capital is Y and X is a
leader" (the parser's "Y and X is a leader") gives X as a leader, never as a second capital.
What must give nothing: a past "was the leader" (an expedition's, a band's), the leader after a
sentence about a body that has leaders of its own (a band, a club, a university), a party's
leader, a denied leader, a leader "of" something else."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, Key]] = [
    ("Brennock Abbey is in Norway. Halvard Mott is a leader.", ("Norway", "leader", "Halvard Mott")),
    ("Brennock Abbey is in Norway. The leader is Halvard Mott.", ("Norway", "leader", "Halvard Mott")),
    ("Brennock Abbey is in Norway. Halvard Mott is the leader.", ("Norway", "leader", "Halvard Mott")),
    ("The Brennock Monument stands in Norway. Another leader is Halvard Mott.", ("Norway", "leader", "Halvard Mott")),
    ("Lutefisk is a dish from Norway. The current leader is Halvard Mott.", ("Norway", "leader", "Halvard Mott")),
    (
        "Lutefisk is a dish from Norway. The capital is Oslo and Halvard Mott is a leader.",
        ("Norway", "leader", "Halvard Mott"),
    ),
    (
        "250 Kelso Avenue is in the United States. The capital is Washington DC and John Roberts is a leader.",
        ("United States", "leader", "John Roberts"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_the_leader_of_the_place_in_focus(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_a_leader_after_the_capital_is_no_second_capital(extractor: SpacyRulesV2Extractor) -> None:
    """ "The capital is Oslo and X is a leader": the parser makes "Oslo and X" one subject; X is
    no capital, and the capital still is Oslo."""
    found = facts_of(extractor, "Brennock Abbey is in Norway. The capital is Oslo and Halvard Mott is a leader.")
    assert ("Norway", "capital", "Oslo") in found
    assert not any(r == "capital" and v == "Halvard Mott" for _, r, v in found), found
    other = facts_of(
        extractor,
        "250 Kelso Avenue is in the United States. The capital is Washington DC and John Roberts is a leader.",
    )
    assert not any(e == "Washington DC" for e, _, _ in other), other


@pytest.mark.parametrize(
    "text",
    [
        "The expedition reached Norway in 1902. Roald Amundsen was the leader.",
        "The band toured Norway. Halvard Mott is the leader.",
        "FC Brennock play their home games in Norway. The leader is Halvard Mott.",
        "Brennock University is in Norway. The leader is Halvard Mott.",
        "Brennock Abbey is in Norway. Halvard Mott is not a leader.",
        "Brennock Abbey is in Norway. Halvard Mott is a party leader.",
        "Brennock Abbey is in Norway. Halvard Mott is a leader of the Greens.",
    ],
)
def test_no_leader_of_the_place(extractor: SpacyRulesV2Extractor, text: str) -> None:
    found = facts_of(extractor, text)
    assert not any(r == "leader" and v == "Halvard Mott" for _, r, v in found), found
    assert not any(r == "leader" and v == "Roald Amundsen" for _, r, v in found), found
