"""`hcf triples propose`: candidate triples from the store, for a human to review, never gold.

One candidate per conflicting key (over every version, so a superseded version that disagrees
with its successor counts): the question asks for the key's value; the value stated by current
versions is the required claim, with one evidence set per document that states it (any one
suffices); every other value is a forbidden claim naming its source, ``(superseded)`` when only
superseded versions state it, else ``(conflicting)``. When current documents disagree, the value
stated by the most of them is proposed and the review note says to pick the true one by hand.

With ``min_documents`` (default 2), keys that that many current documents state alike give
answerable candidates with alternative evidence sets and no forbidden claim. Every candidate
carries ``review.status: proposed``, which `hcf triples check` refuses until a person sets it to
``reviewed``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from ..conflicts import Conflict
from ..database import Database
from ..resolve.values import relation_hint
from .corpus import CorpusView, snapshot_name

PROPOSER = "hcf triples propose"


def _question(entity: str, relation: str, qualifier: str) -> str:
    """A plain question for a key: "Who was X founded by?", "When was X founded?", "What is the R of X?"."""
    where = f" {qualifier}" if qualifier else ""
    if relation.endswith(" by"):
        return f"Who was {entity}{where} {relation}?"
    if " " not in relation and relation.endswith("ed"):
        return f"When was {entity}{where} {relation}?"
    return f"What is the {relation} of {entity}{where}?"


def _claim(entity: str, relation: str, qualifier: str, value: str) -> str:
    where = f" {qualifier}" if qualifier else ""
    if relation.endswith(" by"):
        return f"{entity}{where} was {relation} {value}."
    if " " not in relation and relation.endswith("ed"):
        return f"{entity}{where} was {relation} in {value}."
    return f"The {relation} of {entity}{where} is {value}."


def _triple_id(ckey: str) -> str:
    return "prop-" + hashlib.sha256(ckey.encode("utf-8")).hexdigest()[:10]


def _evidence(corpus: CorpusView, spans: Iterable[dict[str, Any]], first: int = 1) -> list[dict[str, Any]]:
    """One evidence span per document (its first statement of the value)."""
    found: list[dict[str, Any]] = []
    seen: set[str] = set()
    for span in sorted(spans, key=lambda s: (s["doc"], s["start"])):
        if span["doc"] in seen or span["start"] is None or span["start"] < 0:
            continue
        row = corpus.document(span["doc"])
        if row is None or not row["has_text"]:
            continue
        seen.add(span["doc"])
        found.append(
            {
                "id": f"e{first + len(found)}",
                "doc": span["doc"],
                "sha256": row["sha256"],
                "start": span["start"],
                "end": span["end"],
                "quote": span["quote"],
            }
        )
    return found


def _record(
    ckey: str,
    entity: str,
    relation: str,
    qualifier: str,
    value: str,
    evidence: list[dict[str, Any]],
    forbidden: list[dict[str, Any]],
    origin: str,
    notes: list[str],
    set_version: str,
    snapshot: str,
) -> dict[str, Any]:
    claim = _claim(entity, relation, qualifier, value)
    return {
        "triple_id": _triple_id(ckey),
        "set_version": set_version,
        "corpus_snapshot": snapshot,
        "question": {
            "text": _question(entity, relation, qualifier),
            "origin": origin,
            "origin_record_id": ckey.replace("\x1f", " | "),
            "type": relation_hint(relation) or "fact",
            "documents_needed": 1,
        },
        "answerability": "answerable",
        "required_claims": [{"id": "c1", "text": claim, "evidence_sets": [[e["id"]] for e in evidence]}],
        "forbidden_claims": forbidden,
        "reference_answer": claim,
        "evidence": evidence,
        "annotation": {"author": PROPOSER, "verifier": None, "adjudicated": False, "deid_method": None},
        "review": {"status": "proposed", "by": PROPOSER, "notes": notes},
    }


def _from_conflict(corpus: CorpusView, c: Conflict, set_version: str, snapshot: str) -> dict[str, Any] | None:
    """Values judged equal or compatible (one ``group``) count as one answer."""
    groups: dict[int, tuple[str, list[dict[str, Any]]]] = {}
    for v in c.values:
        value, spans = groups.setdefault(v.group, (v.value, []))
        spans += [{"doc": p.doc, "start": p.start, "end": p.end, "quote": p.quote} for p in v.documents]
    ranked = []
    for value, spans in groups.values():
        current = sorted({s["doc"] for s in spans if not corpus.is_superseded(s["doc"])})
        ranked.append((value, spans, current))
    with_current = sorted((g for g in ranked if g[2]), key=lambda g: (-len(g[2]), g[0]))
    if not with_current:
        return None
    chosen = with_current[0]
    evidence = _evidence(corpus, [s for s in chosen[1] if not corpus.is_superseded(s["doc"])])
    if not evidence:
        return None
    notes = [f"{c.kind}: {c.reason}" if c.reason else c.kind]
    if len(with_current) > 1:
        notes.append(
            "current documents disagree: check which value is true, and swap the required and forbidden "
            "claims if needed"
        )
    forbidden: list[dict[str, Any]] = []
    for value, spans, _ in ranked:
        if value == chosen[0]:
            continue
        docs = sorted({s["doc"] for s in spans}, key=lambda d: (not corpus.is_superseded(d), d))
        status = "superseded" if corpus.is_superseded(docs[0]) else "conflicting"
        forbidden.append(
            {
                "id": f"f{len(forbidden) + 1}",
                "text": _claim(c.entity, c.relation, c.qualifier, value),
                "from": f"{docs[0]} ({status})",
            }
        )
    return _record(
        c.ckey,
        c.entity,
        c.relation,
        c.qualifier,
        chosen[0],
        evidence,
        forbidden,
        "hcf-conflict",
        notes,
        set_version,
        snapshot,
    )


def _agreed(
    db: Database, corpus: CorpusView, skip: set[str], min_documents: int
) -> list[tuple[str, list[dict[str, Any]]]]:
    """Keys that at least ``min_documents`` current documents state with one value key."""
    by_key: dict[str, list[dict[str, Any]]] = {}
    for f in db.graph.facts():
        if f["ckey"] not in skip and f["start"] is not None and f["start"] >= 0:
            by_key.setdefault(f["ckey"], []).append(f)
    found = []
    for ckey, facts in sorted(by_key.items()):
        if len({f["value_key"] for f in facts}) == 1 and len({f["doc"] for f in facts}) >= min_documents:
            found.append((ckey, facts))
    return found


def propose_triples(
    db: Database,
    set_version: str = "0.1.0",
    snapshot: str | None = None,
    min_documents: int = 2,
    limit: int | None = None,
) -> list[dict[str, Any]]:
    """Candidate triples from the store's conflicts, then from keys documents agree on (module docs)."""
    corpus = CorpusView(db)
    snapshot = snapshot or snapshot_name(db)
    conflicts = db.graph.conflicts(all_versions=True)
    corpus.load({p.doc for c in conflicts for v in c.values for p in v.documents})
    proposed: list[dict[str, Any]] = []
    for c in sorted(conflicts, key=lambda c: c.ckey):
        record = _from_conflict(corpus, c, set_version, snapshot)
        if record is not None:
            proposed.append(record)
    if min_documents > 0:
        agreed = _agreed(db, corpus, {c.ckey for c in conflicts}, min_documents)
        corpus.load({f["doc"] for _, facts in agreed for f in facts})
        for ckey, facts in agreed:
            spans = [{"doc": f["doc"], "start": f["start"], "end": f["end"], "quote": f["quote"]} for f in facts]
            evidence = _evidence(corpus, spans)
            if not evidence:
                continue
            f0 = facts[0]
            note = f"{len(evidence)} documents state it alike" if len(evidence) > 1 else "one document states it"
            proposed.append(
                _record(
                    ckey,
                    f0["entity"],
                    f0["relation"],
                    f0["qualifier"],
                    f0["value"],
                    evidence,
                    [],
                    "hcf-agreement",
                    [note],
                    set_version,
                    snapshot,
                )
            )
    return proposed[:limit] if limit else proposed
