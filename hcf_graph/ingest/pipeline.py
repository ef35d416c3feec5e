"""The ingest pipeline: name and version documents, chunk them, extract facts, log the batch, apply it.

Everything is validated and extracted before the batch is written, so a failure leaves the
database as it was. Unchanged documents (same name, same sha256) are skipped.

Identity: a file is named by its path relative to the database's corpus root (recorded in
``hcf.json`` by the first ingest, changed with ``--root``) or by ``--name``; a file already stored
under another name keeps that name; a document read from one file is never superseded by another
file unless ``replace`` is asked for. Extraction results go to the extraction cache as they are
computed, so an interrupted ingest resumes where it stopped.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa

from ..database import META, Database
from ..errors import InputError
from ..extract import Extractor, document_topic
from ..extract.code_v2 import mask_code
from ..log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA
from ..model import ChunkSpan, ExtractedFact, SourceDocument
from .cache import ExtractionCache, extractor_key, text_key
from .chunking import chunk_text
from .loaders import DEFAULT_MAX_FILE_MB, default_root, load_paths

# Chunks per extractor call: at least this many chunks and characters (the last call takes what
# is left), so that a big ingest reaches the offline extractor's worker processes
# (``PARALLEL_MIN_CHARACTERS``) while Ctrl-C loses at most one call's work.
EXTRACT_BATCH = 32
EXTRACT_BATCH_CHARACTERS = 60_000
LARGE_WORK_CHUNKS = 200  # from this many chunks to extract, the pipeline says so before it starts
PROGRESS_NOTE_SECONDS = 30.0  # and then how far it got, this often
Progress = Callable[[int], None]
Notify = Callable[[str], None]


class IngestInterrupted(KeyboardInterrupt):
    """Ctrl-C during an ingest; ``message`` says what was kept and how to resume."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class IngestReport:
    """What one ingest did."""

    documents: int = 0
    unchanged: int = 0
    superseded: int = 0
    chunks: int = 0
    cached_chunks: int = 0
    facts: int = 0
    dropped_facts: int = 0
    conflicts: int = 0
    seconds: float = 0.0
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    extractor_stats: dict[str, Any] = field(default_factory=dict)
    resolution: str = ""
    timings: dict[str, float] = field(default_factory=dict)
    root: str = ""

    def summary(self) -> str:
        """The one-line summary printed at the end of an ingest."""
        chunks = f"{self.chunks} chunks" + (f" ({self.cached_chunks} from the cache)" if self.cached_chunks else "")
        parts = [f"{self.documents} documents", chunks, f"{self.facts} facts"]
        if self.unchanged:
            parts.append(f"{self.unchanged} unchanged")
        if self.superseded:
            parts.append(f"{self.superseded} superseded")
        if self.dropped_facts:
            parts.append(f"{self.dropped_facts} facts dropped")
        parts.append(f"{self.conflicts} conflicts on touched keys")
        return f"ingested {', '.join(parts)} in {self.seconds:.1f} s"


@dataclass(frozen=True)
class PlannedDocument:
    """A document that will be stored as a new version."""

    source: SourceDocument
    id: str
    version: str
    seq: int
    sha256: str
    chunks: list[ChunkSpan]


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


ROOT_KEY = "root"


@dataclass
class Corpus:
    """Documents read for an ingest, named under ``root``, with a warning for each file skipped."""

    root: Path
    documents: list[SourceDocument]
    warnings: list[str]
    explicit_name: bool = False
    read_seconds: float = 0.0


def recorded_root(db_folder: Path) -> Path | None:
    """The corpus root an earlier ingest recorded in the database folder (``hcf.json``), if any."""
    try:
        value = json.loads((Path(db_folder) / META).read_text(encoding="utf-8")).get(ROOT_KEY)
    except (OSError, ValueError, AttributeError):
        return None  # no database yet (or a damaged file, which opening the database reports)
    return Path(value) if isinstance(value, str) and value else None


def corpus_root(db_folder: Path, paths: Sequence[Path], root: Path | None = None) -> Path:
    """The folder document names are relative to: ``root`` if given, else the one recorded by an
    earlier ingest, else the default for these paths (see :func:`default_root`)."""
    if root is not None:
        if not root.is_dir():
            raise InputError(f"--root {root}: not a folder; give the folder your document names are relative to")
        return Path(os.path.abspath(root))
    return recorded_root(db_folder) or default_root(list(paths))


def read_corpus(
    db_folder: Path,
    paths: Sequence[Path],
    root: Path | None = None,
    name: str | None = None,
    max_file_mb: float | None = DEFAULT_MAX_FILE_MB,
    on_note: Notify | None = None,
) -> Corpus:
    """Read files and folders for `hcf ingest`, naming each file by its path relative to the
    corpus root of the database in ``db_folder`` (or ``name``), before the database is opened.

    Each warning (a file skipped) also goes to ``on_note``; no document at all is an InputError.
    """
    began = time.perf_counter()
    base = corpus_root(db_folder, paths, root)
    for path in paths:
        if not path.exists():
            raise InputError(f"{path}: no such file or folder")
    loaded = load_paths(list(paths), root=base, name=name, max_file_mb=max_file_mb)
    for message in loaded.warnings:
        (on_note or (lambda text: None))(f"warning: {message}")
    if not loaded.documents:
        raise InputError("no documents to ingest: give .txt, .md, .html or .jsonl files, or folders holding them")
    return Corpus(base, loaded.documents, loaded.warnings, name is not None, time.perf_counter() - began)


def ingest_corpus(
    db: Database,
    corpus: Corpus,
    extractor: Extractor,
    *,
    replace: bool = False,
    cache: bool = True,
    resolve: bool = True,
    progress: Progress | None = None,
    on_total: Callable[[int], None] | None = None,
    on_note: Notify | None = None,
) -> IngestReport:
    """`hcf ingest`: recognise files stored under another name, then :func:`ingest_documents`;
    records the corpus root in the database once the ingest succeeded."""
    began = time.perf_counter()
    documents, notes = match_stored_files(db, corpus.documents, explicit_name=corpus.explicit_name)
    for message in notes:
        (on_note or (lambda text: None))(message)
    report = ingest_documents(
        db,
        documents,
        extractor,
        progress=progress,
        on_total=on_total,
        resolve=resolve,
        replace=replace,
        cache=cache,
        on_note=on_note,
    )
    if recorded_root(db.folder) != corpus.root:
        db._write_meta(**{ROOT_KEY: str(corpus.root)})  # the only setter of hcf.json (see report)
    report.unchanged += len(corpus.documents) - len(documents)
    report.warnings, report.notes, report.root = corpus.warnings, notes, str(corpus.root)
    report.timings = {"read": round(corpus.read_seconds, 3), **report.timings}
    report.seconds = corpus.read_seconds + time.perf_counter() - began
    return report


def match_stored_files(
    db: Database, documents: Sequence[SourceDocument], explicit_name: bool = False
) -> tuple[list[SourceDocument], list[str]]:
    """Recognise files already stored under another name (by their source path): an unchanged one
    is skipped, a changed one keeps its stored name. Returns the documents to ingest and notes."""
    files = [d for d in documents if not d.source.lower().endswith(".jsonl")]
    sources = sorted({d.source for d in files})
    stored = db.graph.rows("find_current_document_sources", names=[], sources=sources) if sources else []
    by_source: dict[str, list[dict[str, Any]]] = {}
    for row in stored:
        by_source.setdefault(row["source"], []).append(row)
    kept: list[SourceDocument] = []
    notes: list[str] = []
    for doc in documents:
        rows = by_source.get(doc.source, [])
        if not rows or doc.source.lower().endswith(".jsonl") or any(r["name"] == doc.name for r in rows):
            kept.append(doc)
            continue
        head = rows[0]
        if explicit_name:
            raise InputError(
                f"{doc.source} is already stored as document {head['name']!r}; one file is one document, so it "
                f"cannot also be {doc.name!r} (drop --name to update {head['name']!r})"
            )
        if head["sha256"] == sha256_text(doc.text):
            notes.append(f"{doc.source} is already stored as document {head['id']} (unchanged); skipped")
            continue
        notes.append(f"{doc.source} is stored as document {head['name']!r}; its new version keeps that name")
        kept.append(SourceDocument(head["name"], doc.text, doc.source, doc.mime, doc.version, doc.metadata))
    return kept, notes


def _same_file(stored: str | None, source: str) -> bool:
    """Whether a stored ``source`` names this file (older databases stored the path as typed)."""
    if not stored:
        return False
    return stored == source or os.path.abspath(stored) == source or Path(stored).resolve() == Path(source)


def plan_versions(
    db: Database, documents: Sequence[SourceDocument], replace: bool = False
) -> tuple[list[PlannedDocument], int]:
    """New versions to store, and how many documents were unchanged.

    A new version without a label of its own is numbered past every stored version of its name,
    and past any label that already uses that number. A document whose current version (with
    text) was read from another file is superseded only with ``replace``.
    """
    names = sorted({d.name for d in documents})
    current = {r["name"]: r for r in db.graph.rows("find_current_documents", names=names)} if names else {}
    stored_sources = (
        {r["name"]: r for r in db.graph.rows("find_current_document_sources", names=names, sources=[])} if names else {}
    )
    versions = db.graph.rows("list_document_versions", names=names) if names else []
    taken = {r["id"] for r in versions}
    last_seq: dict[str, int] = {}
    for r in versions:
        last_seq[r["name"]] = max(last_seq.get(r["name"], 0), r["seq"])
    planned: list[PlannedDocument] = []
    unchanged = 0
    for doc in documents:
        digest = sha256_text(doc.text)
        head = current.get(doc.name)
        if head and head["sha256"] == digest and doc.version in (None, head["version"]):
            unchanged += 1
            continue
        held = stored_sources.get(doc.name)
        if held and held["has_text"] and not replace and not _same_file(held["source"], doc.source):
            raise InputError(
                f"{doc.source} would supersede document {held['id']}, read from {held['source']}; give it another "
                "name (--name, or a path under the corpus root), or pass --replace to make it the new version"
            )
        seq = last_seq.get(doc.name, 0) + 1
        while doc.version is None and f"{doc.name}@{seq}" in taken:
            seq += 1
        version = doc.version or str(seq)
        doc_id = f"{doc.name}@{version}"
        if doc_id in taken:
            raise InputError(
                f"{doc.source}: document {doc_id} is already stored with other text; give it a new version"
            )
        taken.add(doc_id)
        last_seq[doc.name] = seq
        current[doc.name] = {"seq": seq, "sha256": digest, "version": version}
        stored_sources[doc.name] = {"id": doc_id, "source": doc.source, "has_text": True}
        planned.append(PlannedDocument(doc, doc_id, version, seq, digest, chunk_text(doc.text)))
    return planned, unchanged


def ingest_documents(
    db: Database,
    documents: Sequence[SourceDocument],
    extractor: Extractor,
    progress: Progress | None = None,
    on_total: Callable[[int], None] | None = None,
    resolve: bool = True,
    replace: bool = False,
    cache: bool = True,
    on_note: Notify | None = None,
) -> IngestReport:
    """Version, chunk, extract and store documents, then resolve entities (unless ``resolve`` is
    False); returns the report.

    Extraction results are kept in the database's extraction cache (unless ``cache`` is False)
    as they are computed. Ctrl-C raises :class:`IngestInterrupted`, whose message says what was
    kept; nothing is half-written (the batch is logged and applied as one guarded write).
    """
    began = time.perf_counter()
    report = IngestReport()
    stage = _Stage(report)
    extraction = ExtractionCache(db.folder, extractor_key(extractor), enabled=cache)
    try:
        with stage("chunk"):
            planned, report.unchanged = plan_versions(db, documents, replace)
        total = sum(len(p.chunks) for p in planned)
        if on_total:
            on_total(total)
        seq = db.log.next_seq()
        with stage("extract"):
            fact_rows, report.dropped_facts, report.cached_chunks = extract_facts(
                planned, extractor, f"{seq:06d}", progress, extraction, on_note
            )
        report.extractor_stats = extractor.stats()
        if planned:
            with stage("store"):
                applied = db.store_batch(
                    _document_table(planned),
                    _chunk_table(planned),
                    pa.Table.from_pylist(fact_rows, FACT_SCHEMA),
                    {
                        "kind": "documents",
                        "extractor": extractor.label(),
                        "extractor_stats": report.extractor_stats,
                        "resolve": resolve,
                    },
                )
            report.superseded, report.conflicts = applied.superseded, applied.conflicts_refreshed
            if resolve and db.needs_resolution():  # resolution depends on the names only: no new name, no change
                with stage("resolve"):
                    report.resolution = db.resolve().summary()
    except KeyboardInterrupt as exc:
        raise IngestInterrupted(_interrupted_message(stage.current, extraction, db.folder)) from exc
    finally:
        extraction.close()
    report.documents = len(planned)
    report.chunks = total
    report.facts = len(fact_rows)
    report.seconds = time.perf_counter() - began
    return report


class _Stage:
    """Times the stages of an ingest into ``report.timings`` and remembers the current one."""

    def __init__(self, report: IngestReport) -> None:
        self.report = report
        self.current = "start"

    @contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        self.current = name
        began = time.perf_counter()
        yield
        self.report.timings[name] = round(time.perf_counter() - began, 3)


def _interrupted_message(stage: str, extraction: ExtractionCache, folder: Path) -> str:
    kept = (
        f"extracted chunks are kept in {extraction.path.parent}; run the same command again to resume"
        if extraction.enabled
        else "run the same command again to start over"
    )
    if stage == "resolve":
        return f"interrupted while resolving entity aliases: the documents are stored, and the next write of {folder} resolves them"
    if stage == "store":
        return f"interrupted while storing: the batch was rolled back, nothing was stored; {kept}"
    return f"interrupted: nothing was stored; {kept}"


def extract_facts(
    planned: list[PlannedDocument],
    extractor: Extractor,
    batch_id: str,
    progress: Progress | None,
    cache: ExtractionCache | None = None,
    on_note: Notify | None = None,
) -> tuple[list[dict[str, Any]], int, int]:
    """Run the extractor over every chunk not in the cache; facts get document offsets and verified
    quotes. Returns the fact rows, how many facts were dropped, and how many chunks came from the
    cache. Fact ids follow document and chunk order, so a resumed ingest gives the same rows.
    Each chunk is extracted with its document's topic (:func:`~hcf_graph.extract.document_topic`),
    so "It was opened in 1912" in a later chunk is keyed on the document's title."""
    topics = {doc.id: document_topic(doc.source.text) for doc in planned}
    takes_topics = _takes_topics(extractor)
    # Code blanked over the whole document, so a chunk that starts inside a fenced block is blank
    # there too; same offsets, so facts still point into the stored text.
    prose = {doc.id: mask_code(doc.source.text) for doc in planned}
    work: list[tuple[PlannedDocument, ChunkSpan, str]] = []
    inputs: dict[str, tuple[str, str | None]] = {}  # identical chunk texts are extracted once
    for doc in planned:
        for chunk in doc.chunks:
            text = prose[doc.id][chunk.start : chunk.end]
            key = text_key(text, topics[doc.id])
            work.append((doc, chunk, key))
            inputs[key] = (text, topics[doc.id])
    uses = Counter(key for _, _, key in work)
    known = cache.get_many(list(uses)) if cache is not None else {}
    if progress and known:
        progress(sum(uses[key] for key in known))
    missing = [(key, given) for key, given in inputs.items() if key not in known]
    if on_note and len(missing) >= LARGE_WORK_CHUNKS:
        size = sum(len(text) for _, (text, _topic) in missing) / 1_000_000
        on_note(
            f"extracting {len(missing)} chunks ({size:.1f} M characters) with {extractor.label()}"
            + (f", {len(work) - len(missing)} from the cache" if known else "")
            + ": the slow step; Ctrl-C keeps the chunks done and a rerun resumes"
        )
    found = dict(known)
    began = last_note = time.monotonic()
    for start, part in _batches(missing):
        texts = [text for _, (text, _) in part]
        results = (
            extractor.extract(texts, topics=[topic for _, (_, topic) in part])
            if takes_topics
            else extractor.extract(texts)
        )
        fresh = [(key, list(facts)) for (key, _), facts in zip(part, results, strict=False)]
        if cache is not None:
            cache.put_many(fresh)
        found.update(fresh)
        if progress:
            progress(sum(uses[key] for key, _ in part))
        now = time.monotonic()
        if on_note and len(missing) >= LARGE_WORK_CHUNKS and now - last_note >= PROGRESS_NOTE_SECONDS:
            on_note(_progress_line(start + len(part), len(missing), now - began))
            last_note = now
    rows, dropped = _fact_rows(work, found, extractor.label(), batch_id)
    return rows, dropped, sum(uses[key] for key in known)


def _batches(
    missing: list[tuple[str, tuple[str, str | None]]],
) -> Iterator[tuple[int, list[tuple[str, tuple[str, str | None]]]]]:
    """Consecutive parts of ``missing`` (start index, part), each of at least ``EXTRACT_BATCH``
    chunks and ``EXTRACT_BATCH_CHARACTERS`` characters but the last."""
    start = size = 0
    for end, (_, (text, _topic)) in enumerate(missing, 1):
        size += len(text)
        if end - start >= EXTRACT_BATCH and size >= EXTRACT_BATCH_CHARACTERS:
            yield start, missing[start:end]
            start, size = end, 0
    if start < len(missing):
        yield start, missing[start:]


def _progress_line(done: int, total: int, seconds: float) -> str:
    """``extracted 120 of 400 chunks (30%), about 2 min left``."""
    left = seconds / done * (total - done) if done else 0.0
    eta = f"{left / 60:.0f} min" if left >= 90 else f"{left:.0f} s"
    return f"extracted {done} of {total} chunks ({100 * done // total}%), about {eta} left"


def _fact_rows(
    work: list[tuple[PlannedDocument, ChunkSpan, str]], found: dict[str, list[ExtractedFact]], label: str, batch_id: str
) -> tuple[list[dict[str, Any]], int]:
    """Fact rows with document offsets; facts with bad offsets or empty parts are dropped."""
    rows: list[dict[str, Any]] = []
    dropped = 0
    for doc, chunk, key in work:
        for fact in found.get(key, []):
            if not (0 <= fact.start < fact.end <= len(chunk.text)) or not fact.entity or not fact.value:
                dropped += 1
                continue
            begin, end = chunk.start + fact.start, chunk.start + fact.end
            rows.append(
                {
                    "id": f"{batch_id}-{len(rows)}",
                    "doc": doc.id,
                    "doc_name": doc.source.name,
                    "chunk": f"{doc.id}#{chunk.ordinal}",
                    "entity": fact.entity,
                    "relation": fact.relation,
                    "value": fact.value,
                    "qualifier": fact.qualifier,
                    "start_char": begin,
                    "end_char": end,
                    "quote": doc.source.text[begin:end],
                    "extractor": label,
                    "confidence": fact.confidence,
                }
            )
    return rows, dropped


def _document_table(planned: list[PlannedDocument]) -> pa.Table:
    return pa.Table.from_pylist(
        [
            {
                "id": p.id,
                "name": p.source.name,
                "version": p.version,
                "seq": p.seq,
                "sha256": p.sha256,
                "source": p.source.source,
                "mime": p.source.mime,
                "n_chars": len(p.source.text),
                "has_text": True,
                "metadata": json.dumps(p.source.metadata, sort_keys=True, default=str),
                "text": p.source.text,
            }
            for p in planned
        ],
        DOCUMENT_SCHEMA,
    )


def _chunk_table(planned: list[PlannedDocument]) -> pa.Table:
    return pa.Table.from_pylist(
        [
            {
                "id": f"{p.id}#{c.ordinal}",
                "doc": p.id,
                "ordinal": c.ordinal,
                "start_char": c.start,
                "end_char": c.end,
                "text": c.text,
            }
            for p in planned
            for c in p.chunks
        ],
        CHUNK_SCHEMA,
    )


def _takes_topics(extractor: Extractor) -> bool:
    """Whether ``extractor.extract`` accepts ``topics=`` (plug-ins written before it was added do not)."""
    import inspect

    try:
        parameters = inspect.signature(extractor.extract).parameters
    except (TypeError, ValueError):
        return False
    return "topics" in parameters or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())
