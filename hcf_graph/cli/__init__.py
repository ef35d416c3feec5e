"""The ``hcf`` command: thin click commands over the library."""

from __future__ import annotations

import click

from .audit import COMMANDS as AUDIT_COMMANDS
from .check import check
from .commands import COMMANDS
from .demo import COMMANDS as DEMO_COMMANDS
from .entities import entities
from .llm import llm_group
from .options import HcfGroup
from .query import query
from .rdf import COMMANDS as RDF_COMMANDS
from .scale import COMMANDS as SCALE_COMMANDS
from .score import score
from .triples import COMMANDS as TRIPLES_COMMANDS
from .viz import COMMANDS as VIZ_COMMANDS


@click.group(cls=HcfGroup)
@click.version_option(package_name="hcf-graph")
@click.option(
    "--catalog",
    "catalog",
    metavar="FILE",
    multiple=True,
    help="Your relation catalog (JSON, or an ontology: .ttl .rdf .jsonld .nt .n3; repeatable), merged over the bundled one for every command "
    "[env HCF_CATALOG, paths separated by ':'].",
)
def main(catalog: tuple[str, ...]) -> None:
    """hcf-graph: which documents disagree, about what, and where exactly they say it."""
    if catalog:
        from ..catalog import use_catalog_files

        use_catalog_files(catalog)


for _command in [*COMMANDS, *DEMO_COMMANDS, entities, llm_group, score]:
    main.add_command(_command)
main.add_command(check)
for _command in AUDIT_COMMANDS:
    main.add_command(_command)
main.add_command(query)
for _command in [*VIZ_COMMANDS, *TRIPLES_COMMANDS, *RDF_COMMANDS, *SCALE_COMMANDS]:
    main.add_command(_command)
