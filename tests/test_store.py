"""The store protocol on the engine under test (HCF_TEST_ENGINE: kuzu by default, ladybug too)."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pytest
from hcf_testing import held_by_another_process

from hcf_graph.errors import ConfigError, LockedError, QueryError
from hcf_graph.queries import load_queries
from hcf_graph.store import open_store

pytestmark = pytest.mark.engine


def test_schema_is_idempotent_and_counts_start_at_zero(engine: str) -> None:
    store = open_store(f"{engine}::memory:")
    queries = load_queries(engine)
    store.run(queries["create_schema"])
    store.run(queries["create_schema"])
    assert store.run(queries["count_graph"]).to_pylist() == [
        {"documents": 0, "facts": 0, "entities": 0, "conflicts": 0}
    ]
    store.close()


def test_run_requires_exactly_the_declared_params(engine: str) -> None:
    store = open_store(f"{engine}::memory:")
    queries = load_queries(engine)
    store.run(queries["create_schema"])
    with pytest.raises(QueryError, match="expects params"):
        store.run(queries["list_facts"], {"entity_key": ""})
    with pytest.raises(QueryError, match="expects params"):
        store.run(queries["count_graph"], {"extra": 1})
    store.close()


def test_transaction_rolls_back_a_failed_copy(engine: str) -> None:
    store = open_store(f"{engine}::memory:")
    queries = load_queries(engine)
    store.run(queries["create_schema"])

    def entities() -> pa.Table:
        # A fresh Table each time: ladybug 0.22.0 segfaults when the same Table object is COPYed
        # twice and the second COPY fails on duplicate keys (measured here).
        return pa.table({"key": ["a", "b"], "name": ["A", "B"], "kind": ["entity", "entity"], "canonical": ["a", "b"]})

    with pytest.raises(QueryError):
        with store.transaction():
            store.copy("Entity", entities())
            store.copy("Entity", entities())  # duplicate primary keys: the whole transaction fails
    assert store.run(queries["list_entity_keys"]).num_rows == 0
    store.close()


def test_unknown_engine_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="unknown store"):
        open_store("neo4j:/tmp/x")


def test_second_writer_gets_a_lock_error(engine: str, tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    opener = f"from hcf_graph.store import open_store\ns = open_store({f'{engine}:{path}'!r})"
    with held_by_another_process(opener), pytest.raises(LockedError, match="locked by another process"):
        open_store(f"{engine}:{path}")
