"""``hcf scale conflicts``: the whole Spark job, from a log snapshot to Parquet results.

Output folder (``--out``), each a Parquet dataset::

    conflicts/    one row per candidate key: head, counts, and the record as JSON (every status)
    provenance/   (conflict, fact, doc, value_key, value, start_char, end_char, quote), at most
                  ``cap`` facts per value of a key
    clusters/     (cluster, n_documents, n_conflicts, first_document), numbered biggest first
    members/      (cluster, kind, id): every document and conflict of every cluster
    facts/, documents/, chunks/   the log rows the records involve (documents with their text)
    entities.parquet, aliases.parquet   the resolved entities of those facts, for ``hcf scale load``
    scale.json    what was read (batches), settings and counts; written last
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa
import pyarrow.parquet as pq

from ..catalog import catalog_files, catalog_record, recorded_catalog_files
from ..database import Notify, read_meta
from ..errors import InputError
from ..normalize import Normalizer
from ..resolve.dates import date_order_setting
from .components import connected_components
from .entities import EntityMap, resolution_plan, resolve_names
from .facts import current_flags, with_keys
from .judge import (
    DEFAULT_CAP,
    RulesSpec,
    candidate_facts,
    capped_provenance,
    conflict_id_column,
    judge_summaries,
    key_summaries,
)
from .output import result_folder
from .session import DEFAULT_MASTER, spark_session
from .snapshot import CHUNK_DDL, DOCUMENT_DDL, FACT_DDL, LogSnapshot, read_part, take_snapshot

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

SUMMARY = "scale.json"
FORMAT = 1


@dataclass
class ScaleSummary:
    """What one run read, found and wrote."""

    out: str
    db: str
    batches: list[str]
    facts: int
    records: dict[str, int] = field(default_factory=dict)  # status -> keys
    capped: int = 0
    clusters: int = 0
    clustered_documents: int = 0
    rounds: int = 0
    resolved_entities: int = 0
    aliases: int = 0
    cap: int = DEFAULT_CAP
    master: str = DEFAULT_MASTER
    seconds: float = 0.0
    format: int = FORMAT

    @property
    def conflicts(self) -> int:
        return self.records.get("conflict", 0)

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "conflicts": self.conflicts}


def default_out(db_dir: Path) -> Path:
    """``DB_DIR-scale`` beside the database folder."""
    db_dir = Path(db_dir).resolve()
    return db_dir.parent / f"{db_dir.name}-scale"


def scale_conflicts(
    db_dir: Path,
    out: Path | None = None,
    master: str = DEFAULT_MASTER,
    cap: int = DEFAULT_CAP,
    spark: SparkSession | None = None,
    notify: Notify | None = None,
) -> ScaleSummary:
    """Conflicts, provenance and clusters of ``db_dir``'s log, computed by Spark and written to ``out``;
    ``notify`` receives one progress line per step (with the seconds since the start)."""
    began = time.perf_counter()

    def step(message: str) -> None:
        if notify is not None:
            notify(f"[{time.perf_counter() - began:6.1f} s] {message}")

    db_dir = Path(db_dir)
    if cap < 1:
        raise InputError(f"--cap must be at least 1, not {cap}")
    if not (db_dir / "log").is_dir():
        raise InputError(f"no hcf database at {db_dir} (no log folder); give the --db folder of an hcf database")
    out = Path(out) if out is not None else default_out(db_dir)
    _refuse_foreign_out(out)
    snapshot = take_snapshot(db_dir)
    meta = read_meta(db_dir)
    catalog_paths = catalog_files() or recorded_catalog_files(meta)
    catalog = Normalizer(catalog_files=catalog_paths).catalog
    step("starting Spark...")
    spark = spark or spark_session(master)
    with result_folder(out) as tmp:
        step(f"read a snapshot of {len(snapshot.batches)} complete log batches; Spark is up")
        summary = _run(spark, snapshot, meta, catalog, tmp, cap, step)
        summary.out, summary.db, summary.master = str(out), str(db_dir), master
        summary.seconds = round(time.perf_counter() - began, 2)
        record = {**summary.as_json(), "catalog": catalog_record(catalog_paths) if catalog_paths else []}
        (tmp / SUMMARY).write_text(json.dumps(record, indent=1, sort_keys=True), encoding="utf-8")
    return summary


def _run(
    spark: SparkSession, snapshot: LogSnapshot, meta: dict[str, Any], catalog: Any, tmp: Path, cap: int, step: Notify
) -> ScaleSummary:
    from pyspark.sql import functions as F

    facts = read_part(spark, snapshot, "facts", FACT_DDL)
    documents = read_part(spark, snapshot, "documents", DOCUMENT_DDL)
    listed = read_part(spark, snapshot, "superseded_facts", "id STRING") if snapshot.files("superseded_facts") else None
    keyed = with_keys(facts, catalog).persist()

    plan = resolution_plan([snapshot.infos[name] for name in snapshot.names], meta)
    step("keying facts and collecting entity names...")
    first = _first_names(keyed.filter(F.col("border") <= plan.last_order)) if plan.last_order >= 0 else {}
    step(f"resolving {len(first)} entity names on the driver...")
    entity_map = resolve_names(first, plan)
    step("judging candidate keys...")
    canon = _canonical_frame(spark, entity_map)
    keyed = keyed.join(F.broadcast(canon), "entity_key", "left").withColumn(
        "ckey", F.concat_ws("\x1f", F.coalesce("canon_key", "entity_key"), "relation_key", "qualifier_key")
    )
    flagged = current_flags(keyed, documents, listed)
    candidates = candidate_facts(flagged).persist()
    provenance = capped_provenance(candidates, cap).persist()
    spec = RulesSpec(catalog, entity_map.alias_names, date_order_setting())
    records = judge_summaries(key_summaries(candidates, provenance), spec, cap).persist()

    records.write.parquet(str(tmp / "conflicts"))
    provenance.select(
        conflict_id_column(F.col("ckey")).alias("conflict"),
        F.col("id").alias("fact"),
        "doc",
        "value_key",
        F.col("stated").alias("value"),
        "start_char",
        "end_char",
        "quote",
    ).write.parquet(str(tmp / "provenance"))
    step("wrote conflicts and provenance; finding clusters...")
    written = pq.read_table(tmp / "conflicts", columns=["status", "capped"]).to_pydict()  # counted here, not by Spark
    statuses: dict[str, int] = {}
    for status in written["status"]:
        statuses[status] = statuses.get(status, 0) + 1
    capped = sum(1 for flag in written["capped"] if flag)

    n_clusters, n_docs, rounds = _write_clusters(spark, candidates, records, tmp)
    step("wrote clusters; writing the facts, chunks and documents involved...")
    _write_involved(spark, snapshot, documents, keyed, provenance, entity_map, tmp)
    for frame in (keyed, candidates, provenance, records):
        frame.unpersist()
    n_facts = sum(pq.read_metadata(f).num_rows for f in snapshot.files("facts"))
    return ScaleSummary(
        out="",
        db="",
        batches=snapshot.names,
        facts=n_facts,
        records=statuses,
        capped=capped,
        clusters=n_clusters,
        clustered_documents=n_docs,
        rounds=rounds,
        resolved_entities=len(first),
        aliases=len(entity_map.canonical),
        cap=cap,
    )


def _first_names(keyed: DataFrame) -> dict[str, str]:
    """Entity key -> the first spelling seen for it (in apply order), as the graph names its Entity nodes."""
    from pyspark.sql import functions as F

    first = keyed.groupBy("entity_key").agg(F.min(F.struct("border", "row", "entity")).getField("entity").alias("name"))
    return {r["entity_key"]: r["name"] for r in first.collect()}


def _canonical_frame(spark: SparkSession, entity_map: EntityMap) -> DataFrame:
    rows = sorted(entity_map.canonical.items())
    return spark.createDataFrame(rows, "entity_key STRING, canon_key STRING")


def _write_clusters(spark: SparkSession, candidates: DataFrame, records: DataFrame, tmp: Path) -> tuple[int, int, int]:
    """Components of the bipartite graph of documents and conflicts (status conflict), numbered like
    :func:`hcf_graph.analysis.clusters.clusters_of`: most conflicts, then most documents, then first document."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    conflicts = records.filter(F.col("status") == "conflict").select("ckey", "id")
    edges = (
        candidates.select("ckey", "doc")
        .distinct()
        .join(conflicts, "ckey")
        .select(F.concat(F.lit("d:"), F.col("doc")).alias("src"), F.concat(F.lit("c:"), F.col("id")).alias("dst"))
    )
    found = connected_components(edges)
    members = found.labels.select(
        F.col("label").alias("component"),
        F.when(F.col("v").startswith("d:"), F.lit("document")).otherwise(F.lit("conflict")).alias("kind"),
        F.expr("substring(v, 3)").alias("id"),
    )
    sizes = members.groupBy("component").agg(
        F.sum(F.when(F.col("kind") == "document", 1).otherwise(0)).alias("n_documents"),
        F.sum(F.when(F.col("kind") == "conflict", 1).otherwise(0)).alias("n_conflicts"),
        F.min(F.when(F.col("kind") == "document", F.col("id"))).alias("first_document"),
    )
    order = Window.orderBy(
        F.col("n_conflicts").desc(), F.col("n_documents").desc(), F.coalesce("first_document", F.lit(""))
    )
    numbered = sizes.withColumn("cluster", F.row_number().over(order)).persist()
    numbered.select("cluster", "n_documents", "n_conflicts", "first_document").write.parquet(str(tmp / "clusters"))
    members.join(numbered.select("component", "cluster"), "component").select("cluster", "kind", "id").write.parquet(
        str(tmp / "members")
    )
    numbered.unpersist()
    sizes_written = pq.read_table(tmp / "clusters", columns=["n_documents"]).column("n_documents").to_pylist()
    return len(sizes_written), sum(sizes_written), found.rounds


def _write_involved(
    spark: SparkSession,
    snapshot: LogSnapshot,
    documents: DataFrame,
    keyed: DataFrame,
    provenance: DataFrame,
    entity_map: EntityMap,
    tmp: Path,
) -> None:
    """The log rows of the facts the records involve, their chunks and documents, and their entities."""
    from pyspark.sql import functions as F

    provenance.select("log_row.*").write.parquet(str(tmp / "facts"))
    doc_ids = provenance.select(F.col("doc").alias("id")).distinct()
    chunk_ids = provenance.select(F.col("log_row.chunk").alias("id")).distinct()
    doc_cols = [c.split()[0] for c in DOCUMENT_DDL.split(", ")]
    documents.join(doc_ids, "id", "left_semi").select(*doc_cols).write.parquet(str(tmp / "documents"))
    chunk_cols = [c.split()[0] for c in CHUNK_DDL.split(", ")]
    chunks = read_part(spark, snapshot, "chunks", CHUNK_DDL)
    chunks.join(chunk_ids, "id", "left_semi").select(*chunk_cols).write.parquet(str(tmp / "chunks"))
    keys = {r["entity_key"] for r in provenance.select("entity_key").distinct().collect()}
    keys |= {entity_map.canonical_key(k) for k in keys}
    missing = sorted(k for k in keys if k not in entity_map.names)
    names = dict(entity_map.names)
    if missing:
        wanted = spark.createDataFrame([(k,) for k in missing], "entity_key STRING")
        names.update(_first_names(keyed.join(F.broadcast(wanted), "entity_key", "left_semi")))
    ordered = sorted(keys)
    pq.write_table(
        pa.table(
            {
                "key": ordered,
                "name": [names.get(k, k) for k in ordered],
                "kind": ["entity"] * len(ordered),
                "canonical": [entity_map.canonical_key(k) for k in ordered],
            }
        ),
        tmp / "entities.parquet",
    )
    edges = entity_map.edges if entity_map.edges is not None else _empty_edges()
    chosen = [i for i, k in enumerate(edges.column("from").to_pylist()) if k in keys]
    pq.write_table(edges.take(pa.array(chosen, pa.int64())), tmp / "aliases.parquet")


def _empty_edges() -> pa.Table:
    return pa.table(
        {
            "from": pa.array([], pa.string()),
            "to": pa.array([], pa.string()),
            "score": pa.array([], pa.float64()),
            "method": pa.array([], pa.string()),
            "reason": pa.array([], pa.string()),
        }
    )


def _refuse_foreign_out(out: Path) -> None:
    """Never write over a folder that holds something other than an earlier result."""
    if out.exists() and not out.is_dir():
        raise InputError(f"--out {out} is a file; give a folder for the results")
    if out.is_dir() and any(out.iterdir()) and not (out / SUMMARY).is_file():
        raise InputError(f"--out {out} holds other files and no earlier hcf scale result; give a new or empty folder")
