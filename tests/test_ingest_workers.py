"""`hcf ingest` with the offline extractor's worker processes (`--workers`, `HCF_WORKERS`): the
same graph as one process, and Ctrl-C still exits 130 with one line, leaves no process behind
and keeps the extraction done for a rerun."""

from __future__ import annotations

import itertools
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from click.testing import CliRunner
from hcf_testing import ENGINE
from test_ingest_interrupt import cached_chunks, graph_of

from hcf_graph.cli import main
from hcf_graph.extract.workers import close_worker_pool

TOWNS = [
    a + b
    for a, b in itertools.product(
        ["Kel", "Ost", "Vell", "Tar", "Len", "Ash", "Dun", "Bren"], ["by", "mouth", "ford", "wick", "ton"]
    )
]
HCF = "import sys\nfrom hcf_graph.cli import main\nmain(sys.argv[1:], prog_name='hcf')\n"
PEOPLE = [
    f"{a} {b}"
    for a, b in itertools.product(["Ann", "Tom", "Ivo", "Mara", "Joel"], ["Lee", "Reed", "Lind", "Varga", "Holt"])
]


def make_corpus(folder: Path, documents: int) -> Path:
    """Documents of three paragraphs about halls, towns and people (every sentence written here)."""
    folder.mkdir()
    for n in range(documents):
        town, other = TOWNS[n % len(TOWNS)], TOWNS[(n * 7 + 3) % len(TOWNS)]
        person, mayor = PEOPLE[n % len(PEOPLE)], PEOPLE[(n * 3 + 1) % len(PEOPLE)]
        text = (
            f"# {town} Hall {n}\n\n"
            f"{town} Hall {n} is a concert hall in {town}. It was designed by {person} and opened in "
            f"{1850 + n % 120}. The hall has {800 + n} seats and a small garden behind the stage.\n\n"
            f"The mayor of {town} is {mayor}. {town} lies on the river between {other} and the sea, "
            f"and its market is held every Friday in the square in front of the hall.\n\n"
            f"{person} was born in {other} in {1800 + n % 60}. {person} studied at the University of "
            f"{other} and later taught drawing there for many years.\n"
        )
        (folder / f"hall{n:03d}.md").write_text(text, encoding="utf-8")
    return folder


def ingest(corpus: Path, db: Path, *options: str) -> None:
    result = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, ["ingest", str(corpus), "--db", str(db), *options])
    assert result.exit_code == 0, result.output


def test_workers_give_the_graph_of_one_process(tmp_path: Path) -> None:
    corpus = make_corpus(tmp_path / "corpus", 135)
    assert sum(len(p.read_text()) for p in corpus.iterdir()) > 60_000  # big enough for the workers
    close_worker_pool()  # one an earlier call of this process started
    try:
        ingest(corpus, tmp_path / "one", "--workers", "1")
        assert not multiprocessing.active_children()
        ingest(corpus, tmp_path / "two", "--workers", "2")
        assert len(multiprocessing.active_children()) == 2, "the ingest ran in two workers"
    finally:
        close_worker_pool()
    one, two = graph_of(tmp_path / "one"), graph_of(tmp_path / "two")
    assert one == two
    facts = {row[1:4] for row in one[0]}
    assert (f"{TOWNS[5]} Hall 5", "designed by", PEOPLE[5]) in facts and len(one[1]) == 135


def test_a_bad_worker_count_is_a_one_line_error(tmp_path: Path) -> None:
    result = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, ["ingest", str(tmp_path), "--workers", "0"])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "--workers" in result.output and "0 is not in the range x>=1" in result.output


def test_ctrl_c_with_workers_exits_130_and_leaves_no_process(tmp_path: Path) -> None:
    corpus = make_corpus(tmp_path / "corpus", 600)
    db = tmp_path / "db"
    process = subprocess.Popen(
        [sys.executable, "-c", HCF, "ingest", str(corpus), "--db", str(db), "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HCF_ENGINE": ENGINE},
        start_new_session=True,  # its own process group, as a terminal gives a command
    )
    deadline = time.monotonic() + 240
    while cached_chunks(db) == 0 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    assert process.poll() is None, "the ingest ended before it could be interrupted"
    os.killpg(process.pid, signal.SIGINT)  # a terminal's Ctrl-C reaches the workers too
    _out, err = process.communicate(timeout=120)
    assert process.returncode == 130, err
    assert "Traceback" not in err, err
    assert err.strip().splitlines()[-1].startswith("interrupted: nothing was stored")
    time.sleep(0.5)
    try:
        os.killpg(process.pid, 0)
        left = True
    except ProcessLookupError:
        left = False
    assert not left, "a worker outlived the interrupted ingest"
    assert cached_chunks(db) > 0
