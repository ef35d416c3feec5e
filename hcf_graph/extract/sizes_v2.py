"""``spacy-rules.v2`` sizes (issue 10): measures and counts in the many ways prose states them,
for any measure relation the catalog knows (runway length, floor area, floor count, height,
population, number of students, academic staff size ...). :mod:`.measures_v2` reads the plain
wordings; these rules add:

- **A part's measure with its owner left to the context**: "The runway is 1800 long", "The
  runway at X is 1510 metres", "The runway length is 3048", "the length of the runway is
  3500m", "The runway - 18R/36L - measures a length of 3310.0", "The 11/29 runway in X has a
  length of 2215.0", "X has a runway which measures 2743.0 / a 497 m long runway / a runway of
  3992.88m", "its floor area covers 140000.0 (square metres)", "a 140000.0 (square metres)
  floor area", and the runway a first clause names ("The runway name is 15/33 and it has a
  length of N", "... and its length is N"). A part is a noun that the catalog joins to a
  measure ("runway length", "floor area"). Its owner is the named thing the sentence (else the
  paragraph) is about, a facility's name first ("Kelby Airport"), never a person, a place nor
  the runway's own code name; "the second runway", "one of the runways", "the 3rd runway" are
  one of several and give nothing.
- **Measures and counts after "has"** in a second conjunct ("has 20 floors and a floor area of
  N"), with "has" hung on the wrong word ("X is located in Y and has ..."), in a relative clause
  ("X, which is in Y and has ...") or after a comma splice ("X is located in Y, it has ..."); in
  "with a runway length of N" and "with 22 floors"; after "boasts", "is comprised of",
  "consisting of"; and "X's academic staff numbers 700".
- **Heights** with a negative figure ("-3.3528 metres above sea level") or abbreviated ("159m
  a.s.l.", "159 m AMSL"), in a second, relative or participle clause ("... and it is 211
  metres above sea level", "X, which is 618 ft above sea level", "served by X located 280
  metres above sea level"), and "This airport is 507 metres above sea level".
- **Staff**: "X has a staff of 700" is a university's (college's, school's ...) academic staff
  size, not a company's.

- **Measures of named things** (session 25): a figure before the name or its class noun ("The
  120 metre tall X", "X, 28 metres high, ...", "X is a 28 metres high building", "X, a
  30-metre-high obelisk"), "X is 121.92 metres in height", "X rises / stands 120 metres (tall)",
  "X lies at an elevation of 25 metres" -> height; "X covers / occupies 12.5 square kilometres",
  "X is 12.5 square kilometres" -> area, a building's floor area (its floors named in the
  sentence, or square metres and a building's name: "X has 45 floors covering N"). An
  airfield's length is its runway length; no measure is keyed on a common noun ("the area of
  water in X") or on "the 1st runway".

Values are figures: a runway's code ("14L/32R", "15/33") and a date are never one.
Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import spacy_rules as v1
from .common_v2 import _OTHER_WORDS, RulesState, _is_place_name
from .monuments_v2 import MONUMENT_NOUNS
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Token

# A figure: "1800", "2,195", "-3.3528", "3310.0"; not "15/33", "14L", "1st".
_FIGURE = re.compile(r"^[-+−]?\d[\d,]*(?:\.\d+)?$")
# A figure glued to its unit: "159m", "4000ft", "3500m".
_GLUED = re.compile(r"^[-+−]?\d[\d,]*(?:\.\d+)?(?:m|km|ft|feet|metres|meters)\.?$", re.IGNORECASE)
_ORDINAL_FIGURE = re.compile(r"^\d+(?:st|nd|rd|th)$", re.IGNORECASE)
# Nouns of a measure that a part noun before them makes a part's relation ("runway length").
_MEASURE_NOUNS = frozenset(["length", "area", "height", "width", "depth", "elevation"])
# Measures that a part has as well as the whole: a bare one may tell of a part ("its length").
_PART_MEASURES = frozenset(["length", "area", "width", "depth"])
_LENGTH_UNITS = frozenset(["m", "m.", "metre", "metres", "meter", "meters", "ft", "feet", "foot", "km"])
_UNIT_WORDS = _LENGTH_UNITS | {"square", "sq", "cubic", "kilometres", "kilometers", "hectares", "acres", "miles"}
_SEA_LEVEL_MARKS = frozenset(["a.s.l.", "a.s.l", "asl", "amsl", "a.m.s.l.", "a.m.s.l"])
# Words of a facility's name: a place name ending so is a thing with parts ("Kelby Airport").
_FACILITY_WORDS = frozenset(
    [
        "airport",
        "airbase",
        "base",
        "aerodrome",
        "airfield",
        "field",
        "tower",
        "building",
        "hall",
        "hotel",
        "house",
        "centre",
        "center",
        "plaza",
        "arena",
        "stadium",
        "station",
        "terminal",
    ]
)
# Last words of a building's name, whose area is its floor area ("200 Public Square", an address).
_BUILDING_ENDS = frozenset(
    ["tower", "building", "hall", "house", "centre", "center", "street", "avenue", "square", "terrace", "row"]
)
# Words a fact's entity may still stand in for a name with (resolved after the refinements).
_STAND_INS = frozenset(["it", "its", "they", "their", "he", "she", "this", "that", "the", "these", "those"])
# Measures of a named thing, never of a common noun ("the area of water").
_SIZE_RELATIONS = frozenset(["area", "floor area", "height", "length", "runway length", "width", "depth"])
# Last words of an airfield's name, whose length is its runway's.
_AIRFIELD_WORDS = frozenset(["airport", "airbase", "aerodrome", "airfield", "airstrip"])
# Part nouns whose measure is the part's, never the name's: "a 1,411 metre long runway".
_PART_NOUNS = frozenset(["runway", "floor", "wing", "span", "nave", "spire"])
# Institutions whose "staff" is their academic staff.
_ACADEMIC_WORDS = frozenset(["university", "college", "institute", "school", "academy", "polytechnic"])
# Adjectives of a figure written before a name or a class noun: "The 120 metre tall X", "X, 28
# metres high, ...", "X is a 28 metres high building".
_STATURE_ADJECTIVES = {"tall": "height", "high": "height", "long": "length"}
# Units of area: "12.5 square kilometres", "200 acres", "140,000-square meter".
_AREA_UNITS = frozenset(["hectares", "hectare", "acres", "acre", "km2", "m2", "km²", "m²"])
_SQUARE_WORDS = frozenset(["square", "sq", "sq."])
_SMALL_SQUARES = frozenset(["metre", "metres", "meter", "meters", "foot", "feet", "ft", "m"])
# Measure nouns of "X is 121.92 metres in height".
_IN_MEASURES = {"height": "height", "length": "length", "width": "width", "depth": "depth"}
_VERBS_OF_SIZE = frozenset(["measure", "cover", "total", "span", "stretch", "extend", "have"])
_NOT_OWNERS = frozenset(["PERSON", "NORP", "DATE", "CARDINAL", "ORDINAL", "QUANTITY"])


def _facility(name: str) -> bool:
    """Whether a name is a facility's ("Kelby Airport", "Harlow Tower")."""
    return any(w in _FACILITY_WORDS for w in re.findall(r"[a-z]+", name.lower()))


def _figure(token: Token | None, measured: bool = False) -> bool:
    """Whether a token is a figure written in digits, no code ("15/33") and no year (a figure
    with decimals, or one ``measured`` by an adjective as in "1800 long", may be tagged a date
    and is none)."""
    if token is None or token.ent_type_ in ("TIME", "MONEY", "PERCENT", "ORDINAL"):
        return False
    if token.ent_type_ == "DATE" and not measured and "." not in token.text:
        return False
    return bool(_FIGURE.match(token.text) or _GLUED.match(token.text))


def size_value(token: Token | None, measured: bool = False) -> str | None:
    """The figure a token holds, with its unit: "1800", "2,195 feet", "3500m", "1200 square
    metres"; None for a code, a date or an ordinal."""
    if token is None or v1._prep(token, "per") is not None:
        return None  # "1421.2 inhabitants per square kilometre": a density, no size
    if _figure(token, measured):
        unit = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
        if unit is not None and unit.lower_ in _LENGTH_UNITS and unit.head.i in (token.i, token.head.i):
            return _unit_stop(v1._text([token, unit]))
        return _unit_stop(token.text) + _bracketed_unit(token)
    number = next(
        (c for c in token.children if c.dep_ in ("nummod", "nmod", "quantmod") and _figure(c, measured)), None
    )
    if number is None or number.i > token.i:
        return None
    end = token.i + 1
    if any(t.text == "(" for t in token.doc[number.i : end]) and end < len(token.doc) and token.doc[end].text == ")":
        end += 1  # "210000.0 (square metres)", the unit in brackets
    return _unit_stop(v1._text(list(token.doc[number.i : end])))  # not "length 2989.0 meters"


def _built_name(name: str) -> bool:
    """Whether a name ends as a building's or a monument's ("Harlow Tower", "Kestrel Memorial")."""
    words = re.findall(r"[a-z]+", name.lower())
    return _facility(name) or (bool(words) and words[-1] in _BUILDING_ENDS | MONUMENT_NOUNS)


def _area_value(figure: Token | None) -> str | None:
    """A figure in a unit of area: "12.5 square kilometres", "200 acres", "4.14 sq km"."""
    if figure is None:
        return None
    unit = figure.lower_
    square = any(c.lower_ in _SQUARE_WORDS for c in figure.lefts)
    if not square and unit not in _AREA_UNITS:
        return None
    return v1.quantity_phrase(figure) or size_value(figure, measured=True)


def _area_relation(verb: Token, figure: Token, entity: str) -> str:
    """ "floor area" for a building's area (its floors named in the sentence, or its area in
    square metres or feet and a building's word ending its name), else "area"."""
    if any(t.lemma_.lower() == "floor" and t.pos_ == "NOUN" for t in verb.sent):
        return "floor area"
    words = re.findall(r"[a-z]+", entity.lower())
    building = bool(words) and (words[-1] in _BUILDING_ENDS or _facility(entity))
    return "floor area" if building and figure.lower_ in _SMALL_SQUARES else "area"


def _bracketed_unit(token: Token) -> str:
    """ " (square metres)" after a bare figure ("140000.0 (square metres)"), else ""."""
    doc = token.doc
    close = next((t for t in doc[token.i + 2 : token.i + 6] if t.text == ")"), None)
    if token.i + 1 >= len(doc) or doc[token.i + 1].text != "(" or close is None:
        return ""
    words = [t.lower_ for t in doc[token.i + 2 : close.i]]
    if not words or not all(w in _UNIT_WORDS for w in words):
        return ""
    return " " + doc[token.i + 1 : close.i + 1].text


def _unit_stop(value: str) -> str:
    """A value without the full stop its unit swallowed at the end of a sentence ("3500m.")."""
    return value[:-1] if value.endswith(".") and value[-2:-1].isalpha() else value


class SizeRules(RulesState):
    """Rules for sizes (see the module docstring)."""

    if TYPE_CHECKING:
        previous_names: list[str]

        def sea_level(self, above: Token) -> Iterator[Candidate]: ...

    def size_patterns(self, token: Token) -> Iterator[Candidate]:
        """The size rules, by the token they hang on."""
        if token.lower_ == "with" and token.dep_ == "prep":
            yield from self.with_size(token)
        if token.lower_ in _SEA_LEVEL_MARKS or token.lower_ == "above":
            yield from self.height_above(token)
        if token.lower_ == "measures" and token.pos_ == "NOUN":
            yield from self.part_verb(token)  # "The runway - 18R/36L - measures a length of N", read as a noun
        if token.lower_ in ("numbers", "totals", "numbered", "totalled", "totaled"):
            yield from self.numbers(token)
        if token.lower_ in _STATURE_ADJECTIVES and (token.dep_ == "amod" or token.head.pos_ == "NOUN"):
            yield from self.stature_before_name(token)
        if token.lower_ == "at" and token.dep_ == "prep":
            yield from self.at_elevation(token)
        if token.pos_ not in ("VERB", "AUX"):
            return
        if token.lemma_ in ("be", "cover", "occupy", "span", "encompass", "have"):
            yield from self.area_of(token)
        if token.lemma_ == "be":
            yield from self.measure_in(token)
        if token.lemma_ in ("rise", "stand", "tower"):
            yield from self.rises(token)
        if token.lemma_ == "be":
            yield from self.part_copula(token)
        if token.lemma_ in _VERBS_OF_SIZE:
            yield from self.part_verb(token)
        if token.lemma_ == "have":
            yield from self.have_sizes(token)
        if token.lemma_ in ("boast", "comprise", "consist", "make"):
            yield from self.count_verb(token)

    # ---- owners ------------------------------------------------------------------------------

    def _part_relation(self, part: Token, measure: str) -> str | None:
        """The catalog relation of a part's measure ("runway" + "length" -> "runway length")."""
        for phrase in (f"{part.lemma_.lower()} {measure}", f"{measure} of the {part.lemma_.lower()}"):
            if self._known(phrase):
                return self.catalog.canonical(phrase)
        return None

    @staticmethod
    def _several_parts(part: Token) -> bool:
        """ "the second runway", "the 3rd runway", "another runway", "one of the runways",
        "runways": one part of several, whose measures differ."""
        if part.tag_ in ("NNS", "NNPS"):
            return True
        for child in part.children:
            if child.ent_type_ == "ORDINAL" or child.lower_ in _OTHER_WORDS or _ORDINAL_FIGURE.match(child.text):
                return True
            if child.dep_ == "amod" and child.lower_ in ("first", "main", "longest", "shortest", "average"):
                return True
        head = part.head
        return part.dep_ == "pobj" and head.head.lower_ in ("one", "each", "all", "both")

    def _thing_owner(self, token: Token | None, part: bool = True) -> str | None:
        """The entity of a named (or resolved) owner: no person, and for a ``part`` ("runway")
        a place only when its name is a facility's ("Kelby Airport" tagged as a place)."""
        if token is None or not (named(token) or token.i in self.resolved):
            return None
        entity = self.entity(token)
        if not entity or _facility(entity):
            return entity  # "Kelby Airport", whatever the pipeline tags it
        if token.i in self.resolved:
            return entity if not part or self._thing_entity(entity) else None  # "Its runway" after "Abilene is ..."
        if token.ent_type_ in _NOT_OWNERS:
            return None
        return None if part and _is_place_name(token) else entity

    def _thing_entity(self, entity: str) -> bool:
        """Whether the paragraph's previous subject or topic of this name is known to be a thing
        with parts: a facility's name, or a building or organisation by its tag (a name the
        pipeline left untagged may be a town: "Abilene, Texas is served by ...")."""
        previous, topic = self.previous, self.topic
        labels = ("FAC", "ORG")
        return _facility(entity) or (
            (previous is not None and previous[0] == entity and previous[2] in labels)
            or (topic is not None and topic.name == entity and topic.label in labels)
        )

    def _clause_owner(self, verb: Token, part: bool = True) -> str | None:
        """The named owner of a clause with no subject of its own: "X ... and has ...", "X,
        which is in Y and has ...", "X is located in Y and has ..." (the parser hanging "has"
        on "Y"): the subject of the verb it hangs on, or the noun a relative clause tells of."""
        token = verb
        for _ in range(8):
            subj = v1._child(token, "nsubj", "nsubjpass") if token.pos_ in ("VERB", "AUX") else None
            subj = None if _figure(subj, measured=True) else subj  # "and is -3.3528 above ...", the figure as subject
            if subj is not None and subj.lower_ in ("which", "that") and token.dep_ == "relcl":
                return self._thing_owner(token.head, part)
            if subj is not None:
                return self._thing_owner(subj, part) if subj.lower_ != "it" else self._about(subj, part)
            if token.head.i == token.i:  # a root with no subject: "X is located in São José dos ...", "dos" a verb
                first = next(
                    (c for c in token.lefts if c.dep_ in ("ccomp", "advcl") and c.pos_ in ("VERB", "AUX")), None
                )
                inner = v1._child(first, "nsubj", "nsubjpass") if first is not None else None
                return self._thing_owner(inner, part) if inner is not None else None
            token = token.head
        return None

    def _about(self, token: Token, part: bool = True) -> str | None:
        """The named thing the sentence is about, else the paragraph's previous subject or topic;
        for a ``part`` ("runway", "floor") the first of them named as a facility ("Kelby
        Airport"), if any: "The Port Authority operates Kelby Airport. The runway ..."."""
        subjects = [t for t in token.sent if t.dep_ in ("nsubj", "nsubjpass") and t.i != token.i]
        subjects = [t for t in subjects if t.head.pos_ in ("VERB", "AUX") and (not part or self._has_parts(t))]
        here = [e for e in (self._thing_owner(t, part) for t in subjects) if e]
        others = [e for e in (self._thing_owner(t, part) for t in token.sent if named(t) and t.i != token.i) if e]
        previous = self.previous
        thing = previous is not None and previous[1] == "thing" and (not part or self._thing_entity(previous[0]))
        before = previous[0] if previous is not None and thing else None
        topic = self.topic
        fits = topic is not None and topic.kind == "thing" and (not part or self._thing_entity(topic.name))
        about = topic.name if topic is not None and fits else None
        if part:
            facility = next((e for e in [*here, *others] if _facility(e)), None)
            facility = facility or next((e for e in [before, *self.previous_names, about] if e and _facility(e)), None)
            if facility is not None:
                self._note_context(facility, token)
                return facility
        chosen = here[0] if here else before or about
        if chosen:
            self._note_context(chosen, token)
        return chosen

    def _has_parts(self, token: Token) -> bool:
        """Whether a named subject is known to be a thing with parts: tagged a building or an
        organisation, or named as a facility (a name the pipeline left untagged may be a town)."""
        return token.i in self.resolved or token.ent_type_ in ("FAC", "ORG") or _facility(token.text)

    def _the_thing(self, part: Token, noun: Token) -> str | None:
        """The thing "the airport" stands for, when the sentence or paragraph is about one thing
        whose name holds the noun ("Kelby Airport"); None for anything else ("the city")."""
        det = v1._child(noun, "det")
        if noun.pos_ != "NOUN" or det is None or det.lower_ not in ("the", "this", "that"):
            return None
        about = self._about(part)
        return about if about and noun.lemma_.lower() in about.lower().split() else None

    def _note_context(self, entity: str, token: Token) -> None:
        """Mark an entity taken from the paragraph as stated, for the guards."""
        if entity not in token.sent.text:
            self.from_previous.add(entity)

    def _part_holder(self, part: Token, *holders: Token) -> str | None:
        """The entity a part noun ("runway") belongs to: "X's runway", "the runway at/of/in X",
        "the X runway", "its runway", "the runway at the airport" or, with no owner written,
        the thing the sentence or paragraph is about. ``holders`` are more nouns whose "at X"
        may name it ("the runway length at X")."""
        if self._several_parts(part):
            return None
        unnamed = False
        for noun in (part, *holders):
            poss = v1._child(noun, "poss")
            if poss is not None:
                if poss.i in self.resolved or named(poss):
                    return self._thing_owner(poss)
                if poss.lower_ in ("its", "it"):
                    return self._about(part)
                return self._the_thing(part, poss)  # "the airport's runway"; not "his runway"
            for prep in v1._children(noun, "prep"):
                if prep.lower_ not in ("at", "of", "in", "for"):
                    continue
                obj = v1._prep_object(prep)
                if obj is None or obj.i == part.i:
                    continue
                if named(obj) or obj.i in self.resolved:
                    return self._thing_owner(obj)
                unnamed = unnamed or obj.pos_ in ("NOUN", "PROPN")
                described = self._the_thing(part, obj)  # "the runway at the airport": the airport named before
                if described:
                    return described
            compound = [c for c in v1._children(noun, "compound", "nmod") if named(c) or c.i in self.resolved]
            if compound:
                return self._thing_owner(compound[-1])  # "the Kelby Airport runway"
        if part.dep_ == "dobj" and part.head.lemma_ == "have":  # "X (, which) has a runway that is N long"
            subj = v1._child(part.head, "nsubj")
            if subj is not None and (named(subj) or subj.i in self.resolved):
                return self._thing_owner(subj)
            return self._clause_owner(part.head) if subj is None or subj.lower_ in ("which", "that") else None
        return None if unnamed else self._about(part)

    # ---- copulas and verbs -------------------------------------------------------------------

    def _part_and_measure(self, subj: Token) -> tuple[Token, str, Token] | None:
        """(part, relation, noun holding "at X") of a subject naming a part's measure:
        "runway length", "the length of the runway", "its floor area"."""
        if subj.pos_ != "NOUN" or named(subj):
            return None
        measure = subj.lemma_.lower()
        if measure in _MEASURE_NOUNS:
            part = next((c for c in v1._children(subj, "compound") if c.pos_ == "NOUN" and not named(c)), None)
            if part is None:
                inner = v1._prep_object(v1._prep(subj, "of"))
                det = v1._child(inner, "det") if inner is not None else None
                part = inner if inner is not None and det is not None and det.lower_ == "the" else None
            relation = self._part_relation(part, measure) if part is not None else None
            if part is not None and relation:
                return part, relation, subj
        return None

    def _named_part(self, verb: Token) -> Token | None:
        """The part a first clause names, that "it" or "its" in a second one stands for: "The
        runway name is 1/19 and (it) has a length of N", "The name of the runway is X and its
        length is N", "The runway is called X and it is N long"."""
        first = verb.head if verb.dep_ == "conj" and verb.head.pos_ in ("VERB", "AUX") else None
        subj = v1._child(first, "nsubj", "nsubjpass") if first is not None else None
        if subj is None or subj.pos_ != "NOUN" or named(subj):
            return None
        if subj.lemma_.lower() == "name":
            return self._part_named(subj)
        return self._part_named(subj) if first is not None and first.lemma_ in ("name", "call", "know") else None

    def _part_named(self, noun: Token) -> Token | None:
        """The part a noun names: the part itself ("runway"), or the part whose name it is ("the
        runway name", "the name of the runway", "its runway's name"); one part, not one of
        several."""
        part: Token | None = noun
        if self._several_parts(noun):
            return None  # "a second runway name", "the runways' names"
        if noun.lemma_.lower() == "name":
            part = next((c for c in v1._children(noun, "compound", "poss") if c.pos_ == "NOUN"), None)
            part = part or v1._prep_object(v1._prep(noun, "of"))
        if part is None or named(part) or part.pos_ != "NOUN" or self._several_parts(part):
            return None
        return part if self._part_relation(part, "length") or self._part_relation(part, "area") else None

    def _part_value(self, part: Token, adjective: Token | None, attr: Token | None) -> tuple[str, str] | None:
        """(relation, value) of a part's measure "N long" (an adjective with its figure) or "N
        metres" (a figure with a unit of length)."""
        if (
            adjective is not None
            and adjective.lower_ in v1._MEASURE_ADJECTIVES
            and adjective.lower_ not in ("old", "heavy")
        ):
            number = next((c for c in adjective.children if c.dep_ in ("nummod", "npadvmod", "nmod", "advmod")), None)
            relation = self._part_relation(part, v1._MEASURE_ADJECTIVES[adjective.lower_])
            value = size_value(number, measured=True)
        elif attr is not None and v1._prep_object(v1._prep(attr, "in")) is not None:
            measure = v1._prep_object(v1._prep(attr, "in"))  # "is 2776.0 feet in length"
            relation = self._part_relation(part, measure.lemma_.lower()) if measure is not None else None
            value = size_value(attr, measured=True)
        elif attr is not None and attr.lower_.rstrip(".") in _LENGTH_UNITS:
            relation = self._part_relation(part, "length")  # "The runway at X is 1510 metres"
            value = size_value(attr, measured=True)
        else:
            return None
        return (relation, value) if relation and value else None

    def part_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "The runway is 1800 long", "The runway at X is 1510 metres", "The runway length is
        3048", "The length of the runway is 3500m", "The X runway length is 2215.0"; "The runway
        name is X and it is N long" / "its length is N": a part's measure."""
        subj = self.subject(verb)
        if subj is None or any(c.dep_ == "neg" for c in verb.children):
            return
        adjective = next((c for c in verb.children if c.dep_ in ("acomp", "attr") and c.pos_ == "ADJ"), None)
        attr = next((c for c in verb.children if c.dep_ in ("attr", "acomp") and c.i > verb.i), None)
        part = self._part_named(subj) if subj.pos_ == "NOUN" and not named(subj) else None
        if subj.lower_ == "it" and subj.i not in self.resolved:
            part = self._named_part(verb)  # "The runway name is X and it is 3,310 long"
        found = self._part_value(part, adjective, attr) if part is not None else None
        if part is not None and found is not None:
            yield from self._owned(*found, self._part_holder(part))
            return
        poss = v1._child(subj, "poss")
        if poss is not None and poss.lower_ == "its" and poss.i not in self.resolved and subj.lemma_ in _MEASURE_NOUNS:
            part = self._named_part(verb)  # "The name of the runway is X and its length is 3500 m"
            relation = self._part_relation(part, subj.lemma_.lower()) if part is not None else None
            value = size_value(attr, measured=True)
            if part is not None and relation and value:
                yield from self._owned(relation, value, self._part_holder(part))
            return
        measured = self._part_and_measure(subj)
        value = size_value(attr, measured=True)  # "The runway length is 3048": no year
        if measured is not None and value is not None:
            part, relation, holder = measured
            yield from self._owned(relation, value, self._part_holder(part, holder))

    def part_verb(self, verb: Token) -> Iterator[Candidate]:
        """ "The runway - 18R/36L - measures a length of 3310.0", "The 11/29 runway in X has a
        length of 2215.0", "X has a runway which measures 2743.0", "its floor area covers
        140000.0": a part's measure after a verb."""
        noun = verb.pos_ == "NOUN"
        subj = v1._child(verb, "nmod") if noun else v1._child(verb, "nsubj")
        obj = v1._child(verb, "appos") if noun else v1._child(verb, "dobj", "npadvmod")
        if subj is not None and subj.lower_ in ("which", "that") and verb.dep_ == "relcl":
            subj = verb.head  # "a runway which measures 2743.0"
        if subj is None or obj is None or subj.pos_ != "NOUN" or named(subj):
            return
        if subj.lemma_.lower() == "name":
            subj = self._part_named(subj) or subj  # "a runway name of X which has a length of N"
        found = self._part_and_measure(subj)
        if found is not None and verb.lemma_ != "have":  # "its floor area covers 140000.0"
            part, covered, holder = found
            area = size_value(obj)
            yield from self._owned(covered, area or "", self._part_holder(part, holder) if area else None)
            return
        relation: str | None
        value: str | None
        if verb.lemma_ == "measure" and _figure(obj, measured=True):
            relation = self._part_relation(subj, "length")  # "measures 2743.0": a length
            value = size_value(obj, measured=True)
        elif obj.lemma_.lower() in _MEASURE_NOUNS:
            relation = self._part_relation(subj, obj.lemma_.lower())
            value = size_value(v1._prep_object(v1._prep(obj, "of")), measured=True)
        else:
            return
        if relation and value:
            yield from self._owned(relation, value, self._part_holder(subj))

    # ---- "has" and "with" --------------------------------------------------------------------

    def _sizes_of(self, nouns: list[Token], counts: bool = False) -> Iterator[tuple[str, str, bool]]:
        """(relation, value, part) of the catalog measures and counts among nouns: "a floor area of
        N", "a runway length of N", "a staff of 700", "700 academic staff", "a 497 metres long
        runway", "a runway of 3992.88m"; not a bare "length" or "area" (whose, in "it has a
        length of N", may be a part's), which v1 reads. ``part``: the measure or count of a
        part ("runway length", "floor count"), whose owner is a facility, never a place."""
        for noun in nouns:
            if noun.pos_ != "NOUN" or named(noun) or v1._prep(noun, "per") is not None:
                continue  # "1421.2 inhabitants per square kilometre": a density
            number = v1._child(noun, "nummod")
            of_value = size_value(v1._prep_object(v1._prep(noun, "of")), measured=True)
            relation = v1.relation_phrase(noun)
            if noun.lemma_.lower() in _PART_MEASURES and not v1._children(noun, "compound"):
                continue  # "it has a length of N" may tell of a part; "an elevation of N" never does
            adjective = next((c for c in v1._children(noun, "amod") if c.lower_ in v1._MEASURE_ADJECTIVES), None)
            of_object = v1._prep_object(v1._prep(noun, "of"))
            several = self._several_parts(noun)
            found = self._part_value(noun, adjective, None) if adjective is not None and not several else None
            if found is not None:
                yield *found, True  # "a 497 metres long runway"
                continue
            part_length = self._part_relation(noun, "length") if not several else None
            in_units = of_object is not None and (
                of_object.lower_.rstrip(".") in _LENGTH_UNITS or _GLUED.match(of_object.text) is not None
            )
            if part_length and in_units and of_value:
                yield part_length, of_value, True  # "a runway of 3992.88m"
                continue
            before = self._figure_before(noun, number) if number is not None else None
            if before is not None:
                yield before  # "a 140000.0 (square metres) floor area", "140000 square metre floor area"
                continue
            counted = f"number of {relation}"
            if counts and number is not None and noun.tag_ == "NNS" and self._known(counted):
                value = size_value(number)  # "with 22 floors"; not "with 3 days"
                if value:  # floors are parts of a building, students none of a university
                    yield self.catalog.canonical(counted), value, self._part_relation(noun, "area") is not None
                continue
            if noun.lower_ == "staff":
                value = size_value(number) if number is not None else of_value
            else:
                value = of_value if number is None else None
            if value and self._known(relation):
                canonical = self.catalog.canonical(relation)
                yield canonical, value, self._is_part_relation(canonical)
            elif value and noun.lower_ == "staff" and not v1._children(noun, "amod", "compound"):
                yield "staff", value, False  # a university's academic staff: see :meth:`_owned`

    def _figure_before(self, noun: Token, number: Token) -> tuple[str, str, bool] | None:
        """(relation, value, part) of a part's measure written before its noun: "a 140000.0
        (square metres) floor area" (the figure, its unit, then the part and the measure)."""
        part = next((c for c in v1._children(noun, "compound") if c.pos_ == "NOUN" and c.i > number.i), None)
        if noun.lemma_.lower() not in _MEASURE_NOUNS or part is None or not _figure(number, measured=True):
            return None
        relation = self._part_relation(part, noun.lemma_.lower())
        between = list(noun.doc[number.i + 1 : part.i])
        if not relation or not all(t.lower_ in _UNIT_WORDS | {"metre", "meter", "(", ")"} for t in between):
            return None
        return relation, v1._text([number, *between]), True

    def count_verb(self, verb: Token) -> Iterator[Candidate]:
        """ "X boasts 50 floors", "X is comprised of / made up of 23 floors", "Consisting of 23
        floors, X is ...": a count the catalog knows ("number of floors")."""
        of = v1._prep(verb, "of")
        noun = v1._prep_object(of) if of is not None else v1._child(verb, "dobj")
        if noun is None or (verb.lemma_ == "make" and not any(c.lower_ == "up" for c in verb.children)):
            return
        subj = v1._child(verb, "nsubj", "nsubjpass")
        for relation, value, part in self._sizes_of([noun, *v1._children(noun, "conj")], counts=True):
            if subj is not None and (named(subj) or subj.i in self.resolved):
                owner = self._thing_owner(subj, part)
            elif subj is None and verb.dep_ == "advcl":  # "Consisting of 23 floors, X is located ..."
                main = v1._child(verb.head, "nsubj", "nsubjpass")
                owner = self._thing_owner(main, part) if main is not None and verb.i < main.i else None
            elif subj is None or subj.lower_ in ("which", "that"):
                owner = self._clause_owner(verb, part)
            else:
                continue
            yield from self._owned(relation, value, owner)

    def _owned(self, relation: str, value: str, owner: str | None) -> Iterator[Candidate]:
        """The fact, "staff" made "academic staff size" for a university-like owner."""
        if owner and relation == "staff":
            if any(w in _ACADEMIC_WORDS for w in re.findall(r"[a-z]+", owner.lower())):
                yield Candidate(owner, "academic staff size", value)
        elif owner:
            yield Candidate(owner, relation, value)

    def _is_part_relation(self, relation: str) -> bool:
        """ "runway length", "floor area": a measure of a part, never a place's."""
        words = relation.split()
        return len(words) > 1 and words[-1] in _MEASURE_NOUNS

    def have_sizes(self, verb: Token) -> Iterator[Candidate]:
        """ "X has 20 floors and a floor area of 1200 square metres", "X is located in Y and
        has a runway length of N" (the parser hanging "has" on "Y"), "X, which is in Y and has
        ...", "X is located in Y, it has a runway length of N" (a comma splice)."""
        obj = v1._child(verb, "dobj")
        if obj is None or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubj")
        named_part = self._named_part(verb) if subj is None or subj.lower_ == "it" else None
        if named_part is not None and obj.lemma_.lower() in _MEASURE_NOUNS and not v1._children(obj, "compound"):
            # "The runway name is X and it has a length of N"
            relation = self._part_relation(named_part, obj.lemma_.lower())
            value = size_value(v1._prep_object(v1._prep(obj, "of")), measured=True)
            if relation and value:
                yield from self._owned(relation, value, self._part_holder(named_part))
            return
        nouns = [obj, *v1._children(obj, "conj")]
        fallback = subj is None or not (named(subj) or subj.i in self.resolved)  # v1 counts for a named subject
        v1_reads: set[str] = set()  # v1 reads "X has a floor area of N" when no noun is counted
        if not fallback and not any(v1._child(n, "nummod") for n in nouns):
            v1_reads = {self.catalog.canonical(v1.relation_phrase(n)) for n in nouns if v1._prep(n, "of")}
        for relation, value, part in self._sizes_of(nouns, counts=fallback):
            if relation in v1_reads and relation != "staff":  # "staff" is made "academic staff size" here
                continue
            if subj is not None and (named(subj) or subj.i in self.resolved):
                owner = self._thing_owner(subj, part)
            elif subj is None or subj.lower_ in ("which", "that"):
                owner = self._clause_owner(verb, part)
            elif subj.lower_ == "it":
                owner = self._about(subj, part)
            elif subj.pos_ == "NOUN":
                owner = self._the_thing(subj, subj)  # "This airport has a runway length of N"
            else:
                continue
            yield from self._owned(relation, value, owner)

    def with_size(self, prep: Token) -> Iterator[Candidate]:
        """ "X, with a runway length of 3310.0, is ...", "X is located in Y with a runway
        length of 2900m", "X is a university with a student population of 16,000"."""
        obj = v1._prep_object(prep)
        if obj is None or obj.pos_ != "NOUN":
            return
        head = prep.head
        holder = v1._child(head, "dobj") if head.lemma_ == "have" else head  # "has a runway name of X with ..."
        holder = holder if holder is not None and holder.pos_ == "NOUN" and holder.lemma_.lower() == "name" else None
        named_part = self._part_named(holder) if holder is not None else None
        if named_part is not None and obj.lemma_.lower() in _MEASURE_NOUNS:  # "a runway name of X with a length of N"
            relation = self._part_relation(named_part, obj.lemma_.lower())
            value = size_value(v1._prep_object(v1._prep(obj, "of")), measured=True)
            if relation and value:
                yield from self._owned(relation, value, self._part_holder(named_part))
            return
        for relation, value, part in self._sizes_of([obj, *v1._children(obj, "conj")], counts=True):
            owner = self._thing_owner(head, part) if named(head) else None  # "served by X, with an elevation of N"
            if owner is None and head.pos_ in ("VERB", "AUX", "NOUN", "PROPN"):
                owner = self._clause_owner(head, part)  # "X is located in Y with ...", "X is a university with ..."
            yield from self._owned(relation, value, owner)

    def numbers(self, verb: Token) -> Iterator[Candidate]:
        """ "X's academic staff numbers 700", "The student body of X totals 16,000", "Its
        population numbers 20,000" ("numbers" often parsed as a noun)."""
        noun = next((c for c in verb.lefts if c.dep_ in ("nsubj", "compound") and c.pos_ == "NOUN"), None)
        figure = next((c for c in verb.rights if c.dep_ in ("dobj", "advmod", "npadvmod", "nummod", "attr")), None)
        value = size_value(figure, measured=True)
        if noun is None or value is None or named(noun):
            return
        relation = v1.relation_phrase(noun)
        if noun.lower_ == "staff" and not v1._children(noun, "amod", "compound"):
            relation = "staff"
        elif not self._known(relation):
            return
        poss = v1._child(noun, "poss") or v1._child(verb, "poss")
        owner = self.owner(noun) if v1._child(noun, "poss") is not None or v1._prep(noun, "of") else None
        if owner is None and poss is not None and (poss.i in self.resolved or named(poss)):
            owner = poss
        entity = self._thing_owner(owner, part=False) if owner is not None else None
        relation = relation if relation == "staff" else self.catalog.canonical(relation)
        yield from self._owned(relation, value, entity)

    def refine_sizes(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """An airport's length is its runway's ("X Airport is 2744 metres long", "... and its
        length is 1800.0" after the runway's name); no measure keyed on a lone common noun that is
        not the document's topic, or on a runway ("The area of water in X is ...": not water's
        area; "the 1st runway": one of several; "the blue whale" keeps its length)."""
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation) or fact.relation
            if relation not in _SIZE_RELATIONS:
                continue
            words = re.findall(r"[a-z]+", fact.entity.lower())
            topic = self.topic.name if self.topic is not None else ""
            lone = fact.entity.islower() and " " not in fact.entity and fact.entity not in _STAND_INS
            if (lone and fact.entity != topic) or (words and words[-1] == "runway"):
                del found[key]
            elif relation == "length" and words and words[-1] in _AIRFIELD_WORDS:
                del found[key]
                runway = Candidate(fact.entity, "runway length", fact.value, fact.qualifier)
                found.setdefault((fact.entity, "runway length", fact.value), runway)
        _drop_bare_figures(found)

    # ---- heights and areas of named things --------------------------------------------------

    def _named_thing(self, token: Token | None) -> str | None:
        """The entity of a named (or resolved) thing; never a person's or a date's."""
        if token is None or not (named(token) or token.i in self.resolved):
            return None
        figure = token.ent_type_ in ("CARDINAL", "QUANTITY", "ORDINAL") and not re.search(r"[A-Za-z]", token.text)
        if token.ent_type_ in ("NORP", "DATE") or figure:  # "3Arena" may be tagged a number
            return None
        entity = self.entity(token)
        if token.ent_type_ == "PERSON" and token.i not in self.resolved and not _built_name(entity or ""):
            return None  # a person's, unless the name ends as a building's ("Kestrel Memorial" tagged a person)
        return entity

    def _described_name(self, noun: Token) -> Token | None:
        """The name a class noun describes: "X is a 28 metres high building" (the copula's
        subject), "X, a 30-metre-high obelisk, ..." (the apposition's name)."""
        if noun.dep_ == "appos" and (named(noun.head) or noun.head.i in self.resolved):
            return noun.head
        if noun.dep_ == "attr" and noun.head.lemma_ == "be":
            subj = v1._child(noun.head, "nsubj")
            return subj if subj is not None and (named(subj) or subj.i in self.resolved) else None
        return None

    def stature_before_name(self, adj: Token) -> Iterator[Candidate]:
        """ "The 120 metre tall X stands ...", "X, 28.0 metres high, was ...", "X is a 28 metres
        high building", "X, a 30-metre-high obelisk, ...": the height (or length) of the name."""
        measure = v1._child(adj, "npadvmod", "nmod")
        head = adj.head
        unit = head.lower_.rstrip(".") in _LENGTH_UNITS and head.dep_ == "attr" and head.head.lemma_ == "be"
        if unit:  # "X is 42 m high and ...", "high" read as the unit's adjective
            measure, head = head, head.head
        value = size_value(measure, measured=True) if measure is not None else None
        if value is None or head.pos_ not in ("PROPN", "NOUN", "AUX"):
            return
        owner: Token | None = None
        if unit:
            owner = v1._child(head, "nsubj")
        elif named(head) or head.i in self.resolved:
            owner = head
        elif head.pos_ == "NOUN" and head.lemma_.lower() not in _PART_NOUNS:
            owner = self._described_name(head)
        else:
            return
        entity = self._named_thing(owner)
        if entity:  # "30-metre-high": "30 metre"
            yield Candidate(entity, _STATURE_ADJECTIVES[adj.lower_], re.sub(r"(?<=\d)-(?=[^\W\d])", " ", value))

    def measure_in(self, verb: Token) -> Iterator[Candidate]:
        """ "X is 121.92 metres in height": a named thing's measure (a part's is
        :meth:`~.measures_v2.PartMeasures.part_measure_in`'s)."""
        attr = v1._child(verb, "attr")
        subj = v1._child(verb, "nsubj")
        measure = v1._prep_object(v1._prep(attr, "in")) if attr is not None else None
        if measure is None or subj is None or measure.lower_ not in _IN_MEASURES:
            return
        value = size_value(attr, measured=True)
        entity = self._named_thing(subj)
        relation = _IN_MEASURES[measure.lower_]
        if entity and relation != "height" and _facility(entity):
            return  # "Kelby Airport is 2000 metres in length": its runway's, which sizes rules read
        if value and entity:
            yield Candidate(entity, relation, value)

    def rises(self, verb: Token) -> Iterator[Candidate]:
        """ "X rises 120 metres", "X rises to 120 metres", "X stands 120 metres tall": its height."""
        stature = next((c for c in v1._children(verb, "acomp") if c.lower_ in ("tall", "high")), None)
        if verb.lemma_ != "rise" and stature is None:
            return
        measure = v1._child(stature or verb, "npadvmod", "dobj", "nmod")
        above = v1._prep(verb, "above")  # "rises 120 metres above the harbour", the figure hung on "above"
        measure = measure or v1._prep_object(v1._prep(verb, "to")) or (v1._child(above, "npadvmod") if above else None)
        if measure is None or measure.lower_.rstrip(".") not in _LENGTH_UNITS:
            return
        value = size_value(measure, measured=True)
        entity = self._named_thing(v1._child(verb, "nsubj"))
        if value and entity:
            yield Candidate(entity, "height", value)

    def at_elevation(self, prep: Token) -> Iterator[Candidate]:
        """ "X lies at an elevation of 25 metres", "X sits at a height of 900 feet": its height."""
        noun = v1._prep_object(prep)
        verb = prep.head
        if noun is None or noun.lemma_.lower() not in ("elevation", "altitude") or verb.pos_ not in ("VERB", "AUX"):
            return
        value = size_value(v1._prep_object(v1._prep(noun, "of")), measured=True)
        if value is None or any(t.lower_ == "sea" for t in noun.subtree):
            return  # "at an elevation of 25 metres above sea level": the sea-level rules read it
        entity = self._named_thing(v1._child(verb, "nsubj", "nsubjpass"))
        if entity:
            yield Candidate(entity, "height", value)

    def area_of(self, verb: Token) -> Iterator[Candidate]:
        """ "X covers 12.5 square kilometres", "X occupies 200 acres", "X is 12.5 square
        kilometres", "X has 20 floors and an area of 1200 square metres", "X has 45 floors
        covering 111484 square metres": the area, a building's floor area (:func:`_area_relation`)."""
        subj = v1._child(verb, "nsubj")
        if verb.lemma_ == "be":
            if subj is None or any(c.dep_ == "dep" for c in verb.children):
                return  # "The total area of water in X, Y is N": no subject of its own
            figures = [v1._child(verb, "attr")]
        elif verb.lemma_ == "have":
            objects = [o for o in [v1._child(verb, "dobj")] if o is not None]
            nouns = [*objects, *(c for o in objects for c in v1._children(o, "conj"))]
            areas = [n for n in nouns if n.lemma_.lower() == "area" and not v1._children(n, "compound", "amod")]
            figures = [v1._prep_object(v1._prep(n, "of")) for n in areas]
            figures += [v1._child(c, "dobj") for n in nouns for c in v1._children(n, "acl") if c.lemma_ == "cover"]
            if not any(n.lemma_.lower() == "floor" for n in nouns):
                return  # "X has an area of N": v1 reads it; with floors, the floors' area
        else:
            obj = v1._child(verb, "dobj")
            inner = v1._prep_object(v1._prep(obj, "of")) if obj is not None and obj.lemma_.lower() == "area" else None
            figures = [inner or obj]
            if verb.dep_ == "acl" and verb.head.lemma_.lower() == "floor":  # "with 45 floors covering N"
                subj = subj or self._floors_owner(verb.head)
        entity = self._named_thing(subj)
        for figure in figures:
            value = _area_value(figure)
            if figure is not None and value and entity:
                yield Candidate(entity, _area_relation(verb, figure, entity), value)

    def _floors_owner(self, floors: Token) -> Token | None:
        """The named owner of "45 floors": the subject of "has", or the name "with" hangs on."""
        head = floors.head
        if floors.dep_ == "dobj" and head.lemma_ == "have":
            return v1._child(head, "nsubj")
        if floors.dep_ == "pobj" and head.lower_ == "with" and named(head.head):
            return head.head
        return None

    # ---- heights -----------------------------------------------------------------------------

    def height_above(self, token: Token) -> Iterator[Candidate]:
        """ "X is -3.3528 metres above sea level", "X is 159m a.s.l.", "X lies at 159 m AMSL",
        "X is in Y and it is 211 metres above sea level": a height (when :meth:`sea_level` of
        :mod:`.measures_v2` finds none)."""
        doc = token.doc
        if token.lower_ == "above":
            level = doc[token.i + 1 : token.i + 3] if token.i + 2 < len(doc) else None
            if level is None or level.text.lower() != "sea level":
                return
        before = [doc[k] for k in range(max(token.i - 3, token.sent.start), token.i)]
        numbers = [t for t in before if _figure(t) and t.lower_ not in ("-", "+")]
        if not numbers:
            return
        start = numbers[-1]
        end = before[-1]
        unit = end.i > start.i and end.lower_.rstrip(".") in _LENGTH_UNITS
        if start.i + 1 < token.i and not unit:
            return  # "the 25 runways above sea level" and the like: no figure right before
        value = v1._text(list(doc[start.i : end.i + 1])) if unit else start.text
        verb = start  # "which is 618 ft above sea level", the parser hanging "above" on "level"
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head
        if verb.pos_ not in ("VERB", "AUX"):
            return
        subj = self.subject(verb)
        next_to = doc[verb.i - 1] if verb.i > 0 else doc[verb.i]
        unowned = verb.dep_ in ("acl", "advcl") and v1._child(verb, "nsubj", "nsubjpass") is None
        if unowned and named(next_to) and next_to.pos_ == "PROPN":  # "served by X located 280 metres above sea level"
            yield from self._new_height(token, self.entity(next_to), value)
            return
        if subj is not None and (subj.i == start.i or subj.i == end.i):
            subj = None  # "... and is -3.3528 above sea level": the figure parsed as the subject
        if subj is not None and (named(subj) or subj.i in self.resolved):
            entity = self.entity(subj)
            if entity and subj.ent_type_ == "PERSON" and subj.i not in self.resolved and not _facility(entity):
                return  # a person is never "above sea level" (but "Kelby Airport" may be tagged as one)
        elif subj is None or subj.lower_ in ("which", "that"):
            entity = self._clause_owner(verb, part=False)
        elif subj.lower_ == "it":
            entity = self._about(subj, part=False)
        elif subj.pos_ == "NOUN":
            entity = self._the_thing(subj, subj)  # "This airport is 507 metres above sea level"
        else:
            return
        yield from self._new_height(token, entity, value)

    def _new_height(self, token: Token, entity: str | None, value: str) -> Iterator[Candidate]:
        """The height, unless :meth:`sea_level` of :mod:`.measures_v2` gives the entity one."""
        if not entity:
            return
        above = token.lower_ == "above" and token.dep_ == "prep"
        if not above or not any(found.entity == entity for found in self.sea_level(token)):
            yield Candidate(entity, "height", value)


def _drop_bare_figures(found: dict[tuple[str, str, str], Candidate]) -> None:
    """ "X has a runway length of 3500 and its runway is 3500 m long": one figure, given bare and
    with its unit; the bare one goes (two values of a relation with one value would conflict
    with each other in the sentence's own document)."""
    with_units = {
        (fact.entity, fact.relation, fact.qualifier, match.group(1))
        for fact in found.values()
        if (match := _FIGURE_AND_UNIT.fullmatch(fact.value))
    }
    for key, fact in list(found.items()):
        if (
            _BARE_FIGURE.fullmatch(fact.value)
            and (fact.entity, fact.relation, fact.qualifier, fact.value) in with_units
        ):
            del found[key]


_BARE_FIGURE = re.compile(r"\d[\d,.]*")
_FIGURE_AND_UNIT = re.compile(r"(\d[\d,.]*)\s*[A-Za-z][A-Za-z. ]*")
