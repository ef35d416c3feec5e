"""Scoring extracted facts against reference triples, on small hand-made cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from hcf_graph.extract.evaluation import (
    TUNE_CATEGORIES,
    ReferenceTriple,
    changed_value,
    detokenize,
    entity_matches,
    load_property_map,
    read_property_map,
    read_prose_examples,
    read_webnlg,
    replace_value,
    same_value,
    scale_number,
    score_text,
    score_texts,
    shift_year,
    unknown_targets,
    value_matches,
    webnlg_entry,
)
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

NORMALIZER = Normalizer()
PROSE = Path(__file__).resolve().parents[2] / "examples" / "prose"


def fact(entity: str, relation: str, value: str) -> ExtractedFact:
    return ExtractedFact(entity, relation, value, 0, 1)


BIRTH = ReferenceTriple(
    "Alan Shepard", "birth place", "New Hampshire", entity_aliases=("Shepard",), source_relation="birthPlace"
)
OPERATOR = ReferenceTriple("Aarhus Airport", "", "Aarhus Lufthavn A/S", source_relation="operatingOrganisation")


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Alan Shepard", True),
        ("alan shepard", True),
        ("Alan B. Shepard", True),  # a spelling variant: an extra initial
        ("Shepard", True),  # a surface form the reference lists
        ("Alan", False),
        ("New Hampshire", False),
    ],
)
def test_entity_matches_by_key_signature_variant_and_alias(name: str, expected: bool) -> None:
    assert entity_matches(name, BIRTH) is expected


def test_a_lone_head_noun_never_matches_a_whole_name() -> None:
    ireland = ReferenceTriple("Republic of Ireland", "capital", "Dublin")
    airport = ReferenceTriple("Aarhus Airport", "", "Tirstrup")
    assert entity_matches("Ireland", ireland)  # the same signature
    assert not entity_matches("Republic", ireland)
    assert not entity_matches("Airport", airport)
    assert not value_matches("Lufthavn", OPERATOR)


def test_a_disambiguating_context_may_be_left_out() -> None:
    place = ReferenceTriple("Ace Wilder", "birth place", "Abilene, Texas")
    firm = ReferenceTriple("HOK (firm)", "", "Chicago")
    assert value_matches("Abilene", place) and value_matches("Abilene, Texas", place)
    assert not value_matches("Texas City", place)
    assert entity_matches("HOK", firm)


@pytest.mark.parametrize(
    ("value", "reference", "relation", "expected"),
    [
        ("18 November 1923", "1923-11-18", "birth date", True),
        ("1923", "1923-11-18", "birth date", True),  # less specific, not wrong
        ("1924", "1923-11-18", "birth date", False),
        ("25 metres", "25.0", "height", True),
        ("2,195 metres", "2195.0", "", True),
        ("3,195 metres", "2195.0", "", False),
        ("144.7 square kilometres", "144.7 (square kilometres)", "area", True),
        ("Madrid", "Madrid", "capital", True),
        ("Barcelona", "Madrid", "capital", False),
        ("1911", "Madrid", "capital", False),
    ],
)
def test_values_match_by_the_project_value_resolution(
    value: str, reference: str, relation: str, expected: bool
) -> None:
    triple = ReferenceTriple("X", relation, reference)
    assert value_matches(value, triple) is expected


def test_value_aliases_are_surface_forms_of_the_reference_value() -> None:
    triple = ReferenceTriple("Aarhus Airport", "height", "25.0", value_aliases=("25 metres",))
    assert value_matches("25 metres", triple)
    assert not same_value("", "25.0")


def test_one_text_scored_in_both_modes() -> None:
    references = [BIRTH, OPERATOR]
    facts = [
        fact("Alan Shepard", "born in", "New Hampshire"),  # right: "born in" is "birth place"
        fact("Aarhus Airport", "operated by", "Aarhus Lufthavn A/S"),  # relation not in the catalog
        fact("Alan Shepard", "death place", "New Hampshire"),  # right pair, wrong relation
        fact("Alan Shepard", "birth place", "Vermont"),  # wrong value
    ]
    scores = score_text(facts, references, NORMALIZER)
    assert scores.texts == 1 and scores.texts_without_facts == 0
    # relations right: only the mapped triple counts; the operator fact cannot be judged
    assert (scores.strict.references, scores.strict.recovered) == (1, 1)
    assert (scores.strict.facts, scores.strict.correct) == (3, 1)
    # relations ignored: both triples, every fact
    assert (scores.loose.references, scores.loose.recovered) == (2, 2)
    assert (scores.loose.facts, scores.loose.correct) == (4, 3)
    # on reference keys: the two birth-place facts; one has the wrong value (a false conflict)
    assert (scores.keyed.facts, scores.keyed.correct) == (2, 1)


def test_relations_ignored_accepts_the_inverse_direction_but_strict_does_not() -> None:
    capital = ReferenceTriple("Spain", "capital", "Madrid")
    inverse = [fact("Madrid", "capital of", "Spain")]
    scores = score_text(inverse, [capital], NORMALIZER)
    assert scores.loose.recall == 1.0 and scores.loose.precision == 1.0
    assert scores.strict.recall == 0.0 and scores.strict.precision == 0.0
    right = score_text([fact("Spain", "capital city", "Madrid")], [capital], NORMALIZER)
    assert right.strict.recall == 1.0 and right.strict.precision == 1.0


def test_a_negated_relation_is_not_the_relation() -> None:
    capital = ReferenceTriple("Spain", "capital", "Madrid")
    scores = score_text([fact("Spain", "is not the capital", "Madrid")], [capital], NORMALIZER)
    assert (scores.strict.facts, scores.strict.correct) == (1, 0)


def test_summing_texts_and_the_share_without_facts() -> None:
    capital = ReferenceTriple("Spain", "capital", "Madrid")
    founded = ReferenceTriple("Acme Corporation", "founded", "1911")
    total = score_texts(
        [
            ([fact("Spain", "capital", "Madrid")], [capital]),
            ([], [founded]),
            ([fact("Acme", "founded in", "1911"), fact("Acme", "founded in", "1912")], [founded]),
        ],
        NORMALIZER,
    )
    assert total.texts == 3 and total.texts_without_facts == 1
    assert total.no_fact_share == pytest.approx(1 / 3)
    assert total.strict.recall == pytest.approx(2 / 3)
    assert total.strict.precision == pytest.approx(2 / 3)
    assert total.as_json()["recall"] == pytest.approx(0.6667)


def test_empty_input_scores_zero_without_dividing_by_zero() -> None:
    total = score_texts([], NORMALIZER)
    assert total.texts == 0 and total.no_fact_share == 0.0
    assert total.strict.recall == 0.0 and total.strict.precision == 0.0


def test_every_webnlg_property_maps_to_a_catalog_relation() -> None:
    mapping = read_property_map()
    assert unknown_targets() == []
    assert mapping["birthPlace"] == "birth place" and "leaderTitle" not in mapping
    assert mapping["region"] == "region" and mapping["ISBN_number"] == "isbn"
    assert load_property_map() == mapping


def test_a_webnlg_record_becomes_an_entry_with_aliases_from_its_mentions() -> None:
    record = {
        "category": "Airport",
        "eid": "Id1",
        "texts": ["Aarhus Airport serves the city of Aarhus, Denmark."],
        "triples": [
            {"subject": "Aarhus Airport", "relation": "birthPlace", "object": "Aarhus, Denmark"},
            {"subject": "Aarhus Airport", "relation": "runwayName", "object": "10R/28L"},
        ],
        "mentions": {"Aarhus, Denmark": ["Aarhus , Denmark"], "Aarhus Airport": ["The Aarhus"]},
    }
    entry = webnlg_entry(record, {"birthPlace": "birth place"})
    assert entry.part == "tune" and entry.texts == tuple(record["texts"])
    first, second = entry.triples
    assert first.relation == "birth place" and first.value_aliases == ("Aarhus, Denmark",)
    assert first.entity_aliases == ("The Aarhus",)
    assert second.relation == "" and second.source_relation == "runwayName"
    assert webnlg_entry({**record, "category": "Food"}, {}).part == "held-out"
    assert detokenize("Aarhus , Denmark ( city )") == "Aarhus, Denmark (city)"


def test_an_inverse_property_is_read_with_subject_and_object_swapped() -> None:
    """ "Welsh | spokenIn | Wales" states Wales's language: the map says "inverse of official
    language", and the extractor's "Welsh is spoken in Wales" fact on Wales is right."""
    record = {
        "category": "City",
        "eid": "Id9",
        "texts": ["Welsh is spoken in Wales."],
        "triples": [{"subject": "Welsh language", "relation": "spokenIn", "object": "Wales"}],
        "mentions": {"Welsh language": ["Welsh"]},
    }
    mapping = read_property_map()
    assert mapping["spokenIn"] == "inverse of official language"
    (triple,) = webnlg_entry(record, load_property_map()).triples
    assert (triple.entity, triple.relation, triple.value) == ("Wales", "official language", "Welsh language")
    assert triple.value_aliases == ("Welsh",) and triple.source_relation == "spokenIn"
    fact = ExtractedFact("Wales", "language", "Welsh", 0, 5)
    scores = score_text([fact], [triple], NORMALIZER)
    assert (scores.strict.correct, scores.strict.recovered) == (1, 1)


def test_prose_examples_load_and_every_quote_is_in_its_passage() -> None:
    examples = read_prose_examples(PROSE)
    assert len(examples) >= 30
    for example in examples:
        assert 100 <= len(example.text.split()) <= 300, example.name
        assert all(quote in example.text for quote in example.quotes)
        catalog = NORMALIZER.catalog.relations
        assert all(t.relation in catalog for t in example.triples), example.name
    assert sum(len(e.triples) for e in examples) >= 90


def test_a_changed_copy_states_another_value_of_the_same_kind() -> None:
    assert shift_year("1923-11-18") == "1930-11-18"
    assert shift_year("9 June 2021") == "9 June 2014"  # never past 2025
    assert scale_number("2,939 feet") == "4,408 feet" and scale_number("1800.0") == "2700.0"
    assert scale_number("4.2 million") == "6.3 million"
    assert changed_value("Kelsey", "place", ["Kelsey Town", "Orlen", "Vell"], "born in Kelsey") == "Orlen"
    assert changed_value("Orlen", "place", ["Orlen"], "") is None
    assert changed_value("no digits", "number", [], "") is None


def test_replace_value_keeps_longer_names_and_moves_a_changed_year_everywhere() -> None:
    text = (
        "# Treaty of Ostberg\n\nLocation: Ostberg\nThe Treaty of Ostberg was signed in Ostberg. In Ostberg it rained."
    )
    assert replace_value(text, "Ostberg", "Lindau") == (
        "# Treaty of Ostberg\n\nLocation: Lindau\nThe Treaty of Ostberg was signed in Lindau. In Lindau it rained."
    )
    died = "Kettler died in Lenmouth, at Lenmouth Cathedral, near the University of Lenmouth."
    assert replace_value(died, "Lenmouth", "Stavel") == (
        "Kettler died in Stavel, at Lenmouth Cathedral, near the University of Lenmouth."
    )
    born = "Arno Kettler (1885–1957). Born: 30 April 1885. He was born on 30 April 1885 in 18850."
    assert replace_value(born, "30 April 1885", "30 April 1892") == (
        "Arno Kettler (1892–1957). Born: 30 April 1892. He was born on 30 April 1892 in 18850."
    )
    assert replace_value("Founded: 1911; founded in 1911.", "1911", "1918") == "Founded: 1918; founded in 1918."
    assert replace_value("nothing here", "1911", "1918") is None


WEBNLG = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "webnlg" / "webnlg_train_dev.jsonl"


@pytest.mark.skipif(not WEBNLG.is_file(), reason="WebNLG is not beside the checkout (../shared/data/webnlg/)")
def test_the_webnlg_split_is_fixed_by_category() -> None:
    entries = list(read_webnlg(WEBNLG))
    assert len(entries) == 7804
    assert len({e.key for e in entries}) == len(entries)
    tune = {e.category for e in entries if e.part == "tune"}
    held_out = {e.category for e in entries if e.part == "held-out"}
    assert tune == set(TUNE_CATEGORIES) and held_out and not tune & held_out
    mapped = sum(1 for e in entries for t in e.triples if t.relation)
    assert mapped > 3000


def test_precision_on_judgeable_relations_leaves_out_relations_no_reference_can_judge() -> None:
    """A true "X is a novel" (instance of) counts against strict precision because WebNLG maps
    no property to "instance of"; the judgeable figure leaves it out, a wrong fact on a mapped
    relation still counts."""
    references = [BIRTH]
    facts = [
        fact("Alan Shepard", "born in", "New Hampshire"),  # right
        fact("Alan Shepard", "instance of", "astronaut"),  # no mapped relation: not judgeable
        fact("Alan Shepard", "located in", "Vermont"),  # "location" is mapped: judged, wrong
    ]
    scores = score_text(facts, references, NORMALIZER)
    assert (scores.strict.facts, scores.strict.correct) == (3, 1)
    assert (scores.judged.facts, scores.judged.correct) == (2, 1)
    assert scores.as_json()["precision_on_judgeable_relations"] == pytest.approx(0.5)
    assert scores.as_json()["precision"] == pytest.approx(0.3333)
    only_birth = score_text(facts, references, NORMALIZER, judgeable=frozenset({"birth place"}))
    assert (only_birth.judged.facts, only_birth.judged.correct) == (1, 1)


def test_judgeable_relations_are_the_targets_of_the_property_map() -> None:
    from hcf_graph.extract.evaluation import judgeable_relations

    judge = judgeable_relations(NORMALIZER)
    assert {"birth place", "location", "leader", "official language"} <= judge
    assert "instance of" not in judge


def test_a_language_title_answers_to_the_language_name() -> None:
    """DBpedia names a language "English language"; a text says "English"."""
    english = ReferenceTriple("Wales", "official language", "English language")
    assert value_matches("English", english)
    assert value_matches("English language", english)
    assert not value_matches("Welsh", english)


def test_a_language_name_with_its_class_word_answers_to_a_bare_reference() -> None:
    """Some DBpedia titles of a language have no class word ("Tamil"); a text that says "the
    Tamil language" states it all the same, as the reverse case above."""
    tamil = ReferenceTriple("Lenmouth", "official language", "Tamil")
    assert value_matches("Tamil language", tamil)
    assert value_matches("Tamil languages", tamil)
    assert not value_matches("Welsh language", tamil)


def test_place_properties_map_to_location_but_country_does_not() -> None:
    """city, state, municipality, district say where a thing is; country has a relation of its
    own (a place's country, a dish's origin); so has region (a dish's region of origin)."""
    mapping = read_property_map()
    assert {mapping[p] for p in ("city", "state", "municipality", "district")} == {"location"}
    assert mapping["designer"] == "architect" and mapping["parentCompany"] == "owner"
    assert mapping["country"] == "country" and mapping["region"] == "region"


INGREDIENTS = ReferenceTriple("Bhaji", "ingredient", "Gram flour, vegetables", source_relation="mainIngredients")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("gram flour", True),
        ("vegetables", True),  # the second item of the listed value
        ("Gram flour, vegetables", True),
        ("rice", False),
        ("flour", False),
    ],
)
def test_a_listed_ingredient_value_answers_to_each_item(value: str, expected: bool) -> None:
    assert value_matches(value, INGREDIENTS) is expected


def test_each_listed_ingredient_is_a_right_fact_and_one_recovers_the_triple() -> None:
    facts = [fact("Bhaji", "ingredient", "gram flour"), fact("Bhaji", "ingredient", "vegetables")]
    scores = score_text(facts, [INGREDIENTS], NORMALIZER)
    assert (scores.strict.recovered, scores.strict.correct, scores.strict.facts) == (1, 2, 2)
    material = ReferenceTriple("Stone Gate", "material", "Granite and bronze", source_relation="material")
    assert value_matches("bronze", material)


def test_only_listing_relations_split_a_value() -> None:
    place = ReferenceTriple("Abilene Airport", "city served", "Abilene, Texas", source_relation="cityServed")
    assert value_matches("Abilene", place)  # the name before its context, as before
    assert not value_matches("Texas", place)  # the context is no item of a list
