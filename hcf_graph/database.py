"""The database folder: the log, the graph built from it, and the write lock.

Layout of ``--db DIR``::

    DIR/hcf.json         which engine the graph was built with
    DIR/write.lock       held by the one writing process
    DIR/log/NNNNNN/      the ingest log (source of truth), one folder per batch
    DIR/graph.<engine>   the engine's database file(s)

Open for writing, a graph that lags its log catches up first; ``rebuild`` builds a fresh graph
from the log on any engine.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
from pathlib import Path
from types import TracebackType
from typing import IO, Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from .errors import ConfigError, InputError, LockedError, StoreError
from .graph import ApplyResult, FactGraph
from .log import BatchLog
from .normalize import Normalizer
from .store import ENGINES, open_store

META = "hcf.json"


class Database:
    """An open ``--db`` folder. Use as a context manager, or call :meth:`close`."""

    def __init__(
        self,
        folder: Path,
        engine: str | None = None,
        read_only: bool = False,
        normalizer: Normalizer | None = None,
        rebuild: bool = False,
    ) -> None:
        self.folder = Path(folder)
        self.read_only = read_only
        self.log = BatchLog(self.folder / "log")
        self._lock: IO[str] | None = None
        if read_only and not (self.folder / META).is_file():
            raise InputError(f"no hcf database at {self.folder}; run `hcf ingest` first or pass --db")
        self.engine = self._choose_engine(engine, rebuild)
        if not read_only:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._take_lock()
            if rebuild:
                self._remove_graph()
        try:
            store = open_store(f"{self.engine}:{self.graph_path}", read_only=read_only)
        except BaseException:
            self._release_lock()
            raise
        self.graph = FactGraph(store, normalizer)
        if not read_only:
            self.graph.ensure_schema()
            self._write_meta()
            self.catch_up()

    @property
    def graph_path(self) -> Path:
        return self.folder / f"graph.{self.engine}"

    def _choose_engine(self, requested: str | None, rebuild: bool) -> str:
        built = self._read_meta().get("engine")
        engine = requested or built or "kuzu"
        if engine not in ENGINES:
            raise ConfigError(f"unknown engine {engine!r}; use one of: {', '.join(ENGINES)}")
        if not rebuild and built and engine != built and not (self.folder / f"graph.{engine}").exists():
            raise ConfigError(
                f"{self.folder} was built with {built}; use --engine {built}, "
                f"or run `hcf rebuild --engine {engine}` to build it for {engine} from the log"
            )
        return engine

    def _read_meta(self) -> dict[str, str]:
        try:
            return json.loads((self.folder / META).read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except ValueError as exc:
            raise StoreError(f"{self.folder / META} is damaged ({exc}); delete it and run `hcf rebuild`") from exc

    def _remove_graph(self) -> None:
        for stale in self.folder.glob(f"graph.{self.engine}*"):
            shutil.rmtree(stale) if stale.is_dir() else stale.unlink()

    def _write_meta(self) -> None:
        (self.folder / META).write_text(json.dumps({"engine": self.engine, "format": 1}), encoding="utf-8")

    def _take_lock(self) -> None:
        path = self.folder / "write.lock"
        handle = path.open("a+", encoding="utf-8")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            handle.close()
            raise LockedError(
                f"the database {self.folder} is locked by {holder} (lock file {path}); "
                "wait for it to finish, or use another --db"
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"process {os.getpid()}")
        handle.flush()
        self._lock = handle

    def _release_lock(self) -> None:
        if self._lock is not None:
            fcntl.flock(self._lock, fcntl.LOCK_UN)
            self._lock.close()
            self._lock = None

    def store_batch(self, documents: pa.Table, chunks: pa.Table, facts: pa.Table, info: dict[str, Any]) -> ApplyResult:
        """Log a batch, then apply it; if applying fails, the batch is taken out of the log again."""
        batch = self.log.append(documents, chunks, facts, info)
        try:
            return self.graph.apply_batch(batch)
        except BaseException:
            self.log.remove(batch.seq)
            raise

    def catch_up(self) -> list[ApplyResult]:
        """Apply the log batches the graph has not seen yet (after a crash or a rebuild)."""
        applied = self.graph.applied_batches()
        return [self.graph.apply_batch(self.log.read(seq)) for seq in self.log.seqs() if f"{seq:06d}" not in applied]

    def lag(self) -> int:
        """How many log batches the graph is missing."""
        applied = self.graph.applied_batches()
        return sum(1 for seq in self.log.seqs() if f"{seq:06d}" not in applied)

    def document_texts(self, doc_ids: list[str]) -> dict[str, str]:
        """Full texts of stored documents, read from the log."""
        wanted = set(doc_ids)
        found: dict[str, str] = {}
        for seq in self.log.seqs():
            table = pq.read_table(
                self.log.folder / f"{seq:06d}" / "documents.parquet", columns=["id", "text", "has_text"]
            )
            table = table.filter(pc.is_in(table.column("id"), value_set=pc.cast(list(wanted) or [""], "string")))
            for row in table.to_pylist():
                if row["has_text"]:
                    found[row["id"]] = row["text"]
        return found

    def close(self) -> None:
        graph = getattr(self, "graph", None)
        if graph is not None:
            graph.store.close()
        self._release_lock()

    def __enter__(self) -> Database:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


def rebuild(folder: Path, engine: str | None = None) -> Database:
    """Build a fresh graph from the log (optionally for another engine) and return it open."""
    if not (Path(folder) / "log").is_dir():
        raise InputError(f"no log at {Path(folder) / 'log'}; nothing to rebuild from")
    return Database(Path(folder), engine=engine, rebuild=True)
