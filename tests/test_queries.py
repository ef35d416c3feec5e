"""Every .cypher file loads, declares its params exactly, and avoids the engine bug patterns."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hcf_graph.errors import QueryFileError
from hcf_graph.queries import load_queries, parse_query
from hcf_graph.resources import data_dir


def test_every_query_file_loads() -> None:
    queries = load_queries()
    assert {"create_schema", "detect_conflict_keys", "detect_conflicts_in_keys", "list_conflicts", "list_facts"} <= set(
        queries
    )
    for query in queries.values():
        assert query.mode in ("read", "write")
        assert query.purpose


@pytest.mark.parametrize("path", sorted(data_dir("queries").glob("*.cypher")), ids=lambda p: p.stem)
def test_no_engine_bug_patterns(path: Path) -> None:
    """ENGINE_NOTES bugs 1-3 never appear in our queries."""
    text = re.sub(r"//.*", "", path.read_text())
    for clause in re.split(r"\bWITH\b|\bRETURN\b", text):
        has_distinct_agg = re.search(r"(count|sum|collect|avg|min|max)\s*\(\s*DISTINCT", clause, re.I)
        aggs = re.findall(r"\b(count|sum|collect|avg|min|max)\s*\(", clause, re.I)
        assert not (has_distinct_agg and len(aggs) > 1), f"bug 1: DISTINCT mixed with other aggregates in {path.name}"
    assert "list_transform" not in text, f"bug 2: list_transform over collected structs in {path.name}"
    assert not (re.search(r"UNWIND", text) and re.search(r"MERGE", text)), f"bug 3: UNWIND with MERGE in {path.name}"


def test_header_params_must_match_body(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cypher"
    bad.write_text("// Purpose.\n// mode: read\n// params: a\nMATCH (n) WHERE n.x = $b RETURN n\n")
    with pytest.raises(QueryFileError, match="params declared"):
        parse_query(bad)


def test_header_is_required(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cypher"
    bad.write_text("MATCH (n) RETURN n\n")
    with pytest.raises(QueryFileError, match="header"):
        parse_query(bad)


def test_params_inside_string_literals_are_not_params(tmp_path: Path) -> None:
    ok = tmp_path / "ok.cypher"
    ok.write_text(
        "// Purpose.\n// mode: read\n// params: a\nMATCH (n) WHERE n.x = $a AND n.y = '$notaparam' RETURN n\n"
    )
    assert parse_query(ok).params == ("a",)


def test_engine_override_directory(tmp_path: Path) -> None:
    (tmp_path / "q.cypher").write_text("// Generic.\n// mode: read\n// params:\nRETURN 1 AS x\n")
    (tmp_path / "ladybug").mkdir()
    (tmp_path / "ladybug" / "q.cypher").write_text("// Override.\n// mode: read\n// params:\nRETURN 2 AS x\n")
    assert load_queries("kuzu", tmp_path)["q"].purpose == "Generic."
    assert load_queries("ladybug", tmp_path)["q"].purpose == "Override."
