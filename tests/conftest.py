"""Shared fixtures: a deterministic test extractor and fresh databases on disk."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Iterator, Sequence

import pytest

from hcf_graph.database import Database
from hcf_graph.model import ExtractedFact

ENGINE = os.environ.get("HCF_TEST_ENGINE", "kuzu")

_SENTENCE = re.compile(r"The (?P<rel>[\w ]+?) of (?P<ent>[\w' -]+?) is (?P<val>[^.]+)\.")


class PatternExtractor:
    """A tiny rule extractor for graph tests: 'The R of E is V.' sentences only."""

    name = "test-pattern.v1"

    def extract(self, texts: Sequence[str]) -> list[list[ExtractedFact]]:
        return [
            [ExtractedFact(m["ent"], m["rel"], m["val"], m.start(), m.end()) for m in _SENTENCE.finditer(t)]
            for t in texts
        ]

    def label(self) -> str:
        return self.name

    def stats(self) -> dict[str, Any]:
        return {}


@pytest.fixture
def engine() -> str:
    return ENGINE


@pytest.fixture
def extractor() -> PatternExtractor:
    return PatternExtractor()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "hcf.db"


@pytest.fixture
def db(db_path: Path) -> Iterator[Database]:
    database = Database(db_path, engine=ENGINE)
    yield database
    database.close()
