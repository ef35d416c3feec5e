"""``spacy-rules.v2`` on crowd-style dish texts (round 15, dishes): a "whose main ingredients"
clause the parser hung on the place of origin ("a dish from the Punjab region whose main
ingredients are ...") or on an apposed dish noun ("X, a Greek dessert whose ..."); a one-word
dish the NER took for a person that "is made with" foods; "variations of which include Y" on a
dish noun (a variant, no ingredient); "A and B C" with "A" parsed as an adjective of C; a
currency "used as (the) currency" of a country; a later clause's "its" leader, capital or
currency after "X comes from <country>" (the country's, never the dish's).

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
        "Korvalo is a stew from the Bavaria region whose main ingredients are pork knuckle, cabbage and beer.",
        (
            ("Korvalo", "region", "Bavaria"),
            ("Korvalo", "ingredient", "pork knuckle"),
            ("Korvalo", "ingredient", "cabbage"),
            ("Korvalo", "ingredient", "beer"),
        ),
    ),
    (
        "Melvassa, a Greek dessert whose main ingredients are honey and walnuts, is served cold.",
        (
            ("Melvassa", "country", "Greece"),
            ("Melvassa", "ingredient", "honey"),
            ("Melvassa", "ingredient", "walnuts"),
            ("Melvassa", "serving temperature", "cold"),
        ),
    ),
    (
        "Marvin is made with rice, tahini and lemon juice.",
        (("Marvin", "ingredient", "rice"), ("Marvin", "ingredient", "tahini"), ("Marvin", "ingredient", "lemon juice")),
    ),
    (
        "Pelmori is a Polish dish, variations of which include Pelmora and Pelmina.",
        (("Pelmori", "country", "Poland"), ("Pelmori", "variant", "Pelmora"), ("Pelmori", "variant", "Pelmina")),
    ),
    (
        "The main ingredients of Tolvik are napa cabbage and Korean radish.",
        (("Tolvik", "ingredient", "napa cabbage"), ("Tolvik", "ingredient", "Korean radish")),
    ),
    (
        "Tarlani is a soup from Peru, where the Peruvian sol is used as the currency.",
        (("Tarlani", "country", "Peru"),),
    ),
    (
        "Kelvaro is eaten in Hungary and the Hungarian forint is used as currency.",
        (("Hungary", "currency", "Hungarian forint"),),
    ),
    ("The Swiss franc is used as the currency in Switzerland.", (("Switzerland", "currency", "Swiss franc"),)),
    (
        "Varnoka comes from Chile and its leader is Gabriel Boric.",
        (("Varnoka", "country", "Chile"), ("Chile", "leader", "Gabriel Boric")),
    ),
    (
        "Sorvani is a dish from Kenya, and its capital is Nairobi.",
        (("Sorvani", "country", "Kenya"), ("Kenya", "capital", "Nairobi")),
    ),
    (
        "Brelvik is a soup from Norway and its currency is the Norwegian krone.",
        (("Brelvik", "country", "Norway"), ("Norway", "currency", "Norwegian krone")),
    ),
    (
        "Korvani is a sauce found in Thailand, Laos and Cambodia.",
        (("Korvani", "country", "Thailand"), ("Korvani", "country", "Laos"), ("Korvani", "country", "Cambodia")),
    ),
    (
        "Pelvari is a dessert whose main ingredient is sticky rice wrapped in banana leaves.",
        (("Pelvari", "ingredient", "sticky rice wrapped in banana leaves"),),
    ),
    ("Sorvelka is eaten as a snack in Poland.", (("Sorvelka", "course", "snack"),)),
    ("Coming from the Lazio region, Tarvolo is a tart.", (("Tarvolo", "region", "Lazio"),)),
    (
        "A dish from the Tuscany region of Italy, Pelsotto has rice and beans as its main ingredients and is served as a starter.",
        (
            ("Pelsotto", "region", "Tuscany"),
            ("Pelsotto", "country", "Italy"),
            ("Pelsotto", "ingredient", "rice"),
            ("Pelsotto", "ingredient", "beans"),
            ("Pelsotto", "course", "starter"),
        ),
    ),
    ("A soup from Spain, Morvano contains tomato and is served cold.", (("Morvano", "ingredient", "tomato"),)),
    (
        "Kolvani is a noodle soup from Vietnam and Laos.",
        (("Kolvani", "country", "Vietnam"), ("Kolvani", "country", "Laos")),
    ),
    ("Telvino, also called corn cake, is a Mexican dessert.", (("Telvino", "alternative name", "corn cake"),)),
    (
        "Korvik are dumplings filled with mushrooms and cabbage.",
        (("Korvik", "ingredient", "mushrooms"), ("Korvik", "ingredient", "cabbage")),
    ),
    ("Selvina, a Czech pastry, is stuffed with plum jam.", (("Selvina", "ingredient", "plum jam"),)),
    (
        "Tarvelo is a Spanish dish and Felipe VI is the King of Spain.",
        (("Tarvelo", "country", "Spain"), ("Spain", "leader", "Felipe VI")),
    ),
    (
        "Pho is a Vietnamese noodle soup; its main ingredients are rice noodles and beef.",
        (("Pho", "country", "Vietnam"), ("Pho", "ingredient", "rice noodles"), ("Pho", "ingredient", "beef")),
    ),
    (
        "Pho is a Vietnamese soup served hot and its main ingredients are rice noodles and beef.",
        (("Pho", "serving temperature", "hot"), ("Pho", "ingredient", "rice noodles"), ("Pho", "ingredient", "beef")),
    ),
    (
        "The creator of the Harlan sandwich is Tom Harlan.",
        (("Harlan sandwich", "creator", "Tom Harlan"),),
    ),
    ("Kolvani is a curry dish whose country of origin is India.", (("Kolvani", "country", "India"),)),
    ("Tarvesh is a bean stew from Gascony, served as a main course.", (("Tarvesh", "course", "main course"),)),
    ("Morvik is a fish soup from Chile, served hot.", (("Morvik", "serving temperature", "hot"),)),
    (
        "Pelvanka, a type of rye dumpling, originates in Silesia, Poland.",
        (("Pelvanka", "region", "Silesia"), ("Pelvanka", "country", "Poland")),
    ),
    ("The Vietnamese đồng is the currency of Vietnam.", (("Vietnam", "currency", "Vietnamese đồng"),)),
    (
        "Kolvani is a bread salad originating in Syria whose ingredients are pita bread and lettuce.",
        (("Kolvani", "ingredient", "pita bread"), ("Kolvani", "ingredient", "lettuce")),
    ),
]

# (text, entity, relation): the text states no such fact.
GUARDS: list[tuple[str, str, str]] = [
    (
        "Korvalo is a stew from the Bavaria region whose main ingredients are pork and beer.",
        "Bavaria region",
        "ingredient",
    ),
    ("Pelmori is a Polish dish, variations of which include Pelmora and Pelmina.", "Pelmori", "ingredient"),
    ("Tom Harlow is made with bronze and copper.", "Tom Harlow", "ingredient"),
    ("Kelvaro comes from Chile and the euro is used as currency in France.", "Chile", "currency"),
    ("The Lebanese pound is used as currency in Syria.", "Syria", "currency"),
    ("Varnoka comes from Chile and its leader is Gabriel Boric.", "Varnoka", "leader"),
    ("Kelsey is in the United States and its leader is Ann Hall.", "United States", "leader"),
    ("Kelsey is in Texas, United States, and its leader is Ann Hall.", "United States", "leader"),
    ("Tom Harlow is served as a snack.", "Tom Harlow", "course"),
    (
        "A dish from the Tuscany region of Italy, Pelsotto has rice and beans as its main ingredients.",
        "Tuscany region",
        "ingredient",
    ),
    ("Tom Harlow, also called the tall man, is a singer.", "Tom Harlow", "alternative name"),
    ("The Kelsey Gallery is filled with paintings and bread.", "Kelsey Gallery", "ingredient"),
    ("The creator of the Harlan sandwich is Tom Harlan.", "sandwich", "creator"),
    (
        "Kolvani is a bread salad originating in Syria whose ingredients are pita bread and lettuce.",
        "Syria",
        "ingredient",
    ),
    ("Anna Pell is a singer from Vietnam; its capital is Hanoi.", "Anna Pell", "capital"),
    ("Tom Reed is a singer from Chile, served as a starter.", "Tom Reed", "course"),
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
