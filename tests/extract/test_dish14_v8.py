"""``spacy-rules.v2`` on a fresh batch of dish sentences (round 14, dishes): "A and B are among
its main ingredients", "A is one of the ingredients" joined to a clause on the dish, "X has the
main ingredient A" (the role noun parsed as a compound of the value, or as the subject of a
participle), "its main ingredient being A", "the dish called X", the first food of a list hung
on the next item across the comma, one food that the older list lacks ("contains squid ink"),
"the region of Y in Z", "A and B is a dish" (one name), a place's name on a dish noun ("a
Sichuan dish"), an ingredient "of" or "in" a dish named in lowercase, and no class ("instance
of") that the course and country facts already say.

Every dish is invented for these tests (the countries and regions are real). A fact is right as
the benchmark scores it."""

from __future__ import annotations

import pytest
from test_food_monuments_v3 import Triple, keyed_as, recovered, wrong_on_key
from test_spacy_rules_v2 import run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, the triples it states): each must be recovered.
CASES: list[tuple[str, tuple[Triple, ...]]] = [
    (
        "Trevanna is a stew from Chile. Potatoes and corn are among its main ingredients.",
        (("Trevanna", "country", "Chile"), ("Trevanna", "ingredient", "potatoes"), ("Trevanna", "ingredient", "corn")),
    ),
    (
        "Morlesca is a Greek dish and oregano is among the ingredients.",
        (("Morlesca", "country", "Greece"), ("Morlesca", "ingredient", "oregano")),
    ),
    (
        "Velbrosa is a snack, and cinnamon is one of the ingredients.",
        (("Velbrosa", "ingredient", "cinnamon"),),
    ),
    ("Quellina has the main ingredient lentils.", (("Quellina", "ingredient", "lentils"),)),
    (
        "Quellina has the main ingredients lentils and onions.",
        (("Quellina", "ingredient", "lentils"), ("Quellina", "ingredient", "onions")),
    ),
    (
        "Porvelli has the main ingredient smoked herring and is served cold.",
        (("Porvelli", "ingredient", "smoked herring"), ("Porvelli", "serving temperature", "cold")),
    ),
    (
        "The dish called Santrelo is eaten in Bolivia, its main ingredient being quinoa.",
        (("Santrelo", "ingredient", "quinoa"),),
    ),
    ("The dish called Marvetta comes from Portugal.", (("Marvetta", "country", "Portugal"),)),
    (
        "The main ingredients of Dorvaska are pumpkin, minced pork and tomato sauce.",
        (
            ("Dorvaska", "ingredient", "pumpkin"),
            ("Dorvaska", "ingredient", "minced pork"),
            ("Dorvaska", "ingredient", "tomato sauce"),
        ),
    ),
    (
        "The main ingredients of Dorvaska are zucchini, grated cheese and ham.",
        (
            ("Dorvaska", "ingredient", "zucchini"),
            ("Dorvaska", "ingredient", "grated cheese"),
            ("Dorvaska", "ingredient", "ham"),
        ),
    ),
    (
        "Dorvaska contains eggplant, chopped tomatoes and rice.",
        (
            ("Dorvaska", "ingredient", "eggplant"),
            ("Dorvaska", "ingredient", "chopped tomatoes"),
            ("Dorvaska", "ingredient", "rice"),
        ),
    ),
    ("Palenta verde contains squid ink.", (("Palenta verde", "ingredient", "squid ink"),)),
    (
        "Palenta verde comes from the region of Murcia in Spain and contains rice.",
        (
            ("Palenta verde", "region", "Murcia"),
            ("Palenta verde", "country", "Spain"),
            ("Palenta verde", "ingredient", "rice"),
        ),
    ),
    (
        "Bangers and mash is a dish from the United Kingdom.",
        (("Bangers and mash", "country", "United Kingdom"),),
    ),
    (
        "Toast and dripping is served hot and contains bread.",
        (("Toast and dripping", "serving temperature", "hot"), ("Toast and dripping", "ingredient", "bread")),
    ),
    ("Korvalo is a Sichuan dish.", (("Korvalo", "region", "Sichuan"),)),
    (
        "Ginger is an ingredient of Lantrova, which is a Texas dish.",
        (("Lantrova", "ingredient", "Ginger"), ("Lantrova", "region", "Texas")),
    ),
    ("Spinach is an ingredient in palak dal.", (("palak dal", "ingredient", "Spinach"),)),
    (
        "Leek is a member of the family Amaryllidaceae and is an ingredient in cock broth.",
        (("cock broth", "ingredient", "Leek"),),
    ),
    (
        "Harvenka originates from Georgia. An ingredient of harvenka is walnut.",
        (("Harvenka", "ingredient", "walnut"),),
    ),
]

# Batch 2's shapes, fitted after it was scored once.
CASES += [
    (
        "Kormani originates from Aragon and is made of rice, beans and garlic.",
        (
            ("Kormani", "region", "Aragon"),
            ("Kormani", "ingredient", "rice"),
            ("Kormani", "ingredient", "beans"),
            ("Kormani", "ingredient", "garlic"),
        ),
    ),
    (
        "The Murcia region of Spain is where Turvolo is from.",
        (("Turvolo", "region", "Murcia"), ("Turvolo", "country", "Spain")),
    ),
    (
        "Telvoni comes from Malaysia and the main ingredients are rice, anchovies and kway teow.",
        (
            ("Telvoni", "ingredient", "rice"),
            ("Telvoni", "ingredient", "anchovies"),
            ("Telvoni", "ingredient", "kway teow"),
        ),
    ),
    (
        "Galvora sauce can be found in the region of Liguria. The main ingredients are basil, garlic and pine nuts.",
        (
            ("Galvora sauce", "region", "Liguria"),
            ("Galvora sauce", "ingredient", "basil"),
            ("Galvora sauce", "ingredient", "garlic"),
            ("Galvora sauce", "ingredient", "pine nuts"),
        ),
    ),
    ("Rosvelli, which has a variation called Mirvelli, contains rice.", (("Rosvelli", "variant", "Mirvelli"),)),
    (
        "Prindela is a dessert from Chile which has quince as a main ingredient.",
        (("Prindela", "country", "Chile"), ("Prindela", "ingredient", "quince")),
    ),
    ("Lentil roll has the alternative name lentil log.", (("Lentil roll", "alternative name", "lentil log"),)),
    ("Garlic is part of the dish Porvenna.", (("Porvenna", "ingredient", "Garlic"),)),
    ("Basil is in the family Lamiaceae and is used in Trenola sauce.", (("Trenola sauce", "ingredient", "Basil"),)),
]

# Batch 3's shapes, fitted after it was scored once.
CASES += [
    (
        "Palvetta was first made by Ana Ruiz and it is served cold as a dessert.",
        (("Palvetta", "serving temperature", "cold"), ("Palvetta", "course", "dessert")),
    ),
    (
        "Morvanka originates in Slovakia, whose capital is Bratislava, and is a dessert.",
        (("Morvanka", "country", "Slovakia"), ("Morvanka", "course", "dessert")),
    ),
    ("The main course Pollo Verdello is a Chilean dish.", (("Pollo Verdello", "course", "main course"),)),
    ("Crostavo, an Italian antipasto, contains tomatoes.", (("Crostavo", "country", "Italy"),)),
    (
        "Torta Valmera is a Spanish cake, also called pastel de Valmera.",
        (("Torta Valmera", "alternative name", "pastel de Valmera"),),
    ),
    (
        "Sage is used in Porvatti, which is also known as Miller's pie.",
        (("Porvatti", "alternative name", "Miller's pie"),),
    ),
    (
        "The Czech dish Vorelka has pork as its main ingredient and is also called farmer's stew.",
        (("Vorelka", "alternative name", "farmer's stew"),),
    ),
    ("Kalvorno is a variation of goulash.", (("goulash", "variant", "Kalvorno"),)),
    (
        "Thyme is a plant of the genus Thymus and an ingredient of zarvella.",
        (("zarvella", "ingredient", "Thyme"),),
    ),
    (
        "The pear is a member of the family Rosaceae and is an ingredient in Tarte Morvelle.",
        (("Tarte Morvelle", "ingredient", "pear"),),
    ),
]

# Batch 4's shapes, fitted after it was scored once.
CASES += [
    (
        "Parsnip is a member of the family Apiaceae and is the main ingredient of Danish mash.",
        (("Danish mash", "ingredient", "Parsnip"),),
    ),
    (
        "Kolmarri is a main course from Kashmir and lamb is its main ingredient.",
        (("Kolmarri", "region", "Kashmir"), ("Kolmarri", "course", "main course"), ("Kolmarri", "ingredient", "lamb")),
    ),
    (
        "Pumpkin belongs to the family Cucurbitaceae and it is an ingredient of borvella.",
        (("borvella", "ingredient", "Pumpkin"),),
    ),
    (
        "Spanish stew, also known as olla de Murcia, contains beans and pork.",
        (
            ("Spanish stew", "alternative name", "olla de Murcia"),
            ("Spanish stew", "ingredient", "beans"),
            ("Spanish stew", "ingredient", "pork"),
        ),
    ),
]

# (text, entity, relation): the text states no such fact.
GUARDS: list[tuple[str, str, str]] = [
    ("Kelsey Hall is a museum and granite is among the materials.", "Kelsey Hall", "ingredient"),
    ("Salt is an ingredient in many dishes.", "many dishes", "ingredient"),
    ("Salt is an ingredient in cooking.", "cooking", "ingredient"),
    ("Yeast is an ingredient of bread.", "bread", "ingredient"),
    ("Cumin is an ingredient in indian cuisine.", "indian cuisine", "ingredient"),
    ("Kolveta is a Heinz soup.", "Kolveta", "region"),
    ("Kolveta is a Spanish dessert.", "Kolveta", "instance of"),
    ("Kolveta, a Mexican dish, contains beans.", "Kolveta", "instance of"),
    ("Rice and beans are foods from Brazil.", "Rice and beans", "country"),
    ("The Kelsey Museum contains ink.", "Kelsey Museum", "ingredient"),
    ("The Kelsey tower contains modern, bright offices.", "Kelsey tower", "ingredient"),
    ("Anna Pell comes from Norway and the main ingredients are rice and beans.", "Anna Pell", "ingredient"),
    ("Rice is used in Spanish cooking.", "Spanish cooking", "ingredient"),
    ("Spain is where Anna Pell is from.", "Anna Pell", "country"),
    ("Tom Reed is part of the team Kelsey Rovers.", "Kelsey Rovers", "ingredient"),
    ("Garlic is part of the dish Porvenna.", "Garlic", "part of"),
    ("Murcia is the region where pastel murciano comes from, and it is a dessert.", "Murcia", "course"),
    ("Tom Reed is a singer, also called Tom's brother.", "Tom Reed", "alternative name"),
    ("Kolveta is a variation of many dishes.", "many dishes", "variant"),
    ("Tom Baxter is a member of the club and an ingredient of success.", "success", "ingredient"),
    ("Crostavo, an Italian antipasto, contains tomatoes.", "Crostavo", "instance of"),
    (
        "Spanish omelette, also known as tortilla de patatas, contains eggs and potatoes.",
        "tortilla de patatas",
        "ingredient",
    ),
    ("Tom Reed plays for Kelsey and it is an ingredient of success.", "success", "ingredient"),
    (
        "The creator of the Harvel sandwich was Tom Harvel and its ingredients include ham and cheese.",
        "Tom Harvel",
        "ingredient",
    ),
    ("Anna Pell has the main role in the film.", "Anna Pell", "ingredient"),
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


def test_a_list_ends_where_its_items_stop_being_foods(extractor: SpacyRulesV2Extractor) -> None:
    """ "X contains rice and is served with beans, peas and salad": what it is served with is
    no ingredient; nor is the clause after a list ("..., and it is from Spain")."""
    facts = run(extractor, ["Dorvaska contains rice and is served with beans, peas and salad."])[0]
    assert {f.value for f in keyed_as(facts, "Dorvaska", "ingredient")} == {"rice"}
    facts = run(extractor, ["Dorvaska contains lentils, onions and garlic, and it is from Spain."])[0]
    assert {f.value for f in keyed_as(facts, "Dorvaska", "ingredient")} == {"lentils", "onions", "garlic"}
