"""``spacy-rules.v2`` on a fresh batch of dish sentences (session 24, food pass): a
nationality adjective on a dish noun in any position ("X is a Hungarian soup", "X, a Polish
dish,", "a Greek appetizer", "a German main course") with a one-word name the NER took for a
place or a nationality, fronted phrases ("A dish from Spain, X is ...", "From Tunisia, X
...", "Originating in Norway, X ...", "Made with A and B, X ..."), "the dessert X" as a
course, "X has A in it", "it" after a clause on X's ingredients, an other name ending in a food
("Pelmoran rice") as a sign of a dish, and common foods as ingredients ("X contains beetroot").

Every dish and person is invented for these tests (the countries are real). A fact is right as
the benchmark scores it."""

from __future__ import annotations

import pytest
from test_food_monuments_v3 import Triple, keyed_as, recovered, wrong_on_key
from test_spacy_rules_v2 import run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (sentence, the triples it states): each must be recovered.
CASES: list[tuple[str, tuple[Triple, ...]]] = [
    (
        "Orvanta is a Hungarian soup made with paprika and beef.",
        (("Orvanta", "country", "Hungary"), ("Orvanta", "ingredient", "paprika"), ("Orvanta", "ingredient", "beef")),
    ),
    (
        "Plimbo is a Greek appetizer whose main ingredients are olives and bread.",
        (
            ("Plimbo", "country", "Greece"),
            ("Plimbo", "course", "appetizer"),
            ("Plimbo", "ingredient", "olives"),
            ("Plimbo", "ingredient", "bread"),
        ),
    ),
    (
        "Ostrenka, a Polish dish, is served as a side dish.",
        (("Ostrenka", "country", "Poland"), ("Ostrenka", "course", "side dish")),
    ),
    (
        "Grumbeck is a German main course.",
        (("Grumbeck", "country", "Germany"), ("Grumbeck", "course", "main course")),
    ),
    ("Mervish is a dish found in Turkey.", (("Mervish", "country", "Turkey"),)),
    (
        "Pelmora, also known as Pelmoran rice, is from Spain.",
        (("Pelmora", "alternative name", "Pelmoran rice"), ("Pelmora", "country", "Spain")),
    ),
    (
        "The main ingredients of Kolvash are honey and walnuts, and it is served as a dessert.",
        (("Kolvash", "ingredient", "honey"), ("Kolvash", "ingredient", "walnuts"), ("Kolvash", "course", "dessert")),
    ),
    (
        "The dessert Kolvash has walnuts in it.",
        (("Kolvash", "course", "dessert"), ("Kolvash", "ingredient", "walnuts")),
    ),
    (
        "A dish from Spain, Pelmora is made with rice and chicken.",
        (("Pelmora", "country", "Spain"), ("Pelmora", "ingredient", "rice"), ("Pelmora", "ingredient", "chicken")),
    ),
    (
        "A Polish dish, Ostrenka is served as a side dish.",
        (("Ostrenka", "country", "Poland"), ("Ostrenka", "course", "side dish")),
    ),
    (
        "In Spain, where Felipe VI is the king, Pelmora is a popular dish.",
        (("Spain", "leader", "Felipe VI"),),
    ),
    (
        "Originating in Norway, Skjelda is a fish dish served as a main course.",
        (("Skjelda", "country", "Norway"), ("Skjelda", "course", "main course")),
    ),
    (
        "Made with chickpeas and tahini, Darrouk is a dish from Syria.",
        (("Darrouk", "country", "Syria"), ("Darrouk", "ingredient", "chickpeas"), ("Darrouk", "ingredient", "tahini")),
    ),
    (
        "The Danish dessert Kringlet is made from butter and almonds.",
        (
            ("Kringlet", "country", "Denmark"),
            ("Kringlet", "course", "dessert"),
            ("Kringlet", "ingredient", "butter"),
            ("Kringlet", "ingredient", "almonds"),
        ),
    ),
    ("The Austrian pastry Mohnrolle contains poppy seeds.", (("Mohnrolle", "ingredient", "poppy seeds"),)),
    (
        "Fasolka comes from Poland and has beans and sausage in it.",
        (("Fasolka", "country", "Poland"), ("Fasolka", "ingredient", "beans"), ("Fasolka", "ingredient", "sausage")),
    ),
    (
        "A popular dish in Chile, Carranca is made with corn and beef.",
        (("Carranca", "ingredient", "corn"), ("Carranca", "ingredient", "beef")),
    ),
    ("From Tunisia, Tarissa Lamb is made with lamb and chili peppers.", (("Tarissa Lamb", "country", "Tunisia"),)),
    (
        "Zolvetti can also be called Zolvetta, and it contains pasta, cream and mushrooms.",
        (
            ("Zolvetti", "alternative name", "Zolvetta"),
            ("Zolvetti", "ingredient", "pasta"),
            ("Zolvetti", "ingredient", "cream"),
            ("Zolvetti", "ingredient", "mushrooms"),
        ),
    ),
    (
        "Torvanka is a dish from Slovakia made with potatoes, flour and sheep cheese.",
        (
            ("Torvanka", "country", "Slovakia"),
            ("Torvanka", "ingredient", "potatoes"),
            ("Torvanka", "ingredient", "flour"),
            ("Torvanka", "ingredient", "sheep cheese"),
        ),
    ),
    (
        "The origin of Chiporo is Paraguay, and it is made from cornmeal and cheese.",
        (
            ("Chiporo", "country", "Paraguay"),
            ("Chiporo", "ingredient", "cornmeal"),
            ("Chiporo", "ingredient", "cheese"),
        ),
    ),
    (
        "Kiravan is a dish in which the main ingredients are mutton and rice.",
        (("Kiravan", "ingredient", "mutton"), ("Kiravan", "ingredient", "rice")),
    ),
    (
        "Known as Sopetta in Spain, Sopello is a cold soup.",
        (("Sopello", "alternative name", "Sopetta"), ("Sopello", "serving temperature", "cold")),
    ),
    (
        "Perusha is a Peruvian dish with potatoes and cheese.",
        (("Perusha", "country", "Peru"), ("Perusha", "ingredient", "potatoes"), ("Perusha", "ingredient", "cheese")),
    ),
    (
        "Calvarra is a dessert of Spanish origin made with milk and eggs.",
        (
            ("Calvarra", "course", "dessert"),
            ("Calvarra", "country", "Spain"),
            ("Calvarra", "ingredient", "milk"),
            ("Calvarra", "ingredient", "eggs"),
        ),
    ),
    (
        "Florenza is a starter in Italian cuisine.",
        (("Florenza", "course", "starter"), ("Florenza", "country", "Italy")),
    ),
    (
        "The dish Kavarna, from Bulgaria, contains yogurt and cucumbers.",
        (
            ("Kavarna", "country", "Bulgaria"),
            ("Kavarna", "ingredient", "yogurt"),
            ("Kavarna", "ingredient", "cucumbers"),
        ),
    ),
    ("Dravenka contains beetroot.", (("Dravenka", "ingredient", "beetroot"),)),
    (
        "Brisanko is made with polenta and parmesan.",
        (("Brisanko", "ingredient", "polenta"), ("Brisanko", "ingredient", "parmesan")),
    ),
]

# (sentence, entity, relation): the sentence states no such fact.
GUARDS: list[tuple[str, str, str]] = [
    ("Tomas Berg, a Swedish chef, is from Sweden.", "Tomas Berg", "country"),
    ("Amelio Rossi is from Spain and cooks with rice.", "Amelio Rossi", "country"),
    ("Amelio Rossi is from Spain and cooks with rice.", "Amelio Rossi", "ingredient"),
    ("The Torvald Tower has a restaurant in it.", "Torvald Tower", "ingredient"),
    ("The Torvald Tower contains a restaurant and a bakery.", "Torvald Tower", "ingredient"),
    ("A chef from Spain, Amelio Rossi is known for his rice.", "Amelio Rossi", "country"),
    ("In Spain, Amelio Rossi is a famous chef.", "Amelio Rossi", "country"),
    # where a dish is eaten is no country of it, fronted or not
    ("In Spain, where Felipe VI is the king, Pelmora is a popular dish.", "Pelmora", "country"),
    ("A popular dish in Chile, Carranca is made with corn and beef.", "Carranca", "country"),
    ("Made with steel and glass, the Torvald Tower is a landmark.", "Torvald Tower", "ingredient"),
    ("The museum has paintings in it.", "museum", "ingredient"),
    ("The starter Tom Baxter scored twice.", "Tom Baxter", "course"),
    ("The Berrow Hotel has a bakery and a cafe in it.", "Berrow Hotel", "ingredient"),
    ("The Danish striker Lars Holm scored twice.", "Lars Holm", "course"),
    ("From Spain, Amelio Rossi is known for his rice.", "Amelio Rossi", "country"),
    ("The ship was named Kelda, and it contains cabins and a bar.", "Kelda", "ingredient"),
    ("Known as Big Tom in Texas, Tom Baxter is a famous chef.", "Tom Baxter", "alternative name"),
    ("Lena Holt is a singer in which many people see a star.", "Lena Holt", "ingredient"),
    ("The origin of Lena Holt is Norway.", "Lena Holt", "country"),
    ("The Morrow Inn, from Ireland, serves stew.", "Morrow Inn", "country"),
    ("Erik Lund, a Danish baker, makes bread with rye.", "Erik Lund", "ingredient"),
    ("Tom Baxter is a starter in the Italian league.", "Tom Baxter", "course"),
    ("The Kelso Tower is a building with glass and steel.", "Kelso Tower", "ingredient"),
    ("Hungary, a European country, is known for its soup.", "Hungary", "country"),
    ("Ilse Warnke is a German cook.", "Ilse Warnke", "country"),
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
