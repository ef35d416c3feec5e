"""Benchmark: the offline degradation detector (IaDQ, ``heuristics.v1``) on a labelled set.

The set is built at run time: clean documents (the bundled example corpus's clean and conflict
articles, the passages of examples/prose/, and documents written by others: WebNLG texts from
../shared/data/webnlg/, the texts of one category and subject that state no triple stated before,
joined into one document of at least 50 words), and a damaged copy of each for every kind of damage in
:mod:`hcf_graph.audit.damage`. A document is flagged when one of its IaDQ parts falls below 0.8.

Printed, each kind of damage on its own row: documents, recall (share flagged), mean IaDQ; then the
clean documents' false-positive rate and the overall precision and recall. WebNLG is reported in
two parts: the tuning categories (used while setting the thresholds) and the held-out categories
(never looked at while writing the scorer).

Usage: python benchmarks/bench_degradation.py [--webnlg-docs 120]
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import defaultdict
from pathlib import Path

from hcf_graph.audit.damage import KINDS, damage
from hcf_graph.audit.quality import score_document

ROOT = Path(__file__).resolve().parents[1]
WEBNLG = ROOT.parent / "shared" / "data" / "webnlg" / "webnlg_train_dev.jsonl"
# The file holds ten categories: five to tune on, five held out.
TUNING = {"Airport", "Astronaut", "Building", "City", "ComicsCharacter"}


def own_documents() -> list[tuple[str, str]]:
    docs = [
        (f"controlled/{p.name}", p.read_text(encoding="utf-8"))
        for p in sorted((ROOT / "examples" / "controlled" / "docs").glob("*.md"))
        if p.stem.endswith(("_clean", "_conflict"))
    ]
    prose = ROOT / "examples" / "prose" / "docs"
    if prose.is_dir():
        docs += [(f"prose/{p.name}", p.read_text(encoding="utf-8")) for p in sorted(prose.iterdir()) if p.is_file()]
    return docs


def webnlg_documents(limit: int) -> dict[str, list[tuple[str, str]]]:
    """Per part (tune, held-out): documents of WebNLG texts, grouped by category and subject."""
    if not WEBNLG.is_file():
        return {}
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    stated: dict[tuple[str, str], set[tuple[str, str, str]]] = defaultdict(set)
    with WEBNLG.open(encoding="utf-8") as handle:
        for line in handle:
            entry = json.loads(line)
            key = (entry["category"], entry["triples"][0]["subject"])
            triples = {(t["subject"], t["relation"], t["object"]) for t in entry["triples"]}
            if entry["size"] >= 2 and entry["texts"] and not triples & stated[key]:
                stated[key] |= triples  # entries that state nothing said before: no restated facts
                groups[key].append(entry["texts"][0])
    parts: dict[str, list[tuple[str, str]]] = {"webnlg tune": [], "webnlg held-out": []}
    for (category, subject), texts in sorted(groups.items()):
        text = " ".join(dict.fromkeys(texts))
        if len(text.split()) < 50:
            continue
        part = parts["webnlg tune" if category in TUNING else "webnlg held-out"]
        if len(part) < limit:
            part.append((f"webnlg/{category}/{subject}", f"# {subject}\n\n{text}\n"))
    return parts


def evaluate(name: str, docs: list[tuple[str, str]]) -> None:
    print(f"\n== {name}: {len(docs)} clean documents x {len(KINDS)} kinds of damage")
    print(f"{'kind':<18} {'docs':>5} {'recall':>7} {'mean IaDQ':>10}")
    clean = [score_document(doc, text) for doc, text in docs]
    false_pos = sum(q.looks_degraded() for q in clean)
    tp = fn = 0
    for kind in KINDS:
        damaged = [score_document(doc, damage(text, kind, i)) for i, (doc, text) in enumerate(docs)]
        flagged = sum(q.looks_degraded() for q in damaged)
        tp, fn = tp + flagged, fn + len(damaged) - flagged
        print(
            f"{kind:<18} {len(damaged):>5} {flagged / len(damaged):>7.3f} "
            f"{statistics.fmean(q.iadq for q in damaged):>10.3f}"
        )
    print(
        f"{'clean':<18} {len(clean):>5} {'':>7} {statistics.fmean(q.iadq for q in clean):>10.3f}"
        f"   false positives {false_pos} ({false_pos / len(clean):.1%})"
    )
    print(
        f"precision {tp / (tp + false_pos):.3f}  recall {tp / (tp + fn):.3f}  ({tp + fn} damaged, {len(clean)} clean)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--webnlg-docs", type=int, default=120, help="WebNLG documents per part.")
    args = parser.parse_args()
    evaluate("our documents (examples/controlled, examples/prose)", own_documents())
    for name, docs in webnlg_documents(args.webnlg_docs).items():
        evaluate(name, docs)
    if not WEBNLG.is_file():
        print(f"\n(WebNLG not found at {WEBNLG}: only our own documents were measured)")


if __name__ == "__main__":
    main()
