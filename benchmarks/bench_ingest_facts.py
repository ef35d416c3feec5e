"""Benchmark: `hcf ingest-facts` and `hcf conflicts` against the engine's raw COPY and raw query.

Generates N pre-extracted facts (about three documents per key, a share of keys conflicting),
then in the same run and on the same rows times:

- ingest: ``ingest_facts_file`` into a fresh database (parse, keys, log, graph, conflicts);
- raw COPY: the engine alone loading the same rows, as the same graph tables our ingest wrote
  (Document, Chunk, Fact, Entity, Value and the four relationship tables, read back from our
  graph as Arrow), in one transaction: the difference is our overhead (parsing, keys, the log,
  conflict detection); a flat one-table COPY is shown for context;
- conflicts: ``FactGraph.conflicts()`` (what ``hcf conflicts`` prints), and the same as JSON;
- raw query: the engine's grouped conflict query over the same facts;
- append: a second ingest of 1% more facts on existing keys (new documents) into the loaded
  store, which re-detects only the keys it touches;
- reload: the same file loaded again (idempotent: every fact found already stored, nothing written);
- validation: reading and checking every line (``read_fact_rows`` + ``check_rows``) against Arrow's
  bare JSON reader over the same file (the parse that ingest-facts used before lines were checked).

Usage: python benchmarks/bench_ingest_facts.py --n 100000 1000000 [--conflict-share 0.03] [--engine kuzu]
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pyarrow as pa
import pyarrow.json as paj

from hcf_graph.database import Database
from hcf_graph.ingest.facts_file import check_rows, ingest_facts_file, read_fact_rows

RELATIONS = ["capital", "population", "birth date", "area", "height", "founded", "currency", "length"]


def generate_append(path: Path, n_base: int, n: int, seed: int = 11) -> None:
    """Write n facts from new documents about keys of the base set, half of them disagreeing."""
    rng = random.Random(seed)
    n_keys = max(1, n_base // 3)
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            k = rng.randrange(n_keys)
            entity, relation = f"Entity {k // 4}", RELATIONS[k % 4 + (k // 4) % 4]
            value = f"value {k}" if i % 2 else f"revised {k}"
            out.write(
                json.dumps({"doc": f"new{i % 50}", "entity": entity, "relation": relation, "value": value}) + "\n"
            )


def generate(path: Path, n: int, conflict_share: float, seed: int = 7) -> None:
    """Write n facts: keys asserted by ~3 documents; `conflict_share` of keys get a second value."""
    rng = random.Random(seed)
    n_keys = max(1, n // 3)
    with path.open("w", encoding="utf-8") as out:
        written = 0
        for k in range(n_keys):
            entity, relation = f"Entity {k // 4}", RELATIONS[k % 4 + (k // 4) % 4]
            conflicting = rng.random() < conflict_share
            for d in range(3 if k < n_keys - 1 else n - written):
                value = f"value {k}" if not (conflicting and d == 2) else f"other {k}"
                out.write(
                    json.dumps(
                        {
                            "doc": f"doc{rng.randrange(max(1, n // 100))}",
                            "entity": entity,
                            "relation": relation,
                            "value": value,
                        }
                    )
                    + "\n"
                )
                written += 1


def timed(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        began = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - began)
    return statistics.median(times), result


RAW_QUERY = (  # the same answer as `hcf conflicts`: each conflicting key with every fact's provenance
    "MATCH (f:Fact) WITH f.ckey AS ckey, collect(f.value_key) AS vals, collect(f.value) AS texts, "
    "collect(f.doc) AS docs, collect(f.id) AS ids, collect(coalesce(f.start_char, -1)) AS start_chars, "
    "collect(coalesce(f.end_char, -1)) AS end_chars, collect(f.quote) AS quotes "
    "WITH ckey, vals, texts, docs, ids, start_chars, end_chars, quotes, list_distinct(vals) AS dv WHERE size(dv) > 1 "
    "RETURN ckey, vals, texts, docs, ids, start_chars, end_chars, quotes"
)
NODES = {"Document": "id", "Chunk": "id", "Fact": "id", "Entity": "key", "Value": "key"}
RELS = {
    "HAS_CHUNK": ("Document", "id", "Chunk", "id"),
    "STATES": ("Chunk", "id", "Fact", "id"),
    "ABOUT": ("Fact", "id", "Entity", "key"),
    "HAS_VALUE": ("Fact", "id", "Value", "key"),
}


def export_graph(conn: object) -> dict[str, pa.Table]:
    """Our graph's tables as Arrow, exactly as ingest wrote them."""
    tables: dict[str, pa.Table] = {}
    for node in NODES:
        t = conn.execute(f"MATCH (n:{node}) RETURN n.*").get_as_arrow()  # type: ignore[attr-defined]
        tables[node] = t.rename_columns([c.split(".", 1)[1] for c in t.column_names])
    for rel, (a, ak, b, bk) in RELS.items():
        tables[rel] = conn.execute(  # type: ignore[attr-defined]
            f"MATCH (a:{a})-[:{rel}]->(b:{b}) RETURN a.{ak} AS `from`, b.{bk} AS `to`"
        ).get_as_arrow()
    return tables


def raw_engine(engine: str, folder: Path, graph: dict[str, pa.Table], flat: pa.Table) -> tuple[float, float, float]:
    """The engine alone: COPY the same graph tables (and a flat table), then the raw conflict query."""
    from hcf_graph.queries import load_queries

    module = importlib.import_module(engine)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    db = module.Database(str(folder / "raw"))
    conn = module.Connection(db)
    for statement in load_queries(engine)["create_schema"].statements:
        conn.execute(statement)
    conn.execute(
        "CREATE NODE TABLE Flat(id INT64 PRIMARY KEY, doc STRING, entity STRING, relation STRING, value STRING)"
    )
    began = time.perf_counter()
    conn.execute("BEGIN TRANSACTION")
    for name in [*NODES, *RELS]:
        conn.execute(f"COPY {name} FROM $t", {"t": graph[name]})
    conn.execute("COMMIT")
    copy_s = time.perf_counter() - began
    data = pa.table(
        {
            "id": pa.array(range(flat.num_rows), pa.int64()),
            **{c: flat.column(c) for c in ("doc", "entity", "relation", "value")},
        }
    )
    began = time.perf_counter()
    conn.execute("COPY Flat FROM $t", {"t": data})
    flat_s = time.perf_counter() - began
    query_s, _ = timed(lambda: conn.execute(RAW_QUERY).get_as_arrow().num_rows, 3)
    conn.close()
    db.close()
    return copy_s, flat_s, query_s


def run(n: int, share: float, engine: str, work: Path) -> dict[str, object]:
    data = work / f"facts-{n}.jsonl"
    generate(data, n, share)
    db_dir = work / "db"
    shutil.rmtree(db_dir, ignore_errors=True)
    with Database(db_dir, engine=engine) as db:
        began = time.perf_counter()
        ingest_facts_file(db, data)
        ingest_s = time.perf_counter() - began
    extra = work / f"append-{n}.jsonl"
    generate_append(extra, n, max(1, n // 100))
    with Database(db_dir, engine=engine) as db:
        began = time.perf_counter()
        ingest_facts_file(db, extra)
        append_s = time.perf_counter() - began
    with Database(db_dir, engine=engine) as db:
        began = time.perf_counter()
        again = ingest_facts_file(db, data)
        reload_s = time.perf_counter() - began
        assert again.facts == 0, "a reload must add nothing"
    read_s, _ = timed(lambda: paj.read_json(data, read_options=paj.ReadOptions(block_size=1 << 24)), 3)
    check_s, _ = timed(lambda: check_rows(read_fact_rows(data).table), 3)
    with Database(db_dir, engine=engine, read_only=True) as db:
        conflicts_s, found = timed(lambda: db.graph.conflicts(), 3)
        json_s, _ = timed(lambda: json.dumps([c.as_json() for c in db.graph.conflicts()]), 1)
        graph = export_graph(db.graph.store._conn)  # type: ignore[attr-defined]
    raw_copy, flat_copy, raw_query = raw_engine(engine, work / "raw", graph, paj.read_json(data))
    return {
        "n": n,
        "engine": engine,
        "conflicts": len(found),  # type: ignore[arg-type]
        "ingest_s": ingest_s,
        "raw_copy_s": raw_copy,
        "flat_copy_s": flat_copy,
        "ingest_ratio": ingest_s / raw_copy,
        "append_n": max(1, n // 100),
        "append_s": append_s,
        "reload_s": reload_s,
        "arrow_read_s": read_s,
        "read_check_s": check_s,
        "conflicts_s": conflicts_s,
        "conflicts_json_s": json_s,
        "raw_query_s": raw_query,
        "conflicts_ratio": conflicts_s / raw_query,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--conflict-share", type=float, default=0.03)
    parser.add_argument("--engine", default="kuzu", choices=["kuzu", "ladybug"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hcf-bench-") as tmp:
        results = [run(n, args.conflict_share, args.engine, Path(tmp)) for n in args.n]
    print(
        f"command: python benchmarks/bench_ingest_facts.py --n {' '.join(map(str, args.n))} "
        f"--conflict-share {args.conflict_share} --engine {args.engine}\n"
    )
    print(
        "| facts | ingest-facts | raw COPY (same tables) | ratio | flat COPY | append 1% | reload | "
        "read + check lines | Arrow read_json | conflicts | hcf conflicts | as JSON | raw query | ratio |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        print(
            f"| {r['n']:,} | {r['ingest_s']:.2f} s | {r['raw_copy_s']:.2f} s | {r['ingest_ratio']:.1f}x | "
            f"{r['flat_copy_s']:.2f} s | {r['append_s']:.2f} s | {r['reload_s']:.2f} s | {r['read_check_s']:.2f} s | "
            f"{r['arrow_read_s']:.2f} s | {r['conflicts']:,} | {r['conflicts_s']:.2f} s | "
            f"{r['conflicts_json_s']:.2f} s | {r['raw_query_s']:.2f} s | {r['conflicts_ratio']:.1f}x |"
        )


if __name__ == "__main__":
    main()
