"""Pairs of texts that disagree, and pairs that agree, through the real ingest pipeline.

    python benchmarks/bench_conflict_pairs.py                          # 25 pairs per kind and part
    python benchmarks/bench_conflict_pairs.py --per-kind 5 --same 10   # quick
    python benchmarks/bench_conflict_pairs.py --extractors spacy-rules.v1 spacy-rules.v2 --json
    python benchmarks/bench_conflict_pairs.py --parts tune prose --why      # why each pair was missed

Changed pairs: a text and a copy of it in which one stated value is replaced, made here at run
time (the WebNLG text is read from ``../shared/data/webnlg/``, never stored in the project):
the value's surface form in the text (the triple's object or one of its WebNLG mentions that
states it: no pronoun such as "It" or "the country", a name with a capital letter; for the
passages of ``examples/prose`` the reference fact's value) is replaced everywhere in the copy by
another value of the same kind: a date moved by seven years, a number half as large again, or
another name taken from the other entries: a value of the same DBpedia property where there is
one (a country for a country, not a building that is some entry's location), else of the same kind
(places, people, organisations), written as a text writes it ("Christopher Taylor", not DBpedia's
"Christopher Taylor (politician)"; session 22: this moved the tune pairs from 82 to 83). Kinds
come from the DBpedia property (``WEBNLG_KINDS``) or the catalog relation
(:data:`hcf_graph.extract.evaluation.RELATION_KINDS`). WebNLG pairs are drawn from the tune and
held-out categories separately (one pair per entry, entries in a fixed hashed order).

Same-entry pairs: two different texts of one WebNLG entry, which state the same triples in other
words; they must produce no conflict. Where the crowd wrote another value in one of the texts
("retired on January 7th, 1971" for the entry's 1971-07-01), the conflict is a true one: it is
counted apart (``misstated``: the entry has a triple on the conflict's entity and relation, one
value states it and another does not), never as a false conflict.

Each batch of pairs goes into a fresh database on disk (``Database`` + ``ingest_documents``,
entity resolution included), packed so that no two pairs of a store share an entity or value
name. A changed pair's conflict is *found* when a stored conflict involves both of its documents
and one of its values states the changed value (a second such conflict, on another spelling of
the entity or relation, is no false one); every other conflict that involves a pair's documents
is a *false conflict*. Conflicts that mix documents of two pairs are counted apart
(``cross-pair``; packing should keep them at 0).

``--why`` says why each changed pair was missed, from the facts both texts gave: (a) no fact
states the changed value, or the original has no fact on its key; (b) both texts state their
value, under different keys (entity or relation spelled differently); (c) one key, but the values
were judged equal or compatible, or the relation is multivalued; (d) a conflict on the key the
benchmark does not count. For same-entry pairs it counts the values both texts state under one
key and under different keys (a change there would go unseen). The held-out part is shown as
counts only: study failures on the tune part and the passages.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from hcf_graph.conflicts import STATUSES
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
    same_name,
    same_value,
)
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument
from hcf_graph.normalize import RelationCatalog, entity_key

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
    references: tuple[tuple[str, str, str], ...] = ()  # same-entry pairs: the entry's triples


def _hash(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()


def _rotated(pool: Sequence[str], key: str) -> list[str]:
    """The pool starting at a place chosen by ``key``, so that pairs draw different names."""
    start = int(_hash(key), 16) % len(pool) if pool else 0
    return [*pool[start:], *pool[:start]]


_DISAMBIGUATION = re.compile(r"\s*\([^()]*\)$")


def plain_name(value: str) -> str:
    """A DBpedia value as a text writes it: "Christopher Taylor (politician)" -> "Christopher
    Taylor", "Populous (company)" -> "Populous"."""
    return _DISAMBIGUATION.sub("", value).strip() or value


def _entry_names(entry: WebNLGEntry) -> set[str]:
    return {entity_key(n) for t in entry.triples for n in (t.entity, t.value, *t.entity_aliases, *t.value_aliases)}


def webnlg_pairs(entries: Sequence[WebNLGEntry], part: str, per_kind: int) -> list[Pair]:
    """Up to ``per_kind`` changed pairs of each kind from one part, one per entry."""
    ordered = sorted((e for e in entries if e.part == part), key=lambda e: _hash(e.key))
    pools: dict[str, list[str]] = defaultdict(list)  # by kind, and by DBpedia property
    for entry in ordered:
        for t in entry.triples:
            kind = WEBNLG_KINDS.get(t.source_relation)
            value = plain_name(t.value)
            for key in (kind, t.source_relation) if kind in ("place", "person", "organisation") else ():
                if value not in pools[key]:
                    pools[key].append(value)
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
            if len(surface) < 2 or text.count(surface) != 1 or not _names_a_value(surface, kind):
                continue
            # another value of the same property first ("Ethiopia" -> another country, not a
            # building that is some entry's location), then of the same kind
            pool = [*_rotated(pools[prop], entry.key), *_rotated(pools[kind], entry.key)]
            new = changed_value(surface, kind, pool, text)
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


_PRONOUNS = frozenset(
    {"it", "its", "he", "his", "she", "her", "they", "their", "them", "this", "that", "there", "here", "one"}
)


def _names_a_value(surface: str, kind: str) -> bool:
    """Whether a WebNLG mention states the value itself: a name has a capital letter and is no
    pronoun ("It", "the country" only refer to it), a date or number has a digit."""
    if kind in ("date", "number"):
        return any(ch.isdigit() for ch in surface)
    words = surface.lower().replace("'s", "").split()
    return (
        any(ch.isupper() for ch in surface)
        and not all(w in _PRONOUNS or w == "the" for w in words)
        and any(ch.isalpha() for ch in surface)
    )


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
            tuple((t.entity, t.relation, t.value) for t in e.triples if t.relation),
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
    misstated: int = 0  # same-entry pairs: conflicts where one text's value is not the entry's own
    misstated_examples: tuple[str, ...] = ()
    why: str = ""  # for a changed pair not found: a, b, c or d (see :func:`why_missed`)
    detail: str = ""
    shared_keys: int = 0  # same-entry pairs: values both texts state under one key ...
    split_keys: tuple[str, ...] = ()  # ... and under different keys (a changed value there would be missed)


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
        facts = db.graph.facts()
        records = {c.ckey: c for c in db.graph.conflicts(statuses=STATUSES)}
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
        elif pair.kind == "same" and misstates_reference(conflict.entity, conflict.relation, values, pair.references):
            outcome.misstated += 1  # the crowd wrote another value in one text: a true conflict
            outcome.misstated_examples += (f"{conflict.entity} · {conflict.relation}: {' / '.join(values)}",)
        else:
            outcome.false_conflicts += 1
            outcome.examples += (f"{conflict.entity} · {conflict.relation}: {' / '.join(values)}",)
    by_doc: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for fact in facts:
        by_doc[fact["doc"].rsplit("@", 1)[0]].append(fact)
    for pair in pairs:
        outcome = outcomes[pair.id]
        if pair.kind != "same" and not outcome.found:
            outcome.why, outcome.detail = why_missed(pair, by_doc[f"{pair.id}-a"], by_doc[f"{pair.id}-b"], records)
        if pair.kind == "same":
            outcome.shared_keys, outcome.split_keys = key_agreement(by_doc[f"{pair.id}-a"], by_doc[f"{pair.id}-b"])
    return outcomes


def misstates_reference(
    entity: str, relation: str, values: Sequence[str], references: Sequence[tuple[str, str, str]]
) -> bool:
    """Whether a conflict between two texts of one entry is one the texts really state: the
    entry has a triple on the conflict's entity and relation, one of the values states the
    triple's value and another does not ("retired on July 1, 1971" / "retired on January 7th,
    1971" for 1971-07-01). Such a pair breaks the premise that both texts state the same triples."""
    catalog = _catalog()
    relation = catalog.canonical(relation)
    for ref_entity, ref_relation, ref_value in references:
        if entity_key(ref_entity) != entity_key(entity) and not same_name(ref_entity, entity):
            continue
        if catalog.canonical(ref_relation) != relation:
            continue
        agree = [same_value(v, ref_value, relation) for v in values]
        if any(agree) and not all(agree):
            return True
    return False


@lru_cache(maxsize=1)
def _catalog() -> RelationCatalog:
    return RelationCatalog.load()


def key_agreement(facts_a: list[dict[str, Any]], facts_b: list[dict[str, Any]]) -> tuple[int, tuple[str, ...]]:
    """Of the values that two texts of one entry both state, how many share a conflict key, and
    the others (entity or relation keyed differently): a change of such a value would go unseen."""
    shared, split = 0, []
    for fa in facts_a:
        matches = [
            fb for fb in facts_b if same_value(fb["value"], fa["value"]) and same_value(fa["value"], fb["value"])
        ]
        if not matches:
            continue
        if any(fb["ckey"] == fa["ckey"] for fb in matches):
            shared += 1
        else:
            fb = matches[0]
            split.append(
                f"{fa['canon_key']} · {fa['relation_key']}  <>  {fb['canon_key']} · {fb['relation_key']}"
                f"  ({fa['value']})"
            )
    return shared, tuple(split)


WHY = {
    "a": "no fact for the changed value's key in one or both texts",
    "b": "both texts gave the value, under different keys",
    "c": "same key, values judged equal or compatible",
    "d": "other (a conflict on the key that the benchmark does not count)",
}


def why_missed(
    pair: Pair, facts_a: list[dict[str, Any]], facts_b: list[dict[str, Any]], records: dict[str, Any]
) -> tuple[str, str]:
    """Why a changed pair's conflict was not found (one of :data:`WHY`) and the facts that show it.

    The changed copy's facts that state the new value are held against the original's facts:
    one of them on the same conflict key is class c (the record's status says how the values
    were judged); else an original fact stating the old value is class b (entity or relation
    keyed differently); else class a."""
    changed = [f for f in facts_b if _states(f["value"], pair.changed)]
    original = [f for f in facts_a if _states(f["value"], pair.original)]

    def show(f: dict[str, Any]) -> str:
        return f"{f['entity']} · {f['relation']} [{f['canon_key']} · {f['relation_key']}]: {f['value']}"

    if not changed:
        side = "both" if not original else "changed copy"
        return "a", f"{side}: no fact states {pair.changed!r}" + (
            f"; original: {show(original[0])}" if original else ""
        )
    keys_a = {f["ckey"]: f for f in facts_a}
    for f in changed:
        if f["ckey"] in keys_a:
            record = records.get(f["ckey"])
            status = f"{record.status}: {record.reason}" if record is not None else "no record"
            return (
                "d" if record is not None and record.status == "conflict" else "c",
                f"{show(keys_a[f['ckey']])}  <>  {f['value']}  ({status})",
            )
    if not original:
        return "a", f"original: no fact states {pair.original!r}; changed: {show(changed[0])}"
    a, b = original[0], changed[0]
    what = (
        "entity"
        if a["relation_key"] == b["relation_key"]
        else "relation"
        if a["canon_key"] == b["canon_key"]
        else "both"
    )
    return "b", f"{what}: {show(a)}  <>  {show(b)}"


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
            cell["misstated"] += o.misstated
            cell["cross_pair"] += o.cross_pair
    return {s: {k: dict(v) for k, v in kinds.items()} for s, kinds in table.items()}


def print_summary(name: str, summary: dict[str, Any], seconds: float) -> None:
    print(f"\n== {name}  ({seconds:.0f} s)")
    print(
        f"{'source':18}{'kind':14}{'pairs':>7}{'found':>8}{'share':>8}{'pairs w/ false':>16}{'false':>7}{'cross':>7}"
        f"{'misstated':>11}"
    )
    for source in sorted(summary, key=lambda s: (s == "all", s)):
        for kind in sorted(summary[source], key=lambda k: (k in ("all", "same"), k)):
            c = summary[source][kind]
            share = f"{c['found'] / c['pairs']:.2f}" if kind != "same" else "-"
            found = c["found"] if kind != "same" else "-"
            print(
                f"{source:18}{kind:14}{c['pairs']:>7}{found:>8}{share:>8}{c['with_false_conflict']:>16}"
                f"{c['false_conflicts']:>7}{c['cross_pair']:>7}{c['misstated'] if kind == 'same' else '-':>11}"
            )


HELD_OUT = "webnlg held-out"


def print_why(pairs: Sequence[Pair], outcomes: dict[str, Outcome]) -> None:
    """Per source, how many changed pairs were missed for each reason, then each missed pair of
    the parts one may study (the held-out part only as counts)."""
    missed = [p for p in pairs if p.kind != "same" and not outcomes[p.id].found]
    print("\nmissed pairs by reason:")
    for source in sorted({p.source for p in missed}):
        counts = {w: sum(1 for p in missed if p.source == source and outcomes[p.id].why == w) for w in WHY}
        print(f"  {source:18}" + "  ".join(f"{w}: {n}" for w, n in counts.items()))
    for w, meaning in WHY.items():
        print(f"  {w}: {meaning}")
    same = [p for p in pairs if p.kind == "same"]
    shared = sum(outcomes[p.id].shared_keys for p in same)
    split = [(p, s) for p in same for s in outcomes[p.id].split_keys]
    print(f"same-entry pairs: {shared} values stated by both texts under one key, {len(split)} under different keys")
    for p, s in split:
        if p.source != HELD_OUT:
            print(f"  [keys] {p.source} {p.id}: {s}")
    for p in sorted(
        (p for p in missed if p.source != HELD_OUT), key=lambda p: (p.source, outcomes[p.id].why, p.kind, p.id)
    ):
        o = outcomes[p.id]
        print(f"  [{o.why}] {p.source} {p.kind} {p.id} {p.entity} · {p.relation}: {p.original!r} -> {p.changed!r}")
        print(f"      {o.detail}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=25, help="changed WebNLG pairs per kind and part")
    parser.add_argument("--same", type=int, default=50, help="same-entry WebNLG pairs per part")
    parser.add_argument("--batch", type=int, default=40, help="pairs per fresh store")
    parser.add_argument("--data", type=Path, default=WEBNLG, help="the WebNLG JSONL file")
    parser.add_argument("--extractors", nargs="+", default=["spacy-rules"])
    parser.add_argument(
        "--show", type=int, default=0, help="print up to N false conflicts per extractor (never the held-out part's)"
    )
    parser.add_argument("--why", action="store_true", help="why each changed pair was missed: counts and the pairs")
    parser.add_argument(
        "--parts",
        nargs="+",
        choices=("tune", "held-out", "prose"),
        default=["tune", "held-out", "prose"],
        help="which pairs to run (the held-out part only to report)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    pairs: list[Pair] = []
    if args.data.is_file():
        entries = list(read_webnlg(args.data))
        for part in (p for p in ("tune", "held-out") if p in args.parts):
            pairs += webnlg_pairs(entries, part, args.per_kind) + same_entry_pairs(entries, part, args.same)
    else:
        print(f"note: {args.data} not found; WebNLG pairs skipped", file=sys.stderr)
    if "prose" in args.parts:
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
            shown = [f"  {p.id}: {ex}" for p in pairs if p.source != HELD_OUT for ex in outcomes[p.id].examples]
            shown = shown[: args.show]
            if shown:
                print("false conflicts (first ones):", *shown, sep="\n")
            told = [
                f"  {p.id}: {ex}" for p in pairs if p.source != HELD_OUT for ex in outcomes[p.id].misstated_examples
            ]
            if told[: args.show]:
                print(
                    "same-entry conflicts the texts state (one value is not the entry's):", *told[: args.show], sep="\n"
                )
            if args.why:
                print_why(pairs, outcomes)
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
