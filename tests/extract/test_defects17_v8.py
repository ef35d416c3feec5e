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


def test_a_name_before_a_relation_noun_owns_it(catalog_facts: CatalogFacts) -> None:
    """Crowd texts echo property names: "Greece leader name is X" (the name hangs on "leader"),
    "Spain language is Spanish" (an adjective value) key the relation, never "spain language"."""
    assert ("Greece", "leader", "Alexis Tsipras") in catalog_facts("Greece leader name is Alexis Tsipras.")
    facts = catalog_facts("Spain language is Spanish.")
    assert {(e, v) for e, _, v in facts} == {("Spain", "Spanish")}
    assert not [r for _, r, _ in facts if "spain" in r]


def test_a_town_the_tagger_read_as_a_noun_is_still_the_capital(catalog_facts: CatalogFacts) -> None:
    """ "Lansing" opening a sentence is tagged a common noun: before "is the capital of Y" a bare
    capitalized word is the town."""
    assert ("Michigan", "capital", "Lansing") in catalog_facts("Lansing is the capital of Michigan.")
    assert ("Somerset", "county seat", "Bath") in catalog_facts("Bath is the county seat of Somerset.")
    assert not catalog_facts("The capital is the largest sum of Michigan.")


def test_a_person_set_off_after_a_post_is_the_subject(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("United States Ambassador to Norway, William Anders, was born in British Hong Kong.")
    assert ("William Anders", "birth place", "British Hong Kong") in facts
    assert not [f for f in facts if "Ambassador" in f[0]], facts


def test_a_surname_keys_the_person_named_paragraphs_before(catalog_facts: CatalogFacts) -> None:
    """An article names a person in full once: "Ellis" two paragraphs on is still Margaret Ellis,
    and a second document is not read with the first one's people."""
    text = (
        "# Harwood Bridge\n\nThe Harwood Bridge was designed by the engineer Margaret Ellis.\n\n"
        "History\n\nEllis died in Durham in 1967."
    )
    assert ("Margaret Ellis", "death place", "Durham") in catalog_facts(text)


def test_a_measure_of_an_unowned_part_is_no_fact(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Kelby Bridge opened in 1931. The main span is 110 metres long.")
    assert not [f for f in facts if f[1] == "length"], facts
    assert ("Kelby Bridge", "length", "110 metres") in catalog_facts("Kelby Bridge is 110 metres long.")


def test_a_hyphenated_place_opens_the_name_of_its_council(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Kelby Hall is owned by Port-de-Paix City Council.")
    assert ("Kelby Hall", "owner", "Port-de-Paix City Council") in facts


def test_a_trade_makes_a_person_whatever_the_tagger_said(catalog_facts: CatalogFacts) -> None:
    """The small pipeline tags "Helena Varga" as an organisation: "is a Canadian architect" says
    she is a person, so her trade, nationality and "She" are hers."""
    facts = catalog_facts("Helena Varga is a Canadian architect. She studied at the Budapest University of Technology.")
    assert {
        ("Helena Varga", "occupation", "architect"),
        ("Helena Varga", "nationality", "Canadian"),
        ("Helena Varga", "alma mater", "Budapest University of Technology"),
    } <= facts
    assert not [f for f in facts if f[1] == "instance of"], facts


def test_a_company_class_makes_it_a_thing_for_it(catalog_facts: CatalogFacts) -> None:
    """The tagger takes "Orrin Analytics" for a person; "is a software company" says it is none,
    so "It" in the next sentence is the company."""
    facts = catalog_facts(
        "Orrin Analytics is a software company. It was founded in 2009 by Priya Nair and Daniel Hope."
    )
    assert {("Orrin Analytics", "founded by", "Priya Nair"), ("Orrin Analytics", "founded by", "Daniel Hope")} <= facts


def test_a_role_subject_is_no_antecedent_for_its(catalog_facts: CatalogFacts) -> None:
    """ "The current principal is X. Its motto is Y": "Its" is the university's (the topic), never
    the role's."""
    text = (
        "# University of Marrowby\n\nThe University of Marrowby is a university in Marrowby, Scotland. "
        'The current principal is Aileen Grant. Its motto is "Lux et Scientia".'
    )
    facts = catalog_facts(text)
    assert ("University of Marrowby", "motto", "Lux et Scientia") in facts
    assert not [f for f in facts if f[0] == "current principal"], facts
