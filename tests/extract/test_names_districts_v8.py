"""A place named with its district after a comma ("Washington, D.C.") is one name, never a town in
a place "D.C."; a state's or a country's abbreviation there ("Kelby, N.J.", "Marrow, U.K.") stays
the larger place."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

DISTRICTS = [
    ("The capital of Ostland is Kelby, D.C.", ("Ostland", "capital", "Kelby, D.C.")),
    ("Kelby, D.C. is the capital of Ostland.", ("Ostland", "capital", "Kelby, D.C.")),
    ("The Vell Tower stands in Port Arran, D.C.", ("Vell Tower", "location", "Port Arran, D.C.")),
]


@pytest.mark.parametrize(("text", "expected"), DISTRICTS)
def test_a_dotted_district_is_part_of_the_name(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    got = facts_of(extractor, text)
    assert expected in got, got
    assert not any(f[2] == "D.C." or f[0] == "D.C." for f in got), got


def test_a_dotted_country_after_a_town_is_its_country(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "The Vell Tower is in Marrow, U.K.")
    assert ("Vell Tower", "location", "Marrow") in got, got
    assert ("Marrow", "country", "United Kingdom") in got, got


def test_a_dotted_state_after_a_town_is_a_larger_place(extractor: SpacyRulesV2Extractor) -> None:
    got = facts_of(extractor, "The Vell Tower is in Kelby, N.J.")
    assert ("Vell Tower", "location", "Kelby") in got, got
    assert not any(f[0] == "Vell Tower" and f[2] == "Kelby, N.J." for f in got), got
