"""Reading RAG interaction logs: three row formats, detected per line.

- Ragas (current names): ``user_input``, ``retrieved_contexts`` (strings), optional
  ``retrieved_context_ids`` (chunk ids, same order), ``response``, optional ``reference``;
- Ragas v0.1: ``question``, ``contexts`` (strings), ``answer``, optional ``ground_truth``;
- hcf: ``id``, ``question``, ``contexts`` (objects ``{"text", "doc"?, "chunk"?, "score"?, "rank"?}``),
  ``answer``, optional ``reference``.

A row that cannot be audited becomes one :class:`RowError` naming its line; the other rows go on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InputError

MAX_CONTEXT_CHARS = 1_000_000
RAGAS, RAGAS_V01, HCF = "ragas", "ragas-v0.1", "hcf"


@dataclass(frozen=True)
class LogContext:
    """One retrieved context as the log gives it."""

    text: str
    chunk: str = ""
    doc: str = ""
    score: float | None = None
    rank: int | None = None


@dataclass(frozen=True)
class LogRow:
    """One RAG interaction: question, retrieved contexts, answer (and the reference, if any)."""

    line: int
    id: str
    question: str
    answer: str
    contexts: list[LogContext] = field(default_factory=list)
    reference: str = ""
    format: str = HCF


@dataclass(frozen=True)
class RowError:
    """A row that was not audited, and why."""

    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


class RowProblem(InputError):
    """Why one row cannot be audited (the line is added by the caller)."""


def read_log(path: Path) -> tuple[list[LogRow], list[RowError]]:
    """Every usable row of a JSONL log, and one error per unusable line."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the log {path}: {exc}") from exc
    rows: list[LogRow] = []
    errors: list[RowError] = []
    for number, record in _objects(text, errors):
        try:
            rows.append(parse_row(record, number))
        except RowProblem as exc:
            errors.append(RowError(number, str(exc)))
    if not rows and not errors:
        raise InputError(f"{path} holds no rows; give a JSONL file with one RAG interaction a line")
    return rows, errors


def _objects(text: str, errors: list[RowError]) -> Iterator[tuple[int, dict[str, Any]]]:
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(RowError(number, f"invalid JSON ({exc.msg} at column {exc.colno})"))
            continue
        if not isinstance(record, dict):
            errors.append(RowError(number, "each line must be a JSON object"))
            continue
        yield number, record


def detect_format(record: dict[str, Any]) -> str:
    """``ragas``, ``ragas-v0.1`` or ``hcf`` from the field names of one row."""
    if "user_input" in record or "response" in record or "retrieved_contexts" in record:
        return RAGAS
    contexts = record.get("contexts")
    if isinstance(contexts, list) and any(isinstance(c, dict) for c in contexts):
        return HCF
    if "ground_truth" in record or (isinstance(contexts, list) and "id" not in record):
        return RAGAS_V01
    return HCF


def parse_row(record: dict[str, Any], line: int) -> LogRow:
    """One log row in any of the three formats; raises RowProblem saying what is wrong."""
    kind = detect_format(record)
    if kind == RAGAS:
        question, answer = record.get("user_input"), record.get("response")
        names = ("user_input", "response", "retrieved_contexts")
        contexts = _plain_contexts(record.get("retrieved_contexts"), record.get("retrieved_context_ids"), names[2])
        reference = record.get("reference")
    elif kind == RAGAS_V01:
        question, answer = record.get("question"), record.get("answer")
        names = ("question", "answer", "contexts")
        contexts = _plain_contexts(record.get("contexts"), None, names[2])
        reference = record.get("ground_truth")
    else:
        question, answer = record.get("question"), record.get("answer")
        names = ("question", "answer", "contexts")
        contexts = _hcf_contexts(record.get("contexts"))
        reference = record.get("reference")
    if not isinstance(question, str) or not question.strip():
        raise RowProblem(f"no question: give a non-empty {names[0]!r} string ({kind} row)")
    if not isinstance(answer, str):
        raise RowProblem(f"no answer: give a {names[1]!r} string ({kind} row)")
    if not answer.strip():
        raise RowProblem(f"the answer ({names[1]!r}) is empty: there is nothing to audit")
    row_id = record.get("id")
    return LogRow(
        line=line,
        id=str(row_id) if row_id is not None else f"line{line}",
        question=question.strip(),
        answer=answer.strip(),
        contexts=contexts,
        reference=reference if isinstance(reference, str) else "",
        format=kind,
    )


def _plain_contexts(texts: Any, ids: Any, name: str) -> list[LogContext]:
    if texts is None:
        texts = []
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise RowProblem(f"{name!r} must be a list of strings")
    if ids is not None and (not isinstance(ids, list) or len(ids) != len(texts)):
        raise RowProblem(f"'retrieved_context_ids' must be a list as long as {name!r}")
    contexts = [
        LogContext(_checked(t, i), str(ids[i]) if ids is not None and ids[i] is not None else "")
        for i, t in enumerate(texts)
    ]
    return contexts


def _hcf_contexts(items: Any) -> list[LogContext]:
    if items is None:
        return []
    if not isinstance(items, list):
        raise RowProblem('\'contexts\' must be a list of {"text", "doc"?, "chunk"?, "score"?, "rank"?} objects')
    contexts = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            item = {"text": item}
        if not isinstance(item, dict) or not isinstance(item.get("text", ""), str):
            raise RowProblem(f"context {i + 1} must be an object with a 'text' string")
        score, rank = item.get("score"), item.get("rank")
        if score is not None and (isinstance(score, bool) or not isinstance(score, int | float)):
            raise RowProblem(f"context {i + 1}: 'score' must be a number in [0, 1]")
        if score is not None and not 0.0 <= float(score) <= 1.0:
            raise RowProblem(
                f"context {i + 1}: score {score} is outside [0, 1]; normalize the log's scores, or leave them out "
                "to have hcf score the contexts"
            )
        if rank is not None and (isinstance(rank, bool) or not isinstance(rank, int)):
            raise RowProblem(f"context {i + 1}: 'rank' must be an integer")
        text = _checked(item.get("text", ""), i)
        if not text and not item.get("chunk"):
            raise RowProblem(f"context {i + 1} has neither 'text' nor 'chunk'")
        contexts.append(
            LogContext(
                text,
                str(item.get("chunk") or ""),
                str(item.get("doc") or ""),
                None if score is None else float(score),
                rank,
            )
        )
    return contexts


def _checked(text: str, index: int) -> str:
    if len(text) > MAX_CONTEXT_CHARS:
        raise RowProblem(
            f"context {index + 1} is {len(text):,} characters, over the limit of {MAX_CONTEXT_CHARS:,}: "
            "log the retrieved passages, not whole files"
        )
    return text
