"""``hcf report`` on the bundled demo corpus: self-contained, offline, and holding every level."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.audit.listing import list_audits
from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.viz import charts
from hcf_graph.viz.html import anchor_of


class _Collect(HTMLParser):
    """Every element's attributes, and the text of every <style> element."""

    def __init__(self) -> None:
        super().__init__()
        self.attrs: list[tuple[str, dict[str, str]]] = []
        self.styles: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attrs.append((tag, {k: v or "" for k, v in attrs}))
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.styles.append(data)


@pytest.fixture(scope="module")
def report(demo_store: Path, tmp_path_factory: pytest.TempPathFactory) -> str:
    out = tmp_path_factory.mktemp("report") / "report.html"
    result = CliRunner().invoke(main, ["report", "--db", str(demo_store), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert f"wrote {out}" in result.output
    return out.read_text(encoding="utf-8")


def test_report_references_no_network_resource(report: str) -> None:
    page = _Collect()
    page.feed(report)
    for tag, attrs in page.attrs:
        for name in ("src", "href", "xlink:href", "action", "poster", "data"):
            assert not re.match(r"\s*(https?:)?//", attrs.get(name, ""), re.I), f"<{tag} {name}={attrs[name]!r}>"
        assert not (tag == "script" and "src" in attrs), "scripts are inlined"
        assert not (tag == "link" and attrs.get("rel") == "stylesheet"), "styles are inlined"
    css = "\n".join(page.styles) + "".join(a.get("style", "") for _, a in page.attrs)
    assert not re.search(r"@import|url\(\s*['\"]?\s*(https?:)?//", css, re.I)
    assert not re.search(r"""(src|href)\s*=\s*["']?\s*https?:""", report, re.I)
    assert not re.search(r"@import\s+url\(\s*['\"]?https?:", report, re.I)


def test_report_holds_the_three_levels(report: str, demo_store: Path) -> None:
    with Database(demo_store, engine=ENGINE, read_only=True) as db:
        conflicts = db.graph.conflicts()
        audits = list_audits(db.graph)
    assert conflicts and audits
    for section in ('id="corpus"', 'id="audits"', 'id="clusters"', 'id="conflicts"'):
        assert section in report
    for c in conflicts:  # every conflict, with its quotes and links to the rows of its documents
        assert f'id="conflict:{c.id}"' in report
        for v in c.values:
            for p in v.documents:
                assert f'href="#{anchor_of(p.doc)}"' in report
                assert f'id="{anchor_of(p.doc)}"' in report
                assert html.escape(p.quote) in report
    for a in audits:
        assert f'href="#trace:{a["id"]}"' in report
    assert len(re.findall(r'<details id="trace:', report)) == len(audits)  # the demo's audits all traced
    assert report.count('class="hcf-figure"') >= 1 + 4  # trace pictures and the four clusters
    assert report.count('<div class="chart"><svg') == 3  # corpus parts, SS1/SSmu against ACS, cluster sizes


def test_charts_are_deterministic() -> None:
    audits = [
        {"run": "r1", "ss1": 0.5, "ss_mean": 0.3, "acs": 0.9},
        {"run": "r2", "ss1": 0.7, "ss_mean": 0.4, "acs": 0.6},
    ]
    first, second = charts.retrieval_against_acs(audits), charts.retrieval_against_acs(audits)
    assert first == second and first.startswith("<svg")
    assert "<dc:date>" not in first and "metadata" not in first


def test_bad_output_path_is_refused_and_nothing_written(demo_store: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    out = runner.invoke(main, ["report", "--db", str(demo_store), "--out", str(tmp_path / "r.pdf")])
    assert out.exit_code == 1 and "--out must end in .html" in out.output
    out = runner.invoke(main, ["report", "--db", str(demo_store), "--out", str(tmp_path / "missing" / "r.html")])
    assert out.exit_code == 1 and "does not exist" in out.output
    assert list(tmp_path.iterdir()) == []
