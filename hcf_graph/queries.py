"""Named Cypher queries loaded from ``queries/*.cypher``.

Each file holds one query (the schema file holds several statements separated by ``;``) under a
header of ``//`` comment lines::

    // One line saying what the query is for.
    // mode: read
    // params: entity_key, doc

The loader checks that the declared params are exactly the ``$names`` the body uses, so a query
can never be run with a missing parameter (silently null in ladybug) or an extra one (an error
in kuzu). ``queries/<engine>/<name>.cypher`` overrides ``<name>`` for one engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .errors import QueryFileError
from .resources import data_dir

_PARAM = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")


@dataclass(frozen=True)
class Query:
    """A named query: its text, purpose, read/write mode and declared parameters."""

    name: str
    text: str
    purpose: str
    mode: str
    params: tuple[str, ...]
    path: Path

    @property
    def statements(self) -> list[str]:
        """The statements of the body (one, except for the schema script)."""
        return [s.strip() for s in self.text.split(";\n") if s.strip().rstrip(";")]


def parse_query(path: Path, name: str | None = None) -> Query:
    """Parse one ``.cypher`` file and check its header against its body."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header: list[str] = []
    body: list[str] = []
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("//"):
            if not body:
                header.append(stripped[2:].strip())
            continue
        body.append(line)
    fields = {k.strip(): v.strip() for k, _, v in (h.partition(":") for h in header[1:]) if _}
    if not header or "mode" not in fields or "params" not in fields:
        raise QueryFileError(f"{path}: header must give a purpose line, 'mode:' and 'params:'")
    mode = fields["mode"]
    if mode not in ("read", "write"):
        raise QueryFileError(f"{path}: mode must be read or write, not {mode!r}")
    declared = tuple(p.strip() for p in fields["params"].split(",") if p.strip())
    text = "\n".join(body).strip().rstrip(";")
    used = set(_PARAM.findall(_STRING.sub("''", text)))
    if used != set(declared):
        raise QueryFileError(f"{path}: params declared {sorted(declared)} but the query uses {sorted(used)}")
    return Query(name or path.stem, text, header[0], mode, declared, path)


@lru_cache(maxsize=8)
def load_queries(engine: str = "kuzu", root: Path | None = None) -> dict[str, Query]:
    """All queries, with ``queries/<engine>/`` overrides applied."""
    folder = root or data_dir("queries")
    queries = {p.stem: parse_query(p) for p in sorted(folder.glob("*.cypher"))}
    override_dir = folder / engine
    if override_dir.is_dir():
        queries.update({p.stem: parse_query(p) for p in sorted(override_dir.glob("*.cypher"))})
    return queries
