"""``spacy-rules.v2``: the dates of events that encyclopedic prose tells in passing.

- **Retirement**: "X retired on 1 August 1974", "X retired in 1974", "X, who retired in 1974,
  ...", "X (retired June 1981)", "X's retirement was in June 1981", "before his retirement in
  1981", "Before she retired in 1981, X ...", "X retired from the Navy in 1974" (the date only:
  the Navy is no value) -> retirement date.
- **First broadcast**: "X first aired on 3rd October 1983", "X was first broadcast in 1983", "X
  premiered on 4 May 1990", "The BBC first broadcast X in 1983", "the first episode of X aired
  ..." -> first air date ("first" or "originally" makes the date the first one; "the second
  series first aired in 1990" names no programme). Who airs it ("X was broadcast by the BBC",
  "X is broadcast on STV", "The BBC broadcast X") is the catalog's "broadcast by", read by v2's
  open verb rules; here only the participles they leave without a subject ("X, broadcast by
  the BBC", "X which was broadcast by STV" read as no relative clause).
- **Building**: "Construction of X began on 30 March 2007", "X, the building of which began 30
  March, 2007", "Its construction began in 1981", "X began construction in 1961", "They started
  to build X in 1961", "X was started in 1700 and completed in 1862" -> building start date;
  "X was constructed from 1927 to 1931", "built between 1927 and 1931" -> building start date
  and completion date; "The construction of X was completed in 1931", "X was finished in 1931",
  "X was designed by Y and completed in 1983" -> completion date.
- **Set-off participles and more building shapes** (session 25): "X (constructed in 1904)",
  "Erected in 1890, X ...", "X, completed April 2014, has ...", "the architect of X, completed in
  1983, was Y" (X, the "of" phrase of a relation noun), "X (built 1961 - 1964)" (start and
  completion) -> construction / completion dates; "Construction of X began in 1927 and ended in
  1931"; "The building of X began in 1973"; "Construction began in 1961" after a sentence naming a
  building; "X was begun in 1327" for a building's name only; "X was dedicated in 1922" -> opening
  date (not "dedicated to"); "X began airing on ..." -> first air date; "A who was ..., and B who
  retired on ..." (B retired); "He ... before he retired" (a resolved "he"); "1969.09.01". No
  building's date on a name the sentence gives a person after a role noun ("The architect of X
  was Y and the building was completed in 1862").
- **Dates of v1's events**: a date the pipeline tagged as no date ("died on the 28 Feb 1966",
  "February 28,1966", "retired 1969-09-01") is read from the text after the verb or a
  preposition (:func:`written_date`); a date written before the verb gives way to one after it
  ("X who was selected in 1962 died on 28 February 1966"); "X passed away in Y on DATE" is a
  death; "X is an American who was born in Y on DATE" tells of X.

An entity is a name, or a pronoun or description resolved to one; a date is written with a year.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from . import spacy_rules as v1
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

    from ..normalize import RelationCatalog

_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_YEAR = r"[12]\d{3}"
_DATE = (
    rf"\d{{4}}[-/]\d{{1,2}}[-/]\d{{1,2}}"  # 1969-09-01, 1971/07/01
    rf"|\d{{4}}\.\d{{1,2}}\.\d{{1,2}}(?!\d)"  # 1969.09.01
    rf"|\d{{1,2}}[/.]\d{{1,2}}[/.]\d{{4}}"  # 3/10/1983
    rf"|{_DAY}\s+(?:of\s+)?{_MONTH},?\s+(?:(?:of|in)\s+)?{_YEAR}"  # 1st of August 1974, 28 Feb 1966
    rf"|{_MONTH}\s+(?:the\s+)?{_DAY}(?:,\s*|\s+){_YEAR}"  # August 1st, 1974; February 28,1966
    rf"|{_MONTH},?\s+(?:of\s+)?{_YEAR}"  # June 1981, June of 1981
    rf"|{_YEAR}"
)
# A date right after a verb or a preposition: "on the 28 Feb 1966", "retired 1969-09-01".
_WRITTEN_DATE = re.compile(rf"\s*[\"\u201c]?(?:the\s+)?(?P<date>{_DATE})(?![\w/-]|\.\d)")
# A span of years or dates: "from 1927 to 1931", "between 1927 and 1931".
_WRITTEN_SPAN = re.compile(
    rf"\s*(?:the\s+(?:years\s+)?)?(?P<start>{_DATE})\s*(?:to|until|till|and|-|–)\s*(?:the\s+)?(?P<end>{_DATE})(?![\w/-])"
)
_DOTTED = re.compile(r"^(\d{4})\.(\d{1,2})\.(\d{1,2})$")
_DATE_PREPS = frozenset([*v1._DATE_PREPS, "of"])  # "of" only in "as of"

_RETIRE = "retire"
# Verbs of broadcasting whose date is the first broadcast with "first" or "originally".
_AIR_VERBS = frozenset(["air", "broadcast", "televise", "screen", "show", "transmit"])
_FIRST_WORDS = frozenset(["first", "originally", "initially"])
_PREMIERE_VERBS = frozenset(["premiere", "premier", "debut"])  # the lemmatizer reads "premiered" as "premier"
_START_VERBS = frozenset(["begin", "start", "commence"])
_BUILD_VERBS = frozenset(["build", "construct", "erect"])
# Nouns of building work: "construction of X", "the building of X", "work on X"; those that are
# building work without a complement ("X began construction"; not "X began work").
_CONSTRUCTION_NOUNS = frozenset(["construction", "building", "erection", "work", "works"])
_BARE_CONSTRUCTION_NOUNS = frozenset(["construction", "erection"])
# Verbs of completion that make a coordinated "started" the start of the building work: "X was
# started in 1700 and completed in 1862".
_COMPLETION_VERBS = frozenset(["complete", "finish"])
# Verbs that end the building work a construction noun began: "Construction of X began in 1927
# and ended in 1931" (not for a named subject: "The war started in 1914 and ended in 1918").
_ENDING_VERBS = frozenset(["end", "conclude"])
# Verbs of building whose participle dates the building as "built" does: "X (constructed in
# 1904)", "Erected in 1890, X ...".
_CONSTRUCTION_VERBS = frozenset(["construct", "erect"])
_BUILDING_DATES = frozenset(["construction date", "completion date"])
# Role nouns that make a name tagged as a person's a person: "the architect ... was Y".
_ROLE_NOUNS = frozenset(["architect", "designer", "engineer", "builder", "owner", "founder", "tenant", "sculptor"])
# Participles set off after a name that date its building: "X, completed April 2014, has ...".
_SET_OFF_PARTICIPLES = {
    "build": "construction date",
    "construct": "construction date",
    "erect": "construction date",
    "complete": "completion date",
    "finish": "completion date",
}
# Common nouns that "construction of the ..." names the paragraph's building with.
_THING_NOUNS = frozenset(["building", "tower", "hall", "structure", "house", "bridge", "memorial", "monument"])
# Things a lone "was begun in 1958" dates the building of: a building by its tag or its name.
_BUILDING_WORDS = frozenset(
    [
        "tower",
        "building",
        "hall",
        "house",
        "manor",
        "castle",
        "church",
        "cathedral",
        "bridge",
        "palace",
        "temple",
        "museum",
        "library",
        "memorial",
        "monument",
        "stadium",
        "arena",
        "station",
        "hotel",
        "centre",
        "center",
        "theatre",
        "theater",
        "mosque",
        "abbey",
        "fort",
        "canal",
        "dam",
        "baths",
        "villa",
        "mill",
        "street",
        "avenue",
        "terrace",
        "square",
        "plaza",
        "row",
        "grounds",
    ]
)
_FINITE = ("VBD", "VBN", "VBZ", "VBP", "VBG")
_EVENT_RELATIONS = frozenset(
    ["retirement date", "first air date", "building start date", "completion date", "construction date", "opening date"]
)
# Open verb relations (v2's "X was started in 1700" -> "started") that say what those relations say.
_OPEN_EVENT_VERBS = frozenset(
    [
        "started",
        "begun",
        "commenced",
        "finished",
        "premiered",
        "debuted",
        "televised",
        "constructed",
        "erected",
        "dedicated",
    ]
)
# Relative pronouns whose antecedent is the name written right before them.
_RELATIVES = frozenset(["who", "which", "that"])
# A construction noun the pipeline merged with its building into one name: "Construction of the
# Vaster Tower" (capitalised at the start of a sentence).
_BUILDING_OF = re.compile(
    r"^(?:Construction|Building|Erection|Work|Works)\s+(?:of|on)\s+(?:the\s+)?(?P<name>[A-Z0-9].*)$"
)
# Words before "retired" and the like that make the clause's pronoun the main clause's person.
_LEADING_MARKS = frozenset(["before", "after", "when", "until", "once"])


def written_date(text: str) -> str | None:
    """The date written at the start of ``text`` (after spaces and "the"), or None: "the 28
    Feb 1966" -> "28 Feb 1966", "June of 1981" -> "June 1981", "1969-09-01"."""
    match = _WRITTEN_DATE.match(text)
    return _clean_date(match.group("date")) if match else None


def written_span(text: str) -> tuple[str, str] | None:
    """The first and last date of a span written at the start of ``text``: "1927 to 1931"
    (None for a span that ends before it starts: "between 1931 and 1927" is a slip)."""
    match = _WRITTEN_SPAN.match(text)
    if match is None:
        return None
    start, end = _clean_date(match.group("start")), _clean_date(match.group("end"))
    years = [re.search(r"\d{4}", date) for date in (start, end)]
    if years[0] and years[1] and years[0].group() > years[1].group():
        return None
    return start, end


def _clean_date(date: str) -> str:
    """A date without "of"/"in" before its year ("June of 1981" -> "June 1981"), with a space
    after a comma before it ("February 28,1966")."""
    date = re.sub(r",(?=\d{4}$)", ", ", date.strip())  # "February 28,1966"
    dotted = _DOTTED.match(date)
    if dotted:  # "1969.09.01" -> "1969-09-01", the form dates compare in
        return "-".join([dotted.group(1), dotted.group(2).zfill(2), dotted.group(3).zfill(2)])
    return re.sub(r",?\s+(?:of|in)\s+(?=\d{4}$)", " ", date)


def _after(token: Token) -> str:
    """The paragraph text right after a token."""
    return token.doc.text[token.idx + len(token.text) :]


def date_after(verb: Token) -> str | None:
    """The first date of a verb's clause: v1's date after a preposition ("on 1 August 1974",
    "retired from the Navy in 1974"), else a date written right after the verb or one of the
    clause's prepositions that the pipeline did not tag ("on the 28 Feb 1966", "retired
    1969-09-01", "as of 1969-09-01")."""
    date, _ = v1._event_circumstances(verb, None)
    return _clean_date(date) if date else later_date(verb, tagged=False)


def later_date(verb: Token, tagged: bool = True) -> str | None:
    """The first date after the verb: right after it, or after one of its clause's prepositions
    (read by v1 when ``tagged``, else only from the text)."""
    clause = v1._clause_tokens(verb)
    for token in clause.values():
        if token.i != verb.i and (token.i < verb.i or token.lower_ not in _DATE_PREPS):
            continue
        if token.lower_ == "of" and (token.i == 0 or token.doc[token.i - 1].lower_ != "as"):
            continue
        following = token.i + 1
        if following < len(token.doc) and (following in clause or token.doc[following].head.i in clause):
            found = (_prep_date(token) if tagged and token.i != verb.i else None) or written_date(_after(token))
            if found:
                return found
    return None


def _first(verb: Token) -> bool:
    """ "first aired", "was originally broadcast": the verb tells of a first time."""
    return any(c.dep_ == "advmod" and c.lower_ in _FIRST_WORDS for c in verb.children)


def _negated(verb: Token) -> bool:
    return any(c.dep_ == "neg" for c in verb.children)


def _construction_noun(noun: Token | None) -> bool:
    """ "construction", "the building", "work" (which the tagger may read as a verb) as the
    subject or the object of a verb."""
    nominal = noun is not None and (noun.pos_ == "NOUN" or noun.dep_ in ("nsubj", "nsubjpass", "dobj"))
    return nominal and noun is not None and noun.lemma_.lower() in _CONSTRUCTION_NOUNS


def building_of(name: str) -> str | None:
    """The building of a merged "Construction of the Vaster Tower" name, or None."""
    match = _BUILDING_OF.match(name)
    return match.group("name") if match else None


def _object(verb: Token) -> Token | None:
    """The verb's direct object, unless it is the date ("first aired 3/10/1983") or a piece of
    one."""
    obj = v1._child(verb, "dobj")
    if obj is None or written_date(obj.doc[obj.left_edge.i : obj.right_edge.i + 1].text):
        return None
    return None if obj.pos_ == "NUM" else obj  # "retired in 1969-09-01", "09" read as the object


def _constructed_event(verb: Token) -> v1.Event | None:
    """ "X was constructed in 1904", "X (erected in 1890)": the construction date, as v1 reads
    "built" (not "constructed from 1903 to 1907", a span :meth:`EventDates.building_span` reads)."""
    if verb.lemma_.lower() not in _CONSTRUCTION_VERBS or verb.tag_ not in ("VBN", "VBD"):
        return None
    if any(p.lower_ in ("from", "between") for p in v1._children(verb, "prep")):
        return None
    return v1.Event("construction date")


def _finished(verb: Token) -> v1.Event | None:
    """ "X was finished in 1931", "Finished in 1931, X ...": a completion (not "X finished
    third", "had finished the race")."""
    if verb.lemma_.lower() != "finish" or verb.tag_ != "VBN" or _object(verb) is not None:
        return None
    if any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children):
        return None
    return v1.Event("completion date")


def verb_date(verb: Token, date: str | None) -> str | None:
    """v1's date of an event, unless it is written before the verb and another follows it ("X
    who was selected in 1962 died on 28 February 1966", the parser hanging "in 1962" on "died");
    with none, a date written after the verb."""
    if not date:
        return later_date(verb, tagged=False)
    before = verb.doc.text.find(date, verb.sent.start_char, verb.idx) >= 0
    return (later_date(verb) if before else None) or _clean_date(date)


def _is_date(token: Token) -> bool:
    """Whether a phrase is a date ("3rd October 1983", "10/03/1983")."""
    text = token.doc[token.left_edge.i : token.right_edge.i + 1].text
    return token.ent_type_ == "DATE" or written_date(text) is not None


# Nouns of a person's life events: (date relation, place relation).
_LIFE_NOUNS = {"death": ("death date", "death place"), "birth": ("birth date", "birth place")}


def _prep_date(prep: Token) -> str | None:
    """The date after a preposition: v1's, else one written there."""
    obj = v1._prep_object(prep)
    date = v1.date_phrase(obj) if obj is not None else None
    return _clean_date(date) if date else written_date(_after(prep))


def role_named_person(noun: Token) -> Token | None:
    """The person a role noun names right before the name: "The test pilot Hal Brenner", parsed
    with the name as the noun's apposition or as a second subject of the verb (for "He died ..."
    in the next sentence)."""
    if noun.pos_ != "NOUN" or noun.i + 1 >= len(noun.doc):
        return None
    name = noun.doc[noun.i + 1]
    apposed = name.dep_ == "appos" and name.head.i == noun.i
    second = name.dep_ == noun.dep_ and name.head.i == noun.head.i
    return name if (apposed or second) and name.ent_type_ == "PERSON" and named(name) else None


def _only_person(subj: Token | None) -> Token | None:
    """A named person subject when the sentence names no other person (whom "he" or "his" in
    a side clause then means); None otherwise."""
    if subj is None or subj.ent_type_ != "PERSON" or not named(subj):
        return None
    others = [e for e in subj.sent.ents if e.label_ == "PERSON" and not e.start <= subj.i < e.end]
    return None if others else subj


def _earlier_root(verb: Token) -> Token | None:
    """The first clause's verb when the parser cut "X was a pilot and she retired ..." into two
    roots: the root before ``verb``, when "and" comes right before the clause."""
    start = verb.left_edge.i
    if verb.dep_ != "ROOT" or start == 0 or verb.doc[start - 1].lower_ != "and":
        return None
    return next((t for t in verb.doc[: start - 1] if t.dep_ == "ROOT" and t.sent == verb.sent), None)


def _completed_after(verb: Token) -> bool:
    """Whether a verb of starting is coordinated with a completion of the same thing: "started
    in 1700 and completed in 1862" (not "started in 1990 and completed its first bridge")."""
    return any(_completion(c) for c in verb.children)


def _person_name(sent: Span, entity: str) -> bool:
    """Whether the sentence names the entity as a person's, after a role ("The architect of X
    was Y and the building was completed ...": Y is a person); a building's name the pipeline
    tags as a person's ("X, designed by the architect Y, was completed in 1995": X) stays."""
    words = re.findall(r"[a-z]+", entity.lower())
    if words and words[-1] in _BUILDING_WORDS:
        return False
    people = [e for e in sent.ents if e.label_ == "PERSON" and e.text == entity]
    return any(t.lemma_.lower() in _ROLE_NOUNS and t.i < e.start for e in people for t in sent)


def _classed(name: Token) -> bool:
    """ "a 20 floor Helmut Jahn building": a name with "a" before it is a class, not the thing."""
    return name.doc[name.left_edge.i].lower_ in ("a", "an")


def _ending(token: Token) -> bool:
    """ "... and ended in 1931" after a construction noun's start."""
    return token.dep_ == "conj" and token.lemma_.lower() in _ENDING_VERBS and _object(token) is None


def _building(subj: Token | None) -> bool:
    """Whether a subject names a building: tagged one, or named with a building's word ("Adare
    Manor", "Harlow Tower"); never a person."""
    if subj is None or not named(subj) or subj.ent_type_ in ("NORP", "GPE", "DATE", "EVENT"):
        return False
    words = re.findall(r"[a-z]+", subj.text.lower())
    return (bool(words) and words[-1] in _BUILDING_WORDS) or subj.ent_type_ == "FAC"


def _building_name(name: str, label: str) -> bool:
    """Whether a name with its tag is a building's: tagged one, or ending in a building's word."""
    words = re.findall(r"[a-z]+", name.lower())
    return label == "FAC" or (bool(words) and words[-1] in _BUILDING_WORDS)


def _completion(token: Token) -> bool:
    return token.dep_ == "conj" and token.lemma_.lower() in _COMPLETION_VERBS and _object(token) is None


def _name_before(token: Token) -> Token | None:
    """The name right before a token, past one comma ("X, the construction of which ...")."""
    before = token.doc[token.i - 1] if token.i > 0 else None
    if before is not None and before.text == "," and before.i > 0:
        before = token.doc[before.i - 1]
    return before if before is not None and named(before) else None


def _adjacent_antecedent(verb: Token, label: str) -> Token | None:
    """The name written right before the relative pronoun subject of ``verb`` (past a comma),
    when the parser hung the clause elsewhere: in "Buzz Aldrin, who was backup pilot, and William
    Anders who retired in 1969" William Anders retired; in "Bill Oddie stars in Bananaman that
    was first aired in 1983" Bananaman aired. ``label``: the name's tag that fits ("PERSON" for
    who retired), or "" for any but a person's."""
    own = v1._child(verb, "nsubj", "nsubjpass")
    if own is None or own.lower_ not in _RELATIVES or verb.dep_ not in ("relcl", "ccomp") or own.i < 1:
        return None
    before = verb.doc[own.i - 1]
    if before.text == "," and before.i > 0:
        before = verb.doc[before.i - 1]
    if not named(before) or before.dep_ not in ("pobj", "conj", "dobj", "appos", "attr"):
        return None
    fits = before.ent_type_ == "PERSON" if label == "PERSON" else before.ent_type_ not in ("PERSON", "NORP", "DATE")
    return before if fits else None


def _relative_antecedent(subj: Token) -> Token | None:
    """A relative "which"/"that" subject's name when the parser made the clause no relative
    one ("X which was broadcast by ...", read as a complement); other subjects as they are."""
    if subj.lower_ not in ("which", "that") or subj.head.dep_ == "relcl":
        return subj
    return _name_before(subj)


class EventDates:
    """Dates of retirements, first broadcasts and building starts (mixed into v2's TopicRules)."""

    if TYPE_CHECKING:
        resolved: dict[int, str]
        previous: tuple[str, str, str] | None
        from_previous: set[str]

        def entity(self, head: Token | None) -> str | None: ...

        def subject(self, verb: Token) -> Token | None: ...

        def _named_value(self, obj: Token | None) -> str | None: ...

        def open_subject(self, verb: Token) -> Token | None: ...

        def specific(self, subj: Token | None) -> bool: ...

        def _known(self, relation: str) -> bool: ...

        catalog: RelationCatalog

    def _event_roles(self, verb: Token) -> tuple[Token | None, Token | None]:
        """v1's roles, except that a clause reported with its own subject is its own holder:
        in "Historians claim that X was founded in 1150" X was founded, not the historians (v1
        took the reporting verb's subject, which no guard let through, so the fact was lost).
        The clause's mark ("reported", "hedged") comes from :func:`_clause_marks`."""
        own = self.subject(verb) if verb.dep_ == "ccomp" else None
        if own is not None and (named(own) or own.i in self.resolved):  # "a US national was born": a misparse
            thing = v1._child(verb, "dobj")
            agent = v1._prep_object(v1._child(verb, "agent"))
            if v1._child(verb, "nsubjpass") is not None or verb.lemma_ in ("die", "pass"):
                return own, agent
            if thing is not None:
                return thing, own
        return super()._event_roles(verb)  # type: ignore[misc]

    def event(self, verb: Token) -> Iterator[Candidate]:
        """The facts of :meth:`_event_facts`, but no building's date keyed on a person's name (in
        "The architect of X was Y and the building was completed in 1862" Y was not completed)."""
        if _participle_after_of(verb):
            return
        for fact in self._event_facts(verb):
            if fact.relation in _BUILDING_DATES and _person_name(verb.sent, fact.entity):
                continue
            yield fact

    def _event_facts(self, verb: Token) -> Iterator[Candidate]:
        """v1's events, plus a date the pipeline did not tag as one ("X died in St Louis on the
        28 Feb 1966"), the building of "The construction of X was completed in 1931", "X was
        finished in 1931", and the subject shared with a passive ("X was designed by Y and
        completed in 1983")."""
        found = [self._unmerged(c) for c in super().event(verb)]  # type: ignore[misc]
        event = v1._event_spec(verb)
        if event is not None and event.agent:
            found = [apart for c in found for apart in self._agents_apart(verb, event.agent, c)]
        spec = event or _finished(verb) or _constructed_event(verb)
        if spec is None:
            yield from found
            return
        original, _ = self._event_roles(verb)
        if spec.date in _BUILDING_DATES:
            original = self._participle_name(verb) or original
        building = self._constructed(original, verb) if _construction_noun(original) and original else None
        heads = [building] if building is not None else v1._conjuncts(original) or self._shared_passive(verb)
        if building is not None:
            found = []  # v1's facts of "the construction"
        found = [replace(c, value=verb_date(verb, c.value) or c.value) if c.relation == spec.date else c for c in found]
        if not found:
            found = list(self._event_of_described(verb, spec))
        begun = verb.dep_ == "xcomp" and verb.head.lemma_ in _START_VERBS
        yield from (c for c in found if not begun or c.relation != spec.date)
        if not spec.date or begun or any(c.relation == spec.date for c in found):
            return  # "X was begun to be built in 1927": the date of the start, not of the building
        date = date_after(verb)
        for head in heads:
            yield from self._dated(head, spec.date, date)

    def _agents_apart(self, verb: Token, agent: str, fact: Candidate) -> list[Candidate]:
        """ "X was founded by A and B": one fact per named agent where the event's agent relation
        has several values ("founded by"); a relation of one value keeps the pair as its one value."""
        if fact.relation != agent or self.catalog.cardinality(self.catalog.canonical(agent)) != "multivalued":
            return [fact]
        _, head = self._event_roles(verb)
        if head is None or not any(c.dep_ == "cc" and c.lower_ in ("and", "&") for c in head.children):
            return [fact]
        values = [self._named_value(h) for h in (head, *(c for c in head.conjuncts if c.i > head.i))]
        if len(values) < 2 or not all(values):
            return [fact]
        return [replace(fact, value=value) for value in values if value]

    def _participle_name(self, verb: Token) -> Token | None:
        """The name a participle between commas or in brackets tells of: the name it hangs on,
        or the name in the "of" phrase of a relation noun ("The architect of X, completed in
        1962, was Y": X was completed; not "The library of X, constructed in 1962": the library)."""
        if verb.dep_ != "acl" or verb.tag_ != "VBN" or v1._child(verb, "nsubj", "nsubjpass") is not None:
            return None
        before = verb.doc[verb.i - 1] if verb.i > 1 else None
        if before is None or before.text not in (",", "("):
            return None
        name, noun = verb.doc[before.i - 1], verb.head
        if named(name) and name.dep_ == "pobj" and name.head.head.i == noun.i and self._known(noun.lemma_.lower()):
            return name
        return noun if named(noun) and not _classed(noun) else None

    def _shared_passive(self, verb: Token) -> list[Token]:
        """The subject of a passive that a coordinated participle with no subject of its own
        shares: "X was designed by Y and completed in 1983" (the parser tags "completed" VBD)."""
        if verb.dep_ != "conj" or v1._children(verb, *v1._SUBJECTS) or _object(verb) is not None:
            return []
        if v1._child(verb.head, "nsubjpass") is None:
            return []
        subj = self.open_subject(verb.head)  # as v2's open rules read it ("X, Y, Z was designed": X)
        return [subj] if subj is not None else []

    def _event_of_described(self, verb: Token, spec: v1.Event) -> Iterator[Candidate]:
        """ "X is an American who was born in Y on DATE": v1's date and place of an event told in
        a relative clause on a nationality after the copula (v2 never makes "who" a NORP name)."""
        who = v1._child(verb, "nsubj", "nsubjpass")
        noun = verb.head
        if who is None or who.lower_ != "who" or verb.dep_ != "relcl" or noun.ent_type_ != "NORP":
            return
        if noun.dep_ != "attr" or noun.head.lemma_ != "be":
            return
        person = _only_person(self.subject(noun.head))
        date, place = v1._event_circumstances(verb, person)
        yield from self._dated(person, spec.date, verb_date(verb, date))
        if spec.place and place:
            yield from self._dated(person, spec.place, place)

    def refine_events(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Drop the open verb relation that says what this module's relation says: "X was
        started in 1700" keys "started: 1700" beside the building start date."""
        dated = {(f.entity, f.value) for f in found.values() if f.relation in _EVENT_RELATIONS}
        for key, fact in list(found.items()):
            if fact.relation in _OPEN_EVENT_VERBS and (fact.entity, fact.value) in dated:
                del found[key]

    @staticmethod
    def _unmerged(fact: Candidate) -> Candidate:
        """A fact on "Construction of the Vaster Tower" keyed on the Vaster Tower."""
        building = building_of(fact.entity)
        return Candidate(building, fact.relation, fact.value, fact.qualifier) if building else fact

    def event_dates(self, token: Token) -> Iterator[Candidate]:
        """The facts of this module, by the verb (or the noun "retirement") that tells of them."""
        if token.lemma_.lower() == "retirement" and token.pos_ == "NOUN":
            yield from self.retirement(token)
        if token.lemma_.lower() in _LIFE_NOUNS and token.pos_ == "NOUN":
            yield from self.life_noun(token)
        verb = token
        if verb.pos_ not in ("VERB", "AUX") or verb.tag_ not in _FINITE or _negated(verb):
            return
        lemma = verb.lemma_.lower()
        if lemma == _RETIRE:
            yield from self._dated(self._who(verb), "retirement date", date_after(verb))
        elif lemma == "pass" and any(c.dep_ in ("prt", "advmod") and c.lower_ == "away" for c in verb.children):
            yield from self.passed_away(verb)
        elif lemma == "die" and verb.tag_ == "VBG" and verb.dep_ == "pcomp":
            yield from self.passed_away(verb)  # "X was a pilot before dying in St Louis"
        elif lemma in _AIR_VERBS or lemma in _PREMIERE_VERBS:
            yield from self._dated(self._aired(verb), "first air date", date_after(verb))
            yield from self.broadcaster(verb)
        elif lemma in _START_VERBS:
            yield from self.building_start(verb)
            yield from self.began_airing(verb)
        elif lemma in _BUILD_VERBS:
            yield from self.building_span(verb)
        if lemma == "dedicate" and verb.tag_ in ("VBN", "VBD"):
            yield from self.dedication(verb)
        if lemma in _SET_OFF_PARTICIPLES and verb.tag_ in ("VBN", "VBD"):
            yield from self.set_off_participle(verb)

    def _dated(self, head: Token | None, relation: str, date: str | None) -> Iterator[Candidate]:
        """The fact that ``head``'s entity has the date (none without both)."""
        entity = building_of(head.text) if head is not None else None
        entity = entity or self._dated_entity(head)
        if entity and date:
            yield Candidate(entity, relation, date)

    def _dated_entity(self, head: Token | None) -> str | None:
        """The entity of a dated event: a name or a resolved word, never a common noun ("the
        second series")."""
        if head is None or not (named(head) or head.i in self.resolved):
            return None
        return self.entity(head)

    def passed_away(self, verb: Token) -> Iterator[Candidate]:
        """ "X passed away in St Louis on 28 February 1966": v1's death date and place."""
        head = self._who(verb)
        date, place = v1._event_circumstances(verb, head)
        yield from self._dated(head, "death date", verb_date(verb, date))
        yield from self._dated(head, "death place", place)

    def _who(self, verb: Token) -> Token | None:
        """Who retired (or passed away): the subject ("X retired", "X, who retired", "X was
        retired"), the name before brackets ("X (retired June 1981)"), the subject of the verb
        "before retiring" hangs on, or the person of the main clause after "Before she retired
        in 1981, X ...". Not what an active verb retires ("the airline retired the Vega 9")."""
        if _object(verb) is not None:
            return None
        subj = _adjacent_antecedent(verb, "PERSON") or self.subject(verb)
        bracketed = verb.dep_ in ("parataxis", "appos", "acl", "amod") and verb.i > verb.head.i
        if subj is None and bracketed and named(verb.head):
            return verb.head
        if subj is None and verb.dep_ == "pcomp" and verb.head.head.pos_ in ("VERB", "AUX"):
            return self.subject(verb.head.head)  # "X graduated in 1955 before retiring in 1981"
        if subj is not None and subj.lower_ in ("he", "she") and subj.i not in self.resolved:
            return self._main_person(verb)
        return subj

    def _main_person(self, verb: Token) -> Token | None:
        """The named person of the main clause that a "he"/"she" of a side clause tells of:
        "Before she retired in 1981, X ...", "X flew on Vega 9 before he retired in 1981", "X
        was a pilot and he retired in 1981"."""
        marks = [c for c in verb.children if c.dep_ == "mark" and c.lower_ in _LEADING_MARKS]
        side = (verb.dep_ == "advcl" and marks) or (verb.dep_ == "conj" and verb.i > verb.head.i)
        main = verb.head if side else _earlier_root(verb)
        if main is None or main.pos_ not in ("VERB", "AUX"):
            return None
        subj = self.subject(main)
        if subj is not None and subj.lower_ in ("he", "she") and subj.i in self.resolved:
            return subj  # "He joined the crew before he retired in 1969", "He" a person named before
        return _only_person(subj)

    def retirement(self, noun: Token) -> Iterator[Candidate]:
        """ "X's retirement in June 1981", "X's retirement was in June 1981", "before his
        retirement on 1 August 1974" (his: the person of the main clause)."""
        owner = v1._child(noun, "poss")
        if owner is not None and owner.lower_ in ("his", "her") and owner.i not in self.resolved:
            verb = next((a for a in noun.ancestors if a.pos_ in ("VERB", "AUX")), None)
            owner = _only_person(self.subject(verb)) if verb is not None else None
        if owner is None:
            return
        dates = [p for p in v1._children(noun, "prep") if p.lower_ in ("in", "on")]
        if not dates and noun.dep_ == "nsubj" and noun.head.lemma_ == "be":
            dates = [p for p in v1._children(noun.head, "prep") if p.lower_ in ("in", "on")]
        after = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
        if not dates and after is not None and after.lower_ in ("in", "on"):
            dates = [after]  # "before her retirement in June 1981", the date hung on the main verb
        date = next((d for d in (_prep_date(p) for p in dates) if d), None)
        yield from self._dated(owner, "retirement date", date)

    def life_noun(self, noun: Token) -> Iterator[Candidate]:
        """ "until her death in Lenmouth in 1990", "Before his death in Kelby, X ...", "X's birth
        in Lenmouth": the place and date of a person's death or birth told by the noun (his, her:
        the one person of the main clause; not "the death of the king", which names no one here)."""
        owner = v1._child(noun, "poss")
        if owner is not None and owner.lower_ in ("his", "her") and owner.i not in self.resolved:
            verb = next((a for a in noun.ancestors if a.pos_ in ("VERB", "AUX")), None)
            owner = _only_person(self.subject(verb)) if verb is not None else None
        if owner is None or not (named(owner) or owner.i in self.resolved):
            return
        date_relation, place_relation = _LIFE_NOUNS[noun.lemma_.lower()]
        preps = [p for p in v1._children(noun, "prep") if p.lower_ in ("in", "on", "at")]
        for prep in list(preps):  # "in Lenmouth in 1990": the date may hang on the place
            obj = v1._prep_object(prep)
            preps += [p for p in v1._children(obj, "prep") if p.lower_ in ("in", "on")] if obj is not None else []
        date = place = None
        for prep in preps:
            obj = v1._prep_object(prep)
            if obj is None:
                continue
            dated = _prep_date(prep) if prep.lower_ in ("in", "on") else None
            if dated and date is None:
                date = dated
            elif place is None and named(obj) and obj.ent_type_ not in ("DATE", "PERSON", "ORG", "NORP"):
                place = self._named_value(obj)
        yield from self._dated(owner, date_relation, date)
        yield from self._dated(owner, place_relation, place)

    def _aired(self, verb: Token) -> Token | None:
        """What first aired: a named object of the active verb ("the BBC first broadcast X"),
        else the subject ("X first aired", "X was first broadcast", "X, first aired ...", "X
        premiered"), or the programme of "the first episode of X aired ..."."""
        subj = _adjacent_antecedent(verb, "") or self.subject(verb)
        if subj is None and verb.dep_ == "advcl" and verb.tag_ == "VBG" and verb.i > verb.head.i:
            subj = self.subject(verb.head)  # "X was shown on the BBC, first airing on 3 May 1990"
        subj = _relative_antecedent(subj) if subj is not None else None
        if subj is not None and subj.lemma_.lower() == "episode" and not named(subj):
            return self._first_episode_of(subj)
        if verb.lemma_.lower() in _AIR_VERBS and not _first(verb):
            return None  # "X aired in 1990": one broadcast of many
        obj = _object(verb)
        if obj is not None and verb.tag_ != "VBN":
            return obj if named(obj) else None
        if subj is not None and subj.ent_type_ == "PERSON" and subj.i not in self.resolved:
            return None  # "X, which stars Bill Oddie, first aired ...": a person never airs
        return subj

    def broadcaster(self, verb: Token) -> Iterator[Candidate]:
        """ "X, broadcast by the BBC", "X which was broadcast by STV": the passive participles
        that v2's open verb rules leave without a subject (the parser hangs them on the
        sentence's main verb or cuts the relative clause)."""
        if verb.tag_ != "VBN" or self.specific(self.open_subject(verb)):
            return
        agent = v1._prep_object(v1._child(verb, "agent") or v1._prep(verb, "on"))
        value = self._named_value(agent) if agent is not None and not _is_date(agent) else None
        programme = self._programme(verb)
        entity = self._dated_entity(programme)
        if entity and value:
            yield Candidate(entity, "broadcast by", value)

    def _programme(self, verb: Token) -> Token | None:
        """What a passive participle of broadcasting tells of: a name just before it ("X,
        broadcast by ..."), or the name before a relative "which" the parser cut off."""
        subj = v1._child(verb, "nsubjpass", "nsubj")
        if subj is not None:
            return _relative_antecedent(subj)
        before = verb.doc[verb.i - 1] if verb.i > 0 else None
        if before is not None and before.text == "," and before.i > 0 and named(verb.doc[before.i - 1]):
            return verb.doc[before.i - 1]
        return None

    @staticmethod
    def _first_episode_of(episode: Token) -> Token | None:
        """The programme of "the first episode of X", "the pilot episode of X" (no other episode)."""
        first = any(c.lower_ in ("first", "pilot", "opening") for c in episode.lefts)
        programme = v1._prep_object(v1._prep(episode, "of"))
        return programme if first and programme is not None and named(programme) else None

    def began_airing(self, verb: Token) -> Iterator[Candidate]:
        """ "X began airing on 3 May 1990", "X started broadcasting in 1990": the first broadcast
        (the programme the subject, or the named object of "The BBC began airing X in 1990")."""
        airing = v1._child(verb, "xcomp")
        if airing is None or airing.lemma_.lower() not in _AIR_VERBS or airing.tag_ != "VBG":
            return
        obj = _object(airing)
        head = obj if obj is not None and named(obj) else self.subject(verb) if obj is None else None
        if head is not None and head.ent_type_ in ("PERSON", "ORG") and head.i not in self.resolved:
            return  # "Anna Pell began broadcasting in 1990", "The BBC began airing in 1936"
        yield from self._dated(head, "first air date", date_after(airing) or date_after(verb))

    # ---- building ------------------------------------------------------------------------------

    def building_start(self, verb: Token) -> Iterator[Candidate]:
        """ "Construction of X began in 1981", "X began construction in 1961", "They started to
        build X in 1961", "X was begun to be built in 1927", "X was started in 1700 and completed
        in 1862"."""
        building = v1._child(verb, "xcomp")
        head: Token | None = None
        if building is not None and building.lemma_.lower() in _BUILD_VERBS:
            obj = v1._child(building, "dobj")
            head = obj if obj is not None and building.tag_ != "VBN" else self.subject(verb)
            yield from self._dated(head, "building start date", date_after(building) or date_after(verb))
            return
        subj = self.subject(verb)
        raw = v1._child(verb, "nsubj", "nsubjpass")
        owned = raw is not None and _construction_noun(raw) and self._constructed(raw, verb) is not None
        if owned and not _construction_noun(subj):
            subj = raw  # "The building of X began in 1973", read by v2 as X's own subject
        obj = _object(verb)
        ended = False
        head_or_name: Token | str | None = None
        if subj is not None and building_of(subj.text):
            head = subj
            ended = True
        elif _construction_noun(subj) and subj is not None:
            head_or_name = self._constructed(subj, verb) or self._unowned_construction(subj)
            ended = True
        elif _construction_noun(obj) and obj is not None and verb.tag_ != "VBN":
            bare = obj.lemma_.lower() in _BARE_CONSTRUCTION_NOUNS and subj is not None and subj.ent_type_ != "PERSON"
            head = self._constructed(obj, verb) or (subj if bare else None)
        elif (
            obj is None
            and _completed_after(verb)
            and subj is not None
            and (subj.ent_type_ != "PERSON" or _building(subj))
        ):
            head = _relative_antecedent(subj)
        elif obj is None and verb.tag_ == "VBN" and _building(subj) and subj is not None:
            head = subj  # "Ostley Castle was begun in 1327": a building's start (not a company's)
        else:
            return
        if isinstance(head_or_name, str):  # the paragraph's building
            dates = [("building start date", date_after(verb))]
            dates += [("completion date", date_after(c)) for c in verb.children if _completion(c) or _ending(c)]
            yield from (Candidate(head_or_name, relation, date) for relation, date in dates if date)
            return
        head = head_or_name or head
        yield from self._dated(head, "building start date", date_after(verb))
        for done in (c for c in verb.children if _completion(c) or (ended and _ending(c))):
            yield from self._dated(head, "completion date", date_after(done))  # "... and was completed in 1862"

    def _constructed(self, noun: Token, verb: Token) -> Token | None:
        """What a construction noun is the building of: "construction of X", "work on X", "its
        construction" (resolved), "the building of which" (the name the clause hangs on),
        "building started on X"."""
        prep = v1._prep(noun, "of") or v1._prep(noun, "on") or v1._prep(verb, "on") or v1._prep(verb, "of")
        owner = v1._prep_object(prep)
        if owner is not None and owner.lower_ == "which":
            return verb.head if verb.dep_ == "relcl" else _name_before(noun.left_edge)
        if owner is not None and owner.lower_ == "it" and owner.i not in self.resolved:
            return self._named_before(owner)  # "X has 12 floors and construction of it began ..."
        if owner is not None and owner.pos_ == "NOUN" and not named(owner) and owner.i not in self.resolved:
            return None  # "construction of the building": see :meth:`_unowned_construction`
        if owner is not None and written_date(owner.text) is None:
            return owner
        bare = noun.lemma_.lower() in _BARE_CONSTRUCTION_NOUNS
        poss = v1._child(noun, "poss")
        if poss is not None and bare and (poss.i in self.resolved or named(poss)):
            return poss
        compound = v1._child(noun, "compound")
        return compound if compound is not None and bare and named(compound) else None  # "X construction began"

    def _named_before(self, token: Token) -> Token | None:
        """The first named subject before ``token`` in its sentence, a building's (for "it")."""
        for before in token.sent:
            if before.i >= token.i:
                break
            if before.dep_ in ("nsubj", "nsubjpass") and _building(before):
                return before
        return None

    def _unowned_construction(self, noun: Token) -> Token | str | None:
        """The building of a construction noun with no name of its own: "Construction began in
        1961", "Construction of the building began in 2014" (the building the sentence or the
        paragraph's previous sentence names, when it names one thing: none after a person)."""
        owner = v1._prep_object(v1._prep(noun, "of") or v1._prep(noun, "on"))
        if owner is not None and (owner.pos_ != "NOUN" or named(owner) or owner.lower_ not in _THING_NOUNS):
            return None
        if v1._child(noun, "poss") is not None or v1._children(noun, "compound"):
            return None
        before = self._named_before(noun)
        if before is not None:
            return before
        previous = self.previous
        if previous is None or previous[1] != "thing" or not _building_name(previous[0], previous[2]):
            return None  # "Lenmouth is a town. Construction began in 1990.": no building named
        if previous[0] not in noun.sent.text:
            self.from_previous.add(previous[0])  # stated by the paragraph, for the guards
        return previous[0]

    def dedication(self, verb: Token) -> Iterator[Candidate]:
        """ "X was dedicated in 1922", "X, dedicated on 4 May 1922, ...": a monument's or a
        building's opening (not "dedicated to the miners", what it honours, nor "Y dedicated X")."""
        if v1._prep(verb, "to") is not None or _object(verb) is not None:
            return
        subj = v1._child(verb, "nsubjpass")
        if subj is None and verb.dep_ == "acl" and verb.i > verb.head.i:
            subj = verb.head  # "X, dedicated on 4 May 1922, ..."
        if subj is None and verb.dep_ == "conj":
            subj = v1._child(verb.head, "nsubjpass", "nsubj")  # "X was erected in 1921 and dedicated in 1922"
        if subj is not None and subj.lower_ in _RELATIVES and verb.dep_ == "relcl":
            subj = verb.head
        if _building(subj):
            yield from self._dated(subj, "opening date", date_after(verb))

    def set_off_participle(self, verb: Token) -> Iterator[Candidate]:
        """ "X, completed April 2014, has ...", "the architect of X, completed in 1983 and located
        in Y", "X (constructed in 1904) are ...", "X built in 1911 is ...": a participle written
        right after a name (past a comma or a bracket), however the parser hung it; without the
        comma only after a building's name. Never with an object ("X, completed the bridge")."""
        if verb.i < 1 or _object(verb) is not None or v1._child(verb, "aux", "auxpass"):
            return
        before = verb.doc[verb.i - 1]
        marked = before.text in (",", "(")
        name = verb.doc[before.i - 1] if marked and before.i > 0 else before
        subj = v1._child(verb, "nsubj", "nsubjpass")
        if subj is not None and not (marked and subj.i == name.i):
            return  # "X, completed April 2014, has ...", parsed with X as the subject of "completed"
        if not named(name) or (not marked and not _building(name)):
            return
        if name.ent_type_ in ("PERSON", "NORP", "GPE", "DATE") and not _building(name):
            return  # "Anna Pell, completed in 1990, ...": no person is built; nor a town
        if any(p.lower_ in ("from", "between") for p in v1._children(verb, "prep")):
            return  # a span: :meth:`building_span`
        if _classed(name):
            return  # "X is a 20 floor Helmut Jahn building, completed in 1983": the class, not a name
        span = written_span(_after(verb))
        entity = self._dated_entity(name)
        if span is not None and entity and verb.lemma_.lower() in _BUILD_VERBS | _CONSTRUCTION_VERBS:
            yield Candidate(entity, "building start date", span[0])  # "X (built 1961 - 1964)"
            yield Candidate(entity, "completion date", span[1])
            return
        date = date_after(verb)
        if entity and date:
            yield Candidate(entity, _SET_OFF_PARTICIPLES[verb.lemma_.lower()], date)

    def building_span(self, verb: Token) -> Iterator[Candidate]:
        """ "X was constructed from 1927 to 1931", "Y built X between 1927 and 1931": the
        building start date and the completion date."""
        span = next(
            (written_span(_after(p)) for p in v1._children(verb, "prep") if p.lower_ in ("from", "between")), None
        )
        if span is None:
            return
        entity_head, _ = self._event_roles(verb)
        entity = self._dated_entity(entity_head)
        if entity:
            yield Candidate(entity, "building start date", span[0])
            yield Candidate(entity, "completion date", span[1])


def _participle_after_of(verb: Token) -> bool:
    """ "His map of the Corrib Range, printed in 1874, ...", "a suburb of Kelby, founded in 1900":
    a participle set off after "N of X" with N a common noun may tell of N as well as of X (the
    map was printed, the suburb founded); which one, the parse cannot say, so no event of X."""
    if verb.dep_ != "acl" or verb.tag_ != "VBN" or verb.i < 2 or verb.doc[verb.i - 1].text != ",":
        return False
    named_thing = verb.head
    of = named_thing.head
    return named_thing.dep_ == "pobj" and of.lower_ == "of" and of.head.pos_ == "NOUN" and not named(of.head)
