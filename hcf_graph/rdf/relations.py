"""The relation catalog as OWL: reading relations from an ontology, checking a user's ontology
against the built-in one, and generating the JSON catalog from ``ontologies/relations.ttl``.

A relation is a property (``owl:ObjectProperty``, ``owl:DatatypeProperty`` or ``rdf:Property``)
outside the standard vocabularies:

- its name is its ``rdfs:label`` (else ``skos:prefLabel``, else its local name, "birthDate" ->
  "birth date"); ``skos:altLabel`` values (and further labels) are its synonyms;
- ``owl:FunctionalProperty``: one value per (entity, qualifier), two values conflict;
  ``hcf:cardinality "multivalued"``: several values are fine, unless ``hcf:conflictWhen
  "disjoint"`` and two documents' value sets share nothing; neither: functional (hcf's default);
- ``hcf:tolerance``: the relative difference at which two figures still count as equal;
- ``skos:exactMatch``, ``skos:closeMatch`` or ``owl:equivalentProperty`` to other vocabularies'
  properties (Wikidata, schema.org): an RDF import reads triples of those properties as the relation;
- a property that only declares ``owl:inverseOf`` a relation is no catalog entry: an RDF import
  reads its triples as the relation with subject and object swapped.

``ontologies/relations.ttl`` is the source of truth; ``ontologies/relations.json`` is generated from
it (``python -m hcf_graph.rdf.relations``) so that start-up needs no RDF parser.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from ..errors import ConfigError, InputError
from ..normalize import Relation, normalize_text
from ..resources import data_dir
from .vocabulary import HCF, HCFR, OWL, RDF, RDFS, SKOS, VOCABULARIES, humanize, local_name

PROPERTY_TYPES = (OWL + "ObjectProperty", OWL + "DatatypeProperty", RDF + "Property", OWL + "FunctionalProperty")
MAPPINGS = (SKOS + "exactMatch", SKOS + "closeMatch", OWL + "equivalentProperty")
CATALOG_ABOUT = (
    "GENERATED from ontologies/relations.ttl by `python -m hcf_graph.rdf.relations`: edit the Turtle file, "
    "then regenerate this one. "
)


@dataclass(frozen=True)
class RelationDef:
    """One relation as an ontology defines it."""

    iri: str
    relation: Relation
    source: str
    declared: str = ""  # the cardinality the ontology states ("functional", "multivalued"), "" when silent
    conflict_when_given: bool = False
    tolerance_given: bool = False
    mappings: tuple[str, ...] = ()
    inverse_of: str = ""  # for an inverse-only property: the relation property it inverts

    def says(self) -> str:
        """How this definition states its cardinality, for messages."""
        if self.declared == "functional":
            return "functional (owl:FunctionalProperty)"
        if self.declared == "multivalued":
            extra = f', hcf:conflictWhen "{self.relation.conflict_when}"' if self.conflict_when_given else ""
            return f'multivalued (hcf:cardinality "multivalued"{extra})'
        return "functional (no cardinality stated)"


def bundled_ontology() -> Path:
    """The relation catalog ontology shipped with hcf-graph (the catalog's source of truth)."""
    return data_dir("ontologies") / "relations.ttl"


def _texts(graph: Any, subject: Any, predicate: str) -> list[str]:
    """String values of a property, English or untagged ones only, in a stable order."""
    from rdflib import Literal, URIRef

    found = []
    for obj in graph.objects(subject, URIRef(predicate)):
        if isinstance(obj, Literal) and (obj.language in (None, "") or obj.language.lower().startswith("en")):
            text = str(obj).strip()
            if text:
                found.append(text)
    return sorted(set(found))


def relation_defs(graph: Any, source: str) -> list[RelationDef]:
    """Every relation (and inverse-only property) an ontology graph defines, each field checked."""
    from rdflib import URIRef

    subjects = set()
    for type_iri in PROPERTY_TYPES:
        subjects.update(graph.subjects(URIRef(RDF + "type"), URIRef(type_iri)))
    subjects.update(graph.subjects(URIRef(HCF + "cardinality"), None))
    defs = []
    for subject in sorted(s for s in subjects if isinstance(s, URIRef)):
        iri = str(subject)
        if iri.startswith(VOCABULARIES):
            continue
        defs.append(_relation_def(graph, subject, iri, source))
    names: dict[str, RelationDef] = {}
    for d in defs:
        key = normalize_text(d.relation.name)
        other = names.get(key)
        if other is not None and not d.inverse_of and not other.inverse_of:
            raise ConfigError(
                f"ontology {source}: <{other.iri}> and <{d.iri}> both name the relation {d.relation.name!r}; "
                "give one of them another rdfs:label"
            )
        names[key] = d
    return defs


def _relation_def(graph: Any, subject: Any, iri: str, source: str) -> RelationDef:
    from rdflib import Literal, URIRef

    labels = _texts(graph, subject, RDFS + "label") or _texts(graph, subject, SKOS + "prefLabel")
    name = labels[0] if labels else humanize(local_name(iri))
    where = f"ontology {source}, relation {name!r} (<{iri}>)"
    if not normalize_text(name):
        raise ConfigError(f"{where}: the name has no letters or digits; give the property an rdfs:label")
    synonyms = [
        s
        for s in [*labels[1:], *_texts(graph, subject, SKOS + "altLabel")]
        if normalize_text(s) != normalize_text(name)
    ]
    functional = (subject, URIRef(RDF + "type"), URIRef(OWL + "FunctionalProperty")) in graph
    stated = [str(o) for o in graph.objects(subject, URIRef(HCF + "cardinality"))]
    for value in stated:
        if value not in ("functional", "multivalued"):
            raise ConfigError(f'{where}: hcf:cardinality is {value!r}; use "functional" or "multivalued"')
    if functional and "multivalued" in stated:
        raise ConfigError(
            f'{where}: declared both owl:FunctionalProperty and hcf:cardinality "multivalued"; keep one of them'
        )
    declared = "functional" if functional or "functional" in stated else ("multivalued" if stated else "")
    when_values = [str(o) for o in graph.objects(subject, URIRef(HCF + "conflictWhen"))]
    if len(when_values) > 1 or (when_values and when_values[0] not in ("never", "disjoint")):
        raise ConfigError(f'{where}: hcf:conflictWhen is {", ".join(when_values)!r}; use "never" or "disjoint"')
    if when_values and declared != "multivalued":
        raise ConfigError(
            f'{where}: hcf:conflictWhen applies to multivalued relations; add hcf:cardinality "multivalued"'
        )
    tolerances = list(graph.objects(subject, URIRef(HCF + "tolerance")))
    tolerance = None
    if tolerances:
        raw = tolerances[0]
        number: Any = raw.toPython() if isinstance(raw, Literal) else None
        if isinstance(number, Decimal):
            number = float(number)
        if (
            len(tolerances) > 1
            or isinstance(number, bool)
            or not isinstance(number, int | float)
            or not 0 <= number <= 1
        ):
            raise ConfigError(
                f"{where}: hcf:tolerance is {', '.join(str(t) for t in tolerances)!r}; "
                "give one relative difference from 0 to 1 (0.01 is 1 %)"
            )
        tolerance = float(number)
    inverse = [str(o) for o in graph.objects(subject, URIRef(OWL + "inverseOf")) if isinstance(o, URIRef)]
    mappings = sorted({str(o) for p in MAPPINGS for o in graph.objects(subject, URIRef(p)) if isinstance(o, URIRef)})
    relation = Relation(
        name,
        tuple(synonyms),
        "multivalued" if declared == "multivalued" else "functional",
        when_values[0] if when_values else "never",
        tolerance,
    )
    inverse_only = inverse[0] if inverse and not declared and not tolerances else ""
    return RelationDef(
        iri, relation, source, declared, bool(when_values), bool(tolerances), tuple(mappings), inverse_only
    )


@cache
def bundled_defs() -> tuple[RelationDef, ...]:
    """The built-in relation definitions (from ``ontologies/relations.ttl``)."""
    from .parsing import parse_rdf

    path = bundled_ontology()
    return tuple(relation_defs(parse_rdf(path), "ontologies/relations.ttl"))


def catalog_entries(defs: tuple[RelationDef, ...] | list[RelationDef]) -> list[RelationDef]:
    """The definitions that are catalog relations (not inverse-only properties)."""
    return [d for d in defs if not d.inverse_of]


def checked_against_builtin(defs: list[RelationDef]) -> list[RelationDef]:
    """A user's definitions merged with the built-in ones they extend: a user's ontology may add
    synonyms, mappings, a tolerance and new relations, but a built-in relation's cardinality (or
    conflict rule) stated differently is refused with a message naming both definitions."""
    builtin_by_iri = {d.iri: d for d in bundled_defs()}
    builtin_by_name = {normalize_text(d.relation.name): d for d in catalog_entries(bundled_defs())}
    merged = []
    for mine in defs:
        base = builtin_by_iri.get(mine.iri) or (
            None if mine.inverse_of else builtin_by_name.get(normalize_text(mine.relation.name))
        )
        if base is None or base.inverse_of or mine.inverse_of:
            merged.append(mine)
            continue
        stated = mine.declared or base.declared
        clash = (mine.declared and base.declared and mine.declared != base.declared) or (
            mine.conflict_when_given and base.relation.conflict_when != mine.relation.conflict_when
        )
        if clash:
            raise ConfigError(
                f"ontology {mine.source} redefines the built-in relation {base.relation.name!r}: it declares "
                f"<{mine.iri}> {mine.says()}, but {base.source} declares <{base.iri}> {base.says()}; "
                "a relation's cardinality cannot change: declare a new relation (another name and IRI) instead"
            )
        synonyms = tuple(
            dict.fromkeys(
                [
                    *base.relation.synonyms,
                    *mine.relation.synonyms,
                    *(
                        [mine.relation.name]
                        if normalize_text(mine.relation.name) != normalize_text(base.relation.name)
                        else []
                    ),
                ]
            )
        )
        relation = replace(
            base.relation,
            synonyms=synonyms,
            tolerance=mine.relation.tolerance if mine.tolerance_given else base.relation.tolerance,
        )
        merged.append(
            replace(
                base,
                relation=relation,
                source=mine.source,
                declared=stated,
                mappings=tuple(sorted({*base.mappings, *mine.mappings})),
            )
        )
    return merged


def read_ontology_definitions(path: Path) -> list[RelationDef]:
    """A user's ontology file, parsed and checked against the built-in relations."""
    from .parsing import parse_rdf

    try:
        graph = parse_rdf(Path(path))
    except InputError as exc:
        raise ConfigError(f"ontology {exc}") from None
    defs = relation_defs(graph, str(path))
    if not defs:
        raise ConfigError(
            f"ontology {path} declares no relations (owl:ObjectProperty, owl:DatatypeProperty or rdf:Property "
            "outside the standard vocabularies); nothing to load"
        )
    return checked_against_builtin(defs)


def read_ontology_catalog(path: Path) -> list[Relation]:
    """The catalog reader for ontology files (``hcf --catalog mine.ttl``, ``hcf ontology load``)."""
    return [d.relation for d in catalog_entries(read_ontology_definitions(Path(path)))]


def catalog_json(defs: tuple[RelationDef, ...] | list[RelationDef], about: str) -> str:
    """The JSON catalog (the shape :func:`hcf_graph.catalog.read_json_catalog` reads) of relation definitions."""
    entries: dict[str, dict[str, Any]] = {}
    for d in sorted(catalog_entries(defs), key=lambda d: d.relation.name):
        r = d.relation
        entry: dict[str, Any] = {"synonyms": sorted(r.synonyms), "cardinality": r.cardinality}
        if r.conflict_when != "never":
            entry["conflict_when"] = r.conflict_when
        if r.tolerance is not None:
            entry["tolerance"] = r.tolerance
        entries[r.name] = entry
    return json.dumps({"about": about, "relations": entries}, indent=2, ensure_ascii=False) + "\n"


def bundled_catalog_json() -> str:
    """What ``ontologies/relations.json`` must hold: the catalog generated from ``relations.ttl``."""
    from rdflib import URIRef

    from .parsing import parse_rdf

    graph = parse_rdf(bundled_ontology())
    comments = _texts(graph, URIRef(HCFR.rstrip("/")), RDFS + "comment")
    return catalog_json(bundled_defs(), CATALOG_ABOUT + (comments[0] if comments else ""))


def main() -> None:
    """Regenerate ``ontologies/relations.json`` from ``ontologies/relations.ttl``."""
    target = bundled_ontology().with_suffix(".json")
    target.write_text(bundled_catalog_json(), encoding="utf-8")
    print(f"wrote {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
