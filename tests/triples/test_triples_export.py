"""Every export re-read by a parser of its format (ours for TREC, Ragas' loader where installed):
counts and ids preserved."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from triples_testing import TRIPLES, WORKED, run

from hcf_graph.database import Database
from hcf_graph.triples.export import FORMATS, export_triples
from hcf_graph.triples.records import read_triples
from hcf_graph.triples.score import score_triples
from hcf_graph.triples.trec import read_nuggets, read_qrels, read_run, read_trec_rag

TRIPLE = WORKED / "triple.jsonl"
RESPONSE = WORKED / "response.jsonl"
GOLD = TRIPLES / "gold.jsonl"


def _export(db: Path, fmt: str, tmp_path: Path, triples: Path = TRIPLE, responses: Path | None = RESPONSE) -> str:
    out = tmp_path / f"out.{fmt}"
    args = ["triples", "export", str(triples), "--to", fmt, "--out", str(out), "--db", str(db), "--tag", "sysA"]
    code, _, err = run(*args, *(["--responses", str(responses)] if responses else []))
    assert code == 0, err
    return out.read_text(encoding="utf-8")


def test_qrels_round_trip_grades_doc_at_version(worked_db: Path, tmp_path: Path) -> None:
    qrels = read_qrels(_export(worked_db, "qrels", tmp_path))
    assert [(q.qid, q.iteration, q.docno, q.rel) for q in qrels] == [
        ("kbqa-000318", "0", "kb-1042@v12", 2),
        ("kbqa-000318", "0", "kb-2210@v4", 2),
        ("kbqa-000318", "0", "kb-0415@v3", 2),
        ("kbqa-000318", "0", "kb-1042@v9", 0),  # the forbidden claim's stale source never scores
    ]


def test_run_round_trip_keeps_ranks(worked_db: Path, tmp_path: Path) -> None:
    lines = read_run(_export(worked_db, "run", tmp_path))
    retrieved = json.loads(RESPONSE.read_text(encoding="utf-8"))["retrieved"]
    assert [(r.qid, r.docno, r.rank, r.tag) for r in lines] == [
        ("kbqa-000318", d, i, "sysA") for i, d in enumerate(retrieved, start=1)
    ]
    assert [r.score for r in lines] == sorted((r.score for r in lines), reverse=True)


def test_run_needs_responses(worked_db: Path) -> None:
    code, _, err = run("triples", "export", str(TRIPLE), "--to", "run", "--db", str(worked_db))
    assert code == 1 and "needs the system's responses" in err


def test_nuggets_and_assignments_round_trip(worked_db: Path, tmp_path: Path) -> None:
    plain = read_nuggets(_export(worked_db, "nuggets", tmp_path, responses=None))
    assert [(n["id"], n["importance"]) for n in plain[0]["nuggets"]] == [("c1", "vital"), ("c2", "vital")]
    assigned = read_nuggets(_export(worked_db, "nuggets", tmp_path))
    assert [n["assignment"] for n in assigned[0]["nuggets"]] == ["support", "not_support"]
    sentences = assigned[0]["sentences"]
    assert [s["nuggets"] for s in sentences] == [[], ["c1"], []]
    assert [s["assignment"] for s in sentences] == ["not_support", "support", "not_support"]


def test_trec_rag_round_trip_with_citation_indices(worked_db: Path, tmp_path: Path) -> None:
    (answer,) = read_trec_rag(_export(worked_db, "trec-rag", tmp_path))
    refs = answer["references"]
    assert refs == json.loads(RESPONSE.read_text(encoding="utf-8"))["retrieved"]
    cited = [[refs[i] for i in s["citations"]] for s in answer["answer"]]
    assert cited == [[], ["kb-1042@v12"], ["kb-1042@v9"]]
    (gold,) = read_trec_rag(_export(worked_db, "trec-rag", tmp_path, responses=None))
    assert gold["run_id"] == "sysA-gold"
    assert [[gold["references"][i] for i in s["citations"]] for s in gold["answer"]] == [
        ["kb-1042@v12"],
        ["kb-2210@v4"],
    ]


def test_ragas_rows_in_both_namings(worked_db: Path, tmp_path: Path) -> None:
    (row,) = [json.loads(line) for line in _export(worked_db, "ragas", tmp_path).splitlines()]
    assert row["retrieved_context_ids"][0] == "kb-1042@v9"
    assert "prorated refund" in row["retrieved_contexts"][0]  # the stored text of that version
    assert "[kb-" not in row["response"]
    assert row["reference_context_ids"] == ["kb-1042@v12", "kb-2210@v4", "kb-0415@v3"]
    (old,) = [json.loads(line) for line in _export(worked_db, "ragas-v0.1", tmp_path).splitlines()]
    assert set(old) == {"question", "ground_truth", "contexts", "answer"}
    assert old["contexts"] == row["retrieved_contexts"]


def test_ragas_export_loads_in_ragas(worked_db: Path, tmp_path: Path) -> None:
    ragas = pytest.importorskip("ragas")
    path = tmp_path / "rows.jsonl"
    path.write_text(_export(worked_db, "ragas", tmp_path), encoding="utf-8")
    dataset = ragas.EvaluationDataset.from_jsonl(str(path))
    assert len(dataset) == 1
    assert dataset[0].retrieved_context_ids == json.loads(RESPONSE.read_text(encoding="utf-8"))["retrieved"]


def test_manifest_lists_every_version(worked_db: Path, tmp_path: Path) -> None:
    rows = [json.loads(line) for line in _export(worked_db, "manifest", tmp_path, responses=None).splitlines()]
    assert len(rows) == 7
    v9 = next(r for r in rows if r["doc"] == "kb-1042@v9")
    assert (v9["version"], v9["superseded"], v9["in_triples"], len(v9["sha256"])) == ("v9", True, False, 64)
    assert v9["mime"] and v9["parser"].startswith("hcf-graph ")
    assert all(isinstance(r["permissions"], list) for r in rows)


def test_gold_set_exports_round_trip(controlled_db: Path, tmp_path: Path) -> None:
    triples = read_triples(GOLD).triples
    with Database(controlled_db, read_only=True) as db:
        exports = {fmt: export_triples(db, GOLD, fmt) for fmt in FORMATS if fmt != "run"}
    qrels = read_qrels(exports["qrels"].text)
    expected = sum(len(t.gold_documents()) + len(t.forbidden_claims) for t in triples)
    assert len(qrels) == exports["qrels"].count == expected
    assert {q.qid for q in qrels} == {t.triple_id for t in triples if t.evidence}
    assert len(read_nuggets(exports["nuggets"].text)) == len(triples)
    assert [r["topic_id"] for r in read_trec_rag(exports["trec-rag"].text)] == [t.triple_id for t in triples]
    assert len(exports["ragas"].text.splitlines()) == len(exports["ragas-v0.1"].text.splitlines()) == len(triples)
    assert exports["manifest"].count == 20


def test_a_system_that_answers_with_the_gold_claims_scores_full_recall(controlled_db: Path, tmp_path: Path) -> None:
    """Over the whole gold set: retrieve the gold versions, answer with the reference, cite the evidence."""
    triples = [t for t in read_triples(GOLD).triples if t.answerability == "answerable"]
    path = tmp_path / "responses.jsonl"
    path.write_text(
        "".join(
            json.dumps(
                {
                    "triple_id": t.triple_id,
                    "retrieved": t.gold_documents(),
                    "sentences": [{"text": t.reference_answer, "citations": [t.evidence[0].doc]}],
                }
            )
            + "\n"
            for t in triples
        ),
        encoding="utf-8",
    )
    with Database(controlled_db, read_only=True) as db:
        report = score_triples(db, GOLD, path)
    summary = report.summary()
    assert summary["scored"] == len(triples)
    assert summary["retrieval_recall"] == 1.0
    assert summary["generation_claim_recall"] == 1.0
    assert summary["forbidden_rate"] == 0.0
    # the offline judge reads "proposed by James Watson and Francis Crick" against the question as the
    # whole sentence, and calls it a contradiction: one known false citation finding, no more
    wrong = [(s.triple_id, s.diagnosis) for s in report.scores if s.diagnosis["stage"] != "none"]
    assert len(wrong) <= 1, wrong
    assert all(d["stage"] == "citation" for _, d in wrong), wrong


def test_unanswerable_items_want_a_refusal(controlled_db: Path, tmp_path: Path) -> None:
    path = tmp_path / "responses.jsonl"
    path.write_text(
        json.dumps(
            {
                "triple_id": "hand-unans-001",
                "retrieved": ["geography_everest_clean.md@1"],
                "answer": "The documents do not say; I cannot answer that.",
            }
        )
        + "\n"
        + json.dumps(
            {
                "triple_id": "hand-unans-002",
                "retrieved": [],
                "answer": "It cost 30 florins [history_printing_press_clean.md@1].",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    with Database(controlled_db, read_only=True) as db:
        refused, answered = score_triples(db, GOLD, path).scores
    assert refused.diagnosis["stage"] == "none" and refused.generation["refused"]
    assert answered.diagnosis["stage"] == "generation"
    assert answered.diagnosis["reason"].startswith(
        "the corpus cannot answer the question, but the answer does not say so"
    )
