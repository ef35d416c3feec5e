"""Twelve conflict pairs from examples/prose through the real pipeline (the small version of
``benchmarks/bench_conflict_pairs.py``): a passage and a copy that states one other value must
give a conflict on that value; a passage stored twice must give none."""

from __future__ import annotations

from pathlib import Path

import pytest

from hcf_graph.conflicts import Conflict
from hcf_graph.database import Database
from hcf_graph.extract import make_extractor
from hcf_graph.extract.evaluation import replace_value, same_value
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument

DOCS = Path(__file__).resolve().parents[1] / "examples" / "prose" / "docs"

# (passage, entity, relation, stated value, the value its copy states): dates, places, numbers,
# people and organisations, each passage once, so that the pairs never share a key.
PAIRS = [
    ("harwick_instruments.md", "Harwick Instruments", "founded", "1911", "1913"),
    ("comet_halvorsen.md", "Comet Halvorsen", "discovery date", "14 March 1911", "14 March 1912"),
    ("arno_kettler.md", "Arno Kettler", "death date", "2 December 1957", "2 December 1959"),
    ("otto_brandvik.md", "Otto Brandvik", "birth place", "Skarnes", "Kelsey"),
    ("rhune.md", "Province of Rhune", "capital", "Stavel", "Rennick"),
    ("treaty_of_ostberg.md", "Treaty of Ostberg", "signing place", "Ostberg", "Lindau"),
    ("brennock.md", "Brennock", "population", "12,400", "13,900"),
    ("calder_bridge.md", "Calder Bridge", "length", "412 metres", "512 metres"),
    ("mount_tarrow.md", "Mount Tarrow", "height", "2,941 metres", "2,994 metres"),
    ("university_of_lenmouth.md", "University of Lenmouth", "founded by", "Margaret Osgood", "Agnes Whitlow"),
    ("minerva_satellite.md", "Minerva-1", "launched by", "Aurora Launch Services", "Polar Launch Company"),
    ("ss_marigold.md", "SS Marigold", "built by", "Halbury Shipbuilding Company", "Brennock Shipyard"),
]


def passage(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def ingest(folder: Path, docs: list[tuple[str, str]]) -> list[Conflict]:
    """Ingest (name, text) documents into a fresh database; its conflicts."""
    sources = [SourceDocument(name, text, name, "text/markdown") for name, text in docs]
    with Database(folder) as db:
        ingest_documents(db, sources, make_extractor("spacy-rules"))
        return db.graph.conflicts()


@pytest.fixture(scope="module")
def changed_conflicts(tmp_path_factory: pytest.TempPathFactory) -> list[Conflict]:
    docs: list[tuple[str, str]] = []
    for name, _, _, value, other in PAIRS:
        text = passage(name)
        copy = replace_value(text, value, other)
        assert copy is not None and other in copy
        docs += [(f"{name}-a", text), (f"{name}-b", copy)]
    return ingest(tmp_path_factory.mktemp("changed") / "db", docs)


@pytest.mark.parametrize(("name", "entity", "relation", "value", "other"), PAIRS, ids=[p[0] for p in PAIRS])
def test_a_changed_value_gives_a_conflict_between_the_two_texts(
    changed_conflicts: list[Conflict], name: str, entity: str, relation: str, value: str, other: str
) -> None:
    pair_docs = {f"{name}-a", f"{name}-b"}
    found = [
        c
        for c in changed_conflicts
        if {d.rsplit("@", 1)[0] for d in c.documents} == pair_docs
        and any(other in v.value or same_value(v.value, other) for v in c.values)
        and any(value in v.value or same_value(v.value, value) for v in c.values)
    ]
    assert found, f"no conflict on {entity} / {relation}: {value} vs {other}"


def test_a_passage_stored_twice_gives_no_conflict(tmp_path: Path) -> None:
    docs = [(f"{name}-{side}", passage(name)) for name, *_ in PAIRS for side in "ab"]
    conflicts = ingest(tmp_path / "db", docs)
    assert [(c.entity, c.relation, [v.value for v in c.values]) for c in conflicts] == []


# Two texts that state the same facts in other words (the causes of the same-entry false
# conflicts measured on WebNLG, written here anew): each pair must give no conflict, and the same
# text with the place changed must still give one.
SAME_FACTS = [
    pytest.param(
        "The Harwick Museum of Art is located in Tarrow Prefecture, Tarrow, Japan. It opened in 1931.",
        "Harwick Museum of Art is located in Tarrow, Tarrow, Tarrow Prefecture, Japan, and opened in 1931.",
        id="a place chain in another order",
    ),
    pytest.param(
        "Brennock Public Baths located on 14th Street, Kelsey was added to the register on 1980-04-23.",
        "Brennock Public Baths, located on 14th Street Kelsey, was added to the register on April 23, 1980.",
        id="a street and its town with and without a comma",
    ),
    pytest.param(
        "The Brennock Baths are located on 14th Street.",
        "The Brennock Baths are located in Kelsey.",
        id="a street alone and a town alone",
    ),
]


@pytest.mark.parametrize(("text_a", "text_b"), SAME_FACTS)
def test_the_same_facts_in_other_words_give_no_conflict(tmp_path: Path, text_a: str, text_b: str) -> None:
    conflicts = ingest(tmp_path / "db", [("a", text_a), ("b", text_b)])
    assert [(c.entity, c.relation, [v.value for v in c.values]) for c in conflicts] == []


@pytest.mark.parametrize(
    ("text", "value", "other"),
    [
        ("The Ostberg Gallery is located in Lindau, Germany.", "Lindau", "Wenlow"),
        ("The Halbury Hall is located on Mill Street.", "Mill Street", "14th Street"),
    ],
)
def test_a_changed_place_gives_a_conflict(tmp_path: Path, text: str, value: str, other: str) -> None:
    copy = replace_value(text, value, other)
    assert copy is not None
    conflicts = ingest(tmp_path / "db", [("a", text), ("b", copy)])
    assert [sorted(v.value for v in c.values) for c in conflicts] == [sorted([value, other])]
