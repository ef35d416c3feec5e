"""The ``openai`` extractor (operator F) end to end against the scripted server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from llm_fake_server import FakeServer, Reply, ok

from hcf_graph.errors import ConfigError
from hcf_graph.extract import Extractor, make_extractor
from hcf_graph.extract.openai_facts import OpenAIFactExtractor
from hcf_graph.llm import LlmConfig

SPAIN = "Madrid is the capital of Spain.  Its population\nwas 3.3 million in 2021."
WATER = "At sea level, water boils at 100 °C. It freezes at 0 °C."


def fact(entity: str, relation: str, value: str, quote: str, qualifier: str = "") -> dict[str, str]:
    return {
        "entity": entity,
        "relation": relation,
        "value": value,
        "qualifier": qualifier,
        "quote": quote,
    }


REPLIES: dict[str, Any] = {
    SPAIN: {
        "facts": [
            fact("Spain", "capital", "Madrid", "Madrid is the capital of Spain."),
            # the model collapsed the line break and changed case: still located
            fact(
                "Madrid",
                "population",
                "3.3 million",
                "its population was 3.3 million in 2021",
                "in 2021",
            ),
            # not in the text: dropped and counted
            fact("Spain", "currency", "euro", "Spain uses the euro."),
        ]
    },
    # a bare list, numbers as values, inside a code fence
    WATER: '```json\n[{"entity": "water", "relation": "boiling_point", "value": 100, '
    '"qualifier": "at sea level", "quote": "At sea level, water boils at 100 °C"}]\n```',
}


def passage_of(request: dict[str, Any]) -> str:
    """The passage asked about (the last one: earlier ones are the operator's examples)."""
    contents = [m["content"] for m in request["messages"] if m["role"] == "user"]
    last = [c for c in contents if c.startswith("Passage:\n")][-1]
    return str(last[len("Passage:\n") :])


@pytest.fixture
def fact_server(llm_server: FakeServer) -> FakeServer:
    llm_server.responder = lambda request: ok(REPLIES.get(passage_of(request), {"facts": []}))
    return llm_server


def make(config: LlmConfig, **options: Any) -> OpenAIFactExtractor:
    return OpenAIFactExtractor(config=config, progress=False, **options)


def test_facts_with_exact_offsets_and_dropped_quotes(fact_server: FakeServer, llm_config: LlmConfig) -> None:
    extractor = make(llm_config)
    spain, water = extractor.extract([SPAIN, WATER])
    assert [(f.entity, f.relation, f.value, f.qualifier) for f in spain] == [
        ("Spain", "capital", "Madrid", ""),
        ("Madrid", "population", "3.3 million", "in 2021"),
    ]
    assert SPAIN[spain[0].start : spain[0].end] == "Madrid is the capital of Spain."
    assert SPAIN[spain[1].start : spain[1].end] == "Its population\nwas 3.3 million in 2021"
    assert [(f.value, WATER[f.start : f.end]) for f in water] == [("100", "At sea level, water boils at 100 °C")]
    stats = extractor.stats()
    assert stats["facts"] == 3 and stats["dropped_quotes"] == 1
    assert stats["requests"] == 2 and stats["failed_inputs"] == 0
    assert stats["operator"] == "openai-facts.v1" and stats["model"] == "test-model"


def test_every_offset_holds_its_quote(fact_server: FakeServer, llm_config: LlmConfig) -> None:
    texts = [SPAIN, WATER, "Nothing to see."]
    for text, facts in zip(texts, make(llm_config).extract(texts), strict=True):
        for f in facts:
            assert 0 <= f.start < f.end <= len(text)


def test_second_run_sends_zero_requests(fact_server: FakeServer, llm_config: LlmConfig) -> None:
    first = make(llm_config).extract([SPAIN, WATER])
    assert fact_server.count == 2
    again = make(llm_config)
    assert again.extract([SPAIN, WATER]) == first
    assert fact_server.count == 2
    assert again.stats()["requests"] == 0 and again.stats()["cache_hits"] == 2


def test_blank_texts_send_nothing(fact_server: FakeServer, llm_config: LlmConfig) -> None:
    assert make(llm_config).extract(["", "  \n", SPAIN])[:2] == [[], []]
    assert fact_server.count == 1


def test_a_failed_chunk_is_counted_and_the_batch_goes_on(llm_server: FakeServer, llm_config: LlmConfig) -> None:
    def responder(request: dict[str, Any]) -> Reply:
        if passage_of(request) == WATER:
            return ok("I'd rather not.")
        return ok(REPLIES[SPAIN])

    llm_server.responder = responder
    extractor = make(llm_config)
    spain, water = extractor.extract([SPAIN, WATER])
    assert len(spain) == 2 and water == []
    stats = extractor.stats()
    assert stats["failed_inputs"] == 1 and stats["repairs"] == 1
    assert stats["failure_reasons"] == {"invalid output after one repair": 1}


def test_budget_guard_through_extractor_options(fact_server: FakeServer, llm_config: LlmConfig) -> None:
    extractor = make(llm_config, max_requests=1, concurrency=1)
    results = extractor.extract([SPAIN, WATER])
    assert len(results[0]) == 2 and results[1] == []
    assert extractor.stats()["failure_reasons"] == {"budget exhausted": 1}
    assert fact_server.count == 1


def test_registry_builds_it_from_options(fact_server: FakeServer, tmp_path: Path) -> None:
    extractor = make_extractor(
        "openai",
        model="test-model",
        base_url=fact_server.url,
        cache_dir=str(tmp_path / "c"),
        progress=False,
    )
    assert isinstance(extractor, Extractor)
    assert extractor.name == "openai-facts.v1"
    assert extractor.label() == "openai-facts.v1/test-model"
    assert len(extractor.extract([SPAIN])[0]) == 2


def test_options_from_hcf_toml(fact_server: FakeServer, tmp_path: Path) -> None:
    path = tmp_path / "hcf.toml"
    path.write_text(f'[llm]\nmodel = "toml-model"\nbase_url = "{fact_server.url}"\ncache = false\n')
    extractor = OpenAIFactExtractor(config_path=path, progress=False)
    assert extractor.label() == "openai-facts.v1/toml-model"
    extractor.extract([SPAIN])
    extractor.extract([SPAIN])
    assert fact_server.count == 2  # cache = false


def test_unknown_option_is_a_config_error(llm_config: LlmConfig) -> None:
    with pytest.raises(ConfigError, match="unknown option"):
        OpenAIFactExtractor(config=llm_config, temprature=0.3)


def test_missing_model_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="HCF_LLM_MODEL"):
        make_extractor("openai")
