"""Our own readers and writers of the TREC formats the exports use, so every export round-trips.

- qrels: ``qid iter docno rel``, whitespace-separated, one judgment a line (NIST's trec_eval layout);
- run: ``qid Q0 docno rank score tag``;
- TREC RAG answers (the 2024-2025 RAG track's JSON Lines): ``{"run_id", "topic_id", "topic",
  "references": [docno, ...], "response_length", "answer": [{"text", "citations": [index into
  references, ...]}]}``;
- nuggets: ``{"qid", "query", "nuggets": [{"id", "text", "importance": "vital"|"okay"}]}`` and
  assignments ``{"qid", "run_id", "nuggets": [{"id", "text", "importance", "assignment":
  "support"|"partial_support"|"not_support"}], "sentences": [{"text", "assignment", "nuggets": [id, ...]}]}``
  (a sentence's assignment is its best over the nuggets).

A reader raises InputError naming the line and the field that is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..errors import InputError, JsonlError
from ..jsonl import describe, iter_json_objects

IMPORTANCE = ("vital", "okay")
ASSIGNMENTS = ("support", "partial_support", "not_support")


@dataclass(frozen=True)
class Qrel:
    """One relevance judgment."""

    qid: str
    docno: str
    rel: int
    iteration: str = "0"


@dataclass(frozen=True)
class RunLine:
    """One ranked document of a run."""

    qid: str
    docno: str
    rank: int
    score: float
    tag: str


def _fields(text: str, n: int, what: str, layout: str) -> Iterator[tuple[int, list[str]]]:
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        parts = line.split()
        if len(parts) != n:
            raise InputError(f"{what} line {number}: {len(parts)} fields, expected {n} ({layout})")
        yield number, parts


def write_qrels(qrels: Iterable[Qrel]) -> str:
    return "".join(f"{q.qid} {q.iteration} {q.docno} {q.rel}\n" for q in qrels)


def read_qrels(text: str) -> list[Qrel]:
    found = []
    for number, (qid, iteration, docno, rel) in _fields(text, 4, "qrels", "qid iter docno rel"):
        try:
            grade = int(rel)
        except ValueError:
            raise InputError(f"qrels line {number}: field 'rel': {rel!r} is not a whole number") from None
        found.append(Qrel(qid, docno, grade, iteration))
    return found


def write_run(lines: Iterable[RunLine]) -> str:
    return "".join(f"{r.qid} Q0 {r.docno} {r.rank} {r.score:.6f} {r.tag}\n" for r in lines)


def read_run(text: str) -> list[RunLine]:
    found = []
    for number, (qid, q0, docno, rank, score, tag) in _fields(text, 6, "run", "qid Q0 docno rank score tag"):
        if q0 != "Q0":
            raise InputError(f"run line {number}: field 2 must be Q0, not {q0!r}")
        try:
            found.append(RunLine(qid, docno, int(rank), float(score), tag))
        except ValueError:
            raise InputError(f"run line {number}: field 'rank' or 'score' is not a number") from None
    return found


def write_jsonl(rows: Iterable[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def _objects(text: str, what: str) -> Iterator[tuple[int, dict[str, Any]]]:
    try:
        yield from iter_json_objects(text, what)
    except JsonlError as exc:
        raise InputError(str(exc)) from None


def _need(record: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    value = record.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise InputError(
            f"{where}: field {key!r}: expected {getattr(kind, '__name__', 'a value')}, got {describe(value)}"
        )
    return value


def read_trec_rag(text: str) -> list[dict[str, Any]]:
    """TREC RAG answer records, with every citation index checked against its references."""
    found = []
    for number, r in _objects(text, "trec-rag"):
        where = f"trec-rag line {number}"
        _need(r, "topic_id", str, where)
        refs = _need(r, "references", list, where)
        for i, sentence in enumerate(_need(r, "answer", list, where)):
            _need(sentence, "text", str, f"{where} answer[{i}]")
            for c in _need(sentence, "citations", list, f"{where} answer[{i}]"):
                if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < len(refs):
                    raise InputError(f"{where}: field 'answer[{i}].citations': {c!r} is no index into references")
        found.append(r)
    return found


def read_nuggets(text: str) -> list[dict[str, Any]]:
    """Nugget records (and assignment records: each nugget's assignment is checked when present)."""
    found = []
    for number, r in _objects(text, "nuggets"):
        where = f"nuggets line {number}"
        _need(r, "qid", str, where)
        for i, n in enumerate(_need(r, "nuggets", list, where)):
            _need(n, "text", str, f"{where} nuggets[{i}]")
            if n.get("importance") not in IMPORTANCE:
                raise InputError(f"{where}: field 'nuggets[{i}].importance': must be vital or okay")
            if "assignment" in n and n["assignment"] not in ASSIGNMENTS:
                raise InputError(f"{where}: field 'nuggets[{i}].assignment': must be one of {', '.join(ASSIGNMENTS)}")
        for i, s in enumerate(r.get("sentences", [])):
            _need(s, "text", str, f"{where} sentences[{i}]")
            if s.get("assignment") not in ASSIGNMENTS:
                raise InputError(f"{where}: field 'sentences[{i}].assignment': must be one of {', '.join(ASSIGNMENTS)}")
        found.append(r)
    return found
