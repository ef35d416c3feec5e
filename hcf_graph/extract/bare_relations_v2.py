"""``spacy-rules.v2``: a bare relation noun as the subject of "be" ("The architect was Ann Lee",
"The capital is Ostby", "X is a novel, and the publisher is Y"). Reference works and crowd
texts name the relation and leave its owner to the reader: the thing the text was just about.
That is the first clause's named subject for a second clause joined by "and"; for a sentence
that opens with the noun, the previous sentence's subject (or the document's topic).

Only for a relation that kind of thing has: a place (a country, a city) has a capital, a leader,
a currency; a made or held thing (a building, a book, a club, a dish) has an architect, an
author, an owner, a ground. "Kelby Tower is in Ostby. The mayor is X" keys nothing: the mayor is
Ostby's or no one's, and a wrong owner makes a false conflict. A person's text gives none ("Ann
Lee was born in Ostby. The capital is ..." names no one's capital), nor a sentence about two
things ("X and Y are in Ostby. The architect was Z")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from . import spacy_rules as v1
from .common_v2 import RulesState
from .references_v2 import DESCRIPTION_NOUNS
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


def _thing_name(name: str) -> bool:
    from .spacy_rules_v2 import _thing_name as thing_name  # that module mixes this one in

    return thing_name(name)


# What a place has (catalog names).
PLACE_RELATIONS = frozenset(
    [
        *("capital", "leader", "official language", "currency", "largest city", "demonym", "population"),
        *("area", "motto", "nickname"),
    ]
)
# What only a country or a region has, not a city: "Ostby is a city in Norland. The capital is
# Vellmouth" names Norland's capital, so these need a place known as a country or region.
_COUNTRY_RELATIONS = frozenset(["capital", "currency", "official language", "largest city"])
_COUNTRY_CLASSES = frozenset(["country", "state", "province", "region", "republic", "kingdom", "county"])
# What a made, placed or held thing has: a building, a work, a dish, a monument. Titles are
# left to the rules of clubs and schools, which know the thing's class ("The Kelsey Museum
# opened in 1901. The chairman is Y" names a trust's chairman, no museum's).
THING_RELATIONS = frozenset(
    [
        *("architect", "owner", "operator", "tenant", "publisher", "editor", "author", "creator"),
        *("material", "dedicated to", "genre", "media type", "course", "ingredient"),
    ]
)
# Class nouns that make a name a place ("X is a country in Europe").
_PLACE_CLASSES = frozenset(
    ["country", "city", "town", "village", "state", "province", "county", "region", "republic", "kingdom"]
)
_PLACE_LABELS = frozenset(["GPE", "LOC"])
# Words a relation noun may carry and still be bare: "the main ingredient", "the official language".
_BARE_MODIFIERS = frozenset(["det", "amod", "compound", "punct"])


class BareRelationRules(RulesState):
    """Rules for bare relation nouns (see the module docstring)."""

    if TYPE_CHECKING:
        given_classes: dict[str, set[str]]
        previous_joined: bool

        def facts_as(
            self,
            sent: Span,
            index: int,
            name: str,
            relations: frozenset[str],
            found: dict[tuple[str, str, str], Candidate],
        ) -> dict[tuple[str, str, str], Candidate]: ...

        def _label_of(self, name: str) -> str: ...

        @staticmethod
        def _stated_classes(token: Token) -> list[str]: ...

    def bare_relation_facts(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Facts of "The R is/was V" whose "the" names the thing the text was just about, for a
        relation R that thing's kind has; nothing when the thing is unclear."""
        for noun in sent:
            det = self._bare_relation(noun)
            if det is None:
                continue
            owner = self._bare_owner(noun)
            if owner is None:
                continue
            name, kind, from_previous = owner
            relation = self.catalog.canonical(v1.relation_phrase(noun))
            if relation not in (PLACE_RELATIONS if kind == "place" else THING_RELATIONS):
                continue
            if relation in _COUNTRY_RELATIONS and not self._country_like(name):
                continue
            if any(self.catalog.canonical(f.relation) == relation for f in found.values() if f.entity != name):
                continue  # another rule gave the relation an owner of its own
            if self.facts_as(sent, det.i, name, frozenset([relation]), found):
                (self.from_previous if from_previous else self.from_topic).add(name)

    def _bare_relation(self, noun: Token) -> Token | None:
        """The "the" of a catalog relation noun that is the subject of "be" with nothing that
        names its owner ("the capital", "the main ingredient"; not "the capital of X", "its
        capital", "the architect, who ..."); None otherwise."""
        verb = noun.head
        if noun.dep_ != "nsubj" or noun.pos_ != "NOUN" or noun.tag_ != "NN" or verb.lemma_ != "be":
            return None
        det = v1._child(noun, "det")
        if det is None or det.lower_ != "the" or det.i in self.resolved or det.i != noun.left_edge.i:
            return None
        if any(c.dep_ not in _BARE_MODIFIERS for c in noun.children) or any(named(c) for c in noun.children):
            return None
        if not self._known(v1.relation_phrase(noun)):
            return None
        return det

    def _bare_owner(self, noun: Token) -> tuple[str, str, bool] | None:
        """(name, "place" or "thing", whether it is the previous sentence's) of the thing a bare
        relation noun's clause is about; None for a person, two things or none."""
        verb = noun.head
        sent = noun.sent
        if verb.dep_ == "conj":
            first = v1._child(verb.head, "nsubj", "nsubjpass")
            if first is None or first.i > noun.i or not named(first) or v1._children(first, "conj", "appos", "prep"):
                return None  # "X and Y are ...", "The IATA code of the airport is ...": no one thing
            name = self.resolved.get(first.i) or self.entity(first)
            if not name:
                return None
            label = first.ent_type_ if first.i not in self.resolved else self._label_of(name)
            classes = self.given_classes.get(name, set()) | set(self._stated_classes(first))
            person = label == "PERSON" and not _thing_name(name) and not classes & DESCRIPTION_NOUNS
            kind = "" if person else self._kind_of(name, label)
            return (name, kind, False) if kind else None
        first_word = next((t for t in sent if not t.is_space and not t.is_punct), None)
        if verb.dep_ != "ROOT" or first_word is None or first_word.i != noun.left_edge.i:
            return None
        previous = self.previous
        if previous is not None:
            if previous[1] == "person" or self.previous_joined or " and " in previous[0]:
                return None
            kind = self._kind_of(previous[0], previous[2])
            return (previous[0], kind, True) if kind else None
        topic = self.topic
        if topic is None or topic.kind == "person":
            return None
        kind = self._kind_of(topic.name, topic.label)
        return (topic.name, kind, False) if kind else None

    def _country_like(self, name: str) -> bool:
        """Whether a place is a country or a region by its name or a class the text gave it."""
        return is_country(name) or bool(self.given_classes.get(name, set()) & _COUNTRY_CLASSES)

    def _kind_of(self, name: str, label: str) -> str:
        """ "place", "thing" or "" (a person, or a name the paragraph took for one)."""
        classes = self.given_classes.get(name, set())
        if is_country(name) or classes & _PLACE_CLASSES:
            return "place"
        if label in _PLACE_LABELS and not _thing_name(name) and not classes & DESCRIPTION_NOUNS:
            return "place"  # "Andrews County Airport" tagged GPE is no place
        return "" if "person" in classes else "thing"
