"""`hcf score --scorer openai`: the Q operator's five parts stored beside the offline scores, and compared."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from llm_fake_server import FakeServer, error, ok
from llm_samples import QUALITY_REPLY

from hcf_graph.cli import main

TEXT = "The height of Teide is 3,715 metres. The capital of Spain is Madrid. The area of Spain is 505,990 km2."


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, llm_server: FakeServer) -> str:
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.url)
    monkeypatch.setenv("HCF_LLM_MODEL", "test-model")
    monkeypatch.setenv("HCF_LLM_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("HCF_LLM_BACKOFF", "0.01")
    monkeypatch.setenv("HCF_LLM_MAX_RETRIES", "0")
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.txt").write_text(TEXT, encoding="utf-8")
    (folder / "b.txt").write_text(TEXT.replace("3,715", "3,518") + " It stops in the midd", encoding="utf-8")
    db = str(tmp_path / "db")
    assert CliRunner().invoke(main, ["ingest", str(folder), "--db", db]).exit_code in (0, 1)
    return db


def test_llm_scores_are_stored_beside_the_offline_ones_and_compared(store: str, llm_server: FakeServer) -> None:
    runner = CliRunner()
    offline = json.loads(runner.invoke(main, ["score", "--db", store, "--json"]).stdout)
    llm_server.reply(ok(QUALITY_REPLY), ok(QUALITY_REPLY))
    result = runner.invoke(main, ["score", "--db", store, "--scorer", "openai", "--json"])
    assert result.exit_code == 0, result.output
    scored = json.loads(result.stdout)
    assert llm_server.count == 2 and scored["scored_now"] == 2
    assert scored["parts"]["coherence"] == pytest.approx(QUALITY_REPLY["coherence"]["score"])
    assert scored["cc"] != offline["cc"]
    again = runner.invoke(main, ["score", "--db", store, "--scorer", "openai", "--json"])
    assert json.loads(again.stdout)["scored_now"] == 0 and llm_server.count == 2
    compared = runner.invoke(main, ["score", "--db", store, "--compare", "--json"])
    table = json.loads(compared.stdout)
    assert table["documents"] == 2 and {r["part"] for r in table["parts"]} >= {"clarity", "IaDQ"}
    text = runner.invoke(main, ["score", "--db", store, "--compare"])
    assert "heuristics.v1 against openai-quality.v1 on 2 documents" in text.output


def test_a_failed_llm_score_is_named_and_retried_later(store: str, llm_server: FakeServer) -> None:
    llm_server.reply(ok(QUALITY_REPLY), error(500, "boom"))
    result = CliRunner().invoke(main, ["score", "--db", store, "--scorer", "openai"])
    assert result.exit_code == 1 and "could not be scored" in result.output and "Traceback" not in result.output
    llm_server.reply(ok(QUALITY_REPLY))
    retried = CliRunner().invoke(main, ["score", "--db", store, "--scorer", "openai", "--json"])
    assert retried.exit_code == 0, retried.output
    assert json.loads(retried.stdout)["scored_now"] == 1
