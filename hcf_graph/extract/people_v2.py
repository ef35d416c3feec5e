"""``spacy-rules.v2``: what a sentence says of a person in passing.

- **Nationality beside the name**: "the American Dick Dillin", "United States national Alan
  Bean", "Sheldon Moldoff, an American who ...", "John Buscema (American)", "the French
  national, Rene Goscinny", "X is a Puerto Rican national", "X is an American born in ...".
- **Occupation after "as"**: "worked / served / performed / retired as a test pilot", "joined
  NASA as a fighter pilot"; and after "became": "X became a test pilot".

A person is a PERSON name or "he"/"she" resolved to one; a nationality is a NORP name (or a
country before "national"); an occupation is a singular common noun that names no group
("a crew member of Apollo 12" is no occupation).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..resolve.countries import country_name, is_country
from ..resolve.demonyms import is_demonym
from . import spacy_rules as v1
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Verbs whose "as a N" names the person's occupation ("worked as a test pilot").
AS_OCCUPATION_VERBS = frozenset(["work", "serve", "perform", "retire", "join", "start", "begin", "employ", "hire"])
# Nouns that never name an occupation (groups, standing, kinship, a role in one event).
NOT_OCCUPATIONS = frozenset(
    [
        "member",
        "leader",
        "national",
        "citizen",
        "resident",
        "native",
        "part",
        "one",
        "head",
        "person",
        "man",
        "woman",
        "child",
        "son",
        "daughter",
        "student",
        "graduate",
        "guest",
        "volunteer",
        "replacement",
    ]
)
_NATIONAL_NOUNS = frozenset(["national", "citizen"])
# "received an MS / a doctorate from X": the verbs, the degree nouns and abbreviations.
_DEGREE_VERBS = frozenset(["receive", "obtain", "earn", "get", "gain", "take", "complete", "graduate"])
_DEGREE_NOUNS = frozenset(["degree", "doctorate", "diploma", "bachelor", "master", "masters", "phd", "doctoral"])
_DEGREE = re.compile(r"^(?:B|M|D|Ph|Sc|LL|Ed)\.?\s?(?:[A-Z][a-z]?\.?){0,3}$")  # MS, M.S., BSc, Sc.D, PhD
# A school named in full ("went to the University of X"; not "went to NASA").
_SCHOOL_WORD = re.compile(r"\b(?:Universit\w*|College|School|Institute|Academy|Polytechnic|Conservatory|Seminary)\b")


def is_nationality(token: Token) -> bool:
    """A nationality word: a NORP name ("Puerto Rican"), or a demonym of the table whatever
    the tagger made of it ("American" is sometimes an ORG)."""
    return token.text[:1].isupper() and (token.ent_type_ == "NORP" or is_demonym(token.text))


def occupation_words(noun: Token) -> str:
    """ "a test pilot" -> "test pilot": the noun with its noun compounds, lower case."""
    words = [t for t in v1._left_modifiers(noun, {"compound"}) if t.pos_ in ("NOUN", "PROPN")]
    return v1._text(words).lower() if words else noun.lower_


def without_nationality(sent: Span, name: str) -> str:
    """A person's name without the nationality the parser joined to it: "American Dick Dillin"
    -> "Dick Dillin" (only when the rest is a person's name in the sentence)."""
    people = {e.text for e in sent.ents if e.label_ == "PERSON"}
    for ent in sent.ents:
        nationality = ent.label_ == "NORP" or is_demonym(ent.text)
        if nationality and name.startswith(ent.text + " ") and name[len(ent.text) + 1 :] in people:
            return name[len(ent.text) + 1 :]
    return name


class PersonDescriptions:
    """Rules for what a sentence says of a person in passing (mixed into v2's TopicRules)."""

    if TYPE_CHECKING:
        resolved: dict[int, str]

        def entity(self, head: Token | None) -> str | None: ...

        def subject(self, verb: Token) -> Token | None: ...

        def _named_value(self, obj: Token | None) -> str | None: ...

    def _person(self, subj: Token | None) -> bool:
        """A named person, or "he"/"she" resolved to one."""
        if subj is None:
            return False
        return subj.ent_type_ == "PERSON" or (subj.i in self.resolved and subj.lower_ in ("he", "she"))

    def nationality_beside(self, name: Token) -> Iterator[Candidate]:
        """A PERSON name's nationality written beside it: before it ("the American X",
        "United States national X"), or in an apposition ("X, an American who ...", "X
        (American)", "the French national, X")."""
        if name.ent_type_ != "PERSON" or not named(name):
            return
        entity = self.entity(name)
        if not entity:
            return
        doc = name.doc
        for child in name.lefts:
            next_to = child.i == name.i - 1 or (child.i == name.i - 2 and doc[name.i - 1].text == ",")
            if child.dep_ in ("compound", "amod", "nmod") and is_nationality(child) and next_to:
                yield Candidate(entity, "nationality", child.text)  # "the American Dick Dillin", "the American, X"
                return
            national = any(c.lower_ in _NATIONAL_NOUNS for c in name.lefts if c.i > child.i)
            if child.dep_ in ("nmod", "compound") and child.ent_type_ in ("GPE", "NORP") and national:
                yield Candidate(entity, "nationality", child.text)  # "United States national X"
                return
        for appos in v1._children(name, "appos"):
            det = v1._child(appos, "det")
            beside = name.i + 1 < len(name.doc) and name.doc[name.i + 1].text in (",", "(")
            if is_nationality(appos) and (det is None or det.lower_ in ("a", "an")) and beside:
                yield Candidate(entity, "nationality", appos.text)  # "X, an American who ...", "X (American)"
                return
            if appos.lower_ in _NATIONAL_NOUNS and beside and (det is None or det.lower_ in ("a", "an")):
                country = [t for t in appos.lefts if t.dep_ in ("amod", "compound") and (is_nationality(t) or named(t))]
                place = v1._prep_object(v1._prep(appos, "of"))
                if country:
                    yield Candidate(entity, "nationality", v1._text(country))  # "X, a US national,"
                elif place is not None and named(place) and is_country(place.text):
                    yield Candidate(entity, "nationality", country_name(place.text))  # "X, a national of Peru"
                return
        after_comma = name.i >= 2 and name.doc[name.i - 1].text == "," and name.doc[name.i - 2].i == name.head.i
        if name.dep_ == "appos" and name.head.lower_ in _NATIONAL_NOUNS and after_comma:
            country = [t for t in name.head.lefts if is_nationality(t) or t.ent_type_ == "GPE"]
            if country:
                yield Candidate(entity, "nationality", v1._text(country))  # "the French national, X"

    def national_attribute(self, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "X is a Puerto Rican national", "X is an American born in ...": a nationality the
        v1-era rules missed (a merged nationality name; an "American" with a clause after it).
        "a national" says the subject is a person whatever the tagger made of the name."""
        person = self._person(subj) or (
            attr.lower_ in _NATIONAL_NOUNS and named(subj) and subj.ent_type_ in ("PERSON", "ORG", "")
        )
        if not person or any(c.dep_ == "neg" for c in attr.head.children):
            return
        det = v1._child(attr, "det")
        if det is None or det.lower_ not in ("a", "an"):
            return
        entity = self.entity(subj)
        if not entity:
            return
        clauses = [c for c in attr.rights if c.dep_ != "punct"]
        if is_nationality(attr) and clauses and all(c.dep_ in ("acl", "relcl") for c in clauses):
            yield Candidate(entity, "nationality", attr.text)  # "an American born in Glen Ridge"
        elif attr.lower_ in _NATIONAL_NOUNS:
            country = [
                t for t in attr.lefts if t.dep_ in ("amod", "compound") and (is_nationality(t) or t.pos_ == "PROPN")
            ]
            if country and not any(t.ent_type_ in ("GPE",) for t in country):
                yield Candidate(entity, "nationality", v1._text(country))  # "a Puerto Rican national"

    def person_origin(self, verb: Token) -> Iterator[Candidate]:
        """ "X is American", "X, who is American, ...", "X is from the United States": a
        person's nationality as an adjective or a country after the copula."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children) or v1._child(verb, "attr"):
            return
        subj = self.subject(verb)
        if not self._person(subj):
            return
        entity = self.entity(subj)
        acomp = v1._child(verb, "acomp")
        froms = [p for p in v1._children(verb, "prep") if p.lower_ == "from"]
        place = v1._prep_object(froms[0]) if len(froms) == 1 and len(v1._children(verb, "prep")) == 1 else None
        if entity and acomp is not None and is_nationality(acomp) and not list(acomp.children):
            yield Candidate(entity, "nationality", acomp.text)
        elif entity and acomp is None and place is not None and named(place) and is_country(place.text):
            yield Candidate(entity, "nationality", country_name(place.text))

    def occupation_as(self, prep: Token) -> Iterator[Candidate]:
        """ "X worked as a test pilot", "X joined NASA as a fighter pilot"."""
        verb, noun = prep.head, v1._prep_object(prep)
        if noun is None or verb.pos_ != "VERB" or verb.lemma_ not in AS_OCCUPATION_VERBS:
            return
        yield from self._occupation(verb, noun)

    def became(self, verb: Token) -> Iterator[Candidate]:
        """ "X became a test pilot"."""
        if verb.lemma_ == "become":
            noun = v1._child(verb, "attr")
            if noun is not None:
                yield from self._occupation(verb, noun)

    def _occupation(self, verb: Token, noun: Token) -> Iterator[Candidate]:
        det = v1._child(noun, "det")
        if det is None or det.lower_ not in ("a", "an") or noun.tag_ != "NN" or noun.pos_ != "NOUN":
            return
        if noun.lemma_.lower() in NOT_OCCUPATIONS or v1._children(noun, "prep", "acl", "relcl"):
            return  # "served as a crew member of Apollo 12": a role in one mission
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self.entity(subj) if self._person(subj) else None
        if entity:
            yield Candidate(entity, "occupation", occupation_words(noun))

    def degree_from(self, verb: Token) -> Iterator[Candidate]:
        """ "X received an MS from KIT", "X earned a BSc from the University of Y", "X obtained a
        doctorate in 1963 from Y" -> alma mater (the value must name a school, see v2's guard)."""
        if verb.lemma_ not in _DEGREE_VERBS or any(c.dep_ == "neg" for c in verb.children):
            return
        degree = v1._child(verb, "dobj") or v1._prep_object(v1._prep(verb, "with"))
        if degree is None or not _is_degree(degree):
            return
        subj = self.subject(verb)
        entity = self.entity(subj) if self._person(subj) else None
        school = v1._prep_object(v1._prep(verb, "from") or v1._prep(degree, "from"))
        value = self._named_value(school) if school is not None else None
        if entity and value:
            yield Candidate(entity, "alma mater", value)

    def went_to(self, verb: Token) -> Iterator[Candidate]:
        """ "X went to the University of Y" -> alma mater (a school named in full)."""
        if verb.lemma_ != "go" or any(c.dep_ == "neg" for c in verb.children):
            return
        school = v1._prep_object(v1._prep(verb, "to"))
        value = self._named_value(school) if school is not None else None
        subj = self.subject(verb)
        entity = self.entity(subj) if self._person(subj) else None
        if entity and value and _SCHOOL_WORD.search(value):
            yield Candidate(entity, "alma mater", value)


def _is_degree(noun: Token) -> bool:
    """ "an MS", "a M.S.", "an Sc.D" (cut in three by the tokenizer), "a BSc", "a doctorate"."""
    if noun.lemma_.lower() in _DEGREE_NOUNS:
        return True
    words = [t for t in noun.subtree if t.i <= noun.i and t.dep_ != "det"]
    text = noun.doc[words[0].i : noun.i + 1].text if words else noun.text
    return _DEGREE.match(text.replace(" ", "")) is not None
