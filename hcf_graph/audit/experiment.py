"""The HCF paper's experiment on a controlled corpus: retrieve, answer, audit every question.

For each evaluation question (``ground_truth/questions.jsonl``) of one condition:

1. the built-in BM25 retriever returns the top ``k`` chunks (``K = 5``, see below);
2. the answer is the **offline graph answer** (``hcf ask``'s logic): the facts stated inside the
   retrieved chunks whose entity and relation the question names; when they give several values,
   the value of the best-ranked retrieved chunk is taken (the earliest in that chunk on a tie), as
   a reader of the first passage would. With an LLM configured, a second answer is generated from
   the same chunks (:func:`llm_answer`);
3. the answer is audited against the retrieved chunks (:class:`~.run.Auditor`, offline judge).

Per condition we report the means of SS1, SSmu, SSsigma and ACS over the questions, the ACS mean
over the *targeted* questions (``type == "manipulated"``: they probe an injected relation), and
``matched_but_contradicted``: questions whose answer matches the reference while the audit found
retrieved evidence that contradicts it (the paper's central case).

Why k = 5 and not the paper's 10: the paper retrieved 10 of ~500-token passages from a
reranked dense index; our chunks are ~1,150 characters and a condition holds 20 to 41 of them, so
k = 10 would hand the judge a quarter to half of the whole corpus (every topic's chunks), while
k = 5 keeps the retrieved context to about one topic's two sources, as the paper's reranked
top 10 did.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..conflicts import stated_value
from ..database import Database
from ..evaluate import Question
from ..resolve.values import COMPATIBLE, EQUAL
from ..retrieve import Hit
from ..retrieve.tokens import tokenize
from .answer import compare, question_keys
from .evidence import CONTRADICTS
from .rows import LogContext, LogRow
from .run import Auditor, AuditResult, AuditRun
from .statements import value_candidates

if TYPE_CHECKING:
    from ..llm import LlmClient

K = 5
PAPER_K = 10
PAPER: dict[str, Any] = {
    "acs_mean": {"A": 0.9844, "B": 0.8780, "C": 0.9320, "D": 0.9244},
    "ssmu_mean": {"B": 0.8843},
    "ss1_mean_range": (0.8928, 0.9605),
    "matched_but_contradicted": {"B": 4},
}
"""The HCF paper's published means (Mistral Small 4 judge, multilingual-e5-large retrieval, k = 10)."""
TARGETED = "manipulated"
NO_ANSWER = "The retrieved documents do not state it."
GENERATION_FAILED = "The model gave no answer."


@dataclass(frozen=True)
class GraphAnswer:
    """The graph's answer to one question: the chosen value and the fact it comes from."""

    text: str
    value: str = ""
    relation_key: str = ""
    fact: str = ""


@dataclass
class QuestionAudit:
    """One question of the experiment: its answer, whether it matches the reference, the audit."""

    question: Question
    answer: GraphAnswer
    matched: bool
    audit: AuditResult

    @property
    def contradicting_evidence(self) -> bool:
        """The audit found retrieved evidence contradicting the answer (or a conflict on its key)."""
        j = self.audit.judgement
        return j.contested or any(e.relation == CONTRADICTS for s in j.statements for e in s.evidence)

    def as_json(self) -> dict[str, Any]:
        return {
            "question": self.question.id,
            "type": self.question.type,
            "answer": self.answer.text,
            "matched": self.matched,
            "acs": self.audit.acs,
            "verdict": self.audit.verdict,
            "contested": self.audit.judgement.contested,
            "contradicting_evidence": self.contradicting_evidence,
            "audit": self.audit.id,
        }


@dataclass
class Experiment:
    """All questions of one condition, and their means (see the module docstring)."""

    run: AuditRun
    questions: list[QuestionAudit] = field(default_factory=list)
    k: int = K
    llm: Experiment | None = None  # the same questions answered by an LLM from the same chunks

    def summary(self) -> dict[str, Any]:
        """ss1_mean, ssmu_mean, sssigma_mean, acs_mean, acs_targeted_mean, matched_but_contradicted."""
        s = self.run.summary()
        targeted = [q.audit.acs for q in self.questions if q.question.type == TARGETED]
        return {
            "k": self.k,
            "questions": len(self.questions),
            "ss1_mean": s["ss1_mean"],
            "ssmu_mean": s["ssmu_mean"],
            "sssigma_mean": s["sssigma_mean"],
            "acs_mean": s["acs_mean"],
            "acs_targeted_mean": round(sum(targeted) / len(targeted), 4) if targeted else None,
            "matched": sum(1 for q in self.questions if q.matched),
            "matched_but_contradicted": sum(1 for q in self.questions if q.matched and q.contradicting_evidence),
            "matched_but_contradicted_questions": [
                q.question.id for q in self.questions if q.matched and q.contradicting_evidence
            ],
            **({"llm_answers": self.llm.summary()} if self.llm is not None else {}),
        }


def run_experiment(
    db: Database,
    questions: Sequence[Question],
    k: int = K,
    store: bool = False,
    auditor: Auditor | None = None,
    source: str = "hcf eval",
    llm: LlmClient | None = None,
) -> Experiment:
    """Retrieve, answer from the graph and audit every question against ``db`` (one run); with
    ``llm``, also generate an answer from the same chunks and audit it (``Experiment.llm``)."""
    if not questions:
        return Experiment(AuditRun(""), [], k)
    auditor = auditor or Auditor(db)
    retriever = auditor.retriever()
    hits = [retriever.search(q.question, k) for q in questions]
    answers = [graph_answer(db, q.question, h) for q, h in zip(questions, hits, strict=True)]
    experiment = _audited(auditor, questions, hits, answers, store, source, "eval")
    experiment.k = k
    if llm is not None:
        from .generate import generate_answers  # imported on use: the LLM client is not needed offline

        texts = generate_answers(
            [(q.question, [h.chunk.text for h in hs]) for q, hs in zip(questions, hits, strict=True)], llm
        )
        generated = [GraphAnswer(t) for t in texts]
        experiment.llm = _audited(auditor, questions, hits, generated, store, source, "eval-llm")
        experiment.llm.k = k
    return experiment


def _audited(
    auditor: Auditor,
    questions: Sequence[Question],
    hits: Sequence[Sequence[Hit]],
    answers: Sequence[GraphAnswer],
    store: bool,
    source: str,
    kind: str,
) -> Experiment:
    rows = [
        LogRow(
            n,
            q.id,
            q.question,
            a.text,
            [LogContext(h.chunk.text, h.chunk.id, h.chunk.doc, h.score, h.rank) for h in hs],
            q.answer,
        )
        for n, (q, hs, a) in enumerate(zip(questions, hits, answers, strict=True), start=1)
    ]
    run = auditor.audit_rows(rows, source=source, store=store, kind=kind)
    by_line = {r.line: r for r in run.results}
    done = [
        QuestionAudit(q, a, matches_reference(a, q.answer, auditor), by_line[n])
        for n, (q, a) in enumerate(zip(questions, answers, strict=True), start=1)
        if n in by_line
    ]
    return Experiment(run, done)


def graph_answer(db: Database, question: str, hits: Sequence[Hit]) -> GraphAnswer:
    """The value the retrieved chunks' facts give for the question's entity and relation (see module docs)."""
    rank = {h.chunk.id: h.rank for h in hits}
    docs = sorted({h.chunk.doc for h in hits})
    facts = [f for f in db.graph.rows("list_facts_of_documents", ids=docs) if f["chunk"] in rank] if docs else []
    keys = question_keys(question, facts)
    chosen = sorted((f for f in facts if f["ckey"] in keys), key=lambda f: (rank[f["chunk"]], f["start_char"], f["id"]))
    if not chosen:
        return GraphAnswer(NO_ANSWER)
    top = chosen[0]
    value = stated_value(top)
    return GraphAnswer(answer_sentence(top["entity"], top["relation"], value), value, top["relation_key"], top["id"])


def answer_sentence(entity: str, relation: str, value: str) -> str:
    """The answer as a sentence: "The birth place of Edward Jenner is Berkeley." ("X was founded by Y"
    for the relations that name an agent)."""
    if relation.endswith(" by"):
        return f"{entity} was {relation} {value}."
    return f"The {relation} of {entity} is {value}."


def matches_reference(answer: GraphAnswer, reference: str, auditor: Auditor) -> bool:
    """Whether the answer's value agrees with the reference answer: equal or compatible under the
    conflict rules to a value the reference gives, or all its words found in the reference."""
    if not reference or answer.text in (NO_ANSWER, GENERATION_FAILED):
        return False
    rules = auditor.view.rules
    if not answer.value:  # a generated answer: any value it gives that the reference also gives
        given = value_candidates(answer.text, "")
        return any(
            compare(c, r, "", rules).relation in (EQUAL, COMPATIBLE)
            for c in given
            for r in value_candidates(reference, "")
            if len(tokenize(c)) <= 4 and len(tokenize(r)) <= 4
        )
    words = set(tokenize(answer.value))
    if words and words <= set(tokenize(reference)):
        return True
    return any(
        compare(c, answer.value, answer.relation_key, rules).relation in (EQUAL, COMPATIBLE)
        for c in value_candidates(reference, "")
    )


def contested_example(experiment: Experiment) -> QuestionAudit | None:
    """A question whose answer matches its reference while a retrieved statement contradicts it
    (targeted questions first): the paper's central case, for ``hcf trace``."""
    found = [
        q
        for q in experiment.questions
        if q.matched and any(e.relation == CONTRADICTS for s in q.audit.judgement.statements for e in s.evidence)
    ]
    found.sort(key=lambda q: (q.question.type != TARGETED, q.question.id))
    return found[0] if found else None
