"""Listing stored audits and the graph questions about them."""

from __future__ import annotations

from typing import Any

from ..graph import FactGraph


def list_audits(graph: FactGraph, contradicted: bool = False, touching_conflicts: bool = False) -> list[dict[str, Any]]:
    """Stored audits; with ``touching_conflicts``, only those whose retrieved context holds a fact of a
    stored conflict (each with ``conflicts`` and ``conflict_documents``)."""
    rows = graph.rows("list_audits", contradicted=contradicted)
    if not touching_conflicts:
        return rows
    touching = {r["id"]: r for r in graph.rows("list_audits_touching_conflicts")}
    return [
        {**r, "conflicts": touching[r["id"]]["conflicts"], "conflict_documents": touching[r["id"]]["documents"]}
        for r in rows
        if r["id"] in touching
    ]


def contradicting_documents(graph: FactGraph) -> list[dict[str, Any]]:
    """Documents ranked by how many audited statements their facts contradict."""
    return graph.rows("list_contradicting_documents")


def verdict_changes(graph: FactGraph, run_a: str, run_b: str) -> list[dict[str, Any]]:
    """Questions whose verdict differs between two audit runs."""
    return graph.rows("list_verdict_changes", run_a=run_a, run_b=run_b)
