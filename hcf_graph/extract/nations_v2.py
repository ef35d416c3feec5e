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
- **The place in focus** (:class:`FocusRules`): a capital, largest city, currency, language,
  ethnic group or demonym stated with no owner of its own belongs to the place a pointer names
  ("there", "here", "that country", "the state's"), else to the place of the "where" clause the
  statement continues, else to the one place named before it in the sentence, else (opening a
  sentence) to the previous sentence's one place (a sovereign country for a capital or a
  currency). Also "has the currency of X", "has A as the official language and B as currency",
  "with capital Y".

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
    _CURRENCY_WORDS,
    _LANGUAGE_ADJECTIVES,
    RulesState,
    _antecedent,
    _coordinated,
    _in_chain,
    _is_country_place,
    _is_passive,
    _is_place_name,
    _where_word,
)
from .country_facts_v2 import _facility_name
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

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


# ---- facts about "the" place in focus (round 24) ----------------------------------------------

_NATION_NOUNS = frozenset(["country", "nation", "republic"])
_REGION_NOUNS = frozenset(["state", "province", "region", "territory"])
_POINTERS = frozenset(["the", "that", "this"])
_DEICTIC_PREPOSITIONS = frozenset(["in", "of", "within", "throughout", "across", "for"])
_FOCUS_ADJECTIVES = {
    "capital": frozenset(["capital", "state", "national"]),
    "largest city": frozenset(["largest", "biggest"]),
    "currency": frozenset(["official", "national", "local"]),
    "ethnic group": frozenset(["ethnic", "ethic", "main", "major", "largest", "other", "several", "various"]),
    "demonym": frozenset(["official", "local"]),
}
_LOCAL_PEOPLE = frozenset(["local", "native"])
_PEOPLE = frozenset(["people", "inhabitant", "resident", "citizen", "native", "local", "population", "majority"])


def _pointed_place_noun(token: Token | None) -> str | None:
    """ "country" for "the country", "that nation", "this republic"; "region" for "the state",
    "that province": a bare definite place class noun pointing back at a place."""
    if token is None or token.pos_ != "NOUN" or token.tag_ != "NN":
        return None
    lemma = token.lemma_.lower()
    if lemma not in _NATION_NOUNS | _REGION_NOUNS:
        return None
    children = [c for c in token.children if c.dep_ not in ("case", "punct")]
    if len(children) != 1 or children[0].lower_ not in _POINTERS or children[0].i != token.i - 1:
        return None
    return "country" if lemma in _NATION_NOUNS else "region"


def _focus_relation(noun: Token) -> str | None:
    """The place relation a bare relation noun names ("the capital", "the capital city", "the
    largest city", "the currency", "the main language", "an ethnic group", "the demonym"), with
    no modifier that makes it another thing ("the former capital", "a dead language")."""
    if noun.pos_ != "NOUN":
        return None
    lemma = noun.lemma_.lower()
    mods = {c.lower_ for c in noun.children if c.dep_ in ("amod", "compound", "nmod")}
    if lemma == "capital" or (lemma == "city" and "capital" in mods):
        relation = "capital"
    elif lemma in ("city", "town") and mods & {"largest", "biggest"}:
        relation = "largest city"
    elif lemma in ("currency", "demonym"):
        relation = lemma
    elif lemma in ("group", "minority") and mods & {"ethnic", "ethic"}:
        relation = "ethnic group"
    elif lemma == "language":
        if not mods <= _LANGUAGE_ADJECTIVES | {"local"}:
            return None
        return "official language" if "official" in mods else "language"
    else:
        return None
    return relation if mods <= _FOCUS_ADJECTIVES[relation] | {lemma} else None


def _where_in_scope(verb: Token, first: int) -> Token | None:
    """The "where" (or "in which") word whose clause a later statement of the sentence continues
    ("X is in P, where the leader is A, the currency is B and C is spoken"): the nearest one
    before ``first``; None when there is none, or a place brought in by a preposition comes
    between (the statement may be that place's)."""
    doc = verb.doc
    for k in range(first - 1, verb.sent.start - 1, -1):
        token = doc[k]
        if token.text in (";", ":") or token.lower_ == "but":
            return None
        if token.lower_ == "where" and token.dep_ == "advmod":
            return token
        if token.lower_ == "which" and k > 0 and doc[k - 1].lower_ == "in":
            return doc[k - 1]
        if token.dep_ == "pobj" and _is_country_place(token):
            return None  # "X plays in Kenya and the inhabitants ...": the sentence's place, if one
    return None


class FocusRules(RulesState):
    """Place relations stated with no owner of their own, read as facts about the place in
    focus: "..., where the leader is A, the currency is the euro and Irish is spoken", "Spanish
    is spoken there", "English is spoken in that state", "The capital city is Austin" after a
    sentence about Texas (see :meth:`focus_place`)."""

    if TYPE_CHECKING:
        previous: tuple[str, str, str] | None
        last_place: str | None
        last_places: list[str]
        from_previous: set[str]

        def _group_name(self, token: Token) -> str | None: ...
        def _language_value(self, token: Token, spoken: bool = False) -> str | None: ...
        def _demonym_value(self, token: Token | None) -> str | None: ...
        def owner(self, noun: Token) -> Token | None: ...
        def subject(self, verb: Token) -> Token | None: ...

    def focus_facts(self, token: Token) -> Iterator[Candidate]:
        """Every pattern of this family hung on ``token`` (a verb)."""
        if any(c.dep_ == "neg" for c in token.children):
            return
        if token.lemma_ in ("be", "include"):
            yield from self.focus_copula(token)
        elif token.lemma_ in ("speak", "use", "find") and _is_passive(token):
            yield from self.focus_spoken(token)
        elif token.lemma_ == "speak":
            yield from self.focus_speakers(token)

    def _places_before(self, token: Token) -> list[str]:
        """The places the sentence names before ``token``, first first."""
        doc = token.doc
        names: list[str | None] = []
        for t in doc[token.sent.start : token.i]:
            if _pointed_place_noun(t) is not None:
                names.append(self._pointed_place(t))  # "The country is led by A and the language is B"
            elif _is_country_place(t) and not _stated_value(t) and not _facility_name(t.text):
                names.append(self._named_value(t))
        return [n for n in names if n]

    def setting_places(self, places: list[Span]) -> list[str]:
        """The names of the places a sentence is set in, for the next one: not the values of
        its copulas ("Houston is the largest city")."""
        return [e.text for e in places if not _stated_value(e.root) and not _facility_name(e.text)]

    def _pointed_place(self, token: Token | None) -> str | None:
        """The place "the country", "that state", "there" or "here" points at: the last fitting
        place named before it in the sentence, else in the previous sentence ("the country" a
        sovereign country, "the state" a place that is none; else what the sentence rules
        resolved it to)."""
        if token is None:
            return None
        kind = _pointed_place_noun(token)
        there = token.lower_ in ("there", "here") and (token.dep_ == "advmod" or token.head.lower_ == "from")
        if kind is None and not there:
            return None
        before = self._places_before(token)
        names = before or list(self.last_places)
        if kind == "country":
            names = [n for n in names if is_country(n)]
        elif kind == "region":
            names = [n for n in names if not is_country(n)]
        if not names:
            return self.resolved.get(token.i) if kind != "region" else None
        return names[-1] if before else self._carried(names[-1])

    def _carried(self, name: str | None) -> str | None:
        """A place named in the previous sentence, marked so (the entity of a fact must be
        written in its sentence or come from before)."""
        if name:
            self.from_previous.add(name)
        return name

    def _pointer_of(self, head: Token) -> tuple[bool, str | None]:
        """(whether ``head`` carries a pointer, the place it points at) for "there"/"here" on
        ``head``, "in the country", "of that state", "the country's"; a pointer that points at
        nothing gives (True, None)."""
        for child in head.children:
            pointer: Token | None = None
            there = child.dep_ == "advmod" and child.lower_ in ("there", "here")
            if there or (child.dep_ == "poss" and _pointed_place_noun(child) is not None):
                pointer = child
            elif child.dep_ == "prep" and child.lower_ in _DEICTIC_PREPOSITIONS:
                obj = v1._prep_object(child)
                if obj is not None and (_pointed_place_noun(obj) is not None or obj.lower_ in ("there", "here")):
                    pointer = obj
            elif child.dep_ == "prep" and child.lower_ == "from":
                obj = v1._child(child, "pcomp", "pobj", "advmod")  # "people from there"
                if obj is not None and obj.lower_ in ("there", "here"):
                    pointer = obj
            if pointer is not None:
                return True, self._pointed_place(pointer)
        return False, None

    def focus_place(self, verb: Token, first: int, relation: str = "", where_only: bool = False) -> str | None:
        """The place a statement with no owner is about, ``first`` its first word: the place of
        the "where" clause it continues; else the one place named before it in the sentence;
        else, opening a sentence, the previous sentence's one place (or its subject if a place,
        or its last place if a sovereign country). None when several may be meant."""
        marker = _where_in_scope(verb, first)
        if marker is None and where_only:
            return None
        if marker is None:
            places = self._places_before(verb.doc[first])
            if len(set(places)) == 1 and not _chained_last(verb, first):
                return places[-1]
            return None if places else self._previous_place(relation)
        place = _antecedent(marker)
        if place is None and relation in ("ethnic group", "currency"):
            place = _chain_country(marker)  # "Akita, Akita Prefecture, Japan, where ...": a town has none
        return self._named_value(place) if place is not None else None

    def _previous_place(self, relation: str) -> str | None:
        """The place a sentence naming none continues: the previous sentence's one place (a
        sovereign country for a capital, a largest city or a currency, which a town has none
        of), or for a currency its one sovereign country."""
        places = set(self.last_places)
        national = relation in ("capital", "largest city", "currency")
        if len(places) == 1 and (not national or is_country(next(iter(places)))):
            return self._carried(places.pop())
        countries = {p for p in places if is_country(p)}
        if relation == "currency" and len(countries) == 1:
            return self._carried(countries.pop())
        return None

    def _statement_place(
        self, verb: Token, noun: Token | None, first: int, relation: str = "", where_only: bool = False
    ) -> str | None:
        """The owner of a statement with no owner of its own: a pointer on the relation noun (or
        its participle) or on the verb, else :meth:`focus_place`."""
        heads = [noun, *(c for c in noun.children if c.dep_ == "acl")] if noun is not None else []
        for head in [*heads, verb]:
            pointed, place = self._pointer_of(head)
            if pointed:
                return place
        return self.focus_place(verb, first, relation, where_only)

    def focus_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "the currency is the euro", "Irish is the main language", "the capital city is
        Austin", "Koreans are an ethnic group in the country", "the people there are ..." with no
        owner named: the place in focus."""
        subj, attr = (
            v1._child(verb, "nsubj") or _stray_subject(verb) or self.subject(verb),
            v1._child(verb, "attr", "acomp") if verb.lemma_ == "be" else v1._child(verb, "dobj"),
        )
        if attr is None and subj is not None and verb.lemma_ == "be":
            attr = _value_split_off(verb)  # "The capital is Washington DC and X is a leader"
        if subj is None or attr is None or subj.i in (verb.i, attr.i):
            return
        pairs = ((subj, attr), (attr, subj)) if verb.lemma_ == "be" else ((subj, attr),)  # "the groups include A"
        for noun, other in pairs:
            relation, rel_noun = self._focus_noun(noun)
            if relation is None or rel_noun is None:
                continue
            if self._focus_owned(rel_noun):
                return
            first = min(subj.left_edge.i, attr.left_edge.i, verb.i)
            values = self._focus_values(relation, other)
            bare = verb.lemma_ == "be" and relation == "language" and not _place_language(rel_noun)
            # "The novel was printed in Kenya. The language is English": the novel's, maybe
            entity = self._statement_place(verb, rel_noun, first, relation, where_only=bare) if values else None
            for value in values:
                if entity and value != entity:
                    yield Candidate(entity, relation, value)
            return

    def _focus_noun(self, noun: Token) -> tuple[str | None, Token | None]:
        """(relation, relation noun) of a statement's bare relation noun: "the capital", "an
        ethnic group", "one of the languages"."""
        if noun.lower_ == "one":
            inner = v1._prep_object(v1._prep(noun, "of"))
            relation = _focus_relation(inner) if inner is not None and inner.tag_ == "NNS" else None
            multi = relation in ("language", "official language", "ethnic group")
            det = v1._child(inner, "det") or v1._child(inner, "poss") if inner is not None else None
            return (relation, inner) if multi and det is not None else (None, None)
        relation = _focus_relation(noun)
        det = v1._child(noun, "det") or next(
            (c for c in noun.children if c.dep_ == "poss" and _pointed_place_noun(c)), None
        )
        several = relation in ("language", "official language", "ethnic group")
        if det is None and several and noun.tag_ == "NNS" and noun.dep_ in ("nsubj", "attr"):
            return relation, noun  # "ethnic groups include A", "ethnic groups are A and B"
        if relation is None or det is None:
            return None, None
        if noun.tag_ == "NNS" and relation not in ("language", "official language", "ethnic group"):
            return None, None
        several = relation in ("language", "official language", "ethnic group")
        if det.dep_ == "det" and det.lower_ != "the" and not (det.lower_ in ("a", "an") and several):
            return None, None
        return relation, noun

    def _focus_owned(self, noun: Token) -> bool:
        """Whether a relation noun names its owner (other rules read it): "the capital of X",
        "X's currency", "whose capital", "the language spoken in X"; a pointer ("of the
        country", "there") is no owner here."""
        if self._pointer_of(noun)[0] or any(c.dep_ == "acl" and self._pointer_of(c)[0] for c in noun.children):
            return False  # "the language spoken there": the pointer says whose
        if any(c.dep_ in ("poss", "prep") for c in noun.children):
            return True
        if any(
            c.dep_ == "acl" and v1._children(c, "prep", "agent") and not self._pointer_of(c)[0] for c in noun.children
        ):
            return True
        owner = self.owner(noun)
        return owner is not None and owner.dep_ != "det"  # "The capital" resolved to a place is no owner here

    def _focus_values(self, relation: str, other: Token) -> list[str]:
        """The values a statement gives for a place relation: a place for a capital, a currency
        word, languages, peoples, a demonym."""
        if relation in ("capital", "largest city"):
            ok = named(other) and other.ent_type_ not in ("NORP", "DATE", "CARDINAL", "WORK_OF_ART")  # any name
            value = self._named_value(other) if ok else None
            after = other.doc[other.i + 1] if other.i + 1 < len(other.doc) else None
            if value is not None and " and " in value and after is not None and after.pos_ in ("AUX", "VERB"):
                return []  # "The capital is X and Y Hall is found in Z": two names the pipeline merged
            return [value] if value else []
        if relation == "currency":
            if other.lemma_.lower() in _CURRENCY_WORDS:
                return [v1._text(v1._left_modifiers(other, {"compound", "amod"}))]
            return []
        if relation in ("language", "official language"):
            values = [self._language_value(m, spoken=True) for m in _coordinated(other)]
        elif relation == "ethnic group":
            values = [self._group_name(m) for m in _coordinated(other)]
        else:
            values = [self._demonym_value(other)] if other.text[:1].isupper() else []
        return [v for v in values if v]

    def focus_spoken(self, verb: Token) -> Iterator[Candidate]:
        """ "Spanish is spoken there", "English is spoken in that state", "and the Faroese
        language is spoken" continuing a "where" clause: a language spoken in the place in focus."""
        subj = v1._child(verb, "nsubjpass") or _stray_subject(verb)
        if subj is None or _where_word(verb) is not None:
            return
        pointed, place = self._pointer_of(verb)
        if not pointed and (verb.lemma_ == "find" or v1._children(verb, "prep")):
            return  # "spoken in Wales" is another rule's; "found" needs a pointer
        speakers = v1._prep_object(v1._child(verb, "agent"))
        if speakers is not None and speakers.lemma_.lower() not in _PEOPLE:
            return  # "spoken by the winners" says who speaks it, not where
        if any(_focus_relation(c) not in (None, "language", "official language") for c in subj.children):
            return  # "have the demonym Tejano and Spanish is spoken": the parser's subject is no language
        values = [self._spoken_language(m, verb.lemma_ == "speak") for m in _coordinated(subj)]
        if not any(values):
            return
        entity = place if pointed else self.focus_place(verb, subj.left_edge.i)
        for value in values:
            if entity and value:
                yield Candidate(entity, "language", value)

    def _spoken_language(self, token: Token, spoken: bool) -> str | None:
        """A language as the subject of "is spoken" or the object of "speak" ("Spanish", "the
        Faroese language"); of "is used" or "is found" only a language noun or word."""
        if spoken or token.lemma_.lower() == "language" or token.ent_type_ in ("NORP", "LANGUAGE"):
            return self._language_value(token, spoken=spoken)
        return None

    def focus_speakers(self, verb: Token) -> Iterator[Candidate]:
        """ "..., where the leader is A and they speak Tamil", "They speak Arabic there": people
        speaking a language in the place in focus."""
        subj, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if subj is None or obj is None or subj.lower_ not in ("they", "people", "locals", "inhabitants"):
            return
        if _where_word(verb) is not None or v1._children(subj, "prep", "poss") or v1._prep(verb, "in"):
            return  # "where they speak ...", "the people of X speak", "in X they speak" are read elsewhere
        values = [self._spoken_language(m, True) for m in _coordinated(obj)]
        if not any(values):
            return
        pointed, place = self._pointer_of(verb)
        entity = place if pointed else self.focus_place(verb, subj.left_edge.i)
        for value in values:
            if entity and value:
                yield Candidate(entity, "language", value)


def _chained_last(verb: Token, first: int) -> bool:
    """Whether the last place named before ``first`` in the sentence is one of a chain "A, B"."""
    doc = verb.doc
    last = next(
        (t for t in reversed(doc[verb.sent.start : first]) if _is_country_place(t) and not _stated_value(t)), None
    )
    return last is not None and _in_chain(last)


def _place_language(noun: Token) -> bool:
    """Whether a language noun says it is a place's: "the language spoken", "the local
    language", "the languages used" (a book's language is none of these)."""
    spoken = any(c.dep_ == "acl" and c.lemma_ in ("speak", "use") for c in noun.children)
    return spoken or any(c.lower_ in ("local", "national", "spoken") for c in noun.children)


def _value_split_off(verb: Token) -> Token | None:
    """The value right after a copula the parser made the subject of a later clause: "The
    capital is Washington DC and John Roberts is a leader" ("Washington DC ... is a leader")."""
    after = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if after is None or after.dep_ not in ("nsubj", "nsubjpass") or not named(after) or after.head.dep_ != "ccomp":
        return None
    return after if after.head.head.i == verb.i else None


def _later_as(obj: Token, verb: Token, member: Token) -> Token | None:
    """The "as" right after a conjunct that the parser hung on the first object or the verb:
    "has Ringgit as its currency and Malay as its official language"."""
    doc = member.doc
    k = member.right_edge.i + 1
    if k >= len(doc) or doc[k].lower_ != "as" or doc[k].dep_ != "prep" or doc[k].head.i not in (obj.i, verb.i):
        return None
    return doc[k]


def _chain_country(marker: Token) -> Token | None:
    """The sovereign country ending a chain of places right before a relative word ("Akita,
    Akita Prefecture, Japan, where ...")."""
    doc, k = marker.doc, marker.i - 1
    if k >= 0 and doc[k].text == ",":
        k -= 1
    last = doc[k] if k >= 0 else None
    if last is None or not named(last) or not is_country(last.text):
        return None
    if not _in_chain(last):  # "Chisinau, the capital city of Moldova, where ...": a currency is Moldova's
        return (
            last
            if last.dep_ == "pobj" and last.head.lower_ == "of" and last.head.head.lemma_ in ("city", "capital")
            else None
        )
    after = doc[last.i + 2] if last.i + 2 < len(doc) and doc[last.i + 1].text == "," else None
    return last if after is None or after.i >= marker.i else None


def _stray_subject(verb: Token) -> Token | None:
    """The subject the parser hung on the previous clause's value, right before a verb with
    none: "the currency is the euro and Portuguese is the main language", "where the capital is
    Nairobi and the inhabitants are called Kenyans", "... and one of the languages used is X"."""
    if v1._children(verb, "nsubj", "nsubjpass"):
        return None
    start = min([verb.i, *(c.i for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i)])
    doc = verb.doc
    joined = [t for t in doc[verb.sent.start : start] if t.dep_ == "conj" and t.right_edge.i == start - 1]
    first = min(joined, key=lambda t: t.i, default=None)
    if first is None or first.pos_ not in ("NOUN", "PROPN", "ADJ", "NUM"):
        return None
    return first if first.pos_ != "NUM" or first.lower_ == "one" else None


def _stated_value(place: Token) -> bool:
    """Whether a place name is the value of a copula ("Nairobi is the capital", "the capital is
    Nairobi"), not a place the sentence is about."""
    verb = place.head
    if place.dep_ == "attr":
        return True
    split = _value_split_off(verb.head) if place.dep_ == "nsubj" and verb.dep_ == "ccomp" else None
    if split is not None and split.i == place.i:
        return True  # "The capital is Washington DC and X is a leader" read as "DC and X is a leader"
    attr = v1._child(verb, "attr") if place.dep_ == "nsubj" and verb.lemma_ == "be" else None
    if attr is not None and attr.lower_ == "one":
        attr = v1._prep_object(v1._prep(attr, "of"))
    return attr is not None and _focus_relation(attr) is not None


class NationRules(FocusRules):
    """Capitals, languages and ethnic groups of places (see the module docstring)."""

    if TYPE_CHECKING:
        previous_names: list[str]

        def entity(self, head: Token | None) -> str | None: ...

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
        if token.pos_ in ("AUX", "VERB"):
            yield from self.focus_facts(token)
        if token.lemma_ in ("have", "use"):
            yield from self.have_currency(token)
            yield from self.as_relations(token)
        if token.lower_ == "with" and token.dep_ == "prep":
            yield from self.with_capital(token)
            yield from self.with_as_its(token)
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

    def _have_place(self, verb: Token) -> Token | None:
        """The place that has or uses something: the verb's subject if a lone place ("Kenya has
        ...", "Kenya is X and has ..."), or the lone place before "which" ("Kenya which has")."""
        subj = v1._child(verb, "nsubj")
        if subj is not None and subj.lower_ in _RELATIVES:
            return _place_before(subj)
        subj = subj or self.subject(verb)
        if subj is not None and subj.i in self.resolved and _pointed_place_noun(subj) is not None:
            return subj  # "The country ... has the capital city of Y"
        if subj is None or not _is_country_place(subj) or _in_chain(subj):
            return None
        return subj

    def have_currency(self, verb: Token) -> Iterator[Candidate]:
        """ "Kenya has the currency of the Kenyan shilling", "Kenya uses the currency of the
        shilling", "Kenya has the spoken language of Swahili", "The country ... has the capital
        city of Nairobi": a currency word, a language or a place after "the currency of", "the
        (spoken) language of", "the capital (city) of"."""
        noun = v1._child(verb, "dobj")
        if noun is None or v1._child(noun, "det") is None:
            return
        relation = _focus_relation(noun)
        value_head = v1._prep_object(v1._prep(noun, "of")) or v1._child(noun, "appos")
        place = self._have_place(verb)
        if relation not in ("currency", "language", "official language", "capital") or value_head is None:
            return
        entity = self._named_value(place) if place is not None else None
        values: list[str | None] = []
        if relation == "capital":
            values = [self._named_value(value_head)] if _is_country_place(value_head) else []
        elif relation != "currency":
            values = [self._language_value(m, spoken=True) for m in _coordinated(value_head)]
        elif value_head.lemma_.lower() in _CURRENCY_WORDS:
            values = [v1._text(v1._left_modifiers(value_head, {"compound", "amod"}))]
        for value in values:
            if entity and value:
                yield Candidate(entity, relation, value)

    def as_relations(self, verb: Token) -> Iterator[Candidate]:
        """ "Kenya, which has Swahili as the official language and the shilling as currency",
        "Kenya used the shilling as currency": each "V as R" pair of the verb's objects, with R a
        language or a currency."""
        obj = v1._child(verb, "dobj")
        place = self._have_place(verb) if obj is not None else None
        if obj is None or place is None:
            return
        entity = self._named_value(place)
        for value_head, prep in self._as_pairs(verb, obj):
            noun = v1._prep_object(prep)
            relation = _focus_relation(noun) if noun is not None else None
            if relation not in ("currency", "language", "official language"):
                continue
            if relation == "currency":
                ok = value_head.lemma_.lower() in _CURRENCY_WORDS
                value = v1._text(v1._left_modifiers(value_head, {"compound", "amod"})) if ok else None
            else:
                word = value_head.pos_ == "PROPN" and value_head.text[:1].isupper() and " " not in value_head.text
                value = self._language_value(value_head, spoken=True) or (value_head.text if word else None)
            if entity and value:
                yield Candidate(entity, relation, value)

    @staticmethod
    def _as_pairs(verb: Token, obj: Token) -> list[tuple[Token, Token]]:
        """(value, "as") pairs of "has A as R1 and B as R2", however the parser hangs B and its
        "as" (on A, on R1, on the verb)."""
        pairs: list[tuple[Token, Token]] = []
        as_obj = v1._prep(obj, "as") or v1._prep(verb, "as")
        if as_obj is not None:
            pairs.append((obj, as_obj))
        noun = v1._prep_object(as_obj)
        for member in [*obj.conjuncts, *(noun.conjuncts if noun is not None else [])]:
            own = v1._prep(member, "as") or _later_as(obj, verb, member)
            if own is not None and member.i > obj.i:
                pairs.append((member, own))
        return pairs

    def with_capital(self, prep: Token) -> Iterator[Candidate]:
        """ "Kenya, a country with leader A and capital Nairobi", "Kenya (with capital
        Nairobi)", "With the capital of Nairobi, Kenya is ...": "capital" right before a place
        name, or "the capital of" one, in a "with" phrase on a place."""
        obj = v1._prep_object(prep)
        if obj is None:
            return
        value: Token | None = None
        for member in [obj, *obj.conjuncts]:
            if member.lemma_.lower() == "capital" and member.pos_ == "NOUN":
                value = _capital_value(member)
            elif _is_country_place(member) and member.i > 0 and member.doc[member.i - 1].lower_ == "capital":
                value = member
            if value is not None:
                break
        place = self._with_owner(prep)
        entity = self._named_value(place) if place is not None else None
        name = self._named_value(value) if value is not None else None
        if entity and name and name != entity:
            yield Candidate(entity, "capital", name)

    def with_as_its(self, prep: Token) -> Iterator[Candidate]:
        """ "Denmark, a country with the Danish krone as its currency", "Kenya, with Nairobi as
        its capital": the value of the "as" noun's relation on the place the phrase hangs on."""
        obj = v1._prep_object(prep)
        if obj is None:
            return
        as_ = next(
            (c for c in (*obj.children, *prep.head.children) if c.dep_ == "prep" and c.lower_ == "as" and c.i > obj.i),
            None,
        )
        noun = v1._prep_object(as_)
        if noun is None or noun.pos_ != "NOUN" or v1._children(noun, "prep", "amod", "compound"):
            return
        poss = v1._child(noun, "poss")
        if poss is not None and poss.lower_ != "its":
            return
        relation = self.catalog.canonical(v1.relation_phrase(noun))
        if relation not in ("capital", "currency", "largest city", "leader", "official language"):
            return
        place = self._with_owner(prep)
        entity = self._named_value(place) if place is not None else None
        if relation == "currency":
            value = (
                v1._text(v1._left_modifiers(obj, {"compound", "amod"}))
                if obj.lemma_.lower() in _CURRENCY_WORDS
                else None
            )
        elif relation == "official language":
            value = self._language_value(obj, spoken=True)
        elif relation == "leader":
            value = self._named_value(obj) if obj.ent_type_ == "PERSON" else None
        else:
            value = self._named_value(obj) if _is_country_place(obj) else None
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def _with_owner(self, prep: Token) -> Token | None:
        """The place a "with" phrase hangs on: "Kenya, a country with", "Kenya with", "Kenya (with
        ...)", a fronted "With ..., Kenya is"."""
        head = prep.head
        doc = prep.doc
        if head.lemma_.lower() in ("country", "nation") and head.dep_ == "appos":
            head = head.head
        if _is_country_place(head) and not _in_chain(head):
            return head
        if prep.i >= 2 and doc[prep.i - 1].text == "(" and _is_country_place(doc[prep.i - 2]):
            return doc[prep.i - 2] if not _in_chain(doc[prep.i - 2]) else None
        if head.pos_ in ("AUX", "VERB") and prep.i == prep.sent.start:
            subj = v1._child(head, "nsubj", "nsubjpass")
            return subj if subj is not None and _is_country_place(subj) and not _in_chain(subj) else None
        return None
