"""Level 3 of HCF, answer consistency: the offline judge and the ACS formula.

The offline judge (``offline-facts.v1``) reads an answer the way the corpus was read:

1. the answer is split into statements (sentences);
2. each statement's facts are extracted with the corpus extractor and keyed with the corpus
   normalizer and entity aliases, then matched to the facts stated inside the retrieved contexts
   with the same (entity, relation) key: an equal or compatible value *supports* the statement,
   an incompatible one under the conflict rules (:mod:`hcf_graph.resolve.values`) *contradicts*
   it (not for a different value of a multivalued relation);
3. a statement with no matching fact is read against the question: the retrieved facts whose
   entity and relation the question names are the question's keys, and the statement's value
   candidates (its whole text less "in", "it was"..., comma parts, numbers with units, dates,
   names) are compared with their values ("Delhi" to "where is the head office" reads as "the
   head office is in Delhi");
4. only when neither finds a fact, lexical overlap with a context sentence is used, as a weaker
   signal: it never contradicts and gives at most 0.8 support. It counts the statement's *new*
   words (those that do not repeat the question), with numbers read one way ("1,773" = "1773.0")
   and acronyms expanded ("U.S." covers "United States").

A statement fact that contradicts a retrieved fact while the statement's own words give that
fact's value (the extractor cut "15 June 1215" to "15 June") supports it instead.

The retrieved context is also checked against itself: facts of one key with conflicting values
across the retrieved spans are *context conflicts*.

ACS (our formula; the paper leaves J's combination open) is the product of three parts in [0, 1]:

- query alignment ``A``: 1 when a statement's evidence is about the question's entity and
  relation, 0.75 when the answer has fact evidence about something else, else the share of the
  question's content words found in the answer or in its lexically supporting sentence (at
  least 0.25);
- evidence support ``S``: the mean over statements of s_i, with s_i = 1 (supported by a fact),
  0 (contradicted only), ``0.8 * c`` (lexically supported, c = the share of the statement's new
  content words in one context sentence, c >= 0.8), else ``0.5 * c`` (unsupported);
- absence of contradiction ``N = 1 - max(x, 0.5 * s_a)``: ``x`` the share of contradicted
  statements, ``s_a`` the severity (conflict rules, 0..1) of the worst context conflict on a key
  the answer rests on or the question asks. Context conflicts on other keys are reported
  (``touches_answer: false``) but do not lower ACS: they do not bear on this answer. So a supported answer whose context also holds a competing value for it scores
  ``1 - 0.5 * severity`` (0.5 for another name, 0.65 for a year a few years off).

``ACS = A * S * N``. The verdict is ``contradicted`` when a statement is contradicted and not
supported, ``supported`` when every statement is supported, else ``unsupported``; ``contested``
marks an answer whose supporting evidence is challenged inside the retrieved context. Conflicts
stored in the corpus but not retrieved are reported (``corpus_conflicts``), not scored: ACS
judges the pipeline's evidence R(q).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..conflict_rules import CONFLICT, ConflictRules
from ..conflicts import stated_value
from ..extract import Extractor
from ..normalize import Normalizer
from ..resolve.values import COMPATIBLE, EQUAL, ValueVerdict, compare_values, parse_value
from ..retrieve.tokens import tokenize
from .evidence import (
    CONTRADICTED,
    CONTRADICTS,
    SUPPORTED,
    SUPPORTS,
    UNSUPPORTED,
    ContextSpan,
    Evidence,
    Judgement,
    StatementVerdict,
)
from .statements import question_words, relation_match, split_statements, value_candidates

NAME = "offline-facts.v1"
LEXICAL_MIN = 0.8
_KIND_CLASS = {"date": "date", "number": "number", "range": "number", "text": "text", "boolean": "boolean"}


@dataclass(frozen=True)
class StatementFact:
    """A fact extracted from an answer statement, keyed like the corpus facts."""

    entity: str
    relation: str
    value: str
    canon_key: str
    relation_key: str
    qualifier_key: str
    negated: bool


@dataclass
class GraphView:
    """What the judge needs from the graph: rules, normalizer and entity canonicals."""

    rules: ConflictRules
    normalizer: Normalizer
    canonical: dict[str, str] = field(default_factory=dict)


class OfflineJudge:
    """The offline J: statements, their facts, matched to the retrieved facts (see module docs)."""

    name = NAME

    def __init__(self, view: GraphView, extractor: Extractor, lookup_canonicals: Any = None) -> None:
        self.view = view
        self.extractor = extractor
        self._lookup = lookup_canonicals  # callable(list of entity keys) -> {key: canonical}
        self._facts: dict[str, list[StatementFact]] = {}

    def prefetch(self, answers: list[str]) -> None:
        """Extract the facts of every statement of these answers in one extractor call."""
        todo = sorted({s for a in answers for s in split_statements(a)} - set(self._facts))
        if not todo:
            return
        extracted = self.extractor.extract(todo)
        keys = {
            self.view.normalizer.keys(f.entity, f.relation, f.value, f.qualifier).entity
            for facts in extracted
            for f in facts
        }
        unknown = sorted(k for k in keys if k and k not in self.view.canonical)
        if unknown and self._lookup is not None:
            self.view.canonical.update(self._lookup(unknown))
        for text, facts in zip(todo, extracted, strict=True):
            self._facts[text] = [self._keyed(f.entity, f.relation, f.value, f.qualifier) for f in facts if f.value]

    def _keyed(self, entity: str, relation: str, value: str, qualifier: str) -> StatementFact:
        keys = self.view.normalizer.keys(entity, relation, value, qualifier)
        canon = self.view.canonical.get(keys.entity, keys.entity)
        return StatementFact(entity, relation, value, canon, keys.relation, keys.qualifier, keys.negated)

    def judge(self, question: str, answer: str, contexts: list[ContextSpan], facts: list[dict[str, Any]]) -> Judgement:
        self.prefetch([answer])
        rules = self.view.rules
        conflicts = context_conflicts(facts, rules)
        asked = question_keys(question, facts)
        verdicts = [self._statement(text, question, facts, asked, contexts) for text in split_statements(answer)]
        return combine(NAME, question, answer, verdicts, conflicts, asked)

    def _statement(
        self, text: str, question: str, facts: list[dict[str, Any]], asked: set[str], contexts: list[ContextSpan]
    ) -> StatementVerdict:
        rules = self.view.rules
        evidence: list[Evidence] = []
        on_question = False
        for sf in self._facts.get(text, []):
            for f in facts:
                if f["canon_key"] != sf.canon_key or f["relation_key"] != sf.relation_key:
                    continue
                if sf.qualifier_key and f["qualifier_key"] and sf.qualifier_key != f["qualifier_key"]:
                    continue
                stated = f"not {sf.value}" if sf.negated else sf.value
                relation = _relation_of(compare(stated, stated_value(f), f["relation_key"], rules), f, rules)
                if relation == CONTRADICTS and not sf.negated and _states_value(text, question, f, rules):
                    relation = SUPPORTS  # the extractor cut the value short ("15 June" of "15 June 1215")
                if relation:
                    evidence.append(_fact_evidence(f, relation, "fact"))
                    on_question = on_question or f["ckey"] in asked
        reading = ""
        if not evidence and asked:
            evidence, reading = _read_against_question(text, question, facts, asked, rules)
            on_question = bool(evidence)
        if evidence:
            supported = any(e.relation == SUPPORTS for e in evidence)
            verdict = SUPPORTED if supported else CONTRADICTED
            return StatementVerdict(text, verdict, _dedupe(evidence), reading, 1.0 if supported else 0.0, on_question)
        return _lexical(text, question, contexts)


def compare(a: str, b: str, relation_key: str, rules: ConflictRules) -> ValueVerdict:
    """The conflict rules' verdict on two stated values of one relation."""
    return compare_values(
        parse_value(a, relation_key), parse_value(b, relation_key), rules.rel_tolerance, rules.alias_of
    )


def _relation_of(verdict: ValueVerdict, fact: dict[str, Any], rules: ConflictRules) -> str:
    if verdict.relation in (EQUAL, COMPATIBLE):
        return SUPPORTS
    multivalued = rules.catalog.cardinality(fact["relation_key"]) == "multivalued"
    if verdict.is_conflict and (not multivalued or verdict.kind == "negation"):
        return CONTRADICTS
    return ""


def _states_value(text: str, question: str, fact: dict[str, Any], rules: ConflictRules) -> bool:
    """Whether the statement's own words give a value equal or compatible to the fact's value."""
    value = stated_value(fact)
    kind = _kind(value, fact["relation_key"])
    return any(
        compare(c, value, fact["relation_key"], rules).relation in (EQUAL, COMPATIBLE)
        for c in value_candidates(text, question)
        if _kind(c, fact["relation_key"]) == kind
    )


def _kind(value: str, relation_key: str) -> str:
    return _KIND_CLASS.get(parse_value(value, relation_key).kind, "text")


def _read_against_question(
    text: str, question: str, facts: list[dict[str, Any]], asked: set[str], rules: ConflictRules
) -> tuple[list[Evidence], str]:
    """Compare the statement's value candidates with the values the context gives for the question's keys."""
    candidates = value_candidates(text, question)
    evidence: list[Evidence] = []
    reading = ""
    for f in facts:
        if f["ckey"] not in asked:
            continue
        value = stated_value(f)
        kind = _kind(value, f["relation_key"])
        typed = [c for c in candidates if _kind(c, f["relation_key"]) == kind]
        verdicts = [(c, compare(c, value, f["relation_key"], rules)) for c in typed]
        support = next((c for c, v in verdicts if v.relation in (EQUAL, COMPATIBLE)), None)
        if support is not None:
            evidence.append(_fact_evidence(f, SUPPORTS, "question"))
            reading = reading or f"the {f['relation']} of {f['entity']} is {support}"
        elif verdicts and _relation_of(verdicts[0][1], f, rules) == CONTRADICTS:
            evidence.append(_fact_evidence(f, CONTRADICTS, "question"))
            reading = reading or f"the {f['relation']} of {f['entity']} is {verdicts[0][0]}"
    return evidence, reading


def _fact_evidence(f: dict[str, Any], relation: str, method: str) -> Evidence:
    return Evidence(
        f["doc"], f["start_char"], f["end_char"], f["quote"], relation, f["chunk"], method, f["id"], stated_value(f)
    )


def _dedupe(evidence: list[Evidence]) -> list[Evidence]:
    seen: set[tuple[str | None, str]] = set()
    kept = []
    for e in sorted(evidence, key=lambda e: (e.relation != SUPPORTS, e.doc, e.start)):
        if (e.fact, e.relation) not in seen:
            seen.add((e.fact, e.relation))
            kept.append(e)
    return kept


def _lexical(text: str, question: str, contexts: list[ContextSpan]) -> StatementVerdict:
    """The fallback: the context sentence that holds most of the statement's *new* words (those
    that do not merely repeat the question: "Madrid" in "X is located in Madrid"), preferring a
    sentence about the question ("Dublin is in the Republic of Ireland" for "Republic of Ireland"
    to "In which country is Dublin?")."""
    ordered = _lexical_words(text)
    words = set(ordered)
    asked = set(_lexical_words(question))
    new = words - asked or words
    numbers = {w for w in words if any(ch.isdigit() for ch in w)}
    best: tuple[float, float, ContextSpan | None, int, int] = (0.0, 0.0, None, 0, 0)
    if words:
        for context in contexts:
            for start, end in _sentences(context.text):
                sentence = context.text[start:end]
                found = set(_lexical_words(sentence))
                found |= _by_acronym(ordered, sentence)
                if not numbers <= found:
                    continue
                cover = len(new & found) / len(new)
                about = len(asked & (found | words)) / len(asked) if asked else 0.0
                if (cover, about) > best[:2]:
                    best = (cover, about, context, start, end)
    cover, about, ctx, start, end = best
    if ctx is not None and cover >= LEXICAL_MIN and (len(words) >= 2 or about > 0):
        chunk = _chunk_at(ctx, ctx.start + start)
        quote = ctx.text[start:end]
        ev = Evidence(ctx.doc, ctx.start + start, ctx.start + end, quote, SUPPORTS, chunk, "lexical")
        return StatementVerdict(text, SUPPORTED, [ev], "", 0.8 * cover, alignment=about)
    return StatementVerdict(text, UNSUPPORTED, [], "", 0.5 * cover)


_ACRONYM = re.compile(r"\b[A-Z](?:\.?[A-Z]){1,4}\b\.?")
_NUMBER_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _lexical_words(text: str) -> list[str]:
    """Content words in order, numbers written one way ("1,773" and "1773.0" read "1773")."""
    words = []
    for w in tokenize(text):
        if _NUMBER_TOKEN.fullmatch(w):
            number = float(w.replace(",", ""))
            w = str(int(number)) if number.is_integer() else f"{number:g}"
        words.append(w)
    return words


def _by_acronym(ordered: list[str], sentence: str) -> set[str]:
    """Words of the statement that an acronym of the sentence abbreviates ("United States" by "U.S.")."""
    acronyms = {"".join(ch for ch in m.group(0) if ch.isalpha()).lower() for m in _ACRONYM.finditer(sentence)}
    covered: set[str] = set()
    for size in (2, 3, 4):
        for i in range(len(ordered) - size + 1):
            window = ordered[i : i + size]
            if "".join(w[0] for w in window) in acronyms:
                covered.update(window)
    return covered


def _chunk_at(ctx: ContextSpan, offset: int) -> str:
    for chunk, start, end in ctx.chunks:
        if start <= offset < end:
            return chunk
    return ctx.chunks[0][0] if ctx.chunks else ""


def _sentences(text: str) -> list[tuple[int, int]]:
    spans = []
    start = 0
    for i, ch in enumerate(text):
        if ch in ".!?\n" and (i + 1 == len(text) or text[i + 1].isspace()):
            if text[start : i + 1].strip():
                spans.append(_trim(text, start, i + 1))
            start = i + 1
    if text[start:].strip():
        spans.append(_trim(text, start, len(text)))
    return spans


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def question_keys(question: str, facts: Sequence[dict[str, Any]]) -> set[str]:
    """The conflict keys of retrieved facts whose entity and relation the question names (best only)."""
    words = question_words(question)
    asked = set(tokenize(question))
    best, keys = 0.0, set()
    seen: dict[str, float] = {}
    for f in facts:
        if f["ckey"] in seen:
            continue
        entity_words = set(tokenize(f["entity"])) | set(tokenize(f["canon_key"]))
        own = set(tokenize(f["entity"]))
        share = len(own & asked) / len(own) if own else 0.0
        if not (entity_words & asked) or share < 0.5:
            seen[f["ckey"]] = 0.0
            continue
        rel = relation_match(f["relation_key"], words, question)
        score = share + rel if rel > 0 else 0.0
        seen[f["ckey"]] = score
        if score > best:
            best, keys = score, {f["ckey"]}
        elif score == best and score > 0:
            keys.add(f["ckey"])
    return keys


def context_conflicts(facts: Sequence[dict[str, Any]], rules: ConflictRules) -> list[dict[str, Any]]:
    """Keys on which the retrieved facts disagree under the conflict rules, each value with its spans."""
    by_key: dict[str, list[dict[str, Any]]] = {}
    for f in facts:
        by_key.setdefault(f["ckey"], []).append(f)
    found = []
    for ckey, group in sorted(by_key.items()):
        if len({f["value_key"] for f in group}) < 2:
            continue
        values = [stated_value(f) for f in group]
        judgement = rules.judge(group[0]["relation_key"], values, [f["doc"] for f in group])
        if judgement.status != CONFLICT:
            continue
        found.append(
            {
                "key": ckey,
                "entity": group[0]["entity"],
                "relation": group[0]["relation"],
                "qualifier": group[0]["qualifier"],
                "kind": judgement.kind,
                "severity": judgement.severity,
                "reason": judgement.reason,
                "values": [
                    {
                        "value": stated_value(f),
                        "group": judgement.group_of.get(stated_value(f), 0),
                        "doc": f["doc"],
                        "start": f["start_char"],
                        "end": f["end_char"],
                        "quote": f["quote"],
                        "fact": f["id"],
                    }
                    for f in sorted(group, key=lambda f: (f["doc"], f["start_char"]))
                ],
            }
        )
    return found


def combine(
    judge: str,
    question: str,
    answer: str,
    statements: list[StatementVerdict],
    conflicts: list[dict[str, Any]],
    asked: set[str],
) -> Judgement:
    """ACS = A * S * N from the statement verdicts and the context conflicts (module docstring)."""
    n = len(statements) or 1
    evidence_keys = {_key_of(e, conflicts) for s in statements for e in s.evidence} - {""}
    answer_keys = evidence_keys | asked
    for c in conflicts:
        c["touches_answer"] = c["key"] in answer_keys
    has_facts = any(e.fact for s in statements for e in s.evidence)
    if any(s.on_question for s in statements):
        alignment = 1.0
    elif has_facts:
        alignment = 0.75
    else:
        q = set(tokenize(question))
        repeated = len(q & set(tokenize(answer))) / len(q) if q else 0.0
        alignment = max(0.25, repeated, *(s.alignment for s in statements))
    support = sum(s.support for s in statements) / n
    contradicted = sum(1 for s in statements if s.verdict == CONTRADICTED) / n
    on_answer = max((c["severity"] for c in conflicts if c["touches_answer"]), default=0.0)
    no_contradiction = 1.0 - max(contradicted, 0.5 * on_answer)
    acs = round(alignment * support * no_contradiction, 4)
    verdict = (
        CONTRADICTED
        if any(s.verdict == CONTRADICTED for s in statements)
        else SUPPORTED
        if statements and all(s.verdict == SUPPORTED for s in statements)
        else UNSUPPORTED
    )
    contested = (
        any(any(e.relation == CONTRADICTS for e in s.evidence) and s.verdict == SUPPORTED for s in statements)
        or on_answer > 0
    )
    return Judgement(
        judge,
        acs,
        verdict,
        round(alignment, 4),
        round(support, 4),
        round(no_contradiction, 4),
        statements,
        conflicts,
        contested,
        explain(statements, conflicts),
    )


def _key_of(e: Evidence, conflicts: list[dict[str, Any]]) -> str:
    for c in conflicts:
        if any(v["fact"] == e.fact for v in c["values"]):
            return str(c["key"])
    return ""


def explain(statements: list[StatementVerdict], conflicts: list[dict[str, Any]]) -> str:
    """One or two sentences: how many statements are supported, and the competing claims."""
    counts = {v: sum(1 for s in statements if s.verdict == v) for v in (SUPPORTED, CONTRADICTED, UNSUPPORTED)}
    parts = [f"{counts[SUPPORTED]} of {len(statements)} statements supported"]
    if counts[CONTRADICTED]:
        parts.append(f"{counts[CONTRADICTED]} contradicted")
    if counts[UNSUPPORTED]:
        parts.append(f"{counts[UNSUPPORTED]} not found in the retrieved context")
    text = ", ".join(parts) + "."
    for c in conflicts:
        if c.get("touches_answer"):
            claims = "; ".join(f"{v['value']!r} in {v['doc']} [{v['start']}:{v['end']}]" for v in c["values"])
            text += f" The retrieved context disagrees on the {c['relation']} of {c['entity']}: {claims}."
    return text
