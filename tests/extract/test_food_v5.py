"""``spacy-rules.v2`` on a fresh batch of dish sentences (session 24, food pass): a
nationality adjective on a dish noun in any position ("X is a Hungarian soup", "X, a Polish
dish,", "a Greek appetizer", "a German main course") with a one-word name the NER took for a
place, and common foods as ingredients ("X contains beetroot").

Every dish and person is invented for these tests (the countries are real). A fact is right as
the benchmark scores it."""

from __future__ import annotations

import pytest
from test_food_monuments_v3 import Triple, recovered, wrong_on_key
from test_spacy_rules_v2 import run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

NORMALIZER = Normalizer()

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
    facts = run(extractor, [text])[0]
    catalog = NORMALIZER.catalog
    bad = [f for f in facts if f.entity == entity and catalog.canonical(f.relation) == catalog.canonical(relation)]
    assert bad == []
