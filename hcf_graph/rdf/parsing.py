"""Reading an RDF file (Turtle, TriG, N-Triples, N-Quads, RDF/XML, JSON-LD) into rdflib, with
every syntax error turned into one line naming the file, line and column."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from xml.sax import SAXParseException

from ..errors import InputError

SUFFIX_FORMATS = {
    ".ttl": "turtle",
    ".turtle": "turtle",
    ".n3": "n3",
    ".nt": "nt",
    ".ntriples": "nt",
    ".nq": "nquads",
    ".trig": "trig",
    ".rdf": "xml",
    ".owl": "xml",
    ".xml": "xml",
    ".jsonld": "json-ld",
    ".json-ld": "json-ld",
}
QUAD_FORMATS = ("trig", "nquads")


def rdf_format(path: Path, given: str | None = None) -> str:
    """The rdflib parser name for a file: ``given``, else by its suffix."""
    if given:
        return {"ttl": "turtle", "jsonld": "json-ld", "rdfxml": "xml", "owl": "xml"}.get(given, given)
    found = SUFFIX_FORMATS.get(path.suffix.lower())
    if found is None:
        known = ", ".join(sorted(SUFFIX_FORMATS))
        raise InputError(f"{path}: unknown RDF format {path.suffix or '(no suffix)'!r}; use one of {known}")
    return found


def parse_rdf(path: Path, fmt: str | None = None) -> Any:
    """The graph in ``path`` (an rdflib ``Dataset`` for TriG and N-Quads, else a ``Graph``).

    A syntax error is an :class:`InputError` of one line: ``FILE:LINE:COLUMN: what is wrong``.
    """
    import rdflib
    from rdflib.exceptions import ParserError
    from rdflib.plugins.parsers.notation3 import BadSyntax

    path = Path(path)
    parser = rdf_format(path, fmt)
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    try:
        raw = path.read_bytes()
        text = raw.decode("utf-8")
    except OSError as exc:
        raise InputError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(f"{path}:{line}: the file is not UTF-8 text") from None
    graph: Any = rdflib.Dataset() if parser in QUAD_FORMATS else rdflib.Graph()
    try:
        graph.parse(data=text, format=parser, publicID=path.resolve().as_uri())
    except BadSyntax as exc:
        line, column = _position(exc._str, exc._i)
        raise InputError(f"{path}:{line}:{column}: {_name(parser)} syntax error: {exc._why}") from None
    except SAXParseException as exc:
        raise InputError(
            f"{path}:{exc.getLineNumber()}:{(exc.getColumnNumber() or 0) + 1}: RDF/XML syntax error: {exc.getMessage()}"
        ) from None
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}:{exc.lineno}:{exc.colno}: JSON-LD syntax error: {exc.msg}") from None
    except ParserError as exc:
        raise InputError(_line_error(path, text, parser, str(exc))) from None
    except (ValueError, TypeError, KeyError, AttributeError, SyntaxError) as exc:  # what rdflib's parsers raise
        detail = " ".join(str(exc).split())[:200] or type(exc).__name__
        raise InputError(f"{path}: cannot read it as {_name(parser)}: {detail}") from None
    return graph


def _name(parser: str) -> str:
    return {
        "turtle": "Turtle",
        "trig": "TriG",
        "nt": "N-Triples",
        "nquads": "N-Quads",
        "n3": "N3",
        "xml": "RDF/XML",
        "json-ld": "JSON-LD",
    }.get(parser, parser)


def _position(source: bytes, index: int) -> tuple[int, int]:
    """Line and column (both from 1, the column in characters) of a byte offset."""
    before = source[:index]
    line_start = before.rfind(b"\n") + 1
    column = len(before[line_start:].decode("utf-8", errors="replace")) + 1
    return before.count(b"\n") + 1, column


def _line_error(path: Path, text: str, parser: str, message: str) -> str:
    """A line-based parser's error ("Invalid line: REST", REST being what it could not read of the
    line) with the line and column found in the text."""
    detail = " ".join(message.split())
    bad = detail.split(":", 1)[1].strip() if detail.lower().startswith("invalid line") else ""
    if bad:
        for number, line in enumerate(text.splitlines(), start=1):
            content = line.rstrip()
            if content.endswith(bad):
                column = len(content) - len(bad) + 1
                return f"{path}:{number}:{column}: {_name(parser)} syntax error: cannot read {bad[:80]!r}"
    return f"{path}: {_name(parser)} syntax error: {detail[:200]}"
