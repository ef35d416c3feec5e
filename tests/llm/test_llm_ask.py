"""`hcf ask`: the graph's answer always; with an LLM configured, the model's answer from the retrieved
chunks too, both audited in one stored run (real HTTP server on 127.0.0.1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE
from llm_fake_server import FakeServer, error, ok

from hcf_graph.cli import main
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

ALPHA = "Freedonia is a small country. The currency of Freedonia is Alpha."
BETA = "A travel guide. The currency of Freedonia is Beta."
QUESTION = "What is the currency of Freedonia?"


def hcf(*args: str) -> object:
    return CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, list(args), catch_exceptions=False)


@pytest.fixture
def store(tmp_path: Path) -> str:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "alpha.txt").write_text(ALPHA + "\n", encoding="utf-8")
    (docs / "beta.txt").write_text(BETA + "\n", encoding="utf-8")
    db = str(tmp_path / "db")
    result = hcf("ingest", str(docs), "--extractor", "test-pattern", "--db", db)
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]
    return db


def _configure(monkeypatch: pytest.MonkeyPatch, server: FakeServer, tmp_path: Path) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", server.url)
    monkeypatch.setenv("HCF_LLM_MODEL", "test-model")
    monkeypatch.setenv("HCF_LLM_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("HCF_LLM_BACKOFF", "0.01")
    monkeypatch.setenv("HCF_LLM_MAX_RETRIES", "0")


def test_without_an_llm_ask_answers_from_the_graph_and_marks_the_conflict(store: str, llm_server: FakeServer) -> None:
    result = hcf("ask", QUESTION, "--db", store, "--json")
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]
    data = json.loads(result.stdout)  # type: ignore[attr-defined]
    assert {v["value"] for v in data["values"]} == {"Alpha", "Beta"}
    assert all(v["contested"] for v in data["values"])
    for value in data["values"]:
        for d in value["documents"]:
            text = ALPHA if d["doc"].startswith("alpha") else BETA
            assert text[d["start"] : d["end"]] == d["quote"]
    assert data["audit"]["contested"] is True and data["generated"] is None
    assert llm_server.count == 0
    listed = json.loads(hcf("audits", "--db", store, "--json").stdout)  # type: ignore[attr-defined]
    assert [a["id"] for a in listed] == [data["audit"]["id"]]


def test_with_an_llm_configured_ask_also_audits_the_models_answer(
    store: str, llm_server: FakeServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _configure(monkeypatch, llm_server, tmp_path)
    llm_server.reply(ok({"answer": "The currency of Freedonia is Alpha."}))
    result = hcf("ask", QUESTION, "--db", store, "--json")
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]
    data = json.loads(result.stdout)  # type: ignore[attr-defined]
    assert llm_server.count == 1
    prompt = json.dumps(llm_server.requests[0]["messages"])
    assert QUESTION in prompt and "The currency of Freedonia is Alpha" in prompt and "Beta" in prompt
    generated = data["generated"]
    assert generated["model"] == "test-model"
    assert generated["audit"]["answer"] == "The currency of Freedonia is Alpha."
    relations = {e["relation"] for s in generated["audit"]["statements"] for e in s["evidence"]}
    assert relations >= {"supports", "contradicts"}
    listed = json.loads(hcf("audits", "--db", store, "--json").stdout)  # type: ignore[attr-defined]
    assert sorted(a["id"] for a in listed) == sorted([data["audit"]["id"], generated["audit"]["id"]])
    traced = hcf("trace", generated["audit"]["id"], "--db", store)
    assert traced.exit_code == 0 and "Alpha" in traced.output  # type: ignore[attr-defined]
    text = hcf("ask", QUESTION, "--db", store)
    assert "answer by test-model:" in text.output  # type: ignore[attr-defined]


def test_answer_graph_never_calls_the_llm(
    store: str, llm_server: FakeServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _configure(monkeypatch, llm_server, tmp_path)
    result = hcf("ask", QUESTION, "--db", store, "--answer", "graph", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["generated"] is None  # type: ignore[attr-defined]
    assert llm_server.count == 0


def test_a_failed_generation_is_named_and_the_graph_answer_still_stored(
    store: str, llm_server: FakeServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _configure(monkeypatch, llm_server, tmp_path)
    llm_server.reply(error(500, "boom"))
    result = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, ["ask", QUESTION, "--db", store, "--json"])
    assert result.exit_code == 0, result.output
    assert "test-model gave no answer" in result.stderr
    data = json.loads(result.stdout)
    assert data["generated"] is None and data["audit"] is not None


def test_answer_llm_without_a_model_says_what_to_set(store: str) -> None:
    result = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, ["ask", QUESTION, "--db", store, "--answer", "llm"])
    assert result.exit_code == 1 and "HCF_LLM_MODEL" in result.output and "Traceback" not in result.output
