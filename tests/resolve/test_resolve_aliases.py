"""Alias tables and never-merge lists from CSV and JSONL, and their error messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from hcf_graph.errors import InputError, JsonlError
from hcf_graph.resolve.aliases import AliasTable, load_alias_table, load_never_merge


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_csv_alias_table(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.csv",
        '# renamed cities\nalias,canonical,note\nBombay,Mumbai,renamed\n\n"St. Petersburg",Saint Petersburg,same\nPeking,Beijing,\n',
    )
    table = load_alias_table(path)
    assert table.canonical("bombay") == "Mumbai"
    assert table.canonical("Peking") == "Beijing"
    assert table.canonical("Saint-Petersburg") is None  # same signature as its canonical: no entry
    assert len(table) == 2
    assert table.entry("Bombay").source == f"{path}:3"


def test_jsonl_alias_table_and_chains(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.jsonl",
        '{"alias": "Bombay", "canonical": "Mumbai"}\n\n{"alias": "Bambai", "canonical": "Bombay"}\n',
    )
    assert load_alias_table(path).canonical("Bambai") == "Mumbai"


def test_contradicting_rows_name_both_lines(tmp_path: Path) -> None:
    path = write(tmp_path, "a.csv", "alias,canonical\nCanton,Guangzhou\nCanton,Canton (Ohio)\n")
    with pytest.raises(InputError, match=r"a\.csv:3.*a\.csv:2"):
        load_alias_table(path)


def test_cycles_are_reported() -> None:
    table = AliasTable.from_pairs([("A-town", "B-town"), ("B-town", "A-town")])
    with pytest.raises(InputError, match="cycle"):
        table.canonical("A-town")


@pytest.mark.parametrize(
    "name, text, message",
    [
        ("bad.csv", "name,target\nA,B\n", r"bad\.csv:1: header must name the columns alias, canonical"),
        ("bad.csv", "alias,canonical\nA,\n", r"bad\.csv:2: empty canonical"),
        ("bad.csv", "alias,canonical\nA\n", r"bad\.csv:2: expected 2 columns, found 1"),
        ("bad.csv", "", r"bad\.csv: empty file"),
        ("bad.jsonl", '{"alias": "A", "canonical": "B"}\n{"alias": "A"\n', r"bad\.jsonl:2: invalid JSON"),
        ("bad.jsonl", '["A", "B"]\n', r"bad\.jsonl:1: each line must be a JSON object"),
        (
            "bad.jsonl",
            '{"alias": "A", "canonical": 3}\n',
            r"bad\.jsonl:1: field 'canonical' must be a non-empty string",
        ),
        ("bad.txt", "A,B\n", r"unknown format \.txt"),
    ],
)
def test_errors_name_file_and_line(tmp_path: Path, name: str, text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        load_alias_table(write(tmp_path, name, text))


def test_jsonl_errors_are_jsonl_errors(tmp_path: Path) -> None:
    with pytest.raises(JsonlError) as info:
        load_alias_table(write(tmp_path, "x.jsonl", "{oops}\n"))
    assert info.value.line == 1


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read"):
        load_alias_table(tmp_path / "nope.csv")


def test_never_merge_lists(tmp_path: Path) -> None:
    csv_path = write(tmp_path, "n.csv", "a,b\nNiger,Nigeria\nAustria,Australia\n")
    jsonl_path = write(tmp_path, "n.jsonl", '{"a": "Guinea", "b": "Equatorial Guinea"}\n')
    assert load_never_merge(csv_path) == {frozenset({"Niger", "Nigeria"}), frozenset({"Austria", "Australia"})}
    assert load_never_merge(jsonl_path) == {frozenset({"Guinea", "Equatorial Guinea"})}
    with pytest.raises(InputError, match=r"n2\.csv:2: a name cannot be kept apart from itself"):
        load_never_merge(write(tmp_path, "n2.csv", "a,b\nNiger,Niger\n"))
