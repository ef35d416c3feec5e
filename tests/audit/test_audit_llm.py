"""The LLM judge (operator J) gives the offline judge's output shape, against a real local HTTP server."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hcf_testing import PatternExtractor

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "llm"))
from llm_fake_server import ok, start_server

from hcf_graph.audit.answer import GraphView
from hcf_graph.audit.llm_judge import LlmJudge
from hcf_graph.audit.rows import read_log
from hcf_graph.audit.run import Auditor
from hcf_graph.database import Database
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.llm import LlmConfig
from hcf_graph.model import SourceDocument

ALPHA = "Freedonia is small. The currency of Freedonia is Alpha."
BETA = "A guide. The currency of Freedonia is Beta."
REPLY = {
    "supporting": [{"passage": 1, "quote": "The currency of Freedonia is Alpha", "claim": "Alpha"}],
    "contradicting": [
        {"passage": 2, "quote": "The currency of Freedonia is Beta", "claim": "Alpha"},
        {"passage": 2, "quote": "not in the passage", "claim": "Alpha"},
    ],
    "explanation": "Passage 2 gives Beta.",
    "query_alignment": 1.0,
    "evidence_support": 1.0,
    "no_contradiction": 0.5,
    "score": 0.55,
}


@pytest.mark.engine
def test_llm_judge_maps_j_to_the_audit_shape(db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    docs = [SourceDocument(n, t, n, "text/plain") for n, t in (("alpha", ALPHA), ("beta", BETA))]
    ingest_documents(db, docs, PatternExtractor())
    log = tmp_path / "log.jsonl"
    log.write_text(
        json.dumps({"question": "What is the currency of Freedonia?", "answer": "Alpha.", "contexts": [ALPHA, BETA]})
        + "\n",
        encoding="utf-8",
    )
    state, server, thread = start_server()
    try:
        state.reply(ok(REPLY))
        config = LlmConfig.load(
            model="test-model",
            base_url=state.url,
            timeout=2.0,
            backoff=0.01,
            max_retries=1,
            concurrency=1,
            cache_dir=tmp_path / "cache",
        )
        judge = LlmJudge(GraphView(db.graph.rules, db.graph.normalizer), config)
        rows, _ = read_log(log)
        result = Auditor(db, judge, PatternExtractor()).audit_rows(rows, source=str(log)).results[0].as_json()
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
    assert result["acs"] == 0.55 and result["judge"] == "openai-judge.v1:test-model"
    assert result["verdict"] == "supported" and result["contested"]
    evidence = result["statements"][0]["evidence"]
    assert [e["relation"] for e in evidence] == ["supports", "contradicts"]  # the unlocated quote is dropped
    for e in evidence:
        assert db.document_texts([e["doc"]])[e["doc"]][e["start"] : e["end"]] == e["quote"]
    assert result["context_conflicts"] and result["context_conflicts"][0]["entity"] == "Freedonia"
    assert "[2] A guide" in state.requests[0]["messages"][-1]["content"]
