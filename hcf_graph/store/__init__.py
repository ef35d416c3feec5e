"""One store protocol over the embedded graph engines.

``open_store("kuzu:path/graph.kuzu")``, ``open_store("ladybug:path")`` or
``open_store("kuzu::memory:")`` returns a :class:`GraphStore`. Everything above this package
talks to the engine only through this protocol; engine errors become hcf errors here.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager
from typing import Any, Protocol

from ..arrow import pa
from ..errors import ConfigError
from ..queries import Query
from .guard import QueryTimeout, StatementRefused, check_read_query

__all__ = ["ENGINES", "GraphStore", "QueryTimeout", "StatementRefused", "check_read_query", "open_store"]

ENGINES = ("kuzu", "ladybug")


class GraphStore(Protocol):
    """What the graph layer needs from an engine."""

    engine: str
    read_only: bool
    capabilities: frozenset[str]

    def run(self, query: Query, params: Mapping[str, Any] | None = None) -> pa.Table:
        """Run a named query with exactly its declared parameters; rows as an Arrow table."""
        ...

    def rows(self, query: Query, params: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        """As :meth:`run`, the rows as plain dicts (no Arrow: the read commands never import pyarrow)."""
        ...

    def run_text(self, text: str, params: Mapping[str, Any] | None = None) -> pa.Table:
        """Run ad-hoc read-only Cypher (``hcf query --cypher``), as :meth:`run_read` without a time limit."""
        ...

    def run_read(self, text: str, params: Mapping[str, Any] | None = None, timeout: float = 0) -> pa.Table:
        """Run ad-hoc Cypher only if every statement is a plain read (guard.check_read_query), within
        ``timeout`` seconds (0: none); rows of the last statement."""
        ...

    def time_limit(self, seconds: float) -> AbstractContextManager[None]:
        """Stop queries run inside the block after ``seconds`` (0: none) with QueryTimeout."""
        ...

    def copy(self, table: str, data: pa.Table) -> None:
        """Bulk-load an Arrow table into a node or relationship table."""
        ...

    def transaction(self) -> AbstractContextManager[None]:
        """A write transaction: committed on success, rolled back on any error."""
        ...

    def checkpoint(self) -> None:
        """Make the database file complete on its own (for copies)."""
        ...

    def close(self) -> None:
        """Release the database (and its file lock)."""
        ...


def open_store(spec: str, read_only: bool = False) -> GraphStore:
    """Open ``engine:path`` (``path`` may be ``:memory:``)."""
    engine, sep, path = spec.partition(":")
    if not sep or engine not in ENGINES:
        raise ConfigError(f"unknown store {spec!r}; use kuzu:PATH or ladybug:PATH")
    from .embedded import EmbeddedStore

    return EmbeddedStore(engine, path, read_only=read_only)
