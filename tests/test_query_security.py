"""`hcf query --cypher` runs plain reads of the graph only, on both engines, within a time limit.

Every file-touching or store-changing statement kind is refused before the engine sees it: a
one-line message, exit 1, the target file neither created nor changed, the store files as they
were and still readable. Harmless queries whose strings, comments or names hold those keywords run.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hcf_testing import ENGINE
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from hcf_graph.cli import main

pytestmark = pytest.mark.engine

FACTS = [
    {"doc": "a.txt", "entity": "Spain", "relation": "capital", "value": "Madrid", "quote": "Madrid"},
    {"doc": "b.txt", "entity": "Spain", "relation": "capital", "value": "Toledo", "quote": "Toledo"},
]
SECRET = "s3cret-line-that-must-not-be-printed"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("security")
    facts = root / "facts.jsonl"
    facts.write_text("".join(json.dumps(f) + "\n" for f in FACTS))
    db = root / "db"
    run = CliRunner().invoke(main, ["ingest-facts", str(facts), "--db", str(db), "--engine", ENGINE])
    assert run.exit_code == 0, run.output
    (root / "secret.txt").write_text(f"{SECRET}:x:0:0\n")
    (root / "existing.csv").write_text("keep me\n")
    return db


def query(db: Path, text: str, *extra: str) -> Result:
    return CliRunner().invoke(main, ["query", "--cypher", text, "--db", str(db), "--json", *extra])


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.rglob("*") if p.is_file()
    }


def n_documents(db: Path) -> int:
    run = query(db, "MATCH (d:Document) RETURN count(*) AS n")
    assert run.exit_code == 0, run.output
    return int(json.loads(run.output)[0]["n"])


# Statements with {dir} for a folder beside the store: each would read or write a file, change
# the store or the session if the engine ran it.
REFUSED = {
    "load-from": "LOAD FROM '{dir}/secret.txt' (file_format='csv', header=false, delim=':') RETURN *",
    "load-in-query": "MATCH (d:Document) WITH d LOAD FROM '{dir}/secret.txt' (header=false, delim=':') RETURN *",
    "copy-to": "COPY (RETURN 'x' AS x) TO '{dir}/target.csv'",
    "copy-to-existing": "COPY (RETURN 'x' AS x) TO '{dir}/existing.csv'",
    "copy-from": "COPY Document FROM '{dir}/secret.txt'",
    "export": "EXPORT DATABASE '{dir}/target'",
    "explain-export": "EXPLAIN EXPORT DATABASE '{dir}/target'",
    "import": "IMPORT DATABASE '{dir}/target'",
    "attach": "ATTACH '{dir}/target.kuzu' AS o (dbtype kuzu)",
    "detach": "DETACH o",
    "use": "USE o",
    "install": "INSTALL json",
    "load-extension": "LOAD EXTENSION json",
    "load-short": "LOAD json",
    "checkpoint": "CHECKPOINT",
    "create": "CREATE (:Document {id: 'x@1'})",
    "merge": "MERGE (d:Document {id: 'x@1'})",
    "set": "MATCH (d:Document) SET d.name = 'x'",
    "delete": "MATCH (d:Document) DETACH DELETE d",
    "remove": "MATCH (d:Document) REMOVE d.name",
    "drop": "DROP TABLE Fact",
    "alter": "ALTER TABLE Document ADD extra STRING",
    "macro": "CREATE MACRO f(x) AS x",
    "begin": "BEGIN TRANSACTION",
    "commit": "COMMIT",
    "rollback": "ROLLBACK",
    "call-setting": "CALL threads=1",
    "call-writing": "CALL clear_warnings() RETURN *",
    "call-project": "CALL project_graph('g', ['Document'], [])",
    "call-file": "CALL READ_CSV_SERIAL('{dir}/secret.txt') RETURN *",
    "mixed": "MATCH (d:Document) RETURN d.id; COPY (RETURN 'x' AS x) TO '{dir}/target.csv'",
    "mixed-later": "RETURN 1 AS a; RETURN 2 AS b; EXPORT DATABASE '{dir}/target'",
    "subquery": "MATCH (d:Document) WHERE EXISTS { CREATE (x:Document {id: 'x@1'}) } RETURN d",
    "after-union": "MATCH (d:Document) RETURN d.id AS x UNION LOAD FROM '{dir}/secret.txt' (header=false) RETURN *",
    "carriage-return-comment": "RETURN 1 AS x // harmless?\rCOPY (RETURN 'x' AS x) TO '{dir}/target.csv'",
    "glued-number": "MATCH (d:Document) RETURN d.id LIMIT 1LOAD FROM '{dir}/secret.txt' RETURN *",
    "string-escape": "RETURN 'a\\' AS x; COPY (RETURN 1 AS y) TO '{dir}/target.csv'; RETURN '",
    "unclosed-comment": "RETURN 1 AS x /* COPY (RETURN 1) TO '{dir}/target.csv'",
    "lowercase": "copy (return 'x' as x) to '{dir}/target.csv'",
    "nextval": "RETURN nextval('seq') AS n",
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_statement_changes_nothing(store: Path, name: str) -> None:
    folder = store.parent
    before, documents = snapshot(store), n_documents(store)
    run = query(store, REFUSED[name].replace("{dir}", str(folder)))
    assert run.exit_code == 1, run.output
    assert run.output.startswith("Error: ") and run.output.count("\n") == 1, run.output
    assert SECRET not in run.output
    assert not (folder / "target.csv").exists() and not (folder / "target").exists()
    assert not (folder / "target.kuzu").exists()
    assert (folder / "existing.csv").read_text() == "keep me\n"
    assert snapshot(store) == before, "the store's files changed"
    assert n_documents(store) == documents


def test_refusal_names_the_statement_kind(store: Path) -> None:
    run = query(store, f"MATCH (d:Document) RETURN d.id; COPY (RETURN 1 AS x) TO '{store.parent}/target.csv'")
    assert "read-only" in run.output and "statement 2" in run.output and "COPY" in run.output


HARMLESS = {
    "keywords-in-strings": (
        "RETURN 'COPY (RETURN 1) TO \\'/tmp/x\\'; DROP TABLE Fact' AS s",
        [{"s": "COPY (RETURN 1) TO '/tmp/x'; DROP TABLE Fact"}],
    ),
    "keywords-in-double-quotes": ('RETURN "LOAD FROM \\"/etc/passwd\\"" AS s', [{"s": 'LOAD FROM "/etc/passwd"'}]),
    "keywords-in-comments": ("// EXPORT DATABASE 'x'\nRETURN 1 AS n /* CHECKPOINT; ATTACH 'y' */", [{"n": 1}]),
    "keyword-names": ("MATCH (copy:Document) RETURN count(copy) AS load", [{"load": 2}]),
    "keyword-alias": ("MATCH (d:Document) WITH d.id AS use RETURN count(use) AS `DROP`", [{"DROP": 2}]),
    "keyword-map-key": ("RETURN {copy: 1, set: 2}.set AS n", [{"n": 2}]),
    "where-order-limit": (
        "MATCH (d:Document) WHERE d.id STARTS WITH 'a' AND d.name IS NOT NULL RETURN DISTINCT d.id AS id ORDER BY id DESC LIMIT 1",
        [{"id": "a.txt@1"}],
    ),
    "exists-subquery": (
        "MATCH (d:Document) WHERE EXISTS { MATCH (d)-[:HAS_CHUNK]->(:Chunk) } RETURN count(d) AS n",
        [{"n": 2}],
    ),
    "case": ("RETURN CASE WHEN 1 = 1 THEN 'yes' ELSE 'no' END AS a", [{"a": "yes"}]),
    "union": ("RETURN 1 AS x UNION ALL RETURN 2 AS x", [{"x": 1}, {"x": 2}]),
    "unwind": ("UNWIND [3, 1, 2] AS x RETURN x ORDER BY x", [{"x": 1}, {"x": 2}, {"x": 3}]),
    "several": ("RETURN 1 AS a; RETURN 'ok' AS b", [{"b": "ok"}]),
}


@pytest.mark.parametrize("name", sorted(HARMLESS))
def test_harmless_queries_still_run(store: Path, name: str) -> None:
    text, expected = HARMLESS[name]
    run = query(store, text)
    assert run.exit_code == 0, run.output
    rows = json.loads(run.output)
    assert sorted(rows, key=str) == sorted(expected, key=str)


def test_catalog_functions_run(store: Path) -> None:
    run = query(store, "CALL show_tables() RETURN name ORDER BY name")
    assert run.exit_code == 0, run.output
    assert {"Document", "Fact"} <= {r["name"] for r in json.loads(run.output)}
    run = query(store, "CALL table_info('Document') WHERE name = 'id' RETURN name")
    assert json.loads(run.output) == [{"name": "id"}]


def test_parameters_must_match_the_statement(store: Path) -> None:
    run = query(store, "MATCH (d:Document) WHERE d.id = $id RETURN d.name AS name", "-p", "id=a.txt@1")
    assert run.exit_code == 0 and json.loads(run.output) == [{"name": "a.txt"}]
    missing = query(store, "RETURN $x AS x")
    assert missing.exit_code == 1 and "$x" in missing.output
    unused = query(store, "RETURN 1 AS x", "-p", "y=2")
    assert unused.exit_code == 1 and "does not use y" in unused.output


@pytest.mark.parametrize(
    "text",
    [
        "RETURN " + "(" * 30_000 + "1" + ")" * 30_000 + " AS x",
        "RETURN " + "+".join(["1"] * 40_000) + " AS x",
        "RETURN " + "[" * 1_000 + "]" * 1_000 + " AS x",
    ],
    ids=["paren-30k-deep", "sum-40k-terms", "list-1k-deep"],
)
def test_parser_bombs_are_refused_at_once(store: Path, text: str) -> None:
    started = time.monotonic()
    run = query(store, text)
    assert run.exit_code == 1 and run.output.count("\n") == 1, run.output[:300]
    assert "limit" in run.output or "deep" in run.output
    assert time.monotonic() - started < 10


def test_timeout_stops_a_long_query(store: Path) -> None:
    slow = (
        "UNWIND range(1, 100000) AS a UNWIND range(1, 100000) AS b WITH a + b AS s WHERE s % 7 = 0 RETURN count(*) AS n"
    )
    started = time.monotonic()
    run = query(store, slow, "--timeout", "1")
    assert run.exit_code == 1, run.output
    assert "time limit of 1 s" in run.output and run.output.count("\n") == 1
    assert time.monotonic() - started < 15
    assert n_documents(store) == 2  # the connection works after an interrupted query


def test_timeout_applies_to_named_queries(store: Path) -> None:
    run = CliRunner().invoke(main, ["query", "list_documents", "--timeout", "5", "--db", str(store), "--json"])
    assert run.exit_code == 0 and len(json.loads(run.output)) == 2
    bad = CliRunner().invoke(main, ["query", "list_documents", "--timeout", "-1", "--db", str(store)])
    assert bad.exit_code == 2


@pytest.mark.skipif(ENGINE != "kuzu", reason="only kuzu spends minutes in one uninterruptible range() call")
def test_hard_deadline_ends_what_the_engine_cannot_interrupt(store: Path) -> None:
    """kuzu checks its timeout between units of work; ``range(1, 2e7)`` is one unit of about 100 s."""
    started = time.monotonic()
    command = ["query", "--cypher", "RETURN size(range(1, 20000000)) AS n", "--timeout", "1", "--db", str(store)]
    run = subprocess.run(
        [sys.executable, "-c", "from hcf_graph.cli import main; main()", *command],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1, run.stderr
    assert "time limit of 1 s" in run.stderr and "Traceback" not in run.stderr
    assert time.monotonic() - started < 30
    assert n_documents(store) == 2


# -- fuzz: hostile text never gives a traceback or a crash ---------------------------------------

FRAGMENTS = [
    "MATCH (d:Document)", "RETURN 1 AS x", "RETURN *", "WITH d", "UNWIND [1] AS u", "COPY", "LOAD FROM", "TO",
    "'/tmp/x.csv'", "EXPORT DATABASE", "ATTACH", "CHECKPOINT", "CREATE", "SET d.name = 'x'", "DELETE d", "CALL",
    "show_tables()", "threads=1", ";", "'", '"', "`", "\\", "//", "/*", "*/", "\r", "\n", "(", ")", "[", "]", "{",
    "}", "$p", "EXPLAIN", "UNION", "OPTIONAL", "WHERE", "AND", "NOT", "0x1F", "1e999", "\x00", "\u2028", "é",
]  # fmt: skip


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=8), min_size=1, max_size=12))
@example(parts=["'", "\n", "'"])  # a refused "word" holding a line break once gave a two-line message
def test_fuzz_hostile_cypher_gives_one_line_answers(store: Path, parts: list[str]) -> None:
    run = CliRunner().invoke(main, ["query", "--cypher", " ".join(parts), "--db", str(store)])
    assert run.exit_code in (0, 1, 2), run.output
    assert run.exception is None or isinstance(run.exception, SystemExit), repr(run.exception)
    assert "Traceback" not in run.output
    if run.exit_code == 1:
        assert run.output.startswith("Error: ") and run.output.count("\n") == 1, run.output
    assert not (store.parent / "x.csv").exists()
