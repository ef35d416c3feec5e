"""Benchmark: the bounds of issue #8, each as whole `hcf` processes (wall time and peak RSS).

- hot keys: `hcf ingest-facts` of K keys with V values each (K x V facts, one document per fact),
  then `hcf conflicts --json` and `hcf conflicts` (text) on that store;
- merge: `hcf entities merge A B` on a store of N facts about E person-like names, then
  `hcf rebuild` (which replays the resolution);
- incremental resolution: `hcf ingest-facts --resolve` of one fact with a new name into that store;
- 1M: `hcf ingest-facts` of N facts plus `hcf conflicts --json`, against a bare pipeline run in
  the same way (a Python process that parses the JSONL with pyarrow, COPYs one flat table into the
  same engine and runs one grouped conflict query), and their ratio.

With ``--before REV`` every `hcf` measurement is repeated with the package as it was at git
revision REV (exported with `git archive` into a temporary folder and put first on PYTHONPATH),
so before and after come from the same run on the same machine; ``--before-timeout`` bounds each
old run (a run that exceeds it is reported as "> T s").

Every process's CPU time (user + system) is reported beside its wall time: on a shared machine
the wall times move with other load, the CPU times much less.

Usage:
  python benchmarks/bench_bounds.py --hot 100 1000 --merge 200000 50000 --flat 1000000 --before HEAD
  python benchmarks/bench_bounds.py --flat 1000000 --before HEAD --rounds 2
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HCF = [sys.executable, "-c", "from hcf_graph.cli import main; main()"]
RELATIONS = ["capital", "population", "birth date", "area"]
FIRST = [
    "Anna",
    "Boris",
    "Carla",
    "David",
    "Emma",
    "Felix",
    "Greta",
    "Hugo",
    "Ines",
    "Jonas",
    "Klara",
    "Lukas",
    "Maria",
    "Nils",
    "Olga",
    "Paul",
    "Quinn",
    "Rosa",
    "Sven",
    "Tara",
    "Ugo",
    "Vera",
    "Walter",
    "Xenia",
    "Yann",
    "Zoe",
]

BARE = r"""
import sys, time, importlib, importlib.util
import pyarrow as pa, pyarrow.json as paj
engine, path, folder = sys.argv[1:4]
module = importlib.import_module(engine)
table = paj.read_json(path, read_options=paj.ReadOptions(block_size=1 << 24))
flat = pa.table({"id": pa.array(range(table.num_rows), pa.int64()),
                 **{c: table.column(c) for c in ("doc", "entity", "relation", "value")}})
db = module.Database(folder)
conn = module.Connection(db)
conn.execute("CREATE NODE TABLE Flat(id INT64 PRIMARY KEY, doc STRING, entity STRING, relation STRING, value STRING)")
conn.execute("COPY Flat FROM $t", {"t": flat})
rows = conn.execute(
    "MATCH (f:Flat) WITH f.entity AS e, f.relation AS r, collect(f.value) AS vals, collect(f.doc) AS docs "
    "WITH e, r, vals, docs, list_distinct(vals) AS dv WHERE size(dv) > 1 RETURN e, r, vals, docs"
).get_as_arrow()
print(rows.num_rows)
"""


@dataclass
class Run:
    seconds: float
    peak_mb: float
    ok: bool
    output: str = ""
    cpu: float = 0.0  # user + system seconds of the process (all its threads): the work, whatever the load

    def cell(self) -> str:
        if self.output == "timeout":
            return f"> {self.seconds:.0f} s (stopped)"
        if self.output == "memory":
            return f"> {self.peak_mb:,.0f} MB at {self.seconds:.0f} s (stopped)"
        if not self.ok:
            return "failed"
        return f"{self.seconds:.1f} s, {self.peak_mb:,.0f} MB"


RSS_CAP_MB = 6000.0


def _rss_mb(pid: int) -> float:
    """The current resident memory of a process (0 when it is gone)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def measured(cmd: list[str], env: dict[str, str] | None = None, timeout: float | None = None) -> Run:
    """Run one process; its wall time and peak resident memory (from wait4's rusage)."""
    began = time.perf_counter()
    with tempfile.TemporaryFile() as out:
        # cwd: not the checkout, whose hcf_graph `python -c` would import before PYTHONPATH's
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=tempfile.gettempdir())
        deadline = None if timeout is None else began + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if deadline is not None and time.perf_counter() > deadline:
                proc.kill()
                os.wait4(proc.pid, 0)
                return Run(time.perf_counter() - began, 0.0, False, "timeout")
            if _rss_mb(proc.pid) > RSS_CAP_MB:  # the old hot-key listing grew to 15.6 GB: stop it first
                proc.kill()
                os.wait4(proc.pid, 0)
                return Run(time.perf_counter() - began, RSS_CAP_MB, False, "memory")
            time.sleep(0.05)
        seconds = time.perf_counter() - began
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    ok = proc.returncode == 0
    if not ok:
        print(f"  ! {' '.join(cmd[3:])} exited {proc.returncode}: {text.strip()[-300:]}", file=sys.stderr)
    return Run(seconds, usage.ru_maxrss / 1024, ok, text, usage.ru_utime + usage.ru_stime)


def person(i: int) -> str:
    rng = random.Random(i)
    last = "".join(rng.choice("bcdfghklmnprstvz") + rng.choice("aeiou") for _ in range(3)).capitalize()
    return f"{FIRST[i % 26]} {last}{i // 26 % 7 or ''}"


def place(i: int) -> str:
    """A made-up place name ("Lomabe Dunovi"): hot text values that only fuzzy matching can tell apart."""
    rng = random.Random(i)
    return " ".join(
        "".join(rng.choice("bcdfghklmnprstvz") + rng.choice("aeiou") for _ in range(3)).capitalize() for _ in range(2)
    )


def write_hot(path: Path, keys: int, values: int) -> None:
    """K keys, each stated with V different values by V documents (a hot key: every value its own)."""
    with path.open("w", encoding="utf-8") as out:
        for k in range(keys):
            for v in range(values):
                value = f"{1000 + v * 7} km" if k % 2 else place(k * values + v)
                out.write(
                    json.dumps(
                        {"doc": f"doc{v}", "entity": f"Hot entity {k}", "relation": RELATIONS[k % 4], "value": value}
                    )
                    + "\n"
                )


def write_people(path: Path, n: int, entities: int) -> None:
    """N facts about E person-like names (a few typo pairs among them), 50 facts a document."""
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            e = i % entities
            out.write(
                json.dumps(
                    {
                        "doc": f"doc{i // 50}",
                        "entity": person(e),
                        "relation": RELATIONS[(i // entities) % 4],
                        "value": f"value {e % 97}",
                    }
                )
                + "\n"
            )


def write_flat(path: Path, n: int, share: float = 0.03, seed: int = 7) -> None:
    """N facts, keys asserted by ~3 documents, ``share`` of the keys with a second value."""
    rng = random.Random(seed)
    n_keys = max(1, n // 3)
    with path.open("w", encoding="utf-8") as out:
        written = 0
        for k in range(n_keys):
            conflicting = rng.random() < share
            for d in range(3 if k < n_keys - 1 else n - written):
                value = f"other {k}" if conflicting and d == 2 else f"value {k}"
                out.write(
                    json.dumps(
                        {
                            "doc": f"doc{rng.randrange(max(1, n // 100))}",
                            "entity": f"Entity {k // 4}",
                            "relation": RELATIONS[k % 4],
                            "value": value,
                        }
                    )
                    + "\n"
                )
                written += 1


def export_revision(rev: str, into: Path) -> Path:
    """The package as it was at ``rev``, for the before figures (git archive: the work tree is untouched)."""
    repo = Path(__file__).resolve().parents[1]
    archive = subprocess.run(
        ["git", "-C", str(repo), "archive", rev, "hcf_graph", "queries", "ontologies"], check=True, capture_output=True
    ).stdout
    into.mkdir(parents=True, exist_ok=True)
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def versions(before: Path | None) -> list[tuple[str, dict[str, str] | None]]:
    now = [("after", None)]
    if before is None:
        return now
    env = {**os.environ, "PYTHONPATH": str(before)}
    return [("before", env), *now]


def bench_hot(work: Path, keys: int, values: int, before: Path | None, timeout: float) -> list[str]:
    data = work / "hot.jsonl"
    write_hot(data, keys, values)
    lines = [
        f"### hot keys: {keys} keys x {values:,} values ({keys * values:,} facts)",
        "",
        "| code | ingest-facts | conflicts --json | conflicts (text) |",
        "|---|---|---|---|",
    ]
    ingests: dict[str, tuple[Path, Run]] = {}
    for label, env in versions(before):
        db = work / f"hot-{label}"
        shutil.rmtree(db, ignore_errors=True)
        ingests[label] = (db, measured([*HCF, "ingest-facts", str(data), "--db", str(db)], env, timeout))
    for label, env in versions(before):
        db, ingest = ingests[label]
        # an old ingest that did not finish: its listing is measured on the store the new code built
        note = "" if ingest.ok else " (listing of the store built by the new code)"
        db = db if ingest.ok else ingests["after"][0]
        as_json = measured([*HCF, "conflicts", "--json", "--db", str(db)], env, timeout)
        text = measured([*HCF, "conflicts", "--db", str(db)], env, timeout)
        lines.append(f"| {label}{note} | {ingest.cell()} | {as_json.cell()} | {text.cell()} |")
    return lines


def bench_merge(work: Path, n: int, entities: int, before: Path | None, timeout: float) -> list[str]:
    data = work / "people.jsonl"
    write_people(data, n, entities)
    extra = work / "one-new-name.jsonl"
    extra.write_text(
        json.dumps({"doc": "late", "entity": "Quentin Zabrowski", "relation": "capital", "value": "value 1"}) + "\n",
        encoding="utf-8",
    )
    lines = [
        f"### resolution: {n:,} facts about {entities:,} names",
        "",
        "| code | ingest-facts --resolve | + 1 fact, new name, --resolve | entities merge | rebuild |",
        "|---|---|---|---|---|",
    ]
    for label, env in versions(before):
        db = work / f"people-{label}"
        shutil.rmtree(db, ignore_errors=True)
        load = measured([*HCF, "ingest-facts", str(data), "--db", str(db), "--resolve"], env, timeout)
        one = measured([*HCF, "ingest-facts", str(extra), "--db", str(db), "--resolve"], env, timeout)
        merge = measured([*HCF, "entities", "merge", person(5), person(6), "--db", str(db)], env, timeout)
        rebuild = measured([*HCF, "rebuild", "--db", str(db)], env, timeout)
        lines.append(f"| {label} | {load.cell()} | {one.cell()} | {merge.cell()} | {rebuild.cell()} |")
    return lines


def bench_flat(work: Path, n: int, engine: str, before: Path | None, timeout: float, rounds: int = 1) -> list[str]:
    """The 1M bound: ``rounds`` alternating runs of the bare pipeline and each code version, so
    a burst of load on a shared machine hits both sides; wall time and CPU time (user + system,
    every thread) per process, and their ratios to the bare pipeline of the same round."""
    data = work / "flat.jsonl"
    write_flat(data, n)
    lines = [
        f"### {n:,} facts ({engine}): whole processes against a bare pipeline in the same run",
        "",
        f"load average before: {_load()}",
        "",
        "| round | code | ingest-facts | conflicts --json | total (CPU) | bare pipeline (CPU) | ratio | CPU ratio |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for round_ in range(1, rounds + 1):
        bare_dir = work / "bare"
        shutil.rmtree(bare_dir, ignore_errors=True)
        bare_dir.mkdir()
        bare = measured([sys.executable, "-c", BARE, engine, str(data), str(bare_dir / "graph")])
        for label, env in versions(before):
            db = work / f"flat-{label}"
            shutil.rmtree(db, ignore_errors=True)
            ingest = measured([*HCF, "ingest-facts", str(data), "--db", str(db), "--engine", engine], env, timeout)
            as_json = measured([*HCF, "conflicts", "--json", "--db", str(db)], env, timeout)
            total, cpu = ingest.seconds + as_json.seconds, ingest.cpu + as_json.cpu
            lines.append(
                f"| {round_} | {label} | {ingest.cell()} | {as_json.cell()} | {total:.1f} s ({cpu:.1f} s) | "
                f"{bare.cell()} ({bare.cpu:.1f} s) | {total / bare.seconds:.1f}x | {cpu / max(bare.cpu, 1e-9):.1f}x |"
            )
    lines += ["", f"load average after: {_load()}"]
    return lines


def _load() -> str:
    """The machine's 1, 5 and 15 minute load averages (other processes share the cores)."""
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f}, {five:.2f}, {fifteen:.2f} ({os.cpu_count()} cores)"


def main() -> None:
    global RSS_CAP_MB
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hot", type=int, nargs=2, metavar=("KEYS", "VALUES"), default=None)
    parser.add_argument("--merge", type=int, nargs=2, metavar=("FACTS", "NAMES"), default=None)
    parser.add_argument("--flat", type=int, default=None, metavar="FACTS")
    parser.add_argument("--engine", default="kuzu", choices=["kuzu", "ladybug"])
    parser.add_argument("--rounds", type=int, default=1, help="--flat: alternate bare and hcf runs this many times")
    parser.add_argument("--before", default=None, metavar="REV", help="also measure the code of this git revision")
    parser.add_argument("--before-timeout", type=float, default=600.0)
    parser.add_argument("--rss-cap-mb", type=float, default=6000.0, help="stop a process past this memory")
    args = parser.parse_args()
    RSS_CAP_MB = args.rss_cap_mb
    print(f"command: python benchmarks/bench_bounds.py {' '.join(sys.argv[1:])}\n")
    with tempfile.TemporaryDirectory(prefix="hcf-bounds-") as tmp:
        work = Path(tmp)
        before = export_revision(args.before, work / "before") if args.before else None
        if args.hot:
            print("\n".join(bench_hot(work, *args.hot, before, args.before_timeout)) + "\n", flush=True)
        if args.merge:
            print("\n".join(bench_merge(work, *args.merge, before, args.before_timeout)) + "\n", flush=True)
        if args.flat:
            print(
                "\n".join(bench_flat(work, args.flat, args.engine, before, args.before_timeout, args.rounds)) + "\n",
                flush=True,
            )


if __name__ == "__main__":
    main()
