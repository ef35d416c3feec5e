"""The log's side of hcf scale, without Spark: batches named by content from many workers, a snapshot
that never half-reads a batch, the writer adopting worker batches, the resolution plan, the judge's
bounded summaries, and one-line errors."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE
from scale_corpus import add_worker_batches, build_small_log, worker_tables

from hcf_graph.cli import main
from hcf_graph.conflict_rules import ConflictRules
from hcf_graph.database import Database
from hcf_graph.log import BatchLog, append_worker_batch
from hcf_graph.normalize import Relation, RelationCatalog
from hcf_graph.scale.entities import resolution_plan
from hcf_graph.scale.judge import judge_lists


def test_worker_batch_named_by_content_is_written_once(tmp_path: Path) -> None:
    log = tmp_path / "log"
    first = append_worker_batch(log, *worker_tables(), {"worker": "w1"})
    retry = append_worker_batch(log, *worker_tables(), {"worker": "w1"})
    other = append_worker_batch(log, *worker_tables("The capital of Spain is Cadiz.", "h", "w2"), {"worker": "w2"})
    assert first[1] and not retry[1] and first[0] == retry[0] and other[0] != first[0]
    assert sorted(p.name for p in log.iterdir()) == sorted([first[0], other[0]])


def test_snapshot_lists_only_complete_batches(tmp_path: Path) -> None:
    db_dir = build_small_log(tmp_path / "hcf.db")
    worker = add_worker_batches(db_dir)
    names = [b.name for b in BatchLog(db_dir / "log").snapshot()]
    assert names == ["000001", "000002", "000003", worker]  # not the unfinished or the torn folder


def test_writer_adopts_worker_batches_once_and_rebuild_reads_them(tmp_path: Path) -> None:
    db_dir = build_small_log(tmp_path / "hcf.db")
    worker = add_worker_batches(db_dir)
    log = BatchLog(db_dir / "log")
    with Database(db_dir, engine=ENGINE) as db:
        assert "g@1" in {d["id"] for d in db.graph.documents()}
    with Database(db_dir, engine=ENGINE):
        pass
    assert log.seqs() == [1, 2, 3, 4]  # adopted once, as batch 4
    assert [b.name for b in log.snapshot()] == ["000001", "000002", "000003", "000004"]  # the content once
    assert (db_dir / "log" / worker).is_dir()  # the worker's name stays: a retry still writes nothing
    assert append_worker_batch(db_dir / "log", *worker_tables(), {"kind": "worker", "worker": "w1"})[1] is False
    result = CliRunner().invoke(main, ["rebuild", "--db", str(db_dir)])
    assert result.exit_code == 0, result.output
    with Database(db_dir, engine=ENGINE, read_only=True) as db:
        assert "g@1" in {d["id"] for d in db.graph.documents()}


def test_resolution_plan_follows_catch_up() -> None:
    infos = [
        {"resolve": True},
        {"resolve": True},
        {},
        {"decisions": [{"id": "d1", "action": "merge", "a": "A", "b": "B"}]},
        {"threshold": 0.9},
    ]
    plan = resolution_plan(infos, {})
    assert (plan.last_order, plan.runs, len(plan.decisions), plan.threshold) == (3, 2, 1, 0.85)
    assert resolution_plan([{}, {}], {}).last_order == -1


@pytest.mark.parametrize("seed", range(40))
def test_judge_on_summaries_equals_judge_on_every_fact(seed: int) -> None:
    """The bounded summaries (counts, first places, distinct per-document sets) give the verdict of
    the full lists, for functional, multivalued and disjoint relations."""
    rng = random.Random(seed)
    catalog = RelationCatalog()
    catalog.add(Relation("height"))
    catalog.add(Relation("language", cardinality="multivalued"))
    catalog.add(Relation("capital", cardinality="multivalued", conflict_when="disjoint"))
    rules = ConflictRules(catalog, date_order="")
    relation = rng.choice(["height", "language", "capital"])
    pool = ["8,849 m", "8848.86 metres", "8,611 m", "Madrid", "Toledo", "not Madrid", "1867", "7 November 1867"]
    facts = sorted(
        ((rng.choice(pool), f"d{rng.randrange(6)}", rng.randrange(100), f"f{i}") for i in range(rng.randrange(2, 30))),
    )
    facts = sorted(facts, key=lambda f: (f[0].lower(), f[1], f[2], f[3]))  # the embedded order (value key first)
    full = rules.judge(relation, [f[0] for f in facts], [f[1] for f in facts])
    values: dict[str, dict[str, object]] = {}
    for text, doc, start, fid in facts:
        entry = values.setdefault(
            text,
            {
                "value_key": text.lower(),
                "stated": text,
                "n": 0,
                "first": {"value_key": text.lower(), "doc": doc, "start": start, "id": fid},
            },
        )
        entry["n"] = int(entry["n"]) + 1  # type: ignore[call-overload]
    per_doc: dict[str, set[str]] = {}
    for text, doc, _, _ in facts:
        per_doc.setdefault(doc, set()).add(text)
    sets = sorted({tuple(sorted(s)) for s in per_doc.values()})
    texts, docs = judge_lists(list(values.values()), [list(s) for s in sets])
    summarized = rules.judge(relation, texts, docs)
    assert summarized == full


def test_bad_input_is_one_line(tmp_path: Path) -> None:
    runner = CliRunner()
    no_db = runner.invoke(main, ["scale", "conflicts", str(tmp_path / "nothing")])
    assert no_db.exit_code == 1 and "no hcf database" in no_db.output and "Traceback" not in no_db.output
    db_dir = build_small_log(tmp_path / "hcf.db")
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("keep me", encoding="utf-8")
    refused = runner.invoke(main, ["scale", "conflicts", str(db_dir), "--out", str(foreign)])
    assert refused.exit_code == 1 and "holds other files" in refused.output
    assert (foreign / "notes.txt").read_text(encoding="utf-8") == "keep me"
    not_result = runner.invoke(main, ["scale", "load", str(foreign), "--db", str(tmp_path / "x.db")])
    assert not_result.exit_code == 1 and "no hcf scale result" in not_result.output
    assert not (tmp_path / "x.db").exists()
