"""Connected components in DataFrames: min-label propagation with pointer jumping, until nothing changes.

Every vertex starts with its own id as label. Each round, a vertex takes the smallest label among
itself and its neighbours, then jumps to its label's label (so long chains shrink by half each
round, not by one). A round that changes no label is the convergence check; a graph that does not
converge within ``max_rounds`` is an error rather than a wrong answer. Only the DataFrame API is
used (no RDDs, no GraphFrames), so it runs on Spark Connect as on classic Spark.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import HcfError

if TYPE_CHECKING:
    from pyspark.sql import DataFrame

MAX_ROUNDS = 100


class NotConverged(HcfError):
    """The components did not converge within the allowed rounds."""


@dataclass(frozen=True)
class Components:
    """(vertex, component) for every vertex, and how many rounds it took."""

    labels: DataFrame
    rounds: int


def connected_components(edges: DataFrame, max_rounds: int = MAX_ROUNDS) -> Components:
    """Components of the undirected graph of ``edges`` (columns ``src``, ``dst``, string ids); a
    vertex's component is the smallest vertex id in it. Each round is checkpointed (which cuts the
    plan) and then counts the labels that changed."""
    from pyspark.sql import functions as F

    both = edges.select("src", "dst").union(edges.select(F.col("dst").alias("src"), F.col("src").alias("dst")))
    both = _materialize(both.distinct())
    labels = both.select(F.col("src").alias("v")).distinct().withColumn("label", F.col("v"))
    for rounds in range(1, max_rounds + 1):
        offered = (
            both.join(labels.withColumnRenamed("v", "src"), "src")
            .groupBy(F.col("dst").alias("v"))
            .agg(F.min("label").alias("offered"))
        )
        stepped = labels.join(offered, "v", "left").select(
            "v", F.col("label").alias("old"), F.least("label", F.coalesce("offered", "label")).alias("label")
        )
        targets = stepped.select(F.col("v").alias("lv"), F.col("label").alias("label2"))
        jumped = stepped.join(targets, F.col("label") == F.col("lv"), "left").select(
            "v", "old", F.least("label", F.coalesce("label2", "label")).alias("label")
        )
        jumped = _materialize(jumped)  # cuts the plan, which would otherwise grow fourfold each round
        changed = jumped.filter(F.col("label") != F.col("old")).count()
        labels = jumped.select("v", "label")
        if changed == 0:
            return Components(labels, rounds)
    raise NotConverged(
        f"the conflict clusters did not converge within {max_rounds} rounds; "
        "report the log's shape (a very long chain of documents) with this message"
    )


def _materialize(frame: DataFrame) -> DataFrame:
    """Cut the plan's lineage each round (local checkpoint), so the plan does not grow with the rounds."""
    try:
        return frame.localCheckpoint()
    except Exception:  # a Connect server without local checkpoints: cache instead
        cached = frame.cache()
        cached.count()
        return cached
