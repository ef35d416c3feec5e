"""Typed values: parsing, tolerance, offset units, dates, negation, text rules, grouping."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcf_graph.polarity import split_polarity
from hcf_graph.resolve.dates import parse_date
from hcf_graph.resolve.quantities import parse_quantity
from hcf_graph.resolve.values import compare_values, group_values, parse_value, worst_conflict


def verdict(a: str, b: str, relation: str = "", relation_b: str | None = None, **kw: float):
    return compare_values(
        parse_value(a, relation), parse_value(b, relation if relation_b is None else relation_b), **kw
    )


@pytest.mark.parametrize(
    "text, base, unit",
    [
        ("8,849 m", 8849.0, "meter"),
        ("29,032 ft", 8848.9536, "foot"),
        ("2.1 million", 2.1e6, ""),
        ("about 67 million people", 67e6, ""),
        ("a thousand", 1000.0, ""),
        ("twenty-five million", 25e6, ""),
        ("1.989 × 10^30 kg", 1.989e30, "kilogram"),
        ("1.2e6", 1.2e6, ""),
        ("1 200 000", 1.2e6, ""),
        ("510 million km²", 5.1e14, "kilometer**2"),
        ("5%", 0.05, "percent"),
        ("12.5 per cent", 0.125, "percent"),
        ("$2.5 billion", 2.5e9, "USD"),
        ("$5m", 5e6, "USD"),
        ("100 °C", 373.15, "degC"),
        ("212 °F", 373.15, "degF"),
        ("-40 °C", 233.15, "degC"),
        ("3 hours", 10800.0, "hour"),
    ],
)
def test_quantities_in_base_units(text: str, base: float, unit: str) -> None:
    q = parse_quantity(text)
    assert q is not None
    assert math.isclose(q.magnitude, base, rel_tol=1e-6)
    assert q.unit == unit


def test_ranges_bounds_and_precision() -> None:
    r = parse_quantity("1,000–2,000 m")
    assert r is not None and (r.low, r.high) == (1000.0, 2000.0)
    assert parse_quantity("2–3 million").low == 2e6
    assert parse_quantity("between 5 and 10 years").is_range
    assert parse_quantity("more than 1,000").bound == "lower"
    assert parse_quantity("at least 50").bound == "lower"
    assert parse_quantity("less than 100").bound == "upper"
    assert parse_quantity("2.1 million").precision == pytest.approx(5e4)
    assert parse_quantity("5730 ± 40 years").precision == pytest.approx(40 * 365.25 * 86400)
    assert parse_quantity("Canberra") is None
    assert parse_quantity("3 Musketeers and a dog") is None


def test_dates_at_their_granularity() -> None:
    year, day = parse_date("1867"), parse_date("7 November 1867")
    assert year.granularity == "year" and day.granularity == "day"
    assert year.contains(day)
    assert parse_date("1867-11-07") == day == parse_date("November 7, 1867") == parse_date("7th of November 1867")
    assert parse_date("November 1867").granularity == "month"
    assert parse_date("1860s").granularity == "decade"
    assert parse_date("44 BC") == parse_date("44 BCE")
    assert parse_date("c. 1867").approximate
    assert parse_date("1914–18") == parse_date("1914 to 1918")
    assert parse_date("31 February 1900") is None
    assert parse_date("07/11/1867").alternative is not None  # day-first or month-first: both readings kept
    assert parse_date("1867", allow_bare_year=False) is None


def test_relation_decides_what_a_bare_number_is() -> None:
    assert parse_value("1867", "birth date").kind == "date"
    assert parse_value("1867", "population").kind == "number"
    assert parse_value("1867").kind == "date"
    assert parse_value("312").kind == "number"


def test_tolerance_is_the_users() -> None:
    assert verdict("8,849 m", "8848.86 metres", "height").relation == "equal"
    assert verdict("8,849 m", "8,611 m", "height").relation == "conflict"
    assert verdict("8,849 m", "8,611 m", "height", rel_tolerance=0.05).relation == "equal"


def test_numeric_conflicts_carry_kind_difference_and_severity() -> None:
    v = verdict("67 million", "83 million", "population")
    assert (v.relation, v.kind) == ("conflict", "numeric divergence")
    assert v.rel_diff == pytest.approx(16 / 83)
    assert v.severity == 1.0
    small = verdict("8,849 m", "8,611 m", "height")
    assert small.severity == pytest.approx(max(0.2, 10 * small.rel_diff))


def test_offset_units_are_converted_not_scaled() -> None:
    assert verdict("0 °C", "32 °F", "melting point").relation == "equal"
    assert verdict("-40 °C", "-40 °F").relation == "equal"
    assert verdict("37 °C", "98.6 °F").relation == "equal"
    boiling = verdict("100 °C", "97 °C", "boiling point")
    assert boiling.relation == "conflict"  # 3 degrees of 100, not 3 kelvin of 373
    assert boiling.rel_diff == pytest.approx(0.03)


def test_unit_mismatch() -> None:
    v = verdict("8 m", "8 kg")
    assert (v.relation, v.kind, v.severity) == ("conflict", "unit mismatch", 0.5)
    assert verdict("$2.5 billion", "€2.5 billion").kind == "unit mismatch"


def test_hedges_rounding_ranges_and_bounds() -> None:
    assert verdict("about 67 million", "67,390,000").relation == "compatible"
    assert verdict("nearly 8 billion", "7.9 billion").relation == "compatible"
    assert verdict("about 300", "400").relation == "conflict"
    assert verdict("1,000–2,000 m", "1500 m").relation == "compatible"
    assert verdict("more than 1,000", "800").relation == "conflict"
    assert verdict("between 5 and 10 years", "5-10 years").relation == "equal"


def test_date_verdicts() -> None:
    assert verdict("1867", "7 November 1867", "birth date").relation == "compatible"
    v = verdict("1867", "1868", "birth date")
    assert (v.relation, v.kind, v.rel_diff) == ("conflict", "date mismatch", None)
    assert verdict("7 November 1867", "8 November 1867", "birth date").severity == 0.3
    assert verdict("1867", "1890", "birth date").severity == 1.0
    assert verdict("c. 1867", "1868", "birth date").relation == "compatible"
    assert verdict("1914-1918", "1914–1919").relation == "conflict"
    assert verdict("1867", "7 November 1867", "population").relation == "compatible"  # a number as a year


def test_negation() -> None:
    assert split_polarity("is not a member of") == ("is a member of", True)
    assert split_polarity("does not border") == ("border", True)
    assert split_polarity("isn't part of") == ("is part of", True)
    v = verdict("NATO", "NATO", "is a member of", "is not a member of")
    assert (v.relation, v.kind, v.severity) == ("conflict", "negation", 1.0)
    assert verdict("EU", "NATO", "is a member of", "is not a member of").relation == "compatible"
    assert verdict("Sydney", "not Sydney", "capital").kind == "negation"
    assert verdict("yes", "no").kind == "negation"
    assert verdict("yes", "true").relation == "equal"


def test_text_values() -> None:
    assert verdict("St. Petersburg", "Saint Petersburg").relation == "equal"
    assert verdict("Paris, France", "Paris").relation == "compatible"
    assert verdict("Brooklyn, New York", "New York").relation == "compatible"
    assert verdict("Paris, France", "Paris, Texas").kind == "value mismatch"
    assert verdict("Einstein", "Albert Einstein").relation == "compatible"
    assert verdict("Guinea", "Equatorial Guinea").relation == "conflict"
    assert verdict("English and French", "French and English").relation == "equal"
    assert verdict("Bombay", "Mumbai").relation == "conflict"
    aliases = {"Bombay": "Mumbai"}
    assert verdict("Bombay", "Mumbai", alias_of=lambda n: aliases.get(n, n)).relation == "equal"


def test_group_values_keeps_variants_and_never_chains() -> None:
    groups = group_values(["1867", "7 November 1867", "5 December 1867", "1867"], "birth date")
    assert [g.members for g in groups] == [["1867", "7 November 1867"], ["5 December 1867"]]
    assert groups[0].count == 3
    assert groups[0].variants[1].verdict.relation == "compatible"
    worst = worst_conflict(groups, "birth date")
    assert worst is not None and worst.kind == "date mismatch"


def test_one_group_means_no_conflict_but_variants_are_kept() -> None:
    groups = group_values(["St. Petersburg", "Saint Petersburg", "Saint-Petersburg"], "birth place")
    assert len(groups) == 1
    assert len(groups[0].variants) == 3
    assert worst_conflict(groups, "birth place") is None


def test_worst_conflict_is_the_most_severe_pair() -> None:
    groups = group_values(["8,849 m", "8,611 m", "2 km"], "height")
    worst = worst_conflict(groups, "height")
    assert worst is not None and worst.severity == 1.0


@given(st.floats(min_value=1, max_value=1e9), st.floats(min_value=1, max_value=1e9))
def test_numeric_verdicts_are_symmetric(x: float, y: float) -> None:
    a, b = parse_value(f"{x:.6g} m"), parse_value(f"{y:.6g} m")
    assert compare_values(a, b).relation == compare_values(b, a).relation


@given(st.integers(min_value=1, max_value=10**12))
def test_thousands_separators_round_trip(n: int) -> None:
    q = parse_quantity(f"{n:,}")
    assert q is not None and q.magnitude == n


def test_a_bare_number_is_read_in_the_other_unit() -> None:
    v = verdict("8849", "8,849 m", "height")
    assert v.relation == "compatible" and "assumed" in v.reason
    assert verdict("8849", "8,611 m", "height").kind == "numeric divergence"
    assert verdict("5", "5%").relation == "compatible"
    assert verdict("0.05", "5%").relation == "equal"
    assert verdict("2.5 billion", "$2.5 billion").kind == "unit mismatch"  # currencies are not assumed


def test_singular_and_plural_of_one_food_are_one_value() -> None:
    """ "apples" in one document and "apple" in another name one ingredient: no conflict."""
    assert compare_values(parse_value("apples"), parse_value("Apple")).relation == "equal"
    assert compare_values(parse_value("Churros"), parse_value("Churro")).relation == "equal"
    assert compare_values(parse_value("apples"), parse_value("pears")).relation == "conflict"
