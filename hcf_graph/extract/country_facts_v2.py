"""``spacy-rules.v2`` facts about places read from side clauses (issue 10): a country's or a
city's leader, capital, languages, ethnic groups and currency ("X comes from Norway, where
Erna Solberg is the leader"). Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..normalize import normalize_text
from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym, is_demonym
from . import spacy_rules as v1
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token
from .common_v2 import (
    _BUILDING_WORDS,
    _COUNTRY_NOUNS,
    _CURRENCY_WORDS,
    _FACILITY_HEADS,
    _LANGUAGE_ADJECTIVES,
    _NAMED_ONLY_CURRENCY_WORDS,
    _PLACE_ONLY_RELATIONS,
    _SPEAKERS,
    RulesState,
    _antecedent,
    _chain_country,
    _coordinated,
    _earlier_noun,
    _in_chain,
    _is_building_name,
    _is_country_place,
    _is_passive,
    _is_place_name,
    _unwrap_place,
    _where_word,
)


def _stray_language(verb: Token) -> Token | None:
    """The noun "language" of a copula the parser left without a subject: "Denmark, where the
    language spoken is German" hangs "language" on "spoken"."""
    if v1._child(verb, "nsubj") is not None:
        return None
    noun = _earlier_noun(verb, "language", stop_at_punct=True)
    return noun if noun is not None and noun.head.lemma_ in ("speak", "use") and noun.head.i < verb.i else None


def _only_country_before(noun: Token) -> Token | None:
    """The one sovereign country a sentence names before ``noun`` ("X is in Ethiopia and the
    language spoken is ..."), None when it names none or several."""
    countries = [t for t in noun.doc[noun.sent.start : noun.i] if named(t) and is_country(t.text)]
    return countries[0] if len({t.text for t in countries}) == 1 else None


def _split_value(verb: Token) -> Token | None:
    """The value right after a copula the parser made the subject of a later clause ("The
    capital of Nepal is Kathmandu and Momo is ...": "Kathmandu and Momo is")."""
    after = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if after is None or after.dep_ not in ("nsubj", "nsubjpass") or not named(after) or after.head.dep_ != "ccomp":
        return None
    return after if after.head.head.i == verb.i else None


def _stray_value(verb: Token) -> Token | None:
    """The subject of a joined copula the parser made a conjunct of the first clause's value:
    "The currency of Japan is the yen and Japanese is the language" ("the yen and Japanese")."""
    before = verb.doc[verb.i - 1] if verb.i > 0 else None
    attr = v1._child(verb.head, "attr")
    if before is None or attr is None or before.dep_ != "conj" or before.head.i != attr.i:
        return None
    return before if before.text[:1].isupper() else None


def _joined_which(noun: Token) -> Token | None:
    """The place of a "whose" clause joined to a "which" clause on it: "Philadelphia, which is
    part of Pennsylvania and whose leader is X" (the first clause's relative word says which)."""
    verb = noun.head
    if noun.dep_ != "nsubj" or verb.dep_ != "conj" or verb.head.dep_ != "relcl":
        return None
    which = v1._child(verb.head, "nsubj")
    return _antecedent(which) if which is not None and which.lower_ == "which" else None


def _where_before(verb: Token) -> Token | None:
    """The "where" of a clause that ends right before "and" and ``verb``'s clause, which the
    parser joined to the main clause instead: "Turkey, a country where Turkish is the language
    and the lira is used"."""
    doc = verb.doc
    k = verb.left_edge.i - 1
    if k < 1 or doc[k].lower_ != "and":
        return None
    clause = next((t for t in doc[verb.sent.start : k] if t.dep_ == "relcl" and t.right_edge.i == k - 1), None)
    where = _where_word(clause) if clause is not None else None
    return where if where is not None and where.lower_ == "where" else None


def _facility_name(name: str) -> bool:
    """A name with an airport's, a building's or a street's word ("Andrews County Airport"),
    which the pipeline may tag as a place."""
    words = set(normalize_text(name).split())
    return bool(words & (_FACILITY_HEADS | _BUILDING_WORDS)) or _is_building_name(name)


class CountryFacts(RulesState):
    """Facts about places read from side clauses: a country's or city's leader, capital, languages, (see the module docstring)."""

    if TYPE_CHECKING:

        def focus_place(self, verb: Token, first: int, relation: str = "", where_only: bool = False) -> str | None: ...

        def _pointed_place(self, token: Token | None) -> str | None: ...

    def _relative_place(self, noun: Token) -> Token | None:
        """The place a relative word names as the owner of a catalog relation noun: "Norway
        whose leader is ..." (no comma), "..., whose capital is Oslo and whose leader is ...",
        "Norway, the capital of which is Oslo", "Norway, of which Oslo is the capital"."""
        if not self._known(v1.relation_phrase(noun)):
            return None
        poss = v1._child(noun, "poss")
        if poss is not None and poss.lower_ == "whose":
            return _antecedent(poss) or _joined_which(noun) or self._whose_country(noun, poss)
        of = v1._prep_object(v1._prep(noun, "of"))
        if of is not None and of.lower_ == "which" and of.i > noun.i:
            return _antecedent(noun.doc[noun.left_edge.i])  # "Norway, the capital of which is Oslo"
        verb = noun.head
        prep = next((c for c in v1._children(verb, "prep") if c.lower_ == "of" and c.i < verb.i), None)
        which = v1._prep_object(prep)
        if noun.dep_ == "attr" and verb.lemma_ == "be" and prep is not None and which is not None:
            return _antecedent(prep) if which.lower_ == "which" else None  # "Norway, of which Oslo is the capital"
        return None

    def _whose_country(self, noun: Token, whose: Token) -> Token | None:
        """ "in Ruse in Bulgaria, whose capital city is Sofia": a sovereign country that ends a
        chain of places owns a "whose" clause on a relation only a country has (a capital, a
        currency), though the chain names other places before it."""
        if self.catalog.canonical(v1.relation_phrase(noun)) not in ("capital", "currency"):
            return None
        doc, k = whose.doc, whose.i - 1
        if k < 1 or doc[k].text != ",":
            return None
        before = doc[k - 1]
        if not named(before) or not is_country(before.text) or before.dep_ == "conj":
            return None
        return before

    def _place_its(self, sent: Span) -> dict[int, str]:
        """{index: place} for a sentence's first word "Its" before a relation only a place has
        ("Its capital is Rome" after "The dish comes from Italy."): the previous subject if a
        place, else the previous sentence's last place."""
        first = sent[0] if len(sent) else None
        if first is not None and first.lower_ == "the" and first.dep_ == "det":
            return self._place_the(first)
        if first is None or first.lower_ != "its" or first.dep_ != "poss":
            return {}  # a later "its" is :meth:`_inner_its`'s
        if self.catalog.canonical(v1.relation_phrase(first.head)) not in _PLACE_ONLY_RELATIONS:
            return {}
        previous = self.previous
        place = previous[0] if previous is not None and previous[2] in ("GPE", "LOC") else self.last_place
        return {first.i: place} if place else {}

    def _place_the(self, the: Token) -> dict[int, str]:
        """{index of "The": place} for "The capital is Cape Town" opening a sentence after one
        about a place: the previous subject if a place, else the previous sentence's last place
        if a sovereign country (a relation only a place has, with no owner of its own)."""
        noun = the.head
        if noun.dep_ != "nsubj" or v1._children(noun, "prep", "poss", "amod", "compound"):
            return {}
        if self.catalog.canonical(v1.relation_phrase(noun)) not in _PLACE_ONLY_RELATIONS:
            return {}
        previous = self.previous
        if previous is not None and previous[2] in ("GPE", "LOC") and not _facility_name(previous[0]):
            place: str | None = previous[0]
        else:
            place = self.last_place if self.last_place and is_country(self.last_place) else None
        return {the.i: place} if place else {}

    def place_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "Italy's capital, Rome, ...": a place in apposition to a place relation noun with a
        named owner."""
        yield from self.bare_capital_apposition(appos)
        head = appos.head
        if not _is_place_name(appos) or head.pos_ != "NOUN" or appos.i < head.i:
            return
        relation = v1.relation_phrase(head)
        poss = v1._child(head, "poss")
        entity = self.entity(poss) if poss is not None and (named(poss) or poss.i in self.resolved) else None
        national = self._national_relation(head) if entity is None else None
        if national is not None:
            entity, relation = national  # "the Norwegian capital, Oslo"
        if self.catalog.canonical(relation) not in ("capital", "largest city"):
            return
        value = self._named_value(appos)
        if entity and value:
            yield Candidate(entity, relation, value)

    def bare_capital_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "in Bucharest, capital of Romania": a named place in apposition to "capital (city)
        of" a sovereign country, written without an article."""
        head = appos.head
        if appos.lemma_.lower() != "capital" and not (
            appos.lemma_.lower() == "city" and v1._children(appos, "compound")
        ):
            return
        if v1._children(appos, "det", "poss", "amod") or not named(head) or not _is_place_name(head):
            return
        if appos.lemma_.lower() == "city" and [c.lower_ for c in v1._children(appos, "compound")] != ["capital"]:
            return  # "capital city of"
        country = v1._prep_object(v1._prep(appos, "of"))
        if country is None or not named(country) or not is_country(country.text) or v1._children(country, "conj"):
            return
        entity, value = self._named_value(country), self._named_value(head)
        if entity and value and not is_country(value):
            yield Candidate(entity, "capital", value)

    def _national_relation(self, noun: Token) -> tuple[str, str] | None:
        """(country, relation) of "the Norwegian capital", "the Norwegian currency", "the
        largest Norwegian city": a place relation noun with a nationality adjective and no
        other modifier ("the former Norwegian capital" names none)."""
        if noun.pos_ != "NOUN" or not v1._is_definite(noun) or v1._children(noun, "poss", "prep", "compound"):
            return None
        amods = v1._children(noun, "amod")
        adjectives = [a for a in amods if a.ent_type_ == "NORP"]
        rest = {a.lower_ for a in amods if a.ent_type_ != "NORP"}
        lemma = noun.lemma_.lower()
        if lemma in ("capital", "currency") and not rest:
            relation = lemma
        elif lemma == "city" and rest in ({"largest"}, {"biggest"}):
            relation = "largest city"
        else:
            return None
        country = self._national_place(noun) if len(adjectives) == 1 else None
        return (country, relation) if country else None

    def national_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "Oslo is the Norwegian capital", "The Norwegian currency is the krone"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or subj is None or attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        for noun, other in ((subj, attr), (attr, subj)):
            national = self._national_relation(noun)
            if national is None:
                continue
            country, relation = national
            value: str | None = None
            if relation == "currency" and other.lemma_.lower() in _CURRENCY_WORDS:
                value = v1._text(v1._left_modifiers(other, {"compound", "amod"}))
            else:
                place = named(other) and other.ent_type_ not in ("PERSON", "NORP", "DATE", "WORK_OF_ART")
                value = self._named_value(other) if place or relation == "currency" else None
            if value:
                yield Candidate(country, relation, value)
            return

    def _where_place(self, noun: Token) -> Token | None:
        """The place a "where" or "in which" clause hangs on, for a relation noun that is the
        clause's subject or value (or a conjunct of one): "Norway, where the leader is called
        Erna Solberg", "where one of the ethnic groups is the Sami"."""
        first = noun
        while first.dep_ == "conj" and first.head.i < first.i:
            first = first.head
        if first.dep_ == "pobj" and first.head.lower_ == "of" and first.head.head.pos_ == "NUM":
            first = first.head.head  # "where one (two) of the ethnic groups is ..."
        formed = first.dep_ == "dobj" and first.head.lemma_ in ("form", "constitute")  # "where A form the main group"
        if first.dep_ not in ("nsubj", "nsubjpass", "attr") and not formed:
            return None
        if first.head.lemma_ not in ("be", "call", "name", "include") and not formed:
            return None  # not "where the architect John Madin was born"
        marker = _where_word(first.head)
        if marker is None and first.head.dep_ == "conj" and first.head.head.lemma_ == "be":
            marker = _where_word(first.head.head)  # "where the leader is X and the capital is Y"
        if marker is None and first.head.dep_ == "conj" and first.head.head.dep_ == "relcl":
            # "Armenia, where Armenians form the main ethnic group and the dram is the currency"
            marker = _where_word(first.head.head)
        if marker is not None and noun.lemma_.lower() in ("currency", "language"):
            return _antecedent(marker) or _chain_country(marker)  # "in Lyon, France, where the currency is ..."
        return _antecedent(marker) if marker is not None else None

    def name_of(self, verb: Token) -> Iterator[Candidate]:
        """ "The name of the leader of Greece is Ada Price", "Ada Price is the name of the
        leader of Greece": "the name of" a catalog relation noun reads like the noun."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or subj is None or attr is None:
            return
        for name, other in ((subj, attr), (attr, subj)):
            noun = v1._prep_object(v1._prep(name, "of")) if name.lemma_.lower() == "name" else None
            if noun is None or noun.pos_ != "NOUN" or not self._known(v1.relation_phrase(noun)):
                continue
            if name.i == subj.i:
                yield from self.attribute(verb, noun, other)
            elif v1._child(name, "det") is not None and v1._is_definite(noun):
                yield from self.inverse(verb, other, noun)

    def speak_active(self, verb: Token) -> Iterator[Candidate]:
        """ "Norway, where they speak Norwegian", "In Norway they speak Norwegian", "People in
        Norway speak Sami": people speaking a language in a named place (never a named speaker:
        "Ada Price speaks Norwegian" is about her)."""
        if verb.lemma_ != "speak" or _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if subj is not None and obj is not None and _is_country_place(subj) and not _in_chain(subj):
            for member in _coordinated(obj):  # "Ireland speaks English"
                value, entity = self._language_value(member, spoken=True), self.entity(subj)
                if entity and value:
                    yield Candidate(entity, "language", value)
            return
        if subj is None or obj is None or subj.lower_ not in _SPEAKERS:
            return
        place: Token | None = None
        marker = _where_word(verb)
        if marker is not None:
            place = _antecedent(marker)
        for head, word in ((verb, "in"), (subj, "in"), (subj, "of")):
            place = place or v1._prep_object(v1._prep(head, word))
        place = _unwrap_place(place)
        if place is None or not _is_place_name(place):
            return
        entity = self._named_value(place)
        for member in _coordinated(obj):
            value = self._language_value(member, spoken=True)
            if entity and value:
                yield Candidate(entity, "language", value)

    def spoken_where(self, verb: Token) -> Iterator[Candidate]:
        """ "Norway, a country where Norwegian is spoken": the place before "a country where"
        (:meth:`spoken_in` reads "Norway, where Norwegian is spoken"); "Denmark, where the Danish
        language is used"."""
        if verb.lemma_ not in ("speak", "use") or not _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        marker = _where_word(verb)
        if marker is None and verb.dep_ == "conj" and verb.head.lemma_ in ("be", "use"):
            marker = _where_word(verb.head)  # "where X is President and Polish is spoken", "where Y is used and ..."
        subj = v1._child(verb, "nsubjpass")
        if marker is None or subj is None or (verb.lemma_ == "speak" and _is_place_name(verb.head)):
            return
        if verb.lemma_ == "use" and subj.lemma_.lower() != "language" and subj.ent_type_ != "LANGUAGE":
            return  # "where the euro is used" names no language
        place = _antecedent(marker) or _chain_country(marker)  # "in Pecs, Hungary, where Hungarian is spoken"
        entity = self._named_value(place) if place is not None else None
        for member in _coordinated(subj):
            value = self._language_value(member, spoken=True)
            if entity and value:
                yield Candidate(entity, "language", value)

    def speaking_place(self, token: Token) -> Iterator[Candidate]:
        """ "French speaking Belgium", "in Tamil-speaking Sri Lanka", "Belgium (French
        speaking)", "English language speaking Ohio": a language word right before "speaking"
        that modifies a named place (or that the parser made its object)."""
        place = token.head
        bracketed = token.dep_ == "appos" and token.i >= 2 and token.doc[token.left_edge.i - 1].text == "("
        obj = v1._child(token, "dobj")
        if token.lower_ != "speaking":
            return
        if obj is not None and obj.i == token.i + 1 and _is_country_place(obj):
            place = obj  # "held in Swahili speaking Kenya", parsed as "speaking Kenya"
        elif token.dep_ not in ("amod", "compound") and not bracketed:
            return
        if not _is_country_place(place) or (_in_chain(place) and not is_country(place.text)):
            return  # "Chicago, Illinois (English speaking)": either; "..., Denmark (German speaking)": Denmark
        k = token.i - 1
        if k > 0 and token.doc[k].text == "-":
            k -= 1
        word = token.doc[k] if k >= 0 else None
        parsed_as_object = obj is not None and place.i == obj.i
        if word is None or word.i == place.i or not (word.head.i in (place.i, token.i) or parsed_as_object):
            return
        entity, value = self.entity(place), self._speaking_language(word)
        if entity and value:
            yield Candidate(entity, "language", value)

    def _speaking_language(self, word: Token) -> str | None:
        """The language before "speaking": a language word ("Swahili", which the pipeline may
        tag as a place), or a language noun with its name ("English language")."""
        if word.lemma_.lower() == "language":
            return self._language_value(word)
        if word.ent_type_ in ("NORP", "LANGUAGE"):
            return self._language_value(word, spoken=True)
        if (
            word.text[:1].isupper()
            and " " not in word.text
            and not is_country(word.text)
            and word.ent_type_ != "PERSON"
        ):
            return word.text
        return None

    def have_capital(self, verb: Token) -> Iterator[Candidate]:
        """ "South Africa has the capital Cape Town", "Texas has the capital of Austin": a
        place's "the capital" with a named place after it."""
        if verb.lemma_ != "have" or any(c.dep_ == "neg" for c in verb.children):
            return
        noun = v1._child(verb, "dobj")
        det = v1._child(noun, "det") if noun is not None else None
        if noun is None or noun.lemma_.lower() != "capital" or det is None or v1._children(noun, "amod"):
            return  # "has the capital Cape Town", "has a capital of Austin" (a capital has several)
        value_head = v1._child(noun, "appos") or v1._prep_object(v1._prep(noun, "of"))
        subj = self.subject(verb)
        if subj is None or value_head is None or not _is_country_place(subj) or _in_chain(subj):
            return
        entity = self.entity(subj)
        value = self._named_value(value_head) if _is_country_place(value_head) else None
        if entity and value:
            yield Candidate(entity, "capital", value)

    def _language_value(self, token: Token, spoken: bool = False) -> str | None:
        """A language as a value: "Norwegian", "the Norwegian language", "Sami"; as the object
        of "speak" also a word the pipeline took for a person ("speak Welsh")."""
        if token.lemma_.lower() == "language" and token.pos_ == "NOUN":
            if token.tag_ == "NNS":
                return None  # "English and Irish languages": no one value
            names = [c for c in token.lefts if c.dep_ in ("compound", "amod") and c.text[:1].isupper()]
            return v1._text([*names, token]) if names else None
        if not token.text[:1].isupper() or v1._children(token, "prep"):
            return None
        if token.ent_type_ in ("NORP", "LANGUAGE"):
            return token.text
        if spoken and token.ent_type_ == "PERSON" and " " not in token.text:
            return token.text
        if spoken and token.pos_ == "ADJ" and not token.ent_type_ and is_demonym(token.text):
            return token.text  # "Icelandic is spoken there", the word read as an adjective
        if token.ent_type_ in ("PERSON", "GPE", "LOC", "DATE", "FAC") or len(token.text.split()) > 2:
            return None  # a language is named in a word or two ("Scottish Gaelic")
        return self._named_value(token)

    def languages_of(self, verb: Token) -> Iterator[Candidate]:
        """ "Sami is one of the languages spoken in Norway", "One of the languages of Norway is
        Sami", "Sami is a language in Norway", "The languages of Norway include Sami": each
        language a named place has (a relation with several values)."""
        if verb.lemma_ not in ("be", "include") or any(c.dep_ == "neg" for c in verb.children):
            return
        subj, other = v1._child(verb, "nsubj"), v1._child(verb, "attr", "dobj", "acomp")
        among = next((p for p in v1._children(verb, "prep") if p.lower_ == "among"), None)
        if other is None and among is not None and verb.lemma_ == "be":
            other = v1._prep_object(among)  # "French is among the languages spoken in Canada"
            other = other if other is not None and other.tag_ == "NNS" else None
        if subj is None and other is not None and verb.dep_ in ("ccomp", "conj"):
            from .nations_v2 import _stray_subject  # nations_v2 imports this module

            subj = _stray_subject(verb)  # "... the capital of Canada and English is one of its languages"
        if subj is None or other is None:
            return
        for noun, value_head in ((other, subj), (subj, other)):
            if noun.lower_ == "one":
                noun = v1._prep_object(v1._prep(noun, "of")) or noun
            if noun.lemma_.lower() != "language" or noun.pos_ != "NOUN":
                continue
            if any(c.lower_ not in _LANGUAGE_ADJECTIVES for c in v1._children(noun, "amod")):
                continue  # "a dead language in Norway", "an old language of Norway"
            place = self._language_place(noun)
            entity = self._named_value(place) if place is not None else None
            for member in _coordinated(value_head):
                value = self._language_value(member, spoken=True)
                if entity and value:
                    yield Candidate(entity, "language", value)
            return

    def where_language(self, verb: Token) -> Iterator[Candidate]:
        """ "Texas, where English is the main language", "Norway, in which the official language
        is Norwegian", "where Welsh and English are the languages": a language noun in a "where"
        clause on a named place."""
        marker = _where_word(verb) if verb.lemma_ == "be" else None
        if marker is None and verb.lemma_ == "be" and verb.dep_ == "conj" and verb.head.lemma_ == "be":
            marker = _where_word(verb.head)  # "where Arabs are ... and Arabic is the language"
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if marker is None or subj is None or attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        place = _antecedent(marker) or _chain_country(marker)
        entity = self._named_value(place) if place is not None else None
        for noun, value_head in ((attr, subj), (subj, attr)):
            if noun.lemma_.lower() != "language" or noun.pos_ != "NOUN" or not v1._is_definite(noun):
                continue
            if any(c.lower_ not in _LANGUAGE_ADJECTIVES for c in v1._children(noun, "amod", "prep")):
                return
            for member in _coordinated(value_head):
                value = self._language_value(member)
                if entity and value:
                    yield Candidate(entity, "language", value)
            return

    def language_spoken_is(self, verb: Token) -> Iterator[Candidate]:
        """ "Denmark, where the language spoken is German" (the parser hangs "is" apart from its
        subject), "X is in Ethiopia and the language spoken is Amharic" (the one country the
        sentence names before it)."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children):
            return
        value_head = v1._child(verb, "attr") or v1._child(verb, "acomp")
        noun = v1._child(verb, "nsubj") or _stray_language(verb)
        if value_head is None or noun is None or noun.lemma_.lower() != "language" or noun.tag_ == "NNS":
            return
        if not v1._is_definite(noun) or v1._children(noun, "prep", "poss"):
            return  # "the language of X is" is the catalog attribute pattern's
        if any(c.lower_ not in _LANGUAGE_ADJECTIVES for c in v1._children(noun, "amod")):
            return
        spoken = next((c for c in noun.children if c.dep_ in ("acl", "relcl") and c.lemma_ in ("speak", "use")), None)
        if noun.dep_ == "nsubj" and noun.head.lemma_ in ("speak", "use"):
            spoken = noun.head  # "where the language spoken is": the parser made "spoken" its head
        marker = _where_word(spoken) if spoken is not None else None
        if marker is None and v1._child(verb, "nsubj") is not None and verb.dep_ != "conj":
            return  # a "where" on the copula itself is :meth:`where_language`'s
        if marker is None and spoken is None:
            return  # "X was printed in Kenya and the language is English": X's language, maybe
        place = _antecedent(marker) if marker is not None else _only_country_before(noun)
        entity = self._named_value(place) if place is not None else None
        for member in _coordinated(value_head):
            value = self._language_value(member, spoken=True)
            if entity and value:
                yield Candidate(entity, "language", value)

    def uses_language(self, verb: Token) -> Iterator[Candidate]:
        """ "Alderney uses the English language", "Norway uses the krone and the Norwegian
        language": a named country using a language noun with its name."""
        if verb.lemma_ != "use" or _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubj")
        if subj is None or not _is_country_place(subj) or _in_chain(subj):
            return
        heads = [c for c in verb.children if c.dep_ in ("dobj", "pobj")]
        for prep in v1._children(verb, "prep"):
            heads += [c for c in prep.children if c.dep_ == "pobj"]
        entity = self.entity(subj)
        for head in heads:
            for member in [head, *head.conjuncts]:
                if member.lemma_.lower() != "language" or member.tag_ == "NNS":
                    continue
                value = self._language_value(member)
                if entity and value:
                    yield Candidate(entity, "language", value)

    def _language_place(self, noun: Token) -> Token | None:
        """The named place of "languages spoken in Norway", "languages of Norway", "the
        languages in Norway", "Norway's languages"."""
        acl = next((c for c in noun.children if c.dep_ == "acl" and c.lemma_ in ("speak", "use")), None)
        heads = [acl, noun] if acl is not None else [noun]
        for head in heads:
            for word in ("in", "of"):
                place = _unwrap_place(v1._prep_object(v1._prep(head, word)))
                if place is not None and _is_place_name(place):
                    return place
        poss = v1._child(noun, "poss")
        if poss is not None and _is_place_name(poss):
            return poss
        if poss is not None and poss.lower_ == "its" and is_country(self.resolved.get(poss.i, "")):
            return poss  # "English is one of its languages", "its" read as the sentence's country
        return self._where_place(noun)

    def uses_currency(self, verb: Token) -> Iterator[Candidate]:
        """ "Italy uses the euro", "Norway uses the Norwegian krone": a named place using a
        currency's name (the word list below) has that currency."""
        if verb.lemma_ != "use" or _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        obj = v1._child(verb, "dobj")
        if obj is None or v1._prep(verb, "as") is not None:
            return  # "uses X as its currency" is :meth:`have_as`
        subj = self.subject(verb)
        # "X is in Latvia, and the country uses the euro": a subject resolved to a country
        country = subj is not None and subj.i in self.resolved and is_country(self.resolved[subj.i])
        if subj is None or not (country or _is_country_place(subj)) or _in_chain(subj):
            return
        entity = self.entity(subj)
        if obj.lemma_.lower() == "language":
            language = self._language_value(obj)  # "Alderney uses the English language"
            if entity and language:
                yield Candidate(entity, "language", language)
            return
        value = v1._text(v1._left_modifiers(obj, {"compound", "amod"}))
        if entity and value and obj.lemma_.lower() in _CURRENCY_WORDS:
            yield Candidate(entity, "currency", value)

    def refine_currencies(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A currency named by its bare noun where its name needs the country's word ("the dram
        is the currency" for the Armenian dram): too short a value, dropped (it would conflict
        with the full name). Only for the nouns added in round 15; the older ones keep their bare
        value ("the krone"), as their tests want."""
        for key, fact in list(found.items()):
            if fact.relation == "currency" and fact.value.lower() in _NAMED_ONLY_CURRENCY_WORDS:
                del found[key]

    def currency_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "The currency of X is the pound sterling", "The euro is the currency of X": a
        currency's common name (the word list below) as the value."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or subj is None or attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        for noun, money in ((subj, attr), (attr, subj)):
            if noun.lemma_.lower() != "currency" or money.lemma_.lower() not in _CURRENCY_WORDS:
                continue
            owner = self.owner(noun)
            known = owner is not None and (named(owner) or owner.i in self.resolved)
            entity = self.entity(owner) if known else None
            value = v1._text(v1._left_modifiers(money, {"compound", "amod"}))
            if entity and value:
                yield Candidate(entity, "currency", value)

    def lead_by(self, verb: Token) -> Iterator[Candidate]:
        """ "Chicago, which is lead by Ada Price": the common misspelling of "led by", which the
        parser reads as an adjective; only a named place is led so."""
        lead = v1._child(verb, "acomp")
        if verb.lemma_ != "be" or lead is None or lead.lower_ != "lead" or any(c.dep_ == "neg" for c in verb.children):
            return
        own = v1._child(verb, "nsubj")
        if own is None and verb.dep_ == "conj":
            own = self.subject(verb)  # "Uttar Pradesh is part of Awadh and is lead by Ram Naik"
        if own is not None and own.lower_ in ("which", "that"):
            subj = _antecedent(own)  # "Chicago, which is lead by ...": not after several places
        else:
            subj = own if own is not None and not _in_chain(own) else None
        agent = v1._prep_object(v1._prep(lead, "by"))
        entity = self.entity(subj) if subj is not None and _is_country_place(subj) else None
        value = self._named_value(agent)
        if entity and value and agent is not None and agent.ent_type_ in ("PERSON", "ORG"):
            yield Candidate(entity, "led by", value)

    def led_apposition(self, verb: Token) -> Iterator[Candidate]:
        """ "Norway, a country led by Erna Solberg", "Norway (led by Erna Solberg)": a place
        class noun in apposition to a named place, or the place itself before a bracket, with
        "led by" a name, says who leads the place."""
        if verb.lemma_ != "lead" or verb.dep_ not in ("acl", "advcl") or not _is_passive(verb):
            return
        noun = verb.head
        before = verb.doc[verb.i - 2] if verb.i > 1 and verb.doc[verb.i - 1].text == "(" else None
        bracketed = before is not None and _is_country_place(before) and not _in_chain(before)
        apposed = verb.dep_ == "acl" and noun.dep_ in ("appos", "npadvmod") and noun.lemma_.lower() in _COUNTRY_NOUNS
        if bracketed:
            place: Token | None = before  # "Manhattan (led by Ada Price)", however the parser hangs it
        elif not apposed:
            return
        else:
            place = noun.head if noun.dep_ == "appos" else _antecedent(noun.doc[noun.left_edge.i])
        if place is None or not _is_country_place(place):
            return
        if not bracketed and noun.doc[noun.left_edge.i - 1].text != ",":
            return
        agent = v1._prep_object(v1._child(verb, "agent") or v1._prep(verb, "by"))
        entity, value = self.entity(place), self._named_value(agent)
        clean = value is not None and not any(c in value for c in "()")  # not "Elizabeth II)is"
        if entity and value and clean and agent is not None and agent.ent_type_ in ("PERSON", "ORG"):
            yield Candidate(entity, "led by", value)

    def national_group(self, verb: Token) -> Iterator[Candidate]:
        """ "One Norwegian ethnic group is the Sami", "A United States ethnic group is ...": an
        ethnic group named with its country's adjective or name before it."""
        subj = v1._child(verb, "nsubj")
        if verb.lemma_ != "be" or subj is None or not self._is_ethnic_group(subj) or self._group_place(subj):
            return
        attr = v1._child(verb, "attr")
        place = self._national_place(subj)
        for member in _coordinated(attr):
            value = self._group_name(member)
            if place and value:
                yield Candidate(place, "ethnic group", value)

    def _national_place(self, noun: Token) -> str | None:
        """The country named before a noun: a place name ("United States ethnic group") or a
        nationality adjective from the demonym table ("Norwegian ethnic group")."""
        for left in v1._children(noun, "compound", "amod"):
            if _is_place_name(left):
                return self._named_value(left)
            country = country_of_demonym(left.text) if left.ent_type_ == "NORP" else None
            if country:
                self.adjective_places.add(country)  # stated by its adjective (see _stated_entity)
                return country
        return None

    def country_facts(self, verb: Token) -> Iterator[Candidate]:
        """The fifth round's patterns: facts about countries, regions and cities."""
        yield from self.name_of(verb)
        yield from self.speak_active(verb)
        yield from self.languages_of(verb)
        yield from self.where_language(verb)
        yield from self.currency_copula(verb)
        yield from self.lead_by(verb)
        yield from self.national_copula(verb)
        yield from self.have_capital(verb)
        yield from self.spoken_where(verb)
        yield from self.uses_currency(verb)
        yield from self.led_apposition(verb)
        yield from self.national_group(verb)
        yield from self.language_spoken_is(verb)
        yield from self.uses_language(verb)
        yield from self.country_facts_v7(verb)

    def country_facts_v7(self, verb: Token) -> Iterator[Candidate]:
        """The thirteenth round's patterns (crowd texts about dishes, teams, books)."""
        yield from self.where_currency_used(verb)
        yield from self.demonyms_speak(verb)
        yield from self.and_the_language(verb)
        yield from self.owned_value_split_off(verb)
        yield from self.value_is_its(verb)
        yield from self.currency_used_there(verb)
        yield from self.language_which_is_spoken(verb)
        yield from self.word_is_the_language_of(verb)
        yield from self.currency_used_as(verb)

    def currency_used_as(self, verb: Token) -> Iterator[Candidate]:
        """ "The Lebanese pound is used as the currency in Lebanon", "X is in Lebanon and the
        Lebanese pound is used as currency": a currency's name used "as (the) currency" of the
        country named in the clause, "there", or the one country a joined clause named before.
        A nationality on the currency that names another country drops the fact."""
        if verb.lemma_ != "use" or not _is_passive(verb) or any(c.dep_ in ("neg", "aux") for c in verb.children):
            return
        money = v1._child(verb, "nsubjpass")
        role = v1._prep_object(v1._prep(verb, "as"))
        if money is None or role is None or money.lemma_.lower() not in _CURRENCY_WORDS or role.lemma_ != "currency":
            return
        places = [v1._prep_object(v1._prep(h, w)) for h in (role, verb) for w in ("in", "of")]
        place = next((self._named_value(p) for p in places if p is not None and named(p)), None)
        there = next((c for c in verb.children if c.dep_ == "advmod" and c.lower_ == "there"), None)
        if place is None and there is not None:
            place = self.resolved.get(there.i) or self._pointed_place(there)
        if place is None and verb.dep_ == "conj" and not any(p is not None for p in places):
            only = _only_country_before(verb)
            place = self._named_value(only) if only is not None else None
        nations = {country_of_demonym(t.text) for t in money.lefts if t.dep_ == "amod" and is_demonym(t.text)}
        value = v1._text(v1._left_modifiers(money, {"compound", "amod"}))
        if place and value and is_country(place) and nations <= {place}:
            yield Candidate(place, "currency", value)

    def word_is_the_language_of(self, verb: Token) -> Iterator[Candidate]:
        """ "Malay is the official language of Malaysia" with the language word read as a common
        noun (no name to the pipeline): a capitalized word that is "the (official, national,
        main) language of" a sovereign country."""
        subj, noun = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or subj is None or noun is None or any(c.dep_ == "neg" for c in verb.children):
            return
        det = v1._child(noun, "det")
        if noun.lemma_.lower() != "language" or noun.tag_ != "NN" or det is None or det.lower_ != "the":
            return
        if any(c.lower_ not in _LANGUAGE_ADJECTIVES for c in v1._children(noun, "amod", "compound")):
            return
        place = v1._prep_object(v1._prep(noun, "of"))
        if place is None or not named(place) or not is_country(place.text) or v1._children(place, "conj"):
            return
        if named(subj) or subj.pos_ != "NOUN" or not subj.text[:1].isupper() or list(subj.children):
            return  # a name is the copula rules'; only the bare capitalized word they miss
        if subj.i != subj.sent.start and subj.doc[subj.i - 1].text not in (",", ";", "and"):
            return
        entity = self._named_value(place)
        if entity and not is_country(subj.text):
            yield Candidate(entity, "language", subj.text)

    def language_which_is_spoken(self, verb: Token) -> Iterator[Candidate]:
        """ "X was written in Dutch, which is spoken in Belgium": a language word (whatever the
        pipeline tagged it) that a "which" clause says is spoken in a named place."""
        if verb.lemma_ != "speak" or verb.dep_ != "relcl" or any(c.dep_ == "neg" for c in verb.children):
            return
        which = v1._child(verb, "nsubjpass")
        place = v1._prep_object(v1._prep(verb, "in"))
        language = verb.head
        if which is None or which.lower_ != "which" or place is None or not _is_country_place(place):
            return
        if not language.text[:1].isupper() or is_country(language.text) or language.ent_type_ in ("PERSON", "ORG"):
            return
        if not (is_demonym(language.text) or language.ent_type_ in ("NORP", "LANGUAGE")):
            return  # "Dutch", "Welsh": a nationality word names the language
        entity = self._named_value(place)
        if entity:
            yield Candidate(entity, "language", language.text)

    def currency_used_there(self, verb: Token) -> Iterator[Candidate]:
        """ "X is from Sweden. The Swedish krona is used there": a currency's name used "there",
        a sovereign country that "there" points at."""
        if verb.lemma_ != "use" or not _is_passive(verb) or any(c.dep_ in ("neg", "aux") for c in verb.children):
            return
        money = v1._child(verb, "nsubjpass")
        there = next((c for c in verb.children if c.dep_ == "advmod" and c.lower_ == "there"), None)
        if money is None or there is None or money.lemma_.lower() not in _CURRENCY_WORDS or v1._children(verb, "prep"):
            return
        place = self.resolved.get(there.i) or self._pointed_place(there)
        value = v1._text(v1._left_modifiers(money, {"compound", "amod"}))
        if place and value and is_country(place):
            yield Candidate(place, "currency", value)

    def value_is_its(self, verb: Token) -> Iterator[Candidate]:
        """ "The leader of Chile is X and Santiago is its capital", "Crepes come from France.
        Paris is its capital": a named value that is "its" capital, largest city or currency,
        "its" the country of the sentence (a second pass resolves it) or, opening a sentence's
        statement, the country in focus."""
        subj, noun = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None and noun is not None and verb.dep_ == "conj":
            from .nations_v2 import _stray_subject  # nations_v2 imports this module

            subj = _stray_subject(verb)  # "... the language of Nepal and Kathmandu is its capital"
        if verb.lemma_ != "be" or subj is None or noun is None or any(c.dep_ == "neg" for c in verb.children):
            return
        poss = v1._child(noun, "poss")
        if poss is None or poss.lower_ != "its" or noun.tag_ != "NN" or v1._children(noun, "prep", "relcl"):
            return
        relation = self.catalog.canonical(v1.relation_phrase(noun))
        if relation not in ("capital", "largest city", "currency") or not named(subj):
            return
        if relation != "currency" and not _is_place_name(subj) and subj.ent_type_ not in ("PERSON", "ORG", ""):
            return
        entity = self.resolved.get(poss.i)
        if entity is None and subj.i == subj.sent.start:
            entity = self.focus_place(verb, subj.i, relation)
        value = self._named_value(subj)
        if entity and value and is_country(entity) and not is_country(value):
            yield Candidate(entity, relation, value)

    def where_currency_used(self, verb: Token) -> Iterator[Candidate]:
        """ "Russia, where the ruble is used", "where X is the leader and the euro is used": a
        currency's name used in a "where" clause on a named place."""
        if verb.lemma_ != "use" or not _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        marker = _where_word(verb)
        if marker is None and verb.dep_ == "conj" and verb.head.lemma_ in ("be", "use", "speak"):
            marker = _where_word(verb.head)
        if marker is None and verb.dep_ == "conj":
            marker = _where_before(verb)  # "..., a country where X is the language and the lira is used"
        money = v1._child(verb, "nsubjpass")
        if marker is None or money is None or money.lemma_.lower() not in _CURRENCY_WORDS:
            return
        place = _antecedent(marker) or _chain_country(marker)  # "in Lyon, France, where the euro is used"
        entity = self._named_value(place) if place is not None else None
        value = v1._text(v1._left_modifiers(money, {"compound", "amod"}))
        if entity and value:
            yield Candidate(entity, "currency", value)

    def demonyms_speak(self, verb: Token) -> Iterator[Candidate]:
        """ "Brazilians speak Portuguese": a country's people by their plural demonym speaking a
        language (the country from the demonym table; never one speaker)."""
        if verb.lemma_ != "speak" or _is_passive(verb) or any(c.dep_ in ("neg", "aux") for c in verb.children):
            return
        subj, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if subj is None or obj is None or not subj.text.endswith("s") or v1._children(subj, "amod", "det", "prep"):
            return  # not "Some Brazilians", "the Brazilians in Paris"
        country = country_of_demonym(subj.text) if subj.text[:1].isupper() and subj.pos_ != "VERB" else None
        if not country or v1._children(verb, "prep"):
            return  # "Brazilians in Japan speak ...", "speak Portuguese at home"
        self.adjective_places.add(country)
        for member in _coordinated(obj):
            value = self._language_value(member, spoken=True)
            if value:
                yield Candidate(country, "language", value)

    def and_the_language(self, verb: Token) -> Iterator[Candidate]:
        """ "The capital of Georgia is Tbilisi, and the language is Georgian": a bare "the
        language" in a clause joined to one whose subject is a place relation "of" a named place."""
        noun, value_head = v1._child(verb, "nsubj"), v1._child(verb, "attr", "acomp")
        if noun is None and value_head is not None:
            noun, value_head = value_head, _stray_value(verb)  # "... is the yen and Japanese is the language"
        elif noun is not None and value_head is not None and value_head.lemma_.lower() == "language":
            noun, value_head = value_head, noun  # "... is the baht and Thai is the language"
        if verb.dep_ != "conj" or verb.head.lemma_ != "be" or verb.lemma_ != "be" or noun is None or value_head is None:
            return
        det = v1._child(noun, "det")
        if noun.lemma_.lower() != "language" or noun.tag_ != "NN" or det is None or det.lower_ != "the":
            return
        if any(c.dep_ == "neg" for c in verb.children) or len(list(noun.children)) != 1:
            return
        first = v1._child(verb.head, "nsubj")
        if first is None or self.catalog.canonical(v1.relation_phrase(first)) not in ("capital", "currency", "leader"):
            return
        preps = v1._children(first, "prep")
        place = v1._prep_object(preps[0]) if len(preps) == 1 and preps[0].lower_ == "of" else None
        if place is None or not _is_country_place(place) or v1._children(place, "conj"):
            return
        entity = self._named_value(place)
        for member in _coordinated(value_head):
            value = self._language_value(member, spoken=True)
            if entity and value:
                yield Candidate(entity, "language", value)

    def owned_value_split_off(self, verb: Token) -> Iterator[Candidate]:
        """ "The capital of Nepal is Kathmandu and Momo is a dish from there": a place relation
        "of" (or "'s") a named place whose value the parser made the subject of the next clause."""
        noun = v1._child(verb, "nsubj")
        if verb.lemma_ != "be" or noun is None or v1._child(verb, "attr", "acomp") is not None:
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        relation = self.catalog.canonical(v1.relation_phrase(noun))
        if relation not in ("capital", "largest city", "leader"):
            return
        owner = v1._prep_object(v1._prep(noun, "of")) or v1._child(noun, "poss")
        value = _split_value(verb)
        if owner is None or value is None or not _is_country_place(owner) or v1._children(owner, "conj"):
            return
        if relation == "leader" and value.ent_type_ != "PERSON":
            return
        if relation != "leader" and not _is_country_place(value):
            return
        entity, named_value = self._named_value(owner), self._named_value(value)
        if entity and named_value:
            yield Candidate(entity, relation, named_value)
