"""hcf-graph: a knowledge-graph conflict store for auditing retrieval-augmented generation.

Documents go in, source-linked atomic facts come out, and the graph answers which documents
disagree, about what, and where exactly they say it::

    from hcf_graph import Database, ingest_documents, load_paths, make_extractor

    with Database("hcf.db") as db:
        ingest_documents(db, load_paths([Path("docs")]).documents, make_extractor("spacy-rules"))
        for conflict in db.graph.conflicts():
            print(conflict.entity, conflict.relation, [v.value for v in conflict.values])
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .conflicts import Conflict, Provenance, ValueClaim
    from .database import Database, rebuild
    from .errors import (
        ConfigError,
        HcfError,
        InputError,
        JsonlError,
        LlmError,
        LockedError,
        ModelNotInstalled,
        QueryError,
        QueryFileError,
        StoreError,
    )
    from .extract import Extractor, extractor_names, make_extractor, register_extractor
    from .graph import FactGraph
    from .ingest.facts_file import ingest_facts_file
    from .ingest.loaders import load_paths
    from .ingest.pipeline import IngestReport, ingest_documents
    from .model import ChunkSpan, ExtractedFact, SourceDocument
    from .normalize import Normalizer, RelationCatalog
    from .store import GraphStore, open_store

# Imported on first use (PEP 562), so that `hcf --help` and `import hcf_graph.errors` stay fast.
_WHERE = {
    "Conflict": "conflicts",
    "Provenance": "conflicts",
    "ValueClaim": "conflicts",
    "Database": "database",
    "rebuild": "database",
    "ConfigError": "errors",
    "HcfError": "errors",
    "InputError": "errors",
    "JsonlError": "errors",
    "LlmError": "errors",
    "LockedError": "errors",
    "ModelNotInstalled": "errors",
    "QueryError": "errors",
    "QueryFileError": "errors",
    "StoreError": "errors",
    "Extractor": "extract",
    "extractor_names": "extract",
    "make_extractor": "extract",
    "register_extractor": "extract",
    "FactGraph": "graph",
    "ingest_facts_file": "ingest.facts_file",
    "load_paths": "ingest.loaders",
    "IngestReport": "ingest.pipeline",
    "ingest_documents": "ingest.pipeline",
    "ChunkSpan": "model",
    "ExtractedFact": "model",
    "SourceDocument": "model",
    "Normalizer": "normalize",
    "RelationCatalog": "normalize",
    "GraphStore": "store",
    "open_store": "store",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*__all__, *(name for name in globals() if name.startswith("_"))})


__version__ = "0.1.0"

__all__ = [
    "ChunkSpan",
    "ConfigError",
    "Conflict",
    "Database",
    "ExtractedFact",
    "Extractor",
    "FactGraph",
    "GraphStore",
    "HcfError",
    "IngestReport",
    "InputError",
    "JsonlError",
    "LlmError",
    "LockedError",
    "ModelNotInstalled",
    "Normalizer",
    "Provenance",
    "QueryError",
    "QueryFileError",
    "RelationCatalog",
    "SourceDocument",
    "StoreError",
    "ValueClaim",
    "__version__",
    "extractor_names",
    "ingest_documents",
    "ingest_facts_file",
    "load_paths",
    "make_extractor",
    "open_store",
    "rebuild",
    "register_extractor",
]
