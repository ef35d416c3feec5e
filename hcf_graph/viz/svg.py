"""A :class:`VizGraph` as a static SVG: every node a ``<g class="node">`` and every edge a
``<line class="edge">``, each with our own id in ``data-id`` (and a document-unique ``id``)."""

from __future__ import annotations

import re
from xml.sax.saxutils import escape as _escape
from xml.sax.saxutils import quoteattr as _quoteattr

from .layout import Positions, layout
from .model import VizGraph

MARGIN = 60.0
RADIUS = {"document": 9.0, "conflict": 11.0, "entity": 13.0, "answer": 13.0}
COLOURS = {
    "document": "#4c78a8",
    "conflict": "#e45756",
    "entity": "#54a24b",
    "relation": "#72b7b2",
    "value": "#eeca3b",
    "answer": "#54a24b",
    "statement": "#b279a2",
    "fact": "#f58518",
    "chunk": "#9d755d",
}
LABEL_WIDTH = 34
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def escape(text: str) -> str:
    """Text for XML, without the control characters XML cannot hold."""
    return _escape(_NOT_XML.sub(" ", text))


def quoteattr(text: str) -> str:
    return _quoteattr(_NOT_XML.sub(" ", text))


STYLE = """
.hcf-svg { font-family: system-ui, sans-serif; background: #fff; }
.hcf-svg .edge { stroke: #9aa4b1; stroke-width: 1.2; }
.hcf-svg .edge.contradicts { stroke: #e45756; stroke-dasharray: 4 3; }
.hcf-svg .edge.supports { stroke: #54a24b; }
.hcf-svg .node circle { stroke: #fff; stroke-width: 1.5; }
.hcf-svg .node text { font-size: 10px; fill: #222; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.hcf-svg .node.selected circle { stroke: #111; stroke-width: 3; }
.hcf-svg .note { font-size: 12px; fill: #444; }
"""


def render_svg(view: VizGraph, method: str = "auto", prefix: str = "g", positions: Positions | None = None) -> str:
    """The picture as one ``<svg>`` element; ``prefix`` keeps element ids unique on a page with several."""
    pos = positions if positions is not None else layout(view, method)
    width = max([x for x, _ in pos.values()] or [0.0]) + 2 * MARGIN + 120
    height = max([y for _, y in pos.values()] or [0.0]) + 2 * MARGIN + (24 if view.note else 0)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="hcf-svg" id="{prefix}" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" data-nodes="{len(view.nodes)}" data-edges="{len(view.edges)}">',
        f"<title>{escape(view.title)}</title>",
        f"<style>{STYLE}</style>",
        '<g class="viewport">',
        '<g class="edges">',
    ]
    for i, e in enumerate(view.edges):
        (x1, y1), (x2, y2) = _at(pos[e.source]), _at(pos[e.target])
        title = f"<title>{escape(e.label)}</title>" if e.label else ""
        out.append(
            f'<line class="edge {escape(e.kind)}" id="{prefix}-e{i}" data-id={quoteattr(e.id)} '
            f"data-source={quoteattr(e.source)} data-target={quoteattr(e.target)} "
            f'x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}">{title}</line>'
        )
    out += ["</g>", '<g class="nodes">']
    for i, n in enumerate(view.nodes):
        x, y = _at(pos[n.id])
        r = RADIUS.get(n.kind, 8.0)
        out.append(
            f'<g class="node {escape(n.kind)}" id="{prefix}-n{i}" data-id={quoteattr(n.id)} '
            f'transform="translate({x:.1f},{y:.1f})"><title>{escape(n.title or n.label)}</title>'
            f'<circle r="{r:.0f}" fill="{COLOURS.get(n.kind, "#888")}"/>'
            f'<text x="{r + 3:.0f}" y="4">{escape(_label(n.label))}</text></g>'
        )
    out += ["</g>", "</g>"]
    if view.note:
        out.append(f'<text class="note" x="{MARGIN / 2:.0f}" y="{height - 12:.0f}">{escape(view.note)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def _at(p: tuple[float, float]) -> tuple[float, float]:
    return p[0] + MARGIN, p[1] + MARGIN


def _label(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= LABEL_WIDTH else flat[: LABEL_WIDTH - 1] + "…"
