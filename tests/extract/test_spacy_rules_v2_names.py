"""``spacy-rules.v2``: other names written beside a name (issue 10, session 21): "AKA",
"a.k.a.", "has the alternative name", "with the alternative name", "the alternative name of the
comic character X", "alter ego", and the guards that keep a thing's own name out.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    ("The comic character Vell, AKA Tom Baxter, was created by Ada Price.", ("Vell", "alternative name", "Tom Baxter")),
    (
        "The comic character Vell (a.k.a. Tom Baxter) was created by Ada Price.",
        ("Vell", "alternative name", "Tom Baxter"),
    ),
    ("The comic character Vell has the alternative name Tom Baxter.", ("Vell", "alternative name", "Tom Baxter")),
    ("The comic character, Vell, has the alternative name, Tom Baxter.", ("Vell", "alternative name", "Tom Baxter")),
    (
        "The comic character Vell, with the alternative name Tom Baxter, was created by Ada Price.",
        ("Vell", "alternative name", "Tom Baxter"),
    ),
    ("The alternative name of the comic character Vell is Tom Baxter.", ("Vell", "alternative name", "Tom Baxter")),
    ("The alternative name for the comic character, Vell, is Tom Baxter.", ("Vell", "alternative name", "Tom Baxter")),
    ("The comic character Vell's alter ego is Tom Baxter.", ("Vell", "alternative name", "Tom Baxter")),
    ("Lenmouth Rovers has the nickname Rooks.", ("Lenmouth Rovers", "nickname", "Rooks")),
]

NOT_FOUND = [
    # "the name Y" is the thing's own name; a denial states nothing
    ("The comic character Vell has the name Vell.", ("Vell", "alternative name", "Vell")),
    (
        "The comic character Vell does not have the alternative name Tom Baxter.",
        ("Vell", "alternative name", "Tom Baxter"),
    ),
    # no name after "AKA": nothing
    ("The comic character Vell, aka the hero, was created by Ada Price.", ("Vell", "alternative name", "hero")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_another_name_beside_a_name(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_no_other_name_from_the_own_name_a_denial_or_a_common_noun(
    extractor: SpacyRulesV2Extractor, text: str, absent: Key
) -> None:
    assert absent not in facts_of(extractor, text)


def test_the_aka_word_is_no_part_of_the_other_name(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "The comic character Vell, AKA Tom Baxter, was created by Ada Price.")
    assert [v for _, r, v in facts if r == "alternative name"] == ["Tom Baxter"]
