"""Sizes in ``spacy-rules.v2`` (issue 10, :mod:`hcf_graph.extract.sizes_v2`): a part's measure
whose owner is left to the context, measures after "has" in a second conjunct or a comma splice,
"with a ... of N", heights with a negative or abbreviated figure, and staff counts; and what must
give nothing (a runway's code, one runway of several, other counts, dates)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.evaluation import load_property_map, same_value
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor, rule_files
from hcf_graph.normalize import RelationCatalog
from hcf_graph.resolve.values import parse_value

FOUND = [
    # a measure in the second conjunct of "has"
    (
        "The Harlow Tower has 20 floors and a floor area of 1200 square metres.",
        ("Harlow Tower", "floor area", "1200 square metres"),
    ),
    # "has" hung on the place, and after a comma splice
    (
        "Kelby Field Airport is located in São José dos Tarrow and has a runway length of 2215.0 which is named 15/33.",
        ("Kelby Field Airport", "runway length", "2215.0"),
    ),
    (
        "Kelby Field Airport is located in Tarrow, it has a runway length of 4000ft.",
        ("Kelby Field Airport", "runway length", "4000ft"),
    ),
    # a part's measure, its owner the airport the text is about
    ("Kelby Field Airport serves Tarrow. The runway is 1800 long.", ("Kelby Field Airport", "runway length", "1800")),
    (
        "Kelby Field Airport serves Tarrow. The runway at the airport is 2,195 long.",
        ("Kelby Field Airport", "runway length", "2,195"),
    ),
    (
        "Kelby Field Airport serves Tarrow and its runway is 4000 long.",
        ("Kelby Field Airport", "runway length", "4000"),
    ),
    ("Kelby Field Airport is in Tarrow. The runway length is 3048.", ("Kelby Field Airport", "runway length", "3048")),
    (
        "Kelby Field Airport is in Tarrow and the length of the runway is 3500m.",
        ("Kelby Field Airport", "runway length", "3500m"),
    ),
    (
        "Kelby Field Airport is in Tarrow. The runway - 18R/36L - measures a length of 3310.0.",
        ("Kelby Field Airport", "runway length", "3310.0"),
    ),
    (
        "The 11/29 runway in Kelby Field Airport has a length of 2215.0.",
        ("Kelby Field Airport", "runway length", "2215.0"),
    ),
    (
        "The Tarrow Port Authority governs Kelby Field Airport. The runway, named 18R/36L, is 2900 metres long.",
        ("Kelby Field Airport", "runway length", "2900 metres"),
    ),
    (
        "The Harlow Tower was completed in 1990 and it's floor area covers 140000.0 (square metres).",
        ("Harlow Tower", "floor area", "140000.0 (square metres)"),
    ),
    # the runway a first clause names ("The runway name is X and it ...")
    (
        "Kelby Field Airport is in Tarrow. The runway name is 18L/36R and it has a length of 4100.0.",
        ("Kelby Field Airport", "runway length", "4100.0"),
    ),
    (
        "Kelby Field Airport is in Tarrow. The runway name is 1/19 and has a length of 1533.0.",
        ("Kelby Field Airport", "runway length", "1533.0"),
    ),
    (
        "Kelby Field Airport is in Tarrow. The name of the runway is 14L/32R and its length is 3500 m.",
        ("Kelby Field Airport", "runway length", "3500 m"),
    ),
    (
        "Kelby Field Airport is in Tarrow. The name of the airport's runway is 18R/36L and it is 3,310 long.",
        ("Kelby Field Airport", "runway length", "3,310"),
    ),
    (
        "Kelby Field Airport is in Tarrow and has a runway name of 14L/32R which has a length of 4349.0.",
        ("Kelby Field Airport", "runway length", "4349.0"),
    ),
    (
        "Kelby Field Airport is in Tarrow and has a runway name of 03R/21L with a length of 597.0.",
        ("Kelby Field Airport", "runway length", "597.0"),
    ),
    (
        "Kelby Field Airport is run by Tarrow Air. Its runway's name is 10R/28L and is 2776.0 feet in length.",
        ("Kelby Field Airport", "runway length", "2776.0 feet"),
    ),
    (
        "Tarrow is served by Kelby Field Airport. This airport has a runway length of 497.0 metres.",
        ("Kelby Field Airport", "runway length", "497.0 metres"),
    ),
    # a runway described by a relative clause, an adjective or a unit
    (
        "Kelby Field Airport is in Tarrow and has a runway which measures 2743.0.",
        ("Kelby Field Airport", "runway length", "2743.0"),
    ),
    (
        "Kelby Field Airport serves Tarrow and has a 497 meters long runway.",
        ("Kelby Field Airport", "runway length", "497 meters"),
    ),
    ("The runway at Kelby Field Airport is 1510 meters.", ("Kelby Field Airport", "runway length", "1510 meters")),
    (
        "Kelby Field Airport is in Tarrow. Its runway, called 14L/32R has length of 4100.",
        ("Kelby Field Airport", "runway length", "4100"),
    ),
    (
        "In 1929 the Harlow Building was completed with 22 floors and a floor area of 1200 square metres.",
        ("Harlow Building", "floor count", "22"),
    ),
    (
        "In 1929 the Harlow Building was completed with 22 floors and a floor area of 1200 square metres.",
        ("Harlow Building", "floor area", "1200 square metres"),
    ),
    # heights: negative, abbreviated, in a second clause
    ("Kelby Field Airport is -3.3528 metres above sea level.", ("Kelby Field Airport", "height", "-3.3528 metres")),
    ("Kelby Field Airport is 159m a.s.l.", ("Kelby Field Airport", "height", "159m")),
    ("Kelby Field Airport lies at 159 m AMSL.", ("Kelby Field Airport", "height", "159 m")),
    (
        "Kelby Field Airport is in Tarrow and it is 211 metres above sea level.",
        ("Kelby Field Airport", "height", "211 metres"),
    ),
    (
        "Kelby Field Airport is operated by the Tarrow group and is -3.3528 above sea level.",
        ("Kelby Field Airport", "height", "-3.3528"),
    ),
    (
        "The Kelby Airbase, which is 618 ft above sea level, is located in Tarrow.",
        ("Kelby Airbase", "height", "618 ft"),
    ),
    (
        "The city of Tarrow is served by Kelby Field Airport located 280 metres above sea level in Lenmouth.",
        ("Kelby Field Airport", "height", "280 metres"),
    ),
    (
        "Tarrow and Lenmouth are served by Kelby Regional Airport. This airport is 507 metres above sea level.",
        ("Kelby Regional Airport", "height", "507 metres"),
    ),
    # counts of universities and the like
    (
        "Founded in 1901, Marlow University has a staff of 700.",
        ("Marlow University", "academic staff size", "700"),
    ),
    (
        "Marlow University is a public university with a student population of 16,000.",
        ("Marlow University", "number of students", "16,000"),
    ),
    ("Marlow University's academic staff numbers 700.", ("Marlow University", "academic staff size", "700")),
    ("Tarrow is a town in Norland. Its population numbers about 20,000.", ("Tarrow", "population", "20,000")),
    (
        "Marlow University is located in Tarrow and it has 16,000 students.",
        ("Marlow University", "number of students", "16,000"),
    ),
    (
        "Marlow University is located in Tarrow, it has 700 academic staff.",
        ("Marlow University", "academic staff size", "700"),
    ),
    (
        "Marlow University, with an enrolment of 16,000, lies in the north of Tarrow.",
        ("Marlow University", "number of students", "16,000"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_sizes_found(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


# Wordings found before these rules, which their owner and value choices must keep.
KEPT = [
    ("The student body of Marlow University totals 16,000.", ("Marlow University", "number of students", "16,000")),
    (
        "With 700 academic staff, Marlow University is one of the largest in Tarrow.",
        ("Marlow University", "academic staff size", "700"),
    ),
    ("The Harlow Tower has 20 floors and a floor area of 1200 square metres.", ("Harlow Tower", "floor count", "20")),
    ("Brindle House has a floor area of 5,400 square metres.", ("Brindle House", "floor area", "5,400 square metres")),
    (
        "Tarrow Air runs Kelby Field Airport, which lies in Norland and has a runway length of 3990.0.",
        ("Kelby Field Airport", "runway length", "3990.0"),
    ),
    (
        "Kelby Field Airport serves Tarrow. It has a runway with the length of 1818.",
        ("Kelby Field Airport", "runway length", "1818"),
    ),
    (
        "The Marlow Institute of Science has 700 academic staff and 16,000 students.",
        ("Marlow Institute of Science", "academic staff size", "700"),
    ),
    (
        "The Marlow Institute of Science has 700 academic staff and 16,000 students.",
        ("Marlow Institute of Science", "number of students", "16,000"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), KEPT)
def test_sizes_kept(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # a runway's code is never its length, nor any measure
    ("Kelby Field Airport has a runway named 14L/32R.", "runway length"),
    ("The runway at Kelby Field Airport is named 03/21.", "runway length"),
    # one runway of several
    ("Kelby Field Airport has two runways and the second runway is 2000 m long.", "runway length"),
    ("Kelby Field Airport serves Tarrow. The 3rd runway is 2000 long.", "runway length"),
    ("Kelby Field Airport serves Tarrow. One of the runways is 2000 m long.", "runway length"),
    ("Kelby Field Airport is in Tarrow. The first runway has a length of 1500.0.", "runway length"),
    ("Kelby Field Airport serves Tarrow and has a second runway which measures 2000.0.", "runway length"),
    ("Kelby Field Airport has a second runway name of 03R/21L with a length of 597.0.", "runway length"),
    ("Tarrow is served by Kelby Field Airport. This city has a runway length of 497.0 metres.", "runway length"),
    # a runway that is no part of the airport the text is about
    ("Kelby Field Airport is in Tarrow. The city's runway is 2000 m long.", "runway length"),
    # other counts are no floor count; a festival's days are no count of anything known
    ("Lenmouth has 20 parks.", "floor count"),
    ("Lenmouth hosts a 3-day festival every summer.", "number of days"),
    ("Lenmouth hosts a festival with 3 days of music.", "number of days"),
    # a density is no population
    ("Lenmouth, with 1421.2 inhabitants per square kilometre, is in Tarrow.", "population"),
    # a date is no measure
    ("Kelby Field Airport serves Tarrow. The runway was built in 1998.", "runway length"),
    ("The Harlow Tower was completed in 1990.", "floor area"),
    # a place, a person or an operator is no runway's owner
    ("Tarrow is a town in Norland. The runway length is 1200.", "runway length"),
    ("Anna Pell visited Tarrow in 1990 and the runway there is 1200 m long.", "runway length"),
    # a person is never above sea level
    ("Anna Pell lives 300 m a.s.l. in a house she built.", "height"),
    # "staff" of a company is no academic staff
    ("Tarrow Foods Ltd has a staff of 700.", "academic staff size"),
    ("Tarrow Foods Ltd's staff numbers 700.", "academic staff size"),
    ("The crowd at Marlow University numbered 20,000.", "number of students"),
    # "it has a length of N" after a runway's name tells of the runway, not the airport
    ("Kelby Field Airport serves Tarrow. The runway name is 15/33 and it has a length of 1800.0.", "length"),
]


@pytest.mark.parametrize(("text", "relation"), ABSENT)
def test_sizes_absent(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not [key for key in facts_of(extractor, text) if key[1] == relation]


def test_runway_code_is_never_a_value(extractor: SpacyRulesV2Extractor) -> None:
    text = "Kelby Field Airport is in Tarrow. The runway - 18R/36L - measures a length of 3310.0."
    assert not [key for key in facts_of(extractor, text) if "18R/36L" in key[2] and key[1] == "runway length"]
    assert not [key for key in facts_of(extractor, text) if key[0] in ("18R/36L", "Tarrow") and "length" in key[1]]


def test_floor_area_is_a_catalog_relation_mapped_from_webnlg() -> None:
    catalog = RelationCatalog.load()
    assert catalog.canonical("floor space") == "floor area"
    assert catalog.canonical("floor area") == "floor area"
    assert load_property_map()["floorArea"] == "floor area"


def test_sizes_module_is_a_rule_file() -> None:
    assert any(path.name == "sizes_v2.py" for path in rule_files())


def test_unit_in_brackets_is_read_as_a_quantity() -> None:
    """ "140000.0 (square metres)", the way a floor area is often listed, is the figure with its
    unit: equal to "140,000 square metres", different from "210000.0 (square metres)"."""
    listed = parse_value("140000.0 (square metres)", "floor area")
    assert listed.kind == "number"
    assert same_value("140000.0 (square metres)", "140,000 square metres", "floor area")
    assert not same_value("140000.0 (square metres)", "210000.0 (square metres)", "floor area")
    assert parse_value("12 (approx)", "floor area").kind == "text"  # no unit in the brackets
