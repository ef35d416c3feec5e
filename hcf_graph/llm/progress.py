"""A progress bar on stderr for a batch of LLM inputs (shown only on a terminal).

When another rich live display is already running (the ingest command's own bar), none is
shown: rich allows one live display at a time.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.errors import LiveError
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


@contextmanager
def progress_bar(total: int, description: str, enabled: bool | None = None) -> Iterator[Callable[[Any], None]]:
    """Yield a callback to call once per finished input. ``enabled=None``: on a terminal only."""
    show = sys.stderr.isatty() if enabled is None else enabled
    if not show or total <= 1:
        yield lambda _outcome: None
        return
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
    )
    progress = Progress(*columns, console=Console(stderr=True), transient=True)
    try:
        progress.start()
    except LiveError:
        yield lambda _outcome: None
        return
    try:
        task = progress.add_task(description, total=total)
        yield lambda _outcome: progress.advance(task)
    finally:
        progress.stop()
