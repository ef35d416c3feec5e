"""Readers and writers: a reader during a write waits (``--wait SECONDS``) and is told that a
writer is running, not that a write was interrupted; a writer never fails because of a reader."""

from __future__ import annotations

import fcntl
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor, held_by_another_process

from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.errors import StoreError
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument


@pytest.fixture
def store(tmp_path: Path) -> Path:
    path = tmp_path / "db"
    with Database(path, engine=ENGINE) as db:
        for name, text in (("a", "The capital of Spain is Madrid."), ("b", "The capital of Spain is Toledo.")):
            ingest_documents(db, [SourceDocument(name, text, name, "text/plain")], PatternExtractor())
    return path


def writing(store: Path) -> str:
    """Python for a second process that is in the middle of a guarded write."""
    return f"""
        from hcf_graph.database import Database
        d = Database({str(store)!r}, engine={ENGINE!r})
        w = d.guarded_write()
        w.__enter__()
    """


@contextmanager
def held_for(opener: str, seconds: float, then: str = "") -> Iterator[None]:
    """Run ``opener`` in a second process that runs ``then`` and lets go by itself after ``seconds``."""
    code = (
        f"import sys, time\n{textwrap.dedent(opener)}\nprint('ready', flush=True)\ntime.sleep({seconds})\n"
        f"{textwrap.dedent(then)}\n"
    )
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        yield
    finally:
        holder.wait(timeout=60)


def test_reader_during_a_write_is_told_a_writer_is_running(store: Path) -> None:
    with held_by_another_process(writing(store)):
        result = CliRunner().invoke(main, ["conflicts", "--db", str(store), "--wait", "0"])
    assert result.exit_code == 1
    assert "a writer (process" in result.output and "is running" in result.output
    assert "interrupted" not in result.output and "run any write command" not in result.output


@pytest.mark.engine
def test_reader_waits_for_the_writer_and_then_reads(store: Path) -> None:
    began = time.monotonic()
    with held_for(writing(store), 2, then="w.__exit__(None, None, None)\nd.close()"):
        result = CliRunner().invoke(main, ["conflicts", "--db", str(store), "--json"])
    assert result.exit_code == 0, result.output
    assert "waiting for the writer (process" in result.output
    assert time.monotonic() - began >= 1.0
    assert '"entity": "Spain"' in result.output


def test_interrupted_write_is_told_apart_from_a_running_one(store: Path) -> None:
    (store / "write.dirty").write_text("process 99999999")  # a killed writer's marker, no lock held
    result = CliRunner().invoke(main, ["facts", "--db", str(store), "--wait", "0"])
    assert result.exit_code == 1
    assert "interrupted" in result.output and "no writer is running" in result.output


@pytest.mark.engine
def test_writer_waits_while_a_reader_holds_the_graph(store: Path) -> None:
    reader = f"from hcf_graph.database import Database\nd = Database({str(store)!r}, engine={ENGINE!r}, read_only=True)"
    messages: list[str] = []
    with held_for(reader, 1.5):
        with Database(store, engine=ENGINE, notify=messages.append) as db:  # does not fail with "locked"
            ingest_documents(
                db, [SourceDocument("c", "The capital of Spain is Seville.", "c", "text/plain")], PatternExtractor()
            )
    with Database(store, engine=ENGINE, read_only=True) as db:
        assert db.graph.counts()["documents"] == 3


def test_writer_is_not_refused_while_a_reader_probes_the_lock(store: Path) -> None:
    probe = (store / "write.lock").open("r")
    fcntl.flock(probe, fcntl.LOCK_SH | fcntl.LOCK_NB)  # what a starting reader holds for an instant
    threading.Timer(0.3, probe.close).start()
    with Database(store, engine=ENGINE) as db:
        assert db.graph.counts()["documents"] == 2


def test_second_writer_is_refused_naming_the_first_unless_it_waits(store: Path) -> None:
    opener = f"from hcf_graph.database import Database\nd = Database({str(store)!r}, engine={ENGINE!r})"
    with held_by_another_process(opener), pytest.raises(StoreError, match=r"locked by process \d+"):
        Database(store, engine=ENGINE)
    with held_for(opener, 1.0), Database(store, engine=ENGINE, wait=30) as db:
        assert db.graph.counts()["documents"] == 2
