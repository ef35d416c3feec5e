"""The embedded engines, Kuzu and its continuation LadybugDB, behind one thin shim.

Both expose the same Python API (``Database``, ``Connection.execute``, ``get_as_arrow``), so the
only engine-specific parts are the module name and the capability set.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from typing import Any, Literal, overload

from ..arrow import pa
from ..errors import ConfigError, LockedError, QueryError, StoreError
from ..queries import Query
from .guard import QueryTimeout, check_read_query

_CAPABILITIES = {
    # Kuzu 0.11.3 bundles its extensions; ladybug downloads them on INSTALL, which fails offline.
    "kuzu": frozenset({"fts", "vector", "algo"}),
    "ladybug": frozenset(),
}


def compression() -> bool:
    """Column compression of the pages this process writes: on unless ``HCF_COMPRESSION=off``.

    Off, a COPY of 1M facts costs about half the CPU in the Fact node table (kuzu 0.11.3: 2.0 s
    instead of 4.0 s; the nine tables 6.5 s instead of 8.5 s) for a file three times larger (see
    the README's 1M bound). A store holds pages of either kind: it opens and grows either way.
    """
    setting = os.environ.get("HCF_COMPRESSION", "on").strip().lower()
    if setting not in ("on", "off"):
        raise ConfigError(f"HCF_COMPRESSION must be 'on' or 'off', not {setting!r}")
    return setting == "on"


def _engine_module(engine: str) -> Any:
    try:
        return importlib.import_module(engine)
    except ImportError as exc:
        raise ConfigError(f"engine {engine} is not installed; run: pip install 'hcf-graph[{engine}]'") from exc


def _mapped(exc: Exception, what: str, path: str) -> StoreError:
    # One line: the engines append the query and a caret line to parser errors.
    message = " ".join(str(exc).split("\nSee the docs")[0].strip().splitlines()[:1]) or type(exc).__name__
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
        self._time_limit = 0.0
        in_memory = path in ("", ":memory:")
        try:
            self._db = module.Database(
                None if in_memory else path, read_only=read_only and not in_memory, compression=compression()
            )
            self._conn = module.Connection(self._db)
        except RuntimeError as exc:
            raise _mapped(exc, "open", path) from exc

    def run(self, query: Query, params: Mapping[str, Any] | None = None) -> pa.Table:
        result = pa.table({})
        for statement, given in self._statements(query, params):
            result = self._execute(statement, given, query.name)
        return result

    def rows(self, query: Query, params: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = []
        for statement, given in self._statements(query, params):
            rows = self._execute(statement, given, query.name, as_rows=True)
        return rows

    @staticmethod
    def _statements(query: Query, params: Mapping[str, Any] | None) -> Iterator[tuple[str, dict[str, Any] | None]]:
        given = dict(params or {})
        if set(given) != set(query.params):
            raise QueryError(f"{query.name}: expects params {sorted(query.params)}, got {sorted(given)}")
        for statement in query.statements:
            yield statement, given if query.params else None

    def run_text(self, text: str, params: Mapping[str, Any] | None = None) -> pa.Table:
        """Run ad-hoc Cypher that must be a plain read (see :func:`run_read`)."""
        return self.run_read(text, params)

    def run_read(self, text: str, params: Mapping[str, Any] | None = None, timeout: float = 0) -> pa.Table:
        """Run ad-hoc Cypher after :func:`~hcf_graph.store.guard.check_read_query` accepts every
        statement in it, stopped after ``timeout`` seconds (0: no limit); the last statement's rows."""
        used = check_read_query(text)
        given = dict(params or {})
        missing, unused = sorted(set(used) - set(given)), sorted(set(given) - set(used))
        if missing:
            raise QueryError(f"the query uses ${', $'.join(missing)}; give -p NAME=VALUE for each")
        if unused:
            raise QueryError(
                f"the query does not use {', '.join(unused)}; it uses: {', '.join(used) or 'no parameters'}"
            )
        with self.time_limit(timeout):
            return self._execute(text, given or None, "query")

    @contextmanager
    def time_limit(self, seconds: float) -> Iterator[None]:
        """Stop any query run inside the block after ``seconds`` (0: no limit) with :class:`QueryTimeout`.

        The engines check the limit between units of work: parsing and a single huge function call
        (``range(1, 10^8)``) are not interrupted, which is why the CLI also keeps a hard deadline.
        """
        if seconds < 0:
            raise ConfigError(f"a time limit must be 0 (none) or more seconds, not {seconds}")
        self._conn.set_query_timeout(int(seconds * 1000))
        self._time_limit = seconds
        try:
            yield
        finally:
            self._time_limit = 0.0
            self._conn.set_query_timeout(0)

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
        with suppress(RuntimeError):  # the engine already rolled back after a failed statement
            self._conn.execute("ROLLBACK")

    @overload
    def _execute(self, text: str, params: dict[str, Any] | None, what: str) -> pa.Table: ...
    @overload
    def _execute(
        self, text: str, params: dict[str, Any] | None, what: str, as_rows: Literal[True]
    ) -> list[dict[str, Any]]: ...

    def _execute(
        self, text: str, params: dict[str, Any] | None, what: str, as_rows: bool = False
    ) -> pa.Table | list[dict[str, Any]]:
        try:
            results = self._conn.execute(text, params) if params else self._conn.execute(text)
            # Several statements give a list of chained results: keep the list alive until the
            # last result is read (kuzu frees the chain with the list and the process crashes).
            last = results[-1] if isinstance(results, list) else results
            if as_rows:  # plain Python rows: no pyarrow import on the read path (arrow.py)
                names = last.get_column_names() if _has_columns(last) else []
                return [dict(zip(names, row, strict=True)) for row in last.get_all()]
            return last.get_as_arrow() if last.has_next() or _has_columns(last) else pa.table({})
        except RuntimeError as exc:
            if self._time_limit and str(exc).strip().rstrip(".") == "Interrupted":
                raise QueryTimeout(
                    f"{what}: stopped after the time limit of {self._time_limit:g} s; narrow the query or raise --timeout"
                ) from exc
            raise _mapped(exc, what, self.path) from exc


def _has_columns(result: Any) -> bool:
    try:
        return bool(result.get_column_names())
    except RuntimeError:
        return False
