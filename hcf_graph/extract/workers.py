"""Worker processes for ``spacy-rules.v2``: each worker parses *and* runs the rules on whole texts.

Texts are independent (a text's topic and the people it names never reach the next text), so a
call's texts are cut into contiguous parts of about equal length, one per worker, and the facts
come back in text order, identical to a one-process run. The rules cost more than the parse, so
spaCy's own ``n_process`` (parse in workers, rules in the caller) cannot use a second core; this
can. The pool is started on first use (a worker imports spaCy and loads the pipeline once, a few
seconds) and kept for every later call of the process (one pool, shared by extractors of the same
settings), so an ingest's batches of chunks share it; it is shut down at exit or by
:func:`close_worker_pool`. On Linux the workers are forked (as
spaCy's own workers are) before the pool starts any thread, so a caller's script needs no
``if __name__ == "__main__"`` guard and the loaded pipeline is shared until written; a worker
touches only spaCy and the rules, never the caller's database. Elsewhere they are spawned.
"""

from __future__ import annotations

import atexit
import hashlib
import multiprocessing
import pickle
import signal
import sys
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from ..model import ExtractedFact
from ..normalize import RelationCatalog

# A worker process's own extractor (one process each; see :func:`_start`).
_extractor: Any = None


def _start(options: dict[str, Any]) -> None:
    """Worker start-up: one in-process extractor and its pipeline, loaded before the first task."""
    global _extractor
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the caller's to handle (see extract)
    from .spacy_rules import load_pipeline
    from .spacy_rules_v2 import SpacyRulesV2Extractor

    _extractor = SpacyRulesV2Extractor(**options, n_process=1)
    load_pipeline()


def _extract(texts: list[str], topics: list[str | None]) -> tuple[list[list[ExtractedFact]], dict[str, Any]]:
    """One part of a call in a worker: its facts and the counters the part added."""
    before = dict(_extractor._stats)
    results = _extractor.extract(texts, topics)
    added = {key: value - before[key] for key, value in _extractor._stats.items()}
    return results, added


def parts(sizes: Sequence[int], count: int) -> list[range]:
    """Contiguous index ranges of about equal total size, at most ``count``, none empty."""
    count = min(count, len(sizes))
    total = sum(sizes)
    out: list[range] = []
    start, done = 0, 0
    for i, size in enumerate(sizes):
        done += size
        cuts_left, items_left = count - len(out) - 1, len(sizes) - i - 1
        if cuts_left <= 0:
            break
        if items_left >= cuts_left and (done >= total * (len(out) + 1) / count or items_left == cuts_left):
            out.append(range(start, i + 1))
            start = i + 1
    if start < len(sizes):
        out.append(range(start, len(sizes)))
    return out


class WorkerPool:
    """``processes`` worker processes, each with its own ``spacy-rules.v2`` extractor."""

    def __init__(self, processes: int, batch_size: int, catalog: RelationCatalog | None) -> None:
        self.processes = processes
        options = {"batch_size": batch_size, "catalog": catalog}
        self._executor: ProcessPoolExecutor | None = ProcessPoolExecutor(
            max_workers=processes,
            mp_context=multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn"),
            initializer=_start,
            initargs=(options,),
        )

    def extract(
        self, texts: Sequence[str], topics: Sequence[str | None]
    ) -> tuple[list[list[ExtractedFact]], dict[str, Any]]:
        """Facts of each text (in order) and the summed counters of the workers' parts."""
        assert self._executor is not None, "the worker pool is closed"
        ranges = parts([len(text) for text in texts], self.processes)
        jobs = [self._executor.submit(_extract, [texts[i] for i in r], [topics[i] for i in r]) for r in ranges]
        results: list[list[ExtractedFact]] = []
        counters: dict[str, Any] = {}
        try:
            for job in jobs:  # in submission order: the facts stay in text order
                found, added = _result(job)
                results.extend(found)
                for key, value in added.items():
                    counters[key] = counters.get(key, 0) + value
        except BaseException:  # Ctrl-C, or a worker's error: no worker goes on with this call
            self.close(stop=True)
            raise
        return results, counters

    @property
    def open(self) -> bool:
        """Whether the pool can take a call."""
        return self._executor is not None

    def close(self, stop: bool = False) -> None:
        """Stop the workers (idempotent); ``stop`` ends a worker's running part instead of
        waiting for it."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        if stop:  # the executor has no public way to end a running task
            for process in list(getattr(executor, "_processes", {}).values()):
                process.terminate()
        executor.shutdown(wait=True, cancel_futures=True)


def _result(job: Future[Any]) -> Any:
    """A job's result, waiting in short steps: a Ctrl-C reaches a main thread that waits (one
    that waits without a timeout may sleep through it until the job ends)."""
    while True:
        try:
            return job.result(timeout=0.2)
        except TimeoutError:
            continue


# The process's shared pool and what it was started with: extractors with the same settings and
# catalog share it (a test suite or an ingest makes many extractors; one pool serves them all).
_pool: WorkerPool | None = None
_pool_key: tuple[int, int, str] | None = None


def worker_pool(processes: int, batch_size: int, catalog: RelationCatalog) -> WorkerPool:
    """The shared pool for these settings, started (and any other one closed) on first use."""
    global _pool, _pool_key
    key = (processes, batch_size, hashlib.sha256(pickle.dumps(catalog)).hexdigest())
    if _pool is None or _pool_key != key or not _pool.open:
        close_worker_pool()
        _pool, _pool_key = WorkerPool(processes, batch_size, catalog), key
    return _pool


def close_worker_pool() -> None:
    """Stop the shared pool's workers, if any."""
    global _pool, _pool_key
    if _pool is not None:
        _pool.close()
    _pool, _pool_key = None, None


atexit.register(close_worker_pool)  # once, not once per pool: a replaced pool is closed already
