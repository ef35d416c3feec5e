"""Node positions computed in Python, deterministic: each connected part laid out on its own
(Kamada-Kawai for small parts, a seeded spring layout for larger ones, or Graphviz ``dot`` when
asked for and installed), then the parts packed in rows, biggest first."""

from __future__ import annotations

import math
import shutil
import subprocess

import networkx as nx

from ..errors import ConfigError
from .model import VizGraph

LAYOUTS = ("auto", "spring", "kamada-kawai", "dot")
SEED = 7
UNIT = 70.0  # pixels between neighbours, roughly
LABEL = 150.0  # room for the labels right of the rightmost nodes of a part
Positions = dict[str, tuple[float, float]]


def layout(view: VizGraph, method: str = "auto") -> Positions:
    """Positions in pixels (top-left at 0, 0) for every node of ``view``."""
    if method not in LAYOUTS:
        raise ConfigError(f"unknown layout {method!r}; use one of {', '.join(LAYOUTS)}")
    if method == "dot" and shutil.which("dot") is None:
        raise ConfigError("Graphviz `dot` is not installed (apt-get install graphviz); use --layout auto")
    g = view.to_networkx()
    parts = sorted(nx.connected_components(g), key=lambda p: (-len(p), min(p)))
    boxes = [_place(g.subgraph(sorted(p)).copy(), method) for p in parts]
    return _pack(boxes)


def _place(g: nx.Graph, method: str) -> Positions:
    """One connected part, scaled so neighbours sit about UNIT apart, shifted to start at 0, 0."""
    n = g.number_of_nodes()
    if n == 1:
        return {next(iter(g)): (0.0, 0.0)}
    if method == "dot":  # dot spaces nodes for their labels itself: keep its scale (points)
        raw = _graphviz(g)
        x0, y0 = min(p[0] for p in raw.values()), min(p[1] for p in raw.values())
        return {k: (x - x0, y - y0) for k, (x, y) in raw.items()}
    if method == "kamada-kawai" or (method == "auto" and n <= 80):
        raw = {k: (float(x), float(y)) for k, (x, y) in nx.kamada_kawai_layout(g).items()}
    else:
        raw = {k: (float(x), float(y)) for k, (x, y) in nx.spring_layout(g, seed=SEED, iterations=60).items()}
    xs, ys = [p[0] for p in raw.values()], [p[1] for p in raw.values()]
    span = max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0
    size = UNIT * max(1.5, math.sqrt(n) * 1.6)
    return {k: ((x - min(xs)) / span * size, (y - min(ys)) / span * size) for k, (x, y) in raw.items()}


def _pack(boxes: list[Positions], gap: float = UNIT) -> Positions:
    """Parts side by side in rows about as wide as the largest part or a square, whichever is wider."""
    extents = [(max(p[0] for p in b.values()) + LABEL, max(p[1] for p in b.values())) for b in boxes]
    area = sum((w + gap) * (h + gap) for w, h in extents)
    row_width = max([math.sqrt(area) * 1.4, *(w for w, _ in extents)])
    placed: Positions = {}
    x = y = row_height = 0.0
    for box, (w, h) in zip(boxes, extents, strict=True):
        if x > 0 and x + w > row_width:
            x, y, row_height = 0.0, y + row_height + gap, 0.0
        placed.update({k: (px + x, py + y) for k, (px, py) in box.items()})
        x += w + gap
        row_height = max(row_height, h)
    return placed


def _graphviz(g: nx.Graph) -> Positions:
    """Positions from ``dot -Tplain`` (node names passed as indices, so any id is safe)."""
    names = sorted(g)
    index = {name: i for i, name in enumerate(names)}
    lines = (
        ["graph G {", "  node [shape=box, width=2.6, height=0.35, fixedsize=true];"]
        + [f"  n{index[a]} -- n{index[b]};" for a, b in sorted(g.edges())]
        + ["}"]
    )
    out = subprocess.run(["dot", "-Tplain"], input="\n".join(lines), capture_output=True, text=True, check=True)
    found: Positions = {}
    for line in out.stdout.splitlines():
        parts = line.split()
        if parts and parts[0] == "node":
            found[names[int(parts[1][1:])]] = (float(parts[2]) * 72, -float(parts[3]) * 72)  # inches to points
    return found
