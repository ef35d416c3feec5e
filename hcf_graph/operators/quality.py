"""Operator Q: structural quality of one document on five dimensions.

Q judges how a document is written, never whether it is true: clarity, internal consistency,
completeness, information density and coherence, each a score in [0, 1] with a short reason.
``overall`` is the plain mean of the five (the paper does not say how Q's dimensions combine
into IaDQ; we choose the unweighted mean and report the five beside it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel, Field

from ..errors import LlmError
from ..llm import LlmClient, LlmConfig, LlmFailure
from .base import Example, Message, Operator, client_for

NAME = "openai-quality.v1"
DIMENSIONS = ("clarity", "internal_consistency", "completeness", "information_density", "coherence")
MAX_CHARS = 24_000

INSTRUCTION = """You assess the structural quality of one document. You do not fact-check: \
judge only how the document is written, never whether its claims are true in the world.

For each dimension give a one-sentence reason that points at the text, then a score from 0.0 \
(very poor) to 1.0 (excellent):
- "clarity": sentences are unambiguous and readable; terms are defined or obvious.
- "internal_consistency": the document never contradicts itself (numbers, dates, names agree \
across its sections).
- "completeness": it covers what its title and opening promise; no truncated sections or \
dangling references.
- "information_density": specific statements rather than filler, repetition or boilerplate.
- "coherence": ideas follow a logical order; paragraphs connect; no unrelated fragments.

Reply with one JSON object with exactly these five keys, each {"reason": string, "score": \
number}, and nothing else."""


class DimensionScore(BaseModel):
    """One dimension: a score in [0, 1] and why."""

    reason: str
    score: float = Field(ge=0.0, le=1.0)


class QualityOutput(BaseModel):
    """The reply of Q."""

    clarity: DimensionScore
    internal_consistency: DimensionScore
    completeness: DimensionScore
    information_density: DimensionScore
    coherence: DimensionScore


def _dims(*scores: tuple[float, str]) -> QualityOutput:
    return QualityOutput(
        **{name: DimensionScore(score=s, reason=r) for name, (s, r) in zip(DIMENSIONS, scores, strict=True)}
    )


EXAMPLES: tuple[Example[QualityOutput], ...] = (
    Example(
        input="Document:\nThe Danube is Europe's second-longest river. It rises in the Black "
        "Forest and flows 2,850 km to the Black Sea. Later in this article the river is said to "
        "be 2,350 km long. See the table below.",
        output=_dims(
            (0.8, "Plain sentences with clear terms."),
            (0.3, "The length is given as 2,850 km and later as 2,350 km."),
            (0.4, "It refers to a table that is not there."),
            (0.8, "Mostly specific figures and places."),
            (0.6, "The self-reference to 'later in this article' breaks the flow."),
        ),
    ),
)

OPERATOR: Operator[QualityOutput] = Operator(NAME, INSTRUCTION, QualityOutput, EXAMPLES)


@dataclass(frozen=True)
class QualityResult:
    """Q's assessment of one document, with the operator and model that made it."""

    operator: str
    model: str
    scores: dict[str, float]
    reasons: dict[str, str]
    truncated: bool = False
    cached: bool = False
    overall: float = field(init=False)

    def __post_init__(self) -> None:
        mean = sum(self.scores[d] for d in DIMENSIONS) / len(DIMENSIONS)
        object.__setattr__(self, "overall", round(mean, 6))


def build_messages(text: str, max_chars: int = MAX_CHARS) -> list[Message]:
    """The messages asking Q about ``text`` (cut to ``max_chars`` to bound cost)."""
    return OPERATOR.messages(f"Document:\n{text[:max_chars]}")


def to_result(output: QualityOutput, model: str, *, truncated: bool, cached: bool) -> QualityResult:
    """A :class:`QualityResult` from Q's validated reply."""
    return QualityResult(
        operator=NAME,
        model=model,
        scores={d: getattr(output, d).score for d in DIMENSIONS},
        reasons={d: getattr(output, d).reason for d in DIMENSIONS},
        truncated=truncated,
        cached=cached,
    )


def assess_quality_many(
    texts: Sequence[str], *, client: LlmClient, max_chars: int = MAX_CHARS
) -> list[QualityResult | LlmFailure]:
    """Q for each text, concurrently; a text that failed gets an :class:`LlmFailure`."""
    outcomes = client.run_many(OPERATOR, [build_messages(t, max_chars) for t in texts])
    model = client.config.model
    results: list[QualityResult | LlmFailure] = []
    for text, outcome in zip(texts, outcomes, strict=True):
        if outcome.value is None:
            results.append(LlmFailure(NAME, model, outcome.error or "no output"))
        else:
            truncated = len(text) > max_chars
            results.append(to_result(outcome.value, model, truncated=truncated, cached=outcome.cached))
    return results


def assess_quality(
    text: str,
    config: LlmConfig | None = None,
    *,
    client: LlmClient | None = None,
    max_chars: int = MAX_CHARS,
) -> QualityResult:
    """Q for one document; raises :class:`LlmError` when the model gave no usable answer."""
    result = assess_quality_many([text], client=client_for(config, client), max_chars=max_chars)[0]
    if isinstance(result, LlmFailure):
        raise LlmError(f"{NAME}: quality assessment failed: {result.error}")
    return result
