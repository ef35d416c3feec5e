"""Run the controlled-corpus evaluation through the real pipeline and graph.

For each condition of a corpus folder (``conditions.json``), the documents are ingested into a
fresh database on disk with the chosen extractor; the conflicts the graph stores are scored
against the ground-truth conflict map, and the extracted facts against the reference facts.
Scores are micro-averaged over conditions and reported with the counts behind them.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .audit.corpus import score_corpus
from .audit.experiment import K as EXPERIMENT_K
from .audit.experiment import run_experiment
from .audit.run import Auditor
from .database import Database
from .errors import InputError
from .evaluate import ControlledCorpus, load_controlled_corpus, score_conflicts, score_extraction
from .extract import Extractor
from .ingest.loaders import load_file
from .ingest.pipeline import ingest_documents
from .normalize import Normalizer

if TYPE_CHECKING:
    from .llm import LlmClient


@dataclass
class ConditionResult:
    """The graph's findings on one condition."""

    name: str
    documents: int
    facts: list[tuple[str, str, str, str, str]]
    conflicts: list[tuple[str, str]]
    corpus: dict[str, Any] = field(default_factory=dict)


def ingest_condition(
    corpus: ControlledCorpus,
    condition: str,
    extractor: Extractor,
    folder: Path,
    engine: str | None = None,
    k: int = EXPERIMENT_K,
    llm: LlmClient | None = None,
) -> ConditionResult:
    """Ingest one condition's documents into ``folder``, read back facts and conflicts, score the
    corpus level and run the questions through retrieval and the answer audit (k chunks each)."""
    docs = [d for name in corpus.conditions[condition] for d in load_file(corpus.docs_dir / name, name)]
    with Database(folder, engine=engine) as db:
        ingest_documents(db, docs, extractor)
        facts = [
            (f["doc"].rsplit("@", 1)[0], f["entity"], f["relation"], f["value"], f["qualifier"])
            for f in db.graph.facts()
        ]
        conflicts = [(c.entity, c.relation) for c in db.graph.conflicts()]
        corpus_level = score_corpus(db)
        experiment = run_experiment(db, corpus.questions, k, auditor=Auditor(db, extractor=extractor), llm=llm)
    summary = {
        "iadq_mean": corpus_level.iadq,
        "iedcd": corpus_level.iedcd,
        "cc": corpus_level.cc,
        "shared_keys": corpus_level.shared_keys,
        "flagged_keys": len(corpus_level.conflicting_keys),
        "iadq_parts": corpus_level.parts,
    }
    # retrieval and answer levels: the 25 questions audited inside the same (temporary) database,
    # not stored (store=False): the database is thrown away, and `hcf demo` stores its own run
    summary |= experiment.summary() | {"answers": [q.as_json() for q in experiment.questions]}
    return ConditionResult(condition, len(docs), facts, conflicts, summary)


def evaluate_corpus(
    root: Path, extractor: Extractor, engine: str | None = None, k: int = EXPERIMENT_K, llm: LlmClient | None = None
) -> dict[str, Any]:
    """Extraction recall and conflict precision/recall of the whole pipeline on a corpus folder,
    with the three HCF levels per condition (retrieving ``k`` chunks per question; with ``llm``,
    the questions are also answered by the LLM and audited: ``conditions.X.llm_answers``)."""
    corpus = load_controlled_corpus(root)
    if not corpus.reference_facts and not corpus.conflicts:
        raise InputError(
            f"{root} has no ground truth: add ground_truth/reference_facts.jsonl and conflicts.jsonl "
            "(see examples/controlled/README.md)"
        )
    with tempfile.TemporaryDirectory(prefix="hcf-eval-") as tmp:
        results = [
            ingest_condition(corpus, name, extractor, Path(tmp) / name, engine, k, llm) for name in corpus.conditions
        ]
    normalizer = Normalizer()
    per_condition: dict[str, Any] = {}
    tp = fp = fn = 0
    seen_docs: set[str] = set()
    facts: list[tuple[str, str, str, str, str]] = []
    for result in results:
        truth = [c for c in corpus.conflicts if c.condition == result.name]
        score = score_conflicts(truth, result.conflicts, normalizer)
        tp, fp, fn = tp + score.tp, fp + score.fp, fn + score.fn
        per_condition[result.name] = {
            "documents": result.documents,
            "facts": len(result.facts),
            "conflicts_detected": len(result.conflicts),
            "conflicts_expected": len(truth),
            "conflict_precision": score.precision,
            "conflict_recall": score.recall,
            "false_positives": [list(x) for x in score.false_positives],
            "missed": [list(x) for x in score.missed],
            **result.corpus,
        }
        new_docs = {f[0] for f in result.facts} - seen_docs
        facts.extend(f for f in result.facts if f[0] in new_docs)
        seen_docs |= new_docs
    extraction = score_extraction(corpus.reference_facts, facts, normalizer)
    return {
        "corpus": str(root),
        "extractor": extractor.label(),
        "k": k,
        "extraction_recall": extraction.recall,
        "reference_facts": extraction.total,
        "reference_facts_recovered": extraction.matched,
        "conflict_precision": tp / (tp + fp) if tp + fp else 1.0,
        "conflict_recall": tp / (tp + fn) if tp + fn else 1.0,
        "conflicts_true_positive": tp,
        "conflicts_false_positive": fp,
        "conflicts_missed": fn,
        "conditions": per_condition,
        "missed_reference_facts": [vars(m) for m in extraction.missed],
    }
