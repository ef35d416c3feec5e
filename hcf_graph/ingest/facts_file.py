"""Pre-extracted facts from JSONL: ``doc``, ``entity``, ``relation``, ``value`` and optional
``version``, ``start`` and ``end`` (or ``start_char`` and ``end_char``), ``quote``, ``qualifier``,
``confidence``.

Every line is checked before anything is written: a bad line gets one message
``FILE:LINE: field 'x': what is wrong`` and the file is refused, or, when asked, the bad lines are
skipped and reported. The file is read in blocks of whole lines (bounded memory, lines up to
1 MiB); a block that passes cheap byte-level checks (one flat object a line, no surrogate
escapes, valid UTF-8) is parsed by Arrow's JSON reader, any other block line by line in Python,
so no input that could crash the native parser ever reaches it. Field rules then run as Arrow
kernels over all rows.

Facts about a document held with its text are checked against it (``quote`` must equal
``text[start:end]``; a quote without offsets is located); facts about an unknown document create
a text-less document version for them.

Loading is idempotent: a fact is identified by its document version, entity key, relation key,
qualifier key, value key and span. Facts already stored (by any earlier ``ingest-facts``) are not
stored again, duplicates within a file collapse, and a file loaded again under the same source
(its resolved path, or ``--source``) replaces what that source loaded before: the earlier facts it
no longer holds are superseded (kept and flagged). So a retried or killed load changes nothing
the second time.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.json as paj

from ..database import Database
from ..errors import InputError, JsonlError
from ..jsonl import MAX_LINE_BYTES, LineBlock, describe, parse_json_object, read_line_blocks
from ..log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA
from .pipeline import IngestReport

REQUIRED = ("doc", "entity", "relation", "value")
TEXT_FIELDS = ("doc", "entity", "relation", "value", "version", "quote", "qualifier")
SPAN_FIELDS = ("start", "end", "start_char", "end_char")  # start_char/end_char: the spelling of `hcf facts --json`
EXTRACTOR = "user-jsonl.v1"
MAX_MESSAGES = 20
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")  # \ud800-\udfff
ARROW_BLOCK = 1 << 22  # Arrow's parse block: more than the longest line allowed

ROW_SCHEMA = pa.schema(
    [("line", pa.int64())]
    + [(name, pa.string()) for name in TEXT_FIELDS]
    + [(name, pa.int64()) for name in SPAN_FIELDS]
    + [("confidence", pa.float64())]
)
IDENTITY = ("doc", "entity_key", "relation_key", "qualifier_key", "value_key", "start_char", "end_char")
_CONTROL = r"[\x00-\x1f\x7f-\x{9f}]"  # C0, DEL and C1 control characters
_VALUE_CONTROL = r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]"  # a value may hold tabs and line breaks
_BLANK = r"^[\s\p{Z}\p{Cf}\p{Cc}]*$"  # nothing but spaces and invisible characters (zero-width space ...)
_MISSING_WORDS = r"^(none|null|nil|nan|undefined)$"

Progress = Callable[[int], None]


@dataclass(frozen=True)
class BadLine:
    """One refused line of a facts file."""

    line: int
    reason: str

    def render(self, path: Path | str) -> str:
        return f"{path}:{self.line}: {self.reason}"


class BadFactsError(InputError):
    """A facts file with bad lines: every message (up to :data:`MAX_MESSAGES`) on its own line."""

    def __init__(self, path: Path, bad: list[BadLine]) -> None:
        self.path, self.bad = path, bad
        shown = [b.render(path) for b in bad[:MAX_MESSAGES]]
        if len(bad) > MAX_MESSAGES:
            shown.append(f"... and {len(bad) - MAX_MESSAGES} more")
        lines = "line" if len(bad) == 1 else "lines"
        shown.append(
            f"{path}: {len(bad)} bad {lines}, nothing loaded; fix them, or pass --skip-bad to load the other lines"
        )
        super().__init__("\n".join(shown))


@dataclass
class FactsReport(IngestReport):
    """What one ``ingest-facts`` did: new facts, facts already stored, lines skipped."""

    source: str = ""
    sha256: str = ""
    already_stored: int = 0
    duplicates: int = 0
    superseded_facts: int = 0
    skipped: list[str] = field(default_factory=list)

    def summary(self) -> str:
        parts = [_count(self.documents, "new document")] if self.documents else []
        parts += [_count(self.facts, "new fact"), f"{self.already_stored:,} already stored"]
        if self.duplicates:
            parts.append(_count(self.duplicates, "duplicate line"))
        if self.superseded_facts:
            parts.append(f"{_count(self.superseded_facts, 'earlier fact')} of this source superseded")
        if self.superseded:
            parts.append(f"{_count(self.superseded, 'document')} superseded")
        if self.skipped:
            parts.append(f"{_count(len(self.skipped), 'bad line')} skipped")
        parts.append(f"{_count(self.conflicts, 'conflict')} on touched keys")
        return f"ingested {', '.join(parts)} in {self.seconds:.1f} s"


def _count(n: int, noun: str) -> str:
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


# -- reading -------------------------------------------------------------------------------


@dataclass
class FactRows:
    """The lines of a facts file that parsed, typed (:data:`ROW_SCHEMA`), and the ones that did not."""

    table: pa.Table
    bad: list[BadLine]
    sha256: str
    n_bytes: int


class _CountingReader:
    """A binary file that hashes and counts what is read from it, and reports progress."""

    def __init__(self, handle: BinaryIO, progress: Progress | None) -> None:
        self.handle, self.progress = handle, progress
        self.sha256 = hashlib.sha256()
        self.n_bytes = 0

    def read(self, size: int = -1) -> bytes:
        data = self.handle.read(size)
        self.sha256.update(data)
        self.n_bytes += len(data)
        if self.progress and data:
            self.progress(len(data))
        return data


def read_fact_rows(path: Path, progress: Progress | None = None) -> FactRows:
    """Parse a facts file in blocks of lines: typed rows with their line numbers, and bad lines."""
    tables: list[pa.Table] = []
    bad: list[BadLine] = []
    try:
        with path.open("rb") as handle:
            reader = _CountingReader(handle, progress)
            for block in read_line_blocks(reader):  # type: ignore[arg-type]
                bad.extend(
                    BadLine(n, f"the line is longer than {MAX_LINE_BYTES >> 20} MiB, the limit for one fact")
                    for n in block.too_long
                )
                table = _parse_fast(block)
                if table is None:
                    table, slow_bad = _parse_slow(block, path)
                    bad.extend(slow_bad)
                tables.append(table)
    except OSError as exc:
        raise InputError(f"{path}: cannot read it ({exc.strerror or exc})") from exc
    table = pa.concat_tables(tables) if tables else ROW_SCHEMA.empty_table()
    return FactRows(table, bad, reader.sha256.hexdigest(), reader.n_bytes)


def _parse_fast(block: LineBlock) -> pa.Table | None:
    """Arrow's JSON reader over a block whose bytes show one flat object on every line, or None.

    The byte checks keep every input that crashes or fools the native parser away from it:
    ``null`` lines and deep nesting (each line must start with its only ``{`` and end with
    ``}``, with no ``[``), two objects on a line (a row count that differs from the line count),
    invalid UTF-8 and surrogate escapes (which Arrow accepts as text).
    """
    data = block.data if block.data.endswith(b"\n") else block.data + b"\n"
    if not data.startswith(b"{") or b"[" in data:
        return None
    raw = np.frombuffer(data, np.uint8)
    breaks = np.flatnonzero(raw == 10)
    n = len(breaks)
    if data.count(b"{") != n or not (raw[breaks[:-1] + 1] == 123).all():  # each line starts with its only "{"
        return None
    ends = breaks - 1 - (raw[breaks - 1] == 13)  # before an optional "\r"
    if not (raw[np.maximum(ends, 0)] == 125).all():  # ... and ends with "}"
        return None
    if b"\\u" in data and _SURROGATE_ESCAPE.search(data):
        return None
    try:
        if not data.isascii():
            data.decode("utf-8")
        table = paj.read_json(pa.BufferReader(data), read_options=paj.ReadOptions(block_size=ARROW_BLOCK))
    except (UnicodeDecodeError, pa.ArrowInvalid, pa.ArrowTypeError, pa.ArrowNotImplementedError):
        return None
    if table.num_rows != n:
        return None
    columns: dict[str, pa.ChunkedArray] = {
        "line": pa.chunked_array([pa.array(np.arange(block.first_line, block.first_line + n, dtype=np.int64))])
    }
    for name, to in (
        [(t, pa.string()) for t in TEXT_FIELDS]
        + [(s, pa.int64()) for s in SPAN_FIELDS]
        + [("confidence", pa.float64())]
    ):
        if name not in table.column_names:
            columns[name] = pa.chunked_array([pa.nulls(n, to)])
            continue
        column = table.column(name)
        allowed = {pa.null(), to} | ({pa.int64()} if name == "confidence" else set())
        if column.type not in allowed:
            return None  # a number as a name, a boolean as an offset ...: Python names the line
        columns[name] = column.cast(to)
    return pa.table(columns, schema=ROW_SCHEMA)


def _parse_slow(block: LineBlock, path: Path) -> tuple[pa.Table, list[BadLine]]:
    """Every line of a block by Python's parser: typed rows, and one message per bad line."""
    rows: dict[str, list[Any]] = {name: [] for name in ROW_SCHEMA.names}
    bad: list[BadLine] = []
    skip = set(block.too_long)
    for offset, raw in enumerate(block.data.split(b"\n")):
        number = block.first_line + offset
        if number in skip:
            continue
        raw = raw[:-1] if raw.endswith(b"\r") else raw
        raw = raw.removeprefix(b"\xef\xbb\xbf")  # a BOM opens the file, or a file concatenated onto it
        if not raw.strip():
            continue
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            bad.append(
                BadLine(number, f"not valid UTF-8 (byte {exc.start + 1} of the line); convert the file to UTF-8")
            )
            continue
        try:
            record = parse_json_object(line, str(path), number)
        except JsonlError as exc:
            bad.append(BadLine(number, exc.reason))
            continue
        row, problem = _typed_row(record)
        if problem:
            bad.append(BadLine(number, problem))
            continue
        rows["line"].append(number)
        for name, value in row.items():
            rows[name].append(value)
    return pa.table(rows, schema=ROW_SCHEMA), bad


def _typed_row(record: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A record's known fields, typed as :data:`ROW_SCHEMA` wants them, or the first type error."""
    row: dict[str, Any] = {}
    for name in TEXT_FIELDS:
        value = record.get(name)
        if value is None or isinstance(value, str):
            row[name] = value
        elif name == "value" and isinstance(value, bool):
            row[name] = "true" if value else "false"
        elif name in ("value", "version") and isinstance(value, int):
            row[name] = str(value)
        elif name == "value" and isinstance(value, float) and value == value and abs(value) != float("inf"):
            row[name] = repr(value)
        else:
            wanted = "a string or a number" if name == "value" else "a string"
            return row, f"field '{name}': must be {wanted}, not {describe(value)}"
    for name in SPAN_FIELDS:
        value = record.get(name)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            return row, f"field '{name}': must be a whole number, not {describe(value)}"
        if value is not None and not -(2**63) <= value < 2**63:
            return row, f"field '{name}': {value} is too large for a character offset"
        row[name] = value
    confidence = record.get("confidence")
    if confidence is not None and (not isinstance(confidence, (int, float)) or isinstance(confidence, bool)):
        return row, f"field 'confidence': must be a number from 0 to 1, not {describe(confidence)}"
    row["confidence"] = None if confidence is None else float(confidence)
    return row, ""


# -- field rules -----------------------------------------------------------------------------


class _Checker:
    """Applies field rules to all rows at once; each bad line gets the message of its first rule."""

    def __init__(self, table: pa.Table) -> None:
        self.table = table
        self.bad_mask = pa.array([False] * table.num_rows, pa.bool_())
        self.bad: list[BadLine] = []

    def flag(self, mask: Any, reason: Callable[[dict[str, Any]], str], columns: tuple[str, ...] = ()) -> None:
        mask = pc.and_(pc.fill_null(mask, False), pc.invert(self.bad_mask))
        if not pc.any(mask).as_py():
            return
        picked = self.table.select(["line", *columns]).filter(mask).to_pylist()
        self.bad.extend(BadLine(row["line"], reason(row)) for row in picked)
        self.bad_mask = pc.or_(self.bad_mask, mask)

    def good(self) -> pa.Table:
        return self.table.filter(pc.invert(self.bad_mask))


def check_rows(table: pa.Table) -> tuple[pa.Table, list[BadLine]]:
    """The rows that pass every field rule (spans merged into ``start``/``end``), and the bad lines.

    One cheap pass per column finds the rows that may break a rule; only those go through the
    rules one by one (so a clean million-line file costs a few vector passes).
    """
    table = _merge_spans(table)
    suspect = _suspect_rows(table)
    if pc.any(suspect).as_py():
        check = _Checker(table.filter(suspect))
        _apply_rules(check)
        good = pa.concat_tables([table.filter(pc.invert(suspect)), check.good()])
        good = good.take(pc.sort_indices(good.column("line")))
        bad = check.bad
    else:
        good, bad = table, []
    if pc.any(pc.is_valid(good.column("version"))).as_py():
        check = _Checker(good)
        _check_versions_of_documents(check)
        good, bad = check.good(), bad + check.bad
    good = good.set_column(
        good.schema.get_field_index("confidence"), "confidence", pc.fill_null(good.column("confidence"), 1.0)
    )
    return good.drop_columns(["start_char", "end_char"]), sorted(bad, key=lambda b: b.line)


def _merge_spans(table: pa.Table) -> pa.Table:
    """``start``/``end`` from either spelling (``start_char``/``end_char`` kept for the rules)."""
    for short, long in (("start", "start_char"), ("end", "end_char")):
        merged = pc.coalesce(table.column(short), table.column(long))
        table = table.set_column(table.schema.get_field_index(short), short, merged)
    return table


def _suspect_rows(table: pa.Table) -> pa.Array:
    """Rows that may break a field rule: one cheap vector pass per column."""
    col = table.column
    masks = [pc.is_null(col(name)) for name in REQUIRED]
    for name in ("doc", "entity", "relation", "value"):
        masks.append(pc.match_substring_regex(col(name), _CONTROL + r"|^[^\p{L}\p{N}]*$"))
    for name in ("qualifier", "version", "quote"):
        if col(name).null_count == table.num_rows:
            continue  # a field no line gives: nothing to check (a regex pass costs as much as over text)
        masks.append(
            pc.match_substring_regex(
                col(name), _CONTROL + r"|^[\s\p{Z}\p{Cf}]*$|(?i)^\s*(none|null|nil|nan|undefined)\s*$"
            )
        )
    start, end, confidence = col("start"), col("end"), col("confidence")
    masks += [
        pc.is_valid(col("start_char")),
        pc.is_valid(col("end_char")),  # compared with start/end by the rules
        pc.xor(pc.is_null(start), pc.is_null(end)),
        pc.less(start, 0),
        pc.greater(start, end),
        pc.invert(pc.is_finite(confidence)),
        pc.less(confidence, 0),
        pc.greater(confidence, 1),
    ]
    suspect = masks[0]
    for mask in masks[1:]:
        suspect = pc.or_(suspect, pc.fill_null(mask, False))
    return pc.fill_null(suspect, False)


def _apply_rules(check: _Checker) -> None:
    """Every field rule, in order: a line gets the message of the first rule it breaks."""
    col = check.table.column
    for name in REQUIRED:
        check.flag(
            pc.is_null(col(name)),
            _about(name, lambda n, r: f"field '{n}': missing; each line needs doc, entity, relation and value"),
        )
    for name in ("doc", "entity", "relation", "qualifier", "version"):
        check.flag(
            pc.match_substring_regex(col(name), _CONTROL),
            _about(
                name, lambda n, r: f"field '{n}': holds a control character ({_first_control(r[n])}); names may not"
            ),
            (name,),
        )
    check.flag(
        pc.match_substring_regex(col("value"), _VALUE_CONTROL),
        lambda r: f"field 'value': holds a control character ({_first_control(r['value'])})",
        ("value",),
    )
    check.flag(pc.match_substring_regex(col("quote"), r"\x00"), lambda r: "field 'quote': holds a NUL character")
    for name in REQUIRED:
        check.flag(
            pc.match_substring_regex(col(name), _BLANK),
            _about(name, lambda n, r: f"field '{n}': is blank (only spaces or invisible characters)"),
        )
    for name in ("entity", "relation"):
        check.flag(
            pc.invert(pc.match_substring_regex(col(name), r"[\p{L}\p{N}]")),
            _about(name, lambda n, r: f"field '{n}': {r[n]!r} has no letters or digits"),
            (name,),
        )
    check.flag(
        pc.match_substring_regex(col("version"), _BLANK),
        lambda r: "field 'version': is empty; leave it out, or give a version label",
    )
    check.flag(
        pc.match_substring_regex(pc.utf8_lower(pc.utf8_trim_whitespace(col("version"))), _MISSING_WORDS),
        lambda r: f"field 'version': {r['version']!r} reads as a missing value; leave 'version' out instead",
        ("version",),
    )
    for short, long in (("start", "start_char"), ("end", "end_char")):
        check.flag(
            pc.not_equal(col(short), col(long)),
            _about(
                short, lambda n, r: f"field '{n}_char': {r[n + '_char']} differs from '{n}' {r[n]}; give one of them"
            ),
            (short, long),
        )
    start, end, confidence = col("start"), col("end"), col("confidence")
    check.flag(
        pc.and_(pc.is_valid(start), pc.is_null(end)),
        lambda r: "field 'end': missing while 'start' is given; give both or neither",
    )
    check.flag(
        pc.and_(pc.is_null(start), pc.is_valid(end)),
        lambda r: "field 'start': missing while 'end' is given; give both or neither",
    )
    check.flag(pc.less(start, 0), lambda r: f"field 'start': must be 0 or more, not {r['start']}", ("start",))
    check.flag(
        pc.greater(start, end), lambda r: f"field 'start': {r['start']} is after 'end' {r['end']}", ("start", "end")
    )
    check.flag(
        pc.or_(pc.invert(pc.is_finite(confidence)), pc.or_(pc.less(confidence, 0), pc.greater(confidence, 1))),
        lambda r: f"field 'confidence': must be a number from 0 to 1, not {r['confidence']}",
        ("confidence",),
    )


def _check_versions_of_documents(check: _Checker) -> None:
    """Lines of a document that give no version while other lines of it do are ambiguous."""
    good = check.good()
    versioned = good.filter(pc.is_valid(good.column("version"))).column("doc")
    unversioned = good.filter(pc.is_null(good.column("version"))).column("doc")
    mixed = pc.is_in(unversioned, value_set=pc.unique(versioned)) if len(versioned) and len(unversioned) else None
    if mixed is None or not pc.any(mixed).as_py():
        return
    mask = pc.and_(
        pc.is_null(check.table.column("version")),
        pc.is_in(check.table.column("doc"), value_set=pc.unique(pc.filter(unversioned, mixed))),
    )
    check.flag(
        mask,
        lambda r: (
            f"field 'version': missing, while other lines of document {r['doc']!r} give one; "
            "give every line of a document a version, or none"
        ),
        ("doc",),
    )


def _about(name: str, make: Callable[[str, dict[str, Any]], str]) -> Callable[[dict[str, Any]], str]:
    """A rule's message for one field name (bound now, not when the loop has moved on)."""
    return lambda row: make(name, row)


def _first_control(text: str) -> str:
    for char in text:
        if ord(char) < 0x20 or 0x7F <= ord(char) <= 0x9F:
            return f"U+{ord(char):04X}"
    return "?"


# -- loading -------------------------------------------------------------------------------


def ingest_facts_file(
    db: Database,
    path: Path,
    resolve: bool = False,
    skip_bad: bool = False,
    source: str | None = None,
    progress: Progress | None = None,
    on_total: Progress | None = None,
) -> FactsReport:
    """Load a JSONL file of pre-extracted facts in one logged batch; resolve entities if asked
    (off by default: a bulk load of facts from a user's own pipeline is keyed as given).

    A file with bad lines is refused (:class:`BadFactsError`, nothing written) unless
    ``skip_bad``; facts already stored are not stored again; the facts that an earlier load of
    the same ``source`` (default: the file's resolved path) stored and this file no longer holds
    are superseded.
    """
    began = time.perf_counter()
    path = Path(path)
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    if on_total:
        on_total(path.stat().st_size)
    parsed = read_fact_rows(path, progress)
    rows, bad = check_rows(parsed.table)
    bad += parsed.bad
    facts, new_docs, new_chunks, more_bad = _build_facts(db, rows)
    bad = sorted(bad + more_bad, key=lambda b: b.line)
    if bad and not skip_bad:
        raise BadFactsError(path, bad)
    if facts.num_rows == 0:
        if bad:
            raise BadFactsError(path, bad)
        raise InputError(f"{path}: the file holds no facts")
    source_id = source or str(path.resolve())
    report = FactsReport(source=source_id, sha256=parsed.sha256, skipped=[b.render(path) for b in bad])
    new, keys, report.duplicates, report.already_stored, superseded = _compare_with_stored(db, facts, source_id)
    report.superseded_facts = len(superseded)
    if new.num_rows or superseded:
        seq = db.log.next_seq()
        new = new.set_column(
            0,
            "id",
            pc.binary_join_element_wise(
                pa.scalar(f"{seq:06d}"), pc.cast(pa.array(np.arange(new.num_rows, dtype=np.int64)), pa.string()), "-"
            ),
        )
        used = set(pc.unique(new.column("doc")).to_pylist())
        keep = pc.is_in(new_docs.column("id"), value_set=pa.array(sorted(used), pa.string()))
        new_docs, new_chunks = (
            new_docs.filter(keep),
            new_chunks.filter(pc.is_in(new_chunks.column("doc"), value_set=pa.array(sorted(used), pa.string()))),
        )
        info = {
            "kind": "facts",
            "source": source_id,
            "path": str(path),
            "sha256": parsed.sha256,
            "extractor": EXTRACTOR,
            "resolve": resolve,
            "lines_skipped": len(bad),
            "already_stored": report.already_stored,
            "superseded_facts": len(superseded),
        }
        extra = {"superseded_facts": pa.table({"id": pa.array(superseded, pa.string())})} if superseded else None
        db.graph.offer_fact_keys(new, keys)
        applied = db.store_batch(new_docs, new_chunks, new, info, extra)
        report.documents, report.chunks = new_docs.num_rows, new_chunks.num_rows
        report.superseded, report.conflicts = applied.superseded, applied.conflicts_refreshed
        report.facts = new.num_rows
        if resolve and db.needs_resolution():
            report.resolution = db.resolve().summary()
    report.seconds = time.perf_counter() - began
    return report


def _build_facts(db: Database, rows: pa.Table) -> tuple[pa.Table, pa.Table, pa.Table, list[BadLine]]:
    """Fact rows for the log (ids still to be set), the text-less documents and chunks to create,
    and the lines whose document or span does not fit what is stored."""
    if rows.num_rows == 0:
        return FACT_SCHEMA.empty_table(), DOCUMENT_SCHEMA.empty_table(), CHUNK_SCHEMA.empty_table(), []
    rows = _split_document_ids(db, rows)
    doc_ids, new_docs, new_chunks, doc_bad = _resolve_documents(db, rows)
    if doc_bad:
        keep = pc.invert(pc.is_in(rows.column("line"), value_set=pa.array([b.line for b in doc_bad], pa.int64())))
        rows, doc_ids = rows.filter(keep), pc.filter(doc_ids, keep)
    new_ids = set(new_docs.column("id").to_pylist())
    texts = db.document_texts(sorted(set(pc.unique(doc_ids).to_pylist()) - new_ids))
    chunks = _chunks_of(db, texts)
    facts, span_bad = _fact_table(rows, doc_ids, texts, chunks)
    return facts, new_docs, new_chunks, doc_bad + span_bad


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


def _resolve_documents(db: Database, table: pa.Table) -> tuple[pa.Array, pa.Table, pa.Table, list[BadLine]]:
    """doc@version of every fact, the text-less Document and Chunk rows to create, and the lines
    that name a version of a document stored with text that does not exist."""
    pairs = pa.table({"doc": table.column("doc"), "version": table.column("version")})
    unique = pairs.group_by(["doc", "version"], use_threads=False).aggregate([]).to_pylist()
    names = sorted({p["doc"] for p in unique})
    current = {r["name"]: r for r in db.graph.rows("find_current_documents", names=names)}
    explicit = sorted({f"{p['doc']}@{p['version']}" for p in unique if p["version"] is not None})
    known = {r["id"] for r in db.graph.rows("find_documents_by_id", ids=explicit)} if explicit else set()
    resolved: dict[tuple[str, str | None], str] = {}
    refused: dict[tuple[str, str | None], str] = {}
    new_docs: list[dict[str, Any]] = []
    created: set[str] = set()
    for pair in sorted(unique, key=lambda p: (p["doc"], p["version"] or "")):
        name, version = pair["doc"], pair["version"]
        head = current.get(name)
        if version is None and head:
            resolved[(name, version)] = head["id"]
            continue
        doc_id = f"{name}@{version or '1'}"
        if doc_id in known or doc_id in created or (head and head["id"] == doc_id):
            resolved[(name, version)] = doc_id
            continue
        if head and head["has_text"]:
            refused[(name, version)] = (
                f"field 'version': document {name} is stored with its text as {head['id']}, and has no version "
                f"{version}; leave 'version' out to attach the facts to it, or ingest the new text first"
            )
            continue
        resolved[(name, version)] = doc_id
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
    # The pair key marks a missing version with "\x00", which no version can hold (control
    # characters are refused): a version spelled "None" is never taken for a missing one.
    docs, versions = table.column("doc"), table.column("version")
    joined = pc.binary_join_element_wise(
        docs, pc.fill_null(pc.binary_join_element_wise("v", versions, ""), "\x00"), "\x1f"
    )
    keys = [f"{d}\x1f{'v' + v if v is not None else chr(0)}" for d, v in resolved]
    index = pc.index_in(joined, value_set=pa.array(keys, pa.string()))
    bad: list[BadLine] = []
    if refused:
        lines = table.column("line").to_pylist()
        for row, (doc, version) in enumerate(zip(docs.to_pylist(), versions.to_pylist(), strict=True)):
            if (doc, version) in refused:
                bad.append(BadLine(lines[row], refused[(doc, version)]))
    docs_table = pa.Table.from_pylist(new_docs, DOCUMENT_SCHEMA)
    chunk_rows = [
        {"id": f"{d['id']}#0", "doc": d["id"], "ordinal": 0, "start_char": 0, "end_char": 0, "text": ""}
        for d in new_docs
    ]
    return (
        pc.take(pa.array(list(resolved.values()), pa.string()), index),
        docs_table,
        pa.Table.from_pylist(chunk_rows, CHUNK_SCHEMA),
        bad,
    )


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
) -> tuple[pa.Table, list[BadLine]]:
    """The facts as a log table (ids still empty); facts about documents with text get verified
    spans, and the lines whose quote does not fit the text are returned as bad."""
    starts, ends, quotes = table.column("start"), table.column("end"), pc.fill_null(table.column("quote"), "")
    chunk_ids: Any = pc.binary_join_element_wise(doc_ids, pa.scalar("0"), "#")
    bad: list[BadLine] = []
    if texts:
        starts, ends, quotes, chunk_ids, bad = _verify_spans(table, doc_ids, texts, chunks)
    facts = pa.table(
        {
            "id": pa.nulls(table.num_rows, pa.string()),
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
            "extractor": pa.array([EXTRACTOR] * table.num_rows, pa.string()),
            "confidence": table.column("confidence"),
        },
        schema=FACT_SCHEMA,
    )
    if bad:
        facts = facts.filter(pc.invert(pc.is_in(table.column("line"), value_set=pa.array([b.line for b in bad]))))
    return facts, bad


def _verify_spans(
    table: pa.Table,
    doc_ids: pa.Array,
    texts: dict[str, str],
    chunks: dict[str, tuple[list[int], list[str]]],
) -> tuple[list[int | None], list[int | None], list[str], list[str], list[BadLine]]:
    """Check or locate each span in its document's text; chunk = the one holding the start."""
    out_start: list[int | None] = []
    out_end: list[int | None] = []
    out_quote: list[str] = []
    out_chunk: list[str] = []
    bad: list[BadLine] = []
    rows = zip(
        table.column("line").to_pylist(),
        doc_ids.to_pylist(),
        table.column("start").to_pylist(),
        table.column("end").to_pylist(),
        table.column("quote").to_pylist(),
        strict=True,
    )
    for line, doc, start, end, quote in rows:
        text = texts.get(doc)
        if text is not None and start is None and quote:
            start = text.find(quote)
            if start < 0:
                bad.append(BadLine(line, f"field 'quote': not found in the text of {doc}"))
            end = start + len(quote)
        elif text is not None and start is not None and (end > len(text) or (quote and text[start:end] != quote)):
            bad.append(BadLine(line, f"field 'quote': does not match the text of {doc} at {start}:{end}"))
        if text is None:  # a text-less document: keep what the user gave
            out_quote.append(quote or "")
            out_chunk.append(f"{doc}#0")
        else:
            starts, ids = chunks[doc]
            out_quote.append(text[start:end] if start is not None else "")
            out_chunk.append(ids[max(bisect.bisect_right(starts, start or 0) - 1, 0)])
        out_start.append(start)
        out_end.append(end)
    return out_start, out_end, out_quote, out_chunk, bad


# -- idempotency ---------------------------------------------------------------------------


def _compare_with_stored(
    db: Database, facts: pa.Table, source: str
) -> tuple[pa.Table, dict[str, pa.Array], int, int, list[str]]:
    """The facts to store (new ones, duplicates within the file collapsed) with their keys (row
    for row, so the graph need not compute them again), how many lines were duplicates, how many
    facts are stored already, and the ids of the earlier facts of this source that the file no
    longer holds."""
    keys = {name: _combined(key) for name, key in db.graph.normalizer.arrow_fact_keys(facts).items()}
    parts = [
        facts.column("doc"),
        keys["entity"],
        keys["relation"],
        keys["qualifier"],
        keys["value"],
        facts.column("start_char"),
        facts.column("end_char"),
    ]  # the order of IDENTITY
    rows, duplicates = _first_rows(parts)
    if duplicates:
        facts, parts = facts.take(rows), [pc.take(part, rows) for part in parts]
        keys = {name: key.take(rows) for name, key in keys.items()}
    stored = db.graph.run(
        "list_current_user_facts_of_documents", docs=pc.unique(facts.column("doc")).to_pylist(), extractor=EXTRACTOR
    )
    matched: set[str] = set()
    already = 0
    if stored.num_rows:
        identity = _joined(parts)
        stored_identity = _joined([stored.column(name) for name in IDENTITY])
        known = pc.is_in(identity, value_set=stored_identity)
        already = pc.sum(known).as_py() or 0
        if already:
            fresh = pc.invert(known)
            facts = facts.filter(fresh)
            keys = {name: key.filter(fresh) for name, key in keys.items()}
            hits = pc.is_in(stored_identity, value_set=identity.filter(known))
            matched = set(stored.column("id").filter(hits).to_pylist())
    earlier = _earlier_batches(db, source)
    previous = [r["id"] for r in db.graph.rows("list_current_facts_of_batches", batches=earlier)] if earlier else []
    return facts, keys, duplicates, already, sorted(set(previous) - matched)


def _joined(columns: list[Any]) -> pa.Array:
    """One string per row of the identity columns (a missing offset as -1)."""
    parts = [pc.cast(pc.fill_null(c, -1), pa.string()) if pa.types.is_integer(c.type) else c for c in columns]
    return _combined(pc.binary_join_element_wise(*parts, "\x1f"))


def _combined(array: Any) -> Any:
    return array.combine_chunks() if isinstance(array, pa.ChunkedArray) else array


def _first_rows(parts: list[Any]) -> tuple[pa.Array, int]:
    """Rows holding the first line of each identity, in file order, and how many lines repeated one.

    Each column becomes dictionary codes; the codes of a row are folded into one integer (mixed
    radix) when the product of the columns' distinct counts fits, else grouped by Arrow.
    """
    n = len(parts[0])
    codes: list[tuple[np.ndarray, int]] = []
    for part in parts:
        encoded = _combined(pc.dictionary_encode(pc.fill_null(part, -1) if pa.types.is_integer(part.type) else part))
        distinct = len(encoded.dictionary) + 1  # a null as one more code
        indices = pc.fill_null(encoded.indices, distinct - 1)
        codes.append((indices.to_numpy(zero_copy_only=False).astype(np.int64), distinct))
    space = 1
    for _, distinct in codes:
        space *= distinct
    if space < 2**62:
        folded = np.zeros(n, np.int64)
        for column, distinct in codes:
            folded = folded * distinct + column
        firsts = np.unique(folded, return_index=True)[1]
    else:
        grouped = pa.table({**{f"k{i}": c for i, (c, _) in enumerate(codes)}, "row": np.arange(n, dtype=np.int64)})
        firsts = (
            grouped.group_by([f"k{i}" for i in range(len(codes))], use_threads=False)
            .aggregate([("row", "min")])
            .column("row_min")
            .to_numpy()
        )
    if len(firsts) == n:
        return pa.array(np.arange(n, dtype=np.int64)), 0
    return pa.array(np.sort(firsts).astype(np.int64)), n - len(firsts)


def _earlier_batches(db: Database, source: str) -> list[str]:
    """Ids of the log batches that earlier ``ingest-facts`` runs of this source wrote."""
    found = []
    for row in db.graph.rows("list_batch_infos"):
        try:
            info = json.loads(row["info"] or "{}")
        except ValueError:
            continue
        if info.get("kind") == "facts" and info.get("source") == source:
            found.append(row["id"])
    return found
