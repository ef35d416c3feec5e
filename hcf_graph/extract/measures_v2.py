"""``spacy-rules.v2`` measures and counts (issue 10): a part's measure keyed on its named owner
("the length of the runway at X is N", "X's runway is N m long"), heights above sea level,
"the number of students at X", "a 320-page novel", and relation nouns named by "X of Y"
("date of birth").
Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from . import spacy_rules as v1
from .common_v2 import (
    _OTHER_WORDS,
    _PLACE_CLASSES,
    _STATE_PARTICIPLES,
    LEADER_TITLES,
    RulesState,
    _is_place_name,
    _measure_compound,
)
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# "(2011 census)", "(2011)", "(est. 2019)", "(2019 estimate)" right after a figure or its counted
# noun ("12,400 inhabitants (2011)"): the year the figure holds for.
# Nouns of a place as the site of a thing: "Marlow is the location of Ostby Airport at 25
# metres above sea level" gives the airport's height.
_SITE_NOUNS = frozenset({"location", "site", "home"})
_BRACKETED_YEAR = re.compile(
    r"(?:\s+[a-z]+)?\s*\((?:(?:est\.|estimate|census|as of)\s+)?((?:1[0-9]|20)[0-9]{2})(?:\s+(?:census|estimate|est\.?|figures?))?\)"
)


class PartMeasures(RulesState):
    """Rules for measures and counts (see the module docstring)."""

    def dated_figures(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A figure followed by the year it holds for in brackets ("a population of 12,400 (2011
        census)") has that year as its qualifier, "as of 2011", as "As of 2011, ..." gives: two
        censuses are then two keys, never a false conflict."""
        text = sent.text
        for key, fact in list(found.items()):
            if fact.qualifier or not any(c.isdigit() for c in fact.value):
                continue
            at = text.find(fact.value)
            match = _BRACKETED_YEAR.match(text, at + len(fact.value)) if at >= 0 else None
            if match is not None and text.count(fact.value) == 1:
                found[key] = replace(fact, qualifier=f"as of {match.group(1)}")

    def _of_relation(self, noun: Token) -> tuple[str, Token] | None:
        """A catalog relation named by a noun and its "of" phrase, with its owner: "Ada's date of
        birth", "the place of death of Ada", "the length of the runway at Tarrow Field" (the
        runway's named owner; not "the second runway", one of several)."""
        prep = v1._prep(noun, "of") if noun.pos_ == "NOUN" else None
        inner = v1._prep_object(prep)
        if prep is None or inner is None or inner.pos_ != "NOUN" or named(inner):
            return None
        det = v1._child(inner, "det")
        if det is not None and det.lower_ != "the":
            return None
        phrase = f"{noun.lemma_.lower()} of {'the ' if det is not None else ''}{inner.lemma_.lower()}"
        if not self._known(phrase) and phrase not in LEADER_TITLES:  # "head of government": a leader's title
            return None
        if det is not None:  # "the length of the runway at X": a part of a named owner
            if any(c.ent_type_ == "ORDINAL" or c.lower_ in _OTHER_WORDS for c in inner.children):
                return None
            owner = self._part_owner(inner) or self._part_owner(noun)  # "at X" may hang on "length"
            return (phrase, owner) if owner is not None else None
        poss = v1._child(noun, "poss")
        others = [v1._prep_object(p) for t in (noun, inner) for p in v1._children(t, "prep") if p.i != prep.i]
        for owner in (poss, *others):
            if owner is not None and (named(owner) or owner.i in self.resolved):
                return phrase, owner
        return None

    @staticmethod
    def _bare_number(token: Token) -> str | None:
        """A decimal on its own ("2684.0"), which v1 takes for no quantity."""
        return token.text if token.pos_ == "NUM" and token.like_num and "." in token.text else None

    def part_measure_in(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "The runway at X is 700.0 in length", "2992.88 is the length of the runway at X":
        a named owner's part measure (a relation the catalog knows, "runway length")."""
        if subj.pos_ == "NUM" and attr.pos_ == "NOUN" and v1._is_definite(attr):
            named_by_of = self._of_relation(attr)
            value = v1.quantity_phrase(subj) or self._bare_number(subj)
            if named_by_of is not None and value:
                relation, holder = named_by_of
                entity = self.entity(holder)
                if entity:
                    yield Candidate(entity, relation, value)
            return
        measure = v1._prep_object(v1._prep(attr, "in")) if v1._has_number(attr) or attr.like_num else None
        if measure is None or subj.pos_ != "NOUN" or named(subj):
            return
        if any(c.ent_type_ == "ORDINAL" or c.lower_ in _OTHER_WORDS for c in subj.children):
            return
        relation = f"{subj.lemma_.lower()} {measure.lemma_.lower()}"
        owner = self._part_owner(subj)
        value = v1.quantity_phrase(attr) or self._bare_number(attr)
        entity = self.entity(owner) if owner is not None else None
        if self._known(relation) and entity and value:
            yield Candidate(entity, relation, value)

    def part_with_measure(self, prep: Token) -> Iterator[Candidate]:
        """ "X has a runway with the length of 3100.0 metres" / "with a length of 2,400 feet"."""
        part, noun = prep.head, v1._prep_object(prep)
        if noun is None or part.pos_ != "NOUN" or named(part):
            return
        if any(c.ent_type_ == "ORDINAL" or c.lower_ in _OTHER_WORDS for c in part.children):
            return
        number = v1._prep_object(v1._prep(noun, "of"))
        relation = f"{part.lemma_.lower()} {noun.lemma_.lower()}"
        owner = self._part_owner(part)
        value = (v1.quantity_phrase(number) or self._bare_number(number)) if number is not None else None
        entity = self.entity(owner) if owner is not None else None
        if self._known(relation) and entity and value:
            yield Candidate(entity, relation, value)

    @staticmethod
    def _counted(subj: Token) -> Token | None:
        """The plural noun "the number of" counts ("the number of students"), or None."""
        if subj.lemma_.lower() != "number" or subj.pos_ != "NOUN":
            return None
        counted = v1._prep_object(v1._prep(subj, "of"))
        return counted if counted is not None and counted.tag_ == "NNS" and not named(counted) else None

    def _number_of(self, verb: Token, subj: Token, counted: Token, attr: Token) -> Iterator[Candidate]:
        """ "The number of students at X is 700", "The number of pages in X is 320": (X, number
        of students, 700) when the catalog knows the count; no fact on "number" otherwise."""
        relation = f"number of {v1.relation_phrase(counted)}"
        owner = None
        for holder in (counted, subj):
            for word in ("at", "in", "of", "for"):
                owner = owner or v1._prep_object(v1._prep(holder, word))
        poss = v1._child(subj, "poss")
        owner = owner or (poss if poss is not None and (poss.pos_ != "PRON" or poss.i in self.resolved) else None)
        entity = self.entity(owner) if owner is not None and self.specific(owner) else None
        value = v1.quantity_phrase(attr) if attr.like_num or v1._child(attr, "nummod") is not None else None
        if entity and value and self._known(relation):
            yield Candidate(entity, relation, value, v1.qualifier_of([verb, subj, owner, attr], owner, attr))

    def measure_adjective(self, verb: Token, subj: Token, adj: Token) -> Iterator[Candidate]:
        """v1's, plus the measure of a part keyed on the part's named owner: "The runway at X is
        1800 metres long", "X has a runway that is 4349 metres long" -> (X, runway length, ...)."""
        relation = v1._MEASURE_ADJECTIVES.get(adj.lower_)
        before = verb.doc[verb.i - 1] if verb.i > 0 else None
        if (
            v1._child(verb, "nsubj") is None
            and before is not None
            and before.pos_ == "NOUN"
            and v1._child(before, "poss")
        ):
            subj = before  # "... and its runway is 700 m long", "runway" parsed as a conjunct of a name
        measure = v1.measure_of_adjective(adj)
        if adj.lower_ == "long" and measure is not None and measure.lower_ == "pages":
            number = v1._child(measure, "nummod")  # "The book is 320 pages long": a page count
            entity = self.entity(subj)
            if number is not None and entity:
                yield Candidate(entity, "number of pages", number.text)
            return
        owner = self._part_owner(subj) if relation and subj.pos_ == "NOUN" and not named(subj) else None
        poss = v1._child(subj, "poss")
        if owner is None and poss is not None and poss.pos_ == "PRON" and subj.pos_ == "NOUN":
            # "X ... and its runway is 600 m long": the runway's length, never X's own length
            part = f"{subj.lemma_.lower()} {relation}"
            if relation and self._known(part) and not any(c.lower_ in _OTHER_WORDS for c in subj.children):
                for found in super().measure_adjective(verb, subj, adj):
                    yield replace(found, relation=part)
            return
        if owner is None and subj.pos_ == "NOUN" and not self.specific(subj):
            return  # "The main span is 110 metres long": whose span the sentence does not say
        if owner is None:
            yield from super().measure_adjective(verb, subj, adj)
            return
        if any(c.ent_type_ == "ORDINAL" or c.lower_ in _OTHER_WORDS for c in subj.children):
            return  # "the second runway at X": one of several, whose lengths differ
        measure = v1.measure_of_adjective(adj)
        value = v1.quantity_phrase(measure) if measure is not None else None
        entity = self.entity(owner)
        if relation and entity and value:
            yield Candidate(entity, f"{subj.lemma_.lower()} {relation}", value, v1.qualifier_of([verb, adj], measure))

    def _part_owner(self, part: Token) -> Token | None:
        """The named owner of a part noun: "X's runway", "the runway at/of X", or "X has a
        runway (that ...)"; None for anything else."""
        poss = v1._child(part, "poss")
        if poss is not None and (named(poss) or poss.i in self.resolved):
            return poss
        for word in ("at", "of"):
            obj = v1._prep_object(v1._prep(part, word))
            if obj is not None and (named(obj) or obj.i in self.resolved):
                return obj
        if part.dep_ == "dobj" and part.head.lemma_ == "have":
            owner = self.subject(part.head)
            if owner is not None and (named(owner) or owner.i in self.resolved):
                return owner
        return None

    def sea_level(self, above: Token) -> Iterator[Candidate]:
        """ "X is 25 metres above sea level", "X is elevated 23 m above sea level" -> height."""
        level = v1._prep_object(above) if above.lower_ == "above" else None
        if level is None or level.lower_ != "level" or not any(c.lower_ == "sea" for c in level.children):
            return
        head = above.head
        around = [c for c in [*above.children, *head.children] if c.i < above.i]
        measure = head if v1._has_number(head) else next((c for c in around if v1._has_number(c)), None)
        verb = head
        site: Token | None = None
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:  # Tokens are made anew: no "is"
            verb = verb.head
            if verb.pos_ == "NOUN" and verb.lemma_.lower() in _SITE_NOUNS and site is None:
                site = v1._prep_object(v1._prep(verb, "of"))  # "Y is the location of X at 25 m above ..."
        if measure is None:
            return
        value = v1.quantity_phrase(measure) or (measure.text if measure.like_num else None)
        if site is not None and named(site) and value and self.entity(site):
            yield Candidate(self.entity(site) or "", "height", value)  # X stands there, not the place Y
            return
        subj = self.open_subject(verb) if verb.pos_ in ("VERB", "AUX") else None
        entity = self.entity(subj)
        if value and entity and self.specific(subj):
            yield Candidate(entity, "height", value)
            place = v1._prep_object(v1._prep(level, "in"))  # "located 911 metres above sea level in Lenmouth"
            where = self._named_value(place) if place is not None and _is_place_name(place) else None
            if where and verb.lemma_ in _STATE_PARTICIPLES:
                yield Candidate(entity, "located in", where)

    def class_counts(self, verb: Token) -> Iterator[Candidate]:
        """Counts stated on the class noun of a copula: "X is a 320-page novel", "X is a novel
        of 320 pages", "X is a university in Ohio with 700 students"; and "X has a total of 320
        pages". Only counts the catalog knows ("number of pages"), not "a 3-day festival"."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        if verb.lemma_ == "be":
            noun = v1._child(verb, "attr")
            if noun is None or noun.pos_ != "NOUN" or noun.tag_ != "NN":
                return
            counted = [_measure_compound(noun)]
            counted += [v1._prep_object(p) for p in v1._children(noun, "prep") if p.lower_ in ("of", "with")]
        elif verb.lemma_ == "have":
            noun = v1._child(verb, "dobj")
            if noun is None or noun.lower_ != "total":
                return
            counted = [v1._prep_object(v1._prep(noun, "of"))]
        else:
            return
        subj = self.subject(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        for count in counted:
            number = v1._child(count, "nummod") if count is not None else None
            if count is None or number is None or not entity or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
                continue
            plural = count.text if count.tag_ == "NNS" else count.lemma_.lower() + "s"  # "320-page"
            relation = f"number of {plural.lower()}"
            value = v1.quantity_phrase(number) or number.text
            if self._known(relation) and value:
                yield Candidate(entity, relation, value)

    def serving(self, verb: Token) -> Iterator[Candidate]:
        """ "X, serving (the city of) Y, is ...": a participle between commas after a name."""
        doc = verb.doc
        if verb.lemma_ != "serve" or verb.tag_ != "VBG" or verb.dep_ not in ("acl", "advcl"):
            return
        if verb.i == verb.sent.start and verb.dep_ == "advcl":  # "Serving the city of Y, X has ..."
            subject = self.subject(verb.head)
            obj = v1._child(verb, "dobj")
            value = self._named_value(obj)
            entity = self.entity(subject) if subject is not None and named(subject) else None
            if entity and value:
                yield Candidate(entity, "serve", value)
            return
        if verb.i < 2:
            return
        before = doc[verb.i - 2] if doc[verb.i - 1].text == "," else None
        if before is None or not named(before) or before.dep_ not in ("nsubj", "nsubjpass"):
            return
        obj = v1._child(verb, "dobj")
        if obj is not None and not named(obj) and obj.lemma_.lower() in _PLACE_CLASSES:
            obj = v1._prep_object(v1._prep(obj, "of"))  # "serving the city of Y"
        value = self._named_value(obj)
        entity = self.entity(before)
        if entity and value:
            yield Candidate(entity, "serve", value)
