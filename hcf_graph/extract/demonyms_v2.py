"""``spacy-rules.v2`` facts naming a place's people (issue 10): "The people of Norland are
called Norlanders", "Norlanders is the demonym for people from Norland", "Norland, where the
inhabitants have the demonym Norlander". Mixed into
:class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym, is_demonym
from . import spacy_rules as v1
from .common_v2 import (
    RulesState,
    _antecedent,
    _earlier_noun,
    _is_country_place,
    _is_passive,
    _unwrap_place,
    _where_word,
)
from .nations_v2 import _stray_subject
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Token

DEMONYM = "demonym"
PEOPLE_NOUNS = frozenset(["people", "inhabitant", "resident", "citizen", "native", "local", "national", "person"])
"""Nouns for a place's people: "the people of Norland", "its inhabitants"."""
NAMING_VERBS = frozenset(["call", "know", "refer", "name", "term"])
"""Verbs that give a people their name, in the passive: "are called", "are known as"."""
_PLACE_PREPOSITIONS = ("of", "from", "in")
_LOCAL_PEOPLE = frozenset(["local", "native"])


class DemonymRules(RulesState):
    """A place's demonym, from a naming verb on its people or the noun "demonym"."""

    if TYPE_CHECKING:

        def _statement_place(self, verb: Token, noun: Token | None, first: int) -> str | None: ...
        def _pointer_of(self, head: Token) -> tuple[bool, str | None]: ...

    def _people_focus(self, people: Token, verb: Token) -> str | None:
        """The place in focus for "the people", "the local inhabitants", "the people there", "the
        inhabitants of the state" named with no place of their own ("X is in Texas, where the
        capital is Austin and the inhabitants are called Texans"; see
        :meth:`~.nations_v2.FocusRules.focus_place`)."""
        if people.lemma_.lower() not in PEOPLE_NOUNS:
            return None
        pointed, place = self._pointer_of(people)
        if pointed:
            return place
        det = v1._child(people, "det")
        mods = {c.lower_ for c in people.children if c.dep_ in ("amod", "compound")}
        if det is None or det.lower_ != "the" or not mods <= _LOCAL_PEOPLE or people.tag_ != "NNS":
            return None
        if v1._children(people, "prep", "poss", "relcl"):
            return None
        return self._statement_place(verb, people, people.left_edge.i)

    def demonym_facts(self, verb: Token) -> Iterator[Candidate]:
        """The demonym patterns on a verb: naming its people, or "demonym" as its subject,
        attribute or object."""
        yield from self.people_called(verb)
        yield from self.demonym_noun(verb)
        yield from self.people_are(verb)
        yield from self.inhabit(verb)
        yield from self.demonym_live(verb)

    def people_called(self, verb: Token) -> Iterator[Candidate]:
        """ "The people of Norland are called Norlanders", "Norland's people are known as
        Norlanders", "Norland, whose people are called Norlanders", "Norland, where the people
        are known as Norlanders", "The people who live in Norland are called Norlanders"."""
        if verb.lemma_ not in NAMING_VERBS or not _is_passive(verb) or _negated(verb):
            return
        people = v1._child(verb, "nsubjpass") or _stray_subject(verb)
        if people is not None and people.lemma_.lower() not in PEOPLE_NOUNS:
            # "X's capital is Cairo and its people are called Egyptians": the parser joins the
            # people to the previous clause's value and makes that the subject
            joined = [c for c in people.conjuncts if c.i > people.i and c.right_edge.i < verb.i]
            people = joined[-1] if joined and joined[-1].lemma_.lower() in PEOPLE_NOUNS else None
        if people is None or people.lemma_.lower() not in PEOPLE_NOUNS:
            return
        place = self._people_place(people) or _place_of_relative(verb)
        if place is None and v1._child(people, "det") is None:
            place = _place(v1._prep_object(v1._prep(verb, "in")))  # "In Texas, people are called Texans"
        value = self._demonym_value(v1._child(verb, "oprd") or _as_object(verb) or _what_subject(verb))
        if place is None and value:
            place = _chain_country_whose(people, value)  # "in Hamburg, Germany, whose people are called Germans"
        entity = self._named_value(place) if place is not None else None
        its = v1._child(people, "poss")
        if entity is None and place is None and its is not None and its.lower_ == "its":
            owner = self.resolved.get(its.i)  # "Egypt is in Africa and its people are called ..."
            entity = owner if owner and is_country(owner) else None
        if entity is None and place is None and value:
            entity = self._people_focus(people, verb)
        if entity and value:
            yield Candidate(entity, DEMONYM, value)

    def demonym_noun(self, verb: Token) -> Iterator[Candidate]:
        """ "Norlanders is the demonym for people from Norland", "The demonym for people living
        in Norland is Norlandic", "Norland, where the inhabitants have the demonym Norlander"
        ("the demonym of Norland is ..." is the catalog attribute pattern's)."""
        if _negated(verb):
            return
        if verb.lemma_ == "have":
            obj = v1._child(verb, "dobj")
            subj = v1._child(verb, "nsubj")
            if obj is None or subj is None or subj.lemma_.lower() not in PEOPLE_NOUNS:
                return
            if obj.lemma_.lower() == DEMONYM:
                obj = v1._prep_object(v1._prep(obj, "of"))  # "have the demonym of Tejano"
            elif not any(c.dep_ == "compound" and c.lemma_.lower() == DEMONYM for c in obj.children):
                return
            place = self._people_place(subj) or _place_of_relative(verb)
            value = self._demonym_value(obj)
            focus = self._people_focus(subj, verb) if place is None and value else None
            if focus and value:
                yield Candidate(focus, DEMONYM, value)
                return
        elif verb.lemma_ == "be":
            subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr") or v1._child(verb, "acomp")
            if subj is None and verb.dep_ in ("conj", "advcl"):
                subj = _stray_demonym(verb)  # "X is in India and the demonym for ... is Indian"
            if subj is None or attr is None:
                return
            noun, other = (attr, subj) if attr.lemma_.lower() == DEMONYM else (subj, attr)
            if noun.lemma_.lower() != DEMONYM or other.lemma_.lower() == DEMONYM:
                return
            place = self._demonym_for(noun)
            value = self._demonym_value(other)
            target = v1._prep_object(v1._prep(noun, "for") or v1._prep(noun, "of"))
            if place is None and value and target is not None and target.lemma_.lower() in PEOPLE_NOUNS:
                focus = self._people_focus(target, verb) or self._bare_people_focus(target, verb)
                if focus:
                    yield Candidate(focus, DEMONYM, value)
                return
        else:
            return
        entity = self._named_value(place) if place is not None else None
        if entity and value:
            yield Candidate(entity, DEMONYM, value)

    def people_are(self, verb: Token) -> Iterator[Candidate]:
        """ "Irish people are the inhabitants of Ireland", "The natives of the UK are the British
        people": a copula between a place's people and a demonym."""
        if verb.lemma_ != "be" or _negated(verb):
            return
        subj, attr = v1._child(verb, "nsubj") or _stray_subject(verb), v1._child(verb, "attr")
        if subj is None or attr is None:
            return
        for people, other in ((attr, subj), (subj, attr)):
            det = v1._child(people, "det")
            amods = {c.lower_ for c in v1._children(people, "amod")}
            if people.lemma_.lower() in PEOPLE_NOUNS and amods <= _LOCAL_PEOPLE:
                if det is not None and det.lower_ != "the":
                    return  # "Most inhabitants of X are Catholics": a share, not a name
                place = self._people_place(people)
                value = self._demonym_value(other) if _nationality_like(other) else None
                entity = self._named_value(place) if place is not None else None
                if place is None and value:
                    entity = self._people_focus(people, verb) or self._people_there(people, verb)
                if entity and value:
                    yield Candidate(entity, DEMONYM, value)
                return

    def _people_there(self, people: Token, verb: Token) -> str | None:
        """The place in focus for "the people who live there" ("X is from Kenya; Kenyans are
        the people who live there")."""
        det = v1._child(people, "det")
        clauses = v1._children(people, "relcl")
        if det is None or det.lower_ != "the" or len(clauses) != 1 or v1._children(people, "prep", "poss", "amod"):
            return None
        clause = clauses[0]
        there = v1._child(clause, "advmod")
        if (
            clause.lemma_ not in ("live", "reside")
            or there is None
            or there.lower_ != "there"
            or v1._children(clause, "prep")
        ):
            return None
        return self._statement_place(verb, people, people.left_edge.i)

    def inhabit(self, verb: Token) -> Iterator[Candidate]:
        """ "British people inhabit the UK", "Norlanders live in Norland" is not read (a people
        living somewhere needs not be its people)."""
        if verb.lemma_ != "inhabit" or _negated(verb) or _is_passive(verb):
            return
        place = _place(v1._child(verb, "dobj"))
        subj = v1._child(verb, "nsubj")
        value = self._demonym_value(subj) if subj is not None and _nationality_like(subj) else None
        entity = self._named_value(place) if place is not None else None
        if entity and value:
            yield Candidate(entity, DEMONYM, value)

    def demonym_live(self, verb: Token) -> Iterator[Candidate]:
        """ "Greek people live in Greece", "Norwegians live there" (the place in focus): a
        people that lives in the very country its demonym names (by the demonym table; "Turks
        live in Germany" names no demonym of Germany)."""
        if verb.lemma_ not in ("live", "reside") or _negated(verb) or any(c.dep_ == "aux" for c in verb.children):
            return
        subj = v1._child(verb, "nsubj")
        if subj is None or not _nationality_like(subj) or v1._children(subj, "prep", "relcl", "nummod"):
            return  # "the Greeks in Paris": a group
        det = v1._child(subj, "det")
        if det is not None and det.lower_ != "the":
            return  # "Some Greeks"
        if any(t.lower_ in ("many", "most", "some", "few", "several") for t in subj.subtree):
            return
        value = self._demonym_value(subj)
        preps = v1._children(verb, "prep")
        place = _place(v1._prep_object(preps[0])) if len(preps) == 1 and preps[0].lower_ == "in" else None
        entity = self._named_value(place) if place is not None else None
        if entity is None and not preps:
            pointed, entity = self._pointer_of(verb)
            entity = entity if pointed else None
        if entity and value and country_of_demonym(value) == entity:
            yield Candidate(entity, DEMONYM, value)

    def _bare_people_focus(self, people: Token, verb: Token) -> str | None:
        """The place in focus for "the demonym for natives", "the demonym of the inhabitants":
        people with no place of their own after the noun "demonym"."""
        if v1._children(people, "prep", "poss", "relcl") or people.tag_ != "NNS":
            return None
        return self._statement_place(verb, people, people.left_edge.i)

    def _demonym_for(self, noun: Token) -> Token | None:
        """The place of "the demonym for people from Norland", "the demonym for people living in
        Norland", "the demonym for Norland"."""
        target = v1._prep_object(v1._prep(noun, "for") or v1._prep(noun, "of"))
        if target is None:
            return None
        if target.lemma_.lower() in PEOPLE_NOUNS:
            return self._people_place(target)
        return _place(target)

    def _people_place(self, people: Token) -> Token | None:
        """The place of "the people of/from/in Norland", "Norland's people", "whose people",
        "people who live in Norland", "people living in Norland"."""
        for word in _PLACE_PREPOSITIONS:
            place = _place(v1._prep_object(v1._prep(people, word)))
            if place is not None:
                return place
        poss = v1._child(people, "poss")
        if poss is not None:
            return _antecedent(poss) if poss.lower_ == "whose" else _place(poss)
        for clause in people.children:
            if clause.dep_ in ("relcl", "acl") and clause.lemma_ in ("live", "reside", "come"):
                for word in ("in", "from"):
                    place = _place(v1._prep_object(v1._prep(clause, word)))
                    if place is not None:
                        return place
        return None

    def _demonym_value(self, token: Token | None) -> str | None:
        """A demonym: a capitalized word or two ("Norlanders", "Norlandic", "Puerto Ricans"), or
        a people noun after one ("the British people")."""
        if token is not None and token.lemma_.lower() in PEOPLE_NOUNS and token.pos_ == "NOUN":
            words = [c for c in token.lefts if c.dep_ in ("amod", "compound") and c.text[:1].isupper()]
            return v1._text([*words, token]) if len(words) == 1 else None
        if token is None or not token.text[:1].isupper():
            return None
        if _is_country_place(token) and (is_country(token.text) or not is_demonym(token.text)):
            return None  # a place, not its people ("Greeks", which the pipeline may tag as one, is)
        value = (self._named_value(token) or token.text).removeprefix("demonym ")
        return value if len(value.split()) <= 3 else None


def _negated(verb: Token) -> bool:
    return any(c.dep_ == "neg" for c in verb.children)


def _nationality_like(token: Token) -> bool:
    """A nationality word or "the X people": a NORP name or a demonym of the table, bare or
    before a people noun ("Catholics" and "farmers" are no demonyms)."""
    if token.lemma_.lower() in PEOPLE_NOUNS:
        token = next((c for c in token.lefts if c.dep_ in ("amod", "compound")), token)
    return token.ent_type_ == "NORP" or is_demonym(token.text)


def _stray_demonym(verb: Token) -> Token | None:
    """The noun "demonym" the parser hung on an earlier word when its copula is a conjunct:
    "X is in India and the demonym for people living in India is Indian"."""
    noun = _earlier_noun(verb, DEMONYM)
    return noun if noun is not None and noun.dep_ == "conj" else None


def _what_subject(verb: Token) -> Token | None:
    """The subject of "Norlanders is what the people of Norland are called": the name the
    clause with "what" gives its people."""
    what = v1._child(verb, "dobj")
    if what is None or what.lower_ != "what" or verb.dep_ != "ccomp" or verb.head.lemma_ != "be":
        return None
    return v1._child(verb.head, "nsubj")


def _as_object(verb: Token) -> Token | None:
    """The object of "known as", "referred to as"."""
    return v1._prep_object(next((c for c in v1._children(verb, "prep") if c.lower_ == "as"), None))


def _place(token: Token | None) -> Token | None:
    """A named place ("the state of Texas" unwrapped; a name the pipeline did not tag as a
    place, since only a place has a demonym), else None."""
    token = _unwrap_place(token)
    return (
        token if token is not None and (_is_country_place(token) or (named(token) and token.pos_ == "PROPN")) else None
    )


def _chain_country_whose(people: Token, value: str) -> Token | None:
    """The country ending a chain of places before "whose people" when the demonym is that
    country's ("in Hamburg, Germany, whose people are called Germans"): the table says which of
    the chain's places the people are named for."""
    poss = v1._child(people, "poss")
    if poss is None or poss.lower_ != "whose" or poss.i < 2:
        return None
    doc = poss.doc
    if doc[poss.i - 1].lower_ == "and":  # "whose capital is Berlin and whose people ...": the first "whose"
        poss = next((t for t in reversed(doc[poss.sent.start : poss.i - 1]) if t.lower_ == "whose"), poss)
        if poss.i < 2 or doc[poss.i - 1].lower_ == "and":
            return None
    k = poss.i - 2 if doc[poss.i - 1].text == "," else poss.i - 1
    before = doc[k]
    if not is_country(before.text) or country_of_demonym(value) != before.text:
        return None
    return before


def _place_of_relative(verb: Token) -> Token | None:
    """The place a "where" clause hangs on: "Norland, where the people are called ..."."""
    marker = _where_word(verb)
    return _place(_antecedent(marker)) if marker is not None else None
