"""``hcf scale load``: a Spark result into a store, as one log batch, for the usual commands.

The batch holds the documents (with text), chunks and facts the records involve, and the entities
those facts resolve to (``entities`` and ``aliases`` parts), so the store keys the facts through
the same canonical entities the Spark job used and its own conflict detection finds the same
records; ``hcf conflicts``, ``disagree``, ``clusters`` and ``report`` then work as usual, and
``hcf rebuild`` restores it like any other batch. Rows the store holds already (loading into the
database the log belongs to) are skipped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from ..database import Database, Notify
from ..errors import InputError
from ..log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA
from .audit import AuditLoadSummary, is_audit_result, load_scale_audit
from .job import FORMAT, SUMMARY


@dataclass(frozen=True)
class LoadSummary:
    """What one load added."""

    db: str
    documents: int
    chunks: int
    facts: int
    entities: int
    skipped_facts: int
    conflicts: int

    def as_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def read_result(folder: Path) -> dict[str, Any]:
    """The summary of a Spark result folder; refuses a folder that is not one."""
    try:
        summary = json.loads((Path(folder) / SUMMARY).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(
            f"{folder} holds no hcf scale result ({SUMMARY} missing); run `hcf scale conflicts` first"
        ) from None
    except (OSError, ValueError) as exc:
        raise InputError(f"{Path(folder) / SUMMARY} is unreadable ({exc}); run `hcf scale conflicts` again") from exc
    if not isinstance(summary, dict) or summary.get("format") != FORMAT:
        raise InputError(f"{folder} was written by another version of hcf scale; run `hcf scale conflicts` again")
    return summary


def _part(folder: Path, name: str, schema: pa.Schema) -> pa.Table:
    path = folder / name
    if not path.exists():
        raise InputError(f"{folder} lacks {name}; the result is incomplete: run `hcf scale conflicts` again")
    table = pq.read_table(path)
    return table.select(schema.names).cast(schema) if table.num_rows else schema.empty_table()


def load_scale_output(folder: Path, db: Path, engine: str | None = None, notify: Notify | None = None) -> LoadSummary:
    """Load the records of a Spark result (with their facts, chunks, documents and entities) into ``db``."""
    folder = Path(folder)
    summary = read_result(folder)
    documents = _part(folder, "documents", DOCUMENT_SCHEMA)
    chunks = _part(folder, "chunks", CHUNK_SCHEMA)
    facts = _part(folder, "facts", FACT_SCHEMA)
    entities = pq.read_table(folder / "entities.parquet")
    aliases = pq.read_table(folder / "aliases.parquet")
    with Database(Path(db), engine=engine, notify=notify) as database:
        graph = database.graph
        doc_ids = documents.column("id").to_pylist()
        held = {r["id"] for r in graph.rows("find_documents_by_id", ids=doc_ids)} if doc_ids else set()
        fact_ids = facts.column("id").to_pylist()
        held_facts = {r["id"] for r in graph.rows("find_facts_by_id", ids=fact_ids)} if fact_ids else set()
        documents = documents.filter(pc.invert(pc.is_in(documents.column("id"), value_set=_strings(held))))
        chunks = chunks.filter(pc.invert(pc.is_in(chunks.column("doc"), value_set=_strings(held))))
        facts = facts.filter(pc.invert(pc.is_in(facts.column("id"), value_set=_strings(held_facts))))
        if not facts.num_rows and not documents.num_rows:
            return LoadSummary(str(db), 0, 0, 0, 0, len(held_facts), 0)
        info = {
            "kind": "scale-load",
            "source": str(folder.resolve()),
            "scale_batches": len(summary.get("batches", [])),
            "scale_master": summary.get("master", ""),
        }
        result = database.store_batch(documents, chunks, facts, info, extra={"entities": entities, "aliases": aliases})
        return LoadSummary(
            str(db),
            documents.num_rows,
            chunks.num_rows,
            facts.num_rows,
            entities.num_rows,
            len(held_facts),
            result.conflicts_refreshed,
        )


def _strings(values: set[str]) -> pa.Array:
    return pa.array(sorted(values), pa.string())


def load_scale_result(
    folder: Path, db: Path, engine: str | None = None, notify: Notify | None = None
) -> LoadSummary | AuditLoadSummary:
    """Load either kind of Spark result into ``db``: an ``hcf scale audit`` folder (known by its marker
    file) as one audit run, else an ``hcf scale conflicts`` folder (see :func:`load_scale_output`)."""
    if is_audit_result(folder):
        return load_scale_audit(folder, db, engine, notify)
    return load_scale_output(folder, db, engine, notify)
