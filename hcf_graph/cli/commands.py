"""The graph commands: ingest, ingest-facts, facts, conflicts, disagree, documents, rebuild (query: query.py)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ..extract import extractor_names, make_extractor
from ..ingest.loaders import DEFAULT_MAX_FILE_MB
from .options import LazyChoice, db_options, is_terminal, json_option, open_db, print_json, warn
from .render import conflicts_json, plural, print_conflicts, print_disagreement, print_facts, print_table

if TYPE_CHECKING:
    from ..ingest.pipeline import IngestReport


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
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    default=None,
    envvar="HCF_WORKERS",
    help="Offline extractor: worker processes for a big ingest [env HCF_WORKERS; default: one per core, "
    "at most 4]; 1 keeps the work in this process.",
)
@click.option(
    "--resolve/--no-resolve", default=True, show_default=True, help="Resolve entity aliases after the ingest."
)
@click.option(
    "--root",
    type=click.Path(path_type=Path, file_okay=False),
    default=None,
    help="The corpus root: documents are named by their path relative to it. Recorded in the database; "
    "default: the one recorded, else the folder given (or holding the files given).",
)
@click.option("--name", default=None, help="The document name of the one file given (instead of its path).")
@click.option(
    "--replace", is_flag=True, help="Let a file supersede a document of the same name that was read from another file."
)
@click.option(
    "--max-file-mb",
    type=click.FloatRange(min=0, min_open=True),
    default=DEFAULT_MAX_FILE_MB,
    show_default=True,
    help="Skip files larger than this (with a warning).",
)
@click.option(
    "--cache/--no-cache",
    default=True,
    show_default=True,
    help="Keep extraction results in DIR/cache, so an interrupted ingest resumes; --no-cache extracts again.",
)
@db_options
@json_option
def ingest(
    paths: tuple[Path, ...],
    extractor_name: str,
    max_requests: int | None,
    workers: int | None,
    resolve: bool,
    root: Path | None,
    name: str | None,
    replace: bool,
    max_file_mb: float,
    cache: bool,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Ingest .txt, .md, .html and .jsonl files or folders: version, chunk, extract facts, resolve
    entity aliases, detect conflicts.

    A file's document name is its path relative to the corpus root (--root, recorded by the first
    ingest), or --name; a JSONL record's is its id. An unchanged file is skipped; a changed file
    becomes a new version and supersedes the old one; a file already stored under another name is
    recognised by its path. A document read from another file is superseded only with --replace.
    Unusable files are skipped with a warning (exit code 1), the rest are ingested. Ctrl-C exits
    130 and keeps the extraction done: run the same command again to resume.
    """
    from ..config import Settings
    from ..ingest.pipeline import IngestInterrupted, ingest_corpus, read_corpus
    from .progress import progress_bar

    options: dict[str, Any] = {"max_requests": max_requests} if max_requests is not None else {}
    note = lambda message: click.echo(message, err=True)  # noqa: E731
    if workers is not None and extractor_name.startswith("spacy-rules"):
        options["n_process"] = workers
    try:
        extractor = make_extractor(extractor_name, **options)
        db_folder = Settings.resolve(db_dir, engine).db
        corpus = read_corpus(db_folder, list(paths), root=root, name=name, max_file_mb=max_file_mb, on_note=note)
        with open_db(db_dir, engine, read_only=False) as db:
            label = f"extracting ({extractor.label()})"
            with progress_bar(label, enabled=is_terminal() and not as_json) as (advance, set_total):
                report = ingest_corpus(
                    db,
                    corpus,
                    extractor,
                    replace=replace,
                    cache=cache,
                    resolve=resolve,
                    progress=advance,
                    on_total=set_total,
                    on_note=note,
                )
    except IngestInterrupted as exc:
        click.echo(exc.message, err=True)
        raise SystemExit(130) from None
    except KeyboardInterrupt:
        click.echo("interrupted: nothing was stored", err=True)
        raise SystemExit(130) from None
    _finish(report, as_json)
    if report.warnings:
        raise SystemExit(1)


@click.command("ingest-facts")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--resolve", is_flag=True, help="Resolve entity aliases after the load (off: facts are keyed as given).")
@click.option(
    "--skip-bad",
    is_flag=True,
    help="Load the good lines and report the bad ones (exit code 1), instead of refusing the file.",
)
@click.option(
    "--source",
    default=None,
    metavar="NAME",
    help="Name of this input; a later load under the same name replaces its facts [default: the file's path].",
)
@db_options
@json_option
def ingest_facts(
    file: Path,
    resolve: bool,
    skip_bad: bool,
    source: str | None,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Bulk-load pre-extracted facts from JSONL: doc, entity, relation, value; optional version,
    start and end (or start_char and end_char), quote, qualifier, confidence (0 to 1).

    Every line is checked first; a file with bad lines is refused with one message per line
    (FILE:LINE: field 'x': ...), unless --skip-bad. Loading the same facts again adds nothing; a
    changed file replaces what the same file (or --source) loaded before.
    """
    from ..ingest.facts_file import ingest_facts_file
    from .progress import progress_bar

    with open_db(db_dir, engine, read_only=False) as db:
        with progress_bar("reading facts", enabled=is_terminal() and not as_json) as (advance, set_total):
            report = ingest_facts_file(
                db, file, resolve=resolve, skip_bad=skip_bad, source=source, progress=advance, on_total=set_total
            )
    for message in report.skipped[:20]:
        warn(f"skipped {message}")
    if len(report.skipped) > 20:
        warn(f"... and {len(report.skipped) - 20} more bad lines skipped")
    _finish(report, as_json)
    if report.skipped:
        raise SystemExit(1)


def _finish(report: IngestReport, as_json: bool) -> None:
    if as_json:
        print_json({k: v for k, v in vars(report).items()} | {"summary": report.summary()})
    else:
        if report.extractor_stats:
            click.echo("extractor: " + ", ".join(f"{k}={v}" for k, v in report.extractor_stats.items()), err=True)
        if report.timings and report.seconds >= 10:  # where the time went, when there was time to spend
            click.echo("time: " + ", ".join(f"{k} {v:.1f} s" for k, v in report.timings.items()), err=True)
        click.echo(report.summary())
        if report.resolution:
            click.echo(f"entities: {report.resolution}")


@click.command()
@click.option("--entity", default="", help="Only facts about this entity (or any of its aliases).")
@click.option("--doc", default="", help="Only facts of this document (name or name@version).")
@click.option("--all-versions", is_flag=True, help="Include superseded document versions.")
@db_options
@json_option
def facts(entity: str, doc: str, all_versions: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """List facts with their document, span and quote."""
    from ..resolution import entity_note, explain_empty

    with open_db(db_dir, engine, read_only=True) as db:
        rows = db.graph.facts(entity=entity, doc=doc, all_versions=all_versions)
        _note(entity_note(db.graph, entity) if entity and rows else "")
        _note(
            ""
            if rows or (as_json and not (entity or doc))
            else explain_empty(db.graph, "facts", entity=entity, doc=doc)
        )
    print_json(rows) if as_json else print_facts(rows)


@click.command()
@click.option("--entity", default="", help="Only conflicts about this entity (or any of its aliases).")
@click.option("--relation", default="", help="Only conflicts on this relation.")
@click.option("--all-versions", is_flag=True, help="Include superseded document versions.")
@click.option(
    "--variants",
    is_flag=True,
    help="Show instead the keys whose different values were judged equal, compatible, ambiguous or multivalued.",
)
@click.option(
    "--min-severity",
    type=click.FloatRange(0.0, 1.0),
    default=0.0,
    show_default=True,
    help="Only conflicts at least this severe (0-1).",
)
@click.option(
    "--kind",
    "kinds",
    multiple=True,
    type=LazyChoice("hcf_graph.resolve.values:CONFLICT_KINDS", case_sensitive=False),
    help="Only conflicts of this kind (repeatable).",
)
@click.option(
    "--sort",
    type=LazyChoice("hcf_graph.conflicts:SORT_ORDERS"),
    default="key",
    show_default=True,
    help="Order: by key (entity, relation, qualifier), or most severe first.",
)
@click.option("--limit", type=click.IntRange(min=0), default=None, help="Show at most this many.")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip this many first.")
@click.option(
    "--provenance",
    type=click.IntRange(min=0),
    default=10,
    show_default=True,
    help="Documents listed per value, the rest counted ('and 997 more'); 0 lists all.",
)
@db_options
@json_option
def conflicts(
    entity: str,
    relation: str,
    all_versions: bool,
    variants: bool,
    min_severity: float,
    kinds: tuple[str, ...],
    sort: str,
    limit: int | None,
    offset: int,
    provenance: int,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """List conflicts: keys whose documents assert different values, with every document's quote."""
    from ..conflicts import select_conflicts
    from ..resolution import entity_note, explain_empty
    from ..statuses import AMBIGUOUS, CONFLICT, MULTIVALUED, VARIANT

    statuses = (VARIANT, MULTIVALUED, AMBIGUOUS) if variants else (CONFLICT,)
    noun = "variant record" if variants else "conflict"
    with open_db(db_dir, engine, read_only=True) as db:
        found = db.graph.conflicts(entity=entity, relation=relation, all_versions=all_versions, statuses=statuses)
        chosen = select_conflicts(found, min_severity, kinds, sort)
        page = chosen[offset : None if limit is None else offset + limit]
        _note(entity_note(db.graph, entity) if entity and found else "")
        if not found and (entity or relation or not as_json):
            _note(explain_empty(db.graph, noun + "s", entity=entity, relation=relation))
        elif found and not page:
            _note(f"no {noun}s on this page: {plural(len(found), noun)} in all, {len(chosen)} after the filters")
    if as_json:
        print_json(conflicts_json(page, provenance))
    else:
        print_conflicts(page, noun, total=len(chosen), offset=offset, per_value=provenance)


@click.command()
@click.argument("entity")
@db_options
@json_option
def disagree(entity: str, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Which documents disagree about ENTITY: by relation, then value, then the documents."""
    from ..resolution import entity_note, explain_empty

    with open_db(db_dir, engine, read_only=True) as db:
        answer = db.graph.disagreement(entity)
        _note(entity_note(db.graph, entity) if answer["relations"] else explain_empty(db.graph, "facts", entity=entity))
    if as_json:
        print_json(answer)
    elif answer["relations"]:
        print_disagreement(answer)


@click.command()
@click.option("--all-versions", is_flag=True, help="Include superseded document versions.")
@db_options
@json_option
def documents(all_versions: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """List documents with their versions and fact counts."""
    with open_db(db_dir, engine, read_only=True) as db:
        rows = db.graph.documents(all_versions=all_versions)
    if not rows and not as_json:
        _note("no documents in this database; add some with `hcf ingest PATH`")
    print_json(rows) if as_json else print_table(rows)


def _note(message: str) -> None:
    """A remark about the answer, on stderr so that --json output stays clean."""
    if message:
        click.echo(message, err=True)


@click.command("rebuild")
@click.option(
    "--skip-damaged",
    is_flag=True,
    help="Leave damaged log batches out (named on stderr) instead of refusing to rebuild.",
)
@db_options
@json_option
def rebuild_command(skip_damaged: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Rebuild the graph from the ingest log (also: switch engine with --engine).

    The whole log is verified first: a damaged batch is named and nothing is deleted, unless
    --skip-damaged leaves it out. A log that holds less than the graph is refused.
    """
    from ..config import Settings
    from ..database import rebuild
    from .options import notify, wait_seconds

    settings = Settings.resolve(db_dir, engine)
    database = rebuild(settings.db, settings.engine, skip_damaged=skip_damaged, notify=notify, wait=wait_seconds())
    try:
        counts = database.graph.counts()
    finally:
        database.close()
    for left_out in database.left_out:
        warn(f"left out damaged log batch {left_out}")
    seconds = database.recovered_seconds or 0.0
    if as_json:
        print_json(
            {
                "db": str(settings.db),
                "engine": database.engine,
                "seconds": round(seconds, 3),
                "documents": counts["documents"],
                "facts": counts["facts"],
                "conflicts": counts["conflicts"],
                "left_out": list(database.left_out),
            }
        )
        return
    left = len(database.left_out)
    click.echo(
        f"rebuilt {settings.db} on {database.engine} in {seconds:.1f} s: {plural(counts['documents'], 'document')}, "
        f"{plural(counts['facts'], 'fact')}, {plural(counts['conflicts'], 'conflict')}"
        + (f"; left out {plural(left, 'damaged log batch', 'damaged log batches')}" if left else "")
    )


COMMANDS = [ingest, ingest_facts, facts, conflicts, disagree, documents, rebuild_command]
