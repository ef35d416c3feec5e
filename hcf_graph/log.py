"""The ingest log: the source of truth, of which the graph is a projection.

Each ingest appends one immutable batch folder ``log/NNNNNN/`` holding ``documents.parquet``
(with full text), ``chunks.parquet``, ``facts.parquet`` and ``batch.json``. A batch is written
under a temporary name and renamed into place, so a crash never leaves half a batch; the graph is
rebuilt from these files on either engine by ``hcf rebuild``.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

DOCUMENT_SCHEMA = pa.schema(
    [
        ("id", pa.string()),
        ("name", pa.string()),
        ("version", pa.string()),
        ("seq", pa.int64()),
        ("sha256", pa.string()),
        ("source", pa.string()),
        ("mime", pa.string()),
        ("n_chars", pa.int64()),
        ("has_text", pa.bool_()),
        ("metadata", pa.string()),
        ("text", pa.string()),
    ]
)
CHUNK_SCHEMA = pa.schema(
    [
        ("id", pa.string()),
        ("doc", pa.string()),
        ("ordinal", pa.int64()),
        ("start_char", pa.int64()),
        ("end_char", pa.int64()),
        ("text", pa.string()),
    ]
)
FACT_SCHEMA = pa.schema(
    [
        ("id", pa.string()),
        ("doc", pa.string()),
        ("doc_name", pa.string()),
        ("chunk", pa.string()),
        ("entity", pa.string()),
        ("relation", pa.string()),
        ("value", pa.string()),
        ("qualifier", pa.string()),
        ("start_char", pa.int64()),
        ("end_char", pa.int64()),
        ("quote", pa.string()),
        ("extractor", pa.string()),
        ("confidence", pa.float64()),
    ]
)
_PARTS = {"documents": DOCUMENT_SCHEMA, "chunks": CHUNK_SCHEMA, "facts": FACT_SCHEMA}


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


class BatchLog:
    """The append-only folder of batches beside the graph."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def seqs(self) -> list[int]:
        """Sequence numbers of the complete batches, oldest first."""
        if not self.folder.is_dir():
            return []
        return sorted(int(p.name) for p in self.folder.iterdir() if p.name.isdigit() and (p / "batch.json").is_file())

    def next_seq(self) -> int:
        seqs = self.seqs()
        return (seqs[-1] + 1) if seqs else 1

    def append(
        self, documents: pa.Table, chunks: pa.Table, facts: pa.Table, info: dict[str, Any],
        extra: dict[str, pa.Table] | None = None,
    ) -> Batch:
        """Write a new batch atomically and return it.

        ``extra`` holds further parts of the batch by name (for example ``audits``), each written
        as ``NAME.parquet`` beside the three fixed parts and read back into ``Batch.extra``.
        """
        extra = dict(extra or {})
        clash = set(extra) & set(_PARTS)
        if clash or any(not name.isidentifier() for name in extra):
            raise ValueError(f"extra batch parts need other names than {sorted(_PARTS)}: {sorted(extra)}")
        seq = self.next_seq()
        info = {"created": datetime.now(UTC).isoformat(timespec="seconds"), **info}
        batch = Batch(seq, documents, chunks, facts, info, extra)
        tmp = self.folder / f".tmp-{batch.id}-{os.getpid()}"
        tmp.mkdir(parents=True, exist_ok=True)
        try:
            for name, table in (("documents", documents), ("chunks", chunks), ("facts", facts)):
                pq.write_table(table.cast(_PARTS[name]), tmp / f"{name}.parquet")
            for name, table in extra.items():
                pq.write_table(table, tmp / f"{name}.parquet")
            (tmp / "batch.json").write_text(json.dumps(info, indent=1, sort_keys=True), encoding="utf-8")
            os.replace(tmp, self.folder / batch.id)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        return batch

    def remove(self, seq: int) -> None:
        """Take a batch out again (only right after a failed apply, before anyone read it)."""
        path = self.folder / f"{seq:06d}"
        hidden = self.folder / f".removed-{seq:06d}-{os.getpid()}"
        os.replace(path, hidden)  # atomic: the batch disappears at once, then the files go
        shutil.rmtree(hidden, ignore_errors=True)

    def read(self, seq: int) -> Batch:
        """Load one batch."""
        path = self.folder / f"{seq:06d}"
        info = json.loads((path / "batch.json").read_text(encoding="utf-8"))
        tables = {name: pq.read_table(path / f"{name}.parquet", schema=schema) for name, schema in _PARTS.items()}
        extra = {
            part.stem: pq.read_table(part)
            for part in sorted(path.glob("*.parquet"))
            if part.stem not in _PARTS
        }
        return Batch(seq, tables["documents"], tables["chunks"], tables["facts"], info, extra)


def empty(schema: pa.Schema) -> pa.Table:
    """An empty table of a log schema."""
    return schema.empty_table()
