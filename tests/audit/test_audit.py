"""Retrieval and answer audits: row formats, the paper's central case, spans, rebuild, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.audit.answer import GraphView, OfflineJudge
from hcf_graph.audit.rows import MAX_CONTEXT_CHARS, RowProblem, parse_row, read_log
from hcf_graph.audit.run import Auditor
from hcf_graph.audit.trace import trace
from hcf_graph.cli import main
from hcf_graph.database import Database, rebuild
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument

ALPHA = "Freedonia is a small country. The currency of Freedonia is Alpha. It has two rivers."
BETA = "A travel guide. The currency of Freedonia is Beta. Visit in spring."
OTHER = "The population of Sylvania is 2 million."


def _store(db: Database) -> None:
    docs = [SourceDocument(n, t, n, "text/plain") for n, t in (("alpha", ALPHA), ("beta", BETA), ("other", OTHER))]
    ingest_documents(db, docs, PatternExtractor())


def _auditor(db: Database) -> Auditor:
    extractor = PatternExtractor()
    judge = OfflineJudge(GraphView(db.graph.rules, db.graph.normalizer), extractor)
    return Auditor(db, judge, extractor)


def _write(path: Path, rows: list[object]) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def _check_spans(db: Database, audit: dict[str, object]) -> int:
    """Every evidence and context-conflict span equals the document text; returns how many."""
    checked = 0
    for s in audit["statements"]:  # type: ignore[attr-defined]
        for e in s["evidence"]:
            text = db.document_texts([e["doc"]])[e["doc"]]
            assert text[e["start"] : e["end"]] == e["quote"]
            checked += 1
    for c in audit["context_conflicts"]:  # type: ignore[attr-defined]
        for v in c["values"]:
            assert db.document_texts([v["doc"]])[v["doc"]][v["start"] : v["end"]] == v["quote"]
            checked += 1
    return checked


def test_three_row_formats_are_detected() -> None:
    ragas = parse_row(
        {
            "user_input": "q?",
            "retrieved_contexts": ["c"],
            "retrieved_context_ids": ["x#0"],
            "response": "a",
            "reference": "r",
        },
        1,
    )
    v01 = parse_row({"question": "q?", "contexts": ["c"], "answer": "a", "ground_truth": "g"}, 2)
    own = parse_row(
        {"id": "7", "question": "q?", "contexts": [{"text": "c", "score": 0.5, "rank": 1}], "answer": "a"}, 3
    )
    assert (ragas.format, ragas.contexts[0].chunk, ragas.reference) == ("ragas", "x#0", "r")
    assert (v01.format, v01.reference, v01.contexts[0].text) == ("ragas-v0.1", "g", "c")
    assert (own.format, own.id, own.contexts[0].score) == ("hcf", "7", 0.5)


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ({"question": "q?", "contexts": []}, "no answer"),
        ({"contexts": [], "answer": "a"}, "no question"),
        ({"question": "q?", "contexts": "text", "answer": "a"}, "must be a list"),
        ({"question": "q?", "contexts": [], "answer": "  "}, "empty"),
        ({"id": 1, "question": "q?", "contexts": [{"text": "c", "score": 3}], "answer": "a"}, "outside [0, 1]"),
        ({"question": "q?", "contexts": ["x" * (MAX_CONTEXT_CHARS + 1)], "answer": "a"}, "over the limit"),
    ],
)
def test_bad_rows_say_what_is_wrong(record: dict[str, object], message: str) -> None:
    with pytest.raises(RowProblem, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_row(record, 4)


@pytest.mark.engine
def test_central_case_supported_answer_with_a_competing_value_in_context(db: Database) -> None:
    _store(db)
    path = _write(
        db.folder.parent / "log.jsonl",
        [
            {
                "id": "c1",
                "question": "What is the currency of Freedonia?",
                "answer": "The currency of Freedonia is Alpha.",
                "reference": "Alpha",
                "contexts": [{"text": ALPHA}, {"text": BETA}],
            },
            {
                "id": "c2",
                "question": "What is the currency of Freedonia?",
                "answer": "The currency of Freedonia is Alpha.",
                "contexts": [{"text": ALPHA}],
            },
            {
                "id": "c3",
                "question": "What is the currency of Freedonia?",
                "answer": "Alpha.",
                "contexts": [{"text": ALPHA}, {"text": BETA}],
            },
            {
                "id": "c4",
                "question": "What is the currency of Freedonia?",
                "answer": "Gamma.",
                "contexts": [{"text": ALPHA}],
            },
        ],
    )
    rows, errors = read_log(path)
    run = _auditor(db).audit_rows(rows, source=str(path))
    assert not errors and len(run.results) == 4
    contested, clean, short, wrong = (r.as_json() for r in run.results)
    # the answer matches the reference, yet the retrieved context holds a competing value
    assert contested["verdict"] == "supported" and contested["contested"]
    assert clean["acs"] == 1.0 and not clean["contested"]
    assert contested["acs"] < clean["acs"]
    shown = [e for e in contested["statements"][0]["evidence"] if e["relation"] == "contradicts"]
    assert shown and shown[0]["doc"] == "beta@1" and "Beta" in shown[0]["quote"]
    assert contested["context_conflicts"][0]["touches_answer"]
    assert "Beta" in contested["explanation"]
    # a short answer is read against the question
    assert short["statements"][0]["verdict"] == "supported" and short["statements"][0]["reading"]
    assert short["acs"] == contested["acs"]
    assert wrong["verdict"] == "contradicted" and wrong["acs"] == 0.0
    assert all(_check_spans(db, r) for r in (contested, short, wrong))
    assert set(contested) >= {
        "id",
        "question",
        "answer",
        "acs",
        "verdict",
        "retrieval",
        "statements",
        "context_conflicts",
        "corpus_conflicts",
    }
    assert set(contested["retrieval"]) >= {"k", "ss1", "ss_mean", "ss_std"}
    assert contested["retrieval"]["k"] == 2 and 0 <= contested["retrieval"]["ss1"] <= 1


@pytest.mark.engine
def test_audits_live_in_the_graph_and_survive_rebuild(db_path: Path, tmp_path: Path) -> None:
    with Database(db_path, engine=ENGINE) as db:
        _store(db)
        path = _write(
            tmp_path / "log.jsonl",
            [
                {
                    "question": "What is the currency of Freedonia?",
                    "answer": "The currency of Freedonia is Alpha.",
                    "contexts": [ALPHA, BETA],
                },
            ],
        )
        rows, _ = read_log(path)
        audit_id = _auditor(db).audit_rows(rows, source=str(path)).results[0].id
        before = trace(db.graph, audit_id)
        touching = db.graph.rows("list_audits_touching_conflicts")
        ranked = db.graph.rows("list_contradicting_documents")
    assert [r["id"] for r in touching] == [audit_id]
    assert ranked[0]["doc"] == "beta@1"
    relations = {e["relation"] for s in before["statements"] for e in s["evidence"]}
    assert relations == {"supports", "contradicts"}
    assert all(e["conflicts"] for s in before["statements"] for e in s["evidence"])
    with rebuild(db_path, engine=ENGINE) as db:
        assert trace(db.graph, audit_id) == before
        assert [r["id"] for r in db.graph.rows("list_audits", contradicted=True)] == [audit_id]


@pytest.mark.engine
def test_unknown_contexts_are_ingested_and_bad_lines_reported(db: Database, tmp_path: Path) -> None:
    _store(db)
    new_text = "The currency of Grand Fenwick is Delta."
    path = _write(
        tmp_path / "log.jsonl",
        [
            {
                "user_input": "What is the currency of Grand Fenwick?",
                "retrieved_contexts": [new_text],
                "response": "Delta.",
            },
            {
                "question": "What is the currency of Freedonia?",
                "contexts": ["the CURRENCY of freedonia   is alpha."],
                "answer": "Alpha",
            },
            {"user_input": "q?", "retrieved_contexts": ["x"], "retrieved_context_ids": ["nope#0"], "response": "a"},
            "not json",
            {"question": "What?", "contexts": [], "answer": ""},
        ],
    )
    rows, errors = read_log(path)
    run = _auditor(db).audit_rows(rows, source=str(path), errors=errors)
    assert [e.line for e in run.errors] == [3, 4, 5]
    assert "nope#0" in str(run.errors[0])
    assert run.ingested_contexts == 1
    fenwick, tolerant = run.results
    assert fenwick.contexts[0].located == "ingested" and fenwick.contexts[0].doc.startswith("context-")
    assert fenwick.verdict == "supported"
    assert tolerant.contexts[0].located == "tolerant"
    assert tolerant.contexts[0].text == "The currency of Freedonia is Alpha."
    stored = db.graph.rows("list_audits", contradicted=False)
    assert len(stored) == 2  # refused rows left nothing behind
    assert db.graph.rows("find_documents_by_id", ids=[fenwick.contexts[0].doc])[0]["id"]


@pytest.mark.engine
def test_cli_audit_audits_trace(db_path: Path, tmp_path: Path) -> None:
    with Database(db_path, engine=ENGINE) as db:
        _store(db)
    path = _write(
        tmp_path / "log.jsonl",
        [
            {
                "id": "r1",
                "question": "What is the currency of Freedonia?",
                "answer": "The currency of Freedonia is Alpha.",
                "contexts": [{"text": ALPHA, "score": 0.9}, {"text": BETA, "score": 0.7}],
            },
            {"id": "r2", "question": "What?", "answer": "", "contexts": []},
        ],
    )
    runner = CliRunner()
    db_opts = ["--db", str(db_path), "--engine", ENGINE]
    result = runner.invoke(main, ["audit", str(path), "--json", *db_opts])
    assert result.exit_code == 1, result.output
    assert "line 2" in result.output
    out = json.loads(result.stdout[result.stdout.index("{") :])
    audit = out["audits"][0]
    assert audit["retrieval"]["ss1"] == 0.9 and audit["retrieval"]["ss_std"] == pytest.approx(0.1)
    listed = runner.invoke(main, ["audits", "--contradicted", *db_opts])
    assert audit["id"] in listed.output
    traced = runner.invoke(main, ["trace", audit["id"], *db_opts])
    assert traced.exit_code == 0 and "contradicts" in traced.output and "beta@1" in traced.output
    missing = runner.invoke(main, ["trace", "a999", *db_opts])
    assert missing.exit_code == 1 and "no audit" in missing.output
