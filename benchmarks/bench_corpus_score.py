"""Benchmark: scoring a corpus of N documents offline (`hcf score`: IaDQ, IeDCD, CC).

Builds a store of N documents (default 10,000; about 250 words each, made of the bundled example
corpus's sentences in varied order plus "The R of E is V." facts, a share of which conflict across
documents), then times in the same run:

- baseline: reading every current document's text back from the log and splitting it into words
  (the least any text scorer must do);
- score: `score_corpus` on the fresh store (scores every document, stores the scores through the
  log, computes IeDCD and CC);
- again: a second `score_corpus` (nothing new: only IeDCD and CC are recomputed);
- add 1%: `score_corpus` after ingesting 1% more documents (only those are scored).

Usage: python benchmarks/bench_corpus_score.py [--n 10000] [--engine kuzu]
The issue's target: the first score of 10,000 documents in under 2 minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from hcf_testing import PatternExtractor  # noqa: E402

from hcf_graph.audit.corpus import score_corpus  # noqa: E402
from hcf_graph.database import Database  # noqa: E402
from hcf_graph.ingest.pipeline import ingest_documents  # noqa: E402
from hcf_graph.model import SourceDocument  # noqa: E402

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def sentence_pool() -> list[str]:
    pool = []
    for path in sorted((ROOT / "examples" / "controlled" / "docs").glob("*_clean.md")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                pool.extend(s for s in _SENTENCE.split(line) if len(s.split()) > 5)
    return pool


def make_documents(n: int, start: int, rng: random.Random, pool: Sequence[str], towns: int) -> list[SourceDocument]:
    docs = []
    for i in range(start, start + n):
        town = f"Town {i % towns}"  # about five documents per town
        value = 1000 + (i % towns) * 7 + (13 if rng.random() < 0.05 else 0)  # 5% disagree with their peers
        body = " ".join(rng.sample(pool, 10))
        text = f"# Report {i}\n\n{body}\n\nThe population of {town} is {value}. The mayor of {town} is Person {i % towns}.\n"
        docs.append(SourceDocument(name=f"r{i:06d}.md", text=text, source=f"r{i:06d}.md", mime="text/markdown"))
    return docs


def timed(label: str, fn: Any) -> Any:
    began = time.perf_counter()
    result = fn()
    print(f"{label:<34} {time.perf_counter() - began:8.1f} s", flush=True)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--engine", default="kuzu")
    args = parser.parse_args()
    rng = random.Random(7)
    pool = sentence_pool()
    with (
        tempfile.TemporaryDirectory(prefix="hcf-bench-score-") as tmp,
        Database(Path(tmp) / "db", engine=args.engine) as db,
    ):
        towns = max(1, args.n // 5)
        docs = make_documents(args.n, 0, rng, pool, towns)
        words = sum(len(d.text.split()) for d in docs)
        print(f"{args.n} documents, {words:,} words, engine {args.engine}")
        timed(
            "setup: ingest (not part of score)", lambda: ingest_documents(db, docs, PatternExtractor(), resolve=False)
        )
        ids = [r["id"] for r in db.graph.documents()]
        timed("baseline: read texts + split", lambda: sum(len(t.split()) for t in db.document_texts(ids).values()))
        result = timed("score (every document)", lambda: score_corpus(db))
        timed("score again (nothing new)", lambda: score_corpus(db))
        more = make_documents(args.n // 100, args.n, rng, pool, towns)
        ingest_documents(db, more, PatternExtractor(), resolve=False)
        again = timed(f"score after adding {len(more)} documents", lambda: score_corpus(db))
        print(
            f"CC {result.cc:.3f} (IaDQ {result.iadq:.3f}, IeDCD {result.iedcd:.3f}, "
            f"{len(result.conflicting_keys)} of {result.shared_keys} shared keys in conflict); "
            f"after adding: {again.scored_now} scored"
        )


if __name__ == "__main__":
    main()
