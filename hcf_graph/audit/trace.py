"""Tracing an audit's evidence through the graph: answer -> statements -> facts -> chunks ->
doc@version spans -> the stored conflicts those facts belong to."""

from __future__ import annotations

from typing import Any

from ..errors import InputError
from ..graph import FactGraph


def trace(graph: FactGraph, audit_id: str) -> dict[str, Any]:
    """The evidence tree of one stored audit, read from the graph's edges."""
    found = graph.rows("find_audit", id=audit_id)
    if not found:
        raise InputError(f"no audit {audit_id!r}; `hcf audits` lists the stored ones")
    rows = graph.rows("trace_audit", id=audit_id)
    cited = graph.rows("trace_audit_citations", id=audit_id)
    fact_ids = sorted({r["fact"] for r in rows if r["fact"]})
    conflicts: dict[str, list[dict[str, Any]]] = {}
    for c in graph.rows("list_conflicts_of_facts", ids=fact_ids) if fact_ids else []:
        conflicts.setdefault(c["fact"], []).append(
            {"id": c["conflict"], "status": c["status"], "kind": c["kind"], "severity": c["severity"]}
        )
    statements: dict[str, dict[str, Any]] = {}
    answer = ""
    for r in rows:
        answer = r["answer"]
        s = statements.setdefault(
            r["statement"],
            {"id": r["statement"], "text": r["text"], "reading": r["reading"], "verdict": r["verdict"], "evidence": []},
        )
        if r["fact"]:
            s["evidence"].append(
                {
                    "relation": "supports" if r["edge"] == "SUPPORTED_BY" else "contradicts",
                    "method": r["method"],
                    "fact": r["fact"],
                    "entity": r["entity"],
                    "fact_relation": r["relation"],
                    "value": r["value"],
                    "chunk": r["chunk"],
                    "doc": r["doc"],
                    "start": r["start_char"],
                    "end": r["end_char"],
                    "quote": r["quote"],
                    "conflicts": conflicts.get(r["fact"], []),
                }
            )
    for c in cited:
        statements[c["statement"]]["evidence"].append(
            {
                "relation": c["relation"],
                "method": c["method"],
                "fact": None,
                "chunk": c["chunk"],
                "doc": c["doc"],
                "start": c["start_char"],
                "end": c["end_char"],
                "quote": c["quote"],
                "conflicts": [],
            }
        )
    return {"id": audit_id, "run": found[0]["run"], "answer": answer, "statements": list(statements.values())}
