"""`propose` over versions: a superseded version's value becomes a forbidden claim naming it; the
reviewed candidate passes `check`, and an answer built on the stale version is a retrieval fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from triples_testing import ingest, run

from hcf_graph.triples.metrics import ClaimMatrix, claim_metrics

GUIDE = [
    {
        "id": "guide",
        "version": "2024",
        "text": "Freedonia travel guide. The currency of Freedonia is the Alpha. "
        "The capital of Freedonia is Fredville.",
    },
    {
        "id": "guide",
        "version": "2025",
        "text": "Freedonia travel guide. The currency of Freedonia is the Beta. The capital of Freedonia is Fredville.",
    },
    {"id": "atlas", "version": "1", "text": "Atlas entry. The capital of Freedonia is Fredville."},
]


@pytest.fixture(scope="module")
def versioned_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("versioned")
    docs = folder / "docs.jsonl"
    docs.write_text("".join(json.dumps(d) + "\n" for d in GUIDE), encoding="utf-8")
    ingest(folder / "hcf.db", docs)
    return folder / "hcf.db"


@pytest.mark.engine
def test_propose_traces_the_stale_value_to_its_superseded_version(versioned_db: Path, tmp_path: Path) -> None:
    code, out, _ = run("triples", "propose", "--db", str(versioned_db), "--min-documents", "1")
    assert code == 0
    by_question = {r["question"]["text"]: r for r in map(json.loads, out.splitlines())}
    currency = by_question["What is the currency of Freedonia?"]
    assert currency["required_claims"][0]["text"] == "The currency of Freedonia is Beta."
    assert [e["doc"] for e in currency["evidence"]] == ["guide@2025"]
    assert currency["forbidden_claims"] == [
        {"id": "f1", "text": "The currency of Freedonia is Alpha.", "from": "guide@2024 (superseded)"}
    ]
    capital = by_question["What is the capital of Freedonia?"]
    assert capital["required_claims"][0]["evidence_sets"] == [["e1"], ["e2"]]  # two documents say it alike
    assert capital["forbidden_claims"] == []

    reviewed = tmp_path / "reviewed.jsonl"
    for record in (currency, capital):
        record["review"]["status"] = "reviewed"
        record["annotation"]["verifier"] = "tester"
    reviewed.write_text(json.dumps(currency) + "\n" + json.dumps(capital) + "\n", encoding="utf-8")
    code, out, _ = run("triples", "check", str(reviewed), "--db", str(versioned_db))
    assert (code, out) == (0, "")

    responses = tmp_path / "responses.jsonl"
    answer = "The currency of Freedonia is the Alpha [guide@2024]."
    responses.write_text(
        json.dumps({"triple_id": currency["triple_id"], "retrieved": ["guide@2024"], "answer": answer}) + "\n",
        encoding="utf-8",
    )
    code, out, _ = run("triples", "score", str(reviewed), str(responses), "--db", str(versioned_db), "--json")
    scored = json.loads(out)["triples"][0]
    assert scored["diagnosis"]["stage"] == "retrieval"
    assert scored["diagnosis"]["reason"].startswith(
        "version filtering: superseded guide@2024 retrieved at rank 1 (current: guide@2025), and the answer "
        "states forbidden claim f1"
    )
    assert scored["generation"]["required"][0]["contradicted"] is True


def test_claim_metrics_follow_their_formulas() -> None:
    """Two gold claims, three response claims, three chunks (the first relevant)."""
    m = ClaimMatrix(
        chunks=["k1", "k2", "k3"],
        gt_in_response=[True, False],
        gt_contradicted=[False, False],
        gt_in_chunk=[[True, False, False], [False, False, False]],
        response_claims=["r1", "r2", "r3"],
        rc_correct=[True, False, False],
        rc_in_chunk=[[True, False, False], [False, True, False], [False, False, False]],
    )
    got = claim_metrics(m)
    assert got["recall"] == 0.5 and got["precision"] == pytest.approx(0.3333)
    assert got["retriever_claim_recall"] == 0.5 and got["context_precision"] == pytest.approx(0.3333)
    assert got["context_utilization"] == 1.0
    assert got["noise_sensitivity_relevant"] == 0.0
    assert got["noise_sensitivity_irrelevant"] == pytest.approx(0.3333)  # r2: wrong, from irrelevant k2
    assert got["hallucination"] == pytest.approx(0.3333)  # r3: wrong, from nowhere
    assert got["self_knowledge"] == 0.0
    assert got["faithfulness"] == pytest.approx(0.6667)
    empty = claim_metrics(ClaimMatrix([], [], [], [], [], [], []))
    assert all(empty[k] is None for k in ("recall", "precision", "context_precision", "faithfulness"))
