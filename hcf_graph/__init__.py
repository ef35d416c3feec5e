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
