"""Two copulas joined by "and" in ``spacy-rules.v2`` (eleventh round): "A's R is X and its S is
Y", "The capital is X and the currency is Y". The parser reads "X and its S" as one subject of
the second "is" (or hangs "its S" on X) and the second clause gave nothing; the parse repair
(:func:`hcf_graph.extract.clauses_v2.repair_clauses`) makes X the first copula's value and the
relation noun the second one's subject, and a later "its" names what the first clause's "its"
or owner named when that can only be one thing. Also "the memorial" after an opening phrase
("Made of granite, the memorial is ...") as the previous sentence's memorial."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, list[Key]]] = [
    (
        'The University of Dunmore is old. The university\'s rector is Fiona Hale and its motto is "Knowledge and Light".',
        [("University of Dunmore", "rector", "Fiona Hale"), ("University of Dunmore", "motto", "Knowledge and Light")],
    ),
    (
        "Saint Aidan College is in Durham. Its dean is Peter Grey and its nickname is the Aidans.",
        [("Saint Aidan College", "dean", "Peter Grey"), ("Saint Aidan College", "nickname", "Aidans")],
    ),
    (
        "Kelpie pie comes from Scotland. The capital is Edinburgh and the leader is Nicola Sturgeon.",
        [("Scotland", "leader", "Nicola Sturgeon")],
    ),
    (
        "The capital of Norway is Oslo and the currency is the Norwegian krone.",
        [("Norway", "capital", "Oslo"), ("Norway", "currency", "Norwegian krone")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_both_clauses_give_their_fact(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    assert set(expected) <= found, found


def test_its_after_a_thing_owned_is_that_thing(extractor: SpacyRulesV2Extractor) -> None:
    """ "The airport's runway is called 08/26 and its length is 497 metres": "its" is the runway's,
    so the airport gets no length of its own."""
    found = facts_of(
        extractor, "Kelso Airport is in Norway. The airport's runway is called 08/26 and its length is 497 metres."
    )
    assert not any(e == "Kelso Airport" and r == "length" for e, r, _ in found), found


def test_a_person_value_is_no_second_subject(extractor: SpacyRulesV2Extractor) -> None:
    """The repaired parse keeps the person as the first clause's value: never the motto's owner."""
    found = facts_of(
        extractor,
        'The University of Dunmore is old. The university\'s rector is Fiona Hale and its motto is "Knowledge and Light".',
    )
    assert not any(e == "Fiona Hale" for e, _, _ in found), found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The Kirkbride Memorial is in Scotland. Made of granite, the memorial is dedicated to the soldiers.",
            ("Kirkbride Memorial", "material", "granite"),
        ),
        (
            "The Kirkbride Memorial is in Scotland. In 1922, the memorial was unveiled by the king.",
            ("Kirkbride Memorial", "opening date", "1922"),
        ),
    ],
)
def test_a_description_after_an_opening_phrase(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    """ "Made of granite, the memorial is ...": "the memorial" after an opening phrase and a comma
    is the previous sentence's memorial, as it is when it opens the sentence."""
    assert expected in facts_of(extractor, text)
