"""``spacy-rules.v2`` countries and places (issue 10): capitals, languages and ethnic groups in
wordings the rules of :mod:`.country_facts_v2` and :mod:`.places_v2` leave aside. Mixed into
:class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`.

- **Languages** in a "where" clause after "A in B" with B a sovereign country: "X serves the
  city of A in B where the C language is spoken" (B's language, not A's nor the city's).
- **Capitals**: "X is in P, the capital of which is Y" (the parser makes both "the capital of
  which" and Y subjects), "X is in P which has the capital (city) of Y", "P, a country with the
  capital Y".
- **"The country"** opening a sentence after one that named a single sovereign country: "The
  country is the location of X / is home to X" (X's country), "The country has the capital city
  of Y" (its capital).
- **Bracketed countries**: "A in B (C) is ..." with C a sovereign country: A's country.
- **Ethnic groups**: "ethic group", a common misspelling of "ethnic group"; every member of "P
  has the ethnic groups of A and B"; "P, a country in which A are one of the ethnic groups"; "P
  where the capital is Y and A are one of the ethnic groups" (A hung on Y by the parser).

Guards: the place before a relative word must stand alone (never one of a chain "A, B": the
capital of a state is not its country's), an ethnic group is never a country's name (also for the
rules of :mod:`.places_v2`, whose group names this module filters), "The country" after two
countries is none of them, and a language needs a capitalised name before "language" or "languages".
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from . import spacy_rules as v1
from .common_v2 import (
    RulesState,
    _antecedent,
    _in_chain,
    _is_country_place,
    _is_passive,
    _is_place_name,
    _where_word,
)
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Token

_RELATIVES = frozenset(["which", "that"])


def _place_before(word: Token) -> Token | None:
    """The lone place name right before a relative word (after one comma): "Nevada which has",
    "Arizona, the capital of which"; None for one of a chain ("Reno, Nevada, which ...")."""
    doc, k = word.doc, word.i - 1
    if k >= 0 and doc[k].text == ",":
        k -= 1
    if k < 0 or not _is_country_place(doc[k]) or _in_chain(doc[k]):
        return None
    return doc[k]


def _capital_value(noun: Token) -> Token | None:
    """The place a "capital" noun names: "the capital Y", "the capital of Y", "the capital city
    of Y" (``noun`` is "city" then), "the capital Y" read as a compound before Y."""
    if noun.lemma_.lower() == "city":
        if not any(c.dep_ in ("compound", "amod") and c.lower_ == "capital" for c in noun.children):
            return None
    elif noun.lemma_.lower() != "capital":
        return None
    value = v1._child(noun, "appos") or v1._prep_object(v1._prep(noun, "of"))
    return value if value is not None and _is_country_place(value) else None


def _language_name(subj: Token) -> str | None:
    """ "the Kurdish languages", "the French language": a capitalised name before the noun."""
    if subj.lemma_.lower() != "language" or subj.pos_ != "NOUN":
        return None
    names = [c for c in subj.lefts if c.dep_ in ("compound", "amod") and c.text[:1].isupper()]
    return v1._text([*names, subj]) if names else None


class NationRules(RulesState):
    """Capitals, languages and ethnic groups of places (see the module docstring)."""

    if TYPE_CHECKING:
        previous_names: list[str]

    def _group_name(self, token: Token) -> str | None:
        """PlaceRules' group name, never a country's: in "P has the ethnic groups of A and B" a
        country named among them is no people (the pipeline tags many peoples as places, so
        only a known country is refused)."""
        if named(token) and is_country(token.text):
            return None
        return super()._group_name(token)

    def nation_facts(self, token: Token) -> Iterator[Candidate]:
        """Every pattern of this module hung on ``token``."""
        if any(c.dep_ == "neg" for c in token.children):
            return
        if token.lemma_ in ("speak", "use") and _is_passive(token):
            yield from self.spoken_in_country(token)
        if token.lemma_ == "be":
            yield from self.capital_of_which(token)
            yield from self.groups_in_which(token)
        if token.lemma_ == "have":
            yield from self.which_has_capital(token)
            yield from self.has_ethnic_groups_of(token)
        if token.lower_ == "country" and token.dep_ == "appos":
            yield from self.country_with_capital(token)
        if token.lower_ in ("country", "nation") and token.dep_ == "nsubj":
            yield from self.country_is_home(token)
        if token.dep_ == "appos" and token.i >= 1 and token.doc[token.i - 1].text == "(":
            yield from self.bracketed_country(token)

    def spoken_in_country(self, verb: Token) -> Iterator[Candidate]:
        """ "the city of A in B where the C language is spoken": B, a sovereign country written
        right before "where" after "in"."""
        marker = next((c for c in verb.children if c.lower_ == "where" and c.i < verb.i), None)
        subj = v1._child(verb, "nsubjpass")
        if marker is None or subj is None or marker.i < 2:
            return
        place = marker.doc[marker.i - 1]
        if not named(place) or not is_country(place.text) or place.head.lower_ != "in" or _in_chain(place):
            return
        entity = self._named_value(place)
        for member in [subj, *subj.conjuncts]:
            value = _language_name(member)
            if entity and value:
                yield Candidate(entity, "language", value)

    def capital_of_which(self, verb: Token) -> Iterator[Candidate]:
        """ "P, the capital of which is Y" parsed with two subjects."""
        subjects = v1._children(verb, "nsubj", "attr")
        noun = next((s for s in subjects if s.lemma_.lower() == "capital"), None)
        which = v1._prep_object(v1._prep(noun, "of")) if noun is not None else None
        if noun is None or which is None or which.lower_ != "which":
            return
        value = next((s for s in subjects if s.i > which.i and named(s)), None)
        place = _place_before(noun.doc[noun.left_edge.i])
        entity = self.entity(place) if place is not None else None
        named_value = self._named_value(value) if value is not None else None
        if entity and named_value and named_value != entity:
            yield Candidate(entity, "capital", named_value)

    def which_has_capital(self, verb: Token) -> Iterator[Candidate]:
        """ "P which has the capital of Y", "P, which has the capital city of Y"."""
        subj = v1._child(verb, "nsubj")
        noun = v1._child(verb, "dobj")
        if subj is None or subj.lower_ not in _RELATIVES or noun is None or v1._child(noun, "det") is None:
            return
        value = _capital_value(noun)
        place = _place_before(subj)
        entity = self.entity(place) if place is not None else None
        named_value = self._named_value(value) if value is not None else None
        if entity and named_value and named_value != entity:
            yield Candidate(entity, "capital", named_value)

    def country_with_capital(self, noun: Token) -> Iterator[Candidate]:
        """ "P, a country with the capital Y" (P the name the noun is in apposition to)."""
        place = noun.head
        value = v1._prep_object(v1._prep(noun, "with"))
        if not _is_country_place(place) or value is None:
            return
        if not (_is_place_name(value) and any(c.dep_ == "compound" and c.lower_ == "capital" for c in value.children)):
            value = _capital_value(value)  # "with the capital of Y"
        entity = self.entity(place)
        named_value = self._named_value(value) if value is not None else None
        if entity and named_value and named_value != entity:
            yield Candidate(entity, "capital", named_value)

    def country_is_home(self, noun: Token) -> Iterator[Candidate]:
        """ "The country is the location of X", "The country is home to X", "The country has the
        capital (city) of Y and is the location of X": "The country" opening a sentence is the
        one sovereign country the previous sentence named."""
        det = v1._child(noun, "det")
        countries = {n for n in self.previous_names if is_country(n)}
        if det is None or det.lower_ != "the" or noun.i != noun.sent.start + 1 or len(countries) != 1:
            return
        country = next(iter(countries))
        for verb in [noun.head, *noun.head.conjuncts]:
            if verb.lemma_ == "have" and verb.i > noun.i:
                obj = v1._child(verb, "dobj")
                value = _capital_value(obj) if obj is not None and v1._child(obj, "det") is not None else None
                name = self._named_value(value) if value is not None else None
                if name and name != country:
                    yield Candidate(country, "capital", name)
            attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
            if attr is None:
                continue
            if attr.lemma_.lower() == "location":
                thing = v1._prep_object(v1._prep(attr, "of"))
            elif attr.lower_ == "home":
                thing = v1._prep_object(v1._prep(attr, "to"))
            else:
                continue
            entity = self.entity(thing) if thing is not None and named(thing) else None
            if entity and entity != country:
                yield Candidate(entity, "country", country)

    def bracketed_country(self, appos: Token) -> Iterator[Candidate]:
        """ "A in B (C) is ...": a place in a place with a sovereign country in brackets is in C."""
        region = appos.head
        in_word = region.head
        place = in_word.head
        if not named(appos) or not is_country(appos.text) or in_word.lower_ != "in" or region.dep_ != "pobj":
            return
        if not _is_place_name(region) or not _is_place_name(place) or is_country(place.text) or _in_chain(place):
            return
        entity, value = self.entity(place), self._named_value(appos)
        if entity and value:
            yield Candidate(entity, "country", value)

    def _group_attr(self, verb: Token) -> bool:
        """Whether a copula says "are an ethnic group" or "are one of the ethnic groups"."""
        attr = v1._child(verb, "attr")
        if attr is not None and attr.lower_ == "one":
            attr = v1._prep_object(v1._prep(attr, "of"))
        return attr is not None and self._is_ethnic_group(attr)

    def groups_in_which(self, verb: Token) -> Iterator[Candidate]:
        """ "P, a country in which A are one of the ethnic groups", and "P where the capital is Y
        and A are one of the ethnic groups" (the parser hangs A on Y and leaves the copula
        without a subject)."""
        if not self._group_attr(verb):
            return
        subj = v1._child(verb, "nsubj")
        place: Token | None = None
        if subj is not None and verb.dep_ == "relcl" and _where_word(verb) is not None:
            head = verb.head
            if head.lemma_.lower() in ("country", "nation") and head.dep_ == "appos":
                head = head.head  # "Kenya, a country in which ..."
            place = head if _is_country_place(head) and not _in_chain(head) else None
        elif subj is None and verb.i >= 1 and verb.doc[verb.i - 1].dep_ == "conj":
            subj = verb.doc[verb.i - 1]
            first = subj
            while first.dep_ == "conj" and first.head.i < first.i:
                first = first.head
            marker = _where_word(first.head) if first.dep_ == "attr" else None
            place = _antecedent(marker) if marker is not None else None
        entity = self.entity(place) if place is not None else None
        for member in [subj, *subj.conjuncts] if subj is not None else []:
            value = self._group_name(member) if member.i > (place.i if place is not None else 0) else None
            if entity and value:
                yield Candidate(entity, "ethnic group", value)

    def has_ethnic_groups_of(self, verb: Token) -> Iterator[Candidate]:
        """ "P has the ethnic groups of A and B": every member (never a place name)."""
        group = v1._child(verb, "dobj")
        subj = self.subject(verb)
        if group is None or subj is None or not self._is_ethnic_group(group) or not _is_country_place(subj):
            return
        first = v1._prep_object(v1._prep(group, "of"))
        entity = self.entity(subj)
        for member in [first, *first.conjuncts] if first is not None else []:
            value = self._group_name(member)
            if entity and value:
                yield Candidate(entity, "ethnic group", value)
