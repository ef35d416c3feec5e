"""A user's relation catalog is recorded with the database, so a rebuild judges by it too."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from hcf_graph.cli import main
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")


@pytest.mark.engine
def test_a_rebuild_uses_the_catalog_the_database_was_built_with(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, engine: str
) -> None:
    # set through monkeypatch so that its teardown clears what `hcf --catalog` sets for the process
    monkeypatch.setenv("HCF_CATALOG", "")
    for name, capital in (("a.txt", "Madrid"), ("b.txt", "Toledo")):
        (tmp_path / name).write_text(f"The capital of Spain is {capital}.\n", encoding="utf-8")
    catalog = tmp_path / "mine.json"
    catalog.write_text(json.dumps({"relations": {"capital": {"cardinality": "multivalued"}}}), encoding="utf-8")
    db = str(tmp_path / "db")
    runner = CliRunner()
    common = ["--db", db, "--engine", engine]
    built = runner.invoke(
        main,
        [
            "--catalog",
            str(catalog),
            "ingest",
            str(tmp_path / "a.txt"),
            str(tmp_path / "b.txt"),
            "--extractor",
            "test-pattern",
            *common,
        ],
    )
    assert built.exit_code == 0, built.output
    assert json.loads(runner.invoke(main, ["conflicts", "--json", *common]).stdout) == []
    monkeypatch.setenv("HCF_CATALOG", "")  # `hcf --catalog` set it for this process: clear it for the rebuild
    assert runner.invoke(main, ["rebuild", *common]).exit_code == 0
    assert json.loads(runner.invoke(main, ["conflicts", "--json", *common]).stdout) == []


def test_the_catalog_option_does_not_outlive_the_test() -> None:
    assert not os.environ.get("HCF_CATALOG")
