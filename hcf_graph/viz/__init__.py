"""Pictures of the fact graph: conflict clusters, entities and audit traces as SVG or interactive
HTML, and the self-contained HCF report (:mod:`hcf_graph.viz.report`)."""

from __future__ import annotations

from pathlib import Path

from ..analysis.clusters import conflict_clusters
from ..audit.trace import trace
from ..errors import InputError
from ..graph import FactGraph
from .html import render_html
from .model import VizGraph
from .svg import render_svg
from .views import MAX_NODES, cluster_view, conflicts_view, entity_view, trace_view

__all__ = ["VIEWS", "VizGraph", "build_view", "draw", "write_picture"]

VIEWS = ("conflicts", "entity", "cluster", "trace")
FORMATS = (".svg", ".html")


def build_view(graph: FactGraph, what: str, arg: str | None = None, max_nodes: int = MAX_NODES) -> VizGraph:
    """The picture of ``conflicts``, ``entity NAME``, ``cluster N`` or ``trace AUDIT_ID``."""
    if what not in VIEWS:
        raise InputError(f"unknown picture {what!r}; draw one of: {', '.join(VIEWS)}")
    if what == "conflicts":
        return conflicts_view(conflict_clusters(graph), max_nodes)
    if not arg:
        name = {"entity": "NAME", "cluster": "N", "trace": "AUDIT_ID"}[what]
        raise InputError(f"hcf viz {what} needs {name}: hcf viz {what} {name} --out FILE.svg")
    if what == "entity":
        return entity_view(graph, arg)
    if what == "trace":
        return trace_view(trace(graph, arg))
    if not arg.isdigit():
        raise InputError(f"a cluster is a number (1 is the biggest), not {arg!r}; `hcf clusters` lists them")
    return cluster_view(conflict_clusters(graph).cluster(int(arg)), max_nodes)


def write_picture(view: VizGraph, out: Path, method: str = "auto") -> None:
    """Write ``view`` as SVG or HTML, by the suffix of ``out``."""
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise InputError(f"--out must end in .svg or .html, not {out.name!r}")
    if not out.parent.is_dir():
        raise InputError(f"folder {out.parent} does not exist; create it or choose another --out")
    text = render_svg(view, method) if suffix == ".svg" else render_html(view, method)
    tmp = out.with_name(out.name + ".part")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(out)  # nothing half-written under the final name


def draw(
    graph: FactGraph, what: str, arg: str | None, out: Path, method: str = "auto", max_nodes: int = MAX_NODES
) -> VizGraph:
    """Build and write one picture; returns what it shows."""
    view = build_view(graph, what, arg, max_nodes)
    write_picture(view, out, method)
    return view
