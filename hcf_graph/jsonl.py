"""Reading JSONL: one JSON object a line, errors naming the file and the line.

Lines are split on ``\\n`` only (a raw U+2028 or U+0085 inside a string is part of the line, as
JSON allows), a trailing ``\\r`` is dropped, and a line may nest at most :data:`MAX_DEPTH` levels
(deeper input is refused before the parser sees it, so it can neither exhaust the stack nor crash
a native parser). Big files are read in blocks of whole lines (:func:`read_line_blocks`), with
lines longer than a limit (:data:`MAX_LINE_BYTES` for facts) reported instead of read.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from .errors import JsonlError

MAX_DEPTH = 64
MAX_LINE_BYTES = 1 << 20  # 1 MiB: a fact, or a JSONL document record, is far smaller
BLOCK_BYTES = 1 << 24


def json_structure(text: str, start: int = 0) -> Iterator[tuple[int, str, bool]]:
    """(index, character, whether it is JSON structure) from ``start``: characters inside string
    literals, and the quotes around them, are not structure."""
    in_string = escaped = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            yield i, ch, False
        elif ch == '"':
            in_string = True
            yield i, ch, False
        else:
            yield i, ch, True


def nesting_depth(line: str | bytes) -> int:
    """The deepest nesting of objects and arrays in a JSON text, ignoring brackets inside strings
    (exact for valid JSON, an upper bound for anything else)."""
    text = line.decode("utf-8", "replace") if isinstance(line, bytes) else line
    if text.count("{") + text.count("[") <= MAX_DEPTH:  # cannot be deeper than its brackets
        return text.count("{") + text.count("[")
    depth = deepest = 0
    for _, char, structural in json_structure(text):
        if not structural:
            continue
        if char in "{[":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "}]":
            depth -= 1
    return deepest


def lone_surrogate(text: str) -> bool:
    """Whether a string holds a lone UTF-16 surrogate (JSON's ``"\\ud800"``), which is no text."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _surrogates_in(value: Any) -> bool:
    if isinstance(value, str):
        return lone_surrogate(value)
    if isinstance(value, dict):
        return any(_surrogates_in(k) or _surrogates_in(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_surrogates_in(v) for v in value)
    return False


def describe(value: Any) -> str:
    """A JSON value's kind in words, for messages (``null``, ``a boolean``, ``an array`` ...)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


class _DuplicateKey(ValueError):
    """A key given twice in one JSON object (JSON leaves the meaning open; we refuse it)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    record = dict(pairs)
    if len(record) < len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return record


def parse_json_object(line: str, path: str, number: int) -> dict[str, Any]:
    """One JSONL line as an object, or a JsonlError naming file and line."""
    if nesting_depth(line) > MAX_DEPTH:
        raise JsonlError(path, number, f"nested more than {MAX_DEPTH} levels deep; a record must be flatter")
    try:
        record = json.loads(line, object_pairs_hook=_unique_keys)
    except _DuplicateKey as exc:
        raise JsonlError(path, number, f"field {exc.args[0]!r}: given twice in one object") from exc
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data":
            raise JsonlError(
                path,
                number,
                f"more than one JSON value on the line (at column {exc.colno}); put one object on each line",
            ) from exc
        raise JsonlError(path, number, f"invalid JSON ({exc.msg} at column {exc.colno})") from exc
    except RecursionError as exc:  # cannot happen below MAX_DEPTH, kept as a last guard
        raise JsonlError(path, number, "nested too deeply; a record must be flatter") from exc
    if not isinstance(record, dict):
        raise JsonlError(path, number, f"each line must be a JSON object, not {describe(record)}")
    for key, value in record.items():
        if _surrogates_in(key) or _surrogates_in(value):
            raise JsonlError(
                path,
                number,
                f"field {key.encode('utf-8', 'replace').decode()!r}: holds a lone UTF-16 "
                "surrogate escape (like \\ud800), which is not text",
            )
    return record


def split_lines(text: str) -> Iterator[tuple[int, str]]:
    """(line number, line) on ``\\n`` only, without a trailing ``\\r``; never ``str.splitlines``,
    which also breaks at U+2028, U+0085 and other characters that JSON strings may hold raw."""
    for number, line in enumerate(text.split("\n"), start=1):
        yield number, line[:-1] if line.endswith("\r") else line


def iter_json_objects(text: str, path: str | Path, comments: bool = False) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line (and, with ``comments``, not a ``#`` line)."""
    for number, line in split_lines(text):
        stripped = line.strip()
        if not stripped or (comments and stripped.startswith("#")):
            continue
        yield number, parse_json_object(line, str(path), number)


@dataclass
class LineBlock:
    """Whole lines of a file: ``data`` starts at line ``first_line``; a line longer than the limit
    is left empty in ``data`` (so numbering holds) and its number is listed in ``too_long``."""

    first_line: int
    data: bytes
    too_long: list[int] = field(default_factory=list)

    @property
    def n_lines(self) -> int:
        return self.data.count(b"\n") + (0 if not self.data or self.data.endswith(b"\n") else 1)


def read_line_blocks(
    handle: BinaryIO, block_bytes: int = BLOCK_BYTES, max_line_bytes: int = MAX_LINE_BYTES
) -> Iterator[LineBlock]:
    """Blocks of whole lines from a binary file, in bounded memory: no line longer than
    ``max_line_bytes`` is ever held (it is skipped and reported)."""
    line_no = 1
    carry = b""
    skipping = False  # inside a line that is already too long
    while True:
        chunk = handle.read(block_bytes)
        if not chunk:
            break
        if skipping:
            cut = chunk.find(b"\n")
            if cut < 0:
                continue
            chunk, skipping = chunk[cut + 1 :], False
            yield LineBlock(line_no, b"\n", [line_no])
            line_no += 1
        data = carry + chunk
        cut = data.rfind(b"\n")
        if cut < 0:
            carry = data
            if len(carry) > max_line_bytes:
                carry, skipping = b"", True
            continue
        whole, carry = data[: cut + 1], data[cut + 1 :]
        if len(carry) > max_line_bytes:
            carry, skipping = b"", True
        block = _limit_lines(LineBlock(line_no, whole), max_line_bytes)
        line_no += block.n_lines
        yield block
    if skipping:
        yield LineBlock(line_no, b"", [line_no])
    elif carry:
        yield _limit_lines(LineBlock(line_no, carry), max_line_bytes)


def _limit_lines(block: LineBlock, max_line_bytes: int) -> LineBlock:
    """Blank out the lines past the limit. Cheap when there are none: a line longer than the
    limit covers a whole window of half its size that holds no newline."""
    data, window = block.data, max(1, max_line_bytes // 2)
    if all(data.find(b"\n", at, at + window) >= 0 for at in range(0, len(data) - window + 1, window)):
        return block  # every window holds a line break: no line is that long
    lines = data.split(b"\n")
    too_long = [block.first_line + i for i, line in enumerate(lines) if len(line) > max_line_bytes]
    if not too_long:
        return block
    kept = b"\n".join(b"" if len(line) > max_line_bytes else line for line in lines)
    return LineBlock(block.first_line, kept, too_long)
