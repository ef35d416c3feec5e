"""The hcf command through click's CliRunner: what a user types and sees."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from hcf_testing import held_by_another_process

from hcf_graph.cli import main
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.txt").write_text("The capital of Spain is Madrid. The population of Spain is 47 million.\n")
    (folder / "b.md").write_text("# B\n\nThe capital of Spain is Toledo.\n")
    (folder / "c.html").write_text(
        "<html><head><title>t</title><script>var x;</script></head>"
        "<body><p>The capital of Spain is Madrid.</p></body></html>"
    )
    (folder / "d.jsonl").write_text(
        json.dumps({"id": "web-1", "text": "The capital of Spain is Seville.", "source": "crawl"}) + "\n"
    )
    return folder


def hcf(db: Path, *args: str) -> click.testing.Result:
    return CliRunner().invoke(main, [*args, "--db", str(db)], catch_exceptions=False)


def ingest(db: Path, *paths: Path) -> click.testing.Result:
    return hcf(db, "ingest", *map(str, paths), "--extractor", "test-pattern")


def test_every_command_has_help() -> None:
    runner = CliRunner()
    for name, command in main.commands.items():
        result = runner.invoke(main, [name, "--help"])
        assert result.exit_code == 0, name
        assert command.help or command.short_help, name
        if name in ("eval", "llm"):  # they work on files, not on a store
            continue
        if isinstance(command, click.Group) and "--db" not in result.output:
            for sub in command.commands:  # a group's --db is on its subcommands
                shown = runner.invoke(main, [name, sub, "--help"])
                assert (shown.exit_code == 0 and "--db" in shown.output) or sub == "schema", (name, sub)
        else:
            assert "--db" in result.output, name


def test_ingest_conflicts_and_disagree(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    result = ingest(db, corpus)
    assert result.exit_code == 0, result.output
    assert "ingested 4 documents" in result.output
    conflicts = json.loads(hcf(db, "conflicts", "--json").output)
    [spain] = conflicts
    assert (spain["entity"], spain["relation"]) == ("Spain", "capital")
    docs = {v["value"]: sorted(d["id"] for d in v["documents"]) for v in spain["values"]}
    assert docs == {"Madrid": ["a.txt@1", "c.html@1"], "Toledo": ["b.md@1"], "Seville": ["web-1@1"]}
    for value in spain["values"]:
        for d in value["documents"]:
            assert {"id", "start", "end", "quote"} <= set(d)
    text = hcf(db, "disagree", "spain").output
    assert "capital" in text and "Toledo" in text and 'b.md@1 [5:36] "The capital of Spain is Toledo."' in text
    assert "agreed: population = 47 million" in text


def test_reingest_is_a_no_op_and_changes_make_versions(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    assert "ingested 0 documents" in ingest(db, corpus).output
    (corpus / "b.md").write_text("The capital of Spain is Madrid.\n")
    assert "1 superseded" in ingest(db, corpus).output
    current = json.loads(hcf(db, "conflicts", "--json").output)
    assert {v["value"] for v in current[0]["values"]} == {"Madrid", "Seville"}
    every = json.loads(hcf(db, "conflicts", "--json", "--all-versions").output)
    assert "Toledo" in {v["value"] for v in every[0]["values"]}


def test_facts_and_documents_listings(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    facts = json.loads(hcf(db, "facts", "--entity", "SPAIN", "--doc", "a.txt", "--json").output)
    assert {(f["relation"], f["value"]) for f in facts} == {("capital", "Madrid"), ("population", "47 million")}
    docs = json.loads(hcf(db, "documents", "--json").output)
    assert {d["id"] for d in docs} == {"a.txt@1", "b.md@1", "c.html@1", "web-1@1"}


def test_named_and_cypher_queries(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    rows = json.loads(
        hcf(
            db, "query", "list_facts", "-p", "entity_key=spain", "-p", "doc=b.md", "-p", "all_versions=false", "--json"
        ).output
    )
    assert [r["value"] for r in rows] == ["Toledo"]
    rows = json.loads(hcf(db, "query", "--cypher", "MATCH (d:Document) RETURN count(*) AS n", "--json").output)
    assert rows == [{"n": 4}]
    two = json.loads(hcf(db, "query", "--cypher", "RETURN 1 AS a; RETURN 2 AS b", "--json").output)
    assert two == [{"b": 2}]  # several statements: the last one's rows (kuzu crashed here once)
    refused = CliRunner().invoke(main, ["query", "--cypher", "MATCH (d:Document) DETACH DELETE d", "--db", str(db)])
    assert refused.exit_code == 1 and "read-only" in refused.output
    missing = CliRunner().invoke(main, ["query", "list_facts", "--db", str(db)])
    assert missing.exit_code == 1 and "needs -p for" in missing.output


def test_hcf_db_environment_variable(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "from-env"
    runner = CliRunner(env={"HCF_DB": str(db)})
    assert runner.invoke(main, ["ingest", str(corpus), "--extractor", "test-pattern"]).exit_code == 0
    assert (db / "hcf.json").is_file()
    assert "Toledo" in runner.invoke(main, ["conflicts"]).output


def test_bad_files_are_skipped_with_warnings_and_the_rest_ingested(tmp_path: Path, corpus: Path) -> None:
    (corpus / "binary.txt").write_bytes(b"\x00\x01\x02 binary")
    (corpus / "latin1.txt").write_bytes("The capital of Spain is M\xe1drid.".encode("latin-1"))
    (corpus / "empty.md").write_text("   \n")
    result = CliRunner().invoke(
        main, ["ingest", str(corpus), "--extractor", "test-pattern", "--db", str(tmp_path / "db")]
    )
    assert result.exit_code == 1
    assert "binary.txt: binary file, not text" in result.output
    assert "latin1.txt: not valid UTF-8 (byte 25); convert it to UTF-8" in result.output
    assert "empty.md: the file is empty" in result.output
    assert "ingested 4 documents" in result.output
    assert "Traceback" not in result.output


def test_malformed_jsonl_names_file_and_line_and_stores_nothing(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "text": "The capital of Peru is Lima."}\n\n{"id": "y", "text": oops}\n')
    result = CliRunner().invoke(main, ["ingest", str(bad), "--extractor", "test-pattern", "--db", str(db)])
    assert result.exit_code == 1
    assert f"{bad}:3: invalid JSON" in result.output
    facts = json.loads(hcf(db, "facts", "--json").output)
    assert "Peru" not in {f["entity"] for f in facts}
    bad_facts = tmp_path / "facts.jsonl"
    bad_facts.write_text(
        '{"doc": "a", "entity": "E", "relation": "r", "value": "1"}\n{"doc": "a", "entity": "E", "relation": "r"}\n'
    )
    result = CliRunner().invoke(main, ["ingest-facts", str(bad_facts), "--db", str(db)])
    assert result.exit_code == 1 and f"{bad_facts}:2: field 'value': missing" in result.output


def test_ingest_facts_checks_quotes_against_stored_text(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    facts = tmp_path / "facts.jsonl"
    facts.write_text(
        json.dumps(
            {
                "doc": "b.md",
                "entity": "Spain",
                "relation": "capital",
                "value": "Toledo",
                "quote": "The capital of Spain is Toledo.",
            }
        )
        + "\n"
        + json.dumps(
            {
                "doc": "b.md",
                "entity": "Spain",
                "relation": "capital",
                "value": "X",
                "start": 0,
                "end": 3,
                "quote": "nope",
            }
        )
        + "\n"
    )
    result = CliRunner().invoke(main, ["ingest-facts", str(facts), "--db", str(db)])
    assert result.exit_code == 1 and ":2: field 'quote': does not match the text of b.md@1 at 0:3" in result.output
    facts.write_text(facts.read_text().splitlines()[0] + "\n")
    assert hcf(db, "ingest-facts", str(facts)).exit_code == 0
    user = [
        f for f in json.loads(hcf(db, "facts", "--doc", "b.md", "--json").output) if f["extractor"] == "user-jsonl.v1"
    ]
    assert [(u["start_char"], u["end_char"]) for u in user] == [(5, 36)]


def test_locked_database_is_named(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    with held_by_another_process(f"from hcf_graph.database import Database\nd = Database({str(db)!r})"):
        result = CliRunner().invoke(main, ["ingest", str(corpus), "--extractor", "test-pattern", "--db", str(db)])
        assert result.exit_code == 1
        assert "is locked by process" in result.output and "write.lock" in result.output
        reader = CliRunner().invoke(main, ["conflicts", "--db", str(db), "--wait", "0"])
        assert reader.exit_code == 1 and "locked" in reader.output


def test_unknown_entity_is_an_empty_answer_with_hints(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    result = hcf(db, "disagree", "Spai")
    assert result.exit_code == 0 and "no entity 'Spai'; did you mean: 'Spain'?" in result.stderr
    assert json.loads(hcf(db, "disagree", "Atlantis", "--json").stdout)["relations"] == []


def test_missing_database_and_unknown_extractor(tmp_path: Path, corpus: Path) -> None:
    result = CliRunner().invoke(main, ["conflicts", "--db", str(tmp_path / "nope")])
    assert result.exit_code == 1 and "no hcf database" in result.output
    result = CliRunner().invoke(main, ["ingest", str(corpus), "--extractor", "magic", "--db", str(tmp_path / "db")])
    assert result.exit_code == 1 and "unknown extractor 'magic'" in result.output


def test_rebuild_command(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    ingest(db, corpus)
    result = hcf(db, "rebuild")
    assert result.exit_code == 0 and "4 documents" in result.output and "1 conflict\n" in result.output


def test_review_findings_on_bad_input(tmp_path: Path, corpus: Path) -> None:
    """Each of these once gave a traceback, a crash or a silently wrong graph."""
    db = tmp_path / "db"
    runner = CliRunner()
    empty = tmp_path / "empty"
    empty.mkdir()
    result = runner.invoke(main, ["ingest", str(empty), "--db", str(db)])
    assert result.exit_code == 1 and "no documents to ingest" in result.output
    afile = tmp_path / "afile"
    afile.write_text("x")
    result = runner.invoke(main, ["ingest", str(corpus), "--extractor", "test-pattern", "--db", str(afile)])
    assert result.exit_code == 1 and "is a file" in result.output
    ingest(db, corpus)
    for args in (["disagree", "!!"], ["facts", "--entity", "?"], ["conflicts", "--relation", "..."]):
        result = runner.invoke(main, [*args, "--db", str(db)])
        assert result.exit_code == 1 and "no letters or digits" in result.output, args
    result = runner.invoke(main, ["entities", "merge", "", "Spain", "--db", str(db)])
    assert result.exit_code == 1 and "two non-empty names" in result.output
    assert "0 decisions" in runner.invoke(main, ["entities", "--db", str(db), "history"]).output
    nowhere = tmp_path / "no-ground-truth"
    nowhere.mkdir()
    (nowhere / "a.txt").write_text("The capital of Spain is Madrid.")
    result = runner.invoke(main, ["eval", str(nowhere), "--extractor", "test-pattern"])
    assert result.exit_code == 1 and "no ground truth" in result.output


def test_versions_from_facts_and_documents_do_not_collide(tmp_path: Path, corpus: Path) -> None:
    db = tmp_path / "db"
    facts = tmp_path / "facts.jsonl"
    facts.write_text(json.dumps({"doc": "a.txt", "version": "2", "entity": "X", "relation": "r", "value": "1"}) + "\n")
    assert hcf(db, "ingest-facts", str(facts)).exit_code == 0
    result = ingest(db, corpus)  # a.txt with text now: numbered past the label "2"
    assert result.exit_code == 0, result.output
    versions = {d["id"] for d in json.loads(hcf(db, "documents", "--json", "--all-versions").output)}
    assert {"a.txt@2", "a.txt@3"} <= versions
    unknown = tmp_path / "unknown.jsonl"
    unknown.write_text(
        json.dumps({"doc": "a.txt", "version": "9", "entity": "X", "relation": "r", "value": "1"}) + "\n"
    )
    result = CliRunner().invoke(main, ["ingest-facts", str(unknown), "--db", str(db)])
    assert result.exit_code == 1 and "is stored with its text as a.txt@3, and has no version 9" in result.output
    by_id = tmp_path / "by-id.jsonl"
    by_id.write_text(
        json.dumps(
            {
                "doc": "b.md@1",
                "entity": "Spain",
                "relation": "capital",
                "value": "Toledo",
                "quote": "The capital of Spain is Toledo.",
            }
        )
        + "\n"
    )
    assert hcf(db, "ingest-facts", str(by_id)).exit_code == 0
    user = [
        f for f in json.loads(hcf(db, "facts", "--doc", "b.md", "--json").output) if f["extractor"] == "user-jsonl.v1"
    ]
    assert [(u["doc"], u["start_char"]) for u in user] == [("b.md@1", 5)]


def test_two_files_with_one_name_are_two_documents(tmp_path: Path) -> None:
    for folder, capital in (("d1", "Madrid"), ("d2", "Toledo")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "notes.txt").write_text(f"The capital of Spain is {capital}.\n")
    result = CliRunner().invoke(
        main,
        [
            "ingest",
            str(tmp_path / "d1"),
            str(tmp_path / "d2"),
            "--extractor",
            "test-pattern",
            "--db",
            str(tmp_path / "db"),
        ],
    )
    assert result.exit_code == 0, result.output  # named relative to the corpus root: d1/notes.txt, d2/notes.txt
    assert len(json.loads(hcf(tmp_path / "db", "conflicts", "--json").output)) == 1
