"""A death or birth told by a noun or a gerund after the main clause: "until her death in
Vellmouth in 1990", "Before his death in Kelby, X ...", "X served as a nurse before dying in Y";
"his"/"her" is the one person of the main clause."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import CatalogFacts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ann Lee served as a nurse before dying in Vellmouth.", {("Ann Lee", "death place", "Vellmouth")}),
        (
            "Ann Lee worked in Lisbon until her death in Porto in 1990.",
            {("Ann Lee", "death place", "Porto"), ("Ann Lee", "death date", "1990")},
        ),
        ("Before his death in Kelby, Tom Reed wrote four novels.", {("Tom Reed", "death place", "Kelby")}),
        ("Tom Reed moved to Ostby after his birth in Kelby in 1901.", {("Tom Reed", "birth place", "Kelby")}),
    ],
)
def test_a_life_noun_gives_the_persons_place_and_date(
    catalog_facts: CatalogFacts, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert expected <= catalog_facts(text)


def test_two_people_leave_his_death_open(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("John Smith met Mary Jones in Lisbon before his death in Porto.")
    assert not [f for f in facts if f[1] == "death place"], facts


def test_the_death_of_someone_else_is_not_the_subjects(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Tom Reed wrote a poem about the death of the king in Kelby.")
    assert not [f for f in facts if f[1] == "death place"], facts
