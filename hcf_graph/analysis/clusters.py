"""Conflict clusters: which documents disagree together.

The **conflict graph** is bipartite: one node per current document and one per conflict (a
conflicting (entity, relation, qualifier) key, status ``conflict``), and an edge between a
document and a conflict when the document asserts one of the conflict's values. Its connected
components are the **clusters**: documents that disagree with each other, directly or through a
chain of shared disputed keys. Documents in no conflict are in no cluster.

For each cluster we report, besides its documents, keys and values in dispute:

- **the documents that cause the most conflicts**: ranked by how many of the cluster's conflicts
  they are *outvoted* in (their value is asserted by fewer documents than the key's most
  asserted value), then by how many conflicts they take part in. "Cause" is our reading: the
  paper has no such measure, and with two documents one against one nobody is outvoted.
- **bridging documents**: a document is a bridge when it is an articulation point of its
  cluster's graph, i.e. removing it splits the cluster into two or more parts that each hold at
  least one conflict; it is the one document joining otherwise separate clusters of
  disagreement. Each bridge lists the conflicts in every part it separates, and bridges are
  ranked by the second largest part (a bridge that splits off one key matters less than one
  that holds two large groups together). We use articulation points rather than betweenness
  centrality because they are exact and linear in the graph's size, where betweenness on a
  cluster of thousands of documents is quadratic.

The same components are a named graph query (``queries/list_conflict_clusters.cypher``) on
engines with a graph algorithm library (kuzu's bundled ``algo`` extension, weakly connected
components over documents, chunks, facts and conflicts); ladybug offline has none, so there the
networkx computation is the only one. :func:`query_partition` and :func:`ClusterReport.partition`
give the two partitions in one shape so they can be compared.
"""

from __future__ import annotations

from collections import Counter
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from ..conflicts import Conflict
from ..errors import ConfigError, HcfError, QueryError
from ..graph import FactGraph

DOCUMENT = "document"
CONFLICT = "conflict"
Node = tuple[str, str]  # (DOCUMENT or CONFLICT, id)


@dataclass(frozen=True)
class DocumentRole:
    """A document in a cluster: how many of its conflicts it takes part in and is outvoted in."""

    doc: str
    conflicts: int
    outvoted: int

    def as_json(self) -> dict[str, Any]:
        return {"doc": self.doc, "conflicts": self.conflicts, "outvoted": self.outvoted}


@dataclass(frozen=True)
class Bridge:
    """A document whose removal splits its cluster; ``parts``: conflicts in each part, largest first."""

    doc: str
    parts: tuple[int, ...]

    def as_json(self) -> dict[str, Any]:
        return {"doc": self.doc, "parts": list(self.parts)}


@dataclass
class Cluster:
    """One connected component of the conflict graph."""

    number: int
    documents: list[str]
    conflicts: list[Conflict]
    roles: list[DocumentRole]
    bridges: list[Bridge] = field(default_factory=list)

    @property
    def top_documents(self) -> list[DocumentRole]:
        """The documents that cause the most conflicts (at most five)."""
        return self.roles[:5]

    def nodes(self) -> set[Node]:
        return {(DOCUMENT, d) for d in self.documents} | {(CONFLICT, c.id) for c in self.conflicts}

    def as_json(self) -> dict[str, Any]:
        return {
            "cluster": self.number,
            "n_documents": len(self.documents),
            "n_conflicts": len(self.conflicts),
            "documents": self.documents,
            "conflicts": [
                {
                    "id": c.id,
                    "entity": c.entity,
                    "relation": c.relation,
                    "qualifier": c.qualifier,
                    "kind": c.kind,
                    "severity": c.severity,
                    "values": [{"value": v.value, "documents": sorted({p.doc for p in v.documents})} for v in c.values],
                }
                for c in self.conflicts
            ],
            "top_documents": [r.as_json() for r in self.top_documents],
            "bridges": [b.as_json() for b in self.bridges],
        }


@dataclass
class ClusterReport:
    """Every cluster of the store, biggest first, and the conflict graph they come from."""

    clusters: list[Cluster]
    graph: nx.Graph

    @property
    def n_documents(self) -> int:
        return sum(len(c.documents) for c in self.clusters)

    @property
    def n_conflicts(self) -> int:
        return sum(len(c.conflicts) for c in self.clusters)

    def cluster(self, number: int) -> Cluster:
        """Cluster ``number`` (1 is the biggest)."""
        if not 1 <= number <= len(self.clusters):
            raise ConfigError(
                f"no cluster {number}: the store has {len(self.clusters)} (numbered from 1, biggest first); "
                "`hcf clusters` lists them"
            )
        return self.clusters[number - 1]

    def partition(self) -> set[frozenset[str]]:
        """The clusters as sets of ``document:ID`` and ``conflict:ID`` names (to compare with the query's)."""
        return {frozenset(f"{kind}:{name}" for kind, name in c.nodes()) for c in self.clusters}

    def as_json(self, limit: int = 0) -> dict[str, Any]:
        shown = self.clusters[:limit] if limit else self.clusters
        return {
            "clusters": len(self.clusters),
            "documents": self.n_documents,
            "conflicts": self.n_conflicts,
            "shown": len(shown),
            "items": [c.as_json() for c in shown],
        }


def conflict_graph(conflicts: list[Conflict]) -> nx.Graph:
    """The bipartite graph of documents and the conflicts they take part in."""
    g = nx.Graph()
    for c in conflicts:
        g.add_node((CONFLICT, c.id), conflict=c)
        for doc in c.documents:
            g.add_node((DOCUMENT, doc))
            g.add_edge((DOCUMENT, doc), (CONFLICT, c.id))
    return g


def conflict_clusters(graph: FactGraph) -> ClusterReport:
    """The store's conflict clusters (computed with networkx), numbered from 1, biggest first."""
    return clusters_of(graph.conflicts())


def clusters_of(conflicts: list[Conflict]) -> ClusterReport:
    """Clusters of a list of conflicts (see the module docstring for every definition)."""
    g = conflict_graph(conflicts)
    found = []
    for nodes in nx.connected_components(g):
        docs = sorted(name for kind, name in nodes if kind == DOCUMENT)
        records = sorted(
            (g.nodes[n]["conflict"] for n in nodes if n[0] == CONFLICT), key=lambda c: (c.entity_key, c.ckey)
        )
        found.append((docs, records, nodes))
    found.sort(key=lambda f: (-len(f[1]), -len(f[0]), f[0][0] if f[0] else ""))
    clusters = [
        Cluster(i, docs, records, _roles(records), _bridges(g.subgraph(nodes)))
        for i, (docs, records, nodes) in enumerate(found, start=1)
    ]
    return ClusterReport(clusters, g)


def _roles(conflicts: list[Conflict]) -> list[DocumentRole]:
    """Documents by how many conflicts they are outvoted in, then take part in."""
    taking_part: Counter[str] = Counter()
    outvoted: Counter[str] = Counter()
    for c in conflicts:
        support = {i: {p.doc for p in v.documents} for i, v in enumerate(c.values)}
        most = max((len(s) for s in support.values()), default=0)
        losers = {d for s in support.values() if len(s) < most for d in s}
        taking_part.update(c.documents)
        outvoted.update(losers)
    roles = [DocumentRole(d, n, outvoted[d]) for d, n in taking_part.items()]
    return sorted(roles, key=lambda r: (-r.outvoted, -r.conflicts, r.doc))


def _bridges(g: nx.Graph) -> list[Bridge]:
    """Documents that are articulation points, with the conflicts in each part they separate.

    Computed on the block-cut tree (blocks = biconnected components, joined through the
    articulation points they share), so every part's size comes from one pass over the tree."""
    cuts = set(nx.articulation_points(g))
    if not any(kind == DOCUMENT for kind, _ in cuts):
        return []
    tree = nx.Graph()
    weight: dict[Any, int] = {n: int(n[0] == CONFLICT) for n in cuts}
    for i, block in enumerate(sorted(nx.biconnected_components(g), key=lambda b: min(b))):
        node = ("~block", str(i))
        weight[node] = sum(1 for n in block if n[0] == CONFLICT and n not in cuts)
        tree.add_node(node)
        tree.add_edges_from((node, n) for n in block & cuts)
    total = sum(weight.values())
    root = min(tree)
    parent = nx.dfs_predecessors(tree, root)
    below = dict(weight)
    for n in reversed(list(nx.dfs_preorder_nodes(tree, root))):
        if n in parent:
            below[parent[n]] += below[n]
    bridges = []
    for cut in cuts:
        if cut[0] != DOCUMENT:
            continue
        parts = [below[n] for n in tree[cut] if parent.get(n) == cut]
        if cut in parent:
            parts.append(total - below[cut])
        bridges.append(Bridge(cut[1], tuple(sorted(parts, reverse=True))))
    return sorted(bridges, key=lambda b: (-b.parts[1], -len(b.parts), b.doc))


def query_partition(graph: FactGraph) -> set[frozenset[str]]:
    """The clusters as the engine computes them (``list_conflict_clusters``), in the shape of
    :meth:`ClusterReport.partition`; only engines with the ``algo`` capability can."""
    if "algo" not in graph.store.capabilities:
        raise ConfigError(
            f"the {graph.store.engine} engine has no graph algorithms offline (its algo extension is downloaded "
            "on INSTALL), so conflict clusters come from networkx only: use `hcf clusters`"
        )
    try:
        rows = graph.rows("list_conflict_clusters")
    finally:
        with suppress(QueryError):  # nothing to drop when projecting failed
            graph.run("drop_conflict_cluster_graph")
    groups: dict[int, set[str]] = {}
    for r in rows:
        groups.setdefault(r["group_id"], set()).add(f"{r['kind']}:{r['id']}")
    return {frozenset(g) for g in groups.values() if any(n.startswith(CONFLICT + ":") for n in g)}


class ClustersDisagree(HcfError):
    """networkx and the engine found different clusters (a bug in one of them: please report it)."""


def compare_with_query(graph: FactGraph, report: ClusterReport) -> str:
    """One line saying that the engine's components equal ``report``'s; raises when they differ."""
    engine = query_partition(graph)
    mine = report.partition()
    if engine != mine:
        raise ClustersDisagree(
            f"the engine found {len(engine)} clusters and networkx {len(mine)}; {len(engine ^ mine)} differ "
            "(please report this with the store)"
        )
    return (
        f"check: the {graph.store.engine} engine's weakly connected components (list_conflict_clusters) "
        f"agree with networkx: {len(mine)} clusters"
    )
