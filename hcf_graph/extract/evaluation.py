"""Scoring extracted facts against reference triples (pure functions; no graph, no spaCy).

A reference triple is ``entity --relation--> value`` with the other surface forms a text may use
for its entity and value (WebNLG's ``mentions``). Two modes are scored:

- **relations right** (``strict``): the fact's entity, relation and value all match. The
  reference relation is a relation-catalog name; a triple whose source relation has no catalog
  counterpart (``relation == ""``) is left out of this mode, and so is a fact whose entity and
  value match only such triples (it cannot be judged right or wrong on its relation).
- **relations ignored** (``loose``): entity and value match, in either direction ("Madrid is the
  capital of Spain" read as Madrid -> Spain still names the pair); every triple and every fact counts.
- **on reference keys** (``keyed``): only the facts whose entity and catalog relation are those
  of a reference triple are scored, and they are right when the value is too. This is the
  precision that matters for conflicts (a wrong value on a known key is a false conflict), and the
  fair precision where the reference lists only some of what a text states (longer prose).
- **on judgeable relations** (``judged``, precision only): the facts of the strict mode whose
  catalog relation is one that some source relation maps to (``judgeable``; for WebNLG the
  targets of the property map). A fact on any other relation ("X is a novel" as ``instance of``,
  an open phrase such as "added to") cannot be judged by a reference that has no such relation,
  so strict precision counts it wrong even when it is true; this figure leaves it out. It is
  reported beside the strict figure, never instead of it.

Matching, our choices:

- names (entities, and text values) match when their :func:`~hcf_graph.normalize.entity_key`,
  their name signature (:func:`~hcf_graph.resolve.names.name_signature`: "Republic of Ireland" =
  "Ireland", "Acme Corporation" = "Acme") or a spelling-variant match
  (:func:`~hcf_graph.resolve.matching.match_names`) agree with the reference name or one of its
  aliases; "Abilene, Texas" and "HOK (firm)" also answer to "Abilene" and "HOK". A lone part of
  a name ("Airport" for "Aarhus Airport", "Republic" for "Republic of Ireland") does not match;
- dates, numbers and ranges match when :func:`~hcf_graph.resolve.values.compare_values` finds
  them equal or compatible ("1867" and "7 November 1867"; "25.0" and "25 metres");
- a reference value of a listing relation (ingredient, material) that enumerates several things
  ("Gram flour, vegetables", one DBpedia mainIngredients value) answers to each of them: a fact
  "ingredient: vegetables" states the reference, so it is neither a miss nor a wrong fact;
- relations match when the relation catalog maps the fact's relation phrase to the reference
  relation and the fact is not a denial.

A fact counts as correct when it matches at least one reference triple of its text; a triple
counts as recovered when at least one fact of its text matches it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

from ..errors import InputError
from ..normalize import Normalizer, RelationCatalog, entity_key, value_key
from ..resolve.countries import country_name
from ..resolve.demonyms import demonym_of
from ..resolve.matching import match_names
from ..resolve.names import name_signature, number_variants
from ..resolve.values import COMPATIBLE, EQUAL, acronym, compare_values, parse_value
from .common_v2 import LEADER_TITLES
from .food_v2 import LISTED_PEOPLE, PEOPLE_SEPARATOR, list_items

_CONTEXT = re.compile(r"^\s*([^,(]+?)\s*(?:,\s*.+|\(.+\))\s*$")
_UNIT_IN_BRACKETS = re.compile(r"^([-+]?[\d.,]+)\s*\(([^()]+)\)$")
_LANGUAGE_TITLE = re.compile(r"^([A-Z][\w'-]*(?: [A-Z][\w'-]*)?) languages?$")
# Relations whose one reference value may enumerate several things ("Gram flour, vegetables" as one
# mainIngredients value, "Granite and bronze" as one material): each item is a value the text states.
ITEMIZED_RELATIONS = frozenset({"ingredient", "material"})


class FactLike(Protocol):
    """What scoring reads of a fact: an :class:`~hcf_graph.model.ExtractedFact` has it."""

    @property
    def entity(self) -> str: ...

    @property
    def relation(self) -> str: ...

    @property
    def value(self) -> str: ...


@dataclass(frozen=True)
class ReferenceTriple:
    """A fact a text states. ``relation`` is a relation-catalog name, or "" when the source
    relation (``source_relation``, e.g. a DBpedia property) has none."""

    entity: str
    relation: str
    value: str
    entity_aliases: tuple[str, ...] = ()
    value_aliases: tuple[str, ...] = ()
    source_relation: str = ""


@dataclass(frozen=True)
class ModeScore:
    """Recall and precision in one mode, with the counts behind them."""

    references: int  # reference triples scored
    recovered: int  # of them, matched by some fact
    facts: int  # facts scored
    correct: int  # of them, matching some reference triple

    @property
    def recall(self) -> float:
        return self.recovered / self.references if self.references else 0.0

    @property
    def precision(self) -> float:
        return self.correct / self.facts if self.facts else 0.0

    def __add__(self, other: ModeScore) -> ModeScore:
        return ModeScore(
            self.references + other.references,
            self.recovered + other.recovered,
            self.facts + other.facts,
            self.correct + other.correct,
        )


@dataclass(frozen=True)
class ExtractionScores:
    """Scores over a set of texts: ``strict`` (relations right), ``loose`` (relations ignored)."""

    texts: int
    texts_without_facts: int
    strict: ModeScore
    loose: ModeScore
    keyed: ModeScore
    judged: ModeScore = ModeScore(0, 0, 0, 0)

    @property
    def no_fact_share(self) -> float:
        """The share of texts that gave no fact at all."""
        return self.texts_without_facts / self.texts if self.texts else 0.0

    def __add__(self, other: ExtractionScores) -> ExtractionScores:
        return ExtractionScores(
            self.texts + other.texts,
            self.texts_without_facts + other.texts_without_facts,
            self.strict + other.strict,
            self.loose + other.loose,
            self.keyed + other.keyed,
            self.judged + other.judged,
        )

    def as_json(self) -> dict[str, float | int]:
        """The scores and counts as a flat dict."""
        return {
            "texts": self.texts,
            "no_fact_share": round(self.no_fact_share, 4),
            "recall": round(self.strict.recall, 4),
            "precision": round(self.strict.precision, 4),
            "references": self.strict.references,
            "facts_scored": self.strict.facts,
            "recall_relations_ignored": round(self.loose.recall, 4),
            "precision_relations_ignored": round(self.loose.precision, 4),
            "references_relations_ignored": self.loose.references,
            "facts": self.loose.facts,
            "precision_on_reference_keys": round(self.keyed.precision, 4),
            "facts_on_reference_keys": self.keyed.facts,
            "precision_on_judgeable_relations": round(self.judged.precision, 4),
            "facts_on_judgeable_relations": self.judged.facts,
        }


EMPTY = ExtractionScores(0, 0, ModeScore(0, 0, 0, 0), ModeScore(0, 0, 0, 0), ModeScore(0, 0, 0, 0))


# --------------------------------------------------------------------------------------------
# Names and values.


def name_forms(name: str) -> tuple[str, ...]:
    """A name and its head without a disambiguating context: "Abilene, Texas" -> "Abilene", and
    a language's title without its class word: "English language" -> "English" (DBpedia names
    a language so, apart from the people and the adjective)."""
    cleaned = name.strip().strip('"').strip()
    head = _CONTEXT.match(cleaned)
    forms = (cleaned, head.group(1)) if head else (cleaned,)
    language = _LANGUAGE_TITLE.match(cleaned)
    return (*forms, language.group(1)) if language else forms


@lru_cache(maxsize=1 << 16)
def same_name(a: str, b: str) -> bool:
    """Whether two names denote the same thing by key, signature or spelling variant."""
    if not a.strip() or not b.strip():
        return False
    if entity_key(a) == entity_key(b) or entity_key(country_name(a)) == entity_key(country_name(b)):
        return True  # "USA" names the United States
    if number_variants(a, b):
        return True  # "Churros" names the Churro
    sig_a, sig_b = name_signature(a), name_signature(b)
    if sig_a and sig_a == sig_b:
        return True
    return match_names(a, b).accepted or bool(acronym(a, b)) or bool(demonym_of(a, b))


def entity_matches(name: str, triple: ReferenceTriple) -> bool:
    """Whether ``name`` names the triple's entity (or one of its aliases)."""
    return any(same_name(name, form) for alias in (triple.entity, *triple.entity_aliases) for form in name_forms(alias))


def reference_value_forms(triple: ReferenceTriple) -> tuple[str, ...]:
    """The value and its aliases, "144.7 (square kilometres)" read as "144.7 square kilometres";
    for a relation of :data:`ITEMIZED_RELATIONS` also each item of a listed value ("Gram flour,
    vegetables" answers to "vegetables"), and for one of several people (architect, founded by)
    each name joined by "and" or "&" ("James Pain and George Richard Pain" answers to each)."""
    forms: list[str] = []
    for raw in (triple.value, *triple.value_aliases):
        text = raw.strip().strip('"').strip()
        unit = _UNIT_IN_BRACKETS.match(text)
        forms.append(f"{unit.group(1)} {unit.group(2)}" if unit else text)
        if triple.relation in ITEMIZED_RELATIONS:
            forms.extend(list_items(text))
        elif triple.relation in LISTED_PEOPLE:  # "James Pain and George Richard Pain": each architect
            forms.extend(list_items(text, PEOPLE_SEPARATOR))
    return tuple(dict.fromkeys(f for f in forms if f))


@lru_cache(maxsize=1 << 16)
def same_value(value: str, reference: str, relation: str = "") -> bool:
    """Whether an extracted value states the reference value (see the module docstring)."""
    if not value.strip():
        return False
    if value_key(value) == value_key(reference):
        return True
    typed, ref = parse_value(value, relation), parse_value(reference, relation)
    if typed.kind == "text" or ref.kind == "text":
        if typed.kind != ref.kind:
            return False
        language = _LANGUAGE_TITLE.match(value.strip())  # "Tamil language" states "Tamil"
        values = (value, language.group(1)) if language else (value,)
        return any(same_name(v, form) for v in values for form in name_forms(reference))
    verdict = compare_values(typed, ref)
    return verdict.relation in (EQUAL, COMPATIBLE)


def value_matches(value: str, triple: ReferenceTriple) -> bool:
    """Whether ``value`` states the triple's value (or one of its aliases)."""
    hint = triple.relation or triple.source_relation
    return any(same_value(value, form, hint) for form in reference_value_forms(triple))


def pair_matches(fact: FactLike, triple: ReferenceTriple, either_direction: bool) -> bool:
    """Entity and value right (or, with ``either_direction``, swapped)."""
    if entity_matches(fact.entity, triple) and value_matches(fact.value, triple):
        return True
    if not either_direction:
        return False
    swapped = ReferenceTriple(triple.value, triple.relation, triple.entity, triple.value_aliases, triple.entity_aliases)
    return entity_matches(fact.entity, swapped) and value_matches(fact.value, swapped)


def relation_matches(fact: FactLike, triple: ReferenceTriple, normalizer: Normalizer) -> bool:
    """Whether the fact's relation phrase maps to the triple's catalog relation (a denial,
    "is not the capital of", never does)."""
    if not triple.relation:
        return False
    relation, negated = normalizer.relation_polarity(fact.relation)
    return not negated and relation == normalizer.catalog.canonical(triple.relation)


def place_states_triple(fact: FactLike, triple: ReferenceTriple, normalizer: Normalizer) -> bool:
    """Whether a fact of a narrower relation states a triple of a wider one with its value:
    DBpedia's location holds a country as often as a town ("X | location | Denmark"), and the
    extractor keys "X is located in Denmark" as X's country; its region names the area a thing
    lies in ("X | region | Hampshire"), which the extractor keys as a location, and so does its
    isPartOf ("Ann Arbor is in Michigan": "Ann Arbor | part of | Michigan"); the extractor keys
    the larger place of "X in Houston, Texas" as a whole X is part of, which DBpedia's state or
    location ("X | location | Texas") states too; its leaderName
    holds a mayor, a prime minister or a monarch, which the extractor keys by title ("Ada Price
    is the mayor of Kelsey"). The caller checks the pair."""
    relation, negated = normalizer.relation_polarity(fact.relation)
    if negated or not triple.relation:
        return False
    catalog = normalizer.catalog
    wider = catalog.canonical(triple.relation)
    if wider == catalog.canonical(LEADER):
        return relation in LEADER_TITLES or catalog.canonical(relation) in LEADER_TITLES
    return any(relation == catalog.canonical(a) and wider == catalog.canonical(b) for a, b in PLACE_STATEMENTS)


PLACE_STATEMENTS: frozenset[tuple[str, str]] = frozenset(
    [("country", "location"), ("location", "region"), ("location", "part of"), ("part of", "location")]
)
"""(fact relation, triple relation) pairs of :func:`place_states_triple`: the fact states the triple."""


# --------------------------------------------------------------------------------------------
# What references imply: the places a thing is in, and properties that hold their value.

LOCATION = "location"
"""The catalog relation of "X is located in Y": Y and every place that contains Y are right."""
COUNTRY = "country"
"""The catalog relation of a place's country: right, like ``location``, for a containing place."""
PART_OF = "part of"
"""The catalog relation of a place in a larger one ("Cleveland, Ohio"): right, like
``location``, for a containing place."""
REGION = "region"
"""The catalog relation of a dish's region of origin or a building's region: a location fact
with that value states it."""
LEADER = "leader"
"""The catalog relation of DBpedia's leaderName: a fact keyed by a leader's title states it."""
CONTAINING_PROPERTIES = frozenset(
    ["location", "locationCity", "city", "state", "municipality", "district", "country", "region", "isPartOf"]
)
"""DBpedia properties that put their subject in a place (WebNLG): followed from thing to place."""
_IN_BRACKETS = re.compile(r"\(([^()]+)\)\s*$")


def name_context(name: str) -> tuple[str, ...]:
    """The places a name carries after its head: "Akron, Ohio" -> ("Ohio",), "Ardmore Airport
    (New Zealand)" -> ("New Zealand",), "Monroe Township, Madison County, Indiana" -> both."""
    cleaned = name.strip().strip('"').strip()
    bracket = _IN_BRACKETS.search(cleaned)
    if bracket:
        return (bracket.group(1).strip(),)
    parts = [p.strip() for p in cleaned.split(",")]
    return tuple(p for p in parts[1:] if p)


def containing_places(entity: str, references: Sequence[ReferenceTriple], depth: int = 4) -> list[str]:
    """The places that the references put ``entity`` in: the context of its reference names,
    the place a reference name adds to it ("AC Hotel Bella Sky Copenhagen" for "AC Hotel Bella
    Sky", "University of Texas at Austin" for "University of Texas"), the values of its
    location-like triples (:data:`CONTAINING_PROPERTIES`, or the catalog's ``location``), and,
    transitively, the places those are in ("Aarhus Airport" in "Tirstrup", "Tirstrup" in
    "Denmark": Denmark)."""
    names = [
        n
        for t in references
        for n in (t.entity, *t.entity_aliases, t.value, *t.value_aliases)
        if any(same_name(entity, f) for f in name_forms(n))
    ]  # a reference value "Greenville, Wisconsin" puts Greenville in Wisconsin too
    frontier = list(dict.fromkeys([*names, *(n for form in name_forms(entity) for n in name_context(form))]))
    places: list[str] = []
    words = entity_key(entity).split()
    for t in references if len(words) > 1 else ():
        for n in (t.entity, t.value):
            tail = n.split()[len(words) :]
            if tail and entity_key(n).split()[: len(words)] == words:
                place = tail[1:] if tail[0] in ("at", "in") else tail
                if place and place[0][:1].isupper():
                    places.append(" ".join(place))
    frontier += places
    for _ in range(depth):
        found: list[str] = []
        for name in frontier:
            found += name_context(name)
            for t in references:
                containing = t.source_relation in CONTAINING_PROPERTIES or t.relation == LOCATION
                if containing and any(
                    same_name(n, form) for n in (t.entity, *t.entity_aliases) for form in name_forms(name)
                ):
                    found += [t.value, *t.value_aliases]
        frontier = [f for f in dict.fromkeys(found) if f and f not in places]
        if not frontier:
            break
        places += frontier
    return places


def is_contained(fact: FactLike, references: Sequence[ReferenceTriple]) -> bool:
    """Whether a location fact's value is a place the references put its entity in."""
    return any(same_value(fact.value, place) for place in containing_places(fact.entity, references))


def placed_by_references(fact: FactLike, references: Sequence[ReferenceTriple], normalizer: Normalizer) -> bool:
    """Whether a plain ``location``, ``country`` or ``part of`` fact names a place that the
    references put its entity in (right, though it may recover no triple): "Cleveland, Cuyahoga
    County, Ohio" puts Cleveland in Ohio; or a country fact on a place the references put a
    thing in names the country they put that thing in (:func:`shares_a_thing`)."""
    relation, negated = normalizer.relation_polarity(fact.relation)
    places = {normalizer.catalog.canonical(p) for p in (LOCATION, COUNTRY, PART_OF)}
    if negated or relation not in places:
        return False
    return is_contained(fact, references) or (
        relation == normalizer.catalog.canonical(COUNTRY) and shares_a_thing(fact, references)
    )


def shares_a_thing(fact: FactLike, references: Sequence[ReferenceTriple]) -> bool:
    """Whether the references put one thing both in the fact's entity and in its value: "Ostby
    Hall is in Marrow, Norland" for "Ostby Hall | location | Marrow" and "Ostby Hall | country |
    Norland" states that Marrow lies in Norland (the caller checks the fact names a country)."""
    things = dict.fromkeys(t.entity for t in references if t.source_relation in CONTAINING_PROPERTIES)
    for thing in things:
        places = containing_places(thing, references)
        if any(same_value(fact.value, p) for p in places) and any(same_value(fact.entity, p) for p in places):
            return True
    return False


def names_unmapped_triple(fact: FactLike, references: Sequence[ReferenceTriple]) -> bool:
    """Whether the fact states an unmapped triple whose property holds the fact's value
    ("Alan Shepard was selected by NASA" for "Alan Shepard | was selected by NASA | 1959"):
    a fact that the reference cannot judge."""
    value = set(entity_key(fact.value).split())
    for t in references:
        if t.relation or not value:
            continue
        words = set(entity_key(t.source_relation).split())
        if value <= words and entity_matches(fact.entity, t):
            return True
    return False


# --------------------------------------------------------------------------------------------
# Scoring.


def score_text(
    facts: Sequence[FactLike],
    references: Sequence[ReferenceTriple],
    normalizer: Normalizer,
    judgeable: frozenset[str] | None = None,
) -> ExtractionScores:
    """Scores of one text's facts against the triples it states. ``judgeable``: the catalog
    relations a reference can judge (default: the targets of the WebNLG property map)."""
    mapped = [t for t in references if t.relation]
    judge = judgeable if judgeable is not None else judgeable_relations(normalizer)
    loose_found: set[int] = set()
    strict_found: set[int] = set()
    loose_correct = strict_correct = strict_scored = keyed_scored = 0
    judged_correct = judged_scored = 0
    keyed_correct = 0
    for fact in facts:
        keys = [t for t in mapped if entity_matches(fact.entity, t) and relation_matches(fact, t, normalizer)]
        pairs = [i for i, t in enumerate(references) if pair_matches(fact, t, either_direction=True)]
        loose_found.update(pairs)
        directed = [i for i in pairs if pair_matches(fact, references[i], either_direction=False)]
        right = [
            i
            for i in directed
            if relation_matches(fact, references[i], normalizer) or place_states_triple(fact, references[i], normalizer)
        ]
        strict_found.update(right)
        keyed = bool(keys) or bool(right)  # a country fact recovering a location triple has its key
        keyed_scored += keyed
        relation, _ = normalizer.relation_polarity(fact.relation)
        judgeable_fact = relation in judge
        unjudged = bool(pairs) and not all(references[i].relation for i in pairs)  # an unmapped triple's pair
        placed = not unjudged and placed_by_references(fact, references, normalizer)
        loose_correct += bool(pairs) or placed  # "Chicago is part of Illinois" for "Chicago, Illinois"
        if right or placed:
            strict_correct += 1
            strict_scored += 1
            judged_correct += 1
            judged_scored += 1
            keyed_correct += keyed
        elif not unjudged and not names_unmapped_triple(fact, references):
            # "selected by NASA" for the triple "was selected by NASA: 1959" is not judged either
            strict_scored += 1  # a wrong pair, or a right pair with a wrong catalog relation
            judged_scored += judgeable_fact
    return ExtractionScores(
        texts=1,
        texts_without_facts=0 if facts else 1,
        strict=ModeScore(len(mapped), len(strict_found), strict_scored, strict_correct),
        loose=ModeScore(len(references), len(loose_found), len(facts), loose_correct),
        keyed=ModeScore(len(mapped), len(strict_found), keyed_scored, keyed_correct),
        judged=ModeScore(len(mapped), len(strict_found), judged_scored, judged_correct),
    )


def score_texts(
    items: Iterable[tuple[Sequence[FactLike], Sequence[ReferenceTriple]]],
    normalizer: Normalizer | None = None,
    judgeable: frozenset[str] | None = None,
) -> ExtractionScores:
    """Scores summed over texts; each item is (the facts of a text, the triples it states)."""
    norm = normalizer or Normalizer()
    judge = judgeable if judgeable is not None else judgeable_relations(norm)
    total = EMPTY
    for facts, references in items:
        total = total + score_text(facts, references, norm, judge)
    return total


def judgeable_relations(normalizer: Normalizer, path: Path | None = None) -> frozenset[str]:
    """The catalog relations (canonical keys) that the WebNLG property map maps some DBpedia
    property to: the relations a WebNLG reference can judge right or wrong."""
    return _judgeable(normalizer.catalog, path or PROPERTY_MAP_FILE)


_JUDGEABLE: dict[tuple[int, Path], tuple[RelationCatalog, frozenset[str]]] = {}


def _judgeable(catalog: RelationCatalog, path: Path) -> frozenset[str]:
    key = (id(catalog), path)  # the catalog is kept with its entry, so its id is not reused
    if key not in _JUDGEABLE:
        targets = [relation_of_target(t) for t in load_property_map(path, catalog).values()]
        _JUDGEABLE[key] = (catalog, frozenset(catalog.canonical(t) for t in targets))
    return _JUDGEABLE[key][1]


# --------------------------------------------------------------------------------------------
# WebNLG: entries with DBpedia triples, split by category.

PROPERTY_MAP_FILE = Path(__file__).with_name("webnlg_relations.json")
INVERSE = "inverse of "
"""A property map target "inverse of R": the triple "A | P | B" states "B | R | A" ("English |
spokenIn | Wales" is Wales's language)."""
TUNE_CATEGORIES = ("Airport", "Astronaut", "Building", "City", "ComicsCharacter")
"""The categories rules may be tuned on; every other category is held out (never tuned on)."""

_SPACE_BEFORE = re.compile(r"\s+([,.;:!?%)\]'])")
_SPACE_AFTER = re.compile(r"([(\[])\s+")


@dataclass(frozen=True)
class WebNLGEntry:
    """One WebNLG entry: its category and id, the texts that state all its triples, and the triples."""

    category: str
    eid: str
    texts: tuple[str, ...]
    triples: tuple[ReferenceTriple, ...]
    key: str = ""  # unique in the corpus: split, size, category and eid ("Id44" recurs across sizes)

    @property
    def part(self) -> str:
        """ "tune" or "held-out"."""
        return "tune" if self.category in TUNE_CATEGORIES else "held-out"


def load_property_map(path: Path = PROPERTY_MAP_FILE, catalog: RelationCatalog | None = None) -> dict[str, str]:
    """DBpedia property -> catalog relation name; a target the catalog does not hold is left out
    (see :func:`unknown_targets`), so that its triples are scored with relations ignored only."""
    known = (catalog or RelationCatalog.load()).relations
    return {prop: target for prop, target in read_property_map(path).items() if relation_of_target(target) in known}


def relation_of_target(target: str) -> str:
    """The catalog relation a property map target names ("inverse of R" names R)."""
    return target.removeprefix(INVERSE)


def read_property_map(path: Path = PROPERTY_MAP_FILE) -> dict[str, str]:
    """The property map file as written."""
    try:
        return {str(k): str(v) for k, v in json.loads(path.read_text(encoding="utf-8"))["properties"].items()}
    except (OSError, ValueError, KeyError, AttributeError) as exc:
        raise InputError(f"cannot read the property map {path}: {exc}; it needs a 'properties' object") from exc


def unknown_targets(path: Path = PROPERTY_MAP_FILE, catalog: RelationCatalog | None = None) -> list[str]:
    """Targets of the property map that the relation catalog does not hold."""
    known = (catalog or RelationCatalog.load()).relations
    return sorted({t for t in read_property_map(path).values() if relation_of_target(t) not in known})


def detokenize(text: str) -> str:
    """WebNLG's tokenized surface forms as written: "Aarhus , Denmark" -> "Aarhus, Denmark"."""
    return _SPACE_AFTER.sub(r"\1", _SPACE_BEFORE.sub(r"\1", text.replace("_", " "))).strip()


def webnlg_entry(record: Mapping[str, Any], property_map: Mapping[str, str]) -> WebNLGEntry:
    """One JSON record of ``webnlg_train_dev.jsonl`` as an entry with reference triples."""
    mentions: Mapping[str, list[str]] = record.get("mentions") or {}

    def aliases(name: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(detokenize(m) for m in mentions.get(name, ()) if m.strip()))

    def triple(t: Mapping[str, str]) -> ReferenceTriple:
        target = property_map.get(t["relation"], "")
        subject, obj = (t["object"], t["subject"]) if target.startswith(INVERSE) else (t["subject"], t["object"])
        return ReferenceTriple(
            entity=detokenize(subject),
            relation=relation_of_target(target),
            value=detokenize(obj),
            entity_aliases=aliases(subject),
            value_aliases=aliases(obj),
            source_relation=t["relation"],
        )

    triples = tuple(triple(t) for t in record["triples"])
    key = f"{record.get('split', '')}-{record.get('size', len(triples))}-{record['category']}-{record['eid']}"
    return WebNLGEntry(str(record["category"]), str(record["eid"]), tuple(record["texts"]), triples, key)


def read_webnlg(path: Path, property_map: Mapping[str, str] | None = None) -> Iterator[WebNLGEntry]:
    """The entries of a WebNLG JSONL file (see ``shared/data/README.md`` for its fields)."""
    mapping = property_map if property_map is not None else load_property_map()
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                yield webnlg_entry(json.loads(line), mapping)
            except (ValueError, KeyError, TypeError) as exc:
                raise InputError(f"{path}:{number}: not a WebNLG entry ({exc})") from exc


# --------------------------------------------------------------------------------------------
# Passages with reference facts (examples/prose).


@dataclass(frozen=True)
class ProseExample:
    """A passage and the reference facts it states (each with the quote that states it)."""

    name: str
    text: str
    triples: tuple[ReferenceTriple, ...]
    quotes: tuple[str, ...]


def read_prose_examples(folder: Path) -> list[ProseExample]:
    """Passages ``folder/docs/*.md`` with ``folder/reference_facts.jsonl`` (doc, entity,
    relation, value, quote; optional ``entity_aliases``); raises when a quote is not in its passage."""
    facts_path = folder / "reference_facts.jsonl"
    by_doc: dict[str, list[dict[str, Any]]] = {}
    for number, line in enumerate(facts_path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                record = json.loads(line)
                by_doc.setdefault(str(record["doc"]), []).append(record)
            except (ValueError, KeyError, TypeError) as exc:
                raise InputError(f"{facts_path}:{number}: not a reference fact ({exc})") from exc
    examples = []
    for path in sorted((folder / "docs").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        records = by_doc.pop(path.name, [])
        for r in records:
            if r["quote"] not in text:
                raise InputError(f"{facts_path}: the quote {r['quote']!r} is not in {path.name}")
        triples = tuple(
            ReferenceTriple(r["entity"], r["relation"], r["value"], tuple(r.get("entity_aliases", ()))) for r in records
        )
        examples.append(ProseExample(path.name, text, triples, tuple(r["quote"] for r in records)))
    if by_doc:
        raise InputError(f"{facts_path}: reference facts for missing passages {sorted(by_doc)}")
    return examples


# --------------------------------------------------------------------------------------------
# Changed copies: a text that states another value, for conflict pairs.

KINDS = ("date", "place", "number", "person", "organisation")
RELATION_KINDS: dict[str, str] = {
    relation: kind
    for kind, relations in (
        (
            "date",
            "founded|birth date|death date|completion date|construction date|launch date|discovery date|"
            "signing date|invention date|first ascent date|opening date",
        ),
        (
            "place",
            "birth place|death place|capital|largest city|highest point|signing place|discovery place|"
            "location|headquarters|founding place|city served",
        ),
        (
            "number",
            "population|area|height|length|mass|speed|depth|width|diameter|runway length|floor count|"
            "number of members|number of students|number of pages",
        ),
        (
            "person",
            "founded by|invented by|discovered by|first ascent by|named after|architect|author|creator|leader|manager",
        ),
        ("organisation", "member of|built by|launched by|operator|owner|publisher|club"),
    )
    for relation in relations.split("|")
}
"""The kind of value of a catalog relation, for reporting conflict pairs by kind."""

_YEAR = re.compile(r"(?<![\d.,])(1[0-9]{3}|20[0-2][0-9])(?![\d])")
_NUMBER = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")


def shift_year(surface: str, years: int = 7) -> str | None:
    """The date with its (first) year moved by ``years`` (backwards if it would pass 2025)."""
    match = _YEAR.search(surface)
    if match is None:
        return None
    year = int(match.group(1))
    moved = year + years if year + years <= 2025 else year - years
    return surface[: match.start()] + str(moved) + surface[match.end() :]


def scale_number(surface: str, factor: float = 1.5) -> str | None:
    """The quantity with its (first) number multiplied by ``factor``, written the same way."""
    match = _NUMBER.search(surface)
    if match is None:
        return None
    digits = match.group(0)
    number = float(digits.replace(",", "")) * factor
    decimals = len(digits.split(".")[1]) if "." in digits else 0
    text = f"{number:,.{decimals}f}" if "," in digits else f"{number:.{decimals}f}"
    if text == digits:
        return None
    return surface[: match.start()] + text + surface[match.end() :]


def other_name(surface: str, pool: Sequence[str], text: str) -> str | None:
    """The first name of ``pool`` that is another name than ``surface`` and absent from ``text``."""
    for candidate in pool:
        if candidate in text or surface in candidate or candidate in surface:
            continue
        if name_signature(candidate) != name_signature(surface) and not same_name(candidate, surface):
            return candidate
    return None


def changed_value(surface: str, kind: str, pool: Sequence[str], text: str) -> str | None:
    """Another value of the same kind for ``surface``: a date moved by seven years, a number
    half as large again, or another name from ``pool``; None when there is none."""
    if kind == "date":
        return shift_year(surface)
    if kind == "number":
        return scale_number(surface)
    return other_name(surface, pool, text)


def replace_value(text: str, surface: str, replacement: str) -> str | None:
    """``text`` with every whole-word occurrence of ``surface`` replaced; None when there is none.

    A name is not replaced where it is part of a longer name ("Ostberg" in "Treaty of Ostberg",
    "Lenmouth" in "Lenmouth Cathedral"). When a date's year changes, the year is changed wherever
    else it stands alone too, so that "(1885–1957)" follows "born 30 April 1885" -> "30 April 1892"
    and the copy stays consistent."""
    spans = [m.span() for m in _whole_word(surface).finditer(text) if not _inside_name(text, *m.span(), surface)]
    if not spans:
        return None
    changed = text
    for start, end in reversed(spans):
        changed = changed[:start] + replacement + changed[end:]
    old_year, new_year = _YEAR.search(surface), _YEAR.search(replacement)
    if old_year and new_year and old_year.group(1) != new_year.group(1) and surface != old_year.group(1):
        changed = _whole_word(old_year.group(1)).sub(new_year.group(1), changed)
    return changed


_WORDS_BEFORE = re.compile(r"(?:([A-Za-z][\w'.&-]*)[ \t]+)?([A-Za-z][\w'.&-]*)[ \t]+$")
_NAME_AFTER = re.compile(r"^[ \t]+(?:of[ \t]+)?[A-Z]")
_LINKS = {"of", "de", "du", "von", "van", "la", "le"}
_NOT_NAMES = frozenset(
    re.findall(
        r"\w+", "in at on from by to and the near since for with as a an is was its his her their it he she they"
    )
)


def _inside_name(text: str, start: int, end: int, surface: str) -> bool:
    """Whether a capitalized ``surface`` at ``text[start:end]`` continues a longer name
    ("University of Lenmouth", "Lenmouth Cathedral"; not "In Lenmouth", "born in Lenmouth")."""
    if not surface[:1].isupper():
        return False
    if _NAME_AFTER.match(text[end : end + 40]):
        return True
    words = _WORDS_BEFORE.search(text[max(0, start - 60) : start])
    if words is None:
        return False
    previous, word = words.group(1) or "", words.group(2)
    if word in _LINKS:
        return previous[:1].isupper() and previous.lower() not in _NOT_NAMES
    return word[:1].isupper() and word.lower() not in _NOT_NAMES


def _whole_word(text: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(text)}(?!\w)")


# --------------------------------------------------------------------------------------------
# Why a fact counts wrong: false positives by class, for studying the tune part.

FALSE_POSITIVE_CLASSES = (
    "denied or hedged",
    "wrong relation (synonym)",
    "wrong relation (inverse)",
    "value too long",
    "value too short",
    "value wrong",
    "entity too long",
    "entity too short",
    "entity wrong",
    "relation not judgeable",
    "fact not stated",
)
"""The classes of :func:`false_positive_class`, most specific first."""


def _contains(outer: str, inner: str) -> bool:
    """Whether the words of ``inner`` stand inside ``outer`` (by normalized key), and differ."""
    a, b = (" " + " ".join(re.findall(r"\w+", entity_key(x))) + " " for x in (outer, inner))
    return a != b and len(b.strip()) > 0 and b in a


def _part_class(found: str, forms: Sequence[str], what: str) -> str:
    """ "<what> too long" / "too short" when ``found`` contains or is inside a reference form."""
    if any(_contains(found, form) for form in forms):
        return f"{what} too long"
    if any(_contains(form, found) for form in forms):
        return f"{what} too short"
    return f"{what} wrong"


def false_positive_class(
    fact: FactLike,
    references: Sequence[ReferenceTriple],
    normalizer: Normalizer,
    judgeable: frozenset[str] | None = None,
) -> str | None:
    """The class (:data:`FALSE_POSITIVE_CLASSES`) of a fact the strict mode counts wrong, or
    None when it is right or not judged. A heuristic for reading errors, not a score."""
    judge = judgeable if judgeable is not None else judgeable_relations(normalizer)
    pairs = [t for t in references if pair_matches(fact, t, either_direction=True)]
    directed = [t for t in pairs if pair_matches(fact, t, either_direction=False)]
    if any(relation_matches(fact, t, normalizer) or place_states_triple(fact, t, normalizer) for t in directed):
        return None
    if pairs and not all(t.relation for t in pairs):
        return None  # the pair of an unmapped triple: not judged
    if names_unmapped_triple(fact, references):
        return None
    if placed_by_references(fact, references, normalizer):
        return None
    relation, negated = normalizer.relation_polarity(fact.relation)
    qualifier = str(getattr(fact, "qualifier", "") or "")
    if negated or "hedged" in qualifier or "reported" in qualifier:
        return "denied or hedged"
    if directed:
        return "wrong relation (synonym)"
    if pairs:
        return "wrong relation (inverse)"
    mapped = [t for t in references if t.relation]
    keyed = [t for t in mapped if entity_matches(fact.entity, t) and relation_matches(fact, t, normalizer)]
    if keyed:
        return _part_class(fact.value, [f for t in keyed for f in reference_value_forms(t)], "value")
    valued = [t for t in mapped if value_matches(fact.value, t) and relation_matches(fact, t, normalizer)]
    if valued:
        return _part_class(fact.entity, [f for t in valued for f in (t.entity, *t.entity_aliases)], "entity")
    if relation not in judge:
        return "relation not judgeable"
    return "fact not stated"


# --------------------------------------------------------------------------------------------
# Why a triple was missed: the reference triples no fact recovers, by class.

MISS_CLASSES = (
    "read under another relation",
    "read the other way round",
    "value too long",
    "value too short",
    "other value",
    "entity too long",
    "entity too short",
    "other entity",
    "entity in facts, triple not read",
    "entity in no fact",
    "text gave no fact",
)
"""The classes of :func:`missed_triple_class`, most specific first."""


def missed_triple_class(triple: ReferenceTriple, facts: Sequence[FactLike], normalizer: Normalizer) -> str | None:
    """The class (:data:`MISS_CLASSES`) of a reference triple with a catalog relation that no
    fact of its text recovers, or None when one does (or the triple has no catalog relation):
    the entity and value were read under another relation, or swapped; the key was read with a
    value cut or too long, or another one; the value and relation were read on another entity;
    or nothing on the triple was read. A heuristic for reading misses, not a score; it tells the
    parts apart without showing a text (the held-out part is counted, never shown)."""
    if not triple.relation:
        return None
    if not facts:
        return "text gave no fact"
    directed = [f for f in facts if pair_matches(f, triple, either_direction=False)]
    if any(relation_matches(f, triple, normalizer) or place_states_triple(f, triple, normalizer) for f in directed):
        return None
    if directed:
        return "read under another relation"
    if any(pair_matches(f, triple, either_direction=True) for f in facts):
        return "read the other way round"
    keyed = [f for f in facts if entity_matches(f.entity, triple) and relation_matches(f, triple, normalizer)]
    if keyed:
        forms = reference_value_forms(triple)
        kinds = {_part_class(f.value, forms, "value") for f in keyed}
        return next((k for k in ("value too long", "value too short") if k in kinds), "other value")
    valued = [f for f in facts if value_matches(f.value, triple) and relation_matches(f, triple, normalizer)]
    if valued:
        forms = (triple.entity, *triple.entity_aliases)
        kinds = {_part_class(f.entity, forms, "entity") for f in valued}
        return next((k for k in ("entity too long", "entity too short") if k in kinds), "other entity")
    named = [f for f in facts if entity_matches(f.entity, triple) or entity_matches(f.value, triple)]
    return "entity in facts, triple not read" if named else "entity in no fact"
