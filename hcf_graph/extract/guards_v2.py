"""Guards that keep a fact only where the sentence says it: checks on a finished candidate
(entity, relation, value) against the words around its names, shared by every rule through
``TopicRules._guarded``."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from ..resolve.demonyms import is_demonym

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


# Interrogative openers of a question: "Was X designed by Y?", "What is the capital of X?".
_QUESTION_OPENERS = frozenset(
    {"is", "are", "was", "were", "did", "does", "do", "has", "have", "had", "can", "could", "will", "would"}
    | {"what", "which", "who", "whom", "whose", "where", "when", "why", "how", "should", "shall"}
)
# Verbs (and "due") whose complement is an intention, not an event: "is planned to be built by
# X", "was proposed to open in 2030", "the club hopes to move to Y", "failed to win the league".
_INTENTION_HEADS = frozenset(
    {"plan", "propose", "intend", "schedule", "hope", "aim", "want", "wish", "seek", "try", "attempt"}
    | {"fail", "refuse", "decline", "due", "envisage"}
)
_CONDITIONS = frozenset({"if", "unless"})
# A clause that modifies a noun tells of that noun whatever the main clause plans or supposes.
_NOUN_MODIFIERS = frozenset({"acl", "relcl", "appos"})


def asked(sent: Span) -> bool:
    """Whether the sentence is a question ("Was the bridge designed by Ada Price?"): it opens
    with an auxiliary or a question word and ends with a question mark; it states nothing."""
    words = [t for t in sent if (not t.is_space and not t.is_punct) or t.text == "?"]
    if not words or words[-1].text != "?":
        return False
    return words[0].lower_.split()[0] in _QUESTION_OPENERS  # the pipeline may merge "Was the X"


def intended(anchor: Token) -> bool:
    """Whether the anchor's clause is the complement of an intention ("is planned to be built
    by X", "was proposed to open in 2030", "hope to move to Y", "is due to be completed"), up the
    chain of clauses: a plan, not an event."""
    token = anchor
    for _ in range(8):
        if token.dep_ in ("xcomp", "ccomp") and token.head.lemma_.lower() in _INTENTION_HEADS:
            return True
        if token.dep_ in _NOUN_MODIFIERS or token.dep_ == "ROOT" or token.head is token:
            return False  # "X is planned to replace Y, which was built in 1901": Y's date stands
        token = token.head
    return False


def consequent(anchor: Token) -> bool:
    """Whether the anchor's clause, or one it hangs from, is the main clause of a condition
    ("If the club wins, Kelsey Rovers will play in the Premier League"): nothing is stated."""
    token = anchor
    for _ in range(8):
        for child in token.children:
            if child.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in _CONDITIONS for m in child.children):
                return True
        if token.dep_ in _NOUN_MODIFIERS or token.dep_ == "ROOT" or token.head is token:
            return False  # "X, founded in 1880, will play in Y if ...": the founding stands
        token = token.head
    return False


def possessive_tail(sent: Span, name: str, heads: frozenset[str]) -> bool:
    """Whether a one-word name is a class noun the sentence writes only as the tail of a
    possessive name ("The Mayor's Bridge", "the Founder's Cup", "the Author's Cafe"): a fragment,
    never the thing's name."""
    if len(name.split()) != 1 or name.lower() not in heads:
        return False
    mentions = _mentions(sent, name)
    text = sent.doc.text
    return bool(mentions) and all(
        re.search(r"(?<!\w)[A-Z][\w.-]*['’]s\s*$", text[sent.start_char : start]) is not None for start, _ in mentions
    )


_NATIONALITY_NOUNS = frozenset({"national", "citizen", "native"})


def nationality_noun(value: str) -> bool:
    """Whether a value is a nationality noun phrase, no one's name ("American National", "US
    citizen"): a demonym or a country, then "national", "citizen" or "native"."""
    words = value.split()
    if len(words) < 2 or words[-1].lower() not in _NATIONALITY_NOUNS:
        return False
    origin = " ".join(words[:-1])
    return is_demonym(origin) or is_country(origin) or origin.replace(".", "") in ("US", "UK", "USA")


# Words the pipeline tags as nationalities (NORP) that name a faith or a party, never a nationality:
# "a Democratic politician", "a Catholic priest", "a Conservative MP".
_FAITHS_AND_PARTIES = frozenset(
    [
        *("democratic", "democrat", "republican", "conservative", "liberal", "labour", "labor", "socialist"),
        *("communist", "green", "unionist", "nationalist", "christian", "catholic", "protestant", "anglican"),
        *("orthodox", "muslim", "islamic", "jewish", "hindu", "buddhist", "sikh", "evangelical", "methodist"),
        *("baptist", "lutheran", "presbyterian", "mormon", "quaker"),
    ]
)


def faith_or_party(value: str) -> bool:
    """Whether a nationality value names a faith or a party ("Democratic", "Roman Catholic")."""
    return any(word in _FAITHS_AND_PARTIES for word in value.lower().split())


def apposed_name(sent: Span, phrase: str) -> str | None:
    """The capitalized name a comma sets after a phrase ("an American National, Ada Price"),
    or None."""
    match = re.search(re.escape(phrase) + r",\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)", sent.text)
    return match.group(1).rstrip(".") if match else None


_ORDINALS = frozenset({"second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"})


def ranked_below(sent: Span, relation: str) -> bool:
    """Whether a superlative relation ("largest city", "tallest building") is written with a
    rank below the first ("the second largest city of X", "the largest city in X after Y"):
    the value is not the one the relation names."""
    words = relation.lower().split()
    if not words or not (words[0].endswith("est") or words[0] == "most"):
        return False
    for token in sent:
        if token.lower_ != words[0]:
            continue
        before = sent.doc[token.i - 1] if token.i > sent.start else None
        if before is not None and (before.lower_ in _ORDINALS or re.fullmatch(r"\d+(?:nd|rd|th)", before.lower_)):
            return True  # "the second largest city", "the 3rd tallest building"
        noun = token.head
        if any(c.dep_ == "prep" and c.lower_ == "after" for t in (noun, noun.head) for c in t.children):
            return True  # "the largest city in Norland after Lenmouth"
    return False


def noun_run_on(sent: Span, name: str) -> str | None:
    """The whole name when the parser cut a lowercase head noun off a one-word name and hung it
    as an apposition without a comma ("Bakewell stew from Norland contains lamb": "Bakewell
    stew"), at every mention; else None."""
    if len(name.split()) != 1:
        return None
    tokens = [t for t in sent if t.text == name]
    if not tokens:
        return None
    nouns = [sent.doc[t.i + 1] if t.i + 1 < sent.end else None for t in tokens]
    if any(
        n is None
        or n.dep_ != "appos"
        or n.head.i != t.i
        or n.pos_ != "NOUN"
        or not n.text.islower()
        or not t.whitespace_
        for t, n in zip(tokens, nouns, strict=True)
    ):
        return None
    first = nouns[0]
    return f"{name} {first.text}" if first is not None else None


# Relations of things a country never has: a university's officers and numbers, a team's
# ground and league, a work's makers and numbers, a dish's course and ingredients, a
# monument's material (canonical catalog names). "The School of Law in Norway, whose dean is
# X": the dean is the school's.
THING_ONLY_RELATIONS = frozenset(
    {
        "dean",
        "rector",
        "chancellor",
        "academic staff size",
        "number of students",
        "number of postgraduate students",
        "number of undergraduate students",
        "campus",
        "affiliation",
        "league",
        "ground",
        "manager",
        "chairman",
        "number of members",
        "season",
        "tenant",
        "author",
        "editor",
        "publisher",
        "isbn",
        "issn",
        "oclc number",
        "lccn number",
        "coden",
        "media type",
        "number of pages",
        "followed by",
        "preceded by",
        "academic discipline",
        "course",
        "variant",
        "ingredient",
        "serving temperature",
        "material",
        "dedicated to",
        "architect",
        "floor count",
    }
)


def country_with_thing_relation(entity: str, relation: str) -> bool:
    """Whether a fact gives a country (by name) a relation only things have ("Norway | dean |
    X", "Russia | architect | Y"): the fact belongs to a thing the sentence places there."""
    return relation in THING_ONLY_RELATIONS and is_country(entity)


# Lowercase heads of a time or a competition, never a place a thing is in ("were in the 2019
# Lowland League season", "was in the final").
_NO_PLACE_HEADS = frozenset(
    {"season", "seasons", "final", "finals", "championship", "tournament", "competition", "edition", "period", "era"}
)
_LOCATED_RELATIONS = frozenset({"location", "located in"})


def time_as_place(relation: str, value: str) -> bool:
    """Whether a location fact's value is a season, a final or an era, no place ("Kelso
    Athletic | located in | Lowland League season")."""
    words = value.split()
    return relation in _LOCATED_RELATIONS and bool(words) and words[-1] in _NO_PLACE_HEADS


# A made thing's owners, keepers and editions, never its maker's: "Tom Vell is the architect of
# X, which was completed in 1921, and is owned by Y" (Y owns X), "Anna Pell is the author of
# X ... and is published by Y" (canonical catalog names).
MADE_THING_ONLY = frozenset(
    {"owner", "operator", "publisher", "followed by", "preceded by", "media type", "oclc number", "lccn number", "issn"}
)


_FINITE_TAGS = frozenset({"VBZ", "VBD", "VBP", "MD"})


def conjunct_subject(sent: Span, value: str, anchor: Token) -> bool:
    """Whether the value is, wherever the sentence names it, the last conjunct of a list after
    the fact's word that a finite verb other than the fact's follows: the subject of a new
    clause, no member of the list ("X contains lamb and Scotland is where it comes from":
    Scotland is no ingredient)."""
    tokens = [t for t in sent if t.text == value]
    if not tokens:
        return False
    for token in tokens:
        after = token.right_edge.i + 1
        if token.dep_ != "conj" or after >= sent.end:
            return False
        verb = sent.doc[after]
        if verb.tag_ not in _FINITE_TAGS or verb.i == anchor.i or verb.dep_ in ("aux", "auxpass"):
            return False
        first = token
        while first.dep_ == "conj" and first.head.i < first.i:
            first = first.head
        if first.i < anchor.i:
            return False  # "Garlic and lamb are found in X": the list is the subject
    return True


# Words that make the noun after them a stand-in's role in one event, never a trade: "Omar Pell
# was a backup pilot" (of one mission), "the reserve goalkeeper", "a stand-in presenter".
_STAND_IN_WORDS = ("backup", "back-up", "back up", "standby", "stand-by", "stand-in")
_STAND_IN = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in _STAND_IN_WORDS) + r")\s*$", re.IGNORECASE)


def stand_in_role(sent: Span, value: str) -> bool:
    """Whether an occupation value is a stand-in's role in one event: the value opens with a
    stand-in word ("backup pilot") or the sentence writes it, wherever it does, right after one
    ("Omar Pell was a back up pilot" read as "pilot")."""
    lowered = value.lower()
    if any(lowered.startswith(word + " ") for word in _STAND_IN_WORDS):
        return True
    mentions = _mentions(sent, value) or [
        (sent.start_char + m.start(), sent.start_char + m.end())
        for m in re.finditer(r"(?<!\w)" + re.escape(value) + r"(?!\w)", sent.text, re.IGNORECASE)
    ]
    base = sent.start_char
    return bool(mentions) and all(_STAND_IN.search(sent.text[: start - base]) for start, _ in mentions)


def nationality_noun_misread(entity: str, relation: str, value: str) -> bool:
    """Whether a fact keys a nationality noun phrase as a person ("Tom Vale was US national who
    was born in X" read as "US national | birth place | X") or gives it as the value of another
    relation than nationality ("created by ... the US National, Tom Vale")."""
    return nationality_noun(entity) or (relation != "nationality" and nationality_noun(value))


_PLACED_BEFORE = re.compile(r"(?:\bin\s+(?:the\s+)?|,\s*|\w\s{2,})$", re.IGNORECASE)  # "@" is masked to spaces


def placing_country(sent: Span, relation: str, value: str) -> bool:
    """Whether a served city is a country the sentence writes only to place another place
    ("Lenmouth is a city in Norland which is served by X", "serves the city of Brennock @
    Norland"): an airport serves a city, and the clause hung on the country is the city's."""
    if relation != "city served" or not is_country(value):
        return False
    mentions = _mentions(sent, value)
    base = sent.start_char
    return bool(mentions) and all(_PLACED_BEFORE.search(sent.text[: start - base]) for start, _ in mentions)
