"""The database folder: the log, the graph built from it, and the write lock.

Layout of ``--db DIR``::

    DIR/hcf.json         which engine the graph was built with, and settings
    DIR/write.lock       held by the one writing process (readers probe it)
    DIR/write.dirty      present while a write is under way (a crash leaves it: the next open rebuilds)
    DIR/resolve.due      present between a batch that asks for entity resolution and that resolution
    DIR/log/NNNNNN/      the ingest log (source of truth), one folder per batch
    DIR/graph.<engine>   the engine's database files

Open for writing, a graph that lags its log catches up first, an interrupted write is recovered
from the log (verified first, and never from a log that holds less than the graph), and an
interrupted entity resolution is finished. Open for reading, a running writer is waited for.
``rebuild`` builds a fresh graph from the log on any engine.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Any

from .arrow import pa, pc, pq
from .catalog import catalog_files, catalog_record, recorded_catalog_files
from .errors import ConfigError, InputError, LockedError, StoreError
from .graph import ApplyResult, FactGraph
from .log import BatchLog, LogDamaged, crash_point, disk_error, empty_parts
from .normalize import Normalizer
from .store import ENGINES, open_store
from .wording import plural

if TYPE_CHECKING:  # resolution (numpy, the name matchers) is imported by the commands that resolve
    from .resolution import Decision, ResolutionReport

META = "hcf.json"
READ_WAIT = 10.0  # seconds a reader waits for a running writer by default
READERS_WAIT = 60.0  # seconds a writer waits for readers to close the graph
PROBE_GRACE = 1.0  # seconds a writer retries the lock that a reader's probe may hold for an instant
_HCF_NAMES = ("write.lock", "write.dirty", "resolve.due")
Notify = Callable[[str], None]


def _quiet(message: str) -> None:
    """The default for ``notify``: say nothing."""


class Database:
    """An open ``--db`` folder. Use as a context manager, or call :meth:`close`.

    ``wait`` is how long to wait for a running writer (readers: default 10 s; writers: 0, i.e. a
    second writer is refused at once); ``notify`` receives one-line progress messages (recovery,
    waiting) meant for stderr.
    """

    def __init__(
        self,
        folder: Path,
        engine: str | None = None,
        read_only: bool = False,
        normalizer: Normalizer | None = None,
        rebuild: bool = False,
        skip_damaged: bool = False,
        wait: float | None = None,
        notify: Notify | None = None,
        check_log: bool = True,
    ) -> None:
        self.folder = Path(folder)
        self.read_only = read_only
        self.log = BatchLog(self.folder / "log")
        self._lock: IO[str] | None = None
        self._normalizer = normalizer
        self._writing = False
        self._notify = notify or _quiet
        self.left_out: list[str] = []  # batches a rebuild with skip_damaged left out, with the reason
        self.recovered_seconds: float | None = None
        if self.folder.exists() and not self.folder.is_dir():
            raise InputError(f"--db {self.folder} is a file; give a folder for the database")
        if read_only and not (self.folder / META).is_file():
            raise InputError(f"no hcf database at {self.folder}; run `hcf ingest` first or pass --db")
        self._refuse_foreign_folder()
        self.engine = self._choose_engine(engine, rebuild)
        # The user's relation catalog: given now (--catalog, HCF_CATALOG), else the one this database
        # was built with, so a rebuild judges conflicts by the same catalog.
        catalog = catalog_files() or recorded_catalog_files(self._read_meta())
        self._catalog = catalog_record(catalog) if catalog else None
        if normalizer is None and catalog:
            self._normalizer = Normalizer(catalog_files=catalog)
        try:
            if read_only:
                self._open_for_reading(READ_WAIT if wait is None else wait)
            else:
                try:
                    self.folder.mkdir(parents=True, exist_ok=True)
                    self._take_lock(wait or 0.0)
                except OSError as exc:
                    raise disk_error(exc, self.folder) from exc
                self._open_for_writing(rebuild, skip_damaged, check_log)
        except BaseException:
            self.close()
            raise

    # -- opening ---------------------------------------------------------------------------

    def _refuse_foreign_folder(self) -> None:
        """A non-empty folder that holds no hcf database is someone else's: never write into it."""
        if not self.folder.is_dir() or (self.folder / META).exists() or (self.folder / "log").is_dir():
            return
        if any(self.folder.glob("graph.*")):
            return
        others = sorted(p.name for p in self.folder.iterdir() if p.name not in _HCF_NAMES)
        if others:
            shown = ", ".join(others[:3]) + (", ..." if len(others) > 3 else "")
            raise InputError(
                f"--db {self.folder} is a folder holding other files ({shown}) and no hcf database; "
                "give a new or empty folder, or the folder of an existing hcf database"
            )

    def _open_for_reading(self, wait: float) -> None:
        """Wait (up to ``wait`` seconds) while a writer holds the write lock, then open the graph
        read-only while holding a shared lock, so that no writer starts in between."""
        deadline = time.monotonic() + max(wait, 0.0)
        told = False
        while True:
            probe = self._probe_lock()
            if probe is not False:
                break
            holder = self._lock_holder()
            if time.monotonic() >= deadline:
                raise LockedError(
                    f"the database {self.folder} is locked: a writer ({holder}) is running"
                    + (f" and did not finish within {wait:g} s" if wait > 0 else "")
                    + "; try again when it has finished, or pass --wait SECONDS to wait for it"
                )
            if not told:
                self._notify(f"waiting for the writer ({holder}) to finish (up to {wait:g} s)...")
                told = True
            time.sleep(0.1)
        try:
            for marker, when in ((self._dirty, "a write"), (self._resolve_due, "the entity resolution of a write")):
                if marker.exists():
                    raise StoreError(
                        f"{when} to {self.folder} was interrupted (its process was killed or crashed; no writer "
                        f"is running now); run `hcf rebuild --db {self.folder}` or any write command to restore it"
                    )
            self.graph = self._open_graph()
        finally:
            if probe is not None and not isinstance(probe, bool):
                probe.close()  # releases the shared lock

    def _probe_lock(self) -> IO[str] | bool | None:
        """A shared lock on write.lock (an open handle), False while a writer holds it, None when
        there is no lock file to probe (no writer ever ran, or the folder is not readable)."""
        try:
            handle = (self.folder / "write.lock").open("r", encoding="utf-8")
        except OSError:
            return None
        try:
            fcntl.flock(handle, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.close()
            return False
        return handle

    def _lock_holder(self) -> str:
        try:
            return (self.folder / "write.lock").read_text(encoding="utf-8").strip() or "another process"
        except OSError:
            return "another process"

    def _open_for_writing(self, rebuild: bool, skip_damaged: bool, check_log: bool) -> None:
        leftovers = self.log.clean_leftovers()
        for stale in self.folder.glob(f".{META}.tmp-*"):
            stale.unlink(missing_ok=True)
        if leftovers:
            self._notify(f"removed {plural(len(leftovers), 'unfinished log folder')} left by a killed writer")
        adopted = self.log.adopt_worker_batches()  # batches extraction workers wrote by content hash
        if adopted:
            self._notify(f"adopted {plural(len(adopted), 'worker batch', 'worker batches')} into the log")
        if rebuild or self._dirty.exists():
            reason = "" if rebuild else self._interruption()
            self._rebuild_graph(reason, skip_damaged)
            return
        self.graph = self._open_graph()
        with self.guarded_write():
            self.graph.ensure_schema()
            self._write_meta(**({"catalog": self._catalog} if self._catalog else {}))
        if not check_log:
            return
        self._refuse_log_smaller_than_graph(self.graph_batches(), set(), counts=False)
        self._check_log(deep=False)
        if self._resolve_due.exists():
            began = time.perf_counter()
            self._notify(f"recovering: finishing the entity resolution of an interrupted write to {self.folder}...")
            self.resolve()
            self._notify(f"recovered in {time.perf_counter() - began:.1f} s")
        lag = self.lag()
        if lag:
            began = time.perf_counter()
            self._notify(f"catching up: applying {plural(lag, 'log batch', 'log batches')} the graph is missing...")
            with self.guarded_write():
                self.catch_up(progress=self._progress(lag))
            self._notify(f"caught up in {time.perf_counter() - began:.1f} s")

    def _interruption(self) -> str:
        try:
            by = self._dirty.read_text(encoding="utf-8").strip()
        except OSError:
            by = ""
        return f"a write{f' by {by}' if by else ''} was interrupted"

    def _open_graph(self) -> FactGraph:
        """Open the graph; a writer waits (bounded) while readers hold it open."""
        deadline = time.monotonic() + READERS_WAIT
        told = False
        while True:
            try:
                store = open_store(f"{self.engine}:{self.graph_path}", read_only=self.read_only)
                break
            except LockedError:
                if self.read_only or time.monotonic() >= deadline:
                    raise
                if not told:
                    self._notify("waiting for readers to close the graph...")
                    told = True
                time.sleep(0.1)
            except StoreError as exc:
                raise StoreError(
                    f"{exc}; if the graph is damaged, `hcf rebuild --db {self.folder}` restores it from the log"
                ) from exc
        return FactGraph(store, self._normalizer)

    @property
    def _dirty(self) -> Path:
        return self.folder / "write.dirty"

    @property
    def _resolve_due(self) -> Path:
        return self.folder / "resolve.due"

    # -- guarded writes and recovery -------------------------------------------------------

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
        try:
            self._dirty.write_text(f"process {os.getpid()}", encoding="utf-8")
        except OSError as exc:
            if undo_log is not None:
                undo_log()
            raise disk_error(exc, self.folder) from exc
        self._writing = True
        try:
            yield
        except BaseException as exc:
            if undo_log is not None:
                undo_log()
            self._writing = False
            self._rebuild_graph("a write failed", skip_damaged=False)
            if isinstance(exc, OSError):  # a full disk or a read-only folder half-way: one line
                raise disk_error(exc, self.folder) from exc
            raise
        finally:
            self._writing = False
        self._dirty.unlink()

    def _rebuild_graph(self, reason: str, skip_damaged: bool) -> None:
        """Verify the whole log, refuse if it holds less than the graph, then delete the graph and
        apply the log again (a recovery when ``reason`` says why, else an `hcf rebuild`)."""
        began = time.perf_counter()
        checks = self.log.verify_all(deep=True)
        damaged = [c for c in checks if c.problems]
        if damaged and not skip_damaged:
            first = damaged[0].error()
            raise LogDamaged(first.batch, first.file, first.reason, "nothing was deleted") from None
        skipped = {c.id for c in damaged}
        self._refuse_log_smaller_than_graph(self.graph_batches(), skipped)
        if reason:
            self._notify(f"recovering: {reason}; rebuilding the graph of {self.folder} from its log...")
        self._mark_dirty()
        graph = getattr(self, "graph", None)
        if graph is not None:
            graph.store.close()
        self._remove_graph()
        crash_point("rebuild-removed")
        self.graph = self._open_graph()
        self._writing = True
        try:
            self.graph.ensure_schema()
            self._write_meta(skipped_batches=sorted(skipped), resolved_through=None)  # a new graph: not resolved yet
            self.left_out = [f"{c.id} ({c.problems[0][0]}: {c.problems[0][1]})" for c in damaged]
            n = len(checks) - len(damaged)
            self.catch_up(progress=self._progress(n), verify=False, defer_conflicts=True)  # verified above
        finally:
            self._writing = False
        self._resolve_due.unlink(missing_ok=True)
        self._dirty.unlink(missing_ok=True)
        self.recovered_seconds = time.perf_counter() - began
        if reason:
            self._notify(f"recovered in {self.recovered_seconds:.1f} s")

    def _mark_dirty(self) -> None:
        try:
            self._dirty.write_text(f"process {os.getpid()}", encoding="utf-8")
        except OSError as exc:
            raise disk_error(exc, self.folder) from exc

    def _progress(self, total: int) -> Callable[[int], None]:
        """Progress lines for a long catch-up (at most one every 2 s, and the last)."""
        last = [time.monotonic()]

        def report(done: int) -> None:
            if done == total or time.monotonic() - last[0] >= 2.0:
                last[0] = time.monotonic()
                self._notify(f"  applied {done}/{plural(total, 'log batch', 'log batches')}")

        return report if total > 1 else (lambda done: None)

    def graph_batches(self) -> dict[str, dict[str, Any]] | None:
        """The batches the current graph holds (id -> row with n_documents, n_facts), or None when
        there is no graph or it cannot be read (a damaged graph is what a rebuild is for)."""
        try:
            if getattr(self, "graph", None) is None:
                if not any(self.folder.glob(f"graph.{self.engine}*")):
                    return None
                self.graph = self._open_graph()
            return {r["id"]: r for r in self.graph.rows("check_list_batches")}
        except LockedError:
            raise
        except StoreError:
            return None

    def _refuse_log_smaller_than_graph(
        self, in_graph: dict[str, dict[str, Any]] | None, damaged: set[str], counts: bool = True
    ) -> None:
        """Never let a log that lacks batches (or, with ``counts``, facts) the graph holds replace
        or extend it."""
        if not in_graph:
            return
        in_log = {f"{seq:06d}" for seq in self.log.seqs()}
        missing = sorted(set(in_graph) - in_log)
        if missing:
            shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
            raise StoreError(
                f"the log at {self.log.folder} lacks {plural(len(missing), 'batch', 'batches')} that the graph holds ({shown}); "
                "nothing was changed: restore the log folder from a backup (it is the source of truth, "
                "and rebuilding from it would lose data)"
            )
        for batch_id, row in sorted(in_graph.items()) if counts else []:
            if batch_id in damaged:
                continue
            try:
                n_facts = self.log.row_counts(int(batch_id))["facts"]
            except (OSError, ValueError, pa.ArrowException):
                continue  # a damaged batch: verify names it
            if n_facts < (row.get("n_facts") or 0):
                raise StoreError(
                    f"log batch {batch_id} holds {n_facts} facts but the graph holds {row['n_facts']} from it; "
                    "nothing was changed: restore the log folder from a backup"
                )

    def _check_log(self, deep: bool) -> None:
        """Refuse to write beside a damaged log (batches a rebuild left out are known and skipped)."""
        skipped = self.skipped_batches
        for seq in self.log.seqs():
            if f"{seq:06d}" in skipped:
                continue
            check = self.log.verify(seq, deep=deep)
            if check.problems:
                raise check.error()

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
        from .resolve.matching import DEFAULT_THRESHOLD

        return float(self._read_meta().get("threshold", DEFAULT_THRESHOLD))

    @property
    def embeddings(self) -> bool:
        """Whether entity resolution consults name embeddings as a second signal."""
        return bool(self._read_meta().get("embeddings", False))

    @property
    def skipped_batches(self) -> set[str]:
        """Damaged log batches that `hcf rebuild --skip-damaged` left out of the graph."""
        return skipped_batches(self.folder)

    def _read_meta(self) -> dict[str, Any]:
        return read_meta(self.folder)

    def _remove_graph(self) -> None:
        for stale in self.folder.glob(f"graph.{self.engine}*"):
            shutil.rmtree(stale) if stale.is_dir() else stale.unlink()

    def _write_meta(self, **changes: Any) -> None:
        """Write hcf.json atomically (a kill never leaves half of it)."""
        meta = {**self._read_meta(), "engine": self.engine, "format": 1, **changes}
        if not meta.get("skipped_batches"):
            meta.pop("skipped_batches", None)
        tmp = self.folder / f".{META}.tmp-{os.getpid()}"
        try:
            tmp.write_text(json.dumps(meta, sort_keys=True), encoding="utf-8")
            os.replace(tmp, self.folder / META)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise disk_error(exc, self.folder) from exc

    def _take_lock(self, wait: float) -> None:
        """Take the write lock. Another writer is waited for up to ``wait`` seconds; a reader's
        probe (which holds it shared for an instant, leaving the file empty) is retried briefly."""
        path = self.folder / "write.lock"
        handle = path.open("a+", encoding="utf-8")
        began = time.monotonic()
        told = False
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                handle.seek(0)
                holder = handle.read().strip()
                waited = time.monotonic() - began
                if _names_live_process(holder) and waited >= wait:
                    handle.close()
                    raise LockedError(
                        f"the database {self.folder} is locked by {holder} (lock file {path}); "
                        "wait for it to finish (or pass --wait SECONDS), or use another --db"
                    ) from None
                if waited >= max(wait, PROBE_GRACE):
                    handle.close()
                    raise LockedError(
                        f"the database {self.folder} is locked (lock file {path}); try again, or pass --wait SECONDS"
                    ) from None
                if holder and not told and wait > 0:
                    self._notify(f"waiting for the writer ({holder}) to finish (up to {wait:g} s)...")
                    told = True
                time.sleep(0.05)
        handle.seek(0)
        handle.truncate()
        handle.write(f"process {os.getpid()}")
        handle.flush()
        self._lock = handle

    def _release_lock(self) -> None:
        if self._lock is not None:
            try:
                self._lock.seek(0)
                self._lock.truncate()  # an empty lock file: no writer named while readers probe it
                self._lock.flush()
            except OSError:
                pass
            fcntl.flock(self._lock, fcntl.LOCK_UN)
            self._lock.close()
            self._lock = None

    # -- writing ---------------------------------------------------------------------------

    def store_batch(
        self,
        documents: pa.Table,
        chunks: pa.Table,
        facts: pa.Table,
        info: dict[str, Any],
        extra: dict[str, pa.Table] | None = None,
    ) -> ApplyResult:
        """Log a batch, then apply it; if applying fails, the batch is taken out of the log again
        and the graph is restored from the log.

        A batch that asks for entity resolution leaves ``resolve.due`` behind (written inside the
        guarded write): :meth:`resolve` clears it, and if the process dies first the next open
        finishes the resolution, so the graph never stays unlike its log.
        """
        batch = self.log.append(documents, chunks, facts, info, extra)
        with self.guarded_write(undo_log=lambda: self.log.remove(batch.seq)):
            crash_point("apply-start")
            result = self.graph.apply_batch(batch)
            crash_point("apply-done")
            if self._asks_resolution(batch.info):
                self._resolve_due.write_text(batch.id, encoding="utf-8")
        crash_point("resolution-due")
        return result

    def _asks_resolution(self, info: dict[str, Any]) -> bool:
        if info.get("decisions") or info.get("kind") == "resolve":
            return True
        return bool(info.get("resolve")) and self.needs_resolution()

    def catch_up(
        self, progress: Callable[[int], None] | None = None, verify: bool = True, defer_conflicts: bool = False
    ) -> list[ApplyResult]:
        """Apply the log batches the graph has not seen yet (after a crash or for a rebuild).

        ``defer_conflicts``: detect the conflicts once, after the last batch, instead of per
        batch (a rebuild, whose dirty marker covers a crash before the end: the same result, and
        each key judged once however many batches touch it).

        Entity resolution is replayed where it ran: after a run of batches that asked for it
        (an ingest that resolved, a decision, `hcf entities resolve`) and before the next batch
        that did not, with the threshold and embedding setting the log recorded. Batches that
        `hcf rebuild --skip-damaged` left out are skipped.
        """
        applied = self.graph.applied_batches() | self.skipped_batches
        seqs = [seq for seq in self.log.seqs() if f"{seq:06d}" not in applied]
        defer = defer_conflicts and len(seqs) > 1  # one batch into an empty graph: grouped in memory
        results = []
        pending = False
        for seq in seqs:
            batch = self.log.read(seq, verify=verify)
            asks = bool(batch.info.get("resolve") or batch.info.get("decisions"))
            if pending and not asks:
                self.resolve(refresh_conflicts=not defer)
                pending = False
            results.append(self.graph.apply_batch(batch, refresh=not defer))
            crash_point("catch-up-applied")
            if progress:
                progress(len(results))
            settings = {k: batch.info[k] for k in ("threshold", "embeddings") if k in batch.info}
            if settings:
                self._write_meta(**settings)
            pending = pending or asks
        if pending:
            self.resolve(refresh_conflicts=not defer)
        if defer:
            crash_point("rebuild-conflicts")
            with self.graph.store.transaction():
                self.graph.refresh_conflicts()
        return results

    def needs_resolution(self) -> bool:
        """Whether entity names were added since the last resolution (which depends on names only)."""
        return self.graph.counts()["entities"] != int(self._read_meta().get("resolved_entities", -1))

    def resolve_logged(self, threshold: float | None = None, embeddings: bool | None = None) -> ResolutionReport:
        """`hcf entities resolve`: log the run and its settings (so a rebuild replays it), then resolve."""
        if threshold is not None and not 0.0 < threshold <= 1.0:
            raise InputError(f"the threshold must be in (0, 1], not {threshold}")
        if embeddings:
            from .resolve.embeddings import MiniLMEmbedder

            MiniLMEmbedder()  # fails now, with what to install, rather than at the next ingest
        settings = {k: v for k, v in (("threshold", threshold), ("embeddings", embeddings)) if v is not None}
        self.store_batch(
            *empty_parts(),
            {"kind": "resolve", "resolve": True, **settings},
        )
        self._write_meta(**settings)
        return self.resolve()

    def resolve(
        self,
        pending: list[Decision] | None = None,
        dry_run: bool = False,
        threshold: float | None = None,
        embeddings: bool | None = None,
        refresh_conflicts: bool = True,
    ) -> ResolutionReport:
        """Resolve the graph's entities with the recorded decisions, plus ``pending`` ones and other
        settings for a dry run that shows what they would change on a scratch copy.

        ``refresh_conflicts=False``: leave the re-keyed facts' conflicts to a later full refresh
        (a rebuild that detects every conflict after its last batch)."""
        from .resolution import Decision, check_decisions, resolve_entities, touched_since
        from .resolve.embeddings import MiniLMEmbedder

        recorded = [Decision(**{k: r[k] or "" for k in Decision.__dataclass_fields__}) for r in self.graph.decisions()]
        check_decisions(pending or [])
        decisions = recorded + (pending or [])
        use_embeddings = self.embeddings if embeddings is None else embeddings
        embedder = MiniLMEmbedder() if use_embeddings else None
        cutoff = self.threshold if threshold is None else threshold
        # Incremental: only the names that could match names new since the last resolution (or
        # named by a new decision) are resolved again; other settings for a dry run: everything.
        since = self._read_meta().get("resolved_through")
        touched = None if threshold is not None or embeddings is not None else touched_since(self.graph, since, pending)
        if not dry_run:
            with self.guarded_write():
                crash_point("resolution-start")
                report = resolve_entities(self.graph, decisions, cutoff, embedder, touched, refresh_conflicts)
                applied = [int(b) for b in self.graph.applied_batches() if b.isdigit()]
                self._write_meta(
                    resolved_entities=self.graph.counts()["entities"], resolved_through=max(applied, default=0)
                )
                self._resolve_due.unlink(missing_ok=True)
            crash_point("resolution-done")
            return report
        with self.scratch_copy() as scratch:
            return resolve_entities(scratch.graph, decisions, cutoff, embedder, touched)

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
            with Database(folder, engine=self.engine, normalizer=self.graph.normalizer, check_log=False) as scratch:
                yield scratch

    def record_decisions(self, decisions: list[Decision]) -> ResolutionReport:
        """Check the decisions, log them (so a rebuild replays them), record them, then resolve."""
        from .resolution import check_decisions

        check_decisions(decisions)
        self.store_batch(
            *empty_parts(),
            {"kind": "decisions", "decisions": [d.__dict__ for d in decisions]},
        )
        return self.resolve()

    def next_decision_ids(self, n: int) -> list[str]:
        """Ids for the decisions of the next batch."""
        seq = self.log.next_seq()
        return [f"d{seq:06d}-{i}" for i in range(n)]

    def lag(self) -> int:
        """How many log batches the graph is missing (not counting batches a rebuild left out)."""
        applied = self.graph.applied_batches() | self.skipped_batches
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
            try:
                table = pq.read_table(self.log.folder / batch / "documents.parquet", columns=["id", "text"])
            except (OSError, pa.ArrowException) as exc:
                raise LogDamaged(batch, "documents.parquet", " ".join(str(exc).split())[:200]) from exc
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


def read_meta(folder: Path) -> dict[str, Any]:
    """The settings in ``folder/hcf.json`` (empty when there is none)."""
    try:
        return json.loads((Path(folder) / META).read_text(encoding="utf-8"))  # type: ignore[no-any-return]
    except FileNotFoundError:
        return {}
    except ValueError as exc:
        raise StoreError(f"{Path(folder) / META} is damaged ({exc}); delete it and run `hcf rebuild`") from exc


def skipped_batches(folder: Path) -> set[str]:
    """Damaged log batches that `hcf rebuild --skip-damaged` left out of the graph of ``folder``."""
    return set(read_meta(folder).get("skipped_batches", []))


def _names_live_process(holder: str) -> bool:
    """Whether the lock file's text ("process N") names a process that is still running."""
    pid = holder.removeprefix("process ").strip()
    if not pid.isdigit():
        return bool(holder)
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def rebuild(
    folder: Path,
    engine: str | None = None,
    skip_damaged: bool = False,
    notify: Notify | None = None,
    wait: float | None = None,
) -> Database:
    """Build a fresh graph from the log (optionally for another engine) and return it open.

    The whole log is verified before anything is deleted: a damaged batch is named and nothing
    changes, unless ``skip_damaged`` leaves it out (``Database.left_out`` says which). A log that
    lacks batches or facts the graph holds is refused.
    """
    if not (Path(folder) / "log").is_dir():
        raise InputError(f"no log at {Path(folder) / 'log'}; nothing to rebuild from (nothing was changed)")
    return Database(Path(folder), engine=engine, rebuild=True, skip_damaged=skip_damaged, notify=notify, wait=wait)
