"""The bundled ontologies: they parse, pass an OWL 2 RL closure without inconsistency, and the
relation catalog has one source of truth (relations.ttl; relations.json is generated from it)."""

from __future__ import annotations

import pytest
import rdflib
from rdflib import OWL, RDF, URIRef

from hcf_graph.catalog import bundled_catalog, load_catalog, read_json_catalog
from hcf_graph.normalize import normalize_text
from hcf_graph.rdf.relations import bundled_catalog_json, bundled_defs, bundled_ontology, catalog_entries
from hcf_graph.rdf.vocabulary import HCF, HCFR
from hcf_graph.resources import data_dir

owlrl = pytest.importorskip("owlrl")
ERROR = URIRef("http://www.daml.org/2002/03/agents/agent-ont#ErrorMessage")


def _closure(graph: rdflib.Graph) -> rdflib.Graph:
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics, axiomatic_triples=False, datatype_axioms=False).expand(graph)
    return graph


def _problems(graph: rdflib.Graph) -> list[str]:
    errors = [str(o) for s in graph.subjects(RDF.type, ERROR) for o in graph.objects(s, None) if o != ERROR]
    nothing = [str(s) for s in graph.subjects(RDF.type, OWL.Nothing)]
    return errors + nothing


def test_the_ontologies_pass_an_owl_rl_closure_without_inconsistency() -> None:
    graph = rdflib.Graph()
    for name in ("hcf.ttl", "relations.ttl"):
        graph.parse(data_dir("ontologies") / name)
    assert (URIRef(HCF + "Fact"), RDF.type, OWL.Class) in graph
    closed = _closure(graph)
    assert _problems(closed) == []
    # the alignment with PROV-O holds under reasoning: a fact is a prov:Entity, an extraction a prov:Activity
    assert (
        URIRef(HCF + "Fact"),
        URIRef("http://www.w3.org/2000/01/rdf-schema#subClassOf"),
        URIRef("http://www.w3.org/ns/prov#Entity"),
    ) in closed


def test_the_closure_check_finds_an_inconsistency_when_there_is_one() -> None:
    graph = rdflib.Graph().parse(data_dir("ontologies") / "hcf.ttl")
    graph.parse(
        data="""@prefix hcf: <https://w3id.org/hcf-graph/ontology#> .
        <urn:x:node> a hcf:Fact , hcf:Conflict .""",
        format="turtle",
    )
    assert _problems(_closure(graph))


def test_relations_json_is_generated_from_relations_ttl() -> None:
    assert bundled_catalog().read_text(encoding="utf-8") == bundled_catalog_json(), (
        "ontologies/relations.json is stale: edit ontologies/relations.ttl, then run python -m hcf_graph.rdf.relations"
    )


def test_the_catalog_read_from_owl_is_the_catalog_in_use() -> None:
    from_owl = {d.relation.name: d.relation for d in catalog_entries(bundled_defs())}
    in_use = load_catalog().relations
    assert len(from_owl) == len(in_use) == len(read_json_catalog(bundled_catalog()))
    for relation in from_owl.values():
        used = in_use[normalize_text(relation.name)]
        assert (used.cardinality, used.conflict_when, used.tolerance) == (
            relation.cardinality,
            relation.conflict_when,
            relation.tolerance,
        )
        assert sorted(used.synonyms) == sorted(relation.synonyms)


def test_functional_relations_are_functional_properties_and_inverses_are_declared() -> None:
    graph = rdflib.Graph().parse(bundled_ontology())
    population, capital = URIRef(HCFR + "population"), URIRef(HCFR + "capital")
    assert (population, RDF.type, OWL.FunctionalProperty) in graph
    assert (capital, RDF.type, OWL.FunctionalProperty) not in graph
    assert str(graph.value(capital, URIRef(HCF + "cardinality"))) == "multivalued"
    assert str(graph.value(capital, URIRef(HCF + "conflictWhen"))) == "disjoint"
    assert graph.value(URIRef(HCFR + "discoverer_of"), OWL.inverseOf) == URIRef(HCFR + "discovered_by")
    assert URIRef("http://www.wikidata.org/prop/direct/P569") in set(
        graph.objects(URIRef(HCFR + "birth_date"), URIRef("http://www.w3.org/2004/02/skos/core#closeMatch"))
    )
    # inverse-only properties are no catalog relations (their triples are read swapped)
    assert "discoverer of" not in load_catalog().relations
