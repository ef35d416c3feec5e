"""The ``hcf`` command: thin click commands over the library."""

from __future__ import annotations

import click

from .audit import COMMANDS as AUDIT_COMMANDS
from .commands import COMMANDS
from .demo import COMMANDS as DEMO_COMMANDS
from .entities import entities
from .llm import llm_group
from .options import HcfGroup
from .query import query
from .score import score


@click.group(cls=HcfGroup)
@click.version_option(package_name="hcf-graph")
def main() -> None:
    """hcf-graph: which documents disagree, about what, and where exactly they say it."""


for _command in [*COMMANDS, *DEMO_COMMANDS, entities, llm_group, score, *AUDIT_COMMANDS]:
    main.add_command(_command)
main.add_command(query)  # replaces the old read-anything query command of commands.py
