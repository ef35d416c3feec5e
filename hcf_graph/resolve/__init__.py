"""Resolution beyond exact match: entity aliases and typed values (pure logic, no graph).

- :mod:`.names` — name signatures ("Kingdom of Spain" -> "spain") and transliteration folds;
- :mod:`.matching` — do two names denote one thing? (token alignment, typos, initials);
- :mod:`.blocking` — which names to compare at all, without all pairs;
- :mod:`.entities` — :class:`EntityResolver`: clusters, canonical names, one decision per alias;
- :mod:`.aliases` — user alias tables and never-merge lists (CSV / JSONL);
- :mod:`.embeddings` — optional second signal (:class:`Embedder`, MiniLM on onnxruntime);
- :mod:`.quantities`, :mod:`.dates` — numbers with units, dates (negation: :mod:`hcf_graph.polarity`);
- :mod:`.values` — :func:`parse_value`, :func:`compare_values`, :func:`group_values`;
- :mod:`.evaluation` — scoring against the labelled pairs in tests/resolve/data.
"""

from __future__ import annotations

from ..polarity import split_polarity
from .aliases import AliasEntry, AliasTable, load_alias_table, load_never_merge
from .embeddings import Embedder
from .entities import AliasDecision, EntityResolver, Resolution
from .matching import DEFAULT_THRESHOLD, NameMatch, match_names
from .names import name_signature
from .values import (
    TypedValue,
    ValueGroup,
    ValueVerdict,
    Variant,
    compare_values,
    group_values,
    parse_value,
    worst_conflict,
)

__all__ = [
    "DEFAULT_THRESHOLD",
    "AliasDecision",
    "AliasEntry",
    "AliasTable",
    "Embedder",
    "EntityResolver",
    "NameMatch",
    "Resolution",
    "TypedValue",
    "ValueGroup",
    "ValueVerdict",
    "Variant",
    "compare_values",
    "group_values",
    "load_alias_table",
    "load_never_merge",
    "match_names",
    "name_signature",
    "parse_value",
    "split_polarity",
    "worst_conflict",
]
