"""Claim-level metrics in the style of RAGChecker (Ru et al., 2024), from hcf's own claim checks.

Ground-truth claims G are a triple's required claims; response claims R are the answer's
sentences that make a claim; chunks K are the retrieved document versions. Three relations, each
decided by the offline judge: a claim *in the response* (the answer supports it), a response claim
*correct* (the reference answer and required claims support it), a claim *entailed by a chunk*.
A chunk is *relevant* when it entails at least one ground-truth claim.

- claim recall            = |{g in G : g in response}| / |G|
- precision               = |{r in R : r correct}| / |R|
- retriever claim recall  = |{g in G : some chunk entails g}| / |G|
- context precision       = |{k in K : k relevant}| / |K|
- context utilization     = |{g : g in response and some chunk entails g}| / |{g : some chunk entails g}|
- noise sensitivity (relevant)   = |{r : r incorrect, a relevant chunk entails r}| / |R|
- noise sensitivity (irrelevant) = |{r : r incorrect, only irrelevant chunks entail r}| / |R|
- hallucination           = |{r : r incorrect, no chunk entails r}| / |R|
- self-knowledge          = |{r : r correct, no chunk entails r}| / |R|
- faithfulness            = |{r : some chunk entails r}| / |R|

A metric whose denominator is empty is None.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ClaimMatrix:
    """The claim checks of one response: ground truth x response, and both x retrieved chunks."""

    chunks: list[str]
    gt_in_response: list[bool]
    gt_contradicted: list[bool]
    gt_in_chunk: list[list[bool]]
    response_claims: list[str]
    rc_correct: list[bool]
    rc_in_chunk: list[list[bool]]


def _ratio(n: int, d: int) -> float | None:
    return round(n / d, 4) if d else None


def claim_metrics(m: ClaimMatrix) -> dict[str, Any]:
    """Every metric of the module docstring, with the counts behind them."""
    n_gt, n_rc, n_k = len(m.gt_in_response), len(m.response_claims), len(m.chunks)
    relevant = [any(row[k] for row in m.gt_in_chunk) for k in range(n_k)]
    gt_in_context = [any(row) for row in m.gt_in_chunk]
    by_relevant = [any(row[k] for k in range(n_k) if relevant[k]) for row in m.rc_in_chunk]
    by_irrelevant = [any(row[k] for k in range(n_k) if not relevant[k]) for row in m.rc_in_chunk]
    in_any = [any(row) for row in m.rc_in_chunk]
    incorrect = [not c for c in m.rc_correct]
    return {
        "recall": _ratio(sum(m.gt_in_response), n_gt),
        "precision": _ratio(sum(m.rc_correct), n_rc),
        "retriever_claim_recall": _ratio(sum(gt_in_context), n_gt),
        "context_precision": _ratio(sum(relevant), n_k),
        "context_utilization": _ratio(
            sum(a and b for a, b in zip(m.gt_in_response, gt_in_context, strict=True)), sum(gt_in_context)
        ),
        "noise_sensitivity_relevant": _ratio(sum(i and r for i, r in zip(incorrect, by_relevant, strict=True)), n_rc),
        "noise_sensitivity_irrelevant": _ratio(
            sum(i and ir and not r for i, r, ir in zip(incorrect, by_relevant, by_irrelevant, strict=True)), n_rc
        ),
        "hallucination": _ratio(sum(i and not a for i, a in zip(incorrect, in_any, strict=True)), n_rc),
        "self_knowledge": _ratio(sum(c and not a for c, a in zip(m.rc_correct, in_any, strict=True)), n_rc),
        "faithfulness": _ratio(sum(in_any), n_rc),
        "counts": {
            "ground_truth_claims": n_gt,
            "response_claims": n_rc,
            "chunks": n_k,
            "relevant_chunks": sum(relevant),
        },
    }
