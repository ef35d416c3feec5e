"""Resolution in the graph: aliases, typed values, cardinality, qualifiers, negation; decisions
recorded, reversible and replayed by a rebuild."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.conflict_rules import CONFLICT, MULTIVALUED, VARIANT
from hcf_graph.database import Database, rebuild
from hcf_graph.ingest.facts_file import ingest_facts_file

pytestmark = pytest.mark.engine

ALL = (CONFLICT, VARIANT, MULTIVALUED)


def load(db: Database, tmp_path: Path, rows: list[dict[str, str]], name: str = "facts.jsonl") -> None:
    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    ingest_facts_file(db, path, resolve=True)


def fact(doc: str, entity: str, relation: str, value: str, qualifier: str = "") -> dict[str, str]:
    return {"doc": doc, "entity": entity, "relation": relation, "value": value, "qualifier": qualifier}


def statuses(db: Database) -> dict[tuple[str, str], tuple[str, str]]:
    return {(c.entity_key, c.relation): (c.status, c.kind) for c in db.graph.conflicts(statuses=ALL)}


def test_formal_and_short_names_meet_but_namesakes_do_not(db: Database, tmp_path: Path) -> None:
    load(
        db,
        tmp_path,
        [
            fact("a", "Spain", "capital", "Madrid"),
            fact("b", "Kingdom of Spain", "capital", "Toledo"),
            fact("a", "Marie Curie", "birth date", "1867"),
            fact("b", "Pierre Curie", "birth date", "1859"),
            fact("a", "Niger", "capital", "Niamey"),
            fact("b", "Nigeria", "capital", "Abuja"),
        ],
    )
    [conflict] = db.graph.conflicts()
    assert conflict.relation == "capital" and {v.value for v in conflict.values} == {"Madrid", "Toledo"}
    assert {f["doc"] for f in db.graph.facts(entity="Spain")} == {"a@1", "b@1"}
    answer = db.graph.disagreement("Spain")
    assert answer["relations"][0]["disagree"] and {
        d["id"] for v in answer["relations"][0]["values"] for d in v["documents"]
    } == {"a@1", "b@1"}
    aliases = db.graph.rows("list_aliases")
    assert [(a["alias"], a["canonical"], a["method"]) for a in aliases] in (
        [("Spain", "Kingdom of Spain", "exact-signature")],
        [("Kingdom of Spain", "Spain", "exact-signature")],
    )


def test_typed_values_variants_and_kinds(db: Database, tmp_path: Path) -> None:
    load(
        db,
        tmp_path,
        [
            fact("a", "Mount Everest", "height", "8,849 m"),
            fact("b", "Mount Everest", "height", "8848.86 metres"),
            fact("a", "Marie Curie", "birth date", "1867"),
            fact("b", "Marie Curie", "birth date", "7 November 1867"),
            fact("a", "Pierre Curie", "birth date", "1859"),
            fact("b", "Pierre Curie", "birth date", "1860"),
            fact("a", "Water", "boiling point", "100 degrees Celsius", "at sea level"),
            fact("b", "Water", "boiling point", "90 degrees Celsius", "at sea level"),
        ],
    )
    found = statuses(db)
    assert found[("mount everest", "height")] == (VARIANT, "")
    assert found[("marie curie", "birth date")] == (VARIANT, "")
    assert found[("pierre curie", "birth date")] == (CONFLICT, "date mismatch")
    assert found[("water", "boiling point")] == (CONFLICT, "numeric divergence")
    [water] = db.graph.conflicts(entity="water")
    assert water.rel_diff == pytest.approx(0.1, abs=0.01)
    [everest] = db.graph.conflicts(entity="Mount Everest", statuses=(VARIANT,))
    assert {v.verdict for v in everest.values} == {"equal"} and len({v.group for v in everest.values}) == 1


def test_qualifiers_cardinality_and_negation(db: Database, tmp_path: Path) -> None:
    load(
        db,
        tmp_path,
        [
            fact("a", "Paris", "population", "2.1 million", "in 2010"),
            fact("b", "Paris", "population", "2.2 million", "in 2020"),
            fact("a", "Spain", "official language", "Spanish"),
            fact("b", "Spain", "official language", "Catalan"),
            fact("a", "Netherlands", "capital", "Amsterdam"),
            fact("b", "Netherlands", "capital", "Amsterdam"),
            fact("b", "Netherlands", "capital", "The Hague"),
            fact("a", "Norway", "is a member of", "the European Union"),
            fact("b", "Norway", "is not a member of", "the European Union"),
        ],
    )
    found = statuses(db)
    assert ("paris", "population") not in found  # different qualifiers: different keys
    assert found[("spain", "official language")][0] == MULTIVALUED
    assert found[("netherlands", "capital")][0] == MULTIVALUED
    assert found[("norway", "member of")] == (CONFLICT, "negation")
    [norway] = db.graph.conflicts(entity="Norway")
    assert {v.value for v in norway.values} == {"the European Union", "not the European Union"}


def test_merge_dry_run_then_merge_undo_and_rebuild(db_path: Path, tmp_path: Path) -> None:
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})
    facts = tmp_path / "f.jsonl"
    facts.write_text(
        "".join(
            json.dumps(r) + "\n"
            for r in [
                fact("a", "Bombay", "population", "12 million", "in 2011"),
                fact("b", "Mumbai", "population", "18 million", "in 2011"),
                fact("a", "Ram", "birth place", "Bombay"),
                fact("b", "Ram", "birth place", "Mumbai"),
            ]
        )
    )
    assert runner.invoke(main, ["ingest-facts", str(facts), "--resolve", "--db", str(db_path)]).exit_code == 0

    def conflicts() -> list[dict[str, object]]:
        return json.loads(runner.invoke(main, ["conflicts", "--json", "--db", str(db_path)]).output)

    assert [(c["entity"], c["relation"]) for c in conflicts()] == [("Ram", "birth place")]
    dry = runner.invoke(main, ["entities", "merge", "Bombay", "Mumbai", "--dry-run", "--db", str(db_path)])
    assert dry.exit_code == 0, dry.output
    assert "conflicts that would appear: 1" in dry.output and "population" in dry.output
    assert "conflicts that would disappear: 1" in dry.output
    assert [(c["entity"], c["relation"]) for c in conflicts()] == [("Ram", "birth place")]  # nothing changed

    done = runner.invoke(
        main, ["entities", "merge", "Bombay", "Mumbai", "--note", "renamed 1995", "--db", str(db_path)]
    )
    assert done.exit_code == 0 and "recorded 1 decision:" in done.output
    assert [(c["relation"]) for c in conflicts()] == ["population"]
    history = json.loads(runner.invoke(main, ["entities", "history", "--json", "--db", str(db_path)]).output)
    [merge] = history
    assert (merge["action"], merge["a"], merge["b"], merge["method"], merge["note"]) == (
        "merge",
        "Bombay",
        "Mumbai",
        "manual",
        "renamed 1995",
    )
    assert merge["who"] and merge["created"]
    listing = json.loads(runner.invoke(main, ["entities", "--json", "--db", str(db_path)]).output)
    assert [(e["name"], [a["name"] for a in e["aliases"]]) for e in listing] == [("Mumbai", ["Bombay"])]

    with rebuild(db_path, ENGINE) as db:
        assert [c.relation for c in db.graph.conflicts()] == ["population"]

    undone = runner.invoke(main, ["entities", "undo", merge["id"], "--db", str(db_path)])
    assert undone.exit_code == 0, undone.output
    assert [(c["entity"], c["relation"]) for c in conflicts()] == [("Ram", "birth place")]
    history = json.loads(runner.invoke(main, ["entities", "history", "--json", "--db", str(db_path)]).output)
    assert [h["undone"] for h in history] == [True, False]


def test_split_and_imported_tables(db_path: Path, tmp_path: Path) -> None:
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})
    facts = tmp_path / "f.jsonl"
    facts.write_text(
        "".join(
            json.dumps(r) + "\n"
            for r in [
                fact("a", "Saint Petersburg", "founded", "1703"),
                fact("b", "St. Petersburg", "founded", "1704"),
                fact("a", "Peking", "population", "21 million"),
                fact("b", "Beijing", "population", "11 million"),
            ]
        )
    )
    runner.invoke(main, ["ingest-facts", str(facts), "--resolve", "--db", str(db_path)])
    found = {
        c["relation"] for c in json.loads(runner.invoke(main, ["conflicts", "--json", "--db", str(db_path)]).output)
    }
    assert found == {"founded"}  # St./Saint meet; Peking/Beijing need an alias table
    table = tmp_path / "aliases.csv"
    table.write_text("alias,canonical\nPeking,Beijing\n")
    assert runner.invoke(main, ["entities", "import", str(table), "--db", str(db_path)]).exit_code == 0
    never = tmp_path / "never.csv"
    never.write_text("a,b\nSaint Petersburg,St. Petersburg\n")
    result = runner.invoke(main, ["entities", "import", str(never), "--never-merge", "--db", str(db_path)])
    assert result.exit_code == 0, result.output
    found = {
        c["relation"] for c in json.loads(runner.invoke(main, ["conflicts", "--json", "--db", str(db_path)]).output)
    }
    assert found == {"population"}
    methods = {
        h["method"]
        for h in json.loads(runner.invoke(main, ["entities", "history", "--json", "--db", str(db_path)]).output)
    }
    assert methods == {"alias-table", "never-merge-list"}


def test_variants_are_listed_for_audit(db_path: Path, tmp_path: Path) -> None:
    facts = tmp_path / "f.jsonl"
    facts.write_text(
        "".join(
            json.dumps(r) + "\n"
            for r in [
                fact("a", "Everest", "height", "8,849 m"),
                fact("b", "Everest", "height", "8848.86 metres"),
            ]
        )
    )
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})
    runner.invoke(main, ["ingest-facts", str(facts), "--db", str(db_path)])
    assert "no conflicts" in runner.invoke(main, ["conflicts", "--db", str(db_path)]).output
    variants = runner.invoke(main, ["conflicts", "--variants", "--db", str(db_path)]).output
    assert "variant: all values are equal or compatible" in variants and "8848.86 metres" in variants


def test_rebuild_replays_resolution_where_it_ran(db_path: Path, tmp_path: Path) -> None:
    """Live graph and rebuilt graph agree, whatever mix of resolving and non-resolving batches."""
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})

    def facts_file(name: str, rows: list[dict[str, str]]) -> str:
        path = tmp_path / name
        path.write_text("".join(json.dumps(r) + "\n" for r in rows))
        return str(path)

    def state() -> tuple[object, object]:
        out = runner.invoke(main, ["conflicts", "--json", "--db", str(db_path)]).output
        ent = runner.invoke(main, ["entities", "--json", "--all", "--db", str(db_path)]).output
        return json.loads(out), json.loads(ent)

    steps = [
        ["ingest-facts", facts_file("1.jsonl", [fact("a", "Kingdom of Spain", "area", "505,990 km2")]), "--resolve"],
        ["ingest-facts", facts_file("2.jsonl", [fact("b", "Spain", "area", "498,980 km2")])],  # keyed as given
        ["entities", "resolve", "--threshold", "0.9"],
        [
            "ingest-facts",
            facts_file(
                "3.jsonl", [fact("c", "Republic of Peru", "capital", "Lima"), fact("d", "Peru", "capital", "Cusco")]
            ),
        ],
    ]
    for step in steps:
        result = runner.invoke(main, [*step, "--db", str(db_path)])
        assert result.exit_code == 0, result.output
    live = state()
    assert [c["relation"] for c in live[0]] == ["area"]  # Peru was not resolved: its batch did not ask
    assert runner.invoke(main, ["rebuild", "--db", str(db_path)]).exit_code == 0
    assert state() == live
    with Database(db_path, engine=ENGINE, read_only=True) as db:
        assert db.threshold == 0.9


def test_merge_of_names_that_occur_only_as_values(db_path: Path, tmp_path: Path) -> None:
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})
    facts = tmp_path / "f.jsonl"
    facts.write_text(
        "".join(
            json.dumps(r) + "\n"
            for r in [
                fact("a", "Maharashtra", "capital", "Bombay"),
                fact("b", "Maharashtra", "capital", "Mumbai"),
            ]
        )
    )
    runner.invoke(main, ["ingest-facts", str(facts), "--resolve", "--db", str(db_path)])
    assert len(json.loads(runner.invoke(main, ["conflicts", "--json", "--db", str(db_path)]).output)) == 1
    merged = runner.invoke(main, ["entities", "merge", "Bombay", "Mumbai", "--db", str(db_path)])
    assert merged.exit_code == 0, merged.output
    assert json.loads(runner.invoke(main, ["conflicts", "--json", "--db", str(db_path)]).output) == []
    [variant] = json.loads(runner.invoke(main, ["conflicts", "--variants", "--json", "--db", str(db_path)]).output)
    assert variant["status"] == "variant" and {v["value"] for v in variant["values"]} == {"Bombay", "Mumbai"}
