"""Property: conflicts from the graph equal a plain-Python reference on random fact sets.

Random facts (small alphabets, so keys repeat and interleave) go through ``ingest-facts`` in one
to three batches, exercising the incremental refresh; the stored candidate keys, their values and
documents must equal a dictionary group-by over the normalized keys, and each record's status
the rules' verdict on the reference's values.
"""

from __future__ import annotations

import json
import tempfile
from collections import defaultdict
from pathlib import Path

import pytest
from hcf_testing import ENGINE
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hcf_graph.conflict_rules import CONFLICT, MULTIVALUED, VARIANT
from hcf_graph.database import Database
from hcf_graph.ingest.facts_file import ingest_facts_file
from hcf_graph.normalize import Normalizer

pytestmark = pytest.mark.engine

NORMALIZER = Normalizer()
names = st.sampled_from(["Spain", "spain", "España", "The Nile", "nile", 'O\'Brien "x"', "Curie"])
relations = st.sampled_from(["capital", "capital city", "population", "birth date", "length"])
values = st.sampled_from(["Madrid", "madrid", "Toledo", "1867", "6,650 km", "6650 km", "Ñ", "x"])
qualifiers = st.sampled_from(["", "", "", "in 2010", "at sea level"])
fact = st.fixed_dictionaries(
    {
        "doc": st.sampled_from(["d1", "d2", "d3", "d4"]),
        "entity": names,
        "relation": relations,
        "value": values,
        "qualifier": qualifiers,
    }
)


def reference_conflicts(facts: list[dict[str, str]]) -> dict[tuple[str, str, str], dict[str, set[str]]]:
    """Plain-Python candidates: key -> value key -> documents, for keys with two or more values."""
    groups: dict[tuple[str, str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for f in facts:
        k = NORMALIZER.keys(f["entity"], f["relation"], f["value"], f["qualifier"])
        groups[(k.entity, k.relation, k.qualifier)][k.value].add(f"{f['doc']}@1")
    return {key: dict(vals) for key, vals in groups.items() if len(vals) > 1}


def reference_statuses(facts: list[dict[str, str]], db: Database) -> dict[tuple[str, str, str], str]:
    """The rules' verdict on each candidate's values, computed from the input facts."""
    values: dict[tuple[str, str, str], list[tuple[str, str]]] = defaultdict(list)
    for f in facts:
        k = NORMALIZER.keys(f["entity"], f["relation"], f["value"], f["qualifier"])
        values[(k.entity, k.relation, k.qualifier)].append((f["value"], f"{f['doc']}@1"))
    candidates = reference_conflicts(facts)
    return {
        key: db.graph.rules.judge(key[1], [v for v, _ in vals], [d for _, d in vals]).status
        for key, vals in values.items()
        if key in candidates
    }


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(fact, min_size=1, max_size=40), st.integers(min_value=1, max_value=3))
def test_graph_conflicts_match_plain_python(facts: list[dict[str, str]], n_batches: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        with Database(Path(tmp) / "db", engine=ENGINE) as db:
            for i in range(n_batches):
                part = facts[i::n_batches]
                if part:
                    path = Path(tmp) / f"batch{i}.jsonl"
                    path.write_text("".join(json.dumps(f) + "\n" for f in part))
                    ingest_facts_file(db, path)
            records = db.graph.conflicts(statuses=(CONFLICT, VARIANT, MULTIVALUED))
            found = {
                (c.entity_key, c.relation, c.ckey.split("\x1f")[2]): {
                    v.value_key: {p.doc for p in v.documents} for v in c.values
                }
                for c in records
            }
            statuses = {(c.entity_key, c.relation, c.ckey.split("\x1f")[2]): c.status for c in records}
            expected_statuses = reference_statuses(facts, db)
    assert found == reference_conflicts(facts)
    assert statuses == expected_statuses
