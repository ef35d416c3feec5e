"""A small log for the Spark tests: aliases, typed values, superseded versions, user decisions and a
batch written by an extraction worker; and random logs of pre-extracted facts."""

from __future__ import annotations

import json
import random
from hashlib import sha256
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph.database import Database
from hcf_graph.ingest.facts_file import ingest_facts_file
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.log import CHUNK_SCHEMA, DOCUMENT_SCHEMA, FACT_SCHEMA, append_worker_batch
from hcf_graph.model import SourceDocument
from hcf_graph.resolution import Decision

TEXTS = {
    "a": "The capital of Spain is Madrid. The population of Spain is 47 million. The height of Everest is 8,849 m.",
    "b": "The capital of the Kingdom of Spain is Toledo. The height of Everest is 8848.86 metres. "
    "The birth date of Marie Curie is 7 November 1867.",
    "c": "The birth date of Marie Curie is 1867. The height of Everest is 8,611 m. The founder of Acme is Bombay.",
    "d": "The population of Bombay is 12 million. The founder of Acme is Mumbai.",
    "e": "The population of Mumbai is 20 million. The official language of Spain is Spanish.",
    "f": "The official language of Spain is Catalan. The capital of Spain is Madrid.",
}
NEW_C = "The birth date of Marie Curie is 1868. The height of Everest is 8,849 metres. The founder of Acme is Bombay."


def doc(name: str, text: str) -> SourceDocument:
    return SourceDocument(name=name, text=text, source=name, mime="text/plain")


def build_small_log(folder: Path) -> Path:
    """The small log (five batches through the embedded writer); returns the database folder."""
    with Database(folder, engine=ENGINE) as db:
        ingest_documents(db, [doc(n, t) for n, t in TEXTS.items()], PatternExtractor(), cache=False)
        ingest_documents(db, [doc("c", NEW_C)], PatternExtractor(), cache=False)
        ids = db.next_decision_ids(1)
        db.record_decisions([Decision(ids[0], "merge", "Bombay", "Mumbai", who="test")])
    return folder


def random_facts_file(path: Path, seed: int, n: int = 240) -> Path:
    """Random pre-extracted facts: few entities (with alias spellings), typed values, negations,
    qualifiers, several documents and versions."""
    rng = random.Random(seed)
    entities = ["Spain", "Kingdom of Spain", "the Nile", "Nile", "Everest", "Mount Everest", "Marie Curie", "Acme"]
    relations = ["height", "capital", "official language", "birth date", "population", "is not a member of", "length"]
    values = [
        "8,849 m",
        "8848.86 metres",
        "8,611 m",
        "Madrid",
        "Toledo",
        "Spanish",
        "Catalan",
        "1867",
        "7 November 1867",
        "1868",
        "47 million",
        "48 million",
        "NATO",
        "6,650 km",
        "6650 kilometres",
        "about 6,700 km",
    ]
    lines = []
    for _ in range(n):
        row = {
            "doc": f"doc{rng.randrange(12)}",
            "entity": rng.choice(entities),
            "relation": rng.choice(relations),
            "value": rng.choice(values),
        }
        if rng.random() < 0.15:
            row["qualifier"] = rng.choice(["in 2010", "in 2020"])
        lines.append(row)
    path.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    return path


def build_random_log(folder: Path, seed: int) -> Path:
    """Two loads of random facts (the second changes some documents' versions) with resolution."""
    rng = random.Random(seed)
    with Database(folder, engine=ENGINE) as db:
        first = random_facts_file(folder.parent / f"facts-{seed}-1.jsonl", seed)
        ingest_facts_file(db, first, resolve=True)
        second = random_facts_file(folder.parent / f"facts-{seed}-2.jsonl", seed + 1000, n=60)
        rows = [json.loads(line) for line in second.read_text(encoding="utf-8").splitlines()]
        for row in rows:
            row["version"] = "2" if rng.random() < 0.5 else "1"
        by_doc: dict[str, str] = {}
        for row in rows:  # every line of a document gives the same version
            row["version"] = by_doc.setdefault(row["doc"], row["version"])
        second.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
        ingest_facts_file(db, second, resolve=True, source="second")
    return folder


WORKER_TEXT = "The capital of Spain is Barcelona. The height of Everest is 8,849 m."


def worker_tables(text: str = WORKER_TEXT, name: str = "g", tag: str = "w1") -> tuple[pa.Table, pa.Table, pa.Table]:
    """What an extraction worker writes for one document: the document, one chunk, its facts."""
    doc_id = f"{name}@1"
    found = PatternExtractor().extract([text])[0]
    documents = pa.Table.from_pylist(
        [
            {
                "id": doc_id,
                "name": name,
                "version": "1",
                "seq": 1,
                "sha256": sha256(text.encode()).hexdigest(),
                "source": name,
                "mime": "text/plain",
                "n_chars": len(text),
                "has_text": True,
                "metadata": "{}",
                "text": text,
            }
        ],
        DOCUMENT_SCHEMA,
    )
    chunks = pa.Table.from_pylist(
        [{"id": f"{doc_id}#0", "doc": doc_id, "ordinal": 0, "start_char": 0, "end_char": len(text), "text": text}],
        CHUNK_SCHEMA,
    )
    facts = pa.Table.from_pylist(
        [
            {
                "id": f"{tag}-{i}",
                "doc": doc_id,
                "doc_name": name,
                "chunk": f"{doc_id}#0",
                "entity": f.entity,
                "relation": f.relation,
                "value": f.value,
                "qualifier": "",
                "start_char": f.start,
                "end_char": f.end,
                "quote": text[f.start : f.end],
                "extractor": "test-pattern.v1",
                "confidence": 1.0,
            }
            for i, f in enumerate(found)
        ],
        FACT_SCHEMA,
    )
    return documents, chunks, facts


def add_worker_batches(db_dir: Path) -> str:
    """One complete worker batch (written twice: the retry writes nothing), one a worker is still
    writing, and one torn folder without its manifest; returns the complete batch's name."""
    log = db_dir / "log"
    name, written = append_worker_batch(log, *worker_tables(), {"kind": "worker", "worker": "w1"})
    again, rewritten = append_worker_batch(log, *worker_tables(), {"kind": "worker", "worker": "w1"})
    assert (name, written, rewritten) == (again, True, False)
    unfinished = log / ".incoming-0123456789abcdef-999999"  # a worker half-way: never read
    unfinished.mkdir()
    pq.write_table(worker_tables("The capital of Spain is Lisbon.", "h", "w2")[2], unfinished / "facts.parquet")
    torn = log / "h-ffffffffffffffffffffffffffffffff"  # a folder without its manifest: not complete, not read
    torn.mkdir()
    docs, chunks, facts = worker_tables("The capital of Spain is Porto.", "i", "w3")
    for part, table in (("documents", docs), ("chunks", chunks), ("facts", facts)):
        pq.write_table(table, torn / f"{part}.parquet")
    return name
