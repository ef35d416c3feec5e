"""Numbers compared by the precision they state; numeric dates read in both day/month orders
(issue 7, "Correct answers")."""

from __future__ import annotations

import pytest

from hcf_graph.conflict_rules import AMBIGUOUS, CONFLICT, VARIANT, ConflictRules
from hcf_graph.errors import ConfigError
from hcf_graph.normalize import Relation, RelationCatalog
from hcf_graph.resolve.dates import date_order_setting, parse_date
from hcf_graph.resolve.quantities import parse_quantity
from hcf_graph.resolve.values import compare_values, parse_value


def verdict(a: str, b: str, relation: str = "population", **options: object) -> str:
    return compare_values(parse_value(a, relation), parse_value(b, relation), **options).relation  # type: ignore[arg-type]


def test_exact_figures_are_compared_at_their_stated_precision() -> None:
    assert verdict("516,092", "513,275") == "conflict"  # both exact: 0.55 % apart is a disagreement
    assert verdict("516,092", "516,092") == "equal"
    assert verdict("8,849 m", "8848.86 metres", "height") == "equal"  # within half a unit of the last digit
    assert verdict("8,849 m", "8,848 m", "height") == "conflict"


def test_a_rounded_or_hedged_figure_agrees_with_the_exact_ones_it_covers() -> None:
    assert verdict("about 520,000", "516,092") == "compatible"  # two significant figures, hedged
    assert verdict("about 520,000", "513,275") == "compatible"
    assert verdict("520,000", "516,092") == "compatible"  # rounded at the thousands: +-5,000
    assert verdict("520,000", "513,275") == "conflict"
    assert parse_quantity("520,000").precision == 5000.0  # type: ignore[union-attr]
    assert parse_quantity("516,092").resolution == 0.5  # type: ignore[union-attr]


def test_figures_without_stated_precision_keep_the_default_tolerance() -> None:
    assert verdict("6 feet", "1.83 m", "height") == "equal"
    assert verdict("6 feet", "2 m", "height") == "conflict"
    assert verdict("4.5 billion years", "4.54 billion years", "age") == "equal"


def test_a_given_tolerance_applies_to_every_figure() -> None:
    assert verdict("516,092", "513,275", rel_tolerance=0.01) == "equal"


def test_per_relation_tolerance_from_the_catalog() -> None:
    catalog = RelationCatalog.load()
    rules = ConflictRules(catalog, date_order="")
    assert rules.judge("population", ["516,092", "513,275"], ["a", "b"]).status == CONFLICT
    assert rules.tolerance("area") == 0.01 and rules.tolerance("population") is None  # the bundled catalog
    assert rules.judge("area", ["100,250 km2", "101,000 km2"], ["a", "b"]).status == VARIANT  # within 1 %
    catalog.add(Relation("population", (), "functional", "never", tolerance=0.01))
    assert rules.judge("population", ["516,092", "513,275"], ["a", "b"]).status == VARIANT


def test_numeric_dates_keep_both_readings() -> None:
    both = parse_date("05/01/1990")
    assert both is not None and both.alternative is not None
    assert parse_date("05/01/1990", date_order="dmy") == parse_date("5 January 1990")
    assert parse_date("05/01/1990", date_order="mdy") == parse_date("May 1, 1990")
    assert parse_date("25/01/1990") == parse_date("25 January 1990")  # only one reading is a date
    assert parse_date("05/05/1990") == parse_date("5 May 1990")  # both readings are one day


def test_an_ambiguous_date_that_matches_in_one_reading_is_ambiguous_not_a_conflict() -> None:
    assert verdict("05/01/1990", "1990-01-05", "birth date") == "ambiguous"
    assert verdict("05/01/1990", "1990-05-01", "birth date") == "ambiguous"
    assert verdict("05/01/1990", "1991-01-05", "birth date") == "conflict"  # no reading agrees
    rules = ConflictRules(RelationCatalog.load(), date_order="")
    judged = rules.judge("birth date", ["05/01/1990", "1990-01-05"], ["a", "b"])
    assert judged.status == AMBIGUOUS
    assert "1990-01-05 (day-first) or 1990-05-01 (month-first)" in judged.reason
    assert "only the day-first reading agrees" in judged.reason


def test_a_date_order_decides() -> None:
    day_first = ConflictRules(RelationCatalog.load(), date_order="dmy")
    month_first = ConflictRules(RelationCatalog.load(), date_order="mdy")
    assert day_first.judge("birth date", ["05/01/1990", "1990-01-05"], ["a", "b"]).status == VARIANT
    assert month_first.judge("birth date", ["05/01/1990", "1990-01-05"], ["a", "b"]).status == CONFLICT


def test_date_order_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCF_DATE_ORDER", "MDY")
    assert date_order_setting() == "mdy" and ConflictRules(RelationCatalog.load()).date_order == "mdy"
    assert date_order_setting("dmy") == "dmy"
    monkeypatch.setenv("HCF_DATE_ORDER", "ymd")
    with pytest.raises(ConfigError, match=r"use dmy .* or mdy"):
        date_order_setting()
