"""``spacy-rules.v2`` on what encyclopedic text says of dishes (session 21's catalog relations):
region of origin, course, variants, other names, serving temperature, creator, and the
ingredient wordings the older dish rules missed.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of, keys, run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.resolve.values import relation_value_kind, value_fits

FOUND = [
    # region: a named region, "the Y region", a province, a region in apposition, a chain
    ("Salmorejo originates from the Andalusia region.", ("Salmorejo", "region", "Andalusia")),
    ("Salmorejo is a soup. It comes from the Andalusia region.", ("Salmorejo", "region", "Andalusia")),
    ("Tumbet is a traditional dish of Majorca.", ("Tumbet", "region", "Majorca")),
    ("Arròs negre is a dish from Valencia, a region of Spain.", ("Arròs negre", "region", "Valencia")),
    ("Arròs negre is a dish from Valencia, a region of Spain.", ("Arròs negre", "country", "Spain")),
    ("Rawon is a beef soup from the province of East Java in Indonesia.", ("Rawon", "region", "East Java")),
    ("Rawon is a beef soup from the province of East Java in Indonesia.", ("Rawon", "country", "Indonesia")),
    ("Pisto is a vegetable stew from La Mancha, Spain.", ("Pisto", "region", "La Mancha")),
    ("Kelsey stew comes from the Lenmark region of Norway.", ("Kelsey stew", "region", "Lenmark")),
    # "X is from Y" when the sentence says X is a dish; a chain of places; two regions
    ("Salmorejo is from Andalusia and contains bread.", ("Salmorejo", "region", "Andalusia")),
    ("Tlayuda is a dish from Oaxaca City, Oaxaca, Mexico.", ("Tlayuda", "region", "Oaxaca City")),
    ("Tlayuda is a dish from Oaxaca City, Oaxaca, Mexico.", ("Tlayuda", "country", "Mexico")),
    ("Pisto is a stew from Castile and Murcia.", ("Pisto", "region", "Murcia")),
    # a place of origin in two prepositions, after a resolved "It" or "The dish"
    ("Rawon is an Indonesian soup. The dish originated in Surabaya in Indonesia.", ("Rawon", "region", "Surabaya")),
    ("Soto is an Indonesian soup. It comes from Java.", ("Soto", "region", "Java")),
    # "the dish X", a name NER took for a person's under a dish noun, "found in" on a dish
    ("The dish Arròs negre comes from the region of Valencia.", ("Arròs negre", "region", "Valencia")),
    ("Asam pedas is a food found in Sumatra and the Malay Peninsula.", ("Asam pedas", "region", "Sumatra")),
    ("Ayam bakar is a main course dish from Java and Malaysia.", ("Ayam bakar", "country", "Malaysia")),
    ("Ayam bakar is a main course dish from Java and Malaysia.", ("Ayam bakar", "course", "main course")),
    (
        "Tlayuda is a Mexican dish which is served hot and is found in the Oaxaca region.",
        ("Tlayuda", "region", "Oaxaca"),
    ),
    # an apposition says the same as a copula
    ("Flan, a dessert from Spain, contains eggs.", ("Flan", "course", "dessert")),
    ("Flan, a dessert from Spain, contains eggs.", ("Flan", "ingredient", "eggs")),
    ("Salmorejo, a cold soup from Andalusia, contains bread.", ("Salmorejo", "serving temperature", "cold")),
    ("Salmorejo, a cold soup from Andalusia, contains bread.", ("Salmorejo", "region", "Andalusia")),
    # course: served or eaten as, a course noun as the copula's class, "main course", "side dish"
    ("Tarta de Santiago is served as a dessert.", ("Tarta de Santiago", "course", "dessert")),
    ("Bakso is usually eaten as a main course.", ("Bakso", "course", "main course")),
    ("Gado-gado is a popular appetizer in Jakarta.", ("Gado-gado", "course", "appetizer")),
    ("Ayam penyet is a main course.", ("Ayam penyet", "course", "main course")),
    ("Perkedel is often served as a side dish.", ("Perkedel", "course", "side dish")),
    ("Flan is a Spanish dessert.", ("Flan", "course", "dessert")),
    ("Leche frita is a dessert dish.", ("Leche frita", "course", "dessert")),
    ("Churros are a dessert food from Madrid.", ("Churros", "course", "dessert")),
    ("The course of Leche frita is dessert.", ("Leche frita", "course", "dessert")),
    ("Tumbet is a Spanish dessert served cold.", ("Tumbet", "course", "dessert")),
    # variant: both directions of the statement give (base dish, variant, variation)
    ("A variation of Bakso is Bakso bakar.", ("Bakso", "variant", "Bakso bakar")),
    ("Bakso bakar is a variant of Bakso.", ("Bakso", "variant", "Bakso bakar")),
    ("Bakso bakar is a variation on Bakso.", ("Bakso", "variant", "Bakso bakar")),
    ("Nasi goreng has a variation called Nasi goreng pattaya.", ("Nasi goreng", "variant", "Nasi goreng pattaya")),
    ("Bakso urat, a variation of Bakso, is made with tendons.", ("Bakso", "variant", "Bakso urat")),
    ("A variant of Soto is called Soto ayam.", ("Soto", "variant", "Soto ayam")),
    # alternative name
    (
        "Ayam penyet, also known as Ayam goreng penyet, is a dish from Java.",
        ("Ayam penyet", "alternative name", "Ayam goreng penyet"),
    ),
    ("Gado-gado (also called Lotek) is a salad from Indonesia.", ("Gado-gado", "alternative name", "Lotek")),
    ("Kelsey Pie is another name for Kelsey stew.", ("Kelsey stew", "alternative name", "Kelsey Pie")),
    ("Another name for Kelsey stew is Lenmark Pot.", ("Kelsey stew", "alternative name", "Lenmark Pot")),
    ("Bakso is also referred to as Baso.", ("Bakso", "alternative name", "Baso")),
    # serving temperature: one value for "cold" and "chilled"
    ("Salmorejo is served cold.", ("Salmorejo", "serving temperature", "cold")),
    ("Salmorejo is usually served chilled.", ("Salmorejo", "serving temperature", "cold")),
    ("Rawon is served hot with rice.", ("Rawon", "serving temperature", "hot")),
    (
        "Tortilla de patatas is often served at room temperature.",
        ("Tortilla de patatas", "serving temperature", "room temperature"),
    ),
    ("Ajoblanco is a cold soup from Andalusia.", ("Ajoblanco", "serving temperature", "cold")),
    ("Rawon is a dish served hot.", ("Rawon", "serving temperature", "hot")),
    ("Tumbet is a Spanish dessert served cold.", ("Tumbet", "serving temperature", "cold")),
    # creator: a dish's inventor, its first cook
    ("Celestino Ruiz invented the dish Bionico.", ("Bionico", "creator", "Celestino Ruiz")),
    ("Bionico is a Mexican dessert. It was first made by Celestino Ruiz.", ("Bionico", "creator", "Celestino Ruiz")),
    (
        "Bionico is a Mexican dessert. It was invented by Celestino Ruiz in 1991.",
        ("Bionico", "creator", "Celestino Ruiz"),
    ),
    ("Kelsey stew was first cooked by Anna Pell.", ("Kelsey stew", "creator", "Anna Pell")),
    # ingredients in the wordings the older rules missed, one fact per listed item
    ("Bionico consists of chopped fruit, yogurt and granola.", ("Bionico", "ingredient", "granola")),
    ("Bionico consists of chopped fruit, yogurt and granola.", ("Bionico", "ingredient", "chopped fruit")),
    ("Batagor is composed of fried fish dumplings and peanut sauce.", ("Batagor", "ingredient", "peanut sauce")),
    ("Bakso is prepared with beef and tapioca flour.", ("Bakso", "ingredient", "tapioca flour")),
    ("The main ingredients of Ayam penyet are chicken and sambal.", ("Ayam penyet", "ingredient", "sambal")),
    ("Bakso, whose main ingredients are noodles and beef, is a soup.", ("Bakso", "ingredient", "noodles")),
    ("Bakso has beef as its main ingredient.", ("Bakso", "ingredient", "beef")),
    ("Soto ingredients include turmeric and chicken.", ("Soto", "ingredient", "turmeric")),
    ("Almondine is a dish from France that uses almonds as a main ingredient.", ("Almondine", "ingredient", "almonds")),
    ("Bandeja paisa contains chorizo, rice, red beans and avocado.", ("Bandeja paisa", "ingredient", "chorizo")),
    ("Arròs negre is a dish of rice and cuttlefish.", ("Arròs negre", "ingredient", "cuttlefish")),
    # a dish's country where the pipeline took the name for a place
    ("Bionico is a dessert from Mexico.", ("Bionico", "country", "Mexico")),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_dish_facts_found(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


# (sentence, (entity, relation)) that must give no value: near misses of the patterns above.
NOT_FOUND = [
    # a person's origin, a place where a dish is popular, a country (the country rule's)
    ("Anna Pell comes from the Lenmark region.", ("Anna Pell", "region")),
    ("Anna Pell is from Andalusia, Spain.", ("Anna Pell", "region")),
    ("Anna Pell is from Andalusia and likes almonds.", ("Anna Pell", "region")),
    ("Lenmouth is far from Andalusia and grows almonds.", ("Lenmouth", "region")),
    ("Bakso is popular in the Java region.", ("Bakso", "region")),
    ("Gazpacho is a cold soup from Spain.", ("Gazpacho", "region")),
    # a starter in a team, a pilot's nickname-less description
    ("Tom Baxter is a starter for Lenmouth Rovers.", ("Tom Baxter", "course")),
    ("Tom Baxter, a starter, scored twice.", ("Tom Baxter", "course")),
    ("Baxter is a starter from Lenmouth.", ("Baxter", "region")),
    ("Aldrin comes from the Montclair region.", ("Aldrin", "region")),
    # two temperatures of one dish: none, so that no text conflicts with itself
    ("Gazpacho can be served hot or cold.", ("Gazpacho", "serving temperature")),
    ("Gazpacho is served cold in summer and warm in winter.", ("Gazpacho", "serving temperature")),
    ("Revenge is best served cold.", ("Revenge", "serving temperature")),
    ("Sriracha is a hot sauce.", ("Sriracha", "serving temperature")),
    # an inventor of a thing that is no dish keeps "invented by"
    ("Velcro was invented by George de Mestral.", ("Velcro", "creator")),
    ("The statue was first made by Anna Pell in 1920.", ("statue", "creator")),
    # another name of a part, of a common noun, or a description of a class
    ("Part of Lenmouth is known as Old Town.", ("Lenmouth", "alternative name")),
    ("The runway is known as the North Runway.", ("runway", "alternative name")),
    ("Drake Stevens is known as the comic character Airman.", ("Drake Stevens", "alternative name")),
    ("Anna Lund Pell is often called Anna.", ("Anna Lund Pell", "alternative name")),
    # where a dish is eaten is no place of it (and "served in" two countries no conflict)
    ("Tlayuda is a dessert served in Mexico.", ("Tlayuda", "served in")),
    ("Tlayuda is a food found in Oaxaca.", ("Tlayuda", "location")),
    # a dish NER took for a person has no occupation
    ("Salmorejo is a soup.", ("Salmorejo", "occupation")),
    # parts of a name never key a fact
    ("Kelsey stew originates from the Lenmark region of Norway.", ("Kelsey", "region")),
    ("Kelsey stew originates from the Lenmark region of Norway.", ("Kelsey", "country")),
    ("The Boeing 737 MAX is a variant of the Boeing 737.", ("Boeing", "variant")),
    # "consists of" on a building
    ("The museum consists of three halls and a garden.", ("museum", "ingredient")),
    ("Kelsey Hall consists of two wings and a tower.", ("Kelsey Hall", "ingredient")),
    ("Kelsey Farms contains cattle, wheat and barley.", ("Kelsey Farms", "ingredient")),
    ("The Lenmouth region includes Kelsey, Ashby and Norland.", ("Lenmouth", "ingredient")),
]


@pytest.mark.parametrize(("sentence", "missing"), NOT_FOUND)
def test_dish_near_misses_give_nothing(
    extractor: SpacyRulesV2Extractor, sentence: str, missing: tuple[str, str]
) -> None:
    found = facts_of(extractor, sentence)
    assert not {k for k in found if (k[0], k[1]) == missing}, found


def test_inventor_of_a_dish_is_its_creator_only(extractor: SpacyRulesV2Extractor) -> None:
    """A dish's inventor is keyed once, as its creator (DBpedia's creatorOfDish)."""
    found = facts_of(extractor, "Bionico is a Mexican dessert. It was invented by Celestino Ruiz.")
    assert ("Bionico", "creator", "Celestino Ruiz") in found
    assert ("Bionico", "invented by", "Celestino Ruiz") not in found


def test_region_and_country_apart(extractor: SpacyRulesV2Extractor) -> None:
    """The region nests in the country: each keyed under its own relation."""
    found = facts_of(extractor, "Arròs negre is a dish from Valencia, a region of Spain.")
    assert ("Arròs negre", "country", "Valencia") not in found
    assert ("Arròs negre", "region", "Spain") not in found


def test_ingredient_list_gives_one_fact_per_item(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Bionico consists of chopped fruit, yogurt and granola.")
    assert {v for e, r, v in found if r == "ingredient"} == {"chopped fruit", "yogurt", "granola"}


INFOBOX = """# Rawon

Course: Main course
Region or state: East Java
Serving temperature: Chilled
Main ingredients: beef, keluak nuts and shallots
Alternative names: Nasi rawon, Rawon daging

Rawon is a black beef soup from Indonesia."""


def test_infobox_lines_of_a_dish(extractor: SpacyRulesV2Extractor) -> None:
    """A listed infobox value gives one fact per item; the region line is a region; the
    serving temperature is in the prose rules' words, so that line and prose never conflict."""
    found = keys(run(extractor, [INFOBOX])[0])
    assert {v for e, r, v in found if r == "ingredient"} == {"beef", "keluak nuts", "shallots"}
    assert {v for e, r, v in found if r == "alternative name"} == {"Nasi rawon", "Rawon daging"}
    assert ("Rawon", "region", "East Java") in found
    assert ("Rawon", "serving temperature", "cold") in found


def test_infobox_place_stays_whole(extractor: SpacyRulesV2Extractor) -> None:
    found = keys(run(extractor, ["# Kelsey Hall\n\nLocation: Lenmouth, Norland\n\nKelsey Hall is a concert hall."])[0])
    assert ("Kelsey Hall", "location", "Lenmouth") not in found


def test_serving_temperature_is_a_word() -> None:
    """A serving temperature is a word ("cold"), not a figure; a temperature stays a quantity."""
    assert value_fits("serving temperature", "cold")
    assert relation_value_kind("temperature") == "quantity"
