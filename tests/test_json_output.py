"""`--json` output: one line when piped (fast for 10k conflicts), indented at a terminal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main, options

FACTS = [
    {"doc": "a", "entity": "Spain", "relation": "capital", "value": "Madrid"},
    {"doc": "b", "entity": "Spain", "relation": "capital", "value": "Toledo"},
    {"doc": "c", "entity": "Peru", "relation": "capital", "value": "Lima"},
    {"doc": "d", "entity": "Peru", "relation": "capital", "value": "Cuzco"},
]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    facts = tmp_path / "facts.jsonl"
    facts.write_text("".join(json.dumps(f) + "\n" for f in FACTS), encoding="utf-8")
    folder = tmp_path / "db"
    args = ["ingest-facts", str(facts), "--db", str(folder), "--engine", ENGINE]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return folder


def conflicts_json(db: Path) -> str:
    result = CliRunner().invoke(main, ["conflicts", "--json", "--db", str(db)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_piped_json_is_one_line_with_every_record(db: Path) -> None:
    output = conflicts_json(db)
    assert output.count("\n") == 1 and output.endswith("\n")
    records = json.loads(output)
    assert sorted((r["entity"], sorted(v["value"] for v in r["values"])) for r in records) == [
        ("Peru", ["Cuzco", "Lima"]),
        ("Spain", ["Madrid", "Toledo"]),
    ]


def test_json_at_a_terminal_is_indented_and_the_same(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    piped = json.loads(conflicts_json(db))
    monkeypatch.setattr(options, "stdout_is_terminal", lambda: True)
    shown = conflicts_json(db)
    assert shown.startswith('[\n  {\n    "id": ')
    assert json.loads(shown) == piped
