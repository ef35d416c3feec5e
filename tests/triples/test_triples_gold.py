"""The gold set over examples/controlled (condition B): made with `propose`, corrected by hand,
passes `check`; planted defects fail it with one precise line each and nothing else."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest
from triples_testing import TRIPLES, run

from hcf_graph.database import Database
from hcf_graph.triples.check import check_triples
from hcf_graph.triples.records import read_triples

GOLD = TRIPLES / "gold.jsonl"


def _planter() -> ModuleType:
    spec = importlib.util.spec_from_file_location("plant_defects", TRIPLES / "plant_defects.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_gold_set_has_at_least_50_triples_and_passes_check(controlled_db: Path) -> None:
    parsed = read_triples(GOLD)
    assert not parsed.problems
    assert len(parsed.triples) >= 50
    assert {t.answerability for t in parsed.triples} >= {"answerable", "unanswerable"}
    assert sum(1 for t in parsed.triples if t.forbidden_claims) == 16  # one per injected conflict
    code, out, err = run("triples", "check", str(GOLD), "--db", str(controlled_db))
    assert (code, out) == (0, "")
    assert f"{len(parsed.triples)} records, 0 failed, 0 problems" in err
    # slices are warned about, not failed: 66 items cannot make a slice of 30 of every kind
    assert "warning: slice answerability=unanswerable has 2 items, fewer than 30" in err


def test_every_planted_defect_gets_one_precise_line_and_nothing_else(controlled_db: Path, tmp_path: Path) -> None:
    lines, expected = _planter().plant(GOLD)
    assert len(expected) >= 12
    path = tmp_path / "defects.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, _ = run("triples", "check", str(path), "--db", str(controlled_db))
    assert code == 1
    reported = out.splitlines()
    assert len(reported) == len(expected), "\n".join(reported)
    for line, (number, field, words) in zip(reported, sorted(expected), strict=True):
        assert line.startswith(f"{path}:{number}: ")
        if field:
            assert f" field '{field}': " in line
        assert words in line


def test_check_json_counts_failed_records(controlled_db: Path, tmp_path: Path) -> None:
    lines, expected = _planter().plant(GOLD)
    path = tmp_path / "defects.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with Database(controlled_db, read_only=True) as db:
        report = check_triples(db, path, judge_claims=False)
    assert report.n_records == len(lines)
    assert len(report.failed_lines) == len(expected)
    assert report.as_json()["failed_records"] == len(expected)


def test_propose_marks_candidates_for_review_and_check_refuses_them(controlled_db: Path, tmp_path: Path) -> None:
    out = tmp_path / "proposed.jsonl"
    code, _, err = run("triples", "propose", "--db", str(controlled_db), "--out", str(out))
    assert code == 0
    assert "marked review.status=proposed" in err
    proposed = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    conflicts = [p for p in proposed if p["question"]["origin"] == "hcf-conflict"]
    assert len(conflicts) == 16
    for p in conflicts:
        assert p["forbidden_claims"] and p["forbidden_claims"][0]["from"].endswith("(conflicting)")
        assert p["required_claims"][0]["evidence_sets"] == [[e["id"]] for e in p["evidence"]]
    assert all(p["review"]["status"] == "proposed" for p in proposed)
    assert len(proposed) >= 50
    code, out_text, _ = run("triples", "check", str(out), "--db", str(controlled_db), "--no-judge")
    assert code == 1
    fields = {line.split(" field ")[1].split(":")[0] for line in out_text.splitlines()}
    assert fields == {"'review.status'"}  # proposals are sound, only not yet reviewed
    assert len(out_text.splitlines()) == len(proposed)


def test_the_gold_set_was_made_from_the_proposals(controlled_db: Path) -> None:
    """Every gold triple is a proposal (same triple id, from the key) or written by hand; a better
    extractor may propose more keys than the set holds."""
    code, out, _ = run("triples", "propose", "--db", str(controlled_db))
    assert code == 0
    proposed = {json.loads(line)["triple_id"] for line in out.splitlines()}
    gold = {t.triple_id for t in read_triples(GOLD).triples}
    assert len(gold & proposed) >= 60
    assert all(t.startswith("hand-") for t in gold - proposed)


@pytest.mark.parametrize("gold_line", [1, 17])
def test_gold_evidence_quotes_equal_the_documents(controlled_db: Path, gold_line: int) -> None:
    triple = read_triples(GOLD).triples[gold_line - 1]
    with Database(controlled_db, read_only=True) as db:
        texts = db.document_texts(triple.gold_documents())
    for e in triple.evidence:
        assert texts[e.doc][e.start : e.end] == e.quote
