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


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    """`hcf demo` into a fresh database, run once for the tests of this module: (output, database)."""
    db_path = tmp_path_factory.mktemp("demo") / "demo.db"
    result = CliRunner().invoke(main, ["demo", "--db", str(db_path)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output, db_path


def test_demo_runs_offline(demo_run: tuple[str, Path]) -> None:
    out, db_path = demo_run
    assert "== conflicts across documents" in out and "value mismatch" in out
    assert "== which documents disagree about" in out and "disputed relation" in out
    assert "extraction recall" in out and "conflict precision  1.000" in out
    again = CliRunner().invoke(main, ["conflicts", "--db", str(db_path), "--json"])
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


def test_eval_reproduces_the_papers_answer_level_pattern(scores: dict[str, Any]) -> None:
    """The HCF experiment: every condition carries the retrieval and answer means; on the questions
    that probe injected relations ACS is highest on A and lowest on B, and at least three B answers
    match their reference while the audit points at a competing retrieved source."""
    keys = {"ss1_mean", "ssmu_mean", "sssigma_mean", "acs_mean", "acs_targeted_mean", "matched_but_contradicted"}
    conditions = scores["conditions"]
    for name in "ABCD":
        assert keys <= set(conditions[name]), name
        for key in keys - {"matched_but_contradicted"}:
            assert 0.0 <= conditions[name][key] <= 1.0, (name, key)
        assert len(conditions[name]["answers"]) == 25
    targeted = {name: conditions[name]["acs_targeted_mean"] for name in "ABCD"}
    assert targeted["A"] >= max(targeted.values())
    assert targeted["B"] < min(targeted[n] for n in "ACD")
    assert conditions["A"]["acs_mean"] >= max(conditions[n]["acs_mean"] for n in "BCD")
    assert conditions["B"]["matched_but_contradicted"] >= 3
    assert conditions["A"]["matched_but_contradicted"] == 0
    central = [a for a in conditions["B"]["answers"] if a["matched"] and a["contradicting_evidence"]]
    assert all(a["acs"] < 1.0 and a["verdict"] == "supported" for a in central if a["type"] == "manipulated")


def _assert_span(texts: dict[str, str], doc: str, start: int, end: int, quote: str) -> None:
    assert texts[doc][start:end] == quote, (doc, start, end, quote)


def test_every_span_of_every_demo_audit_quotes_its_document(demo_run: tuple[str, Path]) -> None:
    from hcf_graph.audit.listing import list_audits
    from hcf_graph.audit.trace import trace

    out, db_path = demo_run
    checked = 0
    with Database(db_path, read_only=True) as db:
        audits = [a for a in list_audits(db.graph) if a["source"] == "hcf demo"]
        assert len(audits) == 25
        results = {a["id"]: json.loads(db.graph.rows("find_audit", id=a["id"])[0]["result"]) for a in audits}
        docs = {e["doc"] for r in results.values() for s in r["statements"] for e in s["evidence"]} | {
            v["doc"] for r in results.values() for c in r["context_conflicts"] for v in c["values"]
        }
        texts = db.document_texts(sorted(docs))
        for audit_id, result in results.items():
            for s in result["statements"]:
                for e in s["evidence"]:
                    _assert_span(texts, e["doc"], e["start"], e["end"], e["quote"])
                    checked += 1
            for c in result["context_conflicts"]:
                for v in c["values"]:
                    _assert_span(texts, v["doc"], v["start"], v["end"], v["quote"])
                    checked += 1
            for s in trace(db.graph, audit_id)["statements"]:
                for e in s["evidence"]:
                    _assert_span(texts, e["doc"], e["start"], e["end"], e["quote"])
                    checked += 1
        traced = out.split("(hcf trace ", 1)[1].split(")", 1)[0]
        contradicting = [
            e for s in results[traced]["statements"] for e in s["evidence"] if e["relation"] == "contradicts"
        ]
    assert checked > 50
    # the printed trace shows the contradicting statement's document span and its text
    assert contradicting
    for e in contradicting:
        assert f"{e['doc']} [{e['start']}:{e['end']}]" in out
        assert e["quote"][:60] in out
    assert "contradicts: fact" in out and "in conflict" in out
