"""Shared CLI plumbing: option sets, opening the database, errors as one-line messages."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

import click

from ..config import Settings
from ..errors import HcfError
from ..wording import plural

if TYPE_CHECKING:
    from ..database import Database

F = TypeVar("F", bound=Callable[..., Any])


class HcfGroup(click.Group):
    """A click group that turns every HcfError into a one-line message and exit code 1."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except HcfError as exc:
            raise click.ClickException(str(exc)) from None


class LazyChoice(click.Choice):  # type: ignore[type-arg]
    """A ``click.Choice`` whose choices come from ``"module:NAME"``, imported only when an option is
    parsed or its help shown, so that listing the commands does not import the library."""

    def __init__(self, where: str, case_sensitive: bool = True) -> None:
        self._where = where
        self._choices: tuple[str, ...] | None = None
        self.case_sensitive = case_sensitive

    @property  # type: ignore[override]
    def choices(self) -> tuple[str, ...]:
        if self._choices is None:
            import importlib

            module, name = self._where.split(":")
            self._choices = tuple(getattr(importlib.import_module(module), name))
        return self._choices

    @choices.setter
    def choices(self, value: tuple[str, ...]) -> None:
        self._choices = tuple(value)


WAIT_KEY = "hcf_wait"


def _remember_wait(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    if value is not None:
        ctx.meta[WAIT_KEY] = value
    return value


def db_options(func: F) -> F:
    """``--db DIR`` (env HCF_DB, default ./hcf.db), ``--engine`` (env HCF_ENGINE) and ``--wait
    SECONDS`` (env HCF_WAIT; read by :func:`open_db`, so commands need no parameter for it)."""
    func = click.option(
        "--wait",
        type=click.FloatRange(min=0),
        default=None,
        expose_value=False,
        callback=_remember_wait,
        metavar="SECONDS",
        help="How long to wait for a running writer to finish [env HCF_WAIT; default: 10 for reading, 0 for writing].",
    )(func)
    func = click.option(
        "--engine",
        type=click.Choice(["kuzu", "ladybug"]),
        default=None,
        help="Graph engine [env HCF_ENGINE; default: the one the database was built with, else kuzu].",
    )(func)
    return click.option(
        "--db",
        "db_dir",
        metavar="DIR",
        default=None,
        help="Database folder [env HCF_DB; default ./hcf.db].",
    )(func)


def json_option(func: F) -> F:
    return click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")(func)


def wait_seconds() -> float | None:
    """The ``--wait`` of the running command (or HCF_WAIT); None: the database's default."""
    ctx = click.get_current_context(silent=True)
    value = ctx.meta.get(WAIT_KEY) if ctx is not None else None
    if value is None and os.environ.get("HCF_WAIT"):
        try:
            value = float(os.environ["HCF_WAIT"])
        except ValueError:
            raise click.UsageError(f"HCF_WAIT must be a number of seconds, not {os.environ['HCF_WAIT']!r}") from None
    return value  # type: ignore[no-any-return]


def notify(message: str) -> None:
    """A progress line on stderr (recovery, waiting for a writer)."""
    click.echo(message, err=True)


@contextmanager
def open_db(db_dir: str | None, engine: str | None, read_only: bool) -> Iterator[Database]:
    """Open the database for a command (waiting for a running writer up to ``--wait``, recovering
    an interrupted write with progress on stderr); warn when a read-only graph lags its log."""
    from ..database import Database

    settings = Settings.resolve(db_dir, engine)
    database = Database(settings.db, engine=settings.engine, read_only=read_only, wait=wait_seconds(), notify=notify)
    try:
        if read_only:
            lag = database.lag()
            if lag:
                warn(
                    f"the graph is {plural(lag, 'log batch', 'log batches')} behind; run `hcf rebuild` or any ingest to catch up"
                )
        yield database
    finally:
        database.close()


def warn(message: str) -> None:
    click.echo(f"warning: {message}", err=True)


def print_json(data: Any) -> None:
    """Print ``data`` as JSON: indented for a person at a terminal, else on one line.

    Indented output goes through the json module's pure-Python encoder (about 1 s for the
    13 MB listing of 10k conflicts); one line goes through its C encoder (about 0.15 s).
    """
    indent = 2 if stdout_is_terminal() else None
    click.echo(json.dumps(data, ensure_ascii=False, indent=indent, default=str))


def stdout_is_terminal() -> bool:
    return sys.stdout.isatty()


def is_terminal() -> bool:
    return sys.stderr.isatty()


def span(start: int | None, end: int | None) -> str:
    return f"[{start}:{end}]" if start is not None else "[no span]"


def one_line(text: str, width: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
