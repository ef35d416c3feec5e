"""Extraction on text nobody here wrote: WebNLG by category split, and the passages of examples/prose.

    python benchmarks/bench_extraction_webnlg.py                  # everything: 7,804 entries
    python benchmarks/bench_extraction_webnlg.py --limit 300      # 300 entries per part, quick
    python benchmarks/bench_extraction_webnlg.py --extractors spacy-rules.v1 --json

Reads ``../shared/data/webnlg/webnlg_train_dev.jsonl`` beside the checkout (never copied into the
project; ``--data`` points elsewhere) and splits it by category: the *tune* part
(``TUNE_CATEGORIES`` in :mod:`hcf_graph.extract.evaluation`) may be looked at while writing rules,
the *held-out* part (every other category) may not. Each text of an entry is scored against
all the entry's triples (WebNLG texts state exactly those) with
:mod:`hcf_graph.extract.evaluation`:

- recall / precision: entity, relation and value right; only triples whose DBpedia property is
  mapped to the relation catalog (``hcf_graph/extract/webnlg_relations.json``) count, and a fact
  that names an unmapped triple's pair is not judged;
- the same with relations ignored (every triple, every fact);
- precision on reference keys: of the facts on a mapped triple's (entity, relation), the share
  with the right value (a wrong one would be a false conflict);
- precision on judgeable relations: the strict precision over the facts whose relation is a
  target of the property map (a fact on another relation, "X is a novel", cannot be judged by
  WebNLG's triples); printed beside the strict figure, which stays the headline;
- the share of texts that give no fact, and texts and words per second (extraction only).

``--false-positives N`` prints, for the tune part and the passages only (never the held-out
part), the facts the strict mode counts wrong by class
(:func:`~hcf_graph.extract.evaluation.false_positive_class`: relation a synonym or an inverse,
value or entity too long, too short or wrong, fact not stated, ...) with ``N`` examples of each.
``--misses`` counts, for every part, the reference triples no fact recovers by class
(:func:`~hcf_graph.extract.evaluation.missed_triple_class`: read under another relation or the
other way round, value or entity cut or too long, another value or entity, the entity in facts
but the triple not read, the entity in no fact, the text gave no fact): counts only, no text, so
the held-out part says where its misses lie without being read.

The passages of ``examples/prose`` are scored the same way; their references list the salient
facts only, so their precision is the one on reference keys. Extractors that are not registered
(``spacy-rules.v2`` before it exists) are skipped with a note; all others run in the same process
one after the other, over the same texts.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hcf_graph.extract import Extractor, make_extractor
from hcf_graph.extract.evaluation import (
    FALSE_POSITIVE_CLASSES,
    MISS_CLASSES,
    TUNE_CATEGORIES,
    ExtractionScores,
    ReferenceTriple,
    WebNLGEntry,
    false_positive_class,
    judgeable_relations,
    missed_triple_class,
    read_prose_examples,
    read_webnlg,
    score_texts,
)
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

ROOT = Path(__file__).resolve().parents[1]
WEBNLG = ROOT / ".." / "shared" / "data" / "webnlg" / "webnlg_train_dev.jsonl"
PROSE = ROOT / "examples" / "prose"
EXTRACTORS = ("spacy-rules.v1", "spacy-rules.v2")
PARTS = ("tune", "held-out", "prose")
Item = tuple[str, tuple[ReferenceTriple, ...]]


def registered(name: str) -> Extractor | None:
    """The extractor registered under exactly this versioned name, or None."""
    try:
        extractor = make_extractor(name)
    except Exception:  # an unknown or broken plug-in is reported, not fatal
        return None
    return extractor if extractor.name == name else None


def sample(entries: list[WebNLGEntry], limit: int | None) -> list[WebNLGEntry]:
    """A fixed, category-mixed sample: the first ``limit`` entries by a hash of their id."""
    if limit is None:
        return entries
    return sorted(entries, key=lambda e: hashlib.sha1(e.key.encode()).hexdigest())[:limit]


def webnlg_items(path: Path, limit: int | None, wanted: Sequence[str] = ("tune", "held-out")) -> dict[str, list[Item]]:
    """(text, triples) per part: "tune" and "held-out" (or only those in ``wanted``)."""
    entries = list(read_webnlg(path))
    parts: dict[str, list[Item]] = {}
    for part in [p for p in ("tune", "held-out") if p in wanted]:
        chosen = sample([e for e in entries if e.part == part], limit)
        parts[part] = [(text, e.triples) for e in chosen for text in e.texts]
    return parts


def measure(
    extractor: Extractor, items: Sequence[Item], normalizer: Normalizer, examples: int = 0, misses: bool = False
) -> dict[str, Any]:
    """Extract every text once, time it, and score the facts; with ``examples``, the false
    positives by class too (``"false_positives"``); with ``misses``, the missed triples by class
    (``"misses"``: counts only)."""
    texts = [text for text, _ in items]
    extractor.extract(["Warm-up Ltd was founded in 1900."])  # load the pipeline outside the timing
    began = time.perf_counter()
    facts = extractor.extract(texts)
    seconds = time.perf_counter() - began
    scores: ExtractionScores = score_texts(
        ((found, triples) for found, (_, triples) in zip(facts, items, strict=True)), normalizer
    )
    words = sum(len(t.split()) for t in texts)
    wrong = false_positives(items, facts, normalizer, examples) if examples else {}
    missed = missed_triples(items, facts, normalizer) if misses else {}
    return {
        **({"false_positives": wrong} if wrong else {}),
        **({"misses": missed} if missed else {}),
        **scores.as_json(),
        "seconds": round(seconds, 2),
        "texts_per_second": round(len(texts) / seconds, 1) if seconds else 0.0,
        "words_per_second": round(words / seconds, 1) if seconds else 0.0,
    }


def false_positives(
    items: Sequence[Item], facts: Sequence[Sequence[ExtractedFact]], normalizer: Normalizer, examples: int
) -> dict[str, dict[str, Any]]:
    """{class: {"count", "examples": [{text, entity, relation, value, references}]}} of the
    facts the strict mode counts wrong."""
    judge = judgeable_relations(normalizer)
    out: dict[str, dict[str, Any]] = {c: {"count": 0, "examples": []} for c in FALSE_POSITIVE_CLASSES}
    for (text, triples), found in zip(items, facts, strict=True):
        for fact in found:
            kind = false_positive_class(fact, triples, normalizer, judge)
            if kind is None:
                continue
            out[kind]["count"] += 1
            refs = [f"{t.entity} | {t.relation or t.source_relation} | {t.value}" for t in triples]
            fields = {"entity": fact.entity, "relation": fact.relation, "value": fact.value}
            out[kind]["examples"].append({"text": text, **fields, "qualifier": fact.qualifier, "references": refs})
    for entry in out.values():  # a fixed sample across categories, not the first ones of the file
        entry["examples"] = sorted(entry["examples"], key=lambda ex: hashlib.sha1(repr(ex).encode()).hexdigest())
        del entry["examples"][examples:]
    return {kind: entry for kind, entry in out.items() if entry["count"]}


def missed_triples(
    items: Sequence[Item], facts: Sequence[Sequence[ExtractedFact]], normalizer: Normalizer
) -> dict[str, int]:
    """{class: count} of the reference triples (with a catalog relation) no fact recovers."""
    out = dict.fromkeys(MISS_CLASSES, 0)
    for (_, triples), found in zip(items, facts, strict=True):
        for triple in triples:
            kind = missed_triple_class(triple, found, normalizer)
            if kind is not None:
                out[kind] += 1
    return {kind: n for kind, n in out.items() if n}


def print_misses(part: str, name: str, missed: dict[str, int]) -> None:
    """The classes of missed triples with counts and shares."""
    total = sum(missed.values())
    print(f"\n== missed triples, {part}, {name}: {total}")
    for kind, n in sorted(missed.items(), key=lambda kv: -kv[1]):
        print(f"  {n:6}  {n / total:5.1%}  {kind}")


def print_false_positives(part: str, name: str, wrong: dict[str, dict[str, Any]]) -> None:
    """The classes with counts, each with its examples."""
    total = sum(entry["count"] for entry in wrong.values())
    print(f"\n== false positives, {part}, {name}: {total}")
    for kind, entry in sorted(wrong.items(), key=lambda kv: -kv[1]["count"]):
        print(f"  {entry['count']:6}  {kind}")
    for kind, entry in wrong.items():
        print(f"\n-- {kind} ({entry['count']})")
        for ex in entry["examples"]:
            qualifier = f" [{ex['qualifier']}]" if ex["qualifier"] else ""
            print(f"  fact: {ex['entity']} | {ex['relation']} | {ex['value']}{qualifier}")
            print(f"  text: {ex['text']}")
            print(f"  refs: {'; '.join(ex['references'])}")


ROWS = [
    ("recall (entity, relation, value)", "recall"),
    ("precision (entity, relation, value)", "precision"),
    ("recall, relations ignored", "recall_relations_ignored"),
    ("precision, relations ignored", "precision_relations_ignored"),
    ("precision on reference keys", "precision_on_reference_keys"),
    ("precision, judgeable relations only", "precision_on_judgeable_relations"),
    ("texts with no fact", "no_fact_share"),
    ("texts/s", "texts_per_second"),
    ("words/s", "words_per_second"),
]


def print_table(results: dict[str, dict[str, dict[str, Any]]], names: list[str]) -> None:
    """One block per part, extractors side by side."""
    for part, by_name in results.items():
        first = by_name[names[0]]
        print(
            f"\n== {part}: {first['texts']} texts, {first['references']} triples with a catalog relation, "
            f"{first['references_relations_ignored']} in all"
        )
        print(f"{'':38}" + "".join(f"{n:>18}" for n in names))
        for label, key in ROWS:
            cells = "".join(
                f"{by_name[n][key]:>18.3f}"
                if isinstance(by_name[n][key], float) and key not in ("texts_per_second", "words_per_second")
                else f"{by_name[n][key]:>18}"
                for n in names
            )
            print(f"{label:38}{cells}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="entries per WebNLG part (default: all)")
    parser.add_argument("--data", type=Path, default=WEBNLG, help="the WebNLG JSONL file")
    parser.add_argument("--extractors", nargs="+", default=list(EXTRACTORS))
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument(
        "--parts",
        nargs="+",
        choices=PARTS,
        default=list(PARTS),
        help="which parts to measure (default: all); run held-out only to report figures",
    )
    parser.add_argument(
        "--false-positives",
        type=int,
        default=0,
        metavar="N",
        help="the facts counted wrong by class, N examples each (tune and prose only)",
    )
    parser.add_argument(
        "--misses",
        action="store_true",
        help="the reference triples no fact recovers, counted by class (every part: counts, no text)",
    )
    args = parser.parse_args(argv)

    extractors = {}
    for name in args.extractors:
        extractor = registered(name)
        if extractor is None:
            print(f"note: {name} is not registered; skipped", file=sys.stderr)
        else:
            extractors[name] = extractor
    if not extractors:
        print("no extractor to measure", file=sys.stderr)
        return 1
    parts: dict[str, list[Item]] = {}
    if {"tune", "held-out"} & set(args.parts):
        if args.data.is_file():
            parts.update(webnlg_items(args.data, args.limit, [p for p in args.parts if p != "prose"]))
        else:
            print(f"note: {args.data} not found; WebNLG skipped", file=sys.stderr)
    if "prose" in args.parts:
        parts["prose"] = [(ex.text, ex.triples) for ex in read_prose_examples(PROSE)]
    normalizer = Normalizer()
    names = list(extractors)
    results: dict[str, dict[str, dict[str, Any]]] = {}
    for part, items in parts.items():
        examples = args.false_positives if part != "held-out" else 0  # the held-out part is not studied
        results[part] = {
            name: measure(extractor, items, normalizer, examples, args.misses) for name, extractor in extractors.items()
        }
    if args.json:
        print(json.dumps({"tune_categories": TUNE_CATEGORIES, "limit": args.limit, "results": results}, indent=2))
    else:
        print(f"tune categories: {', '.join(TUNE_CATEGORIES)}; held-out: every other category")
        print(f"entries per part: {args.limit or 'all'}")
        print_table(results, names)
        for part, by_name in results.items():
            for name, result in by_name.items():
                if "false_positives" in result:
                    print_false_positives(part, name, result["false_positives"])
                if "misses" in result:
                    print_misses(part, name, result["misses"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
