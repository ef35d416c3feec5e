"""HTML tables, infoboxes and definition lists become "Label: value" lines that the default
extractor reads as infobox facts, each quoting the document's text exactly.

Before, ``html_to_text`` put every cell on a line of its own ("Opened", "1912"), so an infobox
gave no fact, and a page was one paragraph in which headings ran into the first sentence.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hcf_graph.database import Database
from hcf_graph.extract import make_extractor
from hcf_graph.ingest.loaders import html_to_text, load_file
from hcf_graph.ingest.pipeline import ingest_documents

PAGE = """<!doctype html>
<html><head><title>Kestrel Field Airport - Our wiki</title><style>td {color: red}</style></head>
<body>
<h1>Kestrel Field Airport</h1>
<table class="infobox">
  <caption>Kestrel Field Airport</caption>
  <tr><th colspan="2"><img src="x.png" alt=""></th></tr>
  <tr><th>Opened</th><td>12 May 1925<sup>[1]</sup></td></tr>
  <tr><th>Operator:</th><td>Harlow <b>Transit</b>
      Authority</td></tr>
  <tr><th>Elevation</th><td>120 m</td></tr>
  <tr><th>Type</th><td>Airport</td></tr>
</table>
<p>The <a href="/wiki/airport">airport</a> serves the town of Brennock.</p>
<h2>Buildings</h2>
<dl>
  <dt>Architect</dt><dd>John Pell</dd>
  <dt>Floors</dt><dd>4</dd>
</dl>
<table><tr><th>Year</th><th>Passengers</th><th>Change</th></tr><tr><td>2019</td><td>41,000</td><td>+3%</td></tr></table>
</body></html>
"""


def test_tables_and_definition_lists_become_labelled_lines() -> None:
    text = html_to_text(PAGE)
    lines = text.splitlines()
    assert lines[0] == "# Kestrel Field Airport"
    for line in [
        "Opened: 12 May 1925 [1]",
        "Operator: Harlow Transit Authority",
        "Elevation: 120 m",
        "Architect: John Pell",
        "Floors: 4",
        "Year | Passengers | Change",
        "2019 | 41,000 | +3%",
        "The airport serves the town of Brennock.",
        "## Buildings",
    ]:
        assert line in lines, (line, lines)
    assert "color" not in text and "Our wiki" not in text  # style and head stay out


def test_blocks_are_paragraphs_and_inline_markup_stays_in_its_sentence() -> None:
    text = html_to_text(
        "<h1>Brennock</h1><p>Brennock is a <i>town</i>\nin Rhune.<br>It has a port.</p><ul><li>one</li></ul>"
    )
    assert text == "# Brennock\n\nBrennock is a town in Rhune.\nIt has a port.\n\none"


def test_infobox_rows_give_facts_with_exact_quotes(tmp_path: Path) -> None:
    page = tmp_path / "kestrel.html"
    page.write_text(PAGE, encoding="utf-8")
    [doc] = load_file(page, "kestrel.html")
    with Database(tmp_path / "db") as db:
        ingest_documents(db, [doc], make_extractor("spacy-rules"))
        facts = db.graph.facts()
    found = {(str(f["entity"]), str(f["relation"]), str(f["value"])): f for f in facts}
    for key, quote in {
        ("Kestrel Field Airport", "opening date", "12 May 1925"): "Opened: 12 May 1925",
        ("Kestrel Field Airport", "operator", "Harlow Transit Authority"): "Operator: Harlow Transit Authority",
        ("Kestrel Field Airport", "elevation", "120 m"): "Elevation: 120 m",
        ("Kestrel Field Airport", "architect", "John Pell"): "Architect: John Pell",
        ("Kestrel Field Airport", "floors", "4"): "Floors: 4",
    }.items():
        assert key in found, (key, sorted(found))
        assert found[key]["quote"] == quote
    for fact in facts:
        start, end = int(str(fact["start"])), int(str(fact["end"]))
        assert fact["quote"] == doc.text[start:end]
    assert not any(value == "Airport" for _, _, value in found)  # "Type: Airport" names no value
    assert not any(relation == "year" for _, relation, _ in found)  # a wide table's header is no label


@pytest.mark.parametrize(
    ("markup", "line"),
    [
        ("<dl><dt>Founded:</dt><dd>1911</dd></dl>", "Founded: 1911"),
        ("<dl><dt>Members</dt><dd>Ann</dd><dd>Bo</dd></dl>", "Members: Ann\nMembers: Bo"),
        ("<table><tr><td>Capital</td><td><table><tr><td>Stavel</td></tr></table></td></tr></table>", "Capital: Stavel"),
    ],
)
def test_definition_lists_and_nested_tables(markup: str, line: str) -> None:
    assert html_to_text(markup) == line
