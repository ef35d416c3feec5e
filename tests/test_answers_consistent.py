"""Every command presents a key's values by the same equality decisions, under the canonical name;
decisions about names that no fact mentions are refused (issue 7, "Correct answers")."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

DOCS = {
    "iso.txt": "The birth date of Grace Hopper is 1906-12-09. The boiling point of water is 100 °C.",
    "prose.txt": "The birth date of Grace Hopper is December 9, 1906.",
    "wrong.txt": "The birth date of Grace Hopper is 1907-01-01. The boiling point of watcr is 90 °C.",
}


def hcf(db: Path, *args: str, env: dict[str, str | None] | None = None) -> click.testing.Result:
    # HCF_CATALOG listed so that CliRunner restores it: `hcf --catalog` sets it for the process
    env = {"HCF_ENGINE": ENGINE, "HCF_CATALOG": None, **(env or {})}
    return CliRunner(env=env).invoke(main, [*args, "--db", str(db)], catch_exceptions=False)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in DOCS.items():
        (folder / name).write_text(text + "\n", encoding="utf-8")
    path = tmp_path / "db"
    result = hcf(path, "ingest", str(folder), "--extractor", "test-pattern")
    assert result.exit_code == 0, result.output
    return path


def _groups_in_conflicts(record: dict[str, object]) -> set[frozenset[str]]:
    by_group: dict[int, set[str]] = {}
    for value in record["values"]:  # type: ignore[attr-defined]
        by_group.setdefault(value["group"], set()).add(value["value"])
    return {frozenset(v) for v in by_group.values()}


def test_disagree_groups_equal_dates_as_conflicts_does(db: Path) -> None:
    [record] = json.loads(hcf(db, "conflicts", "--json", "--relation", "birth date").stdout)
    expected = {frozenset({"1906-12-09", "December 9, 1906"}), frozenset({"1907-01-01"})}
    assert _groups_in_conflicts(record) == expected
    answer = json.loads(hcf(db, "disagree", "Grace Hopper", "--json").stdout)
    [birth] = [r for r in answer["relations"] if r["relation"] == "birth date"]
    shown = {frozenset([v["value"], *(x["value"] for x in v["variants"])]) for v in birth["values"]}
    assert shown == expected
    # every document is still there, with the spelling it used
    spellings = {d["id"]: d["value"] for v in birth["values"] for d in v["documents"]}
    assert spellings == {"iso.txt@1": "1906-12-09", "prose.txt@1": "December 9, 1906", "wrong.txt@1": "1907-01-01"}
    text = hcf(db, "disagree", "Grace Hopper").stdout
    assert text.count("\n    1906-12-09") == 1 and "also written: December 9, 1906" in text
    assert "\n    December 9, 1906" not in text


def test_disagree_after_a_merge_is_headed_by_the_canonical_name(db: Path) -> None:
    merged = hcf(db, "entities", "merge", "watcr", "water")
    assert merged.exit_code == 0, merged.output
    for asked in ("water", "watcr"):
        answer = json.loads(hcf(db, "disagree", asked, "--json").stdout)
        assert answer["entity"] == "water", asked
        assert answer["relations"][0]["relation"] == "boiling point" and answer["relations"][0]["disagree"]
    assert hcf(db, "disagree", "water").stdout.startswith("water: 1 disputed relation of 1\n")


def test_merge_of_a_name_in_no_fact_is_refused_with_hints(db: Path) -> None:
    before = json.loads(hcf(db, "entities", "--all", "--json").stdout)
    refused = hcf(db, "entities", "merge", "nosuch", "thing")
    assert refused.exit_code == 1
    assert refused.output.count("\n") == 1 and "no fact mentions 'nosuch'" in refused.output
    typo = hcf(db, "entities", "merge", "Grace Hoper", "water")
    assert typo.exit_code == 1 and "did you mean: 'Grace Hopper'" in typo.output
    split = hcf(db, "entities", "split", "water", "nosuch")
    assert split.exit_code == 1 and "'nosuch'" in split.output
    assert json.loads(hcf(db, "entities", "--all", "--json").stdout) == before
    assert json.loads(hcf(db, "entities", "history", "--json").stdout) == []


def test_store_changing_entity_commands_speak_json(db: Path) -> None:
    merged = json.loads(hcf(db, "entities", "merge", "watcr", "water", "--json").stdout)
    assert [d["action"] for d in merged["decisions"]] == ["merge"]
    assert merged["changed"] == [{"key": "watcr", "old": "watcr", "new": "water"}]
    assert [c["relation"] for c in merged["appeared"]] == ["boiling point"]
    undone = json.loads(hcf(db, "entities", "undo", merged["decisions"][0]["id"], "--json").stdout)
    assert [c["relation"] for c in undone["disappeared"]] == ["boiling point"]
    resolved = json.loads(hcf(db, "entities", "resolve", "--json").stdout)
    assert set(resolved) >= {"dry_run", "decisions", "changed", "appeared", "disappeared"}


COACHES = {
    "club.txt": "The coach of Ajax is John Heitinga.",
    "press.txt": "The manager of Ajax is Francesco Farioli.",
}
CATALOG = {"relations": {"head coach": {"synonyms": ["coach", "manager", "trainer"], "cardinality": "functional"}}}


@pytest.fixture
def coaches(tmp_path: Path) -> Path:
    folder = tmp_path / "coaches"
    folder.mkdir()
    for name, text in COACHES.items():
        (folder / name).write_text(text + "\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("how", ["option", "env"])
def test_a_users_relation_catalog_is_loaded(tmp_path: Path, coaches: Path, how: str) -> None:
    catalog = tmp_path / "my-relations.json"
    catalog.write_text(json.dumps(CATALOG), encoding="utf-8")
    plain = tmp_path / "plain"
    assert hcf(plain, "ingest", str(coaches), "--extractor", "test-pattern").exit_code == 0
    assert json.loads(hcf(plain, "conflicts", "--json").stdout) == []  # "coach" and "manager" are two relations
    mine = tmp_path / "mine"
    args = ("ingest", str(coaches), "--extractor", "test-pattern")
    if how == "option":
        result = hcf(mine, "--catalog", str(catalog), *args)
    else:
        result = hcf(mine, *args, env={"HCF_CATALOG": str(catalog)})
    assert result.exit_code == 0, result.output
    [conflict] = json.loads(hcf(mine, "conflicts", "--json").stdout)
    assert conflict["relation"] == "head coach"
    assert {v["value"] for v in conflict["values"]} == {"John Heitinga", "Francesco Farioli"}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"relations": {"coach": {"cardinalty": "functional"}}}', "relation 'coach': unknown field 'cardinalty'"),
        ('{"relations": {"coach": {"cardinality": "one"}}}', "'cardinality' is 'one'; use functional or multivalued"),
        ('{"relations": {"population": {"tolerance": 5}}}', "'tolerance' is 5; give a relative difference from 0 to 1"),
        ('{"relations": {"coach": {"synonyms": "manager"}}}', "'synonyms' must be a list of non-empty strings"),
        ('{"relation": {}}', "needs a 'relations' object"),
        ('{"relations": ', "is not valid JSON"),
    ],
)
def test_a_bad_catalog_is_refused_in_one_line(tmp_path: Path, coaches: Path, content: str, message: str) -> None:
    catalog = tmp_path / "bad.json"
    catalog.write_text(content, encoding="utf-8")
    db = tmp_path / "db"
    result = hcf(db, "--catalog", str(catalog), "ingest", str(coaches), "--extractor", "test-pattern")
    assert result.exit_code == 1 and message in result.output and result.output.count("\n") == 1
    assert not db.exists()
    missing = hcf(db, "--catalog", str(tmp_path / "nope.json"), "documents")
    assert missing.exit_code == 1 and "does not exist" in missing.output
    owl = hcf(db, "--catalog", str(tmp_path / "relations.owl"), "documents")
    assert owl.exit_code == 1 and "unknown format '.owl'; use .json" in owl.output


def test_one_loader_takes_new_formats(tmp_path: Path) -> None:
    from hcf_graph.catalog import load_catalog, register_format
    from hcf_graph.normalize import Relation

    register_format(".lines", lambda path: [Relation(line) for line in path.read_text().split()])
    try:
        source = tmp_path / "extra.lines"
        source.write_text("mascot\n")
        assert "mascot" in load_catalog([source]).relations
    finally:
        from hcf_graph import catalog

        catalog._READERS.pop(".lines")


def test_an_ambiguous_numeric_date_is_not_a_conflict_unless_the_date_order_says_so(tmp_path: Path) -> None:
    folder = tmp_path / "dates"
    folder.mkdir()
    (folder / "eu.txt").write_text("The birth date of Ada Byron is 05/01/1990.\n")
    (folder / "iso.txt").write_text("The birth date of Ada Byron is 1990-01-05.\n")
    unsure = tmp_path / "unsure"
    hcf(unsure, "ingest", str(folder), "--extractor", "test-pattern", env={"HCF_DATE_ORDER": None})
    assert json.loads(hcf(unsure, "conflicts", "--json").stdout) == []
    [record] = json.loads(hcf(unsure, "conflicts", "--variants", "--json").stdout)
    assert record["status"] == "ambiguous" and "1990-05-01 (month-first)" in record["reason"]
    assert "ambiguous" in hcf(unsure, "conflicts", "--variants").stdout
    month_first = tmp_path / "us"
    hcf(month_first, "ingest", str(folder), "--extractor", "test-pattern", env={"HCF_DATE_ORDER": "mdy"})
    [conflict] = json.loads(hcf(month_first, "conflicts", "--json").stdout)
    assert conflict["kind"] == "date mismatch"
    day_first = tmp_path / "eu"
    hcf(day_first, "ingest", str(folder), "--extractor", "test-pattern", env={"HCF_DATE_ORDER": "dmy"})
    assert [r["status"] for r in json.loads(hcf(day_first, "conflicts", "--variants", "--json").stdout)] == ["variant"]


def test_exact_populations_that_differ_conflict(tmp_path: Path) -> None:
    folder = tmp_path / "lyon"
    folder.mkdir()
    (folder / "census.txt").write_text("The population of Lyon is 516,092.\n")
    (folder / "old.txt").write_text("The population of Lyon is 513,275.\n")
    (folder / "guide.txt").write_text("The population of Lyon is about 520,000.\n")
    db = tmp_path / "db"
    hcf(db, "ingest", str(folder), "--extractor", "test-pattern")
    [conflict] = json.loads(hcf(db, "conflicts", "--json").stdout)
    assert conflict["kind"] == "numeric divergence" and conflict["rel_diff"] == pytest.approx(0.00546, abs=1e-4)
    groups = _groups_in_conflicts(conflict)
    assert frozenset({"516,092"}) in groups or frozenset({"513,275"}) in groups
    hedged = [v for v in conflict["values"] if v["value"] == "about 520,000"]
    assert hedged and hedged[0]["verdict"] == "compatible"


def test_the_catalog_a_database_used_can_be_recorded_and_found_again(tmp_path: Path) -> None:
    from hcf_graph.catalog import catalog_record, load_catalog, recorded_catalog_files
    from hcf_graph.errors import ConfigError

    catalog = tmp_path / "my-relations.json"
    catalog.write_text(json.dumps(CATALOG), encoding="utf-8")
    meta = json.loads(json.dumps({"catalog": catalog_record([catalog])}))  # as stored in hcf.json
    assert recorded_catalog_files(meta) == [catalog.resolve()]
    assert load_catalog(recorded_catalog_files(meta)).canonical("trainer") == "head coach"
    catalog.unlink()
    with pytest.raises(ConfigError, match="which is gone"):
        recorded_catalog_files(meta)
