"""``hcf llm ...`` through click's CliRunner, against the scripted server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from llm_fake_server import FakeServer, error, ok
from llm_samples import JUDGE_REPLY, PASSAGES, QUALITY_REPLY

from hcf_graph.cli.llm import llm_group, read_passages
from hcf_graph.errors import InputError, JsonlError
from hcf_graph.ingest.chunking import chunk_text


@pytest.fixture
def run(llm_server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.url)
    monkeypatch.setenv("HCF_LLM_MODEL", "test-model")
    monkeypatch.setenv("HCF_LLM_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("HCF_LLM_BACKOFF", "0.01")

    def invoke(*args: str) -> Result:
        return CliRunner().invoke(llm_group, list(args), catch_exceptions=False)

    return invoke


def test_every_command_has_help() -> None:
    for name in ("quality", "judge", "extract", "check"):
        result = CliRunner().invoke(llm_group, [name, "--help"])
        assert result.exit_code == 0
        assert "--model" in result.output and "--max-requests" in result.output and "--no-cache" in result.output


def test_quality_json(run, llm_server: FakeServer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    doc = tmp_path / "doc.txt"
    doc.write_text("The tower is 300 m tall. The tower is 330 m tall.")
    llm_server.reply(ok(QUALITY_REPLY, prompt_tokens=300, completion_tokens=80))
    result = run("quality", str(doc), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["operator"] == "openai-quality.v1" and data["model"] == "test-model"
    assert data["scores"]["coherence"] == 0.6 and data["usage"]["requests"] == 1
    assert "LLM: 1 requests" in result.stderr and "300 in + 80 out" in result.stderr


def test_quality_table_then_cached_rerun(run, llm_server: FakeServer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    doc = tmp_path / "doc.txt"
    doc.write_text("Some document.")
    llm_server.reply(ok(QUALITY_REPLY))
    first = run("quality", str(doc))
    assert first.exit_code == 0 and "internal_consistency" in first.stdout and "overall" in first.stdout
    second = run("quality", str(doc))
    assert second.exit_code == 0 and "LLM: 0 requests (1 cached" in second.stderr
    assert llm_server.count == 1
    llm_server.reply(ok(QUALITY_REPLY))
    assert run("quality", str(doc), "--no-cache").exit_code == 0
    assert llm_server.count == 2


def test_judge_with_blank_line_passages(run, llm_server: FakeServer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    passages = tmp_path / "passages.txt"
    passages.write_text("\n\n".join(PASSAGES) + "\n")
    llm_server.reply(ok(JUDGE_REPLY))
    result = run("judge", "-q", "When was it completed?", "-a", "In 1889.", str(passages), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["score"] == 0.62 and data["contradicting"][0]["passage"] == 1
    assert "[2] Some guides say" in llm_server.requests[0]["messages"][-1]["content"]
    table = run("judge", "-q", "When was it completed?", "-a", "In 1889.", str(passages))
    assert "ACS 0.62" in table.stdout and "contradicting" in table.stdout


def test_judge_with_jsonl_passages(tmp_path: Path) -> None:
    path = tmp_path / "p.jsonl"
    path.write_text('{"text": "one"}\n\n{"text": "two", "rank": 2}\n')
    assert read_passages(path) == ["one", "two"]
    path.write_text('{"text": "one"}\n{"txt": "two"}\n')
    with pytest.raises(JsonlError, match=r"p\.jsonl:2"):
        read_passages(path)
    empty = tmp_path / "empty.txt"
    empty.write_text("\n\n")
    with pytest.raises(InputError, match="no passages"):
        read_passages(empty)


def test_extract_json_offsets_are_relative_to_the_file(run, llm_server: FakeServer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text = "Title\n\n" + "Filler sentence. " * 130 + "\n\nMadrid is the capital of Spain.\n"
    doc = tmp_path / "spain.txt"
    doc.write_text(text)
    fact = {
        "entity": "Spain",
        "relation": "capital",
        "value": "Madrid",
        "quote": "Madrid is the capital of Spain",
    }
    llm_server.responder = lambda request: ok(
        {"facts": [fact]} if "Madrid" in request["messages"][-1]["content"] else {"facts": []}
    )
    result = run("extract", str(doc), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["extractor"] == "openai-facts.v1/test-model"
    (row,) = data["facts"]
    assert text[row["start"] : row["end"]] == row["quote"] == "Madrid is the capital of Spain"
    assert data["stats"]["requests"] == len(chunk_text(text)) > 1


def test_check_prints_settings_without_the_key(run, llm_server: FakeServer, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("OPENAI_API_KEY", "sk-do-not-print")
    llm_server.reply(error(400, "response_format json_schema not supported"), ok('{"ok": true}'))
    result = run("check")
    assert result.exit_code == 0, result.output
    assert "sk-do-not-print" not in result.output
    assert "model            test-model" in result.stdout
    assert "response_format json_object" in result.stdout
    assert llm_server.requests[-1]["response_format"] == {"type": "json_object"}


def test_user_errors_are_one_line_messages(
    run, llm_server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    doc = tmp_path / "doc.txt"
    doc.write_text("text")
    monkeypatch.delenv("HCF_LLM_MODEL")
    result = run("quality", str(doc))
    assert result.exit_code == 1
    assert result.stderr.strip() == "Error: no LLM model set: set HCF_LLM_MODEL or [llm] model in hcf.toml"
    budget = run("quality", str(doc), "--model", "m", "--max-requests", "0")
    assert budget.exit_code == 1 and "budget exhausted (max_requests=0)" in budget.stderr
    llm_server.reply(error(401, "invalid api key"))
    refused = run("judge", "-q", "q", "-a", "a", str(doc), "--model", "m", "--no-cache")
    assert refused.exit_code == 1 and "check OPENAI_API_KEY" in refused.stderr
    assert "Traceback" not in refused.output
