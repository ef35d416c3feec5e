"""Typed values and when two of them disagree.

:func:`parse_value` reads a value as a number (with unit, via pint), a range, a date at its stated
granularity, a boolean, or text (a name). :func:`compare_values` says whether two values are
``equal``, ``compatible`` (both can be true; one is less specific) or in ``conflict``, with the
conflict's kind, relative difference and severity. :func:`group_values` splits the values of one
conflict key into groups of mutually non-conflicting values; the spellings inside a group are its
*variants*, kept so that every equality decision can be audited.

Decision rules (defaults in brackets):

- numbers: by default (``rel_tolerance`` None) two exact figures (three or more significant
  digits, not rounded: "516,092") are equal only when one lies within half a unit of the
  other's last stated digit ("8,849" / "8848.86"), so 516,092 and 513,275 conflict; figures
  that state no precision ("6 feet", "2.1 million") are equal within ``UNSTATED_TOLERANCE``
  [0.01]. A given ``rel_tolerance`` (a relation's "tolerance" in the catalog) applies to every
  pair. Compatible
  when one side is hedged ("about") and within ``approx_tolerance`` [0.05], when the difference is
  within the rounding of a scaled figure ("2.1 million" is +-50,000), or for ranges and bounds that
  overlap ("more than 1,000" / "1,200"); otherwise a "numeric divergence" with severity
  ``clamp(10 * rel_diff, 0.2, 1)`` (10 % off is as severe as a wrong name). Values of different dimensions are a "unit mismatch" (0.5).
  Temperatures are compared on the Celsius-width scale, so 100 °C vs 97 °C is 3 %, not 0.8 %.
  A figure written "3.800" that disagrees as a decimal but agrees with its dot read as a
  thousands separator ("3.800 metres" / "3800.0") is "ambiguous", not a conflict.
  A bare number against a number with a unit ("8849" / "8,849 m") is read in that unit; equal
  becomes compatible, since the unit was assumed.
- dates: equal intervals are equal; one inside the other is compatible ("1867" / "7 November
  1867"); disjoint ones are a "date mismatch" with severity by the distance of their middles
  (<= 31 days 0.3, <= 1 year 0.5, <= 10 years 0.7, else 1.0); ranges that only partly overlap
  are a date mismatch of severity 0.3 unless one is approximate; two stated periods
  ("1914–1918" / "1914–1919") claim both their ends, so they conflict unless equal. A numeric
  date of unknown day/month order ("05/01/1990") is compared in both readings: one agreeing and
  one not is "ambiguous" ("05/01/1990" / "1990-01-05"), not a conflict.
- negation: a statement and its denial with equal values conflict ("negation", 1.0); a denial of
  one value and an assertion of another are compatible.
- text: equal when the name signatures are equal, when ``alias_of`` maps both to one canonical
  name, or when the names match as spelling variants (:func:`.matching.match_names`); place
  chains compare as sets of parts (:mod:`.places`): "X, Y" is compatible with "X" (more
  specific) and with "Y" (Y contains X), equal to "Y, X", in conflict with "X, Z"; "Akita" is
  compatible with "Akita Prefecture", a street with a place that is no street; an acronym
  equals the name it abbreviates ("USAF" / "United States Air Force"); a name whose words begin
  or end another name ("Punjab" / "Punjab Pakistan", "Einstein" / "Albert Einstein") is
  compatible unless the other words are discriminating ("Guinea" / "Equatorial Guinea",
  "Mexico" / "Mexico City", "Apollo" / "Apollo 11"); two lists ("English and French") are equal
  when they name the same items in any order, compatible when one names part of the other;
  anything else is a "value mismatch" (1.0).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from ..polarity import split_polarity
from .dates import DateInterval, civil_from_days, days_from_civil, parse_date
from .demonyms import demonym_of
from .matching import DEFAULT_THRESHOLD, match_names
from .names import (
    DESIGNATION_WORDS,
    DISCRIMINATING_WORDS,
    GENERIC_WORDS,
    MAX_MATCH_CHARS,
    content_tokens,
    name_signature,
    number_variants,
    signature_tokens,
)
from .places import compare_place_chains
from .quantities import Quantity, parse_quantity, restate_in_unit

EQUAL, COMPATIBLE, CONFLICT, AMBIGUOUS = "equal", "compatible", "conflict", "ambiguous"
UNSTATED_TOLERANCE = 0.01  # relative tolerance for figures that state no precision ("6 feet", "2.1 million")
VALUE_MISMATCH = "value mismatch"
NUMERIC_DIVERGENCE = "numeric divergence"
DATE_MISMATCH = "date mismatch"
NEGATION = "negation"
UNIT_MISMATCH = "unit mismatch"
CONFLICT_KINDS = (VALUE_MISMATCH, NUMERIC_DIVERGENCE, DATE_MISMATCH, NEGATION, UNIT_MISMATCH)

_DATE_RELATION = re.compile(
    r"\b(?:date|year|when|born|died|founded|established|built|opened|inaugurated|signed|"
    r"dissolved|launched|released|published|began|ended|discovered|invented|started|since)\b"
)
# "serving temperature" is a word ("cold", "hot"), no figure.
_QUANTITY_RELATION = re.compile(
    r"\b(?:population|height|area|length|mass|weight|speed|velocity|(?<!serving )temperature|point|depth|"
    r"width|distance|elevation|altitude|count|number|age|duration|half life|half-life|radius|"
    r"diameter|volume|price|revenue|cost|gdp|density|rate|budget|size|inhabitants|capacity)\b"
)
# A number that begins a name: "23rd Street", "1st Division", "11 Diagonal Street" (an ordinal
# before a capitalized word, or a number before a capitalized street name), not "12 floors".
_NUMBERED_NAME = re.compile(
    r"^\d+(?:st|nd|rd|th)\s+[A-Z][a-z]"
    r"|^\d+\s+(?:[A-Z][\w'.-]*\s+)*(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Drive|Row|Square)\b"
)
_BOOLEANS = {"yes": True, "true": True, "no": False, "false": False}


@dataclass(frozen=True)
class TypedValue:
    """A value as parsed: ``kind`` is "number", "range", "date", "boolean" or "text"."""

    original: str
    kind: str
    negated: bool = False
    quantity: Quantity | None = None
    date: DateInterval | None = None
    truth: bool | None = None
    text: str = ""  # the name signature, for text values
    stated: str = ""  # the text without its negation word ("not the EU" -> "the EU")

    @property
    def magnitude(self) -> float | None:
        """The number in SI base units (kelvin for temperatures), or None."""
        return self.quantity.magnitude if self.quantity else None

    @property
    def unit(self) -> str:
        """The unit as stated (a pint unit name, a currency code or a count noun)."""
        return self.quantity.unit if self.quantity else ""


@dataclass(frozen=True)
class ValueVerdict:
    """How two values relate; ``kind`` is set for conflicts only."""

    relation: str  # "equal" | "compatible" | "conflict" | "ambiguous" (agrees in one reading only)
    kind: str = ""  # "value mismatch" | "numeric divergence" | "date mismatch" | "negation" | "unit mismatch"
    rel_diff: float | None = None
    severity: float = 0.0
    reason: str = ""

    @property
    def is_conflict(self) -> bool:
        return self.relation == CONFLICT


def relation_hint(relation: str) -> str:
    """ "date", "quantity" or "" from the words of a relation phrase."""
    text = relation.lower()
    if _DATE_RELATION.search(text):
        return "date"
    if _QUANTITY_RELATION.search(text):
        return "quantity"
    return ""


# Relations whose values are names whatever their words say: agents ("built by", "founded
# by") and places and superlatives ("birth place", "highest point", "largest city").
_NAME_RELATION = re.compile(
    r"\bby$|\b(?:place|location|located|capital|city|country|headquarters|highest|largest|longest|"
    r"biggest|tallest|club|team|nationality|language|currency)\b"
)
_MONTH = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b",
    re.IGNORECASE,
)
# A day and a month without a year ("3rd October", "October 3", "the 28 Feb"): a date the pipeline
# cut from its year, never a name.
_DAY_MONTH = re.compile(
    rf"^(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH.pattern}\.?$|^{_MONTH.pattern}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?$",
    re.IGNORECASE,
)


def relation_value_kind(relation: str) -> str:
    """ "name", "date", "quantity" or "" (any): what a relation's values must be, from its
    words. Agents and places are names ("founded by", "highest point"), then
    :func:`relation_hint` decides ("birth date" a date, "population" a quantity)."""
    text = relation.lower().strip()
    if _NAME_RELATION.search(text):
        return "name"
    return relation_hint(text)


def value_fits(relation: str, value: str) -> bool:
    """Whether ``value`` can be a value of ``relation`` (:func:`relation_value_kind`): a date
    relation's value names a year, a day or a month ("1912", "early 2009", "2nd October"), a
    quantity's holds a figure ("3,500 m", "two"), and a name relation's is no date and no bare figure
    ("Paris", "3Arena", "300 North LaSalle"; not "1912", "45 metres", "3rd October")."""
    kind = relation_value_kind(relation)
    text = value.strip()
    if kind == "date":
        return any(c.isdigit() for c in text) or _MONTH.search(text) is not None
    if kind == "quantity":
        return any(c.isdigit() for c in text) or parse_value(text, relation).kind in ("number", "range")
    if kind == "name":
        parsed = parse_value(text)
        if parsed.kind == "date" or _DAY_MONTH.match(text):
            return False
        capitalized = any(w[:1].isupper() for w in re.findall(r"[^\W\d_][\w'.-]*", text))
        return parsed.kind == "text" or capitalized
    return True


def acronym(a: str, b: str) -> str:
    """Why one name is the acronym of the other ("U.S." / "United States"), or ""."""
    return _acronym(a, b)


@lru_cache(maxsize=1 << 16)
def parse_value(text: str, relation: str = "", date_order: str = "") -> TypedValue:
    """Parse a value; ``relation`` decides whether a lone "1867" is a year and carries negation;
    ``date_order`` ("dmy", "mdy" or "": both) reads numeric dates such as "05/01/1990"."""
    _, negated = split_polarity(relation) if relation else ("", False)
    raw = text.strip()
    lowered = raw.lower()
    value_negation = re.match(r"^(?:not|never)\s+", lowered)
    if value_negation:
        negated = not negated
        raw = raw[value_negation.end() :]
        lowered = raw.lower()
    bare = lowered.rstrip(".!")
    if bare in _BOOLEANS:
        return TypedValue(text, "boolean", negated, truth=_BOOLEANS[bare])
    hint = relation_hint(relation)
    if hint == "date":
        allow_year = True
    elif hint == "quantity":
        allow_year = False
    else:  # no hint: only a four-digit number between 1000 and 2199 is read as a year
        allow_year = not re.fullmatch(r"\d+", bare) or bool(re.fullmatch(r"1\d{3}|2[01]\d{2}", bare))
    date = parse_date(raw, allow_bare_year=allow_year, date_order=date_order)
    if date is not None:
        return TypedValue(text, "date", negated, date=date)
    quantity = None if _NUMBERED_NAME.match(raw) else parse_quantity(raw)
    if quantity is not None:
        return TypedValue(
            text, "range" if quantity.is_range or quantity.bound else "number", negated, quantity=quantity
        )
    return TypedValue(text, "text", negated, text=name_signature(raw), stated=raw)


def compare_values(
    a: TypedValue,
    b: TypedValue,
    rel_tolerance: float | None = None,
    alias_of: Callable[[str], str] | None = None,
    approx_tolerance: float = 0.05,
    name_threshold: float | None = DEFAULT_THRESHOLD,
) -> ValueVerdict:
    """Compare two parsed values (see the module docstring for the rules)."""
    core = _compare_core(a, b, rel_tolerance, alias_of, approx_tolerance, name_threshold)
    if core.kind == NUMERIC_DIVERGENCE:
        core = _thousands_reading(a, b, core, rel_tolerance, approx_tolerance)
    if a.negated == b.negated:
        if a.negated and core.is_conflict:
            return ValueVerdict(COMPATIBLE, reason="two denials of different values")
        return core
    if core.is_conflict:
        return ValueVerdict(COMPATIBLE, reason="a denial of one value and an assertion of another")
    return ValueVerdict(CONFLICT, NEGATION, None, 1.0, f"one statement denies the other ({core.reason})")


# "3.800 metres": a dot before exactly three digits may be a decimal point or a thousands separator.
_DOT_THOUSANDS = re.compile(r"(?<![\d.,])(\d{1,3})\.(\d{3})(?![\d.,])")


def _thousands_reading(
    a: TypedValue, b: TypedValue, core: ValueVerdict, rel_tolerance: float | None, approx_tolerance: float
) -> ValueVerdict:
    """Two figures that disagree, one written "3.800": when reading its dot as a thousands separator
    makes them agree, the verdict is "ambiguous" (not a conflict), with both readings."""
    for x, y in ((a, b), (b, a)):
        text = x.stated or x.original
        match = _DOT_THOUSANDS.search(text)
        if match is None or x.quantity is None or y.quantity is None:
            continue
        other = parse_quantity(_DOT_THOUSANDS.sub(r"\1\2", text, count=1))
        if other is None or compare_quantities(other, y.quantity, rel_tolerance, approx_tolerance).is_conflict:
            continue
        number = match.group(0)
        return ValueVerdict(
            AMBIGUOUS,
            "",
            None,
            0.0,
            f"'{number}' reads as {match.group(1)}.{match.group(2)} or as {match.group(1)}{match.group(2)} "
            f"(a dot as thousands separator); only the second agrees",
        )
    return core


def _compare_core(
    a: TypedValue,
    b: TypedValue,
    rel_tolerance: float | None,
    alias_of: Callable[[str], str] | None,
    approx_tolerance: float,
    name_threshold: float | None,
) -> ValueVerdict:
    if a.kind == "boolean" and b.kind == "boolean":
        if a.truth == b.truth:
            return ValueVerdict(EQUAL, reason="same truth value")
        return ValueVerdict(CONFLICT, NEGATION, None, 1.0, "yes versus no")
    if a.date is not None or b.date is not None:
        da = a.date or _year_of_number(a)
        db = b.date or _year_of_number(b)
        if da is not None and db is not None:
            return compare_dates(da, db)
    if a.quantity is not None and b.quantity is not None:
        return compare_quantities(a.quantity, b.quantity, rel_tolerance, approx_tolerance)
    if a.kind == "text" and b.kind == "text":
        return compare_texts(a.stated or a.original, b.stated or b.original, alias_of, name_threshold)
    return ValueVerdict(CONFLICT, VALUE_MISMATCH, None, 1.0, f"a {a.kind} versus a {b.kind}")


def _year_of_number(v: TypedValue) -> DateInterval | None:
    """A plain whole number that can be a year, as that year (used only against a date)."""
    q = v.quantity
    if q is None or q.dimension or q.is_range or q.bound or q.low != int(q.low) or not 0 < q.low < 2200:
        return None
    year = int(q.low)
    return DateInterval(days_from_civil(year, 1, 1), days_from_civil(year, 12, 31), "year")


def compare_dates(a: DateInterval, b: DateInterval) -> ValueVerdict:
    """Compare two date intervals at their stated granularity; a numeric date whose day/month order
    is unknown ("05/01/1990") is compared in both readings: when one reading agrees and the other
    does not, the verdict is "ambiguous" (not a conflict), with the readings in the reason."""
    if a.alternative is None and b.alternative is None:
        return _compare_date_readings(a, b)
    verdicts = [(x, y, _compare_date_readings(x, y)) for x in a.readings for y in b.readings]
    agreeing = [(x, y) for x, y, v in verdicts if not v.is_conflict]
    if not agreeing or len(agreeing) == len(verdicts):
        return verdicts[0][2]
    ambiguous = a if a.alternative is not None else b
    readings = " or ".join(f"{_iso(r)} ({_ORDER_NAMES[r.order]})" for r in ambiguous.readings)
    agree = sorted({_ORDER_NAMES[r.order] for pair in agreeing for r in pair if r.order})
    return ValueVerdict(
        AMBIGUOUS,
        "",
        None,
        0.0,
        f"ambiguous day/month order: reads as {readings}; only the {' and '.join(agree)} reading agrees "
        "(set HCF_DATE_ORDER=dmy or mdy to decide)",
    )


_ORDER_NAMES = {"dmy": "day-first", "mdy": "month-first"}


def _iso(interval: DateInterval) -> str:
    year, month, day = civil_from_days(interval.start)
    return f"{year:04d}-{month:02d}-{day:02d}"


def _compare_date_readings(a: DateInterval, b: DateInterval) -> ValueVerdict:
    if a.start == b.start and a.end == b.end:
        return ValueVerdict(EQUAL, reason=f"same {a.granularity}")
    if a.granularity == b.granularity == "range" and not (a.approximate or b.approximate):
        # A stated period claims both its ends: 1914-1918 and 1914-1919 disagree on the end.
        ends_apart = abs(a.start - b.start) + abs(a.end - b.end)
        severity = 0.3 if a.overlaps(b) else (0.5 if ends_apart <= 732 else 0.7 if ends_apart <= 7306 else 1.0)
        return ValueVerdict(CONFLICT, DATE_MISMATCH, None, severity, "periods with different ends")
    if a.contains(b) or b.contains(a):
        outer, inner = (a, b) if a.contains(b) else (b, a)
        return ValueVerdict(COMPATIBLE, reason=f"the {inner.granularity} lies within the {outer.granularity}")
    if a.overlaps(b):
        if a.approximate or b.approximate:
            return ValueVerdict(COMPATIBLE, reason="approximate dates overlap")
        return ValueVerdict(CONFLICT, DATE_MISMATCH, None, 0.3, "date ranges overlap only in part")
    gap = abs(a.middle - b.middle)
    severity = 0.3 if gap <= 31 else 0.5 if gap <= 366 else 0.7 if gap <= 3653 else 1.0
    return ValueVerdict(CONFLICT, DATE_MISMATCH, None, severity, f"disjoint dates, {gap / 365.25:.1f} years apart")


def compare_quantities(
    a: Quantity,
    b: Quantity,
    rel_tolerance: float | None = None,
    approx_tolerance: float = 0.05,
) -> ValueVerdict:
    """Compare two quantities in base units; see the module docstring for the rules."""
    bare_a, bare_b = _is_bare(a), _is_bare(b)
    if bare_a != bare_b:
        restated = _compare_bare(a, b, rel_tolerance, approx_tolerance)
        if restated is not None:
            return restated
    dim_a = "" if a.dimension.startswith("count:") and not b.dimension else a.dimension
    dim_b = "" if b.dimension.startswith("count:") and not a.dimension else b.dimension
    if dim_a != dim_b:
        return ValueVerdict(
            CONFLICT,
            UNIT_MISMATCH,
            None,
            0.5,
            f"incomparable units: {a.unit or 'number'} vs {b.unit or 'number'}",
        )
    offset = a.offset  # temperatures: measure differences against the Celsius-like scale
    if not (a.is_range or b.is_range or a.bound or b.bound):
        return _compare_points(a, b, offset, rel_tolerance, approx_tolerance)
    return _compare_intervals(a, b, offset, rel_tolerance)


def _compare_bare(
    a: Quantity, b: Quantity, rel_tolerance: float | None, approx_tolerance: float
) -> ValueVerdict | None:
    """ "8849" against "8,849 m", "5" against "5%": an extractor dropped the unit; read the bare
    number in the other's unit, unless it already agrees as it stands ("0.05" and "5%")."""
    bare, other = (a, b) if _is_bare(a) else (b, a)
    measurable = other.dimension.startswith("[") and not other.dimension.startswith("[currency")
    if not (measurable or other.unit == "percent"):
        return None
    if other.unit == "percent":
        as_is = (
            _compare_points(bare, other, 0.0, rel_tolerance, approx_tolerance)
            if not (bare.is_range or other.is_range or bare.bound or other.bound)
            else _compare_intervals(bare, other, 0.0, rel_tolerance)
        )
        if not as_is.is_conflict:
            return as_is
    inner = compare_quantities(restate_in_unit(bare, other.unit), other, rel_tolerance, approx_tolerance)
    relation = COMPATIBLE if inner.relation == EQUAL else inner.relation
    reason = f"{inner.reason}; unit {other.unit} assumed for a bare number"
    return ValueVerdict(relation, inner.kind, inner.rel_diff, inner.severity, reason)


def _is_bare(q: Quantity) -> bool:
    return not q.dimension and not q.unit


def _rel_diff(x: float, y: float, offset: float) -> float:
    diff = abs(x - y)
    scale = max(abs(x - offset), abs(y - offset))
    if diff <= 1e-12 * max(scale, 1.0):
        return 0.0
    if offset:
        scale = max(scale, 1.0)  # 0 °C vs 1 °C: a degree against a degree, not infinity
    return diff / scale if scale else math.inf


def _compare_points(
    a: Quantity,
    b: Quantity,
    offset: float,
    rel_tolerance: float | None,
    approx_tolerance: float,
) -> ValueVerdict:
    x, y = a.magnitude, b.magnitude
    rel = _rel_diff(x, y, offset)
    hedged = a.approximate or b.approximate
    resolution = max(a.resolution, b.resolution)
    rounding = max(a.precision, b.precision) * (1 + 1e-9)
    if rel_tolerance is None:  # two exact figures compare at the precision they state, others within 1 %
        rel_tolerance = 0.0 if a.resolution and b.resolution else UNSTATED_TOLERANCE
        if rel and (a.resolution or b.resolution) and (a.precision or b.precision) and abs(x - y) <= rounding:
            # an exact figure against a rounded one ("516,092" / "520,000"): agrees, less specific
            return ValueVerdict(COMPATIBLE, "", rel, 0.0, "within the rounding of the stated figure")
    if rel == 0.0 or rel <= rel_tolerance or abs(x - y) <= resolution * (1 + 1e-9):
        if rel == 0.0:
            why = "the same figure"
        elif abs(x - y) <= resolution * (1 + 1e-9):
            why = f"equal at the stated precision ({rel:.2%} apart, within half a unit of the last digit)"
        else:
            why = f"within {rel:.2%} (tolerance {rel_tolerance:.2%})"
        if hedged:
            return ValueVerdict(COMPATIBLE, "", rel, 0.0, f"{why}, one figure approximate")
        return ValueVerdict(EQUAL, "", rel, 0.0, why)
    if abs(x - y) <= rounding:
        return ValueVerdict(COMPATIBLE, "", rel, 0.0, "within the rounding of the stated figure")
    if hedged and rel <= approx_tolerance:
        return ValueVerdict(COMPATIBLE, "", rel, 0.0, f"approximate figure within {rel:.1%}")
    return ValueVerdict(CONFLICT, NUMERIC_DIVERGENCE, rel, _numeric_severity(rel), f"differ by {rel:.1%}")


def _numeric_severity(rel: float) -> float:
    return min(1.0, max(0.2, 10 * rel))


def _interval(q: Quantity, rel_tolerance: float) -> tuple[float, float]:
    lo, hi = q.low - q.precision, q.high + q.precision
    if q.bound == "lower":
        hi = math.inf
    elif q.bound == "upper":
        lo = -math.inf
    slack_lo = abs(q.low - q.offset) * rel_tolerance
    slack_hi = abs(q.high - q.offset) * rel_tolerance
    return lo - slack_lo, hi + slack_hi


def _compare_intervals(a: Quantity, b: Quantity, offset: float, rel_tolerance: float | None) -> ValueVerdict:
    rel_tolerance = UNSTATED_TOLERANCE if rel_tolerance is None else rel_tolerance
    digit = max(a.resolution, b.resolution) * (1 + 1e-9)

    def same(x: float, y: float) -> bool:
        return _rel_diff(x, y, offset) <= rel_tolerance or abs(x - y) <= digit

    same_ends = same(a.low, b.low) and same(a.high, b.high)
    if not a.bound and not b.bound and a.is_range == b.is_range and same_ends:
        return ValueVerdict(EQUAL, "", 0.0, 0.0, "same range")
    if a.bound and a.bound == b.bound and same(a.low, b.low):
        return ValueVerdict(EQUAL, "", 0.0, 0.0, "same bound")
    lo_a, hi_a = _interval(a, rel_tolerance)
    lo_b, hi_b = _interval(b, rel_tolerance)
    if lo_a <= hi_b and lo_b <= hi_a:
        return ValueVerdict(COMPATIBLE, "", None, 0.0, "ranges or bounds overlap")
    # disjoint: the relative gap between the nearest stated ends
    if hi_a < lo_b:
        near_a, near_b = (a.high if a.bound != "lower" else a.low), (b.low if b.bound != "upper" else b.high)
    else:
        near_a, near_b = (a.low if a.bound != "upper" else a.high), (b.high if b.bound != "lower" else b.low)
    rel = _rel_diff(near_a, near_b, offset)
    return ValueVerdict(
        CONFLICT, NUMERIC_DIVERGENCE, rel, _numeric_severity(rel), f"no overlap; nearest ends differ by {rel:.1%}"
    )


def compare_texts(
    a: str,
    b: str,
    alias_of: Callable[[str], str] | None = None,
    name_threshold: float | None = DEFAULT_THRESHOLD,
) -> ValueVerdict:
    """Compare two names or free-text values (see the module docstring for the rules)."""
    if max(len(a), len(b)) > MAX_MATCH_CHARS:  # a text this long is no name: no fuzzy, list or place rules
        same = _same_name(a, b, alias_of, None)
        if same:
            return ValueVerdict(EQUAL, reason=same)
        return ValueVerdict(CONFLICT, VALUE_MISMATCH, None, 1.0, "different values")
    same = _same_name(a, b, alias_of, name_threshold)
    if same:
        return ValueVerdict(EQUAL, reason=same)
    items_a, items_b = _split_list(a), _split_list(b)
    if len(items_a) > 1 and len(items_b) > 1:
        return _compare_lists(items_a, items_b, alias_of, name_threshold)
    chains = compare_place_chains(a, b, lambda x, y: _same_name(x, y, alias_of, name_threshold))
    if chains is not None:
        relation, reason = chains
        if relation == CONFLICT:
            return ValueVerdict(CONFLICT, VALUE_MISMATCH, None, 1.0, reason)
        return ValueVerdict(relation, reason=reason)
    acronym = _acronym(a, b) or demonym_of(a, b)
    if acronym:
        return ValueVerdict(EQUAL, reason=acronym)
    shorter = _less_specific_name(a, b)
    if shorter:
        return ValueVerdict(COMPATIBLE, reason=shorter)
    return ValueVerdict(CONFLICT, VALUE_MISMATCH, None, 1.0, "different values")


_LIST_SEPARATOR = re.compile(r"\s*(?:;|,?\s+and\s+|\s+&\s+|,)\s*")


def _split_list(text: str) -> list[str]:
    """ "English, French and German" -> three items; a comma alone is a place ("Paris, France")."""
    if not re.search(r";|\sand\s|\s&\s", text):
        return [text]
    return [item for item in _LIST_SEPARATOR.split(text.strip()) if item]


def _compare_lists(
    items_a: list[str], items_b: list[str], alias_of: Callable[[str], str] | None, threshold: float | None
) -> ValueVerdict:
    a_in_b = all(any(_same_name(x, y, alias_of, threshold) for y in items_b) for x in items_a)
    b_in_a = all(any(_same_name(y, x, alias_of, threshold) for x in items_a) for y in items_b)
    if a_in_b and b_in_a:
        return ValueVerdict(EQUAL, reason="the same items in another order or spelling")
    if a_in_b or b_in_a:
        return ValueVerdict(COMPATIBLE, reason="one list names part of the other")
    return ValueVerdict(CONFLICT, VALUE_MISMATCH, None, 1.0, "lists with different items")


def _same_name(a: str, b: str, alias_of: Callable[[str], str] | None, threshold: float | None) -> str:
    """Why two names are the same (a non-empty reason), or "" when they are not."""
    if name_signature(a) == name_signature(b):
        return "same name signature"
    if alias_of is not None and name_signature(alias_of(a)) == name_signature(alias_of(b)):
        return "aliases of one name"
    if number_variants(a, b) and not demonym_of(a, b):  # "Americans": the nationality's reason
        return "singular and plural of one name"
    if threshold is not None:
        match = match_names(a, b, threshold)
        if match.accepted:
            return f"spelling variants ({match.reason}, score {match.score:.2f})"
    return ""


def _less_specific_name(a: str, b: str) -> str:
    """Why one name is a shorter form of the other, or "": its words begin or end the other
    ("Einstein" / "Albert Einstein", "Punjab" / "Punjab Pakistan", "John Madin" / "Architect John
    Madin", "Eastern Province" / "Eastern Province of Sri Lanka"), unless the words left over tell
    things apart ("Guinea" / "Equatorial Guinea", "Mexico" / "Mexico City", "Apollo" / "Apollo 11")
    or the shorter name is one generic word ("University" / "University of Texas")."""
    ta, tb = content_tokens(signature_tokens(a)), content_tokens(signature_tokens(b))
    short, long = (ta, tb) if len(ta) < len(tb) else (tb, ta)
    if not short or len(short) == len(long) or (len(short) == 1 and len(short[0]) < 3):
        return ""
    if len(short) == 1 and (short[0] in GENERIC_WORDS or short[0] in DESIGNATION_WORDS):
        return ""
    n = len(short)
    for rest in (long[n:] if long[:n] == short else None, long[:-n] if long[-n:] == short else None):
        if rest and not any(t in DISCRIMINATING_WORDS or any(ch.isdigit() for ch in t) for t in rest):
            return f"'{' '.join(short)}' is a shorter form of '{' '.join(long)}'"
    return ""


def _acronym(a: str, b: str) -> str:
    """Why one name is the acronym of the other ("USAF" / "United States Air Force"), or ""."""
    short, long = (a.strip(), b) if len(a.strip()) < len(b.strip()) else (b.strip(), a)
    letters = short.replace(".", "")
    if not (2 <= len(letters) <= 8 and letters.isalpha() and letters.isupper()):
        return ""
    words = [w for w in re.split(r"[\s-]+", long) if w]
    initials = "".join(w[0] for w in words if w[:1].isupper())
    if len(words) >= 2 and letters.lower() == initials.lower():
        return f"'{short}' is the acronym of '{long.strip()}'"
    return ""


@dataclass
class Variant:
    """One distinct spelling in a value group, how often it was stated, and why it belongs."""

    text: str
    count: int
    verdict: ValueVerdict
    compared: bool = True  # False: placed by signature alone, past MAX_COMPARED_VALUES


@dataclass
class ValueGroup:
    """Values of one key that do not conflict with each other; the first is the representative."""

    representative: str
    typed: TypedValue
    variants: list[Variant] = field(default_factory=list)

    @property
    def members(self) -> list[str]:
        return [v.text for v in self.variants]

    @property
    def count(self) -> int:
        return sum(v.count for v in self.variants)


# A key with more distinct spellings than this (a "hot key": 1,000 documents each stating their own
# figure) compares its most frequent values pairwise and places the others by signature alone:
# pairwise grouping is quadratic, and with that many values the key disagrees anyway.
MAX_COMPARED_VALUES = 64


def group_values(
    values: Sequence[str],
    relation: str = "",
    rel_tolerance: float | None = None,
    alias_of: Callable[[str], str] | None = None,
    approx_tolerance: float = 0.05,
    name_threshold: float | None = DEFAULT_THRESHOLD,
    date_order: str = "",
) -> list[ValueGroup]:
    """Split the values of one conflict key into groups of mutually non-conflicting values.

    Values are placed most frequent first (then most specific), each into the first group whose
    every member it does not conflict with (complete link: "1867" may join "7 November 1867", but
    "7 November 1867" and "5 December 1867" never share a group). One group means no conflict;
    its variants record each equality or compatibility decision. Past the
    :data:`MAX_COMPARED_VALUES` most frequent distinct values, a value joins the group of a
    value with the same signature, or starts its own group (see :func:`compared_values`).
    """
    counts = Counter(v for v in values)
    order = {v: i for i, v in reversed(list(enumerate(values)))}
    parsed = {v: parse_value(v, relation, date_order) for v in counts}
    distinct = sorted(counts, key=lambda v: (-counts[v], _vagueness(parsed[v]), order[v]))

    def verdict(x: str, y: str) -> ValueVerdict:
        return compare_values(parsed[x], parsed[y], rel_tolerance, alias_of, approx_tolerance, name_threshold)

    groups: list[ValueGroup] = []
    for value in distinct[:MAX_COMPARED_VALUES]:
        for group in groups:
            first = verdict(value, group.representative)  # the representative is the first member
            if first.is_conflict or any(verdict(value, m).is_conflict for m in group.members[1:]):
                continue
            group.variants.append(Variant(value, counts[value], first))
            break
        else:
            groups.append(_new_group(value, parsed[value], counts[value]))
    rest = distinct[MAX_COMPARED_VALUES:]
    if rest:
        by_signature: dict[tuple[bool, str], ValueGroup] = {}
        for g in groups:
            for m in g.members:
                by_signature.setdefault(_signature(parsed[m]), g)
        note = f"one of {len(distinct):,} spellings: matched by signature only"
        for value in rest:
            found = by_signature.get(_signature(parsed[value]))
            if found is not None:
                same = ValueVerdict(EQUAL, reason=f"same signature ({note})")
                found.variants.append(Variant(value, counts[value], same, compared=False))
            else:
                fresh = by_signature[_signature(parsed[value])] = _new_group(value, parsed[value], counts[value], False)
                groups.append(fresh)
    return groups


def compared_values(groups: Sequence[ValueGroup]) -> list[ValueGroup]:
    """The groups restricted to the values :func:`group_values` compared pairwise (its
    :data:`MAX_COMPARED_VALUES` most frequent): what :func:`worst_conflict` should look at on a hot key."""
    n = sum(len(g.variants) for g in groups)
    if n <= MAX_COMPARED_VALUES:
        return list(groups)
    kept: list[ValueGroup] = []
    for g in groups:
        variants = [v for v in g.variants if v.compared]
        if variants:
            kept.append(ValueGroup(g.representative, g.typed, variants))
    return kept


def _new_group(value: str, typed: TypedValue, count: int, compared: bool = True) -> ValueGroup:
    return ValueGroup(value, typed, [Variant(value, count, ValueVerdict(EQUAL, reason="representative"), compared)])


def _signature(v: TypedValue) -> tuple[bool, str]:
    """What a value beyond the compared ones is matched by: its polarity and name signature."""
    return v.negated, name_signature(v.original)


def _vagueness(v: TypedValue) -> float:
    """Smaller for more specific values, so they represent a group."""
    if v.date is not None:
        return float(v.date.end - v.date.start) + (1e6 if v.date.approximate else 0.0)
    if v.quantity is not None:
        q = v.quantity
        width = (q.high - q.low + 2 * q.precision) / max(abs(q.magnitude), 1e-12)
        return width + (1.0 if q.approximate or q.bound else 0.0)
    return -len(v.text)


def worst_conflict(
    groups: Sequence[ValueGroup],
    relation: str = "",
    rel_tolerance: float | None = None,
    alias_of: Callable[[str], str] | None = None,
    approx_tolerance: float = 0.05,
    name_threshold: float | None = DEFAULT_THRESHOLD,
    date_order: str = "",
) -> ValueVerdict | None:
    """The most severe conflict between members of different groups; None for one group.

    ``relation`` must be the one the groups were parsed with.
    """
    worst: ValueVerdict | None = None
    for i, g in enumerate(groups):
        for h in groups[i + 1 :]:
            for x in g.members:
                for y in h.members:
                    v = compare_values(
                        parse_value(x, relation, date_order),
                        parse_value(y, relation, date_order),
                        rel_tolerance,
                        alias_of,
                        approx_tolerance,
                        name_threshold,
                    )
                    if v.is_conflict and (worst is None or v.severity > worst.severity):
                        worst = v
                        if worst.severity >= 1.0:  # nothing can be worse: stop (a hot key has many pairs)
                            return worst
    return worst
