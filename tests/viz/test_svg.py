"""The SVG pictures, parsed: every node and edge of the graph is drawn once, with the graph's own id."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from hcf_graph.analysis.clusters import clusters_of, conflict_clusters
from hcf_graph.audit.listing import list_audits
from hcf_graph.audit.trace import trace
from hcf_graph.cli import main
from hcf_graph.conflicts import Conflict, Provenance, ValueClaim
from hcf_graph.database import Database
from hcf_graph.viz import build_view
from hcf_graph.viz.svg import render_svg

SVG = "{http://www.w3.org/2000/svg}"


def _drawn(svg: str) -> tuple[list[str], list[tuple[str, str, str]]]:
    """(node data-ids, (edge data-id, source, target)) as parsed from the SVG."""
    root = ET.fromstring(svg)
    nodes = [g.get("data-id", "") for g in root.iter(f"{SVG}g") if "node" in (g.get("class") or "").split()]
    edges = [
        (e.get("data-id", ""), e.get("data-source", ""), e.get("data-target", ""))
        for e in root.iter(f"{SVG}line")
        if "edge" in (e.get("class") or "").split()
    ]
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)), "element ids are unique"
    assert root.get("data-nodes") == str(len(nodes)) and root.get("data-edges") == str(len(edges))
    return nodes, edges


def test_conflicts_picture_draws_every_document_and_conflict(demo_db: Database) -> None:
    conflicts = demo_db.graph.conflicts()
    expected_nodes = {f"conflict:{c.id}" for c in conflicts} | {f"document:{d}" for c in conflicts for d in c.documents}
    expected_edges = {(f"document:{d}", f"conflict:{c.id}") for c in conflicts for d in c.documents}
    nodes, edges = _drawn(render_svg(build_view(demo_db.graph, "conflicts")))
    assert len(nodes) == len(set(nodes)) == len(expected_nodes) and set(nodes) == expected_nodes
    assert len(edges) == len(expected_edges)
    assert {(s, t) for _, s, t in edges} == expected_edges
    assert all(i == f"{s}->{t}" for i, s, t in edges)


def test_cluster_and_entity_pictures(demo_db: Database) -> None:
    cluster = conflict_clusters(demo_db.graph).cluster(1)
    nodes, edges = _drawn(render_svg(build_view(demo_db.graph, "cluster", "1")))
    assert set(nodes) == {f"{kind}:{name}" for kind, name in cluster.nodes()}
    assert len(edges) == sum(len(c.documents) for c in cluster.conflicts)

    facts = demo_db.graph.facts(entity="Spain")
    nodes, edges = _drawn(render_svg(build_view(demo_db.graph, "entity", "Spain")))
    assert {n for n in nodes if n.startswith("document:")} == {f"document:{f['doc']}" for f in facts}
    disputed = {f"conflict:{c.id}" for c in demo_db.graph.conflicts(entity="Spain")}
    assert disputed and disputed <= set(nodes)
    keys = {f["ckey"] for f in facts}
    assert sum(1 for n in nodes if n.startswith(("key:", "conflict:"))) == len(keys)
    assert sum(1 for n in nodes if n.startswith("value:")) == len({(f["ckey"], f["value_key"]) for f in facts})


def test_trace_picture_follows_the_evidence(demo_db: Database) -> None:
    audit = next(a for a in list_audits(demo_db.graph) if a["contested"])
    tree = trace(demo_db.graph, audit["id"])
    nodes, _ = _drawn(render_svg(build_view(demo_db.graph, "trace", audit["id"])))
    evidence = [e for s in tree["statements"] for e in s["evidence"]]
    assert f"audit:{audit['id']}" in nodes
    assert {f"statement:{s['id']}" for s in tree["statements"]} <= set(nodes)
    assert {f"document:{e['doc']}" for e in evidence} <= set(nodes)
    assert {f"conflict:{c['id']}" for e in evidence for c in e["conflicts"]} <= set(nodes)
    assert any(n.startswith("conflict:") for n in nodes)  # a contested audit shows its conflict


def _conflict(i: int, docs: list[str]) -> Conflict:
    values = [ValueClaim(f"v{j}", f"v{j}", [Provenance(f"f{i}-{j}", d, 0, 1, "x")]) for j, d in enumerate(docs)]
    return Conflict(f"c{i:04d}", f"e{i}\x1fr\x1f", f"E{i}", f"e{i}", "r", "", "value mismatch", 1.0, values)


def test_large_graphs_show_the_biggest_clusters_and_say_what_is_left_out() -> None:
    from hcf_graph.viz.views import conflicts_view

    # one cluster of 60 documents in a chain, then 100 pairs
    chain = [_conflict(i, [f"chain{i}", f"chain{i + 1}"]) for i in range(59)]
    pairs = [_conflict(100 + i, [f"p{i}a", f"p{i}b"]) for i in range(100)]
    report = clusters_of(chain + pairs)
    view = conflicts_view(report, max_nodes=150)
    nodes, _ = _drawn(render_svg(view))
    assert len(nodes) <= 150
    assert {f"document:chain{i}" for i in range(60)} <= set(nodes)  # the biggest cluster whole
    assert "hcf clusters" in view.note and "left out" in view.note
    shown = 1 + (len(nodes) - 119) // 3
    assert f"{101 - shown} smaller clusters left out ({shown} of 101 shown)" in view.note
    small = conflicts_view(report, max_nodes=40)  # the biggest cluster alone is too big: it is cut
    assert len(small.nodes) <= 40 and "showing" in small.note and "--max-nodes 0" in small.note


def test_pictures_are_deterministic(demo_db: Database) -> None:
    view = build_view(demo_db.graph, "conflicts")
    assert render_svg(view) == render_svg(build_view(demo_db.graph, "conflicts"))


def test_viz_command_writes_svg_and_html(demo_store: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    for name in ("c.svg", "c.html"):
        out = runner.invoke(main, ["viz", "conflicts", "--db", str(demo_store), "--out", str(tmp_path / name)])
        assert out.exit_code == 0, out.output
        assert "wrote" in out.output and " nodes" in out.output
    ET.fromstring((tmp_path / "c.svg").read_text(encoding="utf-8"))
    html = (tmp_path / "c.html").read_text(encoding="utf-8")
    assert html.count('class="node ') == (tmp_path / "c.svg").read_text(encoding="utf-8").count('class="node ')
    bad = runner.invoke(main, ["viz", "conflicts", "--db", str(demo_store), "--out", str(tmp_path / "c.png")])
    assert bad.exit_code == 1 and "--out must end in .svg or .html" in bad.output


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot is not installed (apt-get install graphviz)")
def test_graphviz_layout_draws_the_same_graph(demo_db: Database) -> None:
    view = build_view(demo_db.graph, "conflicts")
    spring, _ = _drawn(render_svg(view))
    dot, _ = _drawn(render_svg(view, "dot"))
    assert sorted(dot) == sorted(spring) and len(dot) == len(view.nodes)
