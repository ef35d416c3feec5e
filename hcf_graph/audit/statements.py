"""Splitting an answer into statements, and reading a short answer against its question."""

from __future__ import annotations

import re

from ..resolve.values import relation_hint
from ..retrieve.tokens import tokenize

_BOUNDARY = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_ABBREVIATIONS = {"st", "dr", "mr", "mrs", "ms", "prof", "jr", "sr", "vs", "no", "ca", "approx", "e.g", "i.e", "c"}
_LEADING = re.compile(
    r"^(?:(?:it|this|that|he|she|they)\s+(?:is|was|were|are)\s+|the answer is\s+|answer:\s*|"
    r"in|on|at|from|by|since|during|around)\b\s*",
    re.IGNORECASE,
)
_PARENS = re.compile(r"\(([^()]*)\)")
_NUMBER = re.compile(
    r"(?:(?:about|around|approximately|roughly|nearly|almost|over|under|more than|less than|some)\s+)?"
    r"[-+−]?\d[\d,.]*(?:\s*(?:%|°\s*[CF]|[A-Za-zµ°%]+)){0,3}"
)
_DATE = re.compile(
    r"\b(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)"
    r"(?:\s+\d{1,2},?)?\s+\d{3,4}\b|(?<![\d,.])\b\d{3,4}\b(?![.,]\d)"
)
_NAME = re.compile(r"[A-Z][\w'’.\-]*(?:\s+(?:of|de|del|la|le|von|van|da|the|[A-Z][\w'’.\-]*))*")
_WH_SYNONYMS = {
    "born": {"birth"},
    "birthplace": {"birth", "place"},
    "die": {"death"},
    "died": {"death"},
    "where": {"place", "location", "located", "headquarters", "capital", "city", "country"},
    "when": {"date", "year", "time"},
    "year": {"date", "year"},
    "date": {"date", "year"},
    "long": {"length", "duration"},
    "tall": {"height"},
    "high": {"height", "elevation"},
    "large": {"area", "size"},
    "big": {"area", "size"},
    "heavy": {"mass", "weight"},
    "fast": {"speed"},
    "many": {"number", "count", "population"},
    "who": {"by", "founder", "discoverer", "author", "inventor"},
}


def split_statements(answer: str) -> list[str]:
    """Sentences of the answer (abbreviations such as "St." do not end one)."""
    pieces: list[str] = []
    start = 0
    for match in _BOUNDARY.finditer(answer):
        before = answer[start : match.start()].rstrip(".!?").split()
        if before and (before[-1].lower() in _ABBREVIATIONS or re.fullmatch(r"[A-Z]", before[-1])):
            continue
        pieces.append(answer[start : match.start()].strip())
        start = match.end()
    pieces.append(answer[start:].strip())
    return [p for p in pieces if p]


def value_candidates(statement: str, question: str) -> list[str]:
    """Spans of a statement that could be the value it gives: the whole (less leading "in", "it
    was"...), its comma parts, parenthesized parts, numbers with units, dates and names; spans
    made only of words of the question are left out ("Jenner" in "Jenner was born in Berkeley")."""
    text = statement.strip().rstrip(".!?;:").strip()
    inner = [m.group(1).strip() for m in _PARENS.finditer(text)]
    bare = _PARENS.sub(" ", text)
    bare = " ".join(bare.split())
    found: list[str] = []
    for piece in [bare, *re.split(r"\s*;\s*|,\s+|\s+and\s+|\s+by\s+", bare), *inner]:
        stripped = piece
        for _ in range(2):
            stripped = _LEADING.sub("", stripped).strip()
        found.append(stripped)
    found += [m.group(0).strip() for m in _DATE.finditer(text)]
    found += [m.group(0).strip() for m in _NUMBER.finditer(text)]
    found += [_LEADING.sub("", m.group(0)).strip() for m in _NAME.finditer(bare)]
    asked = set(tokenize(question))
    unique: list[str] = []
    for candidate in found:
        words = tokenize(candidate)
        if candidate and words and not set(words) <= asked and candidate not in unique:
            unique.append(candidate)
    return unique


def question_words(question: str) -> set[str]:
    """Content words of a question plus the relation words its wh-words and verbs point at."""
    lowered = re.findall(r"[a-z]+", question.lower())
    words = set(tokenize(question))
    for word in lowered:
        words |= _WH_SYNONYMS.get(word, set())
    return words


def relation_match(relation_key: str, words: set[str], question: str) -> float:
    """How well a relation fits a question: shared words (prefix match of 4+ letters) plus a
    bonus when the question asks for its type ("when" / "what year" for a date relation)."""
    score = 0.0
    for part in tokenize(relation_key):
        if any(_same_stem(part, w) for w in words):
            score += 1.0
    hint = relation_hint(relation_key)
    lowered = question.lower()
    if hint == "date" and re.search(r"\b(when|year|date)\b", lowered):
        score += 0.5
    if hint == "quantity" and re.search(r"\bhow (many|much|long|tall|high|large|big|far|fast|old)\b", lowered):
        score += 0.5
    return score


def _same_stem(a: str, b: str) -> bool:
    if a == b:
        return True
    n = min(len(a), len(b))
    if n < 4:
        return False
    common = 0
    while common < n and a[common] == b[common]:
        common += 1
    return common >= 4 and common >= 0.6 * n
