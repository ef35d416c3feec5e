"""Regression tests for the engine bugs of ENGINE_NOTES.md, through our own code paths.

Each bug returns wrong results without an error, so each test compares the graph's answer with
a plain-Python answer on data shaped to trigger the bug.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pyarrow as pa
import pytest

from hcf_graph.database import Database
from hcf_graph.ingest.facts_file import ingest_facts_file

pytestmark = pytest.mark.engine


def write_jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_bug1_distinct_count_next_to_other_aggregates(db: Database, tmp_path: Path) -> None:
    """Keys with repeated values must count distinct values right (bug 1 gave 0 or null)."""
    rows = [
        {"doc": f"d{i % 4}", "entity": f"e{i % 7}", "relation": "r", "value": f"v{(i * 3) % 5 if i % 7 < 3 else 0}"}
        for i in range(70)
    ]
    ingest_facts_file(db, write_jsonl(tmp_path / "f.jsonl", rows))
    values: dict[str, set[str]] = defaultdict(set)
    for r in rows:
        values[str(r["entity"])].add(str(r["value"]))
    expected = {e for e, v in values.items() if len(v) > 1}
    found = {c.entity_key: len(c.values) for c in db.graph.conflicts()}
    assert set(found) == expected
    assert found == {e: len(values[e]) for e in expected}


def test_bug2_provenance_stays_in_its_own_group(db: Database, tmp_path: Path) -> None:
    """Each conflict's documents and quotes belong to that key (bug 2 mixed groups up)."""
    rows = []
    for e in range(30):
        for d in range(3):
            rows.append(
                {
                    "doc": f"doc-{e}-{d}",
                    "entity": f"ent{e}",
                    "relation": "r",
                    "value": f"val{e}-{d % 2}",
                    "quote": f"quote of ent{e} in doc-{e}-{d}",
                }
            )
    ingest_facts_file(db, write_jsonl(tmp_path / "f.jsonl", rows))
    conflicts = db.graph.conflicts()
    assert len(conflicts) == 30
    for c in conflicts:
        e = c.entity_key.removeprefix("ent")
        for claim in c.values:
            for p in claim.documents:
                assert p.doc.startswith(f"doc-{e}-") and p.quote == f"quote of ent{e} in {p.doc.split('@')[0]}"


def test_bug3_interleaved_repeated_document_keys_attach_to_the_right_document(db: Database, tmp_path: Path) -> None:
    """Facts of documents d1, d2, d3, d2 (bug 3 attached the fourth to d3) hang from their own document."""
    order = ["d1", "d2", "d3", "d2", "d1", "d3", "d2"]
    rows = [{"doc": d, "entity": f"x{i}", "relation": "r", "value": str(i)} for i, d in enumerate(order)]
    ingest_facts_file(db, write_jsonl(tmp_path / "f.jsonl", rows))
    provenance = db.graph.rows("list_fact_provenance", doc="")
    assert len(provenance) == len(order)
    by_entity = {r["entity_key"]: r["doc"] for r in provenance}
    assert by_entity == {f"x{i}": f"{d}@1" for i, d in enumerate(order)}


def test_bug4_store_copy_takes_arrow_tables_only(db: Database) -> None:
    """COPY from pandas 3 DataFrames fails in kuzu (bug 4): the store accepts Arrow tables only."""
    with pytest.raises(TypeError, match=r"pyarrow\.Table"):
        db.graph.store.copy("Entity", [{"key": "a"}])  # type: ignore[arg-type]
    db.graph.store.copy("Entity", pa.table({"key": ["a"], "name": ["A"], "kind": ["entity"], "canonical": ["a"]}))
    assert db.graph.run("list_entity_keys").column("key").to_pylist() == ["a"]


def test_collect_skips_nulls_so_text_less_facts_keep_their_row(db: Database, tmp_path: Path) -> None:
    """A conflict mixing facts with and without spans keeps every field in step."""
    rows = [
        {"doc": "a", "entity": "E", "relation": "r", "value": "1"},
        {"doc": "b", "entity": "E", "relation": "r", "value": "2", "start": 5, "end": 9, "quote": "abcd"},
        {"doc": "c", "entity": "E", "relation": "r", "value": "3"},
    ]
    ingest_facts_file(db, write_jsonl(tmp_path / "f.jsonl", rows))
    for all_versions in (False, True):
        [conflict] = db.graph.conflicts(all_versions=all_versions)
        spans = {claim.value: (p.doc, p.start, p.end, p.quote) for claim in conflict.values for p in claim.documents}
        assert spans == {"1": ("a@1", None, None, ""), "2": ("b@1", 5, 9, "abcd"), "3": ("c@1", None, None, "")}
