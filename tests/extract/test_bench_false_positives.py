"""``bench_extraction_webnlg.py --false-positives N``: the facts counted wrong, by class, with
examples; never for the held-out part."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from hcf_graph.extract.evaluation import ReferenceTriple
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_extraction_webnlg.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_extraction_webnlg", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_extraction_webnlg"] = module
    spec.loader.exec_module(module)
    return module


BORN = ReferenceTriple("Ada Price", "birth place", "Kelsey", source_relation="birthPlace")
TEXT = "Ada Price was born in Kelsey."


def test_false_positives_by_class_with_examples() -> None:
    bench = _bench()
    facts = [
        [
            ExtractedFact("Ada Price", "born in", "Kelsey", 0, len(TEXT)),  # right
            ExtractedFact("Ada Price", "born in", "Lenmouth", 0, len(TEXT)),
            ExtractedFact("Ada Price", "died in", "Kelsey", 0, len(TEXT)),
        ]
    ]
    wrong = bench.false_positives([(TEXT, (BORN,))], facts, Normalizer(), examples=5)
    assert {kind: entry["count"] for kind, entry in wrong.items()} == {
        "value wrong": 1,
        "wrong relation (synonym)": 1,
    }
    example = wrong["value wrong"]["examples"][0]
    assert (example["entity"], example["relation"], example["value"]) == ("Ada Price", "born in", "Lenmouth")
    assert example["text"] == TEXT
    assert example["references"] == ["Ada Price | birth place | Kelsey"]


def test_held_out_false_positives_are_never_listed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Both parts are scored; only the tune part's false positives are listed."""
    bench = _bench()
    data = tmp_path / "webnlg.jsonl"
    records = [
        {"category": category, "eid": "Id1", "texts": [TEXT], "triples": [triple], "split": "train"}
        for category in ("Airport", "Food")  # a tune and a held-out category
        for triple in [{"subject": "Ada Price", "relation": "birthPlace", "object": "Lenmouth"}]
    ]
    data.write_text("\n".join(json.dumps(r) for r in records), encoding="utf-8")
    argv = ["--data", str(data), "--parts", "tune", "held-out", "--extractors", "spacy-rules.v2"]
    assert bench.main([*argv, "--false-positives", "3", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)["results"]
    assert results["tune"]["spacy-rules.v2"]["false_positives"]["value wrong"]["count"] == 1
    assert "false_positives" not in results["held-out"]["spacy-rules.v2"]
    assert results["held-out"]["spacy-rules.v2"]["precision"] == 0.0
    assert bench.main([*argv, "--false-positives", "3"]) == 0
    shown = capsys.readouterr().out
    assert "== false positives, tune, spacy-rules.v2: 1" in shown
    assert "fact: Ada Price | birth place | Kelsey" in shown
    assert "false positives, held-out" not in shown


def test_misses_are_counted_for_every_part_and_no_text_is_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--misses`` counts the triples no fact recovers by class, the held-out part's too, and
    prints no text of either part."""
    bench = _bench()
    data = tmp_path / "webnlg.jsonl"
    triples = [
        {"subject": "Ada Price", "relation": "birthPlace", "object": "Lenmouth"},
        {"subject": "Ada Price", "relation": "almaMater", "object": "Kelsey College"},
    ]
    records = [
        {"category": category, "eid": "Id1", "texts": [TEXT], "triples": triples, "split": "train"}
        for category in ("Airport", "Food")
    ]
    data.write_text("\n".join(json.dumps(r) for r in records), encoding="utf-8")
    argv = ["--data", str(data), "--parts", "tune", "held-out", "--extractors", "spacy-rules.v2", "--misses"]
    assert bench.main([*argv, "--json"]) == 0
    results = json.loads(capsys.readouterr().out)["results"]
    for part in ("tune", "held-out"):
        assert results[part]["spacy-rules.v2"]["misses"] == {"other value": 1, "entity in facts, triple not read": 1}
    assert bench.main(argv) == 0
    shown = capsys.readouterr().out
    assert "== missed triples, held-out, spacy-rules.v2: 2" in shown
    assert TEXT not in shown
