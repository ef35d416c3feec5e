"""Facts from an RDF graph (``hcf import rdf FILE``), stored through the bulk facts path.

Two kinds of statement become facts:

- reified facts (``hcf:Fact``, or any ``rdf:Statement`` with ``rdf:subject``, ``rdf:predicate`` and
  ``rdf:object``), with their provenance where the graph carries it: the document version they
  ``prov:wasDerivedFrom`` (or the source of their ``hcf:evidence``), the span of its
  ``oa:TextPositionSelector``, the quote of its ``oa:TextQuoteSelector``, qualifier and confidence;
  this is what ``hcf export rdf`` writes, so an export imports back as the same facts (an
  ``--all-versions`` export as the same versions, the earlier ones superseded by the later; audits,
  statements and decisions are not facts and are ignored);
- plain triples ``subject predicate object`` whose predicate is no standard vocabulary's (RDF, RDFS,
  OWL, PROV, Web Annotation, SKOS, Dublin Core, SHACL, hcf): the entity is the subject's label
  (``rdfs:label``, ``skos:prefLabel``, ``schema:name``, else its local name), the relation the
  catalog relation the predicate is (an ``hcfr:`` property, or one a loaded ontology maps to it with
  ``skos:exactMatch``/``closeMatch``/``owl:equivalentProperty``, or the inverse of one, read with
  subject and object swapped), else the predicate's label or local name; the value the literal, or
  the object's label. The document is the named graph's (TriG, N-Quads), else ``doc``.

The facts go through :func:`hcf_graph.ingest.facts_file.ingest_facts_file` (one logged batch,
every field checked, idempotent by source), so conflicts are judged exactly as for any ingest.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..catalog import catalog_files, read_catalog_file
from ..database import Database, read_meta
from ..errors import InputError
from ..ingest.facts_file import BadFactsError, FactsReport, ingest_facts_file
from .parsing import SUFFIX_FORMATS, parse_rdf
from .relations import RelationDef, bundled_defs, relation_defs
from .vocabulary import HCF, OA, PROV, RDF, RDFS, SCHEMA, SKOS, VOCABULARIES, humanize, local_name

NAME_PROPERTIES = (RDFS + "label", SKOS + "prefLabel", SCHEMA + "name", HCF + "name")


@dataclass(frozen=True)
class PredicateMeaning:
    """The catalog relation a predicate IRI means, and whether its subject and object are swapped."""

    relation: str
    inverse: bool = False


@dataclass
class RdfFacts:
    """Fact rows read from a graph (the shape of a facts JSONL line) and where each came from."""

    rows: list[dict[str, Any]] = field(default_factory=list)
    origins: list[str] = field(default_factory=list)


def predicate_meanings(defs: list[RelationDef]) -> dict[str, PredicateMeaning]:
    """Predicate IRI -> catalog relation, from relation definitions (their IRIs, mappings and inverses)."""
    by_iri = {d.iri: d for d in defs if not d.inverse_of}
    found: dict[str, PredicateMeaning] = {}
    for d in defs:
        if d.inverse_of:
            target = by_iri.get(d.inverse_of)
            if target is not None:
                found[d.iri] = PredicateMeaning(target.relation.name, inverse=True)
            continue
        for iri in (d.iri, *d.mappings):
            found.setdefault(iri, PredicateMeaning(d.relation.name))
        found[d.iri] = PredicateMeaning(d.relation.name)
    return found


def ontology_defs(db_folder: Path) -> list[RelationDef]:
    """The built-in relation definitions and those of the RDF catalog files the database uses."""
    defs = list(bundled_defs())
    files = catalog_files() or [Path(e["path"]) for e in read_meta(db_folder).get("catalog", [])]
    for path in files:
        if path.suffix.lower() in SUFFIX_FORMATS and path.is_file():
            read_catalog_file(path)  # checked as the catalog reads it
            defs += relation_defs(parse_rdf(path), str(path))
    return defs


class _GraphReader:
    """Reads facts out of one rdflib graph."""

    def __init__(self, graph: Any, meanings: dict[str, PredicateMeaning], default_doc: str) -> None:
        from rdflib import Literal, URIRef

        self.graph = graph
        self.meanings = meanings
        self.default_doc = default_doc
        self.Literal, self.URIRef = Literal, URIRef

    def _one(self, subject: Any, predicate: str) -> Any:
        for obj in self.graph.objects(subject, self.URIRef(predicate)):
            return obj
        return None

    def _text(self, subject: Any, predicate: str) -> str | None:
        obj = self._one(subject, predicate)
        return str(obj) if isinstance(obj, self.Literal) else None

    def _int(self, subject: Any, predicate: str) -> int | None:
        obj = self._one(subject, predicate)
        if isinstance(obj, self.Literal):
            try:
                return int(str(obj))
            except ValueError:
                return None
        return None

    def name_of(self, node: Any) -> str:
        """A node's name: its literal text, label, key, or local name."""
        if isinstance(node, self.Literal):
            return str(node)
        for prop in (*NAME_PROPERTIES, RDF + "value"):
            text = self._text(node, prop)
            if text:
                return text
        return local_name(str(node)) if isinstance(node, self.URIRef) else str(node)

    def relation_of(self, predicate: Any) -> tuple[str, bool]:
        meaning = self.meanings.get(str(predicate))
        if meaning is not None:
            return meaning.relation, meaning.inverse
        label = self._text(predicate, RDFS + "label")
        return (label or humanize(local_name(str(predicate)))), False

    def document_of(self, node: Any, context: str | None) -> tuple[str, str | None]:
        """(name, version) of a document version node: its hcf:name and hcf:version, else its name."""
        name = self._text(node, HCF + "name")
        if name:
            return name, self._text(node, HCF + "version")
        doc_id = self._text(node, HCF + "documentId")
        if doc_id and "@" in doc_id:
            base, _, version = doc_id.rpartition("@")
            return base, version
        return self.name_of(node) if node is not None else (context or self.default_doc), None

    # -- reified facts -------------------------------------------------------------------------

    def reified(self, context: str | None) -> Iterator[tuple[dict[str, Any], str]]:
        type_ = self.URIRef(RDF + "type")
        nodes = set(self.graph.subjects(type_, self.URIRef(HCF + "Fact")))
        nodes |= set(self.graph.subjects(self.URIRef(RDF + "subject"), None))
        for node in sorted(nodes, key=str):
            subject, predicate, obj = (self._one(node, RDF + p) for p in ("subject", "predicate", "object"))
            if subject is None or predicate is None or obj is None:
                raise InputError(f"fact <{node}> lacks rdf:subject, rdf:predicate or rdf:object")
            relation, inverse = self.relation_of(predicate)
            entity, value = self.name_of(subject), self.name_of(obj)
            if inverse:
                entity, value = value, entity
            row: dict[str, Any] = {
                "entity": self._text(node, HCF + "entityText") or entity,
                "relation": self._text(node, HCF + "relationText") or relation,
                "value": self._text(node, HCF + "valueText") or value,
            }
            row["doc"], row["version"] = self._fact_document(node, context)
            qualifier = self._text(node, HCF + "qualifier")
            if qualifier:
                row["qualifier"] = qualifier
            confidence = self._one(node, HCF + "confidence")
            if isinstance(confidence, self.Literal):
                row["confidence"] = float(str(confidence))
            row.update(self._span(node))
            yield row, f"fact <{node}>"

    def _fact_document(self, node: Any, context: str | None) -> tuple[str, str | None]:
        evidence = self._one(node, HCF + "evidence")
        candidates = list(self.graph.objects(node, self.URIRef(PROV + "wasDerivedFrom")))
        if evidence is not None:
            candidates.insert(0, self._one(evidence, OA + "hasSource"))
        versions = [
            c
            for c in candidates
            if c is not None
            and (
                (c, self.URIRef(RDF + "type"), self.URIRef(HCF + "DocumentVersion")) in self.graph
                or self._text(c, HCF + "version") is not None
            )
        ]
        if versions:
            return self.document_of(versions[0], context)
        if (
            candidates
            and candidates[0] is not None
            and (candidates[0], self.URIRef(RDF + "type"), self.URIRef(HCF + "Chunk")) not in self.graph
        ):
            return self.document_of(candidates[0], context)
        return self.document_of(None, context)

    def _span(self, node: Any) -> dict[str, Any]:
        evidence = self._one(node, HCF + "evidence")
        found: dict[str, Any] = {}
        if evidence is None:
            return found
        for selector in self.graph.objects(evidence, self.URIRef(OA + "hasSelector")):
            start, end = self._int(selector, OA + "start"), self._int(selector, OA + "end")
            if start is not None and end is not None:
                found["start"], found["end"] = start, end
            exact = self._text(selector, OA + "exact")
            if exact:
                found["quote"] = exact
        return found

    # -- plain triples ------------------------------------------------------------------------

    def plain(self, context: str | None, doc: tuple[str, str | None]) -> Iterator[tuple[dict[str, Any], str]]:
        from rdflib import BNode

        for s, p, o in sorted(self.graph, key=lambda t: (str(t[0]), str(t[1]), str(t[2]))):
            if str(p).startswith(VOCABULARIES) or isinstance(s, BNode) or isinstance(o, BNode):
                continue
            relation, inverse = self.relation_of(p)
            entity, value = self.name_of(s), self.name_of(o)
            if inverse:
                entity, value = value, entity
            row = {"doc": doc[0], "version": doc[1], "entity": entity, "relation": relation, "value": value}
            yield row, f"triple <{s}> <{p}> {o.n3()}"


def read_rdf_facts(
    path: Path, meanings: dict[str, PredicateMeaning], doc: str | None = None, fmt: str | None = None
) -> RdfFacts:
    """Every fact an RDF file holds (see the module docstring), with where each came from."""
    from rdflib import Dataset, URIRef

    parsed = parse_rdf(Path(path), fmt)
    default_doc = doc or Path(path).name
    found = RdfFacts()
    graphs: list[tuple[Any, str | None]]
    if isinstance(parsed, Dataset):
        graphs = [
            (
                g,
                str(g.identifier)
                if isinstance(g.identifier, URIRef) and str(g.identifier) != "urn:x-rdflib:default"
                else None,
            )
            for g in parsed.graphs()
        ]
        whole: Any = parsed  # node descriptions may sit in another graph than the facts
    else:
        graphs, whole = [(parsed, None)], parsed
    described = _GraphReader(whole if not isinstance(whole, Dataset) else _union(whole), meanings, default_doc)
    for graph, context in graphs:
        reader = _GraphReader(graph, meanings, default_doc)
        reader.name_of = described.name_of  # type: ignore[method-assign]
        reader.document_of = described.document_of  # type: ignore[method-assign]
        for row, origin in reader.reified(context):
            found.rows.append(row)
            found.origins.append(origin)
        graph_doc = described.document_of(URIRef(context), context) if context else (default_doc, None)
        for row, origin in reader.plain(context, graph_doc):
            found.rows.append(row)
            found.origins.append(origin)
    return found


def _union(dataset: Any) -> Any:
    """One graph holding every triple of a dataset (for looking up node descriptions)."""
    from rdflib import Graph

    union = Graph()
    for s, p, o, _ in dataset.quads((None, None, None, None)):
        union.add((s, p, o))
    return union


def import_rdf(
    db: Database, path: Path, doc: str | None = None, fmt: str | None = None, resolve: bool = True
) -> FactsReport:
    """Store the facts of an RDF file in one logged batch (see the module docstring); a fact that
    does not fit the store is refused by its IRI (or triple), and nothing is written."""
    path = Path(path)
    facts = read_rdf_facts(path, predicate_meanings(ontology_defs(db.folder)), doc, fmt)
    if not facts.rows:
        raise InputError(
            f"{path}: no facts found (no hcf:Fact or rdf:Statement nodes, and no triples outside the standard "
            "vocabularies)"
        )
    with tempfile.TemporaryDirectory(prefix="hcf-rdf-") as tmp:
        lines = Path(tmp) / "facts.jsonl"
        with lines.open("w", encoding="utf-8") as out:
            for row in facts.rows:
                out.write(json.dumps({k: v for k, v in row.items() if v is not None}, ensure_ascii=False) + "\n")
        try:
            return ingest_facts_file(db, lines, resolve=resolve, source=f"rdf:{path.resolve()}")
        except BadFactsError as exc:
            first = exc.bad[0]
            more = f" (and {len(exc.bad) - 1} more)" if len(exc.bad) > 1 else ""
            reason = first.reason
            raise InputError(f"{path}: {facts.origins[first.line - 1]}: {reason}{more}; nothing was imported") from None
