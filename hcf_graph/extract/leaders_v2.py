"""``spacy-rules.v2`` leaders of places (issue 10): the many ways prose says who leads a country,
a region or a city. Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`.

- "lead by", the common misspelling of "led by", wherever the parser puts it: "Y is lead by X",
  "Y; which is lead by X", "Y, lead by X, ...", "Y (lead by X)", "Y, a country lead by A and B",
  "Lead by A and B, Y ...", "The country is lead by X" (the last country named);
- several leaders at once (the catalog's "leader" has several values): "A and B are leaders in
  Y", "Y where A and B are leaders", "Y has the leaders A and B", "Y, a country which has the
  leaders A and B", "Y, the country where there are leaders called A and B", "Y's leaders
  include A and B", "A and B are among Y's leaders", "Y, the country of which X is leader",
  "Y has X as one of its leaders", "Y has a leader called X", "A is the leader of Y along with
  B", "The Y leader is X", "The capital of Y is Z and the leader is X" (the first clause's place);
- titles, each a relation of its own with one value (never the multivalued "leader": a
  president and a prime minister would conflict): "Y, where the mayor is X", "Y where X is
  mayor", "Y, whose mayor is X", "X is mayor of Y", "X is the Queen of Y", "The Queen of Y is X",
  "Y's Chief Justice is X", "Y has X as its Queen";
- "X was an Indian leader": a nationality adjective names the country led;
- "Its leader is X" after a sentence about a building, an airport, an address or a monument:
  the one place that sentence named (none after a chain "Chicago, US": either place's; never the
  building);
- tenth round (each shape as it appears about dishes, books, teams, universities, monuments):
  "leader X" before a name ("Y, a country with leader X and capital Z", "Y (leader: X)", "With
  the leader X, Y ...", "Y has (the) leader X"); counted leaders ("Y, where two of the leaders
  are A and B", "Two of Y's leaders are ...", "Among Y's leaders are ...", "Y, where (main)
  leaders are ...", "In Y there are two leaders: A and B"); a clause joined by "and" or a comma
  to a "where"/"whose" clause ("Y, where Welsh is spoken and X is the leader", "Y, whose capital
  is Z and X is one of its leaders", "... and key leaders are A and B"); "Y, which is run / ruled
  by X" and "from Y, led by X", "Y, a country led by X" (a place only); "the country which is
  led by X" (the last country named); "A and B lead Y", "X leads that country, where ...";
  "A and B are Chilean leaders", "X is the Kenya leader"; "Y has X as leader", "... and X as
  leader", "has A and B as leaders"; "X is leader of Y", "X is another leader in the country";
  "Y is lead by X and has ..." (the misspelling as the main verb); two names the pipeline joined
  ("A and B") are two leaders;
- eleventh round: "X is a leader", "The leader is X", "Another leader is X" with no place of their
  own: the one place named before them in the sentence, else the previous sentence's one place
  when that sentence was about a place or a thing no one leads (never after a band, a club, a
  university; never "was the leader", a past story's); "The capital is Z and X is a leader".
- twelfth round: "X is in Y, with A and B as its leaders": "its" after the place "in" names is
  that place's (never the building's or the people's before it).

Guards: a title is no leader's name ("The leader of Y is known as the President" gives nothing),
a building or an address is led by no one, a mayor is never a country's, a leader of a party or
a body ("a leader of the party", "a party leader") is no place's, and after a chain of places
("Lenmouth, Kelvania, which is lead by X") no place is keyed; a "which" clause hung on one
place and written after another ("Nairobi, the capital of Kenya, which is led by X") gives the
other no leader; "led by" after a named subject ("Ada visited Chile, led by Tom") or with a role noun
("led by her guide Tom") keys no place; a capital after "with leader X and capital Y" is no
leader; "former" and "party" leaders name no place; a place "run by" someone has no operator.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from ..normalize import normalize_text
from ..resolve.countries import is_country
from ..resolve.demonyms import is_demonym
from . import spacy_rules as v1
from .common_v2 import (
    _COUNTRY_NOUNS,
    _STATE_PARTICIPLES,
    LEADER_TITLES,
    RulesState,
    _antecedent,
    _coordinated,
    _in_chain,
    _is_building_name,
    _is_country_place,
    _is_passive,
    _is_place_name,
    _opens_clause,
    _outer_places,
    _place_name,
    _unwrap_place,
    _where_word,
)
from .monuments_v2 import monument_name
from .organisations_v2 import club_name
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

LEADER = "leader"

TITLES = LEADER_TITLES  # a title keys a relation of its own (one value)

_CITY_TITLES = frozenset(["mayor", "lord mayor"])
"""Titles of a town's leader, never a country's."""

_TITLE_OF = re.compile(
    r"^(?:the )?(Lord Mayor|Mayor|President|Prime Minister|Premier|Monarch|King|Queen|Emperor|Empress|"
    r"Governor|Chief Justice|Chief Minister|First Minister|Chancellor) of (?:the )?(.+)$"
)
"""A title and its place merged into one name: "Queen of Denmark"."""

_PRESENT_ADJECTIVES = frozenset(["key", "main", "current", "principal", "present", "prominent", "important"])

_RULING_VERBS = frozenset(["run", "rule", "head", "lead", "govern"])

_OFFICE_VERBS = frozenset(["serve", "elect", "appoint", "become", "reelect", "re-elect"])
"""Verbs whose "as N" or object complement names a title held ("served as mayor of Y")."""
"""Passive verbs that say who leads a place: "Y, which is run by X", "Y is ruled by X"."""

_COUNTS = frozenset(["two", "three", "four", "both", "some", "several"])
"""Counts of leaders a sentence names one by one: "two of the leaders are A and B"."""

_PERSON_LABELS = ("PERSON", "ORG", "NORP", "")


def _leader_value(token: Token) -> bool:
    """Whether a coordinated value names someone who may lead: a person, a party or a body (not a
    place, a date or a title: "the President")."""
    if not named(token) or token.ent_type_ not in _PERSON_LABELS:
        return False
    return normalize_text(token.text) not in TITLES


_GROUP_WORDS = frozenset(
    [
        "university",
        "college",
        "institute",
        "school",
        "academy",
        "company",
        "corporation",
        "party",
        "club",
        "team",
        "band",
        "council",
        "agency",
        "association",
        "society",
        "league",
        "federation",
        "union",
        "army",
    ]
)
"""Words of the names of bodies that have leaders of their own ("The leader" after them is theirs)."""


def _unled_thing(previous: tuple[str, str, str]) -> bool:
    """Whether the previous sentence's subject (name, kind, label) is a place or a thing with no
    leader of its own (a building, a dish, a book), so "The leader is X" is its place's."""
    name, kind, label = previous
    if label in ("GPE", "LOC"):
        return True
    words = set(normalize_text(name).split())
    return kind == "thing" and not words & _GROUP_WORDS and not club_name(name)


def _proper_adjectives(token: Token) -> str | None:
    """ "Liberal Democrats": a name whose first word the parser made an adjective, else None."""
    words = [c for c in token.lefts if c.dep_ == "amod" and c.pos_ == "PROPN" and c.text[:1].isupper()]
    if not words or words[-1].i != token.i - 1 or " " in token.text:
        return None
    return v1._text([*words, token])


def _partners(head: Token) -> list[Token]:
    """The names "along with" / "together with" adds to a leader: "lead by A along with B"."""
    found: list[Token] = []
    for along in v1._children(head, "prep"):
        if along.lower_ in ("along", "together"):
            found += _coordinated(v1._prep_object(v1._prep(along, "with")))
    return found


def _by(verb: Token) -> Token | None:
    """The "by" of a passive, as an agent or a plain preposition ("is lead by X" read as an adjective)."""
    return next((c for c in verb.children if c.lower_ == "by" and c.dep_ in ("agent", "prep")), None)


def _fronted_subject(lead: Token) -> Token | None:
    """The place a sentence-initial "Lead by A and B, Y ..." tells of: the main clause's subject
    (or the name the parser apposed to "Lead")."""
    if lead.dep_ == "advcl":
        subj = v1._child(lead.head, "nsubj")
    elif lead.dep_ in ("nsubj", "nsubjpass"):
        subj = next((c for c in lead.children if c.dep_ == "appos"), None)  # "Lead by A, Y has ..." misparsed
    else:
        return None
    by = _by(lead)
    return _subject_after(by.right_edge.i if by is not None else lead.i, subj)


def _subject_after(end: int, subj: Token | None) -> Token | None:
    """The main clause's subject right after a fronted phrase that ends at ``end`` and a comma
    ("Lead by A and B, Y ...", "With the leader X and the capital Z, Y is ..."; the name before
    the comma ends the phrase, no chain), when it is a place no other name follows in a chain."""
    if subj is None or not _is_country_place(subj) or subj.left_edge.i - 2 != end:
        return _lone_place(subj)
    doc = subj.doc
    chained = subj.i + 2 < len(doc) and doc[subj.i + 1].text == "," and named(doc[subj.i + 2])
    return None if chained else subj


def _place_before_participle(verb: Token) -> Token | None:
    """The place right before a participle phrase, after a comma: "from Y, led by X", "Y, a
    country led by X" (never one of a chain "A, B, led by X")."""
    doc, k = verb.doc, verb.i - 1
    if k >= 1 and doc[k].lemma_.lower() in ("country", "nation") and doc[k].pos_ == "NOUN":
        det = v1._child(doc[k], "det")
        if det is None or det.lower_ not in ("a", "an") or len(list(doc[k].children)) != 2:
            return None
        k = det.i - 1
    if k < 1 or doc[k].text != ",":
        return None
    return _lone_comma_place(doc[k - 1])


def _country_noun_of(noun: Token) -> Token | None:
    """ "a country", "a nation": the noun itself, else None."""
    return noun if noun.lemma_.lower() in ("country", "nation") and noun.pos_ == "NOUN" else None


def _lone_comma_place(token: Token) -> Token | None:
    """A place name before a comma that ends no chain of names."""
    place = _lone_place(token)
    if place is None or _after_comma_name(place) or not (place.ent_type_ in ("GPE", "LOC") or is_country(place.text)):
        return None  # "an ethnic group White South Africans, led by ...": no place
    return place


_THING_HEADS = frozenset(["cave", "caves", "park", "bridge", "dam", "fort", "castle", "palace", "temple", "shrine"])
"""Last words of the names of places no one leads that are no building ("Kivu Cave")."""

_LED_INSTITUTIONS = frozenset(
    ["museum", "library", "school", "hospital", "centre", "center", "institute", "academy", "church", "cathedral"]
)
"""Last words of buildings whose institution has a head of its own ("led by" a director)."""

_NON_LEADER_HEADS = frozenset(
    ["company", "corporation", "inc", "ltd", "authority", "group", "agency", "house", "airlines", "airways", "council"]
)
"""Last words of businesses and agencies, and of councils (a place's governing body, not its
leader): "run by the Kenya Publishing House", "run by the City Council" key no leader ("run
by the Green Party", "run by Ada Price" do)."""


def _governing_name(member: Token) -> bool:
    """Whether a name "run by" / "ruled by" may lead a place: no business, agency or council."""
    words = member.text.lower().rstrip(".").split()
    return bool(words) and words[-1] not in _NON_LEADER_HEADS


def _after_comma_name(token: Token) -> bool:
    """Whether a name follows another name and a comma ("Anderson, Indiana"), whatever their labels."""
    doc = token.doc
    return token.i >= 2 and doc[token.i - 1].text == "," and named(doc[token.i - 2])


def _one_of_the_leaders(noun: Token) -> bool:
    """ "one of the leaders", "one of its leaders" (and nothing else)."""
    leaders = v1._prep_object(v1._prep(noun, "of")) if noun.lower_ == "one" else None
    if leaders is None or leaders.lemma_.lower() != LEADER or leaders.tag_ != "NNS" or len(list(noun.children)) != 1:
        return False
    det = v1._child(leaders, "det") or v1._child(leaders, "poss")
    return det is not None and det.lower_ in ("the", "its", "their") and len(list(leaders.children)) == 1


def _joined_relative(verb: Token, subj: Token) -> Token | None:
    """The "where"/"whose" of a relative clause the verb's clause is joined to by "and" or a
    comma: "Y, where A is B and X is ...", "Y, where A is B, X is ... and ..."."""
    doc = verb.doc
    for k in (verb.left_edge.i - 1, subj.i - 1):  # the parser may hang the clause's start on X
        if k < 2:
            continue
        if doc[k].lower_ == "and":
            marker = _open_relative(doc, k - 1 if doc[k - 1].text != "," else k - 2)
        elif doc[k].text == ",":
            marker = _open_relative(doc, k - 1)
        else:
            marker = None
        if marker is not None:
            return marker
    return None


def _misjoined_subject(verb: Token) -> Token | None:
    """The subject of "... and X is ..." the parser joined to the value before it ("the capital is
    Z and X is", "Z and the leader is X" read as "Z and X", "Z and the leader"): the conjunct right
    before the verb, after "and"."""
    tail = verb.doc[verb.i - 1] if verb.i >= 2 else None
    if tail is None or tail.dep_ != "conj" or not (named(tail) or tail.lemma_ == LEADER):
        return None
    return tail if verb.doc[tail.left_edge.i - 1].lower_ == "and" else None


def _open_relative(doc: Doc, last: int) -> Token | None:
    """The "where", "whose" or "of which" of the relative clause that ends at ``last``: the
    nearest one before it, with one verb between them (the clause's own)."""
    verbs = 0
    for k in range(last, doc[last].sent.start - 1, -1):
        word = doc[k]
        if word.text in (".", ";", ":", "(", ")"):
            return None
        if word.pos_ in ("VERB", "AUX") and word.dep_ not in ("aux", "auxpass"):
            verbs += 1
        if word.lower_ in ("where", "whose") and word.dep_ in ("advmod", "poss"):
            return word if verbs == 1 else None
        if word.lower_ == "which" and k >= 1 and doc[k - 1].lower_ == "of":
            return doc[k - 1] if verbs == 1 else None  # "Y, of which the capital is Z and ..."
    return None


_LEADER_COUNT = re.compile(r"^number of (?:\w+ )?leaders$")

_NAME_WORD = re.compile(r"^[A-Z][\w.'-]*$")


def _two_names(value: str) -> bool:
    """ "Rui Valente and Ines Gaspar": two names of two words or more each, joined by "and"."""
    parts = value.split(" and ")
    return len(parts) == 2 and all(
        len(part.split()) >= 2 and all(_NAME_WORD.match(w) for w in part.split()) for part in parts
    )


def _building(name: str) -> bool:
    """A building's, an airport's or a street's name ("Kelsey Tower", "Tarrow Airport") or an
    address ("300 North Street"): a thing no one leads."""
    return _is_building_name(name) or name[:1].isdigit()


def _title_name(value: str) -> bool:
    """Whether a value is a title, not a leader's name: "President", "the President of X"."""
    return normalize_text(value) in TITLES or _TITLE_OF.match(value) is not None


def _subject_place(verb: Token) -> Token | None:
    """The place a verb's subject names: the subject itself, or for "which"/"that" the place the
    relative clause hangs on ("Y, which has the leaders A and B"), also when the parser hung the
    clause on the main verb ("X is in Y which has a leader called Z": the place right before)."""
    subj = v1._child(verb, "nsubj")
    if subj is not None and subj.lower_ in ("which", "that") and verb.dep_ == "relcl":
        return _apposed_place(verb.head) or _lone_place(verb.head) or _country_noun(verb.head)
    if subj is not None and subj.lower_ == "which" and verb.dep_ == "advcl" and subj.i == verb.i - 1:
        return _lone_place(_antecedent(subj))
    return _lone_place(subj)


def _part_place(token: Token | None) -> Token | None:
    """ "Y is part of Z and is lead by X": a name the pipeline did not tag as a place that its own
    clause says is part of a place ("Y is part of Z"), so a place too; not one of a chain."""
    if token is None or not named(token) or token.ent_type_ not in ("ORG", "GPE", "LOC", "") or _in_chain(token):
        return None
    verb = token.head
    part = v1._child(verb, "attr") if token.dep_ == "nsubj" and verb.lemma_ == "be" else None
    whole = v1._prep_object(v1._prep(part, "of")) if part is not None and part.lower_ == "part" else None
    if part is None or whole is None or not _is_country_place(whole) or v1._child(part, "det") is not None:
        return None
    return token if not _is_building_name(token.text) and not club_name(token.text) else None


def _sentence_city(tokens: Span) -> str | None:
    """The one town ``tokens`` name that "the city" may point back at: a place that is no
    country, no region ("... County", "... State") and not one of the larger places a chain puts
    another in ("Lenmouth, Hollin County, Norway": Lenmouth); None for none or several."""
    outer: set[int] = set()
    found: list[str] = []
    for token in tokens:
        if token.i in outer or not named(token) or token.ent_type_ in ("PERSON", "FAC"):
            continue
        chain = _outer_places(token) if _chain_start(token) else []
        outer.update(t.i for t, _ in chain)
        placed = token.ent_type_ in ("ORG", "NORP") and token.head.lemma_ in ("in", "of", "serve", "at", "near")
        if not (_is_place_name(token) or chain or placed) or is_country(token.text) or _building(token.text):
            continue  # a name the tagger took for a body or a people, "in" or "served", may be the town
        if token.text.split()[-1] in _REGION_WORDS or token.text.split()[-1].lower() in ("county", "region"):
            continue
        found.append(_place_name(token))
    return found[0] if len(set(found)) == 1 else None


def _office_place(token: Token | None, title: str) -> Token | None:
    """The town or state a mayor or a governor holds office in, whatever label the pipeline gave
    its name ("mayor of Ashford", "governor of Ondo State"); never a club, a building or a chain."""
    if token is None or title not in _CITY_TITLES | {"governor"} or not named(token) or _in_chain(token):
        return None
    if token.ent_type_ not in ("GPE", "LOC", "ORG", "") or club_name(token.text) or _is_building_name(token.text):
        return None
    if token.ent_type_ == "ORG" and title == "governor" and token.text.split()[-1] not in _REGION_WORDS:
        return None  # "governor of the Bank of Kelsey" holds a post in a body, not a place
    return token


_REGION_WORDS = frozenset(["State", "Province", "Region", "County", "Territory", "Prefecture", "Oblast"])
"""Last words of a region's name the pipeline may tag as an organisation's ("Ondo State")."""


def _lone_place(token: Token | None) -> Token | None:
    """``token`` if a place name that is not one of a chain "A, B"."""
    if token is None or not _is_country_place(token) or _in_chain(token):
        return None
    return token


def _chain_before(word: Token) -> list[Token]:
    """The chain of places that ends right before a relative word (after one comma), first to
    last: "Chicago, Illinois, United States, where" -> [Chicago, Illinois, United States]; empty
    when no place ends there or no chain leads to it."""
    doc = word.doc
    k = word.i - 1 if word.i > 0 and doc[word.i - 1].text == "," else word.i
    last = doc[k - 1] if k > 0 else None
    if last is None or not _is_country_place(last):
        return []
    for token in doc[max(word.sent.start, last.i - 16) : last.i]:
        outer = _outer_places(token) if _chain_start(token) else []
        if outer and outer[-1][0].i == last.i and (_is_country_place(token) or not outer[0][1]):
            return [token, *(t for t, _ in outer)]
    return []


def _chain_start(token: Token) -> bool:
    """Whether a token may open a chain of places: a place name, or a capitalized word the
    pipeline left untagged ("Tarrow, Kelby County, Oregon", a town it does not know) when a
    comma joins it to the places after it."""
    if _is_country_place(token):
        return True
    untagged = token.ent_type_ in ("", "GPE", "LOC") and token.pos_ in ("PROPN", "NOUN")
    return untagged and token.text[:1].isupper() and not token.like_num and token.i > token.sent.start


def _chain_country(noun: Token) -> Token | None:
    """ "Lenmouth, Norway, the country of which ...": the one sovereign country of the chain of
    names before "the country" (None when the chain names none or several)."""
    if noun.lemma_.lower() not in ("country", "nation"):
        return None
    doc, k = noun.doc, noun.left_edge.i - 1
    found: list[Token] = []
    while k >= 1 and doc[k].text == "," and named(doc[k - 1]):
        if is_country(doc[k - 1].text):
            found.append(doc[k - 1])
        k -= 2
    return found[0] if len(found) == 1 else None


def _relative(word: Token) -> Token | None:
    """The place a "which"/"where" refers to, also after a semicolon ("Y; which is ...")."""
    doc = word.doc
    if word.i >= 2 and doc[word.i - 1].text == ";":
        return _lone_place(doc[word.i - 2])
    return _antecedent(word)


def _country_noun(noun: Token | None) -> Token | None:
    """ "the country (which ...)", "that country": a definite "country", else None."""
    if noun is None or noun.lemma_.lower() not in ("country", "nation") or noun.pos_ != "NOUN":
        return None
    det = v1._child(noun, "det")
    if det is None or det.lower_ not in ("the", "that", "this"):
        return None
    return noun if all(c.dep_ in ("det", "relcl", "punct") for c in noun.children) else None


def _apposed_place(noun: Token) -> Token | None:
    """The place a country noun is apposed to: "Y, a country which ...", "Y, the country where"."""
    if noun.lemma_.lower() not in _COUNTRY_NOUNS or noun.pos_ != "NOUN":
        return None
    if noun.dep_ == "appos" and noun.doc[noun.left_edge.i - 1].text == "," and _lone_place(noun.head) is not None:
        return noun.head
    return _antecedent(noun.doc[noun.left_edge.i], apposed=True) or _chain_country(noun)


DEMONYM_RELATION = "demonym"


def _demonym_like(value: str) -> bool:
    """A demonym of the table, or one capitalized plural word ("Swedes"; not "Prime Minister")."""
    plural = " " not in value and value[:1].isupper() and value.endswith("s")
    return is_demonym(value) or plural


_MONARCH_TITLE = re.compile(r"^(?:King|Queen|Emir|Sultan|Sheikh)\s+(?=[A-Z][\w'-]*\s+\w)")
"""A monarch's title before a name of two words or more: "King Abdullah II" is Abdullah II."""


class LeaderRules(RulesState):
    """Leaders of places and their titles (see the module docstring)."""

    if TYPE_CHECKING:

        def focus_place(self, verb: Token, first: int, relation: str = "", where_only: bool = False) -> str | None: ...
        def _places_before(self, token: Token) -> list[str]: ...
        def _pointer_of(self, head: Token) -> tuple[bool, str | None]: ...

    def leader_facts(self, token: Token) -> Iterator[Candidate]:
        """Every leader pattern hung on ``token``."""
        if token.lower_ == "lead" or (token.lower_ == "led" and token.i == token.sent.start):
            yield from self.lead_by_any(token)
        if token.lemma_ == "be":
            yield from self.leaders_are(token)
            yield from self.there_are_leaders(token)
            yield from self.place_where_title(token)
            yield from self.title_copula(token)
            yield from self.national_leader(token)
            yield from self.leader_of_which(token)
            yield from self.place_bare_title(token)
            yield from self.and_the_leader(token)
            yield from self.the_leader_along_with(token)
        if token.lemma_ == "have":
            yield from self.has_leaders(token)
            yield from self.has_as_leader(token)
        if token.lemma_ == "include":
            yield from self.leaders_include(token)
        if token.lemma_ in ("be", "call", "name"):
            yield from self.place_leader_is(token)
        yield from self.leader_facts_v3(token)

    def leader_facts_v3(self, token: Token) -> Iterator[Candidate]:
        """The tenth round's leader patterns hung on ``token`` (module docstring, last part)."""
        if token.lower_ == "leader" and token.dep_ in ("compound", "appos", "pobj", "dobj"):
            yield from self.leader_before_name(token)
        if token.lemma_ == "be":
            yield from self.counted_leaders(token)
            yield from self.where_clause_conjunct(token)
            yield from self.national_leaders(token)
            yield from self.there_are_named_leaders(token)
            yield from self.bare_leader_of(token)
            yield from self.focus_leader(token)
            yield from self.national_focus_leaders(token)
            yield from self.city_leader(token)
            yield from self.fronted_in_leader(token)
            yield from self.head_of_government(token)
            yield from self.named_title_of(token)
            yield from self.person_is_its_title(token)
            yield from self.title_there(token)
        if token.lemma_ == LEADER and token.dep_ == "pobj" and token.head.lower_ == "as":
            yield from self.has_as_bare_leader(token)
        if token.lemma_ in _RULING_VERBS and token.pos_ == "VERB" and token.lower_ != "lead":
            yield from self.ruled_by(token)
        if token.lemma_ == "lead" and token.pos_ == "VERB":
            yield from self.leads_place(token)
            yield from self.split_country_led(token)
            yield from self.located_and_led(token)
        if token.lower_ == "one" and token.dep_ == "conj":
            yield from self.misjoined_one_of_leaders(token)
        if token.lower_ == "with" and token.dep_ == "prep" and not named(token.head):
            yield from self.with_its_leader(token)
        if token.lemma_ in _OFFICE_VERBS and token.pos_ == "VERB":
            yield from self.title_in_office(token)

    def title_in_office(self, verb: Token) -> Iterator[Candidate]:
        """ "X served as (the) mayor of Y (from 1990 to 1998)", "X was elected / appointed
        governor of Y in 2016", "X became Prime Minister of Y": a title held, keyed like "X was
        the mayor of Y"; a span of years ("from 1990 to 1998", "until 2004") or the date of the
        election is its qualifier, so that a past holder is told from the present one."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        if verb.lemma_ == "serve":
            noun = v1._prep_object(v1._prep(verb, "as"))
        else:
            noun = v1._child(verb, "oprd") or v1._child(verb, "attr")
        if noun is None or any(c.lower_ in ("former", "acting", "deputy", "vice") for c in noun.lefts):
            return
        title = self._leader_title(noun, definite=False, of=True)
        det = v1._child(noun, "det")
        if title is None or (det is not None and det.lower_ != "the") or v1._child(noun, "poss") is not None:
            return
        place_token = v1._prep_object(v1._prep(noun, "of"))
        place = _lone_place(place_token) or _office_place(place_token, title)
        subj = v1._child(verb, "nsubjpass") if _is_passive(verb) else self.subject(verb)
        if place is None or subj is None or not _leader_value(subj):
            return
        if title in _CITY_TITLES and is_country(place.text):
            return  # no country has a mayor
        entity, value = self.entity(place), self._leader_name(subj)
        if entity and value:  # a span of years ("from 1990 to 1998") is the qualifier: a past holder
            yield Candidate(entity, title, value, v1.qualifier_of([verb, noun], place, subj))

    def with_its_leader(self, prep: Token) -> Iterator[Candidate]:
        """ "X is an ethnic group in South Africa, with A and B as its leaders", "The memorial
        stands in Norway, with X as its leader": "its" after the place "in" names is that
        place's (a building or a people is led by no one)."""
        obj = v1._prep_object(prep)
        if obj is None or not named(obj) or obj.ent_type_ in ("GPE", "LOC", "DATE", "CARDINAL"):
            return
        as_ = v1._prep(obj, "as") or v1._prep(prep.head, "as")
        noun = v1._prep_object(as_)
        poss = v1._child(noun, "poss") if noun is not None else None
        if noun is None or poss is None or poss.lower_ != "its" or noun.lemma_.lower() != LEADER:
            return
        ins = [p for p in v1._children(prep.head, "prep") if p.lower_ == "in" and p.i < prep.i]
        place = v1._prep_object(ins[-1]) if ins else None
        if place is None or not named(place) or place.ent_type_ not in ("GPE", "LOC") or v1._children(place, "conj"):
            return
        entity, value = self._place_entity(place), self._leader_name(obj)
        if entity and value and value != entity:
            yield Candidate(entity, LEADER, value)

    # ---- "lead by" --------------------------------------------------------------------------

    def lead_by_any(self, lead: Token) -> Iterator[Candidate]:
        """ "Y is lead by X" and the other places of a misspelt "lead by" (module docstring)."""
        agent = v1._prep_object(_by(lead))
        if agent is None or any(c.dep_ == "neg" for c in lead.head.children):
            return
        if agent.pos_ == "NOUN" and not named(agent):  # "lead by the Labour politician X": X, apposed
            agent = next(
                (c for c in v1._children(agent, "appos") if c.i == agent.i + 1 and c.ent_type_ == "PERSON"), agent
            )
        place = self._led_place(lead)
        entity = self._place_entity(place) if place is not None else self._pointed_country(lead)
        for member in [*_coordinated(agent), *_partners(lead)]:
            value = self._leader_name(member)
            if entity and value:
                yield Candidate(entity, "led by", value)

    def _pointed_country(self, lead: Token) -> str | None:
        """ "Y is part of the Z region and the country is lead by X": a bare "the country" subject
        of "is lead by" names the one sovereign country named before it in the sentence, else
        the one the previous sentence named (never a region the sentence names: none is led so)."""
        head = lead.head
        own = v1._child(head, "nsubj") if head.lemma_ == "be" and lead.dep_ in ("acomp", "attr") else None
        if _country_noun(own) is None or own is None or v1._children(own, "relcl"):
            return None
        before = [e.text for e in own.sent.ents if e.end <= own.i and is_country(e.text)]
        countries = set(before) or {p for p in self.last_places if is_country(p)}
        if len(countries) != 1:
            return None
        name = countries.pop()
        if not before:
            self.from_previous.add(name)
        return name

    def _leader_name(self, member: Token) -> str | None:
        """The name of a person, a party or a body that leads ("the Liberal Democrats")."""
        if not _leader_value(member):
            return None
        name = _proper_adjectives(member) or self._named_value(member)
        return _MONARCH_TITLE.sub("", name, count=1) if name else name

    def _led_place(self, lead: Token) -> Token | None:
        """The place "lead by" says is led, or None."""
        doc, head = lead.doc, lead.head
        if lead.i == lead.sent.start:  # "Lead by A and B, Y has ...": the main clause's subject
            return _fronted_subject(lead)
        if lead.i >= 2 and doc[lead.i - 1].text == "(":
            return _lone_place(doc[lead.i - 2])  # "Y (lead by X)"
        if lead.dep_ == "appos":
            return _lone_place(head)  # "Y, lead by X, ..."
        before = doc[lead.i - 1]
        if before.lemma_.lower() in _COUNTRY_NOUNS and before.pos_ == "NOUN" and v1._child(before, "det") is not None:
            return _apposed_place(before)  # "Y, a country lead by A and B"
        own = v1._child(lead, "nsubjpass") or v1._child(lead, "nsubj")
        if own is None and head.lemma_ == "be" and lead.dep_ in ("acomp", "attr"):
            own = v1._child(head, "nsubj")
            if own is None and head.dep_ == "conj":  # "Y is part of Z and is lead by X"
                own = self.subject(head)  # "Y, which has the B postcode and is lead by X": "which"
        elif own is None:
            return None
        if own is not None and own.lower_ in ("which", "that"):
            clause = own.head  # "the country which is lead by X": the country the text named
            return _relative(own) or (_country_noun(clause.head) if clause.dep_ == "relcl" else None)
        return self._the_country(own) or _lone_place(own) or _part_place(own)

    def _place_entity(self, place: Token) -> str | None:
        """The name of a place, or of the country "the country which ..." is: the last country
        named before it (in the sentence, else in the previous one)."""
        if _country_noun(place) is None or place.i in self.resolved:
            return self.entity(place)
        before = [e.text for e in place.sent.ents if e.label_ == "GPE" and e.end <= place.i]
        name = before[-1] if before else self.last_place
        if name is None or not is_country(name):
            return None
        if not before:
            self.from_previous.add(name)  # a name of the previous sentence keys this one's fact
        return name

    def _the_country(self, token: Token | None) -> Token | None:
        """ "The country is lead by ...": a bare "the country" the other rules resolved to the
        last country named."""
        if token is None or token.lemma_.lower() not in ("country", "nation") or token.i not in self.resolved:
            return None
        return token if is_country(self.resolved[token.i]) else None  # not "the Eastern Province of X"

    # ---- several leaders --------------------------------------------------------------------

    def leaders_are(self, verb: Token) -> Iterator[Candidate]:
        """ "A and B are leaders in Y", "A and B are both leaders of Y", "Y where A and B are
        leaders", "A and B are leaders in that country", "A and B are among Y's leaders"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        among = next((p for p in v1._children(verb, "prep") if p.lower_ == "among"), None)
        if attr is None and among is not None:
            attr = v1._prep_object(among)
        if subj is None or attr is None or attr.lemma_.lower() != LEADER or attr.tag_ != "NNS":
            return
        if any(c.dep_ == "neg" for c in verb.children) or v1._children(attr, "amod", "compound"):
            return  # "party leaders", "former leaders"
        poss = v1._child(attr, "poss")
        preps = [p for p in v1._children(attr, "prep") if p.lower_ in ("in", "of")]
        if poss is not None:
            place = self._the_country(poss) or _lone_place(poss) if among is not None else None
        elif preps:
            owner = v1._prep_object(preps[0])
            place = self._the_country(owner) or _lone_place(owner)
        else:
            marker = _where_word(verb)
            place = _antecedent(marker) if marker is not None else None
            pointed, name = self._pointer_of(verb) if marker is None else (False, None)
            if marker is None and not pointed:
                pointed, name = self._pointer_of(attr)  # "there" hung on "leaders"
            if pointed:  # "The Greens are leaders there": the place "there" points at
                if name is None or _building(name):
                    return
                for member in _coordinated(subj):
                    value = self._leader_name(member)
                    if value:
                        yield Candidate(name, LEADER, value)
                return
        yield from self._leaders(place, _coordinated(subj))

    def has_leaders(self, verb: Token) -> Iterator[Candidate]:
        """ "Y has the leaders A and B", "Y, a country which has the leaders A and B", "Y has a
        leader called X"."""
        obj = v1._child(verb, "dobj")
        if obj is None or obj.lemma_.lower() != LEADER or v1._children(obj, "amod", "compound", "poss"):
            return
        det = v1._child(obj, "det")
        if any(c.dep_ == "neg" for c in verb.children) or det is None or det.lower_ not in ("a", "the"):
            return
        called = next((c for c in obj.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
        if called is not None:
            first = v1._child(called, "oprd")  # "Norway has a leader called Ada Price"
        elif obj.tag_ == "NNS":
            first = v1._child(obj, "appos")  # "Norway has the leaders A and B"
        else:
            return
        place = _subject_place(verb)
        yield from self._leaders(place, _coordinated(first))

    def there_are_leaders(self, verb: Token) -> Iterator[Candidate]:
        """ "Y, the country where there are leaders called A and B"."""
        attr = v1._child(verb, "attr")
        if v1._child(verb, "expl") is None or attr is None or attr.lemma_.lower() != LEADER or attr.tag_ != "NNS":
            return
        called = next((c for c in attr.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
        first = v1._child(called, "oprd") if called is not None else None
        marker = _where_word(verb)
        if marker is None or first is None:
            return
        place = _apposed_place(verb.head) if verb.dep_ == "relcl" else None
        yield from self._leaders(place or _antecedent(marker), _coordinated(first))

    def leaders_include(self, verb: Token) -> Iterator[Candidate]:
        """ "Norway's leaders include A and B", "The leaders of Norway include A and B"."""
        subj, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if subj is None or obj is None or subj.lemma_.lower() != LEADER or subj.tag_ != "NNS":
            return
        if any(c.dep_ == "neg" for c in verb.children) or v1._children(subj, "compound"):
            return
        if any(a.lower_ not in _PRESENT_ADJECTIVES | {"other"} for a in v1._children(subj, "amod")):
            return  # "Former leaders of Norway include ..."
        poss = v1._child(subj, "poss")
        whose = _antecedent(poss) if poss is not None and poss.lower_ == "whose" else None
        held = v1._prep_object(v1._prep(subj, "of"))
        if held is not None and held.lower_ == "which" and subj.left_edge.i > 0:
            whose = whose or _antecedent(subj.doc[subj.left_edge.i])  # "India, the leaders of which include A"
        if poss is None and held is None and not v1._children(subj, "prep", "relcl", "acl", "det"):
            yield from self._focus_leaders(verb, subj, _coordinated(obj))  # "..., and other key leaders include A"
            return
        if any(a.lower_ == "other" for a in v1._children(subj, "amod")):
            return
        place = whose or _lone_place(poss) or _lone_place(held)
        yield from self._leaders(place, _coordinated(obj))

    def _focus_leaders(self, verb: Token, subj: Token, members: list[Token]) -> Iterator[Candidate]:
        """ "Y ... . (Other) key leaders include A and B": leaders with no place of their own, of
        the one country in focus (named before in the sentence, else in the previous one)."""
        if _where_word(verb) is not None or verb.dep_ in ("relcl", "advcl") or verb.tag_ not in ("VBZ", "VBP"):
            return
        first = min(subj.left_edge.i, verb.i)
        previous = self.previous
        if not self._places_before(verb.doc[first]) and not (previous is not None and _unled_thing(previous)):
            return  # "The band toured Norway. Key leaders include ...": the band's
        entity = self.focus_place(verb, first, LEADER)
        if not entity or not is_country(entity):
            return
        for member in members:
            value = self._leader_name(member) if _leader_value(member) else None
            if value:
                yield Candidate(entity, LEADER, value)

    def leader_of_which(self, verb: Token) -> Iterator[Candidate]:
        """ "Norway, the country of which Ada Price is leader / a leader / the leader"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        prep = next((c for c in v1._children(verb, "prep") if c.lower_ == "of" and c.i < verb.i), None)
        which = v1._prep_object(prep)
        if subj is None or attr is None or which is None or which.lower_ != "which" or verb.dep_ != "relcl":
            return
        if attr.lemma_.lower() != LEADER or attr.tag_ != "NN" or v1._children(attr, "amod", "compound", "prep"):
            return
        place = _apposed_place(verb.head) or _lone_place(verb.head)
        yield from self._leaders(place, _coordinated(subj))

    def place_bare_title(self, verb: Token) -> Iterator[Candidate]:
        """ "Ada Price is mayor of Lenmouth", "Ada Price was Lord Mayor of Lenmouth" (a title
        without an article), "Lenmouth, where Ada Price is leader"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or v1._child(attr, "det") is not None or v1._child(attr, "poss") is not None:
            return
        if any(c.dep_ == "neg" for c in verb.children) or not _leader_value(subj):
            return
        if attr.lemma_.lower() == LEADER and attr.tag_ == "NN" and not list(attr.children):
            marker = _where_word(verb)
            place = _antecedent(marker) if marker is not None else None
            yield from self._leaders(place, [subj])
            return
        title = self._leader_title(attr, definite=False, of=True)
        held = v1._prep_object(v1._prep(attr, "of"))
        place = (_lone_place(held) or _office_place(held, title)) if title is not None else None
        marker = _where_word(verb)
        if title is not None and marker is not None and v1._prep(attr, "of") is None:
            place = _antecedent(marker)  # "Lenmouth, where Ada Price is mayor"
        entity, value = (self.entity(place), self._leader_name(subj)) if place is not None else (None, None)
        if title and entity and value:
            yield Candidate(entity, title, value)

    def place_leader_is(self, verb: Token) -> Iterator[Candidate]:
        """ "The Norway leader is Ada Price", "The Norway leader is named Ada Price": a place name
        before "leader"."""
        if verb.lemma_ == "be":
            noun, value = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        elif _is_passive(verb):
            noun, value = v1._child(verb, "nsubjpass"), v1._child(verb, "oprd")
        else:
            return
        if noun is None or value is None or noun.lemma_.lower() != LEADER or noun.tag_ != "NN":
            return
        det = v1._child(noun, "det")
        places = v1._children(noun, "compound")
        if det is None or det.lower_ != "the" or len(places) != 1 or v1._children(noun, "amod", "prep", "poss"):
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        yield from self._leaders(_lone_place(places[0]), _coordinated(value))

    def has_as_leader(self, verb: Token) -> Iterator[Candidate]:
        """ "Norway, the country which has X as one of its leaders", "Norway has X as one of its
        leaders", "Y, the country that has X as its leader"."""
        obj = v1._child(verb, "dobj")
        noun = v1._prep_object(v1._prep(verb, "as") or (v1._prep(obj, "as") if obj is not None else None))
        if obj is None or noun is None or any(c.dep_ == "neg" for c in verb.children):
            return
        verb_as, obj_as = v1._prep(verb, "as"), v1._prep(obj, "as")
        if verb_as is not None and obj_as is not None and obj_as.i < verb_as.i:
            # "has Bratislava as its capital and Ada Price as its president": the second "as"
            # (hung on the verb) is the conjunct's, not the object's
            first = v1._prep_object(obj_as)
            partners = [c for c in (first.conjuncts if first is not None else ()) if obj_as.i < c.i < verb_as.i]
            if not partners or not named(partners[-1]):
                return
            obj = partners[-1]
        if noun.lower_ == "one":
            noun = v1._prep_object(v1._prep(noun, "of"))
        poss = v1._child(noun, "poss") if noun is not None else None
        title = self._leader_title(noun) if noun is not None and poss is None else None
        if noun is not None and poss is not None and poss.lower_ == "its":
            title = self._leader_title(noun, definite=False)
        if noun is not None and title is not None and noun.lower_ != "one":
            yield from self._place_title_holder(verb, title, obj)  # "has Ada Price as its Queen / as the mayor"
            return
        if noun is None or noun.lemma_.lower() != LEADER or poss is None or poss.lower_ not in ("its", "their"):
            return
        if v1._children(noun, "amod", "compound"):
            return
        place = _subject_place(verb)
        yield from self._leaders(place, [*_coordinated(obj), *_partners(noun)])

    def _place_title_holder(self, verb: Token, title: str, person: Token) -> Iterator[Candidate]:
        """The title fact of "Y has X as its Queen": Y the subject (or the place "which" is)."""
        place = _subject_place(verb)
        entity, value = (self.entity(place), self._leader_name(person)) if place is not None else (None, None)
        if entity and value:
            yield Candidate(entity, title, value)

    def the_leader_along_with(self, verb: Token) -> Iterator[Candidate]:
        """ "A is the leader of Norway along with B": both lead Norway."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or attr.lemma_.lower() != LEADER or attr.tag_ != "NN":
            return
        partners = _partners(attr)
        if not partners or v1._children(attr, "amod", "compound") or any(c.dep_ == "neg" for c in verb.children):
            return
        place = _lone_place(v1._prep_object(v1._prep(attr, "of")))
        yield from self._leaders(place, [*_coordinated(subj), *partners])

    def and_the_leader(self, verb: Token) -> Iterator[Candidate]:
        """ "The capital of Norway is Oslo and the leader is X": "the leader" of a second clause
        belongs to the place the first clause's subject is "of" or "in"."""
        noun, value = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.dep_ != "conj" or verb.head.lemma_ != "be" or noun is None or value is None:
            return
        det = v1._child(noun, "det")
        if noun.lemma_.lower() != LEADER or noun.tag_ != "NN" or det is None or det.lower_ != "the":
            return
        if len(list(noun.children)) != 1 or any(c.dep_ == "neg" for c in verb.children):
            return
        first = v1._child(verb.head, "nsubj")
        if first is not None and first.lower_ == "one":
            first = v1._prep_object(v1._prep(first, "of"))  # "One of the languages of Norway is ..."
        if first is None or first.pos_ != "NOUN" or first.lemma_.lower() == LEADER:
            return
        preps = [p for p in v1._children(first, "prep") if p.lower_ in ("of", "in")]
        place = _lone_place(v1._prep_object(preps[0])) if len(preps) == 1 else None
        yield from self._leaders(place, [value])

    def _leaders(self, place: Token | None, members: list[Token]) -> Iterator[Candidate]:
        """A leader fact of ``place`` for each named member."""
        entity = self._place_entity(place) if place is not None else None
        for member in members:
            value = self._leader_name(member)
            if entity and value:
                yield Candidate(entity, LEADER, value)

    # ---- titles -----------------------------------------------------------------------------

    def place_where_title(self, verb: Token) -> Iterator[Candidate]:
        """ "Y where the prime minister is X", "Y, where X is the mayor": a title noun in a
        "where" clause keys the title of the place the clause hangs on."""
        marker = _where_word(verb)
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if marker is None or subj is None or attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        for noun, person in ((subj, attr), (attr, subj)):
            title = self._leader_title(noun)
            if title is None or not _leader_value(person):
                continue
            place = _antecedent(marker)
            entity, value = (self.entity(place), self._named_value(person)) if place is not None else (None, None)
            if entity and value:
                yield Candidate(entity, title, value)
            return

    def title_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "X is the Queen of Denmark" (one merged name), "Y's Chief Justice is X"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        for title_noun, person in ((attr, subj), (subj, attr)):
            match = _TITLE_OF.match(title_noun.text) if person.ent_type_ in ("PERSON", "") and named(person) else None
            if match is not None and v1._child(title_noun, "det") is not None:  # "The Queen of Denmark is X"
                value = self._named_value(person)
                if value:
                    yield Candidate(match.group(2), match.group(1).lower(), value)
                return
        poss = v1._child(subj, "poss")
        title = self._leader_title(subj, definite=False)
        if title is None or poss is None or not _leader_value(attr):
            return
        whose = poss.lower_ == "whose"  # "Lenmouth, whose mayor is X"
        place = _antecedent(poss) if whose else (poss if _is_country_place(poss) else None)
        entity, value = (self.entity(place), self._named_value(attr)) if place is not None else (None, None)
        if entity and value:
            yield Candidate(entity, title, value)

    @staticmethod
    def _leader_title(noun: Token, definite: bool = True, of: bool = False) -> str | None:
        """The title a noun names ("the prime minister", "the Lord Mayor"), or None; with ``of``
        it may have an "of" phrase (and no other)."""
        preps = v1._children(noun, "prep")
        if noun.pos_ not in ("NOUN", "PROPN") or any(not of or p.lower_ != "of" for p in preps):
            return None
        det = v1._child(noun, "det")
        if definite and (det is None or det.lower_ != "the"):
            return None
        words = [t for t in v1._left_modifiers(noun, {"compound", "amod"}) if t.dep_ not in ("det", "poss")]
        title = v1._text(words).lower()
        return title if title in TITLES else None

    # ---- "an Indian leader" -----------------------------------------------------------------

    def national_leader(self, verb: Token) -> Iterator[Candidate]:
        """ "X was an Indian leader": a person described as a leader with a nationality adjective
        and nothing else ("a party leader", "a leader of the party" name no place)."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or attr.lemma_.lower() != LEADER or attr.tag_ != "NN":
            return
        if not named(subj) or subj.ent_type_ != "PERSON" or any(c.dep_ == "neg" for c in verb.children):
            return
        det = v1._child(attr, "det")
        amods = v1._children(attr, "amod")
        if (
            det is None
            or det.lower_ not in ("a", "an", "the")
            or v1._children(attr, "prep", "compound", "relcl", "acl")
        ):
            return
        if len(amods) != 1 or amods[0].ent_type_ != "NORP":
            return
        country = self._national_place(attr)
        value = self._named_value(subj)
        if country and value:
            yield Candidate(country, LEADER, value)

    # ---- "Its leader" after a building ------------------------------------------------------

    def _place_its(self, sent: Span) -> dict[int, str]:
        """The other rules' "Its" of a place relation; for "Its leader" (or a title) after a
        sentence about a building, an airport, a monument, a dish or a book, the one place that
        sentence named ("" when it named none or several: a building has no leader)."""
        found: dict[int, str] = super()._place_its(sent)  # type: ignore[misc]
        said = list(dict.fromkeys(getattr(self, "places_said", [])))  # the previous sentence's places
        self.places_said = [e.text for e in sent.ents if e.label_ == "GPE"]
        first = sent[0] if len(sent) else None
        if found or first is None or first.lower_ != "its" or first.dep_ != "poss":
            return found
        noun = first.head
        if noun.lemma_.lower() != LEADER and self._leader_title(noun, definite=False) is None:
            return found
        previous = self.previous
        if previous is None or previous[2] in ("GPE", "LOC") or not self._led_by_no_one(previous[0]):
            return found
        return {first.i: said[0] if len(said) == 1 else ""}

    def _led_by_no_one(self, name: str) -> bool:
        """Whether a name is a thing's no one leads: a building, an address, a monument, a dish
        or a written work the text named ("Its leader" after it is its place's)."""
        return _building(name) or monument_name(name) or name in self.dishes or name in self.works

    def refine_leaders(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Drop the sentence's leader facts that name a title as the leader ("the leader is known
        as the President") or a building as the place led ("11 Main Street ... and led by X"),
        and a mayor of a country; "run by" where the same name leads the place ("Y, which is run by
        the Green Party": no operator)."""
        bodies: set[tuple[str, str]] = self.__dict__.pop("governing_bodies", set())  # this sentence's
        for key, fact in list(found.items()):
            if fact.relation == "led by" and (fact.entity, fact.value) in bodies:
                del found[key]  # "governed by X and the City Council": the council governs, X leads
        led = {(f.entity, f.value) for f in found.values() if f.relation == "led by"}
        led_countries = {v for e, v in led if is_country(e)}
        leads = {(f.entity, f.value) for f in found.values() if f.relation == LEADER}
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            if fact.relation == "people" and _demonym_like(fact.value) and is_country(fact.entity):
                del found[key]  # "Y, whose people are the Ys", "Ys are the people of Y": Y's demonym
                found.setdefault((fact.entity, DEMONYM_RELATION, fact.value), replace(fact, relation=DEMONYM_RELATION))
                continue
            if normalize_text(fact.entity) in TITLES:
                del found[key]  # "X is Prime Minister of Y, whose people are Z": Y's, never the title's
                continue
            untitled = _MONARCH_TITLE.sub("", fact.value, count=1)
            if fact.relation == "led by" and untitled in led_countries and not is_country(fact.entity):
                del found[key]  # "The Arabs are a group in Jordan, a country led by X": Jordan's
                continue
            if fact.relation in ("run by", "headed by", "ruled by", "governed by") and (fact.entity, fact.value) in led:
                del found[key]
                continue
            if _LEADER_COUNT.match(fact.relation) and any(e == fact.entity for e, _ in leads):
                del found[key]  # "there are two leaders: A and B" names them, "two" is no fact
                continue
            if fact.relation.endswith(" leader") and (fact.entity, fact.value) in leads:
                del found[key]  # "X is the Norway leader" read as "norway leader" too
                continue
            if relation == LEADER and _two_names(fact.value):
                del found[key]  # "Rui Valente and Ines Gaspar", one name to the pipeline: two leaders
                for name in fact.value.split(" and "):
                    found.setdefault((fact.entity, fact.relation, name), replace(fact, value=name))
                continue
            if relation in _CITY_TITLES and is_country(fact.entity):
                del found[key]  # "Dublin, the Republic of Ireland, where X was Lord Mayor": a city's
            elif relation == LEADER and (_title_name(fact.value) or _building(fact.entity)):
                del found[key]

    def chain_leaders(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A leader stated in a clause after a chain of places ("in Chicago, Cook County, Illinois,
        United States, where X is the leader", "in Lenmouth, Hollin County, where X is the
        leader") leads the chain's first place, whichever place the parser hung the clause on: a
        chain of three or more names, or of two whose second is no country, is the first place's
        address. "Lenmouth, Norway, where ..." is left as the rules read it (the city's or the
        country's leader alike), and so is a clause that names its own place ("where India is
        led by X"). A leader the rules gave no place is the first place's after a chain of three
        or more ("..., Ohio, United States, which is led by X"), and a mayor after any chain (a
        country has none); after two names other leaders are the second's as often as the
        first's ("in Ampara, Eastern Province, which is led by X"): none."""
        for word in sent:
            if word.lower_ not in ("where", "whose", "which"):
                continue
            chain = _chain_before(word)
            if len(chain) < 2 or chain[-1].i < 1 or word.doc[chain[-1].i - 1].text != ",":
                continue  # "in Gujarat, Ahmedabad, in India, whose ...": the last phrase's place
            if chain[0].i > sent.start and word.doc[chain[0].i - 1].text == ",":
                continue  # a name before the chain's first that no rule read as a place: not sure
            read = self._chain_clause_leaders(word)
            if len(chain) == 2:  # "Ampara, Eastern Province which is led by X": the province's, as often
                read = [(title, value) for title, value in read if title in _CITY_TITLES]  # a town's mayor
                if not read and is_country(chain[-1].text):
                    continue
            target = _place_name(chain[0])
            values = {f.value for f in found.values() if self.catalog.canonical(f.relation) in (LEADER, *TITLES)}
            for title, value in read:
                if value not in values:  # the rules found no place for it: the chain's first
                    found.setdefault((target, title, value), Candidate(target, title, value))
            names = {_place_name(t) for t in chain} | {t.text for t in chain}
            after = word.doc[word.i : sent.end].text
            for key, fact in list(found.items()):
                relation = self.catalog.canonical(fact.relation)
                if relation != LEADER and relation not in TITLES and fact.relation not in TITLES:
                    continue
                if fact.entity not in names or fact.entity == target or fact.value not in after:
                    continue
                if fact.entity in after:
                    continue  # "where Gujarat is led by X": the clause names its place
                del found[key]
                found.setdefault((target, fact.relation, fact.value), replace(fact, entity=target))

    def located_its_leader(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The Kivu Cave is located in Bavaria and its leader is X": "its" after a thing placed in
        one place ("is located in Y", "is in Y") is that place's (the other rules read it as the
        thing's, or as no one's): a cave, a building or a monument has no leader. Never after a
        party, a club or a company ("The Green Party is in Lyon and its leader is X")."""
        for token in sent:
            noun = token.head
            if token.lower_ != "its" or token.dep_ != "poss" or token.i == sent.start:
                continue
            if noun.lemma_.lower() != LEADER or noun.tag_ != "NN" or v1._children(noun, "amod", "compound", "prep"):
                continue
            verb = noun.head if noun.dep_ == "nsubj" else noun.doc[noun.i + 1] if noun.i + 1 < sent.end else None
            person = v1._child(verb, "attr") if verb is not None and verb.lemma_ == "be" else None
            if verb is None or person is None or not _leader_value(person) or v1._children(person, "conj"):
                continue
            if any(c.dep_ == "neg" for c in verb.children):
                continue
            before = sent.doc[sent.start : token.i]
            subject = next((t for t in before if t.dep_ in ("nsubj", "nsubjpass") and named(t)), None)
            placing = subject.head if subject is not None else None
            if subject is None or placing is None:
                continue
            placed = placing.lemma_ in ("locate", "situate", "find") and placing.tag_ == "VBN"
            if not placed and placing.lemma_ != "be":
                continue
            name, value = self.entity(subject), self._leader_name(person)
            if not name or not value:
                continue
            thing = _building(name) or monument_name(name) or name.split()[-1].lower() in _THING_HEADS
            thing = thing or subject.ent_type_ == "FAC" or (placed and subject.ent_type_ == "PERSON")
            if not thing:
                continue  # "Lyon is in France and its leader is X", "The Green Party is in Lyon and ...": its own
            for key, fact in list(found.items()):
                if fact.entity == name and self.catalog.canonical(fact.relation) in (LEADER, *TITLES):
                    del found[key]  # the thing's, as the other rules read "its": a thing has none
            ins = [p for p in v1._children(placing, "prep") if p.lower_ == "in"]
            place = _lone_place(v1._prep_object(ins[0])) if len(ins) == 1 and verb.tag_ == "VBZ" else None
            if place is None or any(c.dep_ == "conj" and _is_country_place(c) for c in place.children):
                continue  # "in Bavaria, Germany", "in Bavaria and Hesse": either place's
            entity = self._place_entity(place)
            if entity:
                found.setdefault((entity, LEADER, value), Candidate(entity, LEADER, value))

    def _chain_clause_leaders(self, word: Token) -> list[tuple[str, str]]:
        """(relation, name) of each leader a relative clause states: "where the leader is X",
        "where X is the mayor", "whose leader is X", "which is led by A and B"; a leader's key
        is ``leader``, a title's its own."""
        verb = word.head.head if word.dep_ == "poss" else word.head
        if verb.lemma_ == "be" and verb.dep_ == "relcl" and verb.tag_ in ("VBZ", "VBP"):
            subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
            pairs = [(subj, attr), (attr, subj)] if subj is not None and attr is not None else []
            for noun, named_one in pairs:
                title = self._leader_title(noun, definite=False) or ("leader" if noun.lemma_ == "leader" else None)
                if noun.pos_ == "NOUN" and title is not None and _leader_value(named_one):
                    return self._named_leaders(LEADER if title == "leader" else title, named_one)
        if word.lower_ != "which" or verb.lemma_ not in ("lead", "led", "be"):
            return []
        holder = next((c for c in verb.children if c.dep_ == "acomp" and c.lower_ in ("led", "lead")), verb)
        if holder.lemma_ == "be":
            return []
        by = next((c for c in holder.children if c.dep_ in ("agent", "prep") and c.lower_ == "by"), None)
        person = v1._prep_object(by)
        return self._named_leaders(LEADER, person) if person is not None and _leader_value(person) else []

    def _named_leaders(self, key: str, person: Token) -> list[tuple[str, str]]:
        """(key, name) of a leader and of each one joined to it ("A and B")."""
        return [(key, self._leader_name(t) or t.text) for t in [person, *person.conjuncts] if _leader_value(t)]

    # ---- tenth round: a leader noun before a name, counted leaders, "where" conjuncts ----------

    def leader_before_name(self, noun: Token) -> Iterator[Candidate]:
        """ "Y, a country with leader X", "With the leader X, Y is ...", "Y has leader X", "Y
        (leader X)", "Y (leader: X)": the noun "leader" right before a name says who leads the
        place the phrase hangs on."""
        if noun.tag_ != "NN" or any(c.dep_ not in ("det", "punct", "appos") for c in noun.children):
            return  # "party leader X", "former leader X"
        person: Token | None = noun.head
        if noun.dep_ != "compound":  # "Y (leader: X)", "With the leader, X, ...": the name apposed to the noun
            person = next((c for c in noun.children if c.dep_ == "appos" and c.i > noun.i), None)
            if person is None or (noun.dep_ == "appos" and noun.doc[person.i - 1].text != ":"):
                return
        if person is None or not named(person) or person.i < noun.i:
            return
        yield from self._leaders(self._place_of_leader_phrase(person if noun.dep_ == "compound" else noun), [person])

    def _place_of_leader_phrase(self, phrase: Token) -> Token | None:
        """The place a phrase "leader X" tells of: the noun "with" hangs on (or the main clause's
        subject for a fronted "With ..."), the subject of "has", or the place a bracket follows."""
        head, doc = phrase.head, phrase.doc
        if phrase.dep_ == "pobj" and head.lower_ == "with":
            holder = head.head
            if holder.pos_ in ("AUX", "VERB") and head.i < holder.i:
                return _subject_after(head.right_edge.i, v1._child(holder, "nsubj"))  # "With the leader X, Y is ..."
            return _apposed_place(holder) or _lone_place(holder)
        if phrase.dep_ == "dobj" and head.lemma_ == "have":
            return _subject_place(head)  # "Y has leader X", "Y, which now has leader X"
        if phrase.dep_ == "appos" and "(" in (doc[phrase.left_edge.i].text, doc[phrase.left_edge.i - 1].text):
            return _lone_place(head)
        return None

    def counted_leaders(self, verb: Token) -> Iterator[Candidate]:
        """ "Two of Y's leaders are A and B", "Y, where two of the leaders are A and B", "Among
        Y's leaders are A and B", "Y, where main leaders are A and B": each name is one of the
        place's leaders."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        doc = verb.doc
        if attr is None and verb.i + 2 < len(doc) and doc[verb.i + 1].text == ",":
            after = doc[verb.i + 2]  # "Two of the leaders of which are, A and B": the names hung on the verb
            attr = after if after.head.i == verb.i and after.dep_ in ("conj", "appos") and named(after) else None
        if attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        if subj is not None and subj.lower_ in _COUNTS:
            noun = v1._prep_object(v1._prep(subj, "of"))
        elif subj is not None and subj.lemma_.lower() == LEADER and self._leaders_place(verb, subj) is not None:
            noun = subj  # "Y, where (the main) leaders are A and B", "Y, where ..., and key leaders are A and B"
        elif subj is None:  # "Among Y's leaders are A and B"
            among = next((p for p in v1._children(verb, "prep") if p.lower_ == "among" and p.i < verb.i), None)
            noun = v1._prep_object(among)
        else:
            return
        if noun is None or noun.lemma_.lower() != LEADER or noun.tag_ != "NNS":
            return
        if any(a.lower_ not in _PRESENT_ADJECTIVES for a in v1._children(noun, "amod", "compound")):
            return  # "two of the former leaders", "two of the party leaders"
        if subj is not None and subj.i == verb.sent.start and verb.dep_ == "ROOT":
            country = self._which_opening_country(noun)
            if country is not None:  # "Two of the leaders of which are A and B." after "X is in Kenya."
                for member in _coordinated(attr):
                    value = self._leader_name(member)
                    if value:
                        yield Candidate(country, LEADER, value)
                return
        yield from self._leaders(self._leaders_place(verb, noun), _coordinated(attr))

    def _which_opening_country(self, noun: Token) -> str | None:
        """ "... is in Kenya. Two of the leaders of which are A and B": a sentence opening with a
        relative "of which" that has no antecedent of its own tells of the previous sentence's
        last place when that is its one country (None after two countries, or a town last)."""
        which = v1._prep_object(v1._prep(noun, "of"))
        if which is None or which.lower_ != "which" or v1._child(noun, "poss") is not None:
            return None
        places = list(self.last_places)
        countries = {p for p in places if is_country(p)}
        if not places or len(countries) != 1 or places[-1] not in countries:
            return None
        previous = self.previous
        if previous is not None and not _unled_thing(previous):
            return None  # "The Lyon Ramblers are a band ...": the band's
        return self._carried_country(places[-1])

    def _carried_country(self, name: str) -> str:
        """A country of the previous sentence keying this one's fact, marked so."""
        self.from_previous.add(name)
        return name

    def _leaders_place(self, verb: Token, noun: Token) -> Token | None:
        """The place of "Y's leaders", "the leaders of Y", "the country's leaders" or of the
        "where" clause the verb is in."""
        poss = v1._child(noun, "poss")
        if poss is not None:
            return self._the_country(poss) or _lone_place(poss)
        owner = v1._prep_object(v1._prep(noun, "of")) or v1._prep_object(v1._prep(noun, "in"))
        if owner is not None:
            return self._the_country(owner) or _lone_place(owner)
        subj = v1._child(verb, "nsubj")
        marker = _where_word(verb) or (_joined_relative(verb, subj) if subj is not None else None)
        return _antecedent(marker) if marker is not None else None

    def where_clause_conjunct(self, verb: Token) -> Iterator[Candidate]:
        """ "Y, where Welsh is spoken and X is the leader", "Y, whose capital is Z and X is one of
        its leaders": a clause joined by "and" to a "where" or "whose" clause tells of the same
        place, wherever the parser hung it; also "Y, where X is a key leader"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        marker = _where_word(verb) or (_joined_relative(verb, subj) if subj is not None else None)
        tail = _misjoined_subject(verb) if marker is None else None
        if tail is not None:  # "whose capital is Z and X is one of its leaders" read as "Z and X is ..."
            subj, marker = tail, _open_relative(verb.doc, tail.left_edge.i - 2)
        if marker is None or subj is None:
            return
        for noun, person in ((attr, subj), (subj, attr)):
            if not _leader_value(person):
                continue
            title = self._leader_title(noun)
            place = _antecedent(marker)
            if title is not None:  # "... and X is the mayor"
                entity, value = (self.entity(place), self._named_value(person)) if place is not None else (None, None)
                if entity and value:
                    yield Candidate(entity, title, value)
            elif self._bare_leader(noun, person is subj) or (person is subj and _one_of_the_leaders(noun)):
                yield from self._leaders(place, [person])
            return

    @staticmethod
    def _bare_leader(noun: Token, person_first: bool) -> bool:
        """ "the leader", "its leader", "a (key) leader" (only as "X is a leader", one of
        several), with nothing but "alongside ..." after it."""
        det = v1._child(noun, "det") or v1._child(noun, "poss")
        if noun.lemma_.lower() != LEADER or noun.tag_ != "NN" or det is None:
            return False
        if det.lower_ not in ("the", "its", "their") and not (person_first and det.lower_ == "a"):
            return False
        extra = [c for c in noun.children if c.i != det.i]
        return all(
            (c.dep_ == "prep" and c.lower_ in ("alongside", "beside"))
            or (c.dep_ == "amod" and c.lower_ in _PRESENT_ADJECTIVES and c.i < noun.i)
            or c.dep_ == "cc"
            or (c.dep_ == "conj" and _opens_clause(noun, c))  # "X is a leader and Welsh is spoken"
            for c in extra
        )

    def ruled_by(self, verb: Token) -> Iterator[Candidate]:
        """ "Y, which is run by X", "Y is ruled by X", "Y is headed by X", "... from Y, led by X",
        "Y, a country led by X": a place a person or a party runs is led by them (an airport "run
        by" a company stays operated, a body "headed by" someone keeps the title the other rules
        read)."""
        agent = v1._prep_object(_by(verb))
        if agent is None or not _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubjpass")
        if subj is not None and subj.lower_ in ("which", "that"):
            place = _relative(subj) or (_country_noun(verb.head) if verb.dep_ == "relcl" else None)
            hung = _lone_place(verb.head) if verb.dep_ == "relcl" else None
            if place is not None and hung is not None and hung.i != place.i:
                return  # "Nairobi, the capital of Kenya, which is led by X": either place's
        elif subj is None and verb.dep_ in ("acl", "advcl"):
            place = _place_before_participle(verb)  # "Y, run by X", "Y, a country led by X"
            if (
                verb.dep_ == "acl"
                and place is not None
                and verb.head.i != place.i
                and _country_noun_of(verb.head) is None
            ):
                return  # the parser hung the participle on another noun ("FC Andino plays ..." misread)
            main = v1._child(verb.head, "nsubj") if verb.dep_ == "advcl" else None
            if not named(agent) or any(c.dep_ != "det" for c in agent.lefts):
                return  # "led by her guide Tom", "led by manager Tom"
            if main is not None and named(main) and not _is_country_place(main):
                return  # "Ada visited Chile, led by Tom", "FC Kelsey play in Chile, led by Tom": of the subject
        elif subj is None and verb.dep_ == "relcl" and verb.head.i < verb.i:
            place = _lone_place(verb.head)
        elif subj is not None and any(c.lemma_.lower() in ("country", "nation") for c in v1._children(subj, "conj")):
            return  # "Mexico's capital is Mexico City and the country is led by X": :meth:`split_country_led`
        else:
            place = self._the_country(subj) or _lone_place(subj)
        if place is not None and (_after_comma_name(place) or v1._child(place, "poss") is not None):
            return  # "Anderson, Indiana is run by X", "Kelvania's Lenmouth, which is run by X": either place's
        entity = self._place_entity(place) if place is not None else None
        if entity is None or _building(entity):
            return
        for member in _coordinated(agent):
            value = self._leader_name(member)
            if verb.lemma_ == "govern" and member.ent_type_ != "PERSON":
                if value:  # "Y is governed by the City Council (and X)": its governing body, no leader
                    self.__dict__.setdefault("governing_bodies", set()).add((entity, value))
                continue
            if value and (verb.lemma_ == "lead" or _governing_name(member)):
                yield Candidate(entity, "led by", value)

    def located_and_led(self, verb: Token) -> Iterator[Candidate]:
        """ "X is located in Y, populated by Z and led by W", "Z is served by X, which is located
        in Y and led by W": "led by" joined to the participle that places a building, an airport
        or a monument (which no one leads) in one country says who leads that country."""
        if verb.dep_ != "conj" or verb.tag_ != "VBN" or v1._child(verb, "nsubjpass", "nsubj") is not None:
            return
        located = verb.head
        if located.lemma_ not in _STATE_PARTICIPLES and located.dep_ == "advcl":
            located = located.head  # "located in Y, populated by Z and led by W"
        if located.lemma_ not in _STATE_PARTICIPLES or any(c.dep_ == "neg" for c in verb.children):
            return
        ins = [p for p in v1._children(located, "prep") if p.lower_ == "in"]
        place = _lone_place(v1._prep_object(ins[0])) if len(ins) == 1 else None
        if place is None or not is_country(place.text) or v1._children(place, "conj", "appos"):
            return
        thing = v1._child(located, "nsubjpass")
        if thing is not None and thing.lower_ in ("which", "that") and located.dep_ == "relcl":
            thing = located.head
        name = self.entity(thing) if thing is not None and named(thing) else None
        if thing is None or not name or not (_building(name) or monument_name(name) or thing.ent_type_ == "FAC"):
            return  # "Lyon, located in France and led by X": the city may be the one led
        if normalize_text(name).split()[-1] in _LED_INSTITUTIONS:
            return  # "The Brennock Museum is located in Norway and led by X": its director
        agent = v1._prep_object(_by(verb))
        if agent is None or not named(agent) or any(c.dep_ != "det" for c in agent.lefts):
            return  # "led by its curator X": the building's
        yield from self._leaders(place, [m for m in _coordinated(agent) if m.ent_type_ in ("PERSON", "ORG", "NORP")])

    def national_leaders(self, verb: Token) -> Iterator[Candidate]:
        """ "A and B are Greek leaders", "X is a US leader", "X is the Norway leader": a place
        or a nationality adjective, and nothing else, before "leader" or "leaders" names the place led."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or attr.lemma_.lower() != LEADER or any(c.dep_ == "neg" for c in verb.children):
            return
        members = [m for m in _coordinated(subj) if _leader_value(m)]
        plural = attr.tag_ == "NNS"
        if not members or len(members) != len(_coordinated(subj)) or (len(members) > 1) != plural:
            return
        det = v1._child(attr, "det")
        modifiers = [c for c in attr.children if c.dep_ != "det"]
        if len(modifiers) != 1 or modifiers[0].dep_ not in ("amod", "compound") or modifiers[0].i != attr.i - 1:
            return  # "a former Greek leader", "a Greek party leader", "the leader of ..."
        if (det is not None and det.lower_ not in ("a", "an", "the")) or (det is None and not plural):
            return
        country = self._national_place(attr)
        for member in members:
            value = self._named_value(member)
            if country and value:
                yield Candidate(country, LEADER, value)

    def has_as_bare_leader(self, noun: Token) -> Iterator[Candidate]:
        """ "Y has X as leader", "Y, which has Oslo as its capital and X as leader", "Y has A and B
        as leaders": "as leader" or "as leaders" without an article after the names of those the place has."""
        if list(noun.children):
            return
        person = noun.head.head
        if person.pos_ == "VERB":  # "has X as leader" with "as" on the verb
            person = v1._child(person, "dobj") or person
        before = noun.doc[noun.head.i - 1]
        if not named(person) and before.dep_ == "conj" and named(before):
            person = before  # "Oslo as its capital and X as leader", "as" hung on "capital"
        verb: Token | None = person
        for _ in range(3):  # up from a conjunct ("Oslo as its capital and X as leader") to "has"
            if verb is None or verb.lemma_ == "have":
                break
            verb = verb.head if verb.dep_ in ("conj", "dobj", "pobj", "prep") else None
        if verb is None or verb.lemma_ != "have" or any(c.dep_ == "neg" for c in verb.children) or person is verb:
            return
        members = _coordinated(person) if noun.tag_ == "NNS" else [person]
        if (len(members) > 1) == (noun.tag_ == "NNS"):  # "X as leader", "A and B as leaders"
            yield from self._leaders(_subject_place(verb), members)

    def leads_place(self, verb: Token) -> Iterator[Candidate]:
        """ "The Liberal Democrats lead Lyon", "A and B lead the country of Norway", "X leads that
        country, where ...": the named subjects lead the place the object names."""
        obj = v1._child(verb, "dobj")
        if obj is None or _is_passive(verb) or _by(verb) is not None or any(c.dep_ == "neg" for c in verb.children):
            return
        if obj.lemma_.lower() in ("country", "nation") and v1._prep(obj, "of") is not None:
            obj = v1._prep_object(v1._prep(obj, "of")) or obj  # "the country of Norway"
        place = _country_noun(obj) or _lone_place(_unwrap_place(obj))
        if place is None or (place is obj and _after_comma_name(obj)):
            return
        yield from self._leaders(place, [m for m in _coordinated(v1._child(verb, "nsubj")) if named(m)])

    def there_are_named_leaders(self, verb: Token) -> Iterator[Candidate]:
        """ "In Y there are two leaders: A and B", "In Y, there are two prominent leaders, A and
        B": the names listed after "leaders" lead the place the sentence opens with."""
        attr = v1._child(verb, "attr")
        if v1._child(verb, "expl") is None or attr is None or attr.lemma_.lower() != LEADER or attr.tag_ != "NNS":
            return
        if any(c.dep_ == "neg" for c in verb.children) or v1._children(attr, "prep", "relcl", "acl", "compound"):
            return
        if any(a.lower_ not in _PRESENT_ADJECTIVES for a in v1._children(attr, "amod")):
            return  # "there are two former leaders: ..."
        first = next((c for c in attr.children if c.dep_ in ("appos", "conj") and c.i > attr.i), None)
        if first is None:  # "there are two leaders: A and B" with the names a second "attr" of the verb
            first = next((c for c in verb.children if c.dep_ in ("attr", "appos") and c.i > attr.i and named(c)), None)
        if first is None or attr.doc[first.i - 1].text not in (",", ":"):
            return
        opening = next((p for p in v1._children(verb, "prep") if p.lower_ == "in" and p.i < verb.i), None)
        yield from self._leaders(_lone_place(v1._prep_object(opening)), _coordinated(first))

    def bare_leader_of(self, verb: Token) -> Iterator[Candidate]:
        """ "X is leader of Y", "X is leader in Y", "X is another leader in the country": "leader"
        without an article (or after "another") and a place after "of" or "in"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or attr.lemma_.lower() != LEADER or attr.tag_ != "NN":
            return
        if not _leader_value(subj) or any(c.dep_ == "neg" for c in verb.children):
            return
        det = v1._child(attr, "det")
        preps = [c for c in attr.children if c.dep_ == "prep" and c.lower_ in ("of", "in", "within")]
        if (
            (det is not None and det.lower_ != "another")
            or len(preps) != 1
            or len(list(attr.children)) != 1 + bool(det)
        ):
            return
        owner = v1._prep_object(preps[0])
        yield from self._leaders(self._the_country(owner) or _lone_place(owner), [subj])

    def split_country_led(self, verb: Token) -> Iterator[Candidate]:
        """ "Mexico's capital is Mexico City and the country is led by X": the parser joined the
        capital and "the country" as the subjects of "led"; the country is the first clause's owner."""
        subj = v1._child(verb, "nsubjpass")
        if verb.lemma_ != "lead" or verb.dep_ != "ccomp" or subj is None or verb.head.lemma_ != "be":
            return
        country = next((c for c in v1._children(subj, "conj") if c.lemma_.lower() in ("country", "nation")), None)
        noun = v1._child(verb.head, "nsubj")
        if country is None or noun is None or self.catalog.canonical(v1.relation_phrase(noun)) != "capital":
            return
        owner = v1._child(noun, "poss") or v1._prep_object(v1._prep(noun, "of"))
        agent = v1._prep_object(_by(verb))
        if owner is None or agent is None or not named(owner) or not is_country(owner.text):
            return
        entity = self._named_value(owner)
        for member in _coordinated(agent):
            value = self._leader_name(member)
            if entity and value:
                yield Candidate(entity, "led by", value)

    def person_is_its_title(self, verb: Token) -> Iterator[Candidate]:
        """ "The capital of Estonia is Tallinn and Alar Karis is its president": a person is
        "its" leader or title, "its" read as the sentence's country (a second pass resolves it)."""
        person, noun = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        before = verb.doc[verb.i - 1] if verb.i > 0 else None
        if person is None and before is not None and before.dep_ == "conj" and verb.dep_ in ("ccomp", "conj"):
            person = before  # "... of France and Emmanuel Macron is its president": "France and Macron"
        if person is None or noun is None or not _leader_value(person) or any(c.dep_ == "neg" for c in verb.children):
            return
        poss = v1._child(noun, "poss")
        if poss is None or poss.lower_ != "its" or poss.i not in self.resolved or v1._children(noun, "prep"):
            return
        entity = self.resolved[poss.i]
        if noun.lemma_.lower() == LEADER and noun.tag_ == "NN" and not v1._children(noun, "amod", "compound"):
            relation: str | None = LEADER
        else:
            relation = self._leader_title(noun, definite=False)
        if relation is None or not is_country(entity):
            return
        value = self._leader_name(person)
        if value:
            yield Candidate(entity, relation, value)

    def title_there(self, verb: Token) -> Iterator[Candidate]:
        """ "The book was published in Belgium. Philippe is king there", "X is the president
        there": a person holding a title "there" (the place the pointer names), in the present."""
        person, noun = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if person is None or noun is None or verb.tag_ not in ("VBZ", "VBP") or not _leader_value(person):
            return
        if any(c.dep_ in ("neg", "aux", "prep") for c in verb.children) or v1._child(noun, "poss") is not None:
            return
        det = v1._child(noun, "det")
        if (det is not None and det.lower_ != "the") or noun.lemma_.lower() == LEADER:
            return  # "a king there" is one of several; "the leader there" is another rule's
        title = self._leader_title(noun, definite=False)
        pointed, place = self._pointer_of(verb)
        if not pointed:
            pointed, place = self._pointer_of(noun)
        value = self._leader_name(person)
        if title and pointed and place and value:
            yield Candidate(place, title, value)

    def named_title_of(self, verb: Token) -> Iterator[Candidate]:
        """ "The First Minister of Scotland is X": a title the pipeline merged into one name
        (tagged as a facility or an organisation), "of" a named place, with a person as value."""
        noun, person = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if noun is None or person is None or not named(noun) or any(c.dep_ == "neg" for c in verb.children):
            return
        title = normalize_text(noun.text)
        det = v1._child(noun, "det")
        if title not in TITLES or det is None or det.lower_ != "the" or not _leader_value(person):
            return
        place = v1._prep_object(v1._prep(noun, "of"))
        if place is None or not _is_country_place(place) or _in_chain(place) or v1._children(place, "conj"):
            return
        entity, value = self._named_value(place), self._leader_name(person)
        if entity and value and not _building(entity):
            yield Candidate(entity, title, value)

    def head_of_government(self, verb: Token) -> Iterator[Candidate]:
        """ "X is the head of government of Mexico City", "X is head of state of Y": the title
        "head of government" (a leader's title) or "head of state" (the leader) of a named place."""
        subj, head = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or head is None or head.lemma_.lower() != "head" or any(c.dep_ == "neg" for c in verb.children):
            return
        if any(c.dep_ in ("amod", "compound", "poss") for c in head.children):
            return  # "the former head of ...", "its head of ..."
        office = v1._prep_object(v1._prep(head, "of"))
        if office is None or office.lower_ not in ("government", "state") or v1._children(office, "det", "amod"):
            return
        place = _unwrap_place(v1._prep_object(v1._prep(office, "of")))
        if place is None or not _is_place_name(place) or _in_chain(place):
            return
        value, entity = self._leader_name(subj), self._named_value(place)
        if value and entity and not _building(entity):
            yield Candidate(entity, f"head of {office.lower_}", value)

    def fronted_in_leader(self, verb: Token) -> Iterator[Candidate]:
        """ "In Vietnam the leader is To Lam (and the capital is Hanoi)": a sentence opening with
        "In" a named country, then "the leader is" a name."""
        prep = next((c for c in v1._children(verb, "prep") if c.i == verb.sent.start and c.lower_ == "in"), None)
        place = v1._prep_object(prep)
        subj, person = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if place is None or subj is None or person is None or any(c.dep_ == "neg" for c in verb.children):
            return
        if not named(place) or not is_country(place.text) or v1._children(place, "conj", "appos"):
            return
        det = v1._child(subj, "det")
        if subj.lemma_.lower() != LEADER or subj.tag_ != "NN" or det is None or det.lower_ != "the":
            return
        if len(list(subj.children)) != 1 or any(named(c) for c in person.children if c.dep_ == "conj"):
            return  # "the leader of ...", two names
        value = self._leader_name(person)
        entity = self._named_value(place)
        if entity and value:
            yield Candidate(entity, LEADER, value)

    def focus_leader(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a leader", "The leader is X", "Another leader is X" with no place of their own
        (no "of", "in", "there", "where", "its"): the leader of the place in focus, the one place
        named before it in the sentence, else the previous sentence's one place."""
        subj, attr = _misjoined_subject(verb) or v1._child(verb, "nsubj"), v1._child(verb, "attr")
        also = [c for c in verb.children if c.dep_ == "advmod" and c.lower_ == "also"]  # "X is also a leader"
        if (
            subj is None
            or attr is None
            or any(c.dep_ in ("neg", "advmod", "prep") for c in verb.children if c not in also)
        ):
            return  # "The capital is Z and X is a leader" read as "Z and X is": X the subject
        if _where_word(verb) is not None or verb.dep_ in ("relcl", "advcl") or verb.tag_ not in ("VBZ", "VBP"):
            return  # "Amundsen was the leader": of an expedition, a band, ... in a story
        for noun, person in ((attr, subj), (subj, attr)):
            if noun.lemma_.lower() != LEADER or noun.tag_ != "NN" or not _leader_value(person):
                continue
            det = v1._child(noun, "det")
            if det is None or det.lower_ not in ("a", "the", "another") or (det.lower_ == "a" and noun is subj):
                return
            if any(c.i != det.i and not (c.dep_ == "amod" and c.lower_ in _PRESENT_ADJECTIVES) for c in noun.children):
                return  # "the leader of Y", "a party leader", "its leader"
            if any(c.dep_ == "conj" for c in person.children):
                return  # two names: "counted" rules read those
            first = min(subj.left_edge.i, verb.i)
            previous = self.previous
            if not self._places_before(verb.doc[first]) and not (previous is not None and _unled_thing(previous)):
                return  # "The band toured Norway. X is the leader": the band's
            entity = self.focus_place(verb, first, LEADER)
            value = self._leader_name(person)
            if entity and value and not _building(entity):
                yield Candidate(entity, LEADER, value)
            return

    def national_focus_leaders(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a national leader", "A and B are key country leaders" with no place of their own:
        the leaders of the country in focus (the one place named before, else the previous
        sentence's), when that place is a sovereign country."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or attr.lemma_.lower() != LEADER or verb.tag_ not in ("VBZ", "VBP"):
            return
        if any(c.dep_ in ("neg", "advmod", "prep") and c.lower_ != "also" for c in verb.children):
            return
        if _where_word(verb) is not None or verb.dep_ in ("relcl", "advcl"):
            return
        members = _coordinated(subj)
        if not all(_leader_value(m) for m in members) or (len(members) > 1) != (attr.tag_ == "NNS"):
            return
        det = v1._child(attr, "det")
        mods = [c for c in attr.children if c.dep_ != "det"]
        national = [c for c in mods if (c.dep_, c.lower_) in (("amod", "national"), ("compound", "country"))]
        if len(national) != 1 or any(c not in national and c.lower_ not in _PRESENT_ADJECTIVES for c in mods):
            return  # "a former national leader", "the country leader of Y"
        if det is not None and det.lower_ not in ("a", "an"):
            return
        first = min(subj.left_edge.i, verb.i)
        previous = self.previous
        if not self._places_before(verb.doc[first]) and not (previous is not None and _unled_thing(previous)):
            return
        entity = self.focus_place(verb, first, LEADER)
        if not entity or not is_country(entity):
            return
        for member in members:
            value = self._leader_name(member)
            if value:
                yield Candidate(entity, LEADER, value)

    def misjoined_one_of_leaders(self, one: Token) -> Iterator[Candidate]:
        """ "Y, where Welsh is the language and one of its (the) leaders is X": the parser joins
        "one" to the first clause's value and hangs X on the verb after "leaders"; X leads the
        place the "where" clause tells of ("Y, a country where ...": the country)."""
        leaders = v1._prep_object(v1._prep(one, "of"))
        if leaders is None or leaders.lemma_.lower() != LEADER or leaders.tag_ != "NNS":
            return
        if v1._children(leaders, "amod", "compound", "prep"):
            return  # "one of the party leaders", "one of the leaders of the union"
        owner, det = v1._child(leaders, "poss"), v1._child(leaders, "det")
        if (owner is not None and owner.lower_ != "its") or (owner is None and (det is None or det.lower_ != "the")):
            return
        doc = one.doc
        verb = doc[leaders.i + 1] if leaders.i + 1 < len(doc) else None
        if verb is None or verb.lemma_ != "be" or verb.tag_ != "VBZ" or any(c.dep_ == "neg" for c in verb.children):
            return
        person = v1._child(verb, "acomp") or v1._child(verb, "attr")
        clause = one.head.head
        if person is None or not _leader_value(person) or clause.dep_ != "relcl" or clause.lemma_ != "be":
            return
        marker = _where_word(clause)
        if marker is None:
            return
        holder = clause.head
        place = _apposed_place(holder) if holder.lemma_.lower() in _COUNTRY_NOUNS else _antecedent(marker)
        yield from self._leaders(place, _coordinated(person))

    def remember_city(self, sent: Span) -> None:
        """The sentence's one town, for "the city" in the next sentence (:meth:`city_leader`)."""
        self.__dict__["city_before"] = _sentence_city(sent)

    def city_leader(self, verb: Token) -> Iterator[Candidate]:
        """ "X is located in Lenmouth, Hollin County, Norway. The leader of the city is Y" (also
        "The city leader is Y", "The city's leader is Y", "Y is a city leader"): "the city" is the
        one town named before (in the sentence, else in the previous one), the first place of a
        chain; nothing when the other rules resolved "the city" themselves, or several towns fit."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or verb.tag_ != "VBZ" or any(c.dep_ == "neg" for c in verb.children):
            return
        for noun, person in ((subj, attr), (attr, subj)):
            if noun.lemma_.lower() != LEADER or noun.tag_ != "NN" or not _leader_value(person):
                continue
            if v1._children(person, "conj") or v1._children(noun, "amod", "relcl", "acl"):
                return
            city = v1._prep_object(v1._prep(noun, "of")) or v1._child(noun, "poss") or v1._child(noun, "compound")
            if city is None or city.lemma_.lower() not in ("city", "town") or city.i in self.resolved:
                return
            det = v1._child(city, "det") or (v1._child(noun, "det") if city.dep_ == "compound" else None)
            if det is None or det.lower_ not in ("the", "this", "that", "a"):
                return
            if det.lower_ == "a" and (city.dep_ != "compound" or noun is subj):
                return  # "a city leader" only as "Y is a city leader"
            if len([c for c in city.children if c.dep_ not in ("det", "case")]) or len(list(noun.children)) > 2:
                return  # "the city of Y", "the capital city"
            first = verb.doc[verb.sent.start : min(noun.left_edge.i, person.left_edge.i)]
            name = _sentence_city(first)
            before = bool(name) or any(_is_country_place(t) for t in first)
            if not before:
                name = self.__dict__.get("city_before")
                if name:
                    self.from_previous.add(name)
            value = self._leader_name(person)
            if name and value:
                yield Candidate(name, LEADER, value)
            return
