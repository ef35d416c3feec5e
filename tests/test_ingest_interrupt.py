"""Ctrl-C during `hcf ingest`: exit 130, one line, nothing half-written, and a rerun resumes from
the extraction already done (issue 7). A real `hcf` process is sent SIGINT while it extracts."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.cli import main
from hcf_graph.ingest.cache import CACHE_FILE, CACHE_FOLDER
from hcf_graph.model import ExtractedFact

pytestmark = pytest.mark.engine
TESTS = Path(__file__).resolve().parent
N_DOCS, CHUNKS_PER_DOC = 8, 20


class SlowPatternExtractor(PatternExtractor):
    """The test pattern extractor at the pace of a real one (20 ms a chunk)."""

    name = "test-slow-pattern.v1"

    def extract(self, texts: Sequence[str], topics: Sequence[str | None] | None = None) -> list[list[ExtractedFact]]:
        time.sleep(0.02 * len(texts))
        return super().extract(texts, topics)


def run_hcf(*args: str) -> subprocess.Popen[str]:
    """`hcf ARGS` in a new process, with the slow extractor registered as `slow`."""
    code = (
        "import sys\n"
        f"sys.path.insert(0, {str(TESTS)!r})\n"
        "from hcf_graph.extract import register_extractor\n"
        "register_extractor('slow', 'test_ingest_interrupt:SlowPatternExtractor')\n"
        "from hcf_graph.cli import main\n"
        "main(sys.argv[1:], prog_name='hcf')\n"
    )
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HCF_ENGINE": ENGINE},
    )


def hcf(*args: str) -> tuple[int, str, str]:
    process = run_hcf(*args)
    out, err = process.communicate(timeout=300)
    return process.returncode, out, err


def make_corpus(folder: Path) -> Path:
    """N_DOCS documents of CHUNKS_PER_DOC paragraphs (each a chunk of its own), some conflicting."""
    folder.mkdir()
    filler = " ".join(["Nothing else is said here."] * 50)
    for d in range(N_DOCS):
        paragraphs = [f"The mayor of Town{p} is Person{(p + d) % 3}. {filler} ({d}.{p})" for p in range(CHUNKS_PER_DOC)]
        (folder / f"doc{d}.txt").write_text("\n\n".join(paragraphs) + "\n")
    return folder


def cached_chunks(db: Path) -> int:
    path = db / CACHE_FOLDER / CACHE_FILE
    if not path.exists():
        return 0
    try:
        with sqlite3.connect(path, timeout=1) as conn:
            return int(conn.execute("SELECT count(*) FROM extraction").fetchone()[0])
    except sqlite3.Error:
        return 0  # not created yet


def graph_of(db: Path) -> tuple[list[tuple[str, ...]], list[str]]:
    """The facts and documents a user lists (read in this process: only the ingests need SIGINT)."""
    facts = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, ["facts", "--json", "--db", str(db)])
    docs = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, ["documents", "--json", "--db", str(db)])
    assert facts.exit_code == docs.exit_code == 0, facts.output + docs.output
    rows = sorted(
        (f["doc"], f["entity"], f["relation"], f["value"], str(f["start_char"])) for f in json.loads(facts.stdout)
    )
    return rows, sorted(d["id"] for d in json.loads(docs.stdout))


def test_ctrl_c_exits_130_keeps_extraction_and_a_rerun_resumes(tmp_path: Path) -> None:
    corpus = make_corpus(tmp_path / "corpus")
    total = N_DOCS * CHUNKS_PER_DOC
    db = tmp_path / "db"
    process = run_hcf("ingest", str(corpus), "--extractor", "slow", "--db", str(db))
    deadline = time.monotonic() + 120
    while cached_chunks(db) == 0 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process.poll() is None, "the ingest ended before it could be interrupted"
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=120)

    assert process.returncode == 130, err
    assert "Traceback" not in err
    [message] = [line for line in err.splitlines() if line.strip()]
    assert message.startswith("interrupted: nothing was stored") and "run the same command again" in message
    kept = cached_chunks(db)
    assert 0 < kept < total
    assert not list((db / "log").glob("0*")), "an interrupted ingest wrote a log batch"
    assert not (db / "write.dirty").exists()

    code, out, err = hcf("ingest", str(corpus), "--extractor", "slow", "--db", str(db))
    assert code == 0, err
    resumed = int(out.split(" chunks (")[1].split(" from the cache")[0])
    assert resumed == kept, out
    assert f"{total} chunks ({resumed} from the cache)" in out

    fresh = tmp_path / "fresh"
    code, out, err = hcf("ingest", str(corpus), "--extractor", "slow", "--db", str(fresh))
    assert code == 0 and "from the cache" not in out, err
    resumed_graph = graph_of(db)
    assert resumed_graph == graph_of(fresh)
    assert len(resumed_graph[0]) == total
