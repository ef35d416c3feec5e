"""Conflict clusters: networkx against the named graph query and a plain-Python reference, the
definitions of causing and bridging documents, superseded versions, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.analysis.clusters import conflict_clusters, query_partition
from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.errors import ConfigError
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument

# Three clusters: {a, b, c} on two keys with b as the bridge, {d, e, f} with f outvoted, {g} alone
# (no conflict), and h contradicting itself.
TEXTS = {
    "a": "The capital of Aland is Alpha.",
    "b": "The capital of Aland is Beta. The currency of Aland is Crown.",
    "c": "The currency of Aland is Mark.",
    "d": "The height of Bergo is 100 metres.",
    "e": "The height of Bergo is 100 metres.",
    "f": "The height of Bergo is 250 metres.",
    "g": "The river of Cetia is Long.",
    "h": "The operator of Delta is Ann. The operator of Delta is Bob.",
}


def _store(db: Database, texts: dict[str, str]) -> None:
    docs = [SourceDocument(name, text, name, "text/plain") for name, text in texts.items()]
    ingest_documents(db, docs, PatternExtractor())


def _reference(db: Database) -> set[frozenset[str]]:
    """Connected components by union-find over (document, conflict) pairs, no networkx."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for c in db.graph.conflicts():
        for doc in c.documents:
            parent[find(f"document:{doc}")] = find(f"conflict:{c.id}")
    groups: dict[str, set[str]] = {}
    for x in list(parent):
        groups.setdefault(find(x), set()).add(x)
    return {frozenset(g) for g in groups.values()}


@pytest.mark.engine
def test_networkx_clusters_equal_the_named_query_and_a_reference(db: Database) -> None:
    _store(db, TEXTS)
    report = conflict_clusters(db.graph)
    assert report.partition() == _reference(db)
    assert [(len(c.documents), len(c.conflicts)) for c in report.clusters] == [(3, 2), (3, 1), (1, 1)]
    if ENGINE == "kuzu":
        assert query_partition(db.graph) == report.partition()
        assert query_partition(db.graph) == report.partition()  # the projected graph was dropped: runs again
    else:
        with pytest.raises(ConfigError, match="networkx"):
            query_partition(db.graph)


@pytest.mark.engine
def test_superseded_versions_leave_their_clusters(db: Database) -> None:
    _store(db, TEXTS)
    _store(db, {"f": "The height of Bergo is 100 metres."})  # f's new version agrees
    report = conflict_clusters(db.graph)
    assert all("f@1" not in c.documents for c in report.clusters)
    assert report.partition() == _reference(db)
    assert not any(d.startswith("d@") for c in report.clusters for d in c.documents)
    if ENGINE == "kuzu":
        assert query_partition(db.graph) == report.partition()


@pytest.mark.engine
def test_causing_and_bridging_documents(db: Database) -> None:
    _store(db, TEXTS)
    first, second, third = conflict_clusters(db.graph).clusters
    assert first.documents == ["a@1", "b@1", "c@1"]
    assert [(b.doc, b.parts) for b in first.bridges] == [("b@1", (1, 1))]  # b holds the two keys together
    assert second.top_documents[0].doc == "f@1"  # 250 against two documents saying 100
    assert (second.top_documents[0].outvoted, second.top_documents[1].outvoted) == (1, 0)
    assert second.bridges == []
    assert third.documents == ["h@1"] and third.conflicts[0].entity == "Delta"


def test_clusters_command(db_path: Path) -> None:
    with Database(db_path, engine=ENGINE) as db:
        _store(db, TEXTS)
    runner = CliRunner()
    out = runner.invoke(main, ["clusters", "--db", str(db_path), "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert (data["clusters"], data["documents"], data["conflicts"]) == (3, 7, 4)
    assert data["items"][0]["bridges"] == [{"doc": "b@1", "parts": [1, 1]}]
    text = runner.invoke(main, ["clusters", "--db", str(db_path), "--limit", "1"])
    assert "cluster 1: 3 documents, 2 conflicts" in text.output
    assert "bridges: b@1" in text.output
    assert "1 of 3 clusters shown; all: hcf clusters --limit 0" in text.output
    bad = runner.invoke(main, ["viz", "cluster", "7", "--db", str(db_path), "--out", str(db_path.parent / "x.svg")])
    assert bad.exit_code == 1 and "no cluster 7: the store has 3" in bad.output
    assert not (db_path.parent / "x.svg").exists()
    checked = runner.invoke(main, ["clusters", "--db", str(db_path), "--check", "--limit", "0"])
    if ENGINE == "kuzu":
        assert checked.exit_code == 0, checked.output
        assert "agree with networkx: 3 clusters" in checked.output
    else:
        assert checked.exit_code == 1 and "networkx only" in checked.output
