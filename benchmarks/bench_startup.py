"""Benchmark: how long `hcf --help` and the read commands take as whole processes.

Builds the demo store (``hcf demo``) in a temporary folder, then runs each command as a fresh
process ``--repeat`` times and prints the best wall time and the best CPU time (user + system) of
each, beside the baseline of starting Python itself (``python -c pass``) and of importing the
engine alone (``python -c "import kuzu"``), measured in the same run.

Bytecode is written as a user's install has it (``PYTHONDONTWRITEBYTECODE`` is removed from the
environment, and one warm-up run compiles it); the best of several runs is taken because a
shared machine adds noise, never speed.

Usage: python benchmarks/bench_startup.py [--repeat 7] [--engine kuzu]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMANDS: tuple[tuple[str, ...], ...] = (
    ("--help",),
    ("documents",),
    ("facts", "--entity", "Teide"),
    ("conflicts",),
    ("conflicts", "--json"),
    ("disagree", "Teide"),
    ("entities",),
    ("audits",),
    ("query", "list_facts", "-p", "entity_key=teide"),
)
HCF = "import sys; from hcf_graph.cli import main; sys.argv[0] = 'hcf'; sys.exit(main())"


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system of the child) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def best(argv: list[str], env: dict[str, str], repeat: int) -> tuple[float, float]:
    timed(argv, env)  # warm-up: bytecode and the page cache
    runs = [timed(argv, env) for _ in range(repeat)]
    return min(w for w, _ in runs), min(c for _, c in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--engine", default="kuzu")
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory(prefix="hcf-startup-") as tmp:
        db = Path(tmp) / "demo.db"
        subprocess.run(
            [sys.executable, "-c", HCF, "demo", "--db", str(db), "--engine", args.engine],
            env=env,
            stdout=subprocess.DEVNULL,
            check=True,
        )
        env.update(HCF_DB=str(db), HCF_ENGINE=args.engine)
        load = os.getloadavg()[0]
        rows = [
            ("python -c pass", best([sys.executable, "-c", "pass"], env, args.repeat)),
            (
                f"python -c 'import {args.engine}'",
                best([sys.executable, "-c", f"import {args.engine}"], env, args.repeat),
            ),
        ]
        for command in COMMANDS:
            rows.append(("hcf " + " ".join(command), best([sys.executable, "-c", HCF, *command], env, args.repeat)))
    print(f"best of {args.repeat} runs, engine {args.engine}, load average {load:.1f} on {os.cpu_count()} cores")
    print("| command | wall | CPU |\n|---|---:|---:|")
    for name, (wall, cpu) in rows:
        print(f"| `{name}` | {wall:.2f} s | {cpu:.2f} s |")


if __name__ == "__main__":
    main()
