"""`hcf triples check`: the seed's acceptance checks of a triple set against the store.

Per record (errors, each naming line, record and field): every evidence doc@version is stored, its
sha256 (whole or a prefix of 8+ hex digits) matches, its span lies inside the text and its quote
equals the text there; every required claim has an evidence set and every set names evidence the
record has; every forbidden claim names its source, the source is stored and is superseded or in
a conflict as stated; unanswerable items record the search that failed and claim nothing;
answerable items pin current versions, superseded_only items superseded ones; a proposed
candidate (``review.status: proposed``) is not gold yet; where de-identification is recorded,
every surrogate in the answer and claims also occurs in the question or the evidence, and
nothing is blanked to REDACTED. Across records: ids are unique, and near-duplicate questions must
share a ``question.duplicate_group``.

Warnings (never a failure): slices (``question.type``, ``answerability``) with fewer items than
``min_slice``, whose confidence intervals would be too narrow; required claims that the offline
judge does not find supported by any of their evidence sets (mark a claim ``outside_knowledge:
true`` when it needs knowledge beyond its evidence: it is then flagged); forbidden claims that
their source does not state.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..database import Database
from ..wording import plural
from .claims import ClaimChecker, Span
from .corpus import CorpusView
from .duplicates import duplicate_groups, near_duplicate_pairs
from .records import CONFLICTING, SUPERSEDED, WARNING, Problem, Triple, parse_doc_ref, read_triples

DEFAULT_MIN_SLICE = 30
DEFAULT_DUPLICATE_THRESHOLD = 0.8
SLICE_FIELDS = ("question.type", "answerability")
_REDACTED = re.compile(r"\[?\bREDACTED\b\]?")


@dataclass
class CheckReport:
    """The problems (errors) and warnings of one triple file, and its near-duplicate groups."""

    path: str
    n_records: int
    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)
    duplicate_groups: list[list[str]] = field(default_factory=list)
    slices: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def failed_lines(self) -> set[int]:
        return {p.line or 0 for p in self.problems}

    @property
    def ok(self) -> bool:
        return not self.problems

    def as_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "records": self.n_records,
            "failed_records": len(self.failed_lines),
            "ok": self.ok,
            "problems": [p.as_json() for p in self.problems],
            "warnings": [w.as_json() for w in self.warnings],
            "duplicate_groups": self.duplicate_groups,
            "slices": self.slices,
        }


class _Record:
    """Collects the problems of one record."""

    def __init__(self, path: str, triple: Triple, sink: list[Problem], warnings: list[Problem]) -> None:
        self.path, self.triple, self.sink, self.warnings = path, triple, sink, warnings

    def error(self, field_name: str, message: str) -> None:
        self.sink.append(Problem(self.path, self.triple.line, self.triple.triple_id, field_name, message))

    def warn(self, field_name: str, message: str) -> None:
        self.warnings.append(Problem(self.path, self.triple.line, self.triple.triple_id, field_name, message, WARNING))


def check_triples(
    db: Database,
    path: Path,
    min_slice: int = DEFAULT_MIN_SLICE,
    duplicate_threshold: float = DEFAULT_DUPLICATE_THRESHOLD,
    judge_claims: bool = True,
    checker: ClaimChecker | None = None,
) -> CheckReport:
    """Every acceptance check of every record (see the module docstring); bad lines are reported
    and the other records are still checked."""
    parsed = read_triples(path)
    report = CheckReport(parsed.path, parsed.n_lines, list(parsed.problems))
    corpus = CorpusView(db)
    corpus.load(_referenced_documents(parsed.triples))
    seen_ids: dict[str, int] = {}
    for triple in parsed.triples:
        record = _Record(parsed.path, triple, report.problems, report.warnings)
        if triple.triple_id in seen_ids:
            record.error("triple_id", f"{triple.triple_id} is already the id of line {seen_ids[triple.triple_id]}")
        seen_ids.setdefault(triple.triple_id, triple.line)
        for check in _RECORD_CHECKS:
            check(record, corpus)
    if judge_claims:
        _judge_claims(parsed.path, parsed.triples, corpus, report, checker)
    report.duplicate_groups = _near_duplicates(parsed.path, parsed.triples, duplicate_threshold, report.problems)
    report.slices = _slices(parsed.path, parsed.triples, min_slice, report.warnings)
    report.problems.sort(key=lambda p: p.line or 0)
    report.warnings.sort(key=lambda p: p.line or 0)
    return report


def _referenced_documents(triples: list[Triple]) -> set[str]:
    docs = {e.doc for t in triples for e in t.evidence}
    for t in triples:
        for f in t.forbidden_claims:
            ref, _ = f.source_ref()
            if ref is not None:
                docs.add(ref.id)
    return docs


def _ids(record: _Record, corpus: CorpusView) -> None:
    """Evidence and claim ids are unique within a record."""
    t = record.triple
    groups: tuple[tuple[str, list[Any]], ...] = (
        ("evidence", t.evidence),
        ("required_claims", t.required_claims),
        ("forbidden_claims", t.forbidden_claims),
    )
    for name, items in groups:
        seen: set[str] = set()
        for i, item in enumerate(items):
            if item.id in seen:
                record.error(f"{name}[{i}].id", f"{item.id!r} is used twice in {name}")
            seen.add(item.id)


def _evidence(record: _Record, corpus: CorpusView) -> None:
    """Each span: a stored doc@version, the hash, the offsets and the quote."""
    for i, e in enumerate(record.triple.evidence):
        where = f"evidence[{i}]"
        if parse_doc_ref(e.doc) is None:
            record.error(f"{where}.doc", f"{e.doc!r} is not doc@version (the store's document id, e.g. kb-1042@v12)")
            continue
        row = corpus.document(e.doc)
        if row is None:
            record.error(f"{where}.doc", corpus.unknown_message(e.doc))
            continue
        if not row["sha256"] or not row["sha256"].lower().startswith(e.sha256.lower()):
            stored = row["sha256"][:12] if row["sha256"] else "none (stored without text)"
            record.error(f"{where}.sha256", f"{e.sha256} does not match {e.doc} (sha256 {stored}...)")
        text = corpus.text(e.doc)
        if text is None:
            record.error(
                f"{where}.quote", f"{e.doc} is stored without its text (facts only); its quote cannot be checked"
            )
            continue
        if e.end <= e.start:
            record.error(f"{where}.end", f"end {e.end} is not after start {e.start}")
            continue
        if e.end > len(text):
            record.error(f"{where}.end", f"end {e.end} is past the end of {e.doc} ({len(text)} characters)")
            continue
        if text[e.start : e.end] != e.quote:
            record.error(f"{where}.start", _quote_mismatch(text, e.start, e.end, e.quote, e.doc))


def _quote_mismatch(text: str, start: int, end: int, quote: str, doc: str) -> str:
    at = text.find(quote)
    found = f"; the quote is at [{at}:{at + len(quote)}]" if at >= 0 else f"; the quote is nowhere in {doc}"
    shown = " ".join(text[start:end].split())
    shown = shown if len(shown) <= 60 else shown[:59] + "…"
    return f"the text at [{start}:{end}] of {doc} is {shown!r}, not the quote{found}"


def _claims(record: _Record, corpus: CorpusView) -> None:
    """Required claims link to evidence sets that name the record's evidence."""
    t = record.triple
    known = [e.id for e in t.evidence]
    for i, claim in enumerate(t.required_claims):
        where = f"required_claims[{i}].evidence_sets"
        if not claim.evidence_sets:
            record.error(where, f'claim {claim.id} has no evidence set; link it to evidence ids, e.g. [["e1"]]')
            continue
        for j, group in enumerate(claim.evidence_sets):
            if not group:
                record.error(f"{where}[{j}]", f"evidence set {j + 1} of claim {claim.id} is empty")
            for ev in group:
                if ev not in known:
                    has = ", ".join(known) or "none"
                    record.error(
                        f"{where}[{j}]", f"names evidence {ev!r}, which the record does not have (it has {has})"
                    )


def _forbidden(record: _Record, corpus: CorpusView) -> None:
    """Each forbidden claim names a stored source that is superseded or in a conflict, as stated."""
    for i, claim in enumerate(record.triple.forbidden_claims):
        where = f"forbidden_claims[{i}].from"
        problem = claim.source_problem()
        if problem:
            record.error(where, f"claim {claim.id} {problem}" if problem.startswith("names") else problem)
            continue
        ref, status = claim.source_ref()
        assert ref is not None
        row = corpus.document(ref.id)
        if row is None:
            record.error(where, corpus.unknown_message(ref.id))
            continue
        superseded = bool(row["superseded"])
        if status == SUPERSEDED and not superseded:
            record.error(where, f"{ref.id} is the current version of {ref.name}, not superseded")
        elif status == CONFLICTING and ref.id not in corpus.conflicting_documents():
            record.error(where, f"{ref.id} is in no stored conflict (`hcf conflicts --all-versions`)")
        elif not status and not superseded and ref.id not in corpus.conflicting_documents():
            record.error(where, f"{ref.id} is neither superseded nor in a stored conflict, so it is no stale source")


def _answerability(record: _Record, corpus: CorpusView) -> None:
    """Unanswerable items record their failed search and claim nothing; versions fit the label."""
    t = record.triple
    if t.answerability == "unanswerable":
        if "search" not in t.raw:
            record.error(
                "search",
                'an unanswerable item must record the search that failed to find evidence ({"queries": [...]})',
            )
        if t.required_claims:
            record.error("required_claims", "an unanswerable item has required claims; remove them or relabel it")
        return
    if not t.required_claims:
        record.error("required_claims", f"an item labelled {t.answerability} has no required claims")
    for i, e in enumerate(t.evidence):
        row = corpus.document(e.doc)
        if row is None:
            continue
        if t.answerability == "superseded_only" and not row["superseded"]:
            record.error(f"evidence[{i}].doc", f"{e.doc} is a current version, but the item is superseded_only")
        elif t.answerability != "superseded_only" and row["superseded"]:
            current = corpus.current_version(row["name"]) or "none"
            record.error(
                f"evidence[{i}].doc",
                f"{e.doc} is superseded (current: {current}); pin the current "
                "version, or label the item superseded_only",
            )
    needed = t.question.get("documents_needed")
    if isinstance(needed, int) and needed > len(t.gold_documents()):
        record.error(
            "question.documents_needed", f"{needed} documents needed, but the evidence spans {len(t.gold_documents())}"
        )


def _review(record: _Record, corpus: CorpusView) -> None:
    review = record.triple.raw.get("review")
    if review and review.get("status") == "proposed":
        record.error(
            "review.status",
            "a proposed candidate, not reviewed: check it by hand, then set "
            "review.status to reviewed and annotation.verifier",
        )


def _surrogates(record: _Record, corpus: CorpusView) -> None:
    """Where de-identification is recorded: one surrogate per name, used the same everywhere."""
    t = record.triple
    method = t.annotation.get("deid_method")
    if not method or str(method).lower() == "none":
        return
    quotes = " ".join(e.quote for e in t.evidence)
    texts = {
        "question.text": t.question_text,
        "reference_answer": t.reference_answer,
        **{f"required_claims[{i}].text": c.text for i, c in enumerate(t.required_claims)},
        **{f"forbidden_claims[{i}].text": c.text for i, c in enumerate(t.forbidden_claims)},
    }
    for where, text in texts.items():
        if _REDACTED.search(text):
            record.error(where, "blanked to REDACTED; the record says it uses surrogates, which keep coreference")
    for surrogate in t.annotation.get("surrogates", []):
        in_source = surrogate in t.question_text or surrogate in quotes
        for where, text in texts.items():
            if where != "question.text" and surrogate in text and not in_source:
                record.error(
                    where,
                    f"surrogate {surrogate!r} occurs in neither the question nor the evidence; "
                    "the same surrogate must replace a name everywhere",
                )


_RECORD_CHECKS: list[Callable[[_Record, CorpusView], None]] = [
    _ids,
    _evidence,
    _claims,
    _forbidden,
    _answerability,
    _review,
    _surrogates,
]


def _judge_claims(
    path: str, triples: list[Triple], corpus: CorpusView, report: CheckReport, checker: ClaimChecker | None
) -> None:
    """Warn about required claims no evidence set supports and forbidden claims their source does not
    state (by the offline judge); flag claims marked as needing outside knowledge."""
    failed = report.failed_lines
    todo = [t for t in triples if t.line not in failed and (t.required_claims or t.forbidden_claims)]
    if not todo:
        return
    checker = checker or ClaimChecker(corpus.db)
    checker.prefetch(
        [c.text for t in todo for c in t.required_claims] + [c.text for t in todo for c in t.forbidden_claims]
    )
    for t in todo:
        record = _Record(path, t, report.problems, report.warnings)
        for i, forbidden in enumerate(t.forbidden_claims):
            ref, _ = forbidden.source_ref()
            if ref is not None and not checker.against_documents(t.question_text, forbidden.text, [ref.id]).supported:
                record.warn(
                    f"forbidden_claims[{i}].text",
                    f"claim {forbidden.id} is not stated by its source {ref.id} (offline judge); check it",
                )
        spans = t.evidence_by_id()
        for i, claim in enumerate(t.required_claims):
            if claim.outside_knowledge:
                record.warn(f"required_claims[{i}]", f"claim {claim.id} is flagged as needing outside knowledge")
                continue
            if not any(
                checker.against_spans(
                    t.question_text, claim.text, [Span(spans[e].doc, spans[e].start, spans[e].end) for e in group]
                ).supported
                for group in claim.evidence_sets
            ):
                record.warn(
                    f"required_claims[{i}]",
                    f"claim {claim.id} is not supported by any of its evidence sets "
                    "(offline judge); check it, or mark it outside_knowledge",
                )


def _near_duplicates(path: str, triples: list[Triple], threshold: float, sink: list[Problem]) -> list[list[str]]:
    """Group near-duplicate questions (:mod:`.duplicates`); the later question of a pair whose
    records do not share a ``question.duplicate_group`` is an error, reported once per record."""
    pairs = near_duplicate_pairs([t.question_text for t in triples], threshold)
    reported: set[int] = set()
    for p in pairs:
        first, later = triples[p.first], triples[p.later]
        group = first.question.get("duplicate_group")
        if (group and group == later.question.get("duplicate_group")) or p.later in reported:
            continue
        reported.add(p.later)
        sink.append(
            Problem(
                path,
                later.line,
                later.triple_id,
                "question.duplicate_group",
                f"the question is a near-duplicate of {first.triple_id} (line {first.line}, word overlap "
                f"{p.overlap:.2f}); give both the same question.duplicate_group",
            )
        )
    return [[triples[i].triple_id for i in g] for g in duplicate_groups(len(triples), pairs)]


def _slices(path: str, triples: list[Triple], min_slice: int, warnings: list[Problem]) -> dict[str, dict[str, int]]:
    """Items per slice; a warning for each slice smaller than ``min_slice``."""
    slices: dict[str, dict[str, int]] = {}
    for name in SLICE_FIELDS:
        counts = Counter(_slice_value(t, name) for t in triples)
        slices[name] = dict(sorted(counts.items()))
        for value, n in sorted(counts.items()):
            if n < min_slice:
                warnings.append(
                    Problem(
                        path,
                        None,
                        "",
                        "",
                        f"slice {name}={value} has {plural(n, 'item')}, fewer than "
                        f"{min_slice}: confidence intervals on it would be too narrow",
                        WARNING,
                    )
                )
    return slices


def _slice_value(t: Triple, name: str) -> str:
    if name == "answerability":
        return t.answerability
    return str(t.question.get("type") or "(none)")
