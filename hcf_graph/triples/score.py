"""`hcf triples score`: a system's responses scored against gold triples, stage by stage.

Per triple: **retrieval** (gold evidence recall at doc@version, evidence-set recall per required
claim, superseded or unknown versions retrieved, rank of the first gold hit), **citation** (each
citation judged against the sentence it is attached to, on the cited document's text and facts),
**generation** (required claims covered, forbidden claims present and traced to their source), the
RAGChecker-style claim metrics (:mod:`.metrics`) and a **diagnosis** naming the stage to fix:
the first of retrieval, generation, citation with a finding (upstream first: a claim the
retriever never returned cannot be the generator's fault), else ``none``. Every claim check is the
answer audit's offline judge (:mod:`.claims`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..database import Database
from ..retrieve.tokens import tokenize
from .claims import CONTRADICTED, ClaimChecker
from .corpus import CorpusView
from .metrics import ClaimMatrix, claim_metrics
from .records import Problem, Triple, read_triples
from .responses import CitedSentence, Response, read_responses, strip_markers

STAGES = ("retrieval", "generation", "citation")
_TRIVIAL = {"yes", "no", "indeed", "correct"}
_REFUSAL = (
    "cannot answer",
    "can't answer",
    "not able to answer",
    "no information",
    "don't know",
    "do not know",
    "not found in",
    "no answer",
    "unable to",
    "does not say",
    "doesn't say",
    "not mentioned",
    "do not say",
    "don't say",
    "not in the documents",
)


@dataclass
class TripleScore:
    """Every stage's measurements for one triple and response, and the diagnosis."""

    triple_id: str
    line: int
    retrieval: dict[str, Any]
    citation: dict[str, Any]
    generation: dict[str, Any]
    claims: dict[str, Any]
    diagnosis: dict[str, Any]

    def as_json(self) -> dict[str, Any]:
        return {
            "triple_id": self.triple_id,
            "retrieval": self.retrieval,
            "citation": self.citation,
            "generation": self.generation,
            "claims": self.claims,
            "diagnosis": self.diagnosis,
        }


@dataclass
class ScoreReport:
    """The scores of every triple that has a response, and the lines that could not be used."""

    scores: list[TripleScore] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    unanswered: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        """Means of the main measurements and how many triples each diagnosis names."""
        n = len(self.scores)

        def mean(stage: str, key: str) -> float | None:
            values = [getattr(s, stage)[key] for s in self.scores if getattr(s, stage).get(key) is not None]
            return round(sum(values) / len(values), 4) if values else None

        stages = {k: sum(1 for s in self.scores if s.diagnosis["stage"] == k) for k in (*STAGES, "none")}
        return {
            "scored": n,
            "unanswered": len(self.unanswered),
            "bad_lines": len({(p.path, p.line) for p in self.problems}),
            "retrieval_recall": mean("retrieval", "recall"),
            "citation_precision": mean("citation", "precision"),
            "generation_claim_recall": mean("generation", "claim_recall"),
            "forbidden_rate": mean("generation", "forbidden_rate"),
            **{f"claims_{k}": mean("claims", k) for k in ("precision", "recall", "faithfulness", "hallucination")},
            "diagnosis": stages,
        }

    def as_json(self) -> dict[str, Any]:
        return {
            "summary": self.summary(),
            "problems": [str(p) for p in self.problems],
            "unanswered": self.unanswered,
            "triples": [s.as_json() for s in self.scores],
        }


def content_sentences(sentences: list[CitedSentence], question: str) -> list[int]:
    """Indices of the sentences that make a claim ("Yes." and "I cannot answer that." do not)."""
    return [i for i, s in enumerate(sentences) if set(tokenize(s.text)) - _TRIVIAL and not is_refusal(s.text)]


def is_refusal(text: str) -> bool:
    """Whether a text declines to answer ("the documents do not say", "I cannot answer")."""
    lowered = text.lower()
    return any(p in lowered for p in _REFUSAL)


def score_triples(
    db: Database, triples_path: Path, responses_path: Path, checker: ClaimChecker | None = None
) -> ScoreReport:
    """Score every response against its triple; bad lines of either file are reported, the rest scored."""
    parsed = read_triples(triples_path)
    responses, problems = read_responses(responses_path)
    report = ScoreReport(problems=[*parsed.problems, *problems])
    by_id = {t.triple_id: t for t in parsed.triples}
    answered = set()
    scorer = TripleScorer(db, checker)
    for response in responses:
        triple = by_id.get(response.triple_id)
        if triple is None:
            report.problems.append(
                Problem(
                    str(responses_path),
                    response.line,
                    response.triple_id,
                    "triple_id",
                    f"no triple {response.triple_id} in {triples_path}",
                )
            )
            continue
        answered.add(triple.triple_id)
        report.scores.append(scorer.score(triple, response))
    report.unanswered = [t.triple_id for t in parsed.triples if t.triple_id not in answered]
    return report


class TripleScorer:
    """Scores responses against triples with one claim checker (its caches kept between triples)."""

    def __init__(self, db: Database, checker: ClaimChecker | None = None) -> None:
        self.corpus = CorpusView(db)
        self.checker = checker or ClaimChecker(db)

    def score(self, triple: Triple, response: Response) -> TripleScore:
        """Every stage of one response (see the module docstring)."""
        self.corpus.load(
            [*response.retrieved, *triple.gold_documents(), *(c for s in response.sentences for c in s.citations)]
        )
        matrix = self._matrix(triple, response)
        retrieval = self._retrieval(triple, response)
        citation = self._citation(triple, response)
        generation = self._generation(triple, response, matrix)
        claims = claim_metrics(matrix)
        diagnosis = diagnose(triple, retrieval, citation, generation, matrix)
        return TripleScore(triple.triple_id, triple.line, retrieval, citation, generation, claims, diagnosis)

    # -- retrieval -------------------------------------------------------------------------

    def _retrieval(self, triple: Triple, response: Response) -> dict[str, Any]:
        ranks: dict[str, int] = {}
        for rank, doc in enumerate(response.retrieved, start=1):
            ranks.setdefault(doc, rank)
        gold = triple.gold_documents()
        found = [d for d in gold if d in ranks]
        evidence = triple.evidence_by_id()
        sets_retrieved = {
            c.id: any(
                group and all(evidence[e].doc in ranks for e in group if e in evidence) for group in c.evidence_sets
            )
            for c in triple.required_claims
        }
        stale = [
            {"doc": d, "rank": r, "current": self.corpus.current_version(d.rpartition("@")[0])}
            for d, r in ranks.items()
            if self.corpus.is_superseded(d)
        ]
        return {
            "k": len(response.retrieved),
            "gold": gold,
            "recall": round(len(found) / len(gold), 4) if gold else None,
            "precision": round(len(found) / len(ranks), 4) if ranks else None,
            "first_gold_rank": min((ranks[d] for d in found), default=None),
            "gold_retrieved": found,
            "gold_missed": [d for d in gold if d not in ranks],
            "evidence_set_recall": round(sum(sets_retrieved.values()) / len(sets_retrieved), 4)
            if sets_retrieved
            else None,
            "claims_with_evidence_retrieved": sorted(k for k, v in sets_retrieved.items() if v),
            "stale": stale,
            "unknown": [d for d in ranks if self.corpus.document(d) is None],
            "ranks": ranks,
        }

    # -- citation --------------------------------------------------------------------------

    def _citation(self, triple: Triple, response: Response) -> dict[str, Any]:
        q = triple.question_text
        retrieved = set(response.retrieved)
        content = set(content_sentences(response.sentences, q))
        checks: list[dict[str, Any]] = []
        for i, s in enumerate(response.sentences):
            for doc in s.citations:
                if self.corpus.document(doc) is None:
                    verdict = "not_support"
                    note = "not in the store"
                else:
                    check = self.checker.against_documents(q, s.text, [doc])
                    verdict = {"supported": "supports", CONTRADICTED: "contradicts"}.get(check.verdict, "not_support")
                    note = ""
                checks.append(
                    {
                        "sentence": i + 1,
                        "text": s.text,
                        "doc": doc,
                        "verdict": verdict,
                        "stale": self.corpus.is_superseded(doc),
                        "retrieved": doc in retrieved,
                        "note": note,
                    }
                )
        cited = {c["sentence"] - 1 for c in checks}
        supported = {c["sentence"] - 1 for c in checks if c["verdict"] == "supports"}
        return {
            "citations": checks,
            "n_citations": len(checks),
            "precision": round(sum(c["verdict"] == "supports" for c in checks) / len(checks), 4) if checks else None,
            "sentence_support": round(len(supported) / len(cited), 4) if cited else None,
            "uncited_sentences": [response.sentences[i].text for i in sorted(content - cited)],
            "stale_citations": [c["doc"] for c in checks if c["stale"]],
        }

    # -- generation ------------------------------------------------------------------------

    def _generation(self, triple: Triple, response: Response, matrix: ClaimMatrix) -> dict[str, Any]:
        q = triple.question_text
        answer = strip_markers(response.answer)
        required: list[dict[str, Any]] = [
            {"id": c.id, "text": c.text, "covered": matrix.gt_in_response[i], "contradicted": matrix.gt_contradicted[i]}
            for i, c in enumerate(triple.required_claims)
        ]
        forbidden: list[dict[str, Any]] = []
        for f in triple.forbidden_claims:
            check = self.checker.against_text(q, f.text, answer)
            if not check.supported:
                forbidden.append({"id": f.id, "text": f.text, "present": False})
                continue
            forbidden.append({"id": f.id, "text": f.text, "present": True, "trace": self._trace(triple, response, f)})
        n_req = len(required)
        refused = is_refusal(answer)
        return {
            "required": required,
            "claim_recall": round(sum(r["covered"] for r in required) / n_req, 4) if n_req else None,
            "forbidden": forbidden,
            "forbidden_present": [f["id"] for f in forbidden if f["present"]],
            "forbidden_rate": round(sum(f["present"] for f in forbidden) / len(forbidden), 4) if forbidden else None,
            "refused": refused,
            "answerability": triple.answerability,
        }

    def _trace(self, triple: Triple, response: Response, claim: Any) -> dict[str, Any]:
        """Where a forbidden claim in the answer came from: its recorded source, whether retrieval
        returned it, and the sentences that state the claim with what they cite."""
        q = triple.question_text
        ref, _ = claim.source_ref()
        source = ref.id if ref else None
        ranks = {d: r for r, d in reversed(list(enumerate(response.retrieved, start=1)))}
        stating: list[dict[str, Any]] = [
            {"sentence": i + 1, "text": s.text, "citations": list(s.citations)}
            for i, s in enumerate(response.sentences)
            if self.checker.against_text(q, claim.text, s.text).supported
        ]
        cited = sorted({c for s in stating for c in s["citations"]})
        row = self.corpus.document(source) if source else None
        status = ("superseded" if row["superseded"] else "current") if row else "unknown"
        if row and not row["superseded"] and source in self.corpus.conflicting_documents():
            status = "conflicting"
        return {
            "source": source,
            "source_status": status,
            "source_current": self.corpus.current_version(ref.name) if ref else None,
            "source_retrieved_rank": ranks.get(source) if source else None,
            "stated_in": stating,
            "cited_sources": cited,
        }

    # -- the claim matrix ------------------------------------------------------------------

    def _matrix(self, triple: Triple, response: Response) -> ClaimMatrix:
        """Every claim check the metrics need, each once."""
        q = triple.question_text
        answer = strip_markers(response.answer)
        chunks = [d for d in dict.fromkeys(response.retrieved) if self.corpus.text(d) is not None]
        gt = [c.text for c in triple.required_claims]
        rc_idx = content_sentences(response.sentences, q)
        rc = [response.sentences[i].text for i in rc_idx]
        self.checker.prefetch([*gt, *rc])
        gold_text = " ".join([triple.reference_answer, *gt])
        gt_checks = [self.checker.against_text(q, c, answer) for c in gt]
        return ClaimMatrix(
            chunks=chunks,
            gt_in_response=[c.supported for c in gt_checks],
            gt_contradicted=[c.verdict == CONTRADICTED for c in gt_checks],
            gt_in_chunk=[[self.checker.against_documents(q, c, [d]).supported for d in chunks] for c in gt],
            response_claims=rc,
            rc_correct=[self.checker.against_text(q, r, gold_text, "reference").supported for r in rc],
            rc_in_chunk=[[self.checker.against_documents(q, r, [d]).supported for d in chunks] for r in rc],
        )


def diagnose(
    triple: Triple,
    retrieval: dict[str, Any],
    citation: dict[str, Any],
    generation: dict[str, Any],
    matrix: ClaimMatrix,
) -> dict[str, Any]:
    """The stage to fix and why: the first of retrieval, generation, citation with a finding."""
    findings: dict[str, list[str]] = {s: [] for s in STAGES}
    ranks: dict[str, int] = retrieval["ranks"]
    explained: set[str] = set()
    for f in generation["forbidden"]:
        if not f["present"]:
            continue
        trace = f["trace"]
        sources = [trace["source"], *trace["cited_sources"]] if trace["source"] else trace["cited_sources"]
        stale = [d for d in dict.fromkeys(sources) if d in ranks and any(s["doc"] == d for s in retrieval["stale"])]
        if stale:
            doc = stale[0]
            current = next((s["current"] for s in retrieval["stale"] if s["doc"] == doc), None)
            findings["retrieval"].append(
                f"version filtering: superseded {doc} retrieved at rank {ranks[doc]}"
                + (f" (current: {current})" if current else "")
                + f", and the answer states forbidden claim {f['id']} ({f['text']!r}) traced to it"
            )
            explained.add(doc)
        else:
            findings["generation"].append(
                f"the answer states forbidden claim {f['id']} ({f['text']!r}) from {trace['source'] or 'no known source'}"
            )
    gold = set(triple.gold_documents())  # a superseded_only item's evidence is superseded on purpose
    for s in retrieval["stale"]:
        if s["doc"] not in explained and s["doc"] not in gold:
            findings["retrieval"].append(f"version filtering: superseded {s['doc']} retrieved at rank {s['rank']}")
    evidence = triple.evidence_by_id()
    for r, claim in zip(generation["required"], triple.required_claims, strict=True):
        if r["covered"]:
            continue
        if claim.id not in retrieval["claims_with_evidence_retrieved"]:
            docs = sorted({evidence[e].doc for g in claim.evidence_sets for e in g if e in evidence})
            findings["retrieval"].append(
                f"recall: required claim {claim.id} is missing and its evidence {', '.join(docs) or '(none)'} "
                "was not retrieved"
            )
        elif r["contradicted"]:
            findings["generation"].append(f"the answer contradicts required claim {claim.id} ({claim.text!r})")
        else:
            findings["generation"].append(f"required claim {claim.id} is missing although its evidence was retrieved")
    if triple.answerability == "unanswerable" and not generation["refused"] and matrix.response_claims:
        findings["generation"].append("the corpus cannot answer the question, but the answer does not say so")
    stated_forbidden = [s["text"] for f in generation["forbidden"] if f["present"] for s in f["trace"]["stated_in"]]
    for text, correct, chunks in zip(matrix.response_claims, matrix.rc_correct, matrix.rc_in_chunk, strict=True):
        unsupported = not correct and not any(chunks) and triple.answerability != "unanswerable"
        if unsupported and not any(text in s for s in stated_forbidden):
            findings["generation"].append(
                f"hallucination: {text!r} is in neither the gold claims nor the retrieved documents"
            )
    for c in citation["citations"]:
        if c["verdict"] != "supports":
            findings["citation"].append(
                f"sentence {c['sentence']} cites {c['doc']}, which "
                + ("contradicts it" if c["verdict"] == "contradicts" else c["note"] or "does not support it")
            )
        elif not c["retrieved"]:
            findings["citation"].append(f"sentence {c['sentence']} cites {c['doc']}, which was not retrieved")
    for text in citation["uncited_sentences"]:
        findings["citation"].append(f"uncited: {text!r}")
    stage = next((s for s in STAGES if findings[s]), "none")
    reason = "; ".join(findings[stage]) if stage != "none" else "every stage passed"
    return {"stage": stage, "reason": reason, "also": {s: findings[s] for s in STAGES if s != stage and findings[s]}}
