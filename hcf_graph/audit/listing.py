"""Listing stored audits and the graph questions about them."""

from __future__ import annotations

from typing import Any

from ..errors import InputError
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
    """Questions whose verdict differs between two audit runs (``2`` means run ``000002``)."""
    runs = {r["run"] for r in graph.rows("list_audits", contradicted=False)}
    named = [run_id(run_a), run_id(run_b)]
    for run in named:
        if run not in runs:
            shown = ", ".join(sorted(runs)) or "none"
            raise InputError(f"no audit run {run!r}; stored runs: {shown} (`hcf audits` lists them)")
    return graph.rows("list_verdict_changes", run_a=named[0], run_b=named[1])


def run_id(run: str) -> str:
    """A run id as stored: the log batch number with six digits ("2" -> "000002")."""
    run = run.strip()
    return run.zfill(6) if run.isdigit() else run
