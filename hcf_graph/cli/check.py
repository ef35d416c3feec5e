"""``hcf check``: the integrity of the store (log checksums, log and graph agree, quotes, orphans,
conflicts), exit 1 with one line per problem."""

from __future__ import annotations

import click

from ..config import Settings
from .options import db_options, json_option, notify, print_json, wait_seconds


@click.command()
@db_options
@json_option
def check(db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Check the store: log checksums, log and graph agree, every quote equals its span, no orphan
    nodes, conflicts up to date. Exit 0 when all pass, 1 with one line per problem."""
    from ..integrity import check_database

    settings = Settings.resolve(db_dir, engine)
    report = check_database(settings.db, settings.engine, wait=wait_seconds(), notify=notify)
    if as_json:
        print_json(report.as_json())
    else:
        for note in report.notes:
            click.echo(f"note: {note}", err=True)
        for line in report.lines():
            click.echo(line)
        if report.ok:
            click.echo(f"ok: {', '.join(report.problems)} ({report.counts.get('facts', 0)} facts)")
    if not report.ok:
        raise SystemExit(1)
