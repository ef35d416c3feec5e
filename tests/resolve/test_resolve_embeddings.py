"""The optional MiniLM embedder: runs only where its packages and tokenizer are installed."""

from __future__ import annotations

import numpy as np
import pytest

from hcf_graph.errors import ModelNotInstalled
from hcf_graph.resolve.embeddings import Embedder, MiniLMEmbedder
from hcf_graph.resolve.entities import EntityResolver


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    try:
        return MiniLMEmbedder()
    except ModelNotInstalled as exc:
        pytest.skip(str(exc))


def test_vectors_are_unit_length(minilm: MiniLMEmbedder) -> None:
    vectors = minilm.embed(["Marie Curie", "Pierre Curie", "Kingdom of Spain"])
    assert isinstance(minilm, Embedder)
    assert vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)


def test_embeddings_never_merge_what_strings_keep_apart(minilm: MiniLMEmbedder) -> None:
    resolver = EntityResolver(embedder=minilm)
    assert resolver.match("Marie Curie", "Pierre Curie") is None
    assert resolver.match("Sudan", "South Sudan") is None
    assert resolver.match("Bombay", "Mumbai") is None


def test_missing_tokenizer_says_what_to_install(tmp_path) -> None:
    with pytest.raises(ModelNotInstalled, match="does not exist"):
        MiniLMEmbedder(tokenizer_path=tmp_path / "missing.json")
