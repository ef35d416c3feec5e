"""``hcf ingest --extractor openai`` through the main CLI, against the scripted server."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from llm_fake_server import FakeServer, ok

SPAIN = "# Spain\n\nMadrid is the capital of Spain.\n\nSpain joined the EU in 1986.\n"
FRANCE = "# France\n\nParis is the capital of France.\n"

FACTS = {
    "Madrid is the capital of Spain.": [
        {
            "entity": "Spain",
            "relation": "capital",
            "value": "Madrid",
            "quote": "Madrid is the capital of Spain",
        }
    ],
    "Spain joined the EU in 1986.": [
        {
            "entity": "Spain",
            "relation": "joined_eu_in",
            "value": "1986",
            "quote": "spain JOINED the EU in 1986",
        },
        {
            "entity": "Spain",
            "relation": "currency",
            "value": "peseta",
            "quote": "Spain used the peseta",
        },
    ],
    "Paris is the capital of France.": [
        {
            "entity": "France",
            "relation": "capital",
            "value": "Paris",
            "quote": "Paris is the capital of France.",
        }
    ],
}


def responder(request: dict[str, Any]) -> Any:
    passage = [m["content"] for m in request["messages"] if m["role"] == "user"][-1]
    facts = [f for sentence, found in FACTS.items() if sentence in passage for f in found]
    return ok({"facts": facts})


@pytest.fixture
def hcf(llm_server: FakeServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    from hcf_graph.cli import main

    llm_server.responder = responder
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.url)
    monkeypatch.setenv("HCF_LLM_MODEL", "test-model")
    monkeypatch.setenv("HCF_LLM_CACHE_DIR", str(tmp_path / "cache"))
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "spain.md").write_text(SPAIN)
    (docs / "france.md").write_text(FRANCE)

    def invoke(*args: str) -> Result:
        return CliRunner().invoke(main, list(args), catch_exceptions=False)

    return invoke


def test_ingest_with_openai_extractor_then_again_from_cache(  # type: ignore[no-untyped-def]
    hcf, llm_server: FakeServer, tmp_path: Path
) -> None:
    docs = str(tmp_path / "docs")
    first = hcf("ingest", "--extractor", "openai", "--db", str(tmp_path / "a.db"), docs, "--json")
    assert first.exit_code == 0, first.output
    report = json.loads(first.stdout)
    assert report["facts"] == 3
    stats = report["extractor_stats"]
    assert stats["dropped_quotes"] == 1 and stats["requests"] == llm_server.count > 0
    sent = llm_server.count

    facts = hcf("facts", "--db", str(tmp_path / "a.db"), "--json")
    assert facts.exit_code == 0, facts.output
    rows = json.loads(facts.stdout)
    rows = rows["facts"] if isinstance(rows, dict) else rows
    quotes = {row["quote"] for row in rows}
    assert quotes == {
        "Madrid is the capital of Spain",
        "Spain joined the EU in 1986",
        "Paris is the capital of France.",
    }
    assert {row["extractor"] for row in rows} == {"openai-facts.v1/test-model"}

    # The same ingest into a fresh database: every chunk answered from the cache.
    second = hcf("ingest", "--extractor", "openai", "--db", str(tmp_path / "b.db"), docs, "--json")
    assert second.exit_code == 0, second.output
    again = json.loads(second.stdout)
    assert again["facts"] == 3
    assert again["extractor_stats"]["requests"] == 0
    assert again["extractor_stats"]["cache_hits"] == stats["requests"]
    assert llm_server.count == sent


def test_ingest_budget_guard(hcf, llm_server: FakeServer, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = hcf(
        "ingest",
        "--extractor",
        "openai",
        "--max-requests",
        "1",
        "--db",
        str(tmp_path / "c.db"),
        str(tmp_path / "docs"),
        "--json",
    )
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)["extractor_stats"]
    assert llm_server.count == 1 and stats["failure_reasons"] == {"budget exhausted": stats["failed_inputs"]}


def test_llm_and_rule_facts_coexist_in_one_graph(  # type: ignore[no-untyped-def]
    hcf, tmp_path: Path
) -> None:
    pytest.importorskip("spacy")
    db = str(tmp_path / "mixed.db")
    docs = tmp_path / "docs"
    rules = hcf("ingest", "--extractor", "spacy-rules", "--db", db, str(docs / "france.md"))
    assert rules.exit_code == 0, rules.output
    llm = hcf("ingest", "--extractor", "openai", "--db", db, str(docs / "spain.md"))
    assert llm.exit_code == 0, llm.output
    facts = hcf("facts", "--db", db, "--json")
    rows = json.loads(facts.stdout)
    rows = rows["facts"] if isinstance(rows, dict) else rows
    labels = {row["extractor"].split("/")[0] for row in rows}
    assert "openai-facts.v1" in labels and any(label.startswith("spacy-rules") for label in labels)
    for row in rows:
        assert row["quote"]
