"""Read documents from files and folders: .txt, .md, .html and .jsonl (one document a line).

Unusable files (binary, not UTF-8, empty, unreadable, larger than the per-file limit) are skipped
with a warning and the rest are read; a malformed JSONL line stops the whole ingest with its file
and line number, before anything is written.

Document names: a JSONL record is named by its ``id``; a file by its path relative to the corpus
root (``root``), or by ``name`` for a single file. Without a root (the Python API of old), a file
given directly is named by its bare file name and a file under a folder given by its path
relative to that folder. Each document records its ``source``: the file's resolved absolute path.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InputError, JsonlError
from ..jsonl import iter_json_objects
from ..model import SourceDocument

if TYPE_CHECKING:
    from bs4 import NavigableString, Tag

TEXT_SUFFIXES = {".txt": "text/plain", ".md": "text/markdown", ".markdown": "text/markdown"}
HTML_SUFFIXES = {".html", ".htm"}
SUFFIXES = set(TEXT_SUFFIXES) | HTML_SUFFIXES | {".jsonl"}
DEFAULT_MAX_FILE_MB = 10.0
"""Files larger than this are skipped with a warning (``hcf ingest --max-file-mb``): the offline
extractor reads 7-9 KB of text a second on one core here, so 10 MB is already 20-25 minutes."""


@dataclass
class LoadResult:
    """The documents read, and a warning for each file skipped."""

    documents: list[SourceDocument] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def load_paths(
    paths: list[Path], root: Path | None = None, name: str | None = None, max_file_mb: float | None = None
) -> LoadResult:
    """Read every supported file under the given files and folders.

    ``root`` names files by their path relative to it (a file outside it is refused); ``name``
    names the one file given; ``max_file_mb`` skips larger files with a warning.
    """
    if name is not None:
        _check_single_file(paths, name)
    result = LoadResult()
    sources: dict[str, str] = {}
    seen: set[Path] = set()
    for path in paths:
        if not path.exists():
            raise InputError(f"{path}: no such file or folder")
        for file, relative in _walk(path):
            resolved = file.resolve()
            if resolved in seen:  # given twice, e.g. `hcf ingest parent parent/x`: read it once
                continue
            seen.add(resolved)
            doc_name = name if name is not None else _name_under(file, root) if root is not None else relative
            try:
                _check_size(file, max_file_mb)
                documents = load_file(file, doc_name)
            except JsonlError:
                raise
            except InputError as exc:
                result.warnings.append(f"skipped {exc}")
                continue
            for doc in documents:
                _check_unique_name(doc, sources)
            result.documents.extend(documents)
    return result


def default_root(paths: list[Path]) -> Path:
    """The corpus root a first ingest records when no ``--root`` is given: the one folder given
    (or the folder of the one file given), or the deepest folder holding every path given."""
    folders = [os.path.abspath(p if p.is_dir() else p.parent) for p in paths]
    return Path(os.path.commonpath(folders))


def _name_under(file: Path, root: Path) -> str:
    """The document name of a file: its path relative to the corpus root."""
    if file.suffix.lower() == ".jsonl":
        return ""  # records are named by their ids
    absolute, base = os.path.abspath(file), os.path.abspath(root)
    if os.path.commonpath([absolute, base]) != base:
        raise InputError(
            f"{file} is outside the corpus root {base} of this database (document names are paths relative "
            "to it); give --root DIR to widen the root (stored documents keep their names), or --name NAME "
            "for a single file"
        )
    return Path(os.path.relpath(absolute, base)).as_posix()


def _check_single_file(paths: list[Path], name: str) -> None:
    if not name.strip():
        raise InputError("--name needs a non-empty document name")
    if len(paths) != 1 or not paths[0].is_file() or paths[0].suffix.lower() == ".jsonl":
        raise InputError("--name names one document: give exactly one .txt, .md or .html file with it")


def _check_size(file: Path, max_file_mb: float | None) -> None:
    """Refuse a file over the limit before reading a byte of it."""
    if max_file_mb is None or file.suffix.lower() not in SUFFIXES:
        return
    try:
        size = file.stat().st_size
    except OSError:
        return  # read_text says why it cannot be read
    if size > max_file_mb * 1_000_000:
        raise InputError(
            f"{file}: {size / 1_000_000:.1f} MB is over the limit of {max_file_mb:g} MB per file; split it, "
            f"or raise the limit with --max-file-mb {int(size / 1_000_000) + 1} (extraction takes about "
            "2-3 minutes per MB with spacy-rules on one core)"
        )


def _check_unique_name(doc: SourceDocument, sources: dict[str, str]) -> None:
    """Two files of one ingest must not share a document name (they would become two versions of
    one document and hide their disagreement); versions inside one JSONL file are fine."""
    first = sources.setdefault(doc.name, doc.source)
    if first != doc.source:
        raise InputError(
            f"{first} and {doc.source} would both be document {doc.name!r}; ingest them separately "
            "or from their common parent folder"
        )


def _walk(path: Path) -> Iterator[tuple[Path, str]]:
    """Files to read with their names relative to the path given (the bare name for a file)."""
    if path.is_file():
        yield path, path.name
        return
    for file in sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES):
        if not any(part.startswith(".") for part in file.relative_to(path).parts):
            yield file, file.relative_to(path).as_posix()


def load_file(path: Path, name: str) -> list[SourceDocument]:
    """Documents in one file (a JSONL file may hold many)."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise InputError(f"{path}: unsupported file type {suffix or '(none)'}; use .txt, .md, .html or .jsonl")
    text = read_text(path)
    source = str(path.resolve())
    if suffix == ".jsonl":
        return list(parse_document_jsonl(text, str(path), source))
    mime = TEXT_SUFFIXES.get(suffix, "text/html")
    if suffix in HTML_SUFFIXES:
        text = html_to_text(text)
    if not text.strip():
        raise InputError(f"{path}: no text in the file")
    return [SourceDocument(name=name, text=text, source=source, mime=mime)]


def read_text(path: Path) -> str:
    """The file's text as UTF-8, or an InputError saying why it cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read it ({exc.strerror})") from exc
    if not data.strip():
        raise InputError(f"{path}: the file is empty")
    if b"\x00" in data[:8192]:
        raise InputError(f"{path}: binary file, not text")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not valid UTF-8 (byte {exc.start}); convert it to UTF-8") from exc
    return text.removeprefix("\ufeff").replace("\r\n", "\n")


def html_to_text(markup: str) -> str:
    """Visible text of an HTML page: a paragraph per block element, headings as ``# Title``.

    Block elements (paragraphs, headings, list items, divisions) are separated by a blank line
    and their inline content (links, bold) is kept on one line, so sentences stay whole and the
    page's ``<h1>`` is its topic. Tables and definition lists keep their rows together: a
    two-cell row (an infobox's ``<th>Opened</th><td>1912</td>``) and a ``<dt>``/``<dd>`` pair
    become one ``Opened: 1912`` line, a wider row its cells joined by `` | ``, so the extractor
    reads them as labelled values. The document's text is this text: every fact quotes it,
    ``quote == text[start:end]``.
    """
    from bs4 import BeautifulSoup  # imported on use: keeps `hcf --help` and the read commands fast

    soup = BeautifulSoup(markup, "html.parser")
    for tag in soup(["script", "style", "noscript", "template", "head"]):
        tag.decompose()
    for table in reversed(soup.find_all("table")):  # innermost first: a nested table is one cell's text
        table.replace_with(_block(_LINE.join(_table_lines(table))))
    for listing in reversed(soup.find_all("dl")):
        listing.replace_with(_block(_LINE.join(_definition_lines(listing))))
    for heading in soup.find_all(_HEADINGS):
        heading.insert(0, "#" * int(heading.name[1]) + " ")
    for tag in soup.find_all(_BLOCKS):
        tag.insert_before(_PARAGRAPH)
        tag.insert_after(_PARAGRAPH)
    for tag in soup.find_all("br"):
        tag.replace_with(_LINE)
    flat = _SPACES.sub(" ", soup.get_text(""))
    lines = (
        line.strip() for line in re.sub(f"[ {_LINE}]*{_PARAGRAPH}[ {_LINE}{_PARAGRAPH}]*", "\n\n", flat).split(_LINE)
    )
    text = "\n".join(line for line in lines if line)
    return "\n\n".join(p.strip() for p in text.split("\n\n") if p.strip())


_SPACES = re.compile(r"\s+")
_PARAGRAPH, _LINE = "\ue000", "\ue001"  # private-use marks for breaks, placed before spaces are collapsed
_HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"]
_BLOCKS = [
    *_HEADINGS,
    "p",
    "div",
    "section",
    "article",
    "header",
    "footer",
    "nav",
    "aside",
    "main",
    "blockquote",
    "pre",
    "li",
    "ul",
    "ol",
    "figure",
    "figcaption",
    "address",
    "hr",
]


def _block(text: str) -> NavigableString:
    from bs4 import NavigableString

    return NavigableString(f"{_PARAGRAPH}{text}{_PARAGRAPH}")


def _cell_text(cell: Tag) -> str:
    """A cell's visible text on one line (a nested table's rows too)."""
    return _SPACES.sub(" ", cell.get_text(" ").replace(_PARAGRAPH, " ").replace(_LINE, " ")).strip()


def _labelled(label: str, value: str) -> str:
    """ "Opened: 1912" (a label that already ends with ":" keeps one)."""
    label = label.rstrip().rstrip(":").rstrip()
    return f"{label}: {value}" if label else value


def _table_lines(table: Tag) -> list[str]:
    """One line per row: "Label: value" for two cells, cells joined by " | " for more, the
    text of a single cell (an infobox's title row, a caption) alone."""
    lines: list[str] = []
    caption = table.find("caption")
    if caption is not None:
        lines.append(_cell_text(caption))
    for row in table.find_all("tr"):
        if row.find_parent("table") is not table:
            continue
        cells = [_cell_text(c) for c in row.find_all(["th", "td"], recursive=False)]
        cells = [c for c in cells if c]
        if len(cells) == 2:
            lines.append(_labelled(cells[0], cells[1]))
        elif cells:
            lines.append(" | ".join(cells))
    return [line for line in lines if line]


def _definition_lines(listing: Tag) -> list[str]:
    """ "Term: definition" for each <dd>, under the <dt> before it."""
    lines: list[str] = []
    term, defined = "", False
    for item in listing.find_all(["dt", "dd"]):
        if item.find_parent("dl") is not listing:
            continue
        text = _cell_text(item)
        if item.name == "dt":
            if term and not defined:
                lines.append(term)  # a term without a definition stays visible
            term, defined = text, False
        elif text:
            lines.append(_labelled(term, text))
            defined = True
    if term and not defined:
        lines.append(term)
    return lines


def parse_document_jsonl(text: str, path: str, source: str | None = None) -> Iterator[SourceDocument]:
    """Documents from JSONL: ``id``, ``text``, optional ``version`` and metadata (other keys).

    ``path`` names the file in messages; ``source`` (default: ``path``) is recorded on each document.
    """
    for number, record in iter_json_objects(text, path):
        doc_id, body = record.get("id"), record.get("text")
        if not isinstance(doc_id, (str, int)) or str(doc_id).strip() == "":
            raise JsonlError(path, number, "missing 'id' (a non-empty string)")
        if not isinstance(body, str) or not body.strip():
            raise JsonlError(path, number, "missing 'text' (a non-empty string)")
        version = record.get("version")
        metadata: dict[str, Any] = (
            record["metadata"]  # type: ignore[assignment]
            if isinstance(record.get("metadata"), dict)
            else {k: v for k, v in record.items() if k not in ("id", "text", "version")}
        )
        yield SourceDocument(
            name=str(doc_id),
            text=body.replace("\r\n", "\n"),
            source=source or path,
            mime="text/plain",
            version=None if version is None else str(version),
            metadata=metadata,
        )
