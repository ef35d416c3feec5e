"""`hcf export rdf` of stored audits (with their statements and evidence), entity decisions and,
with --all-versions, superseded document versions: valid against the shapes, counted as in the
store, and ignored by `hcf import rdf`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import rdflib
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor
from rdflib import RDF, Literal, URIRef
from rdflib.namespace import XSD

from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument
from hcf_graph.rdf.export import export_rdf
from hcf_graph.rdf.importer import import_rdf
from hcf_graph.rdf.vocabulary import HCF, PROV
from hcf_graph.resources import data_dir

pyshacl = pytest.importorskip("pyshacl")
PARSERS = {"nt": "nt", "ttl": "turtle", "jsonld": "json-ld", "trig": "trig"}
ALPHA = "Freedonia is a small country. The currency of Freedonia is Alpha. It has two rivers."
ALPHA_2 = "Freedonia is a small country. The currency of Freedonia is Alpha. The capital of Freedonia is Elm."
BETA = "A travel guide. The currency of Freedonia is Beta. Visit in spring."
OTHER = "The capital of Sylvania is Oak. The currency of Sylvania is Crown."


def _h(name: str) -> URIRef:
    return URIRef(HCF + name)


def _typed(graph: rdflib.Graph, cls: str) -> set[object]:
    return set(graph.subjects(RDF.type, _h(cls)))


def _parse(path: Path, fmt: str) -> rdflib.Graph:
    if fmt == "trig":
        dataset = rdflib.Dataset().parse(path, format="trig")
        graph = rdflib.Graph()
        for s, p, o, _ in dataset.quads((None, None, None, None)):
            graph.add((s, p, o))
        return graph
    return rdflib.Graph().parse(path, format=PARSERS[fmt])


def _validate(data: rdflib.Graph) -> tuple[bool, str]:
    shapes = rdflib.Graph().parse(data_dir("ontologies") / "hcf-shapes.ttl")
    conforms, _, text = pyshacl.validate(data, shacl_graph=shapes, inference="none", advanced=True)
    return bool(conforms), str(text)


def _cli(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three documents; `hcf audit` of a two-row log (one answer supported but contested, one
    not);
    a merge decision; then a second version of alpha (its first version's facts superseded)."""
    folder = tmp_path_factory.mktemp("audited")
    db_path = folder / "hcf.db"
    with Database(db_path, engine=ENGINE) as db:
        docs = [SourceDocument(n, t, n, "text/plain") for n, t in (("alpha", ALPHA), ("beta", BETA), ("other", OTHER))]
        ingest_documents(db, docs, PatternExtractor())
    log = folder / "log.jsonl"
    rows = [
        {
            "id": "r1",
            "question": "What is the currency of Freedonia?",
            "answer": "The currency of Freedonia is Alpha.",
            "contexts": [{"text": ALPHA, "score": 0.9}, {"text": BETA, "score": 0.7}],
        },
        {
            "id": "r2",
            "question": "What is the capital of Sylvania?",
            "answer": "The capital of Sylvania is Elm.",
            "contexts": [{"text": OTHER, "score": 0.8}],
        },
    ]
    log.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    db_opts = ["--db", str(db_path), "--engine", ENGINE]
    _cli("audit", str(log), "--json", *db_opts)
    _cli("entities", "merge", "Sylvania", "Freedonia", "--note", "same country, two spellings", *db_opts)
    with Database(db_path, engine=ENGINE) as db:
        ingest_documents(db, [SourceDocument("alpha", ALPHA_2, "alpha", "text/plain")], PatternExtractor())
    return db_path


@pytest.fixture
def db(store: Path) -> Iterator[Database]:
    with Database(store, engine=ENGINE, read_only=True) as opened:
        yield opened


def _stored(db: Database) -> dict[str, object]:
    """What the store holds: audits, statements, decisions and the statements' evidence edges."""
    audits = db.graph.rows("list_audits", contradicted=False)
    evidence = []
    statements = set()
    for a in audits:
        for row in db.graph.rows("trace_audit", id=a["id"]):
            statements.add(row["statement"])
            if row["fact"] is not None:
                prop = "supportedBy" if row["edge"] == "SUPPORTED_BY" else "contradictedBy"
                evidence.append((row["statement"], prop, row["fact"]))
    return {"audits": audits, "statements": statements, "evidence": evidence, "decisions": db.graph.decisions()}


@pytest.mark.engine
def test_audits_statements_and_decisions_in_every_format(db: Database, tmp_path: Path) -> None:
    stored = _stored(db)
    audits, decisions = stored["audits"], stored["decisions"]
    assert isinstance(audits, list) and isinstance(decisions, list)
    assert len(audits) == 2 and len(decisions) == 1 and stored["evidence"]
    current = {f["id"] for f in db.graph.facts()}
    graphs = {}
    for fmt in PARSERS:
        report = export_rdf(db.graph, tmp_path / f"audited.{fmt}", fmt, page_size=1)  # pages of one audit
        graphs[fmt] = set(_parse(report.path, fmt))
        assert (report.audits, report.statements, report.decisions) == (2, len(stored["statements"]), 1)  # type: ignore[arg-type]
        assert report.superseded == 0
    assert graphs["nt"] == graphs["ttl"] == graphs["jsonld"] == graphs["trig"]
    graph = rdflib.Graph()
    for triple in graphs["ttl"]:
        graph.add(triple)
    conforms, text = _validate(graph)
    assert conforms, text
    assert len(_typed(graph, "Audit")) == len(audits)
    assert len(_typed(graph, "Statement")) == len(stored["statements"])  # type: ignore[arg-type]
    assert len(_typed(graph, "Decision")) == len(decisions)
    # each audit as stored: question, answer, ACS, verdict, run, retrieval
    for a in audits:
        node = URIRef(f"urn:hcf:audit/{a['id']}")
        answer = graph.value(node, _h("auditOf"))
        assert str(graph.value(answer, RDF.value)) == a["answer"]
        assert str(graph.value(graph.value(answer, _h("answers")), RDF.value)) == a["question"]
        assert graph.value(node, _h("acs")) == Literal(a["acs"], datatype=XSD.double)
        assert str(graph.value(node, _h("verdict"))) == a["verdict"]
        assert graph.value(node, _h("ss1")).toPython() == pytest.approx(a["ss1"])  # type: ignore[union-attr]
        assert (graph.value(node, URIRef(PROV + "wasGeneratedBy")), RDF.type, _h("AuditRun")) in graph
        query = graph.value(answer, _h("answers"))
        chunks = set(graph.objects(query, _h("retrieved")))
        assert len(chunks) == a["k"] and all((c, RDF.type, _h("Chunk")) in graph for c in chunks)
    assert "supported" in {a["verdict"] for a in audits}
    assert {e[1] for e in stored["evidence"]} == {"supportedBy", "contradictedBy"}  # type: ignore[attr-defined]
    # the evidence edges of the current facts, each to a fact of the export
    exported = {
        (str(s).rsplit("/", 1)[1], str(p)[len(HCF) :], str(o).rsplit("/", 1)[1])
        for p in (_h("supportedBy"), _h("contradictedBy"))
        for s, o in graph.subject_objects(p)
    }
    assert exported == {e for e in stored["evidence"] if e[2] in current}  # type: ignore[attr-defined]
    # the decision: a PROV activity with its agent, time and note
    d = decisions[0]
    node = URIRef(f"urn:hcf:decision/{d['id']}")
    assert str(graph.value(node, _h("action"))) == "merge"
    assert (str(graph.value(node, _h("nameA"))), str(graph.value(node, _h("nameB")))) == ("Sylvania", "Freedonia")
    assert str(graph.value(node, _h("note"))) == "same country, two spellings"
    assert graph.value(node, URIRef(PROV + "startedAtTime")).datatype == XSD.dateTime  # type: ignore[union-attr]
    agent = graph.value(node, URIRef(PROV + "wasAssociatedWith"))
    assert (agent, RDF.type, URIRef(PROV + "Agent")) in graph


@pytest.mark.engine
def test_all_versions_adds_superseded_versions_flagged(db: Database, store: Path, tmp_path: Path) -> None:
    stored = _stored(db)
    every = db.graph.facts(all_versions=True)
    old = {f["id"] for f in every if f["doc"] == "alpha@1"}
    assert old and len(every) > len(db.graph.facts())
    out = tmp_path / "all.trig"
    db_opts = ["--db", str(store), "--engine", ENGINE]
    report = json.loads(
        _cli("export", "rdf", "--format", "trig", "--all-versions", "--out", str(out), "--json", *db_opts)
    )
    assert report["facts"] == len(every) and report["superseded_facts"] == len(old)
    assert (report["audits"], report["decisions"]) == (2, 1)
    dataset = rdflib.Dataset().parse(out, format="trig")
    old_graph = dataset.graph(URIRef("urn:hcf:doc/alpha@1"))
    assert {str(s).rsplit("/", 1)[1] for s in old_graph.subjects(RDF.type, _h("Fact"))} == old
    graph = rdflib.Graph()
    for s, p, o, _ in dataset.quads((None, None, None, None)):
        graph.add((s, p, o))
    conforms, text = _validate(graph)
    assert conforms, text
    facts = _typed(graph, "Fact")
    flagged = {str(s).rsplit("/", 1)[1] for s in graph.subjects(_h("superseded"), Literal(True)) if s in facts}
    assert flagged == old
    assert (URIRef("urn:hcf:doc/alpha@2"), URIRef(PROV + "wasRevisionOf"), URIRef("urn:hcf:doc/alpha@1")) in graph
    assert (URIRef("urn:hcf:doc/alpha@1"), _h("superseded"), Literal(True)) in graph
    # every evidence edge of the store is exported, the superseded facts' too
    edges = sum(1 for p in (_h("supportedBy"), _h("contradictedBy")) for _ in graph.subject_objects(p))
    assert edges == len(stored["evidence"])  # type: ignore[arg-type]
    # the default export keeps to the current versions
    current = tmp_path / "current.nt"
    report = json.loads(_cli("export", "rdf", "--format", "nt", "--out", str(current), "--json", *db_opts))
    assert report["facts"] == len(db.graph.facts()) and report["superseded_facts"] == 0
    plain = rdflib.Graph().parse(current, format="nt")
    assert not [f for f in _typed(plain, "Fact") if str(f).rsplit("/", 1)[1] in old]
    assert not set(plain.subjects(_h("superseded"), Literal(True))) & _typed(plain, "Fact")
    # an audit retrieved a chunk of alpha@1: the chunk and its version are there, the version flagged
    assert (URIRef("urn:hcf:doc/alpha@1"), _h("superseded"), Literal(True)) in plain
    both = CliRunner().invoke(
        main, ["export", "rdf", "--conflicts-only", "--all-versions", "--out", str(tmp_path / "x.ttl"), *db_opts]
    )
    assert both.exit_code == 1 and "--all-versions" in both.output and "Traceback" not in both.output


def test_shapes_refuse_dangling_evidence_and_acs_out_of_range(db: Database, tmp_path: Path) -> None:
    report = export_rdf(db.graph, tmp_path / "audited.ttl", "ttl")
    graph = rdflib.Graph().parse(report.path, format="turtle")
    assert _validate(graph)[0]
    fact = next(iter(graph.objects(None, _h("contradictedBy"))))
    broken = rdflib.Graph()
    for triple in graph:
        broken.add(triple)
    broken.remove((fact, RDF.type, _h("Fact")))
    conforms, text = _validate(broken)
    assert not conforms and "contradicting evidence is a fact" in text
    audit = next(iter(_typed(graph, "Audit")))
    graph.set((audit, _h("acs"), Literal(1.5, datatype=XSD.double)))
    conforms, text = _validate(graph)
    assert not conforms and "ACS" in text


@pytest.mark.engine
@pytest.mark.parametrize("all_versions", [False, True])
def test_import_reads_the_current_facts_and_ignores_audits_and_decisions(
    db: Database, tmp_path: Path, all_versions: bool
) -> None:
    report = export_rdf(db.graph, tmp_path / "audited.trig", "trig", all_versions=all_versions)
    assert report.audits and report.decisions and bool(report.superseded) == all_versions
    with Database(tmp_path / "fresh.db", engine=ENGINE) as fresh:
        imported = import_rdf(fresh, report.path)
        assert imported.summary()

        def key(f: dict[str, object]) -> tuple[object, ...]:
            return (f["doc"], f["entity_key"], f["relation_key"], f["value_key"], f["start_char"], f["end_char"])

        assert sorted(map(key, fresh.graph.facts())) == sorted(map(key, db.graph.facts()))
        if all_versions:  # the superseded version comes back, superseded
            every = sorted(map(key, fresh.graph.facts(all_versions=True)))
            assert every == sorted(map(key, db.graph.facts(all_versions=True)))
        assert fresh.graph.rows("list_audits", contradicted=False) == []
        assert fresh.graph.decisions() == []
