"""The fact graph end to end on a real database on disk: versions, conflicts, provenance, recovery."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.database import Database, rebuild
from hcf_graph.errors import InputError, QueryError, StoreError
from hcf_graph.ingest.facts_file import ingest_facts_file
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument

pytestmark = pytest.mark.engine


def doc(name: str, text: str, version: str | None = None) -> SourceDocument:
    return SourceDocument(name=name, text=text, source=name, mime="text/plain", version=version)


SPAIN_A = "The capital of Spain is Madrid. The population of Spain is 47 million."
SPAIN_B = "Some history first.\n\nThe capital of Spain is Toledo. The population of Spain is 47 million."


def test_conflict_with_provenance_and_exact_quotes(db: Database, extractor: PatternExtractor) -> None:
    ingest_documents(db, [doc("a", SPAIN_A), doc("b", SPAIN_B)], extractor)
    [conflict] = db.graph.conflicts()
    data = conflict.as_json()
    assert (data["entity"], data["relation"]) == ("Spain", "capital")
    by_value = {v["value"]: v["documents"] for v in data["values"]}
    assert set(by_value) == {"Madrid", "Toledo"}
    [toledo] = by_value["Toledo"]
    assert toledo["id"] == "b@1"
    assert SPAIN_B[toledo["start"] : toledo["end"]] == toledo["quote"] == "The capital of Spain is Toledo."
    assert data["documents"] == ["a@1", "b@1"]


def test_every_fact_quote_equals_document_span(db: Database, extractor: PatternExtractor) -> None:
    texts = {"a": SPAIN_A, "b": SPAIN_B}
    ingest_documents(db, [doc(n, t) for n, t in texts.items()], extractor)
    facts = db.graph.facts()
    assert len(facts) == 4
    for fact in facts:
        assert texts[fact["doc"].split("@")[0]][fact["start_char"] : fact["end_char"]] == fact["quote"]


def test_unchanged_document_is_skipped_and_changed_one_supersedes(db: Database, extractor: PatternExtractor) -> None:
    ingest_documents(db, [doc("a", SPAIN_A), doc("b", SPAIN_B)], extractor)
    again = ingest_documents(db, [doc("a", SPAIN_A), doc("b", SPAIN_B)], extractor)
    assert (again.documents, again.unchanged, again.facts) == (0, 2, 0)
    fixed = ingest_documents(db, [doc("b", "The capital of Spain is Madrid.")], extractor)
    assert (fixed.documents, fixed.superseded) == (1, 1)
    assert db.graph.conflicts() == []
    [old] = db.graph.conflicts(all_versions=True)
    assert {p.doc for v in old.values for p in v.documents} >= {"b@1", "a@1"}
    versions = {d["id"]: d["superseded"] for d in db.graph.documents(all_versions=True)}
    assert versions == {"a@1": False, "b@1": True, "b@2": False}
    assert {f["doc"] for f in db.graph.facts(entity="Spain")} == {"a@1", "b@2"}


def test_conflicts_refresh_incrementally_and_keep_their_ids(db: Database, extractor: PatternExtractor) -> None:
    ingest_documents(db, [doc("a", SPAIN_A), doc("b", SPAIN_B)], extractor)
    [before] = db.graph.conflicts()
    report = ingest_documents(
        db, [doc("c", "The capital of France is Paris. The capital of Spain is Seville.")], extractor
    )
    assert report.conflicts == 1  # only the touched keys were re-detected: spain/capital and france/capital
    [after] = db.graph.conflicts()
    assert after.id == before.id
    assert {v.value for v in after.values} == {"Madrid", "Toledo", "Seville"}


def test_explicit_versions_and_clashing_text(db: Database, extractor: PatternExtractor) -> None:
    ingest_documents(db, [doc("a", SPAIN_A, version="2024-01")], extractor)
    with pytest.raises(InputError, match="already stored with other text"):
        ingest_documents(db, [doc("a", SPAIN_B, version="2024-01")], extractor)
    ingest_documents(db, [doc("a", SPAIN_B, version="2024-06")], extractor)
    assert [d["id"] for d in db.graph.documents()] == ["a@2024-06"]


def test_two_versions_in_one_batch_only_the_last_is_current(db: Database, extractor: PatternExtractor) -> None:
    ingest_documents(db, [doc("a", SPAIN_A, "1"), doc("a", SPAIN_B, "2")], extractor)
    assert [d["id"] for d in db.graph.documents()] == ["a@2"]
    assert {f["doc"] for f in db.graph.facts()} == {"a@2"}


def test_entity_names_with_quotes_and_cypher_are_stored_verbatim(db: Database, tmp_path: Path) -> None:
    nasty = "O'Brien\" }) MATCH (n) DETACH DELETE n //"
    facts = tmp_path / "facts.jsonl"
    facts.write_text(
        json.dumps({"doc": "x", "entity": nasty, "relation": "capital", "value": "Dublin"})
        + "\n"
        + json.dumps({"doc": "y", "entity": nasty, "relation": "capital", "value": "Cork"})
        + "\n"
    )
    ingest_facts_file(db, facts)
    assert {f["entity"] for f in db.graph.facts(entity=nasty)} == {nasty}
    assert db.graph.disagreement(nasty)["relations"][0]["disagree"] is True
    assert db.graph.counts()["documents"] == 2


def test_unknown_entity_is_an_empty_answer(db: Database, extractor: PatternExtractor) -> None:
    ingest_documents(db, [doc("a", SPAIN_A)], extractor)
    assert db.graph.disagreement("Atlantis")["relations"] == []
    assert db.graph.facts(entity="Atlantis") == []


def test_rebuild_from_log_reproduces_the_graph(db_path: Path, extractor: PatternExtractor) -> None:
    with Database(db_path, engine=ENGINE) as db:
        ingest_documents(db, [doc("a", SPAIN_A), doc("b", SPAIN_B)], extractor)
        ingest_documents(db, [doc("b", "The capital of Spain is Madrid.")], extractor)
        before = ([c.as_json() for c in db.graph.conflicts(all_versions=True)], db.graph.facts(all_versions=True))
    with rebuild(db_path) as db:
        after = ([c.as_json() for c in db.graph.conflicts(all_versions=True)], db.graph.facts(all_versions=True))
        assert db.graph.counts()["documents"] == 3
    assert after == before


def test_write_interrupted_by_a_crash_is_restored_on_open(db_path: Path, extractor: PatternExtractor) -> None:
    with Database(db_path, engine=ENGINE) as db:
        ingest_documents(db, [doc("a", SPAIN_A), doc("b", SPAIN_B)], extractor)
        expected = ([c.as_json() for c in db.graph.conflicts()], db.graph.rows("list_fact_provenance", doc=""))
    (db_path / "write.dirty").write_text("process 1")  # as a killed writer leaves it
    with pytest.raises(StoreError, match="interrupted"):
        Database(db_path, engine=ENGINE, read_only=True)
    with Database(db_path, engine=ENGINE) as db:
        assert ([c.as_json() for c in db.graph.conflicts()], db.graph.rows("list_fact_provenance", doc="")) == expected
    assert not (db_path / "write.dirty").exists()


def test_graph_that_lags_its_log_catches_up_on_open(db_path: Path, tmp_path: Path, extractor: PatternExtractor) -> None:
    with Database(tmp_path / "other.db", engine=ENGINE) as other:
        ingest_documents(other, [doc("a", SPAIN_A), doc("b", SPAIN_B)], extractor)
        batch = other.log.read(1)
    with Database(db_path, engine=ENGINE) as db:  # a crash after the log write, before the apply
        db.log.append(batch.documents, batch.chunks, batch.facts, batch.info)
    with Database(db_path, engine=ENGINE, read_only=True) as db:
        assert db.lag() == 1
        assert db.graph.conflicts() == []
    with Database(db_path, engine=ENGINE) as db:
        assert db.lag() == 0
        assert len(db.graph.conflicts()) == 1


def test_failed_apply_leaves_log_and_graph_unchanged(
    db: Database, extractor: PatternExtractor, monkeypatch: pytest.MonkeyPatch
) -> None:
    ingest_documents(db, [doc("a", SPAIN_A)], extractor)
    ingest_documents(db, [doc("b", SPAIN_B)], extractor)
    counts, seqs = db.graph.counts(), db.log.seqs()
    conflicts_before = [c.as_json() for c in db.graph.conflicts()]
    provenance_before = db.graph.rows("list_fact_provenance", doc="")  # Document-Chunk-Fact-Entity/Value
    assert conflicts_before and provenance_before
    real_run = db.graph.run

    def failing_run(name: str, **params: object) -> object:
        if name == "create_batch":  # the last write of an apply, after the conflicts were refreshed
            raise QueryError("create_batch: disk full (simulated)")
        return real_run(name, **params)

    monkeypatch.setattr(db.graph, "run", failing_run)
    with pytest.raises(QueryError, match="simulated"):
        ingest_documents(db, [doc("c", "The capital of Spain is Seville.")], extractor)
    monkeypatch.undo()
    assert db.graph.counts() == counts
    assert [c.as_json() for c in db.graph.conflicts()] == conflicts_before
    assert db.graph.rows("list_fact_provenance", doc="") == provenance_before  # no relationship lost
    assert not (db.folder / "write.dirty").exists()
    assert db.log.seqs() == seqs
    assert ingest_documents(db, [doc("c", "The capital of Spain is Seville.")], extractor).documents == 1
