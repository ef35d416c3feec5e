"""Negation in relation phrases and values: "is not a member of" is "is a member of", negated.

The conflict key must group a statement with its denial, so :func:`split_polarity` returns the
phrase without its negation word plus a flag; "is a member of NATO" and "is not a member of NATO"
then share a key and their values conflict with kind "negation".
"""

from __future__ import annotations

import re

# "does not border" -> "border"; "is not a member of" -> "is a member of"; "has no" -> "has".
_AUX_NEGATION = re.compile(r"\b(?:do|does|did)\s+(?:not|never)\s+|\b(?:do|does|did)n['’]t\s+")
_NEGATION = re.compile(r"\b(?:not|never|no longer)\b\s*|\b(\w+)n['’]t\b|\bno\b\s*(?=\w)")
_CONTRACTIONS = {
    "isn": "is",
    "wasn": "was",
    "aren": "are",
    "weren": "were",
    "hasn": "has",
    "haven": "have",
    "hadn": "had",
    "won": "will",
    "can": "can",
    "couldn": "could",
    "wouldn": "would",
    "shouldn": "should",
}


def split_polarity(phrase: str) -> tuple[str, bool]:
    """The phrase without its negation, and whether it was negated (an even count cancels)."""
    text = re.sub(r"\s+", " ", phrase.strip())
    count = 0

    def _aux(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return ""

    text = _AUX_NEGATION.sub(_aux, text)

    def _neg(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        stem = match.group(1)
        return _CONTRACTIONS.get(stem.lower(), stem) if stem else ""

    text = _NEGATION.sub(_neg, text)
    return re.sub(r"\s+", " ", text).strip(), count % 2 == 1
