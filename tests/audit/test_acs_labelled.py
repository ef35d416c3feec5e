"""Validated ACS on labelled cases written for hcf-graph (not WebNLG), the judge's lexical reading,
and the benchmark harness running the LLM judge against a local OpenAI-compatible server."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hcf_testing import PatternExtractor

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "llm"))
from llm_fake_server import Reply, ok, start_server

from hcf_graph.audit.rows import LogContext, LogRow
from hcf_graph.audit.run import Auditor, AuditResult
from hcf_graph.database import Database
from hcf_graph.extract import Extractor, make_extractor

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_acs.py"
# measured on these 42 cases: AUC 1.0, balanced accuracy 1.0 (python benchmarks/bench_acs.py --written-only)
AUC_BAR = 0.95


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_acs", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_acs"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_acs_separates_supported_answers_on_written_cases(tmp_path: Path) -> None:
    bench = _bench()
    cases = bench.written_cases()[:42]
    assert {c.label for c in cases} == {"supported", "contradicted", "unsupported"}
    judged = bench.judge_cases(cases, tmp_path / "db")
    acs = [j["acs"] for j in judged]
    positive = [c.label == "supported" for c in cases]
    assert bench.roc_auc(acs, positive) >= AUC_BAR
    assert bench.balanced_accuracy(acs, positive, 0.1) >= 0.9
    # a contradicted answer never scores above a supported answer to the same question
    for question in {c.question for c in cases}:
        scores = {c.label: a for c, a in zip(cases, acs, strict=True) if c.question == question}
        assert scores["supported"] > scores["contradicted"], question


def test_auc_and_balanced_accuracy_helpers() -> None:
    bench = _bench()
    assert bench.roc_auc([0.9, 0.8, 0.1, 0.2], [True, True, False, False]) == 1.0
    assert bench.roc_auc([0.5, 0.5], [True, False]) == 0.5
    assert bench.roc_auc([0.1, 0.9], [True, False]) == 0.0
    assert bench.balanced_accuracy([0.9, 0.2, 0.6], [True, False, False], 0.5) == 0.75
    assert bench.lexical_overlap("Lisbon harbour", "The harbour of Oporto.") == 0.5


def _audit(question: str, answer: str, context: str, extractor: Extractor, folder: Path) -> AuditResult:
    with Database(folder) as db:
        row = LogRow(1, "r1", question, answer, [LogContext(context)])
        run = Auditor(db, extractor=extractor).audit_rows([row], store=False)
    return run.results[0]


def test_lexical_support_needs_the_words_the_answer_adds(tmp_path: Path) -> None:
    """Words that repeat the question support nothing: the museum is not "in Lisbon" because the
    context names the museum and its location."""
    context = "The Orland Museum is located in the old customs house. It opened in 1931."
    wrong = _audit(
        "Where is the Orland Museum located?",
        "The Orland Museum in the old customs house is located in Lisbon.",
        context,
        PatternExtractor(),
        tmp_path / "a",
    )
    right = _audit(
        "Where is the Orland Museum located?",
        "The Orland Museum is located in the old customs house.",
        context,
        PatternExtractor(),
        tmp_path / "b",
    )
    assert wrong.verdict == "unsupported" and not wrong.judgement.statements[0].evidence
    assert right.verdict == "supported" and right.acs >= 0.75 > wrong.acs


def test_short_answers_numbers_and_acronyms_are_read_against_the_question(tmp_path: Path) -> None:
    context = "Varnholm is a small port in the Kingdom of Norway. Its airfield has a main runway of 2,140 metres."
    right = _audit("In which country is Varnholm?", "Kingdom of Norway", context, PatternExtractor(), tmp_path / "a")
    wrong = _audit("In which country is Varnholm?", "Kingdom of Sweden", context, PatternExtractor(), tmp_path / "b")
    assert right.verdict == "supported" and right.acs >= 0.4 > wrong.acs
    runway = _audit("How long is the main runway of Varnholm?", "2140.0", context, PatternExtractor(), tmp_path / "c")
    assert runway.verdict == "supported"
    acronym = _audit(
        "In which country is Selby Field?",
        "United Kingdom",
        "Selby Field is an airfield in the U.K. that opened in 1961.",
        PatternExtractor(),
        tmp_path / "d",
    )
    assert acronym.verdict == "supported"


def test_a_value_the_extractor_cuts_short_is_not_a_contradiction(tmp_path: Path) -> None:
    """spacy-rules reads "The sealing date of X is 15 June 1215." as "15 June": the statement's own
    words still give the full date, so the retrieved "15 June 1215" supports it."""
    result = _audit(
        "On what date was the Charter of Ostra sealed?",
        "The sealing date of the Charter of Ostra is 15 June 1215.",
        "The Charter of Ostra was sealed on 15 June 1215 in the town hall.",
        make_extractor("spacy-rules"),
        tmp_path / "a",
    )
    assert result.verdict == "supported" and result.acs > 0.5
    assert not any(e.relation == "contradicts" for s in result.judgement.statements for e in s.evidence)


def _fake_j(request: dict[str, Any]) -> Reply:
    """A scripted J: the share of the answer's words found in passage 1, as its score."""
    prompt = request["messages"][-1]["content"]
    answer = prompt.split("\n\nAnswer: ", 1)[1].split("\n\nPassages:", 1)[0]
    passage = prompt.split("\n[1] ", 1)[1]
    words = re.findall(r"\w+", answer.lower())
    score = round(sum(1 for w in words if w in passage.lower()) / len(words), 4) if words else 0.0
    return ok(
        {
            "supporting": [],
            "contradicting": [],
            "explanation": "scripted",
            "query_alignment": 1.0,
            "evidence_support": score,
            "no_contradiction": 1.0,
            "score": score,
        }
    )


def test_the_benchmark_runs_the_llm_judge_against_a_local_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("HCF_LLM_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("HCF_LLM_MAX_RETRIES", "0")
    monkeypatch.chdir(tmp_path)  # no hcf.toml of the checkout
    bench = _bench()
    state, server, thread = start_server()
    state.responder = _fake_j
    try:
        out = tmp_path / "report.json"
        report = bench.main(
            ["--written-only", "--llm", "--base-url", state.url, "--model", "test-model", "--json", str(out)]
        )
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
    cases = json.loads(out.read_text())["cases"]
    assert state.count == len(cases) == 60  # one J request per case
    assert report["judge"] == "llm" and "judge: llm" in capsys.readouterr().out
    for case in cases:
        expected = _fake_j({"messages": [{"content": _prompt_of(case)}]}).body
        assert case["acs"] == json.loads(expected["choices"][0]["message"]["content"])["score"]
    assert 0.0 <= report["parts"]["written"]["auc_acs"] <= 1.0


def _prompt_of(case: dict[str, Any]) -> str:
    return f"Question: {case['question']}\n\nAnswer: {case['answer']}\n\nPassages:\n[1] {case['context']}"
