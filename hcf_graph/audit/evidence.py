"""The shapes an answer audit produces: context spans, evidence, statement verdicts, judgements."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

SUPPORTED, CONTRADICTED, UNSUPPORTED = "supported", "contradicted", "unsupported"
SUPPORTS, CONTRADICTS = "supports", "contradicts"


@dataclass(frozen=True)
class ContextSpan:
    """A retrieved context placed in the store: ``text == document_text[start:end]``.

    ``located`` says how: ``id`` (chunk id given), ``exact``, ``tolerant`` (whitespace and
    case), or ``ingested`` (stored as a document of its own).
    """

    rank: int
    doc: str
    start: int
    end: int
    text: str
    score: float | None
    located: str
    chunks: tuple[tuple[str, int, int], ...] = ()  # (chunk id, start, end) of the chunks it overlaps

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["chunks"] = [c[0] for c in self.chunks]
        data.pop("text")
        return data


@dataclass(frozen=True)
class Evidence:
    """A span that supports or contradicts a statement; ``quote == document_text[start:end]``."""

    doc: str
    start: int
    end: int
    quote: str
    relation: str  # supports | contradicts
    chunk: str
    method: str  # fact | question | lexical | llm
    fact: str | None = None
    value: str = ""

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class StatementVerdict:
    """One statement of the answer: its reading, verdict, evidence and support score s_i."""

    text: str
    verdict: str
    evidence: list[Evidence] = field(default_factory=list)
    reading: str = ""
    support: float = 0.0
    on_question: bool = False  # its evidence is about the question's entity and relation
    alignment: float = 0.0  # lexical support only: share of the question's words in the answer or its sentence

    def as_json(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "reading": self.reading,
            "verdict": self.verdict,
            "support": round(self.support, 4),
            "evidence": [e.as_json() for e in self.evidence],
        }


@dataclass
class Judgement:
    """What a judge says about one answer: ACS, its parts, statements and retrieved-context conflicts."""

    judge: str
    acs: float
    verdict: str
    query_alignment: float
    evidence_support: float
    no_contradiction: float
    statements: list[StatementVerdict]
    context_conflicts: list[dict[str, Any]]
    contested: bool
    explanation: str


class AnswerJudge(Protocol):
    """Judges answers against retrieved context facts (offline or by an LLM); ``name`` is versioned."""

    name: str

    def prefetch(self, answers: list[str]) -> None:
        """Prepare a batch of answers at once (extraction is faster in batches)."""
        ...

    def judge(self, question: str, answer: str, contexts: list[ContextSpan], facts: list[dict[str, Any]]) -> Judgement:
        """The judgement of one answer given its placed contexts and the facts stated inside them."""
        ...
