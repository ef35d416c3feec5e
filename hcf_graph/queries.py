"""Named Cypher queries loaded from ``queries/*.cypher``.

Each file holds one query (the schema file holds several statements separated by ``;``) under a
header of ``//`` comment lines::

    // One line saying what the query is for.
    // mode: read
    // params: entity_key, doc
    // defaults: doc=""

The loader checks that the declared params are exactly the ``$names`` the body uses, so a query
can never be run with a missing parameter (silently null in ladybug) or an extra one (an error
in kuzu). The optional ``defaults:`` line gives JSON values for optional params (each must be a
declared param); :meth:`Query.arguments` fills them in. ``queries/<engine>/<name>.cypher``
overrides ``<name>`` for one engine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from .errors import InputError, QueryFileError
from .resources import data_dir

MAX_PARAM_DEPTH = 40

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
    defaults: dict[str, Any] = field(default_factory=dict, hash=False)

    @property
    def statements(self) -> list[str]:
        """The statements of the body (one, except for the schema script)."""
        return [s.strip() for s in self.text.split(";\n") if s.strip().rstrip(";")]

    def arguments(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """Exactly the declared params: ``given`` over the declared defaults; unknown or missing ones refused."""
        unknown = sorted(set(given) - set(self.params))
        if unknown:
            takes = f"its parameters: {', '.join(self.params)}" if self.params else "it takes no parameters"
            raise InputError(f"{self.name} has no parameter {', '.join(unknown)}; {takes}")
        values = {**self.defaults, **given}
        missing = [p for p in self.params if p not in values]
        if missing:
            raise InputError(f"{self.name} needs -p for: {', '.join(missing)}")
        return {p: values[p] for p in self.params}

    def arguments_from_text(self, texts: Mapping[str, str]) -> dict[str, Any]:
        """Arguments from ``-p name=value`` texts: each value is JSON (text that is not JSON is taken
        as text); a param whose default is text takes numbers and booleans as typed text; ``null``
        is refused (leave the param out for its default, or write ``'"null"'`` for the text)."""
        values: dict[str, Any] = {}
        for name, raw in texts.items():
            value = parse_param_value(name, raw)
            if name in self.params:
                value = self._typed(name, raw, value)
            values[name] = value
        return self.arguments(values)

    def _typed(self, name: str, raw: str, value: Any) -> Any:
        default = self.defaults.get(name)
        if value is None:
            hint = (
                f"leave it out to use its default ({json.dumps(default)})" if name in self.defaults else "give a value"
            )
            raise InputError(
                f"-p {name}=null: {self.name} takes no null for {name}; {hint}, or write -p {name}='\"null\"' for the text null"
            )
        if isinstance(default, str) and isinstance(value, (bool, int, float)):
            return raw.strip()
        expected = type(default) if name in self.defaults and default is not None else None
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if expected is not None and (type(value) is not expected):
            kinds = {
                bool: "true or false",
                str: "text",
                int: "an integer",
                float: "a number",
                list: "a JSON list",
                dict: "a JSON object",
            }
            raise InputError(f"-p {name}={raw}: {self.name} takes {kinds.get(expected, expected.__name__)} for {name}")
        return value


def parse_param_value(name: str, raw: str) -> Any:
    """A ``-p`` value: JSON (``true``, ``3``, ``"text"``, ``[1, 2]``, ``null``), or the text itself when it is not JSON."""
    try:
        value = json.loads(raw)
    except RecursionError:
        raise InputError(f"-p {name}: the value nests deeper than {MAX_PARAM_DEPTH} levels") from None
    except ValueError:
        return raw
    if _depth(value) > MAX_PARAM_DEPTH:
        raise InputError(f"-p {name}: the value nests deeper than {MAX_PARAM_DEPTH} levels")
    return value


def _depth(value: Any) -> int:
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else None
    if children is None:
        return 0
    deepest = 0
    stack = [(c, 1) for c in children]
    while stack:
        item, level = stack.pop()
        deepest = max(deepest, level)
        inner = item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        stack.extend((c, level + 1) for c in inner)
    return deepest


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
    defaults = _parse_defaults(path, fields.get("defaults", ""))
    undeclared = sorted(set(defaults) - set(declared))
    if undeclared:
        raise QueryFileError(f"{path}: defaults name {undeclared}, which are not declared params {list(declared)}")
    return Query(name or path.stem, text, header[0], mode, declared, path, defaults)


def _parse_defaults(path: Path, text: str) -> dict[str, Any]:
    """``name=JSON, name=JSON`` from a ``// defaults:`` header line."""
    defaults: dict[str, Any] = {}
    decoder = json.JSONDecoder()
    i, text = 0, text.strip()
    while i < len(text):
        name, sep, _ = text[i:].partition("=")
        name = name.strip().lstrip(",").strip()
        if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise QueryFileError(f"{path}: defaults must look like 'name=JSON, name=JSON', not {text!r}")
        start = text.index("=", i) + 1
        while start < len(text) and text[start] == " ":
            start += 1
        try:
            value, end = decoder.raw_decode(text, start)
        except ValueError:
            raise QueryFileError(f"{path}: the default of {name} is not JSON (text needs double quotes)") from None
        if value is None or name in defaults:
            raise QueryFileError(f"{path}: default of {name} is null or given twice")
        defaults[name] = value
        i = end
        while i < len(text) and text[i] in " ,":
            i += 1
    return defaults


@lru_cache(maxsize=8)
def load_queries(engine: str = "kuzu", root: Path | None = None) -> dict[str, Query]:
    """All queries, with ``queries/<engine>/`` overrides applied."""
    folder = root or data_dir("queries")
    queries = {p.stem: parse_query(p) for p in sorted(folder.glob("*.cypher"))}
    override_dir = folder / engine
    if override_dir.is_dir():
        queries.update({p.stem: parse_query(p) for p in sorted(override_dir.glob("*.cypher"))})
    return queries
