"""The ingest pipeline: version documents, chunk them, extract facts, log the batch, apply it.

Everything is validated and extracted before the batch is written, so a failure leaves the
database as it was. Unchanged documents (same name, same sha256) are skipped.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from ..database import Database
from ..errors import InputError
from ..extract import Extractor
from ..log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA
from ..model import ChunkSpan, SourceDocument
from .chunking import chunk_text

EXTRACT_BATCH = 32
Progress = Callable[[int], None]


@dataclass
class IngestReport:
    """What one ingest did."""

    documents: int = 0
    unchanged: int = 0
    superseded: int = 0
    chunks: int = 0
    facts: int = 0
    dropped_facts: int = 0
    conflicts: int = 0
    seconds: float = 0.0
    warnings: list[str] = field(default_factory=list)
    extractor_stats: dict[str, Any] = field(default_factory=dict)
    resolution: str = ""

    def summary(self) -> str:
        """The one-line summary printed at the end of an ingest."""
        parts = [f"{self.documents} documents", f"{self.chunks} chunks", f"{self.facts} facts"]
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


def plan_versions(db: Database, documents: Sequence[SourceDocument]) -> tuple[list[PlannedDocument], int]:
    """New versions to store, and how many documents were unchanged.

    A new version without a label of its own is numbered past every stored version of its name,
    and past any label that already uses that number.
    """
    names = sorted({d.name for d in documents})
    current = {r["name"]: r for r in db.graph.rows("find_current_documents", names=names)} if names else {}
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
        planned.append(PlannedDocument(doc, doc_id, version, seq, digest, chunk_text(doc.text)))
    return planned, unchanged


def ingest_documents(
    db: Database,
    documents: Sequence[SourceDocument],
    extractor: Extractor,
    progress: Progress | None = None,
    on_total: Callable[[int], None] | None = None,
    resolve: bool = True,
) -> IngestReport:
    """Version, chunk, extract and store documents, then resolve entities (unless ``resolve`` is
    False); returns the report."""
    began = time.perf_counter()
    planned, unchanged = plan_versions(db, documents)
    report = IngestReport(unchanged=unchanged)
    if on_total:
        on_total(sum(len(p.chunks) for p in planned))
    seq = db.log.next_seq()
    fact_rows, dropped = extract_facts(planned, extractor, f"{seq:06d}", progress)
    report.dropped_facts = dropped
    report.extractor_stats = extractor.stats()
    if planned:
        applied = db.store_batch(
            _document_table(planned),
            _chunk_table(planned),
            pa.Table.from_pylist(fact_rows, FACT_SCHEMA),
            {"kind": "documents", "extractor": extractor.label(), "extractor_stats": report.extractor_stats,
             "resolve": resolve},
        )
        report.superseded, report.conflicts = applied.superseded, applied.conflicts_refreshed
        if resolve and db.needs_resolution():  # resolution depends on the names only: no new name, no change
            report.resolution = db.resolve().summary()
    report.documents = len(planned)
    report.chunks = sum(len(p.chunks) for p in planned)
    report.facts = len(fact_rows)
    report.seconds = time.perf_counter() - began
    return report


def extract_facts(
    planned: list[PlannedDocument], extractor: Extractor, batch_id: str, progress: Progress | None
) -> tuple[list[dict[str, Any]], int]:
    """Run the extractor over every chunk; facts get document offsets and verified quotes."""
    work = [(doc, chunk) for doc in planned for chunk in doc.chunks]
    rows: list[dict[str, Any]] = []
    dropped = 0
    label = extractor.label()
    for start in range(0, len(work), EXTRACT_BATCH):
        part = work[start : start + EXTRACT_BATCH]
        results = extractor.extract([chunk.text for _, chunk in part])
        for (doc, chunk), facts in zip(part, results, strict=False):
            for fact in facts:
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
        if progress:
            progress(len(part))
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
