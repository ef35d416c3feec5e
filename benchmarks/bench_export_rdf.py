"""Benchmark: `hcf export rdf` of N facts, its time and its peak memory (bounded: flat in N).

Generates N facts with the generator of ``bench_ingest_facts.py`` (about three documents per key,
a share of keys conflicting), gives each a span and a quote (so every fact exports with its Web
Annotation selectors, about 20 triples a fact), loads them with ``ingest_facts_file``, then runs
``hcf export rdf --format FORMAT --out FILE`` in a subprocess per N and reports its wall time, the
triples written and the subprocess's peak resident memory (ru_maxrss), which covers the export
alone. Memory that does not grow with N is what "bounded" means here.

Usage: python benchmarks/bench_export_rdf.py --n 100000 1000000 [--format nt] [--engine kuzu]
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ingest_facts import generate

from hcf_graph.database import Database
from hcf_graph.ingest.facts_file import ingest_facts_file


def with_spans(source: Path, target: Path) -> None:
    """Each fact of ``source`` with a span and the quote it covers (a made-up sentence)."""
    with source.open(encoding="utf-8") as lines, target.open("w", encoding="utf-8") as out:
        for i, line in enumerate(lines):
            fact = json.loads(line)
            quote = f"The {fact['relation']} of {fact['entity']} is {fact['value']}."
            start = (i % 50) * 80
            out.write(json.dumps({**fact, "start": start, "end": start + len(quote), "quote": quote}) + "\n")


def export_once(db: Path, out: Path, fmt: str, engine: str) -> tuple[float, int, int]:
    """Run `hcf export rdf` in a subprocess: (seconds, triples written, peak RSS in MiB of that process)."""
    code = (
        "import resource, sys\n"
        "from hcf_graph.cli import main\n"
        "try:\n"
        f"    main(['export', 'rdf', '--db', {str(db)!r}, '--engine', {engine!r}, '--format', {fmt!r}, '--out', {str(out)!r}])\n"
        "except SystemExit as exc:\n"
        "    code = exc.code\n"
        "    print('peak_kib', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
        "    sys.exit(code)\n"
    )
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - began
    triples = int(re.search(r"wrote ([\d,]+) triples", done.stdout).group(1).replace(",", ""))  # type: ignore[union-attr]
    peak = int(re.search(r"peak_kib (\d+)", done.stderr).group(1)) // 1024  # type: ignore[union-attr]
    return seconds, triples, peak


def run(n: int, fmt: str, engine: str, work: Path) -> dict[str, object]:
    plain, facts = work / f"plain-{n}.jsonl", work / f"facts-{n}.jsonl"
    generate(plain, n, 0.03)
    with_spans(plain, facts)
    plain.unlink()
    db = work / f"db-{n}"
    shutil.rmtree(db, ignore_errors=True)
    began = time.perf_counter()
    with Database(db, engine=engine) as opened:
        ingest_facts_file(opened, facts)
    ingest_s = time.perf_counter() - began
    facts.unlink()
    out = work / f"export-{n}.{fmt}"
    seconds, triples, peak = export_once(db, out, fmt, engine)
    size = out.stat().st_size
    out.unlink()
    shutil.rmtree(db, ignore_errors=True)
    return {
        "n": n,
        "format": fmt,
        "engine": engine,
        "ingest_s": round(ingest_s, 1),
        "export_s": round(seconds, 1),
        "triples": triples,
        "triples_per_s": round(triples / seconds),
        "file_mb": round(size / 2**20),
        "peak_rss_mb": peak,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--format", default="nt", choices=["nt", "ttl", "trig", "jsonld"])
    parser.add_argument("--engine", default="kuzu", choices=["kuzu", "ladybug"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hcf-bench-rdf-") as tmp:
        for n in args.n:
            result = run(n, args.format, args.engine, Path(tmp))
            print(json.dumps(result), flush=True)
    print(
        f"(peak RSS of the export process: {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024} MiB max over runs)"
    )


if __name__ == "__main__":
    main()
