"""The LLM judge (``--judge openai``): operator J over the retrieved contexts, mapped to the
offline judge's shape.

ACS is J's overall ``score`` and the three parts are its sub-scores. J's cited statements become
evidence where their quote is found in the passage (``quote == document_text[start:end]``);
citations that are not found are left out of the evidence (J's explanation keeps them). The
answer's statements are J's ``claim`` texts. Context conflicts are computed from the retrieved
facts exactly as offline, so both judges report them alike.
"""

from __future__ import annotations

from typing import Any

from ..llm import LlmClient, LlmConfig
from ..operators.judge import NAME as J_NAME
from ..operators.judge import JudgeResult, Statement, judge_answer
from .answer import GraphView, context_conflicts
from .evidence import (
    CONTRADICTED,
    CONTRADICTS,
    SUPPORTED,
    SUPPORTS,
    UNSUPPORTED,
    ContextSpan,
    Evidence,
    Judgement,
    StatementVerdict,
)


class LlmJudge:
    """J through an OpenAI-compatible endpoint (the configured one unless a client is given)."""

    name = J_NAME

    def __init__(self, view: GraphView, config: LlmConfig | None = None, client: LlmClient | None = None) -> None:
        self.view = view
        self._config = config
        self._client = client

    def prefetch(self, answers: list[str]) -> None:
        """Nothing to prepare: J is asked once per answer."""

    def judge(self, question: str, answer: str, contexts: list[ContextSpan], facts: list[dict[str, Any]]) -> Judgement:
        result = judge_answer(question, answer, [c.text for c in contexts], self._config, client=self._client)
        return to_judgement(result, answer, contexts, context_conflicts(facts, self.view.rules))


def to_judgement(
    result: JudgeResult, answer: str, contexts: list[ContextSpan], conflicts: list[dict[str, Any]]
) -> Judgement:
    """J's result in the shape of the offline judgement."""
    claims: dict[str, StatementVerdict] = {}
    for relation, cited in ((SUPPORTS, result.supporting), (CONTRADICTS, result.contradicting)):
        for statement in cited:
            verdict = claims.setdefault(statement.claim or answer, StatementVerdict(statement.claim or answer, ""))
            evidence = _evidence(statement, relation, contexts)
            if evidence is not None:
                verdict.evidence.append(evidence)
    statements = list(claims.values()) or [StatementVerdict(answer, UNSUPPORTED)]
    for s in statements:
        relations = {e.relation for e in s.evidence}
        s.verdict = SUPPORTED if SUPPORTS in relations else CONTRADICTED if CONTRADICTS in relations else UNSUPPORTED
        s.support = 1.0 if s.verdict == SUPPORTED else 0.0
    overall = (
        CONTRADICTED
        if any(s.verdict == CONTRADICTED for s in statements)
        else SUPPORTED
        if all(s.verdict == SUPPORTED for s in statements)
        else UNSUPPORTED
    )
    contested = bool(result.contradicting) and bool(result.supporting)
    for c in conflicts:
        c["touches_answer"] = False
    return Judgement(
        f"{J_NAME}:{result.model}",
        round(result.score, 4),
        overall,
        result.query_alignment,
        result.evidence_support,
        result.no_contradiction,
        statements,
        conflicts,
        contested,
        result.explanation,
    )


def _evidence(statement: Statement, relation: str, contexts: list[ContextSpan]) -> Evidence | None:
    if statement.passage is None or statement.start is None or statement.end is None:
        return None
    ctx = contexts[statement.passage]
    start, end = ctx.start + statement.start, ctx.start + statement.end
    chunk = next((c for c, s, e in ctx.chunks if s <= start < e), ctx.chunks[0][0] if ctx.chunks else "")
    return Evidence(ctx.doc, start, end, ctx.text[statement.start : statement.end], relation, chunk, "llm")
