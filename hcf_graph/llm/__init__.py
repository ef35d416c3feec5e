"""The LLM client: any OpenAI-compatible chat-completions endpoint, cached, counted, retried.

Operators (fact extraction, quality assessment, answer judging) live in
:mod:`hcf_graph.operators`; this package only knows how to get a validated pydantic output
for a list of messages.
"""

from __future__ import annotations

from .cache import DiskCache, cache_key
from .client import LlmClient, LlmFailure, OperatorSpec, Outcome, repair_messages, validate_reply
from .config import LlmConfig, default_cache_dir, is_local_url
from .parse import OutputError, parse_json
from .usage import Usage

__all__ = [
    "DiskCache",
    "LlmClient",
    "LlmConfig",
    "LlmFailure",
    "OperatorSpec",
    "Outcome",
    "OutputError",
    "Usage",
    "cache_key",
    "default_cache_dir",
    "is_local_url",
    "parse_json",
    "repair_messages",
    "validate_reply",
]
