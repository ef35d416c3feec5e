"""The Spark job on local[2] against the embedded graph and a plain-Python reference: conflicts
(keys, values, provenance) and clusters equal, through aliases, typed values, superseded versions,
user decisions and a batch written by an extraction worker; loading the result into a store."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import networkx as nx
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE
from scale_corpus import add_worker_batches, build_random_log, build_small_log
from scale_reference import reference_partition, reference_records

from hcf_graph.analysis.clusters import clusters_of
from hcf_graph.cli import main
from hcf_graph.conflicts import STATUSES, Conflict, most_common_spelling
from hcf_graph.database import Database
from hcf_graph.scale import load_scale_output, scale_conflicts
from hcf_graph.scale.components import connected_components
from hcf_graph.scale.judge import most_common

pytestmark = pytest.mark.spark

EXTRA = ("n_documents",)


def spark_records(out: Path) -> list[dict[str, Any]]:
    """The Spark records as ``Conflict.as_json`` shapes (without the counts only Spark adds)."""
    rows = pq.read_table(out / "conflicts").to_pylist()
    records = []
    for row in rows:
        record = json.loads(row["record"])
        for key in EXTRA:
            record.pop(key)
        for value in record["values"]:
            value.pop("n_facts")
        records.append(record)
    return sorted(records, key=lambda r: (r["entity_key"], r["relation"], r["qualifier"]))


def as_records(conflicts: list[Conflict]) -> list[dict[str, Any]]:
    return sorted((c.as_json() for c in conflicts), key=lambda r: (r["entity_key"], r["relation"], r["qualifier"]))


def spark_partition(out: Path) -> set[frozenset[str]]:
    groups: dict[int, set[str]] = {}
    for row in pq.read_table(out / "members").to_pylist():
        groups.setdefault(row["cluster"], set()).add(f"{row['kind']}:{row['id']}")
    return {frozenset(g) for g in groups.values()}


def embedded_records(db_dir: Path) -> list[Conflict]:
    with Database(db_dir, engine=ENGINE) as db:  # a writer: adopts the worker batches, as a real writer would
        return db.graph.conflicts(statuses=STATUSES)


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory, spark: Any) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("scale-small")
    db_dir = build_small_log(folder / "hcf.db")
    worker = add_worker_batches(db_dir)
    out = folder / "out"
    ran = CliRunner().invoke(main, ["scale", "conflicts", str(db_dir), "--out", str(out), "--json"])  # reuses `spark`
    assert ran.exit_code == 0, ran.output
    summary = json.loads(ran.stdout)
    return {"db": db_dir, "out": out, "summary": summary, "worker": worker, "folder": folder}


def test_conflicts_equal_embedded_graph_and_reference(small: dict[str, Any]) -> None:
    found = spark_records(small["out"])
    assert small["summary"]["batches"][-1] == small["worker"]  # the worker batch was read, the others not
    assert not any(name.startswith("h-fff") for name in small["summary"]["batches"])
    embedded = as_records(embedded_records(small["db"]))
    assert found == embedded
    assert found == as_records(reference_records(small["db"]))
    statuses = {(r["entity_key"], r["relation"]): r["status"] for r in found}
    assert statuses[("kingdom of spain", "capital")] == "conflict"  # "Spain" resolved to "Kingdom of Spain"
    assert statuses[("mumbai", "population")] == "conflict"  # only through the user's merge decision
    assert statuses[("acme", "founded by")] == "variant"  # "Bombay" = "Mumbai" as values, after the merge
    assert statuses[("everest", "height")] == "variant"  # 8,849 m = 8,849 metres (typed values)
    curie = next(r for r in found if r["entity"] == "Marie Curie")
    assert "c@1" not in curie["documents"] and "c@2" in curie["documents"]  # the superseded version is out
    capital = next(r for r in found if r["relation"] == "capital")
    assert "g@1" in capital["documents"]  # from the worker batch
    assert "Barcelona" in {v["value"] for v in capital["values"]}
    assert "Porto" not in {v["value"] for v in capital["values"]}  # the torn folder is never read


def test_clusters_equal_networkx_on_both(small: dict[str, Any]) -> None:
    embedded = [c for c in embedded_records(small["db"]) if c.status == "conflict"]
    assert spark_partition(small["out"]) == clusters_of(embedded).partition()
    assert spark_partition(small["out"]) == reference_partition(reference_records(small["db"]))
    numbers = {r["cluster"]: r for r in pq.read_table(small["out"] / "clusters").to_pylist()}
    report = clusters_of(embedded)
    assert [numbers[i + 1]["n_conflicts"] for i in range(len(report.clusters))] == [
        len(c.conflicts) for c in report.clusters
    ]


def test_load_into_empty_store_then_usual_commands(small: dict[str, Any]) -> None:
    target = small["folder"] / "explore.db"
    loaded = load_scale_output(small["out"], target, engine=ENGINE)
    assert loaded.facts and loaded.documents
    runner = CliRunner()
    shown = runner.invoke(main, ["conflicts", "--db", str(target), "--json"])
    assert shown.exit_code == 0, shown.output
    source = [c.as_json() for c in embedded_records(small["db"]) if c.status == "conflict"]
    assert sorted(json.loads(shown.output), key=lambda r: r["id"]) == sorted(
        json.loads(json.dumps(source)), key=lambda r: r["id"]
    )
    disagree = runner.invoke(main, ["disagree", "Spain", "--db", str(target)])
    assert disagree.exit_code == 0 and "Toledo" in disagree.output and "Barcelona" in disagree.output
    clusters = runner.invoke(main, ["clusters", "--db", str(target), "--json"])
    assert clusters.exit_code == 0 and json.loads(clusters.output)["clusters"] == small["summary"]["clusters"]
    again = runner.invoke(main, ["scale", "load", str(small["out"]), "--db", str(target)])
    assert again.exit_code == 0 and "nothing to load" in again.output


def test_random_log_with_capped_provenance(tmp_path: Path, spark: Any) -> None:
    db_dir = build_random_log(tmp_path / "hcf.db", seed=11)
    out = tmp_path / "out"
    summary = scale_conflicts(db_dir, out=out, cap=1, spark=spark)
    assert summary.capped > 0  # some values have more than one fact: a hot key in small
    embedded = as_records(embedded_records(db_dir))
    reference = as_records(reference_records(db_dir))
    assert embedded == reference
    found = spark_records(out)
    counts = {
        json.loads(r["record"])["id"]: json.loads(r["record"]) for r in pq.read_table(out / "conflicts").to_pylist()
    }
    assert [r["id"] for r in found] == [r["id"] for r in embedded]
    for mine, theirs in zip(found, embedded, strict=True):
        head = ("status", "kind", "severity", "rel_diff", "reason", "entity", "qualifier")
        assert {k: mine[k] for k in head} == {k: theirs[k] for k in head}
        assert [(v["value"], v["group"], v["verdict"]) for v in mine["values"]] == [
            (v["value"], v["group"], v["verdict"]) for v in theirs["values"]
        ]
        for value, full, counted in zip(mine["values"], theirs["values"], counts[mine["id"]]["values"], strict=True):
            assert value["documents"] == full["documents"][:1]  # capped, in the same order
            assert counted["n_facts"] == len(full["documents"])  # and counted in full
    assert spark_partition(out) == reference_partition(reference_records(db_dir))


def test_components_converge_on_a_long_chain(spark: Any) -> None:
    rng = random.Random(3)
    chain = [(f"v{i:03d}", f"v{i + 1:03d}") for i in range(40)]
    rest = [(f"w{rng.randrange(30):02d}", f"w{rng.randrange(30):02d}") for _ in range(25)]
    edges = spark.createDataFrame(chain + rest, "src STRING, dst STRING")
    found = connected_components(edges)
    labels = {r["v"]: r["label"] for r in found.labels.collect()}
    graph = nx.Graph(chain + rest)
    assert {frozenset(v for v in labels if labels[v] == label) for label in set(labels.values())} == {
        frozenset(c) for c in nx.connected_components(graph)
    }
    assert all(labels[v] == min(c) for c in nx.connected_components(graph) for v in c)
    assert found.rounds < 12  # pointer jumping: far fewer rounds than the chain is long


def test_most_common_in_spark_equals_the_python_rule(spark: Any) -> None:
    rng = random.Random(5)
    rows = [(f"k{rng.randrange(8)}", rng.choice(["a", "b", "B", "é", "ab", ""])) for _ in range(300)]
    frame = spark.createDataFrame(rows, "key STRING, text STRING")
    found = {r["key"]: r["best"] for r in most_common(frame, "key", "text", "best").collect()}
    expected = {k: most_common_spelling([t for key, t in rows if key == k]) for k in {k for k, _ in rows}}
    assert found == expected
