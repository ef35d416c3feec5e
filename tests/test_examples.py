"""The bundled example corpus through the real pipeline: eval thresholds, demo, exact quotes."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hcf_graph.cli import main
from hcf_graph.cli.demo import example_corpus
from hcf_graph.database import Database
from hcf_graph.extract import make_extractor
from hcf_graph.ingest.loaders import load_paths
from hcf_graph.ingest.pipeline import ingest_documents

CORPUS = example_corpus()


@pytest.fixture(scope="module")
def scores() -> dict[str, Any]:
    """`hcf eval examples/controlled --json`, run once for the tests of this module."""
    result = CliRunner().invoke(main, ["eval", str(CORPUS), "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    loaded: dict[str, Any] = json.loads(result.output)
    return loaded


def test_eval_meets_the_issue_thresholds(scores: dict[str, Any]) -> None:
    assert scores["extraction_recall"] >= 0.85
    assert scores["conflict_precision"] >= 0.95 and scores["conflict_recall"] >= 0.95
    assert scores["conditions"]["A"]["conflicts_detected"] == 0
    assert scores["conditions"]["C"]["conflicts_detected"] == 0
    assert scores["conditions"]["B"]["conflicts_expected"] > 0


def test_eval_reproduces_the_papers_corpus_level_pattern(scores: dict[str, Any]) -> None:
    """A and B have similar integrity and only B diverges; C has the lowest integrity and no
    divergence; D is lowest or close to it on CC (the HCF paper's corpus diagnostics)."""
    a, b, c, d = (scores["conditions"][name] for name in "ABCD")
    for condition in (a, b, c, d):
        assert 0.0 <= condition["iadq_mean"] <= 1.0 and 0.0 <= condition["cc"] <= 1.0
        assert condition["cc"] == pytest.approx(0.5 * condition["iadq_mean"] + 0.5 * condition["iedcd"])
    assert abs(a["iadq_mean"] - b["iadq_mean"]) < 0.02
    assert a["iedcd"] == 1.0 and b["iedcd"] < 0.9
    assert c["iadq_mean"] < min(a["iadq_mean"], b["iadq_mean"], d["iadq_mean"]) and c["iedcd"] == 1.0
    assert d["cc"] <= min(a["cc"], b["cc"], c["cc"]) + 0.02
    assert d["flagged_keys"] > 0


def test_every_fact_of_every_example_quotes_its_document_exactly(tmp_path: Path) -> None:
    loaded = load_paths([CORPUS / "docs"])
    texts = {d.name: d.text for d in loaded.documents}
    with Database(tmp_path / "db") as db:
        ingest_documents(db, loaded.documents, make_extractor("spacy-rules"))
        facts = db.graph.facts()
    assert len(facts) > 200
    for fact in facts:
        text = texts[fact["doc"].rsplit("@", 1)[0]]
        assert text[fact["start_char"] : fact["end_char"]] == fact["quote"], fact


def test_demo_runs_offline(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["demo", "--db", str(tmp_path / "demo.db")], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "== conflicts across documents" in out and "value mismatch" in out
    assert "== which documents disagree about" in out and "disputed relation" in out
    assert "extraction recall" in out and "conflict precision  1.000" in out
    again = CliRunner().invoke(main, ["conflicts", "--db", str(tmp_path / "demo.db"), "--json"])
    assert len(json.loads(again.output)) >= 5


def _variants_module() -> object:
    spec = importlib.util.spec_from_file_location("make_variants", CORPUS / "make_variants.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("clean", sorted(p.name for p in (CORPUS / "docs").glob("*_clean.md")))
def test_variant_script_reproduces_the_degraded_documents(clean: str) -> None:
    module = _variants_module()
    text = (CORPUS / "docs" / clean).read_text(encoding="utf-8")
    degraded = CORPUS / "docs" / clean.replace("_clean.md", "_degraded.md")
    assert module.degrade(clean, text) == degraded.read_text(encoding="utf-8")  # type: ignore[attr-defined]
