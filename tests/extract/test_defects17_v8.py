"""Defects found in round 17 by sentences written here, each a shape crowd and encyclopedic
texts share: a thing's premodifier read as a person's trade; "originates in" a country."""

from __future__ import annotations

from test_spacy_rules_v2 import CatalogFacts


def test_a_material_before_a_monument_is_no_occupation(catalog_facts: CatalogFacts) -> None:
    """ "The bronze Kelby Memorial" reads like "The test pilot Ann Lee": a thing has no trade."""
    facts = catalog_facts("The bronze Kelby Memorial stands in Ostby Park.")
    assert ("Kelby Memorial", "material", "bronze") in facts
    assert not [f for f in facts if f[1] == "occupation"], facts


def test_a_dish_that_originates_in_a_country_comes_from_it(catalog_facts: CatalogFacts) -> None:
    assert ("Ajo stew", "country", "Spain") in catalog_facts("Originating in Spain, Ajo stew is served cold.")
    assert ("Bakso", "country", "Indonesia") in catalog_facts("Bakso originates in Indonesia.")
    assert not [f for f in catalog_facts("The tradition originated in Spain.") if f[1] == "country"]
