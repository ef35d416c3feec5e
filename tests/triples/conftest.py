"""Stores for the triple tests, built once per session: condition B of examples/controlled (the gold
set's corpus) and the seed's worked example (examples/triples/worked/kb.jsonl, with a superseded
version)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from triples_testing import CONTROLLED, WORKED, ingest


@pytest.fixture(scope="session")
def controlled_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Condition B (20 documents, 16 conflicts), as `hcf ingest` names them (file@1)."""
    db = tmp_path_factory.mktemp("controlled") / "hcf.db"
    names = json.loads((CONTROLLED / "conditions.json").read_text(encoding="utf-8"))["B"]["documents"]
    ingest(db, *(CONTROLLED / "docs" / n for n in names))
    return db


@pytest.fixture(scope="session")
def worked_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The worked example's help center: kb-1042@v9 superseded by kb-1042@v12, and five others."""
    db = tmp_path_factory.mktemp("worked") / "hcf.db"
    ingest(db, WORKED / "kb.jsonl")
    return db
