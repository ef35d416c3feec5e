"""Test support shared by the test modules: the engine under test, a tiny rule extractor, and a
second process that holds a database."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hcf_graph.conflicts import Conflict
from hcf_graph.model import ExtractedFact, SourceDocument

ENGINE = os.environ.get("HCF_TEST_ENGINE", "kuzu")

_SENTENCE = re.compile(r"The (?P<rel>[\w ]+?) of (?P<ent>[\w' -]+?) is (?P<val>[^.]+)\.")


class PatternExtractor:
    """A tiny deterministic extractor for graph tests: 'The R of E is V.' sentences only."""

    name = "test-pattern.v1"

    def extract(self, texts: Sequence[str], topics: Sequence[str | None] | None = None) -> list[list[ExtractedFact]]:
        return [
            [ExtractedFact(m["ent"], m["rel"], m["val"], m.start(), m.end()) for m in _SENTENCE.finditer(t)]
            for t in texts
        ]

    def label(self) -> str:
        return self.name

    def stats(self) -> dict[str, Any]:
        return {}


@contextmanager
def held_by_another_process(opener: str) -> Iterator[None]:
    """Run ``opener`` (Python that opens a database) in a second process until the block ends."""
    code = f"import sys\n{textwrap.dedent(opener)}\nprint('ready', flush=True)\nsys.stdin.readline()\n"
    holder = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        yield
    finally:
        holder.communicate("\n", timeout=30)


def stop_process(process: subprocess.Popen[Any], grace: float = 10) -> None:
    """Ask a server process to end, and kill it if it has not within ``grace`` seconds."""
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()


def conflicts_of(folder: Path, texts: list[str], extractor: str = "spacy-rules") -> list[Conflict]:
    """Ingest each text as its own document into a fresh database at ``folder``; the conflicts found."""
    from hcf_graph.database import Database
    from hcf_graph.extract import make_extractor
    from hcf_graph.ingest.pipeline import ingest_documents

    docs = [SourceDocument(f"doc{i}.txt", text, f"doc{i}.txt", "text/plain") for i, text in enumerate(texts)]
    with Database(folder) as db:
        ingest_documents(db, docs, make_extractor(extractor))
        return db.graph.conflicts()
