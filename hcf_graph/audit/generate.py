"""Answer generation by an LLM from retrieved passages (the experiment's generator, operator G).

The HCF paper generated each answer with the same model as its judge, from the retrieved
passages only. ``openai-answer.v1`` asks for a short answer grounded in the numbered passages;
the answer is then audited like any other (offline judge by default).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from ..llm import LlmClient
from ..operators.base import Example, Message, Operator
from .experiment import GENERATION_FAILED as FAILED

NAME = "openai-answer.v1"
MAX_PASSAGE_CHARS = 4_000

INSTRUCTION = """You answer a question from the numbered passages retrieved for it. Use only \
what the passages say; when they do not state the answer, say so. Answer in one or two short \
sentences that name the thing asked about. Reply with one JSON object {"answer": "..."} and \
nothing else."""


class AnswerOutput(BaseModel):
    """The generated answer."""

    answer: str


def _prompt(question: str, passages: Sequence[str]) -> str:
    numbered = "\n\n".join(f"[{i}] {p[:MAX_PASSAGE_CHARS]}" for i, p in enumerate(passages, 1))
    return f"Question: {question}\n\nPassages:\n{numbered}"


EXAMPLES = (
    Example(
        input=_prompt(
            "When was the Eiffel Tower completed?",
            ["The Eiffel Tower was completed in 1889 for the World's Fair.", "Paris is the capital of France."],
        ),
        output=AnswerOutput(answer="The Eiffel Tower was completed in 1889."),
    ),
)

OPERATOR: Operator[AnswerOutput] = Operator(NAME, INSTRUCTION, AnswerOutput, EXAMPLES)


def build_messages(question: str, passages: Sequence[str]) -> list[Message]:
    """The chat messages for one question and its passages."""
    return OPERATOR.messages(_prompt(question, passages))


def generate_answers(items: Sequence[tuple[str, Sequence[str]]], client: LlmClient) -> list[str]:
    """One answer per ``(question, passages)``, concurrently; a failed request gives :data:`FAILED`."""
    outcomes = client.run_many(OPERATOR, [build_messages(q, p) for q, p in items])
    return [o.value.answer.strip() or FAILED if o.value is not None else FAILED for o in outcomes]
