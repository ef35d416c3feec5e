"""Helpers of the triple tests: example paths, ingesting through the CLI, running `hcf`."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main

ROOT = Path(__file__).resolve().parents[2]
CONTROLLED = ROOT / "examples" / "controlled"
TRIPLES = ROOT / "examples" / "triples"
WORKED = TRIPLES / "worked"


def ingest(db: Path, *paths: Path) -> None:
    result = CliRunner().invoke(main, ["ingest", "--db", str(db), "--engine", ENGINE, *map(str, paths)])
    assert result.exit_code == 0, result.output


def run(*args: str) -> tuple[int, str, str]:
    """An `hcf` command through click: exit code, stdout, stderr."""
    result = CliRunner().invoke(main, list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr
