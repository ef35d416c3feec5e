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
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import IO, Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from .errors import ConfigError, InputError, LockedError, StoreError
from .graph import ApplyResult, FactGraph
from .log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA, BatchLog, empty
from .normalize import Normalizer
from .resolution import Decision, ResolutionReport, check_decisions, resolve_entities
from .resolve.embeddings import MiniLMEmbedder
from .resolve.matching import DEFAULT_THRESHOLD
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
        self._normalizer = normalizer
        self._writing = False
        if self.folder.exists() and not self.folder.is_dir():
            raise InputError(f"--db {self.folder} is a file; give a folder for the database")
        if read_only and not (self.folder / META).is_file():
            raise InputError(f"no hcf database at {self.folder}; run `hcf ingest` first or pass --db")
        if read_only and self._dirty.exists():
            raise StoreError(
                f"a write to {self.folder} was interrupted; run any write command (or `hcf rebuild`) to restore it"
            )
        self.engine = self._choose_engine(engine, rebuild)
        if not read_only:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._take_lock()
        try:
            if not read_only and (rebuild or self._dirty.exists()):
                self._remove_graph()  # an interrupted write may have damaged it: the log rebuilds it
            self.graph = self._open_graph()
            if not read_only:
                with self.guarded_write():
                    self.graph.ensure_schema()
                    self._write_meta()
                    self.catch_up()
        except BaseException:
            self.close()
            raise

    def _open_graph(self) -> FactGraph:
        try:
            store = open_store(f"{self.engine}:{self.graph_path}", read_only=self.read_only)
        except StoreError as exc:
            if "Could not set lock" in str(exc) or "locked" in str(exc):
                raise
            raise StoreError(f"{exc}; if the graph is damaged, `hcf rebuild --db {self.folder}` restores it from the log") from exc
        return FactGraph(store, self._normalizer)

    @property
    def _dirty(self) -> Path:
        return self.folder / "write.dirty"

    @contextmanager
    def guarded_write(self, undo_log: Callable[[], None] | None = None) -> Iterator[None]:
        """Mark the database dirty around a write; if the write fails, undo its log entry (if any)
        and rebuild the graph from the log.

        A rolled-back transaction is not a safe undo in kuzu 0.11.3: a ROLLBACK empties the
        relationship tables that the transaction had COPYed into (measured here). So a failed write
        restores the graph from the log, and a write interrupted by a crash is restored on the next
        open (the marker is still there).
        """
        if self._writing:  # nested in an outer guarded write, which owns the marker
            yield
            return
        self._writing = True
        self._dirty.write_text(f"process {os.getpid()}", encoding="utf-8")
        try:
            yield
        except BaseException:
            if undo_log is not None:
                undo_log()
            self._restore_from_log()
            raise
        finally:
            self._writing = False
        self._dirty.unlink()

    def _restore_from_log(self) -> None:
        """Close the graph, delete it, and apply the whole log again (then clear the marker)."""
        self.graph.store.close()
        self._remove_graph()
        self.graph = self._open_graph()
        self.graph.ensure_schema()
        self.catch_up()
        self._dirty.unlink(missing_ok=True)

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

    @property
    def threshold(self) -> float:
        """The entity-resolution threshold of this database (set by `hcf entities resolve --threshold`)."""
        return float(self._read_meta().get("threshold", DEFAULT_THRESHOLD))

    @property
    def embeddings(self) -> bool:
        """Whether entity resolution consults name embeddings as a second signal."""
        return bool(self._read_meta().get("embeddings", False))

    def _read_meta(self) -> dict[str, Any]:
        try:
            return json.loads((self.folder / META).read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except ValueError as exc:
            raise StoreError(f"{self.folder / META} is damaged ({exc}); delete it and run `hcf rebuild`") from exc

    def _remove_graph(self) -> None:
        for stale in self.folder.glob(f"graph.{self.engine}*"):
            shutil.rmtree(stale) if stale.is_dir() else stale.unlink()

    def _write_meta(self, **changes: Any) -> None:
        meta = {**self._read_meta(), "engine": self.engine, "format": 1, **changes}
        (self.folder / META).write_text(json.dumps(meta, sort_keys=True), encoding="utf-8")

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

    def store_batch(
        self, documents: pa.Table, chunks: pa.Table, facts: pa.Table, info: dict[str, Any],
        extra: dict[str, pa.Table] | None = None,
    ) -> ApplyResult:
        """Log a batch, then apply it; if applying fails, the batch is taken out of the log again
        and the graph is restored from the log."""
        batch = self.log.append(documents, chunks, facts, info, extra)
        with self.guarded_write(undo_log=lambda: self.log.remove(batch.seq)):
            return self.graph.apply_batch(batch)

    def catch_up(self) -> list[ApplyResult]:
        """Apply the log batches the graph has not seen yet (after a crash or for a rebuild).

        Entity resolution is replayed where it ran: after a run of batches that asked for it
        (an ingest that resolved, a decision, `hcf entities resolve`) and before the next batch
        that did not, with the threshold and embedding setting the log recorded.
        """
        applied = self.graph.applied_batches()
        results = []
        pending = False
        for seq in self.log.seqs():
            if f"{seq:06d}" in applied:
                continue
            batch = self.log.read(seq)
            asks = bool(batch.info.get("resolve") or batch.info.get("decisions"))
            if pending and not asks:
                self.resolve()
                pending = False
            results.append(self.graph.apply_batch(batch))
            settings = {k: batch.info[k] for k in ("threshold", "embeddings") if k in batch.info}
            if settings:
                self._write_meta(**settings)
            pending = pending or asks
        if pending:
            self.resolve()
        return results

    def needs_resolution(self) -> bool:
        """Whether entity names were added since the last resolution (which depends on names only)."""
        return self.graph.counts()["entities"] != int(self._read_meta().get("resolved_entities", -1))

    def resolve_logged(self, threshold: float | None = None, embeddings: bool | None = None) -> ResolutionReport:
        """`hcf entities resolve`: log the run and its settings (so a rebuild replays it), then resolve."""
        if threshold is not None and not 0.0 < threshold <= 1.0:
            raise InputError(f"the threshold must be in (0, 1], not {threshold}")
        if embeddings:
            MiniLMEmbedder()  # fails now, with what to install, rather than at the next ingest
        settings = {k: v for k, v in (("threshold", threshold), ("embeddings", embeddings)) if v is not None}
        self.store_batch(empty(DOCUMENT_SCHEMA), empty(CHUNK_SCHEMA), empty(FACT_SCHEMA),
                         {"kind": "resolve", "resolve": True, **settings})
        self._write_meta(**settings)
        return self.resolve()

    def resolve(
        self, pending: list[Decision] | None = None, dry_run: bool = False,
        threshold: float | None = None, embeddings: bool | None = None,
    ) -> ResolutionReport:
        """Resolve the graph's entities with the recorded decisions, plus ``pending`` ones and other
        settings for a dry run that shows what they would change on a scratch copy."""
        recorded = [Decision(**{k: r[k] or "" for k in Decision.__dataclass_fields__}) for r in self.graph.decisions()]
        check_decisions(pending or [])
        decisions = recorded + (pending or [])
        use_embeddings = self.embeddings if embeddings is None else embeddings
        embedder = MiniLMEmbedder() if use_embeddings else None
        cutoff = self.threshold if threshold is None else threshold
        if not dry_run:
            with self.guarded_write():
                report = resolve_entities(self.graph, decisions, cutoff, embedder)
                self._write_meta(resolved_entities=self.graph.counts()["entities"])
                return report
        with self.scratch_copy() as scratch:
            return resolve_entities(scratch.graph, decisions, cutoff, embedder)

    @contextmanager
    def scratch_copy(self) -> Iterator[Database]:
        """A throw-away copy of the graph, for dry runs.

        Dry runs write to a copy instead of rolling a transaction back: kuzu 0.11.3 loses the
        relationships of nodes that were deleted and COPYed again under the same keys when such a
        transaction is rolled back (measured here), so a rollback is not a safe "undo".
        """
        self.graph.store.checkpoint()
        with tempfile.TemporaryDirectory(prefix="hcf-dry-run-") as tmp:
            folder = Path(tmp)
            for path in self.folder.glob(f"graph.{self.engine}*"):
                (shutil.copytree if path.is_dir() else shutil.copy2)(path, folder / path.name)
            shutil.copy2(self.folder / META, folder / META)
            with Database(folder, engine=self.engine, normalizer=self.graph.normalizer) as scratch:
                yield scratch

    def record_decisions(self, decisions: list[Decision]) -> ResolutionReport:
        """Check the decisions, log them (so a rebuild replays them), record them, then resolve."""
        check_decisions(decisions)
        self.store_batch(empty(DOCUMENT_SCHEMA), empty(CHUNK_SCHEMA), empty(FACT_SCHEMA),
                         {"kind": "decisions", "decisions": [d.__dict__ for d in decisions]})
        return self.resolve()

    def next_decision_ids(self, n: int) -> list[str]:
        """Ids for the decisions of the next batch."""
        seq = self.log.next_seq()
        return [f"d{seq:06d}-{i}" for i in range(n)]

    def lag(self) -> int:
        """How many log batches the graph is missing."""
        applied = self.graph.applied_batches()
        return sum(1 for seq in self.log.seqs() if f"{seq:06d}" not in applied)

    def document_texts(self, doc_ids: list[str]) -> dict[str, str]:
        """Full texts of stored documents, read from the log batches that hold them (and no others)."""
        stored = self.graph.rows("find_documents_by_id", ids=sorted(set(doc_ids))) if doc_ids else []
        by_batch: dict[str, set[str]] = {}
        for row in stored:
            if row["has_text"]:
                by_batch.setdefault(row["batch"], set()).add(row["id"])
        found: dict[str, str] = {}
        for batch, ids in by_batch.items():
            table = pq.read_table(self.log.folder / batch / "documents.parquet", columns=["id", "text"])
            table = table.filter(pc.is_in(table.column("id"), value_set=pa.array(sorted(ids), pa.string())))
            found.update(zip(table.column("id").to_pylist(), table.column("text").to_pylist(), strict=True))
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
