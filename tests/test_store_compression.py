"""``HCF_COMPRESSION=off`` writes pages without column compression (a faster COPY, a larger
file); a store holding pages of both kinds opens, grows and answers the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main


def hcf(*args: str) -> str:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def facts_file(path: Path, rows: list[tuple[str, str, str, str]]) -> Path:
    path.write_text(
        "".join(json.dumps(dict(zip(("doc", "entity", "relation", "value"), r, strict=True))) + "\n" for r in rows)
    )
    return path


@pytest.mark.parametrize("first, then", [("on", "off"), ("off", "on")])
def test_a_store_grows_with_pages_of_either_kind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, first: str, then: str
) -> None:
    db = str(tmp_path / "db")
    one = facts_file(tmp_path / "a.jsonl", [("a", "Spain", "capital", "Madrid"), ("b", "Peru", "capital", "Lima")])
    monkeypatch.setenv("HCF_COMPRESSION", first)
    hcf("ingest-facts", str(one), "--db", db, "--engine", ENGINE)
    monkeypatch.setenv("HCF_COMPRESSION", then)
    two = facts_file(tmp_path / "b.jsonl", [("c", "Spain", "capital", "Toledo"), ("d", "Peru", "capital", "Lima")])
    hcf("ingest-facts", str(two), "--db", db)
    found = {
        (c["entity"], tuple(sorted(v["value"] for v in c["values"])))
        for c in json.loads(hcf("conflicts", "--json", "--db", db))
    }
    assert found == {("Spain", ("Madrid", "Toledo"))}
    assert "ok:" in hcf("check", "--db", db)
    assert len(json.loads(hcf("facts", "--json", "--db", db))) == 4


def _size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and "log" not in f.relative_to(folder).parts)


def test_compression_off_writes_a_larger_graph_and_a_bad_setting_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = [(f"d{i % 50}", f"Entity {i}", "population", f"{i * 37} people") for i in range(20_000)]
    facts = facts_file(tmp_path / "many.jsonl", rows)
    sizes = {}
    for setting in ("on", "off"):
        monkeypatch.setenv("HCF_COMPRESSION", setting)
        hcf("ingest-facts", str(facts), "--db", str(tmp_path / setting), "--engine", ENGINE)
        sizes[setting] = _size(tmp_path / setting)
    assert sizes["off"] > 1.3 * sizes["on"]
    monkeypatch.setenv("HCF_COMPRESSION", "maybe")
    result = CliRunner().invoke(main, ["facts", "--db", str(tmp_path / "on")])
    assert result.exit_code != 0
    assert "HCF_COMPRESSION must be 'on' or 'off'" in result.output and "Traceback" not in result.output
