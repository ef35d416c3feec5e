"""``spacy-rules.v2``: definite descriptions that name a thing of an earlier sentence ("The
Marlow Tower is in Brennock. The building was completed in 1990", "... the Republic of Norland.
The Republic is led by ...", "Greta Holm is the President of the University"). Mixed into
:class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`, which asks :meth:`described_thing` when
its own resolution (the previous subject, the topic) finds nothing.

A description "the/this/that <class noun>" names the one named thing of the paragraph it fits:
by its name's words ("the airport" for "Tarrow Airport"), a class the paragraph gave it ("X is a
hotel", "X, a football club,", a league or floors of its own) or, failing those, its NER label
("the city" for a GPE). When two things fit equally, it names none: a wrong subject makes a
false conflict, a missing one only a missed fact.

Also "He/She was created (drawn, voiced ...) by X" names the one thing the paragraph called a
character, when the pronoun names no person: a person is never created.

Pronouns whose antecedent the text leaves open are settled by the fact's relation: "The Kelso
Trust owns X. It was completed in 1921" gives X the completion date (an organisation that owns,
operates or publishes a thing has no completion date, height or runway of its own), and
nothing when it holds two things; "X's club is A. He was born in B": "he" is X, the owner of a
relation whose value is no person."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..normalize import normalize_text
from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym
from . import spacy_rules as v1
from .common_v2 import _CLASS_NOUNS, _DISH_NOUNS, _WRITTEN_WORKS, LIFE_RELATIONS, RulesState, _name_nouns, is_league
from .monuments_v2 import MONUMENT_NOUNS
from .organisations_v2 import club_name, town_team
from .spacy_rules import Candidate
from .tokens_v2 import _DIGIT_NAME, named
from .universities_v2 import is_school_name

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Class nouns a description may name a thing by, by the NER label that makes a thing fit it
# when neither its name nor the paragraph says its class.
_LABEL_NOUNS: dict[str, frozenset[str]] = {
    "ORG": frozenset(["company", "firm", "corporation", "club", "team", "university", "college", "band", "airline"]),
    "GPE": frozenset(["city", "town", "village", "municipality", "state", "province", "county", "republic"]),
    "LOC": frozenset(["river", "mountain", "lake", "island", "region", "peak", "volcano"]),
    "FAC": frozenset(["building", "airport", "bridge", "tower", "stadium", "hotel", "museum", "arena", "facility"]),
    "WORK_OF_ART": frozenset(["book", "novel", "film", "album", "series", "show", "painting"]),
}
# Class nouns of descriptions beyond those: a name's own words or the paragraph must fit them.
_OTHER_NOUNS = frozenset(
    [
        *("airbase", "hall", "manor", "castle", "church", "cathedral", "palace", "hospital", "library", "school"),
        *("station", "park", "skyscraper", "character", "dish", "soup", "stew", "dessert", "sauce", "cake"),
        *("newspaper", "magazine", "journal", "programme", "program", "institute", "academy", "side"),
        *MONUMENT_NOUNS,
        *_WRITTEN_WORKS,
    ]
)
DESCRIPTION_NOUNS = frozenset().union(*_LABEL_NOUNS.values()) | _OTHER_NOUNS
# Passive verbs whose subject is a made thing, never a person ("He was created by X": a character).
_CREATION_VERBS = frozenset(["create", "invent", "draw", "voice", "illustrate", "devise"])
# Verbs only a person is the subject of.
_PERSON_VERBS = frozenset(["study", "attend", "graduate", "bear", "die", "marry", "retire", "teach"])
_DETERMINERS = frozenset(["the", "this", "that"])
_GROUND_NOUNS = frozenset(["ground", "stadium", "arena", "home"])
# Nouns only a club owns: "X's ground", "X's manager" make X a club.
_CLUB_OWNED_NOUNS = _GROUND_NOUNS | {"manager", "coach", "chairman", "president", "owner", "league", "nickname"}
# Verbs whose "in X" is a made work a person played in.
_ACTING_VERBS = frozenset(["star", "act"])
# What a thing given these relations is ("X has 40 floors": the building).
_RELATION_CLASSES: dict[str, tuple[str, ...]] = {
    "floor count": ("building",),
    "floor area": ("building",),
    "tenant": ("building",),
    "building start date": ("building",),
    "number of rooms": ("building", "hotel"),
    "runway length": ("airport",),
    "runway name": ("airport",),
    "city served": ("airport",),
    "first air date": ("series", "show", "programme"),
    "last air date": ("series", "show", "programme"),
    "broadcast by": ("series", "show", "programme"),
    "number of episodes": ("series", "show", "programme"),
}
# Last words of names of buildings ("Kelsey Hall", "Marlow Tower"): "the building" fits them.
_BUILDING_ENDS = frozenset(
    [
        *("building", "tower", "hall", "house", "manor", "centre", "center", "palace", "castle", "hotel", "plaza"),
        *("court", "arena", "library", "museum", "skyscraper"),
    ]
)


# Relations whose value holds the fact's thing: an organisation (or person) that owns,
# operates, publishes or rents it.
_HOLDER_RELATIONS = frozenset(["owner", "operator", "publisher", "tenant"])
# Relations only a made or placed thing has, never the organisation that holds it.
_THING_RELATIONS = frozenset(
    [
        *("completion date", "construction date", "building start date", "floor count", "floor area"),
        *("height", "height above sea level", "elevation above the sea level", "runway length", "runway name"),
        *("architect", "architectural style", "number of rooms", "number of pages", "isbn", "length"),
        *("icao location identifier", "iata location identifier", "location identifier", "first air date"),
        *("last air date", "number of episodes", "ingredient", "capacity", "material", "erected", "author"),
        *("illustrator", "oclc number", "first publication year", "dedicated to", "year of construction"),
        *("course", "league", "ground"),
    ]
)
_THING_PRONOUNS = frozenset(["it", "its", "they", "their"])
# Relations of made works besides those: what "It" after a person's sentence may state.
_WORK_RELATIONS = frozenset(
    [
        *("broadcast by", "shown by", "creator", "network", "channel", "publisher", "publication date"),
        *("release date", "released", "genre", "starring"),
    ]
)
# NER labels of names that are no made thing "it" could name.
_NO_THING_LABELS = frozenset(["PERSON", "GPE", "LOC", "NORP", "DATE", "TIME", "CARDINAL", "QUANTITY", "ORDINAL"])
# Last words of the names of organisations, which own or run things but are none.
_ORGANISATION_ENDS = frozenset(
    [
        *("trust", "foundation", "council", "board", "authority", "agency", "company", "corporation", "press"),
        *("society", "association", "ministry", "department", "administration", "commission", "committee"),
        *("inc", "ltd", "plc", "llc", "group", "fund", "federation", "union"),
    ]
)


def possessive_person(subj: Token) -> Token | None:
    """The named person owning a relation-noun subject whose value is no person: "Greta Holm's
    club is Lenmouth Rovers" -> Greta Holm (a later "she" is hers, never the club's); None for
    "Greta Holm's coach is Tom Reyl" (the value may be "he")."""
    if subj.pos_ != "NOUN" or named(subj) or subj.head.lemma_ != "be" or subj.dep_ != "nsubj":
        return None
    poss = v1._child(subj, "poss")
    value = v1._child(subj.head, "attr")
    if poss is None or not named(poss) or poss.ent_type_ != "PERSON" or value is None:
        return None
    if value.ent_type_ == "PERSON" or value.pos_ == "PRON" or subj.lemma_.lower() in _PERSON_VALUED_NOUNS:
        return None
    return poss


# Relation nouns whose value is a person ("coach", "wife"): "she" after them may be the value.
_PERSON_VALUED_NOUNS = frozenset(
    [
        *("coach", "manager", "wife", "husband", "spouse", "partner", "father", "mother", "son", "daughter"),
        *("brother", "sister", "child", "friend", "mentor", "teacher", "leader", "agent", "successor"),
        *("predecessor", "doctoral", "advisor", "adviser", "student", "boss", "captain", "chairman", "owner"),
    ]
)


# Relations only a country (or another place) has: "it" with them names the place, never a thing.
_COUNTRY_RELATIONS = frozenset(["leader", "capital", "currency", "official language", "demonym", "ethnic group"])
# Relations whose value is a person, whatever the tagger said of the name: "He" may name it.
_PERSON_VALUED_RELATIONS = frozenset(["manager", "chairman", "author", "leader", "rector", "dean", "president"])


def organisation_name(name: str) -> bool:
    """ "Hollin Heritage Trust", "Orren Press": a name whose last word says an organisation."""
    words = normalize_text(name).split()
    return bool(words) and words[-1] in _ORGANISATION_ENDS


def description_noun(token: Token) -> str | None:
    """The class noun of "the/this/that <class noun>" standing alone ("the building", "This
    airport", "the Republic"): no modifier, no "of ..." or other phrase after it."""
    word = token.text.lower()
    if (
        token.pos_ not in ("NOUN", "PROPN")
        or token.tag_ not in ("NN", "NNP")
        or not token.is_alpha
        or word not in DESCRIPTION_NOUNS
        or token.dep_ in ("compound", "appos", "attr", "npadvmod")
        or (token.pos_ == "PROPN" and not token.text[:1].isupper())
    ):
        return None
    det = token.doc[token.i - 1] if token.i > token.sent.start else None
    if det is None or det.lower_ not in _DETERMINERS or det.head.i != token.i:
        return None
    others = [c for c in token.children if c.i != det.i and c.dep_ not in ("punct", "relcl", "case")]
    return word if not others and not _loose_owner(token) else None


def _loose_owner(token: Token) -> bool:
    """Whether "of the <noun>" hangs on a noun with no "the" ("Part of the city", "A notable
    alumnus of the university"): a share or one of many, not a relation of the thing."""
    if token.dep_ != "pobj" or token.head.lower_ != "of" or token.head.head.pos_ not in ("NOUN", "PROPN"):
        return False
    det = v1._child(token.head.head, "det")
    return det is None or det.lower_ not in _DETERMINERS


def _house_number_name(name: str) -> bool:
    """ "250 Kelsey Avenue", "11 Marlow Street": a name that starts with a house number."""
    first = name.split()[0] if name.split() else ""
    return len(name.split()) > 1 and (first.isdigit() or _DIGIT_NAME.match(first) is not None)


def _own_nouns(name: str) -> set[str]:
    """The nouns a thing's name itself answers to: its words and their broader nouns, and
    "building" for a building's name ("Kelsey Hall", "250 Kelsey Avenue")."""
    nouns = _name_nouns(name)
    words = normalize_text(name).split()
    if (words and words[-1] in _BUILDING_ENDS) or _house_number_name(name):
        nouns.add("building")
    if club_name(name):  # "Harrow Rovers", "AC Norvik"
        nouns.update(("club", "team", "side"))
    return nouns


def _label_fits(noun: str, label: str, name: str) -> bool:
    """Whether a thing's NER label lets a description name it: "the city" a GPE that is no
    country, "the republic" a country; never a thing whose name says what it is."""
    if noun not in _LABEL_NOUNS.get(label, ()) or _named_class(name):
        return False
    return is_country(name) if noun == "republic" else not (label == "GPE" and is_country(name))


def _named_class(name: str) -> bool:
    """Whether a name says what its thing is ("Kelsey Manor", "Tarrow Airport", "250 Kelsey
    Avenue"): its NER label (often wrong) then says nothing more."""
    words = normalize_text(name).split()
    return bool(words) and (words[-1] in DESCRIPTION_NOUNS | _BUILDING_ENDS or _house_number_name(name))


class ReferenceRules(RulesState):
    """Definite descriptions resolved over the paragraph's named things (see the module)."""

    demonym_country: str | None = None  # the country the last sentence named by its adjective only

    if TYPE_CHECKING:
        mentions: list[tuple[str, str]]
        given_classes: dict[str, set[str]]
        holdings: dict[str, list[str]]
        previous_names: list[str]
        last_place: str | None
        works: set[str]
        thing_facts_only: str | None
        joined_names: set[str]

        def _collect(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None: ...

    def described_thing(self, token: Token) -> str | None:
        """The one named thing of the paragraph that a description fits best, else None."""
        noun = description_noun(token)
        if noun is None:
            return None
        here = [(n, label) for n, label in self._sentence_names(token.doc[: token.i]) if n]
        strong: list[str] = []
        weak: list[str] = []
        for name, label in reversed(self.mentions + here):
            if self._names_class(name, noun):
                strong.append(name)
            elif _label_fits(noun, label, name) and not self._taken_for_person(name):
                weak.append(name)
        fits = strong or weak
        if len(set(fits)) != 1 or self._subject_may_fit(fits[0], weak):
            return None
        if not strong and fits[0] not in [n for n, _ in self.mentions]:
            return None  # "Texas ... in the state where ...": the sentence's own place is the pointers' (nations_v2)
        self.from_previous.add(fits[0])
        return fits[0]

    def character_antecedent(self, pronoun: Token) -> str | None:
        """What "He/She was created by X" names when no person can be meant: the one thing the
        paragraph called a character ("The character of Kelda ... He was created by ..."); a
        person is never created, drawn or voiced."""
        verb = pronoun.head
        if pronoun.lower_ not in ("he", "she") or pronoun.dep_ != "nsubjpass" or verb.lemma_ not in _CREATION_VERBS:
            return None
        characters = {name for name, _ in self.mentions if "character" in self.given_classes.get(name, set())}
        if len(characters) != 1:
            return None
        name = characters.pop()
        self.from_previous.add(name)
        return name

    def held_thing_facts(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Facts a pronoun gave an organisation that holds a thing, of a relation only a thing
        has ("The Kelso Trust owns X. It was completed in 1921"): the thing's, when the
        organisation holds one thing; dropped when it holds two."""
        pronouns = {self.resolved[t.i] for t in sent if t.lower_ in _THING_PRONOUNS and t.i in self.resolved}
        here = [f for f in found.values() if self.catalog.canonical(f.relation) in _HOLDER_RELATIONS]
        for key, fact in list(found.items()):
            # "X operates Y and it is 120 metres above sea level": what X holds so far, this sentence too
            held_here = [f.entity for f in here if f.value == fact.entity and f.entity != fact.entity]
            things = list(dict.fromkeys(self.holdings.get(fact.entity, []) + held_here))
            relation = self.catalog.canonical(fact.relation)
            if fact.entity in pronouns and fact.entity == self.thing_facts_only and relation not in _THING_RELATIONS:
                del found[key]  # "The operator of X is Y. It was founded in 1950": X or Y
                continue
            if fact.entity not in pronouns or relation not in _THING_RELATIONS:
                continue
            things = things or self._things_beside(fact.entity)
            if not things and not organisation_name(fact.entity):
                continue
            if self._label_of(fact.entity) in ("GPE", "LOC") or is_country(fact.entity):
                continue  # a city that owns a hall has a height of its own
            del found[key]
            if len(set(things)) == 1:  # none or two: the fact is no organisation's, nor surely either thing's
                self.from_previous.add(things[0])
                found.setdefault((things[0], fact.relation, fact.value), replace(fact, entity=things[0]))

    def _things_beside(self, organisation: str) -> list[str]:
        """The named things the last sentence wrote besides an organisation by its name ("The
        Hollin Trust looks after the Marlow Memorial"): no persons, no places; [] for no
        organisation."""
        if not organisation_name(organisation):
            return []
        words = normalize_text(organisation).split()
        labels = dict(self.mentions)
        return [
            name
            for name in self.previous_names
            if name != organisation
            and labels.get(name) not in ("PERSON", "GPE", "LOC", "NORP", "DATE", "CARDINAL", "QUANTITY")
            and not self._taken_for_person(name)
            and normalize_text(name).split()[-1:] != words[-1:]
        ]

    def relation_chosen_it(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Facts of a sentence-opening "It" that named nothing, after a sentence about a person:
        the one made thing that sentence named, for a relation only a thing has ("Tom Reyl
        starred in Lenmouth Tales. It was broadcast by the BBC"; a person is never broadcast,
        built or published). Nothing when it named two such things."""
        first = next((t for t in sent if not t.is_space and not t.is_punct), None)
        previous = self.previous
        if first is None or first.lower_ not in ("it", "its") or first.i in self.resolved:
            return
        if first.dep_ not in ("nsubj", "nsubjpass", "poss") or previous is None or previous[1:] != ("person", "PERSON"):
            return
        things = self._things_named_last(previous[0])
        if len(set(things)) != 1 or things[0] in self.joined_names:
            return  # "Tom Reyl starred in X and Y. It ...": Y may be a thing the pipeline took for a person
        kept = self.facts_as(sent, first.i, things[0], _THING_RELATIONS | _WORK_RELATIONS, found)
        if kept:
            self.from_previous.add(things[0])

    def facts_as(
        self, sent: Span, index: int, name: str, relations: frozenset[str], found: dict[tuple[str, str, str], Candidate]
    ) -> dict[tuple[str, str, str], Candidate]:
        """Read the sentence again with the word at ``index`` naming ``name``; add to ``found``
        (and return) the new facts of ``name`` under ``relations``. With none, the word is left
        unresolved."""
        self.resolved[index] = name
        more: dict[tuple[str, str, str], Candidate] = {}
        self._collect(sent, more)
        kept = {
            key: fact
            for key, fact in more.items()
            if fact.entity == name and key not in found and self.catalog.canonical(fact.relation) in relations
        }
        if not kept:
            del self.resolved[index]
        found.update(kept)
        return kept

    def clause_relation_it(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Facts of an "it" subject of a second clause that a place stands between ("X is from
        Iran, and it is made with herbs"): the first clause's named subject's, for a relation
        only a thing has (a country is never made with herbs, nor has pages or a ground)."""
        for token in sent:
            verb = token.head
            if token.lower_ != "it" or token.i in self.resolved or token.dep_ not in ("nsubj", "nsubjpass"):
                continue
            if verb.dep_ != "conj" or verb.head.dep_ != "ROOT":
                continue
            first = v1._child(verb.head, "nsubj", "nsubjpass")  # a dish the tagger took for a person too
            if first is None or not named(first) or first.ent_type_ in ("NORP", "GPE", "LOC"):
                continue
            between = [t for t in sent.doc[first.i + 1 : token.i] if named(t)]
            name = self.entity(first)
            if not name or any(t.ent_type_ not in ("GPE", "LOC", "DATE") for t in between):
                continue
            if any(f.entity == name and self.catalog.canonical(f.relation) in LIFE_RELATIONS for f in found.values()):
                continue  # "Ada Price was born in Oslo and it was completed in 1961": no person's
            self.facts_as(sent, token.i, name, _THING_RELATIONS, found)

    def country_it_facts(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A country's facts an "it" of a second clause gave the first clause's thing when one
        country stands between ("The Pine Fort is in Latvia and it is led by X"): the country's
        (a fort, a dish or a club has no leader, capital or currency)."""
        for token in sent:
            name = self.resolved.get(token.i)
            verb = token.head
            if token.lower_ != "it" or not name or token.dep_ not in ("nsubj", "nsubjpass") or verb.dep_ != "conj":
                continue
            first = v1._child(verb.head, "nsubj", "nsubjpass")
            if first is None or not self._placeless(name, first.ent_type_):
                continue  # "Birmingham ... and it is led by", "The Flemish region ... and it is led by": its own
            places = [t for t in sent.doc[first.i + 1 : token.i] if named(t) and t.ent_type_ in ("GPE", "LOC")]
            between = {t.text for t in sent.doc[sent.start : token.i] if named(t) and is_country(t.text)}
            if len(between) != 1 or name in between or any(t.text not in between for t in places):
                continue  # "X is in Lenby (UK), and it is led by Y": Lenby may be led
            country = between.pop()
            for key, fact in list(found.items()):
                if fact.entity == name and self.catalog.canonical(fact.relation) in _COUNTRY_RELATIONS:
                    del found[key]
                    found.setdefault((country, fact.relation, fact.value), replace(fact, entity=country))

    def country_its(self, sent: Span) -> dict[int, str]:
        """{index: country} for a later clause's "its" of a relation only a country has, when the
        sentence before it names one sovereign country and its first subject is that country or a
        thing no place is ("X comes from India and its leader is Y", "X is a dish from Peru, and its
        currency is the sol": a dish has no leader or currency)."""
        found: dict[int, str] = {}
        for token in sent:
            if token.lower_ != "its" or token.dep_ != "poss" or token.i == sent.start or token.i in self.resolved:
                continue
            relation = self.catalog.canonical(v1.relation_phrase(token.head))
            if relation not in _COUNTRY_RELATIONS:
                continue
            before = sent.doc[sent.start : token.i]
            if relation == "leader" and not any(t.lower_ == "from" for t in before):
                continue  # "X is in the U.S. and its leader is Y": a town there has a leader too
            if not any(t.lower_ in ("and", ",", ";") for t in before):
                continue
            between = {t.text for t in before if named(t) and is_country(t.text)}
            subject = next((t for t in before if t.dep_ in ("nsubj", "nsubjpass") and t.head.dep_ == "ROOT"), None)
            if len(between) != 1 or subject is None or not named(subject):
                continue
            country = next(iter(between))
            places = [t for t in sent.doc[subject.i + 1 : token.i] if named(t) and t.ent_type_ in ("GPE", "LOC")]
            if any(t.text != country for t in places) or (
                subject.ent_type_ in ("GPE", "LOC") and subject.text != country
            ):
                continue  # "X is in Texas, United States, and its leader is Y": Texas may be led
            name = self.entity(subject) or subject.text
            if name == country or self._placeless(name, subject.ent_type_):
                found[token.i] = country
        return found

    def _placeless(self, name: str, label: str) -> bool:
        """Whether a name is no place's: no "region", "state", "city" ... at its end, and no
        place's NER label unless its name says what it is ("The Birch Fort", tagged a place)."""
        words = normalize_text(name).split()
        if not words or words[-1] in _LABEL_NOUNS["GPE"] | _LABEL_NOUNS["LOC"]:
            return False
        return _named_class(name) or (label not in ("GPE", "LOC") and self._label_of(name) not in ("GPE", "LOC"))

    def _things_named_last(self, person: str) -> list[str]:
        """The named things the last sentence wrote besides a person: no persons, places,
        nationalities, dates or organisations by their names."""
        labels = dict(self.mentions)
        return [
            name
            for name in self.previous_names
            if name != person
            and (labels.get(name) not in _NO_THING_LABELS or self._work_taken_for_person(name, labels.get(name)))
            and "person" not in self.given_classes.get(name, set())
            and not organisation_name(name)
            and not is_country(name)
            and " and " not in name  # "Marrow Hall and Kelso Tower", which the pipeline may name as one
            and self._made_thing(name, labels.get(name, ""))
        ]

    def _work_taken_for_person(self, name: str, label: str | None) -> bool:
        """A name NER took for a person or a place that the paragraph gave a work's class ("Tom
        Reyl starred in Lenmouth Tales")."""
        return label in ("PERSON", "GPE") and "work" in self.given_classes.get(name, set())

    def _made_thing(self, name: str, label: str) -> bool:
        """Whether a name is a made thing's: a building, work or dish by its name, its class
        or its NER label; never an address ("101 Ukrop Way") nor an organisation (a broadcaster)."""
        classes = self.given_classes.get(name, set()) - {"person"}
        if _house_number_name(name) or (label == "ORG" and not classes and not _named_class(name)):
            return False
        return bool(classes) or _named_class(name) or label in ("FAC", "WORK_OF_ART", "PRODUCT") or name in self.works

    def holder_copula_owner(self, subj: Token) -> tuple[str, str, str] | None:
        """The thing a copula on its holder names, for "it" in the next sentence: "The operating
        organisation for Tessick Airport is the Harlan Aviation Board. It is 120 metres above
        sea level" -> Tessick Airport, for a relation only a thing has (:meth:`held_thing_facts`
        drops the others: the organisation may be meant)."""
        if subj.pos_ != "NOUN" or named(subj) or subj.dep_ != "nsubj" or subj.head.lemma_ != "be":
            return None
        if self.catalog.canonical(v1.relation_phrase(subj)) not in _HOLDER_RELATIONS:
            return None
        value = v1._child(subj.head, "attr")
        owner = next(
            (v1._prep_object(p) for p in subj.children if p.dep_ == "prep" and p.lower_ in ("of", "for")), None
        )
        if value is None or owner is None or not named(value) or not named(owner):
            return None
        name = self.resolved.get(owner.i) or self.entity(owner)
        if not name or owner.ent_type_ == "PERSON":
            return None
        self.thing_facts_only = name
        return (name, "thing", owner.ent_type_)

    @staticmethod
    def presented_thing(root: Token) -> Token | None:
        """The named thing a sentence with no subject presents, for "it" in the next one: "In
        Brennock there is an airport called Tessick Airport", "Located in Brennock, is Tessick
        Airport"."""
        if root.lemma_ != "be" or v1._child(root, "nsubj", "nsubjpass", "csubj") is not None:
            return None
        attr = v1._child(root, "attr")
        if attr is None:
            return None
        if v1._child(root, "expl") is not None:
            acl = next((c for c in attr.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
            shown = v1._child(acl, "oprd") if acl is not None else None
            return shown if shown is not None and named(shown) else None
        fronted = any(c.dep_ == "advcl" and c.i < attr.i for c in root.children)
        return attr if fronted and named(attr) else None

    def held_team(self) -> str | None:
        """What a sentence-opening "They"/"Their" names after "The Norland Sports Trust owns
        Lenmouth Rovers.": the one team the previous subject holds (a trust is no "they")."""
        previous = self.previous
        held = self.holdings.get(previous[0], []) if previous is not None else []
        teams = {name for name in held if name in self.teams or club_name(name)}
        if len(teams) != 1:
            return None
        team = teams.pop()
        self.from_previous.add(team)
        return team

    def _remember_holders(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Keep who owns, operates or publishes which thing, for :meth:`held_thing_facts`."""
        for fact in found.values():
            if self.catalog.canonical(fact.relation) in _HOLDER_RELATIONS and fact.value != fact.entity:
                held = self.holdings.setdefault(fact.value, [])
                held[:] = [name for name in held if name != fact.entity] + [fact.entity]

    def sole_person(self, pronoun: Token) -> str | None:
        """What a sentence-opening "He"/"She"/"His"/"Her" names when no subject or topic does
        ("William Anders, who was born in Hong Kong. He graduated in 1962"): the one person the
        paragraph named so far (a surname alone counts as its full name); None for two."""
        if pronoun.lower_ not in ("he", "she", "his", "her"):
            return None
        names = {name for name, label in self.mentions if label == "PERSON" or self._taken_for_person(name)}
        names |= set(self.people)
        names = {n for n in names if not organisation_name(n) and not _named_class(n) and " and " not in n}
        names = {n for n in names if n not in self.teams and not club_name(n)}  # "Ravelin United is managed by X"
        names = {n for n in names if n not in self.works and n not in self.dishes}  # "The author of X is Y. She ..."
        full = {n for n in names if not any(o != n and o.endswith(" " + n) for o in names)}
        if len(full) != 1:
            return None
        name = full.pop()
        self.from_previous.add(name)
        return name

    def inner_references(self, sent: Span) -> dict[int, str]:
        """{index: name} for references the sentence's own first clause settles: "X is a novel;
        it has 320 pages" -> X, "X is in Kenton, and the city is part of Ohio" -> Kenton, "X is
        a Turkish dish, and the country is led by Y" -> Turkey. Only what is still unresolved."""
        inner: dict[int, str] = {}
        for token in sent:
            if token.i in self.resolved:
                continue
            name = self._spliced_it(token) or self._clause_description(sent, token)
            name = name or self._demonym_country(sent, token)
            if name:
                inner[token.i] = name
        self.demonym_country = self._sentence_demonym_country(sent, sent.end)
        return inner

    def _spliced_it(self, pronoun: Token) -> str | None:
        """The named subject of a first clause the parser hung under the second ("X is a novel;
        it has 320 pages": "is" a ccomp of "has"), for "it"/"its"/"they" subject of the second:
        a thing (no person, place or nationality) with no other name between."""
        if pronoun.lower_ not in _THING_PRONOUNS:
            return None
        verb = pronoun.head if pronoun.dep_ in ("nsubj", "nsubjpass") else None
        if pronoun.dep_ == "poss" and pronoun.head.dep_ in ("nsubj", "nsubjpass"):
            verb = pronoun.head.head
        if verb is None or verb.dep_ != "ROOT":
            return None
        clause = next((c for c in verb.children if c.dep_ in ("ccomp", "parataxis") and c.i < pronoun.i), None)
        if clause is None:
            return None
        first = v1._child(clause, "nsubj", "nsubjpass")
        if first is None or not named(first) or first.ent_type_ in ("NORP", "GPE", "LOC"):
            return None
        if first.ent_type_ == "PERSON" and not self._said_thing(clause, first):
            return None
        if not any(t.text in (";", ",") for t in pronoun.doc[clause.right_edge.i : pronoun.i]):
            return None  # "X said it ...": a reported clause, no second one
        between = pronoun.doc[first.i + 1 : pronoun.i]  # "X is a novel by Y; its sequel is Z": "it" is no person
        allowed: tuple[str, ...] = ("DATE", "CARDINAL", "QUANTITY", "PERSON")
        if pronoun.lower_ == "its" and pronoun.head.lemma_.lower() == "ingredient":
            allowed += ("GPE", "LOC", "NORP")  # "X is a soup from Vietnam; its main ingredients are": no place has any
        if any(named(t) and t.ent_type_ not in allowed for t in between):
            return None
        return self.entity(first)

    def _said_thing(self, clause: Token, subject: Token) -> bool:
        """Whether a subject the tagger took for a person is a thing by its clause or its name:
        "X is a novel", "X is a football club", "Kalda Rovers"."""
        name = self.entity(subject) or ""
        if club_name(name) or name in self.teams or name in self.works or name in self.dishes:
            return True
        attrs = v1._children(clause, "attr") if clause.lemma_ == "be" else []
        return any(_indefinite(a) and a.lemma_.lower() in DESCRIPTION_NOUNS for a in attrs)

    def _clause_description(self, sent: Span, token: Token) -> str | None:
        """What "the club/city/university/book" subject (or owner of the subject) of a clause
        joined on with "and" names: the one named thing before it in the sentence it fits, by its
        name, a class the paragraph gave it or its NER label ("X is the ground of Fellport Town
        and the club plays in Y")."""
        noun = description_noun(token)
        verb = token.head if token.dep_ in ("nsubj", "nsubjpass") else None
        if token.dep_ == "poss" and token.head.dep_ in ("nsubj", "nsubjpass"):
            verb = token.head.head
        of = token.head if token.dep_ == "pobj" and token.head.lower_ == "of" else None
        if of is not None and of.head.dep_ in ("nsubj", "nsubjpass") and of.head.lemma_.lower() in _CLUB_OWNED_NOUNS:
            verb = of.head.head  # "..., and the chairman of the club is Y"
        semicolon = verb is not None and any(
            t.text == ";" for t in sent.doc[sent.start : token.i]
        )  # "...; the team plays"
        if (
            noun is None
            or verb is None
            or not (verb.dep_ == "conj" or (semicolon and verb.dep_ in ("ROOT", "parataxis")))
        ):
            return None
        strong: list[str] = []
        weak: list[str] = []
        for named_token in (t for t in sent.doc[sent.start : token.i] if named(t) and t.i not in self.resolved):
            name, label = self.entity(named_token), named_token.ent_type_
            head = named_token.head  # "X play in Y and the team ...": X is a team, whatever the tagger said
            playing = named_token.dep_ == "nsubj" and head.lemma_ in ("play", "compete") and head.tag_ in ("VBP", "NN")
            playing = playing and noun in ("club", "team", "side")
            clubbed = noun in ("club", "team", "side")
            owning = clubbed and named_token.dep_ == "poss" and head.lemma_.lower() in _CLUB_OWNED_NOUNS
            playing = playing or owning  # "X's ground is Y ... and the club's chairman": X is the club
            if clubbed and _ground_value(named_token):
                continue  # "X's ground is Cappielow, ..., and the club ...": a ground is no club
            if not name or (self._taken_for_person(name) and not club_name(name) and not playing):
                continue
            team = noun in ("club", "team", "side") and (
                name in self.teams or club_name(name) or town_team(name) or playing
            )
            if noun in ("club", "team", "side") and is_league(name):
                continue  # "X play in the Southern League and the team has ...": a league is no team
            if team or self._names_class(name, noun):
                strong.append(name)
            elif _label_fits(noun, "GPE" if _placed_in(named_token) else label, name):
                weak.append(name)  # "X stands in Marwick, and the city ...": a place, whatever the tagger said
        fits = list(dict.fromkeys(strong or weak))
        return fits[0] if len(fits) == 1 else None

    def _demonym_country(self, sent: Span, token: Token) -> str | None:
        """The country "the country" names when the sentence named it only by its adjective
        ("X is a Turkish dish, and the country is led by Y"): one country, no place named."""
        if token.lower_ not in ("country", "nation") or token.pos_ != "NOUN":
            return None
        children = [c for c in token.children if c.dep_ != "case"]
        if len(children) != 1 or children[0].lower_ not in _DETERMINERS:
            return None
        if token.i > sent.start + 1:
            return self._sentence_demonym_country(sent, token.i)
        return self.demonym_country  # "X is a Turkish dish. The country is led by Y"

    def _sentence_demonym_country(self, sent: Span, end: int) -> str | None:
        """The one country a sentence names before ``end`` by its adjective only ("a Turkish
        dish"), when it names no place there (nor did the sentence before, for "the country")."""
        ents = [e for e in sent.ents if e.end <= end]
        if any(e.label_ in ("GPE", "LOC") and not country_of_demonym(e.text) for e in ents) or self.last_place:
            return None  # "Slovak" may be tagged a place
        countries = {country_of_demonym(e.text) for e in ents if e.label_ in ("NORP", "GPE", "LOC")}
        adjectives = [t for t in sent.doc[sent.start : end] if t.pos_ == "ADJ"]  # "a Slovak dish"
        countries |= {country_of_demonym(t.text) for t in adjectives}
        countries.discard(None)
        return countries.pop() if len(countries) == 1 else None

    def _subject_may_fit(self, found: str, weak: list[str]) -> bool:
        """Whether the last sentence's subject, another thing, may be what the description names
        as well: it fits by its label, or nothing says what it is ("Harrow Rovers beat Lenmouth
        Town FC. The club ...")."""
        previous = self.previous
        if previous is None or previous[0] == found or previous[1] == "person" or self._taken_for_person(previous[0]):
            return False
        known = self.given_classes.get(previous[0]) or _LABEL_NOUNS.get(previous[2]) or _named_class(previous[0])
        return previous[0] in weak or not known

    def _taken_for_person(self, name: str) -> bool:
        """Whether the paragraph took ``name`` for a person (its NER label, or a subject that was
        born, studied ...: the "person" class :meth:`remember_mentions` keeps)."""
        return name in self.people or "person" in self.given_classes.get(name, set())

    def _names_class(self, name: str, noun: str) -> bool:
        """Whether ``name`` answers to ``noun`` by its own words or a class the paragraph gave it."""
        given = self.given_classes.get(name, set())
        if self.topic is not None and self.topic.name == name:
            given = given | set(self.topic.nouns)
        broader = {b for c in given for b in _CLASS_NOUNS.get(c, ())}
        if noun in ("school", "university", "college", "institute", "institution") and is_school_name(name):
            return True  # "Politecnico di Milano ... and the school was founded in 1863"
        return noun in _own_nouns(name) or noun in given or noun in broader

    def _sentence_names(self, before: Span) -> list[tuple[str | None, str]]:
        """(name, NER label) of each named thing the sentence writes before a description, first
        first (``before``: the sentence as cut for parsing, which the parser may split again)."""
        return [(self.entity(t), t.ent_type_) for t in before if named(t) and t.i not in self.resolved]

    def remember_mentions(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Keep the sentence's named things (a resolved description names its thing again) and
        the classes it gives them, for descriptions in later sentences."""
        previous = self.previous
        if previous is not None and previous[1] == "person":
            self.given_classes.setdefault(previous[0], set()).add("person")
        for token in sent:
            name = self.resolved.get(token.i) if token.i in self.resolved else None
            if name is None and named(token):
                name = self.entity(token)
            if not name:
                continue
            label = token.ent_type_ if token.i not in self.resolved else self._label_of(name)
            self.mentions = [m for m in self.mentions if m[0] != name] + [(name, label)]
            for noun in self._stated_classes(token):
                self.given_classes.setdefault(name, set()).add(noun)
        for fact in found.values():
            if self.catalog.canonical(fact.relation) in _PERSON_VALUED_RELATIONS and fact.value != fact.entity:
                self.given_classes.setdefault(fact.value, set()).add("person")  # "X is managed by Y. He ..."
            classes = _RELATION_CLASSES.get(self.catalog.canonical(fact.relation), ())
            classes += ("club", "team", "side") if fact.entity in self.teams else ()
            classes += tuple(_DISH_NOUNS) if fact.entity in self.dishes else ()
            classes += ("book", "novel", "work") if fact.entity in self.works else ()
            self.given_classes.setdefault(fact.entity, set()).update(classes)
        self._remember_holders(found)
        self.joined_names = self._joined_names(sent)

    def _joined_names(self, sent: Span) -> set[str]:
        """The names the sentence joins with "and"/"or" to another name ("X and Y")."""
        joined: set[str] = set()
        for token in sent:
            if token.dep_ == "conj" and token.head.i != token.i and (named(token) or named(token.head)):
                for end in (token, token.head):
                    name = self.resolved.get(end.i) or (self.entity(end) if named(end) else None)
                    joined.update([name] if name else [])
        return joined

    def _label_of(self, name: str) -> str:
        """The NER label an earlier mention of ``name`` had."""
        return next((label for n, label in self.mentions if n == name), "")

    @staticmethod
    def _stated_classes(token: Token) -> list[str]:
        """The class nouns a sentence gives a name: "X is a (football) club", "X, a hotel in Y,"."""
        found: list[str] = []
        if token.dep_ in ("nsubj", "nsubjpass") and token.head.lemma_ in _PERSON_VERBS:
            found.append("person")  # "Ada Price studied in Lenmouth", whatever the NER tagged
        if token.dep_ in ("nsubj", "nsubjpass") and token.head.lemma_ == "be":
            found += [a.lemma_.lower() for a in v1._children(token.head, "attr") if _indefinite(a)]
            if any(a.lemma_.lower() == "capital" for a in v1._children(token.head, "attr")):
                found.append("city")  # "Austin is the capital of Texas": a city
        found += [a.lemma_.lower() for a in v1._children(token, "appos") if _indefinite(a)]
        if token.dep_ == "pobj" and token.head.lower_ == "in" and token.head.head.lemma_ in _ACTING_VERBS:
            found.append("work")  # "Tom Reyl starred in Lenmouth Tales": a show, a film or a play
        head = token.head.head if token.dep_ == "pobj" and token.head.lower_ == "of" else None
        if head is not None and head.pos_ == "NOUN" and head.lemma_.lower() in DESCRIPTION_NOUNS:
            found.append(head.lemma_.lower())  # "the town of Hollin", "the novel of that name"
        return [noun for noun in found if noun.isalpha()]


def _ground_value(token: Token) -> bool:
    """Whether a name is given as a ground: "X's ground is Cappielow", "the stadium, Y,"."""
    head = token.head
    if token.dep_ == "attr" and head.lemma_ == "be":
        subj = v1._child(head, "nsubj")
        return subj is not None and subj.lemma_.lower() in _GROUND_NOUNS
    return token.dep_ == "appos" and head.lemma_.lower() in _GROUND_NOUNS


def _placed_in(token: Token) -> bool:
    """ "X stands in Marwick", "X is located in Marwick": a name placing a thing, which the tagger
    may take for an organisation."""
    prep = token.head
    return (
        token.dep_ == "pobj"
        and token.ent_type_ in ("ORG", "GPE", "")
        and prep.lower_ == "in"
        and prep.head.lemma_ in ("be", "stand", "lie", "locate", "situate", "base", "find")
    )


def _indefinite(noun: Token) -> bool:
    """ "a club", "an airport": a common noun with "a"/"an"."""
    det = v1._child(noun, "det")
    return noun.pos_ == "NOUN" and det is not None and det.lower_ in ("a", "an")
