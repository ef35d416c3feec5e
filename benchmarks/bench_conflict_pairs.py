"""Pairs of texts that disagree, and pairs that agree, through the real ingest pipeline.

    python benchmarks/bench_conflict_pairs.py                          # 25 pairs per kind and part
    python benchmarks/bench_conflict_pairs.py --per-kind 5 --same 10   # quick
    python benchmarks/bench_conflict_pairs.py --extractors spacy-rules.v1 spacy-rules.v2 --json

Changed pairs: a text and a copy of it in which one stated value is replaced, made here at run
time (the WebNLG text is read from ``../shared/data/webnlg/``, never stored in the project):
the value's surface form in the text (the triple's object or one of its WebNLG mentions; for the
passages of ``examples/prose`` the reference fact's value) is replaced everywhere in the copy by
another value of the same kind: a date moved by seven years, a number half as large again, or
another name of the same kind taken from the other entries (places, people, organisations). Kinds
come from the DBpedia property (``WEBNLG_KINDS``) or the catalog relation
(:data:`hcf_graph.extract.evaluation.RELATION_KINDS`). WebNLG pairs are drawn from the tune and
held-out categories separately (one pair per entry, entries in a fixed hashed order).

Same-entry pairs: two different texts of one WebNLG entry, which state the same triples in other
words; they must produce no conflict.

Each batch of pairs goes into a fresh database on disk (``Database`` + ``ingest_documents``,
entity resolution included), packed so that no two pairs of a store share an entity or value
name. A changed pair's conflict is *found* when a stored conflict involves both of its documents
and one of its values states the changed value (a second such conflict, on another spelling of
the entity or relation, is no false one); every other conflict that involves a pair's documents
is a *false conflict*. Conflicts that mix documents of two pairs are counted apart
(``cross-pair``; packing should keep them at 0).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hcf_graph.database import Database
from hcf_graph.extract import Extractor, make_extractor
from hcf_graph.extract.evaluation import (
    KINDS,
    RELATION_KINDS,
    WebNLGEntry,
    changed_value,
    read_prose_examples,
    read_webnlg,
    replace_value,
    same_value,
)
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument
from hcf_graph.normalize import entity_key

ROOT = Path(__file__).resolve().parents[1]
WEBNLG = ROOT / ".." / "shared" / "data" / "webnlg" / "webnlg_train_dev.jsonl"
PROSE = ROOT / "examples" / "prose"

WEBNLG_KINDS: dict[str, str] = {
    prop: kind
    for kind, props in (
        (
            "date",
            "birthDate|deathDate|established|completionDate|buildingStartDate|yearOfConstruction|"
            "inaugurationDate|foundingDate|dateOfRetirement|firstPublicationYear|firstAired",
        ),
        (
            "place",
            "birthPlace|deathPlace|location|city|country|capital|headquarter|headquarters|foundationPlace|"
            "cityServed|state|region|ground|hometown|largestCity|locationCity|residence|placeOfBirth|placeOfDeath",
        ),
        (
            "number",
            "runwayLength|elevationAboveTheSeaLevel_(in_metres)|elevationAboveTheSeaLevel|floorCount|"
            "numberOfMembers|numberOfStudents|academicStaffSize|populationTotal|areaTotal|floorArea|numberOfPages|"
            "numberOfPostgraduateStudents|height|1st_runway_LengthFeet",
        ),
        (
            "person",
            "leaderName|architect|founder|manager|author|creator|dean|president|leader|chancellor|keyPerson|"
            "designer|editor|commander|director|backup pilot",
        ),
        (
            "organisation",
            "operatingOrganisation|owner|publisher|parentCompany|affiliation|club|operator|tenant|"
            "league|governingBody|almaMater|broadcastedBy|owningOrganisation",
        ),
    )
    for prop in props.split("|")
}


@dataclass(frozen=True)
class Pair:
    """Two texts: ``changed`` pairs state different values (``original`` -> ``changed``), same-entry
    pairs (``kind == "same"``) the same triples."""

    id: str
    source: str  # "webnlg tune", "webnlg held-out", "prose"
    kind: str
    entity: str
    relation: str
    original: str
    changed: str
    text_a: str
    text_b: str
    mime: str
    names: frozenset[str]


def _hash(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()


def _rotated(pool: Sequence[str], key: str) -> list[str]:
    """The pool starting at a place chosen by ``key``, so that pairs draw different names."""
    start = int(_hash(key), 16) % len(pool) if pool else 0
    return [*pool[start:], *pool[:start]]


def _entry_names(entry: WebNLGEntry) -> set[str]:
    return {entity_key(n) for t in entry.triples for n in (t.entity, t.value, *t.entity_aliases, *t.value_aliases)}


def webnlg_pairs(entries: Sequence[WebNLGEntry], part: str, per_kind: int) -> list[Pair]:
    """Up to ``per_kind`` changed pairs of each kind from one part, one per entry."""
    ordered = sorted((e for e in entries if e.part == part), key=lambda e: _hash(e.key))
    pools: dict[str, list[str]] = defaultdict(list)
    for entry in ordered:
        for t in entry.triples:
            kind = WEBNLG_KINDS.get(t.source_relation)
            if kind in ("place", "person", "organisation") and t.value not in pools[kind]:
                pools[kind].append(t.value)
    counts: dict[str, int] = defaultdict(int)
    pairs: list[Pair] = []
    for entry in ordered:
        for t in sorted(entry.triples, key=lambda t: _hash(entry.eid + t.source_relation + t.value)):
            kind = WEBNLG_KINDS.get(t.source_relation)
            if kind is None or counts[kind] >= per_kind:
                continue
            pair = _webnlg_pair(entry, t.entity, t.source_relation, (t.value, *t.value_aliases), kind, pools, part)
            if pair is not None:
                pairs.append(pair)
                counts[kind] += 1
                break
        if all(counts[k] >= per_kind for k in KINDS):
            break
    return pairs


def _webnlg_pair(
    entry: WebNLGEntry,
    entity: str,
    prop: str,
    surfaces: Sequence[str],
    kind: str,
    pools: dict[str, list[str]],
    part: str,
) -> Pair | None:
    for text in entry.texts:
        for surface in surfaces:
            if len(surface) < 2 or text.count(surface) != 1:
                continue
            new = changed_value(surface, kind, _rotated(pools[kind], entry.key), text)
            copy = replace_value(text, surface, new) if new else None
            if new and copy and copy != text:
                names = frozenset(_entry_names(entry) | {entity_key(new)})
                return Pair(
                    f"webnlg-{entry.key}",
                    f"webnlg {part}",
                    kind,
                    entity,
                    prop,
                    surface,
                    new,
                    text,
                    copy,
                    "text/plain",
                    names,
                )
    return None


def same_entry_pairs(entries: Sequence[WebNLGEntry], part: str, count: int) -> list[Pair]:
    """Up to ``count`` pairs of two texts of one entry (entries with at least two triples)."""
    ordered = sorted(
        (e for e in entries if e.part == part and len(e.texts) >= 2 and len(e.triples) >= 2),
        key=lambda e: _hash("same" + e.key),
    )
    return [
        Pair(
            f"same-{e.key}",
            f"webnlg {part}",
            "same",
            e.triples[0].entity,
            "",
            "",
            "",
            e.texts[0],
            e.texts[1],
            "text/plain",
            frozenset(_entry_names(e)),
        )
        for e in ordered[:count]
    ]


def prose_pairs(folder: Path = PROSE) -> list[Pair]:
    """One changed pair per reference fact of the passages whose value is stated in its quote."""
    examples = read_prose_examples(folder)
    pools: dict[str, list[str]] = defaultdict(list)
    for ex in examples:
        for t in ex.triples:
            kind = RELATION_KINDS.get(t.relation)
            if kind in ("place", "person", "organisation") and t.value not in pools[kind]:
                pools[kind].append(t.value)
    pairs: list[Pair] = []
    for ex in examples:
        names = {entity_key(ex.name)} | {entity_key(n) for t in ex.triples for n in (t.entity, t.value)}
        for n, (t, quote) in enumerate(zip(ex.triples, ex.quotes, strict=True)):
            kind = RELATION_KINDS.get(t.relation)
            if kind is None or t.value not in quote:
                continue
            new = changed_value(t.value, kind, _rotated(pools[kind], ex.name + t.relation), ex.text)
            copy = replace_value(ex.text, t.value, new) if new else None
            if new and copy:
                stem = ex.name.removesuffix(".md")
                pairs.append(
                    Pair(
                        f"{stem}-{n}",
                        "prose",
                        kind,
                        t.entity,
                        t.relation,
                        t.value,
                        new,
                        ex.text,
                        copy,
                        "text/markdown",
                        frozenset(names | {entity_key(new)}),
                    )
                )
    return pairs


def pack(pairs: Iterable[Pair], size: int) -> list[list[Pair]]:
    """Batches of at most ``size`` pairs in which no two pairs share a name or a source text."""
    batches: list[tuple[list[Pair], set[str]]] = []
    for pair in pairs:
        keys = set(pair.names) | {pair.text_a}
        for batch, taken in batches:
            if len(batch) < size and not keys & taken:
                batch.append(pair)
                taken.update(keys)
                break
        else:
            batches.append(([pair], keys))
    return [batch for batch, _ in batches]


@dataclass
class Outcome:
    """What the store said about one pair."""

    found: bool = False
    false_conflicts: int = 0
    cross_pair: int = 0
    examples: tuple[str, ...] = ()


def run_batch(pairs: Sequence[Pair], extractor: Extractor, folder: Path) -> dict[str, Outcome]:
    """Ingest the pairs' texts into a fresh database and judge each pair by its conflicts."""
    docs = [
        SourceDocument(f"{p.id}-{side}", text, f"{p.id}-{side}", p.mime)
        for p in pairs
        for side, text in (("a", p.text_a), ("b", p.text_b))
    ]
    owner = {f"{p.id}-{side}": p.id for p in pairs for side in "ab"}
    by_id = {p.id: p for p in pairs}
    outcomes = {p.id: Outcome() for p in pairs}
    with Database(folder) as db:
        ingest_documents(db, docs, extractor)
        conflicts = db.graph.conflicts()
    for conflict in conflicts:
        owners = {owner.get(doc.rsplit("@", 1)[0], "") for doc in conflict.documents}
        if len(owners) > 1:
            for pid in owners & outcomes.keys():
                outcomes[pid].cross_pair += 1
            continue
        pid = owners.pop()
        pair, outcome = by_id[pid], outcomes[pid]
        values = [v.value for v in conflict.values]
        if pair.kind != "same" and len(conflict.documents) == 2 and any(_states(v, pair.changed) for v in values):
            outcome.found = True  # a second conflict on the change (another key spelling) is no false one
        else:
            outcome.false_conflicts += 1
            outcome.examples += (f"{conflict.entity} · {conflict.relation}: {' / '.join(values)}",)
    return outcomes


def _states(value: str, changed: str) -> bool:
    """Whether an extracted value states the changed value ("30 April 1892, Wenlow" does "30 April 1892")."""
    return changed in value or same_value(value, changed)


def measure(pairs: Sequence[Pair], extractor: Extractor, batch_size: int) -> dict[str, Outcome]:
    """Every pair through the pipeline, in packed batches of fresh stores."""
    outcomes: dict[str, Outcome] = {}
    with tempfile.TemporaryDirectory(prefix="hcf-pairs-") as tmp:
        for n, batch in enumerate(pack(pairs, batch_size)):
            outcomes.update(run_batch(batch, extractor, Path(tmp) / f"store{n}"))
    return outcomes


def summarize(pairs: Sequence[Pair], outcomes: dict[str, Outcome]) -> dict[str, Any]:
    """Counts per source and kind, and in all."""
    table: dict[str, dict[str, dict[str, int]]] = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    for p in pairs:
        o = outcomes[p.id]
        overall = "same" if p.kind == "same" else "all"
        for source, kind in {(p.source, p.kind), (p.source, overall), ("all", p.kind), ("all", overall)}:
            cell = table[source][kind]
            cell["pairs"] += 1
            cell["found"] += o.found
            cell["with_false_conflict"] += o.false_conflicts > 0
            cell["false_conflicts"] += o.false_conflicts
            cell["cross_pair"] += o.cross_pair
    return {s: {k: dict(v) for k, v in kinds.items()} for s, kinds in table.items()}


def print_summary(name: str, summary: dict[str, Any], seconds: float) -> None:
    print(f"\n== {name}  ({seconds:.0f} s)")
    print(f"{'source':18}{'kind':14}{'pairs':>7}{'found':>8}{'share':>8}{'pairs w/ false':>16}{'false':>7}{'cross':>7}")
    for source in sorted(summary, key=lambda s: (s == "all", s)):
        for kind in sorted(summary[source], key=lambda k: (k in ("all", "same"), k)):
            c = summary[source][kind]
            share = f"{c['found'] / c['pairs']:.2f}" if kind != "same" else "-"
            found = c["found"] if kind != "same" else "-"
            print(
                f"{source:18}{kind:14}{c['pairs']:>7}{found:>8}{share:>8}{c['with_false_conflict']:>16}"
                f"{c['false_conflicts']:>7}{c['cross_pair']:>7}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=25, help="changed WebNLG pairs per kind and part")
    parser.add_argument("--same", type=int, default=50, help="same-entry WebNLG pairs per part")
    parser.add_argument("--batch", type=int, default=40, help="pairs per fresh store")
    parser.add_argument("--data", type=Path, default=WEBNLG, help="the WebNLG JSONL file")
    parser.add_argument("--extractors", nargs="+", default=["spacy-rules"])
    parser.add_argument("--show", type=int, default=0, help="print up to N false conflicts per extractor")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    pairs: list[Pair] = []
    if args.data.is_file():
        entries = list(read_webnlg(args.data))
        for part in ("tune", "held-out"):
            pairs += webnlg_pairs(entries, part, args.per_kind) + same_entry_pairs(entries, part, args.same)
    else:
        print(f"note: {args.data} not found; WebNLG pairs skipped", file=sys.stderr)
    pairs += prose_pairs()
    results: dict[str, Any] = {}
    for name in args.extractors:
        extractor = make_extractor(name)
        began = time.perf_counter()
        outcomes = measure(pairs, extractor, args.batch)
        seconds = time.perf_counter() - began
        summary = summarize(pairs, outcomes)
        results[extractor.label()] = summary
        if not args.json:
            print_summary(f"{name} ({extractor.label()})", summary, seconds)
            shown = [f"  {p.id}: {ex}" for p in pairs for ex in outcomes[p.id].examples][: args.show]
            if shown:
                print("false conflicts (first ones):", *shown, sep="\n")
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
