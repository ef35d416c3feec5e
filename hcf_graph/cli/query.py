"""``hcf query``: a named read query from queries/, or ad-hoc read-only Cypher, within a time limit."""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import click

from ..errors import ConfigError, InputError
from .options import db_options, json_option, open_db, print_json
from .render import print_table

if TYPE_CHECKING:
    from ..queries import Query

DEFAULT_TIMEOUT = 10.0


@click.command()
@click.argument("name", required=False)
@click.option(
    "-p",
    "--param",
    "params",
    multiple=True,
    metavar="KEY=VALUE",
    help='A query parameter; VALUE is JSON (true, 3, [1,2], "text"), other text is taken as text.',
)
@click.option("--cypher", default=None, help="Run this read-only Cypher (reads only: no files, no writes).")
@click.option(
    "--timeout",
    type=click.FloatRange(min=0),
    default=DEFAULT_TIMEOUT,
    show_default=True,
    help="Stop the query after this many seconds (0: no limit).",
)
@click.option("--list", "list_queries", is_flag=True, help="List the named read queries with their parameters.")
@db_options
@json_option
def query(
    name: str | None,
    params: tuple[str, ...],
    cypher: str | None,
    timeout: float,
    list_queries: bool,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Run a named read query from queries/ (``hcf query NAME -p key=value``) or ``--cypher``."""
    from ..queries import load_queries, parse_param_value

    if list_queries:
        rows = [
            {"name": q.name, "params": _signature(q), "purpose": q.purpose}
            for q in load_queries().values()
            if q.mode == "read"
        ]
        print_json(rows) if as_json else print_table(rows)
        return
    if bool(name) == bool(cypher):
        raise click.UsageError("give a query NAME or --cypher (see --list)")
    texts = dict(_param(p) for p in params)
    with open_db(db_dir, engine, read_only=True) as db, _hard_deadline(timeout):
        store = db.graph.store
        if cypher:
            values = {k: parse_param_value(k, raw) for k, raw in texts.items()}
            rows = store.run_read(cypher, values, timeout).to_pylist()
        else:
            found = db.graph.queries.get(name or "")
            if found is None:
                raise ConfigError(f"no query named {name!r}; see `hcf query --list`")
            if found.mode != "read":
                raise ConfigError(f"{name} is a write query; `hcf query` runs read queries only")
            arguments = found.arguments_from_text(texts)
            with store.time_limit(timeout):
                rows = store.rows(found, arguments)  # plain rows: a named read never imports Arrow
    print_json(rows) if as_json else print_table(rows)


def _param(text: str) -> tuple[str, str]:
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise InputError(f"parameter {text!r} must look like key=value")
    return key.strip(), raw


def _signature(query: Query) -> str:
    return ", ".join(f"{p}={json.dumps(query.defaults[p])}" if p in query.defaults else p for p in query.params)


@contextmanager
def _hard_deadline(seconds: float) -> Iterator[None]:
    """End the process when a query outlives its limit by a grace period.

    The engines check their time limit only between units of work, so a single huge function call
    (kuzu takes about 100 s for ``UNWIND range(1, 20000000)``) is not interrupted. The store is open
    read-only, so ending the process loses nothing.
    """
    if not seconds:
        yield
        return
    timer = threading.Timer(seconds + max(2.0, seconds), _give_up, args=(seconds,))
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


def _give_up(seconds: float) -> None:
    sys.stderr.write(
        f"Error: the query ran past its time limit of {seconds:g} s and the engine did not stop it; "
        "narrow the query or raise --timeout\n"
    )
    sys.stderr.flush()
    os._exit(1)
