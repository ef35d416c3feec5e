"""Normalized keys for entities, relations, values and qualifiers.

This is the one module that decides when two surface strings are "the same key". The baseline is
the HCF paper's comparator: Unicode NFKD with combining marks removed, lowercase, punctuation
trimmed from both ends, whitespace collapsed. On top of it (our choices, documented in the README):

- entities drop a leading article ("The Nile" -> "nile");
- values drop thousands separators inside numbers ("8,849" -> "8849");
- relations are mapped to the canonical vocabulary of the relation catalog
  (``ontologies/relations.json``: "capital city" -> "capital").

Richer resolution (aliases, typed values) extends this module; callers only use :class:`Normalizer`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .arrow import pa, pc
from .polarity import split_polarity
from .resources import data_dir

_PUNCT_EDGES = re.compile(r"^[\W_]+|[\W_]+$", re.UNICODE)
_SPACES = re.compile(r"\s+")
_LEADING_ARTICLE = re.compile(r"^(the|a|an)\s+")
_THOUSANDS = re.compile(r"(?<=\d)[,\u202f\u00a0 ](?=\d{3}\b)")

# The same rules as RE2 patterns for Arrow, valid for ASCII text only: Python's \s on ASCII is
# [\t\n\v\f\r\x1c-\x1f ], and [\W_] is "not a letter or digit" (tested to agree).
_ASCII_SPACES = r"[\t\n\x0b\x0c\r\x1c-\x1f ]+"
_ASCII_EDGES = r"^[^0-9A-Za-z]+|[^0-9A-Za-z]+$"
_ASCII_ARTICLE = r"^(?:the|a|an) +"
_ASCII_THOUSANDS = r"\d[, ]\d{3}"


@lru_cache(maxsize=1 << 18)
def normalize_text(text: str) -> str:
    """The paper's key: strip diacritics, lowercase, trim edge punctuation, collapse spaces."""
    if not text.isascii():  # ASCII has no diacritics: skip the slow path for most keys
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    lowered = _SPACES.sub(" ", text.lower()).strip()
    return _PUNCT_EDGES.sub("", lowered)


@lru_cache(maxsize=1 << 18)
def entity_key(text: str) -> str:
    """Key of an entity name: the paper's key without a leading article."""
    return _LEADING_ARTICLE.sub("", normalize_text(text))


@lru_cache(maxsize=1 << 18)
def value_key(text: str) -> str:
    """Key of a value: the paper's key with thousands separators removed from numbers."""
    return normalize_text(_THOUSANDS.sub("", text))


def qualifier_key(text: str) -> str:
    """Key of a qualifier ("at sea level", "in 2010"); empty when there is none."""
    return normalize_text(text) if text else ""


@dataclass(frozen=True)
class Relation:
    """One catalog entry."""

    name: str
    synonyms: tuple[str, ...] = ()
    cardinality: str = "functional"
    conflict_when: str = "never"  # multivalued only: "never", or "disjoint" value sets conflict
    tolerance: float | None = None  # relative tolerance for figures; None: by the precision they state


@dataclass
class RelationCatalog:
    """Canonical relation names, their synonyms and cardinality."""

    relations: dict[str, Relation] = field(default_factory=dict)
    _phrases: dict[str, str] = field(default_factory=dict)

    @classmethod
    def load(cls, extra: Iterable[Path] = ()) -> RelationCatalog:
        """Load the bundled catalog, then each extra catalog file (later files win)."""
        catalog = cls()
        for path in [data_dir("ontologies") / "relations.json", *extra]:
            catalog.add_file(Path(path))
        return catalog

    def add_file(self, path: Path) -> None:
        """Merge a catalog file into this catalog (read and checked by :mod:`hcf_graph.catalog`)."""
        from .catalog import read_catalog_file  # the catalog module builds on this one

        for relation in read_catalog_file(Path(path)):
            self.add(relation)

    def add(self, relation: Relation) -> None:
        """Add or replace one relation and index its phrases."""
        key = normalize_text(relation.name)
        self.relations[key] = relation
        self._phrases[key] = key
        for phrase in relation.synonyms:
            self._phrases[normalize_text(phrase)] = key

    def canonical(self, phrase: str) -> str:
        """The canonical relation key for a phrase; a phrase the catalog does not hold is looked up
        with its plural words made singular ("the founders" as "founder", "designers of" as
        "designer of"); unknown phrases keep their normalized text."""
        key = normalize_text(phrase)
        found = self._phrases.get(key)
        if found is not None:
            return found
        return self._phrases.get(singular_phrase(key), key)

    def cardinality(self, relation_key: str) -> str:
        """ "functional" or "multivalued"; unknown relations are functional."""
        rel = self.relations.get(relation_key)
        return rel.cardinality if rel else "functional"


_PLURAL_ENDINGS = (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("sses", "ss"), ("xes", "x"), ("s", ""))


def singular_word(word: str) -> str:
    """A regular English plural made singular ("founders" -> "founder", "countries" -> "country");
    other words as they are ("address", "status", "bus" keep their "s")."""
    if len(word) < 4 or word.endswith(("ss", "us", "is")):
        return word
    for ending, replacement in _PLURAL_ENDINGS:
        if word.endswith(ending):
            return word[: -len(ending)] + replacement
    return word


def singular_phrase(key: str) -> str:
    """A normalized relation phrase with each plural word singular ("designers of" -> "designer of")."""
    return " ".join(singular_word(word) for word in key.split(" "))


@dataclass(frozen=True)
class FactKeys:
    """The normalized keys of one fact. A negated relation ("is not a member of") keys as its
    positive form, and the value key carries the negation ("not nato"), so a statement and its
    denial share a conflict key and disagree on the value."""

    entity: str
    relation: str
    value: str
    qualifier: str
    negated: bool = False

    @property
    def conflict_key(self) -> str:
        """The (entity, relation, qualifier) key that conflict detection groups by."""
        return conflict_key(self.entity, self.relation, self.qualifier)


def conflict_key(entity: str, relation: str, qualifier: str) -> str:
    """Join the three grouping keys with a separator that normalized text never contains."""
    return f"{entity}\x1f{relation}\x1f{qualifier}"


class Normalizer:
    """Computes fact keys, one at a time or for a whole Arrow column at once."""

    def __init__(self, catalog: RelationCatalog | None = None, catalog_files: Iterable[Path] | None = None) -> None:
        """``catalog``, else the bundled catalog with ``catalog_files`` (default: ``HCF_CATALOG``) over it."""
        if catalog is None:
            from .catalog import catalog_files as user_catalog_files

            catalog = RelationCatalog.load(user_catalog_files() if catalog_files is None else catalog_files)
        self.catalog = catalog

    def keys(self, entity: str, relation: str, value: str, qualifier: str = "") -> FactKeys:
        """Keys of one fact."""
        positive, negated = self.relation_polarity(relation)
        value_part = value_key(value)
        return FactKeys(
            entity_key(entity),
            positive,
            f"not {value_part}" if negated else value_part,
            qualifier_key(qualifier),
            negated,
        )

    @lru_cache(maxsize=1 << 14)  # noqa: B019  one Normalizer per database, few distinct relations
    def relation_polarity(self, relation: str) -> tuple[str, bool]:
        """The canonical key of a relation phrase without its negation, and whether it was negated."""
        positive, negated = split_polarity(relation)
        return self.catalog.canonical(positive), negated

    def arrow_fact_keys(self, facts: pa.Table) -> dict[str, pa.Array]:
        """Keys for a table of facts (entity, relation, value, qualifier columns), negation applied."""
        relations = pc.dictionary_encode(facts.column("relation")).combine_chunks()
        polarity = [self.relation_polarity(r) for r in relations.dictionary.to_pylist()]
        relation_keys = pc.take(pa.array([p[0] for p in polarity], pa.string()), relations.indices)
        negated = pc.take(pa.array([p[1] for p in polarity], pa.bool_()), relations.indices)
        values = self.arrow_keys(facts.column("value"), "value")
        return {
            "entity": self.arrow_keys(facts.column("entity"), "entity"),
            "relation": relation_keys,
            "value": pc.if_else(negated, pc.binary_join_element_wise("not", values, " "), values),
            "qualifier": self.arrow_keys(facts.column("qualifier"), "qualifier"),
            "negated": negated,
        }

    def arrow_keys(self, column: pa.Array | pa.ChunkedArray, kind: str) -> pa.Array:
        """Keys for a whole string column: each distinct string is normalized once, ASCII strings
        by Arrow compute kernels, the others by the Python functions above."""
        encoded = pc.dictionary_encode(column)
        if isinstance(encoded, pa.ChunkedArray):
            encoded = encoded.combine_chunks()
        strings = encoded.dictionary
        if kind == "relation":
            keys = pa.array([self.catalog.canonical(s) for s in strings.to_pylist()], type=pa.string())
        else:
            keys = text_keys(strings, kind)
        return pc.take(keys, encoded.indices)


def text_keys(strings: pa.Array, kind: str) -> pa.Array:
    """``entity_key``, ``value_key`` or ``qualifier_key`` of every string, vectorized for ASCII."""
    functions: dict[str, Callable[[str], str]] = {
        "entity": entity_key,
        "value": value_key,
        "qualifier": qualifier_key,
    }
    fast = pc.string_is_ascii(strings)
    if kind == "value":  # thousands separators need look-arounds, which RE2 lacks
        fast = pc.and_(fast, pc.invert(pc.match_substring_regex(strings, _ASCII_THOUSANDS)))
    keys = pc.replace_substring_regex(pc.ascii_lower(strings), _ASCII_SPACES, " ")
    keys = pc.replace_substring_regex(pc.ascii_trim(keys, " "), _ASCII_EDGES, "")
    if kind == "entity":
        keys = pc.replace_substring_regex(keys, _ASCII_ARTICLE, "")
    slow = pc.invert(fast)
    if not pc.any(slow).as_py():
        return keys
    fn = functions[kind]
    slow_keys = [fn(s) for s in pc.filter(strings, slow).to_pylist()]
    return pc.replace_with_mask(keys, slow, pa.array(slow_keys, pa.string()))
