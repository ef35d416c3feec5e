"""``spacy-rules.v2`` other names of a thing or a person (issue 10, session 21): "X, AKA Y",
"X (a.k.a. Y)", "X has the alternative name Y", "X, with the alternative name Y, ...", "The
alternative name of the comic character X is Y"; session 23: "X has the full name / the
alternative name of Y", "X, full name Y,", "X (alternative name Y)", "Y is the alternative name
for the comic character X", "X is a comic character otherwise known as Y", "X is also known by
the name Y" ("real name" is a catalog synonym of "alternative name"). Mixed into
:class:`~hcf_graph.extract.spacy_rules_v2.TopicRules` (the "also known as" wordings are
:mod:`food_v2`'s)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import spacy_rules as v1
from .common_v2 import RulesState
from .monuments_v2 import MONUMENT_NOUNS
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

ALTERNATIVE_NAME = "alternative name"
AKA_WORDS = frozenset(["aka", "a.k.a", "a.k.a.", "a/k/a"])
"""Spellings of "also known as" between two names."""
OTHER_WORDS = frozenset(["alternative", "alternate", "other", "another"])
NAME_NOUNS = {"name": ALTERNATIVE_NAME, "nickname": "nickname", "motto": "motto"}
"""Nouns "X has the R Y" gives a fact of: another name, a nickname, a motto."""
NAME_KINDS = {"full": "full name", "real": "real name"}
"""Adjectives of "name" that make it a relation of its own: "the full name", "the real name"."""
_NAME_ADVERBS = frozenset(["also", "otherwise", "sometimes", "often", "commonly", "usually", "popularly", "better"])
"""Adverbs of "known as" that say the name is another one ("otherwise known as")."""


_ASIDE_VERBS = {"call": "oprd", "name": "oprd", "title": "dobj", "publish": "as", "release": "as", "know": "as"}
"""Verbs of another name beside a name ("X, also called Y,", "X (also titled Y)", "also
published as Y"), with where their name hangs (an object, or "as")."""
_OR_MARKS = {",": ",", "(": ")"}
"""The marks around "or Y" beside a name: "X, or Y, is ...", "X (or Y) is ..."."""
_NOT_OTHER_NAMES = frozenset(["GPE", "LOC", "NORP", "DATE", "CARDINAL", "MONEY", "QUANTITY"])
"""Entity types of a second name that is another thing, not another name ("Paris, or London")."""


class OtherNameRules(RulesState):
    """Other names written beside a name, or given with "has the alternative name"."""

    def other_name_facts(self, token: Token) -> Iterator[Candidate]:
        """The other-name patterns on a token."""
        if token.lower_ in AKA_WORDS:
            yield from self.aka(token)
        if token.lemma_ == "have" or (token.lower_ == "with" and token.dep_ == "prep"):
            yield from self.has_name(token)
        if token.lemma_ == "be" and token.pos_ in ("AUX", "VERB"):
            yield from self.whose_name(token)
            yield from self.name_of_class(token)
            yield from self.name_for_class(token)
        if token.lemma_.lower() == "name" and token.dep_ == "compound" and token.head.dep_ == "appos":
            yield from self.name_apposition(token)
        if token.lemma_ in _ASIDE_VERBS and token.tag_ in ("VBN", "VBD"):
            yield from self.called_aside(token)
        if token.dep_ == "conj" and any(c.dep_ == "cc" and c.lower_ == "or" for c in token.head.children):
            yield from self.or_name(token)
        if token.lemma_ == "know" and token.tag_ == "VBN":
            yield from self.described_known_as(token)
            yield from self.class_known_as(token)
            yield from self.known_by_name(token)

    def aka(self, word: Token) -> Iterator[Candidate]:
        """ "X, AKA Y, ...", "X (a.k.a. Y)", "X aka Y": the names right before and after."""
        doc = word.doc
        k = word.i - 1
        while k >= 0 and doc[k].text in (",", "("):
            k -= 1
        j = word.i + 1
        while j < len(doc) and doc[j].text in (".", ","):
            j += 1
        if k < 0 or j >= len(doc) or not named(doc[k]) or not named(doc[j]):
            return
        entity, value = self.entity(doc[k]), self._named_value(doc[j])
        value = value.removeprefix(f"{word.text} ") if value else value  # "AKA" parsed into the name
        if entity and value and value != entity:
            yield Candidate(entity, ALTERNATIVE_NAME, value)

    def has_name(self, token: Token) -> Iterator[Candidate]:
        """ "X has the alternative name Y", "The comic character, X, has the alternative name,
        Y", "X, with the alternative name Y, ...", "X has the nickname Y"."""
        if any(c.dep_ == "neg" for c in token.children):
            return
        holder: Token | None = token.head
        if token.lower_ == "with":
            noun = v1._prep_object(token)
        else:
            noun, holder = v1._child(token, "dobj"), self.subject(token)
        relation = _name_relation(noun)
        if noun is None or relation is None or holder is None:
            return
        holder = _class_member(holder)
        value_head = v1._child(noun, "appos") or v1._prep_object(v1._prep(noun, "of"))  # "the alternative name of Y"
        entity = self.entity(holder) if holder is not None and self.specific(holder) else None
        value = self._named_value(value_head) if value_head is not None and named(value_head) else None
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def name_of_class(self, verb: Token) -> Iterator[Candidate]:
        """ "The alternative name of the comic character X is Y", "The alternative name for the
        comic character, X, is Y": the owner is a class noun with its name beside it."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        relation = _name_relation(subj)
        owner = v1._prep_object(v1._prep(subj, "of")) or v1._prep_object(v1._prep(subj, "for"))
        if relation is None or owner is None or named(owner):
            return  # a named owner is the catalog attribute pattern's
        member = _class_member(owner) or next((c for c in v1._children(subj, "appos") if named(c)), None)
        entity = self.entity(member) if member is not None and named(member) else None
        value = self._named_value(attr) if named(attr) else None
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def name_for_class(self, verb: Token) -> Iterator[Candidate]:
        """ "Y is the alternative name for the comic character, X", "Y is the full name of the
        character X": the owner a class noun with its name beside it (a named owner is
        :mod:`food_v2`'s and the catalog attribute pattern's)."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        relation = _name_relation(attr)
        owner = v1._prep_object(v1._prep(attr, "for")) or v1._prep_object(v1._prep(attr, "of"))
        if relation is None or owner is None or named(owner) or not named(subj):
            return
        member = _class_member(owner)
        entity = self.entity(member) if member is not None else None
        value = self._named_value(subj)
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def name_apposition(self, noun: Token) -> Iterator[Candidate]:
        """ "X, full name Y, was ...", "X (alternative name Y)": the name noun compounded onto
        an apposition of X."""
        relation = _name_relation(noun)
        value_head = noun.head
        doc = noun.doc
        first = min(t.i for t in noun.subtree)
        if relation is None or not named(value_head) or first == 0 or doc[first - 1].text not in (",", "("):
            return
        holder = _class_member(value_head.head)
        if holder is None or holder.i == value_head.i:
            return
        entity, value = self.entity(holder), self._named_value(value_head)
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def described_known_as(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a comic character otherwise known as Y", "X is a superhero who is also known
        as Y": the name after "known as" is the copula's subject's, not the class noun's."""
        noun = verb.head
        if verb.dep_ not in ("acl", "relcl") or noun.dep_ != "attr" or noun.head.lemma_ != "be" or named(noun):
            return
        own = v1._child(verb, "nsubjpass", "nsubj")
        if verb.dep_ == "relcl" and (own is None or own.lower_ not in v1._RELATIVE_PRONOUNS):
            return
        if not any(c.dep_ == "advmod" and c.lower_ in _NAME_ADVERBS for c in verb.children):
            return  # "X is a town known as a spa": a reputation, not a name
        clause = {t.i for t in verb.subtree}
        if any(t.i not in clause and not t.is_punct for t in verb.doc[noun.i + 1 : verb.i]):
            return  # "the tenants of Y Hall (also known as Z)": the name of the nearer noun
        if any(c.dep_ == "neg" for c in [*verb.children, *noun.head.children]):
            return
        subj = self.subject(noun.head)
        value_head = v1._prep_object(v1._prep(verb, "as"))
        if subj is None or value_head is None or not named(value_head) or not self.specific(subj):
            return
        entity, value = self.entity(subj), self._named_value(value_head)
        if entity and value and value != entity:
            yield Candidate(entity, ALTERNATIVE_NAME, value)

    def class_known_as(self, verb: Token) -> Iterator[Candidate]:
        """ "The comic character Sparrow, also known as Y, ...": "known as" hung on the class noun
        whose apposition is the name (a named holder is :mod:`food_v2`'s)."""
        noun = verb.head
        if verb.dep_ != "acl" or named(noun) or noun.pos_ != "NOUN" or any(c.dep_ == "neg" for c in verb.children):
            return
        member = _class_member(noun)
        if member is None or member.i == noun.i or member.i > verb.i:
            return
        if not any(c.dep_ == "advmod" and c.lower_ in _NAME_ADVERBS for c in verb.children):
            return
        clause = {t.i for t in verb.subtree}
        if any(t.i not in clause and not t.is_punct for t in verb.doc[member.i + 1 : verb.i]):
            return  # a phrase between the name and "known as" may own the other name
        value_head = v1._prep_object(v1._prep(verb, "as"))
        if value_head is None or not named(value_head):
            return
        entity, value = self.entity(member), self._named_value(value_head)
        if entity and value and value != entity:
            yield Candidate(entity, ALTERNATIVE_NAME, value)

    def known_by_name(self, verb: Token) -> Iterator[Candidate]:
        """ "X is also known by the name Y", "X, known by the nickname Y, ..."."""
        noun = v1._prep_object(v1._prep(verb, "by") or v1._child(verb, "agent"))
        if noun is None or noun.lemma_.lower() not in NAME_NOUNS or any(c.dep_ == "neg" for c in verb.children):
            return
        value_head = v1._child(noun, "appos")
        if value_head is None or not named(value_head):
            return
        relation = NAME_NOUNS[noun.lemma_.lower()]
        if noun.lemma_.lower() == "name":
            relation = _name_relation(noun) or ALTERNATIVE_NAME  # "known by the name Y" is another name
        holder = self.subject(verb) if verb.dep_ in ("ROOT", "conj") else verb.head
        member = _class_member(holder) if holder is not None else None
        entity = self.entity(member) if member is not None and self.specific(member) else None
        value = self._named_value(value_head)
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def called_aside(self, verb: Token) -> Iterator[Candidate]:
        """ "X, also called Y, is a dish", "X (also titled Y) is a novel", "X, also published
        as Y, ...": another name set off beside X, also where the parser made "called" the
        sentence's verb with X its subject and the real verb a conjunct."""
        if not any(c.dep_ == "advmod" and c.lower_ in _NAME_ADVERBS | {"alternatively"} for c in verb.children):
            return  # "X, called after Y": no other name
        where = _ASIDE_VERBS[verb.lemma_]
        value_head = v1._prep_object(v1._prep(verb, "as")) if where == "as" else v1._child(verb, where, "dobj")
        if verb.dep_ == "ROOT":
            holder = v1._child(verb, "nsubj")  # "X, also called Y, is ...": read as "X called Y"
            later = next((c for c in verb.rights if c.dep_ == "conj" and c.pos_ in ("AUX", "VERB")), None)
            if holder is None or later is None or holder.i > verb.i or verb.lemma_ == "know":
                return
        elif verb.dep_ in ("acl", "parataxis") and verb.lemma_ not in ("call", "name", "know"):
            holder = verb.head  # "call", "name" and "know" on a noun are food_v2's
        else:
            return
        doc = verb.doc
        first = min([verb.i, *(c.left_edge.i for c in verb.lefts if c.dep_ == "advmod")])
        if first == 0 or doc[first - 1].text not in (",", "(") or holder.i >= first:
            return  # set off by a comma or a bracket right after the name
        if value_head is None or not named(value_head) or not named(holder) or value_head.ent_type_ in _NOT_OTHER_NAMES:
            return
        entity, value = self.entity(holder), self._named_value(value_head)
        if entity and value and value != entity and not set(value.split()) <= set(entity.split()):
            yield Candidate(entity, ALTERNATIVE_NAME, value)

    def whose_name(self, verb: Token) -> Iterator[Candidate]:
        """ "X, a club whose full name is Y,", "The comic character X, whose real name is Y,":
        "whose" on a class noun stands for the name beside it."""
        noun, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.dep_ != "relcl" or noun is None or attr is None or not named(attr):
            return
        whose = v1._child(noun, "poss")
        relation = _name_relation(noun)
        if whose is None or whose.lower_ != "whose" or relation is None or any(c.dep_ == "neg" for c in verb.children):
            return
        antecedent = verb.head
        holder = _class_member(antecedent)
        if holder is None and antecedent.dep_ == "appos" and named(antecedent.head):
            holder = antecedent.head  # "X, a comic character whose full name is Y"
        entity = self.entity(holder) if holder is not None else None
        value = self._named_value(attr)
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def or_name(self, other: Token) -> Iterator[Candidate]:
        """ "X, or Y, is a dish from Z", "X (or Y) stands in Z": a second name set off by
        commas or brackets after the subject's name is another name of it."""
        holder, doc = other.head, other.doc
        if holder.dep_ not in ("nsubj", "nsubjpass") or not named(holder) or not named(other):
            return
        if other.ent_type_ in _NOT_OTHER_NAMES or holder.ent_type_ in _NOT_OTHER_NAMES:
            return  # "Paris, or London, is ...": two places
        cc = other.i - 1 if doc[other.i - 1].lower_ == "or" else other.left_edge.i - 1
        opening, end = cc - 1, other.right_edge.i + 1
        if cc < 1 or doc[cc].lower_ != "or" or opening != holder.i + 1 or end >= len(doc):
            return
        if _OR_MARKS.get(doc[opening].text) != doc[end].text or end + 1 >= len(doc):
            return
        verb = holder.head
        if doc[end + 1].i not in (verb.i, *(c.i for c in verb.children if c.dep_ in ("aux", "auxpass"))):
            return  # the verb follows right after: not a list going on
        if v1._children(holder, "conj") != [other] or verb.tag_ in ("VBP",) or verb.lower_ in ("are", "were"):
            return  # "X, or Y, are ...": two things
        entity, value = self.entity(holder), self._named_value(other)
        if entity and value and value != entity:
            yield Candidate(entity, ALTERNATIVE_NAME, value)


def _name_relation(noun: Token | None) -> str | None:
    """The relation of "the alternative name", "the full name", "the real name", "a nickname",
    "the motto"; None otherwise."""
    if noun is None or noun.lemma_.lower() not in NAME_NOUNS:
        return None
    if noun.lemma_.lower() == "name":
        kinds = [NAME_KINDS[c.lower_] for c in noun.lefts if c.lower_ in NAME_KINDS]
        if kinds:
            return kinds[0]
        if not any(c.lower_ in OTHER_WORDS for c in noun.lefts):
            return None  # "the name Y" names the thing itself
    return NAME_NOUNS[noun.lemma_.lower()]


def _class_member(token: Token) -> Token | None:
    """The name of "the comic character Vell" or "the comic character, Vell,": the token itself
    when it is a name, else its named apposition."""
    if named(token):
        return token
    return next((c for c in v1._children(token, "appos") if named(c)), None)


# Class nouns that stay part of a name when a writer lowercases them after its proper words:
# "the Kordun memorial", "The Steadfast Soldier statue", "the Addis Ababa city hall" name the
# Kordun Memorial, the Steadfast Soldier Statue and Addis Ababa City Hall (the facility nouns,
# "Aarhus airport", are the name rules' own).
LOWERCASE_NAME_HEADS = frozenset([*MONUMENT_NOUNS, "column", "arch", "tower", "hall", "gate", "fountain", "spire"])
# Lowercase words that may stand between the proper words and such a head: "city hall", "war memorial".
_LOWERCASE_NAME_KINDS = frozenset(["city", "town", "war", "memorial"])
# Capitalized heads that make a people-tagged name a thing's: "the Partisans' Memorial".
_THING_NAME_ENDS = LOWERCASE_NAME_HEADS | frozenset(["cemetery", "park", "square", "bridge", "museum", "church"])


def lowercase_head_spans(doc: Doc) -> list[Span]:
    """Spans of names whose class noun the writer lowercased ("the Kordun memorial is located
    in Croatia", "the Addis Ababa city hall"): proper words, then a lowercase head of
    :data:`LOWERCASE_NAME_HEADS`, all hanging on that head. Never a nationality alone before
    the head ("the Polish memorial" is a memorial, not a name)."""
    from spacy.tokens import Span

    toks = list(doc)
    found: list[Span] = []
    for token in toks:
        if not token.text.islower() or token.lemma_.lower() not in LOWERCASE_NAME_HEADS or token.tag_ == "NNS":
            continue
        begin = token.i
        while begin > 0 and toks[begin - 1].head.i >= begin and toks[begin - 1].head.i <= token.i:
            before = toks[begin - 1]
            kind = before.lower_ in _LOWERCASE_NAME_KINDS and begin == token.i
            if not (kind or (before.text[:1].isupper() and before.pos_ == "PROPN")):
                break
            begin -= 1
        proper = [t for t in toks[begin : token.i] if t.text[:1].isupper()]
        if not proper or not toks[begin].text[:1].isupper() or all(t.ent_type_ == "NORP" for t in proper):
            continue
        found.append(Span(doc, begin, token.i + 1, label="FAC"))
    return found


def dedication_title_spans(doc: Doc) -> list[Span]:
    """Spans of monuments named for whom they honour: "the Monument to the Fishermen", "the
    Memorial to the Unknown Sailor" (a capitalized monument noun, "to", maybe "the", then
    capitalized words)."""
    from spacy.tokens import Span

    toks = list(doc)
    n = len(toks)
    found: list[Span] = []
    for token in toks:
        if not token.text[:1].isupper() or token.lower_ not in MONUMENT_NOUNS or token.i + 2 >= n:
            continue
        if toks[token.i + 1].lower_ != "to":
            continue
        start = token.i + 3 if toks[token.i + 2].lower_ == "the" else token.i + 2
        stop = start
        while stop < n and toks[stop].text[:1].isupper() and toks[stop].pos_ in ("PROPN", "NOUN", "ADJ"):
            stop += 1
        if stop > start:
            begin = token.i
            while begin > 0 and toks[begin - 1].text[:1].isupper() and toks[begin - 1].pos_ == "PROPN":
                begin -= 1  # "the Kelton Monument to the Fishermen"
            found.append(Span(doc, begin, stop, label="FAC"))
    return found


def thing_labels(doc: Doc, spans: list[Span]) -> list[Span]:
    """Name spans with a people label that end in a thing's capitalized class noun relabelled
    as facilities: NER tags "Partisans' Memorial" and "Miners' Obelisk" as a nationality, which
    keeps them from being any fact's entity."""
    from spacy.tokens import Span

    out: list[Span] = []
    for span in spans:
        last = span[-1]
        thing = len(span) > 1 and last.text[:1].isupper() and last.lower_ in _THING_NAME_ENDS
        out.append(Span(doc, span.start, span.end, label="FAC") if span.label_ == "NORP" and thing else span)
    return out


# Class nouns of bodies that a writer puts after a body's name without making them part of it:
# "operated by the Aktieselkab organisation", "published by the Kestrel company".
BODY_CLASS_NOUNS = frozenset(["organisation", "organization", "company", "firm", "corporation", "agency"])


def body_before_class(noun: Token | None) -> Token | None:
    """The name a lowercase body class noun follows ("the Aktieselkab organisation" ->
    Aktieselkab): a capitalized compound right before the noun, which has "the" and nothing
    after it; None otherwise."""
    if noun is None or not noun.text.islower() or noun.lemma_.lower() not in BODY_CLASS_NOUNS:
        return None
    det = v1._child(noun, "det")
    if det is None or det.lower_ != "the" or any(c.i > noun.i for c in noun.children):
        return None
    before = noun.doc[noun.i - 1]
    if before.dep_ != "compound" or before.head.i != noun.i or not named(before) or before.ent_type_ in ("GPE", "NORP"):
        return None
    return before


# Lowercase words that join the words of a foreign name: "Chili con carne", "Bolo do caco",
# "Monumento a la Revolucion", "Universita degli Studi di Padova", "Amdavad ni Gufa".
FOREIGN_LINKS = frozenset(
    [
        *("de", "da", "das", "do", "dos", "del", "della", "delle", "degli", "dei", "di", "du", "des"),
        *("la", "las", "los", "le", "les", "el", "al", "a", "e", "y", "con", "ni", "na", "sa", "en"),
    ]
)
# Links that are English words as well: alone they join only a foreign word after them ("Bolo do
# caco", "Chili con carne"), never a capitalised one ("Bananaman a BBC TV series").
_ENGLISH_LINKS = frozenset(["a", "do", "con", "en", "sa", "na", "e"])
# Lowercase non-words that follow a name without being part of it: units and abbreviations.
_NOT_NAME_TAILS = frozenset(
    ["km", "kg", "ft", "mph", "etc", "vs", "approx", "sq", "cm", "mm", "lbs", "kmh", "aka", "alias", "nee", "née"]
)
# Labels of a first word after which a lowercase foreign word is the next word, not the name's:
# "In Spain paella is eaten", "Polish pierogi".
_PLACE_LABELS = frozenset(["GPE", "NORP", "DATE", "CARDINAL", "ORDINAL", "QUANTITY"])
# Labels a foreign name keeps from its first word; any other (a person's) becomes a product's.
_THING_LABELS = frozenset(["FAC", "ORG", "LOC", "GPE", "EVENT", "WORK_OF_ART", "PRODUCT"])


# Endings of English inflections and what the stem gets back: "carries" -> "carry".
_INFLECTIONS = (
    *(("s", ""), ("es", ""), ("ies", "y"), ("ed", ""), ("ed", "e"), ("ied", "y"), ("d", "")),
    *(("ing", ""), ("ing", "e"), ("ly", ""), ("ily", "y"), ("er", ""), ("est", ""), ("'s", "")),
)


def _foreign_word(token: Token) -> bool:
    """Whether a lowercase word is none the dictionary lists ("cotta", "paisa", "kway"): a word
    of a foreign name, never an English verb or noun ("comes", "pudding")."""
    from .clauses_v2 import _dictionary

    words = _dictionary()
    text = token.text
    if not words or not text.isalpha() or not text.islower() or len(text) < 3 or token.is_stop:
        return False
    if text in _NOT_NAME_TAILS or text in FOREIGN_LINKS:
        return False
    return not _english_form(text, words) and token.lemma_.lower() not in words


def _english_form(text: str, words: frozenset[str]) -> bool:
    """Whether a lowercase word is a dictionary word or an inflection of one ("started",
    "states", "carries", "running", "mainly"): the tagger's lemma fails on a word it took for a name."""
    if text in words:
        return True
    stems = [text[: -len(end)] + add for end, add in _INFLECTIONS if text.endswith(end) and len(text) > len(end) + 2]
    stems += [s[:-1] for s in stems if len(s) > 3 and s[-1] == s[-2]]  # "stopped", "running"
    return any(stem in words for stem in stems)


def _name_word(token: Token) -> bool:
    """A capitalised word that may open or continue a foreign name ("Panna", "Beef", "Palazzo")."""
    text = token.text
    return text[:1].isupper() and text.isalpha() and not token.is_stop and token.pos_ not in ("PRON", "DET", "AUX")


def _foreign_tail_end(toks: list[Token], start: int) -> int:
    """The end of the lowercase words that continue a name at ``start``: foreign words, and
    links followed by a foreign or capitalised word; ``start`` when none continue it."""
    n = len(toks)
    end = start
    k = start
    linked = False
    while k < n:
        token = toks[k]
        if _foreign_word(token):
            k += 1
            end = k
            continue
        if token.lower_ in FOREIGN_LINKS and token.text.islower():
            stop = k
            while stop < n and stop - k < 2 and toks[stop].lower_ in FOREIGN_LINKS and toks[stop].text.islower():
                stop += 1
            if stop >= n:
                break
            nxt = toks[stop]
            english = all(toks[j].lower_ in _ENGLISH_LINKS for j in range(k, stop))  # "a BBC", not "a la"
            proper = _name_word(nxt) and nxt.pos_ == "PROPN"
            if _foreign_word(nxt) or (proper and not english):
                k, linked = stop, True
                continue
            break
        if _name_word(token) and token.pos_ in ("PROPN", "NOUN", "ADJ") and linked:
            k += 1
            end = k  # "Universita degli Studi di Padova": capitalised words after the links
            continue
        break
    return end


def foreign_name_spans(doc: Doc) -> list[Span]:
    """Spans of names that go on in lowercase foreign words ("Panna cotta", "Beef kway teow",
    "Chili con carne", "Palazzo della Ragione", "Universita degli Studi di Padova"): capitalised
    words, then words no English dictionary lists, or links ("con", "della") before such a word
    or a capitalised one. English words ("Coconut milk", "Paella comes") never continue a name."""
    from spacy.tokens import Span

    toks = list(doc)
    found: list[Span] = []
    i = 0
    while i < len(toks):
        token = toks[i]
        if not _name_word(token) or i + 1 >= len(toks):
            i += 1
            continue
        begin = i
        while i + 1 < len(toks) and _name_word(toks[i + 1]):
            i += 1
        end = _foreign_tail_end(toks, i + 1)
        linked = end > i + 1 and toks[i + 1].lower_ in FOREIGN_LINKS
        place = toks[i].ent_type_ in _PLACE_LABELS and not linked  # "In Spain paella is eaten"
        if end > i + 1 and not place:
            label = toks[begin].ent_type_ if toks[begin].ent_type_ in _THING_LABELS else "PRODUCT"
            found.append(Span(doc, begin, end, label=label))
            i = end
            continue
        i += 1
    return found


def name_cut_off(doc: Doc) -> bool:
    """Whether a merged name stands as a sentence of its own before the verb it is the subject
    of ("Arco della Pace" | "is a monument in Milan"): the parser read the name's last word as
    the end of a sentence, or hung the name on the verb as no subject (an interjection, a clause)."""
    for token in doc[:-1]:
        nxt = doc[token.i + 1]
        if token.pos_ != "PROPN" or " " not in token.text or list(token.children):
            continue
        alone = token.dep_ == "ROOT" and nxt.dep_ == "ROOT"
        # "Pollo a la brasa" | "is a Peruvian dish": the name hung on its verb as no subject
        subjects = ("nsubj", "nsubjpass", "expl")
        loose = (
            token.head.i == nxt.i
            and nxt.dep_ == "ROOT"
            and token.dep_ not in subjects
            and not any(c.dep_ in subjects for c in nxt.children)
        )
        if (alone or loose) and nxt.pos_ in ("AUX", "VERB"):
            return True
    return False
