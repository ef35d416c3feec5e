"""A document's identity does not depend on how its path was typed (issue 7, data integrity).

Files are named by their path relative to the database's corpus root (or ``--name``); the same
file under another relative path is recognised by its source path; a document read from one file
is never superseded by another file unless ``--replace`` is given.
"""

from __future__ import annotations

import json
from pathlib import Path

import click.testing
import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")
pytestmark = pytest.mark.engine


def hcf(db: Path, *args: str) -> click.testing.Result:
    return CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, [*args, "--db", str(db)])


def ingest(db: Path, *args: str | Path) -> click.testing.Result:
    return hcf(db, "ingest", *map(str, args), "--extractor", "test-pattern")


def documents(db: Path, all_versions: bool = False) -> dict[str, dict[str, object]]:
    args = ["documents", "--json", *(["--all-versions"] if all_versions else [])]
    return {d["id"]: d for d in json.loads(hcf(db, *args).stdout)}


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """corpus/x/notes.txt and corpus/y/notes.txt: same file name, different claims."""
    write(tmp_path / "corpus" / "x" / "notes.txt", "The capital of Spain is Madrid.\n")
    write(tmp_path / "corpus" / "y" / "notes.txt", "The capital of Spain is Toledo.\n")
    return tmp_path / "corpus"


def test_same_file_name_in_two_folders_never_supersedes(tmp_path: Path, corpus: Path) -> None:
    """`hcf ingest x` then `hcf ingest y`: y/notes.txt used to supersede x/notes.txt silently."""
    db = tmp_path / "db"
    assert ingest(db, corpus / "x").exit_code == 0  # the first ingest records x as the corpus root
    refused = ingest(db, corpus / "y")
    assert refused.exit_code == 1
    assert "outside the corpus root" in refused.output and "--root" in refused.output
    assert set(documents(db)) == {"notes.txt@1"}  # nothing written by the refused ingest

    result = ingest(db, "--root", corpus, corpus / "y")  # widen the root: x/notes.txt keeps its name
    assert result.exit_code == 0, result.output
    assert set(documents(db)) == {"notes.txt@1", "y/notes.txt@1"}
    [conflict] = json.loads(hcf(db, "conflicts", "--json").stdout)
    assert {v["value"] for v in conflict["values"]} == {"Madrid", "Toledo"}


def test_root_names_documents_by_relative_path(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    assert ingest(db, "--root", corpus, corpus / "x").exit_code == 0
    assert ingest(db, corpus / "y").exit_code == 0  # the recorded root names it y/notes.txt
    assert set(documents(db)) == {"x/notes.txt@1", "y/notes.txt@1"}
    assert len(json.loads(hcf(db, "conflicts", "--json").stdout)) == 1


def test_parent_then_child_stores_each_file_once(tmp_path: Path, corpus: Path) -> None:
    """`hcf ingest parent` then `hcf ingest parent/x` stored x/notes.txt twice (as notes.txt too)."""
    db = tmp_path / "db"
    assert ingest(db, corpus).exit_code == 0
    again = ingest(db, corpus / "x")
    assert again.exit_code == 0 and "ingested 0 documents" in again.output
    assert set(documents(db, all_versions=True)) == {"x/notes.txt@1", "y/notes.txt@1"}
    facts = json.loads(hcf(db, "facts", "--json").stdout)
    assert sorted(f["value"] for f in facts) == ["Madrid", "Toledo"]


def test_path_typed_relative_or_absolute_is_one_document(
    tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "db"
    monkeypatch.chdir(corpus)
    assert ingest(db, ".").exit_code == 0
    monkeypatch.chdir(corpus / "x")
    assert "ingested 0 documents" in ingest(db, "notes.txt").output
    monkeypatch.chdir(tmp_path)
    assert "ingested 0 documents" in ingest(db, corpus / "x" / "notes.txt").output
    assert set(documents(db, all_versions=True)) == {"x/notes.txt@1", "y/notes.txt@1"}
    stored = documents(db)["x/notes.txt@1"]["source"]
    assert stored == str((corpus / "x" / "notes.txt").resolve())


def test_same_file_under_another_relative_path_is_recognised(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    assert ingest(db, corpus / "x").exit_code == 0  # root x: the file is notes.txt
    result = ingest(db, "--root", corpus, corpus)  # now it would be x/notes.txt
    assert result.exit_code == 0, result.output
    assert "is already stored as document notes.txt@1 (unchanged); skipped" in result.output
    assert set(documents(db)) == {"notes.txt@1", "y/notes.txt@1"}

    write(corpus / "x" / "notes.txt", "The capital of Spain is Seville.\n")
    changed = ingest(db, corpus)
    assert changed.exit_code == 0 and "1 superseded" in changed.output
    assert "its new version keeps that name" in changed.output
    assert set(documents(db)) == {"notes.txt@2", "y/notes.txt@1"}


def test_another_file_under_a_taken_name_needs_replace(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    assert ingest(db, corpus / "x" / "notes.txt").exit_code == 0  # root x, name notes.txt
    other = write(tmp_path / "elsewhere" / "memo.txt", "The capital of Spain is Bilbao.\n")
    refused = ingest(db, "--name", "notes.txt", other)
    assert refused.exit_code == 1
    message = refused.output.strip()
    assert len(message.splitlines()) == 1
    assert str(other.resolve()) in message and str((corpus / "x" / "notes.txt").resolve()) in message
    assert "--replace" in message
    assert set(documents(db, all_versions=True)) == {"notes.txt@1"}

    replaced = ingest(db, "--name", "notes.txt", "--replace", other)
    assert replaced.exit_code == 0 and "1 superseded" in replaced.output
    assert documents(db)["notes.txt@2"]["source"] == str(other.resolve())


def test_name_option_names_one_file(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    outside = write(tmp_path / "inbox" / "scan-0042.txt", "The capital of Peru is Lima.\n")
    assert ingest(db, corpus).exit_code == 0
    assert ingest(db, outside).exit_code == 1  # outside the root, and no name given
    result = ingest(db, "--name", "peru-report", outside)
    assert result.exit_code == 0, result.output
    assert "peru-report@1" in documents(db)
    assert "ingested 0 documents" in ingest(db, "--name", "peru-report", outside).output
    renamed = ingest(db, "--name", "other-name", outside)
    assert renamed.exit_code == 1 and "already stored as document 'peru-report'" in renamed.output
    folder = ingest(db, "--name", "x", corpus)
    assert folder.exit_code == 1 and "--name names one document" in folder.output


def test_jsonl_ids_are_names_and_another_file_needs_replace(tmp_path: Path) -> None:
    db = tmp_path / "db"
    first = write(
        tmp_path / "a" / "crawl.jsonl", json.dumps({"id": "web-1", "text": "The capital of Spain is Madrid."})
    )
    second = write(tmp_path / "b" / "crawl.jsonl", json.dumps({"id": "web-1", "text": "The capital of Spain is Leon."}))
    assert ingest(db, first).exit_code == 0
    refused = ingest(db, second)  # JSONL is named by ids: no root check, but another file
    assert refused.exit_code == 1 and "--replace" in refused.output
    assert ingest(db, second, "--replace").exit_code == 0
    assert set(documents(db)) == {"web-1@2"}
