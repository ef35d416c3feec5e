"""Plant one defect of each kind into the gold triple set; `hcf triples check` must report each
with one line naming its line and field, and nothing else.

    python examples/triples/plant_defects.py OUT.jsonl     # writes the defective copy, prints the expected lines

The test tests/triples/test_triples_gold.py runs the same function.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

GOLD = Path(__file__).resolve().parent / "gold.jsonl"

Record = dict[str, Any]


def _moved_offset(r: Record) -> None:
    r["evidence"][0]["start"] += 5
    r["evidence"][0]["end"] += 5


def _wrong_hash(r: Record) -> None:
    r["evidence"][0]["sha256"] = "deadbeef"


def _claim_without_evidence(r: Record) -> None:
    r["required_claims"][0]["evidence_sets"] = []


def _missing_evidence_id(r: Record) -> None:
    r["required_claims"][0]["evidence_sets"] = [["e7"]]


def _forbidden_without_source(r: Record) -> None:
    r["forbidden_claims"][0]["from"] = None


def _version_not_stored(r: Record) -> None:
    r["evidence"][0]["doc"] = r["evidence"][0]["doc"].rpartition("@")[0] + "@7"


def _source_not_superseded(r: Record) -> None:
    r["forbidden_claims"][0]["from"] = r["forbidden_claims"][0]["from"].replace("(conflicting)", "(superseded)")


def _unanswerable_without_search(r: Record) -> None:
    del r["search"]


def _ungrouped_near_duplicate(r: Record) -> None:
    r["question"]["text"] = "What was the birth place of Alexander Fleming?"


def _schema_failure(r: Record) -> None:
    r["answerability"] = "maybe"


def _redacted(r: Record) -> None:
    r["annotation"]["deid_method"] = "consistent_surrogates"
    r["reference_answer"] = "[REDACTED] was born in [REDACTED]."


def _span_past_end(r: Record) -> None:
    r["evidence"][0]["end"] = 1_000_000


def _not_reviewed(r: Record) -> None:
    r["review"]["status"] = "proposed"


# (line of gold.jsonl, defect, field the problem must name, words its message must hold)
DEFECTS: list[tuple[int, Callable[[Record], None] | str, str, str]] = [
    (2, _moved_offset, "evidence[0].start", "not the quote; the quote is at"),
    (3, _wrong_hash, "evidence[0].sha256", "deadbeef does not match"),
    (4, _claim_without_evidence, "required_claims[0].evidence_sets", "has no evidence set"),
    (5, _missing_evidence_id, "required_claims[0].evidence_sets[0]", "names evidence 'e7'"),
    (6, _forbidden_without_source, "forbidden_claims[0].from", "names no source"),
    (7, _version_not_stored, "evidence[0].doc", "is not in the store; stored versions of"),
    (8, _source_not_superseded, "forbidden_claims[0].from", "not superseded"),
    (65, _unanswerable_without_search, "search", "must record the search"),
    (20, _ungrouped_near_duplicate, "question.duplicate_group", "near-duplicate of prop-96e1d7b201"),
    (22, "duplicate_id", "triple_id", "is already the id of line 21"),
    (23, _schema_failure, "answerability", "is not one of"),
    (24, "malformed_json", "", "invalid JSON"),
    (25, _redacted, "reference_answer", "REDACTED"),
    (26, _span_past_end, "evidence[0].end", "past the end of"),
    (27, _not_reviewed, "review.status", "not reviewed"),
]


def plant(gold: Path = GOLD) -> tuple[list[str], list[tuple[int, str, str]]]:
    """The gold file's lines with every defect planted, and (line, field, words) expected per defect."""
    lines = gold.read_text(encoding="utf-8").splitlines()
    for number, defect, _, _ in DEFECTS:
        if defect == "malformed_json":
            lines[number - 1] = lines[number - 1][:-10]
            continue
        record = json.loads(lines[number - 1])
        if defect == "duplicate_id":
            record["triple_id"] = json.loads(lines[number - 2])["triple_id"]
        else:
            assert callable(defect)
            defect(record)
        lines[number - 1] = json.dumps(record, ensure_ascii=False)
    return lines, [(number, field, words) for number, _, field, words in DEFECTS]


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: python examples/triples/plant_defects.py OUT.jsonl")
    out = Path(sys.argv[1])
    lines, expected = plant()
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for number, field, words in expected:
        print(f"{out}:{number}: field '{field}': ...{words}...")


if __name__ == "__main__":
    main()
