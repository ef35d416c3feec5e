"""``spacy-rules.v2`` on a fresh batch of dish and monument sentences (session 23, second
pass): possessive other names ("X's alternative name is Y"), "the closest city to X" with a
town the parser took for a common noun, "commemorates the poet Y", "the Punjab region" read as
an adjective, "the Spanish dish X", class nouns of food ("a French pancake"), and "its capital"
after a monument or a dish, which is the place's.

Every dish, monument and person is invented for these tests (the countries, capitals and
regions are real places' general facts). A fact is right as the benchmark scores it."""

from __future__ import annotations

import pytest
from test_food_monuments_v3 import Triple, keyed_as, recovered, wrong_on_key
from test_spacy_rules_v2 import run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (sentence, the triples it states): each must be recovered.
CASES: list[tuple[str, tuple[Triple, ...]]] = [
    ("Pirozhki Dasha's alternative name is Dasha pies.", (("Pirozhki Dasha", "alternative name", "Dasha pies"),)),
    (
        "Coldbrook is the closest city to the Coldbrook Memorial.",
        (("Coldbrook Memorial", "nearest city", "Coldbrook"),),
    ),
    (
        "The Tarsan Monument commemorates the poet Ilia Tarsan and was unveiled in 1987.",
        (("Tarsan Monument", "dedicated to", "Ilia Tarsan"), ("Tarsan Monument", "opening date", "1987")),
    ),
    (
        "The Tarsan Monument is dedicated to the poet Ilia Tarsan.",
        (("Tarsan Monument", "dedicated to", "Ilia Tarsan"),),
    ),
    (
        "Kulfa Rani is a frozen dessert from the Punjab region.",
        (("Kulfa Rani", "region", "Punjab"), ("Kulfa Rani", "course", "dessert")),
    ),
    (
        "The Tarsan Monument is found in Georgia, and its capital is Tbilisi.",
        (("Georgia", "capital", "Tbilisi"),),
    ),
    ("The Spanish dish Sopa Fria includes tomatoes and garlic.", (("Sopa Fria", "country", "Spain"),)),
    ("The Italian dessert Torta Menta is made with ricotta.", (("Torta Menta", "country", "Italy"),)),
    (
        "Galette Morvan is a French pancake made from buckwheat flour.",
        (("Galette Morvan", "country", "France"), ("Galette Morvan", "ingredient", "buckwheat flour")),
    ),
]

CASES += [
    (
        "The Peruvian dish Causa Verde is served cold.",
        (("Causa Verde", "country", "Peru"), ("Causa Verde", "serving temperature", "cold")),
    ),
    (
        "The Mexican dessert Flan Rosita contains eggs, milk and caramel.",
        (
            ("Flan Rosita", "country", "Mexico"),
            ("Flan Rosita", "ingredient", "eggs"),
            ("Flan Rosita", "ingredient", "milk"),
            ("Flan Rosita", "ingredient", "caramel"),
        ),
    ),
    (
        "Tamal Serrano is a variation of Pollo Amarra and comes from Guatemala.",
        (("Pollo Amarra", "variant", "Tamal Serrano"), ("Tamal Serrano", "country", "Guatemala")),
    ),
    ("Chicken is used in Pollo Amarra, which is served hot.", (("Pollo Amarra", "serving temperature", "hot"),)),
]

# Stated, but not (all) found by this pass's rules: only the facts found must be right.
UNDECIDED: list[tuple[str, tuple[Triple, ...]]] = [
    ("Honduras is the country that Pollo Amarra comes from.", (("Pollo Amarra", "country", "Honduras"),)),
    (
        "Chicken is used in Pollo Amarra, which is served hot.",
        (("Pollo Amarra", "ingredient", "chicken"), ("Pollo Amarra", "serving temperature", "hot")),
    ),
    (
        "Kulfa Rani comes from India where the currency is the Indian rupee and the leader is Narendra Modi.",
        (
            ("Kulfa Rani", "country", "India"),
            ("India", "currency", "Indian rupee"),
            ("India", "leader", "Narendra Modi"),
        ),
    ),
    (
        "Pirozhki Dasha are pastries from Russia, which are filled with cabbage.",
        (("Pirozhki Dasha", "country", "Russia"), ("Pirozhki Dasha", "ingredient", "cabbage")),
    ),
    (
        "Bakso Rinjani is an Indonesian meatball soup; its ingredients include beef and noodles.",
        (
            ("Bakso Rinjani", "country", "Indonesia"),
            ("Bakso Rinjani", "ingredient", "beef"),
            ("Bakso Rinjani", "ingredient", "noodles"),
        ),
    ),
    (
        "Galette Morvan is from Brittany in France, where the people are known as French.",
        (("Galette Morvan", "region", "Brittany"), ("Galette Morvan", "country", "France")),
    ),
    ("Arepa Llanera is eaten as a breakfast dish.", (("Arepa Llanera", "course", "breakfast"),)),
    (
        "The Tarsan Monument is a monument in the municipality of Vake, which is in Georgia.",
        (("Tarsan Monument", "location", "Vake"), ("Vake", "country", "Georgia")),
    ),
    (
        "Georgia, where the Tarsan Monument is located, is led by Irakli Kobakhidze.",
        (("Tarsan Monument", "country", "Georgia"), ("Georgia", "leader", "Irakli Kobakhidze")),
    ),
]

# (sentence, entity, catalog relation): no fact of that entity on that relation.
GUARDS: list[tuple[str, str, str]] = [
    ("The Tarsan Monument is found in Georgia, and its capital is Tbilisi.", "Tarsan Monument", "capital"),
    ("The Coldbrook Memorial is in Kelton and its leader is Tom Ford.", "Coldbrook Memorial", "leader"),
    ("The Honduran dish Pollo Amarra contains chicken.", "Pollo Amarra", "occupation"),
    ("The Mexican dessert Flan Rosita contains eggs, milk and caramel.", "Flan Rosita", "occupation"),
    ("Anna Pell cooked a Mexican dish at home.", "Anna Pell", "country"),
    ("Kulfa Rani is a dessert from the Spanish region.", "Kulfa Rani", "region"),
    ("The Italian chef Marco Lenti created Torta Menta.", "Marco Lenti", "country"),
    ("The Italian chef Marco Lenti created Torta Menta.", "Torta Menta", "country"),
    ("Kelton is a town near the Coldbrook Memorial.", "Coldbrook Memorial", "nearest city"),
    ("The bridge's alternative route is the Old Road.", "bridge", "alternative name"),
    ("The Kelton Hotel, which is served by a hot spring, opened in 1990.", "Kelton Hotel", "serving temperature"),
    ("Anna Pell, who is served hot coffee every day, lives in Kelton.", "Anna Pell", "serving temperature"),
]


@pytest.mark.parametrize(("text", "triples"), CASES)
def test_every_stated_fact_is_found(extractor: SpacyRulesV2Extractor, text: str, triples: tuple[Triple, ...]) -> None:
    facts = run(extractor, [text])[0]
    assert recovered(facts, triples) == set(triples)


@pytest.mark.parametrize(("text", "triples"), [*CASES, *UNDECIDED])
def test_no_other_value_on_a_stated_key(
    extractor: SpacyRulesV2Extractor, text: str, triples: tuple[Triple, ...]
) -> None:
    assert wrong_on_key(run(extractor, [text])[0], triples) == []


@pytest.mark.parametrize(("text", "entity", "relation"), GUARDS)
def test_near_misses_state_nothing_of_the_kind(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str
) -> None:
    assert keyed_as(run(extractor, [text])[0], entity, relation) == []
