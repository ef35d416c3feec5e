"""Charts for the report as inline SVG, made with matplotlib and deterministic: a fixed hash salt
for element ids, no date in the metadata, text kept as text (not glyph paths) to stay small."""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import Any

RUN_COLOURS = ["#4c78a8", "#f58518", "#54a24b", "#e45756", "#72b7b2", "#b279a2", "#eeca3b", "#9d755d"]


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update(
        {
            "svg.hashsalt": "hcf-graph",
            "svg.fonttype": "none",
            "font.size": 9,
            "axes.spines.top": False,
            "axes.spines.right": False,
        }
    )
    return plt


def to_svg(fig: Any) -> str:
    """The figure as an ``<svg>`` element to inline (XML declaration and DOCTYPE dropped)."""
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", metadata={"Date": None}, bbox_inches="tight")
    _pyplot().close(fig)
    text = re.sub(r"^.*?(?=<svg)", "", buffer.getvalue(), flags=re.S)
    return re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.S)  # creator and licence RDF: not needed inline


def retrieval_against_acs(audits: Sequence[dict[str, Any]]) -> str:
    """Per audit run, mean SS1, SSμ and ACS side by side (as the HCF paper plots the conditions),
    and every audit's SS1 and SSμ against its ACS."""
    plt = _pyplot()
    runs = sorted({a["run"] for a in audits})
    fig, (bars, dots) = plt.subplots(1, 2, figsize=(10, 3.6))
    width = 0.8 / 3
    for i, (key, name) in enumerate([("ss1", "SS1"), ("ss_mean", "SSμ"), ("acs", "ACS")]):
        means = [_mean([a[key] for a in audits if a["run"] == r]) for r in runs]
        bars.bar([j + (i - 1) * width for j in range(len(runs))], means, width, label=name, color=RUN_COLOURS[i])
    bars.set_xticks(range(len(runs)), [f"run {r}" for r in runs])
    bars.set_ylim(0, 1.05)
    bars.set_title("mean per audit run")
    bars.legend(loc="lower right", fontsize=8)
    for i, r in enumerate(runs):
        mine = [a for a in audits if a["run"] == r]
        colour = RUN_COLOURS[i % len(RUN_COLOURS)]
        dots.scatter(
            [a["ss1"] or 0 for a in mine],
            [a["acs"] for a in mine],
            s=18,
            color=colour,
            marker="o",
            label=f"SS1, run {r}",
        )
        dots.scatter(
            [a["ss_mean"] or 0 for a in mine],
            [a["acs"] for a in mine],
            s=18,
            color=colour,
            marker="x",
            label=f"SSμ, run {r}",
        )
    dots.set_xlim(0, 1.02)
    dots.set_ylim(-0.02, 1.05)
    dots.set_xlabel("retrieval similarity (SS1 ●, SSμ ×)")
    dots.set_ylabel("ACS")
    dots.set_title("each audit: retrieval against answer consistency")
    dots.legend(loc="lower right", fontsize=7)
    return to_svg(fig)


def corpus_parts(parts: dict[str, float], names: dict[str, str], cc: float, iadq: float, iedcd: float) -> str:
    """The corpus level: CC, its two parts, and the five IaDQ parts."""
    plt = _pyplot()
    labels = ["CC", "IaDQ", "IeDCD", *(names[p] for p in parts)]
    values = [cc, iadq, iedcd, *parts.values()]
    colours = ["#4c78a8", "#72b7b2", "#e45756"] + ["#9ecae9"] * len(parts)
    fig, ax = plt.subplots(figsize=(8, 2.8))
    ax.barh(range(len(values)), values, color=colours)
    ax.set_yticks(range(len(values)), labels)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    for i, v in enumerate(values):
        ax.text(min(v + 0.01, 0.93), i, f"{v:.3f}", va="center", fontsize=8)
    ax.set_title("corpus consistency and its parts")
    return to_svg(fig)


def cluster_sizes(sizes: Sequence[tuple[int, int]], limit: int = 40) -> str:
    """Documents and conflicts per cluster, biggest first (the first ``limit`` clusters)."""
    plt = _pyplot()
    shown = list(sizes[:limit])
    fig, ax = plt.subplots(figsize=(8, 2.6))
    xs = range(1, len(shown) + 1)
    ax.bar([x - 0.2 for x in xs], [d for d, _ in shown], 0.4, label="documents", color="#4c78a8")
    ax.bar([x + 0.2 for x in xs], [c for _, c in shown], 0.4, label="conflicts", color="#e45756")
    ax.set_xlabel("cluster" + (f" (first {limit} of {len(sizes)})" if len(sizes) > limit else ""))
    ax.set_title("conflict clusters by size")
    ax.legend(fontsize=8)
    return to_svg(fig)


def _mean(values: Sequence[float | None]) -> float:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else 0.0
