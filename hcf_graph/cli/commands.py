"""The graph commands: ingest, ingest-facts, facts, conflicts, disagree, documents, query, rebuild."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pyarrow as pa

from ..conflict_rules import CONFLICT, MULTIVALUED, VARIANT
from ..database import rebuild
from ..errors import ConfigError, InputError, QueryError
from ..extract import extractor_names, make_extractor
from ..ingest.facts_file import ingest_facts_file
from ..ingest.loaders import load_paths
from ..ingest.pipeline import IngestReport, ingest_documents
from .options import db_options, is_terminal, json_option, open_db, print_json, warn
from .progress import progress_bar
from .render import print_conflicts, print_disagreement, print_facts, print_table


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--extractor",
    "extractor_name",
    default="spacy-rules",
    show_default=True,
    help=f"Fact extractor: {', '.join(extractor_names())}.",
)
@click.option("--max-requests", type=int, default=None, help="LLM extractors: stop after this many requests.")
@click.option("--resolve/--no-resolve", default=True, show_default=True, help="Resolve entity aliases after the ingest.")
@db_options
@json_option
def ingest(
    paths: tuple[Path, ...],
    extractor_name: str,
    max_requests: int | None,
    resolve: bool,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Ingest .txt, .md, .html and .jsonl files or folders: version, chunk, extract facts, resolve
    entity aliases, detect conflicts.

    An unchanged file is skipped; a changed file becomes a new version and supersedes the old one.
    Unusable files are skipped with a warning (exit code 1), the rest are ingested.
    """
    loaded = load_paths(list(paths))
    for message in loaded.warnings:
        warn(message)
    if not loaded.documents:
        raise InputError("no documents to ingest: give .txt, .md, .html or .jsonl files, or folders holding them")
    options: dict[str, Any] = {"max_requests": max_requests} if max_requests is not None else {}
    extractor = make_extractor(extractor_name, **options)
    with open_db(db_dir, engine, read_only=False) as db:
        with progress_bar("extracting", enabled=is_terminal() and not as_json) as (advance, set_total):
            report = ingest_documents(
                db, loaded.documents, extractor, progress=advance, on_total=set_total, resolve=resolve
            )
    report.warnings = loaded.warnings
    _finish(report, as_json)
    if loaded.warnings:
        raise SystemExit(1)


@click.command("ingest-facts")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--resolve", is_flag=True, help="Resolve entity aliases after the load (off: facts are keyed as given).")
@db_options
@json_option
def ingest_facts(file: Path, resolve: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Bulk-load pre-extracted facts from JSONL (doc, entity, relation, value; optional version,
    start, end, quote, qualifier, confidence)."""
    with open_db(db_dir, engine, read_only=False) as db:
        report = ingest_facts_file(db, file, resolve=resolve)
    _finish(report, as_json)


def _finish(report: IngestReport, as_json: bool) -> None:
    if as_json:
        print_json({k: v for k, v in vars(report).items()} | {"summary": report.summary()})
    else:
        if report.extractor_stats:
            click.echo("extractor: " + ", ".join(f"{k}={v}" for k, v in report.extractor_stats.items()), err=True)
        click.echo(report.summary())
        if report.resolution:
            click.echo(f"entities: {report.resolution}")


@click.command()
@click.option("--entity", default="", help="Only facts about this entity.")
@click.option("--doc", default="", help="Only facts of this document (name or name@version).")
@click.option("--all-versions", is_flag=True, help="Include superseded document versions.")
@db_options
@json_option
def facts(entity: str, doc: str, all_versions: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """List facts with their document, span and quote."""
    with open_db(db_dir, engine, read_only=True) as db:
        rows = db.graph.facts(entity=entity, doc=doc, all_versions=all_versions)
    print_json(rows) if as_json else print_facts(rows)


@click.command()
@click.option("--entity", default="", help="Only conflicts about this entity.")
@click.option("--relation", default="", help="Only conflicts on this relation.")
@click.option("--all-versions", is_flag=True, help="Include superseded document versions.")
@click.option("--variants", is_flag=True,
              help="Show instead the keys whose different values were judged equal, compatible or multivalued.")
@db_options
@json_option
def conflicts(
    entity: str, relation: str, all_versions: bool, variants: bool, db_dir: str | None, engine: str | None,
    as_json: bool,
) -> None:
    """List conflicts: keys whose documents assert different values, with every document's quote."""
    statuses = (VARIANT, MULTIVALUED) if variants else (CONFLICT,)
    with open_db(db_dir, engine, read_only=True) as db:
        found = db.graph.conflicts(entity=entity, relation=relation, all_versions=all_versions, statuses=statuses)
    if as_json:
        print_json([c.as_json() for c in found])
    else:
        print_conflicts(found, "variant record" if variants else "conflict")


@click.command()
@click.argument("entity")
@db_options
@json_option
def disagree(entity: str, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Which documents disagree about ENTITY: by relation, then value, then the documents."""
    with open_db(db_dir, engine, read_only=True) as db:
        answer = db.graph.disagreement(entity)
        if not answer["relations"] and not as_json:
            hints = db.graph.suggest_entities(entity)
            suffix = f"; did you mean: {', '.join(hints)}" if hints else ""
            click.echo(f"no facts about {entity!r}{suffix}")
            return
    print_json(answer) if as_json else print_disagreement(answer)


@click.command()
@click.option("--all-versions", is_flag=True, help="Include superseded document versions.")
@db_options
@json_option
def documents(all_versions: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """List documents with their versions and fact counts."""
    with open_db(db_dir, engine, read_only=True) as db:
        rows = db.graph.documents(all_versions=all_versions)
    print_json(rows) if as_json else print_table(rows)


@click.command()
@click.argument("name", required=False)
@click.option("-p", "--param", "params", multiple=True, metavar="KEY=VALUE", help="A query parameter (JSON or text).")
@click.option("--cypher", default=None, help="Run this read-only Cypher statement instead of a named query.")
@click.option("--list", "list_queries", is_flag=True, help="List the named queries.")
@db_options
@json_option
def query(
    name: str | None,
    params: tuple[str, ...],
    cypher: str | None,
    list_queries: bool,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Run a named read query from queries/ (``hcf query NAME -p key=value``) or ``--cypher``."""
    from ..queries import load_queries

    if list_queries:
        rows = [
            {"name": q.name, "params": ", ".join(q.params), "purpose": q.purpose}
            for q in load_queries().values()
            if q.mode == "read"
        ]
        print_json(rows) if as_json else print_table(rows)
        return
    if bool(name) == bool(cypher):
        raise click.UsageError("give a query NAME or --cypher (see --list)")
    values = dict(_param(p) for p in params)
    with open_db(db_dir, engine, read_only=True) as db:
        if cypher:
            table = _read_only(lambda: db.graph.store.run_text(cypher, values))
        else:
            found = db.graph.queries.get(name or "")
            if found is None:
                raise ConfigError(f"no query named {name!r}; see `hcf query --list`")
            if found.mode != "read":
                raise ConfigError(f"{name} is a write query; `hcf query` runs read queries only")
            missing = sorted(set(found.params) - set(values))
            if missing:
                raise InputError(f"{name} needs -p for: {', '.join(missing)}")
            table = db.graph.store.run(found, {k: values[k] for k in found.params})
        rows = table.to_pylist()
    print_json(rows) if as_json else print_table(rows)


def _read_only(run: Callable[[], pa.Table]) -> pa.Table:
    try:
        return run()
    except QueryError as exc:
        if "read-only" in str(exc):
            raise InputError(
                "hcf query runs read-only statements; change the graph through `hcf ingest` so the log stays the source of truth"
            ) from None
        raise


def _param(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise InputError(f"parameter {text!r} must look like key=value")
    try:
        return key, json.loads(raw)
    except ValueError:
        return key, raw


@click.command("rebuild")
@db_options
def rebuild_command(db_dir: str | None, engine: str | None) -> None:
    """Rebuild the graph from the ingest log (also: switch engine with --engine)."""
    from ..config import Settings

    settings = Settings.resolve(db_dir, engine)
    database = rebuild(settings.db, settings.engine)
    try:
        counts = database.graph.counts()
    finally:
        database.close()
    click.echo(
        f"rebuilt {settings.db} on {database.engine}: {counts['documents']} documents, "
        f"{counts['facts']} facts, {counts['conflicts']} conflicts"
    )


COMMANDS = [ingest, ingest_facts, facts, conflicts, disagree, documents, query, rebuild_command]
