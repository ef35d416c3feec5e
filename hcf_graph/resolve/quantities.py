"""Numbers with units, as written in prose: "8,849 m", "about 67 million", "212 °F", "5–10 years".

:func:`parse_quantity` returns a :class:`Quantity` in SI base units (pint does the conversion,
offset units such as °C and °F included), or None when the text is not a number. A quantity keeps
how it was stated: a hedge ("about" -> approximate), a bound ("more than" -> lower), a range, the
precision its digits imply when it was rounded ("2.1 million" and "2,100,000" -> +-50,000), and,
for an exact figure (three or more significant digits, not rounded), the resolution of its last
stated digit ("516,092" -> +-0.5, "8848.86" -> +-0.005).

Trailing zeros: "520,000" (three or more trailing zeros after at least two significant digits)
is read as rounded to its last non-zero digit (+-5,000). A figure with fewer than three
significant digits ("6 feet", "10,000") states neither a rounding nor a resolution: the
comparison gives it the relative tolerance for figures of unstated precision.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pint


@dataclass(frozen=True)
class Quantity:
    """A number or a range of numbers with a unit, in SI base units.

    ``low == high`` for a single number. ``dimension`` is pint's dimensionality ("[length]"),
    "" for a pure number, or "count:<noun>" for a count of something pint does not know
    ("5 moons"). ``precision`` is the absolute half-width its stated digits imply when the figure
    was rounded (0 when it was not); ``resolution`` is half a unit of its last stated digit (for
    figures that were not rounded: "516,092" is 516,091.5 to 516,092.5).
    Temperatures are kept in kelvin; ``offset`` is what to subtract to get the stated-style
    scale back (273.15) so that relative differences are not measured from absolute zero.
    """

    low: float
    high: float
    unit: str
    dimension: str
    approximate: bool = False
    bound: str = ""  # "", "lower" ("more than 5") or "upper" ("less than 5")
    precision: float = 0.0
    offset: float = 0.0
    resolution: float = 0.0

    @property
    def is_range(self) -> bool:
        return self.high != self.low

    @property
    def magnitude(self) -> float:
        """The value in base units (the middle of a range)."""
        return (self.low + self.high) / 2


@lru_cache(maxsize=1)
def unit_registry() -> pint.UnitRegistry:
    """One pint registry, built on first use (about 0.2 s), with currencies as own dimensions."""
    import pint  # imported on first use: keeps `hcf --help` and the read commands fast

    ureg: pint.UnitRegistry = pint.UnitRegistry()
    for code in sorted(set(_CURRENCIES.values())):  # each once: pint warns on a redefinition
        if code not in ureg:
            ureg.define(f"{code} = [currency_{code.lower()}]")
    return ureg


_CURRENCIES = {
    "$": "USD",
    "us$": "USD",
    "usd": "USD",
    "dollar": "USD",
    "dollars": "USD",
    "us dollars": "USD",
    "us dollar": "USD",
    "€": "EUR",
    "eur": "EUR",
    "euro": "EUR",
    "euros": "EUR",
    "£": "GBP",
    "gbp": "GBP",
    "pound sterling": "GBP",
    "pounds sterling": "GBP",
    "¥": "JPY",
    "jpy": "JPY",
    "yen": "JPY",
    "chf": "CHF",
    "swiss francs": "CHF",
    "inr": "INR",
    "rupees": "INR",
    "cny": "CNY",
    "yuan": "CNY",
    "renminbi": "CNY",
    "rub": "RUB",
    "roubles": "RUB",
    "rubles": "RUB",
}

# Unit phrases (normalized, lowercase) -> pint unit expressions. Longest phrases are tried first.
_UNITS: dict[str, str] = {
    # length
    "m": "meter",
    "metre": "meter",
    "metres": "meter",
    "meter": "meter",
    "meters": "meter",
    "km": "kilometer",
    "kilometre": "kilometer",
    "kilometres": "kilometer",
    "kilometer": "kilometer",
    "kilometers": "kilometer",
    "cm": "centimeter",
    "centimetres": "centimeter",
    "centimeters": "centimeter",
    "mm": "millimeter",
    "millimetres": "millimeter",
    "millimeters": "millimeter",
    "mi": "mile",
    "mile": "mile",
    "miles": "mile",
    "ft": "foot",
    "foot": "foot",
    "feet": "foot",
    "in": "inch",
    "inch": "inch",
    "inches": "inch",
    "yd": "yard",
    "yard": "yard",
    "yards": "yard",
    "nmi": "nautical_mile",
    "nautical miles": "nautical_mile",
    "nautical mile": "nautical_mile",
    "light years": "light_year",
    "light-years": "light_year",
    "ly": "light_year",
    "au": "astronomical_unit",
    "astronomical units": "astronomical_unit",
    # area
    "km2": "kilometer**2",
    "km²": "kilometer**2",
    "sq km": "kilometer**2",
    "square kilometres": "kilometer**2",
    "square kilometers": "kilometer**2",
    "square kilometre": "kilometer**2",
    "square kilometer": "kilometer**2",
    "m2": "meter**2",
    "m²": "meter**2",
    "sq m": "meter**2",
    "square metres": "meter**2",
    "square meters": "meter**2",
    "sq mi": "mile**2",
    "mi2": "mile**2",
    "mi²": "mile**2",
    "square miles": "mile**2",
    "square mile": "mile**2",
    "sq ft": "foot**2",
    "square feet": "foot**2",
    "ha": "hectare",
    "hectare": "hectare",
    "hectares": "hectare",
    "acre": "acre",
    "acres": "acre",
    # volume
    "l": "liter",
    "litre": "liter",
    "litres": "liter",
    "liter": "liter",
    "liters": "liter",
    "ml": "milliliter",
    "millilitres": "milliliter",
    "milliliters": "milliliter",
    "m3": "meter**3",
    "m³": "meter**3",
    "cubic metres": "meter**3",
    "cubic meters": "meter**3",
    "km3": "kilometer**3",
    "km³": "kilometer**3",
    "cubic kilometres": "kilometer**3",
    "gallons": "gallon",
    "gallon": "gallon",
    # mass
    "kg": "kilogram",
    "kilogram": "kilogram",
    "kilograms": "kilogram",
    "g": "gram",
    "gram": "gram",
    "grams": "gram",
    "mg": "milligram",
    "milligrams": "milligram",
    "t": "metric_ton",
    "tonne": "metric_ton",
    "tonnes": "metric_ton",
    "metric tons": "metric_ton",
    "lb": "pound",
    "lbs": "pound",
    "pound": "pound",
    "pounds": "pound",
    "oz": "ounce",
    "ounce": "ounce",
    "ounces": "ounce",
    # temperature (offset units: converted by pint, never by a factor)
    "°c": "degC",
    "ºc": "degC",
    "° c": "degC",
    "degrees celsius": "degC",
    "degree celsius": "degC",
    "degrees c": "degC",
    "deg c": "degC",
    "celsius": "degC",
    "c": "degC",
    "°f": "degF",
    "ºf": "degF",
    "° f": "degF",
    "degrees fahrenheit": "degF",
    "degree fahrenheit": "degF",
    "degrees f": "degF",
    "fahrenheit": "degF",
    "f": "degF",
    "k": "kelvin",
    "kelvin": "kelvin",
    "kelvins": "kelvin",
    # time
    "s": "second",
    "sec": "second",
    "second": "second",
    "seconds": "second",
    "min": "minute",
    "mins": "minute",
    "minute": "minute",
    "minutes": "minute",
    "h": "hour",
    "hr": "hour",
    "hrs": "hour",
    "hour": "hour",
    "hours": "hour",
    "day": "day",
    "days": "day",
    "week": "week",
    "weeks": "week",
    "month": "month",
    "months": "month",
    "year": "year",
    "years": "year",
    "yr": "year",
    "yrs": "year",
    "decades": "decade",
    "centuries": "century",
    # speed
    "km/h": "kilometer/hour",
    "kph": "kilometer/hour",
    "kmh": "kilometer/hour",
    "kilometres per hour": "kilometer/hour",
    "kilometers per hour": "kilometer/hour",
    "mph": "mile/hour",
    "miles per hour": "mile/hour",
    "m/s": "meter/second",
    "metres per second": "meter/second",
    "meters per second": "meter/second",
    "km/s": "kilometer/second",
    "kilometres per second": "kilometer/second",
    "kilometers per second": "kilometer/second",
    "mi/s": "mile/second",
    "miles per second": "mile/second",
    "knots": "knot",
    "knot": "knot",
    # energy, power, pressure, frequency
    "j": "joule",
    "joules": "joule",
    "kj": "kilojoule",
    "kwh": "kilowatt_hour",
    "w": "watt",
    "watts": "watt",
    "kw": "kilowatt",
    "mw": "megawatt",
    "megawatts": "megawatt",
    "gw": "gigawatt",
    "gigawatts": "gigawatt",
    "pa": "pascal",
    "kpa": "kilopascal",
    "atm": "atmosphere",
    "bar": "bar",
    "hz": "hertz",
    "mhz": "megahertz",
    "ghz": "gigahertz",
    "cal": "calorie",
    "kcal": "kilocalorie",
    "calories": "calorie",
    # ratios
    "%": "percent",
    "percent": "percent",
    "per cent": "percent",
    "pct": "percent",
}
_UNIT_PHRASES = sorted(_UNITS, key=len, reverse=True)
# Count nouns that say "a number of": treated as a pure number ("67 million people" = 67e6).
_COUNT_NOUNS = frozenset(
    {
        "people",
        "persons",
        "inhabitants",
        "residents",
        "citizens",
        "individuals",
        "souls",
        "speakers",
        "members",
        "employees",
        "units",
        "copies",
        "times",
    }
)
_SCALES = {
    "thousand": 1e3,
    "k": 1e3,
    "million": 1e6,
    "millions": 1e6,
    "mn": 1e6,
    "mln": 1e6,
    "billion": 1e9,
    "billions": 1e9,
    "bn": 1e9,
    "trillion": 1e12,
    "dozen": 12.0,
    "hundred": 1e2,
}
_CURRENCY_SCALES = {"m": 1e6, "b": 1e9}  # "$5m", "$2b": only after a currency

_HEDGES: tuple[tuple[str, str], ...] = (
    ("approximately", "approximate"),
    ("approx", "approximate"),
    ("about", "approximate"),
    ("around", "approximate"),
    ("roughly", "approximate"),
    ("some", "approximate"),
    ("nearly", "approximate"),
    ("almost", "approximate"),
    ("circa", "approximate"),
    ("ca", "approximate"),
    ("c", "approximate"),
    ("an estimated", "approximate"),
    ("estimated", "approximate"),
    ("est", "approximate"),
    ("~", "approximate"),
    ("≈", "approximate"),
    ("just over", "lower"),
    ("just under", "upper"),
    ("more than", "lower"),
    ("greater than", "lower"),
    ("over", "lower"),
    ("above", "lower"),
    ("at least", "lower"),
    ("upwards of", "lower"),
    (">", "lower"),
    (">=", "lower"),
    ("less than", "upper"),
    ("fewer than", "upper"),
    ("under", "upper"),
    ("below", "upper"),
    ("at most", "upper"),
    ("up to", "upper"),
    ("no more than", "upper"),
    ("<", "upper"),
    ("<=", "upper"),
)
_HEDGE_RE = re.compile(
    r"^(?:"
    + "|".join(
        re.escape(h) + (r"(?![a-z])" if h[-1].isalpha() else "") for h, _ in sorted(_HEDGES, key=lambda p: -len(p[0]))
    )
    + r")\.?\s*"
)
_HEDGE_KIND = dict(_HEDGES)

_NUMBER = r"[-+−]?(?:\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+(?!\d)|\d+)(?:\.\d+)?|[-+−]?\.\d+"
_SCI = r"(?:\s*(?:e|E)[-+]?\d+|\s*[x×\*]\s*10\s*(?:\^|\*\*)\s*[-+−]?\d+|\s*[x×]\s*10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?"
_NUMBER_RE = re.compile(rf"^(?P<num>{_NUMBER})(?P<sci>{_SCI})")
_SUPERSCRIPTS = str.maketrans("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789")
_RANGE_SEPARATORS = re.compile(r"\s*(?:–|—|-|to|and|until|through)\s*")

_WORD_NUMBERS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "a": 1,
    "an": 1,
}


@dataclass(frozen=True)
class _Number:
    value: float
    precision: float  # half a unit of the last stated digit, when the number was rounded
    rest: str  # the text after the number
    scale: float = 1.0  # the scale word's factor ("million" -> 1e6), already in value
    resolution: float = 0.0  # half a unit of the last stated digit, when the number was not rounded


def parse_quantity(text: str) -> Quantity | None:
    """Parse a number, a number with a unit, or a range; None when ``text`` is something else."""
    s = _prepare(text)
    if not s:
        return None
    hedge = ""
    m = _HEDGE_RE.match(s)
    if m:
        hedge = _HEDGE_KIND[m.group(0).strip().rstrip(".")]
        s = s[m.end() :]
    between = re.match(r"^(?:between|from)\s+", s)
    if between:
        s = s[between.end() :]
    currency, s = _leading_currency(s)
    first = _read_number(s, allow_currency_scale=bool(currency))
    if first is None:
        return None
    rest = first.rest.strip()
    sep = _RANGE_SEPARATORS.match(rest)
    second = None
    if sep and (sep.group(0).strip() not in {"and"} or between):
        tail = rest[sep.end() :]
        c2, tail = _leading_currency(tail)
        second = _read_number(tail, allow_currency_scale=bool(currency or c2))
        if second is not None:
            currency = currency or c2
            rest = second.rest.strip()
    plus_minus = re.match(r"^(?:±|\+/-|\+-)\s*(" + _NUMBER + r")\s*", rest)
    uncertainty = 0.0
    if plus_minus:
        uncertainty = float(_clean_digits(plus_minus.group(1)))
        rest = rest[plus_minus.end() :]
    unit_expr, label = _read_unit(rest, currency)
    if unit_expr is None and label is None:
        return None
    low_v = first.value
    high_v = second.value if second is not None else first.value
    precision = max(first.precision, second.precision if second else 0.0, uncertainty)
    resolution = 0.0 if precision else max(first.resolution, second.resolution if second else 0.0)
    if second is not None and first.scale == 1.0 and second.scale != 1.0:
        # "2–3 million": the scale word after the second number applies to the first as well
        low_v *= second.scale
    return _to_quantity(min(low_v, high_v), max(low_v, high_v), precision, unit_expr, label, hedge, resolution)


# A figure with its unit of length or area in brackets, as lists of properties write it.
_BRACKETED_UNIT = re.compile(
    r"^([-+]?\d[\d,.]*)\s*\(((?:square |sq |cubic )?"
    r"(?:metres|meters|metre|meter|m|kilometres|kilometers|km|feet|foot|ft|miles|acres|hectares|ha))\)$"
)


def _prepare(text: str) -> str:
    # Not normalize_text: it trims edge punctuation, and "$", "%", "-" and "~" carry meaning here.
    s = (text or "").replace("−", "-").replace("\u2009", " ").replace("\u202f", " ").replace("\u00a0", " ")
    s = re.sub(r"\s+", " ", s.lower()).strip().rstrip(".;,").strip()
    s = re.sub(r"^(?:is|was|of|by|in|with)\s+", "", s)
    s = _BRACKETED_UNIT.sub(r"\1 \2", s)  # "140000.0 (square metres)"
    return s


def _leading_currency(s: str) -> tuple[str, str]:
    for symbol in ("us$", "$", "€", "£", "¥"):
        if s.startswith(symbol):
            return _CURRENCIES[symbol], s[len(symbol) :].lstrip()
    return "", s


def _clean_digits(raw: str) -> str:
    return re.sub(r"[,\u202f\u00a0 ]", "", raw).replace("−", "-")


def _read_number(s: str, allow_currency_scale: bool) -> _Number | None:
    """Read a number written in digits or words at the start of ``s``, with its scale word."""
    m = _NUMBER_RE.match(s)
    if m:
        digits = _clean_digits(m.group("num"))
        value = float(digits)
        sci = m.group("sci") or ""
        exponent = 0
        if sci.strip():
            exp_text = re.sub(r"^\s*(?:e|E|[x×\*]\s*10\s*(?:\^|\*\*)?\s*|[x×]\s*10)", "", sci)
            exponent = int(exp_text.translate(_SUPERSCRIPTS).replace("−", "-"))
        decimals = len(digits.split(".")[1]) if "." in digits else 0
        rest = s[m.end() :]
        value *= 10.0**exponent
        unit_step = 10.0 ** (exponent - decimals)
        scale, rest = _read_scale(rest, allow_currency_scale)
        if scale >= 1e3:
            # A scaled number is rounded at its last digit: "2.1 million" is 2.1e6 +- 5e4.
            return _Number(value * scale, 0.5 * unit_step * scale, rest, scale)
        if scale != 1.0:
            return _Number(value * scale, 0.0, rest, scale)
        rounded = _rounding_of_trailing_zeros(digits) if not (decimals or exponent) else 0.0
        exact = not rounded and _significant_digits(digits) >= 3
        return _Number(value, rounded, rest, 1.0, 0.5 * unit_step if exact else 0.0)
    return _read_word_number(s)


def _significant_digits(digits: str) -> int:
    """How many significant digits a figure states ("8848.86" -> 6, "0.05" -> 1); an integer's
    three or more trailing zeros do not count ("10000" -> 1)."""
    unsigned = digits.lstrip("+-")
    if "." not in unsigned and len(unsigned) - len(unsigned.rstrip("0")) >= 3:
        unsigned = unsigned.rstrip("0")
    return len(unsigned.replace(".", "").lstrip("0"))


def _rounding_of_trailing_zeros(digits: str) -> float:
    """Half the rounding step of an integer with three or more trailing zeros and at least two
    significant digits ("520000" -> 5000.0); 0.0 for any other integer (read as exact)."""
    unsigned = digits.lstrip("+-")
    significant = unsigned.rstrip("0")
    zeros = len(unsigned) - len(significant)
    if zeros < 3 or len(significant) < 2:
        return 0.0
    return 0.5 * 10.0**zeros


def _read_scale(rest: str, allow_currency_scale: bool) -> tuple[float, str]:
    """The scale word after a number ("million", "bn", "5k"), and the text after it."""
    if re.match(r"^k\b", rest):  # "5k" is five thousand; "5 K" is five kelvin
        return 1e3, rest[1:]
    m = re.match(r"^\s*([a-z]+)\b\.?", rest)
    if not m:
        return 1.0, rest
    word = m.group(1)
    if word in _SCALES and word != "k":
        scale = _SCALES[word]
        after = rest[m.end() :]
        nxt = re.match(r"^\s*([a-z]+)\b", after)
        if nxt and nxt.group(1) in _SCALES and nxt.group(1) != "k" and _SCALES[nxt.group(1)] > scale:
            return scale * _SCALES[nxt.group(1)], after[nxt.end() :]  # "a hundred thousand"
        return scale, after
    if allow_currency_scale and word in _CURRENCY_SCALES:
        return _CURRENCY_SCALES[word], rest[m.end() :]
    return 1.0, rest


def _read_word_number(s: str) -> _Number | None:
    """Numbers written in words: "twelve", "a thousand", "twenty-five million", "two dozen"."""
    tokens = re.findall(r"[a-z]+|\S", s.replace("-", " "))
    total, current, used, seen_number = 0.0, 0.0, 0, False
    for tok in tokens:
        if tok in _WORD_NUMBERS and not (tok in {"a", "an"} and seen_number):
            if tok in {"a", "an"}:
                nxt = tokens[used + 1] if used + 1 < len(tokens) else ""
                if nxt not in _SCALES:
                    break
            current += _WORD_NUMBERS[tok]
            seen_number = True
        elif tok in _SCALES and seen_number:
            scale = _SCALES[tok]
            if scale == 100:
                current *= 100
            else:
                total += current * scale
                current = 0.0
        elif tok == "and" and seen_number:
            pass
        else:
            break
        used += 1
    if not seen_number or (used == 1 and tokens[0] in {"a", "an"}):
        return None
    value = total + current
    # Rebuild the rest of the text after the words used.
    words = s.replace("-", " ").split()
    rest = " ".join(words[used:])
    scale = max((_SCALES[t] for t in tokens[:used] if t in _SCALES), default=1.0)
    # "twenty-five million" is rounded to the million; "twelve" and "two dozen" are exact.
    return _Number(value, 0.5 * scale if scale >= 1e3 else 0.0, rest, scale)


def _read_unit(rest: str, currency: str) -> tuple[str | None, str | None]:
    """The pint unit expression and/or count label of what follows the number.

    Returns (None, None) when the text goes on with words that are not a unit: then it is not a
    quantity at all ("3 Musketeers" is still a count, "1984 novel" too; only free text fails).
    """
    rest = rest.strip().rstrip(".")
    if currency:
        rest = re.sub(r"^(?:us\s+)?(?:dollars?|usd)\b", "", rest).strip()
        return currency, (None if not rest else _count_label(rest))
    if not rest:
        return "", None
    for phrase in _UNIT_PHRASES:
        if rest == phrase or rest.startswith(phrase + " ") or (not phrase[-1].isalpha() and rest.startswith(phrase)):
            tail = rest[len(phrase) :].strip()
            if phrase in _CURRENCIES:
                break
            if tail and not _is_filler(tail) and len(phrase) <= 2:
                continue  # "5 m tall" is fine; "3 f" followed by free text is not a unit
            return _UNITS[phrase], None
    for phrase, code in sorted(_CURRENCIES.items(), key=lambda p: -len(p[0])):
        if rest == phrase or rest.startswith(phrase + " "):
            return code, None
    return None, _count_label(rest)


_FILLER = re.compile(
    r"^(?:tall|high|long|wide|deep|above sea level|asl|amsl|in (?:height|length|diameter)|"
    r"of \w+|per (?:year|annum)|a year|annually|old|ago)$"
)


def _is_filler(tail: str) -> bool:
    return bool(_FILLER.match(tail))


def _count_label(rest: str) -> str | None:
    words = rest.split()
    if not words or len(words) > 3:
        return None
    if words[0] in _COUNT_NOUNS:
        return ""
    if not all(w.isalpha() for w in words):
        return None
    return " ".join(words)


def _to_quantity(
    low: float,
    high: float,
    precision: float,
    unit_expr: str | None,
    label: str | None,
    hedge: str,
    resolution: float = 0.0,
) -> Quantity:
    approximate = hedge == "approximate"
    bound = hedge if hedge in {"lower", "upper"} else ""
    if not unit_expr:
        dimension = f"count:{label}" if label else ""
        return Quantity(low, high, label or "", dimension, approximate, bound, precision, 0.0, resolution)
    factor, shift, dimension = _conversion(unit_expr)
    lo, hi = low * factor + shift, high * factor + shift
    if dimension == "dimensionless":
        dimension = ""
    offset = 273.15 if dimension == "[temperature]" else 0.0
    return Quantity(
        lo, hi, unit_expr, dimension, approximate, bound, abs(precision * factor), offset, abs(resolution * factor)
    )


def restate_in_unit(q: Quantity, unit_expr: str) -> Quantity:
    """A bare number's quantity re-read as if it had been written with ``unit_expr``."""
    hedge = "approximate" if q.approximate else q.bound
    return _to_quantity(q.low, q.high, q.precision, unit_expr, None, hedge, q.resolution)


@lru_cache(maxsize=1024)
def _conversion(unit_expr: str) -> tuple[float, float, str]:
    """(factor, shift, dimensionality) taking a value in ``unit_expr`` to base units (affine:
    temperatures shift). Asked of pint once per unit: pint costs milliseconds a conversion, and a
    hot key states a thousand figures in one unit."""
    ureg = unit_registry()
    zero = _to_base(ureg, 0.0, unit_expr)
    return _to_base(ureg, 1.0, unit_expr) - zero, zero, str(ureg.Quantity(1.0, unit_expr).dimensionality)


def _to_base(ureg: Any, value: float, unit_expr: str) -> float:
    q = ureg.Quantity(value, unit_expr)
    if unit_expr in {"degC", "degF"}:
        return float(q.to("kelvin").magnitude)
    return float(q.to_base_units().magnitude)
