"""The ``response_format`` payloads: a strict JSON schema from a pydantic model, or JSON mode."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

# Keywords that strict structured-output servers reject (OpenAI strict mode has no string
# length limits) or that carry no constraint; pydantic still checks every reply in full.
_DROPPED = {"title", "default", "examples", "description", "minLength", "maxLength"}


def strict_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema made strict: every object closed, every property required."""
    return _strict(model.model_json_schema())  # type: ignore[no-any-return]


def _strict(node: Any) -> Any:
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _strict(value) for key, value in node.items() if key not in _DROPPED}
    if "properties" in node:
        out["properties"] = {name: _strict(sub) for name, sub in node["properties"].items()}
    if out.get("type") == "object" and "properties" in out:
        out["additionalProperties"] = False
        out["required"] = list(out["properties"])
    return out


def response_format_param(mode: str, name: str, model: type[BaseModel]) -> dict[str, Any] | None:
    """The ``response_format`` request field for ``mode`` (``None``: send no field)."""
    if mode == "json_schema":
        return {
            "type": "json_schema",
            "json_schema": {
                "name": re.sub(r"[^A-Za-z0-9_-]", "_", name),
                "schema": strict_schema(model),
                "strict": True,
            },
        }
    if mode == "json_object":
        return {"type": "json_object"}
    return None
