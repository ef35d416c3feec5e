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

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

# Names resolve on first use (PEP 562): reading a store imports only what its rules need.
_EXPORTS = {
    "AliasDecision": ".entities",
    "AliasEntry": ".aliases",
    "AliasTable": ".aliases",
    "DEFAULT_THRESHOLD": ".matching",
    "Embedder": ".embeddings",
    "EntityResolver": ".entities",
    "NameMatch": ".matching",
    "Resolution": ".entities",
    "TypedValue": ".values",
    "ValueGroup": ".values",
    "ValueVerdict": ".values",
    "Variant": ".values",
    "compare_values": ".values",
    "group_values": ".values",
    "load_alias_table": ".aliases",
    "load_never_merge": ".aliases",
    "match_names": ".matching",
    "name_signature": ".names",
    "parse_value": ".values",
    "split_polarity": "..polarity",
    "worst_conflict": ".values",
}

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


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_EXPORTS[name], __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
