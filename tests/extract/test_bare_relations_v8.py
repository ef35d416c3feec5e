"""A bare relation noun as a copula's subject ("The architect was Ann Lee", "... and the
capital is Ostby") names a relation of the thing the text was just about: the previous
sentence's subject (or the topic), or the first clause's subject. Only for a relation that kind
of thing has (a building has an architect, a country a capital): "The mayor is X" after a
sentence about a tower names no one's mayor."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import CatalogFacts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Kelby Tower is in Ostby. The architect was Ann Lee.", ("Kelby Tower", "architect", "Ann Lee")),
        ("Kelby Tower stands in Ostby. The owner is Ostby Bank.", ("Kelby Tower", "owner", "Ostby Bank")),
        ("The Grey Harbour is a novel. The author is Ann Lee.", ("Grey Harbour", "author", "Ann Lee")),
        (
            "The Grey Harbour is a novel by Ann Lee. The publisher is Vell Books.",
            ("Grey Harbour", "publisher", "Vell Books"),
        ),
        ("Norland is a country in Europe. The capital is Ostby.", ("Norland", "capital", "Ostby")),
        (
            "The Grey Harbour is a novel, and the publisher is Vell Books.",
            ("Grey Harbour", "publisher", "Vell Books"),
        ),
        ("Kelby Tower is in Ostby and the architect was Ann Lee.", ("Kelby Tower", "architect", "Ann Lee")),
    ],
)
def test_a_bare_relation_is_the_previous_things(
    catalog_facts: CatalogFacts, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in catalog_facts(text)


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("Kelby Tower is in Ostby. The mayor is Jon Vell.", "leader"),  # a tower has no mayor
        ("Norland is a country in Europe. The architect was Ann Lee.", "architect"),  # a country has none
        ("Ann Lee was born in Ostby. The capital is Vellmouth.", "capital"),  # a person has no capital
        ("Ann Lee was born in Ostby. The publisher is Vell Books.", "publisher"),
        ("Kelby Tower and Vell Hall are in Ostby. The architect was Ann Lee.", "architect"),  # which one?
    ],
)
def test_no_bare_relation_for_a_thing_that_has_none(catalog_facts: CatalogFacts, text: str, relation: str) -> None:
    assert not [f for f in catalog_facts(text) if f[1] == relation]


def test_an_owned_relation_keeps_its_owner(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Kelby Tower is in Ostby. The architect of Vell Hall was Ann Lee.")
    assert ("Vell Hall", "architect", "Ann Lee") in facts
    assert ("Kelby Tower", "architect", "Ann Lee") not in facts


def test_a_city_has_no_capital_of_its_own(catalog_facts: CatalogFacts) -> None:
    """A capital, a currency, an official language are a country's or a region's: after a
    sentence about a city, "The capital is Y" names the country's, which the text leaves open."""
    facts = catalog_facts("Ostby is a city in Norland. The capital is Vellmouth.")
    assert not [f for f in facts if f[1] == "capital" and f[0] == "Ostby"]


@pytest.mark.parametrize(
    "text",
    [
        "Kelby College is in Norway and the president is Tom Reed.",
        "Kelby College is in Norway. The president is Tom Reed.",
    ],
)
def test_a_title_a_country_has_too_is_left_open_after_a_place(catalog_facts: CatalogFacts, text: str) -> None:
    """A president after "X is in Norland" may be the country's: no one's."""
    assert not [f for f in catalog_facts(text) if f[1] == "president"]


def test_a_title_is_left_to_the_rules_that_know_the_class(catalog_facts: CatalogFacts) -> None:
    """A museum's chairman is its trust's: a bare title keys no made thing."""
    facts = catalog_facts("The Kelby Museum opened in 1901. The chairman is Ann Lee.")
    assert not [f for f in facts if f[1] == "chairman"]


def test_a_possessive_relation_sentence_keeps_the_thing_for_the_next(catalog_facts: CatalogFacts) -> None:
    """ "Its nickname is the Weavers" is still about the club: "The manager is X" after it is the
    club's."""
    text = "Kelby Rovers play in the Norland League. Its nickname is the Weavers. The manager is Graham Pike."
    assert ("Kelby Rovers", "manager", "Graham Pike") in catalog_facts(text)
