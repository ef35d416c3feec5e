"""BM25 over chunks with the ``bm25s`` library, scores normalized to [0, 1).

Why bm25s and not the engine's full-text index: kuzu's FTS extension works offline but ladybug
downloads its extensions (ENGINE_NOTES), so an FTS-based retriever would work on one engine only;
bm25s is maintained, depends on numpy only, and measured faster here (see
``benchmarks/bench_audit.py --compare-bm25``).

Scoring (Lucene BM25, the bm25s default): for query terms t and a text d of length |d|,
``score(q, d) = sum_t idf(t) * tf(t, d) / (tf(t, d) + k1 * (1 - b + b * |d| / avgdl))`` with
``idf(t) = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))`` over the N indexed chunks. Each term adds
less than ``idf(t)``, so ``normalized = score / sum_t idf(t)`` lies in [0, 1).
:meth:`BM25Retriever.score_texts` computes the same formula for texts outside the index (a log's
contexts), with the index's statistics.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np

from . import ChunkText, Hit
from .tokens import tokenize

K1, B = 1.5, 0.75


class BM25Retriever:
    """BM25 over a fixed set of chunks."""

    name = "bm25s-lucene.v1"

    def __init__(self, chunks: Sequence[ChunkText]) -> None:
        import bm25s  # imported on use: the CLI starts faster

        self.chunks = list(chunks)
        corpus = [tokenize(c.text) for c in self.chunks]
        self.n = len(corpus)
        self.df: Counter[str] = Counter()
        for tokens in corpus:
            self.df.update(set(tokens))
        self.avgdl = (sum(len(t) for t in corpus) / self.n) if self.n else 1.0
        self._index = bm25s.BM25(k1=K1, b=B, method="lucene") if self.n else None
        if self._index is not None:
            self._index.index([t or ["\x00"] for t in corpus], show_progress=False)

    def idf(self, term: str) -> float:
        df = self.df.get(term, 0)
        return math.log(1 + (self.n - df + 0.5) / (df + 0.5))

    def _ceiling(self, terms: list[str]) -> float:
        return sum(self.idf(t) for t in terms)

    def search(self, query: str, k: int = 5) -> list[Hit]:
        terms = sorted(set(tokenize(query)))
        ceiling = self._ceiling(terms)
        if self._index is None or ceiling <= 0 or k <= 0:
            return []
        known = [t for t in terms if t in self.df]
        if not known:
            return []
        scores = np.asarray(self._index.get_scores(known), dtype=np.float64)
        order = np.argsort(-scores, kind="stable")[: min(k, self.n)]
        return [
            Hit(self.chunks[i], rank, round(min(1.0, float(scores[i]) / ceiling), 6))
            for rank, i in enumerate(order, 1)
            if scores[i] > 0
        ]

    def score_texts(self, query: str, texts: Sequence[str]) -> list[float]:
        terms = sorted(set(tokenize(query)))
        ceiling = self._ceiling(terms)
        if ceiling <= 0:
            return [0.0] * len(texts)
        return [round(min(1.0, self._raw_score(terms, text) / ceiling), 6) for text in texts]

    def _raw_score(self, terms: list[str], text: str) -> float:
        tokens = tokenize(text)
        counts = Counter(tokens)
        norm = K1 * (1 - B + B * len(tokens) / self.avgdl)
        return sum(self.idf(t) * counts[t] / (counts[t] + norm) for t in terms if counts[t])
