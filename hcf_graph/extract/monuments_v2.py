"""``spacy-rules.v2`` facts about monuments, memorials and buildings (issue 10, session 21): what
they are made of ("X is made of red granite"), whom they commemorate ("dedicated to the miners
of Ordway", "erected in memory of ..."), and the nearest city ("The nearest city to X is Y").
Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import spacy_rules as v1
from .common_v2 import RulesState, _coordinated, _is_passive
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Token

MATERIAL = "material"
DEDICATED_TO = "dedicated to"
NEAREST_CITY = "nearest city"
MATERIALS = frozenset(
    [
        "granite",
        "marble",
        "bronze",
        "limestone",
        "sandstone",
        "brick",
        "concrete",
        "steel",
        "stone",
        "wood",
        "timber",
        "iron",
        "copper",
        "glass",
        "basalt",
        "travertine",
        "gold",
        "silver",
        "plaster",
        "terracotta",
        "aluminium",
        "aluminum",
        "clay",
        "brass",
        "tin",
        "lead",
        "slate",
        "porphyry",
        "alabaster",
        "quartzite",
        "cement",
        "ceramic",
        "masonry",
        "oak",
        "pine",
        "fibreglass",
        "fiberglass",
        "titanium",
        "tuff",
        "rock",
    ]
)
"""Building and sculpting materials: a material fact needs one as its head noun, so that "made
from bread" (a dish) and "made of volunteers" give none."""
MADE_VERBS = frozenset(["make", "build", "construct", "carve", "cast", "sculpt", "fashion", "erect"])
MADE_PREPOSITIONS = ("of", "from", "in", "out")
COMMEMORATE_VERBS = frozenset(["commemorate", "honour", "honor", "memorialize", "memorialise"])
MEMORY_NOUNS = frozenset(["memory", "honour", "honor", "remembrance", "commemoration"])
_NEAR_ADJECTIVES = frozenset(["nearest", "closest"])
_CITY_NOUNS = frozenset(["city", "town"])
_MAX_WORDS = 12


class MonumentRules(RulesState):
    """Material, dedication and nearest city of a named monument or building."""

    def monument_facts(self, verb: Token) -> Iterator[Candidate]:
        """The monument patterns on a verb."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        yield from self.made_of(verb)
        yield from self.dedicated(verb)
        yield from self.nearest_city(verb)

    def made_of(self, verb: Token) -> Iterator[Candidate]:
        """ "X is made of bronze", "X, which is built from red granite and white marble", "X is
        carved out of marble", "The material of X is limestone", "X's material is limestone"."""
        if verb.lemma_ in MADE_VERBS and _is_passive(verb):
            subj = self.subject(verb)
            for prep in v1._children(verb, "prep"):
                if prep.lower_ not in MADE_PREPOSITIONS:
                    continue
                obj = v1._prep_object(prep)
                if prep.lower_ == "out":
                    obj = v1._prep_object(v1._prep(prep, "of"))  # "carved out of marble"
                yield from self._materials(subj, obj)
        elif verb.lemma_ == "be":
            subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr") or v1._child(verb, "acomp")
            if subj is None or attr is None or subj.lemma_.lower() != MATERIAL:
                return
            owner = v1._prep_object(v1._prep(subj, "of")) or v1._child(subj, "poss")
            yield from self._materials(owner, attr)

    def _materials(self, subj: Token | None, obj: Token | None) -> Iterator[Candidate]:
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        if entity is None:
            return
        for member in _coordinated(obj):
            if member.lemma_.lower() in MATERIALS or member.lower_ in MATERIALS:
                words = [c for c in member.lefts if c.dep_ in ("amod", "compound") and c.pos_ in ("ADJ", "NOUN")]
                yield Candidate(entity, MATERIAL, v1._text([*words, member]))

    def dedicated(self, verb: Token) -> Iterator[Candidate]:
        """ "X is dedicated to the miners of Ordway", "X, dedicated to ...", "X was erected in
        memory of ...", "X commemorates the soldiers of ..."."""
        target: Token | None = None
        if verb.lemma_ == "dedicate":
            target = v1._prep_object(v1._prep(verb, "to"))
        elif verb.lemma_ in COMMEMORATE_VERBS and not _is_passive(verb):
            target = v1._child(verb, "dobj")
        else:
            for prep in v1._children(verb, "prep"):
                noun = v1._prep_object(prep)
                if prep.lower_ == "in" and noun is not None and noun.lemma_.lower() in MEMORY_NOUNS:
                    target = v1._prep_object(v1._prep(noun, "of"))
        if target is None:
            return
        subj = self.subject(verb)
        if subj is None and verb.dep_ == "acl" and named(verb.head):
            subj = verb.head  # "X, dedicated to the miners, ..."
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        value = _phrase(target)
        if entity and value:
            yield Candidate(entity, DEDICATED_TO, value)

    def nearest_city(self, verb: Token) -> Iterator[Candidate]:
        """ "The nearest city to X is Y", "Y is the closest town to X"."""
        if verb.lemma_ != "be":
            return
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None:
            return
        for noun, other in ((subj, attr), (attr, subj)):
            if noun.lemma_.lower() in _CITY_NOUNS and any(a.lower_ in _NEAR_ADJECTIVES for a in noun.lefts):
                owner = v1._prep_object(v1._prep(noun, "to"))
                entity = self.entity(owner) if owner is not None and named(owner) else None
                value = self._named_value(other) if named(other) else None
                if entity and value:
                    yield Candidate(entity, NEAREST_CITY, value)
                return


def _phrase(head: Token) -> str | None:
    """A dedication's noun phrase without its article: "the miners of Ordway" -> "miners of
    Ordway"; a name as written. None for a pronoun or a phrase too long to be one value."""
    if head.pos_ == "PRON":
        return None
    words = [t for t in head.subtree if not (t.dep_ == "det" and t.i == head.left_edge.i)]
    while words and words[-1].is_punct:
        words.pop()
    if not words or len(words) > _MAX_WORDS or any(t.dep_ == "relcl" for t in words):
        return None
    return v1._text(words)
