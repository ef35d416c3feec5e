"""``spacy-rules.v2`` places (issue 10): where a thing is ("Hotel Z in X", "X, where Y is
located", addresses), chains of places ("in A, B": A's and the thing's country), a place's
parts, a thing's country of origin, ethnic groups and affiliations.
Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from ..normalize import normalize_text
from ..resolve.countries import constituent_of, country_name, is_constituent_country, is_country
from ..resolve.demonyms import country_of_demonym, is_demonym
from . import spacy_rules as v1
from .common_v2 import (
    _BUILDING_WORDS,
    _CHAIN_RELATIONS,
    _COLOUR_WORDS,
    _FACILITY_HEADS,
    _GENERIC_WHOLES,
    _GROUND_WORDS,
    _NAMED_CLASSES,
    _PLACE_CLASSES,
    _SPATIAL_WORDS,
    _STATE_PARTICIPLES,
    _STREET_WORDS,
    _WORD_NOUNS,
    RulesState,
    _antecedent,
    _bare_name,
    _chain_first,
    _coordinated,
    _is_building_name,
    _is_class_named,
    _is_country_place,
    _is_passive,
    _is_place_name,
    _opens_clause,
    _outer_places,
    _place_name,
    _place_with_class,
    _relative_place,
    _unwrap_place,
    _where_conjunct_place,
    _where_word,
    is_league,
    is_lone_head,
)
from .nations_v2 import _stray_subject
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


# "New Mexico", "Northern Ireland", "Baja California": a first word that makes a country's name
# part of another place's; Georgia is a state's name as often as a country's.
_COUNTRY_PREFIXES = frozenset(
    [
        *("new", "north", "south", "east", "west", "northern", "southern", "eastern", "western", "central"),
        *("upper", "lower", "greater", "little", "great", "old", "british", "french", "dutch", "spanish"),
        *("baja", "nova", "the", "and", "of", "in"),
    ]
)
_AMBIGUOUS_COUNTRIES = frozenset(["georgia"])
# Class words of regions besides the place classes: "the Hollin Prefecture of Japan".
_REGION_WORDS = frozenset(["prefecture", "governorate", "oblast", "canton", "department", "territory"])


def _country_suffix(name: str) -> tuple[str, str] | None:
    """(place, country) of a name that ends in a sovereign country's: "Lenmouth Norway" ->
    ("Lenmouth", "Norway"), "Hollin Province of Norway" -> ("Hollin Province", "Norway"). None
    for a country's own name ("Papua New Guinea"), "New Mexico" and the like."""
    words = name.split()
    if len(words) < 2 or is_country(name):
        return None
    for k in range(1, len(words)):
        country = " ".join(words[k:])
        if not is_country(country) or normalize_text(country) in _AMBIGUOUS_COUNTRIES:
            continue
        place = words[:k]
        if place[-1].lower() == "of":
            place = place[:-1]  # "the Hollin Province of Norway": a region's class noun before "of"
            if len(place) < 2 or place[-1].lower() not in (*_PLACE_CLASSES, *_REGION_WORDS):
                return None
        elif place[0].lower() in _COUNTRY_PREFIXES or place[-1].lower() in _COUNTRY_PREFIXES:
            return None
        if not place[0][:1].isupper() or place[-1].endswith(","):
            return None
        return " ".join(place), country
    return None


_NEAR_WORDS = frozenset(["near", "opp", "opp.", "opposite", "beside", "behind"])

_STREET_ABBREVIATIONS = frozenset(["blvd", "rd", "st", "ave", "av", "hwy", "highway", "row", "crescent", "parade"])


def _is_street(name: str) -> bool:
    """Whether a name ends in a street's word or its abbreviation ("Asilomar Blvd.", "Harbour
    Road", "Colmore Row")."""
    words = normalize_text(name).split()
    return len(words) > 1 and (words[-1] in _STREET_WORDS or words[-1] in _STREET_ABBREVIATIONS)


def _side_country(place: Token) -> str | None:
    """The country a place is given beside its name: "Texas (United States)", "Norway's
    Lenmouth", "the Hollin Region of Norway" (a region's class noun before "of")."""
    doc = place.doc
    k = place.i
    if k + 3 < len(doc) and doc[k + 1].text == "(" and doc[k + 3].text == ")" and is_country(doc[k + 2].text):
        return doc[k + 2].text
    if (
        place.dep_ == "compound"
        and place.head.i == k + 1
        and _is_place_name(place.head)
        and is_country(place.head.text)
    ):
        return place.head.text  # "born in Kelsey Norway", parsed as two names
    poss = v1._child(place, "poss")
    if poss is not None and named(poss) and is_country(poss.text) and not is_country(place.text):
        return poss.text
    if normalize_text(place.text).split()[-1] in _PLACE_CLASSES:
        country = v1._prep_object(v1._prep(place, "of"))
        if country is not None and named(country) and is_country(country.text):
            return country.text
    return None


# "in the south of Norway", "in the heart of Lisbon", "in the northern part of Norway": a part
# of a place named by its side, which puts what lies there in the place.
_SIDE_NOUNS = frozenset(
    [
        *("north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"),
        *("centre", "center", "heart", "middle"),
    ]
)
_SIDE_ADJECTIVES = frozenset(
    [
        *("northern", "southern", "eastern", "western", "central", "north", "south", "east", "west"),
        *("northeastern", "northwestern", "southeastern", "southwestern"),
    ]
)
_SUBJECT_DEPS = frozenset(["nsubj", "nsubjpass"])

# Heads of sites that stand somewhere besides buildings ("the Kelsey Memorial in Lenmouth, Norway").
_SITE_WORDS = frozenset(["memorial", "monument", "statue", "obelisk", "arch", "grounds", "cemetery", "fountain"])
# "X is a skyscraper in Y", "X, a memorial in Y": class nouns of built things and sites, which are
# where they stand (not a club, a character or a dish "in" a place).
_SITE_CLASSES = (
    _FACILITY_HEADS
    | _BUILDING_WORDS
    | frozenset(
        [
            *("skyscraper", "monument", "memorial", "statue", "manor", "mansion", "temple", "mosque", "shrine"),
            *("fort", "fortress", "cemetery", "lighthouse", "tomb", "mausoleum", "obelisk", "villa", "gallery"),
            *("cave", "abbey", "basilica", "chapel", "synagogue", "landmark", "residence", "campus"),
        ]
    )
)
_BEING_VERBS = frozenset(["be", "locate", "situate", "lie", "find", "base", "stand"])
# Verbs of building that date a thing, and the dates they give it.
_BUILT_VERBS = frozenset(["build", "construct", "erect", "complete", "finish"])
_BUILT_DATES = frozenset(["construction date", "completion date"])
# Relations only a person has: a name with one of them is no building's.
_PERSON_RELATIONS = frozenset(
    [
        *("occupation", "birth place", "birth date", "death place", "death date", "nationality", "spouse"),
        "alma mater",
    ]
)
# Relations whose value is a person (a leader is nowhere's location).
_LEADER_RELATIONS = frozenset(["leader", "mayor", "president", "prime minister", "governor", "chancellor"])
# A club's last word ("Kelby Arena FC"): a team, never a site, whatever its name holds.
_CLUB_WORDS = frozenset(["fc", "afc", "sc", "club", "united", "rovers", "city", "town", "team", "athletic"])
# Labels of names that are no place ("in English", "in 1990", "in Ada Lee's time").
_NO_PLACE_LABELS = frozenset(
    [
        *("PERSON", "NORP", "DATE", "TIME", "EVENT", "LANGUAGE", "WORK_OF_ART", "LAW", "PRODUCT"),
        *("MONEY", "QUANTITY", "CARDINAL", "ORDINAL", "PERCENT"),
    ]
)


_TIME_WORDS = frozenset(
    [
        *("january", "february", "march", "april", "may", "june", "july", "august", "september", "october"),
        *("november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
        *("spring", "summer", "autumn", "fall", "winter", "christmas", "easter", "today", "yesterday", "now"),
    ]
)


def _dated(name: str) -> bool:
    """Whether a name the pipeline tagged a date is one: a digit, a month's, a day's or a
    season's word ("in Tarrow", an invented town, is tagged a date as often as a place)."""
    return any(c.isdigit() for c in name) or any(w in _TIME_WORDS for w in normalize_text(name).split())


def _national_class_place(noun: Token) -> Token | None:
    """The named place of "the Norwegian city of Lenmouth", "the American state of Ohio": a
    place class noun with one nationality adjective and "of" a name; else None."""
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in _NAMED_CLASSES:
        return None
    det = v1._child(noun, "det")
    mods = v1._children(noun, "amod", "compound")
    if det is None or det.lower_ != "the" or len(mods) != 1 or mods[0].dep_ != "amod":
        return None
    if country_of_demonym(mods[0].text) is None:
        return None
    place = v1._prep_object(v1._prep(noun, "of"))
    return place if place is not None and named(place) and place.ent_type_ not in ("PERSON", "NORP", "DATE") else None


def _names_people(name: str) -> bool:
    """Whether a name holds a nationality word ("White South Africans", "Asian Americans")."""
    words = name.split()
    spans = (" ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1))
    return any(country_of_demonym(span) or country_of_demonym(span.removesuffix("s")) for span in spans)


def _community_of(noun: Token) -> Token | None:
    """The named place of "the community of Madrid" (a lowercase class noun), else None."""
    if noun.lower_ != "community" or noun.pos_ != "NOUN":
        return None
    det = v1._child(noun, "det")
    whole = v1._prep_object(v1._prep(noun, "of"))
    if det is None or det.lower_ != "the" or whole is None or not named(whole) or whole.ent_type_ in ("PERSON", "NORP"):
        return None
    return whole


_RANKED = re.compile(
    r"^(?:\w+est|first|second|third|only|leading|premier|main|principal) "
    r"(?:university|college|school|institute|academy|polytechnic)$"
)
"""A ranked school the catalog keeps no relation for ("oldest university", "first university"):
the school is in the country (not "Kelsey, Norway's second city", which the guards keep apart)."""


class PlaceRules(RulesState):
    """Rules for places (see the module docstring)."""

    if TYPE_CHECKING:

        def _pointed_place(self, token: Token | None) -> str | None: ...

        def focus_place(self, verb: Token, first: int, relation: str = "", where_only: bool = False) -> str | None: ...

    def place_modifier(self, prep: Token) -> Iterator[Candidate]:
        """ "AC Hotel Bella Sky in Copenhagen", "the Allama Iqbal Airport in Pakistan": a named
        building, site or organisation with "in" and a named place is located there. Not for
        people, events or places in places ("Athens in Greece" is left to the copula rules)."""
        if prep.lower_ == "of":
            yield from self.sited_of_place(prep)
            return
        yield from self.sited_name_at(prep)
        if prep.lower_ != "in":
            return
        yield from self.opening_thing_in(prep)
        yield from self.thing_in_chain(prep)
        head = prep.head
        place = v1._prep_object(prep)
        if place is None or place.ent_type_ not in ("GPE", "LOC", "FAC") or not named(place):
            return
        before = prep.doc[prep.i - 1]
        if before.dep_ == "pobj" and before.head.lower_ == "of" and before.head.head == head:
            return  # "the Kelby Grounds of Tarrow in Ohio": in Tarrow (sited_of_place), Tarrow in Ohio
        building = any(w in _FACILITY_HEADS or w in _BUILDING_WORDS for w in normalize_text(head.text).split())
        if head.pos_ != "PROPN" or not named(head) or (head.ent_type_ not in ("FAC", "ORG") and not building):
            return
        if head.dep_ in ("npadvmod", "nmod") or any(t.like_num and not t.is_alpha for t in [place]):
            return
        entity, value = self.entity(head), self._named_value(place)
        if entity and value and normalize_text(value) != normalize_text(entity):
            yield Candidate(entity, "located in", value)  # "Agra Airport in Agra" too

    def sited_name_at(self, prep: Token) -> Iterator[Candidate]:
        """ "The tenant of Kelby Hall in Vellmouth is X", "Kelby airport, in Norland, has the code
        KLB", "Kelby Tower at the North Quay is owned by X": a named building, site or facility
        (its name says so) right before "in" or "at" and a named place is there, wherever the
        name stands in the sentence and whatever the parser hung the preposition on. The place
        shows itself as one by its tag, its chain, its class or street word, or (after "in")
        by a name between commas or one the pipeline did not tag; "at" wants a sure place. Not
        a person, a team, a dish, a league, a date, a list ("in A and B")."""
        yield from self.level_in(prep)
        yield from self.fronted_in(prep)
        doc = prep.doc
        place = self._place_after(prep)
        if prep.i < 1 or place is None:
            return
        thing, enclosed = doc[prep.i - 1], False
        if thing.text == "," and prep.i >= 2:
            thing, enclosed = doc[prep.i - 2], True
            after = doc[place.i + 1].text if place.i + 1 < len(doc) else "."
            if after not in (",", ".", ";"):
                return  # ", in Norland and ...": not a name between commas
        if thing.sent.start != prep.sent.start or thing.dep_ == "compound":
            return
        entity = self._sited_entity(thing)
        value = self._sited_value(prep, place, entity, enclosed) if entity else None
        if entity and value:
            self.__dict__.setdefault("sited_made", set()).add((prep.sent.text, entity, value))
            yield Candidate(entity, "located in", value)

    def sited_of_place(self, prep: Token) -> Iterator[Candidate]:
        """ "The Kelby Grounds of Tarrow in Ohio were built in 1913", "Kelby Hall of Tarrow,
        Ohio": a sited name with "of" a town written with the larger place it lies in is in the
        town (the chain rules put the town in the larger place). Only a place the chain shows."""
        doc = prep.doc
        place = v1._prep_object(prep)
        if prep.i < 1 or place is None or place.i != prep.i + 1 or not named(place) or not _outer_places(place):
            return
        thing = doc[prep.i - 1]
        if thing.dep_ == "compound" or place.ent_type_ in _NO_PLACE_LABELS - {"DATE", "PERSON"}:
            return
        entity = self._sited_entity(thing)
        value = self._sited_value(prep, place, entity, False) if entity else None
        if entity and value:
            self.__dict__.setdefault("sited_made", set()).add((prep.sent.text, entity, value))
            yield Candidate(entity, "located in", value)

    def level_in(self, prep: Token) -> Iterator[Candidate]:
        """ "Kelby Airport is located 280 metres above sea level in Tarrow": the place after the
        height is where the sited subject of the height's verb is."""
        level = prep.head
        above = level.head
        if level.lower_ != "level" or level.dep_ != "pobj" or above.lower_ not in ("above", "below"):
            return
        verb = above.head
        place = self._place_after(prep)
        if verb.pos_ not in ("VERB", "AUX") or place is None or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self._sited_entity(subj) if subj is not None else None
        value = self._sited_value(prep, place, entity, False) if entity else None
        if entity and value:
            self.__dict__.setdefault("sited_made", set()).add((prep.sent.text, entity, value))
            yield Candidate(entity, "located in", value)

    def fronted_in(self, prep: Token) -> Iterator[Candidate]:
        """ "In Vellmouth, the Kelby Airport has a runway of 3000 metres": "in" and a place that
        open the sentence before a comma put the sited subject of the clause there (not a
        person: "In Vellmouth, Ada Lee was elected")."""
        doc = prep.doc
        place = self._place_after(prep)
        if prep.i != prep.sent.start or prep.lower_ != "in" or place is None or place.i + 1 >= len(doc):
            return
        verb = prep.head
        if doc[place.i + 1].text != "," or verb.pos_ not in ("VERB", "AUX") or verb.dep_ != "ROOT":
            return
        subj = v1._child(verb, "nsubj") or v1._child(verb, "nsubjpass")
        entity = self._sited_entity(subj) if subj is not None and subj.i > place.i else None
        value = self._sited_value(prep, place, entity, True) if entity else None
        if entity and value:
            self.__dict__.setdefault("sited_made", set()).add((prep.sent.text, entity, value))
            yield Candidate(entity, "located in", value)

    @staticmethod
    def _place_after(prep: Token) -> Token | None:
        """The named object right after "in"/"at" (or after "the"; a name read as two)."""
        doc = prep.doc
        k = prep.i + 2 if prep.i + 2 < len(doc) and doc[prep.i + 1].lower_ == "the" else prep.i + 1
        place = v1._prep_object(prep)
        if (
            place is not None
            and place.i > k
            and all(t.dep_ == "compound" and t.head == place for t in doc[k : place.i])
        ):
            k = place.i  # "at Kelby Row" read as two names
        if place is None or place.i != k or not named(place) or prep.lower_ not in ("in", "at"):
            return None
        return place

    def _sited_entity(self, thing: Token) -> str | None:
        """The name of a building, site or facility (its name or tag says so), else None."""
        if not named(thing) or thing.ent_type_ in ("GPE", "LOC", "NORP", "DATE", "TIME", "EVENT"):
            return None
        if _is_place_name(thing):
            return None
        entity = self.entity(thing)
        if not entity or entity in self.people or entity in self.teams or entity in self.dishes or is_league(entity):
            return None
        words = normalize_text(entity).split()
        if not words:
            return None
        sited = any(w in _FACILITY_HEADS or w in _BUILDING_WORDS or w in _SITE_WORDS for w in words)
        sited = sited or words[-1].endswith(("arena", "stadium"))  # "3Arena", one word
        if not (sited or _is_building_name(entity) or thing.ent_type_ == "FAC") or words[-1] in _CLUB_WORDS:
            return None
        if words[0] in ("university", "college") and len(words) > 1 and words[1] == "of":
            return None  # "the University of Texas at Austin": a campus's name, which the school rules read
        return entity

    def _sited_value(self, prep: Token, place: Token, entity: str, enclosed: bool) -> str | None:
        """The place's name when it shows itself as a place (see :meth:`sited_name_at`)."""
        doc = prep.doc
        untagged = place.ent_type_ == "" or (place.ent_type_ == "DATE" and not _dated(place.text))
        named_one = place.ent_type_ == "PERSON" and " " not in place.text  # "in Ashgabat" read as a name
        if (place.ent_type_ in _NO_PLACE_LABELS and not (untagged or named_one)) or place.like_num:
            return None
        if v1.date_phrase(place):
            return None
        if v1._children(place, "conj") or (place.i + 1 < len(doc) and doc[place.i + 1].lower_ in ("'s", "’s")):
            return None
        value = self._named_value(place)
        if not value or is_league(value) or "," in value or normalize_text(value) == normalize_text(entity):
            return None
        sure = (
            _is_country_place(place)
            or place.ent_type_ == "FAC"
            or bool(_outer_places(place))
            or _is_class_named(place)
            or _is_street(value)
        )
        one_word = place.ent_type_ in ("ORG", "PERSON") and " " not in value and value not in self.people
        loose = prep.lower_ == "in" and (untagged or one_word or (enclosed and place.ent_type_ == "ORG"))
        return value if sure or loose else None

    def drop_sited_people(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Rob Hall in Vellmouth is a singer": a name :meth:`sited_name_at` read as a hall's is a
        person's when the sentence gives it a person's fact; its location goes. And a location
        whose value is a leader the sentence names: "Ada Lee is the leader of Norland and is the
        location of Kelby Hall" puts Kelby Hall nowhere."""
        made = self.__dict__.get("sited_made", set())
        people = {f.entity for f in found.values() if self.catalog.canonical(f.relation) in _PERSON_RELATIONS}
        leaders = {f.value for f in found.values() if self.catalog.canonical(f.relation) in _LEADER_RELATIONS}
        for key, fact in list(found.items()):
            if fact.entity in people and (sent.text, fact.entity, fact.value) in made:
                del found[key]
            elif self.catalog.canonical(fact.relation) == "location" and fact.value in leaders:
                del found[key]  # "X is the leader of Y and is the location of Z": Z is in Y, not in X

    def built_place(self, verb: Token, dated: list[Candidate]) -> Iterator[Candidate]:
        """ "Marrow Hall was completed in 1995 in Vellmouth, Norland", "Completed in 1985 in
        Norway, Kelby Square has 45 floors", "X was constructed between 1927 and 1931 in
        Tarrow": a verb of building that dated a thing (``dated``: the event rules' facts of
        the verb) and names one place with "in" or "at" puts the thing there. A building only:
        its name says so, or the sentence speaks of an architect or floors (a novel completed in
        Paris is not there); not a person, a team, a dish or a written work."""
        if verb.lemma_ not in _BUILT_VERBS or any(c.dep_ == "neg" for c in verb.children):
            return
        entities = list(dict.fromkeys(f.entity for f in dated if f.relation in _BUILT_DATES))
        if not entities:
            return
        places: list[Token] = []
        for prep in (p for p in v1._children(verb, "prep") if p.i > verb.i):
            obj = v1._prep_object(prep)
            if obj is None:
                continue
            if v1.date_phrase(obj) is not None or obj.like_num or (obj.ent_type_ == "DATE" and _dated(obj.text)):
                inner = [v1._prep_object(p) for p in v1._children(obj, "prep") if p.lower_ in ("in", "at")]
                places.extend(o for o in inner if o is not None)  # "in 1995 in Vellmouth" hung on the year
            elif prep.lower_ in ("in", "at"):
                places.append(obj)
        if len(places) != 1:
            return
        place = _unwrap_place(places[0])
        doc = verb.doc
        if place is None or not named(place) or v1.date_phrase(place) is not None or _dated(place.text):
            return
        person = place.ent_type_ == "PERSON" and (" " in place.text or place.text in self.people)
        if person or place.ent_type_ in _NO_PLACE_LABELS - {"PERSON", "DATE"} or v1._children(place, "conj"):
            return
        if place.i + 1 < len(doc) and doc[place.i + 1].lower_ in ("'s", "’s"):
            return
        value = self._named_value(place)
        if not value or is_league(value) or "," in value:
            return  # "at Harbour Road, Kelby" read as one name: which is the place is not sure
        cue = any(t.lemma_.lower() in ("architect", "floor", "storey") for t in verb.sent)
        for entity in entities:
            if entity in self.people or entity in self.teams or entity in self.dishes or entity in self.works:
                continue
            words = normalize_text(entity).split()
            sited = any(w in _FACILITY_HEADS or w in _BUILDING_WORDS or w in _SITE_WORDS for w in words)
            if not (sited or cue or _is_building_name(entity)) or is_country(entity) or len(words) < 2:
                continue  # not "Terrace" alone, a name cut short
            if normalize_text(entity) != normalize_text(value):
                yield Candidate(entity, "located in", value)

    def opening_thing_in(self, prep: Token) -> Iterator[Candidate]:
        """ "3Arena in Dublin, Ireland is owned by X", "Kelsey Park in Lenmouth was opened in
        1990": the named subject that opens the sentence, with "in" and a place right after it,
        is there, whatever the pipeline tagged it (a place proves itself a place by its tag or
        by the larger place after it); the parser often takes the larger place for the subject.
        Not a person's ("Ada Price in Lenmouth")."""
        head, place = prep.head, v1._prep_object(prep)
        doc = prep.doc
        if place is None or prep.i != head.i + 1 or not named(head) or not named(place) or place.i != prep.i + 1:
            return
        opening = all(t.lower_ == "the" for t in doc[head.sent.start : head.i])
        verb = head.head
        if (
            not opening
            or head.dep_ not in ("nsubj", "nsubjpass", "npadvmod", "dep")
            or verb.pos_ not in ("VERB", "AUX")
        ):
            return
        if (
            verb.i < place.i
            or head.ent_type_ == "NORP"
            or (head.ent_type_ == "PERSON" and not _is_building_name(head.text))
        ):
            return
        outer = _outer_places(place)
        if not (place.ent_type_ in ("GPE", "LOC", "FAC") or (outer and _is_place_name(outer[0][0]))):
            return
        entity, value = self.entity(head), self._named_value(place)
        if entity in self.people:
            return  # a person named before ("Ada Price in Lenmouth, Norway was elected ...")
        if entity and value and normalize_text(entity) != normalize_text(value):
            yield Candidate(entity, "located in", value)

    def thing_in_chain(self, prep: Token) -> Iterator[Candidate]:
        """ "X owns 3Arena in Dublin, Leinster, Ireland", "Y bought the Kelsey Memorial in
        Lenmouth, Hollin County, Norway": a named building, site or monument right before "in"
        and a chain of places (the chain shows the first is a place, whatever the parser hung
        "in" on) is located in the chain's first place; :meth:`chain_places` follows the chain.
        Not a person, a place, a team or a dish (a dish is eaten there, a player played there)."""
        doc = prep.doc
        place = v1._prep_object(prep)
        if prep.lower_ != "in" or prep.i == 0 or place is None or not named(place) or not _outer_places(place):
            return
        if place.i != prep.i + 1 and not (place.i == prep.i + 2 and doc[prep.i + 1].lower_ == "the"):
            return
        thing = doc[prep.i - 1]
        if not named(thing) or thing.ent_type_ in ("GPE", "LOC", "NORP", "DATE") or _is_place_name(thing):
            return
        entity, value = self.entity(thing), self._named_value(place)
        if not entity or not value or entity in self.people or entity in self.teams or entity in self.dishes:
            return
        words = normalize_text(entity).split()
        sited = any(w in _FACILITY_HEADS or w in _BUILDING_WORDS or w in _SITE_WORDS for w in words)
        if not (sited or _is_building_name(entity) or thing.ent_type_ == "FAC" or entity[:1].isdigit()):
            return  # "Tom played for Lenmouth Rovers in Lenmouth, Norway": no site
        if thing.ent_type_ == "PERSON" and not sited:
            return
        if normalize_text(entity) != normalize_text(value):
            yield Candidate(entity, "located in", value)

    def lies_in(self, verb: Token) -> Iterator[Candidate]:
        """ "Kelsey Bridge lies in Hollin County", "The tower sits within Lenmouth", "X, which lies
        in Y": an active verb of lying somewhere with "in"/"within" a named place (a place by
        its tag, its class noun or the larger place after it) puts the thing there. Not a person
        ("Ada Price sits in the council"), not with "not"."""
        if verb.lemma_ not in ("lie", "sit") or verb.pos_ != "VERB" or verb.tag_ == "VBN":
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        prep = next((p for p in v1._children(verb, "prep") if p.lower_ in ("in", "within") and p.i > verb.i), None)
        obj = v1._prep_object(prep)
        place = _unwrap_place(obj)
        if place is None or not named(place) or place.ent_type_ in ("PERSON", "NORP") or v1.date_phrase(place):
            return
        if not (_is_country_place(place) or place is not obj or _outer_places(place)):
            return
        subj = _relative_place(verb) or self.subject(verb)
        if subj is None or not self.specific(subj) or subj.ent_type_ in ("PERSON", "NORP"):
            return
        entity, value = self.entity(subj), self._named_value(place)
        if entity and value and normalize_text(entity) != normalize_text(value):
            yield Candidate(entity, "located in", value, v1.qualifier_of([verb], place))

    def _region_value(self, token: Token | None) -> str | None:
        """The name of a place the text shows as one: a GPE or LOC name, "Hollin Province", "the
        county of Hollin", "the Hollin region", "Hollin County" (a place class last); else None."""
        if token is not None and not named(token) and _place_with_class(token):
            return _place_with_class(token)  # "the Hollin region"
        place = _unwrap_place(token)
        if place is None or not named(place) or place.ent_type_ in ("PERSON", "NORP") or v1.date_phrase(place):
            return None
        words = normalize_text(place.text).split()
        classed = len(words) > 1 and words[-1] in (*_PLACE_CLASSES, "county", "township")
        shown = _is_country_place(place) or _is_class_named(place) or place is not token or classed
        return self._named_value(place) if shown else None

    def place_membership(self, verb: Token) -> Iterator[Candidate]:
        """ "Tarrow belongs to Hollin County", "Hollin County includes Tarrow and Fenwick" (also
        "comprises", "encompasses"): a place in a larger one, the larger shown as a place (a
        university belongs to a group, a dish includes rice: no part)."""
        if any(c.dep_ == "neg" for c in verb.children) or verb.pos_ != "VERB":
            return
        if verb.lemma_ == "belong":
            part = self.subject(verb)
            whole = v1._prep_object(v1._prep(verb, "to"))
            parts = [part] if part is not None and (_is_place_name(part) or _bare_name(part)) else []
        elif verb.lemma_ in ("include", "comprise", "encompass") and verb.tag_ != "VBN" and verb.dep_ != "relcl":
            whole = self.subject(verb)  # not "ethnic groups within Y which include ...": people
            obj = v1._child(verb, "dobj")
            listed = _coordinated(obj) if obj is not None else []
            parts = [
                t
                for t in listed
                if named(t)
                and t.ent_type_ not in ("PERSON", "NORP", "ORG")
                and not v1.date_phrase(t)
                and not _names_people(t.text)
            ]
        else:
            return
        value = self._region_value(whole)
        for part in parts:
            entity = self.entity(part)
            if entity and value and normalize_text(entity) != normalize_text(value):
                yield Candidate(entity, "part of", value, v1.qualifier_of([verb], whole))

    def _towns_of_sentences(self, sent: Span) -> tuple[list[str], list[str]]:
        """(the towns this sentence names, those the previous one named): the GPE names that are
        no country, of every kind of clause (a capital or a largest city too)."""
        now = list(dict.fromkeys(e.text for e in sent.ents if e.label_ == "GPE" and not is_country(e.text)))
        if any(t.pos_ == "NOUN" and t.lemma_.lower() in ("capital", "city", "town") for t in sent):
            now.append("")  # "Austin is the capital of Texas": a town the pipeline may not tag; none is sure
        key, current, previous = getattr(self, "town_memory", ("", [], []))
        if key != sent.text:
            self.town_memory = (sent.text, now, current)
            previous = current
        return now, previous

    def pointed_town(self, noun: Token) -> Iterator[Candidate]:
        """ "Lenmouth is the capital of Hollin. The museum is located in the city": a bare "the
        city" (town, village) after a verb of place is the one town or city named before it,
        in the sentence, else in the previous one (none when there are several, or only
        countries); so is "was born in the city" (a birth or death place)."""
        children = [c for c in noun.children if c.dep_ not in ("punct", "case")]
        if noun.pos_ != "NOUN" or noun.tag_ != "NN" or noun.lemma_.lower() not in ("city", "town", "village"):
            return
        if len(children) != 1 or children[0].lower_ not in ("the", "that", "this") or noun.dep_ != "pobj":
            return
        prep, verb = noun.head, noun.head.head
        relation = {"bear": "birth place", "die": "death place"}.get(verb.lemma_, "located in")
        if prep.lower_ not in ("in", "within") or verb.lemma_ not in (*_BEING_VERBS, "bear", "die"):
            return
        if verb.pos_ not in ("VERB", "AUX") or any(c.dep_ == "neg" for c in verb.children):
            return
        sent = noun.sent
        before = [e.text for e in sent.ents if e.label_ == "GPE" and e.end <= noun.i and not is_lone_head(e.text)]
        towns = list(dict.fromkeys(n for n in before if not is_country(n)))
        if not before:
            towns = self._towns_of_sentences(sent)[1]
        subj = self.subject(verb)
        if len(towns) != 1 or subj is None or not self.specific(subj) or subj.ent_type_ == "NORP":
            return
        person = subj.ent_type_ == "PERSON" or subj.lower_ in ("he", "she")
        entity = self.entity(subj)
        if person != (relation != "located in") or not entity or normalize_text(entity) == normalize_text(towns[0]):
            return  # a person is born in a town, a thing is located in it
        if not before:
            self.from_previous.add(towns[0])
        yield Candidate(entity, relation, towns[0])

    def place_patterns(self, token: Token) -> Iterator[Candidate]:
        """The nouns of places this module reads beside the verb rules."""
        if token.i == token.sent.start:
            self._towns_of_sentences(token.sent)  # remembered for "the city" in the next sentence
        if token.pos_ == "NOUN":
            yield from self.pointed_town(token)
        if token.pos_ == "VERB":
            yield from self.lies_in(token)
            yield from self.place_membership(token)
        if token.pos_ == "NOUN" and token.dep_ == "pobj" and v1._prep(token, "of") is not None:
            yield from self.side_of(token)
            yield from self.named_region_of(token)
        if (token.pos_ == "NOUN" or (token.pos_ == "PROPN" and token.is_lower)) and token.dep_ in ("attr", "appos"):
            yield from self.site_in_place(token)  # "X, a national university in Y": a class noun read as a name

    def site_in_place(self, noun: Token) -> Iterator[Candidate]:
        """ "The Vell Tower is a skyscraper in Lenmouth", "Adare Manor, a 1862 building in Adare,
        ...": a named thing that a built thing's or a site's class noun describes, with "in" a
        named place, stands there."""
        det = v1._child(noun, "det")
        if det is None or det.lower_ not in ("a", "an") or noun.lemma_.lower() not in _SITE_CLASSES:
            return
        if noun.dep_ == "attr":
            verb = noun.head
            if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children):
                return
            thing = self.subject(verb)
        else:
            thing = noun.head  # "Adare Manor, a building in Adare"
        if thing is None or not named(thing) or thing.ent_type_ in ("NORP", "GPE", "LOC"):
            return
        if thing.ent_type_ == "PERSON" and not _is_building_name(thing.text):
            return  # "Kelsey Hall" read as a person is a hall; "Ada Price" is none
        place = v1._prep_object(v1._prep(noun, "in"))
        place = _unwrap_place(place)  # "a museum in the city of Akita"
        if place is None or not (_is_country_place(place) or place.ent_type_ == "FAC"):
            return
        entity, value = self.entity(thing), self._named_value(place)
        if entity and value and normalize_text(entity) != normalize_text(value):
            yield Candidate(entity, "located in", value)

    def _located_subject(self, noun: Token) -> str | None:
        """The named thing "is (located, situated, found) in" ``noun``, "lies in" it: a thing
        or place, never a person."""
        prep = noun.head
        verb = prep.head
        if verb.dep_ == "appos" and verb.lemma_.lower() in _PLACE_CLASSES and prep.lower_ == "in":
            place = verb.head  # "Kelsey, a town in the Hollin region of Norway, ..."
            return self.entity(place) if named(place) and place.ent_type_ not in ("PERSON", "NORP") else None
        if verb.dep_ == "attr" and verb.lemma_.lower() in _PLACE_CLASSES and verb.head.lemma_ == "be":
            verb = verb.head  # "Kelsey is a town in the south of Norway"
        if prep.lower_ not in ("in", "within") or verb.lemma_ not in _BEING_VERBS or verb.pos_ not in ("VERB", "AUX"):
            return None
        if any(c.dep_ == "neg" for c in verb.children):
            return None
        subj = self.subject(verb)
        if subj is None or subj.ent_type_ in ("PERSON", "NORP") or not self.specific(subj):
            return None
        return self.entity(subj)

    def side_of(self, noun: Token) -> Iterator[Candidate]:
        """ "X is located in the south of Norway", "X lies in the heart of Lisbon", "X is in the
        northern part of Norway": X is in the place."""
        det = v1._child(noun, "det")
        modifiers = [c for c in v1._children(noun, "amod", "compound") if c.lower_ not in ("far", "extreme", "very")]
        side = noun.lemma_.lower() in _SIDE_NOUNS and not modifiers  # "the (far) north of Norway"
        amods = v1._children(noun, "amod")
        part = noun.lemma_.lower() == "part" and len(amods) == 1 and amods[0].lower_ in _SIDE_ADJECTIVES
        if det is None or det.lower_ != "the" or not (side or part):
            return
        place = v1._prep_object(v1._prep(noun, "of"))
        if place is None or not _is_country_place(place):
            return
        entity, value = self._located_subject(noun), self._named_value(place)
        if entity and value and normalize_text(entity) != normalize_text(value):
            yield Candidate(entity, "located in", value)

    def named_region_of(self, noun: Token) -> Iterator[Candidate]:
        """ "X is located in the Hollin region of Norway": X is in the Hollin region, a region
        of Norway (not only in Norway, which the class noun's "of" gives)."""
        det = v1._child(noun, "det")
        names = [c for c in noun.lefts if c.dep_ == "compound" and c.pos_ == "PROPN" and named(c)]
        if det is None or det.lower_ != "the" or noun.lemma_.lower() not in _PLACE_CLASSES - {"capital", "city"}:
            return
        if len(names) != 1 or names[0].i + 1 != noun.i or v1._children(noun, "amod"):
            return
        if is_country(names[0].text) or names[0].ent_type_ == "NORP":
            return  # "the US state of Georgia": the name is the one after "of"
        whole = v1._prep_object(v1._prep(noun, "of"))
        if whole is None or not named(whole) or not is_country(whole.text):
            return  # "the Marrow region of Tirstrup": which is in which is not said
        entity, region = self._located_subject(noun), f"{names[0].text} {noun.text}"
        if entity and normalize_text(entity) != normalize_text(region):
            yield Candidate(entity, "located in", region)
            yield Candidate(region, "country", country_name(whole.text))
            if not is_country(entity):
                yield Candidate(entity, "country", country_name(whole.text))  # in the region, so in Norway

    def address(self, place: Token) -> Iterator[Candidate]:
        """ "The Baxter Hall, Lenmouth, Norway, has 12 floors": a building's name followed by a
        comma and a place, as in an address, is located there (a building, not a person or a
        place in a place; never in a list)."""
        building = place.head
        doc = place.doc
        if building.i + 2 != place.i or doc[building.i + 1].text != "," or not named(building):
            return
        words = normalize_text(building.text).split()
        is_building = building.ent_type_ == "FAC" or any(w in _FACILITY_HEADS or w in _BUILDING_WORDS for w in words)
        if not is_building or building.ent_type_ in ("GPE", "LOC"):
            return
        after = doc[place.i + 1].lower_ if place.i + 1 < len(doc) else ""
        if after in ("and", "or") or v1._children(place, "conj"):
            return
        entity, value = self.entity(building), self._named_value(place)
        if entity and value:
            yield Candidate(entity, "located in", value)

    def fronted_located(self, verb: Token) -> Iterator[Candidate]:
        """ "Located in Lenmouth, 20 metres above sea level, is the Vell Tower", "Based in Kelsey
        is the Tarrow Arena": a participle of place opening the sentence, before a copula whose
        only noun is the named thing (the parser hangs the participle on the copula, or the
        copula on it)."""
        if verb.lemma_ not in ("locate", "situate", "base", "find") or verb.tag_ != "VBN" or verb.i != verb.sent.start:
            return
        if verb.dep_ in ("advcl", "acomp", "csubj") and verb.head.lemma_ == "be":
            copula: Token | None = verb.head  # "Located in X, ..., is Y"
        else:
            copula = next((c for c in verb.children if c.lemma_ == "be" and c.i > verb.i), None)  # "Based in X is Y"
        if copula is None or v1._children(copula, "nsubj", "nsubjpass", "expl", "neg"):
            return
        thing = v1._child(copula, "attr")
        classed = thing is not None and thing.pos_ == "NOUN" and thing.lemma_ not in ("person", "man", "woman")
        if classed and thing is not None:
            thing = v1._child(thing, "appos")  # "is the dish Ajoblanco": the class says it is a thing
        place = next((v1._prep_object(p) for p in v1._children(verb, "prep") if p.lower_ in ("in", "at")), None)
        if thing is None or not named(thing) or thing.i < copula.i:
            return
        if thing.ent_type_ == "NORP" or (thing.ent_type_ == "PERSON" and not classed):
            return
        entity, value = self.entity(thing), self._named_value(_unwrap_place(place))
        if entity and value and normalize_text(entity) != normalize_text(value):
            yield Candidate(entity, "located in", value)

    def located_where(self, verb: Token) -> Iterator[Candidate]:
        """ "Norway, where the Baxter Hall is located", "Spain, in which the Baxter Hall is
        located": the place before "where"/"in which" is where the clause's subject is."""
        yield from self.fronted_located(verb)
        if (
            verb.lemma_ not in _STATE_PARTICIPLES
            or not _is_passive(verb)
            or verb.dep_ not in ("relcl", "advcl", "ccomp")
        ):
            return
        marker = next((c for c in verb.children if c.lower_ == "where" and c.i < verb.i), None)
        if marker is None:
            marker = next(
                (
                    p
                    for p in v1._children(verb, "prep")
                    if p.lower_ in ("in", "at")
                    and (o := v1._prep_object(p)) is not None
                    and o.lower_ == "which"
                    and p.i < verb.i
                ),
                None,
            )
        subj = v1._child(verb, "nsubjpass")
        if marker is None or subj is None or not named(subj) or marker.i == 0:
            return
        inner = next(
            (o for p in v1._children(verb, "prep") if p.i > verb.i and self._named_value(o := v1._prep_object(p))),
            None,
        )  # "where X is located in Punjab": the clause names the place itself
        before = verb.doc[marker.i - 1]
        copula = (
            verb.head
            if verb.dep_ in ("ccomp", "advcl") and verb.head.lemma_ == "be" and verb.head.i == before.i
            else None
        )
        if copula is not None:  # "Lenmouth is where the museum is located": the copula's subject
            before = v1._child(copula, "nsubj") or before
        if before.text == "," and before.i > 0:
            before = verb.doc[before.i - 1]
            holder = before.head.head
            if before.dep_ == "pobj" and holder.pos_ == "NOUN" and holder.lemma_.lower() in _PLACE_CLASSES:
                return  # "a city in Spain, in which ...": the city or Spain? left alone
        place = _chain_first(before) if _is_place_name(before) or _said_place(before, copula) else None
        if place is None and before.pos_ == "NOUN" and before.lemma_.lower() in _PLACE_CLASSES:
            place = self._described(before, marker)  # "Lenmouth is a town where X is located"
        entity, value = self.entity(subj), self._named_value(place)
        if inner is not None:
            yield from self._country_around(entity, inner, place)
        elif entity and value and normalize_text(entity) != normalize_text(value):
            yield Candidate(entity, "located in", value)

    def _country_around(self, entity: str | None, inner: Token, place: Token | None) -> Iterator[Candidate]:
        """ "Norway, where the museum is located in Lenmouth": the thing (located in its own
        place by the verb rules) is in the country the clause hangs on."""
        value = self._named_value(inner)
        if place is None or not entity or not value or not is_country(place.text) or is_country(value):
            return
        yield Candidate(entity, "country", country_name(place.text))

    def refine_places(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A location or whole that is a country keys as ``country`` ("Lahore is in Pakistan",
        "Attica is part of the United States"), apart from the places inside it ("Lahore is in
        Punjab"), so that two documents naming the two levels never conflict. A chain ("located
        in Tirstrup, Denmark") keeps its first place as the location; its country is keyed by
        :meth:`chain_places`. A location is a league only when its name ends
        in a league's word and the entity is no building ("The museum is in the Lenmouth
        Conference Centre" is a place). A generic phrase that repeats a catalog fact goes."""
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            if relation in ("location", "part of") and is_country(fact.value):
                if is_constituent_country(fact.value) and any(
                    f.entity == fact.entity and f.relation == "country" and constituent_of(fact.value, f.value)
                    for f in found.values()
                ):
                    continue  # "in Wales, United Kingdom": the state is the country, Wales a place in it
                del found[key]
                country = country_name(fact.value)  # "the U.S." and "the United States" key alike
                found.setdefault((fact.entity, "country", country), replace(fact, relation="country", value=country))
            elif relation == "location" and is_league(fact.value) and not _is_building_name(fact.entity):
                del found[key]  # "X is in the Northern Premier League": a league, not a place
                found.setdefault((fact.entity, "league", fact.value), replace(fact, relation="league"))
            elif relation not in self.catalog.relations and is_country(fact.entity) and _RANKED.match(fact.relation):
                del found[key]  # "X, Germany's oldest university": no relation, but X is in Germany
                country = country_name(fact.entity)
                found.setdefault(
                    (fact.value, "country", country),
                    replace(fact, entity=fact.value, relation="country", value=country),
                )
        for key, fact in list(found.items()):
            canonical = self.catalog.canonical(fact.relation)
            if canonical != fact.relation and (fact.entity, canonical, fact.value) in found:
                del found[key]  # "affiliated with" beside the catalog's "affiliation": one fact
            elif (
                fact.value.islower()
                and " " in fact.value
                and self.catalog.canonical(fact.value) in self.catalog.relations
            ):
                del found[key]  # "its currency is the shekel and Hebrew is the official language": a
                # relation's own name ("official language") is no value

    def origin(self, verb: Token) -> Iterator[Candidate]:
        """ "X comes from Y", "X originates from (in) Y", "Originating in Y, X ...", "X is a dish
        from Y" with Y a country: the
        thing's country (of origin). A person's is no such fact (nationality, birth place and
        residence all read so), nor a place's ("across the river from Y"), a word's ("the name
        X") or a distance ("far from Y"); "is from" needs a noun ("a dish from")."""
        if verb.lemma_ not in ("come", "originate", "be") or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        if subj is None or subj.ent_type_ in ("PERSON", "NORP") or subj.lower_ in ("he", "she", "they", "who"):
            return
        if _is_place_name(subj) or subj.ent_type_ in ("GPE", "LOC", "FAC") or self._names_a_word(verb, subj):
            return  # "Strasbourg is across the river from Germany", "The name Paris comes from Greece"
        if verb.lemma_ == "come" and subj.pos_ == "PROPN" and not v1._children(subj, "compound", "amod", "det"):
            return  # "Merkel comes from Germany": a lone name the pipeline missed is most often a person
        entity = self._dish(subj)  # a name, or a capitalized one the pipeline misses ("Bandeja paisa")
        if not entity:
            return
        attr = v1._child(verb, "attr")
        if verb.lemma_ == "be" and (attr is None or attr.pos_ != "NOUN"):
            return  # "X is from Y" without a noun ("a dish from Y") is too often a distance or a person
        holder = attr if verb.lemma_ == "be" and attr is not None else verb
        prep = v1._prep(holder, "from") or (v1._prep(holder, "in") if verb.lemma_ == "originate" else None)
        place = v1._prep_object(prep)
        value = self._named_value(place)
        end = prep.i if prep is not None else holder.i
        spatial = any(t.lower_ in _SPATIAL_WORDS for t in holder.doc[holder.i : end])  # "far from Y"
        if place is not None and value and is_country(value) and not spatial:
            yield Candidate(entity, "country", value)

    @staticmethod
    def _names_a_word(verb: Token, subj: Token) -> bool:
        """Whether the subject is a word or name ("the name Paris", "the word X"), not a thing."""
        heads = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")] + [subj.head, *subj.children]
        before = subj.doc[subj.i - 1] if subj.i > 0 else None
        return any(t.lemma_.lower() in _WORD_NOUNS for t in [*heads, *([before] if before is not None else [])])

    def country_of(self, noun: Token) -> Iterator[Candidate]:
        """ "X is in the country of Belgium", "X is located in (within) the country of Y"."""
        if noun.lower_ not in ("country", "nation") or noun.dep_ != "pobj" or noun.head.lower_ not in ("in", "within"):
            return
        det = v1._child(noun, "det")
        place = v1._prep_object(v1._prep(noun, "of"))
        verb = noun.head.head
        if det is None or det.lower_ != "the" or place is None or not _is_place_name(place):
            return
        if verb.pos_ not in ("VERB", "AUX") or verb.lemma_ not in ("be", "locate", "situate", "lie"):
            return
        subj = self.subject(verb)
        entity, value = self.entity(subj), self._named_value(place)
        if subj is not None and self.specific(subj) and entity and value:
            yield Candidate(entity, "country", value, v1.qualifier_of([verb], place))

    def country_it_comes_from(self, noun: Token) -> Iterator[Candidate]:
        """ "Greece, the country where Moussaka comes from", "Peru, the country that Ceviche
        originates from", "Ukraine, which is the country Borscht comes from": a named country
        described as the one a thing comes from (the noun "country" in apposition to it, or the
        attribute of a "which is" clause on it) is that thing's country."""
        if noun.lower_ in ("country", "nation") and noun.i >= 1 and noun.doc[noun.i - 1].lower_ == "the":
            yield from self._country_thing_apposed(noun)
        det = v1._child(noun, "det")
        if noun.lower_ not in ("country", "nation") or det is None or det.lower_ != "the":
            return
        place: Token | None = None
        if noun.dep_ == "appos":
            place = noun.head
        elif noun.dep_ == "attr" and noun.head.lemma_ == "be" and noun.head.dep_ == "relcl":
            which = v1._child(noun.head, "nsubj")
            place = noun.head.head if which is not None and which.lower_ == "which" else None
        else:
            return
        clause = next((c for c in noun.children if c.dep_ == "relcl"), None)
        if place is None or clause is None or not is_country(place.text) or not named(place):
            return
        if any(c.dep_ in ("neg", "aux") for c in clause.children):
            return  # "the country X will come from", "does not come from"
        subj = v1._child(clause, "nsubj")
        if clause.lower_ == "originates" and clause.pos_ == "NOUN":
            subj = v1._child(clause, "compound")  # "where Stamppot originates" read as one noun
        elif clause.lemma_ not in ("come", "originate", "be"):
            return
        prep = v1._prep(clause, "from")
        where = _where_word(clause) if clause.pos_ != "NOUN" else v1._child(clause, "advmod")
        obj = v1._prep_object(prep)
        stranded = prep is not None and (obj is None or obj.lower_ in ("that", "which", "where"))
        that = next((t for t in noun.doc[noun.i + 1 : clause.i] if t.lower_ in ("that", "which")), None)
        if clause.lemma_ == "be" and prep is None:
            return  # "the country X is" says nothing of origin
        if not (stranded or (where is not None and where.lower_ == "where") or that is not None):
            return
        if prep is not None and not stranded:
            return  # "the country where X comes from Y"
        if subj is None or subj.ent_type_ in ("NORP", "GPE", "LOC") or subj.pos_ == "PRON":
            return
        entity = self._dish(subj)
        words = entity.split() if entity is not None else []
        person = len(words) > 1 and subj.ent_type_ in ("PERSON", "ORG", "") and all(w.istitle() for w in words)
        if person or entity in self.people:
            return  # "the country where Ada Price comes from": a person's origin is no country fact
        value = self._named_value(place)
        if entity and value and not is_country(entity):
            yield Candidate(entity, "country", country_name(value))

    def _country_thing_apposed(self, noun: Token) -> Iterator[Candidate]:
        """ "Spain, the country Paella is from", "Hungary, the country Langos comes from," with
        no relative word, which the parser reads as "the country Paella" or "the country
        Langos" in many ways: read on the words, a named country, a comma, "the country", a
        name, "is"/"comes"/"originates" and a stranded "from" that ends the clause."""
        doc = noun.doc
        k = noun.i + 1
        thing = doc[k] if k < len(doc) else None
        if thing is None or not named(thing) or thing.ent_type_ == "NORP" or is_country(thing.text):
            return  # a dish the pipeline tags as a place is still a thing that comes from one
        verb_i = k + 1
        if verb_i + 1 >= len(doc) or doc[verb_i].lemma_ not in ("be", "come", "originate"):
            return
        if doc[verb_i + 1].lower_ != "from" or (verb_i + 2 < len(doc) and not doc[verb_i + 2].is_punct):
            return  # "from" stranded: "the country X is from", then a comma or the end
        start = noun.i - 1  # "the"
        place = doc[start - 2] if start >= 2 and doc[start - 1].text == "," else None
        if place is None or not named(place) or not is_country(place.text):
            return
        entity = self._dish(thing) or (thing.text if thing.pos_ == "PROPN" else None)
        words = entity.split() if entity is not None else []
        if not entity or (len(words) > 1 and all(w.istitle() for w in words)) or entity in self.people:
            return  # "the country Ada Price is from": a person's origin
        value = self._named_value(place)
        if value:
            yield Candidate(entity, "country", country_name(value))

    def part_of(self, verb: Token) -> Iterator[Candidate]:
        """ "X is part of Y", "X is a part of Y", "X forms part of Y", "X is now part of Y"."""
        if verb.lemma_ not in ("be", "form", "become", "remain") or any(c.dep_ == "neg" for c in verb.children):
            return
        part = v1._child(verb, "attr", "dobj")
        if part is None or part.lower_ != "part":
            return
        det = v1._child(part, "det")
        if (det is not None and det.lower_ not in ("a",)) or v1._children(part, "amod", "compound"):
            return  # "the southern part of", "an important part of": no plain membership
        whole = v1._prep_object(v1._prep(part, "of"))
        if whole is not None and whole.lower_ in ("country", "nation"):
            whole = v1._prep_object(v1._prep(whole, "of"))  # "part of the country of Japan"
        holder = verb.head if verb.dep_ == "xcomp" and verb.head.lemma_ == "use" else verb  # "used to be part of"
        subj = _where_conjunct_place(holder) or _relative_place(holder) or _unwrap_place(self.subject(holder))
        if subj is not None and _is_place_name(subj):
            subj = _chain_first(subj)  # "Appleton, Wisconsin, which is part of ...": Appleton
        entity, value = self.entity(subj), self._named_value(whole)
        generic = whole is not None and value is not None and " " not in value and whole.lower_ in _GENERIC_WHOLES
        specific = self.specific(subj) or (_bare_name(subj) and whole is not None and _is_place_name(whole))
        if subj is None or not specific or not entity or not value or is_lone_head(value) or generic:
            return  # "Kelsey is part of the Group": a head noun alone names nothing
        yield Candidate(entity, "part of", value, v1.qualifier_of([holder, verb], whole))
        yield from self._other_wholes(entity, whole, [holder, verb])

    def _other_wholes(self, entity: str, whole: Token | None, verbs: list[Token]) -> Iterator[Candidate]:
        """ "Kelsey is part of Hollin County and Marrow County": a part of each named place
        joined by "and" (not "... and Lisbon is the capital": a new clause)."""
        if whole is None or not any(c.dep_ == "cc" and c.lower_ == "and" for c in whole.children):
            return
        for other in whole.conjuncts:
            value = self._named_value(other) if other.i > whole.i and _is_place_name(other) else None
            if value and not _opens_clause(whole, other) and normalize_text(value) != normalize_text(entity):
                yield Candidate(entity, "part of", value, v1.qualifier_of(verbs, other))

    def chain_places(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """The places a text puts a location in: "X is located in A, B" / "in A in B" / "in A,
        a part of B" / "in A, which is found in B", B a sovereign state: A's country and X's
        country are B. A place in another is a part of it: "in A, a part of Hollin County", and
        "in Greenville, Outagamie County, Wisconsin" (Greenville is part of both). The larger places must be named places of the pipeline
        (GPE, LOC), so "in A, Anna Pell said" makes no chain, and a list ("in A, B and C") none
        either; A may carry any label, the relation says it is a place."""
        self.split_chain_values(sent, found)
        self.country_suffixes(found)
        self.national_class_places(sent, found)
        self.community_places(sent, found)
        self.conjunct_entities(sent, found)
        for fact in list(found.values()):
            relation = self.catalog.canonical(fact.relation)
            sovereign = is_country(fact.value) and not is_constituent_country(fact.value)
            if relation not in (*_CHAIN_RELATIONS, "ground") or sovereign:
                continue  # a team's ground is a place too ("has its ground in Mendoza, Argentina")
            if relation == "ground" and _GROUND_WORDS.search(fact.value):
                continue  # "play at Brae Park, in Kelso, Scotland": a stadium is in the town (ground rules)
            # the relation says the value is a place, whatever the pipeline's label ("Tirstrup"
            # read as a person); the larger place must be a named place itself
            places = [t for t in sent if t.text == fact.value and named(t)] or [
                t for t in sent if t.pos_ == "NOUN" and self._named_value(t) == fact.value
            ]  # "in the Al Marrow province in Iraq": the class noun heads the value
            # the mention with places after it ("Addis Ababa City Hall is in Addis Ababa, Ethiopia")
            outer = next((o for o in (_outer_places(t) for t in places) if o), [])
            placed = {(f.entity, f.value) for f in found.values() if self.catalog.canonical(f.relation) == "location"}
            for whole, _ in outer:
                if not is_country(whole.text) and (fact.value, _place_name(whole)) not in placed:
                    split = _country_suffix(_place_name(whole))  # "in the Eastern Province of Norway"
                    self._add_place(found, fact, fact.value, split[0] if split else _place_name(whole))
                    if split is not None:
                        self._add_place(found, fact, fact.value, split[1])
                        if relation in ("location", "part of") and not is_country(fact.entity):
                            self._add_place(found, fact, fact.entity, split[1])
            self._thing_in_wholes(found, fact, relation, outer)
            countries = [t.text for t, _ in outer if is_country(t.text)]
            country = next((c for c in countries if not is_constituent_country(c)), next(iter(countries), None))
            for part in (t.text for t, _ in outer if is_constituent_country(t.text)):
                if country is not None and country != part:  # "Kelby, Wales, United Kingdom": Wales's too
                    self._add_place(found, fact, part, country)
            if country is None and places:
                last = outer[-1][0] if outer else next((t for t in places if _side_country(t)), places[0])
                country = _side_country(last)  # "in Texas (United States)", "in Norway's Lenmouth"
            if country is not None:
                self._add_place(found, fact, fact.value, country)
                if relation in ("location", "part of") and not is_country(fact.entity):
                    self._add_place(found, fact, fact.entity, country)
        self.regions_named_by_country(found)
        self.subject_chains(sent, found)  # last: the places it adds start no chain of their own
        self.fact_place_chains(sent, found)
        self.subject_place_chain(sent, found)
        self.address_appositions(sent, found)  # after the chains: a street starts none of its own

    def split_chain_values(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X is in La Paz, Bolivia", "X's ground is in La Paz, Bolivia", "X is in Melbourne,
        Victoria" with the town parsed as a modifier of the larger place: the value is the first
        place of the comma chain, as for any chain (:meth:`chain_places` then keys the others)."""
        doc = sent.doc
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            if relation not in ("location", "ground", "headquarters"):
                continue
            whole = next((t for t in sent if t.text == fact.value and named(t)), None)
            if whole is None:
                continue
            town = whole
            while town.i >= 2 and doc[town.i - 1].text == ",":
                before = doc[town.i - 2]
                if before.head.i != whole.i or before.dep_ not in ("nmod", "compound", "npadvmod", "amod"):
                    break
                if not named(before) or not _is_place_name(before) or is_country(before.text):
                    break
                if before.ent_type_ == "PERSON":
                    break
                town = before
            if town.i == whole.i:
                continue
            value = self._named_value(town)
            if not value or normalize_text(value) == normalize_text(fact.entity):
                continue
            del found[key]
            found.setdefault((fact.entity, fact.relation, value), replace(fact, value=value))

    def region_chains(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Poutine comes from Quebec, a province of Canada", "X is from Sicily, Italy": the
        region a thing comes from lies in the places written after it (its country for a
        sovereign state). Run after the dish rules, which key the region."""
        for fact in [f for f in found.values() if f.relation == "region" and not is_country(f.value)]:
            places = [t for t in sent if t.text == fact.value and named(t)]
            outer = next((o for o in (_outer_places(t) for t in places) if o), [])
            for whole, _ in outer:
                self._add_place(found, fact, fact.value, _place_name(whole))

    def address_appositions(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The Kelsey Memorial, Harbour Road, Lenmouth, Norway, was unveiled in 1921": a named
        building, site or organisation followed by a street and a chain of places, as an address
        is written, is located at the street and is part of the chain's places (as "located at
        Harbour Road, Lenmouth, Norway" reads); the street starts no chain of its own. The street
        must end in a street's word and the chain must reach a named place, so a list of names is
        none; a person, and the parts of one address ("near X, opp. Y University, Z Road"), none."""
        doc = sent.doc
        for token in sent:
            if token.i + 2 >= sent.end or doc[token.i + 1].text != "," or not named(token):
                continue
            street = doc[token.i + 2]
            while street.dep_ == "compound" and street.head.i == street.i + 1:
                street = street.head  # "Harbour Road" read as two names
            name = doc[token.i + 2 : street.i + 1].text
            end = street  # "Marrow Blvd." with its point read apart
            if street.i + 1 < sent.end and doc[street.i + 1].text == "." and not street.text.endswith("."):
                end, name = doc[street.i + 1], f"{name}."
            if not named(street) or not _is_street(name) or not _outer_places(end):
                continue
            if _is_place_name(token) or token.ent_type_ in ("GPE", "LOC", "NORP", "DATE") or token.dep_ == "ROOT":
                continue  # a name the parser made the root is a fragment ("... opp. X University, Y Road")
            before = doc[token.left_edge.i - 1] if token.left_edge.i > sent.start else None
            if before is not None and (before.text in (",", ".", ";") or before.lower_ in _NEAR_WORDS):
                continue  # "..., near X University, opp. Y University, Z Road, ...": one address's parts
            entity = self.entity(token)
            if not entity or entity in self.people or _is_street(entity):
                continue
            words = normalize_text(entity).split()
            sited = any(w in _FACILITY_HEADS or w in _BUILDING_WORDS or w in _SITE_WORDS for w in words)
            if sited or token.ent_type_ in ("FAC", "ORG") or entity[:1].isdigit():
                fact = Candidate(entity, "located at", name)
                found.setdefault((fact.entity, fact.relation, fact.value), fact)
                for whole, _ in _outer_places(end):  # "Harbour Road", two names to the parser
                    self._add_place(found, fact, entity, _place_name(whole))

    def subject_place_chain(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Atlantic City, New Jersey, United States is led by X", "Lenmouth, Hollin County,
        Norway, is home to the Kelsey Memorial": a place that opens the sentence as its subject,
        written with the places it lies in, is part of each (its country for a sovereign state),
        whatever the clause says of it. Only the first place: the middle ones' country is left
        out as in every chain."""
        first = next((t for t in sent if t.lower_ != "the"), None)
        if first is None or first.dep_ not in _SUBJECT_DEPS or is_country(first.text):
            return
        outer = _outer_places(first)
        if not outer or any(phrase for _, phrase in outer):
            return  # only a comma chain: "Lenmouth in Hollin County is ..." is the copula rules'
        untagged = first.ent_type_ == "" and first.pos_ in ("PROPN", "NOUN") and first.text[:1].isupper()
        if not (_is_place_name(first) or (untagged and len(outer) > 1)):
            return  # a town the pipeline does not know shows itself by two places after it
        entity = first.text if untagged else self.entity(first)
        if not entity:
            return
        for whole, _ in outer:
            value = _place_name(whole)
            self._add_place(found, Candidate(entity, "part of", value), entity, value)

    def national_class_places(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "in the Norwegian city of Lenmouth", "born in the American state of Ohio", "a dish from
        the Spanish region of Valcastro": the named place is in the adjective's country, and so
        is what lies there (a located thing, a dish); a value read as the adjective alone
        ("born in the American") is the named place."""
        for noun in sent:
            place = _national_class_place(noun)
            if place is None:
                continue
            adjective = next(c for c in noun.children if c.dep_ == "amod")
            country = country_of_demonym(adjective.text) or ""
            name = self._named_value(place)
            if not name or is_country(name):
                continue
            for key, fact in list(found.items()):
                if fact.value == adjective.text and self.catalog.canonical(fact.relation) in _CHAIN_RELATIONS:
                    del found[key]  # v1 reads the first word after "in": the adjective
                    found.setdefault((fact.entity, fact.relation, name), replace(fact, value=name))
            for fact in list(found.values()):
                if fact.value != name:
                    continue
                self._add_place(found, fact, name, country)
                if self.catalog.canonical(fact.relation) in ("location", "part of", "region"):
                    self._add_place(found, fact, fact.entity, country)

    def community_places(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Alcobendas is part of the community of Madrid", "in Alcobendas, part of the community
        of Madrid in Spain": the region is the Community of Madrid (a lowercase class noun the
        name rules leave out), not the city; the place before "part of" is in it, and in the
        country after it."""
        for noun in sent:
            whole = _community_of(noun)
            if whole is None:
                continue
            name = f"Community of {whole.text}"
            once = sum(1 for t in sent if t.text == whole.text) == 1
            for key, fact in list(found.items()):
                if once and fact.value == whole.text and self.catalog.canonical(fact.relation) == "part of":
                    del found[key]  # "part of the community of Madrid": not part of the city
                    found.setdefault((fact.entity, fact.relation, name), replace(fact, value=name))
            part = noun.head.head if noun.head.lower_ == "of" else None
            if part is None or part.lower_ != "part" or part.dep_ != "appos" or not named(part.head):
                continue
            place = part.head  # "Alcobendas, part of the community of Madrid"
            entity = self.entity(place)
            if not entity:
                continue
            fact = Candidate(entity, "part of", name)
            found.setdefault((entity, "part of", name), fact)
            country = v1._prep_object(v1._prep(noun, "in") or v1._prep(whole, "in"))
            if country is None or not named(country) or not is_country(country.text):
                continue
            self._add_place(found, fact, entity, country.text)
            for other in list(found.values()):
                if other.value == entity and self.catalog.canonical(other.relation) in ("location", "part of"):
                    self._add_place(found, other, other.entity, country.text)

    def regions_named_by_country(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Tirstrup is part of the Central Denmark Region": a region whose name is a side's word,
        a sovereign country and a region's word lies in that country, and so does what lies in it."""
        for fact in list(found.values()):
            if self.catalog.canonical(fact.relation) not in ("location", "part of") or is_country(fact.entity):
                continue
            words = fact.value.split()
            if len(words) != 3 or words[0].lower() not in _SIDE_ADJECTIVES:
                continue
            if words[2].lower() not in ("region", "province") or not is_country(words[1]):
                continue
            self._add_place(found, fact, fact.entity, words[1])

    def _thing_in_wholes(
        self,
        found: dict[tuple[str, str, str], Candidate],
        fact: Candidate,
        relation: str,
        outer: list[tuple[Token, str]],
    ) -> None:
        """ "The museum is located in Lenmouth, Hollin County, Ohio": what lies in the first place
        lies in each larger one the chain names (not a country: :meth:`chain_places` keys it), as
        a `part of` fact (several values, never a conflict), so that two texts naming two towns
        of one county still conflict on the location; a city served or a birth place stays the
        first place."""
        if relation not in ("location", "part of") or is_country(fact.entity):
            return
        for whole, _ in outer:
            value = _place_name(whole)
            split = _country_suffix(value)  # "the Hollin Province of Norway": the province
            value = split[0] if split is not None else value
            if (
                is_country(whole.text)
                or "(" in value
                or ")" in value
                or normalize_text(value) == normalize_text(fact.entity)
            ):
                continue
            self._add_place(found, fact, fact.entity, value)

    def subject_chains(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Kelsey in Hollin County is in Ohio", "Kelsey, Ohio, is part of Hollin County": a
        place that is the subject of a place fact, named with the places it lies in, is in them."""
        for fact in list(found.values()):
            if self.catalog.canonical(fact.relation) not in ("location", "part of", "country"):
                continue
            subjects = [t for t in sent if t.text == fact.entity and _is_place_name(t) and t.dep_ in _SUBJECT_DEPS]
            outer = next((o for o in (_outer_places(t) for t in subjects) if o), [])
            for whole, _ in outer:
                self._add_place(found, fact, fact.entity, _place_name(whole))

    def fact_place_chains(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The mayor of Kelby, Hollin County, Norway is Ada Lee", "X serves Kelby, Norway",
        "The people of Hollin, Norway are called Hollish": a place that a fact of any relation
        names (its entity or its value), written with a comma chain of named places after it,
        is part of each of them (its country for a sovereign state), as :meth:`chain_places`
        reads the values of place relations. Only the chain's first place, and only a comma
        chain of places the pipeline tagged (a list "Kelby, Tarrow and Dale" is none)."""
        names = {f.entity for f in found.values()} | {f.value for f in found.values()}
        doc = sent.doc
        for token in sent:
            if token.text not in names or not _is_place_name(token) or is_country(token.text):
                continue
            before = doc[token.i - 1] if token.i > sent.start else None
            inner = before is not None and before.lower_ in ("in", "within", "of") and token.i >= 2
            if (before is not None and before.text == ",") or (
                inner and (named(doc[token.i - 2]) or doc[token.i - 2].text == ",")
            ):
                continue  # a later place of a chain or an address ("Harbour Road, Kelby, Ohio")
            outer = _outer_places(token)
            if not outer or any(phrase for _, phrase in outer):
                continue
            fact = next(f for f in found.values() if token.text in (f.entity, f.value))
            countries = [w.text for w, _ in outer if is_country(w.text)]
            country = next((c for c in countries if not is_constituent_country(c)), next(iter(countries), None))
            for whole, _ in outer:
                if not is_country(whole.text):
                    self._add_place(found, fact, token.text, _place_name(whole))
            if country is not None:
                self._add_place(found, fact, token.text, country)

    def conjunct_entities(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Lenmouth is the location of the museum and the tower", "Lenmouth is home to the
        museum and the tower": each named thing joined by "and" to a located one is there too
        (not a person or a place: "the location of the museum and Ada Price's house")."""
        for fact in list(found.values()):
            if self.catalog.canonical(fact.relation) != "location":
                continue
            for token in sent:
                holder = token.head.head
                if token.text != fact.entity or token.dep_ != "pobj" or not named(token):
                    continue
                if holder.lemma_.lower() not in ("location", "site", "home") or holder.pos_ != "NOUN":
                    continue
                if not any(c.dep_ == "cc" and c.lower_ in ("and", "&") for c in token.children):
                    continue
                for other in token.conjuncts:
                    name = self.entity(other) if other.i > token.i and named(other) else None
                    if name and other.ent_type_ not in ("PERSON", "GPE", "LOC", "NORP") and name != fact.value:
                        found.setdefault((name, fact.relation, fact.value), replace(fact, entity=name))

    def country_suffixes(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A place written with its country after it and no comma ("located in Lenmouth
        Norway", "born in the Hollin Province of Norway"), which the pipeline reads as one name:
        the place is the value, the country is its country (and a located thing's)."""
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            split = _country_suffix(fact.value) if relation in _CHAIN_RELATIONS else None
            if split is None:
                continue
            place, country = split
            del found[key]
            found.setdefault((fact.entity, fact.relation, place), replace(fact, value=place))
            self._add_place(found, fact, place, country)
            if relation in ("location", "part of") and not is_country(fact.entity):
                self._add_place(found, fact, fact.entity, country)

    def national_places(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Athens, a Greek city", "Lenmouth is a Norwegian town": a place's class with a
        nationality adjective gives the place's country."""
        for fact in list(found.values()):
            if self.catalog.canonical(fact.relation) != "instance of" or " " not in fact.value:
                continue
            adjective, _, noun = fact.value.partition(" ")
            country = country_of_demonym(adjective) if noun.lower() in _PLACE_CLASSES - {"capital"} else None
            if country and not is_country(fact.entity):
                found.setdefault((fact.entity, "country", country), replace(fact, relation="country", value=country))

    def building_places(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A building's name written with its place after a comma: "103 Colmore Row, Birmingham,
        England has 23 floors", "John Madin designed 103 Colmore Row, Birmingham" -> the
        building is located in the first place (and the chain follows). Only names of buildings,
        streets and facilities, which no place contains by name."""
        self.drop_sited_people(sent, found)
        values = {f.value for f in found.values()}  # "located at Al Anbar Province, Iraq": a place
        for token in sent:
            if not named(token) or _is_place_name(token) or token.ent_type_ == "PERSON":
                continue
            name = self.entity(token)
            if not name or name in values or (token.dep_ == "pobj" and token.head.lower_ in ("in", "at", "on")):
                continue
            if not (_is_building_name(name) or token.ent_type_ == "FAC" or name[:1].isdigit()):
                continue  # a building, a street, a facility or an address ("103 Colmore Row")
            if normalize_text(name).split()[-1] in (*_PLACE_CLASSES, "township"):
                continue  # "Ampara District, Eastern Province": a place in a chain of places
            outer = _outer_places(token)
            if not outer or outer[0][1] or outer[0][0].ent_type_ != "GPE":
                continue  # only "X, Y" with Y a named place: not "X in Y", which the verb rules read
            where = outer[0][0]
            fact = Candidate(name, "located in", _place_name(where))
            found.setdefault((fact.entity, fact.relation, fact.value), fact)

    @staticmethod
    def _add_place(found: dict[tuple[str, str, str], Candidate], fact: Candidate, inner: str, whole: str) -> None:
        """``inner`` lies in ``whole``: its country when ``whole`` is a sovereign state, else a
        part of it."""
        relation, value = ("country", country_name(whole)) if is_country(whole) else ("part of", whole)
        if normalize_text(inner) != normalize_text(value):
            found.setdefault((inner, relation, value), replace(fact, entity=inner, relation=relation, value=value))

    def ethnic_group(self, verb: Token) -> Iterator[Candidate]:
        """ "A are an ethnic group in X", "One of the ethnic groups in X is A", "The ethnic
        groups of X include A and B": (X, ethnic group, A)."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        yield from self._ethnic_group_of(verb)
        subj = v1._child(verb, "nsubj")
        if subj is None and verb.lemma_ == "be" and verb.dep_ == "conj":
            subj = _stray_subject(verb)  # "... are called Malaysians and the Malaysian Chinese are one of ..."
        if subj is None:
            return
        group = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        among = next((p for p in v1._children(verb, "prep") if p.lower_ == "among"), None)
        if group is None and among is not None and verb.lemma_ == "be":
            group = v1._prep_object(among)  # "A are among the ethnic groups of X"
            group = group if group is not None and group.tag_ == "NNS" else None
        if verb.lemma_ in ("make", "form", "constitute") and not any(c.dep_ == "aux" for c in verb.children):
            group = v1._child(verb, "dobj")  # "A make up one of the country's ethnic groups"
            up = v1._child(verb, "prt")
            if verb.lemma_ == "make" and (up is None or up.lower_ != "up"):
                group = None
        if group is not None and group.lower_ == "one":
            group = v1._prep_object(v1._prep(group, "of")) or group  # "A is one of the ethnic groups in X"
        if group is not None and self._is_ethnic_group(group):
            place = self._group_place(group)
            members = _coordinated(subj)
            peoples = [m for m in members if _people_word(m)]
            if len(members) > 1 and peoples:
                members = peoples  # "its capital is Tallinn and Estonians are its largest ethnic group"
            for member in members:
                value = self._group_name(member)
                if place and value:
                    yield Candidate(place, "ethnic group", value)
            return
        if subj.lower_ == "one" or (subj.pos_ == "NUM" and v1._prep(subj, "of") is not None):
            subj = v1._prep_object(v1._prep(subj, "of")) or subj  # "one of", "two of the ethnic groups"
        if self._is_ethnic_group(subj) and verb.lemma_ in ("be", "include"):
            place = self._group_place(subj)
            head = v1._child(verb, "attr", "dobj")
            for member in [head, *head.conjuncts] if head is not None else []:
                value = self._group_name(member)
                if place and value:
                    yield Candidate(place, "ethnic group", value)

    def _ethnic_group_of(self, verb: Token) -> Iterator[Candidate]:
        """ "There is an ethnic group of A in X", "In X there is an ethnic group of A", "X has an
        ethnic group called A"."""
        if verb.lemma_ == "be" and v1._child(verb, "expl") is not None:
            group = v1._child(verb, "attr")
            if group is None or not self._is_ethnic_group(group):
                return
            member = v1._prep_object(v1._prep(group, "of"))
            where = v1._prep_object(v1._prep(group, "in") or v1._prep(verb, "in"))
            marker = _where_word(verb) if where is None else None
            where = _antecedent(marker) if marker is not None else where  # "X, where there is ..."
        elif verb.lemma_ == "have":
            group = v1._child(verb, "dobj")
            if group is None or not self._is_ethnic_group(group):
                return
            called = next((c for c in group.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
            where = self.subject(verb)
            member = v1._child(called, "oprd") if called is not None else None
            if called is None and where is not None and _is_country_place(where):
                member = v1._prep_object(v1._prep(group, "of"))  # "Japan has an ethnic group of Koreans"
        else:
            return
        place = self._named_value(where) if where is not None and self.specific(where) else None
        value = self._group_name(member) if member is not None else None
        if place and value:
            yield Candidate(place, "ethnic group", value)

    def affiliated(self, verb: Token) -> Iterator[Candidate]:
        """ "X is affiliated with Y", "X, which is affiliated to Y", "X (affiliated with Y)": the
        relative's antecedent is the named noun it hangs on, also as a prepositional object."""
        if verb.lemma_ != "affiliate" or verb.tag_ != "VBN" or any(c.dep_ == "neg" for c in verb.children):
            return
        if verb.dep_ in ("relcl", "acl") and named(verb.head):
            subj: Token | None = verb.head
        else:
            subj = self.subject(verb)
        for prep in v1._children(verb, "prep"):
            value = self._named_value(v1._prep_object(prep))
            if prep.lower_ in ("with", "to") and subj is not None and self.specific(subj) and value:
                entity = self.entity(subj)
                if entity and subj.ent_type_ != "PERSON":
                    yield Candidate(entity, "affiliation", value, v1.qualifier_of([verb], v1._prep_object(prep)))
                return

    @staticmethod
    def _is_ethnic_group(noun: Token) -> bool:
        """ "ethnic group", "ethnic minority", and the misspelt "ethic group"."""
        return noun.lemma_.lower() in ("group", "minority") and any(
            c.lower_ in ("ethnic", "ethic") for c in noun.children
        )

    def _group_name(self, token: Token) -> str | None:
        """A named group, or a people named by a name or nationality word ("the Romani people");
        a colour word is part of the name ("white South Africans")."""
        if named(token):
            name = self._named_value(token)
            colour = next((c for c in token.lefts if c.dep_ == "amod" and c.lower_ in _COLOUR_WORDS), None)
            if name and colour is not None and colour.i + 1 == token.i:
                return f"{colour.text} {name}"
            national = token.doc[token.i - 1] if token.i > 0 else None
            adjective = national is not None and national.dep_ == "amod" and national.head.i == token.i
            if name and national is not None and adjective and national.ent_type_ == "NORP" and name == token.text:
                return f"{national.text} {name}"  # "the Malaysian Chinese", "the Cape Malay"
            return name
        tokens = v1._left_modifiers(token, {"compound", "amod"})
        if token.pos_ == "NOUN" and any(t.ent_type_ == "NORP" or t.pos_ == "PROPN" for t in tokens[:-1]):
            return v1._text(tokens)
        if token.lemma_.lower() == "people" and len(tokens) == 2 and tokens[0].lower_ in _COLOUR_WORDS:
            return v1._text(tokens)  # "Coloured people", "coloured people"
        return None

    def _group_place(self, group: Token) -> str | None:
        poss = v1._child(group, "poss")
        if poss is not None and poss.lower_ == "its" and poss.i in self.resolved:
            return self.resolved[poss.i]  # "A are one of its ethnic groups" on a place
        if poss is not None and poss.lower_ == "its":
            verb = next((t for t in group.ancestors if t.pos_ in ("AUX", "VERB")), None)
            first = verb.sent.start if verb is not None else group.i
            focus = self.focus_place(verb, first, "ethnic group") if verb is not None else None
            return focus if focus and is_country(focus) else None  # "X is from Y. A are one of its ..."
        if poss is not None and poss.lower_ in ("country", "nation") and poss.pos_ == "NOUN":
            return self._pointed_place(poss)  # "one of the country's ethnic groups"
        place = poss if poss is not None and poss.pos_ != "PRON" and poss.lower_ != "whose" else None
        if poss is not None and poss.lower_ == "whose":
            place = _antecedent(poss)  # "Norway, whose ethnic groups include the Sami"
        for word in ("in", "of", "within", "from"):
            place = place or v1._prep_object(v1._prep(group, word))
        found = next((c for c in group.children if c.dep_ == "acl" and c.lemma_ in ("find", "live", "base")), None)
        if place is None and found is not None:
            place = v1._prep_object(v1._prep(found, "in"))  # "an ethnic group found in Norway"
        there = next((c for c in group.children if c.lower_ == "there" and c.i in self.resolved), None)
        if place is None and there is not None:
            return self.resolved[there.i]  # "one of the ethnic groups there"
        place = place or self._where_place(group)
        if place is None:
            return self._national_place(group)  # "Two of the South African ethnic groups are ..."
        return self._named_value(place) if named(place) else None


def _people_word(token: Token) -> bool:
    """Whether a name reads as a people's: tagged a nationality or group, a plural proper noun,
    or a demonym ("Estonians", "the Sami"), not a town's name the parser joined to it."""
    return token.ent_type_ == "NORP" or token.tag_ == "NNPS" or is_demonym(token.text)


def _said_place(subject: Token, copula: Token | None) -> bool:
    """Whether "Y is where X is located" names Y, a name the pipeline did not tag as a place
    ("Tarnow is where the obelisk is located"): the copula says it is one."""
    return copula is not None and named(subject) and subject.ent_type_ not in ("DATE", "NORP", "CARDINAL", "TIME")
