"""Writing RDF as it comes: N-Triples, Turtle, TriG and JSON-LD, in bounded memory.

A :class:`Node` is one subject with its (predicate, object) pairs and, for TriG, the named
graph it belongs to; a :class:`NodeTable` is many nodes of one shape as Arrow columns (a page of
facts). Writers render what they are given and keep nothing but the current named graph, so an
export of any size streams. N-Triples renders a node table with Arrow string kernels (the bulk
of a large export); the other syntaxes render it node by node. Terms are :class:`Iri` (a str)
and :class:`Lit`; a table's cells are rendered by the same functions, so both give the same RDF.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Any, NamedTuple, Protocol

import pyarrow as pa
import pyarrow.compute as pc

from .vocabulary import PREFIXES, TYPE, XSD

FORMATS = ("nt", "ttl", "trig", "jsonld")


class Iri(str):
    """An IRI (already safe to write between angle brackets)."""

    __slots__ = ()


class Lit(NamedTuple):
    """A literal: its lexical form and datatype IRI (None: a plain string)."""

    value: str
    datatype: str | None = None


Term = Iri | Lit


class Node(NamedTuple):
    """One subject, its types and its (predicate, object) pairs, in a named graph or the default one."""

    subject: Iri
    types: tuple[str, ...]
    pairs: list[tuple[str, Term]]
    graph: str | None = None


def integer(n: int) -> Lit:
    return Lit(str(int(n)), XSD + "integer")


def decimal(x: float) -> Lit:
    return Lit(repr(float(x)), XSD + "double")


def boolean(flag: bool) -> Lit:
    return Lit("true" if flag else "false", XSD + "boolean")


_ESCAPES = str.maketrans(
    {**{chr(c): f"\\u{c:04X}" for c in range(0x20)}, "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
)


def _literal(lit: Lit) -> str:
    text = '"' + lit.value.translate(_ESCAPES) + '"'
    return text if lit.datatype is None else f"{text}^^<{lit.datatype}>"


KINDS: dict[str, Callable[[Any], Iri | Lit]] = {
    "iri": Iri,
    "str": Lit,
    "int": integer,
    "double": decimal,
    "bool": boolean,
}


class Column(NamedTuple):
    """One predicate of a node table: its objects (a null cell: no triple) and how to read them."""

    predicate: str
    kind: str  # one of KINDS
    values: pa.Array | pa.ChunkedArray


class NodeTable(NamedTuple):
    """Nodes of one shape as columns: subject IRIs (a null subject: no node), their types, the
    (predicate, objects) columns and, for TriG, the named graph of each row."""

    subjects: pa.Array | pa.ChunkedArray
    types: tuple[str, ...]
    columns: list[Column]
    graphs: pa.Array | pa.ChunkedArray | None = None

    def nodes(self) -> Iterator[Node]:
        """The rows one by one (for the syntaxes that group triples by subject)."""
        subjects = self.subjects.to_pylist()
        cells = [c.values.to_pylist() for c in self.columns]
        graphs = self.graphs.to_pylist() if self.graphs is not None else [None] * len(subjects)
        for i, subject in enumerate(subjects):
            if subject is None:
                continue
            pairs = [
                (c.predicate, KINDS[c.kind](cells[j][i])) for j, c in enumerate(self.columns) if cells[j][i] is not None
            ]
            yield Node(Iri(subject), self.types, pairs, graphs[i])

    def triple_count(self) -> int:
        """How many triples the table holds."""
        rows = len(self.subjects) - self.subjects.null_count
        return (
            rows * len(self.types)
            + sum(pc.sum(pc.and_(pc.is_valid(self.subjects), pc.is_valid(c.values))).as_py() or 0 for c in self.columns)
            if rows
            else 0
        )


def mapped(values: pa.Array | pa.ChunkedArray, fn: Callable[[Any], str]) -> pa.Array:
    """``fn`` of every cell (nulls stay null), computed once per distinct value."""
    encoded = pc.dictionary_encode(values)
    if isinstance(encoded, pa.ChunkedArray):
        encoded = encoded.combine_chunks()
    dictionary = pa.array([fn(v) for v in encoded.dictionary.to_pylist()], pa.string())
    return dictionary.take(encoded.indices)


def _nt_objects(column: Column) -> pa.Array:
    """A column's objects in N-Triples syntax."""
    if column.kind == "iri":
        return pc.binary_join_element_wise("<", column.values, ">", "")
    if column.kind == "int":
        digits = pc.cast(column.values, pa.string())
        return pc.binary_join_element_wise('"', digits, f'"^^<{XSD}integer>', "")
    make = KINDS[column.kind]
    return mapped(column.values, lambda v: _literal(make(v)))  # type: ignore[arg-type]


def _write_utf8(out: IO[str], strings: pa.Array | pa.ChunkedArray) -> None:
    """Write the concatenation of an Arrow string array (no nulls) straight from its data buffer,
    without making Python strings of it (the text layer is flushed first, to keep the order)."""
    chunks = strings.chunks if isinstance(strings, pa.ChunkedArray) else [strings]
    raw = getattr(out, "buffer", None)
    for chunk in chunks:
        if len(chunk) == 0:
            continue
        _, offsets_buffer, data_buffer = chunk.buffers()
        offsets = memoryview(offsets_buffer).cast("i")  # int32 offsets of a string array
        start, end = offsets[chunk.offset], offsets[chunk.offset + len(chunk)]
        data = memoryview(data_buffer)[start:end]
        if raw is None:
            out.write(bytes(data).decode("utf-8"))
        else:
            out.flush()
            raw.write(data)


class Writer(Protocol):
    """Writes nodes and node tables to an open text file, then its closing text."""

    def write(self, node: Node) -> None: ...

    def write_table(self, table: NodeTable) -> None: ...

    def close(self) -> None: ...


class NTriplesWriter:
    """One triple a line; named graphs are ignored (N-Triples has none)."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out

    def write(self, node: Node) -> None:
        s = f"<{node.subject}> "
        lines = [f"{s}<{TYPE}> <{t}> .\n" for t in node.types]
        for p, o in node.pairs:
            obj = f"<{o}>" if isinstance(o, Iri) else _literal(o)
            lines.append(f"{s}<{p}> {obj} .\n")
        self.out.write("".join(lines))

    def write_table(self, table: NodeTable) -> None:
        if len(table.subjects) == 0:
            return
        subject = pc.binary_join_element_wise("<", table.subjects, "> ", "")
        parts = [pc.binary_join_element_wise(subject, f"<{TYPE}> <{t}> .\n", "") for t in table.types]
        for column in table.columns:
            parts.append(
                pc.binary_join_element_wise(subject, f"<{column.predicate}> ", _nt_objects(column), " .\n", "")
            )
        blocks = pc.binary_join_element_wise(*parts, "", null_handling="replace", null_replacement="")
        _write_utf8(self.out, blocks)

    def close(self) -> None:
        pass


_LOCAL = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")
_NAMESPACES = tuple(PREFIXES.values())


class TurtleWriter:
    """Turtle with the hcf prefixes: one block per node; TriG wraps nodes in their named graph."""

    def __init__(self, out: IO[str], named_graphs: bool = False) -> None:
        self.out = out
        self.named_graphs = named_graphs
        self._graph: str | None = None
        self._open = False
        self._short: dict[str, str] = {}
        out.write("".join(f"@prefix {p}: <{ns}> .\n" for p, ns in PREFIXES.items()) + "\n")

    def _iri(self, iri: str) -> str:
        short = self._short.get(iri)
        if short is None:
            short = f"<{iri}>"
            for prefix, ns in PREFIXES.items():
                if iri.startswith(ns) and _LOCAL.match(iri[len(ns) :]):
                    short = f"{prefix}:{iri[len(ns) :]}"
                    break
            if len(self._short) < 10_000:  # predicates and classes: a few hundred; never unbounded
                self._short[iri] = short
        return short

    def write(self, node: Node) -> None:
        indent = ""
        if self.named_graphs:
            if node.graph != self._graph or not self._open:
                if self._open:
                    self.out.write("}\n\n")
                self._open = True
                self.out.write(f"<{node.graph}> {{\n" if node.graph else "{\n")
                self._graph = node.graph
            indent = "    "
        parts = []
        if node.types:
            parts.append("a " + ", ".join(self._iri(t) for t in node.types))
        for p, o in node.pairs:
            obj = _literal(o) if isinstance(o, Lit) else (self._iri(o) if o.startswith(_NAMESPACES) else f"<{o}>")
            parts.append(f"{self._iri(p)} {obj}")
        self.out.write(f"{indent}<{node.subject}> " + f" ;\n{indent}    ".join(parts) + " .\n")

    def write_table(self, table: NodeTable) -> None:
        for node in table.nodes():
            self.write(node)

    def close(self) -> None:
        if self._open:
            self.out.write("}\n")


class JsonLdWriter:
    """A JSON-LD document: the hcf prefixes as its context and one object per node in ``@graph``."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self._first = True
        self._short: dict[str, str] = {}
        out.write('{"@context": ' + json.dumps(PREFIXES) + ',\n "@graph": [\n')

    def _compact(self, iri: str) -> str:
        short = self._short.get(iri)
        if short is None:
            short = iri
            for prefix, ns in PREFIXES.items():
                if iri.startswith(ns) and _LOCAL.match(iri[len(ns) :]):
                    short = f"{prefix}:{iri[len(ns) :]}"
                    break
            if len(self._short) < 10_000:
                self._short[iri] = short
        return short

    def write(self, node: Node) -> None:
        obj: dict[str, object] = {"@id": str(node.subject)}
        if node.types:
            obj["@type"] = [self._compact(t) for t in node.types]
        for p, o in node.pairs:
            value: dict[str, str]
            if isinstance(o, Iri):
                value = {"@id": str(o)}
            else:
                value = {"@value": o.value}
                if o.datatype is not None:
                    value["@type"] = o.datatype
            values = obj.setdefault(self._compact(p), [])
            assert isinstance(values, list)
            values.append(value)
        self.out.write(("  " if self._first else ",\n  ") + json.dumps(obj, ensure_ascii=False))
        self._first = False

    def write_table(self, table: NodeTable) -> None:
        for node in table.nodes():
            self.write(node)

    def close(self) -> None:
        self.out.write("\n]}\n")


def make_writer(fmt: str, out: IO[str]) -> Writer:
    """The writer of a format name (one of :data:`FORMATS`)."""
    if fmt == "nt":
        return NTriplesWriter(out)
    if fmt in ("ttl", "trig"):
        return TurtleWriter(out, named_graphs=fmt == "trig")
    if fmt == "jsonld":
        return JsonLdWriter(out)
    raise ValueError(fmt)


def write_all(writer: Writer, nodes: Iterable[Node]) -> int:
    """Write every node; returns how many triples were written."""
    n = 0
    for node in nodes:
        writer.write(node)
        n += len(node.types) + len(node.pairs)
    return n
