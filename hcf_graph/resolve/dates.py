"""Dates at their stated granularity: "1867", "November 1867", "7 November 1867", "1860s", "44 BC".

"1860s" is a decade, but "1700s" (a year ending in 00) is the century 1700-1799, as it is used.

A date is an interval of days (:class:`DateInterval`): "1867" is 1 January to 31 December 1867,
"7 November 1867" is one day. So "1867" contains "7 November 1867" (compatible) and is disjoint
from "1868" (a conflict). "c. 1867" widens the interval by two years each way; ranges
("1914–1918", "between 1914 and 1918") span from the start of the first to the end of the last.
Days are counted on the proleptic Gregorian calendar; years BC are astronomical (1 BC = year 0).
Numeric dates with the year last ("05/01/1990", "5.1.1990", "05-01-1990") are read in the
day/month order given (``date_order`` "dmy" or "mdy", e.g. from ``HCF_DATE_ORDER``); without one,
a date that reads two ways (day and month both at most 12, and different) keeps both readings: the
day-first one, and the month-first one as its ``alternative``. Comparisons then say "ambiguous"
when one reading agrees and the other does not (see :func:`hcf_graph.resolve.values.compare_dates`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from ..errors import ConfigError

_MONTHS = {
    "january": 1,
    "jan": 1,
    "february": 2,
    "feb": 2,
    "march": 3,
    "mar": 3,
    "april": 4,
    "apr": 4,
    "may": 5,
    "june": 6,
    "jun": 6,
    "july": 7,
    "jul": 7,
    "august": 8,
    "aug": 8,
    "september": 9,
    "sept": 9,
    "sep": 9,
    "october": 10,
    "oct": 10,
    "november": 11,
    "nov": 11,
    "december": 12,
    "dec": 12,
}
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>\d{1,4})"
_ERA = r"(?:\s*(?P<era>bce|bc|b\.c\.e\.|b\.c\.|ce|ad|a\.d\.|c\.e\.))?"
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile("^" + pattern + "$"), granularity)
    for pattern, granularity in (
        (r"(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})(?:t[\d:.z+-]*)?", "day"),
        (r"(?P<year>\d{4})/(?P<month>\d{1,2})/(?P<day>\d{1,2})", "day"),
        (r"(?P<year>\d{4})-(?P<month>\d{1,2})", "month"),
        (_DAY + r"\s+(?:of\s+)?" + _MONTH + r",?\s+" + _YEAR + _ERA, "day"),
        (_MONTH + r"\s+" + _DAY + r",?\s+" + _YEAR + _ERA, "day"),
        (_MONTH + r",?\s+" + _YEAR + _ERA, "month"),
        (r"(?:ad\s+)?" + _YEAR + _ERA, "year"),
        (r"(?P<year>\d{3}0)s" + _ERA, "decade"),
        (r"(?P<year>\d{1,2})(?:st|nd|rd|th)\s+century" + _ERA, "century"),
    )
)
_CIRCA = re.compile(r"^(?:c\.|ca\.|circa|around|about|approximately|approx\.|~)\s*")
_PREFIX = re.compile(r"^(?:(?:on|in|during|since|by|the|of)\s+)+")
_RANGE = re.compile(r"^(?:between|from)?\s*(?P<a>.+?)\s*(?:–|—|-|\bto\b|\band\b|\buntil\b|\bthrough\b)\s*(?P<b>.+)$")
CIRCA_YEARS = 2
DATE_ORDERS = ("dmy", "mdy")
_NUMERIC_DATE = re.compile(r"^(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<year>\d{4})$")


@dataclass(frozen=True)
class DateInterval:
    """A date as the closed interval of days it covers, with the granularity it was stated at."""

    start: int  # days since 1970-01-01 (negative before)
    end: int
    granularity: str  # "day", "month", "year", "decade", "century", "range"
    approximate: bool = False
    order: str = field(default="", compare=False)  # a numeric date's day/month reading: "dmy" or "mdy"
    alternative: DateInterval | None = None  # the other reading of an ambiguous numeric date

    @property
    def readings(self) -> tuple[DateInterval, ...]:
        """This date, and its other reading when its day/month order is ambiguous."""
        return (self,) if self.alternative is None else (self, self.alternative)

    def contains(self, other: DateInterval) -> bool:
        return self.start <= other.start and other.end <= self.end

    def overlaps(self, other: DateInterval) -> bool:
        return self.start <= other.end and other.start <= self.end

    @property
    def middle(self) -> float:
        return (self.start + self.end) / 2


def days_from_civil(year: int, month: int, day: int) -> int:
    """Days since 1970-01-01 of a proleptic Gregorian date (astronomical years, any sign)."""
    year -= month <= 2
    era = (year if year >= 0 else year - 399) // 400
    yoe = year - era * 400
    doy = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _month_end(year: int, month: int) -> int:
    nxt = days_from_civil(year + (month == 12), 1 if month == 12 else month + 1, 1)
    return nxt - 1


def date_order_setting(value: str | None = None) -> str:
    """The day/month order for numeric dates: ``value``, else ``HCF_DATE_ORDER``, else "" (read
    both orders and call a mismatch of one of them ambiguous)."""
    order = (value if value is not None else os.environ.get("HCF_DATE_ORDER", "")).strip().lower()
    if order and order not in DATE_ORDERS:
        raise ConfigError(f"unknown date order {order!r} (HCF_DATE_ORDER); use dmy (day first) or mdy (month first)")
    return order


def parse_date(text: str, allow_bare_year: bool = True, date_order: str = "") -> DateInterval | None:
    """Parse a date, a decade, a century or a range of them; None when ``text`` is not a date.

    ``allow_bare_year`` says whether a lone number ("1867") is a year; callers turn it off when the
    relation says the value is a quantity. ``date_order`` ("dmy", "mdy" or "") reads numeric dates.
    """
    s = re.sub(r"\s+", " ", (text or "").lower()).strip().rstrip(",;").strip()
    numeric = _numeric_date(s, date_order)
    if numeric is not None:
        return numeric
    s = s.rstrip(".").strip()
    circa = False
    m = _CIRCA.match(s)
    if m:
        circa, s = True, s[m.end() :]
    s = _PREFIX.sub("", s)
    single = _parse_single(s, allow_bare_year)
    if single is not None:
        return _widen(single) if circa else single
    m = _RANGE.match(s)
    if m:
        first = _parse_single(m.group("a"), allow_bare_year)
        b = m.group("b")
        if first is not None and re.fullmatch(r"\d{2}", b) and first.granularity == "year":
            year = _year_of(first) // 100 * 100 + int(b)  # "1914–18"
            b = str(year)
        second = _parse_single(b, allow_bare_year)
        if first is not None and second is not None and first.start <= second.end:
            interval = DateInterval(first.start, second.end, "range")
            return _widen(interval) if circa else interval
    return None


def _numeric_date(s: str, date_order: str) -> DateInterval | None:
    """ "05/01/1990" in the given order, or with both readings when no order is given."""
    m = _NUMERIC_DATE.match(s)
    if not m:
        return None
    a, b, year = int(m["a"]), int(m["b"]), int(m["year"])
    day_first = _day(year, month=b, day=a, order="dmy")
    month_first = _day(year, month=a, day=b, order="mdy")
    if date_order == "dmy" or month_first is None:
        return day_first
    if date_order == "mdy" or day_first is None:
        return month_first
    if day_first.start == month_first.start:
        return DateInterval(day_first.start, day_first.end, "day")
    return DateInterval(day_first.start, day_first.end, "day", False, "dmy", month_first)


def _day(year: int, month: int, day: int, order: str) -> DateInterval | None:
    if not 1 <= month <= 12 or day < 1:
        return None
    start = days_from_civil(year, month, day)
    return DateInterval(start, start, "day", False, order) if start <= _month_end(year, month) else None


def civil_from_days(days: int) -> tuple[int, int, int]:
    """(year, month, day) of a day number; inverse of :func:`days_from_civil`."""
    z = days + 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    return yoe + era * 400 + (month <= 2), month, day


def _year_of(interval: DateInterval) -> int:
    """The (astronomical) year the interval starts in; inverse of :func:`days_from_civil`."""
    z = interval.start + 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    month_index = (5 * doy + 2) // 153
    return yoe + era * 400 + (month_index >= 10)


def _widen(interval: DateInterval) -> DateInterval:
    years = CIRCA_YEARS if interval.granularity in {"year", "month", "day", "range"} else 5
    return DateInterval(interval.start - 365 * years, interval.end + 365 * years, interval.granularity, True)


def _parse_single(s: str, allow_bare_year: bool) -> DateInterval | None:
    s = s.strip()
    for pattern, granularity in _PATTERNS:
        m = pattern.match(s)
        if not m:
            continue
        parts = m.groupdict()
        if granularity == "year" and not allow_bare_year and not parts.get("era"):
            return None
        year = int(parts["year"])
        era = (parts.get("era") or "").replace(".", "")
        if granularity == "year" and not era and not (len(parts["year"]) >= 3 or s.startswith("ad")):
            return None  # "12" alone is not a year
        if era in {"bc", "bce"}:
            year = 1 - year if granularity != "century" else year
        month_raw = parts.get("month")
        month = 0
        if month_raw:
            month = int(month_raw) if month_raw.isdigit() else _MONTHS[month_raw.rstrip(".")]
            if not 1 <= month <= 12:
                return None
        if granularity == "day":
            day = int(parts["day"])
            start = days_from_civil(year, month, day)
            if day < 1 or start > _month_end(year, month):
                return None
            return DateInterval(start, start, "day")
        if granularity == "month":
            return DateInterval(days_from_civil(year, month, 1), _month_end(year, month), "month")
        if granularity == "year":
            return DateInterval(days_from_civil(year, 1, 1), days_from_civil(year, 12, 31), "year")
        if granularity == "decade":
            if year % 100 == 0:  # "the 1700s" is the century from 1700 to 1799, not a decade
                return DateInterval(days_from_civil(year, 1, 1), days_from_civil(year + 99, 12, 31), "century")
            return DateInterval(days_from_civil(year, 1, 1), days_from_civil(year + 9, 12, 31), "decade")
        if granularity == "century":
            if era in {"bc", "bce"}:
                first, last = 1 - year * 100, 1 - (year - 1) * 100 - 1
            else:
                # Lenient on the boundary: "19th century" is 1800 to 1900 (popular and strict usage).
                first, last = (year - 1) * 100, year * 100
            return DateInterval(days_from_civil(first, 1, 1), days_from_civil(last, 12, 31), "century")
    return None
