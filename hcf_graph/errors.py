"""The error tree of hcf-graph.

Every error a user can cause is an :class:`HcfError`; the CLI prints its message on one line and
exits non-zero. Engine errors are mapped at the store boundary (``raise QueryError(...) from exc``).

    HcfError
    ├── ConfigError          missing or invalid configuration (engine name, LLM settings, ...)
    ├── InputError           a file or record the user gave us is unusable
    │   └── JsonlError       malformed JSONL, with file and line number
    ├── ModelNotInstalled    an optional model or package is not installed
    ├── StoreError           the graph store failed
    │   ├── LockedError      another process holds the database
    │   ├── QueryError       a query failed in the engine
    │   └── QueryFileError   a queries/*.cypher file is malformed or its params do not match
    └── LlmError             the LLM endpoint failed after retries (issue: LLM operators)
"""

from __future__ import annotations


class HcfError(Exception):
    """Base class of every error hcf-graph raises on purpose."""


class ConfigError(HcfError):
    """Configuration is missing or invalid."""


class InputError(HcfError):
    """An input file or record cannot be used."""


class JsonlError(InputError):
    """A JSONL file has a malformed line."""

    def __init__(self, path: str, line: int, reason: str) -> None:
        self.path, self.line, self.reason = path, line, reason
        super().__init__(f"{path}:{line}: {reason}")


class ModelNotInstalled(HcfError):
    """An optional model or package that a feature needs is not installed."""


class StoreError(HcfError):
    """The graph store failed."""


class LockedError(StoreError):
    """Another process holds the database."""


class QueryError(StoreError):
    """A query failed in the engine."""


class QueryFileError(StoreError):
    """A query file is malformed."""


class LlmError(HcfError):
    """The LLM endpoint failed after retries."""
