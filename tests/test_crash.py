"""Crash test: writers (`hcf ingest`, `hcf ingest-facts`, `hcf entities merge`, `hcf rebuild`) are
killed with SIGKILL at each file event of a write (``HCF_TEST_KILL_AT``, see ``hcf_graph.log.crash_point``)
and at random moments. After each kill the next open recovers, `hcf check` passes, and the facts,
conflicts and aliases equal those of a store built cleanly from the same inputs, with the killed
command either fully applied or not at all.

The killed writers run in parallel (they are subprocesses on separate copies); the checks run
one after the other in this process.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

TESTS = Path(__file__).resolve().parent
WRITE_EVENTS = [
    "log-tmp-written",
    "log-renamed",
    "apply-start",
    "apply-done",
    "resolution-due",
    "resolution-start",
    "resolution-done",
]
# The command of each writer (file names are relative to the inputs folder), and the events it passes.
OPERATIONS: dict[str, tuple[list[str], list[str]]] = {
    "ingest": (["ingest", "c.txt", "d.txt", "--extractor", "test-pattern"], WRITE_EVENTS),
    "ingest-facts": (["ingest-facts", "f2.jsonl", "--resolve"], WRITE_EVENTS),
    "merge": (
        ["entities", "merge", "Espana", "Spain"],
        [e for e in WRITE_EVENTS if e != "apply-start"] + ["apply-start"],
    ),
    "rebuild": (["rebuild"], ["rebuild-removed", "catch-up-applied", "resolution-start", "rebuild-conflicts"]),
}
RANDOM_KILLS_PER_OPERATION = 2
# Events after which the killed command's batch is in the log: recovery must complete it.
COMMITTED = {"log-renamed", "apply-start", "apply-done", "resolution-due", "resolution-start", "resolution-done"}
RUNNER = (
    "import sys\n"
    "from hcf_graph.extract import register_extractor\n"
    "register_extractor('test-pattern', 'hcf_testing:PatternExtractor')\n"
    "from hcf_graph.cli import main\n"
    "sys.argv = ['hcf', *sys.argv[1:]]\n"
    "main()\n"
)


def write_inputs(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "a.txt").write_text("The capital of Spain is Madrid. The population of Spain is 47 million.\n")
    (folder / "b.txt").write_text("The capital of Spain is Toledo. The capital of France is Paris.\n")
    (folder / "c.txt").write_text("The capital of France is Lyon. The population of Spain is 46 million.\n")
    (folder / "d.txt").write_text("The capital of Kingdom of Spain is Madrid.\n")
    facts = [
        {"doc": "web-1", "entity": "Espana", "relation": "capital", "value": "Seville"},
        {"doc": "web-1", "entity": "France", "relation": "population", "value": "68 million"},
    ]
    (folder / "f1.jsonl").write_text("".join(json.dumps(f) + "\n" for f in facts))
    more = [
        {"doc": "web-2", "entity": "Kingdom of Spain", "relation": "capital", "value": "Barcelona"},
        {"doc": "web-2", "entity": "French Republic", "relation": "capital", "value": "Paris"},
        {"doc": "web-2", "entity": "France", "relation": "population", "value": "67 million"},
    ]
    (folder / "f2.jsonl").write_text("".join(json.dumps(f) + "\n" for f in more))


def hcf(db: Path, inputs: Path, *args: str) -> None:
    resolved = [str(inputs / a) if (inputs / a).is_file() else a for a in args]
    result = CliRunner().invoke(main, [*resolved, "--db", str(db)], catch_exceptions=False)
    assert result.exit_code == 0, result.output


def signature(db: Path) -> dict[str, Any]:
    """What a user reads: facts, conflict records, entities with their canonical entity, aliases."""
    with Database(db, engine=ENGINE, read_only=True) as opened:
        graph = opened.graph
        facts = sorted(json.dumps(f, sort_keys=True, default=str) for f in graph.facts(all_versions=True))
        conflicts = sorted(
            (r["ckey"], r["status"], tuple(sorted(r["facts"]))) for r in graph.rows("check_list_conflicts")
        )
        entities = sorted((e["key"], e["canonical"]) for e in graph.rows("list_entities"))
        aliases = sorted((a["alias_key"], a["canonical_key"]) for a in graph.rows("list_aliases"))
        batches = sorted(graph.applied_batches())
    return {"facts": facts, "conflicts": conflicts, "entities": entities, "aliases": aliases, "batches": batches}


@dataclass
class Trial:
    operation: str
    event: str  # a file event, or "random"
    folder: Path
    delay: float = 0.0
    returncode: int | None = None
    stderr: str = ""


def run_writer(trial: Trial, inputs: Path) -> Trial:
    args, _ = OPERATIONS[trial.operation]
    command = [
        sys.executable,
        "-c",
        RUNNER,
        *[str(inputs / a) if (inputs / a).is_file() else a for a in args],
        "--db",
        str(trial.folder),
    ]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])}
    if trial.event != "random":
        env["HCF_TEST_KILL_AT"] = trial.event
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if trial.event == "random":
        time.sleep(trial.delay)
        process.send_signal(signal.SIGKILL)
    _, trial.stderr = process.communicate(timeout=120)
    trial.returncode = process.returncode
    return trial


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Inputs, the base store, and per operation the store after a clean run and how long it took."""
    root = tmp_path_factory.mktemp("crash")
    inputs = root / "inputs"
    write_inputs(inputs)
    base = root / "base"
    hcf(base, inputs, "ingest", "a.txt", "b.txt", "--extractor", "test-pattern", "--engine", ENGINE)
    hcf(base, inputs, "ingest-facts", "f1.jsonl")
    clean = {}
    with ThreadPoolExecutor(max_workers=2) as pool:
        trials = []
        for operation in OPERATIONS:
            folder = root / f"clean-{operation}"
            shutil.copytree(base, folder)
            trials.append((pool.submit(_timed, Trial(operation, "none", folder), inputs), operation))
        for future, operation in trials:
            trial, seconds = future.result()
            assert trial.returncode == 0, trial.stderr
            clean[operation] = (signature(trial.folder), seconds)
    before = signature(base)
    for operation, (after, _) in clean.items():  # each command changes what a user reads; a rebuild does not
        assert (after == before) == (operation == "rebuild"), operation
    assert clean["merge"][0]["aliases"] != before["aliases"]
    return {"root": root, "inputs": inputs, "base": base, "before": before, "clean": clean}


def _timed(trial: Trial, inputs: Path) -> tuple[Trial, float]:
    began = time.monotonic()
    run_writer(trial, inputs)
    return trial, time.monotonic() - began


def test_writers_killed_at_every_file_event_and_at_random_recover_to_a_clean_store(world: dict[str, Any]) -> None:
    chooser = random.Random(20261201)
    trials: list[Trial] = []
    for operation, (_, events) in OPERATIONS.items():
        for event in events:
            trials.append(Trial(operation, event, world["root"] / f"{operation}-{event}"))
        for i in range(RANDOM_KILLS_PER_OPERATION):
            seconds = world["clean"][operation][1]
            trials.append(
                Trial(
                    operation,
                    "random",
                    world["root"] / f"{operation}-random-{i}",
                    delay=chooser.uniform(0.4, 1.0) * seconds,
                )
            )
    assert len(trials) >= 30
    for trial in trials:
        shutil.copytree(world["base"], trial.folder)
    with ThreadPoolExecutor(max_workers=3) as pool:
        finished = list(pool.map(lambda t: run_writer(t, world["inputs"]), trials))
    failures = [problem for trial in finished if (problem := _recovered_problem(trial, world))]
    assert not failures, "\n".join(failures)


def _recovered_problem(trial: Trial, world: dict[str, Any]) -> str:
    """What is wrong after the next open of a killed writer's store ("" when nothing)."""
    name = f"{trial.operation} killed at {trial.event}"
    if trial.event != "random" and trial.returncode != -signal.SIGKILL:
        return f"{name}: the writer was not killed there (exit {trial.returncode}): {trial.stderr[-300:]}"
    messages: list[str] = []
    dirty = (trial.folder / "write.dirty").exists() or (trial.folder / "resolve.due").exists()
    with Database(trial.folder, engine=ENGINE, notify=messages.append):
        pass  # the next open recovers
    if dirty and not any(m.startswith("recovering") for m in messages):
        return f"{name}: recovery said nothing: {messages}"
    leftovers = [p.name for p in (trial.folder / "log").iterdir() if p.name.startswith(".")]
    if leftovers:
        return f"{name}: leftover log folders {leftovers}"
    check = CliRunner().invoke(main, ["check", "--db", str(trial.folder)])
    if check.exit_code != 0:
        return f"{name}: hcf check failed: {check.output}"
    got = signature(trial.folder)
    after = world["clean"][trial.operation][0]
    if trial.event in COMMITTED or trial.operation == "rebuild":
        expected = [after]
    elif trial.event == "random":
        expected = [world["before"], after]
    else:
        expected = [world["before"]]
    if got not in expected:
        want = expected[-1]
        differ = [k for k in got if got[k] != want[k]]
        return f"{name}: the store differs from a clean one in {differ}: {[(got[k], want[k]) for k in differ]}"
    return ""
