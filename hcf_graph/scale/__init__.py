"""The Spark job over the Parquet log: conflicts, provenance and clusters for estates that outgrow one machine.

``hcf scale conflicts DB_DIR`` reads a consistent snapshot of the log (:mod:`.snapshot`), keys the
facts with the same normalizer as the embedded graph (:mod:`.facts`), resolves entity names with
the same resolver and recorded decisions (:mod:`.entities`), judges every candidate key with the
same conflict rules (:mod:`.judge`), finds the conflict clusters as connected components in
DataFrames (:mod:`.components`) and writes everything as Parquet (:mod:`.job`).
``hcf scale load DIR --db DB`` brings the result into a store (:mod:`.load`). Only the DataFrame
API is used, so the job runs on classic Spark and on Spark Connect alike.
"""

from __future__ import annotations

from .job import ScaleSummary, scale_conflicts
from .load import LoadSummary, load_scale_output

__all__ = ["LoadSummary", "ScaleSummary", "load_scale_output", "scale_conflicts"]
