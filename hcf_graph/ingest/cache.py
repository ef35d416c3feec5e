"""The extraction cache: an extractor's facts per chunk text, kept beside the database.

``DIR/cache/extractions.sqlite3`` maps (extractor key, chunk key) to the facts the extractor
returned for a chunk, with offsets relative to its text. The chunk key is the sha256 of the chunk
text and of the document topic passed with it (a chunk extracted without its document's title
resolves "It" differently, so it must not serve a chunk that has one); the extractor key is its
versioned label plus the revision of its rules where it has one. The ingest pipeline writes it
batch by batch while it extracts, so an interrupted ingest (Ctrl-C, a crash) keeps the work
already done and the next run extracts only the rest. Deleting the folder is always safe: it only
costs the extraction again.

Extractors are versioned (``spacy-rules.v1``) and the label names the model where there is one,
so a changed extractor gets a new label and does not read another's results; an extractor's
``revision`` (``spacy-rules.v2``: a digest of its rule files) keeps results of edited rules apart.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from ..errors import StoreError
from ..extract import Extractor
from ..model import ExtractedFact

CACHE_FOLDER = "cache"
CACHE_FILE = "extractions.sqlite3"
_FIELDS = ("entity", "relation", "value", "start", "end", "qualifier", "confidence")


def text_key(text: str, topic: str | None = None) -> str:
    """The cache key of a chunk: the sha256 of its text, or of its topic and text when the
    extractor was told what the chunk's document is about."""
    if topic is None:
        return hashlib.sha256(text.encode("utf-8")).hexdigest()
    return hashlib.sha256(b"topic\x00" + topic.encode("utf-8") + b"\x00" + text.encode("utf-8")).hexdigest()


def extractor_key(extractor: Extractor) -> str:
    """The cache's name for an extractor: its label (``spacy-rules.v2``), plus ``@revision``
    when it has one (a digest of its rules, so edited rules never read stale results)."""
    label = extractor.label()
    revision = getattr(extractor, "revision", "")
    return f"{label}@{revision}" if revision else label


class ExtractionCache:
    """Facts per (extractor key, chunk key); a disabled cache reads and writes nothing."""

    def __init__(self, db_folder: Path, label: str, enabled: bool = True) -> None:
        self.label = label
        self.path = Path(db_folder) / CACHE_FOLDER / CACHE_FILE
        self._conn: sqlite3.Connection | None = None
        if enabled:
            self._conn = self._connect()

    def _connect(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path)
            # WAL without a sync per commit: a commit survives the process (Ctrl-C, kill -9), not
            # a power cut, which only costs extracting again; one sync a batch tripled ingest time.
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS extraction ("
                " extractor TEXT NOT NULL, text_sha256 TEXT NOT NULL, facts TEXT NOT NULL,"
                " PRIMARY KEY (extractor, text_sha256))"
            )
            conn.commit()
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(
                f"cannot use the extraction cache {self.path} ({exc}); delete {self.path.parent} or pass --no-cache"
            ) from exc
        return conn

    @property
    def enabled(self) -> bool:
        return self._conn is not None

    def get_many(self, keys: Sequence[str]) -> dict[str, list[ExtractedFact]]:
        """The cached facts of those keys that are cached."""
        if self._conn is None or not keys:
            return {}
        found: dict[str, list[ExtractedFact]] = {}
        unique = sorted(set(keys))
        for start in range(0, len(unique), 500):  # SQLite's limit on bound parameters
            part = unique[start : start + 500]
            marks = ",".join("?" * len(part))
            try:
                rows = self._conn.execute(
                    f"SELECT text_sha256, facts FROM extraction WHERE extractor = ? AND text_sha256 IN ({marks})",
                    [self.label, *part],
                ).fetchall()
            except sqlite3.Error as exc:
                raise StoreError(
                    f"the extraction cache {self.path} is damaged ({exc}); delete {self.path.parent}"
                ) from exc
            for key, facts in rows:
                decoded = _decode(facts)
                if decoded is not None:
                    found[key] = decoded
        return found

    def put_many(self, items: Sequence[tuple[str, list[ExtractedFact]]]) -> None:
        """Store the facts of these keys and commit at once (so an interruption keeps them)."""
        if self._conn is None or not items:
            return
        rows = [
            (self.label, key, json.dumps([[getattr(f, n) for n in _FIELDS] for f in facts])) for key, facts in items
        ]
        try:
            self._conn.executemany("INSERT OR REPLACE INTO extraction VALUES (?, ?, ?)", rows)
            self._conn.commit()
        except sqlite3.Error as exc:
            raise StoreError(f"cannot write the extraction cache {self.path} ({exc}); pass --no-cache") from exc

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


def _decode(payload: str) -> list[ExtractedFact] | None:
    """Facts from their JSON form, or None for a damaged entry (which is then extracted again)."""
    try:
        return [ExtractedFact(**dict(zip(_FIELDS, row, strict=True))) for row in json.loads(payload)]
    except (ValueError, TypeError):
        return None
