"""Plain data types shared by every layer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ExtractedFact:
    """A fact as an extractor returns it, with offsets into the text it was given.

    ``text[start:end]`` is the quote: the smallest span that states the fact (usually the
    sentence or clause). ``qualifier`` holds time/place/condition words ("at sea level", "in 2010").
    """

    entity: str
    relation: str
    value: str
    start: int
    end: int
    qualifier: str = ""
    confidence: float = 1.0


@dataclass(frozen=True)
class SourceDocument:
    """A document read from disk or JSONL, before it is versioned."""

    name: str
    text: str
    source: str
    mime: str
    version: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ChunkSpan:
    """A character-offset chunk of a document: ``text == document_text[start:end]``."""

    ordinal: int
    start: int
    end: int
    text: str
