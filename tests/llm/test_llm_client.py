"""LlmClient against a real HTTP server on 127.0.0.1 with scripted replies."""

from __future__ import annotations

import re
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from llm_fake_server import FakeServer, Reply, error, ok
from pydantic import BaseModel, Field

from hcf_graph.errors import LlmError
from hcf_graph.llm import LlmClient, LlmConfig
from hcf_graph.operators.base import Operator


class Number(BaseModel):
    value: int = Field(ge=0)
    note: str = ""


OP = Operator("test-number.v1", 'Reply with {"value": <int>}.', Number)


def ask(text: str) -> list[dict[str, str]]:
    return OP.messages(text)


def test_json_schema_is_sent_first_and_output_validated(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok({"value": 3}, prompt_tokens=40, completion_tokens=5))
    outcome = llm_client.run(OP, ask("three"))
    assert outcome.ok and outcome.value == Number(value=3)
    sent = llm_server.requests[0]
    assert sent["model"] == "test-model"
    assert sent["temperature"] == 0.1
    schema_format = sent["response_format"]
    assert schema_format["type"] == "json_schema"
    schema = schema_format["json_schema"]["schema"]
    assert schema["additionalProperties"] is False and schema["required"] == ["value", "note"]
    assert schema_format["json_schema"]["name"] == "test-number_v1"
    usage = llm_client.usage
    assert (usage.requests, usage.prompt_tokens, usage.completion_tokens, usage.failures) == (
        1,
        40,
        5,
        0,
    )


def test_auto_falls_back_when_the_server_rejects_response_format(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(
        error(400, "response_format type json_schema is not supported"),
        error(400, "Invalid value for 'response_format': json_object"),
        ok('{"value": 1}'),
        ok('{"value": 2}'),
    )
    assert llm_client.run(OP, ask("one")).value == Number(value=1)
    assert llm_client.run(OP, ask("two")).value == Number(value=2)
    formats = [r.get("response_format", {}).get("type") for r in llm_server.requests]
    assert formats == ["json_schema", "json_object", None, None]  # the choice is remembered
    assert llm_client.response_format == "none"
    assert llm_client.usage.failures == 0


def test_a_500_naming_response_format_is_a_rejection_not_a_retry(llm_server: FakeServer, llm_client: LlmClient) -> None:
    # what llama-cpp-python answers to a json_schema response_format
    message = "1 validation error: ('body', 'response_format', 'type') Input should be 'text' or 'json_object'"
    llm_server.reply(error(500, message), ok('{"value": 1}'))
    assert llm_client.run(OP, ask("one")).value == Number(value=1)
    assert llm_client.usage.retries == 0 and llm_client.response_format == "json_object"


def test_server_that_ignores_response_format_and_returns_prose(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok('Of course! Here you go:\n```json\n{"value": 7, "note": "seven",}\n```'))
    outcome = llm_client.run(OP, ask("seven"))
    assert outcome.value == Number(value=7, note="seven")
    assert llm_server.count == 1 and llm_client.usage.repairs == 0
    assert llm_client.response_format == "json_schema"


def test_malformed_json_then_one_repair(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok('{"value": 4'), ok('{"value": 4}'))
    outcome = llm_client.run(OP, ask("four"))
    assert outcome.value == Number(value=4)
    assert llm_server.count == 2
    repair = llm_server.requests[1]["messages"]
    assert repair[:-2] == llm_server.requests[0]["messages"]
    assert repair[-2] == {"role": "assistant", "content": '{"value": 4'}
    assert "no JSON object" in repair[-1]["content"]
    assert llm_client.usage.repairs == 1


def test_repair_request_names_the_validation_error(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok('{"value": -4}'), ok('{"value": 4}'))
    assert llm_client.run(OP, ask("four")).value == Number(value=4)
    assert "value: Input should be greater than or equal to 0" in llm_server.requests[1]["messages"][-1]["content"]


def test_invalid_after_repair_is_a_failure_not_a_crash_and_not_cached(
    llm_server: FakeServer, llm_config: LlmConfig
) -> None:
    client = LlmClient(llm_config)
    llm_server.reply(ok("I cannot answer that."), ok('{"value": "many"}'))
    outcome = client.run(OP, ask("?"))
    assert not outcome.ok
    assert outcome.error is not None and outcome.error.startswith("invalid output after one repair")
    assert "value" in outcome.error
    assert client.usage.failures == 1 and client.usage.repairs == 1
    llm_server.reply(ok('{"value": 5}'))
    assert LlmClient(llm_config).run(OP, ask("?")).value == Number(value=5)  # retried, not cached
    assert llm_server.count == 3


def test_429_then_success_is_retried_with_backoff(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(
        error(429, "rate limited", **{"Retry-After": "0"}),
        error(503, "overloaded"),
        ok('{"value": 9}'),
    )
    assert llm_client.run(OP, ask("nine")).value == Number(value=9)
    usage = llm_client.usage
    assert (usage.requests, usage.retries, usage.failures) == (3, 2, 0)


def test_persistent_500_gives_up_on_that_input_only(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(*[error(500, "boom")] * 3, ok('{"value": 1}'))
    outcomes = llm_client.run_many(OP, [ask("a"), ask("b")])
    failed = [o for o in outcomes if not o.ok]
    assert len(failed) == 1 and "HTTP 500" in (failed[0].error or "")
    assert "gave up after 3 attempts" in (failed[0].error or "")


def test_timeout_then_success(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    client = LlmClient(replace(llm_config, timeout=0.3))
    llm_server.reply(Reply(200, {"late": True}, delay=0.8), ok('{"value": 2}'))
    assert client.run(OP, ask("two")).value == Number(value=2)
    assert client.usage.retries == 1 and client.usage.requests == 2


def test_timeouts_until_out_of_retries_is_a_recorded_failure(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    client = LlmClient(replace(llm_config, timeout=0.2, max_retries=1))
    llm_server.reply(*[Reply(200, {"late": True}, delay=0.5)] * 2)
    outcome = client.run(OP, ask("slow"))
    assert not outcome.ok and "timed out after 0.2 s" in (outcome.error or "")
    assert client.usage.failures == 1


def test_cache_second_run_sends_zero_requests(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    llm_server.responder = lambda request: ok({"value": len(request["messages"][-1]["content"])})
    batch = [ask(word) for word in ("a", "bb", "ccc")]
    first = LlmClient(llm_config)
    assert [o.value.value for o in first.run_many(OP, batch) if o.value] == [1, 2, 3]
    assert llm_server.count == 3
    second = LlmClient(llm_config)
    outcomes = second.run_many(OP, batch)
    assert [o.value.value for o in outcomes if o.value] == [1, 2, 3]
    assert all(o.cached for o in outcomes)
    assert llm_server.count == 3
    assert (second.usage.requests, second.usage.cache_hits) == (0, 3)


def test_cache_key_depends_on_model_and_temperature(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    llm_server.responder = lambda request: ok({"value": 1})
    LlmClient(llm_config).run(OP, ask("x"))
    LlmClient(replace(llm_config, model="other-model")).run(OP, ask("x"))
    LlmClient(replace(llm_config, temperature=0.7)).run(OP, ask("x"))
    LlmClient(replace(llm_config, cache=False)).run(OP, ask("x"))
    assert llm_server.count == 4
    LlmClient(llm_config).run(OP, ask("x"))
    assert llm_server.count == 4


def test_max_requests_budget_records_failures(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    llm_server.responder = lambda request: ok({"value": 1})
    client = LlmClient(replace(llm_config, max_requests=2, concurrency=1))
    outcomes = client.run_many(OP, [ask(str(i)) for i in range(4)])
    assert [o.ok for o in outcomes] == [True, True, False, False]
    assert outcomes[-1].error == "budget exhausted (max_requests=2)"
    assert llm_server.count == 2 and client.usage.failures == 2


def test_concurrency_limit_is_respected(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    llm_server.responder = lambda request: Reply(200, ok({"value": 1}).body, delay=0.1)
    client = LlmClient(replace(llm_config, concurrency=2, cache=False))
    done: list[bool] = []
    lock = threading.Lock()

    def on_done(outcome: object) -> None:
        with lock:
            done.append(True)

    outcomes = client.run_many(OP, [ask(str(i)) for i in range(6)], on_done=on_done)
    assert all(o.ok for o in outcomes) and len(done) == 6
    assert llm_server.max_in_flight == 2


@pytest.mark.parametrize(
    ("reply", "message"),
    [
        (error(401, "bad key"), "check OPENAI_API_KEY"),
        (error(404, "model not found"), "check the model name"),
    ],
)
def test_auth_and_missing_model_stop_the_run(
    llm_server: FakeServer, llm_client: LlmClient, reply: Reply, message: str
) -> None:
    llm_server.reply(reply)
    with pytest.raises(LlmError, match=message):
        llm_client.run_many(OP, [ask("a"), ask("b"), ask("c")])


def test_unreachable_server_is_one_clear_error(tmp_path: Path) -> None:
    config = LlmConfig.load(
        model="m",
        base_url="http://127.0.0.1:9/v1",
        timeout=0.5,
        backoff=0.0,
        max_retries=1,
        cache_dir=tmp_path,
    )
    with pytest.raises(LlmError, match=re.escape("cannot reach the LLM server at http://127.0.0.1:9/v1")):
        LlmClient(config).run(OP, ask("a"))


def test_forced_format_rejected_is_an_error_that_says_what_to_do(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    llm_server.reply(error(400, "response_format json_schema unsupported"))
    with pytest.raises(LlmError, match='response_format = "auto"'):
        LlmClient(replace(llm_config, response_format="json_schema")).run(OP, ask("a"))


def test_a_rejected_setting_stops_the_run(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(error(400, "Unsupported value: 'temperature' does not support 0.1"))
    with pytest.raises(LlmError, match=re.escape("adjust [llm] in hcf.toml")):
        llm_client.run(OP, ask("a"))


def test_other_client_errors_fail_only_that_input(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(error(400, "context length exceeded"))
    outcome = llm_client.run(OP, ask("huge"))
    assert outcome.error == "HTTP 400: context length exceeded"
    assert llm_client.usage.retries == 0


def test_usage_summary_is_one_line(llm_server: FakeServer, llm_client: LlmClient) -> None:
    llm_server.reply(ok({"value": 1}, prompt_tokens=1200, completion_tokens=30))
    llm_client.run(OP, ask("a"))
    line = llm_client.usage.summary()
    assert "\n" not in line and "1 requests" in line and "1,200 in" in line
    assert llm_client.usage.as_dict()["total_tokens"] == 1230


def test_progress_bar_counts_and_yields_to_an_outer_bar(llm_server: FakeServer, llm_client: LlmClient) -> None:
    from rich.progress import Progress

    from hcf_graph.llm.progress import progress_bar

    llm_server.responder = lambda request: ok({"value": 1})
    with progress_bar(3, "test", enabled=True) as advance:
        assert all(o.ok for o in llm_client.run_many(OP, [ask("a"), ask("b"), ask("c")], advance))
    with Progress(), progress_bar(3, "nested", enabled=True) as advance:  # no LiveError
        advance(None)
