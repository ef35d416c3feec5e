"""Triple records: reading a triple file line by line, with a problem per line and field.

A triple names document versions as ``doc@version``: the id the store gives a document version
(``hcf documents --all-versions`` lists them). A file ingested from a folder is named by its path
under the corpus root and numbered ``@1``, ``@2``...; a JSONL document record is named by its
``id`` and labelled by its ``version`` (``{"id": "kb-1042", "version": "v12"}`` is ``kb-1042@v12``).
The name is everything before the last ``@``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InputError, JsonlError
from ..jsonl import MAX_LINE_BYTES, parse_json_object, split_lines
from .schema import schema_problems

ERROR, WARNING = "error", "warning"
ANSWERABILITY = ("answerable", "partially_answerable", "unanswerable", "superseded_only")
SUPERSEDED, CONFLICTING = "superseded", "conflicting"
_SOURCE = re.compile(r"^\s*(?P<doc>[^\s()]+)\s*(?:\((?P<status>[^()]*)\))?\s*$")
_STATUS = {"superseded": SUPERSEDED, "stale": SUPERSEDED, "conflicting": CONFLICTING, "conflict": CONFLICTING}


@dataclass(frozen=True)
class DocRef:
    """A document version named ``name@version`` (the store's document id)."""

    name: str
    version: str

    @property
    def id(self) -> str:
        return f"{self.name}@{self.version}"

    def __str__(self) -> str:
        return self.id


def parse_doc_ref(text: str) -> DocRef | None:
    """``kb-1042@v12`` as a DocRef; None when it does not name a version."""
    name, at, version = text.strip().rpartition("@")
    if not at or not name or not version or any(ch.isspace() for ch in text.strip()):
        return None
    return DocRef(name, version)


@dataclass(frozen=True)
class Problem:
    """One finding of a check: where (file, line, record, field) and what, as one line."""

    path: str
    line: int | None
    triple_id: str
    field: str
    message: str
    severity: str = ERROR

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}:" if self.line else f"{self.path}:"
        record = f" {self.triple_id}:" if self.triple_id else ""
        named = f" field '{self.field}':" if self.field else ""
        prefix = " warning:" if self.severity == WARNING else ""
        return f"{where}{prefix}{record}{named} {self.message}"

    def as_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "line": self.line,
            "triple_id": self.triple_id,
            "field": self.field,
            "message": self.message,
            "severity": self.severity,
        }


@dataclass(frozen=True)
class Evidence:
    """A gold span: ``quote == text(doc)[start:end]``; ``support`` full or partial (qrels grade 2 or 1)."""

    id: str
    doc: str
    sha256: str
    start: int
    end: int
    quote: str
    support: str = "full"


@dataclass(frozen=True)
class RequiredClaim:
    """An atomic claim a correct answer makes, with alternative evidence sets (any one suffices)."""

    id: str
    text: str
    evidence_sets: list[list[str]]
    outside_knowledge: bool = False
    importance: str = "vital"


@dataclass(frozen=True)
class ForbiddenClaim:
    """A claim a correct answer must not make, with the stale or conflicting source it comes from."""

    id: str
    text: str
    source: str | None

    def source_ref(self) -> tuple[DocRef | None, str]:
        """The source's doc@version and its stated status (superseded, conflicting or "")."""
        match = _SOURCE.match(self.source or "")
        if not match:
            return None, ""
        return parse_doc_ref(match["doc"]), _STATUS.get((match["status"] or "").strip().lower(), "")

    def source_problem(self) -> str:
        """Why ``from`` cannot be read ("" when it can)."""
        if not (self.source or "").strip():
            return "names no source; give the stale or conflicting doc@version it comes from, e.g. 'kb-1042@v9 (superseded)'"
        match = _SOURCE.match(self.source or "")
        if not match or parse_doc_ref(match["doc"]) is None:
            return f"{self.source!r} is not doc@version, optionally followed by (superseded) or (conflicting)"
        status = (match["status"] or "").strip().lower()
        if status and status not in _STATUS:
            return f"unknown status ({status}); write (superseded) or (conflicting)"
        return ""


@dataclass
class Triple:
    """One schema-valid record of a triple file."""

    line: int
    triple_id: str
    question: dict[str, Any]
    answerability: str
    required_claims: list[RequiredClaim]
    forbidden_claims: list[ForbiddenClaim]
    reference_answer: str
    evidence: list[Evidence]
    annotation: dict[str, Any]
    raw: dict[str, Any] = field(repr=False)

    @property
    def question_text(self) -> str:
        return str(self.question["text"])

    def evidence_by_id(self) -> dict[str, Evidence]:
        return {e.id: e for e in self.evidence}

    def gold_documents(self) -> list[str]:
        """The doc@version of every evidence span, in order of first use."""
        return list(dict.fromkeys(e.doc for e in self.evidence))


@dataclass
class TripleFile:
    """The records of a triple file that passed the schema, and the problems of the others."""

    path: str
    triples: list[Triple]
    problems: list[Problem]
    n_lines: int


def triple_from_record(record: dict[str, Any], line: int) -> Triple:
    """A Triple from a schema-valid record."""
    return Triple(
        line=line,
        triple_id=record["triple_id"],
        question=record["question"],
        answerability=record["answerability"],
        required_claims=[
            RequiredClaim(
                c["id"],
                c["text"],
                [list(s) for s in c["evidence_sets"]],
                bool(c.get("outside_knowledge", False)),
                c.get("importance", "vital"),
            )
            for c in record["required_claims"]
        ],
        forbidden_claims=[ForbiddenClaim(c["id"], c["text"], c.get("from")) for c in record["forbidden_claims"]],
        reference_answer=record["reference_answer"],
        evidence=[
            Evidence(e["id"], e["doc"], e["sha256"], e["start"], e["end"], e["quote"], e.get("support", "full"))
            for e in record["evidence"]
        ],
        annotation=record["annotation"],
        raw=record,
    )


def read_text(path: Path) -> str:
    """A UTF-8 file's text, or an InputError saying what is wrong with it."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path} is a folder; give a JSONL file") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InputError(f"{path}:{line}: not UTF-8 (byte {exc.start}); save the file as UTF-8") from None


def read_triples(path: Path) -> TripleFile:
    """Every line of a triple file: schema-valid records become Triples, every other line gets
    problems naming its line and field; blank lines are skipped, the rest is always read."""
    text = read_text(path)
    name = str(path)
    triples: list[Triple] = []
    problems: list[Problem] = []
    n_lines = 0
    for number, line in split_lines(text):
        if not line.strip():
            continue
        n_lines += 1
        if len(line.encode("utf-8")) > MAX_LINE_BYTES:
            problems.append(
                Problem(name, number, "", "", f"line longer than {MAX_LINE_BYTES} bytes; a triple is far smaller")
            )
            continue
        try:
            record = parse_json_object(line, name, number)
        except JsonlError as exc:
            problems.append(Problem(name, number, "", "", exc.reason))
            continue
        triple_id = record.get("triple_id") if isinstance(record.get("triple_id"), str) else ""
        found = schema_problems(record)
        if found:
            problems.extend(Problem(name, number, str(triple_id), f, m) for f, m in found)
            continue
        triples.append(triple_from_record(record, number))
    return TripleFile(name, triples, problems, n_lines)
