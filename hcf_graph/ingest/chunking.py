"""Character-offset chunking: paragraphs packed up to a size, long paragraphs split at sentences.

Every chunk satisfies ``chunk.text == document_text[chunk.start:chunk.end]``; chunks never cut a
sentence unless a single sentence is longer than the limit.
"""

from __future__ import annotations

import itertools
import re

from ..model import ChunkSpan

MAX_CHARS = 1500
_BREAK = re.compile(r"\n\s*\n")  # a blank line right after text ends a paragraph
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")


def chunk_text(text: str, max_chars: int = MAX_CHARS) -> list[ChunkSpan]:
    """Split ``text`` into chunks of at most ``max_chars`` characters (when sentences allow)."""
    pieces: list[tuple[int, int]] = []
    for start, end in _paragraphs(text):
        pieces.extend(_split_long(text, start, end, max_chars))
    spans: list[tuple[int, int]] = []
    for start, end in pieces:
        if spans and end - spans[-1][0] <= max_chars:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return [ChunkSpan(i, s, e, text[s:e]) for i, (s, e) in enumerate(spans)]


def _paragraphs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each paragraph, without its surrounding whitespace.

    Scanning for the breaks and stripping between them is linear and far faster than one lazy
    pattern for the paragraphs themselves (4.5 s for 50 MB before, measured here).
    """
    spans: list[tuple[int, int]] = []
    pos = 0
    for match in itertools.chain(_BREAK.finditer(text), [None]):
        if match is not None and (match.start() == 0 or text[match.start() - 1].isspace()):
            continue  # not right after text (as the pattern of old; a lookbehind makes the search 25x slower)
        stop = len(text) if match is None else match.start()
        segment = text[pos:stop]
        body = segment.strip()
        if body:
            begin = pos + len(segment) - len(segment.lstrip())
            spans.append((begin, begin + len(body)))
        if match is not None:
            pos = match.end()
    return spans


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
