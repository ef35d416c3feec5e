"""Interactive HTML: the SVG picture with pan, zoom and click-to-inspect, in one offline file.

The script (``static/graph.js``, ours, no library) and the styles are inlined into the page at
render time, and each picture's details (titles, quotes) travel with it as JSON: the page loads
nothing from anywhere, so it opens from a file with no network.
"""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

from .layout import Positions
from .model import VizGraph
from .svg import render_svg

STATIC = Path(__file__).resolve().parent / "static"


def static_text(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def anchor_of(doc: str) -> str:
    """The element id a page gives a document's row (the script links quotes to it)."""
    return "doc:" + re.sub(r"\s", "_", doc)


def figure_html(view: VizGraph, prefix: str = "g", method: str = "auto", positions: Positions | None = None) -> str:
    """One interactive picture: toolbar, the SVG, the details panel and the details JSON."""
    details = {n.id: n.details() for n in view.nodes}
    data = json.dumps(details, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    note = f'<p class="note">{escape(view.note)}</p>' if view.note else ""
    return (
        f'<div class="hcf-figure" data-graph="{prefix}" data-nodes="{len(view.nodes)}" data-edges="{len(view.edges)}">'
        '<div class="hcf-toolbar"><button type="button" data-zoom="1.25">+</button>'
        '<button type="button" data-zoom="0.8">&#8722;</button><button type="button" data-zoom="0">reset</button>'
        f" {escape(view.title)} · drag to pan, wheel to zoom, click a node for its quotes</div>"
        f'<div class="hcf-stage">{render_svg(view, method, prefix, positions)}</div>'
        '<aside class="hcf-panel"><p class="note">Click a node to see what the documents say.</p></aside>'
        f'<script type="application/json" class="hcf-details">{data}</script>'
        f"</div>{note}"
    )


def page(title: str, body: str) -> str:
    """A complete offline HTML page around ``body`` (styles and the picture script inlined)."""
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<link rel="icon" href="data:,">'
        f"<title>{escape(title)}</title><style>{static_text('page.css')}</style></head>\n"
        f"<body>\n{body}\n<script>{static_text('graph.js')}</script>\n</body></html>\n"
    )


def render_html(view: VizGraph, method: str = "auto") -> str:
    """One picture as a standalone interactive page."""
    return page(view.title, f"<h1>{escape(view.title)}</h1>\n{figure_html(view, 'g', method)}")
