"""Auditing RAG interactions: place the contexts, score retrieval, judge the answer, store it all.

:func:`audit_rows` is the batch entry point (``hcf audit``), :func:`audit_row` the single one;
:func:`audit_log` reads a JSONL log first. Every stored run is one log batch whose extra parts
(:mod:`.tables`) are COPYed into the graph, so ``hcf rebuild`` restores audits.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..database import Database
from ..errors import ConfigError
from ..extract import Extractor, make_extractor
from ..log import empty_parts
from ..retrieve import ChunkText, Retriever, make_retriever
from .answer import GraphView, OfflineJudge
from .contexts import ContextIndex, place_contexts
from .evidence import AnswerJudge, ContextSpan, Judgement
from .retrieval import RetrievalStats, corpus_means, retrieval_stats
from .rows import LogRow, RowError, read_log
from .tables import audit_tables

Progress = Callable[[int], None]
JUDGES = ("offline", "openai")


@dataclass
class AuditResult:
    """One audited interaction."""

    id: str
    line: int
    row_id: str
    question: str
    answer: str
    reference: str
    judgement: Judgement
    retrieval: RetrievalStats
    contexts: list[ContextSpan]
    corpus_conflicts: list[dict[str, Any]]
    source: str = ""

    @property
    def acs(self) -> float:
        return self.judgement.acs

    @property
    def verdict(self) -> str:
        return self.judgement.verdict

    def as_json(self) -> dict[str, Any]:
        j = self.judgement
        return {
            "id": self.id,
            "line": self.line,
            "row_id": self.row_id,
            "question": self.question,
            "answer": self.answer,
            "reference": self.reference,
            "acs": j.acs,
            "verdict": j.verdict,
            "contested": j.contested,
            "judge": j.judge,
            "scores": {
                "query_alignment": j.query_alignment,
                "evidence_support": j.evidence_support,
                "no_contradiction": j.no_contradiction,
            },
            "explanation": j.explanation,
            "retrieval": self.retrieval.as_json(),
            "contexts": [c.as_json() for c in self.contexts],
            "statements": [s.as_json() for s in j.statements],
            "context_conflicts": j.context_conflicts,
            "corpus_conflicts": self.corpus_conflicts,
        }


@dataclass
class AuditRun:
    """One run over many rows: the results, the rows refused, and the log batch that stored it."""

    run: str
    results: list[AuditResult] = field(default_factory=list)
    errors: list[RowError] = field(default_factory=list)
    ingested_contexts: int = 0
    seconds: float = 0.0
    warnings: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        """Counts, ACS mean and the retrieval corpus means."""
        n = len(self.results)
        verdicts = {
            v: sum(1 for r in self.results if r.verdict == v) for v in ("supported", "contradicted", "unsupported")
        }
        return {
            "run": self.run,
            "audited": n,
            "refused": len(self.errors),
            "ingested_contexts": self.ingested_contexts,
            "acs_mean": round(sum(r.acs for r in self.results) / n, 4) if n else None,
            "contested": sum(1 for r in self.results if r.judgement.contested),
            **verdicts,
            **corpus_means([r.retrieval for r in self.results]),
            "seconds": round(self.seconds, 2),
        }

    def as_json(self) -> dict[str, Any]:
        return {
            "summary": self.summary(),
            "errors": [str(e) for e in self.errors],
            "audits": [r.as_json() for r in self.results],
        }


class Auditor:
    """Audits rows against one open database (kept between calls: chunk index, judge, scorer)."""

    def __init__(
        self,
        db: Database,
        judge: str | AnswerJudge = "offline",
        extractor: Extractor | None = None,
        retriever: str = "bm25",
    ) -> None:
        self.db = db
        self.extractor = extractor or make_extractor("spacy-rules")
        self.view = GraphView(db.graph.rules, db.graph.normalizer)
        self.judge = self._make_judge(judge)
        self.retriever_name = retriever
        self._retriever: Retriever | None = None
        self.warnings: list[str] = []

    def _make_judge(self, judge: str | AnswerJudge) -> AnswerJudge:
        if not isinstance(judge, str):
            return judge
        if judge == "offline":
            return OfflineJudge(self.view, self.extractor, self._canonicals)
        if judge == "openai":
            from .llm_judge import LlmJudge

            return LlmJudge(self.view)
        raise ConfigError(f"unknown judge {judge!r}; use one of: {', '.join(JUDGES)}")

    def _canonicals(self, keys: list[str]) -> dict[str, str]:
        return {r["key"]: r["canonical"] for r in self.db.graph.rows("find_entity_canonicals", keys=keys)}

    def retriever(self) -> Retriever:
        """The built-in retriever over the current chunks (built on first use)."""
        if self._retriever is None:
            chunks = [
                ChunkText(c["id"], c["doc"], c["start_char"], c["end_char"], c["text"])
                for c in self.db.graph.rows("list_current_chunks")
            ]
            self._retriever, warning = make_retriever(self.retriever_name, chunks, fallback=True)
            if warning:
                self.warnings.append(warning)
        return self._retriever

    def audit_rows(
        self,
        rows: list[LogRow],
        source: str = "",
        store: bool = True,
        progress: Progress | None = None,
        errors: list[RowError] | None = None,
        kind: str = "audit",
    ) -> AuditRun:
        """Audit the rows; with ``store``, write them as one log batch (all of them or none)."""
        began = time.perf_counter()
        run_id = f"{self.db.log.next_seq():06d}"
        index = ContextIndex(self.db)
        spans, refused, ingested = place_contexts(index, rows, source or "audit", self.extractor)
        if ingested:
            run_id = f"{self.db.log.next_seq():06d}"
        good = [r for r in rows if r.line in spans]
        facts_by_doc = self._facts_of({s.doc for r in good for s in spans[r.line]})
        self.judge.prefetch([r.answer for r in good])
        results = []
        for n, row in enumerate(good):
            contexts = spans[row.line]
            facts = [
                f
                for c in contexts
                for f in facts_by_doc.get(c.doc, [])
                if f["start_char"] >= c.start and f["end_char"] <= c.end
            ]
            facts = list({f["id"]: f for f in facts}.values())
            judgement = self.judge.judge(row.question, row.answer, contexts, facts)
            stats, contexts = self._retrieval(row.question, contexts)
            results.append(
                AuditResult(
                    f"a{run_id}-{n}",
                    row.line,
                    row.id,
                    row.question,
                    row.answer,
                    row.reference,
                    judgement,
                    stats,
                    contexts,
                    [],
                    source,
                )
            )
            if progress:
                progress(1)
        self._corpus_conflicts(results)
        run = AuditRun(run_id, results, sorted([*(errors or []), *refused], key=lambda e: e.line), ingested)
        if store and results:
            stored = self.db.store_batch(
                *empty_parts(),
                {"kind": kind, "source": source, "judge": self.judge.name, "audits": len(results)},
                extra=audit_tables(results, run_id),
            )
            del stored
        run.seconds = time.perf_counter() - began
        run.warnings = list(self.warnings)
        return run

    def _facts_of(self, docs: set[str]) -> dict[str, list[dict[str, Any]]]:
        found: dict[str, list[dict[str, Any]]] = {}
        if docs:
            for f in self.db.graph.rows("list_facts_of_documents", ids=sorted(docs)):
                found.setdefault(f["doc"], []).append(f)
        return found

    def _retrieval(self, question: str, contexts: list[ContextSpan]) -> tuple[RetrievalStats, list[ContextSpan]]:
        """The statistics, and the contexts with the scores they were computed from."""
        if contexts and all(c.score is not None for c in contexts):
            return retrieval_stats([float(c.score or 0.0) for c in contexts], "log"), contexts
        if not contexts:
            return retrieval_stats([], ""), contexts
        scorer = self.retriever()
        scores = scorer.score_texts(question, [c.text for c in contexts])
        scored = [replace(c, score=s) for c, s in zip(contexts, scores, strict=True)]
        return retrieval_stats(scores, scorer.name), scored

    def _corpus_conflicts(self, results: list[AuditResult]) -> None:
        """Stored conflicts that involve a fact an answer's evidence rests on (one query for all)."""
        facts = sorted({e.fact for r in results for s in r.judgement.statements for e in s.evidence if e.fact})
        if not facts:
            return
        by_fact: dict[str, list[dict[str, Any]]] = {}
        for row in self.db.graph.rows("list_conflicts_of_facts", ids=facts):
            if row["status"] == "conflict":
                by_fact.setdefault(row["fact"], []).append(row)
        keys = {row["ckey"] for rows in by_fact.values() for row in rows}
        records = {c.ckey: c.as_json() for c in self.db.graph.conflicts_in_keys(keys)} if keys else {}
        for r in results:
            cited = {e.fact for s in r.judgement.statements for e in s.evidence if e.fact}
            retrieved = {c.doc for c in r.contexts}
            seen: dict[str, dict[str, Any]] = {}
            for fact in sorted(cited):
                for row in by_fact.get(fact, []):
                    record = records.get(row["ckey"])
                    if record is not None and record["id"] not in seen:
                        outside = sorted(set(record["documents"]) - retrieved)
                        seen[record["id"]] = {**record, "documents_not_retrieved": outside}
            r.corpus_conflicts = list(seen.values())


def audit_rows(db: Database, rows: list[LogRow], judge: str | AnswerJudge = "offline", **options: Any) -> AuditRun:
    """Audit many rows against ``db`` and store them as one run (see :meth:`Auditor.audit_rows`)."""
    extractor = options.pop("extractor", None)
    return Auditor(db, judge, extractor).audit_rows(rows, **options)


def audit_row(db: Database, row: LogRow, judge: str | AnswerJudge = "offline", store: bool = True) -> AuditResult:
    """Audit one row (stored as a run of one unless ``store`` is False)."""
    run = audit_rows(db, [row], judge, store=store)
    if not run.results:
        raise run_error(run)
    return run.results[0]


def run_error(run: AuditRun) -> Exception:
    from .rows import RowProblem

    return RowProblem("; ".join(str(e) for e in run.errors) or "nothing to audit")


def audit_log(
    db: Database,
    path: Path,
    judge: str | AnswerJudge = "offline",
    progress: Progress | None = None,
    on_total: Callable[[int], None] | None = None,
) -> AuditRun:
    """`hcf audit LOG.jsonl`: read the log, audit every usable row, store them as one run."""
    rows, errors = read_log(path)
    if on_total:
        on_total(len(rows))
    return Auditor(db, judge).audit_rows(rows, source=str(path), progress=progress, errors=errors)
