"""A person named once in full and then by the first name alone ("Ann graduated from ...") or by
the surname ("Brook was a test pilot") keys the full name, when one person named so far has
that first name or surname; a first name only for a person's own relations (a birth place, an
occupation), since a first name is often a place's too ("Paris")."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import CatalogFacts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Ann Lee was born in Ostby. Ann graduated from Kelby College in 1990.",
            ("Ann Lee", "alma mater", "Kelby College"),
        ),
        ("Ann Lee was born in Ostby. Ann worked as a nurse.", ("Ann Lee", "occupation", "nurse")),
        ("Ivo Marsh was born in Ostby. Later Ivo died in Vellmouth.", ("Ivo Marsh", "death place", "Vellmouth")),
        ("Alan Brook was born in Ostby. Brook was a test pilot.", ("Alan Brook", "occupation", "test pilot")),
    ],
)
def test_a_short_name_keys_the_full_name(catalog_facts: CatalogFacts, text: str, fact: tuple[str, str, str]) -> None:
    facts = catalog_facts(text)
    assert fact in facts
    assert not [f for f in facts if f[0] in ("Ann", "Ivo", "Brook")], facts


def test_two_people_of_one_first_name_key_neither(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Ann Lee and Ann Roe were born in Ostby. Ann worked as a nurse.")
    assert not [f for f in facts if f[1] == "occupation" and f[0] in ("Ann Lee", "Ann Roe")], facts


def test_a_first_name_that_is_a_place_stays_the_place(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Paris Cullins drew the comic character Bolt. Paris is the capital of France.")
    assert not [f for f in facts if f[0] == "Paris Cullins" and f[1] != "creator"], facts
