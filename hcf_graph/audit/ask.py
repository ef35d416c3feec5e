"""`hcf ask`: retrieve chunks for a question, answer it from the graph's facts, audit and store it.

Offline, the answer is read off the graph: the retrieved facts whose entity and relation the
question names (:func:`.answer.question_keys`), each value with the documents and spans that
state it, marked ``contested`` when the values conflict. The value stated by most documents
becomes the answer ("the birth place of Edward Jenner is Berkeley"), which is then audited
against the retrieved chunks like any logged answer and stored as an audit.

With an LLM client, the model also answers from the retrieved chunks (operator G,
:mod:`.generate`); that answer is audited in the same run, beside the graph's, so the two can be
compared statement by statement (``hcf trace``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..conflicts import stated_value
from ..database import Database
from ..errors import InputError
from .answer import question_keys
from .rows import LogContext, LogRow
from .run import Auditor, AuditResult

if TYPE_CHECKING:
    from ..llm import LlmClient


@dataclass
class AskResult:
    """The graph's values for the question, and the stored audit of the answer built from them."""

    question: str
    values: list[dict[str, Any]] = field(default_factory=list)
    audit: AuditResult | None = None
    warnings: list[str] = field(default_factory=list)
    generated: AuditResult | None = None
    model: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "values": self.values,
            "audit": self.audit.as_json() if self.audit else None,
            "generated": (
                {"model": self.model, "audit": self.generated.as_json()} if self.generated is not None else None
            ),
            "warnings": self.warnings,
        }


def ask(
    db: Database,
    question: str,
    k: int = 5,
    retriever: str = "bm25",
    llm: LlmClient | None = None,
    judge: str = "offline",
) -> AskResult:
    """Retrieve, answer from the graph (and with ``llm`` also by the model), audit, store (see the
    module docstring)."""
    if not question.strip():
        raise InputError('the question is empty; ask something, e.g. hcf ask "Where was Edward Jenner born?"')
    if k < 1:
        raise InputError(f"--k must be at least 1, not {k}")
    auditor = Auditor(db, judge=judge, retriever=retriever)
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
    contexts = [LogContext(h.chunk.text, h.chunk.id, score=h.score, rank=h.rank) for h in hits]
    rows = [LogRow(1, "ask", question, answer, contexts)]
    warnings: list[str] = []
    if llm is not None:
        generated = _generate(question, [h.chunk.text for h in hits], llm)
        if generated is None:
            warnings.append(f"the model {llm.config.model} gave no answer; only the graph's answer was audited")
        else:
            rows.append(LogRow(2, "ask-llm", question, generated, contexts))
    run = auditor.audit_rows(rows, source="hcf ask", kind="ask")
    by_id = {r.row_id: r for r in run.results}
    return AskResult(
        question,
        values,
        by_id.get("ask"),
        [*auditor.warnings, *warnings],
        by_id.get("ask-llm"),
        llm.config.model if llm is not None else "",
    )


def _generate(question: str, passages: list[str], llm: LlmClient) -> str | None:
    from .experiment import GENERATION_FAILED
    from .generate import generate_answers  # imported on use: the LLM client is not needed offline

    text = generate_answers([(question, passages)], llm)[0]
    return None if text == GENERATION_FAILED else text


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
