"""Character-offset chunking: paragraphs packed up to a size, long paragraphs split at sentences.

Every chunk satisfies ``chunk.text == document_text[chunk.start:chunk.end]``; chunks never cut a
sentence unless a single sentence is longer than the limit.
"""

from __future__ import annotations

import itertools
import re

from ..model import ChunkSpan

MAX_CHARS = 1500
_PARAGRAPH = re.compile(r"\S(?:.*?\S)?(?=\n\s*\n|\s*\Z)", re.DOTALL)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")


def chunk_text(text: str, max_chars: int = MAX_CHARS) -> list[ChunkSpan]:
    """Split ``text`` into chunks of at most ``max_chars`` characters (when sentences allow)."""
    pieces: list[tuple[int, int]] = []
    for match in _PARAGRAPH.finditer(text):
        pieces.extend(_split_long(text, match.start(), match.end(), max_chars))
    spans: list[tuple[int, int]] = []
    for start, end in pieces:
        if spans and end - spans[-1][0] <= max_chars:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return [ChunkSpan(i, s, e, text[s:e]) for i, (s, e) in enumerate(spans)]


def _split_long(text: str, start: int, end: int, max_chars: int) -> list[tuple[int, int]]:
    """A paragraph as sentence-aligned pieces no longer than ``max_chars`` where possible."""
    if end - start <= max_chars:
        return [(start, end)]
    cuts = [start] + [m.end() for m in _SENTENCE_END.finditer(text, start, end)] + [end]
    pieces: list[tuple[int, int]] = []
    piece_start = start
    for prev, cut in itertools.pairwise(cuts):
        if cut - piece_start > max_chars and prev > piece_start:
            pieces.append((piece_start, _rstrip(text, piece_start, prev)))
            piece_start = prev
        while cut - piece_start > max_chars:  # one sentence longer than the limit: hard cut
            pieces.append((piece_start, piece_start + max_chars))
            piece_start += max_chars
    if piece_start < end:
        pieces.append((piece_start, end))
    return pieces


def _rstrip(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1].isspace():
        end -= 1
    return end
