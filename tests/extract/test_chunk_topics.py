"""A document's topic reaches every chunk through the ingest pipeline, and the extraction cache
keys a chunk by its text *and* that topic (and by the extractor's rules revision).

A long document is cut into chunks; "It was opened in 1925." in its last chunk names nothing,
and only the document's heading says what "It" is. Before the topic was passed (and keyed), the
later chunk gave no fact, and a cached topic-less extraction of the same chunk text was served to
a document that has a title.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hcf_graph.database import Database
from hcf_graph.extract import document_topic, make_extractor
from hcf_graph.ingest.cache import ExtractionCache, extractor_key, text_key
from hcf_graph.ingest.chunking import chunk_text
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import ExtractedFact, SourceDocument

FILLER = " ".join(
    f"Passengers in season {n} waited near the gates, and the staff counted the bags twice." for n in range(16)
)
LATER = "It was opened in 1925. The airport is operated by Harlow Transit Authority."
TITLED = f"# Kestrel Field Airport\n\nKestrel Field Airport is an airport near Brennock.\n\n{FILLER}\n\n{LATER}\n"
UNTITLED = f"{FILLER}\n\n{LATER}\n"


def ingest(folder: Path, docs: list[SourceDocument]) -> list[dict[str, object]]:
    with Database(folder) as db:
        ingest_documents(db, docs, make_extractor("spacy-rules"))
        return db.graph.facts()


def later_facts(facts: list[dict[str, object]], doc: str, text: str) -> set[tuple[str, str, str]]:
    """(entity, relation, value) of the facts quoted from the last chunk of a document."""
    last = chunk_text(text)[-1]
    found: set[tuple[str, str, str]] = set()
    for fact in facts:
        if str(fact["doc"]).startswith(f"{doc}@"):
            start, end = int(str(fact["start"])), int(str(fact["end"]))
            assert fact["quote"] == text[start:end]
            if start >= last.start:
                found.add((str(fact["entity"]), str(fact["relation"]), str(fact["value"])))
    return found


def test_the_document_has_several_chunks_and_a_topic() -> None:
    assert len(chunk_text(TITLED)) >= 2
    assert chunk_text(TITLED)[-1].text == LATER
    assert document_topic(TITLED) == "Kestrel Field Airport"


def test_a_later_chunk_resolves_it_to_the_document_topic(tmp_path: Path) -> None:
    facts = ingest(tmp_path / "db", [SourceDocument("kestrel.md", TITLED, "kestrel.md", "text/markdown")])
    later = later_facts(facts, "kestrel.md", TITLED)
    assert ("Kestrel Field Airport", "opened", "1925") in later
    assert ("Kestrel Field Airport", "operated by", "Harlow Transit Authority") in later


def test_the_cache_never_serves_a_topic_less_result_to_a_titled_document(tmp_path: Path) -> None:
    """The untitled document's last chunk is the same text; extracted first (and cached without a
    topic) it gives no fact about the airport, and must not stand in for the titled one's."""
    db = tmp_path / "db"
    untitled = ingest(db, [SourceDocument("notes.md", UNTITLED, "notes.md", "text/markdown")])
    assert not {f for f in later_facts(untitled, "notes.md", UNTITLED) if f[0] == "Kestrel Field Airport"}
    both = ingest(db, [SourceDocument("kestrel.md", TITLED, "kestrel.md", "text/markdown")])
    assert ("Kestrel Field Airport", "opened", "1925") in later_facts(both, "kestrel.md", TITLED)


def test_cache_keys_differ_by_topic_and_by_rules_revision(tmp_path: Path) -> None:
    assert text_key(LATER) != text_key(LATER, "Kestrel Field Airport") != text_key(LATER, "Brennock")
    v2, v1 = make_extractor("spacy-rules.v2"), make_extractor("spacy-rules.v1")
    assert extractor_key(v2).startswith("spacy-rules.v2@") and len(extractor_key(v2)) > len("spacy-rules.v2@")
    assert extractor_key(v1) == "spacy-rules.v1"
    cache = ExtractionCache(tmp_path, extractor_key(v2))
    cache.put_many([(text_key(LATER), [])])
    assert cache.get_many([text_key(LATER, "Kestrel Field Airport")]) == {}
    cache.close()


@pytest.mark.parametrize("text", [TITLED, UNTITLED])
def test_extract_with_topics_keeps_exact_quotes(text: str) -> None:
    chunks = chunk_text(text)
    extractor = make_extractor("spacy-rules")
    results = extractor.extract([c.text for c in chunks], topics=[document_topic(text)] * len(chunks))
    for chunk, facts in zip(chunks, results, strict=True):
        for fact in facts:
            assert chunk.text[fact.start : fact.end].strip()


class _OldStyleExtractor:
    """A plug-in written before ``topics=`` existed: ``extract(texts)`` only."""

    name = "test-old-style.v1"

    def extract(self, texts: list[str]) -> list[list[ExtractedFact]]:
        return [
            [ExtractedFact("Kestrel Field Airport", "opened", "1925", 0, len(t))] if "1925" in t else [] for t in texts
        ]

    def label(self) -> str:
        return self.name

    def stats(self) -> dict[str, object]:
        return {}


def test_an_extractor_without_topics_still_ingests(tmp_path: Path) -> None:
    with Database(tmp_path / "db") as db:
        ingest_documents(
            db, [SourceDocument("kestrel.md", TITLED, "kestrel.md", "text/markdown")], _OldStyleExtractor()
        )
        assert [f["value"] for f in db.graph.facts()] == ["1925"]
