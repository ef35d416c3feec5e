"""Operator F: source-linked atomic facts from one chunk of text.

The model returns each fact with a verbatim ``quote``; offsets come from finding that quote in
the chunk (:func:`~hcf_graph.operators.quotes.locate_quote`), never from the model. A fact
whose quote is not in the text is dropped and counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field, field_validator, model_validator

from ..model import ExtractedFact
from .base import Example, Message, Operator
from .quotes import locate_quote

NAME = "openai-facts.v1"
MAX_FACTS = 25

INSTRUCTION = f"""You extract atomic facts from a passage, for a knowledge graph that compares \
what different documents claim.

An atomic fact is one independently checkable claim: an entity, one attribute or relation of \
it, and the value the passage asserts. For each fact give:
- "entity": what the fact is about, named as in the passage; resolve pronouns and "the city" \
to the name they refer to.
- "relation": the attribute, a short lowercase snake_case name ("capital", "boiling_point", \
"founded_in", "population").
- "value": the asserted value, with its unit if it has one ("Madrid", "100 °C", "1492").
- "qualifier": the time, place or condition the fact is limited to ("at sea level", \
"in 2010"), or "".
- "quote": the shortest span of the passage that states the fact, usually its sentence or \
clause, copied exactly character for character. Never paraphrase, translate or shorten a quote \
with "...".

Rules: only facts the passage itself states, no outside knowledge; one value per fact (split \
lists into several facts); skip opinions, questions, instructions and boilerplate; at most \
{MAX_FACTS} facts, the most specific first.
Reply with one JSON object {{"facts": [...]}} and nothing else; {{"facts": []}} when the \
passage states no fact."""


class FactItem(BaseModel):
    """One fact as the model states it."""

    entity: str = Field(min_length=1)
    relation: str = Field(min_length=1)
    value: str = Field(min_length=1)
    qualifier: str = ""
    quote: str = Field(min_length=1)

    @field_validator("entity", "relation", "value", "qualifier", "quote", mode="before")
    @classmethod
    def _as_text(cls, raw: Any) -> Any:
        """Numbers become text ("value": 100); a null qualifier becomes ""."""
        if raw is None:
            return ""
        if isinstance(raw, (int, float)) and not isinstance(raw, bool):
            return str(raw)
        return raw


class FactsOutput(BaseModel):
    """The reply of F: ``{"facts": [...]}`` (a bare list is accepted too)."""

    facts: list[FactItem]

    @model_validator(mode="before")
    @classmethod
    def _accept_bare_list(cls, raw: Any) -> Any:
        return {"facts": raw} if isinstance(raw, list) else raw


def _fact(entity: str, relation: str, value: str, quote: str, qualifier: str = "") -> FactItem:
    return FactItem(entity=entity, relation=relation, value=value, qualifier=qualifier, quote=quote)


EXAMPLES: tuple[Example[FactsOutput], ...] = (
    Example(
        input="Passage:\nMadrid is the capital of Spain. The city had about 3.3 million inhabitants in 2021.",
        output=FactsOutput(
            facts=[
                _fact("Spain", "capital", "Madrid", "Madrid is the capital of Spain"),
                _fact(
                    "Madrid",
                    "population",
                    "about 3.3 million",
                    "The city had about 3.3 million inhabitants in 2021",
                    qualifier="in 2021",
                ),
            ]
        ),
    ),
    Example(
        input="Passage:\nAt sea level, pure water boils at 100 °C; it freezes at 0 °C.",
        output=FactsOutput(
            facts=[
                _fact(
                    "pure water",
                    "boiling_point",
                    "100 °C",
                    "At sea level, pure water boils at 100 °C",
                    qualifier="at sea level",
                ),
                _fact("pure water", "freezing_point", "0 °C", "it freezes at 0 °C"),
            ]
        ),
    ),
    Example(
        input="Passage:\nSubscribe to our newsletter for more stories!",
        output=FactsOutput(facts=[]),
    ),
)

OPERATOR: Operator[FactsOutput] = Operator(NAME, INSTRUCTION, FactsOutput, EXAMPLES)


def build_messages(text: str) -> list[Message]:
    """The messages asking F for the facts of ``text``."""
    return OPERATOR.messages(f"Passage:\n{text}")


@dataclass(frozen=True)
class LocatedFacts:
    """Facts of one text with offsets into it, and how many quotes were not found."""

    facts: list[ExtractedFact]
    dropped: int


def locate_facts(text: str, output: FactsOutput, max_facts: int = MAX_FACTS) -> LocatedFacts:
    """Turn F's reply into :class:`ExtractedFact` spans of ``text``; drop unfindable quotes."""
    facts: list[ExtractedFact] = []
    seen: set[tuple[str, str, str, int, int]] = set()
    dropped = 0
    for item in output.facts[:max_facts]:
        span = locate_quote(text, item.quote)
        if span is None:
            dropped += 1
            continue
        key = (item.entity, item.relation, item.value, *span)
        if key in seen:
            continue
        seen.add(key)
        facts.append(
            ExtractedFact(
                entity=item.entity.strip(),
                relation=item.relation.strip(),
                value=item.value.strip(),
                start=span[0],
                end=span[1],
                qualifier=item.qualifier.strip(),
            )
        )
    return LocatedFacts(facts, dropped)
