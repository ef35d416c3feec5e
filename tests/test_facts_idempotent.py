"""`hcf ingest-facts` is idempotent: the same facts loaded again change nothing, a changed file
replaces what the same source loaded before, and a load killed after its batch reached the log
can be retried safely."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hcf_testing import ENGINE

from hcf_graph.cli import main

pytestmark = pytest.mark.engine


def fact(doc: str, entity: str, relation: str, value: str, **more: object) -> dict[str, object]:
    return {"doc": doc, "entity": entity, "relation": relation, "value": value, **more}


FACTS = [
    fact("a", "Spain", "capital", "Madrid"),
    fact("b", "Spain", "capital", "Toledo"),
    fact("c", "Peru", "capital", "Lima", start=0, end=4),
]


def write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def hcf(db: Path, *args: str) -> Result:
    result = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, [*args, "--db", str(db)])
    assert result.exit_code == 0, result.output
    return result


def current(db: Path, *flags: str) -> list[tuple[str, str, str]]:
    output = hcf(db, "facts", "--json", *flags).output
    return sorted((f["doc"], f["entity"], f["value"]) for f in json.loads(output[output.index("[") :]))


def batches(db: Path) -> int:
    return sum(1 for p in (db / "log").iterdir() if p.name.isdigit())


def test_the_same_file_three_times_is_one_copy(tmp_path: Path) -> None:
    db, facts = tmp_path / "db", write(tmp_path / "facts.jsonl", FACTS)
    first = hcf(db, "ingest-facts", str(facts))
    assert "3 new facts" in first.output
    for _ in range(2):
        again = hcf(db, "ingest-facts", str(facts))
        assert "0 new facts, 3 already stored" in again.output
    assert len(current(db, "--all-versions")) == 3 and batches(db) == 1
    conflicts = json.loads(hcf(db, "conflicts", "--json").output)
    assert len(conflicts) == 1
    documents = [d["id"] for v in conflicts[0]["values"] for d in v["documents"]]
    assert sorted(documents) == ["a@1", "b@1"]


def test_the_same_facts_from_another_file_or_repeated_lines_are_not_stored_twice(tmp_path: Path) -> None:
    db = tmp_path / "db"
    hcf(db, "ingest-facts", str(write(tmp_path / "one.jsonl", FACTS)))
    copy = write(tmp_path / "copy.jsonl", [*FACTS, FACTS[0], fact("a", " spain ", "Capital", "madrid")])
    result = hcf(db, "ingest-facts", str(copy))
    assert "0 new facts, 3 already stored, 2 duplicate lines" in result.output
    assert len(current(db, "--all-versions")) == 3


def test_a_changed_file_replaces_what_it_loaded_before(tmp_path: Path) -> None:
    db, facts = tmp_path / "db", tmp_path / "facts.jsonl"
    hcf(db, "ingest-facts", str(write(facts, FACTS)))
    changed = [FACTS[0], FACTS[2], fact("c", "Peru", "population", "33 million")]
    result = hcf(db, "ingest-facts", str(write(facts, changed)))
    assert "1 new fact, 2 already stored, 1 earlier fact of this source superseded" in result.output
    assert current(db) == [("a@1", "Spain", "Madrid"), ("c@1", "Peru", "33 million"), ("c@1", "Peru", "Lima")]
    assert ("b@1", "Spain", "Toledo") in current(db, "--all-versions")  # kept, flagged as superseded
    assert json.loads(hcf(db, "conflicts", "--json").output) == []  # Toledo no longer disagrees
    back = hcf(db, "ingest-facts", str(write(facts, FACTS)))  # the old file again: Toledo is current again
    assert "1 new fact, 2 already stored, 1 earlier fact" in back.output
    assert ("b@1", "Spain", "Toledo") in current(db)
    hcf(db, "rebuild")
    assert len(json.loads(hcf(db, "conflicts", "--json").output)) == 1


def test_a_source_name_makes_two_paths_one_input(tmp_path: Path) -> None:
    db = tmp_path / "db"
    hcf(db, "ingest-facts", str(write(tmp_path / "monday.jsonl", FACTS)), "--source", "pipeline")
    result = hcf(db, "ingest-facts", str(write(tmp_path / "tuesday.jsonl", FACTS[:1])), "--source", "pipeline")
    assert "0 new facts, 1 already stored, 2 earlier facts of this source superseded" in result.output
    assert current(db) == [("a@1", "Spain", "Madrid")]
    other = hcf(db, "ingest-facts", str(write(tmp_path / "other.jsonl", FACTS[1:2])))  # another source adds
    assert "1 new fact," in other.output and len(current(db)) == 2


KILL_AFTER_LOG = """
    import os, signal
    from hcf_graph.database import Database

    def log_then_die(self, documents, chunks, facts, info, extra=None):
        self.log.append(documents, chunks, facts, info, extra)  # the batch is committed to the log ...
        os.kill(os.getpid(), signal.SIGKILL)  # ... and the process dies before the graph sees it

    Database.store_batch = log_then_die
    from hcf_graph.cli import main
    main()
"""


def test_a_load_killed_between_log_and_graph_is_safe_to_retry(tmp_path: Path, engine: str) -> None:
    db, facts = tmp_path / "db", write(tmp_path / "facts.jsonl", FACTS)
    killed = subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent(KILL_AFTER_LOG),
            "ingest-facts",
            str(facts),
            "--db",
            str(db),
            "--engine",
            engine,
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
    assert batches(db) == 1
    retry = hcf(db, "ingest-facts", str(facts))  # opening catches the graph up with the log first
    assert "0 new facts, 3 already stored" in retry.output
    assert len(current(db, "--all-versions")) == 3 and batches(db) == 1
    hcf(db, "rebuild")
    assert len(current(db, "--all-versions")) == 3


def test_the_log_records_the_source_and_its_content_hash(tmp_path: Path) -> None:
    import hashlib

    db, facts = tmp_path / "db", write(tmp_path / "facts.jsonl", FACTS)
    hcf(db, "ingest-facts", str(facts))
    info = json.loads((db / "log" / "000001" / "batch.json").read_text())
    assert info["source"] == str(facts.resolve())
    assert info["sha256"] == hashlib.sha256(facts.read_bytes()).hexdigest()


def test_a_document_ingest_killed_between_log_and_graph_is_safe_to_retry(tmp_path: Path, engine: str) -> None:
    """The same mechanism for `hcf ingest`: the retried documents are found unchanged (same name
    and sha256 in the graph, which caught up with the log on opening), so nothing is added twice."""
    db, corpus = tmp_path / "db", tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("The capital of Spain is Madrid.\n")
    (corpus / "b.txt").write_text("The capital of Spain is Toledo.\n")
    code = textwrap.dedent(KILL_AFTER_LOG).replace(
        "from hcf_graph.cli import main",
        f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
        "from hcf_graph.extract import register_extractor\n"
        "register_extractor('test-pattern', 'hcf_testing:PatternExtractor')\n"
        "from hcf_graph.cli import main",
    )
    args = ["ingest", str(corpus), "--extractor", "test-pattern", "--db", str(db), "--engine", engine]
    killed = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=300)
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
    retry = subprocess.run(
        [sys.executable, "-c", code.replace("Database.store_batch = log_then_die", ""), *args],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert retry.returncode == 0, retry.stderr[-2000:]
    assert len(current(db, "--all-versions")) == 2 and batches(db) == 1
