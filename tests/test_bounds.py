"""The bounds of issue #8: hot keys (verdicts stored and read once, provenance capped with
counts), merges and ingests that resolve only the names they touch, bounded name lengths.

No test here asserts a time: each asserts what the bound changes in the answer (how many rows,
which entities, what a listing says); benchmarks/bench_bounds.py measures the times.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.conflict_rules import ConflictRules
from hcf_graph.database import Database, rebuild
from hcf_graph.ingest.facts_file import ingest_facts_file
from hcf_graph.normalize import Normalizer
from hcf_graph.resolution import Decision
from hcf_graph.resolve import EntityResolver
from hcf_graph.resolve.names import MAX_MATCH_CHARS
from hcf_graph.resolve.values import MAX_COMPARED_VALUES, group_values

pytestmark = pytest.mark.engine


def write(tmp_path: Path, rows: list[dict[str, str]], name: str = "facts.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def cli(*args: str) -> str:
    result = CliRunner().invoke(main, [*args, "--engine", ENGINE])
    assert result.exit_code == 0, result.output
    return result.output


def hot_rows() -> list[dict[str, str]]:
    """One key: 'Atlantis' stated by 14 documents, 'Lemuria' by 3."""
    rows = [{"doc": f"a{i:02d}", "entity": "Mu", "relation": "capital", "value": "Atlantis"} for i in range(14)]
    return rows + [{"doc": f"b{i}", "entity": "Mu", "relation": "capital", "value": "Lemuria"} for i in range(3)]


# -- hot keys ---------------------------------------------------------------------------------


def test_listing_caps_provenance_per_value_with_counts(tmp_path: Path) -> None:
    db = str(tmp_path / "db")
    cli("ingest-facts", str(write(tmp_path, hot_rows())), "--db", db)
    text = cli("conflicts", "--db", db)
    lines = text.splitlines()
    assert sum(1 for line in lines if re.search(r"\ba\d\d@1\b", line)) == 10  # 10 of Atlantis' 14 documents
    assert sum(1 for line in lines if re.search(r"\bb\d@1\b", line)) == 3  # all 3 of Lemuria's
    assert sum(1 for line in lines if line.strip() == "... and 4 more") == 1
    assert "2 values in 17 documents" in text  # the heading still counts every document
    [record] = json.loads(cli("conflicts", "--json", "--db", db))
    by_value = {v["value"]: v for v in record["values"]}
    assert by_value["Atlantis"]["n_documents"] == 14 and len(by_value["Atlantis"]["documents"]) == 10
    assert by_value["Lemuria"]["n_documents"] == 3 and len(by_value["Lemuria"]["documents"]) == 3
    assert len(record["documents"]) == 17
    [full] = json.loads(cli("conflicts", "--json", "--provenance", "0", "--db", db))
    assert len({v["value"]: v for v in full["values"]}["Atlantis"]["documents"]) == 14
    assert "... and 12 more" in cli("conflicts", "--provenance", "2", "--db", db)
    disagree = cli("disagree", "Mu", "--db", db).splitlines()
    assert sum(1 for line in disagree if re.search(r"\ba\d\d@1\b", line)) == 10
    assert [line.strip() for line in disagree].count("... and 4 more") == 1


def test_a_verdict_is_read_once_per_record_not_once_per_fact(db: Database, tmp_path: Path) -> None:
    ingest_facts_file(db, write(tmp_path, hot_rows()))
    heads = db.graph.run("list_conflict_heads", entity_key="", relation_key="", statuses=["conflict"])
    facts = db.graph.run("list_conflicts", entity_key="", relation_key="", statuses=["conflict"])
    assert heads.num_rows == 1 and facts.num_rows == 17
    assert "judgements" not in facts.column_names and "reason" not in facts.column_names
    [conflict] = db.graph.conflicts()
    assert {v.value: v.count for v in conflict.values} == {"Atlantis": 14, "Lemuria": 3}


def test_a_hot_key_compares_its_most_frequent_values_and_places_the_rest_by_signature() -> None:
    values = ["Atlantis"] * 3 + ["ATLANTIS."] + [f"Town {i}" for i in range(150)] + ["town 7"]
    groups = group_values(values, "capital")
    by_member = {m: g for g in groups for m in g.members}
    assert by_member["ATLANTIS."] is by_member["Atlantis"]  # compared pairwise (among the most frequent)
    assert by_member["town 7"] is by_member["Town 7"]  # past the bound: joined by its signature
    assert len(groups) == 151
    judgement = ConflictRules(Normalizer().catalog).judge("capital", values, [f"d{i}" for i in range(len(values))])
    assert judgement.status == "conflict"
    assert f"the {MAX_COMPARED_VALUES} most frequent compared pairwise" in judgement.reason


# -- resolution touches only what changed -----------------------------------------------------


def person(rng: random.Random) -> str:
    def word() -> str:
        return "".join(rng.choice("bcdfghklmnprstvz") + rng.choice("aeiou") for _ in range(3)).capitalize()

    return f"{word()} {word()}"


def people_rows(n: int, seed: int = 5) -> list[dict[str, str]]:
    rng = random.Random(seed)
    names = sorted({person(rng) for _ in range(n)})
    return [
        {"doc": f"d{i % 7}", "entity": name, "relation": "birth place", "value": f"Town {i % 5}"}
        for i, name in enumerate(names)
    ]


def entity_state(db: Database) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(entity key -> canonical) and (alias -> canonical) pairs, sorted."""
    canon = sorted((r["key"], r["canonical"]) for r in db.graph.rows("list_entity_names"))
    aliases = sorted((r["alias_key"], r["canonical_key"]) for r in db.graph.rows("list_aliases"))
    return canon, aliases


def test_a_merge_resolves_only_the_names_it_can_touch(db: Database, tmp_path: Path) -> None:
    rows = people_rows(300)
    ingest_facts_file(db, write(tmp_path, rows), resolve=True)
    a, b = rows[10]["entity"], rows[20]["entity"]
    before = {r["id"]: r["ckey"] for r in db.graph.rows("list_facts", entity_key="", doc="", all_versions=True)}
    [decision_id] = db.next_decision_ids(1)
    report = db.record_decisions([Decision(decision_id, "merge", a, b)])
    assert 2 <= report.scope < 30  # the two names and the few sharing a word with them, not all 300
    assert [(old, new) for _, old, new in report.changed] == [(rows[10]["entity"].lower(), b.lower())]
    after = {r["id"]: r["ckey"] for r in db.graph.rows("list_facts", entity_key="", doc="", all_versions=True)}
    rekeyed = {k for k in after if after[k] != before[k]}
    assert len(rekeyed) == 1  # only the merged entity's fact has a new conflict key
    assert db.graph.canonical_key(a) == db.graph.canonical_key(b) == b.lower()


def test_an_ingest_resolves_only_the_blocks_its_new_names_touch(db: Database, tmp_path: Path) -> None:
    rows = people_rows(300)
    ingest_facts_file(db, write(tmp_path, rows), resolve=True)
    known = rows[42]["entity"]
    typo = known[:-1] + known[-1] * 2  # a doubled last letter: a spelling variant of a known name
    extra = [{"doc": "late", "entity": typo, "relation": "birth place", "value": "Town 9"}]
    report = ingest_facts_file(db, write(tmp_path, extra, "late.jsonl"), resolve=True)
    assert report.resolution and "1 re-pointed" in report.resolution
    assert db.graph.canonical_key(typo) == db.graph.canonical_key(known)
    scoped = db.resolve()  # nothing new since: nothing is looked at again
    assert scoped.scope == 0 and not scoped.changed
    incremental = entity_state(db)
    full = db.resolve_logged()  # `hcf entities resolve`: every name again
    assert full.scope == len(db.graph.rows("list_entity_names"))
    assert not full.changed and entity_state(db) == incremental


def test_a_rebuild_replays_incremental_resolution_to_the_same_graph(db_path: Path, tmp_path: Path) -> None:
    rows = people_rows(120)
    with Database(db_path, engine=ENGINE) as db:
        ingest_facts_file(db, write(tmp_path, rows[:80]), resolve=True)
        ingest_facts_file(db, write(tmp_path, rows[80:], "more.jsonl"), resolve=True)
        [decision_id] = db.next_decision_ids(1)
        db.record_decisions([Decision(decision_id, "merge", rows[3]["entity"], rows[90]["entity"])])
        live = entity_state(db)
        conflicts = [c.as_json() for c in db.graph.conflicts(all_versions=True)]
    with rebuild(db_path, engine=ENGINE) as again:  # conflicts detected once, after the last batch
        assert entity_state(again) == live
        assert [c.as_json() for c in again.graph.conflicts(all_versions=True)] == conflicts
        assert conflicts


# -- long names -------------------------------------------------------------------------------


def test_long_names_are_matched_on_a_bounded_prefix() -> None:
    rng = random.Random(1)
    head = " ".join(f"word{rng.randrange(10**6)}" for _ in range(2000))
    a, b = head + " Alpha", head + " Omega"  # 20k characters, different only past the bound
    resolution = EntityResolver().resolve([a, b, "J. Smith"])
    assert resolution.alias_of(a) == resolution.alias_of(b)
    assert resolution.alias_of("J. Smith") == "J. Smith"
    assert len(a) > 50 * MAX_MATCH_CHARS


def test_long_names_ingest_with_resolve(db: Database, tmp_path: Path) -> None:
    rng = random.Random(2)
    rows = []
    for i in range(20):
        name = " ".join(f"w{rng.randrange(1000)}" for _ in range(20_000))[:100_000] + " J"
        rows.append({"doc": f"d{i % 3}", "entity": name, "relation": "capital", "value": f"v{i}"})
    report = ingest_facts_file(db, write(tmp_path, rows), resolve=True)
    assert report.facts == 20 and report.resolution
    assert len({db.graph.canonical_key(r["entity"]) for r in rows}) == 20  # different within the bound


# -- 1M facts: the bulk load's shortcuts give the same answers --------------------------------


def flat_rows(n_keys: int, shift: int = 0) -> list[dict[str, str]]:
    """Three documents per key; every fifth key with a second value."""
    return [
        {
            "doc": f"d{(k + i + shift) % 7}",
            "entity": f"Entity {k}",
            "relation": "capital",
            "value": f"other {k}" if k % 5 == 0 and i == 2 else f"value {k}",
        }
        for k in range(n_keys)
        for i in range(3)
    ]


def conflict_records(db: Database) -> list[tuple[str, str, list[tuple[str, int]]]]:
    return sorted((c.ckey, c.status, [(v.value, v.count) for v in c.values]) for c in db.graph.conflicts())


def test_a_load_touching_most_keys_finds_the_conflicts_a_full_detection_finds(db: Database, tmp_path: Path) -> None:
    """A second load that touches about a third of the stored keys (enough that candidates come
    from one grouped pass over every fact instead of a join on the key list) stores the same
    conflict records as detecting every key again."""
    ingest_facts_file(db, write(tmp_path, flat_rows(60)))
    # new documents: some keys get a new value (new conflicts), some keep their old one
    more = [
        {
            "doc": f"late{k % 3}",
            "entity": f"Entity {k}",
            "relation": "capital",
            "value": f"late {k}" if k % 2 else f"value {k}",
        }
        for k in range(0, 60, 3)
    ]
    ingest_facts_file(db, write(tmp_path, more, "more.jsonl"))
    incremental = conflict_records(db)
    assert len(incremental) == 12 + 8  # every fifth key of the first load, and the late values on odd keys
    db.graph.refresh_conflicts(None)
    assert conflict_records(db) == incremental


def test_duplicate_lines_collapse_when_their_columns_are_too_varied_to_fold(db: Database, tmp_path: Path) -> None:
    """Duplicates are found by folding each line's identity columns into one number; with more
    distinct values than one 64-bit number holds, by grouping: the same lines collapse."""
    rows = [
        {
            "doc": f"doc{i}",
            "entity": f"Entity {i}",
            "relation": "capital",
            "value": f"value {i}",
            "quote": f"q{i}",
            "start": i,
            "end": i + 2,
        }
        for i in range(7000)
    ]
    rows += rows[:5] + rows[100:103]
    report = ingest_facts_file(db, write(tmp_path, rows))
    assert (report.facts, report.duplicates) == (7000, 8)
    again = ingest_facts_file(db, write(tmp_path, rows))
    assert (again.facts, again.already_stored) == (0, 7000)


def test_a_first_load_finds_conflicts_among_current_versions_only(db: Database, tmp_path: Path) -> None:
    """The first load into an empty graph finds its conflicts in memory: facts of a document
    version that a later version in the same file replaces take no part, as in the graph's query."""
    rows = [
        {"doc": "a", "version": "1", "entity": "Mu", "relation": "capital", "value": "Atlantis"},
        {"doc": "a", "version": "2", "entity": "Mu", "relation": "capital", "value": "Lemuria"},
        {"doc": "b", "version": "1", "entity": "Mu", "relation": "capital", "value": "Lemuria"},
        {"doc": "b", "version": "1", "entity": "Ys", "relation": "capital", "value": "Kerys", "start": 0, "end": 5},
        {"doc": "c", "version": "1", "entity": "Ys", "relation": "capital", "value": "Is", "qualifier": "in 500"},
        {"doc": "d", "version": "1", "entity": "Ys", "relation": "capital", "value": "Is"},
    ]
    ingest_facts_file(db, write(tmp_path, rows))
    first = conflict_records(db)
    assert [ckey.split("\x1f")[0] for ckey, *_ in first] == ["ys"]  # Mu: only Lemuria among current versions
    db.graph.refresh_conflicts(None)
    assert conflict_records(db) == first
