"""The bundled example corpus (condition D, spacy-rules) in a database, built once per session,
and its RDF exports."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hcf_testing import ENGINE

from hcf_graph.cli.demo import example_corpus
from hcf_graph.database import Database
from hcf_graph.evaluate import load_controlled_corpus
from hcf_graph.extract import make_extractor
from hcf_graph.ingest.loaders import load_file
from hcf_graph.ingest.pipeline import ingest_documents


@pytest.fixture(scope="session")
def corpus_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of a database holding condition D of examples/controlled (20 documents, 8 conflicts)."""
    corpus = load_controlled_corpus(example_corpus())
    docs = [d for name in corpus.conditions["D"] for d in load_file(corpus.docs_dir / name, name)]
    folder = tmp_path_factory.mktemp("corpus") / "hcf.db"
    with Database(folder, engine=ENGINE) as db:
        ingest_documents(db, docs, make_extractor("spacy-rules"))
    return folder


@pytest.fixture
def corpus(corpus_db: Path) -> Iterator[Database]:
    """The corpus database, open for reading."""
    with Database(corpus_db, engine=ENGINE, read_only=True) as db:
        yield db
