"""The ``openai`` extractor (``openai-facts.v1``): operator F over any OpenAI-compatible server.

Each chunk text goes to the model (concurrently, cached on disk); each returned fact is placed
by finding its quote in the chunk. Facts whose quote is not found are dropped and counted, a
chunk whose reply stays invalid after one repair is counted as failed, and both show in
:meth:`OpenAIFactExtractor.stats`, which the pipeline stores with the run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from ..llm import LlmClient, LlmConfig
from ..llm.progress import progress_bar
from ..model import ExtractedFact
from ..operators import facts as operator_f

_CONFIG_OPTIONS = ("model", "base_url", "max_requests", "concurrency", "cache_dir", "cache")


class OpenAIFactExtractor:
    """Extractor protocol over operator F. Options override the resolved LLM configuration:
    ``model``, ``base_url``, ``max_requests``, ``concurrency``, ``cache_dir``, ``cache``,
    ``config_path`` (an ``hcf.toml``), ``progress`` (a bar per batch; ``None``: on a terminal;
    off by default because the ingest command shows its own), or a ready ``config`` /
    ``client``."""

    name = operator_f.NAME

    def __init__(
        self,
        *,
        config: LlmConfig | None = None,
        client: LlmClient | None = None,
        config_path: str | Path | None = None,
        progress: bool | None = False,
        max_facts: int = operator_f.MAX_FACTS,
        **options: Any,
    ) -> None:
        unknown = sorted(set(options) - set(_CONFIG_OPTIONS))
        if unknown:
            raise ConfigError(
                f"unknown {'option' if len(unknown) == 1 else 'options'} for the openai extractor: {', '.join(unknown)}; "
                f"known: {', '.join((*_CONFIG_OPTIONS, 'config_path', 'progress', 'max_facts'))}"
            )
        if client is None:
            path = Path(config_path) if config_path is not None else None
            base = config or LlmConfig.load(path, **options)
            client = LlmClient(base.with_overrides(**options) if config else base)
        self.client = client
        self.progress = progress
        self.max_facts = max_facts
        self._facts = 0
        self._dropped = 0
        self._failures: Counter[str] = Counter()

    def label(self) -> str:
        """``openai-facts.v1/<model>``: recorded on every fact it produces."""
        return f"{self.name}/{self.client.config.model}"

    def extract(self, texts: Sequence[str], topics: Sequence[str | None] | None = None) -> list[list[ExtractedFact]]:
        """Facts of each text, offsets relative to it; blank texts send no request. ``topics``
        is accepted for the protocol and unused: the model reads pronouns itself."""
        wanted = [i for i, text in enumerate(texts) if text.strip()]
        batch = [operator_f.build_messages(texts[i]) for i in wanted]
        with progress_bar(len(batch), f"{self.name} facts", self.progress) as advance:
            outcomes = self.client.run_many(operator_f.OPERATOR, batch, on_done=advance)
        results: list[list[ExtractedFact]] = [[] for _ in texts]
        for index, outcome in zip(wanted, outcomes, strict=True):
            if outcome.value is None:
                self._failures[_reason(outcome.error or "no output")] += 1
                continue
            located = operator_f.locate_facts(texts[index], outcome.value, self.max_facts)
            results[index] = located.facts
            self._facts += len(located.facts)
            self._dropped += located.dropped
        return results

    def stats(self) -> dict[str, Any]:
        """Usage counters plus facts kept, quotes dropped and failed inputs, since creation."""
        return {
            "operator": self.name,
            "model": self.client.config.model,
            "response_format": self.client.response_format,
            **self.client.usage.as_dict(),
            "facts": self._facts,
            "dropped_quotes": self._dropped,
            "failed_inputs": sum(self._failures.values()),
            "failure_reasons": dict(self._failures),
        }


def _reason(error: str) -> str:
    """The kind of a failure, for counting: the text before the first colon or parenthesis."""
    return error.split(":")[0].split(" (")[0].strip()
