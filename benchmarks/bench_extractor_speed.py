"""Words per second of the offline extractors, beside the spaCy pipeline's own parse speed.

    python benchmarks/bench_extractor_speed.py                    # the bundled corpus, x4
    python benchmarks/bench_extractor_speed.py --repeat 1 --n-process 1 2

The texts are the documents of ``examples/controlled/docs`` (repeated ``--repeat`` times). In one
run, after a warm-up, the benchmark times:

- ``spacy nlp.pipe``: the English pipeline alone over the same paragraphs (the ceiling);
- ``spacy-rules.v1``: the v1 rules (one parse per paragraph);
- ``spacy-rules.v2 n_process=N``: v2 (one parse per sentence, names merged, topic, open
  relations) for each N given.

Words are the non-punctuation tokens of the spaCy parse. The machine's load changes the
absolute numbers; compare the rows of one run.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from hcf_graph.extract import make_extractor
from hcf_graph.extract.spacy_rules import load_pipeline, mask_markup, paragraphs

DOCS = Path(__file__).resolve().parents[1] / "examples" / "controlled" / "docs"


def corpus(repeat: int) -> list[str]:
    """The bundled documents, ``repeat`` times."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(DOCS.iterdir()) if p.suffix == ".md"]
    return texts * repeat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=4, help="copies of the bundled corpus")
    parser.add_argument("--n-process", type=int, nargs="+", default=[1, 2], help="v2 worker counts")
    parser.add_argument("--batch-size", type=int, default=256)
    args = parser.parse_args()

    texts = corpus(args.repeat)
    nlp = load_pipeline()
    pieces = [mask_markup(t[s:e]) for t in texts for s, e in paragraphs(t)]
    list(nlp.pipe(pieces[:20]))  # warm-up
    began = time.perf_counter()
    words = sum(
        1 for doc in nlp.pipe(pieces, batch_size=args.batch_size) for t in doc if not (t.is_punct or t.is_space)
    )
    base = time.perf_counter() - began
    print(f"{len(texts)} documents, {words:,} words, {os.cpu_count()} cores")
    print(f"{'spacy nlp.pipe (parse only)':34} {words / base:9,.0f} words/s  {base:7.2f} s")

    rows: list[tuple[str, dict[str, object]]] = [("spacy-rules.v1", {})]
    rows += [("spacy-rules.v2", {"n_process": n, "batch_size": args.batch_size}) for n in args.n_process]
    for name, options in rows:
        extractor = make_extractor(name, **options)
        began = time.perf_counter()
        results = extractor.extract(texts)
        seconds = time.perf_counter() - began
        facts = sum(len(r) for r in results)
        label = name + (f" n_process={options['n_process']}" if "n_process" in options else "")
        print(f"{label:34} {words / seconds:9,.0f} words/s  {seconds:7.2f} s  {facts:5} facts")


if __name__ == "__main__":
    main()
