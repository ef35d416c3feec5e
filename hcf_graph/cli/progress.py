"""A progress bar on a terminal (rich), nothing elsewhere."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn


@contextmanager
def progress_bar(label: str, enabled: bool) -> Iterator[tuple[Callable[[int], None], Callable[[int], None]]]:
    """Yields ``(advance, set_total)``; both do nothing when disabled."""
    if not enabled:
        yield (lambda n: None), (lambda n: None)
        return
    columns = (TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, transient=True) as bar:
        task = bar.add_task(label, total=None)
        yield (lambda n: bar.advance(task, n)), (lambda n: bar.update(task, total=n))
