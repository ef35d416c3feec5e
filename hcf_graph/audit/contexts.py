"""Placing a log's retrieved contexts in the store: by chunk id, by their text (exact, then
tolerant of whitespace and case), else as documents of their own."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..database import Database
from ..extract import Extractor
from ..ingest.pipeline import ingest_documents
from ..model import SourceDocument
from .evidence import ContextSpan
from .rows import LogContext, LogRow, RowError, RowProblem


def context_document_name(text: str) -> str:
    """The name under which an unknown context is stored: its hash."""
    return "context-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@dataclass
class ContextIndex:
    """The store's current chunks and document texts, loaded once per audit run."""

    db: Database
    chunks_by_doc: dict[str, list[tuple[str, int, int]]] = field(default_factory=dict)
    by_text: dict[str, dict[str, Any]] = field(default_factory=dict)
    _texts: dict[str, str] | None = None

    def __post_init__(self) -> None:
        self.reload()

    def reload(self) -> None:
        self.chunks_by_doc.clear()
        self.by_text.clear()
        self._texts = None
        for c in self.db.graph.rows("list_current_chunks"):
            self.chunks_by_doc.setdefault(c["doc"], []).append((c["id"], c["start_char"], c["end_char"]))
            self.by_text.setdefault(c["text"], c)

    @property
    def texts(self) -> dict[str, str]:
        if self._texts is None:
            self._texts = self.db.document_texts(sorted(self.chunks_by_doc))
        return self._texts

    def text_of(self, doc: str) -> str:
        if doc not in self.texts:
            self.texts.update(self.db.document_texts([doc]))
        return self.texts.get(doc, "")

    def chunks_of(self, doc: str) -> list[tuple[str, int, int]]:
        if doc not in self.chunks_by_doc:
            rows = self.db.graph.rows("list_chunks_of_documents", ids=[doc])
            self.chunks_by_doc[doc] = [(r["id"], r["start_char"], r["end_char"]) for r in rows]
        return self.chunks_by_doc[doc]

    def span(self, rank: int, doc: str, start: int, end: int, score: float | None, located: str) -> ContextSpan:
        overlapping = tuple((c, s, e) for c, s, e in self.chunks_of(doc) if s < end and e > start)
        return ContextSpan(rank, doc, start, end, self.text_of(doc)[start:end], score, located, overlapping)

    def by_ids(self, ids: list[str]) -> dict[str, dict[str, Any]]:
        return {r["id"]: r for r in self.db.graph.rows("find_chunks_by_id", ids=sorted(set(ids)))} if ids else {}

    def locate(self, text: str, doc_hint: str = "") -> tuple[str, int, int, str] | None:
        """(doc, start, end, how) of a context text in the store, or None."""
        chunk = self.by_text.get(text)
        if chunk is not None:
            return chunk["doc"], chunk["start_char"], chunk["end_char"], "exact"
        docs = [doc_hint] if doc_hint and doc_hint in self.texts else sorted(self.texts)
        for doc in docs:
            at = self.texts[doc].find(text)
            if at >= 0:
                return doc, at, at + len(text), "exact"
        words = text.split()
        if not words:
            return None
        pattern = re.compile(r"\s+".join(re.escape(w) for w in words), re.IGNORECASE)
        for doc in docs:
            found = pattern.search(self.texts[doc])
            if found:
                return doc, found.start(), found.end(), "tolerant"
        return None


def place_contexts(
    index: ContextIndex, rows: list[LogRow], source: Path | str, extractor: Extractor
) -> tuple[dict[int, list[ContextSpan]], list[RowError], int]:
    """Spans for every row's contexts (by line), errors for rows with unknown ids, and how many
    contexts were ingested as new documents."""
    ids = [c.chunk for r in rows for c in r.contexts if c.chunk]
    known = index.by_ids(ids)
    placed: dict[int, list[tuple[LogContext, int, tuple[str, int, int, str] | None]]] = {}
    errors: list[RowError] = []
    missing: dict[str, str] = {}
    for row in rows:
        try:
            entries = []
            new: dict[str, str] = {}
            for rank, ctx in _ranked(row.contexts):
                where = place_context(index, known, ctx)
                if where is None:
                    new.setdefault(context_document_name(ctx.text), ctx.text)
                entries.append((ctx, rank, where))
            placed[row.line] = entries
            missing.update(new)
        except RowProblem as exc:
            errors.append(RowError(row.line, str(exc)))
    ingested = 0
    if missing:
        docs = [SourceDocument(name, text, str(source), "text/plain") for name, text in sorted(missing.items())]
        report = ingest_documents(index.db, docs, extractor)
        ingested = report.documents
        index.reload()
    spans: dict[int, list[ContextSpan]] = {}
    for line, entries in placed.items():
        spans[line] = []
        for ctx, rank, where in entries:
            if where is None:
                where = index.locate(ctx.text)
                if where is None:  # cannot happen after the ingest, unless the text is blank
                    continue
                where = (*where[:3], "ingested")
            doc, start, end, how = where
            spans[line].append(index.span(rank, doc, start, end, ctx.score, how))
    return spans, errors, ingested


def _ranked(contexts: list[LogContext]) -> list[tuple[int, LogContext]]:
    if all(c.rank is not None for c in contexts):
        return sorted(((c.rank or 0, c) for c in contexts), key=lambda p: p[0])
    return list(enumerate(contexts, 1))


def place_context(
    index: ContextIndex, known: dict[str, dict[str, Any]], ctx: LogContext
) -> tuple[str, int, int, str] | None:
    if ctx.chunk:
        chunk = known.get(ctx.chunk)
        if chunk is None:
            raise RowProblem(
                f"context id {ctx.chunk!r} is not a chunk in the store; give the chunk ids `hcf` stored "
                "(doc@version#n), or leave the id out to have the text located"
            )
        if ctx.text and ctx.text != chunk["text"]:
            inside = chunk["text"].find(ctx.text)
            if inside >= 0:
                start = chunk["start_char"] + inside
                return chunk["doc"], start, start + len(ctx.text), "id"
        return chunk["doc"], chunk["start_char"], chunk["end_char"], "id"
    if not ctx.text.strip():
        raise RowProblem("a context has empty text and no chunk id")
    return index.locate(ctx.text, ctx.doc)
