"""`hcf export rdf`: the bundled corpus as Turtle, N-Triples, JSON-LD and TriG, valid against the
SHACL shapes, consistent with the ontology, and the same graph in every format and page size."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import rdflib
from click.testing import CliRunner
from hcf_testing import ENGINE
from rdflib import RDF, URIRef

from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.errors import InputError
from hcf_graph.rdf.export import export_rdf
from hcf_graph.rdf.vocabulary import HCF, OA, PROV
from hcf_graph.resources import data_dir

pyshacl = pytest.importorskip("pyshacl")
PARSERS = {"nt": "nt", "ttl": "turtle", "jsonld": "json-ld", "trig": "trig"}
FACT, CONFLICT = URIRef(HCF + "Fact"), URIRef(HCF + "Conflict")


def _triples(path: Path, fmt: str) -> set[tuple[object, object, object]]:
    if fmt == "trig":
        dataset = rdflib.Dataset().parse(path, format="trig")
        return {(s, p, o) for s, p, o, _ in dataset.quads((None, None, None, None))}
    return set(rdflib.Graph().parse(path, format=PARSERS[fmt]))


def _validate(data: rdflib.Graph) -> tuple[bool, str]:
    shapes = rdflib.Graph().parse(data_dir("ontologies") / "hcf-shapes.ttl")
    conforms, _, text = pyshacl.validate(data, shacl_graph=shapes, inference="none", advanced=True)
    return bool(conforms), str(text)


@pytest.fixture(scope="module")
def turtle(corpus_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("export") / "corpus.ttl"
    with Database(corpus_db, engine=ENGINE, read_only=True) as db:
        export_rdf(db.graph, out, "ttl")
    return out


@pytest.mark.engine
def test_every_format_holds_the_same_graph_whatever_the_page_size(corpus: Database, tmp_path: Path) -> None:
    graphs = {}
    for fmt in PARSERS:
        report = export_rdf(corpus.graph, tmp_path / f"corpus.{fmt}", fmt)
        graphs[fmt] = _triples(report.path, fmt)
        assert len(graphs[fmt]) == report.triples  # no triple written twice
    assert graphs["nt"] == graphs["ttl"] == graphs["jsonld"] == graphs["trig"]
    small = export_rdf(corpus.graph, tmp_path / "paged.nt", "nt", page_size=7)
    assert _triples(small.path, "nt") == graphs["nt"]
    facts = {s for s, p, o in graphs["nt"] if p == RDF.type and o == FACT}
    assert len(facts) == len(corpus.graph.facts()) == small.facts
    records = {s for s, p, o in graphs["nt"] if p == RDF.type and o == CONFLICT}
    assert len(records) == small.conflicts > len(corpus.graph.conflicts())  # variants are exported too


def test_the_corpus_export_conforms_to_the_shapes(turtle: Path) -> None:
    conforms, text = _validate(rdflib.Graph().parse(turtle))
    assert conforms, text[:3000]


def test_the_shapes_catch_a_quote_that_does_not_fit_its_span_and_a_fact_without_a_span(turtle: Path) -> None:
    graph = rdflib.Graph().parse(turtle)
    quote = next(iter(graph.subjects(RDF.type, URIRef(OA + "TextQuoteSelector"))))
    exact = graph.value(quote, URIRef(OA + "exact"))
    graph.set((quote, URIRef(OA + "exact"), rdflib.Literal(str(exact)[:-3])))
    conforms, text = _validate(graph)
    assert not conforms and "the quote is not as long as its span" in text
    graph = rdflib.Graph().parse(turtle)
    fact = next(iter(graph.subjects(RDF.type, FACT)))
    graph.remove((fact, URIRef(HCF + "evidence"), None))
    graph.remove((fact, URIRef(PROV + "wasGeneratedBy"), None))
    conforms, text = _validate(graph)
    assert not conforms and "a fact has one span with its quote" in text and "one extraction" in text


def test_facts_carry_prov_and_web_annotation_provenance(turtle: Path, corpus: Database) -> None:
    graph = rdflib.Graph().parse(turtle)
    stored = {f["quote"]: f for f in corpus.graph.facts()}
    fact = next(iter(graph.subjects(RDF.type, FACT)))
    version = next(
        o
        for o in graph.objects(fact, URIRef(PROV + "wasDerivedFrom"))
        if (o, RDF.type, URIRef(HCF + "DocumentVersion")) in graph
    )
    activity = graph.value(fact, URIRef(PROV + "wasGeneratedBy"))
    assert str(graph.value(activity, URIRef(HCF + "extractorName"))) == "spacy-rules"
    assert str(graph.value(activity, URIRef(HCF + "extractorVersion"))).startswith("v")
    evidence = graph.value(fact, URIRef(HCF + "evidence"))
    assert graph.value(evidence, URIRef(OA + "hasSource")) == version
    selectors = list(graph.objects(evidence, URIRef(OA + "hasSelector")))
    quote = next(str(graph.value(s, URIRef(OA + "exact"))) for s in selectors if graph.value(s, URIRef(OA + "exact")))
    start = next(int(graph.value(s, URIRef(OA + "start"))) for s in selectors if graph.value(s, URIRef(OA + "start")))
    row = stored[quote]
    assert row["start"] == start and str(graph.value(version, URIRef(HCF + "documentId"))) == row["doc"]


def test_conflicts_only_holds_the_conflicts_and_the_facts_behind_them(corpus: Database, tmp_path: Path) -> None:
    report = export_rdf(corpus.graph, tmp_path / "conflicts.trig", "trig", conflicts_only=True)
    dataset = rdflib.Dataset().parse(report.path, format="trig")
    union = rdflib.Graph()
    for s, p, o, _ in dataset.quads((None, None, None, None)):
        union.add((s, p, o))
    expected = corpus.graph.conflicts()
    assert report.conflicts == len(expected) == len(set(union.subjects(RDF.type, CONFLICT)))
    involved = {p.fact for c in expected for v in c.values for p in v.documents}
    facts = set(union.subjects(RDF.type, FACT))
    assert report.facts == len(involved) == len(facts)
    assert {str(s).rsplit("/", 1)[1] for s in facts} == involved
    # TriG: every fact sits in the named graph of its document version
    for context in dataset.graphs():
        for fact in context.subjects(RDF.type, FACT):
            assert context.identifier in set(union.objects(fact, URIRef(PROV + "wasDerivedFrom")))
    conforms, text = _validate(union)
    assert conforms, text[:3000]


def test_the_export_is_consistent_with_the_ontology_under_owl_rl(corpus: Database, tmp_path: Path) -> None:
    owlrl = pytest.importorskip("owlrl")
    report = export_rdf(corpus.graph, tmp_path / "conflicts.nt", "nt", conflicts_only=True)
    graph = rdflib.Graph().parse(report.path, format="nt")
    graph.parse(data_dir("ontologies") / "hcf.ttl")
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics, axiomatic_triples=False, datatype_axioms=False).expand(graph)
    error = URIRef("http://www.daml.org/2002/03/agents/agent-ont#ErrorMessage")
    assert list(graph.subjects(RDF.type, error)) == []
    assert (next(iter(graph.subjects(RDF.type, FACT))), RDF.type, URIRef(PROV + "Entity")) in graph


def test_the_cli_exports_and_refuses_a_bad_target_in_one_line(corpus_db: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    common = ["--db", str(corpus_db), "--engine", ENGINE]
    out = tmp_path / "corpus.nt"
    done = runner.invoke(main, ["export", "rdf", "--format", "nt", "--out", str(out), *common])
    assert done.exit_code == 0, done.output
    assert re.search(
        r"wrote [\d,]+ triples \([\d,]+ facts, \d+ conflict records, 0 audits with 0 statements, 0 decisions\)",
        done.output,
    )
    assert out.read_text(encoding="utf-8").count("\n") == len(_triples(out, "nt"))
    folder = runner.invoke(main, ["export", "rdf", "--out", str(tmp_path), *common])
    assert folder.exit_code == 1 and "is a folder" in folder.output and folder.output.count("\n") == 1
    missing = runner.invoke(main, ["export", "rdf", "--out", str(tmp_path / "nope" / "x.ttl"), *common])
    assert missing.exit_code == 1 and "does not exist" in missing.output
    base = runner.invoke(main, ["export", "rdf", "--out", str(tmp_path / "x.ttl"), "--base", "not an iri", *common])
    assert base.exit_code == 1 and "not an absolute IRI" in base.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus.nt"]  # nothing half-written


def test_an_unknown_format_is_refused(corpus: Database, tmp_path: Path) -> None:
    with pytest.raises(InputError, match="unknown RDF format 'rdfxml'"):
        export_rdf(corpus.graph, tmp_path / "x.rdf", "rdfxml")
