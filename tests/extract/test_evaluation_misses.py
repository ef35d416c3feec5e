"""Why a reference triple was missed (``bench_extraction_webnlg.py --misses``): each class of
:func:`missed_triple_class` from the facts a text gave."""

from __future__ import annotations

import pytest

from hcf_graph.extract.evaluation import MISS_CLASSES, ReferenceTriple, missed_triple_class
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

NORMALIZER = Normalizer()
ARCHITECT = ReferenceTriple("Vaster Tower", "architect", "Ada Price", source_relation="architect")
OPENED = ReferenceTriple("Vaster Tower", "opening date", "1912", source_relation="openingDate")


def fact(entity: str, relation: str, value: str) -> ExtractedFact:
    return ExtractedFact(entity, relation, value, 0, 1)


@pytest.mark.parametrize(
    ("facts", "expected"),
    [
        ([fact("Vaster Tower", "architect", "Ada Price")], None),
        ([fact("Vaster Tower", "designed by", "Ada Price")], None),
        ([fact("Vaster Tower", "owner", "Ada Price")], "read under another relation"),
        ([fact("Ada Price", "architect", "Vaster Tower")], "read the other way round"),
        ([fact("Vaster Tower", "architect", "Ada Price and Sons of Lenmouth")], "value too long"),
        ([fact("Vaster Tower", "architect", "Price")], "value too short"),
        ([fact("Vaster Tower", "architect", "Olav Berg")], "other value"),
        ([fact("Old Vaster Tower Hotel", "architect", "Ada Price")], "entity too long"),
        ([fact("Tower", "architect", "Ada Price")], "entity too short"),
        ([fact("Lenmouth Bridge", "architect", "Ada Price")], "other entity"),
        ([fact("Vaster Tower", "location", "Lenmouth")], "entity in facts, triple not read"),
        ([fact("Lenmouth", "country", "Norway")], "entity in no fact"),
        ([], "text gave no fact"),
    ],
)
def test_each_class_of_a_missed_triple(facts: list[ExtractedFact], expected: str | None) -> None:
    assert missed_triple_class(ARCHITECT, facts, NORMALIZER) == expected
    assert expected is None or expected in MISS_CLASSES


def test_a_triple_without_a_catalog_relation_is_not_counted() -> None:
    unmapped = ReferenceTriple("Vaster Tower", "", "9 floors", source_relation="floorCount")
    assert missed_triple_class(unmapped, [], NORMALIZER) is None


def test_a_date_read_as_another_date_is_another_value() -> None:
    assert missed_triple_class(OPENED, [fact("Vaster Tower", "opened", "1921")], NORMALIZER) == "other value"
