"""A consistent snapshot of the Parquet log as Spark DataFrames.

The batch folders are listed once (:meth:`hcf_graph.log.BatchLog.snapshot`): only complete batches
(batch.json and a manifest, every file at its recorded size) are read, so a writer that keeps
appending, or an extraction worker half-way through a batch, is never half-read. Each row carries
its batch's place in apply order and its row number in the file, which is all the job needs to
decide "first seen" and "latest version" exactly as the embedded graph does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InputError
from ..log import BatchLog, BatchRef, batch_info

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

FACT_DDL = (
    "id STRING, doc STRING, doc_name STRING, chunk STRING, entity STRING, relation STRING, value STRING, "
    "qualifier STRING, start_char BIGINT, end_char BIGINT, quote STRING, extractor STRING, confidence DOUBLE"
)
DOCUMENT_DDL = (
    "id STRING, name STRING, version STRING, seq BIGINT, sha256 STRING, source STRING, mime STRING, "
    "n_chars BIGINT, has_text BOOLEAN, metadata STRING, text STRING"
)
CHUNK_DDL = "id STRING, doc STRING, ordinal BIGINT, start_char BIGINT, end_char BIGINT, text STRING"


@dataclass
class LogSnapshot:
    """The complete batches of a log at one moment, with their infos (read once, on the driver)."""

    folder: Path
    batches: list[BatchRef]
    infos: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def names(self) -> list[str]:
        return [b.name for b in self.batches]

    def files(self, part: str) -> list[str]:
        """The ``part.parquet`` files of the batches that have one, in apply order."""
        return [str(b.path / f"{part}.parquet") for b in self.batches if (b.path / f"{part}.parquet").is_file()]


def take_snapshot(db_dir: Path) -> LogSnapshot:
    """List the complete batches of ``db_dir``'s log; a numbered batch that is not complete is
    damaged (never half-written: those are renamed into place), so it is refused by name."""
    log = BatchLog(Path(db_dir) / "log")
    if not log.folder.is_dir():
        raise InputError(f"no log at {log.folder}; give the folder of an hcf database (see `hcf ingest`)")
    batches = log.snapshot()
    listed = {b.name for b in batches}
    for seq in log.seqs():
        if f"{seq:06d}" not in listed:
            check = log.verify(seq, deep=False)
            if check.problems:
                raise check.error()
            raise InputError(
                f"log batch {seq:06d} has no manifest (written before checksums existed) and hcf scale reads only "
                "batches it can check; nothing was read: re-ingest that batch's files into a new database"
            )
    if not batches:
        raise InputError(f"the log at {log.folder} holds no batches yet; ingest something first")
    return LogSnapshot(log.folder, batches, {b.name: batch_info(b.path) for b in batches})


def batch_orders(spark: SparkSession, snapshot: LogSnapshot) -> DataFrame:
    """(batch, border): each batch folder's place in apply order."""
    return spark.createDataFrame([(b.name, b.order) for b in snapshot.batches], "batch STRING, border INT")


def read_part(spark: SparkSession, snapshot: LogSnapshot, part: str, ddl: str) -> DataFrame:
    """One part of every batch, with ``batch`` (folder name), ``border`` (apply order) and ``row``
    (row number within its file)."""
    from pyspark.sql import functions as F

    files = snapshot.files(part)
    if not files:
        return spark.createDataFrame([], f"{ddl}, batch STRING, border INT, row BIGINT")
    frame = spark.read.schema(ddl).parquet(*files)
    frame = frame.select(
        "*",
        F.regexp_extract(F.col("_metadata.file_path"), r"/([^/]+)/[^/]+\.parquet$", 1).alias("batch"),
        F.col("_metadata.row_index").alias("row"),
    )
    return frame.join(F.broadcast(batch_orders(spark, snapshot)), "batch")
