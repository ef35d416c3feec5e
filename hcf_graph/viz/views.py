"""The four pictures as :class:`VizGraph`: all conflict clusters, one cluster, one entity, one audit's trace.

Big graphs stay readable: a picture holds at most ``max_nodes`` nodes. The conflicts picture
takes whole clusters, biggest first, while they fit; a cluster larger than the budget is cut
to its most involved documents and the conflicts among them. Each cut is said in the
picture's note, with the command that shows the rest.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..analysis.clusters import CONFLICT, DOCUMENT, Cluster, ClusterReport
from ..conflicts import Conflict
from ..errors import InputError
from ..graph import FactGraph
from .model import Quote, VizGraph, VizNode

MAX_NODES = 300


def doc_node(doc: str) -> VizNode:
    return VizNode(f"{DOCUMENT}:{doc}", "document", doc, title=f"document {doc}")


def conflict_node(c: Conflict) -> VizNode:
    qualifier = f" ({c.qualifier})" if c.qualifier else ""
    return VizNode(
        f"{CONFLICT}:{c.id}",
        "conflict",
        f"{c.entity} · {c.relation}{qualifier}",
        title=f"conflict {c.id}: {c.entity} · {c.relation}{qualifier}",
        lines=[f"{c.kind}, severity {c.severity:.2f}; {len(c.values)} values in {len(c.documents)} documents"],
        quotes=[Quote(p.doc, p.start, p.end, p.quote, v.value) for v in c.values for p in v.documents],
    )


def add_cluster(view: VizGraph, conflicts: list[Conflict], documents: set[str] | None = None) -> None:
    """Conflict and document nodes, an edge for every value a document asserts (documents outside
    ``documents`` are left out when it is given)."""
    for c in conflicts:
        cnode = view.node(conflict_node(c))
        for v in c.values:
            for p in v.documents:
                if documents is not None and p.doc not in documents:
                    continue
                dnode = view.node(doc_node(p.doc))
                dnode.quotes.append(Quote(p.doc, p.start, p.end, p.quote, f"{c.entity} · {c.relation} = {v.value}"))
                view.edge(dnode.id, cnode.id, "asserts", v.value)


def cluster_view(cluster: Cluster, max_nodes: int = MAX_NODES) -> VizGraph:
    """One cluster: its documents and conflicts (cut to its most involved documents past ``max_nodes``)."""
    view = VizGraph(
        f"conflict cluster {cluster.number}: {len(cluster.documents)} documents, {len(cluster.conflicts)} conflicts"
    )
    size = len(cluster.documents) + len(cluster.conflicts)
    if not max_nodes or size <= max_nodes:
        add_cluster(view, cluster.conflicts)
        return view
    docs, conflicts = _cut(cluster, max_nodes)
    add_cluster(view, conflicts, docs)
    view.note = (
        f"showing {len(docs)} of {len(cluster.documents)} documents and {len(conflicts)} of "
        f"{len(cluster.conflicts)} conflicts (around the most involved document, {cluster.roles[0].doc}); all of them: "
        f"hcf viz cluster {cluster.number} --max-nodes 0 --out FILE, or hcf clusters --json"
    )
    return view


def _cut(cluster: Cluster, max_nodes: int) -> tuple[set[str], list[Conflict]]:
    """A connected neighbourhood of the most involved document within ``max_nodes`` nodes: breadth
    first from it, through its conflicts to their documents, the most involved documents first."""
    by_doc: dict[str, list[Conflict]] = {}
    for c in cluster.conflicts:
        for d in c.documents:
            by_doc.setdefault(d, []).append(c)
    rank = {r.doc: i for i, r in enumerate(cluster.roles)}
    docs: set[str] = {cluster.roles[0].doc}
    queue = [cluster.roles[0].doc]
    chosen: list[Conflict] = []
    taken: set[str] = set()
    while queue and len(docs) + len(chosen) < max_nodes:
        doc = queue.pop(0)
        for c in by_doc[doc]:
            new_docs = sorted(set(c.documents) - docs, key=lambda d: rank[d])
            if c.id in taken or len(docs) + len(new_docs) + len(chosen) + 1 > max_nodes:
                continue
            docs.update(new_docs)
            queue.extend(new_docs)
            chosen.append(c)
            taken.add(c.id)
    return docs, chosen


def conflicts_view(report: ClusterReport, max_nodes: int = MAX_NODES) -> VizGraph:
    """Every conflict cluster, biggest first, while they fit in ``max_nodes`` nodes."""
    view = VizGraph(
        f"{len(report.clusters)} conflict clusters: {report.n_documents} documents, {report.n_conflicts} conflicts"
    )
    shown = 0
    for cluster in report.clusters:
        size = len(cluster.documents) + len(cluster.conflicts)
        if max_nodes and len(view.nodes) + size > max_nodes:
            if shown == 0:  # the biggest cluster alone is too big: show it cut
                cut = cluster_view(cluster, max_nodes)
                view.nodes, view.edges = cut.nodes, cut.edges
                view.note = cut.note + "."
                shown = 1
            break
        add_cluster(view, cluster.conflicts)
        shown += 1
    left = len(report.clusters) - shown
    if left:
        view.note = (view.note + " " if view.note else "") + (
            f"{left} smaller cluster{'s' if left != 1 else ''} left out ({shown} of {len(report.clusters)} shown); "
            f"see them with: hcf clusters, and hcf viz cluster N --out FILE"
        )
    return view


def entity_view(graph: FactGraph, name: str) -> VizGraph:
    """One entity: its relations (conflicting keys marked), their values, and the documents that state them."""
    facts = graph.facts(entity=name)
    if not facts:
        hints = graph.suggest_entities(name)[:5]
        hint = f"; did you mean: {', '.join(hints)}" if hints else "; `hcf entities` lists them"
        raise InputError(f"no facts about {name!r}{hint}")
    conflicts = {c.ckey: c for c in graph.conflicts(entity=name)}
    entity = Counter(f["entity"] for f in facts).most_common(1)[0][0]
    view = VizGraph(f"{entity}: {len({f['ckey'] for f in facts})} relations, {len(conflicts)} in conflict")
    root = view.node(VizNode(f"entity:{facts[0]['canon_key']}", "entity", entity, title=f"entity {entity}"))
    for f in facts:
        c = conflicts.get(f["ckey"])
        quote = Quote(f["doc"], f["start"], f["end"], f["quote"] or "", f["value"])
        qualifier = f" ({f['qualifier']})" if f["qualifier"] else ""
        if c is not None:
            key = view.node(conflict_node(c))
        else:
            key = view.node(
                VizNode(
                    f"key:{_key(f['ckey'])}",
                    "relation",
                    f"{f['relation_key']}{qualifier}",
                    title=f"{entity} · {f['relation']}{qualifier}",
                )
            )
            key.quotes.append(quote)
        view.edge(root.id, key.id, "has")
        value = view.node(
            VizNode(f"value:{_key(f['ckey'])}|{f['value_key']}", "value", f["value"], title=f"value {f['value']}")
        )
        value.quotes.append(quote)
        view.edge(key.id, value.id, "value")
        doc = view.node(doc_node(f["doc"]))
        doc.quotes.append(Quote(f["doc"], f["start"], f["end"], f["quote"] or "", f"{f['relation']} = {f['value']}"))
        view.edge(value.id, doc.id, "stated in")
    return view


def trace_view(tree: dict[str, Any]) -> VizGraph:
    """An audit's evidence (:func:`hcf_graph.audit.trace.trace`): answer -> statements -> facts or
    cited chunks -> documents, and the conflicts those facts belong to."""
    view = VizGraph(f"audit {tree['id']} (run {tree['run']})")
    answer = view.node(
        VizNode(f"audit:{tree['id']}", "answer", _short(tree["answer"], 40), title="answer", lines=[tree["answer"]])
    )
    for s in tree["statements"]:
        statement = view.node(
            VizNode(
                f"statement:{s['id']}",
                "statement",
                f"{s['verdict']}: {_short(s['text'], 30)}",
                title=f"statement ({s['verdict']})",
                lines=[s["text"]] + ([f"read as: {s['reading']}"] if s["reading"] else []),
            )
        )
        view.edge(answer.id, statement.id, "states")
        for e in s["evidence"]:
            quote = Quote(e["doc"], e["start"], e["end"], e["quote"] or "", e.get("value") or "")
            if e["fact"]:
                evidence = view.node(
                    VizNode(
                        f"fact:{e['fact']}",
                        "fact",
                        f"{e['entity']} · {e['fact_relation']} = {e['value']}",
                        title=f"fact {e['fact']}",
                    )
                )
            else:
                evidence = view.node(
                    VizNode(f"chunk:{e['chunk']}", "chunk", f"cited {e['chunk']}", title=f"chunk {e['chunk']}")
                )
            evidence.quotes.append(quote)
            view.edge(statement.id, evidence.id, e["relation"], e["relation"])
            doc = view.node(doc_node(e["doc"]))
            doc.quotes.append(quote)
            view.edge(evidence.id, doc.id, "in")
            for c in e["conflicts"]:
                conflict = view.node(
                    VizNode(
                        f"{CONFLICT}:{c['id']}",
                        "conflict",
                        f"conflict ({c['kind']})",
                        title=f"conflict {c['id']}",
                        lines=[f"{c['status']}, {c['kind']}, severity {c['severity']}"],
                    )
                )
                conflict.quotes.append(quote)
                view.edge(evidence.id, conflict.id, "in conflict")
    return view


def _key(ckey: str) -> str:
    """A conflict key readable in an id: entity|relation|qualifier."""
    return ckey.replace("\x1f", "|")


def _short(text: str, width: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
