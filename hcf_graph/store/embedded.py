"""The embedded engines, Kuzu and its continuation LadybugDB, behind one thin shim.

Both expose the same Python API (``Database``, ``Connection.execute``, ``get_as_arrow``), so the
only engine-specific parts are the module name and the capability set.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pyarrow as pa

from ..errors import ConfigError, LockedError, QueryError, StoreError
from ..queries import Query

_CAPABILITIES = {
    # Kuzu 0.11.3 bundles its extensions; ladybug downloads them on INSTALL, which fails offline.
    "kuzu": frozenset({"fts", "vector", "algo"}),
    "ladybug": frozenset(),
}


def _engine_module(engine: str) -> Any:
    try:
        return importlib.import_module(engine)
    except ImportError as exc:
        raise ConfigError(f"engine {engine} is not installed; run: pip install 'hcf-graph[{engine}]'") from exc


def _mapped(exc: Exception, what: str, path: str) -> StoreError:
    message = str(exc).split("\nSee the docs")[0].strip()
    if "Could not set lock" in message:
        return LockedError(
            f"the database {path} is locked by another process ({message}); wait for it to finish, or use another --db"
        )
    return QueryError(f"{what}: {message}")


class EmbeddedStore:
    """A :class:`~hcf_graph.store.GraphStore` over kuzu or ladybug."""

    def __init__(self, engine: str, path: str, read_only: bool = False) -> None:
        module = _engine_module(engine)
        self.engine = engine
        self.path = path
        self.read_only = read_only
        self.capabilities = _CAPABILITIES[engine]
        in_memory = path in ("", ":memory:")
        try:
            self._db = module.Database(None if in_memory else path, read_only=read_only and not in_memory)
            self._conn = module.Connection(self._db)
        except RuntimeError as exc:
            raise _mapped(exc, "open", path) from exc

    def run(self, query: Query, params: Mapping[str, Any] | None = None) -> pa.Table:
        given = dict(params or {})
        if set(given) != set(query.params):
            raise QueryError(f"{query.name}: expects params {sorted(query.params)}, got {sorted(given)}")
        result = pa.table({})
        for statement in query.statements:
            result = self._execute(statement, given if query.params else None, query.name)
        return result

    def run_text(self, text: str, params: Mapping[str, Any] | None = None) -> pa.Table:
        return self._execute(text, dict(params) if params else None, "query")

    def copy(self, table: str, data: pa.Table) -> None:
        if not isinstance(data, pa.Table):
            # kuzu 0.11.3 fails on pandas 3 DataFrames (ENGINE_NOTES bug 4): Arrow only.
            raise TypeError(f"COPY {table}: pass a pyarrow.Table, not {type(data).__name__}")
        if data.num_rows:
            self._execute(f"COPY {table} FROM $data", {"data": data}, f"COPY {table}")

    @contextmanager
    def transaction(self) -> Iterator[None]:
        self._execute("BEGIN TRANSACTION", None, "begin")
        try:
            yield
        except BaseException:
            self._rollback()
            raise
        self._execute("COMMIT", None, "commit")

    def checkpoint(self) -> None:
        """Fold the write-ahead log into the database file, so the file alone is complete."""
        self._execute("CHECKPOINT", None, "checkpoint")

    def close(self) -> None:
        for thing in (getattr(self, "_conn", None), getattr(self, "_db", None)):
            if thing is not None:
                thing.close()
        self._conn = self._db = None

    def _rollback(self) -> None:
        try:
            self._conn.execute("ROLLBACK")
        except RuntimeError:
            pass  # the engine already rolled back after a failed statement

    def _execute(self, text: str, params: dict[str, Any] | None, what: str) -> pa.Table:
        try:
            results = self._conn.execute(text, params) if params else self._conn.execute(text)
            # Several statements give a list of chained results: keep the list alive until the
            # last result is read (kuzu frees the chain with the list and the process crashes).
            last = results[-1] if isinstance(results, list) else results
            return last.get_as_arrow() if last.has_next() or _has_columns(last) else pa.table({})
        except RuntimeError as exc:
            raise _mapped(exc, what, self.path) from exc


def _has_columns(result: Any) -> bool:
    try:
        return bool(result.get_column_names())
    except RuntimeError:
        return False
