"""The corpus level of HCF: intra-document quality (IaDQ), inter-document consistency (IeDCD) and
Corpus Consistency (CC), each explained.

- **IaDQ** per document: the five parts of :mod:`hcf_graph.audit.quality`, stored on the
  document (a ``Quality`` node, written through the log) the first time the document is scored,
  so a later ``hcf score`` scores only documents added since.
- **IeDCD** = 1 - C / S, where S is the number of fact keys (entity, relation, qualifier) that at
  least two current documents assert and C the number of those keys judged a conflict. It is a
  share of the keys the documents *could* disagree on, so a corpus is not punished for its size:
  doubling a corpus with agreeing documents leaves it unchanged. With S = 0 nothing can disagree
  and IeDCD = 1 (the report says so).
- **CC** = w_c · mean IaDQ + w_n · IeDCD, with w_c = w_n = 0.5 unless ``[score]`` in ``hcf.toml``
  or the options say otherwise (normalised to sum to 1).
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from ..conflict_rules import CONFLICT
from ..conflicts import Conflict, stated_value
from ..database import Database
from ..errors import InputError
from ..log import empty_parts
from ..wording import plural

if TYPE_CHECKING:
    from ..llm import LlmClient
from .quality import PART_NAMES, PARTS, SCORER, DocumentQuality, InternalConflict, PartScore, score_document

QUALITY_SCHEMA = pa.schema(
    [("doc", pa.string()), ("scorer", pa.string())]
    + [(name, pa.float64()) for name in (*PARTS, "iadq")]
    + [("detail", pa.string())]
)
GROUPINGS = ("folder", "source", "metadata")
LOW = 0.8  # a part or score below this is named in the explanation


@dataclass
class DocumentScore:
    """One current document: its IaDQ parts and its share of the corpus's conflicts."""

    doc: str
    name: str
    group: str
    iadq: float
    parts: dict[str, float]
    detail: dict[str, Any]
    conflicts: int
    conflict_share: float

    def as_json(self) -> dict[str, Any]:
        return {
            "doc": self.doc,
            "name": self.name,
            "group": self.group,
            "iadq": round(self.iadq, 4),
            "parts": {k: round(v, 4) for k, v in self.parts.items()},
            "conflicts": self.conflicts,
            "conflict_share": round(self.conflict_share, 4),
        }


@dataclass
class GroupScore:
    """Documents that share a folder, source or metadata value."""

    group: str
    documents: int
    iadq: float
    parts: dict[str, float]
    conflicts: int

    def as_json(self) -> dict[str, Any]:
        return {
            "group": self.group,
            "documents": self.documents,
            "iadq": round(self.iadq, 4),
            "parts": {k: round(v, 4) for k, v in self.parts.items()},
            "conflicts": self.conflicts,
        }


@dataclass
class CorpusScore:
    """The corpus table: CC with its two parts, the breakdowns, and what pulls CC down."""

    cc: float
    iadq: float
    iedcd: float
    weights: tuple[float, float]
    parts: dict[str, float]
    shared_keys: int
    conflicting_keys: list[Conflict]
    documents: list[DocumentScore]
    groups: list[GroupScore] = field(default_factory=list)
    scored_now: int = 0
    explanation: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "cc": round(self.cc, 4),
            "iadq_mean": round(self.iadq, 4),
            "iedcd": round(self.iedcd, 4),
            "weights": {"w_c": self.weights[0], "w_n": self.weights[1]},
            "parts": {k: round(v, 4) for k, v in self.parts.items()},
            "shared_keys": self.shared_keys,
            "conflicting_keys": len(self.conflicting_keys),
            "conflicts": [
                {
                    "id": c.id,
                    "entity": c.entity,
                    "relation": c.relation,
                    "severity": c.severity,
                    "documents": c.documents,
                }
                for c in self.conflicting_keys
            ],
            "explanation": self.explanation,
            "scored_now": self.scored_now,
            "groups": [g.as_json() for g in self.groups],
            "documents": [d.as_json() for d in self.documents],
        }


def normalise_weights(w_c: float, w_n: float) -> tuple[float, float]:
    """The two CC weights, scaled to sum to 1 (both must be >= 0 and not both 0)."""
    if w_c < 0 or w_n < 0 or w_c + w_n == 0:
        raise InputError(f"CC weights must be >= 0 and not both 0, not w_c={w_c}, w_n={w_n}")
    return w_c / (w_c + w_n), w_n / (w_c + w_n)


def ensure_quality(
    db: Database,
    refresh: bool = False,
    progress: Callable[[int], None] | None = None,
    llm: LlmClient | None = None,
) -> int:
    """Score the current documents that have no stored IaDQ yet (all of them with ``refresh``) and
    store the scores through the log; returns how many were scored.

    Offline by default (``heuristics.v1``); with ``llm``, the Q operator (``openai-quality.v1``)
    scores the five parts instead, and its scores are stored beside the offline ones. A document
    that Q failed on is left unscored (and counted in the batch info) so a rerun retries it."""
    scorer = llm_scorer_name() if llm else SCORER
    documents = db.graph.rows("list_documents_for_scoring")
    stored = {r["doc"] for r in db.graph.rows("list_quality", scorer=scorer)}
    todo = [d for d in documents if refresh or d["id"] not in stored]
    if not todo:
        return 0
    texts = db.document_texts([d["id"] for d in todo if d["has_text"]])
    if llm is not None:
        scored, failed = _llm_qualities(todo, texts, llm)
    else:
        internal = _internal_conflicts(db, {d["id"] for d in todo})
        scored, failed = [_offline_quality(d, texts.get(d["id"]), internal) for d in todo], 0
    if progress:
        progress(len(todo))
    rows = [_quality_row(q) for q in scored]
    if rows:
        db.store_batch(
            *empty_parts(),
            {"kind": "scores", "scorer": scorer, "documents": len(rows), "failed": failed},
            extra={"quality": pa.Table.from_pylist(rows, QUALITY_SCHEMA)},
        )
    if failed:
        raise InputError(
            f"{plural(failed, 'document')} could not be scored by {scorer} ({len(rows)} {'was' if len(rows) == 1 else 'were'}, and are stored); "
            "run `hcf score` again to retry them"
        )
    return len(rows)


def llm_scorer_name() -> str:
    from ..operators.quality import NAME

    return NAME


def _offline_quality(
    doc: dict[str, Any], text: str | None, internal: dict[str, list[InternalConflict]]
) -> DocumentQuality:
    if text is None:
        return DocumentQuality(
            doc["id"],
            {
                p: PartScore(1.0 if p == "consistency" else 0.0, ["the document is held without its text"])
                for p in PARTS
            },
        )
    return score_document(doc["id"], text, doc["n_facts"], internal.get(doc["id"], []), doc["n_keys"])


def _llm_qualities(
    todo: list[dict[str, Any]], texts: dict[str, str], llm: LlmClient
) -> tuple[list[DocumentQuality], int]:
    """Q's five parts for each document held with its text (documents without text are skipped)."""
    from ..operators.quality import DIMENSIONS, NAME, QualityResult, assess_quality_many

    with_text = [d for d in todo if d["id"] in texts]
    results = assess_quality_many([texts[d["id"]] for d in with_text], client=llm)
    scored, failed = [], 0
    for doc, result in zip(with_text, results, strict=True):
        if not isinstance(result, QualityResult):
            failed += 1
            continue
        parts = {
            part: PartScore(result.scores[dim], [result.reasons[dim]])
            for part, dim in zip(PARTS, DIMENSIONS, strict=True)
        }
        scored.append(DocumentQuality(doc["id"], parts, scorer=NAME))
    return scored, failed


def _quality_row(quality: DocumentQuality) -> dict[str, Any]:
    return {
        "doc": quality.doc,
        "scorer": quality.scorer,
        "iadq": quality.iadq,
        **{name: quality.parts[name].score for name in PARTS},
        "detail": json.dumps({name: part.as_json() for name, part in quality.parts.items()}, sort_keys=True),
    }


def _internal_conflicts(db: Database, docs: set[str]) -> dict[str, list[InternalConflict]]:
    """Per document, the keys on which it contradicts itself (judged by the corpus's conflict rules)."""
    found: dict[str, list[InternalConflict]] = {}
    for row in db.graph.rows("list_internal_candidates"):
        if row["doc"] not in docs:
            continue
        values = [stated_value({"value": v, "negated": n}) for v, n in zip(row["vals"], row["negations"], strict=True)]
        judgement = db.graph.rules.judge(row["relation_key"], values, [row["doc"]] * len(values))
        if judgement.status == CONFLICT:
            entity = Counter(row["entities"]).most_common(1)[0][0]
            found.setdefault(row["doc"], []).append(
                InternalConflict(row["relation_key"], entity, tuple(dict.fromkeys(values)))
            )
    return found


def score_corpus(
    db: Database,
    by: str | None = None,
    metadata_key: str | None = None,
    weights: tuple[float, float] = (0.5, 0.5),
    refresh: bool = False,
    progress: Callable[[int], None] | None = None,
    llm: LlmClient | None = None,
) -> CorpusScore:
    """The corpus table (scoring documents not yet scored first; with ``llm``, by the Q operator)."""
    if by is not None and by not in GROUPINGS:
        raise InputError(f"--by must be one of {', '.join(GROUPINGS)}, not {by!r}")
    if by == "metadata" and not metadata_key:
        raise InputError("--by metadata needs a KEY: hcf score --by metadata KEY")
    w_c, w_n = normalise_weights(*weights)
    scored_now = ensure_quality(db, refresh, progress, llm)
    documents = db.graph.rows("list_documents_for_scoring")
    stored = {r["doc"]: r for r in db.graph.rows("list_quality", scorer=llm_scorer_name() if llm else SCORER)}
    shared = int(db.graph.rows("count_shared_keys")[0]["n_shared"])
    conflicts = [c for c in db.graph.conflicts() if len(c.documents) > 1]
    iedcd = 1.0 - len(conflicts) / shared if shared else 1.0
    per_doc = Counter(doc for c in conflicts for doc in c.documents)
    scores = []
    for doc in documents:
        if doc["id"] not in stored:
            continue  # held without text, for the LLM scorer
        quality = stored[doc["id"]]
        scores.append(
            DocumentScore(
                doc["id"],
                doc["name"],
                _group_of(doc, by, metadata_key),
                quality["iadq"],
                {name: quality[name] for name in PARTS},
                json.loads(quality["detail"] or "{}"),
                per_doc[doc["id"]],
                per_doc[doc["id"]] / len(conflicts) if conflicts else 0.0,
            )
        )
    iadq = statistics.fmean(s.iadq for s in scores) if scores else 0.0
    parts = {name: statistics.fmean(s.parts[name] for s in scores) if scores else 0.0 for name in PARTS}
    result = CorpusScore(
        w_c * iadq + w_n * iedcd,
        iadq,
        iedcd,
        (w_c, w_n),
        parts,
        shared,
        conflicts,
        scores,
        _groups(scores) if by else [],
        scored_now,
    )
    result.explanation = explain(result)
    return result


def _group_of(doc: dict[str, Any], by: str | None, metadata_key: str | None) -> str:
    if by == "folder":
        return doc["name"].rsplit("/", 1)[0] if "/" in doc["name"] else "."
    if by == "source":
        return doc["source"] or "(no source)"
    if by == "metadata":
        try:
            value = json.loads(doc["metadata"] or "{}").get(metadata_key)
        except ValueError:
            value = None
        return "(none)" if value is None else str(value)
    return ""


def _groups(scores: list[DocumentScore]) -> list[GroupScore]:
    members: dict[str, list[DocumentScore]] = {}
    for score in scores:
        members.setdefault(score.group, []).append(score)
    groups = [
        GroupScore(
            name,
            len(docs),
            statistics.fmean(d.iadq for d in docs),
            {p: statistics.fmean(d.parts[p] for d in docs) for p in PARTS},
            sum(d.conflicts for d in docs),
        )
        for name, docs in members.items()
    ]
    return sorted(groups, key=lambda g: (g.iadq, g.group))


def explain(score: CorpusScore) -> list[str]:
    """In words: what pulls CC down (structure, divergence, or both) and where to look."""
    lines = []
    structure_loss = score.weights[0] * (1 - score.iadq)
    divergence_loss = score.weights[1] * (1 - score.iedcd)
    if not score.documents:
        return ["the store holds no current documents"]
    if structure_loss < 0.02 and divergence_loss < 0.02:
        lines.append(f"CC {score.cc:.3f}: the documents are sound and agree where they overlap")
    else:
        larger = "structure" if structure_loss >= divergence_loss else "divergence"
        both = min(structure_loss, divergence_loss) >= 0.5 * max(structure_loss, divergence_loss)
        lines.append(
            f"CC {score.cc:.3f} loses {structure_loss:.3f} to structure (IaDQ {score.iadq:.3f}) and "
            f"{divergence_loss:.3f} to divergence (IeDCD {score.iedcd:.3f}): "
            + ("both pull it down" if both else f"mostly {larger}")
        )
    for name in sorted(PARTS, key=lambda p: score.parts[p]):
        weak = sorted((d for d in score.documents if d.parts[name] < LOW), key=lambda d: d.parts[name])
        if weak:
            names = ", ".join(f"{d.doc} ({d.parts[name]:.2f})" for d in weak[:3])
            more = f" and {len(weak) - 3} more" if len(weak) > 3 else ""
            lines.append(f"structure: {PART_NAMES[name]} is low in {plural(len(weak), 'document')}: {names}{more}")
    if score.shared_keys == 0:
        lines.append("divergence: no fact key is asserted by two documents, so nothing can disagree yet")
    elif score.conflicting_keys:
        causes = Counter(doc for c in score.conflicting_keys for doc in c.documents).most_common(3)
        lines.append(
            f"divergence: {len(score.conflicting_keys)} of {score.shared_keys} keys that two or more documents "
            f"assert are in conflict; most involved: " + ", ".join(f"{doc} ({n})" for doc, n in causes)
        )
    return lines


def document_report(db: Database, doc: str) -> dict[str, Any]:
    """One document's IaDQ parts with their reasons, and its share of the corpus's conflicts."""
    matches = [r for r in db.graph.rows("list_documents_for_scoring") if doc in (r["id"], r["name"])]
    if not matches:
        raise InputError(f"no current document {doc!r}; see `hcf documents`")
    ensure_quality(db)
    row = matches[0]
    quality = {r["doc"]: r for r in db.graph.rows("list_quality", scorer=SCORER)}[row["id"]]
    conflicts = [c for c in db.graph.conflicts() if len(c.documents) > 1]
    mine = [c for c in conflicts if row["id"] in c.documents]
    return {
        "doc": row["id"],
        "iadq": round(quality["iadq"], 4),
        "scorer": quality["scorer"],
        "parts": json.loads(quality["detail"] or "{}"),
        "conflicts": len(mine),
        "corpus_conflicts": len(conflicts),
        "conflict_share": round(len(mine) / len(conflicts), 4) if conflicts else 0.0,
        "conflicting_keys": [{"entity": c.entity, "relation": c.relation, "documents": c.documents} for c in mine],
    }


def compare_scorers(db: Database) -> dict[str, Any]:
    """The offline and the LLM scorer side by side, on the documents both scored: per part the two
    means, the mean absolute difference and the Spearman rank correlation of IaDQ."""
    offline = {r["doc"]: r for r in db.graph.rows("list_quality", scorer=SCORER)}
    llm = {r["doc"]: r for r in db.graph.rows("list_quality", scorer=llm_scorer_name())}
    both = sorted(set(offline) & set(llm))
    if not both:
        raise InputError("no document is scored by both scorers yet: run `hcf score` and `hcf score --scorer openai`")
    rows = []
    for name in (*PARTS, "iadq"):
        a = [offline[d][name] for d in both]
        b = [llm[d][name] for d in both]
        rows.append(
            {
                "part": PART_NAMES.get(name, "IaDQ"),
                "offline": statistics.fmean(a),
                "llm": statistics.fmean(b),
                "mean_abs_diff": statistics.fmean(abs(x - y) for x, y in zip(a, b, strict=True)),
                "spearman": _spearman(a, b),
            }
        )
    return {"documents": len(both), "offline": SCORER, "llm": llm_scorer_name(), "parts": rows}


def _spearman(a: list[float], b: list[float]) -> float | None:
    """Spearman's rank correlation (average ranks for ties); None when either side is constant."""

    def ranks(values: list[float]) -> list[float]:
        order = sorted(range(len(values)), key=lambda i: values[i])
        out = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                out[order[k]] = (i + j) / 2
            i = j + 1
        return out

    if len(set(a)) < 2 or len(set(b)) < 2:
        return None
    return statistics.correlation(ranks(a), ranks(b))
