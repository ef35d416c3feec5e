"""A one-request check that an endpoint answers and which ``response_format`` it accepts."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from ..errors import LlmError
from ..llm import LlmClient, LlmConfig
from .base import Operator

NAME = "openai-check.v1"


class CheckOutput(BaseModel):
    """The reply the check asks for: ``{"ok": true}``."""

    ok: bool


OPERATOR: Operator[CheckOutput] = Operator(
    NAME, 'Reply with the JSON object {"ok": true} and nothing else.', CheckOutput
)


@dataclass(frozen=True)
class CheckResult:
    """What the check found: the settings used (no key), the format accepted, the cost."""

    settings: dict[str, Any]
    response_format: str
    seconds: float
    usage: dict[str, Any]


def check_endpoint(config: LlmConfig) -> CheckResult:
    """Send one tiny request (uncached, one retry); raise :class:`LlmError` if it fails."""
    client = LlmClient(config.with_overrides(cache=False, max_retries=min(config.max_retries, 1)))
    started = time.monotonic()
    outcome = client.run(OPERATOR, OPERATOR.messages("Check."))
    if outcome.value is None:
        raise LlmError(f"check of {config.base_url} failed: {outcome.error}")
    return CheckResult(
        settings=config.describe(),
        response_format=client.response_format,
        seconds=round(time.monotonic() - started, 3),
        usage=client.usage.as_dict(),
    )
