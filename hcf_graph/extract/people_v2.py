"""``spacy-rules.v2``: what a sentence says of a person in passing.

- **Nationality beside the name**: "the American Dick Dillin", "United States national Alan
  Bean", "Sheldon Moldoff, an American who ...", "John Buscema (American)", "the French
  national, Rene Goscinny", "X is a Puerto Rican national", "X is an American born in ...".
- **Occupation after "as"**: "worked / served / performed / retired as a test pilot", "joined
  NASA as a fighter pilot"; and after "became": "X became a test pilot".

- **Where a person is from** (session 26): "X is originally from Glen Ridge", "X, originally
  from Y, ...", "X hails from Y" give the birth place (a country there the nationality); "X was
  a National of Peru"; "X was born in Y and his occupation was Z" ("his" / "her" after the one
  person named).

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
from .common_v2 import LEADER_TITLES, THING_CLASS_NOUNS, classed_as_thing
from .spacy_rules import Candidate
from .tokens_v2 import lowercase_tail, named

# Relations only a club has: their entity is no person, whatever the tagger said.
_CLUB_FACTS = frozenset(["manager", "chairman", "ground", "league", "season", "number of members"])
# The closing abbreviation of a club's name ("Lenby Rovers F.C."), which the tagger may take for a person's.
_CLUB_END = re.compile(
    r"\b(?:F\.C\.|A\.F\.C\.|FC|AFC|SC|FK|SK|IF|BK|United|Athletic|Rovers|Rangers|Wanderers|City|Town)$"
)

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

    from ..normalize import RelationCatalog

# Verbs whose "as a N" names the person's occupation ("worked as a test pilot").
AS_OCCUPATION_VERBS = frozenset(
    ["work", "serve", "perform", "retire", "join", "start", "begin", "employ", "hire", "fly"]
)
# "pursued a career as a test pilot": the noun that makes any verb's "as a N" a trade.
_CAREER_NOUNS = frozenset(["career", "careers"])
# Clauses after an occupation that keep it one ("a test pilot born in X / originating from X").
OCCUPATION_CLAUSES = frozenset(
    ["bear", "die", "originate", "hail", "hire", "employ", "recruit"]
)  # "a test pilot hired by NASA in 1959" is still a test pilot
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
        *(
            f"{people}{sex}"
            for people in ("french", "english", "irish", "dutch", "scots", "welsh")
            for sex in ("man", "woman")
        ),
    ]
)
# Nouns of a nationality: "X is a Frenchman" says a nationality, no occupation.
NATIONALITY_NOUNS = {
    f"{people}{sex}": nationality
    for people, nationality in (
        ("french", "French"),
        ("english", "English"),
        ("irish", "Irish"),
        ("dutch", "Dutch"),
        ("scots", "Scottish"),
        ("welsh", "Welsh"),
    )
    for sex in ("man", "woman")
}
_NATIONAL_NOUNS = frozenset(["national", "citizen"])
CREATOR_NOUNS = frozenset(["creator", "co-creator", "cocreator"])
"""Nouns of the people who created a work or a character."""
_STUDENT_NOUNS = frozenset(["student", "graduate", "alumnus", "alumna"])
ROLE_TITLES = ("Architect", "Sculptor", "Novelist", "Author", "Writer", "Poet", "Painter", "Cartoonist", "Illustrator")
"""Role words written as a title before a name ("Architect John Madin"): no part of the name."""
# Roles in one event or body, never a trade ("the American commander David Scott").
_EVENT_ROLES = frozenset(["commander", "pilot", "backup pilot", "crewman", "politician", "official", "spokesman"])
# Labels of names that are no birth place ("a 1950-born", "a Kelsey Rovers-born").
_NO_PLACE_LABELS = frozenset(["DATE", "CARDINAL", "ORDINAL", "PERSON", "ORG", "NORP", "TIME", "MONEY", "QUANTITY"])
# Labels a town after "originally from" never has (the tagger's PERSON or ORG may be a town).
_NOT_ORIGINS = frozenset(["DATE", "CARDINAL", "ORDINAL", "TIME", "MONEY", "QUANTITY", "NORP", "PERCENT"])
# Nouns of a person's trade that make the name set beside them a person's.
_PERSON_ROLES = frozenset(
    [
        *("architect", "sculptor", "designer", "engineer", "author", "writer", "novelist", "poet"),
        *("painter", "artist", "cartoonist", "illustrator", "journalist", "composer", "footballer"),
    ]
)
# Trades only a person has: "X is a Canadian architect" says X is a person, whatever the tagger
# made of the name ("Helena Varga" as an organisation).
PERSON_TRADES = _PERSON_ROLES | frozenset(
    [
        *("politician", "scientist", "actor", "actress", "singer", "musician", "teacher", "lawyer"),
        *("physician", "astronaut", "nurse", "historian", "philosopher", "economist", "businessman"),
        *("businesswoman", "entrepreneur", "professor", "photographer", "mathematician", "physicist"),
        *("chemist", "biologist", "astronomer", "diplomat", "soldier", "athlete", "dancer", "playwright"),
    ]
)


def trade_copula(subj: Token) -> bool:
    """Whether the sentence says a named subject is a person by its trade: "X is a (Canadian)
    architect", "X was an American poet". A name ending in a thing's word is none."""
    verb = subj.head
    if subj.dep_ != "nsubj" or verb.lemma_ != "be" or not named(subj):
        return False
    attr = v1._child(verb, "attr")
    det = v1._child(attr, "det") if attr is not None else None
    return (
        attr is not None
        and det is not None
        and det.lower_ in ("a", "an")
        and attr.lemma_.lower() in PERSON_TRADES
        and not any(c.dep_ == "neg" for c in verb.children)
    )


# Trades a definite apposition states as a person's trade ("X, the French astronomer, ..."); other
# nouns there often name a role in one event ("X, the backup pilot, ...").
DEFINITE_TRADES = _PERSON_ROLES | frozenset(
    [
        *("astronomer", "scientist", "physicist", "chemist", "biologist", "mathematician", "historian"),
        *("philosopher", "economist", "politician", "diplomat", "lawyer", "actor", "actress", "singer"),
        *("musician", "playwright", "photographer", "inventor", "explorer", "businessman", "entrepreneur"),
        *("cricketer", "athlete", "painter", "guitarist", "pianist", "rapper", "songwriter", "astronaut"),
    ]
)
_ALUMNUS_NOUNS = frozenset(["alumnus", "alumna", "graduate"])  # "Harvard University alumnus X"
# "received an MS / a doctorate from X": the verbs, the degree nouns and abbreviations.
_DEGREE_VERBS = frozenset(["receive", "obtain", "earn", "get", "gain", "take", "complete", "graduate"])
_DEGREE_NOUNS = frozenset(["degree", "doctorate", "diploma", "bachelor", "master", "masters", "phd", "doctoral"])
_DEGREE = re.compile(r"^(?:B|M|D|Ph|Sc|LL|Ed)\.?\s?(?:[A-Z][a-z]?\.?){0,3}$")  # MS, M.S., BSc, Sc.D, PhD
# A school named in full ("went to the University of X"; not "went to NASA").
_SCHOOL_NOUNS = frozenset(["school", "college", "university"])  # "went to school at X"
_SCHOOL_WORD = re.compile(r"\b(?:Universit\w*|College|School|Institute|Academy|Polytechnic|Conservatory|Seminary)\b")


def is_nationality(token: Token) -> bool:
    """A nationality word: a NORP name ("Puerto Rican"), or a demonym of the table whatever
    the tagger made of it ("American" is sometimes an ORG)."""
    return token.text[:1].isupper() and (token.ent_type_ == "NORP" or is_demonym(token.text))


def apposed_trade(appos: Token, det: Token) -> bool:
    """Whether an apposition's article lets it state a trade: "a"/"an" before any noun, "the"
    before a trade of :data:`DEFINITE_TRADES` with at most a nationality between ("X, the French
    astronomer,"; not "the comic book writer", whose words the parse may cut)."""
    if det.lower_ in ("a", "an"):
        return True
    others = [t for t in appos.lefts if t.i > det.i and not is_nationality(t)]  # "the French astronomer"
    return det.lower_ == "the" and appos.lemma_.lower() in DEFINITE_TRADES and not others


def occupation_words(noun: Token) -> str:
    """ "a test pilot" -> "test pilot": the noun with its noun compounds, lower case."""
    words = [t for t in v1._left_modifiers(noun, {"compound"}) if t.pos_ in ("NOUN", "PROPN")]
    return v1._text(words).lower() if words else noun.lower_


def without_nationality(sent: Span, name: str) -> str:
    """A person's name without the nationality the parser joined to it: "American Dick Dillin"
    -> "Dick Dillin" (only when the rest is a person's name in the sentence)."""
    people = {e.text for e in sent.ents if e.label_ == "PERSON"} | _coordinated_names(sent)
    for ent in sent.ents:
        nationality = ent.label_ == "NORP" or is_demonym(ent.text)
        if nationality and name.startswith(ent.text + " ") and name[len(ent.text) + 1 :] in people:
            return name[len(ent.text) + 1 :]
    return name


class PersonDescriptions:
    """Rules for what a sentence says of a person in passing (mixed into v2's TopicRules)."""

    if TYPE_CHECKING:
        resolved: dict[int, str]
        catalog: RelationCatalog
        teams: set[str]

        def entity(self, head: Token | None) -> str | None: ...

        def subject(self, verb: Token) -> Token | None: ...

        def open_subject(self, verb: Token) -> Token | None: ...

        def specific(self, subj: Token | None) -> bool: ...

        def _named_value(self, obj: Token | None) -> str | None: ...

        def student(self, subj: Token, attr: Token) -> Iterator[Candidate]: ...

    def _person(self, subj: Token | None) -> bool:
        """A named person, or "he"/"she" resolved to one."""
        if subj is None:
            return False
        if subj.i in self.resolved and subj.lower_ in ("he", "she"):
            return True
        if lowercase_tail(subj.text) or classed_as_thing(subj):  # "Zupa kelska", "The dish Pelmora is from Spain"
            return False
        return subj.ent_type_ == "PERSON" or trade_copula(subj)  # "Helena Varga is an architect"

    def nationality_beside(self, name: Token) -> Iterator[Candidate]:
        """A PERSON name's nationality written beside it: before it ("the American X",
        "United States national X"), or in an apposition ("X, an American who ...", "X
        (American)", "the French national, X")."""
        if name.ent_type_ != "PERSON" or not named(name):
            return
        entity = self.entity(name)
        if not entity:
            return
        for child in name.lefts:
            next_to = _next_to(child, name)
            if child.lower_ in _NATIONAL_NOUNS and child.dep_ in ("compound", "amod") and next_to:
                # "by the US national Ann Lee": the country hangs on "national", not on the name
                country = [t for t in child.lefts if t.dep_ in ("compound", "amod") and t.i == child.i - 1]
                if country and (is_nationality(country[0]) or (named(country[0]) and is_country(country[0].text))):
                    yield Candidate(entity, "nationality", country[0].text)
                    return
            if child.dep_ in ("compound", "amod", "nmod") and _nationality_before(child, name) and next_to:
                yield Candidate(entity, "nationality", child.text)  # "the American Dick Dillin", "the American, X"
                return
            national = any(c.lower_ in _NATIONAL_NOUNS and _next_to(c, name) for c in name.lefts if c.i > child.i)
            if child.dep_ in ("nmod", "compound", "amod") and child.ent_type_ in ("GPE", "NORP") and national:
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
        lowercase = attr.text.islower() and is_demonym(attr.text)  # "an american who created X"
        if (is_nationality(attr) or lowercase) and clauses and all(c.dep_ in ("acl", "relcl") for c in clauses):
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
        if subj is None or not self._person(subj):
            return
        people = [subj, *(c for c in subj.conjuncts if c.i > subj.i and self._person(c))]  # "A and B are both Irish"
        acomp = v1._child(verb, "acomp")
        froms = [p for p in v1._children(verb, "prep") if p.lower_ == "from"]
        place = v1._prep_object(froms[0]) if len(froms) == 1 and len(v1._children(verb, "prep")) == 1 else None
        for person in people:
            entity = self.entity(person)
            if entity and acomp is not None and is_nationality(acomp) and not list(acomp.children):
                yield Candidate(entity, "nationality", acomp.text)
            elif entity and acomp is None and place is not None and named(place) and is_country(place.text):
                yield Candidate(entity, "nationality", country_name(place.text))

    def occupation_as(self, prep: Token) -> Iterator[Candidate]:
        """ "X worked as a test pilot", "X joined NASA as a fighter pilot"."""
        verb, noun = prep.head, v1._prep_object(prep)
        if verb.lower_ in _CAREER_NOUNS and verb.dep_ == "dobj":
            verb = verb.head  # "pursued a career as a test pilot" with "as" on the noun
        career = any(c.lower_ in _CAREER_NOUNS for c in v1._children(verb, "dobj"))  # "began her career as"
        if noun is None or verb.pos_ != "VERB" or (verb.lemma_ not in AS_OCCUPATION_VERBS and not career):
            return
        yield from self._occupation(verb, noun)

    def became(self, verb: Token) -> Iterator[Candidate]:
        """ "X became a test pilot", "X went on to become a test pilot"."""
        if verb.lemma_ == "become":
            noun = v1._child(verb, "attr")
            if noun is not None and _gone_on(verb):
                yield from self._occupation(verb.head, noun)
            elif noun is not None:
                yield from self._occupation(verb, noun)

    def _occupation(self, verb: Token, noun: Token) -> Iterator[Candidate]:
        yield from self._one_occupation(verb, noun)
        for other in v1._children(noun, "conj"):
            det = v1._child(other, "det")
            if det is not None and other.i > noun.i:
                yield from self._one_occupation(verb, other)  # "as a fighter pilot and a test pilot"

    def _one_occupation(self, verb: Token, noun: Token) -> Iterator[Candidate]:
        det = v1._child(noun, "det")
        bare = det is None and verb.lemma_ in ("serve", "work") and _bare_trade(noun)
        if (det is None or det.lower_ not in ("a", "an")) and not bare:
            return  # "served as test pilot" (not "served as chairman", a post of one body)
        if not _common_noun(noun) or noun.lemma_.lower() in NOT_OCCUPATIONS or v1._children(noun, "acl", "relcl"):
            return
        if any(p.lower_ == "of" for p in own_preps(noun)):
            return  # "served as a pilot of Apollo 12": a role in one mission ("for NASA" is fine)
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
        school = v1._prep_object(
            v1._prep(verb, "from") or v1._prep(degree, "from") or v1._prep(verb, "at") or v1._prep(degree, "at")
        )  # "received a Bachelor of Science degree at the University of X"
        value = self._named_value(school) if school is not None else None
        if entity and value:
            yield Candidate(entity, "alma mater", value)

    def went_to(self, verb: Token) -> Iterator[Candidate]:
        """ "X went to the University of Y" -> alma mater (a school named in full)."""
        if verb.lemma_ != "go" or any(c.dep_ == "neg" for c in verb.children):
            return
        school = v1._prep_object(v1._prep(verb, "to"))
        named_school = False
        if school is not None and school.lemma_.lower() in _SCHOOL_NOUNS and not named(school):
            school = v1._prep_object(v1._prep(school, "at") or v1._prep(verb, "at"))  # "went to school at X"
            named_school = school is not None and named(school)
        elif school is not None and named(school):
            degree = next((c for c in v1._children(school, "appos") if c.i == school.i + 2), None)
            comma = school.doc[school.i + 1].text == "," if school.i + 1 < len(school.doc) else False
            named_school = degree is not None and comma and _is_degree(degree)  # "went to KIT, M.S. 1962"
        value = self._named_value(school) if school is not None else None
        subj = self.open_subject(verb)  # also "X is a German who went to the University of Y"
        entity = self.entity(subj) if self._person(subj) else None
        if entity and value and (named_school or _SCHOOL_WORD.search(value)):
            yield Candidate(entity, "alma mater", value)

    # ---- session 22: more ways prose writes a person's nationality ----------------------------

    def person_facts(self, token: Token) -> Iterator[Candidate]:
        """Dispatch of the rules below (called for every token)."""
        if is_nationality(token) or merged_national(token) is not None:
            yield from self.nationality_then_name(token)
        if is_nationality(token) and token.dep_ == "conj":
            yield from self.agent_after_nationality(token)
        if token.lower_ in _NATIONAL_NOUNS or merged_national(token) is not None:
            yield from self.national_opening(token)
            yield from self.national_after_copula(token)
            yield from self.merged_national_described(token)
            yield from self.national_of_a_name(token)
        if token.lower_ == "nationality":
            yield from self.nationality_noun(token)
            yield from self.nationality_held(token)
        if token.lower_ in NATIONALITY_NOUNS:
            yield from self.nationality_man(token)
        if token.ent_type_ == "PERSON" and named(token):
            yield from self.occupation_before_name(token)
        if token.dep_ == "conj" and token.head.dep_ == "attr" and token.head.head.lemma_ == "be":
            yield from self.occupation_conjunct(token)
        if token.dep_ == "attr" and token.head.lemma_ == "be" and token.lemma_.lower() in NOT_OCCUPATIONS:
            yield from self.occupation_before_role(token)
        if token.dep_ == "attr" and token.head.lemma_ == "be" and token.pos_ == "NOUN":
            yield from self.nationality_of_role(token)  # "an American astronaut selected by NASA" too
        if token.lemma_.lower() in CREATOR_NOUNS and token.tag_ == "NNS":
            yield from self.among_creators(token)
        if token.lemma_ == "graduate" and token.dep_ in ("pcomp", "advcl") and v1._child(token, "nsubj") is None:
            yield from self.graduating_from(token)
        if token.dep_ == "conj" and token.ent_type_ == "" and token.head.ent_type_ == "PERSON":
            yield from self.coordinated_nationality(token)
        if token.dep_ == "appos" and token.lemma_.lower() in _STUDENT_NOUNS and self._person(token.head):
            det = v1._child(token, "det")
            if det is not None and det.lower_ in ("a", "an"):
                yield from self.student(token.head, token)  # "X, a graduate of the University of Y,"
        yield from self.people_v5(token)
        yield from self.people_copulas(token)

    # ---- session 25: general shapes of a person's origin, trade and school --------------------

    def people_v5(self, token: Token) -> Iterator[Candidate]:
        """Dispatch of the session-25 rules below (called for every token)."""
        if token.lower_ == "born" and token.dep_ in ("acl", "amod"):
            yield from self.nationality_born(token)
        if token.lower_ == "from" and token.dep_ == "prep" and token.head.ent_type_ == "PERSON":
            yield from self.origin_from_country(token)
        if named(token) and (token.dep_ == "appos" or any(c.dep_ == "compound" for c in token.lefts)):
            yield from self.titled_nationality(token)
        if token.lemma_.lower() in _ALUMNUS_NOUNS and token.pos_ == "NOUN":
            yield from self.alumnus_of_school(token)
        if token.dep_ == "conj" and token.head.dep_ == "attr" and token.head.head.lemma_ == "be":
            yield from self.occupation_pair(token)
        if token.lemma_ == "be" and token.dep_ == "relcl":
            yield from self.whose_club(token)

    def nationality_born(self, born: Token) -> Iterator[Candidate]:
        """ "Danish born Simon Hale", "X, a Swedish-born novelist," -> nationality; "X, a
        Warsaw-born architect," -> birth place (a place name before "born" on a person's noun;
        the opening "Lenmouth born X" is :meth:`place_born`'s)."""
        before = born.i - 2 if born.i >= 2 and born.doc[born.i - 1].text == "-" else born.i - 1
        word = next((c for c in born.lefts if c.i == before and c.dep_ in ("npadvmod", "compound", "nsubj")), None)
        if word is None or not word.text[:1].isupper():
            return
        person = self._born_person(born)
        entity = self.entity(person) if person is not None and self._person(person) else None
        if entity is None:
            return
        if is_demonym(word.text):
            yield Candidate(entity, "nationality", word.text)  # not "Californian born X": a state's people
        elif born.dep_ == "amod" and named(word) and word.ent_type_ not in _NO_PLACE_LABELS:
            value = self._named_value(word)
            if value and value != entity:
                yield Candidate(entity, "birth place", value)

    def _born_person(self, born: Token) -> Token | None:
        """The person "born" describes: the name it hangs on ("Danish born X"), or the name a
        noun with "<place>-born" is set beside ("X, a Swedish-born novelist", "X is a
        Warsaw-born architect")."""
        if born.dep_ == "acl":
            return born.head
        noun = born.head
        det = v1._child(noun, "det")
        name = noun.head
        if noun.pos_ == "NOUN" and noun.dep_ == "compound" and _only_blanks(noun, name) and noun.tag_ == "NN":
            # "designed by (the) Lenmouth born architect Tom Reed": the trade noun titles the name
            det = v1._child(name, "det")
            return name if det is None or det.lower_ == "the" else None
        beside = next((c for c in v1._children(noun, "appos") if _only_blanks(noun, c)), None)
        if noun.pos_ == "NOUN" and noun.tag_ == "NN" and beside is not None and (det is None or det.lower_ == "the"):
            return beside  # "by the Danish born architect Tom Reed": the name set beside the noun
        if noun.pos_ != "NOUN" or det is None or det.lower_ not in ("a", "an"):
            return None
        if noun.dep_ == "appos":
            return noun.head
        if noun.dep_ == "attr" and noun.head.lemma_ == "be" and not any(c.dep_ == "neg" for c in noun.head.children):
            return self.subject(noun.head)
        return None

    def origin_from_country(self, prep: Token) -> Iterator[Candidate]:
        """ "Simon Hale, from Denmark, designed ...", "X (from the United States)", "created by
        X from Canada": a country set right after a person's name is the nationality (a town is
        where the person is from, no nationality)."""
        name = prep.head
        gap = name.doc[name.i + 1 : prep.i]
        if not named(name) or prep.i <= name.i or len(gap) > 1 or any(t.text not in (",", "(") for t in gap):
            return
        place = v1._prep_object(prep)
        if place is None or not named(place) or v1._children(place, "prep"):
            return  # "from the University of X": no country alone
        value = self._named_value(place)
        entity = self.entity(name) if self._person(name) else None
        if entity and value and is_country(value):
            yield Candidate(entity, "nationality", country_name(value))

    def titled_nationality(self, name: Token) -> Iterator[Candidate]:
        """ "The Danish architect Simon Hale designed ...", "the United States architect X",
        "American @ test pilot @ X" (a masked field separator): the nationality before the trade
        noun a person's name is set beside, and with it the trade ("architect X" alone gives no
        occupation: it is often a role in one event)."""
        trades = [c for c in name.lefts if c.dep_ == "compound" and c.pos_ == "NOUN"]
        noun = max(trades, key=lambda t: t.i) if trades else name.head  # the name's compound, or its head
        if noun.pos_ != "NOUN" or named(noun) or noun.tag_ != "NN" or not _only_blanks(noun, name):
            return
        det = v1._child(noun, "det") or v1._child(name, "det")
        mods = sorted((t for t in noun.lefts if t.dep_ in ("amod", "compound")), key=lambda t: t.i)
        origin = next((t for t in mods if is_demonym(t.text) or (t.ent_type_ == "GPE" and is_country(t.text))), None)
        if origin is None or (det is not None and det.lower_ != "the"):
            return  # not "the Californian architect X": a state's people, no nationality
        trade = [t for t in mods if t.i > origin.i]
        if any(t.pos_ != "NOUN" or t.text[:1].isupper() for t in trade) or not _only_blanks(origin, noun, trade):
            return  # "the American comic book writer X" keeps its nouns; "the American Apollo crew": a name
        person = self._person(name) or noun.lemma_.lower() in _PERSON_ROLES  # "the Chilean poet X", X tagged LOC
        entity = self.entity(name) if person else None
        if entity is None:
            return
        yield Candidate(entity, "nationality", origin.text)
        occupation = v1._text([*trade, noun]).lower()
        if noun.lemma_.lower() not in NOT_OCCUPATIONS | _NO_TITLES and occupation not in _EVENT_ROLES:
            yield Candidate(entity, "occupation", occupation)

    def alumnus_of_school(self, noun: Token) -> Iterator[Candidate]:
        """ "Harvard University alumnus Dean Carrow", "X, a Lenmouth College graduate,", "X is
        a Kelsey Institute alumna": the school named before the noun is the alma mater."""
        school = next((c for c in noun.lefts if c.dep_ in ("compound", "nmod") and named(c)), None)
        value = self._named_value(school) if school is not None else None
        if school is None or value is None or not _SCHOOL_WORD.search(value):
            return
        person: Token | None = None
        det = v1._child(noun, "det") or v1._child(school, "det")  # "a Kelsey Institute alumna": on the name
        indefinite = det is not None and det.lower_ in ("a", "an")
        if noun.dep_ == "compound" and noun.head.ent_type_ == "PERSON" and noun.head.i == noun.i + 1:
            person = noun.head  # "Harvard University alumnus Dean Carrow"
        elif noun.dep_ == "appos" and indefinite:
            person = noun.head  # "X, a Lenmouth College graduate,"
        elif noun.dep_ == "attr" and indefinite and noun.head.lemma_ == "be" and not _denied(noun.head):
            person = self.subject(noun.head)  # "X is a Kelsey Institute alumna"
        entity = self.entity(person) if person is not None and self._person(person) else None
        if entity and entity != value:
            yield Candidate(entity, "alma mater", value)

    def occupation_pair(self, second: Token) -> Iterator[Candidate]:
        """ "X is a novelist and poet", "X was an engineer and architect": two trades under one
        article, each an occupation (v2's rule keeps none when the second has no article; "a
        pilot and crew member of Apollo 12" stays a role in one event)."""
        first = second.head
        det = v1._child(first, "det")
        if det is None or det.lower_ not in ("a", "an") or v1._child(second, "det") is not None:
            return
        nouns = [first, second]
        if any(n.tag_ != "NN" or n.pos_ != "NOUN" or n.ent_type_ or n.lemma_.lower() in NOT_OCCUPATIONS for n in nouns):
            return
        clauses = [c for c in v1._children(first, "relcl") if not _whose_clause(c)]  # "whose genre is soul" is fine
        if (
            len(v1._children(first, "conj")) != 1
            or list(second.rights)
            or v1._children(first, "prep", "acl")
            or clauses
        ):
            return
        if any(t.dep_ == "compound" for t in second.lefts):
            return  # "a pilot and crew member": a compound second noun may be a role in an event
        verb = first.head
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self.entity(subj) if self._person(subj) else None
        if entity:
            for noun in nouns:
                yield Candidate(entity, "occupation", occupation_words(noun))
            for amod in v1._children(first, "amod"):
                if amod.ent_type_ == "NORP" and is_nationality(amod):
                    yield Candidate(entity, "nationality", amod.text)  # "a Mexican singer and songwriter"

    def whose_club(self, verb: Token) -> Iterator[Candidate]:
        """ "X is an Argentine footballer whose (current) club is Y", "X, whose club is Y, ...":
        the club of the person the "whose" clause describes (a former one is a club too)."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        poss = v1._child(subj, "poss") if subj is not None else None
        if subj is None or attr is None or poss is None or poss.lower_ != "whose" or subj.lower_ != "club":
            return
        if any(c.dep_ == "neg" for c in verb.children) or v1._children(subj, "prep", "compound"):
            return
        head: Token | None = verb.head
        if head is not None and head.dep_ == "attr" and head.pos_ == "NOUN" and head.head.lemma_ == "be":
            head = self.subject(head.head)  # "X is a footballer whose club is Y": X
        person = head if head is not None and self._person(head) else None
        entity, value = (self.entity(person), self._named_value(attr)) if person is not None else (None, None)
        if entity and value and attr.ent_type_ not in ("GPE", "LOC", "PERSON", "DATE"):
            yield Candidate(entity, "club", value)

    def occupation_before_name(self, name: Token) -> Iterator[Candidate]:
        """ "Test pilot Alan Reed was born ...", "the test pilot Alan Reed", "the American test
        pilot Alan Reed": common nouns written right before a person's name as a title."""
        nouns = [c for c in name.lefts if c.dep_ == "compound" and c.pos_ == "NOUN"]
        head = name.head
        subject = head.dep_ in ("nsubj", "nsubjpass")  # not "by the author X": a role in one work
        if not nouns and name.dep_ == "appos" and head.pos_ == "NOUN" and _only_blanks(head, name) and subject:
            nouns = [head]  # "The test pilot Tom Reed was born ...": the name set beside the noun
        if not nouns:
            return
        noun = max(nouns, key=lambda t: t.i)
        words = sorted([noun, *(t for t in noun.lefts if t.dep_ == "compound" and t.pos_ == "NOUN")], key=lambda t: t.i)
        words += [t for t in nouns if t.i < noun.i and t not in words and t.i == words[0].i - 1]
        words.sort(key=lambda t: t.i)
        if not _next_to(noun, name) or "," in [t.text for t in name.doc[noun.i + 1 : name.i]]:
            return  # "the pilot, Alan Reed" may name a role in one event
        if noun.tag_ != "NN" or noun.lemma_.lower() in NOT_OCCUPATIONS | _NO_TITLES or noun.ent_type_:
            return
        if noun.lemma_.lower() in THING_CLASS_NOUNS | _POSITION_NOUNS:
            return  # "the rocket Aster 2": a thing's class; "Goalkeeper Tom Hale": a position, no trade
        if noun.text in ROLE_TITLES or v1._text(words).lower() in _EVENT_ROLES:
            return  # "Architect John Madin designed X", "the commander X": a title, a role in one event
        if " " not in name.text or any(w in _NOT_PERSON_WORDS for w in name.text.split()):
            return  # "the character Bolt", "the landmark Hearst Castle": a one-word or a thing's name
        sent_start = name.sent.start
        capital = [
            t for t in words if t.text[:1].isupper() and not (t.i == sent_start or name.doc[t.i - 1].lower_ == "the")
        ]
        if capital or any(not t.is_alpha for t in words):
            return  # "NASA Astronaut X", "Apollo crew X": a capital in mid-sentence is part of a name or a title
        before = next((t for t in reversed(name.doc[sent_start : words[0].i]) if not t.is_space), None)
        if before is not None and not (
            before.lower_ in ("the", "a", "an", "former", "retired") or is_nationality(before)
        ):
            return
        entity = self.entity(name)
        if entity and not entity.startswith(words[0].text):  # "Frenchman Rene Dupont" read as one name
            yield Candidate(entity, "occupation", v1._text(words).lower())

    def occupation_conjunct(self, noun: Token) -> Iterator[Candidate]:
        """ "X was an engineer and a test pilot": the second noun phrase, with its own article,
        after the first ("a crew member" is no occupation)."""
        det = v1._child(noun, "det")
        if det is None or det.lower_ not in ("a", "an"):
            return
        yield from self._one_occupation(noun.head.head, noun)

    def occupation_before_role(self, attr: Token) -> Iterator[Candidate]:
        """ "X was a fighter pilot and crew member of Y": the parser makes "member" the head and
        "fighter pilot and crew" its modifier; the first noun phrase is the occupation."""
        det = v1._child(attr, "det")
        if det is None or det.lower_ not in ("a", "an") or any(c.dep_ == "neg" for c in attr.head.children):
            return
        joined = [c for c in attr.lefts if c.dep_ in ("nmod", "compound") and _and_child(c)]
        first = next((c for c in joined if v1._children(c, "conj")), None)
        # "a test pilot and crew member": the parser may leave "pilot" its "and" but no conjunct,
        # the role's compound right after the "and" (then a lone "pilot" is a role, no trade)
        bare = next((c for c in joined if _and_then_compound(c, attr)), None) if first is None else None
        first = first or bare
        if first is None:
            return
        if first.tag_ != "NN" or first.lemma_.lower() in NOT_OCCUPATIONS or first.ent_type_:
            return
        words = sorted(
            [first, *(t for t in first.lefts if t.dep_ in ("nmod", "compound") and t.tag_ == "NN")], key=lambda t: t.i
        )
        if bare is not None and v1._text(words).lower() in _EVENT_ROLES:
            return
        subj = self.subject(attr.head)
        entity = self.entity(subj) if self._person(subj) else None
        if entity and words[0].i == det.i + 1:
            yield Candidate(entity, "occupation", v1._text(words).lower())

    def apposed_nationality(self, appos: Token) -> Iterator[Candidate]:
        """ "X, a Danish footballer, ...", "X, the Russian diplomat, ...": the nationality word right
        after the article of a role noun set beside a person's name."""
        det = v1._child(appos, "det")
        head = appos.head
        if appos.pos_ != "NOUN" or det is None or head.ent_type_ != "PERSON" or not apposed_trade(appos, det):
            return
        if appos.lower_ in NOT_OCCUPATIONS or appos.lower_ in NATIONALITY_NOUNS or not named(head):
            return
        words = [t for t in appos.lefts if t.dep_ in ("amod", "compound") and is_nationality(t)]
        entity = self.entity(head)
        if entity and len(words) == 1 and words[0].i == det.i + 1:
            yield Candidate(entity, "nationality", words[0].text)

    def nationality_of_role(self, attr: Token) -> Iterator[Candidate]:
        """ "X was an American crew member on Apollo 11": a nationality before a noun that is
        no occupation (v2's occupation rule reads the nationality of the other nouns)."""
        det = v1._child(attr, "det")
        if det is None or det.lower_ not in ("a", "an") or any(c.dep_ == "neg" for c in attr.head.children):
            return
        words = [t for t in attr.lefts if t.dep_ == "amod" and is_nationality(t)]
        subj = self.subject(attr.head)
        entity = self.entity(subj) if self._person(subj) else None
        if entity and len(words) == 1 and words[0].i == det.i + 1:
            yield Candidate(entity, "nationality", words[0].text)

    def among_creators(self, noun: Token) -> Iterator[Candidate]:
        """ "A and B are among the creators of Z", "A and B are both creators of Z", "A, one of
        the creators of Z, ...": each person named is a creator of Z."""
        work = v1._prep_object(v1._prep(noun, "of"))
        if work is not None and not named(work) and v1._is_definite(work):
            work = v1._named_apposition(work)  # "creators of the comic character X"
        if work is None or not named(work):
            return
        people: list[Token] = []
        holder = noun.head
        if noun.dep_ == "pobj" and holder.lower_ == "among" and holder.head.lemma_ == "be":
            verb = holder.head  # "are among the creators of Z"
        elif noun.dep_ == "attr" and holder.lemma_ == "be" and v1._child(noun, "det", "poss") is None:
            verb = holder  # "are both creators of Z" (with "the", v2's attribute pattern's)
        elif (
            noun.dep_ == "pobj"
            and holder.lower_ == "of"
            and holder.head.lower_ == "one"
            and holder.head.dep_ == "appos"
        ):
            verb, people = holder.head, [holder.head.head]  # "A, one of the creators of Z,"
        else:
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        if not people:
            subj = self.subject(verb)
            people = [subj, *subj.conjuncts] if subj is not None else []
        value = self._named_value(work)
        for person in people:
            entity = self.entity(person) if named(person) and person.ent_type_ == "PERSON" else None
            if entity and value and entity != value:
                yield Candidate(value, "creator", entity)

    def graduating_from(self, verb: Token) -> Iterator[Candidate]:
        """ "After graduating from X in 1957, he served ...", "Graduating from X, she ...": the
        school of the clause's subject."""
        head = verb.head.head if verb.dep_ == "pcomp" else verb.head
        if verb.dep_ == "pcomp" and verb.head.lower_ not in ("after", "upon", "on", "since"):
            return
        if head.pos_ not in ("VERB", "AUX") or any(c.dep_ == "neg" for c in verb.children):
            return
        school = v1._prep_object(v1._prep(verb, "from"))
        subj = self.subject(head)
        entity = self.entity(subj) if self._person(subj) else None
        value = self._named_value(school) if school is not None and named(school) else None
        if entity and value:
            yield Candidate(entity, "alma mater", value)

    def nationality_held(self, noun: Token) -> Iterator[Candidate]:
        """ "X has a US nationality", "X was of Canadian nationality": the country or nationality
        word before "nationality"."""
        verb = noun.head.head if noun.dep_ == "pobj" and noun.head.lower_ == "of" else noun.head
        wanted = {"dobj": "have", "pobj": "be"}  # "has a US nationality", "was of US nationality"
        if wanted.get(noun.dep_) != verb.lemma_ or any(c.dep_ == "neg" for c in verb.children):
            return
        det = v1._child(noun, "det")
        if det is not None and det.lower_ not in ("a", "an"):
            return  # "has no US nationality"
        words = [t for t in noun.lefts if t.dep_ in ("amod", "compound") and (is_nationality(t) or named(t))]
        value = v1._text(words) if len(words) == 1 else None
        subj = self.subject(verb)
        entity = self.entity(subj) if self._person(subj) else None
        if entity and value and (is_country(value) or is_demonym(value)):
            yield Candidate(entity, "nationality", value)

    def nationality_man(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a Frenchman", "X, a Dutchwoman, ...": the nationality of the noun."""
        det = v1._child(noun, "det")
        if det is None or det.lower_ not in ("a", "an"):
            return
        if noun.dep_ == "attr" and noun.head.lemma_ == "be":
            if any(c.dep_ == "neg" for c in noun.head.children):
                return
            person: Token | None = self.subject(noun.head)
        elif noun.dep_ == "appos":
            person = noun.head
        else:
            return
        entity = self.entity(person) if self._person(person) else None
        if entity:
            yield Candidate(entity, "nationality", NATIONALITY_NOUNS[noun.lower_])

    def _person_like(self, token: Token | None) -> bool:
        """A person, or a name the tagger called an organisation that reads as a person's
        ("Ines Varga" tagged ORG): two or three capitalized words, no word of a company or place.
        Used only beside a word that says "person" ("a national", "a citizen")."""
        if token is None:
            return False
        if self._person(token):
            return True
        words = token.text.split()
        if token.ent_type_ not in ("ORG", "") or not named(token) or not 2 <= len(words) <= 3:
            return False
        return all(w[:1].isupper() and w.isalpha() for w in words) and not any(w in _NOT_PERSON_WORDS for w in words)

    def nationality_then_name(self, word: Token) -> Iterator[Candidate]:
        """ "created by X and the Canadian, Rick Dunne": a nationality word after "and" / "by"
        (with "the" or not), a comma, then the person's name (the parse varies: the word a
        conjunct, an object, even a "preconj")."""
        doc = word.doc
        if word.i + 2 >= len(doc) or doc[word.i + 1].text != "," or word.i < 2:
            return
        merged = merged_national(word)  # "the US National, X" tagged as one name
        before = doc[word.i - 1]
        if before.lower_ == "the":
            before = doc[word.i - 2]
        if before.lower_ not in ("and", "by", ","):
            return
        name = doc[word.i + 2]
        if not named(name) or not (name.ent_type_ == "PERSON" or (merged and self._person_like(name))):
            return
        if any(c.dep_ not in ("punct", "det", "appos", "cc", "conj") for c in word.children):
            return  # "the Canadian of the year, X": more than a nationality
        entity = self.entity(name)
        if entity:
            yield Candidate(entity, "nationality", merged or word.text)

    def agent_after_nationality(self, word: Token) -> Iterator[Candidate]:
        """ "created by X and the American, Y": the second agent is Y, the name apposed to the
        nationality word (v1 reads an apposition only on a common noun, "the national, Y")."""
        name = next((c for c in v1._children(word, "appos") if c.ent_type_ == "PERSON" and named(c)), None)
        first = word.head
        while first.dep_ == "conj":
            first = first.head
        agent = first.head
        if name is None or first.dep_ != "pobj" or agent.dep_ != "agent" or agent.lower_ != "by":
            return
        verb = agent.head
        if verb.tag_ != "VBN" or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        value = self.entity(name)
        if entity and value and entity != value:
            yield Candidate(entity, f"{verb.lower_} by", value)

    def national_opening(self, noun: Token) -> Iterator[Candidate]:
        """ "A US national, he attended ...", "A Canadian citizen, X studied ...": the noun phrase
        opens the sentence and describes the clause's subject."""
        det = v1._child(noun, "det")
        first = next((t for t in noun.sent if not t.is_space), None)
        if det is None or det.lower_ not in ("a", "an") or first is None or det.i != first.i:
            return
        verb = noun.head
        if noun.dep_ not in ("advcl", "npadvmod", "dep", "nmod", "appos") or verb.pos_ not in ("VERB", "AUX"):
            return
        subj = self.subject(verb)
        if subj is None or subj.i < noun.i or not self._person_like(subj):
            return
        yield from self._national_value(subj, noun)

    def national_after_copula(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a US national was born in ...": the parser makes "national" the subject of the
        next verb; the copula before the article still says what X is."""
        det = v1._child(noun, "det")
        if det is None or det.lower_ not in ("a", "an") or det.i == 0:
            return
        copula = noun.doc[det.i - 1]
        first = min((t.i for t in noun.lefts), default=noun.i)
        if copula.lemma_ != "be" or copula.i != first - 1 or noun.head.i == copula.i:
            return
        if any(c.dep_ == "neg" for c in copula.children):
            return
        subj = self.subject(copula)
        if self._person_like(subj):
            assert subj is not None
            yield from self._national_value(subj, noun)

    def merged_national_described(self, noun: Token) -> Iterator[Candidate]:
        """ "X, a US National, was born ...", "He was a US National": "US National" tagged as one
        name; the country before "National" is the nationality."""
        if merged_national(noun) is None:
            return
        det = v1._child(noun, "det")
        if det is None or det.lower_ not in ("a", "an"):
            return
        person: Token | None = None
        if noun.dep_ == "appos" and noun.i >= 2 and noun.doc[noun.i - 2].text in (",", "("):
            person = noun.head
        elif noun.dep_ == "attr" and noun.head.lemma_ == "be":
            if any(c.dep_ == "neg" for c in noun.head.children):
                return
            person = self.subject(noun.head)
        else:
            return
        if person is not None and self._person_like(person):
            yield from self._national_value(person, noun)

    def coordinated_nationality(self, last: Token) -> Iterator[Candidate]:
        """ "created by X and the American Duncan Rowe" with "Duncan Rowe" untagged: a name
        coordinated with a person's, a nationality word before it."""
        words = sorted([t for t in last.lefts if t.dep_ in ("compound", "amod")], key=lambda t: t.i)
        if not words or not is_nationality(words[0]) or len(words) < 2:
            return
        name = [*words[1:], last]
        if any(t.ent_type_ or not t.text[:1].isupper() for t in name) or name[-1].i - words[0].i != len(name):
            return
        if f"{' '.join(t.text for t in name)}" not in _coordinated_names(last.sent):
            return
        entity = self.entity(last)
        if entity and not entity.startswith(words[0].text):
            yield Candidate(entity, "nationality", words[0].text)

    def national_of_a_name(self, noun: Token) -> Iterator[Candidate]:
        """ "Paris Roe is a United States national" with the name tagged ORG ("a national" says
        a person; v2's :meth:`nationality` takes PERSON names only)."""
        det = v1._child(noun, "det")
        if noun.dep_ != "attr" or noun.head.lemma_ != "be" or det is None or det.lower_ not in ("a", "an"):
            return
        if any(c.dep_ == "neg" for c in noun.head.children) or list(noun.rights):
            return
        subj = self.subject(noun.head)
        if subj is not None and not self._person(subj) and self._person_like(subj):
            yield from self._national_value(subj, noun)

    def nationality_noun(self, noun: Token) -> Iterator[Candidate]:
        """ "X (Canadian nationality) was born ...", "Canadian was the nationality of X"."""
        if noun.dep_ == "appos" and self._person_like(noun.head):
            words = [t for t in noun.lefts if t.dep_ in ("amod", "compound") and is_nationality(t)]
            entity = self.entity(noun.head)
            if len(words) == 1 and entity:
                yield Candidate(entity, "nationality", words[0].text)
        elif noun.dep_ == "attr" and noun.head.lemma_ == "be":
            subj = self.subject(noun.head)
            person = v1._prep_object(v1._prep(noun, "of"))
            if subj is None or not is_nationality(subj) or list(subj.children) or not self._person(person):
                return
            entity = self.entity(person)
            if entity and not any(c.dep_ == "neg" for c in noun.head.children):
                yield Candidate(entity, "nationality", subj.text)

    def refine_schools(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X studied at the University of Texas in Austin": the school is "University of Texas
        in Austin" (one campus of a system named after a state), not the "University of Texas"
        located in Austin. Only a "University of <state or region>" before "in <town>", the
        town no country."""
        canonical = self.catalog.canonical
        for key, fact in list(found.items()):
            if canonical(fact.relation) != "alma mater" or not fact.value.startswith("University of "):
                continue
            for other_key, other in list(found.items()):
                if other.entity != fact.value or canonical(other.relation) != "location" or is_country(other.value):
                    continue
                whole = f"{fact.value} in {other.value}"
                if whole not in sent.text:
                    continue
                del found[other_key]
                found.pop(key, None)
                found.setdefault((fact.entity, fact.relation, whole), Candidate(fact.entity, fact.relation, whole))

    def _national_value(self, person: Token, noun: Token) -> Iterator[Candidate]:
        """The country or nationality word of "a US national" / "a Canadian citizen"."""
        entity = self.entity(person)
        merged = merged_national(noun)
        if merged is not None:
            value: str | None = merged
        else:
            country = [t for t in noun.lefts if t.dep_ in ("amod", "compound") and (is_nationality(t) or named(t))]
            value = v1._text(country) if country else None
        if entity and value and (is_country(value) or is_demonym(value)):
            yield Candidate(entity, "nationality", value)

    # ---- session 26: where a person is from -------------------------------------------------

    def people_copulas(self, token: Token) -> Iterator[Candidate]:
        """Dispatch of the session-26 rules below (called for every token)."""
        if token.lower_ == "from" and token.dep_ == "prep":
            yield from self.originally_from(token)
        if token.lower_ in _NATIONAL_NOUNS and token.dep_ == "attr":
            yield from self.national_of_country(token)
            yield from self.national_without_article(token)

    def inner_his(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> dict[int, str]:
        """{index: person} for "his" / "her" owning the subject of a later clause: "X was born
        in Y and his occupation was a fighter pilot", "X was born in 1950, and her alma mater is
        Z": the sentence's first fact is the person's, and no other person is named before it."""
        if not found:
            return {}
        entity = next(iter(found.values())).entity
        people = [e for e in sent.ents if e.label_ == "PERSON"]
        inner: dict[int, str] = {}
        for token in sent:
            subject = token.lower_ in ("he", "she") and token.dep_ in ("nsubj", "nsubjpass")
            if not (subject or (token.lower_ in ("his", "her") and token.dep_ == "poss")) or token.i in self.resolved:
                continue
            before = [e for e in people if e.end <= token.i]
            named_here = {entity}
            if subject:  # a club the tagger took for a person is no antecedent of "he"
                before = [e for e in before if self.entity(e.root) not in self.teams and not _CLUB_END.search(e.text)]
                owners = {f.entity for f in found.values() if self.catalog.canonical(f.relation) in _CLUB_FACTS}
                before = [e for e in before if e.text not in owners]  # "Gillingham's manager": a club
                named_here |= {f.value for f in found.values()}  # "X is Y's manager; he has played for Z"
            if len(before) != 1 or before[0].text not in named_here or token.i == sent.start:
                continue
            noun = token.head
            verb = noun.head
            if subject:  # "X's former club was Y; he now manages Z": a later clause's one "he"
                others = [t for t in sent if t.lower_ in ("he", "she", "him", "her", "his") and t.i != token.i]
                if not others and sent.doc[token.i - 1].text == ";":
                    inner[token.i] = before[0].text
                continue
            joined = any(t.lower_ in ("and", ",", ";") for t in sent.doc[before[0].end : token.i])
            if noun.dep_ == "nsubj" and verb.lemma_ == "be" and verb.dep_ in ("conj", "parataxis") and joined:
                inner[token.i] = entity
        return inner

    def originally_from(self, prep: Token) -> Iterator[Candidate]:
        """ "X is originally from Glen Ridge", "X, who was originally from Dallas, ...", "X,
        originally from Lenmouth, joined ...", "X hails from Y": the town a person comes from
        is the birth place (a country there is the nationality, :meth:`person_origin`'s)."""
        head = prep.head
        originally = any(c.lower_ == "originally" for c in [*prep.children, *head.children] if c.dep_ == "advmod")
        if not originally and head.lemma_ != "hail":
            return
        if any(c.dep_ == "neg" for c in head.children):
            return
        if head.lemma_ in ("be", "hail"):
            person = self._origin_person(self.subject(head))
        elif head.pos_ == "VERB" and v1._child(prep, "advmod") is not None:
            person = self._origin_person(self.subject(head))  # "X, originally from Y joined NASA"
        elif named(head) and head.i < prep.i:
            person = self._origin_person(head)  # "X, originally from Y, ..."
        else:
            return
        place = v1._prep_object(prep)
        if person is None or place is None or not named(place) or place.ent_type_ in _NOT_ORIGINS:
            return  # a town the tagger takes for a person or a body is still where one is from
        if _SCHOOL_WORD.search(place.text) or (v1._children(place, "prep") and place.ent_type_ == "ORG"):
            return
        entity, value = self.entity(person), self._named_value(place)
        if entity and value and value != entity and not is_country(value) and not is_demonym(value):
            yield Candidate(entity, "birth place", value)

    def _origin_person(self, subj: Token | None) -> Token | None:
        """A person a "from" phrase tells of: a person's name, or the name set beside a trade
        noun ("The striker Tomas Brenner is originally from ...")."""
        if subj is None:
            return None
        if self._person(subj):
            return subj
        appos = next((c for c in subj.children if c.dep_ == "appos" and self._person(c)), None)
        return appos if appos is not None and subj.pos_ == "NOUN" else None

    def national_without_article(self, noun: Token) -> Iterator[Candidate]:
        """ "X was US national who ...", "X is the American national who ...": the copula's
        "national" with no article or "the" (with "a", :meth:`national_attribute`'s)."""
        det = v1._child(noun, "det")
        if (det is not None and det.lower_ != "the") or noun.head.lemma_ != "be" or _denied(noun.head):
            return
        if det is not None and not v1._children(noun, "relcl", "acl"):
            return  # "the US national" alone may be a team's or a contest's
        subj = self.subject(noun.head)
        if subj is None or not self._person(subj):
            return
        country = [t for t in noun.lefts if t.dep_ in ("amod", "compound") and t.i > (det.i if det else -1)]
        if len(country) != 1 or country[0].i != noun.i - 1:
            return
        word = country[0]
        entity = self.entity(subj)
        if entity and (is_nationality(word) or (named(word) and is_country(word.text))):
            yield Candidate(entity, "nationality", word.text)

    def national_of_country(self, noun: Token) -> Iterator[Candidate]:
        """ "X was a National of Peru" (the capital N makes the tagger read a name): the country
        after "of" is the nationality of the copula's person."""
        det = v1._child(noun, "det")
        if det is None or det.lower_ not in ("a", "an") or noun.head.lemma_ != "be":
            return
        if any(c.dep_ == "neg" for c in noun.head.children):
            return
        place = v1._prep_object(v1._prep(noun, "of"))
        subj = self.subject(noun.head)
        if place is None or not named(place) or not is_country(place.text) or not self._person_like(subj):
            return
        entity = self.entity(subj)
        if entity:
            yield Candidate(entity, "nationality", country_name(place.text))


# A player's position on the field: a title before the name, never an occupation.
_POSITION_NOUNS = frozenset(
    ["goalkeeper", "goalie", "striker", "defender", "midfielder", "winger", "forward", "fullback", "sweeper"]
)


def _and_child(noun: Token) -> bool:
    """Whether ``noun`` has an "and" of its own ("a test pilot and crew member")."""
    return any(c.dep_ == "cc" and c.lower_ == "and" for c in noun.children)


def _and_then_compound(noun: Token, head: Token) -> bool:
    """ "a test pilot and crew member": ``noun``'s "and" is followed by one compound noun of
    ``head``, then ``head`` itself."""
    doc = noun.doc
    cc = next(c for c in noun.children if c.dep_ == "cc" and c.lower_ == "and")
    if cc.i != noun.i + 1 or head.i != cc.i + 2:
        return False
    middle = doc[cc.i + 1]
    return middle.dep_ == "compound" and middle.head.i == head.i and middle.tag_ == "NN"


def _whose_clause(clause: Token) -> bool:
    """Whether a relative clause opens with "whose" ("a singer whose genre is soul")."""
    return any(t.lower_ == "whose" and t.dep_ == "poss" for t in clause.subtree)


def _only_blanks(first: Token, last: Token, allowed: list[Token] | None = None) -> bool:
    """Whether only blanks (a masked "@" separator) or the ``allowed`` words stand between two
    tokens: "the Danish architect Simon Hale", "American @ test pilot @ Alan Bean"."""
    keep = {t.i for t in allowed or []}
    return first.i < last.i and all(t.is_space or t.i in keep for t in first.doc[first.i + 1 : last.i])


def _bare_trade(noun: Token) -> bool:
    """A trade after "as" with no article: "served as test pilot" (not "as chairman", "as
    Ambassador to Norway", "as backup pilot": a post, a role in one event)."""
    if noun.lemma_.lower() in _NO_TITLES or not noun.text.islower() or v1._children(noun, "prep"):
        return False
    return occupation_words(noun) not in _EVENT_ROLES


def _denied(verb: Token) -> bool:
    """ "is not", "was never": the clause denies what it says."""
    return any(c.dep_ == "neg" or c.lower_ == "never" for c in verb.children)


def _gone_on(verb: Token) -> bool:
    """ "went on to become": the open clause of "go on", which keeps its subject."""
    head = verb.head
    return (
        verb.dep_ == "xcomp"
        and head.lemma_ == "go"
        and any(c.dep_ == "prt" and c.lower_ == "on" for c in head.children)
    )


def _is_degree(noun: Token) -> bool:
    """ "an MS", "a M.S.", "an Sc.D" (cut in three by the tokenizer), "a BSc", "a doctorate"."""
    if noun.lemma_.lower() in _DEGREE_NOUNS:
        return True
    words = [t for t in noun.subtree if t.i <= noun.i and t.dep_ != "det"]
    text = noun.doc[words[0].i : noun.i + 1].text if words else noun.text
    return _DEGREE.match(text.replace(" ", "")) is not None


# Nouns before a name that say what a thing is, never a person's occupation ("the character X"),
# or a post in one organisation, which its own relation keys ("manager X", "the dean X").
_NO_TITLES = frozenset(
    [
        *("character", "hero", "superhero", "villain", "name", "landmark", "retiree", "pensioner"),
        *("manager", "chairman", "chairperson", "chairwoman", "dean", "rector", "coach", "captain", "owner"),
        *("founder", "editor", "tenant"),
        # nouns of trades that name firms as often as people ("the pump maker Oskar Lund" was a firm)
        *("maker", "manufacturer", "producer", "publisher", "retailer", "supplier", "distributor", "firm"),
        *("company", "operator", "carrier", "broadcaster", "brand", "label", "builder", "shipbuilder"),
        *(title for title in LEADER_TITLES if " " not in title),
    ]
)
# Words of a company's or a place's name: such a name is no person's ("Kelsey Holdings").
_NOT_PERSON_WORDS = frozenset(
    [
        "Holdings",
        "Company",
        "Corporation",
        "Group",
        "Society",
        "Airlines",
        "Airways",
        "Bank",
        "Club",
        "Force",
        "Army",
        "Navy",
        "County",
        "City",
        "Airport",
        "Republic",
        "Kingdom",
        "Party",
        "Council",
        "Agency",
        "Museum",
        "Station",
        "Castle",
        "Tower",
        "Hall",
        "House",
        "Palace",
        "Medal",
        "Award",
    ]
)


def merged_national(token: Token) -> str | None:
    """ "US National" tagged as one name: the country or nationality before "National" /
    "Citizen" (else None)."""
    head, _, last = token.text.rpartition(" ")
    of_country = _NATIONAL_OF.match(token.text)  # "a National of the United States" tagged as one name
    if of_country is not None and is_country(of_country.group(1)):
        return country_name(of_country.group(1))
    if last.lower() not in _NATIONAL_NOUNS or not head:
        return None
    return head if is_country(head) or is_demonym(head) else None


_NATIONAL_OF = re.compile(r"^(?:National|Citizen) of (?:the )?(.+)$")


def _next_to(word: Token, name: Token) -> bool:
    """Whether only blanks (a masked field separator) or one comma stand between ``word`` and
    the name after it: "the American Dick Dillin", "American @ Alan Bean", "the American, X"."""
    between = word.doc[word.i + 1 : name.i]
    return (
        word.i < name.i
        and all(t.is_space or t.text == "," for t in between)
        and sum(t.text == "," for t in between) <= 1
    )


def _nationality_before(word: Token, name: Token) -> bool:
    """A nationality word right before a person's name, in any case ("the canadian X"), unless
    the two words name a place ("French Guiana", a one-word "person" after "in")."""
    if not (is_nationality(word) or (word.text.islower() and is_demonym(word.text))):
        return False
    if is_country(f"{word.text} {name.text}"):
        return False
    return not (" " not in name.text and name.dep_ == "pobj" and name.head.lower_ in ("in", "at", "to", "from", "near"))


# What may open a sentence before its subject pronoun: "In 1955, he ...", "A US national, she ...".
_OPENER_DEPS = frozenset(["prep", "advcl", "npadvmod", "advmod", "dep", "nmod", "appos"])


def after_opening(token: Token) -> bool:
    """Whether ``token``, the main verb's subject, comes right after an opening phrase and a
    comma ("In 1955, he graduated ..."): a pronoun there is the sentence's first subject."""
    if token.dep_ not in ("nsubj", "nsubjpass") or token.head.dep_ != "ROOT":
        return False
    before = [t for t in token.sent if t.i < token.left_edge.i and not t.is_space]  # "..., the memorial is"
    if before and before[-1].text != "," and token.lower_ in ("he", "she"):
        return _date_opening(token, before)  # "In 1963 he became ...": no comma after a date
    if not before or before[-1].text != ",":
        return False
    openers = [c for c in token.head.children if c.i < token.i and c.dep_ != "punct"]
    if not openers or any(c.dep_ not in _OPENER_DEPS for c in openers):
        return False
    clause = any(t.pos_ in ("VERB", "AUX") for c in openers for t in c.subtree)
    if clause and any(t.ent_type_ in ("DATE", "TIME") for c in openers for t in c.subtree):
        return False  # "After graduating in 1957, he died ...": a clause of its own, with its date
    covered = {t.i for c in openers for t in c.subtree}
    return all(t.i in covered or t.is_punct for t in before)


def _date_opening(token: Token, before: list[Token]) -> bool:
    """Whether the words before a pronoun subject are one opening "in"/"on" phrase of a date
    alone ("In 1963 he ...", "In May 1955 she ...")."""
    openers = [c for c in token.head.children if c.i < token.i and c.dep_ != "punct"]
    if len(openers) != 1 or openers[0].dep_ != "prep" or openers[0].lower_ not in ("in", "on"):
        return False
    words = [t for t in openers[0].subtree if not t.is_space]
    dates = [t for t in words[1:] if t.ent_type_ == "DATE"]
    return [t.i for t in words] == [t.i for t in before] and len(dates) == len(words) - 1 and dates != []


def _common_noun(noun: Token) -> bool:
    """A singular common noun, also one written with capitals ("a Fighter Pilot", no name)."""
    if noun.tag_ == "NN" and noun.pos_ == "NOUN":
        return True
    return noun.tag_ == "NNP" and not noun.ent_type_ and noun.text.istitle() and " " not in noun.text


def own_preps(noun: Token) -> list[Token]:
    """The prepositions of ``noun`` itself: in "a pilot and member of the crew" the parser hangs
    "of" on "pilot", but it belongs to "member", the conjunct before it."""
    conjuncts = [c.i for c in v1._children(noun, "conj")]
    preps = [p for p in v1._children(noun, "prep") if not any(i < p.i for i in conjuncts)]
    return [p for p in preps if not _by_trade(p) and not _employer(p) and not _origin(p)]


def _origin(prep: Token) -> bool:
    """ "a cellist from Hamburg": where the person comes from, no part of the trade's name."""
    place = v1._prep_object(prep) if prep.lower_ == "from" else None
    return place is not None and named(place) and place.ent_type_ in ("GPE", "LOC")


def _employer(prep: Token) -> bool:
    """ "a test pilot for NASA", "an architect for the city": whom the person works for (not a
    player "for" a team, whose club :meth:`occupation` keys)."""
    if prep.lower_ != "for" or prep.head.lemma_.lower() in _PLAYERS or occupation_words(prep.head) in _EVENT_ROLES:
        return False  # "a backup pilot for Apollo 8": a role in one mission
    body = v1._prep_object(prep)
    place = v1._prep_object(v1._prep(body, "of")) if body is not None else None
    return body is not None and (named(body) or (place is not None and named(place)))  # not "a candidate for mayor"


_PLAYERS = frozenset(["player", "footballer", "striker", "midfielder", "defender", "goalkeeper", "forward", "member"])


def _by_trade(prep: Token) -> bool:
    """ "a lawyer by profession", "an engineer by training": the phrase says it is a trade."""
    obj = v1._prep_object(prep)
    return prep.lower_ == "by" and obj is not None and obj.lower_ in _TRADE_WORDS and not list(obj.children)


_TRADE_WORDS = frozenset(["profession", "trade", "occupation", "training", "vocation"])


def _coordinated_names(sent: Span) -> set[str]:
    """Untagged names coordinated with a person's ("X and the American Duncan Rowe": "Duncan
    Rowe"), two or more capitalized words."""
    found: set[str] = set()
    for token in sent:
        if token.dep_ != "conj" or token.head.ent_type_ != "PERSON" or token.ent_type_ not in ("", "PERSON"):
            continue
        words = [t for t in token.lefts if t.dep_ == "compound" and t.ent_type_ in ("", "PERSON")]
        name = [t.text for t in words if t.i > max((w.i for w in token.lefts if w.ent_type_ == "NORP"), default=-1)]
        parts = [*name, token.text]
        if len(" ".join(parts).split()) >= 2 and all(p[:1].isupper() and p.replace(".", "").isalpha() for p in parts):
            found.add(" ".join(parts))
    return found
