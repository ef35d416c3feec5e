"""A title of two words joined by "of" that the catalog does not hold but that names a leader
("head of government") keys whole: "Ostland's head of government is Ann Lee" is never a
relation "head"."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor


@pytest.mark.parametrize(
    "text", ["Ostland's head of government is Ann Lee.", "The head of government of Ostland is Ann Lee."]
)
def test_head_of_government_is_the_title(extractor: SpacyRulesV2Extractor, text: str) -> None:
    got = facts_of(extractor, text)
    assert ("Ostland", "head of government", "Ann Lee") in got, got
    assert not any(f[1] == "head" for f in got), got
