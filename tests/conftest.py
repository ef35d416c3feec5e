"""Shared fixtures: the engine under test, a test extractor, fresh databases on disk."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.database import Database


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
