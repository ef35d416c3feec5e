"""What a first-time user expects of the read commands: hints on every filter, empty answers that
say why (on stderr), one set of JSON field names, conflicts filtered, sorted and paged, plurals,
and a demo that describes its own database (issue 7)."""

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
    "a.txt": "The capital of Spain is Madrid. The population of Lyon is 516,092. The height of Teide is 3,715 m.",
    "b.txt": "The capital of Spain is Toledo. The population of Lyon is 513,275. The height of Teide is 3,750 m.",
    "c.txt": "The boiling point of water is 100 °C. The boiling point of watcr is 100 °C.",
}


def hcf(db: Path, *args: str) -> click.testing.Result:
    return CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, [*args, "--db", str(db)], catch_exceptions=False)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("ux")
    folder = root / "docs"
    folder.mkdir()
    for name, text in DOCS.items():
        (folder / name).write_text(text + "\n", encoding="utf-8")
    path = root / "db"
    result = hcf(path, "ingest", str(folder), "--extractor", "test-pattern")
    assert result.exit_code == 0, result.output
    merged = hcf(path, "entities", "merge", "watcr", "water")
    assert merged.exit_code == 0, merged.output
    return path


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("facts", "--entity", "Spian"), "no entity 'Spian'; did you mean: 'Spain'?"),
        (("conflicts", "--entity", "Spian"), "no entity 'Spian'; did you mean: 'Spain'?"),
        (("conflicts", "--relation", "captial"), "no relation 'captial'; did you mean: 'capital'?"),
        (("facts", "--doc", "a.tx"), "no document 'a.tx'; did you mean: 'a.txt'"),
        (("disagree", "Spian"), "no entity 'Spian'; did you mean: 'Spain'?"),
    ],
)
def test_every_filter_hints_and_an_empty_answer_says_why_on_stderr(
    db: Path, args: tuple[str, ...], expected: str
) -> None:
    text = hcf(db, *args)
    assert text.exit_code == 0 and expected in text.stderr and text.stdout == ""
    as_json = hcf(db, *args, "--json")
    assert as_json.exit_code == 0 and expected in as_json.stderr
    assert json.loads(as_json.stdout) in ([], {"entity": args[1], "query": args[1], "relations": []})


def test_a_filter_that_matches_but_holds_nothing_says_so(db: Path) -> None:
    result = hcf(db, "conflicts", "--entity", "Teide", "--relation", "capital")
    assert result.exit_code == 0 and "no conflicts for entity 'Teide' and relation 'capital'" in result.stderr


def test_an_alias_filter_names_its_canonical_entity(db: Path) -> None:
    result = hcf(db, "facts", "--entity", "watcr")
    assert "'watcr' is an alias of 'water'; showing water" in result.stderr
    facts = json.loads(hcf(db, "facts", "--entity", "watcr", "--json").stdout)
    assert sorted(f["entity"] for f in facts) == ["watcr", "water"]
    hinted = hcf(db, "conflicts", "--entity", "watcer")
    assert "'watcr' (alias of 'water')" in hinted.stderr


def test_json_spans_are_start_and_end_everywhere(db: Path) -> None:
    facts = json.loads(hcf(db, "facts", "--json", "--entity", "Spain").stdout)
    for fact in facts:
        assert {"start", "end"} <= set(fact)
        assert (fact["start_char"], fact["end_char"]) == (fact["start"], fact["end"])  # deprecated names, one release
    documents = [
        d for c in json.loads(hcf(db, "conflicts", "--json").stdout) for v in c["values"] for d in v["documents"]
    ]
    answer = json.loads(hcf(db, "disagree", "Spain", "--json").stdout)
    documents += [d for r in answer["relations"] for v in r["values"] for d in v["documents"]]
    assert documents and all({"id", "start", "end", "quote"} <= set(d) and "start_char" not in d for d in documents)


def test_conflicts_filter_sort_and_page(db: Path) -> None:
    every = json.loads(hcf(db, "conflicts", "--json").stdout)
    assert len(every) == 3 and [c["entity"] for c in every] == sorted(c["entity"] for c in every)
    by_severity = json.loads(hcf(db, "conflicts", "--json", "--sort", "severity").stdout)
    severities = [c["severity"] for c in by_severity]
    assert severities == sorted(severities, reverse=True) and by_severity[0]["relation"] == "capital"
    severe = json.loads(hcf(db, "conflicts", "--json", "--min-severity", "0.5").stdout)
    assert [c["relation"] for c in severe] == ["capital"]
    numeric = json.loads(hcf(db, "conflicts", "--json", "--kind", "numeric divergence").stdout)
    assert {c["relation"] for c in numeric} == {"population", "height"}
    page = json.loads(hcf(db, "conflicts", "--json", "--sort", "severity", "--limit", "1", "--offset", "1").stdout)
    assert page == by_severity[1:2]
    text = hcf(db, "conflicts", "--limit", "2").stdout
    assert text.rstrip().endswith("showing 1-2 of 3 conflicts")
    beyond = hcf(db, "conflicts", "--offset", "9")
    assert beyond.exit_code == 0 and "3 conflicts in all" in beyond.stderr
    assert hcf(db, "conflicts", "--min-severity", "2").exit_code == 2  # outside [0, 1]: a usage error
    assert hcf(db, "conflicts", "--kind", "numeric").exit_code == 2  # not a kind: a usage error naming the kinds


def test_plurals() -> None:
    from hcf_graph.cli.render import plural

    assert [plural(n, "fact") for n in (0, 1, 2)] == ["0 facts", "1 fact", "2 facts"]
    assert plural(1, "entity", "entities") == "1 entity" and plural(3, "entity", "entities") == "3 entities"


def test_messages_never_say_one_plural(db: Path) -> None:
    single = hcf(db, "facts", "--doc", "a.txt", "--entity", "Teide").stdout
    assert single.rstrip().endswith("\n1 fact")
    listing = hcf(db, "entities").stdout
    assert "water  (2 facts)" in listing and listing.rstrip().endswith("1 canonical entity shown")
    assert "(s)" not in hcf(db, "conflicts").stdout + hcf(db, "disagree", "Spain").stdout + listing


def test_no_message_in_the_package_says_s_in_brackets() -> None:
    """Counts in messages use real plurals ("1 fact", "2 log batches"), never "fact(s)" or "batch(es)"."""
    import ast
    import re

    package = Path(__file__).resolve().parents[1] / "hcf_graph"
    offenders = [
        f"{path.relative_to(package)}:{node.lineno}"
        for path in package.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and re.search(r"[a-z]\((?:s|es)\)(?! URL)", node.value)
        and "http(s)" not in node.value
    ]
    assert offenders == []


def test_rebuild_reports_in_json_and_plain_words(tmp_path: Path) -> None:
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "one.txt").write_text("Mount Teide has an elevation of 3,718 metres.\n")
    db = tmp_path / "db"
    assert hcf(db, "ingest", str(tmp_path / "corpus")).exit_code == 0
    text = hcf(db, "rebuild")
    assert text.exit_code == 0 and "1 document," in text.output and "documents" not in text.output
    result = hcf(db, "rebuild", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["documents"] == 1 and data["facts"] >= 1 and data["left_out"] == [] and data["engine"] == ENGINE


def test_demo_help_describes_its_own_database() -> None:
    text = CliRunner().invoke(main, ["demo", "--help"]).output
    assert "hcf-demo.db" in text and "HCF_DB; default ./hcf.db" not in text
