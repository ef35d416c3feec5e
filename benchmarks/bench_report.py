"""Benchmark: `hcf report` (and `hcf clusters`) on a large store.

Builds a store of N pre-extracted facts with `ingest-facts` (the generator of
bench_ingest_facts.py: keys asserted by about three of N/100 documents, a share of the keys
with a second value; 1M facts at the default share of 0.03 give about 10k conflicts), then times
in the same run:

- clusters: `conflict_clusters` (networkx components, causing and bridging documents);
- report: `write_report` on the fresh store (this first run also scores every document's IaDQ
  and stores the scores, as `hcf score` would);
- report again: a second `write_report` (scores already stored);

and gives the report's size. The issue's target: 1M facts with 10k conflicts in under 60 s and
under 20 MB.

Usage: python benchmarks/bench_report.py [--n 1000000] [--conflict-share 0.03] [--engine kuzu] [--keep DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from bench_ingest_facts import generate  # noqa: E402

from hcf_graph.analysis.clusters import conflict_clusters  # noqa: E402
from hcf_graph.database import Database  # noqa: E402
from hcf_graph.ingest.facts_file import ingest_facts_file  # noqa: E402
from hcf_graph.viz.report import write_report  # noqa: E402


def run(n: int, share: float, engine: str, work: Path) -> dict[str, float | int]:
    data = work / f"facts-{n}.jsonl"
    generate(data, n, share)
    db_dir = work / "db"
    began = time.perf_counter()
    with Database(db_dir, engine=engine) as db:
        ingest_facts_file(db, data)
    build_s = time.perf_counter() - began
    with Database(db_dir, engine=engine, read_only=True) as db:
        began = time.perf_counter()
        clusters = conflict_clusters(db.graph)
        clusters_s = time.perf_counter() - began
        facts = db.graph.counts()["facts"]
    out = work / "report.html"
    with Database(db_dir, engine=engine) as db:
        first = write_report(db, out)
        again = write_report(db, out)
    return {
        "facts": facts,
        "documents": first.documents,
        "conflicts": first.conflicts,
        "clusters": first.clusters,
        "biggest": len(clusters.clusters[0].documents) if clusters.clusters else 0,
        "build_s": build_s,
        "clusters_s": clusters_s,
        "report_s": first.seconds,
        "again_s": again.seconds,
        "mb": again.bytes / 1e6,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1_000_000)
    parser.add_argument("--conflict-share", type=float, default=0.03)
    parser.add_argument("--engine", default="kuzu", choices=["kuzu", "ladybug"])
    parser.add_argument("--keep", type=Path, default=None, help="Build the store and report in DIR and keep them.")
    args = parser.parse_args()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        r = run(args.n, args.conflict_share, args.engine, args.keep)
    else:
        with tempfile.TemporaryDirectory(prefix="hcf-bench-report-") as tmp:
            r = run(args.n, args.conflict_share, args.engine, Path(tmp))
    print(
        f"command: python benchmarks/bench_report.py --n {args.n} --conflict-share {args.conflict_share} "
        f"--engine {args.engine}\n"
    )
    print(
        "| facts | documents | conflicts | clusters (biggest: documents) | build store | hcf clusters | "
        "hcf report (first, scores documents) | hcf report again | report size |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(
        f"| {r['facts']:,} | {r['documents']:,} | {r['conflicts']:,} | {r['clusters']:,} ({r['biggest']:,}) | "
        f"{r['build_s']:.1f} s | {r['clusters_s']:.1f} s | {r['report_s']:.1f} s | {r['again_s']:.1f} s | "
        f"{r['mb']:.1f} MB |"
    )


if __name__ == "__main__":
    main()
