"""Level 2 of HCF, retrieval consistency: statistics of the query-chunk scores of one query.

For the k retrieved chunks with scores s_1 >= ... >= s_k in [0, 1] (normalized by the retriever,
see :mod:`hcf_graph.retrieve`):

- ``SS1 = max_i s_i`` (top similarity),
- ``SSmu = (1/k) sum_i s_i`` (mean),
- ``SSsigma = sqrt((1/k) sum_i (s_i - SSmu)^2)`` (population standard deviation; the paper calls
  it the variance indicator, the issue asks for the deviation: ``ss_var`` = SSsigma^2 is
  reported too).

Always read with k: k = 1 makes SSsigma 0 trivially. Scores come from the log when every context
carries one, else from the retriever's scorer over the given contexts (``source`` says which).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class RetrievalStats:
    """SS1, SSmu, SSsigma and k of one query (``None`` scores when nothing was retrieved)."""

    k: int
    ss1: float | None
    ss_mean: float | None
    ss_std: float | None
    ss_var: float | None
    source: str = ""

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


def retrieval_stats(scores: Sequence[float], source: str = "") -> RetrievalStats:
    """The retrieval consistency indicators of one query's scores."""
    k = len(scores)
    if not k:
        return RetrievalStats(0, None, None, None, None, source)
    mean = sum(scores) / k
    var = sum((s - mean) ** 2 for s in scores) / k
    return RetrievalStats(k, round(max(scores), 6), round(mean, 6), round(math.sqrt(var), 6), round(var, 6), source)


def corpus_means(stats: Sequence[RetrievalStats]) -> dict[str, float | None]:
    """Means of SS1, SSmu and SSsigma over the queries that retrieved something."""
    used = [s for s in stats if s.k]
    if not used:
        return {"ss1_mean": None, "ssmu_mean": None, "sssigma_mean": None, "queries": 0}
    n = len(used)
    return {
        "ss1_mean": round(sum(s.ss1 or 0.0 for s in used) / n, 6),
        "ssmu_mean": round(sum(s.ss_mean or 0.0 for s in used) / n, 6),
        "sssigma_mean": round(sum(s.ss_std or 0.0 for s in used) / n, 6),
        "queries": n,
    }
