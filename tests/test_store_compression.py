"""Stores are written without column compression (a faster COPY); a store written with it, by
an earlier version, still opens, grows and answers the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.store import embedded


def hcf(*args: str) -> str:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def facts_file(path: Path, rows: list[tuple[str, str, str, str]]) -> Path:
    path.write_text("".join(json.dumps(dict(zip(("doc", "entity", "relation", "value"), r, strict=True))) + "\n" for r in rows))
    return path


def test_a_compressed_store_opens_and_grows_uncompressed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = str(tmp_path / "db")
    first = facts_file(tmp_path / "a.jsonl", [("a", "Spain", "capital", "Madrid"), ("b", "Peru", "capital", "Lima")])
    monkeypatch.setattr(embedded, "COMPRESSION", True)  # as stores were written before
    hcf("ingest-facts", str(first), "--db", db, "--engine", ENGINE)
    monkeypatch.setattr(embedded, "COMPRESSION", False)
    second = facts_file(tmp_path / "b.jsonl", [("c", "Spain", "capital", "Toledo"), ("d", "Peru", "capital", "Lima")])
    hcf("ingest-facts", str(second), "--db", db)
    found = {(c["entity"], tuple(sorted(v["value"] for v in c["values"]))) for c in json.loads(hcf("conflicts", "--json", "--db", db))}
    assert found == {("Spain", ("Madrid", "Toledo"))}
    assert "ok:" in hcf("check", "--db", db)
    assert len(json.loads(hcf("facts", "--json", "--db", db))) == 4
