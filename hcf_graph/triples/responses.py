"""System responses to score against triples: one JSON line per triple.

``{"triple_id", "retrieved": [doc@version, ...] (rank order), "answer", "sentences": [{"text",
"citations": [doc@version, ...]}]}``. Without ``sentences`` the answer is split into sentences and
inline citation markers are read: ``[kb-1042@v12]``, ``[kb-1042@v12, kb-0415@v3]`` or
``(cites kb-1042@v12)``. A marker cites the clause before it, so "A [d1], and B [d2]." is two
cited clauses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..audit.statements import split_statements
from ..errors import JsonlError
from ..jsonl import MAX_LINE_BYTES, describe, parse_json_object, split_lines
from .records import Problem, parse_doc_ref, read_text

_REF = r"[^\s\[\]()@,;]+@[^\s\[\]()@,;]+"
_MARKER = re.compile(
    rf"\s*(?:\[(?P<bracket>{_REF}(?:\s*[,;]\s*{_REF})*)\]|\((?:cites?|see|source:?)\s+(?P<paren>{_REF}(?:\s*[,;]\s*{_REF})*)\))",
    re.IGNORECASE,
)
_MARKER_AFTER_STOP = re.compile(rf"([.!?])((?:\s*\[{_REF}(?:\s*[,;]\s*{_REF})*\])+)")
_LEADING_JOINER = re.compile(r"^(?:[,;:]\s*)?(?:and|but|while|whereas|so|then)?\s*", re.IGNORECASE)


@dataclass(frozen=True)
class CitedSentence:
    """A sentence (or clause) of an answer with the document versions it cites."""

    text: str
    citations: tuple[str, ...] = ()


@dataclass
class Response:
    """One system response: what was retrieved (rank order), the answer and its cited sentences."""

    line: int
    triple_id: str
    retrieved: list[str]
    answer: str
    sentences: list[CitedSentence] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


def cited_sentences(answer: str) -> list[CitedSentence]:
    """The answer's sentences, each clause ending in a citation marker cited by it."""
    moved = _MARKER_AFTER_STOP.sub(lambda m: f"{m.group(2)}{m.group(1)}", answer)
    found: list[CitedSentence] = []
    for sentence in split_statements(moved):
        pieces: list[CitedSentence] = []
        at = 0
        for m in _MARKER.finditer(sentence):
            refs = tuple(r.strip() for r in re.split(r"[,;]", m["bracket"] or m["paren"]) if r.strip())
            clause = _clean(sentence[at : m.start()])
            if clause:
                pieces.append(CitedSentence(clause, refs))
            elif pieces:
                pieces[-1] = CitedSentence(pieces[-1].text, pieces[-1].citations + refs)
            at = m.end()
        rest = _clean(sentence[at:])
        if rest and any(ch.isalnum() for ch in rest):
            pieces.append(CitedSentence(rest))
        elif pieces and rest:
            pieces[-1] = CitedSentence(pieces[-1].text.rstrip() + rest.strip(), pieces[-1].citations)
        found.extend(pieces)
    return found


def _clean(text: str) -> str:
    return _LEADING_JOINER.sub("", text.strip(), count=1).strip() if text.strip() else ""


def strip_markers(answer: str) -> str:
    """The answer without its citation markers."""
    return " ".join(_MARKER.sub("", answer).split())


def parse_response(record: dict[str, Any], line: int) -> tuple[Response | None, list[tuple[str, str]]]:
    """A Response from one JSON object, or the (field, message) problems that stop it."""
    problems: list[tuple[str, str]] = []
    triple_id = record.get("triple_id")
    if not isinstance(triple_id, str) or not triple_id:
        problems.append(("triple_id", f"is required: a string, not {describe(triple_id)}"))
    retrieved = record.get("retrieved", [])
    if not isinstance(retrieved, list) or not all(isinstance(d, str) for d in retrieved):
        problems.append(("retrieved", "must be a list of doc@version strings in rank order"))
        retrieved = []
    for i, doc in enumerate(retrieved):
        if parse_doc_ref(doc) is None:
            problems.append((f"retrieved[{i}]", f"{doc!r} is not doc@version"))
    answer = record.get("answer", "")
    if not isinstance(answer, str):
        problems.append(("answer", f"must be a string, not {describe(answer)}"))
        answer = ""
    sentences: list[CitedSentence] = []
    given = record.get("sentences")
    if given is None:
        sentences = cited_sentences(answer)
    elif not isinstance(given, list):
        problems.append(("sentences", f"must be a list of {{text, citations}}, not {describe(given)}"))
    else:
        for i, s in enumerate(given):
            if not isinstance(s, dict) or not isinstance(s.get("text"), str):
                problems.append((f"sentences[{i}]", "must be an object with a text string"))
                continue
            cites = s.get("citations", [])
            if not isinstance(cites, list) or not all(isinstance(c, str) and parse_doc_ref(c) for c in cites):
                problems.append((f"sentences[{i}].citations", "must be a list of doc@version strings"))
                continue
            sentences.append(CitedSentence(s["text"], tuple(cites)))
        if not answer:
            answer = " ".join(s.text for s in sentences)
    if problems:
        return None, problems
    return Response(line, str(triple_id), list(retrieved), answer, sentences, record), []


def read_responses(path: Path) -> tuple[list[Response], list[Problem]]:
    """Every usable response line, and one problem per bad line and field (the rest is read)."""
    name = str(path)
    responses: list[Response] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for number, line in split_lines(read_text(path)):
        if not line.strip():
            continue
        if len(line.encode("utf-8")) > MAX_LINE_BYTES:
            problems.append(Problem(name, number, "", "", f"line longer than {MAX_LINE_BYTES} bytes"))
            continue
        try:
            record = parse_json_object(line, name, number)
        except JsonlError as exc:
            problems.append(Problem(name, number, "", "", exc.reason))
            continue
        response, found = parse_response(record, number)
        tid = str(record.get("triple_id", "")) if isinstance(record.get("triple_id"), str) else ""
        problems.extend(Problem(name, number, tid, f, m) for f, m in found)
        if response is None:
            continue
        if response.triple_id in seen:
            problems.append(
                Problem(name, number, tid, "triple_id", f"a second response to {tid} (first on line {seen[tid]})")
            )
            continue
        seen[response.triple_id] = number
        responses.append(response)
    return responses, problems
