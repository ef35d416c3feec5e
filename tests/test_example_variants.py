"""The surface variants of the example corpus are extracted and judged variants, not conflicts.

``examples/controlled/ground_truth/variants.jsonl`` lists, per condition, the facts that a clean
article and its conflict article state alike in different surface forms (an alias, another unit,
another date granularity, a rounded figure). Each condition is ingested once through the real
pipeline with the spaCy rule extractor; every listed key must be stored as a ``variant`` record
that holds both stated values, and never as a conflict.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hcf_testing import ENGINE

from hcf_graph.cli.demo import example_corpus
from hcf_graph.database import Database
from hcf_graph.extract import make_extractor
from hcf_graph.ingest.loaders import load_file
from hcf_graph.ingest.pipeline import ingest_documents

CORPUS = example_corpus()
KINDS = {"alias", "unit", "date", "rounding"}


def _variants() -> list[dict[str, Any]]:
    path = CORPUS / "ground_truth" / "variants.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


VARIANTS = _variants()
CONDITIONS = json.loads((CORPUS / "conditions.json").read_text(encoding="utf-8"))


def _id(record: dict[str, Any]) -> str:
    return f"{record['condition']}-{record['entity']}-{record['relation']}"


Key = tuple[str, str]


def _ingest(condition: str, folder: Path) -> dict[str, Any]:
    """Ingest one condition and read back its conflict keys, its variant records and the key of
    every listed variant (entity through its aliases, relation as the graph keys it)."""
    names = CONDITIONS[condition]["documents"]
    docs = [d for name in names for d in load_file(CORPUS / "docs" / name, name)]
    with Database(folder, engine=ENGINE) as db:
        ingest_documents(db, docs, make_extractor("spacy-rules"))
        conflicts = {(c.entity_key, c.relation) for c in db.graph.conflicts()}
        variants = {(c.entity_key, c.relation): c for c in db.graph.conflicts(statuses=("variant",))}
        keys = {
            _id(r): (db.graph.canonical_key(r["entity"]), db.graph.normalizer.relation_polarity(r["relation"])[0])
            for r in VARIANTS
            if r["condition"] == condition
        }
    return {"conflicts": conflicts, "variants": variants, "keys": keys}


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], dict[str, Any]]:
    """Each condition ingested at most once per module, on first use."""
    cache: dict[str, dict[str, Any]] = {}

    def get(condition: str) -> dict[str, Any]:
        if condition not in cache:
            cache[condition] = _ingest(condition, tmp_path_factory.mktemp(f"variants-{condition}") / "db")
        return cache[condition]

    return get


def test_variant_list_is_well_formed() -> None:
    assert {r["condition"] for r in VARIANTS} == {"B", "D"}
    conflict_docs = {r["documents"][1] for r in VARIANTS}
    assert len(conflict_docs) >= 6, conflict_docs
    for record in VARIANTS:
        assert record["kind"] in KINDS, record
        assert len(record["values"]) == 2 and record["values"][0] != record["values"][1], record
        clean, conflict = record["documents"]
        assert clean.endswith("_clean.md") and conflict.endswith("_conflict.md"), record
        assert set(record["documents"]) <= set(CONDITIONS[record["condition"]]["documents"]), record
    # one line per condition that holds both documents: D repeats the B variants of its pairs
    in_d = {_id(r)[2:] for r in VARIANTS if r["condition"] == "D"}
    expected = {
        _id(r)[2:]
        for r in VARIANTS
        if r["condition"] == "B" and set(r["documents"]) <= set(CONDITIONS["D"]["documents"])
    }
    assert in_d == expected


@pytest.mark.parametrize("record", VARIANTS, ids=_id)
def test_variant_is_stored_as_a_variant_not_a_conflict(
    record: dict[str, Any], ingested: Callable[[str], dict[str, Any]]
) -> None:
    graph = ingested(record["condition"])
    key: Key = graph["keys"][_id(record)]
    assert key not in graph["conflicts"], f"{key} flagged as a conflict"
    assert key in graph["variants"], f"{key} not among the variant records {sorted(graph['variants'])}"
    found = graph["variants"][key]
    assert found.status == "variant"
    assert set(record["values"]) <= {v.value for v in found.values}, [v.value for v in found.values]
    assert set(record["documents"]) <= {doc.rsplit("@", 1)[0] for doc in found.documents}
