"""Precision and recall of entity merges and value conflicts on the labelled pairs.

    python benchmarks/bench_resolution_labels.py [--threshold 0.85] [--errors] [--embeddings]

Reads tests/resolve/data/entity_pairs.jsonl, value_pairs.jsonl and aliases.csv (the alias table
a user would supply for renamed places, exonyms and acronyms) and prints a markdown table. Pairs
marked "holdout" were written after the rules were final and are also scored on their own.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hcf_graph.resolve.aliases import load_alias_table
from hcf_graph.resolve.entities import EntityResolver
from hcf_graph.resolve.evaluation import (
    Scores,
    evaluate_entity_pairs,
    evaluate_value_pairs,
    load_entity_pairs,
    load_value_pairs,
)
from hcf_graph.resolve.matching import DEFAULT_THRESHOLD

DATA = Path(__file__).resolve().parent.parent / "tests" / "resolve" / "data"


def row(name: str, s: Scores) -> str:
    return f"| {name} | {s.total} | {s.tp} | {s.fp} | {s.fn} | {s.tn} | {s.precision:.3f} | {s.recall:.3f} |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threshold", type=float, default=DEFAULT_THRESHOLD)
    parser.add_argument("--errors", action="store_true", help="list every wrong pair")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--embeddings", action="store_true", help="add the MiniLM embedding signal")
    args = parser.parse_args(argv)
    embedder = None
    if args.embeddings:
        from hcf_graph.resolve.embeddings import MiniLMEmbedder

        embedder = MiniLMEmbedder()

    entity_pairs = load_entity_pairs(args.data / "entity_pairs.jsonl")
    value_pairs = load_value_pairs(args.data / "value_pairs.jsonl")
    table = load_alias_table(args.data / "aliases.csv")
    plain = EntityResolver(threshold=args.threshold, embedder=embedder)
    with_table = EntityResolver(threshold=args.threshold, aliases=table, embedder=embedder)
    alias_of = with_table.resolve([]).alias_of  # the table alone, for values

    def table_alias(name: str) -> str:
        return table.canonical(name) or alias_of(name)

    results = [
        (
            "entity merges, string rules only (pairs no alias table is needed for)",
            evaluate_entity_pairs(plain, entity_pairs, include_alias_pairs=False),
        ),
        (
            "entity merges, with the alias table (all pairs)",
            evaluate_entity_pairs(with_table, entity_pairs, include_alias_pairs=True),
        ),
        (
            "entity merges, all names resolved together, with the alias table",
            evaluate_entity_pairs(with_table, entity_pairs, include_alias_pairs=True, together=True),
        ),
    ]
    holdout_entities = [p for p in entity_pairs if p.holdout]
    holdout_values = [p for p in value_pairs if p.holdout]
    results.append(
        (
            "entity merges, holdout pairs only, with the alias table",
            evaluate_entity_pairs(with_table, holdout_entities, include_alias_pairs=True),
        )
    )
    values_plain = evaluate_value_pairs(value_pairs, None, include_alias_pairs=False)
    values_table = evaluate_value_pairs(value_pairs, table_alias, include_alias_pairs=True)
    results += [
        ("value conflicts, no alias table (pairs no alias table is needed for)", values_plain.conflicts),
        ("value conflicts, with the alias table (all pairs)", values_table.conflicts),
        ("value conflicts, holdout pairs only", evaluate_value_pairs(holdout_values, table_alias).conflicts),
    ]
    cmd = "python benchmarks/bench_resolution_labels.py " + " ".join(sys.argv[1:] if argv is None else argv)
    signal = ", with the MiniLM embedding signal" if embedder else ""
    print(f"Command: `{cmd.strip()}` (threshold {args.threshold}{signal})\n")
    print(
        f"{len(entity_pairs)} entity pairs ({len(holdout_entities)} holdout), {len(value_pairs)} value pairs "
        f"({len(holdout_values)} holdout); positive class: merge / conflict.\n"
    )
    print("| set | pairs | TP | FP | FN | TN | precision | recall |")
    print("|---|---|---|---|---|---|---|---|")
    for name, scores in results:
        print(row(name, scores))
    print()
    print(
        f"Value verdicts (equal / compatible / conflict) right: {values_table.correct_relation}/"
        f"{values_table.conflicts.total} ({values_table.relation_accuracy:.3f}); conflict kind right: "
        f"{values_table.correct_kind}/{values_table.conflicts_labelled}."
    )
    errors = [e for _, s in results for e in s.errors]
    if args.errors or errors:
        print("\nWrong pairs:\n")
        for name, scores in results:
            for e in scores.errors:
                print(f"- [{name.split(',')[0]}] {e}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
