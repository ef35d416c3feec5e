"""Place names as chains: when two stated places agree although they are written differently.

Documents name a place from small to large, or the other way round, and each stops where it
likes: "Akita Prefecture, Akita, Japan", "Akita, Akita Prefecture", "Akita, Japan", "Akita". Read
as chains (comma-separated parts; a bracketed part is a part too: "Georgia (country)"), two
place values are

- **equal** when they name the same parts in any order ("Akita, Akita Prefecture" /
  "Akita Prefecture, Akita");
- **compatible** when the parts of one are all parts of the other ("Akita" / "Akita, Japan":
  the other is more specific);
- in **conflict** otherwise ("Paris, France" / "Paris, Texas"; "Perth, Australia" /
  "Ampara District, Australia").

Two part names match when they are the same name (the caller's test: signatures, aliases,
spelling variants), when one is a constituent country of the other ("Wales" / "United Kingdom"), or when one is the other plus words that name an administrative unit
("Akita" / "Akita Prefecture", "Durham" / "County Durham"): the city lies in the prefecture of
its name, or both name one place. "City" is not such a word: "Mexico" (the country) and "Mexico
City" differ.

A street ("23rd Street", "Asilomar Blvd.") and a place that is no street ("Manhattan") are
compatible: a street lies in some town, and without a gazetteer nothing says which. Two streets
of different names conflict.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .countries import constituent_of
from .names import signature_tokens

#: Words that name an administrative unit rather than which one ("Akita Prefecture"); not "city",
#: which tells a capital from its country ("Mexico City").
ADMIN_UNIT_WORDS: frozenset[str] = frozenset(
    {
        "prefecture",
        "county",
        "province",
        "district",
        "region",
        "state",
        "municipality",
        "parish",
        "borough",
        "township",
        "department",
        "oblast",
        "canton",
        "governorate",
        "metropolitan",
        "area",
        "municipal",
        "of",
        "the",
    }
)
#: Last words of a street's name, after their abbreviations are spelled out (:mod:`.names`); not
#: "Lane" or "Row", which end people's names too ("Lois Lane").
STREET_WORDS: frozenset[str] = frozenset({"street", "avenue", "road", "boulevard", "highway", "parkway"})

_PART = re.compile(r"\s*,\s*|\s*\(\s*|\s*\)\s*")

SameName = Callable[[str, str], str]


def place_parts(text: str) -> list[str]:
    """The parts of a place chain: "Akita, Akita Prefecture (Japan)" -> three parts."""
    return [part for part in _PART.split(text.strip()) if part.strip()]


def is_street(text: str) -> bool:
    """Whether a name is a street's ("23rd Street", "Asilomar Blvd.", "Delaware Ave")."""
    tokens = signature_tokens(text)
    return len(tokens) >= 2 and tokens[-1] in STREET_WORDS


def same_place(a: str, b: str, same_name: SameName) -> str:
    """Why two part names name one place (a non-empty reason), or ""."""
    same = same_name(a, b)
    if same:
        return same
    for part, whole in ((a, b), (b, a)):
        if constituent_of(part, whole):  # "Wales" / "the United Kingdom": one lies in the other
            return f"'{part}' is a constituent country of '{whole}'"
    ta, tb = signature_tokens(a), signature_tokens(b)
    short, long = (ta, tb) if len(ta) <= len(tb) else (tb, ta)
    if not short or len(short) == len(long):
        return ""
    for start in range(len(long) - len(short) + 1):
        rest = long[:start] + long[start + len(short) :]
        units = [w for w in rest if w not in ("of", "the")]
        if long[start : start + len(short)] == short and units and all(w in ADMIN_UNIT_WORDS for w in rest):
            return f"'{' '.join(long)}' is the {' '.join(units)} of '{' '.join(short)}'"
    return ""


def compare_place_chains(a: str, b: str, same_name: SameName) -> tuple[str, str] | None:
    """("equal" | "compatible" | "conflict", reason) for two place values, or None for two
    one-part names that are neither administrative-unit variants nor a street and a non-street
    (the caller's other rules decide those).

    Streets count only against streets: a chain's street parts are set aside when the other
    value names no street ("23rd Street, Manhattan" / "Manhattan" agree, "/ Brooklyn" does not)."""
    parts_a, parts_b = place_parts(a), place_parts(b)
    single = len(parts_a) == 1 and len(parts_b) == 1
    if single:
        variant = same_place(a, b, same_name)
        if variant:
            return "compatible", variant
    streets_a, streets_b = any(map(is_street, parts_a)), any(map(is_street, parts_b))
    street_note = ""
    if streets_a != streets_b:
        street = next(p for p in (parts_a if streets_a else parts_b) if is_street(p))
        street_note = f"the street '{street}' may lie in '{b if streets_a else a}'"
        parts_a = [p for p in parts_a if not is_street(p)]
        parts_b = [p for p in parts_b if not is_street(p)]
    elif single:
        return None
    a_in_b = all(any(same_place(x, y, same_name) for y in parts_b) for x in parts_a)
    b_in_a = all(any(same_place(y, x, same_name) for x in parts_a) for y in parts_b)
    if not (a_in_b or b_in_a):
        return "conflict", f"different places ({a} / {b})"
    if street_note:
        return "compatible", street_note
    if a_in_b and b_in_a:
        if _same_sets(parts_a, parts_b, same_name):
            order = "" if [_key(p) for p in parts_a] == [_key(p) for p in parts_b] else " in another order"
            return "equal", f"the same places{order}"
        return "compatible", "the same places, one named by its administrative unit"
    inner, outer = (b, a) if a_in_b else (a, b)
    return "compatible", f"'{inner}' is a more specific '{outer}'"


def _same_sets(parts_a: list[str], parts_b: list[str], same_name: SameName) -> bool:
    """Every part of each chain is the same name as a part of the other (no unit variants)."""
    return all(any(same_name(x, y) for y in parts_b) for x in parts_a) and all(
        any(same_name(y, x) for x in parts_a) for y in parts_b
    )


def _key(part: str) -> tuple[str, ...]:
    return signature_tokens(part)
