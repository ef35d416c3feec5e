"""The linked-data commands: ``hcf ontology load``, ``hcf export rdf``, ``hcf import rdf``."""

from __future__ import annotations

from pathlib import Path

import click

from ..config import Settings
from .options import db_options, json_option, notify, open_db, print_json

RDF_FORMATS = ("ttl", "nt", "jsonld", "trig")


@click.group("ontology")
def ontology_group() -> None:
    """Your own relations as an ontology (OWL in Turtle, RDF/XML, JSON-LD, N-Triples)."""


@ontology_group.command("load")
@click.argument("file", type=click.Path(path_type=Path))
@db_options
@json_option
def ontology_load(file: Path, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Add the relations of FILE to the database's relation catalog and judge conflicts again.

    Each OWL property is a relation: rdfs:label its name, skos:altLabel its synonyms,
    owl:FunctionalProperty one value (two values conflict), hcf:cardinality "multivalued" several
    (hcf:conflictWhen "disjoint": disjoint value sets conflict), hcf:tolerance for figures,
    skos:exactMatch/closeMatch to Wikidata or schema.org properties. The file is recorded with the
    database (like --catalog), so later commands and `hcf rebuild` use it.
    """
    from ..rdf.ontology import load_ontology

    settings = Settings.resolve(db_dir, engine)
    report = load_ontology(settings.db, file, engine=settings.engine, notify=notify)
    if as_json:
        print_json(
            {
                "path": str(report.path),
                "relations": report.relations,
                "catalog": [str(p) for p in report.catalog],
                "conflicts_before": report.conflicts_before,
                "conflicts_after": report.conflicts_after,
            }
        )
    else:
        click.echo(report.summary())


@click.group("export")
def export_group() -> None:
    """Export the store in other formats."""


@export_group.command("rdf")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(RDF_FORMATS),
    default="ttl",
    show_default=True,
    help="Turtle, N-Triples, JSON-LD, or TriG (one named graph per document version).",
)
@click.option("--out", "out", type=click.Path(path_type=Path), required=True, help="The file to write.")
@click.option(
    "--conflicts-only", is_flag=True, help="Only real conflicts and the facts, documents and spans behind them."
)
@click.option(
    "--all-versions",
    is_flag=True,
    help="Also the facts of superseded document versions (flagged hcf:superseded, versions linked by prov:wasRevisionOf).",
)
@click.option("--base", default="urn:hcf:", show_default=True, help="The base IRI of the exported nodes.")
@db_options
@json_option
def export_rdf_command(
    fmt: str,
    out: Path,
    conflicts_only: bool,
    all_versions: bool,
    base: str,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Write the current facts (PROV-O provenance, Web Annotation spans), their documents, entities
    and values, the conflict records, the stored audits with their statements and evidence, and the
    entity decisions as RDF, streaming in bounded memory."""
    from ..rdf.export import export_rdf

    with open_db(db_dir, engine, read_only=True) as db:
        report = export_rdf(db.graph, out, fmt, conflicts_only=conflicts_only, base=base, all_versions=all_versions)
    if as_json:
        print_json(
            {
                "path": str(report.path),
                "format": report.format,
                "facts": report.facts,
                "conflicts": report.conflicts,
                "superseded_facts": report.superseded,
                "audits": report.audits,
                "statements": report.statements,
                "decisions": report.decisions,
                "triples": report.triples,
                "seconds": report.seconds,
            }
        )
    else:
        click.echo(report.summary())


@click.group("import")
def import_group() -> None:
    """Import facts from other formats."""


@import_group.command("rdf")
@click.argument("file", type=click.Path(path_type=Path))
@click.option(
    "--doc",
    default=None,
    metavar="NAME",
    help="The document of triples outside named graphs and without provenance [default: the file name].",
)
@click.option(
    "--format",
    "fmt",
    default=None,
    type=click.Choice(["ttl", "nt", "nquads", "trig", "jsonld", "xml", "n3"]),
    help="The RDF syntax [default: by the file's suffix].",
)
@click.option(
    "--resolve/--no-resolve", default=True, show_default=True, help="Resolve entity aliases after the import."
)
@db_options
@json_option
def import_rdf_command(
    file: Path, doc: str | None, fmt: str | None, resolve: bool, db_dir: str | None, engine: str | None, as_json: bool
) -> None:
    """Store the facts of an RDF file: hcf:Fact / rdf:Statement nodes with their provenance (what
    `hcf export rdf` writes), and plain triples read through the relation catalog and loaded
    ontologies. Conflicts are judged as for any ingest."""
    from ..rdf.importer import import_rdf

    with open_db(db_dir, engine, read_only=False) as db:
        report = import_rdf(db, file, doc=doc, fmt=fmt, resolve=resolve)
    if as_json:
        print_json({k: v for k, v in vars(report).items()} | {"summary": report.summary()})
    else:
        click.echo(report.summary())


COMMANDS: list[click.Command] = [ontology_group, export_group, import_group]
