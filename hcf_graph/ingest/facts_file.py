"""Pre-extracted facts from JSONL: ``doc``, ``entity``, ``relation``, ``value`` and optional
``version``, ``start``, ``end``, ``quote``, ``qualifier``, ``confidence``.

Built for bulk: the file is parsed by Arrow's JSON reader and written with COPY. Facts about a
document that hcf-graph holds with its text are checked against that text (``quote`` must equal
``text[start:end]``; a quote without offsets is located); facts about an unknown document create
a text-less document version for them.
"""

from __future__ import annotations

import bisect
import time
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.json as paj

from ..database import Database
from ..errors import InputError, JsonlError
from ..jsonl import parse_json_object
from ..log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA
from .pipeline import IngestReport

REQUIRED = ("doc", "entity", "relation", "value")
OPTIONAL_STR = ("version", "quote", "qualifier")
OPTIONAL_INT = ("start", "end")
EXTRACTOR = "user-jsonl.v1"


def read_facts_jsonl(path: Path) -> pa.Table:
    """The file as a table of typed columns, or a JsonlError naming the first bad line."""
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    try:
        table = paj.read_json(path, read_options=paj.ReadOptions(block_size=1 << 24))
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        table = _read_slowly(path)  # mixed types or a bad line: Python finds and names it
    return _typed(table, path)


def _read_slowly(path: Path) -> pa.Table:
    rows: list[dict[str, Any]] = []
    with path.open(encoding="utf-8", errors="strict") as handle:
        try:
            for number, line in enumerate(handle, start=1):
                if line.strip():
                    record = parse_json_object(line, str(path), number)
                    rows.append({k: _as_scalar(v, path, number, k) for k, v in record.items()})
        except UnicodeDecodeError as exc:
            raise InputError(f"{path}: not valid UTF-8 ({exc.reason}); convert it to UTF-8") from exc
    if not rows:
        raise InputError(f"{path}: the file holds no facts")
    return pa.Table.from_pylist(rows)


def _as_scalar(value: Any, path: Path, number: int, key: str) -> Any:
    if isinstance(value, (dict, list)):
        raise JsonlError(str(path), number, f"'{key}' must be a string or number, not {type(value).__name__}")
    if key in OPTIONAL_INT:
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise JsonlError(str(path), number, f"'{key}' must be a whole number")
        return value
    return None if value is None else str(value)


def _typed(table: pa.Table, path: Path) -> pa.Table:
    if table.num_rows == 0:
        raise InputError(f"{path}: the file holds no facts")
    columns: dict[str, pa.ChunkedArray] = {}
    for name in REQUIRED + OPTIONAL_STR:
        if name in table.column_names:
            columns[name] = _cast(table.column(name), pa.string(), path, name)
        elif name in REQUIRED:
            raise JsonlError(str(path), 1, f"missing '{name}'; each line needs {', '.join(REQUIRED)}")
        else:
            columns[name] = pa.chunked_array([pa.nulls(table.num_rows, pa.string())])
    for name in OPTIONAL_INT:
        column = (
            table.column(name)
            if name in table.column_names
            else pa.chunked_array([pa.nulls(table.num_rows, pa.int64())])
        )
        columns[name] = _cast(column, pa.int64(), path, name)
    conf = (
        table.column("confidence")
        if "confidence" in table.column_names
        else pa.chunked_array([pa.nulls(table.num_rows, pa.float64())])
    )
    columns["confidence"] = pc.fill_null(_cast(conf, pa.float64(), path, "confidence"), 1.0)
    for name in REQUIRED:
        bad = pc.fill_null(pc.equal(pc.utf8_trim_whitespace(columns[name]), ""), True)  # null is bad too
        _fail_at_first(bad, path, f"missing '{name}' (a non-empty string)")
    start, end = columns["start"], columns["end"]
    _fail_at_first(pc.xor(pc.is_null(start), pc.is_null(end)), path, "give both 'start' and 'end', or neither")
    _fail_at_first(
        pc.fill_null(pc.or_(pc.less(start, 0), pc.greater(start, end)), False),
        path,
        "'start' must be >= 0 and <= 'end'",
    )
    return pa.table(columns)


def _cast(column: pa.ChunkedArray, to: pa.DataType, path: Path, name: str) -> pa.ChunkedArray:
    try:
        return pc.cast(column, to)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
        raise InputError(f"{path}: column '{name}' has values that are not {to}: {exc}") from exc


def _fail_at_first(mask: pa.ChunkedArray | pa.Array, path: Path, reason: str) -> None:
    if pc.any(mask).as_py():
        row = pc.index(mask, True).as_py()
        raise JsonlError(str(path), _line_of_row(path, row), reason)


def _line_of_row(path: Path, row: int) -> int:
    """Line number of the row-th non-blank line (only computed for an error message)."""
    seen = -1
    with path.open(encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                seen += 1
                if seen == row:
                    return number
    return row + 1


def ingest_facts_file(db: Database, path: Path, resolve: bool = False) -> IngestReport:
    """Load a JSONL file of pre-extracted facts in one logged batch; resolve entities if asked
    (off by default: a bulk load of facts from a user's own pipeline is keyed as given)."""
    began = time.perf_counter()
    table = read_facts_jsonl(path)
    seq = db.log.next_seq()
    table = _split_document_ids(db, table)
    doc_ids, new_docs, new_chunks = _resolve_documents(db, table, path)
    texts = db.document_texts(sorted(set(pc.unique(doc_ids).to_pylist()) - set(new_docs.column("id").to_pylist())))
    chunks = _chunks_of(db, texts)
    facts = _fact_table(table, doc_ids, texts, chunks, f"{seq:06d}", path)
    applied = db.store_batch(
        new_docs, new_chunks, facts, {"kind": "facts", "source": str(path), "extractor": EXTRACTOR, "resolve": resolve}
    )
    resolution = db.resolve().summary() if resolve and db.needs_resolution() else ""
    return IngestReport(
        documents=new_docs.num_rows,
        chunks=new_chunks.num_rows,
        facts=facts.num_rows,
        superseded=applied.superseded,
        conflicts=applied.conflicts_refreshed,
        seconds=time.perf_counter() - began,
        resolution=resolution,
    )


def _split_document_ids(db: Database, table: pa.Table) -> pa.Table:
    """A ``doc`` given as a stored ``name@version`` id (as `hcf documents` prints it) means that version."""
    with_at = sorted({d for d in pc.unique(table.column("doc")).to_pylist() if "@" in d})
    stored = {r["id"]: r for r in db.graph.rows("find_documents_by_id", ids=with_at)} if with_at else {}
    if not stored:
        return table
    docs = table.column("doc").to_pylist()
    versions = table.column("version").to_pylist()
    for i, doc in enumerate(docs):
        if doc in stored and versions[i] in (None, stored[doc]["version"]):
            docs[i], versions[i] = stored[doc]["name"], stored[doc]["version"]
    return table.set_column(table.column_names.index("doc"), "doc", pa.array(docs, pa.string())).set_column(
        table.column_names.index("version"), "version", pa.array(versions, pa.string())
    )


def _resolve_documents(db: Database, table: pa.Table, path: Path) -> tuple[pa.Array, pa.Table, pa.Table]:
    """doc@version of every fact, and the text-less Document and Chunk rows to create."""
    pairs = pa.table({"doc": table.column("doc"), "version": table.column("version")})
    unique = pairs.group_by(["doc", "version"], use_threads=False).aggregate([]).to_pylist()
    names = sorted({p["doc"] for p in unique})
    current = {r["name"]: r for r in db.graph.rows("find_current_documents", names=names)}
    explicit = sorted({f"{p['doc']}@{p['version']}" for p in unique if p["version"] is not None})
    known = {r["id"] for r in db.graph.rows("find_documents_by_id", ids=explicit)} if explicit else set()
    resolved: dict[tuple[str, str | None], str] = {}
    new_docs: list[dict[str, Any]] = []
    created: set[str] = set()
    for pair in sorted(unique, key=lambda p: (p["doc"], p["version"] or "")):
        name, version = pair["doc"], pair["version"]
        head = current.get(name)
        if version is None and head:
            resolved[(name, version)] = head["id"]
            continue
        doc_id = f"{name}@{version or '1'}"
        resolved[(name, version)] = doc_id
        if doc_id in known or doc_id in created or (head and head["id"] == doc_id):
            continue
        if head and head["has_text"]:
            raise InputError(
                f"{path}: document {name} is stored with its text as {head['id']}, and has no version {version}; "
                "leave 'version' out to attach the facts to it, or ingest the new text first"
            )
        created.add(doc_id)
        seq = (head["seq"] if head else 0) + 1
        new_docs.append(
            {
                "id": doc_id,
                "name": name,
                "version": version or "1",
                "seq": seq,
                "sha256": "",
                "source": "",
                "mime": "",
                "n_chars": 0,
                "has_text": False,
                "metadata": "{}",
                "text": "",
            }
        )
        current[name] = {"id": doc_id, "seq": seq, "has_text": False}
    keys = [f"{d}\x1f{v}" for d, v in resolved]
    lookup = pa.array(list(resolved.values()), pa.string())
    joined = pc.binary_join_element_wise(table.column("doc"), pc.fill_null(table.column("version"), "None"), "\x1f")
    index = pc.index_in(joined, value_set=pa.array(keys, pa.string()))
    docs_table = pa.Table.from_pylist(new_docs, DOCUMENT_SCHEMA)
    chunk_rows = [
        {"id": f"{d['id']}#0", "doc": d["id"], "ordinal": 0, "start_char": 0, "end_char": 0, "text": ""}
        for d in new_docs
    ]
    return pc.take(lookup, index), docs_table, pa.Table.from_pylist(chunk_rows, CHUNK_SCHEMA)


def _chunks_of(db: Database, texts: dict[str, str]) -> dict[str, tuple[list[int], list[str]]]:
    """Per stored document with text: chunk start offsets and chunk ids, for bisecting."""
    found: dict[str, tuple[list[int], list[str]]] = {}
    if texts:
        for row in db.graph.rows("list_chunks_of_documents", ids=sorted(texts)):
            starts, ids = found.setdefault(row["doc"], ([], []))
            starts.append(row["start_char"])
            ids.append(row["id"])
    return found


def _fact_table(
    table: pa.Table,
    doc_ids: pa.Array,
    texts: dict[str, str],
    chunks: dict[str, tuple[list[int], list[str]]],
    batch_id: str,
    path: Path,
) -> pa.Table:
    """The facts as a log table; facts about documents with text get verified spans."""
    n = table.num_rows
    starts, ends, quotes = table.column("start"), table.column("end"), pc.fill_null(table.column("quote"), "")
    chunk_ids = pc.binary_join_element_wise(doc_ids, pa.scalar("0"), "#")
    if texts:
        starts, ends, quotes, chunk_ids = _verify_spans(table, doc_ids, texts, chunks, path)
    return pa.table(
        {
            "id": pc.binary_join_element_wise(pa.scalar(batch_id), pc.cast(pa.array(range(n)), pa.string()), "-"),
            "doc": doc_ids,
            "doc_name": table.column("doc"),
            "chunk": chunk_ids,
            "entity": table.column("entity"),
            "relation": table.column("relation"),
            "value": table.column("value"),
            "qualifier": pc.fill_null(table.column("qualifier"), ""),
            "start_char": starts,
            "end_char": ends,
            "quote": quotes,
            "extractor": pa.array([EXTRACTOR] * n, pa.string()),
            "confidence": table.column("confidence"),
        },
        schema=FACT_SCHEMA,
    )


def _verify_spans(
    table: pa.Table,
    doc_ids: pa.Array,
    texts: dict[str, str],
    chunks: dict[str, tuple[list[int], list[str]]],
    path: Path,
) -> tuple[list[int | None], list[int | None], list[str], list[str]]:
    """Check or locate each span in its document's text; chunk = the one holding the start."""
    out_start: list[int | None] = []
    out_end: list[int | None] = []
    out_quote: list[str] = []
    out_chunk: list[str] = []
    rows = zip(
        doc_ids.to_pylist(),
        table.column("start").to_pylist(),
        table.column("end").to_pylist(),
        table.column("quote").to_pylist(), strict=False,
    )
    for row, (doc, start, end, quote) in enumerate(rows):
        text = texts.get(doc)
        if text is None:  # a text-less document: keep what the user gave
            out_start.append(start)
            out_end.append(end)
            out_quote.append(quote or "")
            out_chunk.append(f"{doc}#0")
            continue
        if start is None and quote:
            start = text.find(quote)
            if start < 0:
                raise JsonlError(str(path), _line_of_row(path, row), f"quote not found in the text of {doc}")
            end = start + len(quote)
        if start is not None and (end > len(text) or (quote and text[start:end] != quote)):
            raise JsonlError(
                str(path), _line_of_row(path, row), f"quote does not match the text of {doc} at {start}:{end}"
            )
        starts, ids = chunks[doc]
        out_start.append(start)
        out_end.append(end)
        out_quote.append(text[start:end] if start is not None else "")
        out_chunk.append(ids[max(bisect.bisect_right(starts, start or 0) - 1, 0)])
    return out_start, out_end, out_quote, out_chunk
