"""An ingest hands the extractor calls of at least ``EXTRACT_BATCH`` chunks and
``EXTRACT_BATCH_CHARACTERS`` characters (the last call takes the rest), so that a big ingest
reaches the offline extractor's worker processes; every chunk is extracted exactly once."""

from __future__ import annotations

from pathlib import Path

from hcf_graph.database import Database
from hcf_graph.ingest.pipeline import EXTRACT_BATCH, EXTRACT_BATCH_CHARACTERS, ingest_documents
from hcf_graph.model import ExtractedFact, SourceDocument


class _CountingExtractor:
    """Records each call's chunk texts; one fact per chunk naming its document."""

    name = "test-counting.v1"

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def extract(self, texts: list[str], topics: list[str | None] | None = None) -> list[list[ExtractedFact]]:
        self.calls.append(list(texts))
        return [[ExtractedFact(t.split()[0], "opened", "1925", 0, len(t.split()[0]))] for t in texts]

    def label(self) -> str:
        return self.name

    def stats(self) -> dict[str, object]:
        return {}


def test_calls_are_big_enough_for_workers_and_cover_every_chunk(tmp_path: Path) -> None:
    line = "Station{n} opened in 1925 beside the river, and the staff counted the passengers twice a day."
    docs = [SourceDocument(f"d{n}.md", line.format(n=n) + "\n", f"d{n}.md", "text/markdown") for n in range(1500)]
    extractor = _CountingExtractor()
    with Database(tmp_path / "db") as db:
        ingest_documents(db, docs, extractor)
        entities = {str(f["entity"]) for f in db.graph.facts()}
    assert entities == {f"Station{n}" for n in range(1500)}
    assert sum(len(call) for call in extractor.calls) == 1500
    *full, last = extractor.calls
    assert full, "several calls"
    for call in full:
        assert len(call) >= EXTRACT_BATCH and sum(map(len, call)) >= EXTRACT_BATCH_CHARACTERS
        assert sum(map(len, call[:-1])) < EXTRACT_BATCH_CHARACTERS  # no bigger than it needs to be
    assert last
