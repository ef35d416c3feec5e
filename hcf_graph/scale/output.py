"""Writing a Spark job's result folder whole or not at all (``hcf scale conflicts`` and ``audit``)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..log import disk_error


@contextmanager
def result_folder(out: Path) -> Iterator[Path]:
    """Yield an empty temporary folder beside ``out``; when the block ends normally it replaces ``out``
    (an earlier result is removed only after the new one is in place), otherwise it is removed.
    An OSError becomes the log's one-line disk message."""
    tmp = out.parent / f".{out.name}.tmp-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        tmp.mkdir(parents=True)
        yield tmp
        old = out.parent / f".{out.name}.old-{os.getpid()}"
        if out.exists():
            os.replace(out, old)
        os.replace(tmp, out)
        shutil.rmtree(old, ignore_errors=True)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise disk_error(exc, out.parent) from exc
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
