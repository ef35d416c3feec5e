"""Claim checks for triples, by the answer audit's offline judge (:mod:`hcf_graph.audit.answer`).

Whether a claim is supported by a span, a document or an answer is the same question `hcf audit`
asks of an answer statement and the retrieved context: the claim's facts are extracted and keyed
like the corpus facts and compared with the facts stated inside the span (an equal or compatible
value supports, an incompatible one contradicts), read against the question, and only then by
word overlap with one sentence. Nothing here judges text on its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..audit.answer import GraphView, OfflineJudge
from ..audit.evidence import CONTRADICTED, SUPPORTED, UNSUPPORTED, ContextSpan
from ..database import Database
from ..extract import Extractor, make_extractor

__all__ = ["CONTRADICTED", "SUPPORTED", "UNSUPPORTED", "ClaimCheck", "ClaimChecker"]


@dataclass(frozen=True)
class ClaimCheck:
    """The judge's verdict on one claim against some text: supported, contradicted or unsupported,
    with the documents whose spans gave that verdict and how (fact, question, lexical)."""

    verdict: str
    docs: tuple[str, ...] = ()
    method: str = ""
    support: float = 0.0  # the judge's mean statement support s_i in [0, 1]

    @property
    def supported(self) -> bool:
        return self.verdict == SUPPORTED


@dataclass(frozen=True)
class Span:
    """A piece of stored text to judge against: ``text == document_text[start:end]``."""

    doc: str
    start: int
    end: int


class ClaimChecker:
    """Claims against stored spans, whole documents or free text (an answer), with the offline judge."""

    def __init__(self, db: Database, extractor: Extractor | None = None) -> None:
        self.db = db
        self.extractor = extractor or make_extractor("spacy-rules")
        self.view = GraphView(db.graph.rules, db.graph.normalizer)
        self.judge = OfflineJudge(self.view, self.extractor, self._canonicals)
        self._texts: dict[str, str] = {}
        self._facts: dict[str, list[dict[str, Any]]] = {}
        self._text_facts: dict[str, list[dict[str, Any]]] = {}

    def _canonicals(self, keys: list[str]) -> dict[str, str]:
        return {r["key"]: r["canonical"] for r in self.db.graph.rows("find_entity_canonicals", keys=keys)}

    def prefetch(self, claims: Sequence[str]) -> None:
        """Extract the facts of many claims in one extractor call."""
        self.judge.prefetch(list(claims))

    def texts(self, docs: Sequence[str]) -> dict[str, str]:
        """Stored texts of these document versions (those without text are left out)."""
        todo = sorted(set(docs) - set(self._texts))
        if todo:
            self._texts.update(self.db.document_texts(todo))
        return {d: self._texts[d] for d in docs if d in self._texts}

    def facts(self, docs: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
        """Stored facts of these document versions."""
        todo = sorted(set(docs) - set(self._facts))
        if todo:
            for d in todo:
                self._facts[d] = []
            for row in self.db.graph.rows("list_facts_of_documents", ids=todo):
                self._facts[row["doc"]].append(row)
        return {d: self._facts.get(d, []) for d in docs}

    def against_spans(self, question: str, claim: str, spans: Sequence[Span]) -> ClaimCheck:
        """The claim against stored spans (gold evidence, a cited or retrieved document)."""
        texts = self.texts([s.doc for s in spans])
        facts_of = self.facts([s.doc for s in spans])
        contexts: list[ContextSpan] = []
        facts: list[dict[str, Any]] = []
        for rank, s in enumerate(spans, start=1):
            if s.doc not in texts:
                continue
            contexts.append(ContextSpan(rank, s.doc, s.start, s.end, texts[s.doc][s.start : s.end], None, "id"))
            facts += [f for f in facts_of[s.doc] if f["start_char"] >= s.start and f["end_char"] <= s.end]
        return self._judge(question, claim, contexts, list({f["id"]: f for f in facts}.values()))

    def against_documents(self, question: str, claim: str, docs: Sequence[str]) -> ClaimCheck:
        """The claim against whole stored document versions."""
        texts = self.texts(docs)
        return self.against_spans(question, claim, [Span(d, 0, len(texts[d])) for d in docs if d in texts])

    def against_text(self, question: str, claim: str, text: str, label: str = "answer") -> ClaimCheck:
        """The claim against free text (does this answer state the claim?): the text's facts are
        extracted and keyed like corpus facts, then judged as a context of one span."""
        context = ContextSpan(1, label, 0, len(text), text, None, "text")
        check = self._judge(question, claim, [context], self._facts_of_text(text, label))
        if check.supported and not _numbers(claim) <= _numbers(text):
            # the extractor can cut a value short ("29 May" of "29 May 1953"), so that two dates
            # match as facts; between two short texts, a number the claim gives must be there
            return ClaimCheck(UNSUPPORTED, (), "", check.support)
        return check

    def _facts_of_text(self, text: str, label: str) -> list[dict[str, Any]]:
        if text not in self._text_facts:
            rows = []
            for n, f in enumerate(self.extractor.extract([text])[0]):
                if not f.value:
                    continue
                keys = self.view.normalizer.keys(f.entity, f.relation, f.value, f.qualifier)
                canon = self._canonicals([keys.entity]).get(keys.entity, keys.entity) if keys.entity else ""
                rows.append(
                    {
                        "id": f"{label}#{n}",
                        "doc": label,
                        "chunk": "",
                        "entity": f.entity,
                        "relation": f.relation,
                        "value": f.value,
                        "qualifier": f.qualifier,
                        "entity_key": keys.entity,
                        "canon_key": canon,
                        "relation_key": keys.relation,
                        "value_key": keys.value,
                        "qualifier_key": keys.qualifier,
                        "negated": keys.negated,
                        "ckey": "\x1f".join((canon, keys.relation, keys.qualifier)),
                        "start_char": f.start,
                        "end_char": f.end,
                        "quote": text[f.start : f.end],
                    }
                )
            self._text_facts[text] = rows
        return self._text_facts[text]

    def _judge(self, question: str, claim: str, contexts: list[ContextSpan], facts: list[dict[str, Any]]) -> ClaimCheck:
        if not contexts or not claim.strip():
            return ClaimCheck(UNSUPPORTED)
        judgement = self.judge.judge(question, claim, contexts, facts)
        wanted = "supports" if judgement.verdict == SUPPORTED else "contradicts"
        evidence = [e for s in judgement.statements for e in s.evidence if e.relation == wanted]
        docs = tuple(dict.fromkeys(e.doc for e in evidence))
        method = evidence[0].method if evidence else ""
        support = (
            sum(s.support for s in judgement.statements) / len(judgement.statements) if judgement.statements else 0.0
        )
        return ClaimCheck(
            judgement.verdict, docs if judgement.verdict != UNSUPPORTED else (), method, round(support, 4)
        )


_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _numbers(text: str) -> set[str]:
    """The numbers a text gives, written one way ("1,773" and "1773" alike)."""
    return {m.group(0).replace(",", "").rstrip(".") for m in _NUMBER.finditer(text)}
