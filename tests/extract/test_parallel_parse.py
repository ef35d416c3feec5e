"""Worker processes (:mod:`hcf_graph.extract.workers`) parse and run the rules on parts of a
call's texts; the facts must be those of the one-process run, in text order, sentence cuts at
";" and the second parse of a misparsed sentence included, each fact quoting its text exactly.
A worker that dies costs nothing: the call runs in this process."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.extract.workers import close_worker_pool, parts

TEXTS = [
    "Vell Hall is a concert hall in Kelby. It was designed by Ann Lee and opened in 1901.",
    "Tom Reed was born in 1950 in Ostby; his father is Ivo Reed. He studied at Lenmouth University.",
    "The Kelby-Ostby railway opened in 1884. Its operator is Norland Rail.",
    "Kavra stew is a dish from Moldavia, where Ion Radu is the leader; its ingredients are lamb; barley; carrots.",
    "Lenmouth University\n\nFounded: 1850\nRector: Ivo Lind\n\nLenmouth University has 12,000 students.",
    "Margaret Ellis is an architect.\n\n## History\n\nEllis died in Durham in 1990.",
    "Ellis died in Kelby in 1991.",  # another text: "Ellis" is no one named before
] * 3

Row = tuple[str, str, str, int, int, str, float]


def facts_of(extractor: SpacyRulesV2Extractor) -> list[list[Row]]:
    found = extractor.extract(TEXTS)
    assert len(found) == len(TEXTS)
    for text, facts in zip(TEXTS, found, strict=True):
        for f in facts:  # the quote: an exact, trimmed span of the text
            assert 0 <= f.start < f.end <= len(text) and text[f.start : f.end] == text[f.start : f.end].strip(), f
    return [
        [(f.entity, f.relation, f.value, f.start, f.end, f.qualifier, f.confidence) for f in facts] for facts in found
    ]


def test_worker_processes_give_the_facts_of_one_process() -> None:
    one_process = SpacyRulesV2Extractor(n_process=1, batch_size=2)
    one = facts_of(one_process)
    assert all(one[:6]) and sum(map(len, one)) >= 3 * 14
    assert ("Margaret Ellis", "death place", "Durham") in {row[:3] for row in one[5]}
    assert not any(row[0] == "Margaret Ellis" for row in one[6])
    workers = SpacyRulesV2Extractor(n_process=2, batch_size=2)
    try:
        assert facts_of(workers) == one
        assert facts_of(workers) == one  # the pool, kept, serves the next call
        counted, expected = workers.stats(), one_process.stats()
        for key in ("texts", "sentences", "words", "facts", "entity_from_topic", "entity_from_previous"):
            assert counted[key] == 2 * expected[key], key
        assert counted["calls"] == 2
    finally:
        close_worker_pool()


def test_a_dead_worker_leaves_the_call_to_this_process() -> None:
    expected = facts_of(SpacyRulesV2Extractor(n_process=1))
    workers = SpacyRulesV2Extractor(n_process=2)
    try:
        assert facts_of(workers) == expected
        children = multiprocessing.active_children()
        assert children, "the pool's workers are this process's children"
        for child in children:
            os.kill(child.pid, signal.SIGKILL)
        assert facts_of(workers) == expected
    finally:
        close_worker_pool()


def test_parts_are_contiguous_and_about_equal() -> None:
    assert parts([10, 10, 10, 10], 2) == [range(0, 2), range(2, 4)]
    assert parts([100, 1, 1, 1], 2) == [range(0, 1), range(1, 4)]
    assert parts([5], 4) == [range(0, 1)]
    assert parts([1, 1, 1], 4) == [range(0, 1), range(1, 2), range(2, 3)]
    cut = parts(list(range(1, 40)), 3)
    assert [i for r in cut for i in r] == list(range(39)) and len(cut) == 3


def test_a_script_without_a_main_guard_runs_workers_quietly(tmp_path: Path) -> None:
    """A user's script calling the extractor at top level (no ``if __name__ == "__main__"``): the
    workers must not run the script again, and nothing but the script's output is printed."""
    script = tmp_path / "user_script.py"
    script.write_text(
        "from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor\n"
        f"texts = {TEXTS!r}\n"
        "two = SpacyRulesV2Extractor(n_process=2).extract(texts)\n"
        "one = SpacyRulesV2Extractor(n_process=1).extract(texts)\n"
        "print('same' if two == one else 'differ', sum(map(len, two)))\n",
        encoding="utf-8",
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Error" not in done.stderr, done.stderr
    verdict, count = done.stdout.split()
    assert verdict == "same" and int(count) >= 3 * 14


def test_workers_count_the_cores_this_process_may_use() -> None:
    """Under ``taskset -c 0`` (or a container's cpuset) one core is usable, whatever the machine has."""
    code = "from hcf_graph.extract.spacy_rules_v2 import auto_processes; print(auto_processes(10**6))"
    if not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one usable core: nothing to narrow")
    pinned = subprocess.run(
        [sys.executable, "-c", f"import os; os.sched_setaffinity(0, {{0}}); {code}"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert pinned.stdout.strip() == "1"
