"""Small helpers for the wording of messages, shared by the library and the CLI."""

from __future__ import annotations


def plural(n: int, word: str, many: str = "") -> str:
    """ "1 fact", "2 facts", "0 facts"; ``many`` for irregular plurals ("entity", "entities")."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
