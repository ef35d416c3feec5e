"""Scoring against the ground truth of a controlled corpus (pure Python; the graph is not used).

A controlled corpus is a folder laid out like ``examples/controlled``::

    conditions.json            {"A": {"description": "...", "documents": ["x.md", ...]}, ...}
    docs/                      the documents (.md, .txt, .html)
    ground_truth/
        conflicts.jsonl        one injected conflict per line and condition
        reference_facts.jsonl  salient facts per document, for extraction recall
        questions.jsonl        evaluation questions (manipulated, control, synthesis)

Matching uses the keys of :class:`~hcf_graph.normalize.Normalizer`. Our choices, where the HCF
paper is silent: a reference fact counts as recovered when an extracted fact of the same document
has the same entity and relation keys and a value key that is equal, numerically equal
("5,730 years" = "5730.0 years") or contains the reference value's tokens in order ("48 million"
in "48 million people"); a conflict is scored on its (entity key, relation key) pair, qualifiers
aside.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .errors import InputError, JsonlError
from .jsonl import iter_json_objects
from .normalize import Normalizer, entity_key

DOCUMENT_SUFFIXES = (".md", ".txt", ".html")
QUESTION_TYPES = ("manipulated", "control", "synthesis")

FactRow = tuple[str, str, str, str, str]
"""(document, entity, relation, value, qualifier)."""


@dataclass(frozen=True)
class TruthConflict:
    """An injected conflict: one entity-relation pair with a clean and an injected value."""

    condition: str
    entity: str
    relation: str
    clean_value: str
    injected_value: str
    documents: tuple[str, ...]


@dataclass(frozen=True)
class ReferenceFact:
    """A salient fact of one document, chosen by an annotator."""

    document: str
    entity: str
    relation: str
    value: str
    qualifier: str = ""


@dataclass(frozen=True)
class Question:
    """An evaluation question with its ground-truth answer and the documents that hold it."""

    id: str
    type: str
    question: str
    answer: str
    documents: tuple[str, ...]
    entity: str = ""
    relation: str = ""


@dataclass
class ControlledCorpus:
    """Documents, conditions (named document sets) and ground truth of a controlled corpus."""

    root: Path
    docs_dir: Path
    conditions: dict[str, list[str]]
    conflicts: list[TruthConflict] = field(default_factory=list)
    reference_facts: list[ReferenceFact] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)

    def documents(self) -> list[str]:
        """Every document file name used by some condition, sorted."""
        return sorted({name for names in self.conditions.values() for name in names})

    def path(self, document: str) -> Path:
        """The file of a document."""
        return self.docs_dir / document

    def conflicts_in(self, condition: str) -> list[TruthConflict]:
        """The injected conflicts a condition contains."""
        return [c for c in self.conflicts if c.condition == condition]


@dataclass(frozen=True)
class ExtractionScore:
    """Recall of reference facts."""

    recall: float
    matched: int
    total: int
    missed: list[ReferenceFact]


@dataclass(frozen=True)
class ConflictScore:
    """Precision and recall of detected conflicts against injected ones; ``false_positives``
    are detected (entity, relation) pairs, ``missed`` the injected pairs not detected."""

    precision: float
    recall: float
    tp: int
    fp: int
    fn: int
    false_positives: list[tuple[str, str]]
    missed: list[tuple[str, str]]


# --------------------------------------------------------------------------------------------
# Loading.


GROUND_TRUTH_FILES = ("conflicts.jsonl", "reference_facts.jsonl", "questions.jsonl")


def load_controlled_corpus(root: Path) -> ControlledCorpus:
    """Read a controlled corpus folder.

    Without ``conditions.json`` there is one condition, ``all``, with every document file of
    ``docs/`` (or of the root). Without a ``ground_truth/`` folder the ground truth is empty;
    with one, all three files must be there. Raises :class:`InputError` naming the file (and
    line) of anything missing or malformed.
    """
    root = Path(root)
    if not root.is_dir():
        raise InputError(f"{root}: not a folder; give the root of a controlled corpus")
    docs_dir = root / "docs" if (root / "docs").is_dir() else root
    conditions = _load_conditions(root / "conditions.json", docs_dir)
    truth = root / "ground_truth"
    missing = [name for name in GROUND_TRUTH_FILES if not (truth / name).exists()]
    if truth.is_dir() and missing:
        raise InputError(
            f"{truth}: missing ground-truth {'file' if len(missing) == 1 else 'files'} {', '.join(missing)}"
        )
    corpus = ControlledCorpus(
        root=root,
        docs_dir=docs_dir,
        conditions=conditions,
        conflicts=_read_jsonl(truth / "conflicts.jsonl", _conflict),
        reference_facts=_read_jsonl(truth / "reference_facts.jsonl", _reference),
        questions=_read_jsonl(truth / "questions.jsonl", _question),
    )
    _check_references(corpus, truth)
    return corpus


def _load_conditions(path: Path, docs_dir: Path) -> dict[str, list[str]]:
    if not path.exists():
        files = sorted(p.name for p in docs_dir.iterdir() if p.suffix.lower() in DOCUMENT_SUFFIXES)
        return {"all": files}
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        conditions = {str(name): [str(d) for d in spec["documents"]] for name, spec in raw.items()}
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise InputError(f"{path}: malformed ({exc}); expected {{condition: {{'documents': [file names]}}}}") from exc
    for name, documents in conditions.items():
        missing = [d for d in documents if not (docs_dir / d).is_file()]
        if missing:
            raise InputError(f"{path}: condition {name!r} lists missing documents: {missing}")
    return conditions


T = TypeVar("T")


def _read_jsonl(path: Path, build: Callable[[dict[str, Any]], T]) -> list[T]:
    """One record per non-blank line, built by ``build``; errors name the file and line."""
    if not path.exists():
        return []
    records = []
    for number, record in iter_json_objects(path.read_text(encoding="utf-8"), path):
        try:
            records.append(build(record))
        except ValueError as exc:
            raise JsonlError(str(path), number, f"malformed record: {exc}") from exc
        except (KeyError, TypeError, AttributeError) as exc:
            raise JsonlError(str(path), number, f"missing or mistyped field {exc}") from exc
    return records


def _strings(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise TypeError("'documents' (a list of file names)")
    return tuple(str(item) for item in value)


def _conflict(r: dict[str, Any]) -> TruthConflict:
    return TruthConflict(
        str(r["condition"]),
        str(r["entity"]),
        str(r["relation"]),
        str(r["clean_value"]),
        str(r["injected_value"]),
        _strings(r["documents"]),
    )


def _reference(r: dict[str, Any]) -> ReferenceFact:
    return ReferenceFact(
        str(r["document"]),
        str(r["entity"]),
        str(r["relation"]),
        str(r["value"]),
        str(r.get("qualifier", "")),
    )


def _question(r: dict[str, Any]) -> Question:
    if r["type"] not in QUESTION_TYPES:
        raise ValueError(f"type must be one of {', '.join(QUESTION_TYPES)}")
    return Question(
        str(r["id"]),
        str(r["type"]),
        str(r["question"]),
        str(r["answer"]),
        _strings(r["documents"]),
        str(r.get("entity", "")),
        str(r.get("relation", "")),
    )


def _check_references(corpus: ControlledCorpus, truth: Path) -> None:
    """Every document and condition the ground truth names must exist."""
    known = {p.name for p in corpus.docs_dir.iterdir()}
    for conflict in corpus.conflicts:
        if conflict.condition not in corpus.conditions:
            raise InputError(f"{truth / 'conflicts.jsonl'}: unknown condition {conflict.condition!r}")
        outside = [d for d in conflict.documents if d not in corpus.conditions[conflict.condition]]
        if outside:
            raise InputError(
                f"{truth / 'conflicts.jsonl'}: {conflict.entity!r} names documents not in "
                f"condition {conflict.condition}: {outside}"
            )
    named = [(f.document, "reference_facts.jsonl") for f in corpus.reference_facts]
    named += [(d, "questions.jsonl") for q in corpus.questions for d in q.documents]
    for document, file_name in named:
        if document not in known:
            raise InputError(f"{truth / file_name}: unknown document {document!r}")


# --------------------------------------------------------------------------------------------
# Scoring.


def _number(token: str) -> float | None:
    try:
        return float(token.replace(",", ""))
    except ValueError:
        return None


def _numeric_tokens(value_key: str) -> list[str]:
    """Value-key tokens with every number written one way ("5730.0" and "5,730" -> "5730")."""
    tokens = []
    for token in value_key.split():
        number = _number(token)
        tokens.append(repr(number) if number is not None else token)
    return tokens


def _contains(outer: list[str], inner: list[str]) -> bool:
    size = len(inner)
    return size > 0 and any(outer[i : i + size] == inner for i in range(len(outer) - size + 1))


def values_match(reference_key: str, extracted_key: str) -> bool:
    """Equal value keys, equal after reading numbers, or the reference tokens inside the other."""
    if reference_key == extracted_key:
        return True
    reference, extracted = _numeric_tokens(reference_key), _numeric_tokens(extracted_key)
    return reference == extracted or _contains(extracted, reference)


def score_extraction(
    reference: Sequence[ReferenceFact], facts: Iterable[FactRow], normalizer: Normalizer
) -> ExtractionScore:
    """Recall of the reference facts among extracted (document, entity, relation, value,
    qualifier) rows; see :func:`values_match`. Recall is 1.0 when there is no reference."""
    extracted: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for document, entity, relation, value, qualifier in facts:
        keys = normalizer.keys(entity, relation, value, qualifier)
        extracted[(document, keys.entity, keys.relation)].append(keys.value)
    missed = []
    for fact in reference:
        keys = normalizer.keys(fact.entity, fact.relation, fact.value, fact.qualifier)
        candidates = extracted.get((fact.document, keys.entity, keys.relation), [])
        if not any(values_match(keys.value, value) for value in candidates):
            missed.append(fact)
    total = len(reference)
    matched = total - len(missed)
    return ExtractionScore(matched / total if total else 1.0, matched, total, missed)


def score_conflicts(
    truth: Sequence[TruthConflict], detected: Iterable[tuple[str, str]], normalizer: Normalizer
) -> ConflictScore:
    """Detected (entity, relation) pairs of one condition against its injected conflicts.

    Pairs are compared by entity key and canonical relation key. Precision is 1.0 when nothing
    is detected, recall 1.0 when nothing is expected.
    """
    expected = {_pair_key(c.entity, c.relation, normalizer): c for c in truth}
    found: dict[tuple[str, str], tuple[str, str]] = {}
    for entity, relation in detected:
        found.setdefault(_pair_key(entity, relation, normalizer), (entity, relation))
    tp = len(expected.keys() & found.keys())
    false_positives = [pair for key, pair in found.items() if key not in expected]
    missed = [(c.entity, c.relation) for key, c in expected.items() if key not in found]
    return _conflict_score(tp, false_positives, missed)


def _pair_key(entity: str, relation: str, normalizer: Normalizer) -> tuple[str, str]:
    return entity_key(entity), normalizer.catalog.canonical(relation)


def _conflict_score(tp: int, false_positives: list[tuple[str, str]], missed: list[tuple[str, str]]) -> ConflictScore:
    fp, fn = len(false_positives), len(missed)
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return ConflictScore(precision, recall, tp, fp, fn, false_positives, missed)


def micro_average(scores: Iterable[ConflictScore]) -> ConflictScore:
    """One score over several conditions: counts are summed before dividing."""
    tp = 0
    false_positives: list[tuple[str, str]] = []
    missed: list[tuple[str, str]] = []
    for score in scores:
        tp += score.tp
        false_positives.extend(score.false_positives)
        missed.extend(score.missed)
    return _conflict_score(tp, false_positives, missed)


def detect_conflicts_plain(facts: Iterable[FactRow], normalizer: Normalizer) -> list[tuple[str, str, str]]:
    """Reference conflict detector, the graph's rule in plain Python: the (entity key, relation
    key, qualifier key) keys with more than one distinct value key, sorted."""
    values: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for _, entity, relation, value, qualifier in facts:
        keys = normalizer.keys(entity, relation, value, qualifier)
        values[(keys.entity, keys.relation, keys.qualifier)].add(keys.value)
    return sorted(key for key, found in values.items() if len(found) > 1)
