"""Words per second of the offline extractors, beside the spaCy pipeline's own parse speed.

    python benchmarks/bench_extractor_speed.py                    # the bundled corpus, x4
    python benchmarks/bench_extractor_speed.py --repeat 1 --n-process 1 2

The texts are the documents of ``examples/controlled/docs`` (repeated ``--repeat`` times). In one
run, after a warm-up, the benchmark times:

- ``spacy nlp.pipe``: the English pipeline alone over the same paragraphs (the ceiling);
- ``spacy-rules.v1``: the v1 rules (one parse per paragraph);
- ``spacy-rules.v2 n_process=N``: v2 (one parse per sentence, names merged, topic, open
  relations) for each N given; with N > 1 the texts are cut into N parts, each parsed and read
  by a worker process (:mod:`hcf_graph.extract.workers`): the first call includes the workers'
  start (spawn, import, pipeline load), the second is what every later call of an ingest costs.

Words are the non-punctuation tokens of the spaCy parse. Each row gives words per second of
wall-clock time and of CPU time (this process and its workers; a worker's CPU time is known when
the pool closes, so the worker rows' CPU figure covers both calls): on a shared machine the wall
clock depends on the load (printed), the CPU figure much less; compare the rows of one run.
``--batch-size`` takes several values to compare spaCy batch sizes.
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from pathlib import Path

from hcf_graph.extract import make_extractor
from hcf_graph.extract.spacy_rules import load_pipeline, mask_markup, paragraphs
from hcf_graph.extract.workers import close_worker_pool

DOCS = Path(__file__).resolve().parents[1] / "examples" / "controlled" / "docs"


def corpus(repeat: int) -> list[str]:
    """The bundled documents, ``repeat`` times."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(DOCS.iterdir()) if p.suffix == ".md"]
    return texts * repeat


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (spaCy's worker processes)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def row(label: str, words: int, wall: float, cpu: float, facts: int | None = None) -> str:
    end = f"  {facts:5} facts" if facts is not None else ""
    return f"{label:40} {words / wall:8,.0f} words/s  {words / cpu:8,.0f} words/CPU-s  {wall:7.2f} s{end}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=4, help="copies of the bundled corpus")
    parser.add_argument("--n-process", type=int, nargs="+", default=[1, 2], help="v2 worker counts")
    parser.add_argument("--batch-size", type=int, nargs="+", default=[256], help="v2 spaCy batch sizes")
    parser.add_argument("--no-v1", action="store_true", help="leave out spacy-rules.v1")
    args = parser.parse_args()

    texts = corpus(args.repeat)
    nlp = load_pipeline()
    pieces = [mask_markup(t[s:e]) for t in texts for s, e in paragraphs(t)]
    list(nlp.pipe(pieces[:20]))  # warm-up
    began, cpu = time.perf_counter(), cpu_seconds()
    words = sum(1 for doc in nlp.pipe(pieces, batch_size=256) for t in doc if not (t.is_punct or t.is_space))
    base, base_cpu = time.perf_counter() - began, cpu_seconds() - cpu
    load = os.getloadavg()[0]
    print(f"{len(texts)} documents, {words:,} words, {os.cpu_count()} cores, load average {load:.1f}")
    print(row("spacy nlp.pipe (parse only)", words, base, base_cpu))

    rows: list[tuple[str, dict[str, object]]] = [] if args.no_v1 else [("spacy-rules.v1", {})]
    rows += [("spacy-rules.v2", {"n_process": n, "batch_size": b}) for n in args.n_process for b in args.batch_size]
    for name, options in rows:
        extractor = make_extractor(name, **options)
        label = name + (f" n_process={options['n_process']} batch={options['batch_size']}" if options else "")
        if options.get("n_process", 1) == 1:
            began, cpu = time.perf_counter(), cpu_seconds()
            results = extractor.extract(texts)
            seconds, used = time.perf_counter() - began, cpu_seconds() - cpu
            print(row(label, words, seconds, used, sum(len(r) for r in results)))
            continue
        cpu = cpu_seconds()
        for call in ("first call", "second call"):
            began = time.perf_counter()
            results = extractor.extract(texts)
            seconds = time.perf_counter() - began
            print(row(f"{label} {call}", words, seconds, float("nan"), sum(len(r) for r in results)))
        close_worker_pool()
        used = cpu_seconds() - cpu
        print(f"{'  both calls, CPU':40} {2 * words / used:8,.0f} words/CPU-s (workers' start included)")


if __name__ == "__main__":
    main()
