"""The ``hcf triples``... commands (being built)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
