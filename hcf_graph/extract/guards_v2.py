"""Guards that keep a fact only where the sentence says it: checks on a finished candidate
(entity, relation, value) against the words around its names, shared by every rule through
``TopicRules._guarded``."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# A name written before one of these participles modifies the noun after it ("the Lenmouth
# based club", "Tamil speaking Norland", "Birmingham born, John Madin"): the name says only
# that one thing of that noun (canonical relations, the name being the value).
MODIFYING_PARTICIPLES: dict[str, frozenset[str]] = {
    "born": frozenset({"birth place", "nationality"}),  # "Danish born X": a nationality word
    "based": frozenset({"headquarters", "location"}),
    "headquartered": frozenset({"headquarters", "location"}),
    "speaking": frozenset({"official language", "language", "spoken language"}),
    "led": frozenset({"leader"}),
    "operated": frozenset({"operator"}),
    "run": frozenset({"operator"}),
    "owned": frozenset({"owner"}),
    "founded": frozenset({"founded by"}),
    "built": frozenset({"built by"}),
    "designed": frozenset({"architect"}),
    "made": frozenset({"manufacturer"}),
}


def _mentions(sent: Span, name: str) -> list[tuple[int, int]]:
    """(start, end) character offsets in the document of each whole-word mention of a name."""
    if not name.strip():
        return []
    pattern = r"(?<!\w)" + r"\s*".join(re.escape(w) for w in name.split()) + r"(?!\w)"
    base = sent.start_char
    return [(base + m.start(), base + m.end()) for m in re.finditer(pattern, sent.text)]


def _participle_after(sent: Span, end: int) -> Token | None:
    """The modifying participle right after a mention ending at ``end`` ("Lenmouth born",
    "Lenmouth-born"), when a word other than a preposition follows it; else None."""
    doc = sent.doc
    after = [t for t in sent if t.idx >= end]
    if after and after[0].text == "-":
        after = after[1:]
    if not after or after[0].lower_ not in MODIFYING_PARTICIPLES:
        return None
    nxt = after[1] if len(after) > 1 else None
    if nxt is None or nxt.pos_ == "ADP" or nxt.lower_ in ("by", ".", ";", ")") or nxt.is_space:
        return None  # "founded by ...", "born in 1950", "... was Lenmouth born."
    participle = doc[after[0].i]
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in participle.children) or participle.dep_ == "ROOT":
        return None  # "Julia Morgan designed the museum": a verb with its subject, no modifier
    return participle


def modifier_only(sent: Span, name: str) -> Token | None:
    """The participle a name modifies a later noun with, when the sentence writes the name only
    so ("the Lenmouth based Kelsey Rovers"), else None."""
    mentions = _mentions(sent, name)
    participles = [_participle_after(sent, end) for _, end in mentions]
    if not participles or any(p is None for p in participles):
        return None
    return participles[0]


def premodifier_misread(sent: Span, entity: str, relation: str, value: str) -> bool:
    """Whether a fact reads a name that only modifies a later noun ("Tamil speaking Norland",
    "Shehbaz Sharif led, Pakistan") as its entity, or as its value with another relation or
    another entity than the participle states: "the leader of Tamil speaking Norland" is no
    leader of Tamil, "designed by Birmingham born, John Madin" no design by Birmingham; "the NASA
    operated Apollo 12" keeps (Apollo 12, operator, NASA)."""
    if modifier_only(sent, entity) is not None:
        return True
    participle = modifier_only(sent, value)
    if participle is None:
        return False
    if relation not in MODIFYING_PARTICIPLES[participle.lower_]:
        return True
    rest = sent.doc.text[participle.idx + len(participle.text) :].lstrip(" ,")
    rest = re.sub(r"^(?:the|a|an)\s+", "", rest, flags=re.IGNORECASE)
    rest = re.sub(r"^(?:[a-z]+\s+){1,2}(?=[A-Z])", "", rest)  # "Brennock born architect Ada Price": a role noun
    return not rest.lower().startswith(entity.lower()) and not _described_before(sent, participle, entity, value)


def _described_before(sent: Span, participle: Token, entity: str, value: str) -> bool:
    """Whether the "<value>-born" noun describes the entity named before it: "X, a
    Warsaw-born architect,", "X is a Swedish-born novelist"."""
    before = sent.doc.text[sent.start_char : participle.idx].rstrip(" -")
    if not before.endswith(value):
        return False
    before = before[: -len(value)]
    return re.search(re.escape(entity) + r"\s*(?:,|\bis|\bwas)\s*(?:a|an)\s+$", before) is not None


def negated_event(anchor: Token) -> bool:
    """Whether a fact's anchor is a verb other than the copula that the sentence denies ("were
    not founded in 1901", "never lived in Marlow", "has not been renamed"): no fact of it. (A
    denied copula is a denial fact, see ``negated_copula``.)"""
    if anchor.pos_ not in ("VERB", "AUX") or anchor.lemma_ == "be":
        return False
    return any(c.dep_ == "neg" or c.lower_ == "never" for c in anchor.children)
