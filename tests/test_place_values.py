"""Place values written differently: chains in any order, a part of a chain, a prefecture of the
same name and a street against a town agree; a changed place still conflicts."""

from __future__ import annotations

import pytest

from hcf_graph.conflict_rules import CONFLICT, VARIANT, ConflictRules
from hcf_graph.normalize import RelationCatalog
from hcf_graph.resolve.names import name_signature
from hcf_graph.resolve.places import is_street, place_parts
from hcf_graph.resolve.values import compare_values, parse_value

RULES = ConflictRules(RelationCatalog.load())


def verdict(a: str, b: str, relation: str = "location") -> str:
    return compare_values(parse_value(a, relation), parse_value(b, relation)).relation


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("Akita Prefecture, Akita", "Akita, Akita Prefecture", "equal"),  # a chain in another order
        ("Tarrow Prefecture, Tarrow, Japan", "Tarrow, Tarrow, Tarrow Prefecture, Japan", "equal"),
        ("Tarrow", "Tarrow, Japan", "compatible"),  # a part of the chain
        ("Japan", "Tarrow, Tarrow Prefecture, Japan", "compatible"),
        ("Tarrow", "Tarrow Prefecture", "compatible"),  # the prefecture of the city's name
        ("Durham", "County Durham", "compatible"),
        ("Tarrow Prefecture, Japan", "Tarrow, Japan", "compatible"),
        ("14th Street", "Kelsey", "compatible"),  # a street lies in some town
        ("14th Street, Kelsey", "Kelsey, Rhune", "compatible"),
        ("Asilomar Blvd., Pacific Grove", "Pacific Grove", "compatible"),
    ],
)
def test_one_place_written_differently_agrees(a: str, b: str, expected: str) -> None:
    assert verdict(a, b) == expected
    assert verdict(b, a) == expected


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Lindau, Germany", "Wenlow, Germany"),  # a changed place in the same country
        ("Punjab, Pakistan", "Adare"),
        ("Alcobendas, Spain", "Alcobendas, Bethesda, Maryland"),
        ("Paris, France", "Paris, Texas"),
        ("Tarrow", "Kesteven Prefecture"),
        ("14th Street, Kelsey", "Brennock"),  # the street set aside, the towns differ
        ("14th Street", "Mill Street"),  # two streets
        ("Mexico", "Mexico City"),  # "City" is no unit word: the country is not its capital
    ],
)
def test_a_changed_place_still_conflicts(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


def test_the_rules_judge_a_key_with_place_chains() -> None:
    agree = RULES.judge("location", ["Akita Prefecture, Akita", "Akita, Akita Prefecture", "Akita"], ["d1", "d2", "d3"])
    assert agree.status == VARIANT
    disagree = RULES.judge("location", ["Lindau, Germany", "Wenlow, Germany"], ["d1", "d2"])
    assert disagree.status == CONFLICT


def test_a_numbered_street_is_a_name_not_a_count() -> None:
    assert parse_value("23rd Street", "location").kind == "text"
    assert parse_value("11 Diagonal Street", "location").kind == "text"
    assert parse_value("1st Division", "unit").kind == "text"
    assert parse_value("12 floors", "floor count").kind == "number"


def test_street_abbreviations_are_spelled_out_after_a_word() -> None:
    assert name_signature("250 Delaware Ave") == name_signature("250 Delaware Avenue")
    assert name_signature("Asilomar Blvd.") == name_signature("Asilomar Boulevard")
    assert name_signature("Ave Maria") == "ave maria"
    assert is_street("Mill Road") and is_street("5th Ave") and not is_street("Manhattan")
    assert not is_street("Lois Lane")  # a person as often as a street
    assert place_parts("Georgia (country)") == ["Georgia", "country"]
