"""The seed's worked example, as a triple and a response: the fix belongs in retrieval."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from triples_testing import WORKED, run

from hcf_graph.database import Database
from hcf_graph.triples.score import score_triples

pytestmark = pytest.mark.engine

TRIPLE = WORKED / "triple.jsonl"
RESPONSE = WORKED / "response.jsonl"
SEED_ANSWER = (
    "Yes. Admins can transfer the annual plan to any workspace on the same billing account (cites kb-1042@v12), "
    "and the move triggers a prorated refund (cites kb-1042@v9)."
)


def _responses(tmp_path: Path, **fields: object) -> Path:
    base = json.loads(RESPONSE.read_text(encoding="utf-8"))
    path = tmp_path / "responses.jsonl"
    path.write_text(json.dumps({**base, **fields}) + "\n", encoding="utf-8")
    return path


def test_the_worked_triple_passes_check(worked_db: Path) -> None:
    code, out, err = run("triples", "check", str(TRIPLE), "--db", str(worked_db))
    assert (code, out) == (0, "")
    assert "1 records, 0 failed, 0 problems" in err


def test_worked_example_diagnosis_is_retrieval_traced_to_the_superseded_version(worked_db: Path) -> None:
    code, out, _ = run("triples", "score", str(TRIPLE), str(RESPONSE), "--db", str(worked_db), "--json")
    assert code == 0
    scored = json.loads(out)["triples"][0]
    assert scored["diagnosis"]["stage"] == "retrieval"
    reason = scored["diagnosis"]["reason"]
    assert "version filtering: superseded kb-1042@v9 retrieved at rank 1 (current: kb-1042@v12)" in reason
    assert "forbidden claim f1" in reason
    assert "recall: required claim c2 is missing and its evidence kb-2210@v4 was not retrieved" in reason
    retrieval, generation, citation = scored["retrieval"], scored["generation"], scored["citation"]
    assert retrieval["recall"] == pytest.approx(1 / 3, abs=1e-3)
    assert retrieval["first_gold_rank"] == 3
    assert retrieval["stale"] == [{"doc": "kb-1042@v9", "rank": 1, "current": "kb-1042@v12"}]
    assert [r["covered"] for r in generation["required"]] == [True, False]
    assert generation["forbidden_present"] == ["f1"]
    trace = generation["forbidden"][0]["trace"]
    assert (trace["source"], trace["source_status"], trace["source_retrieved_rank"]) == ("kb-1042@v9", "superseded", 1)
    assert trace["cited_sources"] == ["kb-1042@v9"]
    # the citations are faithful: each cited version does say what its sentence says
    assert [(c["doc"], c["verdict"]) for c in citation["citations"]] == [
        ("kb-1042@v12", "supports"),
        ("kb-1042@v9", "supports"),
    ]
    claims = scored["claims"]
    assert (claims["recall"], claims["precision"], claims["faithfulness"], claims["hallucination"]) == (
        0.5,
        0.5,
        1.0,
        0.0,
    )
    assert (claims["context_precision"], claims["noise_sensitivity_irrelevant"]) == (0.2, 0.5)


def test_seed_wording_of_the_answer_and_explicit_sentences_score_alike(worked_db: Path, tmp_path: Path) -> None:
    with Database(worked_db, read_only=True) as db:
        seed = score_triples(db, TRIPLE, _responses(tmp_path, answer=SEED_ANSWER)).scores[0]
        given = score_triples(
            db,
            TRIPLE,
            _responses(
                tmp_path,
                answer="",
                sentences=[
                    {"text": "Yes.", "citations": []},
                    {
                        "text": "Admins can transfer the annual plan to any workspace on the same billing account.",
                        "citations": ["kb-1042@v12"],
                    },
                    {"text": "The move triggers a prorated refund.", "citations": ["kb-1042@v9"]},
                ],
            ),
        ).scores[0]
    assert seed.diagnosis["stage"] == given.diagnosis["stage"] == "retrieval"
    assert seed.generation["forbidden_present"] == given.generation["forbidden_present"] == ["f1"]


def test_a_good_response_needs_no_fix(worked_db: Path, tmp_path: Path) -> None:
    answer = (
        "Yes: admins can transfer an annual plan to a workspace on the same billing account [kb-1042@v12]. "
        "The multi-year discount ends if the plan moves to a different billing account [kb-2210@v4]."
    )
    path = _responses(tmp_path, retrieved=["kb-1042@v12", "kb-2210@v4", "kb-0415@v3"], answer=answer)
    with Database(worked_db, read_only=True) as db:
        scored = score_triples(db, TRIPLE, path).scores[0]
    assert scored.diagnosis == {"stage": "none", "reason": "every stage passed", "also": {}}
    assert scored.retrieval["recall"] == 1.0
    assert scored.generation["claim_recall"] == 1.0


def test_evidence_retrieved_but_claim_left_out_is_generation(worked_db: Path, tmp_path: Path) -> None:
    answer = "Yes: admins can transfer an annual plan to a workspace on the same billing account [kb-1042@v12]."
    path = _responses(tmp_path, retrieved=["kb-1042@v12", "kb-2210@v4"], answer=answer)
    with Database(worked_db, read_only=True) as db:
        scored = score_triples(db, TRIPLE, path).scores[0]
    assert scored.diagnosis["stage"] == "generation"
    assert "required claim c2 is missing although its evidence was retrieved" in scored.diagnosis["reason"]


def test_a_citation_that_does_not_support_its_sentence_is_citation(worked_db: Path, tmp_path: Path) -> None:
    answer = (
        "Admins can transfer an annual plan to a workspace on the same billing account [kb-2210@v4]. "
        "The multi-year discount ends if the plan moves to a different billing account [kb-2210@v4]."
    )
    path = _responses(tmp_path, retrieved=["kb-1042@v12", "kb-2210@v4"], answer=answer)
    with Database(worked_db, read_only=True) as db:
        scored = score_triples(db, TRIPLE, path).scores[0]
    assert scored.diagnosis["stage"] == "citation"
    assert scored.diagnosis["reason"] == "sentence 1 cites kb-2210@v4, which does not support it"
    assert scored.citation["precision"] == 0.5


def test_score_text_output_names_the_stage(worked_db: Path) -> None:
    code, out, err = run("triples", "score", str(TRIPLE), str(RESPONSE), "--db", str(worked_db))
    assert code == 0
    assert out.startswith("kbqa-000318: fix retrieval: version filtering: superseded kb-1042@v9")
    assert '"retrieval": 1' in err


def _old_policy_triple(tmp_path: Path, answerability: str) -> Path:
    """A question only the superseded kb-1042@v9 answers."""
    quote = "A plan move triggers a prorated refund of the unused months, paid to the card on file within ten days."
    text = json.loads((WORKED / "kb.jsonl").read_text(encoding="utf-8").splitlines()[0])["text"]
    start = text.index(quote)
    record = json.loads(TRIPLE.read_text(encoding="utf-8"))
    record.update(
        triple_id="kbqa-old-refund",
        question={"text": "Under the old transfer policy, was a plan move refunded?", "origin": "support_ticket"},
        answerability=answerability,
        required_claims=[
            {
                "id": "c1",
                "text": "A plan move triggers a prorated refund of the unused months.",
                "evidence_sets": [["e1"]],
            }
        ],
        forbidden_claims=[],
        reference_answer="Under kb-1042@v9, a plan move triggers a prorated refund of the unused months.",
        evidence=[
            {
                "id": "e1",
                "doc": "kb-1042@v9",
                "sha256": hashlib.sha256(text.encode()).hexdigest()[:12],
                "start": start,
                "end": start + len(quote),
                "quote": quote,
            }
        ],
    )
    path = tmp_path / f"{answerability}.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    return path


def test_superseded_evidence_needs_the_superseded_only_label(worked_db: Path, tmp_path: Path) -> None:
    code, out, _ = run("triples", "check", str(_old_policy_triple(tmp_path, "answerable")), "--db", str(worked_db))
    assert code == 1
    assert out.endswith(
        "kbqa-old-refund: field 'evidence[0].doc': kb-1042@v9 is superseded (current: kb-1042@v12); pin the current "
        "version, or label the item superseded_only\n"
    )
    path = _old_policy_triple(tmp_path, "superseded_only")
    code, out, _ = run("triples", "check", str(path), "--db", str(worked_db))
    assert (code, out) == (0, "")
    answer = "A plan move triggers a prorated refund of the unused months [kb-1042@v9]."
    responses = tmp_path / "r.jsonl"
    responses.write_text(
        json.dumps({"triple_id": "kbqa-old-refund", "retrieved": ["kb-1042@v9"], "answer": answer}) + "\n",
        encoding="utf-8",
    )
    with Database(worked_db, read_only=True) as db:
        scored = score_triples(db, path, responses).scores[0]
    assert scored.retrieval["stale"] == [{"doc": "kb-1042@v9", "rank": 1, "current": "kb-1042@v12"}]
    assert scored.diagnosis["stage"] == "none"  # retrieving the superseded version was the point
