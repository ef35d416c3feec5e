"""Bad input: a message naming the line and the field, the rest still checked; the schema itself."""

from __future__ import annotations

import json
from pathlib import Path

from jsonschema import Draft202012Validator
from triples_testing import WORKED, run

from hcf_graph.triples.records import parse_doc_ref, read_triples
from hcf_graph.triples.responses import cited_sentences

TRIPLE = json.loads((WORKED / "triple.jsonl").read_text(encoding="utf-8"))

# The seed's record, verbatim (its offsets and hashes describe no real corpus: schema only).
SEED_RECORD = {
    "triple_id": "kbqa-000318",
    "set_version": "1.2.0",
    "corpus_snapshot": "helpcenter-2026-08-31",
    "question": {
        "text": "If we move our annual plan to a new workspace, do we keep the multi-year discount?",
        "origin": "support_ticket",
        "origin_record_id": "tkt-88412",
        "asked_at": "2026-05-12",
        "asker_scope": ["customer_admin"],
        "type": "conditional_policy",
        "documents_needed": 2,
    },
    "answerability": "answerable",
    "required_claims": [
        {
            "id": "c1",
            "text": "An annual plan can move to another workspace on the same billing account.",
            "evidence_sets": [["e1"], ["e3"]],
        },
        {
            "id": "c2",
            "text": "The multi-year discount ends if the plan moves to a different billing account.",
            "evidence_sets": [["e2"]],
        },
    ],
    "forbidden_claims": [
        {"id": "f1", "text": "Moving a plan triggers a prorated refund.", "from": "kb-1042@v9 (superseded)"}
    ],
    "reference_answer": "Yes, as long as the new workspace is on the same billing account. Moving to a different "
    "billing account ends the multi-year discount.",
    "evidence": [
        {
            "id": "e1",
            "doc": "kb-1042@v12",
            "sha256": "3f9a1c0e",
            "start": 1180,
            "end": 1260,
            "quote": "Admins can transfer an annual plan to any workspace on the same billing account.",
        },
        {
            "id": "e2",
            "doc": "kb-2210@v4",
            "sha256": "b71c55d2",
            "start": 402,
            "end": 507,
            "quote": "Multi-year pricing applies per billing account and ends if the plan moves to a different billing account.",
        },
        {
            "id": "e3",
            "doc": "kb-0415@v3",
            "sha256": "9d02e4a7",
            "start": 2215,
            "end": 2278,
            "quote": "Plans can move between workspaces that share a billing account.",
        },
    ],
    "annotation": {
        "author": "ann-07",
        "verifier": "ann-12",
        "adjudicated": False,
        "deid_method": "consistent_surrogates",
    },
}


def _write(path: Path, lines: list[object]) -> Path:
    path.write_text("\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    return path


def test_schema_is_a_valid_json_schema_and_accepts_the_seed_record(tmp_path: Path) -> None:
    code, out, _ = run("triples", "schema")
    assert code == 0
    schema = json.loads(out)
    Draft202012Validator.check_schema(schema)
    assert not list(Draft202012Validator(schema).iter_errors(SEED_RECORD))
    parsed = read_triples(_write(tmp_path / "seed.jsonl", [SEED_RECORD]))
    assert not parsed.problems
    assert parsed.triples[0].forbidden_claims[0].source_ref()[0] == parse_doc_ref("kb-1042@v9")


def test_doc_at_version_maps_to_name_and_version() -> None:
    ref = parse_doc_ref("kb-1042@v12")
    assert ref is not None and (ref.name, ref.version, ref.id) == ("kb-1042", "v12", "kb-1042@v12")
    ref = parse_doc_ref("mail@example.org@3")  # the name is everything before the last @
    assert ref is not None and (ref.name, ref.version) == ("mail@example.org", "3")
    assert parse_doc_ref("kb-1042") is None and parse_doc_ref("kb-1042@") is None and parse_doc_ref("@v1") is None


def test_bad_lines_are_named_by_line_and_field_and_the_rest_is_checked(worked_db: Path, tmp_path: Path) -> None:
    schema_bad = json.loads(json.dumps(TRIPLE))
    schema_bad["triple_id"] = "bad-schema"
    del schema_bad["question"]["text"]
    schema_bad["evidence"][0]["start"] = "97"
    schema_bad["color"] = "blue"
    unknown = json.loads(json.dumps(TRIPLE))
    unknown["triple_id"] = "bad-version"
    unknown["question"]["text"] = "Can an annual plan move to a workspace on the same billing account?"
    unknown["evidence"][0]["doc"] = "kb-1042@v13"
    good = json.loads(json.dumps(TRIPLE))
    good["triple_id"] = "good-2"
    good["question"]["text"] = "Does moving to another billing account end multi-year pricing?"
    path = _write(tmp_path / "t.jsonl", [TRIPLE, '{"triple_id": "broken", ', schema_bad, "", unknown, good, "[1, 2]"])
    code, out, err = run("triples", "check", str(path), "--db", str(worked_db))
    assert code == 1
    assert out.splitlines() == [
        f"{path}:2: invalid JSON (Expecting property name enclosed in double quotes at column 25)",
        f"{path}:3: bad-schema: field 'color': is not a field of the triple schema (`hcf triples schema`)",
        f"{path}:3: bad-schema: field 'evidence[0].start': '97' is not of type 'integer'",
        f"{path}:3: bad-schema: field 'question.text': is required",
        f"{path}:5: bad-version: field 'evidence[0].doc': kb-1042@v13 is not in the store; stored versions of "
        "kb-1042: kb-1042@v9, kb-1042@v12",
        f"{path}:7: each line must be a JSON object, not an array",
    ]
    assert "6 records, 4 failed, 6 problems" in err


def test_unreadable_files_are_one_line_errors(worked_db: Path, tmp_path: Path) -> None:
    code, out, err = run("triples", "check", str(tmp_path / "missing.jsonl"), "--db", str(worked_db))
    assert (code, out) == (1, "")
    assert err.strip() == f"Error: {tmp_path / 'missing.jsonl'}: no such file"
    latin = tmp_path / "latin.jsonl"
    latin.write_bytes(b'{"a": 1}\n{"b": "caf\xe9"}\n')
    code, _, err = run("triples", "check", str(latin), "--db", str(worked_db))
    assert code == 1 and err.strip() == f"Error: {latin}:2: not UTF-8 (byte 19); save the file as UTF-8"
    code, _, err = run("triples", "check", str(WORKED / "triple.jsonl"), "--db", str(tmp_path / "nodb"))
    assert code == 1 and "no hcf database" in err and "Traceback" not in err


def test_empty_file_has_nothing_to_fail(worked_db: Path, tmp_path: Path) -> None:
    code, out, err = run("triples", "check", str(_write(tmp_path / "e.jsonl", ["", "  "])), "--db", str(worked_db))
    assert (code, out) == (0, "")
    assert "0 records, 0 failed" in err


def test_bad_response_lines_are_reported_and_the_rest_scored(worked_db: Path, tmp_path: Path) -> None:
    good = json.loads((WORKED / "response.jsonl").read_text(encoding="utf-8"))
    responses = _write(
        tmp_path / "r.jsonl",
        [
            good,
            {"triple_id": "nope", "retrieved": [], "answer": "x"},
            {"triple_id": "kbqa-000318", "retrieved": "kb-1042@v9", "answer": "x"},
            "not json",
            {"triple_id": "kbqa-000318", "retrieved": ["kb-1042"], "answer": "x"},
        ],
    )
    code, out, _ = run(
        "triples", "score", str(WORKED / "triple.jsonl"), str(responses), "--db", str(worked_db), "--json"
    )
    assert code == 1
    report = json.loads(out)
    assert [t["triple_id"] for t in report["triples"]] == ["kbqa-000318"]
    assert report["triples"][0]["diagnosis"]["stage"] == "retrieval"
    assert report["problems"] == [
        f"{responses}:3: kbqa-000318: field 'retrieved': must be a list of doc@version strings in rank order",
        f"{responses}:4: invalid JSON (Expecting value at column 1)",
        f"{responses}:5: kbqa-000318: field 'retrieved[0]': 'kb-1042' is not doc@version",
        f"{responses}:2: nope: field 'triple_id': no triple nope in {WORKED / 'triple.jsonl'}",
    ]


def test_inline_markers_cite_the_clause_before_them() -> None:
    found = cited_sentences("It was 1898 [a.md@1, b.md@1]. Later, in 1902 [c@2], it was isolated [d@3].")
    assert [(s.text, s.citations) for s in found] == [
        ("It was 1898.", ("a.md@1", "b.md@1")),
        ("Later, in 1902", ("c@2",)),
        ("it was isolated.", ("d@3",)),
    ]


def test_export_refuses_a_file_with_bad_lines_and_writes_nothing(worked_db: Path, tmp_path: Path) -> None:
    path = _write(tmp_path / "t.jsonl", [TRIPLE, "{"])
    out = tmp_path / "out.qrels"
    code, _, err = run("triples", "export", str(path), "--to", "qrels", "--out", str(out), "--db", str(worked_db))
    assert code == 1
    assert f"{path}:2: invalid JSON" in err and "before exporting" in err
    assert not out.exists()


def test_surrogates_must_be_used_alike_in_question_evidence_and_answer(worked_db: Path, tmp_path: Path) -> None:
    good = json.loads(json.dumps(TRIPLE))
    good["question"]["text"] = (
        "If ACME-17 moves its annual plan to a new workspace, does it keep the multi-year discount?"
    )
    good["reference_answer"] = "Yes, ACME-17 keeps it as long as the new workspace is on the same billing account."
    good["annotation"]["surrogates"] = ["ACME-17", "ACME-23"]
    bad = json.loads(json.dumps(good))
    bad["triple_id"] = "kbqa-inconsistent"
    bad["question"]["text"] = "Does ACME-17 lose the multi-year discount when a plan moves billing account?"
    bad["reference_answer"] = "Yes: ACME-23 loses it when the plan moves to a different billing account."
    path = _write(tmp_path / "s.jsonl", [good, bad])
    code, out, _ = run("triples", "check", str(path), "--db", str(worked_db), "--no-judge")
    assert code == 1
    assert out.splitlines() == [
        f"{path}:2: kbqa-inconsistent: field 'reference_answer': surrogate 'ACME-23' occurs in neither the question "
        "nor the evidence; the same surrogate must replace a name everywhere"
    ]
