"""The picture model: nodes and edges with our own ids, what a click shows, and a note on what was left out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import networkx as nx


@dataclass
class Quote:
    """One place a document says something: shown when its node is clicked."""

    doc: str
    start: int | None
    end: int | None
    quote: str
    value: str = ""

    def as_json(self) -> dict[str, Any]:
        return {"doc": self.doc, "start": self.start, "end": self.end, "quote": self.quote, "value": self.value}


@dataclass
class VizNode:
    """A node: ``id`` is the graph's own id with its kind (``document:x.md@1``, ``conflict:c12…``)."""

    id: str
    kind: str
    label: str
    title: str = ""
    lines: list[str] = field(default_factory=list)
    quotes: list[Quote] = field(default_factory=list)

    def details(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "title": self.title or self.label,
            "lines": self.lines,
            "quotes": [q.as_json() for q in self.quotes],
        }


@dataclass
class VizEdge:
    """An edge between two node ids; its id is ``source->target``."""

    source: str
    target: str
    kind: str = ""
    label: str = ""

    @property
    def id(self) -> str:
        return f"{self.source}->{self.target}"


@dataclass
class VizGraph:
    """What one picture shows; ``note`` says what was left out and how to see it."""

    title: str
    nodes: list[VizNode] = field(default_factory=list)
    edges: list[VizEdge] = field(default_factory=list)
    note: str = ""
    _by_id: dict[str, VizNode] = field(default_factory=dict, init=False, repr=False, compare=False)
    _edge_ids: set[str] = field(default_factory=set, init=False, repr=False, compare=False)

    def node(self, node: VizNode) -> VizNode:
        """Add a node once (the first one with an id wins); returns the stored one."""
        if node.id not in self._by_id:
            self._by_id[node.id] = node
            self.nodes.append(node)
        return self._by_id[node.id]

    def edge(self, source: str, target: str, kind: str = "", label: str = "") -> None:
        """Add an edge once per (source, target)."""
        edge = VizEdge(source, target, kind, label)
        if edge.id not in self._edge_ids:
            self._edge_ids.add(edge.id)
            self.edges.append(edge)

    def to_networkx(self) -> nx.Graph:
        g = nx.Graph()
        g.add_nodes_from(n.id for n in self.nodes)
        g.add_edges_from((e.source, e.target) for e in self.edges)
        return g
