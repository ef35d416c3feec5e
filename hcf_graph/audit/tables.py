"""Audit results as the Arrow tables of a log batch's extra parts (COPYed by FactGraph)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..arrow import pa
from .evidence import SUPPORTS

if TYPE_CHECKING:
    from .run import AuditResult

_S, _I, _F, _B = pa.string(), pa.int64(), pa.float64(), pa.bool_()
SCHEMAS: dict[str, pa.Schema] = {
    "audit": pa.schema(
        [
            ("id", _S),
            ("run", _S),
            ("line", _I),
            ("row_id", _S),
            ("source", _S),
            ("question", _S),
            ("answer", _S),
            ("reference", _S),
            ("acs", _F),
            ("verdict", _S),
            ("contested", _B),
            ("query_alignment", _F),
            ("evidence_support", _F),
            ("no_contradiction", _F),
            ("judge", _S),
            ("k", _I),
            ("ss1", _F),
            ("ss_mean", _F),
            ("ss_std", _F),
            ("n_context_conflicts", _I),
            ("n_corpus_conflicts", _I),
            ("result", _S),
        ]
    ),
    "query": pa.schema([("id", _S), ("text", _S)]),
    "answer": pa.schema([("id", _S), ("text", _S)]),
    "statement": pa.schema([("id", _S), ("ordinal", _I), ("text", _S), ("reading", _S), ("verdict", _S)]),
    "audit_of": pa.schema([("from", _S), ("to", _S)]),
    "answers": pa.schema([("from", _S), ("to", _S)]),
    "retrieved": pa.schema(
        [("from", _S), ("to", _S), ("rank", _I), ("score", _F), ("start_char", _I), ("end_char", _I)]
    ),
    "has_statement": pa.schema([("from", _S), ("to", _S)]),
    "supported_by": pa.schema([("from", _S), ("to", _S), ("method", _S)]),
    "contradicted_by": pa.schema([("from", _S), ("to", _S), ("method", _S)]),
    "cites": pa.schema(
        [
            ("from", _S),
            ("to", _S),
            ("relation", _S),
            ("method", _S),
            ("start_char", _I),
            ("end_char", _I),
            ("quote", _S),
        ]
    ),
}


def audit_tables(results: list[AuditResult], run: str) -> dict[str, pa.Table]:
    """One table per extra part (see hcf_graph.graph.AUDIT_PARTS) for these results."""
    rows: dict[str, list[dict[str, Any]]] = {name: [] for name in SCHEMAS}
    for r in results:
        _add(rows, r, run)
    return {name: pa.Table.from_pylist(rows[name], SCHEMAS[name]) for name in SCHEMAS}


def _add(rows: dict[str, list[dict[str, Any]]], r: AuditResult, run: str) -> None:
    j, q, a = r.judgement, f"{r.id}:q", f"{r.id}:a"
    result = r.as_json()
    rows["audit"].append(
        {
            "id": r.id,
            "run": run,
            "line": r.line,
            "row_id": r.row_id,
            "source": r.source,
            "question": r.question,
            "answer": r.answer,
            "reference": r.reference,
            "acs": j.acs,
            "verdict": j.verdict,
            "contested": j.contested,
            "query_alignment": j.query_alignment,
            "evidence_support": j.evidence_support,
            "no_contradiction": j.no_contradiction,
            "judge": j.judge,
            "k": r.retrieval.k,
            "ss1": r.retrieval.ss1,
            "ss_mean": r.retrieval.ss_mean,
            "ss_std": r.retrieval.ss_std,
            "n_context_conflicts": len(j.context_conflicts),
            "n_corpus_conflicts": len(r.corpus_conflicts),
            "result": json.dumps(result, ensure_ascii=False, sort_keys=True, default=str),
        }
    )
    rows["query"].append({"id": q, "text": r.question})
    rows["answer"].append({"id": a, "text": r.answer})
    rows["audit_of"].append({"from": r.id, "to": a})
    rows["answers"].append({"from": a, "to": q})
    seen: set[str] = set()
    for c in r.contexts:
        for chunk, start, end in c.chunks:
            if chunk not in seen:  # one edge per chunk: the best rank that retrieved it
                seen.add(chunk)
                rows["retrieved"].append(
                    {
                        "from": q,
                        "to": chunk,
                        "rank": c.rank,
                        "score": c.score,
                        "start_char": max(start, c.start),
                        "end_char": min(end, c.end),
                    }
                )
    for i, s in enumerate(j.statements):
        sid = f"{r.id}:s{i}"
        rows["statement"].append({"id": sid, "ordinal": i, "text": s.text, "reading": s.reading, "verdict": s.verdict})
        rows["has_statement"].append({"from": a, "to": sid})
        facts: set[tuple[str, str]] = set()
        for e in s.evidence:
            if e.fact:
                part = "supported_by" if e.relation == SUPPORTS else "contradicted_by"
                if (part, e.fact) not in facts:
                    facts.add((part, e.fact))
                    rows[part].append({"from": sid, "to": e.fact, "method": e.method})
            elif e.chunk:
                rows["cites"].append(
                    {
                        "from": sid,
                        "to": e.chunk,
                        "relation": e.relation,
                        "method": e.method,
                        "start_char": e.start,
                        "end_char": e.end,
                        "quote": e.quote,
                    }
                )
