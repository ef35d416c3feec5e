"""User-supplied alias tables ("Bombay" is "Mumbai") and never-merge lists ("Niger" is not "Nigeria").

Both load from CSV (with a header row) or JSONL (one object a line); the format follows the file
extension (``.csv``, ``.jsonl``/``.ndjson``). Lines that are empty or start with ``#`` are skipped.

- alias table: CSV columns ``alias,canonical`` (others ignored), JSONL ``{"alias", "canonical"}``;
- never-merge list: CSV columns ``a,b``, JSONL ``{"a", "b"}``.

Names are matched by their signature (:func:`.names.name_signature`), so "St. Petersburg" in a table
also covers "Saint-Petersburg". Every mistake is an :class:`~hcf_graph.errors.InputError` naming
the file and line.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import InputError, JsonlError
from ..jsonl import iter_json_objects
from .names import name_signature


@dataclass(frozen=True)
class AliasEntry:
    """One row of an alias table and where it came from ("file:line")."""

    alias: str
    canonical: str
    source: str = ""


@dataclass
class AliasTable:
    """Aliases mapped to canonical names, looked up by name signature; chains are followed."""

    entries: list[AliasEntry] = field(default_factory=list)
    _by_signature: dict[str, AliasEntry] = field(default_factory=dict, repr=False)

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[str, str]], source: str = "") -> AliasTable:
        table = cls()
        for alias, canonical in pairs:
            table.add(AliasEntry(alias, canonical, source))
        return table

    def add(self, entry: AliasEntry) -> None:
        """Add one entry; an alias given two different canonical names is an error."""
        key = name_signature(entry.alias)
        if not key or not name_signature(entry.canonical):
            raise InputError(f"{entry.source or 'alias table'}: alias and canonical must both be non-empty names")
        old = self._by_signature.get(key)
        if old is not None and name_signature(old.canonical) != name_signature(entry.canonical):
            raise InputError(
                f"{entry.source or 'alias table'}: alias {entry.alias!r} maps to {entry.canonical!r}, "
                f"but {old.source or 'an earlier row'} maps it to {old.canonical!r}; keep one"
            )
        if key == name_signature(entry.canonical):
            return  # "Saint Louis" -> "St. Louis": already one signature
        self.entries.append(entry)
        self._by_signature[key] = entry

    def canonical(self, name: str) -> str | None:
        """The canonical name for ``name`` (following chains), or None when it is no alias."""
        key = name_signature(name)
        seen: set[str] = set()
        result: str | None = None
        while key in self._by_signature:
            if key in seen:
                raise InputError(f"alias cycle through {name!r}: {' -> '.join(sorted(seen))}")
            seen.add(key)
            entry = self._by_signature[key]
            result = entry.canonical
            key = name_signature(result)
        return result

    def entry(self, name: str) -> AliasEntry | None:
        """The entry whose alias is ``name`` (by signature), for provenance."""
        return self._by_signature.get(name_signature(name))

    def __len__(self) -> int:
        return len(self.entries)


def load_alias_table(path: str | Path) -> AliasTable:
    """Read an alias table from CSV (``alias,canonical``) or JSONL (``{"alias","canonical"}``)."""
    table = AliasTable()
    for line, (alias, canonical) in _read_pairs(Path(path), ("alias", "canonical")):
        table.add(AliasEntry(alias, canonical, f"{path}:{line}"))
    return table


def load_never_merge(path: str | Path) -> set[frozenset[str]]:
    """Read a never-merge list from CSV (``a,b``) or JSONL (``{"a","b"}``) as pairs of names."""
    pairs: set[frozenset[str]] = set()
    for line, (a, b) in _read_pairs(Path(path), ("a", "b")):
        if name_signature(a) == name_signature(b) and a.strip() == b.strip():
            raise InputError(f"{path}:{line}: a name cannot be kept apart from itself ({a!r})")
        pairs.add(frozenset((a, b)))
    return pairs


def _read_pairs(path: Path, columns: tuple[str, str]) -> Iterator[tuple[int, tuple[str, str]]]:
    suffix = path.suffix.lower()
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text ({exc.reason})") from exc
    if suffix == ".csv":
        yield from _csv_pairs(path, text, columns)
    elif suffix in {".jsonl", ".ndjson"}:
        yield from _jsonl_pairs(path, text, columns)
    else:
        raise InputError(f"{path}: unknown format {suffix or '(no extension)'}; use .csv or .jsonl")


def _csv_pairs(path: Path, text: str, columns: tuple[str, str]) -> Iterator[tuple[int, tuple[str, str]]]:
    rows = csv.reader(text.splitlines())
    header: list[str] | None = None
    for line, row in enumerate(rows, start=1):
        if not row or not any(cell.strip() for cell in row) or row[0].lstrip().startswith("#"):
            continue
        if header is None:
            header = [cell.strip().lower() for cell in row]
            missing = [c for c in columns if c not in header]
            if missing:
                raise InputError(
                    f"{path}:{line}: header must name the columns {', '.join(columns)} "
                    f"(found {', '.join(header) or 'nothing'})"
                )
            continue
        idx = [header.index(c) for c in columns]
        if len(row) <= max(idx):
            raise InputError(f"{path}:{line}: expected {len(header)} columns, found {len(row)}")
        a, b = (row[i].strip() for i in idx)
        if not a or not b:
            raise InputError(f"{path}:{line}: empty {columns[0] if not a else columns[1]}")
        yield line, (a, b)
    if header is None:
        raise InputError(f"{path}: empty file; expected a header row {','.join(columns)}")


def _jsonl_pairs(path: Path, text: str, columns: tuple[str, str]) -> Iterator[tuple[int, tuple[str, str]]]:
    for line, record in iter_json_objects(text, path, comments=True):
        values = []
        for c in columns:
            value = record.get(c)
            if not isinstance(value, str) or not value.strip():
                raise JsonlError(str(path), line, f"field {c!r} must be a non-empty string")
            values.append(value.strip())
        yield line, (values[0], values[1])
