"""A real browser: headless Chromium (the system package) opens the report and a viz page from
file://, with no console errors and no request leaving the machine; the graphs have the expected
nodes; clicking a conflict node shows its quotes; the wheel zooms."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from chromium_cdp import Browser, find_chromium
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.analysis.clusters import conflict_clusters
from hcf_graph.cli import main
from hcf_graph.database import Database

CHROMIUM = find_chromium()
pytestmark = [
    pytest.mark.skipif(
        CHROMIUM is None, reason="no Chromium on this machine: apt-get install chromium (.ci/run installs it)"
    ),
    pytest.mark.skipif(
        importlib.util.find_spec("websocket") is None, reason="websocket-client is missing: pip install -e '.[test]'"
    ),
]

CLICK_CONFLICT = """(() => {
  const fig = document.querySelector(%s);
  const node = fig.querySelector('g.node.conflict');
  node.scrollIntoView({block: 'center'});
  const r = node.querySelector('circle').getBoundingClientRect();
  return {x: r.x + r.width / 2, y: r.y + r.height / 2, id: node.getAttribute('data-id')};
})()"""
PANEL = """(() => {
  const panel = document.querySelector(%s).querySelector('.hcf-panel');
  return {text: panel.innerText, quotes: panel.querySelectorAll('.hcf-quote').length,
          selected: document.querySelector(%s).querySelectorAll('g.node.selected').length};
})()"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert CHROMIUM is not None
    with Browser(CHROMIUM, 1280, 900) as b:
        yield b


def _click_conflict(browser: Browser, figure: str, demo_store: Path) -> None:
    """Click the figure's first conflict node; the panel must list every quote of that conflict."""
    target = browser.evaluate(CLICK_CONFLICT % json.dumps(figure))
    browser.click(target["x"], target["y"])
    panel = browser.evaluate(PANEL % (json.dumps(figure), json.dumps(figure)))
    with Database(demo_store, engine=ENGINE, read_only=True) as db:
        conflict = next(c for c in db.graph.conflicts() if f"conflict:{c.id}" == target["id"])
    quotes = [p for v in conflict.values for p in v.documents]
    assert panel["selected"] == 1
    assert panel["quotes"] == len(quotes)
    text = " ".join(panel["text"].split())
    for p in quotes:
        assert p.doc in text and " ".join(p.quote.split()) in text
    for v in conflict.values:
        assert v.value in text


def test_viz_page_in_chromium(browser: Browser, demo_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "conflicts.html"
    out = CliRunner().invoke(main, ["viz", "conflicts", "--db", str(demo_store), "--out", str(page)])
    assert out.exit_code == 0, out.output
    browser.open(page)
    with Database(demo_store, engine=ENGINE, read_only=True) as db:
        report = conflict_clusters(db.graph)
    expected = report.n_documents + report.n_conflicts
    assert browser.evaluate("document.querySelector('.hcf-figure').getAttribute('data-ready')") == "true"
    assert browser.evaluate("document.querySelectorAll('.hcf-figure g.node').length") == expected
    assert (
        browser.evaluate("document.querySelectorAll('.hcf-figure line.edge').length") == report.graph.number_of_edges()
    )
    _click_conflict(browser, ".hcf-figure", demo_store)
    before = browser.evaluate("document.querySelector('svg.hcf-svg').getAttribute('viewBox')")
    browser.send("Input.dispatchMouseEvent", type="mouseWheel", x=300, y=300, deltaX=0, deltaY=-240)
    browser.evaluate("new Promise(r => setTimeout(r, 100))")
    assert browser.evaluate("document.querySelector('svg.hcf-svg').getAttribute('viewBox')") != before
    assert browser.errors() == []
    assert browser.remote_requests() == []
    assert browser.screenshot(tmp_path / "conflicts.png").stat().st_size > 10_000


def test_report_in_chromium(browser: Browser, demo_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    out = CliRunner().invoke(main, ["report", "--db", str(demo_store), "--out", str(page)])
    assert out.exit_code == 0, out.output
    browser.open(page)
    with Database(demo_store, engine=ENGINE, read_only=True) as db:
        first = conflict_clusters(db.graph).cluster(1)
    figure = '.hcf-figure[data-graph="c1"]'
    assert browser.evaluate(f"document.querySelector('{figure}').getAttribute('data-ready')") == "true"
    assert browser.evaluate(f"document.querySelectorAll('{figure} g.node').length") == len(first.nodes())
    assert browser.evaluate("document.querySelectorAll('.hcf-figure[data-ready=\"true\"]').length") == browser.evaluate(
        "document.querySelectorAll('.hcf-figure').length"
    )
    _click_conflict(browser, figure, demo_store)
    # a quote's document links to its row in the corpus table
    links = f"[...document.querySelector('{figure} .hcf-panel').querySelectorAll('a.hcf-doc')]"
    assert browser.evaluate(f"{links}.length") > 0
    assert browser.evaluate(
        f"{links}.every(a => document.getElementById(decodeURIComponent(a.hash.slice(1))) !== null)"
    )
    assert browser.errors() == []
    assert browser.remote_requests() == []
    shot = browser.screenshot(tmp_path / "report.png")
    assert shot.stat().st_size > 10_000
