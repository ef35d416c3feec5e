"""`hcf ask`: retrieve chunks for a question, answer it from the graph's facts, audit and store it.

Offline, the answer is read off the graph: the retrieved facts whose entity and relation the
question names (:func:`.answer.question_keys`), each value with the documents and spans that
state it, marked ``contested`` when the values conflict. The value stated by most documents
becomes the answer ("the birth place of Edward Jenner is Berkeley"), which is then audited
against the retrieved chunks like any logged answer and stored as an audit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..conflicts import stated_value
from ..database import Database
from ..errors import InputError
from .answer import question_keys
from .rows import LogContext, LogRow
from .run import Auditor, AuditResult


@dataclass
class AskResult:
    """The graph's values for the question, and the stored audit of the answer built from them."""

    question: str
    values: list[dict[str, Any]] = field(default_factory=list)
    audit: AuditResult | None = None
    warnings: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "values": self.values,
            "audit": self.audit.as_json() if self.audit else None,
            "warnings": self.warnings,
        }


def ask(db: Database, question: str, k: int = 5, retriever: str = "bm25") -> AskResult:
    """Retrieve, answer from the graph, audit, store (see the module docstring)."""
    if not question.strip():
        raise InputError('the question is empty; ask something, e.g. hcf ask "Where was Edward Jenner born?"')
    if k < 1:
        raise InputError(f"--k must be at least 1, not {k}")
    auditor = Auditor(db, retriever=retriever)
    hits = auditor.retriever().search(question, k)
    if not hits:
        raise InputError("nothing in the store matches the question; ingest documents first or rephrase it")
    docs = sorted({h.chunk.doc for h in hits})
    facts = [
        f for f in db.graph.rows("list_facts_of_documents", ids=docs) if any(h.chunk.id == f["chunk"] for h in hits)
    ]
    keys = question_keys(question, facts)
    values = _values(facts, keys, auditor)
    answer = _answer_text(values) or "The retrieved documents do not state it."
    row = LogRow(
        0, "ask", question, answer, [LogContext(h.chunk.text, h.chunk.id, score=h.score, rank=h.rank) for h in hits]
    )
    run = auditor.audit_rows([row], source="hcf ask", kind="ask")
    return AskResult(question, values, run.results[0] if run.results else None, auditor.warnings)


def _values(facts: list[dict[str, Any]], keys: set[str], auditor: Auditor) -> list[dict[str, Any]]:
    chosen = [f for f in facts if f["ckey"] in keys]
    claims: dict[str, dict[str, Any]] = {}
    for f in sorted(chosen, key=lambda f: (f["doc"], f["start_char"])):
        claim = claims.setdefault(
            f["ckey"] + "\x1f" + f["value_key"],
            {
                "entity": f["entity"],
                "relation": f["relation"],
                "value": stated_value(f),
                "key": f["ckey"],
                "documents": [],
                "contested": False,
            },
        )
        claim["documents"].append(
            {"doc": f["doc"], "start": f["start_char"], "end": f["end_char"], "quote": f["quote"], "fact": f["id"]}
        )
    for key in keys:
        group = [c for c in claims.values() if c["key"] == key]
        if len(group) > 1:
            judgement = auditor.view.rules.judge(
                chosen[0]["relation_key"] if chosen else "", [c["value"] for c in group], [c["key"] for c in group]
            )
            for c in group:
                c["contested"] = judgement.status == "conflict"
    return sorted(claims.values(), key=lambda c: (-len(c["documents"]), c["value"]))


def _answer_text(values: list[dict[str, Any]]) -> str:
    if not values:
        return ""
    top = values[0]
    return f"The {top['relation']} of {top['entity']} is {top['value']}."
