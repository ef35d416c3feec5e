"""``spacy-rules.v2`` on whole names that go on in lowercase words (session 27b, lower): a
capitalised word followed by words no English dictionary lists ("Palla cotta", "Brisk
kwetta lomu") or by foreign links before such a word or a capitalised one ("Pollo con carne",
"Collegio degli Studi di Varnola", "Monasterio a la Vientra") is one name, whose facts are then
read; a name the parser cut off as a sentence of its own before its verb, or hung on it as no
subject ("Carne a la plancha is ..." read as a clausal subject), is parsed again as one word. English words never continue such a name ("Paella comes from Spain").

Every name is invented for these tests (the countries and cities are real). A fact is right as
the benchmark scores it."""

from __future__ import annotations

import pytest
from test_food_monuments_v3 import Triple, keyed_as, recovered, wrong_on_key
from test_spacy_rules_v2 import run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, the triples it states): each must be recovered.
CASES: list[tuple[str, tuple[Triple, ...]]] = [
    (
        "Palla cotta is a dessert from Italy, where the capital is Rome.",
        (("Palla cotta", "country", "Italy"), ("Palla cotta", "course", "dessert"), ("Italy", "capital", "Rome")),
    ),
    (
        "Pollo con carne comes from Mexico and contains beef and beans.",
        (
            ("Pollo con carne", "country", "Mexico"),
            ("Pollo con carne", "ingredient", "beef"),
            ("Pollo con carne", "ingredient", "beans"),
        ),
    ),
    (
        "Arrova con tollo is a dish from Spain. Rice and chicken are its ingredients.",
        (
            ("Arrova con tollo", "country", "Spain"),
            ("Arrova con tollo", "ingredient", "Rice"),
            ("Arrova con tollo", "ingredient", "chicken"),
        ),
    ),
    (
        "Bolo do vaco is a bread from Madeira, which is part of Portugal.",
        (("Bolo do vaco", "region", "Madeira"), ("Madeira", "country", "Portugal")),
    ),
    (
        "Brisk kwetta lomu is a dish from Singapore.",
        (("Brisk kwetta lomu", "country", "Singapore"),),
    ),
    (
        "Carne vieja, a dish from Cuba, is made with shredded beef.",
        (("Carne vieja", "country", "Cuba"), ("Carne vieja", "ingredient", "shredded beef")),
    ),
    (
        "Collegio degli Studi di Varnola was founded in 1402 and its rector is Marta Ferri.",
        (
            ("Collegio degli Studi di Varnola", "founded", "1402"),
            ("Collegio degli Studi di Varnola", "rector", "Marta Ferri"),
        ),
    ),
    (
        "Monasterio a la Vientra is located in Lima and was completed in 1712.",
        (("Monasterio a la Vientra", "location", "Lima"), ("Monasterio a la Vientra", "completion date", "1712")),
    ),
    (
        "Arco della Pace is a monument in Turin, Italy. It was built by Carlo Vessi.",
        (("Arco della Pace", "location", "Turin"), ("Turin", "country", "Italy")),
    ),
]

CASES.append(("Carne a la plancha is a Spanish dish.", (("Carne a la plancha", "country", "Spain"),)))

# (text, entity, relation): no fact on that key (a name that swallowed an English word).
GUARDS: list[tuple[str, str, str]] = [
    ("Paella comes from Spain and contains rice.", "Paella comes", "country"),
    ("In Spain paella is eaten hot.", "Spain paella", "serving temperature"),
    ("Coconut milk is an ingredient of Tovra cellanta.", "Coconut milk", "ingredient"),
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
def test_english_words_end_the_name(extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str) -> None:
    assert keyed_as(run(extractor, [text])[0], entity, relation) == []


def test_the_name_is_one_span_with_its_exact_characters(extractor: SpacyRulesV2Extractor) -> None:
    text = "Beans are the main ingredient of Tarta pelluda, which comes from Peru."
    facts = run(extractor, [text])[0]
    assert {(f.entity, f.entity in text[f.start : f.end]) for f in facts} == {("Tarta pelluda", True)}
