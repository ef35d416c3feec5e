"""The ingest log: the source of truth, of which the graph is a projection.

Each ingest appends one immutable batch folder ``log/NNNNNN/`` holding ``documents.parquet``
(with full text), ``chunks.parquet``, ``facts.parquet``, any extra parts, ``batch.json`` and
``manifest.json`` (the sha256 and size of every other file of the batch). A batch is written
under a temporary name and renamed into place, so a crash never leaves half a batch; the graph is
rebuilt from these files on either engine by ``hcf rebuild``, which verifies them first.

A batch folder without ``batch.json`` is damaged, never absent; a batch written before
checksums existed has no manifest and is reported as unverified.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import signal
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from .arrow import pa, pq
from .errors import StoreError

# The three parts of every batch; their Arrow schemas are built on first use (see arrow.py).
_FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "documents": (
        ("id", "string"),
        ("name", "string"),
        ("version", "string"),
        ("seq", "int64"),
        ("sha256", "string"),
        ("source", "string"),
        ("mime", "string"),
        ("n_chars", "int64"),
        ("has_text", "bool_"),
        ("metadata", "string"),
        ("text", "string"),
    ),
    "chunks": (
        ("id", "string"),
        ("doc", "string"),
        ("ordinal", "int64"),
        ("start_char", "int64"),
        ("end_char", "int64"),
        ("text", "string"),
    ),
    "facts": (
        ("id", "string"),
        ("doc", "string"),
        ("doc_name", "string"),
        ("chunk", "string"),
        ("entity", "string"),
        ("relation", "string"),
        ("value", "string"),
        ("qualifier", "string"),
        ("start_char", "int64"),
        ("end_char", "int64"),
        ("quote", "string"),
        ("extractor", "string"),
        ("confidence", "float64"),
    ),
}
_PARTS = tuple(_FIELDS)
_SCHEMA_NAMES = {"DOCUMENT_SCHEMA": "documents", "CHUNK_SCHEMA": "chunks", "FACT_SCHEMA": "facts"}


@cache
def part_schema(part: str) -> pa.Schema:
    """The Arrow schema of a batch part: ``documents``, ``chunks`` or ``facts``."""
    return pa.schema([(name, getattr(pa, kind)()) for name, kind in _FIELDS[part]])


def empty_parts() -> tuple[pa.Table, pa.Table, pa.Table]:
    """Empty documents, chunks and facts tables: the parts of a batch that adds no facts."""
    return empty(part_schema("documents")), empty(part_schema("chunks")), empty(part_schema("facts"))


def __getattr__(name: str) -> pa.Schema:
    # DOCUMENT_SCHEMA, CHUNK_SCHEMA, FACT_SCHEMA: built when first imported (PEP 562), so that
    # importing this module does not import pyarrow.
    if name in _SCHEMA_NAMES:
        return part_schema(_SCHEMA_NAMES[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


INFO = "batch.json"
MANIFEST = "manifest.json"
KILL_AT_ENV = "HCF_TEST_KILL_AT"


class LogDamaged(StoreError):
    """A log batch is damaged: a file is missing, truncated, unreadable or fails its checksum."""

    def __init__(self, batch: str, file: str, reason: str, outcome: str = "nothing was changed") -> None:
        self.batch, self.file, self.reason = batch, file, reason
        super().__init__(
            f"log batch {batch} is damaged ({file}: {reason}); {outcome}: restore that batch folder from a backup, "
            "or run `hcf rebuild --skip-damaged` to rebuild without it"
        )


def crash_point(event: str) -> None:
    """Test hook: kill this process at ``event`` when ``HCF_TEST_KILL_AT`` names it.

    The crash test (tests/test_crash.py) sets the variable to kill writers at each file event of a
    write (``log-tmp-written``, ``log-renamed``, ``apply-done``, ``resolution-due``, ...); unset,
    it does nothing.
    """
    if os.environ.get(KILL_AT_ENV) == event:
        os.kill(os.getpid(), signal.SIGKILL)


def disk_error(exc: OSError, folder: Path) -> StoreError:
    """A one-line message, saying what to do, for a failed write under ``folder``."""
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return StoreError(f"the disk holding {folder} is full; free some space, then run the command again")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return StoreError(
            f"cannot write to {folder} ({exc.strerror}); make the folder writable (chmod u+w) or use another --db"
        )
    return StoreError(f"cannot write to {folder}: {exc.strerror or exc}; nothing was written, try again")


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


@dataclass
class Batch:
    """One ingest: new document versions, their chunks, and facts (possibly for older documents)."""

    seq: int
    documents: pa.Table
    chunks: pa.Table
    facts: pa.Table
    info: dict[str, Any] = field(default_factory=dict)
    extra: dict[str, pa.Table] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.seq:06d}"


@dataclass(frozen=True)
class BatchCheck:
    """What verifying one batch found: ``problems`` (damaged) and whether it has a manifest."""

    seq: int
    problems: list[tuple[str, str]]  # (file, reason)
    verified: bool

    @property
    def id(self) -> str:
        return f"{self.seq:06d}"

    def error(self) -> LogDamaged:
        file, reason = self.problems[0]
        return LogDamaged(self.id, file, reason)


class BatchLog:
    """The append-only folder of batches beside the graph."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def seqs(self) -> list[int]:
        """Sequence numbers of the batches, oldest first (damaged ones included)."""
        if not self.folder.is_dir():
            return []
        return sorted(int(p.name) for p in self.folder.iterdir() if p.name.isdigit() and p.is_dir())

    def next_seq(self) -> int:
        seqs = self.seqs()
        return (seqs[-1] + 1) if seqs else 1

    def append(
        self,
        documents: pa.Table,
        chunks: pa.Table,
        facts: pa.Table,
        info: dict[str, Any],
        extra: dict[str, pa.Table] | None = None,
    ) -> Batch:
        """Write a new batch atomically (with its manifest of checksums) and return it.

        ``extra`` holds further parts of the batch by name (for example ``audits``), each written
        as ``NAME.parquet`` beside the three fixed parts and read back into ``Batch.extra``.
        A full disk or a read-only folder is a one-line StoreError, with nothing left behind.
        """
        extra = dict(extra or {})
        clash = set(extra) & set(_PARTS)
        if clash or any(not name.isidentifier() for name in extra):
            raise ValueError(f"extra batch parts need other names than {sorted(_PARTS)}: {sorted(extra)}")
        seq = self.next_seq()
        info = {"created": datetime.now(UTC).isoformat(timespec="seconds"), **info}
        batch = Batch(seq, documents, chunks, facts, info, extra)
        tmp = self.folder / f".tmp-{batch.id}-{os.getpid()}"
        try:
            tmp.mkdir(parents=True, exist_ok=True)
            parts = [
                (name, table.cast(part_schema(name)))
                for name, table in (("documents", documents), ("chunks", chunks), ("facts", facts))
            ]
            for name, table in [*parts, *extra.items()]:
                pq.write_table(table, tmp / f"{name}.parquet")
            (tmp / INFO).write_text(json.dumps(info, indent=1, sort_keys=True), encoding="utf-8")
            _write_manifest(tmp)
            crash_point("log-tmp-written")
            os.replace(tmp, self.folder / batch.id)
            _sync_folder(self.folder)
        except OSError as exc:
            shutil.rmtree(tmp, ignore_errors=True)
            raise disk_error(exc, self.folder) from exc
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        crash_point("log-renamed")
        return batch

    def worker_batches(self) -> list[str]:
        """Names of the complete batches that workers wrote by content hash (``h-...``), in the
        order they are adopted: by time of writing, then name."""
        if not self.folder.is_dir():
            return []
        found = [p for p in self.folder.iterdir() if p.name.startswith(WORKER_PREFIX) and p.is_dir()]
        complete = [p for p in found if complete_batch(p)]
        return [p.name for p in sorted(complete, key=lambda p: (str(batch_info(p).get("created", "")), p.name))]

    def adopted_hashes(self) -> set[str]:
        """Content hashes of the worker batches already adopted as numbered batches."""
        hashes = set()
        for seq in self.seqs():
            found = batch_info(self.folder / f"{seq:06d}").get("content_hash")
            if found:
                hashes.add(str(found))
        return hashes

    def adopt_worker_batches(self) -> list[int]:
        """Give each complete worker batch not yet adopted a sequence number (call only while holding
        the write lock): the numbered folder holds hard links to the worker's files, so the worker
        batch stays where it is (a retry still finds it, a running Spark job still reads it) and
        costs no space. Returns the new sequence numbers."""
        names = self.worker_batches()
        if not names:
            return []
        adopted = self.adopted_hashes()
        new = []
        for name in names:
            source = self.folder / name
            digest = str(batch_info(source).get("content_hash", ""))
            if not digest or digest in adopted:
                continue
            seq = self.next_seq()
            tmp = self.folder / f".tmp-{seq:06d}-{os.getpid()}"
            try:
                tmp.mkdir(parents=True, exist_ok=True)
                for file in sorted(source.iterdir()):
                    try:
                        os.link(file, tmp / file.name)
                    except OSError:
                        shutil.copy2(file, tmp / file.name)
                os.replace(tmp, self.folder / f"{seq:06d}")
                _sync_folder(self.folder)
            except OSError as exc:
                shutil.rmtree(tmp, ignore_errors=True)
                raise disk_error(exc, self.folder) from exc
            adopted.add(digest)
            new.append(seq)
        return new

    def snapshot(self) -> list[BatchRef]:
        """The complete batches as they are now, in apply order: numbered batches, then worker
        batches not yet adopted (each content once). Listed once, so a reader sees a consistent set
        while writers keep appending; folders still being written are never listed."""
        refs: list[BatchRef] = []
        hashes: set[str] = set()
        for seq in self.seqs():
            path = self.folder / f"{seq:06d}"
            if not complete_batch(path):
                continue
            digest = str(batch_info(path).get("content_hash", ""))
            hashes.add(digest)
            refs.append(BatchRef(path.name, len(refs), path, digest))
        for name in self.worker_batches():
            path = self.folder / name
            digest = str(batch_info(path).get("content_hash", ""))
            if digest and digest in hashes:
                continue
            hashes.add(digest)
            refs.append(BatchRef(name, len(refs), path, digest))
        return refs

    def remove(self, seq: int) -> None:
        """Take a batch out again (only right after a failed apply, before anyone read it)."""
        path = self.folder / f"{seq:06d}"
        hidden = self.folder / f".removed-{seq:06d}-{os.getpid()}"
        os.replace(path, hidden)  # atomic: the batch disappears at once, then the files go
        crash_point("log-removed")
        shutil.rmtree(hidden, ignore_errors=True)

    def clean_leftovers(self) -> list[str]:
        """Remove the temporary folders of killed writers (call only while holding the write lock)."""
        if not self.folder.is_dir():
            return []
        removed = []
        for path in sorted(self.folder.iterdir()):
            if path.name.startswith((".tmp-", ".removed-")):
                shutil.rmtree(path, ignore_errors=True) if path.is_dir() else path.unlink(missing_ok=True)
                removed.append(path.name)
        return removed

    def read(self, seq: int, verify: bool = True) -> Batch:
        """Load one batch (verified against its manifest unless the caller just did); a damaged
        batch is a LogDamaged error."""
        check = self.verify(seq, deep=verify)
        if check.problems:
            raise check.error()
        path = self.folder / f"{seq:06d}"
        name = INFO
        try:
            info = json.loads((path / INFO).read_text(encoding="utf-8"))
            tables = {}
            for part in _PARTS:
                name = f"{part}.parquet"
                tables[part] = pq.read_table(path / name, schema=part_schema(part))
            extra = {}
            for file in self._extra_parts(path):
                name = file.name
                extra[file.stem] = pq.read_table(file)
        except (OSError, ValueError, pa.ArrowException) as exc:
            raise LogDamaged(f"{seq:06d}", name, _short(exc)) from exc
        return Batch(seq, tables["documents"], tables["chunks"], tables["facts"], info, extra)

    def verify(self, seq: int, deep: bool = True) -> BatchCheck:
        """Check one batch: ``batch.json`` readable, every file present with its recorded size and
        (when ``deep``) sha256. A batch without a manifest is unverified: its Parquet footers are
        read instead, which finds truncated files but not flipped bits."""
        path = self.folder / f"{seq:06d}"
        problems: list[tuple[str, str]] = []
        try:
            info = json.loads((path / INFO).read_text(encoding="utf-8"))
            if not isinstance(info, dict):
                problems.append((INFO, "not a JSON object"))
        except FileNotFoundError:
            problems.append((INFO, "missing"))
        except (OSError, ValueError) as exc:
            problems.append((INFO, f"unreadable ({_short(exc)})"))
        manifest = _read_manifest(path)
        if manifest is None:
            problems.extend(self._check_parquet_footers(path))
            return BatchCheck(seq, problems, verified=False)
        if isinstance(manifest, str):
            return BatchCheck(seq, [*problems, (MANIFEST, manifest)], verified=False)
        for name, entry in sorted(manifest.items()):
            file = path / name
            if not file.is_file():
                problems.append((name, "missing"))
            elif file.stat().st_size != entry.get("size"):
                problems.append((name, f"size {file.stat().st_size} bytes, written as {entry.get('size')}"))
            elif deep and sha256_file(file) != entry.get("sha256"):
                problems.append((name, "checksum mismatch (the file changed after it was written)"))
        for file in sorted(path.iterdir()):
            if file.name not in manifest and file.name != MANIFEST:
                problems.append((file.name, "not part of the batch as written"))
        return BatchCheck(seq, problems, verified=True)

    def verify_all(self, deep: bool = True) -> list[BatchCheck]:
        """Verify every batch, oldest first."""
        return [self.verify(seq, deep) for seq in self.seqs()]

    def row_counts(self, seq: int) -> dict[str, int]:
        """Rows of each fixed part of a batch, from the Parquet footers (no data read)."""
        path = self.folder / f"{seq:06d}"
        return {part: pq.read_metadata(path / f"{part}.parquet").num_rows for part in _PARTS}

    def _check_parquet_footers(self, path: Path) -> list[tuple[str, str]]:
        problems = []
        for name in [f"{part}.parquet" for part in _PARTS] + [p.name for p in self._extra_parts(path)]:
            try:
                pq.read_metadata(path / name)
            except FileNotFoundError:
                problems.append((name, "missing"))
            except (OSError, pa.ArrowException) as exc:
                problems.append((name, f"unreadable ({_short(exc)})"))
        return problems

    @staticmethod
    def _extra_parts(path: Path) -> list[Path]:
        return [part for part in sorted(path.glob("*.parquet")) if part.stem not in _PARTS]


# -- batches named by their content: many extraction workers writing into one log ------------------

WORKER_PREFIX = "h-"  # a worker batch folder is ``log/h-<content hash>/``
_INCOMING = ".incoming-"  # a worker's unfinished folder (never removed by a writer's clean-up: no lock is held)


@dataclass(frozen=True)
class BatchRef:
    """One complete batch folder of a log snapshot: its name (``000007`` or ``h-<hash>``), its place
    in apply order, and the content hash a worker batch carries (adopted copies share it)."""

    name: str
    order: int
    path: Path
    content_hash: str = ""


def content_hash(tables: dict[str, pa.Table], info: dict[str, Any]) -> str:
    """The sha256 of a batch's content: every part's rows (Arrow IPC) and its info without the time
    of writing, so the same worker output always gets the same name."""
    digest = hashlib.sha256()
    for name in sorted(tables):
        sink = pa.BufferOutputStream()
        table = tables[name].combine_chunks()
        with pa.ipc.new_stream(sink, table.schema) as writer:
            writer.write_table(table)
        digest.update(name.encode("utf-8") + b"\0" + sink.getvalue().to_pybytes())
    kept = {k: v for k, v in info.items() if k not in ("created", "content_hash")}
    digest.update(json.dumps(kept, sort_keys=True, default=str).encode("utf-8"))
    return digest.hexdigest()


def append_worker_batch(
    folder: Path,
    documents: pa.Table,
    chunks: pa.Table,
    facts: pa.Table,
    info: dict[str, Any],
    extra: dict[str, pa.Table] | None = None,
) -> tuple[str, bool]:
    """Write a batch named by the hash of its content into the log folder ``folder``, without the
    database's write lock (for extraction workers running side by side); returns (folder name,
    whether it was written). A retried worker writes nothing twice: the name exists already.

    The batch appears at once or not at all (written under a temporary name, then renamed); the next
    writer of the database adopts it as a numbered batch (:meth:`BatchLog.adopt_worker_batches`),
    and ``hcf scale conflicts`` reads it where it is.
    """
    extra = dict(extra or {})
    if set(extra) & set(_PARTS) or any(not name.isidentifier() for name in extra):
        raise ValueError(f"extra batch parts need other names than {sorted(_PARTS)}: {sorted(extra)}")
    parts = {
        name: table.cast(part_schema(name))
        for name, table in (("documents", documents), ("chunks", chunks), ("facts", facts))
    }
    digest = content_hash({**parts, **extra}, info)
    name = f"{WORKER_PREFIX}{digest[:32]}"
    target = folder / name
    if target.is_dir():
        return name, False
    info = {"created": datetime.now(UTC).isoformat(timespec="seconds"), **info, "content_hash": digest}
    _remove_dead_incoming(folder, digest)
    tmp = folder / f"{_INCOMING}{digest[:32]}-{os.getpid()}"
    try:
        tmp.mkdir(parents=True, exist_ok=True)
        for part, table in [*parts.items(), *extra.items()]:
            pq.write_table(table, tmp / f"{part}.parquet")
        (tmp / INFO).write_text(json.dumps(info, indent=1, sort_keys=True), encoding="utf-8")
        _write_manifest(tmp)
        crash_point("worker-tmp-written")
        try:
            os.rename(tmp, target)  # never replaces: a concurrent retry that got there first wins
        except OSError:
            if not target.is_dir():
                raise
            shutil.rmtree(tmp, ignore_errors=True)
            return name, False
        _sync_folder(folder)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise disk_error(exc, folder) from exc
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return name, True


def _remove_dead_incoming(folder: Path, digest: str) -> None:
    """Remove the unfinished folders of killed workers that wrote this same content."""
    if not folder.is_dir():
        return
    for path in folder.glob(f"{_INCOMING}{digest[:32]}-*"):
        pid = path.name.rsplit("-", 1)[-1]
        if pid.isdigit() and not _process_alive(int(pid)):
            shutil.rmtree(path, ignore_errors=True)


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def complete_batch(path: Path) -> bool:
    """Whether a batch folder is complete: ``batch.json`` and a manifest, every file in it present
    with its recorded size (cheap: no checksums). A folder being written is never complete."""
    manifest = _read_manifest(path)
    if not isinstance(manifest, dict) or not (path / INFO).is_file():
        return False
    for name, entry in manifest.items():
        file = path / name
        if not file.is_file() or file.stat().st_size != entry.get("size"):
            return False
    return True


def batch_info(path: Path) -> dict[str, Any]:
    """A batch folder's ``batch.json`` (empty when unreadable)."""
    try:
        info = json.loads((path / INFO).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return info if isinstance(info, dict) else {}


def _write_manifest(folder: Path) -> None:
    """Record the sha256 and size of every file in ``folder``, synced to disk, as manifest.json."""
    files = {}
    for file in sorted(folder.iterdir()):
        with file.open("rb") as handle:
            os.fsync(handle.fileno())
        files[file.name] = {"sha256": sha256_file(file), "size": file.stat().st_size}
    manifest = folder / MANIFEST
    manifest.write_text(json.dumps({"format": 1, "files": files}, indent=1, sort_keys=True), encoding="utf-8")
    with manifest.open("rb") as handle:
        os.fsync(handle.fileno())


def _read_manifest(path: Path) -> dict[str, dict[str, Any]] | str | None:
    """The manifest's files, None when the batch has none, or the reason it is unreadable."""
    try:
        data = json.loads((path / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        return f"unreadable ({_short(exc)})"
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, dict) or not all(isinstance(v, dict) for v in files.values()):
        return "not a manifest"
    return files


def _sync_folder(folder: Path) -> None:
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _short(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:200] or type(exc).__name__


def empty(schema: pa.Schema) -> pa.Table:
    """An empty table of a log schema."""
    return schema.empty_table()
