"""Read documents from files and folders: .txt, .md, .html and .jsonl (one document a line).

Unusable files (binary, not UTF-8, empty, unreadable) are skipped with a warning and the rest
are read; a malformed JSONL line stops the whole ingest with its file and line number, before
anything is written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bs4 import BeautifulSoup

from ..errors import InputError, JsonlError
from ..jsonl import iter_json_objects
from ..model import SourceDocument

TEXT_SUFFIXES = {".txt": "text/plain", ".md": "text/markdown", ".markdown": "text/markdown"}
HTML_SUFFIXES = {".html", ".htm"}
SUFFIXES = set(TEXT_SUFFIXES) | HTML_SUFFIXES | {".jsonl"}


@dataclass
class LoadResult:
    """The documents read, and a warning for each file skipped."""

    documents: list[SourceDocument] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def load_paths(paths: list[Path]) -> LoadResult:
    """Read every supported file under the given files and folders."""
    result = LoadResult()
    sources: dict[str, str] = {}
    for path in paths:
        if not path.exists():
            raise InputError(f"{path}: no such file or folder")
        for file, name in _walk(path):
            try:
                documents = load_file(file, name)
            except JsonlError:
                raise
            except InputError as exc:
                result.warnings.append(f"skipped {exc}")
                continue
            for doc in documents:
                _check_unique_name(doc, sources)
            result.documents.extend(documents)
    return result


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
    """Files to read with their document names: relative to a folder given, or the bare file name."""
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
    if suffix == ".jsonl":
        return list(parse_document_jsonl(text, str(path)))
    mime = TEXT_SUFFIXES.get(suffix, "text/html")
    if suffix in HTML_SUFFIXES:
        text = html_to_text(text)
    if not text.strip():
        raise InputError(f"{path}: no text in the file")
    return [SourceDocument(name=name, text=text, source=str(path), mime=mime)]


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
    """Visible text of an HTML page, one block element per line."""
    soup = BeautifulSoup(markup, "html.parser")
    for tag in soup(["script", "style", "noscript", "template", "head"]):
        tag.decompose()
    lines = (line.strip() for line in soup.get_text("\n").splitlines())
    return "\n".join(line for line in lines if line)


def parse_document_jsonl(text: str, path: str) -> Iterator[SourceDocument]:
    """Documents from JSONL: ``id``, ``text``, optional ``version`` and metadata (other keys)."""
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
            source=path,
            mime="text/plain",
            version=None if version is None else str(version),
            metadata=metadata,
        )
