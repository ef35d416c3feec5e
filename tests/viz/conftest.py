"""A store of the bundled demo corpus (condition D, with the evaluation questions audited), built once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hcf_testing import ENGINE

from hcf_graph.database import Database


def build_demo_store(path: Path, engine: str = ENGINE) -> Path:
    """What `hcf demo` stores: condition D of the example corpus, ingested and audited."""
    from hcf_graph.audit.experiment import run_experiment
    from hcf_graph.audit.run import Auditor
    from hcf_graph.cli.demo import example_corpus
    from hcf_graph.evaluate import load_controlled_corpus
    from hcf_graph.extract import make_extractor
    from hcf_graph.ingest.loaders import load_file
    from hcf_graph.ingest.pipeline import ingest_documents

    corpus = load_controlled_corpus(example_corpus())
    extractor = make_extractor("spacy-rules")
    docs = [d for name in corpus.conditions["D"] for d in load_file(corpus.docs_dir / name, name)]
    with Database(path, engine=engine) as db:
        ingest_documents(db, docs, extractor)
        run_experiment(db, corpus.questions, store=True, auditor=Auditor(db, extractor=extractor), source="test")
    return path


@pytest.fixture(scope="session")
def demo_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_demo_store(tmp_path_factory.mktemp("demo") / "hcf.db")


@pytest.fixture
def demo_db(demo_store: Path) -> Iterator[Database]:
    with Database(demo_store, engine=ENGINE, read_only=True) as db:
        yield db
