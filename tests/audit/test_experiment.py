"""The HCF experiment on a small store: graph answers, LLM answers from a local server, both audited."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from hcf_testing import PatternExtractor

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "llm"))
from llm_fake_server import Reply, ok, start_server

from hcf_graph.audit.answer import GraphView, OfflineJudge
from hcf_graph.audit.experiment import contested_example, run_experiment
from hcf_graph.audit.run import Auditor
from hcf_graph.database import Database
from hcf_graph.evaluate import Question
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.llm import LlmClient, LlmConfig
from hcf_graph.model import SourceDocument

ALPHA = "Freedonia is a small country. The currency of Freedonia is Alpha. It has two rivers."
BETA = "A travel guide to Freedonia. The currency of Freedonia is Beta. Visit in spring."
OTHER = "The capital of Sylvania is Elm. The currency of Sylvania is Gamma."
QUESTIONS = [
    Question("q1", "manipulated", "What is the currency of Freedonia?", "Alpha.", ("alpha",)),
    Question("q2", "control", "What is the capital of Sylvania?", "Elm.", ("other",)),
]


def _auditor(db: Database) -> Auditor:
    extractor = PatternExtractor()
    return Auditor(db, OfflineJudge(GraphView(db.graph.rules, db.graph.normalizer), extractor), extractor)


def _store(db: Database) -> None:
    docs = [SourceDocument(n, t, n, "text/plain") for n, t in (("alpha", ALPHA), ("beta", BETA), ("other", OTHER))]
    ingest_documents(db, docs, PatternExtractor())


def test_graph_answers_match_references_over_a_contested_context(db: Database) -> None:
    _store(db)
    experiment = run_experiment(db, QUESTIONS, k=2, auditor=_auditor(db))
    first, second = experiment.questions
    # the best-ranked chunk's value is the answer; the other retrieved source disagrees
    assert first.answer.text in ("The currency of Freedonia is Alpha.", "The currency of Freedonia is Beta.")
    assert second.answer.text == "The capital of Sylvania is Elm." and second.matched
    assert second.audit.acs == 1.0 and not second.contradicting_evidence
    assert first.contradicting_evidence and first.audit.acs < 1.0
    summary = experiment.summary()
    assert summary["questions"] == 2 and summary["k"] == 2
    assert summary["acs_targeted_mean"] == first.audit.acs
    assert summary["matched_but_contradicted"] == (1 if first.matched else 0)
    assert "llm_answers" not in summary
    example = contested_example(experiment)
    assert example is None or example.question.id == "q1"


def test_an_llm_answers_from_the_same_chunks_and_is_audited(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    _store(db)
    state, server, thread = start_server()

    def answer(request: dict[str, Any]) -> Reply:
        prompt = request["messages"][-1]["content"]
        return ok({"answer": "Alpha." if "Freedonia" in prompt.split("Passages:")[0] else "Elm is the capital."})

    state.responder = answer
    config = LlmConfig.load(
        model="test-model", base_url=state.url, max_retries=0, concurrency=1, cache_dir=tmp_path / "cache"
    )
    try:
        experiment = run_experiment(db, QUESTIONS, k=2, auditor=_auditor(db), llm=LlmClient(config))
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
    assert state.count == 2
    assert "[1] " in state.requests[0]["messages"][-1]["content"]  # the retrieved chunks are the passages
    assert experiment.llm is not None
    freedonia, sylvania = experiment.llm.questions
    assert freedonia.answer.text == "Alpha." and freedonia.matched
    assert freedonia.contradicting_evidence and freedonia.audit.verdict == "supported"
    assert sylvania.matched and sylvania.audit.verdict == "supported"
    llm = experiment.summary()["llm_answers"]
    assert llm["questions"] == 2 and llm["matched_but_contradicted"] == 1
