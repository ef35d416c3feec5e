"""A content-addressed cache of validated LLM outputs on disk.

The key is the SHA-256 of everything that decides the output: operator name and version, model,
sampling parameters and the full messages. Each entry is one JSON file,
``<dir>/<key[:2]>/<key>.json``, written atomically; an unreadable entry counts as a miss.
Only outputs that passed validation are stored, so a failure is retried on the next run.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def cache_key(operator: str, model: str, params: dict[str, Any], messages: list[dict[str, Any]]) -> str:
    """SHA-256 over a canonical JSON of the request's deciding parts."""
    payload = {"operator": operator, "model": model, "params": params, "messages": messages}
    canonical = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class DiskCache:
    """JSON entries under one directory, addressed by :func:`cache_key`."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        """The stored entry, or ``None`` when absent or unreadable."""
        try:
            entry = json.loads(self._path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return entry if isinstance(entry, dict) else None

    def put(self, key: str, entry: dict[str, Any]) -> None:
        """Store ``entry`` atomically; a cache that cannot be written is skipped, not fatal."""
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(entry, handle, ensure_ascii=False)
            os.replace(tmp, path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)
