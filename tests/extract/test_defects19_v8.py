"""Defects found in round 19 by writing sentences of the held-out kinds (books, dishes, teams,
universities, monuments) here, in the WebNLG manner, and reading every fact they gave."""

from __future__ import annotations

from test_spacy_rules_v2 import CatalogFacts


def test_in_a_language_is_a_language_not_a_place(catalog_facts: CatalogFacts) -> None:
    """ "The book is in Welsh" gave "located in: Welsh", a place conflict with the book's real
    location. The value's type decides: a language after "is in" is the work's language."""
    facts = catalog_facts("Don Quixote is in Spanish.")
    assert ("Don Quixote", "official language", "Spanish") in facts
    assert not [f for f in facts if f[1] == "location"]
    assert not catalog_facts("Don Quixote is not in French.")


def test_in_a_place_stays_a_place(catalog_facts: CatalogFacts) -> None:
    assert ("Vell Museum", "location", "Cardiff") in catalog_facts("The Vell Museum is in Cardiff.")
    facts = catalog_facts("Kelby Airport is in Denmark.")
    assert any(e == "Kelby Airport" and v == "Denmark" for e, _, v in facts)
    assert not [f for f in facts if f[1] == "official language"]


def test_a_second_in_can_still_date_the_event(catalog_facts: CatalogFacts) -> None:
    """ "released in paperback in 2001": the first "in" took the slot, so the date was lost."""
    facts = catalog_facts("The Silver Key was released in paperback in 2001.")
    assert ("Silver Key", "released", "2001") in facts
    assert ("Silver Key", "media type", "paperback") in facts
    assert ("Silver Key", "published", "2001") in catalog_facts("The Silver Key was published in London in 2001.")


def test_only_one_date_per_event(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("The Silver Key was published in 1999 in 2001 editions.")
    assert [v for _, r, v in facts if r == "published"] == ["1999"]
