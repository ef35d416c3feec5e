"""Namespaces of the hcf ontology and the IRIs that name the graph's nodes in RDF.

Terms of the ontology live in :data:`HCF`, relations (the relation catalog as OWL properties)
in :data:`HCFR`. Data IRIs are minted under a base (``urn:hcf:`` by default) from the store's
keys, so the same store always exports the same IRIs and an import can read the keys back.
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

# Characters an IRI may not hold (and those that would change its structure) are percent-encoded
# when a store key becomes part of an IRI; everything else, non-ASCII included, is kept as is.
_IRI_UNSAFE = '%<>"{}|\\^`#?/ ' + "".join(chr(c) for c in range(0x20)) + "\x7f"
_IRI_ESCAPES = str.maketrans({c: "".join(f"%{b:02X}" for b in c.encode("utf-8")) for c in _IRI_UNSAFE})


def iri_part(key: str) -> str:
    """A store key as one IRI path segment ("Marie Curie@1" -> "Marie%20Curie@1")."""
    return key.translate(_IRI_ESCAPES)


HCF = "https://w3id.org/hcf-graph/ontology#"
HCFR = "https://w3id.org/hcf-graph/relation/"
PROV = "http://www.w3.org/ns/prov#"
OA = "http://www.w3.org/ns/oa#"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
OWL = "http://www.w3.org/2002/07/owl#"
XSD = "http://www.w3.org/2001/XMLSchema#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
DCTERMS = "http://purl.org/dc/terms/"
SH = "http://www.w3.org/ns/shacl#"
SCHEMA = "http://schema.org/"
WIKIDATA_PROP = "http://www.wikidata.org/prop/direct/"
DEFAULT_BASE = "urn:hcf:"

PREFIXES: dict[str, str] = {
    "hcf": HCF,
    "hcfr": HCFR,
    "prov": PROV,
    "oa": OA,
    "rdf": RDF,
    "rdfs": RDFS,
    "owl": OWL,
    "xsd": XSD,
    "skos": SKOS,
    "dcterms": DCTERMS,
}

# Predicates of these vocabularies describe nodes; they are never read as facts by an import.
VOCABULARIES = (HCF, PROV, OA, RDF, RDFS, OWL, XSD, SKOS, DCTERMS, SH, "http://www.w3.org/ns/dcat#")

TYPE = RDF + "type"
LABEL = RDFS + "label"


def relation_slug(name: str) -> str:
    """The local name of a relation's property: "birth date" -> "birth_date", "half-life" -> "half_life"."""
    slug = re.sub(r"[^0-9A-Za-z]+", "_", name.strip()).strip("_")
    return slug or quote(name, safe="")


def relation_iri(name: str) -> str:
    """The property of a catalog relation (or of any relation key) in the hcfr namespace."""
    return HCFR + relation_slug(name)


def local_name(iri: str) -> str:
    """The last segment of an IRI (after '#', else after the last '/' or ':'), percent-decoded."""
    for sep in ("#", "/", ":"):
        if sep in iri:
            tail = iri.rsplit(sep, 1)[1]
            if tail:
                return unquote(tail)
    return unquote(iri)


def humanize(name: str) -> str:
    """A property's local name as a relation phrase: "birthDate" / "birth_date" -> "birth date"."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)
    return re.sub(r"[_\s]+", " ", spaced).strip().lower()


class DataIris:
    """IRIs of one export's nodes, minted under ``base`` from the store's ids and keys."""

    def __init__(self, base: str = DEFAULT_BASE) -> None:
        self.base = base

    def prefix(self, kind: str) -> str:
        """What every IRI of a kind of node starts with (the key follows, through :func:`iri_part`)."""
        return f"{self.base}{kind}/"

    def _mint(self, kind: str, key: str) -> str:
        return f"{self.base}{kind}/{iri_part(key)}"

    def document(self, name: str) -> str:
        return self._mint("document", name)

    def version(self, doc_id: str) -> str:
        return self._mint("doc", doc_id)

    def chunk(self, chunk_id: str) -> str:
        return self._mint("chunk", chunk_id)

    def fact(self, fact_id: str) -> str:
        return self._mint("fact", fact_id)

    def entity(self, key: str) -> str:
        return self._mint("entity", key)

    def value(self, key: str) -> str:
        return self._mint("value", key)

    def conflict(self, conflict_id: str) -> str:
        return self._mint("conflict", conflict_id)

    def extraction(self, batch: str, extractor: str) -> str:
        return f"{self.base}extraction/{iri_part(batch)}/{iri_part(extractor)}"

    def extractor(self, name: str) -> str:
        return self._mint("extractor", name)

    def decision(self, decision_id: str) -> str:
        return self._mint("decision", decision_id)

    def audit(self, audit_id: str) -> str:
        return self._mint("audit", audit_id)

    def audit_run(self, run: str) -> str:
        return self._mint("auditrun", run)

    def query(self, query_id: str) -> str:
        return self._mint("query", query_id)

    def answer(self, answer_id: str) -> str:
        return self._mint("answer", answer_id)

    def statement(self, statement_id: str) -> str:
        return self._mint("statement", statement_id)

    def agent(self, name: str) -> str:
        return self._mint("agent", name)
