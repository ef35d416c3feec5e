"""The published JSON Schema of a QA-citation triple, and validation against it with field paths."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

SCHEMA_FILE = "triple.schema.json"


@cache
def triple_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) every line of a triple file must satisfy."""
    text = resources.files(__package__).joinpath(SCHEMA_FILE).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def schema_text() -> str:
    """The schema as `hcf triples schema` prints it."""
    return json.dumps(triple_schema(), indent=2, ensure_ascii=False)


@cache
def _validator() -> Any:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(triple_schema())


def field_path(parts: Any) -> str:
    """``question.text``, ``evidence[2].start``: a JSON path as a field name in messages."""
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def schema_problems(record: dict[str, Any]) -> list[tuple[str, str]]:
    """(field, message) for every schema violation of one record, in document order; a missing or
    unexpected property is named as the field itself."""
    found: list[tuple[str, str]] = []
    for error in sorted(_validator().iter_errors(record), key=lambda e: [str(p) for p in e.absolute_path]):
        path = list(error.absolute_path)
        if error.validator == "required":
            missing = error.message.split("'")[1] if "'" in error.message else "?"
            found.append((field_path([*path, missing]), "is required"))
        elif error.validator == "additionalProperties":
            extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
            for name in extra:
                found.append((field_path([*path, name]), "is not a field of the triple schema (`hcf triples schema`)"))
        else:
            found.append((field_path(path) or "(record)", _short(error.message)))
    return found


def _short(message: str, width: int = 160) -> str:
    flat = " ".join(message.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
