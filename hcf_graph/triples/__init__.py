"""QA-citation triples: the gold records a RAG evaluation needs, checked, scored and exported
against the store's own corpus snapshot (schema, records, check, score, propose, export, trec)."""

from __future__ import annotations

from .check import CheckReport, check_triples
from .export import FORMATS, export_triples
from .propose import propose_triples
from .records import DocRef, Problem, Triple, parse_doc_ref, read_triples
from .schema import schema_text, triple_schema
from .score import ScoreReport, score_triples

__all__ = [
    "FORMATS",
    "CheckReport",
    "DocRef",
    "Problem",
    "ScoreReport",
    "Triple",
    "check_triples",
    "export_triples",
    "parse_doc_ref",
    "propose_triples",
    "read_triples",
    "schema_text",
    "score_triples",
    "triple_schema",
]
