"""Facts with their keys, and which of them are current, computed in DataFrames.

Keys come from the embedded graph's own :class:`~hcf_graph.normalize.Normalizer` applied to Arrow
batches (``mapInArrow``), so both paths key a fact the same way. A document version is current
when no later batch (or a later version in the same batch) holds a document of the same name; a
fact is current when its document is and no batch lists it as superseded — the rules
:meth:`hcf_graph.graph.FactGraph.apply_batch` applies one batch at a time.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pyarrow as pa
import pyarrow.compute as pc

from ..normalize import Normalizer, RelationCatalog

if TYPE_CHECKING:
    from pyspark.sql import DataFrame

KEY_COLUMNS = ("entity_key", "relation_key", "value_key", "qualifier_key", "negated")


def with_keys(facts: DataFrame, catalog: RelationCatalog) -> DataFrame:
    """``facts`` with the normalized keys of :meth:`Normalizer.arrow_fact_keys` appended."""
    from pyspark.sql.types import BooleanType, StringType, StructField, StructType

    schema = StructType(
        [*facts.schema.fields]
        + [StructField(name, BooleanType() if name == "negated" else StringType()) for name in KEY_COLUMNS]
    )

    def keyed(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        normalizer = Normalizer(catalog)
        for batch in batches:
            table = pa.Table.from_batches([batch])
            if not table.num_rows:
                continue
            filled = table.set_column(
                table.schema.get_field_index("qualifier"),
                "qualifier",
                pc.fill_null(table.column("qualifier"), ""),
            )
            keys = normalizer.arrow_fact_keys(filled)
            for name in KEY_COLUMNS:
                table = table.append_column(name, pa.chunked_array([keys[name.removesuffix("_key")]]))
            yield from table.to_batches()

    return facts.mapInArrow(keyed, schema)


def current_documents(documents: DataFrame) -> DataFrame:
    """(doc, current): a version is current when it is the latest of its name (later batch, then higher seq)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    latest = Window.partitionBy("name").orderBy(F.col("border").desc(), F.col("seq").desc())
    return documents.select(F.col("id").alias("doc"), (F.row_number().over(latest) == 1).alias("current"))


def current_flags(facts: DataFrame, documents: DataFrame, superseded_ids: DataFrame | None) -> DataFrame:
    """``facts`` with ``superseded``: its document version is not current, or a batch listed the fact."""
    from pyspark.sql import functions as F

    flags = facts.join(current_documents(documents), "doc", "left")
    superseded = F.coalesce(~F.col("current"), F.lit(False))
    if superseded_ids is not None:
        listed = superseded_ids.select(F.col("id"), F.lit(True).alias("listed")).dropDuplicates(["id"])
        flags = flags.join(listed, "id", "left")
        superseded = superseded | F.coalesce(F.col("listed"), F.lit(False))
        flags = flags.withColumn("superseded", superseded).drop("listed")
    else:
        flags = flags.withColumn("superseded", superseded)
    return flags.drop("current")
