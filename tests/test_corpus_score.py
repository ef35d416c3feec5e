"""The corpus level: IaDQ parts on damaged text, IeDCD and CC in the graph, `hcf score`."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.audit.corpus import normalise_weights, score_corpus
from hcf_graph.audit.quality import PARTS, score_document
from hcf_graph.cli import main
from hcf_graph.database import Database, rebuild
from hcf_graph.errors import InputError
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument

CLEAN = """# The Harbour Bridge

The Harbour Bridge is a steel arch bridge across the harbour of the old town. The bridge was
opened in 1932 after eight years of construction work.

## Design

The design of the bridge was chosen in an open competition. The arch of the bridge carries a
railway line, a road and two footpaths. The engineer of the bridge was John Bradfield.

## Use

The bridge carries about 160,000 vehicles every day. Pedestrians use the eastern footpath of the bridge,
and cyclists use the western one.
"""


def parts(text: str) -> dict[str, float]:
    quality = score_document("d", text)
    for part in quality.parts.values():
        assert 0.0 <= part.score <= 1.0 and not math.isnan(part.score)
    return {name: quality.parts[name].score for name in PARTS}


def test_a_clean_article_scores_high_on_every_part() -> None:
    scores = parts(CLEAN)
    assert min(scores.values()) >= 0.85, scores


DAMAGES: list[tuple[Callable[[str], str], str]] = [
    (lambda t: t.rsplit(" ", 12)[0], "completeness"),  # cut off in mid-sentence
    (lambda t: t.replace(" the ", " <br> the ").replace("bridge", "brdige").replace("was", "wsa"), "clarity"),
    (lambda t: t.replace("The bridge was", "&nbsp; ** The [1] bridge was").replace("design", "dcsign"), "clarity"),
    (lambda t: t + "\n" + "The arch of the bridge carries a railway line, a road and two footpaths.\n" * 4, "density"),
    (lambda t: t.replace(". The", ". the").replace(". Pedestrians", ". pedestrians"), "coherence"),
]


@pytest.mark.parametrize(("damage", "part"), DAMAGES)
def test_each_kind_of_damage_lowers_its_part(damage: Callable[[str], str], part: str) -> None:
    assert parts(damage(CLEAN))[part] < parts(CLEAN)[part] - 0.05


def test_the_reasons_name_the_damage() -> None:
    quality = score_document("d", CLEAN.replace("opened in 1932", "opened <br> in 1932").rsplit(" ", 5)[0])
    reasons = " ".join(quality.parts["clarity"].reasons + quality.parts["completeness"].reasons)
    assert "markup tag" in reasons and "'<br>'" in reasons
    assert "mid-sentence" in reasons


@pytest.mark.parametrize(
    "text",
    ["", "   \n\n  ", "Bridge", "\x00\x01\x02binary\x03\x04" * 20, "." * 500, "1932 1933 1934"],
)
def test_odd_documents_get_a_score_with_a_reason_never_nan(text: str) -> None:
    quality = score_document("d", text)
    assert 0.0 <= quality.iadq <= 1.0 and not math.isnan(quality.iadq)
    json.dumps(quality.as_json())
    if text.strip() in ("", "Bridge"):
        assert quality.iadq < 0.85
        assert any("words" in r for r in quality.parts["completeness"].reasons)


def test_another_language_is_named_as_such() -> None:
    quality = score_document(
        "d",
        "Die Brücke wurde im Jahre 1932 eröffnet und überspannt den alten Hafen der Stadt. "
        "Sie ist eine der bekanntesten Brücken des ganzen Landes und wird täglich genutzt.",
    )
    assert any("another language" in r for r in quality.parts["clarity"].reasons)
    assert quality.parts["clarity"].score < 0.7


def test_weights_are_checked_and_normalised() -> None:
    assert normalise_weights(1, 3) == (0.25, 0.75)
    with pytest.raises(InputError):
        normalise_weights(0, 0)
    with pytest.raises(InputError):
        normalise_weights(-1, 1)


def _doc(name: str, text: str) -> SourceDocument:
    return SourceDocument(name=name, text=text, source=name, mime="text/plain")


AGREE = "The height of Teide is 3,715 metres. The capital of Spain is Madrid. The area of Spain is 505,990 km2."
DISAGREE = "The height of Teide is 3,518 metres. The capital of Spain is Madrid. The area of Spain is 505,990 km2."


@pytest.mark.engine
def test_iedcd_counts_shared_keys_in_conflict_and_scores_are_stored_incrementally(db_path: Path) -> None:
    with Database(db_path, engine=ENGINE) as db:
        ingest_documents(db, [_doc("a.txt", AGREE), _doc("b.txt", AGREE)], PatternExtractor())
        first = score_corpus(db)
        assert first.scored_now == 2 and first.shared_keys == 3 and first.iedcd == 1.0
        again = score_corpus(db)
        assert again.scored_now == 0 and again.cc == pytest.approx(first.cc)
        ingest_documents(db, [_doc("c.txt", DISAGREE)], PatternExtractor())
        third = score_corpus(db)
        assert third.scored_now == 1
        assert third.shared_keys == 3 and len(third.conflicting_keys) == 1
        assert third.iedcd == pytest.approx(1 - 1 / 3)
        assert third.cc == pytest.approx(0.5 * third.iadq + 0.5 * third.iedcd)
        share = {d.doc: d.conflict_share for d in third.documents}
        assert share["c.txt@1"] == 1.0
        assert any("divergence" in line and "c.txt@1" in line for line in third.explanation)
        stored = db.graph.counts()
    with rebuild(db_path) as rebuilt:  # scores were written through the log
        again = score_corpus(rebuilt)
        assert again.scored_now == 0 and again.cc == pytest.approx(third.cc)
        assert rebuilt.graph.counts() == stored


@pytest.mark.engine
def test_a_document_that_contradicts_itself_loses_internal_consistency(db_path: Path) -> None:
    text = "The height of Teide is 3,715 metres. Later on: The height of Teide is 3,518 metres."
    with Database(db_path, engine=ENGINE) as db:
        ingest_documents(db, [_doc("self.txt", text), _doc("other.txt", AGREE)], PatternExtractor())
        result = score_corpus(db)
    by_doc = {d.doc: d for d in result.documents}
    assert by_doc["self.txt@1"].parts["consistency"] < 1.0
    assert by_doc["other.txt@1"].parts["consistency"] == 1.0
    reasons = by_doc["self.txt@1"].detail["consistency"]["reasons"]
    assert any("3,715 metres" in r and "3,518 metres" in r for r in reasons)


@pytest.mark.engine
def test_hcf_score_cli_corpus_groups_and_one_document(tmp_path: Path) -> None:
    folder = tmp_path / "corpus"
    (folder / "x").mkdir(parents=True)
    (folder / "y").mkdir()
    (folder / "x" / "one.txt").write_text(AGREE, encoding="utf-8")
    (folder / "y" / "two.txt").write_text(DISAGREE + " This sentence stops in the midd", encoding="utf-8")
    db = str(tmp_path / "db")
    runner = CliRunner()
    assert runner.invoke(main, ["ingest", str(folder), "--db", db, "--engine", ENGINE]).exit_code in (0, 1)
    out = runner.invoke(main, ["score", "--db", db, "--engine", ENGINE, "--by", "folder", "--json"])
    assert out.exit_code == 0, out.output
    table = json.loads(out.output)
    assert {g["group"] for g in table["groups"]} == {"x", "y"}
    assert set(table) >= {"cc", "iadq_mean", "iedcd", "parts", "conflicts", "documents", "explanation"}
    text = runner.invoke(main, ["score", "--db", db, "--engine", ENGINE])
    assert text.exit_code == 0 and text.output.startswith("CC ")
    one = runner.invoke(main, ["score", "y/two.txt", "--db", db, "--engine", ENGINE])
    assert one.exit_code == 0, one.output
    assert "completeness" in one.output and "mid-sentence" in one.output
    missing = runner.invoke(main, ["score", "nope.txt", "--db", db, "--engine", ENGINE])
    assert missing.exit_code == 1 and "no current document" in missing.output
    bad = runner.invoke(main, ["score", "--db", db, "--engine", ENGINE, "--by", "metadata"])
    assert bad.exit_code == 1 and "needs a KEY" in bad.output
