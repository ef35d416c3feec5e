"""Tokens for lexical retrieval and lexical support: lowercased, accents folded, stop words out."""

from __future__ import annotations

import re
from functools import lru_cache

from anyascii import anyascii

_WORD = re.compile(r"[a-z0-9]+(?:[.,'-][a-z0-9]+)*")

# A short English stop list (function words and question words): they carry no topic.
STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "been",
        "being",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "he",
        "her",
        "his",
        "how",
        "i",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "many",
        "may",
        "me",
        "much",
        "my",
        "no",
        "nor",
        "not",
        "of",
        "on",
        "or",
        "our",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "to",
        "too",
        "under",
        "up",
        "us",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "whose",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "about",
        "also",
        "after",
        "before",
        "between",
        "during",
        "over",
        "very",
    ]
)


@lru_cache(maxsize=1 << 16)
def _fold(word: str) -> str:
    return anyascii(word).lower()


def tokenize(text: str) -> list[str]:
    """Content tokens of ``text`` in order (numbers keep their separators: "5,730", "1.33")."""
    folded = anyascii(text).lower() if not text.isascii() else text.lower()
    return [w for w in _WORD.findall(folded) if w not in STOP_WORDS]


def content_words(text: str) -> set[str]:
    """The distinct content tokens of ``text``."""
    return set(tokenize(text))
