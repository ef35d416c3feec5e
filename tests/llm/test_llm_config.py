"""LlmConfig: environment, hcf.toml and overrides, and the errors that name what is missing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hcf_graph.errors import ConfigError
from hcf_graph.llm import LlmConfig, is_local_url
from hcf_graph.llm.config import DEFAULT_BASE_URL, DUMMY_KEY


def test_missing_model_names_both_places() -> None:
    with pytest.raises(ConfigError, match=re.escape("no LLM model set: set HCF_LLM_MODEL or [llm] model in hcf.toml")):
        LlmConfig.load()


def test_remote_server_without_key_names_openai_api_key() -> None:
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        LlmConfig.load(model="gpt-4o-mini")


def test_default_base_url_is_openai(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    config = LlmConfig.load(model="gpt-4o-mini")
    assert config.base_url == DEFAULT_BASE_URL
    assert config.temperature == 0.1
    assert config.response_format == "auto"


@pytest.mark.parametrize(
    "url",
    ["http://localhost:11434/v1", "http://127.0.0.1:8000/v1", "http://[::1]:8080/v1"],
)
def test_local_server_needs_no_key(url: str) -> None:
    assert is_local_url(url)
    config = LlmConfig.load(model="llama3.2", base_url=url)
    assert config.api_key == DUMMY_KEY


def test_environment_follows_openai_conventions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "https://api.mistral.ai/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "secret-key")
    monkeypatch.setenv("HCF_LLM_MODEL", "mistral-small-latest")
    monkeypatch.setenv("HCF_LLM_CONCURRENCY", "8")
    config = LlmConfig.load()
    assert (config.base_url, config.model, config.concurrency) == (
        "https://api.mistral.ai/v1",
        "mistral-small-latest",
        8,
    )
    assert config.api_key == "secret-key"


def test_layers_toml_then_env_then_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HCF_LLM_MODEL", "from-env")
    monkeypatch.setenv("HCF_LLM_TIMEOUT", "5")
    (tmp_path / "hcf.toml").write_text(
        '[llm]\nmodel = "from-toml"\nbase_url = "http://localhost:8000/v1"\nmax_requests = 50\n'
        'cache_dir = "~/hcf-cache"\n'
    )
    config = LlmConfig.load(max_requests=7, concurrency=None)
    assert config.model == "from-env"  # the environment replaces hcf.toml
    assert config.base_url == "http://localhost:8000/v1"  # hcf.toml fills what the environment leaves out
    assert config.timeout == 5.0
    assert config.max_requests == 7  # an override replaces hcf.toml; None means "not given"
    assert config.concurrency == 4
    assert config.cache_dir == Path("~/hcf-cache").expanduser()


def test_explicit_config_path_must_exist(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="config file not found"):
        LlmConfig.load(tmp_path / "missing.toml", model="m")


def test_unknown_toml_key_is_named(tmp_path: Path) -> None:
    path = tmp_path / "other.toml"
    path.write_text('[llm]\nmodel = "m"\ntemprature = 0.2\n')
    with pytest.raises(ConfigError, match="temprature"):
        LlmConfig.load(path)


def test_bad_value_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="concurrency"):
        LlmConfig.load(model="m", base_url="http://localhost:1/v1", concurrency="many")
    with pytest.raises(ConfigError, match="response_format"):
        LlmConfig.load(model="m", base_url="http://localhost:1/v1", response_format="xml")
    (tmp_path / "hcf.toml").write_text("[llm\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        LlmConfig.load()


def test_api_key_env_reads_a_named_variable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "hcf.toml").write_text(
        '[llm]\nmodel = "mistral-small-latest"\nbase_url = "https://api.mistral.ai/v1"\n'
        'api_key_env = "MISTRAL_API_KEY"\n'
    )
    with pytest.raises(ConfigError, match="MISTRAL_API_KEY"):
        LlmConfig.load()
    monkeypatch.setenv("MISTRAL_API_KEY", "mk")
    assert LlmConfig.load().api_key == "mk"


def test_key_is_never_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-very-secret")
    config = LlmConfig.load(model="gpt-4o-mini")
    assert "sk-very-secret" not in repr(config)
    assert "sk-very-secret" not in str(config.describe())
    assert config.describe()["api_key"] == "set"


def test_boolean_and_cache_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCF_LLM_CACHE", "off")
    config = LlmConfig.load(model="m", base_url="http://localhost:1/v1")
    assert config.cache is False
    assert config.with_overrides(cache=True, max_requests=None).cache is True
