"""`hcf query NAME` parameters: declared defaults fill optional ones, values are JSON, null is never text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.errors import InputError, QueryFileError
from hcf_graph.queries import load_queries, parse_query

FACTS = [
    {"doc": "a.txt", "entity": "Teide", "relation": "height", "value": "3718 m", "quote": "3718 m"},
    {"doc": "null", "entity": "Teide", "relation": "height", "value": "3715 m", "quote": "3715 m"},
    {"doc": "2024", "entity": "Teide", "relation": "height", "value": "3700 m", "quote": "3700 m"},
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("params")
    facts = root / "facts.jsonl"
    facts.write_text("".join(json.dumps(f) + "\n" for f in FACTS))
    db = root / "db"
    run = CliRunner().invoke(main, ["ingest-facts", str(facts), "--db", str(db), "--engine", ENGINE])
    assert run.exit_code == 0, run.output
    return db


def named(db: Path, *args: str) -> Result:
    return CliRunner().invoke(main, ["query", *args, "--db", str(db), "--json"])


@pytest.mark.engine
def test_optional_params_take_their_declared_defaults(store: Path) -> None:
    run = named(store, "list_facts", "-p", "entity_key=teide")
    assert run.exit_code == 0, run.output
    assert sorted(r["doc"] for r in json.loads(run.output)) == ["2024@1", "a.txt@1", "null@1"]
    docs = named(store, "list_documents")
    assert docs.exit_code == 0 and len(json.loads(docs.output)) == 3


@pytest.mark.engine
def test_null_is_refused_and_the_text_null_is_quoted(store: Path) -> None:
    refused = named(store, "list_facts", "-p", "entity_key=teide", "-p", "doc=null")
    assert refused.exit_code == 1 and refused.output.count("\n") == 1
    assert "null" in refused.output and '"null"' in refused.output and "default" in refused.output
    text = named(store, "list_facts", "-p", "entity_key=teide", "-p", 'doc="null"')
    assert text.exit_code == 0, text.output
    assert [r["doc"] for r in json.loads(text.output)] == ["null@1"]


@pytest.mark.engine
def test_a_text_param_takes_a_number_as_typed(store: Path) -> None:
    run = named(store, "list_facts", "-p", "entity_key=teide", "-p", "doc=2024")
    assert run.exit_code == 0, run.output
    assert [r["doc"] for r in json.loads(run.output)] == ["2024@1"]


@pytest.mark.engine
def test_wrong_types_and_unknown_params_are_named(store: Path) -> None:
    bad_type = named(store, "list_facts", "-p", "entity_key=teide", "-p", "all_versions=yes")
    assert bad_type.exit_code == 1 and "true or false" in bad_type.output
    unknown = named(store, "list_facts", "-p", "entity_key=teide", "-p", "entity=teide")
    assert unknown.exit_code == 1
    assert "no parameter entity" in unknown.output and "entity_key, doc, all_versions" in unknown.output
    missing = named(store, "list_facts")
    assert missing.exit_code == 1 and "needs -p for: entity_key" in missing.output
    deep = named(store, "list_facts", "-p", "entity_key=" + "[" * 5000 + "]" * 5000)
    assert deep.exit_code == 1 and "deeper" in deep.output and "Traceback" not in deep.output


def test_list_shows_defaults() -> None:
    run = CliRunner().invoke(main, ["query", "--list", "--json"])
    rows = {r["name"]: r["params"] for r in json.loads(run.output)}
    assert rows["list_facts"] == 'entity_key, doc="", all_versions=false'


def test_defaults_header_is_parsed(tmp_path: Path) -> None:
    path = tmp_path / "q.cypher"
    path.write_text(
        '// Purpose.\n// mode: read\n// params: a, b, c\n// defaults: b="x, y", c=[1, 2]\nRETURN $a, $b, $c\n'
    )
    query = parse_query(path)
    assert query.defaults == {"b": "x, y", "c": [1, 2]}
    assert query.arguments({"a": 1}) == {"a": 1, "b": "x, y", "c": [1, 2]}
    with pytest.raises(InputError, match="needs -p for: a"):
        query.arguments({})


@pytest.mark.parametrize(
    "line, message",
    [("d=1", "not declared"), ("b=x", "not JSON"), ("b", "name=JSON"), ("b=null", "null"), ('b="1", b="2"', "twice")],
)
def test_bad_defaults_are_refused(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "q.cypher"
    path.write_text(f"// Purpose.\n// mode: read\n// params: a, b\n// defaults: {line}\nRETURN $a, $b\n")
    with pytest.raises(QueryFileError, match=message):
        parse_query(path)


def test_shipped_defaults_name_declared_params_and_match_their_use() -> None:
    queries = load_queries()
    assert queries["list_facts"].defaults == {"doc": "", "all_versions": False}
    for query in queries.values():
        assert set(query.defaults) <= set(query.params), query.name
