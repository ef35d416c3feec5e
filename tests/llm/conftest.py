"""Fixtures of the LLM tests: a scripted chat-completions server, settings and a client for it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from llm_fake_server import FakeServer, start_server

from hcf_graph.llm import LlmClient, LlmConfig


@pytest.fixture
def llm_server() -> Iterator[FakeServer]:
    """A chat-completions server on 127.0.0.1:<free port>, stopped after the test."""
    state, server, thread = start_server()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(autouse=True)
def _clean_llm_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No real endpoint, key or config leaks in; the working directory has no hcf.toml."""
    for name in list(os.environ):
        if name.startswith(("OPENAI_", "HCF_LLM_")):
            monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def llm_config(llm_server: FakeServer, tmp_path: Path) -> LlmConfig:
    """Settings for the fake server: short timeout, tiny backoff, a private cache."""
    return LlmConfig.load(
        model="test-model",
        base_url=llm_server.url,
        timeout=1.0,
        backoff=0.01,
        max_retries=2,
        concurrency=2,
        cache_dir=tmp_path / "cache",
    )


@pytest.fixture
def llm_client(llm_config: LlmConfig) -> LlmClient:
    """A client for the fake server."""
    return LlmClient(llm_config)
