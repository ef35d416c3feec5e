"""`hcf import rdf`: an export imported into a fresh store gives the same facts, spans and
conflicts; a team's own triples (schema.org, Wikidata, inverse properties, named graphs as
documents) are checked for conflicts; bad RDF is refused in one line with line and column."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.conflicts import STATUSES
from hcf_graph.database import Database
from hcf_graph.errors import InputError
from hcf_graph.rdf.export import export_rdf
from hcf_graph.rdf.importer import import_rdf

FACT_KEY = ("doc", "entity", "relation", "value", "qualifier", "start", "end", "quote")


def _facts(db: Database) -> list[tuple[Any, ...]]:
    return sorted(tuple(f[k] for k in FACT_KEY) for f in db.graph.facts())


def _conflicts(db: Database) -> list[tuple[Any, ...]]:
    return sorted(
        (
            c.ckey,
            c.status,
            c.kind,
            round(c.severity, 6),
            tuple(
                sorted(
                    (v.value, tuple(sorted((p.doc, p.start, p.end, p.quote) for p in v.documents))) for v in c.values
                )
            ),
        )
        for c in db.graph.conflicts(statuses=STATUSES)
    )


@pytest.mark.engine
@pytest.mark.parametrize("fmt", ["trig", "jsonld"])
def test_an_export_imports_back_as_the_same_facts_spans_and_conflicts(
    corpus: Database, tmp_path: Path, fmt: str
) -> None:
    exported = export_rdf(corpus.graph, tmp_path / f"corpus.{fmt}", fmt)
    with Database(tmp_path / "fresh", engine=ENGINE) as fresh:
        report = import_rdf(fresh, exported.path)
        # the documents that state facts (a document without facts has nothing to export)
        assert report.facts == len(corpus.graph.facts())
        assert report.documents == len({f["doc"] for f in corpus.graph.facts()})
        assert _facts(fresh) == _facts(corpus)
        assert _conflicts(fresh) == _conflicts(corpus)
        assert len(fresh.graph.conflicts()) == len(corpus.graph.conflicts()) > 0
        again = import_rdf(fresh, exported.path)  # the same file again changes nothing
        assert again.facts == 0 and again.already_stored == report.facts


TEAM = """@prefix ex: <https://example.org/kg/> .
@prefix schema: <http://schema.org/> .
@prefix wdt: <http://www.wikidata.org/prop/direct/> .
@prefix hcfr: <https://w3id.org/hcf-graph/relation/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .

ex:wiki {
    ex:curie rdfs:label "Marie Curie" ; schema:birthDate "7 November 1867" ; wdt:P19 ex:warsaw .
    ex:warsaw rdfs:label "Warsaw" .
    ex:becquerel hcfr:discoverer_of ex:radioactivity .
}
ex:blog {
    ex:curie schema:birthDate "7 November 1868" ; ex:favouriteColour "blue" .
    ex:radioactivity hcfr:discovered_by ex:becquerel .
}
ex:radioactivity rdfs:label "Radioactivity" .
ex:becquerel rdfs:label "Henri Becquerel" .
"""


def test_a_teams_triples_are_checked_for_conflicts(tmp_path: Path) -> None:
    source = tmp_path / "team.trig"
    source.write_text(TEAM, encoding="utf-8")
    with Database(tmp_path / "db", engine=ENGINE) as db:
        report = import_rdf(db, source)
        facts = {(f["doc"], f["entity"], f["relation"], f["value"]) for f in db.graph.facts()}
        assert ("wiki@1", "Marie Curie", "birth date", "7 November 1867") in facts  # schema:birthDate
        assert ("wiki@1", "Marie Curie", "birth place", "Warsaw") in facts  # wdt:P19
        assert ("wiki@1", "Radioactivity", "discovered by", "Henri Becquerel") in facts  # the inverse, swapped
        assert ("blog@1", "Marie Curie", "favourite colour", "blue") in facts  # unknown: its local name
        assert report.facts == 6
        [conflict] = db.graph.conflicts()
        assert (conflict.entity, conflict.relation) == ("Marie Curie", "birth date")
        assert conflict.documents == ["blog@1", "wiki@1"]


def test_plain_triples_without_named_graphs_belong_to_the_doc_given(tmp_path: Path) -> None:
    source = tmp_path / "facts.nt"
    source.write_text('<https://e.org/Spain> <http://www.wikidata.org/prop/direct/P36> "Madrid" .\n', encoding="utf-8")
    with Database(tmp_path / "db", engine=ENGINE) as db:
        import_rdf(db, source, doc="atlas")
        [fact] = db.graph.facts()
        assert (fact["doc"], fact["entity"], fact["relation"], fact["value"]) == (
            "atlas@1",
            "Spain",
            "capital",
            "Madrid",
        )


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        (
            "bad.ttl",
            '@prefix ex: <https://e.org/> .\nex:a ex:b ex:c .\nex:a ex:b "unclosed ;\n  ex:d .\n',
            "bad.ttl:3:22: Turtle syntax error: newline found in string literal",
        ),
        (
            "bad.ttl",
            "@prefix ex: <https://e.org/> .\nex:a ex:b zz:c .\n",
            'bad.ttl:2:11: Turtle syntax error: Prefix "zz:" not bound',
        ),
        (
            "bad.nt",
            "<https://e.org/a> <https://e.org/b> <https://e.org/c> .\n<https://e.org/a> oops .\n",
            "bad.nt:2:19: N-Triples syntax error: cannot read 'oops .'",
        ),
        ("bad.jsonld", '{"@id": "https://e.org/a",\n "https://e.org/b": }', "bad.jsonld:2:21: JSON-LD syntax error"),
        ("bad.rdf", '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n<a>', "bad.rdf:2:"),
        ("empty.ttl", "@prefix ex: <https://e.org/> .\n", "no facts found"),
        ("facts.csv", "a,b,c\n", "unknown RDF format '.csv'"),
    ],
)
def test_bad_rdf_is_refused_in_one_line_and_nothing_is_written(
    tmp_path: Path, name: str, content: str, message: str
) -> None:
    source = tmp_path / name
    source.write_text(content, encoding="utf-8")
    db = tmp_path / "db"
    result = CliRunner().invoke(main, ["import", "rdf", str(source), "--db", str(db), "--engine", ENGINE])
    assert result.exit_code == 1, result.output
    assert message in result.output and result.output.count("\n") == 1, result.output
    assert "Traceback" not in result.output
    if db.exists():
        with Database(db, engine=ENGINE, read_only=True) as opened:
            assert opened.graph.facts() == []


def test_a_fact_the_store_refuses_is_named_by_its_iri(tmp_path: Path) -> None:
    source = tmp_path / "bad-span.ttl"
    source.write_text(
        """@prefix hcf: <https://w3id.org/hcf-graph/ontology#> .
@prefix oa: <http://www.w3.org/ns/oa#> .
@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
<urn:f1> a hcf:Fact ; rdf:subject <urn:e> ; rdf:predicate <urn:p> ; rdf:object "v" ; hcf:evidence <urn:f1#ev> .
<urn:f1#ev> oa:hasSelector <urn:f1#pos> .
<urn:f1#pos> oa:start 9 ; oa:end 3 .
""",
        encoding="utf-8",
    )
    with Database(tmp_path / "db", engine=ENGINE) as db:
        with pytest.raises(InputError, match=r"fact <urn:f1>: field 'start': 9 is after 'end' 3; nothing was imported"):
            import_rdf(db, source)
        assert db.graph.facts() == []


def test_the_cli_imports_and_reports(corpus_db: Path, corpus: Database, tmp_path: Path) -> None:
    expected = corpus.graph.conflicts()
    runner = CliRunner()
    out = tmp_path / "corpus.ttl"
    assert (
        runner.invoke(
            main, ["export", "rdf", "--out", str(out), "--conflicts-only", "--db", str(corpus_db), "--engine", ENGINE]
        ).exit_code
        == 0
    )
    db = ["--db", str(tmp_path / "db"), "--engine", ENGINE]
    done = runner.invoke(main, ["import", "rdf", str(out), "--json", *db])
    assert done.exit_code == 0, done.output
    assert json.loads(done.output)["conflicts"] == len(expected) > 0
    listed = json.loads(runner.invoke(main, ["conflicts", "--json", *db]).output)
    assert sorted((c["entity"], c["relation"]) for c in listed) == sorted((c.entity, c.relation) for c in expected)
