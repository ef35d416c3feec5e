"""Countries and places in ``spacy-rules.v2`` (issue 10, :mod:`hcf_graph.extract.nations_v2`):
languages after "A in B where", capitals in relative clauses and appositions, "ethic group",
several ethnic groups after "has the ethnic groups of"; and what must give nothing (a chain's
inner place, a place as an ethnic group, a dish's adjective as a person's country)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.nations_v2 import NationRules
from hcf_graph.extract.spacy_rules_v2 import RULE_MODULES, SpacyRulesV2Extractor, TopicRules

FOUND: list[tuple[str, list[Key]]] = [
    (
        "Kelby Airport serves the city of Lenmouth in Portugal where the Mirandese language is spoken.",
        [("Portugal", "official language", "Mirandese language")],
    ),
    (
        "Tarrow Air Base serves the town of Kelvin in Morocco where the Berber languages are spoken.",
        [("Morocco", "official language", "Berber languages")],
    ),
    ("Kelby Airport is located in Arizona, the capital of which is Phoenix.", [("Arizona", "capital", "Phoenix")]),
    ("Kelby Airport is located in Texas, the capital of which is Austin.", [("Texas", "capital", "Austin")]),
    (
        "Kelby Avenue is in Kenya. The country has the capital city of Nairobi and is the location of Kelby Hall.",
        [("Kenya", "capital", "Nairobi"), ("Kelby Hall", "country", "Kenya")],
    ),
    (
        "Kelby Airport is located in Nevada which has the capital of Carson City.",
        [("Nevada", "capital", "Carson City")],
    ),
    (
        "Kelby Airport is located in Nevada, which has the capital city of Carson City.",
        [("Nevada", "capital", "Carson City")],
    ),
    (
        "Kelby Hall can be found in Lenmouth, Portugal, a country with the capital Lisbon.",
        [("Portugal", "capital", "Lisbon")],
    ),
    ("Filipinos are one ethic group in Canada.", [("Canada", "ethnic group", "Filipinos")]),
    (
        "Canada has the ethnic groups of Inuit and Metis.",
        [("Canada", "ethnic group", "Inuit"), ("Canada", "ethnic group", "Metis")],
    ),
    (
        "The capital of Norway is Oslo. The country is the location of Kelby Hall in Lenmouth.",
        [("Kelby Hall", "country", "Norway")],
    ),
    ("Mara Tollin leads Ghana. The country is home to the Kelby Tower.", [("Kelby Tower", "country", "Ghana")]),
    (
        "Lenmouth in Ohio (United States) is served by the Lenmouth regional airport.",
        [("Lenmouth", "country", "United States")],
    ),
    (
        "Kelby Street is in Kenya where the capital is Nairobi and the Luo people are one of the ethnic groups.",
        [("Kenya", "ethnic group", "Luo people")],
    ),
    (
        "Kelby Street is located in Kenya, a country in which the Kikuyu are one of the ethnic groups.",
        [("Kenya", "ethnic group", "Kikuyu")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_countries_and_places(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, (key, found)


NOT_FOUND: list[tuple[str, Key]] = [
    # a chain's inner place: the capital of a state is not the town's, nor the country's
    (
        "Kelby Airport is located in Reno, Nevada, which has the capital of Carson City.",
        ("Reno", "capital", "Carson City"),
    ),
    (
        "Kelby Airport is in Reno, Nevada, United States, the capital of which is Carson City.",
        ("United States", "capital", "Carson City"),
    ),
    # two countries before "The country": none is meant
    (
        "Mara Tollin visited Ghana and Norway. The country is home to the Kelby Tower.",
        ("Kelby Tower", "country", "Ghana"),
    ),
    ("Lenmouth in Ohio (a state) is served by the Lenmouth regional airport.", ("Lenmouth", "country", "Ohio")),
    # a relative clause of largest cities names no ethnic group
    (
        "Kelby Street is located in Kenya, a country in which Nairobi and Mombasa are the largest cities.",
        ("Kenya", "ethnic group", "Nairobi"),
    ),
    # a country is never an ethnic group
    ("Canada has the ethnic groups of Inuit and the United States.", ("Canada", "ethnic group", "United States")),
    # a dish's adjective gives no country to the cook
    ("Paulo Santos cooked a Spanish dish.", ("Paulo Santos", "country", "Spain")),
    # "where" after a city alone (no "in" a country) is not read by the country rule
    (
        "Kelby Airport serves the city of Lenmouth where the Mirandese language is spoken.",
        ("Portugal", "official language", "Mirandese language"),
    ),
]


@pytest.mark.parametrize(("text", "key"), NOT_FOUND)
def test_no_such_place_fact(extractor: SpacyRulesV2Extractor, text: str, key: Key) -> None:
    assert key not in facts_of(extractor, text)


def test_the_nation_rules_are_wired_in() -> None:
    assert issubclass(TopicRules, NationRules)
    assert "nations_v2" in RULE_MODULES
