"""Reading JSONL: one JSON object a line, errors naming the file and the line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .errors import JsonlError


def parse_json_object(line: str, path: str, number: int) -> dict[str, Any]:
    """One JSONL line as an object, or a JsonlError naming file and line."""
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise JsonlError(path, number, f"invalid JSON ({exc.msg} at column {exc.colno})") from exc
    if not isinstance(record, dict):
        raise JsonlError(path, number, "each line must be a JSON object")
    return record


def iter_json_objects(text: str, path: str | Path, comments: bool = False) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line (and, with ``comments``, not a ``#`` line)."""
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or (comments and stripped.startswith("#")):
            continue
        yield number, parse_json_object(line, str(path), number)
