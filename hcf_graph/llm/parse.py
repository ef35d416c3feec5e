"""A tolerant reader of the JSON a model returns.

Servers that ignore ``response_format`` and small local models wrap JSON in prose or code
fences and leave trailing commas. :func:`parse_json` takes the outermost JSON object or array
out of such a reply; anything it cannot read raises :class:`OutputError`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..jsonl import json_structure

_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.DOTALL)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")


class OutputError(ValueError):
    """The model's reply holds no readable JSON, or JSON that does not fit the output model."""


def parse_json(reply: str) -> Any:
    """The JSON value in ``reply``: as is, else inside a code fence, else the outermost
    ``{...}`` or ``[...]``; trailing commas are removed before giving up."""
    text = (reply or "").strip()
    if not text:
        raise OutputError("empty reply")
    candidates = [text]
    candidates += [m.group(1).strip() for m in _FENCE.finditer(text)]
    outer = outermost_json(text)
    if outer is not None:
        candidates.append(outer)
    for candidate in candidates:
        for variant in (candidate, _without_trailing_commas(candidate)):
            try:
                return json.loads(variant)
            except json.JSONDecodeError:
                continue
    raise OutputError(f"no JSON object in the reply: {_preview(text)}")


def outermost_json(text: str) -> str | None:
    """The first balanced ``{...}`` or ``[...]`` in ``text`` (brackets inside strings ignored)."""
    starts = [i for i in (text.find("{"), text.find("[")) if i >= 0]
    if not starts:
        return None
    start = min(starts)
    closing = {"{": "}", "[": "]"}
    stack: list[str] = []
    for i, ch, structural in json_structure(text, start):
        if not structural:
            continue
        if ch in closing:
            stack.append(closing[ch])
        elif stack and ch == stack[-1]:
            stack.pop()
            if not stack:
                return text[start : i + 1]
    return None


def _without_trailing_commas(text: str) -> str:
    """Drop commas before ``}`` or ``]`` outside strings."""
    return "".join(
        ch
        for i, ch, structural in json_structure(text)
        if not (structural and ch == "," and _TRAILING_COMMA.match(text, i))
    )


def _preview(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    return repr(flat if len(flat) <= limit else flat[:limit] + "...")
