"""Scoring against ground truth, loading controlled corpora, and the example corpus end to end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hcf_graph.errors import InputError, JsonlError
from hcf_graph.evaluate import (
    ReferenceFact,
    TruthConflict,
    detect_conflicts_plain,
    load_controlled_corpus,
    micro_average,
    score_conflicts,
    score_extraction,
    values_match,
)
from hcf_graph.normalize import Normalizer

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "controlled"
NORMALIZER = Normalizer()


def truth(entity: str, relation: str, condition: str = "B") -> TruthConflict:
    return TruthConflict(condition, entity, relation, "a", "b", ("x.md", "y.md"))


# --------------------------------------------------------------------------------------------
# score_extraction


@pytest.mark.parametrize(
    ("reference", "extracted"),
    [
        ("Madrid", "madrid"),
        ("5,730 years", "5730 years"),  # thousands separator
        ("5730 years", "5730.0 years"),  # numerically equal
        ("48 million", "about 48 million people"),  # contiguous tokens inside
        ("Édouard", "edouard"),  # diacritics
    ],
)
def test_values_that_match(reference: str, extracted: str) -> None:
    facts = [("d.md", "Spain", "population", extracted, "")]
    score = score_extraction([ReferenceFact("d.md", "Spain", "population", reference)], facts, NORMALIZER)
    assert (score.matched, score.total, score.recall) == (1, 1, 1.0)


@pytest.mark.parametrize(
    ("reference", "extracted"),
    [
        ("48 people", "48 million people"),
        ("1867", "1868"),
        ("5,730 years", "5,730"),
        ("Madrid", ""),
    ],
)
def test_values_that_do_not_match(reference: str, extracted: str) -> None:
    assert not values_match(NORMALIZER.keys("e", "r", reference).value, NORMALIZER.keys("e", "r", extracted).value)


def test_extraction_needs_same_document_entity_and_relation() -> None:
    reference = [
        ReferenceFact("a.md", "The Nile", "length", "6,650 km"),
        ReferenceFact("a.md", "Spain", "capital city", "Madrid"),
        ReferenceFact("b.md", "Spain", "capital", "Madrid"),
        ReferenceFact("a.md", "Spain", "population", "48 million"),
    ]
    facts = [
        ("a.md", "Nile", "length", "6650 km", ""),  # article and separator normalized
        ("a.md", "spain", "capital", "Madrid", "in 2020"),  # synonym relation; qualifier ignored
        ("a.md", "Spain", "capital", "Madrid", ""),  # but b.md never says it
        ("a.md", "Portugal", "population", "48 million", ""),  # other entity
    ]
    score = score_extraction(reference, facts, NORMALIZER)
    assert (score.matched, score.total) == (2, 4)
    assert score.recall == 0.5
    assert score.missed == reference[2:]


def test_extraction_without_reference_is_perfect() -> None:
    score = score_extraction([], [("a.md", "x", "y", "z", "")], NORMALIZER)
    assert (score.recall, score.matched, score.total, score.missed) == (1.0, 0, 0, [])


# --------------------------------------------------------------------------------------------
# score_conflicts


def test_conflicts_match_on_entity_and_relation_keys() -> None:
    expected = [truth("Spain", "capital"), truth("Teide", "height"), truth("DNA", "isolation date")]
    detected = [
        ("spain", "capital city"),  # synonym, case
        ("Spain", "capital"),  # the same pair twice counts once
        ("The Teide", "elevation"),
        ("Nile", "length"),
    ]
    score = score_conflicts(expected, detected, NORMALIZER)
    assert (score.tp, score.fp, score.fn) == (2, 1, 1)
    assert score.precision == pytest.approx(2 / 3)
    assert score.recall == pytest.approx(2 / 3)
    assert score.false_positives == [("Nile", "length")]
    assert score.missed == [("DNA", "isolation date")]


def test_nothing_detected_nothing_expected_is_perfect() -> None:
    score = score_conflicts([], [], NORMALIZER)
    assert (score.precision, score.recall, score.tp, score.fp, score.fn) == (1.0, 1.0, 0, 0, 0)


def test_nothing_detected_but_expected() -> None:
    score = score_conflicts([truth("Spain", "capital")], [], NORMALIZER)
    assert (score.precision, score.recall, score.fn) == (1.0, 0.0, 1)


def test_detected_but_nothing_expected() -> None:
    score = score_conflicts([], [("Spain", "capital")], NORMALIZER)
    assert (score.precision, score.recall, score.fp) == (0.0, 1.0, 1)


def test_micro_average_sums_counts() -> None:
    perfect = score_conflicts([truth("a", "r")] * 3, [("a", "r")], NORMALIZER)
    noisy = score_conflicts([truth("b", "r")], [("b", "r"), ("c", "r"), ("d", "r")], NORMALIZER)
    combined = micro_average([perfect, noisy, score_conflicts([], [], NORMALIZER)])
    assert (combined.tp, combined.fp, combined.fn) == (2, 2, 0)
    assert combined.precision == 0.5


# --------------------------------------------------------------------------------------------
# detect_conflicts_plain


def test_plain_detector_flags_keys_with_two_values() -> None:
    facts = [
        ("a.md", "Spain", "capital", "Madrid", ""),
        ("b.md", "spain", "capital city", "Toledo", ""),
        ("a.md", "Curie", "half-life", "5,730 years", ""),
        ("b.md", "Curie", "half-life", "5730 years", ""),  # same value key
        ("a.md", "Lyon", "population", "480,000", "in 2010"),
        ("b.md", "Lyon", "population", "500,000", "in 2020"),  # other qualifier, other key
        ("a.md", "Nile", "length", "6650 km", ""),
        ("a.md", "Nile", "length", "6853 km", ""),
    ]
    assert detect_conflicts_plain(facts, NORMALIZER) == [
        ("nile", "length", ""),
        ("spain", "capital", ""),
    ]


def test_plain_detector_on_nothing() -> None:
    assert detect_conflicts_plain([], NORMALIZER) == []


# --------------------------------------------------------------------------------------------
# load_controlled_corpus


def write_corpus(root: Path, **files: str) -> Path:
    (root / "docs").mkdir(parents=True)
    for name in ("x.md", "y.md", "z.txt"):
        (root / "docs" / name).write_text("The capital of Spain is Madrid.\n")
    for name, text in files.items():
        path = root / name.replace("__", "/")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def ground_truth(conflict: dict | None = None) -> dict[str, str]:
    record = conflict or {
        "condition": "B",
        "entity": "Spain",
        "relation": "capital",
        "clean_value": "Madrid",
        "injected_value": "Toledo",
        "documents": ["x.md", "y.md"],
    }
    return {
        "conditions.json": json.dumps({"B": {"description": "d", "documents": ["x.md", "y.md"]}}),
        "ground_truth__conflicts.jsonl": json.dumps(record) + "\n\n",
        "ground_truth__reference_facts.jsonl": json.dumps(
            {"document": "x.md", "entity": "Spain", "relation": "capital", "value": "Madrid"}
        )
        + "\n",
        "ground_truth__questions.jsonl": json.dumps(
            {
                "id": "q1",
                "type": "control",
                "question": "?",
                "answer": "Madrid",
                "documents": ["x.md"],
            }
        )
        + "\n",
    }


def test_load_a_small_corpus(tmp_path: Path) -> None:
    corpus = load_controlled_corpus(write_corpus(tmp_path, **ground_truth()))
    assert corpus.conditions == {"B": ["x.md", "y.md"]}
    assert corpus.conflicts == [TruthConflict("B", "Spain", "capital", "Madrid", "Toledo", ("x.md", "y.md"))]
    assert corpus.reference_facts == [ReferenceFact("x.md", "Spain", "capital", "Madrid", "")]
    assert corpus.questions[0].documents == ("x.md",)
    assert corpus.path("x.md") == tmp_path / "docs" / "x.md"


def test_without_conditions_every_document_is_one_condition(tmp_path: Path) -> None:
    root = write_corpus(tmp_path)
    (root / "docs" / "notes.json").write_text("{}")
    corpus = load_controlled_corpus(root)
    assert corpus.conditions == {"all": ["x.md", "y.md", "z.txt"]}
    assert (corpus.conflicts, corpus.reference_facts, corpus.questions) == ([], [], [])


def test_documents_at_the_root(tmp_path: Path) -> None:
    (tmp_path / "a.html").write_text("<p>x</p>")
    assert load_controlled_corpus(tmp_path).conditions == {"all": ["a.html"]}


def test_malformed_line_names_file_and_line(tmp_path: Path) -> None:
    files = ground_truth()
    files["ground_truth__conflicts.jsonl"] = files["ground_truth__conflicts.jsonl"] + "{not json\n"
    with pytest.raises(JsonlError, match=r"conflicts\.jsonl:3: invalid JSON"):
        load_controlled_corpus(write_corpus(tmp_path, **files))


def test_missing_field_names_file_and_line(tmp_path: Path) -> None:
    files = ground_truth()
    files["ground_truth__reference_facts.jsonl"] = '{"document": "x.md", "entity": "Spain"}\n'
    with pytest.raises(JsonlError, match=r"reference_facts\.jsonl:1: missing or mistyped field 'relation'"):
        load_controlled_corpus(write_corpus(tmp_path, **files))


def test_bad_question_type(tmp_path: Path) -> None:
    files = ground_truth()
    files["ground_truth__questions.jsonl"] = json.dumps(
        {"id": "q1", "type": "other", "question": "?", "answer": "!", "documents": []}
    )
    with pytest.raises(JsonlError, match=r"questions\.jsonl:1: .*type must be one of"):
        load_controlled_corpus(write_corpus(tmp_path, **files))


def test_missing_ground_truth_file(tmp_path: Path) -> None:
    files = ground_truth()
    del files["ground_truth__questions.jsonl"]
    with pytest.raises(InputError, match=r"missing ground-truth file.*questions\.jsonl"):
        load_controlled_corpus(write_corpus(tmp_path, **files))


@pytest.mark.parametrize(
    ("conditions", "message"),
    [
        ("[1, 2", "conditions.json: malformed"),
        ('{"A": {"docs": []}}', "conditions.json: malformed"),
        ('{"A": {"documents": ["gone.md"]}}', "lists missing documents"),
    ],
)
def test_bad_conditions(tmp_path: Path, conditions: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        load_controlled_corpus(write_corpus(tmp_path, **{"conditions.json": conditions}))


def test_conflict_outside_its_condition(tmp_path: Path) -> None:
    record = {
        "condition": "B",
        "entity": "Spain",
        "relation": "capital",
        "clean_value": "Madrid",
        "injected_value": "Toledo",
        "documents": ["x.md", "z.txt"],
    }
    with pytest.raises(InputError, match="not in condition B"):
        load_controlled_corpus(write_corpus(tmp_path, **ground_truth(record)))


def test_not_a_folder(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not a folder"):
        load_controlled_corpus(tmp_path / "nowhere")


# --------------------------------------------------------------------------------------------
# The example corpus, through the plain path: each document extracted whole, no graph.


@pytest.fixture(scope="module")
def example():
    return load_controlled_corpus(EXAMPLE)


@pytest.fixture(scope="module")
def example_facts(example) -> list[tuple[str, str, str, str, str]]:
    from hcf_graph.extract.spacy_rules import SpacyRulesExtractor

    documents = example.documents()
    texts = [example.path(name).read_text(encoding="utf-8") for name in documents]
    results = SpacyRulesExtractor().extract(texts)
    return [
        (name, f.entity, f.relation, f.value, f.qualifier)
        for name, facts in zip(documents, results, strict=True)
        for f in facts
    ]


def test_example_corpus_design(example) -> None:
    sizes = {name: len(documents) for name, documents in example.conditions.items()}
    assert sizes == {"A": 10, "B": 20, "C": 10, "D": 20}
    assert {c.condition for c in example.conflicts} == {"B", "D"}
    for conflict in example.conflicts:
        assert set(conflict.documents) <= set(example.conditions[conflict.condition])
    assert len(example.reference_facts) >= 80
    types = [q.type for q in example.questions]
    assert (len(types), types.count("manipulated"), types.count("control")) == (25, 10, 10)
    for name in example.documents():
        words = len(example.path(name).read_text(encoding="utf-8").split())
        assert words >= 300, name


def test_example_extraction_recall(example, example_facts) -> None:
    score = score_extraction(example.reference_facts, example_facts, NORMALIZER)
    assert score.recall >= 0.90, score.missed


def test_example_conflicts(example, example_facts) -> None:
    """The paper's minimal comparator (any two value keys) finds every injected conflict, and its
    only false positives are the surface variants of ground_truth/variants.jsonl — what the typed
    comparison of the graph is for (tests/test_example_variants.py)."""
    variants = [
        json.loads(line)
        for line in (example.root / "ground_truth" / "variants.jsonl").read_text().splitlines()
        if line.strip()
    ]
    scores = {}
    for name, documents in example.conditions.items():
        rows = [row for row in example_facts if row[0] in documents]
        detected = [(entity, relation) for entity, relation, _ in detect_conflicts_plain(rows, NORMALIZER)]
        scores[name] = score_conflicts(example.conflicts_in(name), detected, NORMALIZER)
    assert scores["A"].fp == scores["C"].fp == 0
    overall = micro_average(scores.values())
    assert overall.recall >= 0.95, [s.missed for s in scores.values()]
    variant_keys = {
        (
            v["condition"],
            NORMALIZER.keys(v["entity"], v["relation"], "").entity,
            NORMALIZER.keys(v["entity"], v["relation"], "").relation,
        )
        for v in variants
    }
    for name, score in scores.items():
        for entity, relation in score.false_positives:
            keys = NORMALIZER.keys(entity, relation, "")
            assert (name, keys.entity, keys.relation) in variant_keys, (name, entity, relation)
