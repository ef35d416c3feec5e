"""Operator J: how consistent an answer is with the passages retrieved for its question.

J rates query alignment, evidence support and absence of contradiction, and an overall score
in [0, 1] (the Answer Consistency Score, ACS), with the passage statements that support and
that contradict the answer. Each statement is located in its passage, so it can be linked to a
chunk span and from there to facts; a statement whose quote is not in the passage keeps
``start``/``end`` at ``None`` rather than invented offsets. ACS is the model's overall
``score``; the three sub-scores are reported beside it (the paper leaves the combination to J).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel, Field

from ..errors import LlmError
from ..llm import LlmClient, LlmConfig, LlmFailure
from .base import Example, Message, Operator, client_for
from .quotes import locate_quote

NAME = "openai-judge.v1"
MAX_PASSAGE_CHARS = 4_000

INSTRUCTION = """You judge whether an answer is consistent with the passages retrieved for \
its question. You do not use outside knowledge: the passages are the only evidence, even where \
they are wrong.

Rate from 0.0 to 1.0:
- "query_alignment": the answer addresses what the question asks.
- "evidence_support": the answer's claims are stated or directly implied by the passages.
- "no_contradiction": 1.0 when no passage contradicts the answer; lower as contradicting \
statements get more direct or more numerous, even when other passages support the answer.
- "score": overall consistency of answer, question and evidence; it must be low when any \
sub-score is low.

List the passage statements that bear on the answer: "supporting" ones state what the answer \
says; "contradicting" ones assert something incompatible with it (another value, date or \
name for the same thing). Each statement has "passage" (the number in brackets), "quote" (the \
statement copied exactly from that passage) and "claim" (the part of the answer it bears on). \
Add a one or two sentence "explanation".

Reply with one JSON object with the keys supporting, contradicting, explanation, \
query_alignment, evidence_support, no_contradiction and score, in that order, and nothing \
else."""


class EvidenceStatement(BaseModel):
    """A passage statement as J cites it (``passage`` is 1-based, as numbered in the prompt)."""

    passage: int
    quote: str = Field(min_length=1)
    claim: str = ""


class JudgeOutput(BaseModel):
    """The reply of J."""

    # Evidence first, scores last: a model that decodes in this order cites before it rates.
    supporting: list[EvidenceStatement]
    contradicting: list[EvidenceStatement]
    explanation: str = ""
    query_alignment: float = Field(ge=0.0, le=1.0)
    evidence_support: float = Field(ge=0.0, le=1.0)
    no_contradiction: float = Field(ge=0.0, le=1.0)
    score: float = Field(ge=0.0, le=1.0)


def _passages_prompt(question: str, answer: str, passages: Sequence[str]) -> str:
    numbered = "\n\n".join(f"[{i}] {p[:MAX_PASSAGE_CHARS]}" for i, p in enumerate(passages, 1))
    return f"Question: {question}\n\nAnswer: {answer}\n\nPassages:\n{numbered}"


EXAMPLES: tuple[Example[JudgeOutput], ...] = (
    Example(
        input=_passages_prompt(
            "When was the Eiffel Tower completed?",
            "The Eiffel Tower was completed in 1889.",
            [
                "The Eiffel Tower was completed in 1889 for the World's Fair.",
                "Construction of the tower ended in 1887, according to this guide.",
            ],
        ),
        output=JudgeOutput(
            query_alignment=1.0,
            evidence_support=0.9,
            no_contradiction=0.4,
            score=0.6,
            supporting=[
                EvidenceStatement(
                    passage=1,
                    quote="The Eiffel Tower was completed in 1889",
                    claim="completed in 1889",
                )
            ],
            contradicting=[
                EvidenceStatement(
                    passage=2,
                    quote="Construction of the tower ended in 1887",
                    claim="completed in 1889",
                )
            ],
            explanation="Passage 1 supports 1889 but passage 2 gives 1887 for the same event.",
        ),
    ),
)

OPERATOR: Operator[JudgeOutput] = Operator(NAME, INSTRUCTION, JudgeOutput, EXAMPLES)


@dataclass(frozen=True)
class Statement:
    """A cited statement: ``passage`` is a 0-based index into the passages given (``None``
    when the model cited no valid passage); ``start``/``end`` locate ``quote`` in it, or are
    ``None`` when the quote is not found there."""

    passage: int | None
    quote: str
    claim: str
    start: int | None
    end: int | None


@dataclass(frozen=True)
class JudgeResult:
    """J's verdict on one answer, with the operator and model that made it."""

    operator: str
    model: str
    score: float
    query_alignment: float
    evidence_support: float
    no_contradiction: float
    supporting: list[Statement]
    contradicting: list[Statement]
    explanation: str
    cached: bool = False


def build_messages(question: str, answer: str, passages: Sequence[str]) -> list[Message]:
    """The messages asking J to judge ``answer`` against ``passages``."""
    return OPERATOR.messages(_passages_prompt(question, answer, passages))


def locate_statement(cited: EvidenceStatement, passages: Sequence[str]) -> Statement:
    """Find the cited quote in its passage, else in any passage; never invent offsets."""
    claimed = cited.passage - 1
    order = ([claimed] if 0 <= claimed < len(passages) else []) + [i for i in range(len(passages)) if i != claimed]
    for index in order:
        span = locate_quote(passages[index], cited.quote)
        if span is not None:
            return Statement(index, passages[index][span[0] : span[1]], cited.claim, *span)
    known = claimed if 0 <= claimed < len(passages) else None
    return Statement(known, cited.quote, cited.claim, None, None)


def to_result(output: JudgeOutput, passages: Sequence[str], model: str, *, cached: bool) -> JudgeResult:
    """A :class:`JudgeResult` from J's validated reply."""
    return JudgeResult(
        operator=NAME,
        model=model,
        score=output.score,
        query_alignment=output.query_alignment,
        evidence_support=output.evidence_support,
        no_contradiction=output.no_contradiction,
        supporting=[locate_statement(s, passages) for s in output.supporting],
        contradicting=[locate_statement(s, passages) for s in output.contradicting],
        explanation=output.explanation,
        cached=cached,
    )


def judge_answers(
    items: Sequence[tuple[str, str, Sequence[str]]], *, client: LlmClient
) -> list[JudgeResult | LlmFailure]:
    """J for each ``(question, answer, passages)``, concurrently; failures are recorded."""
    outcomes = client.run_many(OPERATOR, [build_messages(q, a, p) for q, a, p in items])
    model = client.config.model
    results: list[JudgeResult | LlmFailure] = []
    for (_, _, passages), outcome in zip(items, outcomes, strict=True):
        if outcome.value is None:
            results.append(LlmFailure(NAME, model, outcome.error or "no output"))
        else:
            results.append(to_result(outcome.value, passages, model, cached=outcome.cached))
    return results


def judge_answer(
    question: str,
    answer: str,
    passages: Sequence[str],
    config: LlmConfig | None = None,
    *,
    client: LlmClient | None = None,
) -> JudgeResult:
    """J for one answer; raises :class:`LlmError` when the model gave no usable verdict."""
    result = judge_answers([(question, answer, passages)], client=client_for(config, client))[0]
    if isinstance(result, LlmFailure):
        raise LlmError(f"{NAME}: answer judging failed: {result.error}")
    return result
