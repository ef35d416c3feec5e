"""Request and token accounting of one LLM run."""

from __future__ import annotations

import threading
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Usage:
    """Counters of a run. ``requests`` counts HTTP requests sent (retries and repairs included);
    a cache hit sends none."""

    requests: int = 0
    cache_hits: int = 0
    failures: int = 0
    retries: int = 0
    repairs: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0

    @property
    def total_tokens(self) -> int:
        """Prompt plus completion tokens, as the server reported them."""
        return self.prompt_tokens + self.completion_tokens

    def as_dict(self) -> dict[str, Any]:
        """Plain counters (and ``total_tokens``), for JSON and for storing with the run."""
        data = asdict(self)
        data["seconds"] = round(self.seconds, 3)
        data["total_tokens"] = self.total_tokens
        return data

    def summary(self) -> str:
        """One line for the end of a CLI run."""
        return (
            f"LLM: {self.requests} requests ({self.cache_hits} cached, {self.retries} retries, "
            f"{self.repairs} repairs, {self.failures} failed), "
            f"tokens {self.prompt_tokens:,} in + {self.completion_tokens:,} out, "
            f"{self.seconds:.1f} s"
        )


@dataclass
class UsageMeter:
    """A thread-safe :class:`Usage` that worker threads add to."""

    _usage: Usage = field(default_factory=Usage)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, **counts: float) -> None:
        """Add to the named counters (``requests=1``, ``prompt_tokens=120``...)."""
        with self._lock:
            for name, amount in counts.items():
                setattr(self._usage, name, getattr(self._usage, name) + amount)

    def snapshot(self) -> Usage:
        """A copy of the counters now."""
        with self._lock:
            return Usage(**asdict(self._usage))
