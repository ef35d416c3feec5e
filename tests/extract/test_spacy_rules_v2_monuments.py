"""``spacy-rules.v2``: monuments and buildings (issue 10, session 21): material, dedication and
nearest city, and the guards that keep dishes, crews and vague places out.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    ("The Kelmar Memorial is made of bronze.", ("Kelmar Memorial", "material", "bronze")),
    ("The Kelmar Memorial, which is made of bronze, stands in Ordway.", ("Kelmar Memorial", "material", "bronze")),
    ("The Kelmar Memorial is made from red granite and white marble.", ("Kelmar Memorial", "material", "red granite")),
    ("The Kelmar Memorial is made from red granite and white marble.", ("Kelmar Memorial", "material", "white marble")),
    ("The Kelmar Statue is carved out of marble.", ("Kelmar Statue", "material", "marble")),
    ("The Kelmar Memorial is constructed from sandstone.", ("Kelmar Memorial", "material", "sandstone")),
    ("The material of the Kelmar Memorial is limestone.", ("Kelmar Memorial", "material", "limestone")),
    ("The Kelmar Memorial's material is limestone.", ("Kelmar Memorial", "material", "limestone")),
    (
        "The Kelmar Memorial is dedicated to the soldiers of the Great War.",
        ("Kelmar Memorial", "dedicated to", "soldiers of the Great War"),
    ),
    (
        "The Kelmar Statue is built of marble and is dedicated to Jane Roe.",
        ("Kelmar Statue", "dedicated to", "Jane Roe"),
    ),
    ("The Kelmar Statue is built of marble and is dedicated to Jane Roe.", ("Kelmar Statue", "material", "marble")),
    (
        "The Kelmar Memorial, dedicated to the fallen miners, was designed by Ana Silva.",
        ("Kelmar Memorial", "dedicated to", "fallen miners"),
    ),
    (
        "The Kelmar Memorial was erected in memory of the soldiers killed in the Battle of Ordway.",
        ("Kelmar Memorial", "dedicated to", "soldiers killed in the Battle of Ordway"),
    ),
    ("The Kelmar Memorial commemorates the miners of Ordway.", ("Kelmar Memorial", "dedicated to", "miners of Ordway")),
    ("The nearest city to the Kelmar Memorial is Ordway.", ("Kelmar Memorial", "nearest city", "Ordway")),
    ("Ordway is the closest town to the Kelmar Memorial.", ("Kelmar Memorial", "nearest city", "Ordway")),
    (
        "The Kelmar Memorial, whose nearest city is Ordway, is in Vestria.",
        ("Kelmar Memorial", "nearest city", "Ordway"),
    ),
]

NOT_FOUND = [
    # a dish is made from ingredients, a team of people: no material
    ("Kelsey stew is made from bread and garlic.", ("Kelsey stew", "material", "bread")),
    ("The Kelsey team is made of volunteers.", ("Kelsey team", "material", "volunteers")),
    # near is not the nearest city; a denial states nothing
    ("The Kelmar Memorial is located near the city of Ordway.", ("Kelmar Memorial", "nearest city", "Ordway")),
    ("The Kelmar Memorial is not made of bronze.", ("Kelmar Memorial", "material", "bronze")),
    ("The Kelmar Memorial is not dedicated to Jane Roe.", ("Kelmar Memorial", "dedicated to", "Jane Roe")),
    # a common noun is no subject
    ("The statue is made of bronze.", ("statue", "material", "bronze")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_monument_s_material_dedication_and_nearest_city(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "absent"), NOT_FOUND)
def test_no_material_from_dishes_or_crews_and_no_dedication_from_a_denial(
    extractor: SpacyRulesV2Extractor, text: str, absent: Key
) -> None:
    assert absent not in facts_of(extractor, text)
