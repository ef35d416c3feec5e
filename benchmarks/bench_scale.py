"""Benchmark: conflicts of one log by the embedded graph and by Spark local[2], side by side.

Writes a synthetic log of N facts (documents of 50 facts, batches of 100k facts, about three
documents per (entity, relation) key, ``--conflict-share`` of the keys with a second value) with
the ordinary log writer, then runs, each in its own process so the peaks are its own:

- embedded: ``hcf rebuild`` of the graph from the log (keys, COPY, conflict detection) and
  ``FactGraph.conflicts()`` (what ``hcf conflicts`` lists);
- spark: ``hcf scale conflicts`` on ``local[2]`` (session start included), written as Parquet.

Wall time and the peak resident memory of the whole process tree (Python, and for Spark the JVM
and its Python workers; sampled every 0.2 s from /proc) are printed side by side.

Usage: python benchmarks/bench_scale.py --n 1000000 10000000 [--conflict-share 0.05] [--driver-memory 2g]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pyarrow as pa

from hcf_graph.log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA, BatchLog

FACTS_PER_DOC = 50
BATCH = 100_000
RELATIONS = ("height", "population", "area", "length", "founded", "capital")

EMBEDDED = """
import sys, time
from pathlib import Path
from hcf_graph.database import rebuild
began = time.perf_counter()
with rebuild(Path(sys.argv[1]), engine="kuzu") as db:
    found = db.graph.conflicts()
print(len(found), round(time.perf_counter() - began, 1))
"""

SPARK = """
import sys, time
from pathlib import Path
from hcf_graph.scale import scale_conflicts
from hcf_graph.scale.session import spark_session
began = time.perf_counter()
spark = spark_session("local[2]", shuffle_partitions=int(sys.argv[3]), conf={"spark.driver.memory": sys.argv[4]})
summary = scale_conflicts(Path(sys.argv[1]), out=Path(sys.argv[2]), spark=spark)
print(summary.conflicts, round(time.perf_counter() - began, 1))
"""


def write_log(folder: Path, n: int, share: float, seed: int = 7) -> None:
    """A log of ``n`` facts in batches of 100k, written by the ordinary batch writer."""
    rng = random.Random(seed)
    log = BatchLog(folder / "log")
    n_keys = max(1, n // 3)
    conflicting = set(rng.sample(range(n_keys), int(n_keys * share)))
    for start in range(0, n, BATCH):
        rows = range(start, min(n, start + BATCH))
        docs = sorted({i // FACTS_PER_DOC for i in rows})
        documents = pa.table(
            {
                "id": [f"doc{d}@1" for d in docs],
                "name": [f"doc{d}" for d in docs],
                "version": ["1"] * len(docs),
                "seq": [1] * len(docs),
                "sha256": [""] * len(docs),
                "source": [f"doc{d}" for d in docs],
                "mime": ["text/plain"] * len(docs),
                "n_chars": [0] * len(docs),
                "has_text": [False] * len(docs),
                "metadata": ["{}"] * len(docs),
                "text": [""] * len(docs),
            },
            DOCUMENT_SCHEMA,
        )
        chunks = pa.table(
            {
                "id": [f"doc{d}@1#0" for d in docs],
                "doc": [f"doc{d}@1" for d in docs],
                "ordinal": [0] * len(docs),
                "start_char": [0] * len(docs),
                "end_char": [0] * len(docs),
                "text": [""] * len(docs),
            },
            CHUNK_SCHEMA,
        )
        keys = [rng.randrange(n_keys) for _ in rows]
        values = [
            f"{k * 7 % 9000 + 100} m" if k not in conflicting or rng.random() < 0.6 else f"{k * 7 % 9000 + 300} m"
            for k in keys
        ]
        facts = pa.table(
            {
                "id": [f"b{start // BATCH}-{i - start}" for i in rows],
                "doc": [f"doc{i // FACTS_PER_DOC}@1" for i in rows],
                "doc_name": [f"doc{i // FACTS_PER_DOC}" for i in rows],
                "chunk": [f"doc{i // FACTS_PER_DOC}@1#0" for i in rows],
                "entity": [f"Entity {k // len(RELATIONS)}" for k in keys],
                "relation": [RELATIONS[k % len(RELATIONS)] for k in keys],
                "value": values,
                "qualifier": [""] * len(keys),
                "start_char": [None] * len(keys),
                "end_char": [None] * len(keys),
                "quote": [""] * len(keys),
                "extractor": ["bench"] * len(keys),
                "confidence": [1.0] * len(keys),
            },
            FACT_SCHEMA,
        )
        log.append(documents, chunks, facts, {"kind": "bench"})


def tree_rss(pid: int) -> int:
    """Resident bytes of a process and all its descendants, from /proc."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(entry))
            rss[int(entry)] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
        except (OSError, IndexError, ValueError):
            continue
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        total += rss.get(p, 0)
        todo.extend(children.get(p, []))
    return total


def measure(args: list[str], cap_bytes: float = float("inf")) -> tuple[float, int, str]:
    """Wall seconds, peak tree RSS and stdout of a subprocess; a process tree that grows past
    ``cap_bytes`` is stopped (its stdout then reads "memory")."""
    began = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    peak = [0]
    stopped = [False]

    def sample() -> None:
        while proc.poll() is None:
            peak[0] = max(peak[0], tree_rss(proc.pid))
            if peak[0] > cap_bytes:
                stopped[0] = True
                os.killpg(proc.pid, 9)
                return
            time.sleep(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, _ = proc.communicate()
    sampler.join()
    if stopped[0]:
        return time.perf_counter() - began, peak[0], "memory"
    if proc.returncode:
        raise SystemExit(f"{args[:3]} failed with exit code {proc.returncode}")
    return time.perf_counter() - began, peak[0], out.strip()


def row(n: int, name: str, measured: tuple[float, int, str]) -> None:
    """One line of the table, printed as soon as the path is measured."""
    seconds, peak, out = measured
    if out == "memory":
        print(f"| {n:,} | {name} | stopped at {seconds:.1f} s | > {peak / 2**20:,.0f} MB | - |", flush=True)
    else:
        print(f"| {n:,} | {name} | {seconds:.1f} s | {peak / 2**20:,.0f} MB | {out.split()[0]} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, nargs="+", default=[1_000_000])
    parser.add_argument("--conflict-share", type=float, default=0.05)
    parser.add_argument("--shuffle-partitions", type=int, default=8)
    parser.add_argument("--driver-memory", default="2g")
    parser.add_argument("--cap-gb", type=float, default=18.0, help="stop a path whose process tree grows past this")
    options = parser.parse_args()
    cap = options.cap_gb * 2**30
    print("| facts | path | wall time | peak memory (process tree) | conflicts |")
    print("|---|---|---|---|---|")
    for n in options.n:
        folder = Path(tempfile.mkdtemp(prefix="hcf-bench-scale-"))
        try:
            began = time.perf_counter()
            write_log(folder / "hcf.db", n, options.conflict_share)
            written = time.perf_counter() - began
            print(f"(log of {n:,} facts written in {written:.1f} s)", file=sys.stderr, flush=True)
            embedded = measure([sys.executable, "-c", EMBEDDED, str(folder / "hcf.db")], cap)
            row(n, "embedded graph (kuzu rebuild + conflicts)", embedded)
            spark = measure(
                [
                    sys.executable,
                    "-c",
                    SPARK,
                    str(folder / "hcf.db"),
                    str(folder / "out"),
                    str(options.shuffle_partitions),
                    options.driver_memory,
                ],
                cap,
            )
            row(n, "Spark local[2] (hcf scale conflicts)", spark)
        finally:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
