"""`hcf triples export`: one canonical triple file, every tool's input generated from it.

========== ===================================================================================
format     what is written (one line per triple unless said otherwise)
========== ===================================================================================
ragas      Ragas rows: ``user_input``, ``reference``, ``reference_contexts`` (gold quotes),
           ``reference_context_ids`` (their doc@version); with responses also
           ``retrieved_contexts`` (the retrieved versions' stored text), ``retrieved_context_ids``
           and ``response`` (loadable by ``ragas.EvaluationDataset.from_jsonl``)
ragas-v0.1 the seed's Ragas v0.1.21 names: ``question``, ``ground_truth``; with responses
           ``contexts`` and ``answer``
qrels      ``qid 0 docno rel`` per triple and gold document version: rel 2 when a span fully
           supports its claim, 1 when every span of that version is marked ``support: partial``;
           a forbidden claim's source version is judged 0. docno is doc@version, so a stale
           version never scores
run        ``qid Q0 docno rank score tag`` from the responses' retrieved lists (score 1/rank)
nuggets    required claims as nuggets (importance vital or okay); with responses, each nugget's
           assignment (support, partial_support, not_support) and the nuggets each sentence supports
trec-rag   TREC RAG answers: references plus sentences with citation indices; the responses
           when given, else the gold answer (each required claim citing its first evidence set)
manifest   every stored document version: id, version, sha256, MIME type, parser, permission tags
========== ===================================================================================
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..database import Database
from ..errors import InputError
from ..wording import plural
from .claims import ClaimCheck, ClaimChecker
from .corpus import CorpusView, manifest_rows
from .records import Triple, read_triples
from .responses import Response, read_responses, strip_markers
from .trec import Qrel, RunLine, write_jsonl, write_qrels, write_run

FORMATS = ("ragas", "ragas-v0.1", "qrels", "run", "nuggets", "trec-rag", "manifest")
NEEDS_RESPONSES = ("run",)
PARTIAL_SUPPORT = 0.3  # judge support below "supported" but at least this: partial_support


@dataclass
class Export:
    """The text of an export, how many records it holds, and notes for stderr."""

    text: str
    count: int
    notes: list[str] = field(default_factory=list)


def _load(triples_path: Path, responses_path: Path | None) -> tuple[list[Triple], dict[str, Response]]:
    parsed = read_triples(triples_path)
    if parsed.problems:
        raise InputError(
            f"{parsed.problems[0]} ({plural(len(parsed.problems), 'problem')} in all); fix them "
            f"(`hcf triples check {triples_path}`) before exporting"
        )
    responses: dict[str, Response] = {}
    if responses_path is not None:
        found, problems = read_responses(responses_path)
        if problems:
            raise InputError(f"{problems[0]} ({plural(len(problems), 'problem')} in all)")
        responses = {r.triple_id: r for r in found}
        unknown = sorted(set(responses) - {t.triple_id for t in parsed.triples})
        if unknown:
            raise InputError(
                f"{responses_path}: responses to triples that {triples_path} does not have: {', '.join(unknown[:5])}"
            )
    return parsed.triples, responses


def export_triples(
    db: Database, triples_path: Path, fmt: str, responses_path: Path | None = None, tag: str = "hcf"
) -> Export:
    """The export in ``fmt`` (see the module docstring)."""
    if fmt not in FORMATS:
        raise InputError(f"unknown export format {fmt!r}; choose one of: {', '.join(FORMATS)}")
    if fmt in NEEDS_RESPONSES and responses_path is None:
        raise InputError(f"--to {fmt} needs the system's responses: give --responses RESPONSES.jsonl")
    if fmt == "manifest":
        rows = manifest_rows(db)
        triples, _ = _load(triples_path, None)
        used = {d for t in triples for d in t.gold_documents()}
        for row in rows:
            row["in_triples"] = row["doc"] in used
        return Export(write_jsonl(rows), len(rows))
    triples, responses = _load(triples_path, responses_path)
    corpus = CorpusView(db)
    if fmt == "ragas":
        rows = [_ragas(t, responses.get(t.triple_id), corpus) for t in triples]
        return Export(write_jsonl(rows), len(rows))
    if fmt == "ragas-v0.1":
        rows = [_ragas_v01(t, responses.get(t.triple_id), corpus) for t in triples]
        return Export(write_jsonl(rows), len(rows))
    if fmt == "qrels":
        qrels = [q for t in triples for q in _qrels(t)]
        return Export(write_qrels(qrels), len(qrels))
    if fmt == "run":
        lines = [
            RunLine(t.triple_id, doc, rank, round(1.0 / rank, 6), tag)
            for t in triples
            if t.triple_id in responses
            for rank, doc in enumerate(dict.fromkeys(responses[t.triple_id].retrieved), start=1)
        ]
        return Export(write_run(lines), len(lines))
    if fmt == "nuggets":
        checker = ClaimChecker(db) if responses else None
        rows = [_nuggets(t, responses.get(t.triple_id), checker, tag) for t in triples]
        return Export(write_jsonl(rows), len(rows))
    rows = [_trec_rag(t, responses.get(t.triple_id), tag) for t in triples]
    return Export(write_jsonl(rows), len(rows))


def _retrieved_texts(response: Response, corpus: CorpusView) -> tuple[list[str], list[str]]:
    corpus.load(response.retrieved)
    ids = [d for d in dict.fromkeys(response.retrieved)]
    return [corpus.text(d) or "" for d in ids], ids


def _ragas(t: Triple, response: Response | None, corpus: CorpusView) -> dict[str, Any]:
    row: dict[str, Any] = {
        "user_input": t.question_text,
        "reference": t.reference_answer,
        "reference_contexts": [e.quote for e in t.evidence],
        "reference_context_ids": [e.doc for e in t.evidence],
    }
    if response is not None:
        texts, ids = _retrieved_texts(response, corpus)
        row.update(retrieved_contexts=texts, retrieved_context_ids=ids, response=strip_markers(response.answer))
    return row


def _ragas_v01(t: Triple, response: Response | None, corpus: CorpusView) -> dict[str, Any]:
    row: dict[str, Any] = {"question": t.question_text, "ground_truth": t.reference_answer}
    if response is not None:
        texts, _ = _retrieved_texts(response, corpus)
        row.update(contexts=texts, answer=strip_markers(response.answer))
    return row


def _qrels(t: Triple) -> list[Qrel]:
    grades: dict[str, int] = {}
    for e in t.evidence:
        grades[e.doc] = max(grades.get(e.doc, 0), 2 if e.support == "full" else 1)
    for f in t.forbidden_claims:
        ref, _ = f.source_ref()
        if ref is not None and ref.id not in grades:
            grades[ref.id] = 0
    return [Qrel(t.triple_id, doc, rel) for doc, rel in grades.items()]


def _nuggets(t: Triple, response: Response | None, checker: ClaimChecker | None, tag: str) -> dict[str, Any]:
    nuggets: list[dict[str, Any]] = [
        {"id": c.id, "text": c.text, "importance": c.importance} for c in t.required_claims
    ]
    row: dict[str, Any] = {"qid": t.triple_id, "query": t.question_text, "nuggets": nuggets}
    if response is None or checker is None:
        return row
    q = t.question_text
    answer = strip_markers(response.answer)
    sentences = []
    for s in response.sentences:
        checks = {c.id: checker.against_text(q, c.text, s.text) for c in t.required_claims}
        sentences.append(
            {
                "text": s.text,
                "assignment": _assignment(list(checks.values())),
                "nuggets": [cid for cid, check in checks.items() if check.supported],
            }
        )
    for n in nuggets:
        n["assignment"] = _assignment([checker.against_text(q, n["text"], answer)])
    row.update(run_id=tag, sentences=sentences)
    return row


def _assignment(checks: list[ClaimCheck]) -> str:
    """support when a check supports; partial_support when the judge's support reaches PARTIAL_SUPPORT
    without a contradiction; else not_support."""
    if any(c.supported for c in checks):
        return "support"
    if any(c.support >= PARTIAL_SUPPORT and c.verdict != "contradicted" for c in checks):
        return "partial_support"
    return "not_support"


def _trec_rag(t: Triple, response: Response | None, tag: str) -> dict[str, Any]:
    if response is None:
        evidence = t.evidence_by_id()
        references = t.gold_documents()
        answer: list[dict[str, Any]] = []
        for c in t.required_claims:
            first = c.evidence_sets[0] if c.evidence_sets else []
            docs = list(dict.fromkeys(evidence[e].doc for e in first if e in evidence))
            answer.append({"text": c.text, "citations": [references.index(d) for d in docs]})
        run_id = f"{tag}-gold"
    else:
        references = list(dict.fromkeys([*response.retrieved, *(c for s in response.sentences for c in s.citations)]))
        answer = [{"text": s.text, "citations": [references.index(c) for c in s.citations]} for s in response.sentences]
        run_id = tag
    return {
        "run_id": run_id,
        "topic_id": t.triple_id,
        "topic": t.question_text,
        "references": references,
        "response_length": sum(len(a["text"].split()) for a in answer),
        "answer": answer,
    }
