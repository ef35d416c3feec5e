"""Operators Q and J from Python, and the consistency of every operator's prompt module."""

from __future__ import annotations

import re
from typing import Any

import pytest
from llm_fake_server import FakeServer, ok
from llm_samples import JUDGE_REPLY, PASSAGES, QUALITY_REPLY

from hcf_graph.errors import LlmError
from hcf_graph.llm import LlmClient, LlmConfig
from hcf_graph.operators import assess_quality, judge_answer, judge_answers
from hcf_graph.operators import facts as operator_f
from hcf_graph.operators import judge as operator_j
from hcf_graph.operators import quality as operator_q
from hcf_graph.operators.quotes import locate_quote


@pytest.mark.parametrize("module", [operator_f, operator_q, operator_j])
def test_operator_names_are_versioned(module: Any) -> None:
    assert re.fullmatch(r"openai-[a-z]+\.v\d+", module.NAME)
    assert module.OPERATOR.name == module.NAME
    assert module.OPERATOR.instruction == module.INSTRUCTION
    assert module.OPERATOR.examples == module.EXAMPLES


@pytest.mark.parametrize("module", [operator_f, operator_q, operator_j])
def test_messages_are_system_examples_then_input(module: Any) -> None:
    messages = module.OPERATOR.messages("INPUT")
    assert messages[0] == {"role": "system", "content": module.INSTRUCTION}
    assert [m["role"] for m in messages[1:-1]] == ["user", "assistant"] * len(module.EXAMPLES)
    assert messages[-1] == {"role": "user", "content": "INPUT"}
    assert "JSON" in module.INSTRUCTION  # JSON mode on OpenAI requires the word


def test_fact_examples_quote_their_passages_exactly() -> None:
    for example in operator_f.EXAMPLES:
        text = example.input.removeprefix("Passage:\n")
        for item in example.output.facts:
            assert item.quote in text, item.quote
        assert operator_f.locate_facts(text, example.output).dropped == 0


def test_judge_examples_quote_their_passages() -> None:
    for example in operator_j.EXAMPLES:
        for statement in example.output.supporting + example.output.contradicting:
            assert f"[{statement.passage}] " in example.input
            assert statement.quote in example.input


def test_assess_quality(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok(QUALITY_REPLY))
    result = assess_quality("The tower is 300 m tall. The tower is 330 m tall.", client=llm_client)
    assert result.operator == "openai-quality.v1" and result.model == "test-model"
    assert result.scores["internal_consistency"] == 0.5
    assert result.reasons["clarity"] == "Short, plain sentences."
    assert result.overall == pytest.approx((0.9 + 0.5 + 0.8 + 0.7 + 0.6) / 5)
    assert not result.truncated and not result.cached
    assert llm_server.requests[0]["response_format"]["json_schema"]["name"] == "openai-quality_v1"


def test_quality_score_out_of_range_is_repaired(llm_server: FakeServer, llm_client: LlmClient) -> None:
    bad = {**QUALITY_REPLY, "clarity": {"score": 9, "reason": "on a 0-10 scale"}}
    llm_server.reply(ok(bad), ok(QUALITY_REPLY))
    assert assess_quality("Some text.", client=llm_client).scores["clarity"] == 0.9
    assert "clarity.score" in llm_server.requests[1]["messages"][-1]["content"]


def test_quality_failure_raises_llm_error_for_a_single_input(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok("Looks fine to me."), ok("Really, it is fine."))
    with pytest.raises(LlmError, match="quality assessment failed: invalid output after one repair"):
        assess_quality("Some text.", client=llm_client)


def test_long_documents_are_cut_and_marked(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok(QUALITY_REPLY))
    result = assess_quality("word " * 10_000, client=llm_client, max_chars=1_000)
    assert result.truncated
    assert len(llm_server.requests[0]["messages"][-1]["content"]) <= 1_000 + len("Document:\n")


def test_assess_quality_from_config(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    llm_server.reply(ok(QUALITY_REPLY))
    assert assess_quality("Text.", llm_config).model == "test-model"


def test_judge_answer_locates_statements(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok(JUDGE_REPLY))
    result = judge_answer("When was the Eiffel Tower completed?", "In 1889.", PASSAGES, client=llm_client)
    assert (result.operator, result.model, result.score) == ("openai-judge.v1", "test-model", 0.62)
    assert (result.query_alignment, result.evidence_support, result.no_contradiction) == (
        1.0,
        0.9,
        0.4,
    )
    support = result.supporting[0]
    assert support.passage == 0
    assert PASSAGES[0][support.start : support.end] == "The Eiffel Tower was completed in 1889"
    moved, missing = result.contradicting
    assert moved.passage == 1 and moved.start is not None
    assert PASSAGES[1][moved.start : moved.end] == moved.quote == "the tower was FINISHED in 1887"
    assert (missing.passage, missing.start, missing.end) == (None, None, None)
    assert missing.quote == "It was completed in 1890"
    prompt = llm_server.requests[0]["messages"][-1]["content"]
    assert "[1] The Eiffel Tower" in prompt and "[2] Some guides" in prompt


def test_judge_answers_records_failures_per_item(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    llm_server.reply(ok(JUDGE_REPLY), ok("no"), ok("still no"))
    client = LlmClient(llm_config.with_overrides(concurrency=1))
    first, second = judge_answers([("q", "a", PASSAGES), ("q2", "a2", PASSAGES)], client=client)
    assert first.score == 0.62
    assert second.error.startswith("invalid output after one repair")


def test_statement_location_never_invents_offsets() -> None:
    cited = operator_j.EvidenceStatement(passage=2, quote="completed in 1889")
    statement = operator_j.locate_statement(cited, PASSAGES)
    assert statement.passage == 0  # the claimed passage does not hold it; passage 1 does
    span = locate_quote(PASSAGES[0], "completed in 1889")
    assert (statement.start, statement.end) == span
