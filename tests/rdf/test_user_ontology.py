"""`hcf ontology load`: a user's ontology adds relations, synonyms and cardinality, and the
conflicts listed change exactly as it declares; bad ontologies are refused in one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.database import read_meta
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

DOCS = {
    "club.txt": "The coach of Ajax is John Heitinga.\nThe sponsor of Ajax is Ziggo.\n",
    "press.txt": "The trainer of Ajax is Francesco Farioli.\nThe sponsor of Ajax is Adidas.\n",
}
MINE = """@prefix ex: <https://example.org/football#> .
@prefix hcf: <https://w3id.org/hcf-graph/ontology#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix wdt: <http://www.wikidata.org/prop/direct/> .

ex:headCoach a owl:ObjectProperty , owl:FunctionalProperty ;
    rdfs:label "head coach"@en ;
    skos:altLabel "coach"@en , "trainer"@en ;
    skos:exactMatch wdt:P286 .

ex:sponsor a owl:ObjectProperty ;
    rdfs:label "sponsor"@en ;
    hcf:cardinality "multivalued" .
"""


@pytest.fixture(autouse=True)
def no_catalog_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HCF_CATALOG", raising=False)


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in DOCS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def hcf(db: Path, *args: str) -> Result:
    return CliRunner().invoke(main, [*args, "--db", str(db), "--engine", ENGINE])


def conflicts(db: Path, *extra: str) -> list[dict[str, Any]]:
    result = hcf(db, "conflicts", "--json", *extra)
    assert result.exit_code == 0, result.output
    listed: list[dict[str, Any]] = json.loads(result.stdout)
    return listed


def keys(records: list[dict[str, Any]]) -> set[tuple[str, str, str]]:
    return {(c["entity"], c["relation"], c["status"]) for c in records}


@pytest.mark.engine
def test_a_loaded_ontology_changes_the_conflicts_exactly_as_it_declares(tmp_path: Path, docs: Path) -> None:
    db = tmp_path / "db"
    assert hcf(db, "ingest", str(docs), "--extractor", "test-pattern").exit_code == 0
    # before: "coach" and "trainer" are two relations; "sponsor" is unknown, so functional
    assert keys(conflicts(db)) == {("Ajax", "sponsor", "conflict")}
    ontology = tmp_path / "football.ttl"
    ontology.write_text(MINE, encoding="utf-8")
    loaded = hcf(db, "ontology", "load", str(ontology))
    assert loaded.exit_code == 0, loaded.output
    assert "2 relations (head coach, sponsor)" in loaded.stdout and "conflicts 1 -> 1" in loaded.stdout
    [coach] = conflicts(db)
    assert (coach["relation"], {v["value"] for v in coach["values"]}) == (
        "head coach",
        {"John Heitinga", "Francesco Farioli"},
    )
    assert ("Ajax", "sponsor", "multivalued") in keys(conflicts(db, "--variants"))
    # recorded with the database: a rebuild (and any later command) judges with it
    assert [Path(e["path"]) for e in read_meta(db)["catalog"]] == [ontology.resolve()]
    assert hcf(db, "rebuild").exit_code == 0
    assert keys(conflicts(db)) == {("Ajax", "head coach", "conflict")}


def test_an_ontology_works_as_a_catalog_file_too(tmp_path: Path, docs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ontology = tmp_path / "football.ttl"
    ontology.write_text(MINE, encoding="utf-8")
    db = tmp_path / "db"
    monkeypatch.setenv("HCF_CATALOG", str(ontology))
    assert hcf(db, "ingest", str(docs), "--extractor", "test-pattern").exit_code == 0
    assert keys(conflicts(db)) == {("Ajax", "head coach", "conflict")}


@pytest.mark.parametrize(
    ("ontology", "expected"),
    [
        (  # the same IRI as a built-in relation, another cardinality
            """@prefix hcfr: <https://w3id.org/hcf-graph/relation/> .
               @prefix owl: <http://www.w3.org/2002/07/owl#> .
               hcfr:capital a owl:ObjectProperty , owl:FunctionalProperty .""",
            [
                "redefines the built-in relation 'capital'",
                "declares <https://w3id.org/hcf-graph/relation/capital> functional (owl:FunctionalProperty)",
                "but ontologies/relations.ttl declares "
                '<https://w3id.org/hcf-graph/relation/capital> multivalued (hcf:cardinality "multivalued"',
            ],
        ),
        (  # another IRI with the name of a built-in relation
            """@prefix ex: <https://example.org/stats#> .
               @prefix hcf: <https://w3id.org/hcf-graph/ontology#> .
               @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
               ex:pop rdfs:label "population" ; hcf:cardinality "multivalued" .""",
            [
                "redefines the built-in relation 'population'",
                "<https://example.org/stats#pop> multivalued",
                "ontologies/relations.ttl declares <https://w3id.org/hcf-graph/relation/population> functional",
            ],
        ),
        (
            "@prefix ex: <https://example.org/> .\nex:a a ex:b ;\n  ex:c .\n",
            [":3:7: Turtle syntax error"],
        ),
        (
            """@prefix ex: <https://example.org/> .
               @prefix owl: <http://www.w3.org/2002/07/owl#> .
               @prefix hcf: <https://w3id.org/hcf-graph/ontology#> .
               ex:size a owl:FunctionalProperty ; hcf:cardinality "multivalued" .""",
            ['declared both owl:FunctionalProperty and hcf:cardinality "multivalued"'],
        ),
        ("@prefix ex: <https://example.org/> .\nex:a ex:b ex:c .\n", ["declares no relations"]),
    ],
)
def test_a_bad_ontology_is_refused_in_one_line_and_nothing_is_recorded(
    tmp_path: Path, docs: Path, ontology: str, expected: list[str]
) -> None:
    db = tmp_path / "db"
    assert hcf(db, "ingest", str(docs), "--extractor", "test-pattern").exit_code == 0
    meta = read_meta(db)
    path = tmp_path / "bad.ttl"
    path.write_text(ontology, encoding="utf-8")
    result = hcf(db, "ontology", "load", str(path))
    assert result.exit_code == 1 and result.output.count("\n") == 1, result.output
    for part in [str(path), *expected]:
        assert part in result.output, result.output
    assert read_meta(db) == meta
    assert keys(conflicts(db)) == {("Ajax", "sponsor", "conflict")}
