"""``spacy-rules.v2`` on a fresh batch of dish sentences (session 27, dishes): a nationality
adjective on a dish noun is the dish's country and no person's nationality ("X is a Greek
dish"); "A and B are its main ingredients" and "A and B are used to make it" after "X is a
soup."; "A is an ingredient of it" and "A is one of its ingredients" joined to a clause on the
dish; "its main ingredient" parsed as a conjunct of the place before it; "a soup from Andalusia
in Spain" (the country after the region); "X salad was created by Y" (a name ending in a dish
noun); a country's leader that "its" puts on a dish in a clause about the country; a name with
a lowercase link the parser cut ("Pato au vin"); another name in lowercase; a clause of foods
hung on the place of origin; "Y, where X originates, ..."; a few more foods ("fries", "sauerkraut", "croutons").

Every dish is invented for these tests (the countries and regions are real). A fact is right as
the benchmark scores it."""

from __future__ import annotations

import pytest
from test_food_monuments_v3 import Triple, keyed_as, recovered, wrong_on_key
from test_spacy_rules_v2 import run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, the triples it states): each must be recovered.
CASES: list[tuple[str, tuple[Triple, ...]]] = [
    ("Kelvani is a dish of fries and gravy.", (("Kelvani", "ingredient", "fries"), ("Kelvani", "ingredient", "gravy"))),
    (
        "Tarvelka contains sauerkraut, hominy and croutons.",
        (
            ("Tarvelka", "ingredient", "sauerkraut"),
            ("Tarvelka", "ingredient", "hominy"),
            ("Tarvelka", "ingredient", "croutons"),
        ),
    ),
    (
        "Sorvetta is a soup from Andalusia in Spain.",
        (("Sorvetta", "region", "Andalusia"), ("Sorvetta", "country", "Spain")),
    ),
    (
        "Lentova is a Mexican soup. Beans and pork are its main ingredients.",
        (("Lentova", "country", "Mexico"), ("Lentova", "ingredient", "beans"), ("Lentova", "ingredient", "pork")),
    ),
    (
        "Kravena is from Hungary and paprika is an ingredient of it.",
        (("Kravena", "country", "Hungary"), ("Kravena", "ingredient", "paprika")),
    ),
    (
        "Dolvasa is a variation of Kravena and chicken is one of its ingredients.",
        (("Kravena", "variant", "Dolvasa"), ("Dolvasa", "ingredient", "chicken")),
    ),
    (
        "Pelvana is a Canadian dish of french fries, cheese curds and gravy.",
        (
            ("Pelvana", "country", "Canada"),
            ("Pelvana", "ingredient", "french fries"),
            ("Pelvana", "ingredient", "cheese curds"),
            ("Pelvana", "ingredient", "gravy"),
        ),
    ),
    (
        "Zurnik, a Polish stew, has sauerkraut and meat as ingredients.",
        (("Zurnik", "country", "Poland"), ("Zurnik", "ingredient", "sauerkraut"), ("Zurnik", "ingredient", "meat")),
    ),
    (
        "Sarnova is a Peruvian soup. Corn and pork are its main ingredients and it is served warm.",
        (
            ("Sarnova", "ingredient", "corn"),
            ("Sarnova", "ingredient", "pork"),
            ("Sarnova", "serving temperature", "warm"),
        ),
    ),
    (
        "Pelmora, also known as pelmo, is a stew from Spain.",
        (("Pelmora", "alternative name", "pelmo"), ("Pelmora", "country", "Spain")),
    ),
    (
        "Tolvinka is a dessert from the Philippines which contains rice and coconut milk.",
        (
            ("Tolvinka", "country", "Philippines"),
            ("Tolvinka", "ingredient", "rice"),
            ("Tolvinka", "ingredient", "coconut milk"),
        ),
    ),
    (
        "Brovanka is a soup served cold. Beetroot and cucumber are used to make it.",
        (("Brovanka", "ingredient", "beetroot"), ("Brovanka", "ingredient", "cucumber")),
    ),
    (
        "Sopa verde is from the Puebla region of Mexico and its main ingredient is chili pepper.",
        (("Sopa verde", "region", "Puebla"), ("Sopa verde", "ingredient", "chili pepper")),
    ),
    (
        "Pato au vin is a French dish of duck cooked in wine.",
        (("Pato au vin", "country", "France"), ("Pato au vin", "ingredient", "duck")),
    ),
    (
        "Peru, where Sarnova originates, has Lima as its capital.",
        (("Sarnova", "country", "Peru"), ("Peru", "capital", "Lima")),
    ),
    (
        "Tolvana comes from Cornwall and its ingredients are beef, potato and swede.",
        (
            ("Tolvana", "region", "Cornwall"),
            ("Tolvana", "ingredient", "beef"),
            ("Tolvana", "ingredient", "potato"),
            ("Tolvana", "ingredient", "swede"),
        ),
    ),
    (
        "Melvoni comes from Tuscany and its main ingredient is beef.",
        (("Melvoni", "ingredient", "beef"),),
    ),
    ("Harlow salad was created by Peter Vance.", (("Harlow salad", "creator", "Peter Vance"),)),
    (
        "Adobo is a Filipino dish, the Philippines' capital is Manila and its leader is Rodrigo Duterte.",
        (
            ("Adobo", "country", "Philippines"),
            ("Philippines", "capital", "Manila"),
            ("Philippines", "leader", "Rodrigo Duterte"),
        ),
    ),
]

# (text, entity, relation): the text states no such fact.
GUARDS: list[tuple[str, str, str]] = [
    ("Moussaka is a Greek dish whose main ingredients are eggplant and lamb.", "Moussaka", "nationality"),
    ("Marrosh is a Filipino dish from the Philippines.", "Marrosh", "nationality"),
    ("Zurnik, a Polish stew, has sauerkraut and meat as ingredients.", "Zurnik", "nationality"),
    (
        "Sarnova is a Peruvian soup. Corn and pork are its main ingredients and it is served warm.",
        "Corn",
        "serving temperature",
    ),
    ("Dolvasa is a variation of Kravena and chicken is one of its ingredients.", "Kravena", "ingredient"),
    (
        "Adobo is a Filipino dish, the Philippines' capital is Manila and its leader is Rodrigo Duterte.",
        "Adobo",
        "leader",
    ),
    ("Tom Reed, also known as captain, is a singer.", "Tom Reed", "alternative name"),
    ("Pelmora, also known as the dish of kings, is a stew from Spain.", "Pelmora", "alternative name"),
    ("Kelsey Hall is a museum in Oslo which contains paintings and bread.", "Kelsey Hall", "ingredient"),
    ("Tom Baxter is a painter. Oil and canvas are used to make it.", "Tom Baxter", "ingredient"),
    ("Lapin au cidre is a French dish of rabbit cooked in cider.", "Lapin", "country"),
    ("Spain, where Anna Pell comes from, has Madrid as its capital.", "Anna Pell", "country"),
    ("Kelsey Hall is in Oslo and its main material is granite.", "Kelsey Hall", "ingredient"),
    ("Tom Baxter is from Spain and football is one of his hobbies.", "Tom Baxter", "ingredient"),
    ("The Kelsey Tower is a building in Oslo in Norway.", "Kelsey Tower", "region"),
    ("Lena Holt is a singer from Andalusia in Spain.", "Lena Holt", "country"),
    ("Kelsey Hall is from Norway and granite is one of its materials.", "Kelsey Hall", "ingredient"),
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
