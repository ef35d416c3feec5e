"""Find a model's quote in the text it was given, to get exact character offsets.

Models copy quotes imperfectly: collapsed line breaks, changed case, typographic quotes and
dashes, a dropped or added final period. :func:`locate_quote` tries, in order:

1. the quote as is;
2. a match that ignores whitespace runs, case, and typographic variants of quotes and dashes;
3. the same without the quote's leading and trailing punctuation.

Every span it returns is ``(start, end)`` into the original text, so ``text[start:end]`` is
real text; when none of these match it returns ``None`` and the caller drops the fact. It
never invents offsets.
"""

from __future__ import annotations

_VARIANTS = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
        "\u00ad": "",
    }
)
_EDGE_PUNCTUATION = " .,;:!?\"'()[]{}\u00ab\u00bb-"


def locate_quote(text: str, quote: str) -> tuple[int, int] | None:
    """``(start, end)`` of ``quote`` in ``text`` (first occurrence), or ``None``."""
    if not quote or not quote.strip():
        return None
    exact = text.find(quote)
    if exact >= 0:
        return exact, exact + len(quote)
    folded_text, origin = fold(text)
    needle = fold(quote)[0].strip()
    for candidate in (needle, needle.strip(_EDGE_PUNCTUATION)):
        if not candidate:
            continue
        position = folded_text.find(candidate)
        if position >= 0:
            start = origin[position]
            end = origin[position + len(candidate) - 1] + 1
            return start, end
    return None


def fold(text: str) -> tuple[str, list[int]]:
    """``text`` case-folded, whitespace runs collapsed to one space, typographic variants
    replaced; and, for each character of the result, its index in ``text``."""
    chars: list[str] = []
    origin: list[int] = []
    in_space = True  # drops leading whitespace
    for index, char in enumerate(text):
        plain = char.translate(_VARIANTS)
        if not plain:
            continue
        if plain.isspace():
            if not in_space:
                chars.append(" ")
                origin.append(index)
            in_space = True
            continue
        in_space = False
        for lowered in plain.casefold():
            chars.append(lowered)
            origin.append(index)
    return "".join(chars), origin
