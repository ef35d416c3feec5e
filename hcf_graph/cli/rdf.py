"""The ``hcf rdf``... commands (being built)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
