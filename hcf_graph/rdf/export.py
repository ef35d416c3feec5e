"""The store as RDF (``hcf export rdf``): facts with PROV-O provenance and Web Annotation spans,
their documents, chunks, entities, values, extraction activities, and the conflict records.

Facts are read a page at a time (windows of storage offsets: every read is bounded whatever
the store holds, and none sorts the whole table), and each page's nodes are written, as Arrow
columns, before the next page is read; the entities,
values, chunks, document versions and extractions a page refers to are looked up by key and
written once (a bounded memory of what was written keeps repeats rare; a repeat is harmless in
RDF). The file is written beside its target and renamed at the end, so an interrupted export
leaves nothing half-written. In TriG each document version's facts and spans are a named graph
(the version's IRI); everything else is in the default graph.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from ..conflicts import STATUSES
from ..errors import InputError
from ..graph import FactGraph
from .terms import FORMATS, Column, Iri, Lit, Node, NodeTable, decimal, make_writer, mapped
from .vocabulary import DEFAULT_BASE, HCF, OA, OWL, PROV, RDF, RDFS, DataIris, iri_part, relation_iri

PAGE_SIZE = 50_000
REMEMBERED = 200_000  # keys of nodes already written, per kind, before the memory is cleared
_DATETIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?$")
_UNSAFE_BASE = re.compile(r"[\s<>\"{}|\\^`]")


@dataclass
class ExportReport:
    """What one export wrote."""

    path: Path
    format: str
    facts: int = 0
    conflicts: int = 0
    triples: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        return (
            f"wrote {self.triples:,} triples ({self.facts:,} facts, {self.conflicts:,} conflict records) "
            f"to {self.path} as {self.format} in {self.seconds:.1f} s"
        )


class _Remembered:
    """Keys already written, forgotten all at once past a bound (so memory stays bounded)."""

    def __init__(self, bound: int = REMEMBERED) -> None:
        self.bound = bound
        self.keys: set[str] = set()

    def new(self, keys: list[str]) -> list[str]:
        fresh = sorted({k for k in keys if k is not None and k not in self.keys})
        if len(self.keys) + len(fresh) > self.bound:
            self.keys.clear()
        self.keys.update(fresh)
        return fresh


def check_base(base: str) -> str:
    """A base IRI for the export's nodes: absolute (``scheme:``) and without characters IRIs forbid."""
    if not re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", base) or _UNSAFE_BASE.search(base):
        raise InputError(f"--base {base!r} is not an absolute IRI; give one like urn:hcf: or https://example.org/kg/")
    return base


Output = Node | NodeTable


def _null_where(mask: Any, values: Any) -> Any:
    """``values`` with the rows where ``mask`` is true set to null."""
    return pc.if_else(mask, pa.scalar(None, values.type), values)


class _Exporter:
    """Turns pages of store rows into nodes and node tables."""

    def __init__(self, graph: FactGraph, base: str, named_graphs: bool) -> None:
        self.graph = graph
        self.iris = DataIris(base)
        self.named_graphs = named_graphs
        self.seen = {kind: _Remembered() for kind in ("entity", "value", "chunk", "doc", "extraction", "relation")}
        self.facts = 0
        self.conflicts = 0

    def _mint(self, kind: str, keys: Any) -> Any:
        return pc.binary_join_element_wise(self.iris.prefix(kind), mapped(keys, iri_part), "")

    # -- facts -------------------------------------------------------------------------------

    def fact_pages(self, conflicts_only: bool, page_size: int) -> Iterator[pa.Table]:
        """Current facts a page at a time: windows of storage offsets (no sort of the whole table),
        or for ``conflicts_only`` pages of the facts of conflicts after a fact id."""
        if not conflicts_only:
            last = self.graph.rows("rdf_fact_offsets")[0]["last"]
            for lo in range(0, last + 1, page_size):
                page = self.graph.run("rdf_page_facts", lo=lo, hi=lo + page_size)
                if page.num_rows:
                    yield page
            return
        after = ""
        while True:
            page = self.graph.run("rdf_page_conflict_facts", after=after, limit=page_size)
            if page.num_rows == 0:
                return
            yield page
            after = page.column("id")[-1].as_py()
            if page.num_rows < page_size:
                return

    def fact_tables(self, page: pa.Table) -> Iterator[NodeTable]:
        col = page.column
        fact = self._mint("fact", col("id"))
        doc = self._mint("doc", col("doc"))
        activity = pc.binary_join_element_wise(
            self.iris.prefix("extraction"), mapped(col("batch"), iri_part), "/", mapped(col("extractor"), iri_part), ""
        )
        qualifier = pc.fill_null(col("qualifier"), "")
        has_span = pc.and_(pc.is_valid(col("start_char")), pc.is_valid(col("end_char")))
        quote = pc.fill_null(col("quote"), "")
        has_quote = pc.and_(has_span, pc.not_equal(quote, ""))
        evidence = _null_where(pc.invert(has_span), pc.binary_join_element_wise(fact, "#evidence", ""))
        position = _null_where(pc.invert(has_span), pc.binary_join_element_wise(fact, "#position", ""))
        quote_node = _null_where(pc.invert(has_quote), pc.binary_join_element_wise(fact, "#quote", ""))
        graphs = doc if self.named_graphs else None
        yield NodeTable(
            fact,
            (HCF + "Fact",),
            [
                Column(RDF + "subject", "iri", self._mint("entity", col("entity_key"))),
                Column(RDF + "predicate", "iri", mapped(col("relation_key"), relation_iri)),
                Column(RDF + "object", "iri", self._mint("value", col("value_key"))),
                Column(HCF + "entityText", "str", col("entity")),
                Column(HCF + "relationText", "str", col("relation")),
                Column(HCF + "valueText", "str", col("value")),
                Column(PROV + "wasDerivedFrom", "iri", self._mint("chunk", col("chunk"))),
                Column(PROV + "wasDerivedFrom", "iri", doc),
                Column(PROV + "wasGeneratedBy", "iri", activity),
                Column(HCF + "qualifier", "str", _null_where(pc.equal(qualifier, ""), qualifier)),
                Column(
                    HCF + "negated", "bool", _null_where(pc.invert(pc.fill_null(col("negated"), False)), col("negated"))
                ),
                Column(HCF + "confidence", "double", col("confidence")),
                Column(HCF + "evidence", "iri", evidence),
            ],
            graphs,
        )
        yield NodeTable(
            evidence,
            (OA + "SpecificResource",),
            [
                Column(OA + "hasSource", "iri", doc),
                Column(OA + "hasSelector", "iri", position),
                Column(OA + "hasSelector", "iri", quote_node),
            ],
            graphs,
        )
        yield NodeTable(
            position,
            (OA + "TextPositionSelector",),
            [
                Column(OA + "start", "int", col("start_char")),
                Column(OA + "end", "int", col("end_char")),
            ],
            graphs,
        )
        yield NodeTable(quote_node, (OA + "TextQuoteSelector",), [Column(OA + "exact", "str", quote)], graphs)
        self.facts += page.num_rows

    # -- what a page of facts refers to ------------------------------------------------------

    def referenced(self, page: pa.Table) -> Iterator[Output]:
        def fresh(kind: str, column: str) -> list[str]:
            return self.seen[kind].new(pc.unique(page.column(column)).to_pylist())

        for key in fresh("relation", "relation_key"):
            yield Node(Iri(relation_iri(key)), (OWL + "ObjectProperty",), [(RDFS + "label", Lit(key))])
        ids = fresh("doc", "doc")
        if ids:
            yield from self._document_tables(self.graph.run("rdf_find_documents", ids=ids))
        ids = fresh("chunk", "chunk")
        if ids:
            chunks = self.graph.run("rdf_find_chunks", ids=ids)
            yield NodeTable(
                self._mint("chunk", chunks.column("id")),
                (HCF + "Chunk",),
                [
                    Column(HCF + "chunkOf", "iri", self._mint("doc", chunks.column("doc"))),
                    Column(HCF + "ordinal", "int", chunks.column("ordinal")),
                    Column(HCF + "startChar", "int", chunks.column("start_char")),
                    Column(HCF + "endChar", "int", chunks.column("end_char")),
                ],
            )
        keys = fresh("entity", "entity_key")
        if keys:
            yield from self._entity_outputs(self.graph.run("rdf_find_entities", keys=keys))
        keys = fresh("value", "value_key")
        if keys:
            values = self.graph.run("rdf_find_values", keys=keys)
            yield NodeTable(
                self._mint("value", values.column("key")),
                (HCF + "Value",),
                [
                    Column(RDF + "value", "str", pc.coalesce(values.column("text"), values.column("key"))),
                    Column(HCF + "key", "str", values.column("key")),
                ],
            )
        pairs = sorted(
            {
                (b, e)
                for b, e in zip(page.column("batch").to_pylist(), page.column("extractor").to_pylist(), strict=True)
            }
        )
        yield from self._extraction_nodes(pairs)

    def _document_tables(self, docs: pa.Table) -> Iterator[NodeTable]:
        col = docs.column
        document = self._mint("document", col("name"))
        sha = pc.fill_null(col("sha256"), "")
        yield NodeTable(
            self._mint("doc", col("id")),
            (HCF + "DocumentVersion",),
            [
                Column(HCF + "documentId", "str", col("id")),
                Column(HCF + "name", "str", col("name")),
                Column(HCF + "version", "str", col("version")),
                Column(HCF + "versionOf", "iri", document),
                Column(HCF + "superseded", "bool", pc.fill_null(col("superseded"), False)),
                Column(HCF + "sha256", "str", _null_where(pc.equal(sha, ""), sha)),
                Column(
                    HCF + "charCount",
                    "int",
                    _null_where(pc.invert(pc.fill_null(col("has_text"), False)), col("n_chars")),
                ),
            ],
        )
        yield NodeTable(document, (HCF + "Document",), [Column(HCF + "name", "str", col("name"))])

    def _entity_outputs(self, entities: pa.Table) -> Iterator[Output]:
        col = entities.column
        canonical = pc.fill_null(col("canonical"), "")
        alias = pc.and_(pc.not_equal(canonical, ""), pc.not_equal(canonical, col("key")))
        yield NodeTable(
            self._mint("entity", col("key")),
            (HCF + "Entity",),
            [
                Column(RDFS + "label", "str", pc.coalesce(col("name"), col("key"))),
                Column(HCF + "key", "str", col("key")),
                Column(HCF + "aliasOf", "iri", _null_where(pc.invert(alias), self._mint("entity", canonical))),
            ],
        )
        names = dict(
            zip(
                pc.filter(canonical, alias).to_pylist(),
                pc.filter(pc.coalesce(col("canonical_name"), canonical), alias).to_pylist(),
                strict=True,
            )
        )
        for key in self.seen["entity"].new(list(names)):
            yield Node(
                Iri(self.iris.entity(key)),
                (HCF + "Entity",),
                [(RDFS + "label", Lit(names[key])), (HCF + "key", Lit(key))],
            )

    def _extraction_nodes(self, pairs: list[tuple[str, str]]) -> Iterator[Node]:
        fresh = [p for p in pairs if self.seen["extraction"].new([f"{p[0]}\x1f{p[1]}"])]
        batches = (
            {b["id"]: b for b in self.graph.rows("rdf_find_batches", ids=sorted({b for b, _ in fresh}))}
            if fresh
            else {}
        )
        for batch, label in fresh:
            plugin, _, model = label.partition("/")
            name, dot, version = plugin.rpartition(".v")
            name, version = (name, "v" + version) if dot and version.isdigit() else (plugin, "")
            info = _info(batches.get(batch, {}).get("info"))
            model = model or str(info.get("model") or "")
            agent = Iri(self.iris.extractor(label))
            details: list[tuple[str, Iri | Lit]] = [
                (PROV + "wasAssociatedWith", agent),
                (HCF + "extractorName", Lit(name)),
                (HCF + "batch", Lit(batch)),
            ]
            if version:
                details.append((HCF + "extractorVersion", Lit(version)))
            if model:
                details.append((HCF + "model", Lit(model)))
            created = str(batches.get(batch, {}).get("created") or "")
            if _DATETIME.match(created):
                details.append((PROV + "startedAtTime", Lit(created, "http://www.w3.org/2001/XMLSchema#dateTime")))
            yield Node(Iri(self.iris.extraction(batch, label)), (HCF + "Extraction",), details)
            yield Node(agent, (HCF + "Extractor", PROV + "SoftwareAgent"), [(RDFS + "label", Lit(label))])

    # -- conflicts ---------------------------------------------------------------------------

    def conflict_nodes(self, conflicts_only: bool, page_size: int) -> Iterator[Node]:
        statuses = ["conflict"] if conflicts_only else list(STATUSES)
        after = ""
        while True:
            rows = self.graph.rows("rdf_page_conflicts", after=after, limit=page_size, statuses=statuses)
            for c in rows:
                pairs: list[tuple[str, Iri | Lit]] = [
                    (HCF + "conflictKey", Lit(c["ckey"])),
                    (HCF + "aboutEntity", Iri(self.iris.entity(c["entity_key"]))),
                    (HCF + "aboutRelation", Iri(relation_iri(c["relation_key"]))),
                    (HCF + "status", Lit(c["status"])),
                    (HCF + "severity", decimal(c["severity"] or 0.0)),
                ]
                for field, prop in (("qualifier", "qualifier"), ("kind", "conflictKind"), ("reason", "reason")):
                    if c[field]:
                        pairs.append((HCF + prop, Lit(c[field])))
                if c["rel_diff"] is not None:
                    pairs.append((HCF + "relDiff", decimal(c["rel_diff"])))
                pairs += [(HCF + "involves", Iri(self.iris.fact(f))) for f in sorted(c["facts"])]
                pairs += [(HCF + "hasValue", Iri(self.iris.value(v))) for v in sorted(c["value_keys"])]
                yield Node(Iri(self.iris.conflict(c["id"])), (HCF + "Conflict",), pairs)
            self.conflicts += len(rows)
            if len(rows) < page_size:
                return
            after = rows[-1]["id"]

    def outputs(self, conflicts_only: bool, page_size: int) -> Iterator[Output]:
        for page in self.fact_pages(conflicts_only, page_size):
            yield from self.fact_tables(page)
            yield from self.referenced(page)
        yield from self.conflict_nodes(conflicts_only, page_size)


def _info(raw: Any) -> dict[str, Any]:
    try:
        found = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


def export_rdf(
    graph: FactGraph,
    out: Path,
    fmt: str = "ttl",
    conflicts_only: bool = False,
    base: str = DEFAULT_BASE,
    page_size: int = PAGE_SIZE,
    progress: Callable[[int], None] | None = None,
) -> ExportReport:
    """Write the store's current facts (or, with ``conflicts_only``, the facts of real conflicts)
    and conflict records to ``out`` as ``fmt`` (nt, ttl, trig or jsonld), streaming."""
    if fmt not in FORMATS:
        raise InputError(f"unknown RDF format {fmt!r}; use one of {', '.join(FORMATS)}")
    began = time.perf_counter()
    out = Path(out)
    if out.is_dir():
        raise InputError(f"--out {out} is a folder; give a file name such as {out / ('export.' + fmt)}")
    if not out.parent.is_dir():
        raise InputError(f"--out {out}: the folder {out.parent} does not exist")
    exporter = _Exporter(graph, check_base(base), named_graphs=fmt == "trig")
    report = ExportReport(out, fmt)
    tmp = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    try:
        with tmp.open("w", encoding="utf-8", newline="\n") as handle:
            writer = make_writer(fmt, handle)
            done = 0
            for item in exporter.outputs(conflicts_only, page_size):
                if isinstance(item, NodeTable):
                    writer.write_table(item)
                    report.triples += item.triple_count()
                else:
                    writer.write(item)
                    report.triples += len(item.types) + len(item.pairs)
                if progress and exporter.facts != done:
                    done = exporter.facts
                    progress(done)
            writer.close()
        os.replace(tmp, out)
    except OSError as exc:
        raise InputError(f"cannot write {out}: {exc.strerror or exc}") from None
    finally:
        tmp.unlink(missing_ok=True)
    report.facts, report.conflicts = exporter.facts, exporter.conflicts
    report.seconds = time.perf_counter() - began
    return report
