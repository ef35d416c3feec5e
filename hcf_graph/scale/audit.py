"""``hcf scale audit LOG.jsonl --db DB``: the offline audit of every row of a large RAG log, on Spark.

The driver reads and checks the log with the reader of ``hcf audit`` (bad rows are reported by
line, the same way). The usable rows go to Spark as a DataFrame; each partition opens the
database read-only, places its rows' contexts in the store, and audits them with the same
:class:`~hcf_graph.audit.run.Auditor` that ``hcf audit`` uses (``store=False``), so ACS, verdicts
and retrieval statistics are those of ``hcf audit``. A read-only worker cannot ingest a context
that is not in the store: such a row is refused with the reason. The results are written as
Parquet (one row per log line) beside a ``scale-audit.json`` marker; ``hcf scale load DIR --db DB``
stores them as one audit run, through the same log batch an ``hcf audit`` run is stored as.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from ..audit.contexts import ContextIndex, place_context
from ..audit.evidence import ContextSpan, Evidence, Judgement, StatementVerdict
from ..audit.retrieval import RetrievalStats, corpus_means
from ..audit.rows import LogContext, LogRow, RowError, RowProblem, read_log
from ..audit.run import AuditResult
from ..audit.tables import audit_tables
from ..database import Database, Notify
from ..errors import HcfError, InputError
from ..log import INFO, empty_parts
from .output import result_folder
from .session import DEFAULT_MASTER, spark_session

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

    from ..extract import Extractor

AUDIT_SUMMARY = "scale-audit.json"
AUDIT_FORMAT = 1
ROWS_PER_PARTITION = 2000
AUDITED, REFUSED = "audited", "refused"
NEW_CONTEXT = "context not in the store; run hcf audit for logs with new contexts"

_S, _I, _F = pa.string(), pa.int64(), pa.float64()
RESULT_SCHEMA = pa.schema(
    [
        ("line", _I),
        ("status", _S),
        ("message", _S),
        ("id", _S),
        ("row_id", _S),
        ("question", _S),
        ("answer", _S),
        ("acs", _F),
        ("verdict", _S),
        ("ss1", _F),
        ("ss_mean", _F),
        ("ss_std", _F),
        ("k", _I),
        ("statements", _S),
        ("evidence", _S),
        ("record", _S),
    ]
)
RESULT_DDL = (
    "line bigint, status string, message string, id string, row_id string, question string, answer string, "
    "acs double, verdict string, ss1 double, ss_mean double, ss_std double, k bigint, statements string, "
    "evidence string, record string"
)
REFUSED_SCHEMA = pa.schema([("line", _I), ("message", _S)])


@dataclass
class ScaleAuditSummary:
    """What one ``hcf scale audit`` wrote."""

    out: str
    db: str
    log: str
    master: str
    partitions: int
    audited: int
    refused: int
    errors: list[str] = field(default_factory=list)
    acs_mean: float | None = None
    verdicts: dict[str, int] = field(default_factory=dict)
    retrieval: dict[str, float | None] = field(default_factory=dict)
    seconds: float = 0.0
    kind: str = "audit"
    format: int = AUDIT_FORMAT

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class AuditLoadSummary:
    """What loading an audit result added: one audit run."""

    db: str
    run: str
    audits: int
    refused: int
    already_loaded: bool = False

    def as_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def default_audit_out(log: Path) -> Path:
    """``LOG-audit`` beside the log file."""
    log = Path(log).resolve()
    return log.parent / f"{log.stem}-audit"


def is_audit_result(folder: Path) -> bool:
    """Whether ``folder`` holds an ``hcf scale audit`` result (its marker file)."""
    return (Path(folder) / AUDIT_SUMMARY).is_file()


# -- the job ----------------------------------------------------------------------------------


def scale_audit(
    log: Path,
    db_dir: Path,
    out: Path | None = None,
    master: str = DEFAULT_MASTER,
    engine: str | None = None,
    partitions: int | None = None,
    spark: SparkSession | None = None,
    notify: Notify | None = None,
) -> ScaleAuditSummary:
    """Audit every usable row of ``log`` against ``db_dir`` on Spark and write the results to ``out``."""
    began = time.perf_counter()

    def step(message: str) -> None:
        if notify is not None:
            notify(f"[{time.perf_counter() - began:6.1f} s] {message}")

    if partitions is not None and partitions < 1:
        raise InputError(f"--partitions must be at least 1, not {partitions}")
    log, db_dir = Path(log), Path(db_dir).resolve()
    rows, errors = read_log(log)
    with Database(db_dir, engine=engine, read_only=True) as db:  # refuses a folder without a database
        engine = db.engine
    out = Path(out) if out is not None else default_audit_out(log)
    _refuse_foreign_out(out)
    n_parts = partitions or max(1, min(len(rows), math.ceil(len(rows) / ROWS_PER_PARTITION), 64))
    n_parts = max(2, n_parts) if len(rows) > 1 and partitions is None else n_parts
    step(f"read {len(rows)} usable rows ({len(errors)} refused); starting Spark...")
    spark = spark or spark_session(master)
    try:
        with result_folder(out) as tmp:
            if rows:
                step(f"auditing in {n_parts} partitions...")
                frame = spark.createDataFrame(
                    [(r.line, json.dumps(asdict(r), ensure_ascii=False)) for r in rows], "line bigint, row string"
                ).repartition(n_parts)
                frame.mapInArrow(_audit_partition(str(db_dir), engine), RESULT_DDL).write.parquet(str(tmp / "audits"))
                table = pq.read_table(tmp / "audits", schema=RESULT_SCHEMA)
            else:
                table = RESULT_SCHEMA.empty_table()
                pq.write_table(table, tmp / "audits.parquet")
            summary = _summarize(table, errors, tmp)
            summary.out, summary.db, summary.log, summary.master = str(out), str(db_dir), str(log.resolve()), master
            summary.partitions = n_parts if rows else 0
            summary.seconds = round(time.perf_counter() - began, 2)
            (tmp / AUDIT_SUMMARY).write_text(json.dumps(summary.as_json(), indent=1, sort_keys=True), encoding="utf-8")
    except (HcfError, KeyboardInterrupt):
        raise
    except Exception as exc:  # a failed Spark task: its Python error, on one line
        raise InputError(f"the Spark audit failed: {_last_error_line(exc)}") from exc
    step(f"wrote {out}")
    return summary


def _summarize(table: pa.Table, errors: list[RowError], tmp: Path) -> ScaleAuditSummary:
    """Counts from the written rows, and the refused lines (reader and workers) as ``refused.parquet``."""
    done = table.filter(pc.equal(table.column("status"), AUDITED))
    refused_rows = table.filter(pc.equal(table.column("status"), REFUSED)).select(["line", "message"])
    refused = sorted(
        [(e.line, e.message) for e in errors]
        + list(zip(refused_rows.column("line").to_pylist(), refused_rows.column("message").to_pylist(), strict=True))
    )
    pq.write_table(
        pa.Table.from_pylist([{"line": n, "message": m} for n, m in refused], REFUSED_SCHEMA), tmp / "refused.parquet"
    )
    acs = done.column("acs").to_pylist()
    verdicts = done.column("verdict").to_pylist()
    stats = [RetrievalStats(**json.loads(r)["retrieval"]) for r in done.column("record").to_pylist()]
    return ScaleAuditSummary(
        out="",
        db="",
        log="",
        master="",
        partitions=0,
        audited=done.num_rows,
        refused=len(refused),
        errors=[str(RowError(n, m)) for n, m in refused],
        acs_mean=round(sum(acs) / len(acs), 4) if acs else None,
        verdicts={v: verdicts.count(v) for v in ("supported", "contradicted", "unsupported")},
        retrieval=corpus_means(stats),
    )


def _audit_partition(db_dir: str, engine: str) -> Any:
    """The function each partition runs: open the store read-only, audit the rows, close it."""

    def audit(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        rows = [row_from_json(r) for b in batches for r in b.column("row").to_pylist()]
        if not rows:
            return
        with Database(Path(db_dir), engine=engine, read_only=True) as db:
            out = audit_partition_rows(db, rows)
        yield from pa.Table.from_pylist(out, RESULT_SCHEMA).to_batches()

    return audit


def audit_partition_rows(db: Database, rows: list[LogRow], extractor: Extractor | None = None) -> list[dict[str, Any]]:
    """Audit rows against a read-only store: the per-row records of the Parquet result.

    Rows whose contexts are not all in the store are refused (a read-only store cannot ingest them);
    the others are audited by the ``hcf audit`` auditor without storing anything.
    """
    from ..audit.run import Auditor

    usable, refused = _split_placeable(db, rows)
    records = [_refused(e.line, e.message) for e in refused]
    if usable:
        run = Auditor(db, "offline", extractor or _extractor()).audit_rows(usable, store=False)
        records += [_refused(e.line, e.message) for e in run.errors]
        records += [_audited(r) for r in run.results]
    return sorted(records, key=lambda r: r["line"])


def _split_placeable(db: Database, rows: list[LogRow]) -> tuple[list[LogRow], list[RowError]]:
    index = ContextIndex(db)
    known = index.by_ids([c.chunk for r in rows for c in r.contexts if c.chunk])
    usable, refused = [], []
    for row in rows:
        try:
            missing = [c for c in row.contexts if place_context(index, known, c) is None]
        except RowProblem as exc:
            refused.append(RowError(row.line, str(exc)))
            continue
        if missing:
            refused.append(RowError(row.line, NEW_CONTEXT))
        else:
            usable.append(row)
    return usable, refused


_EXTRACTORS: dict[str, Extractor] = {}


def _extractor() -> Extractor:
    """The extractor of ``hcf audit``, loaded once per worker process."""
    from ..extract import make_extractor

    if "spacy-rules" not in _EXTRACTORS:
        _EXTRACTORS["spacy-rules"] = make_extractor("spacy-rules")
    return _EXTRACTORS["spacy-rules"]


def _refused(line: int, message: str) -> dict[str, Any]:
    return {"line": line, "status": REFUSED, "message": message}


def _audited(r: AuditResult) -> dict[str, Any]:
    j = r.judgement
    shown = r.as_json()
    return {
        "line": r.line,
        "status": AUDITED,
        "message": "",
        "id": f"line{r.line}",
        "row_id": r.row_id,
        "question": r.question,
        "answer": r.answer,
        "acs": j.acs,
        "verdict": j.verdict,
        "ss1": r.retrieval.ss1,
        "ss_mean": r.retrieval.ss_mean,
        "ss_std": r.retrieval.ss_std,
        "k": r.retrieval.k,
        "statements": json.dumps(shown["statements"], ensure_ascii=False, sort_keys=True),
        "evidence": json.dumps(
            [e for s in shown["statements"] for e in s["evidence"]], ensure_ascii=False, sort_keys=True
        ),
        "record": json.dumps(result_to_json(r), ensure_ascii=False, sort_keys=True, default=str),
    }


# -- the codec: an AuditResult as JSON and back (what the load stores) --------------------------


def row_from_json(text: str) -> LogRow:
    """A log row sent to a worker."""
    data = json.loads(text)
    data["contexts"] = [LogContext(**c) for c in data["contexts"]]
    return LogRow(**data)


def result_to_json(r: AuditResult) -> dict[str, Any]:
    """Everything of an audit result that its stored tables are made from."""
    return {
        "line": r.line,
        "row_id": r.row_id,
        "question": r.question,
        "answer": r.answer,
        "reference": r.reference,
        "judgement": asdict(r.judgement),
        "retrieval": r.retrieval.as_json(),
        "contexts": [asdict(c) for c in r.contexts],
        "corpus_conflicts": r.corpus_conflicts,
    }


def result_from_json(data: dict[str, Any], audit_id: str, source: str) -> AuditResult:
    """The audit result :func:`result_to_json` wrote, under the id it is stored with."""
    j = dict(data["judgement"])
    j["statements"] = [
        StatementVerdict(**{**s, "evidence": [Evidence(**e) for e in s["evidence"]]}) for s in j["statements"]
    ]
    contexts = [ContextSpan(**{**c, "chunks": tuple(tuple(x) for x in c["chunks"])}) for c in data["contexts"]]
    return AuditResult(
        audit_id,
        data["line"],
        data["row_id"],
        data["question"],
        data["answer"],
        data["reference"],
        Judgement(**j),
        RetrievalStats(**data["retrieval"]),
        contexts,
        data["corpus_conflicts"],
        source,
    )


# -- loading --------------------------------------------------------------------------------------


def read_audit_result(folder: Path) -> dict[str, Any]:
    """The summary of an ``hcf scale audit`` folder; refuses a folder that is not one."""
    path = Path(folder) / AUDIT_SUMMARY
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(f"{folder} holds no hcf scale audit result ({AUDIT_SUMMARY} missing)") from None
    except (OSError, ValueError) as exc:
        raise InputError(f"{path} is unreadable ({exc}); run `hcf scale audit` again") from exc
    if not isinstance(summary, dict) or summary.get("format") != AUDIT_FORMAT:
        raise InputError(f"{folder} was written by another version of hcf scale; run `hcf scale audit` again")
    return summary


def load_scale_audit(
    folder: Path, db: Path, engine: str | None = None, notify: Notify | None = None
) -> AuditLoadSummary:
    """Store the audits of an ``hcf scale audit`` result in ``db`` as one audit run (as ``hcf audit`` stores one)."""
    folder = Path(folder)
    summary = read_audit_result(folder)
    parts = [folder / "audits", folder / "audits.parquet"]
    found = next((p for p in parts if p.exists()), None)
    if found is None:
        raise InputError(f"{folder} lacks its audits; the result is incomplete: run `hcf scale audit` again")
    table = pq.read_table(found, schema=RESULT_SCHEMA)
    done = table.filter(pc.equal(table.column("status"), AUDITED)).sort_by("line")
    texts = done.column("record").to_pylist()
    records = [json.loads(r) for r in texts]
    digest = hashlib.sha256("\n".join(texts).encode("utf-8")).hexdigest()
    refused = int(summary.get("refused", 0))
    with Database(Path(db), engine=engine, notify=notify) as database:
        if not records:
            return AuditLoadSummary(str(db), "", 0, refused)
        held = _loaded_run(database, digest)
        if held is not None:
            return AuditLoadSummary(str(db), held, 0, refused, already_loaded=True)
        _require_chunks(database, records, folder)
        run = f"{database.log.next_seq():06d}"
        source = str(summary.get("log", ""))
        results = [result_from_json(r, f"a{run}-{n}", source) for n, r in enumerate(records)]
        judge = results[0].judgement.judge
        database.store_batch(
            *empty_parts(),
            {
                "kind": "audit",
                "source": source,
                "judge": judge,
                "audits": len(results),
                "scale_audit": str(folder.resolve()),
                "scale_digest": digest,
            },
            extra=audit_tables(results, run),
        )
        return AuditLoadSummary(str(db), run, len(results), refused)


def _loaded_run(db: Database, digest: str) -> str | None:
    """The run an identical result was stored as already (loading twice stores nothing twice)."""
    for seq in db.log.seqs():
        try:
            info = json.loads((db.log.folder / f"{seq:06d}" / INFO).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # a damaged batch is the log check's business, not this one's
        if isinstance(info, dict) and info.get("scale_digest") == digest:
            return f"{seq:06d}"
    return None


def _require_chunks(db: Database, records: list[dict[str, Any]], folder: Path) -> None:
    """The audits point at chunks and facts of the store they were made against: refuse any other store."""
    chunks = sorted({c[0] for r in records for ctx in r["contexts"] for c in ctx["chunks"]})
    held = {r["id"] for r in db.graph.rows("find_chunks_by_id", ids=chunks)} if chunks else set()
    if len(held) < len(chunks):
        raise InputError(
            f"{db.folder} lacks {len(chunks) - len(held)} of the {len(chunks)} chunks the audits of {folder} "
            "retrieved; load an audit result into the database it was audited against"
        )


# -- small helpers ------------------------------------------------------------------------------------


def _refuse_foreign_out(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise InputError(f"--out {out} is a file; give a folder for the results")
    if out.is_dir() and any(out.iterdir()) and not is_audit_result(out):
        raise InputError(
            f"--out {out} holds other files and no earlier hcf scale audit result; give a new or empty folder"
        )


def _last_error_line(exc: BaseException) -> str:
    """The Python error a Spark task died of (the last non-blank line that names one), else the first line."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    named = [line for line in lines if "Error:" in line or "Exception:" in line]
    return (named[-1] if named else (lines[0] if lines else type(exc).__name__))[:300]
