"""``hcf scale conflicts``, ``hcf scale load``: the Spark job over the Parquet log, and its result into a store."""

from __future__ import annotations

from pathlib import Path

import click

from ..config import Settings
from ..wording import plural
from .options import db_options, json_option, notify, print_json


@click.group("scale")
def scale_group() -> None:
    """Conflicts, provenance and clusters of a large log on Apache Spark: `hcf scale conflicts DB_DIR`,
    then `hcf scale load DIR --db SMALL_DB` to explore them with the usual commands (needs pip install
    'hcf-graph[spark]')."""


@scale_group.command("conflicts")
@click.argument("db_dir", type=click.Path(file_okay=False, path_type=Path))
@click.option(
    "--master",
    default="local[2]",
    show_default=True,
    help="Spark master: local[N], spark://HOST:PORT, or sc://HOST[:PORT] for Spark Connect.",
)
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


@scale_group.command("load")
@click.argument("folder", type=click.Path(exists=True, file_okay=False, path_type=Path))
@db_options
@json_option
def scale_load_command(folder: Path, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Load a `hcf scale conflicts` result (records, their facts and documents) into a store."""
    from ..scale import load_scale_output

    settings = Settings.resolve(db_dir, engine)
    summary = load_scale_output(folder, settings.db, settings.engine, notify=notify)
    if as_json:
        print_json(summary.as_json())
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
