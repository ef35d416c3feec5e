"""``spacy-rules.v2`` on a fresh batch of dish sentences (session 25, food carry-over): a
made-up one-word name the tagger took for an adverb ("Pelvosh is a Ukrainian dish"), foods
"found in" or "used in" a dish, "made using A", a fronted "Served as a starter, X ...", a
region "which is a region of Z", a name the parser hung on "originates" as a compound, "the
dish" after "X is eaten in Y", "a type of cake that is served as a dessert", "X uses A and B"
(never a person's), "the dish X is found in A and B" (two countries), and a few more common
foods ("seaweed", "tripe", "spelt").

Every dish is invented for these tests (the countries and regions are real). A fact is right as
the benchmark scores it."""

from __future__ import annotations

import pytest
from test_food_monuments_v3 import Triple, keyed_as, recovered, wrong_on_key
from test_spacy_rules_v2 import run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (sentence, the triples it states): each must be recovered.
CASES: list[tuple[str, tuple[Triple, ...]]] = [
    ("Pelvosh is a Ukrainian dish.", (("Pelvosh", "country", "Ukraine"),)),
    (
        "Garlic and lamb are found in Murtabesh.",
        (("Murtabesh", "ingredient", "garlic"), ("Murtabesh", "ingredient", "lamb")),
    ),
    ("Goat cheese is used in Tellanka.", (("Tellanka", "ingredient", "goat cheese"),)),
    (
        "The Chilean dish Pastrova is made using corn and basil.",
        (("Pastrova", "country", "Chile"), ("Pastrova", "ingredient", "corn"), ("Pastrova", "ingredient", "basil")),
    ),
    (
        "Served as a dessert, Melvica is a cake from Serbia.",
        (("Melvica", "course", "dessert"), ("Melvica", "country", "Serbia")),
    ),
    (
        "Served as a side dish, Pomarra is made with potatoes.",
        (("Pomarra", "course", "side dish"), ("Pomarra", "ingredient", "potatoes")),
    ),
    (
        "Tolvanno originates from Sardinia, which is a region of Italy.",
        (("Tolvanno", "region", "Sardinia"), ("Tolvanno", "country", "Italy")),
    ),
    (
        "Bravetta is eaten in Chile. The dish contains lamb and beans.",
        (("Bravetta", "ingredient", "lamb"), ("Bravetta", "ingredient", "beans")),
    ),
    ("Torsella is a type of cake that is served as a dessert.", (("Torsella", "course", "dessert"),)),
    ("Fenvarra uses cod and garlic.", (("Fenvarra", "ingredient", "cod"), ("Fenvarra", "ingredient", "garlic"))),
    ("Pellino is made with spelt.", (("Pellino", "ingredient", "spelt"),)),
    (
        "The dish Cholvana is found in Bolivia and Peru.",
        (("Cholvana", "country", "Bolivia"), ("Cholvana", "country", "Peru")),
    ),
    ("Kelpani is made with seaweed.", (("Kelpani", "ingredient", "seaweed"),)),
    ("Karshenka is made with tripe.", (("Karshenka", "ingredient", "tripe"),)),
]

# (sentence, entity, relation): the sentence states no such fact.
GUARDS: list[tuple[str, str, str]] = [
    ("Rice is found in Spain.", "Spain", "ingredient"),
    ("Salmon are found in Lake Torva.", "Lake Torva", "ingredient"),
    ("Trout are found in the Kelsey River.", "Kelsey River", "ingredient"),
    ("Granite is used in the Kelsey Tower.", "Kelsey Tower", "ingredient"),
    ("Served as a senator, Tom Baxter lived in Ohio.", "Tom Baxter", "course"),
    ("Anna Pell uses butter and sugar.", "Anna Pell", "ingredient"),
    ("Kelsey Farms uses wheat and barley.", "Kelsey Farms", "ingredient"),
    ("Lena Holt is a type of singer that is loved in Spain.", "Lena Holt", "course"),
    ("Tom Reed is from Colombia and Peru.", "Tom Reed", "country"),
    ("Anna Pell comes from the Kelsey region of Wales.", "Anna Pell", "region"),
]


@pytest.mark.parametrize(("text", "triples"), CASES)
def test_every_stated_fact_is_found(extractor: SpacyRulesV2Extractor, text: str, triples: tuple[Triple, ...]) -> None:
    facts = run(extractor, [text])[0]
    assert recovered(facts, triples) == set(triples)


@pytest.mark.parametrize(("text", "triples"), CASES)
def test_no_other_value_on_a_stated_key(
    extractor: SpacyRulesV2Extractor, text: str, triples: tuple[Triple, ...]
) -> None:
    assert wrong_on_key(run(extractor, [text])[0], triples) == []


@pytest.mark.parametrize(("text", "entity", "relation"), GUARDS)
def test_near_misses_state_nothing_of_the_kind(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str
) -> None:
    assert keyed_as(run(extractor, [text])[0], entity, relation) == []
