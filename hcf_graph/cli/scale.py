"""``hcf scale conflicts``, ``hcf scale audit``, ``hcf scale load``: Spark jobs over the Parquet log and
over a RAG log, and their results into a store."""

from __future__ import annotations

from pathlib import Path

import click

from ..config import Settings
from ..wording import plural
from .options import db_options, json_option, notify, print_json, warn

master_option = click.option(
    "--master",
    default="local[2]",
    show_default=True,
    help="Spark master: local[N], spark://HOST:PORT, or sc://HOST[:PORT] for Spark Connect.",
)


@click.group("scale")
def scale_group() -> None:
    """Conflicts, provenance and clusters of a large log on Apache Spark: `hcf scale conflicts DB_DIR`,
    then `hcf scale load DIR --db SMALL_DB` to explore them with the usual commands (needs pip install
    'hcf-graph[spark]')."""


@scale_group.command("conflicts")
@click.argument("db_dir", type=click.Path(file_okay=False, path_type=Path))
@master_option
@click.option(
    "--out",
    "out",
    type=click.Path(path_type=Path),
    default=None,
    help="Folder for the Parquet results [default: DB_DIR-scale beside the database].",
)
@click.option(
    "--cap",
    type=click.IntRange(min=1),
    default=1000,
    show_default=True,
    help="Provenance facts kept per value of a key (the record counts them all).",
)
@json_option
def scale_conflicts_command(db_dir: Path, master: str, out: Path | None, cap: int, as_json: bool) -> None:
    """Compute the conflicts (with provenance) and conflict clusters of DB_DIR's log on Spark, as Parquet."""
    from ..scale import scale_conflicts

    summary = scale_conflicts(db_dir, out=out, master=master, cap=cap, notify=notify)
    if as_json:
        print_json(summary.as_json())
        return
    records = ", ".join(f"{n} {status}" for status, n in sorted(summary.records.items())) or "no candidate keys"
    click.echo(
        f"read {plural(len(summary.batches), 'batch', 'batches')} ({plural(summary.facts, 'fact')}): {records}; "
        f"{plural(summary.clusters, 'cluster')} over {plural(summary.clustered_documents, 'document')} "
        f"({plural(summary.rounds, 'round')}); {plural(summary.capped, 'key')} with capped provenance; "
        f"{summary.seconds:.1f} s"
    )
    click.echo(f"wrote {summary.out}; explore with: hcf scale load {summary.out} --db SMALL_DB")


@scale_group.command("audit")
@click.argument("log", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@db_options
@master_option
@click.option(
    "--out",
    "out",
    type=click.Path(path_type=Path),
    default=None,
    help="Folder for the Parquet results [default: LOG-audit beside the log].",
)
@click.option(
    "--partitions",
    type=click.IntRange(min=1),
    default=None,
    help="Spark partitions of the rows (each opens the database read-only) [default: one per 2000 rows, at least 2].",
)
@json_option
def scale_audit_command(
    log: Path,
    db_dir: str | None,
    engine: str | None,
    master: str,
    out: Path | None,
    partitions: int | None,
    as_json: bool,
) -> None:
    """Audit every row of a RAG log (JSONL, as `hcf audit` reads it) offline on Spark, as Parquet; the
    database is only read (its folder must be reachable from every executor). Rows that cannot be
    audited are reported by line (exit code 1)."""
    from ..scale.audit import scale_audit

    settings = Settings.resolve(db_dir, engine)
    summary = scale_audit(
        log, settings.db, out=out, master=master, engine=settings.engine, partitions=partitions, notify=notify
    )
    for message in summary.errors:
        warn(message)
    if as_json:
        print_json(summary.as_json())
    else:
        v, r = summary.verdicts, summary.retrieval
        click.echo(
            f"audited {plural(summary.audited, 'row')} in {plural(summary.partitions, 'partition')} "
            f"({summary.refused} refused): mean ACS {summary.acs_mean}, {v.get('supported', 0)} supported, "
            f"{v.get('contradicted', 0)} contradicted, {v.get('unsupported', 0)} unsupported; SS1 "
            f"{r.get('ss1_mean')}, SSmu {r.get('ssmu_mean')}, SSsigma {r.get('sssigma_mean')}; {summary.seconds:.1f} s"
        )
        click.echo(f"wrote {summary.out}; store the audits with: hcf scale load {summary.out} --db {settings.db}")
    if summary.errors:
        raise SystemExit(1)


@scale_group.command("load")
@click.argument("folder", type=click.Path(exists=True, file_okay=False, path_type=Path))
@db_options
@json_option
def scale_load_command(folder: Path, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Load a `hcf scale conflicts` result (records, their facts and documents) into a store, or a
    `hcf scale audit` result (as one audit run) into the database it was audited against."""
    from ..scale.audit import AuditLoadSummary
    from ..scale.load import load_scale_result

    settings = Settings.resolve(db_dir, engine)
    summary = load_scale_result(folder, settings.db, settings.engine, notify=notify)
    if as_json:
        print_json(summary.as_json())
        return
    if isinstance(summary, AuditLoadSummary):
        if summary.already_loaded:
            click.echo(f"nothing to load: {settings.db} holds these audits already, as run {summary.run}")
            return
        if not summary.audits:
            click.echo(f"nothing to load: {folder} holds no audited row")
            return
        click.echo(
            f"stored {plural(summary.audits, 'audit')} as run {summary.run} in {settings.db}; "
            f"explore with: hcf audits --db {settings.db}"
        )
        return
    if not summary.facts and not summary.documents:
        click.echo(f"nothing to load: {settings.db} holds every fact of {folder} already")
        return
    click.echo(
        f"loaded {plural(summary.documents, 'document')}, {plural(summary.chunks, 'chunk')} and "
        f"{plural(summary.facts, 'fact')} into {settings.db}: {plural(summary.conflicts, 'conflict')}; "
        f"explore with: hcf conflicts --db {settings.db}"
    )


COMMANDS: list[click.Command] = [scale_group]
