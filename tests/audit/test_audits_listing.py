"""`hcf audits --verdict-changes RUN_A RUN_B` and `--contradicting-documents`: graph questions about audits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.audit.answer import GraphView, OfflineJudge
from hcf_graph.audit.rows import LogContext, LogRow
from hcf_graph.audit.run import Auditor
from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument

ALPHA = "Freedonia is a small country. The currency of Freedonia is Alpha. It has two rivers."
BETA = "A travel guide. The currency of Freedonia is Beta. Visit in spring."
CAPITAL = "The capital of Sylvania is Elm. It lies on a lake."
QUESTION = "What is the currency of Freedonia?"


def _auditor(db: Database) -> Auditor:
    extractor = PatternExtractor()
    return Auditor(db, OfflineJudge(GraphView(db.graph.rules, db.graph.normalizer), extractor), extractor)


def _row(line: int, question: str, answer: str, *texts: str) -> LogRow:
    return LogRow(line, f"r{line}", question, answer, [LogContext(t) for t in texts])


def _two_runs(db_path: Path) -> tuple[str, str]:
    """Run 1: both answers supported; run 2: the currency answer changed to Beta, read against Alpha."""
    with Database(db_path, engine=ENGINE) as db:
        docs = [
            SourceDocument(n, t, n, "text/plain") for n, t in (("alpha", ALPHA), ("beta", BETA), ("sylvania", CAPITAL))
        ]
        ingest_documents(db, docs, PatternExtractor())
        capital = ("What is the capital of Sylvania?", "The capital of Sylvania is Elm.", CAPITAL)
        first = _auditor(db).audit_rows(
            [_row(1, QUESTION, "The currency of Freedonia is Alpha.", ALPHA), _row(2, *capital)]
        )
        second = _auditor(db).audit_rows(
            [_row(1, QUESTION, "The currency of Freedonia is Beta.", ALPHA), _row(2, *capital)]
        )
        assert [r.verdict for r in first.results] == ["supported", "supported"]
        assert [r.verdict for r in second.results] == ["contradicted", "supported"]
        return first.run, second.run


@pytest.mark.engine
def test_verdict_changes_between_two_runs(db_path: Path) -> None:
    run_a, run_b = _two_runs(db_path)
    db_opts = ["--db", str(db_path), "--engine", ENGINE]
    runner = CliRunner()
    result = runner.invoke(main, ["audits", "--verdict-changes", run_a, run_b, "--json", *db_opts])
    assert result.exit_code == 0, result.output
    changes = json.loads(result.output)
    assert [(c["question"], c["verdict_a"], c["verdict_b"]) for c in changes] == [
        (QUESTION, "supported", "contradicted")
    ]
    assert changes[0]["acs_a"] == 1.0 and changes[0]["acs_b"] == 0.0
    # run ids may be given without their leading zeros; the table names both verdicts
    table = runner.invoke(main, ["audits", "--verdict-changes", str(int(run_a)), str(int(run_b)), *db_opts])
    assert table.exit_code == 0 and "supported (1.000" in table.output and "-> contradicted (0.000" in table.output
    assert "Sylvania" not in table.output
    same = runner.invoke(main, ["audits", "--verdict-changes", run_a, run_a, *db_opts])
    assert same.exit_code == 0 and "no question changed its verdict" in same.output


@pytest.mark.engine
def test_contradicting_documents_rank_the_sources_that_contradict_answers(db_path: Path) -> None:
    _two_runs(db_path)
    db_opts = ["--db", str(db_path), "--engine", ENGINE]
    result = CliRunner().invoke(main, ["audits", "--contradicting-documents", "--json", *db_opts])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == [{"doc": "alpha@1", "contradictions": 1}]
    table = CliRunner().invoke(main, ["audits", "--contradicting-documents", *db_opts])
    assert "1  alpha@1" in table.output


def test_bad_audit_queries_say_what_to_do(db_path: Path) -> None:
    run_a, _ = _two_runs(db_path)
    db_opts = ["--db", str(db_path), "--engine", ENGINE]
    runner = CliRunner()
    unknown = runner.invoke(main, ["audits", "--verdict-changes", run_a, "999", *db_opts])
    assert unknown.exit_code == 1 and "no audit run '000999'" in unknown.output and run_a in unknown.output
    assert "Traceback" not in unknown.output
    both = runner.invoke(main, ["audits", "--verdict-changes", run_a, run_a, "--contradicting-documents", *db_opts])
    assert both.exit_code == 2 and "not both" in both.output
    mixed = runner.invoke(main, ["audits", "--contradicting-documents", "--contradicted", *db_opts])
    assert mixed.exit_code == 2 and "plain listing" in mixed.output
