"""FactGraph: the domain operations on the fact graph, the only caller of ``store.run``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from . import conflicts as conflict_rows
from .conflicts import Conflict
from .log import Batch
from .normalize import Normalizer, entity_key
from .queries import Query, load_queries
from .store import GraphStore

# Above this many touched keys, one full grouped pass is cheaper than joining on the key list.
FULL_REFRESH_KEYS = 100_000


@dataclass(frozen=True)
class ApplyResult:
    """What applying one batch changed."""

    documents: int
    superseded: int
    facts: int
    conflicts_refreshed: int


class FactGraph:
    """Documents, chunks, facts, entities, values and conflicts in one graph store."""

    def __init__(self, store: GraphStore, normalizer: Normalizer | None = None) -> None:
        self.store = store
        self.normalizer = normalizer or Normalizer()
        self.queries: dict[str, Query] = load_queries(store.engine)

    def run(self, name: str, **params: Any) -> pa.Table:
        """Run the named query from queries/."""
        return self.store.run(self.queries[name], params)

    def rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        """Run the named query and return its rows as dicts."""
        return self.run(name, **params).to_pylist()

    # -- writing -------------------------------------------------------------------------

    def ensure_schema(self) -> None:
        """Create the tables if they do not exist yet."""
        self.run("create_schema")

    def applied_batches(self) -> set[str]:
        """Ids of the log batches already in the graph."""
        return {r["id"] for r in self.rows("list_batches")}

    def apply_batch(self, batch: Batch) -> ApplyResult:
        """Apply one log batch in one transaction: all of it lands, or none of it."""
        with self.store.transaction():
            superseded, touched = self._supersede(batch.documents)
            replaced_in_batch = _older_versions(batch.documents)
            self._copy_documents(batch, replaced_in_batch)
            facts = self._fact_table(batch, replaced_in_batch)
            self._copy_facts(facts)
            touched.update(pc.unique(facts.column("ckey")).to_pylist())
            refreshed = self.refresh_conflicts(touched)
            self.run(
                "create_batch",
                id=batch.id,
                seq=batch.seq,
                created=str(batch.info.get("created", "")),
                n_documents=batch.documents.num_rows,
                n_facts=batch.facts.num_rows,
                info=_json(batch.info),
            )
        return ApplyResult(batch.documents.num_rows, superseded, batch.facts.num_rows, refreshed)

    def _supersede(self, documents: pa.Table) -> tuple[int, set[str]]:
        names = pc.unique(documents.column("name")).to_pylist()
        if not names:
            return 0, set()
        new_ids = set(documents.column("id").to_pylist())
        old = [r["id"] for r in self.rows("find_current_documents", names=names) if r["id"] not in new_ids]
        if not old:
            return 0, set()
        self.run("supersede_documents", ids=old)
        touched = {r["ckey"] for r in self.rows("supersede_facts", ids=old)}
        return len(old), touched

    def _copy_documents(self, batch: Batch, replaced: set[str]) -> None:
        docs = batch.documents
        flags = pc.is_in(docs.column("id"), value_set=pa.array(sorted(replaced), pa.string()))
        node = docs.drop_columns(["text"]).append_column("superseded", flags)
        node = node.append_column("batch", pa.array([batch.id] * docs.num_rows, pa.string()))
        self.store.copy(
            "Document",
            node.select(
                [
                    "id",
                    "name",
                    "version",
                    "seq",
                    "sha256",
                    "source",
                    "mime",
                    "n_chars",
                    "has_text",
                    "superseded",
                    "batch",
                    "metadata",
                ]
            ),
        )
        chunks = batch.chunks
        self.store.copy("Chunk", chunks)
        self.store.copy("HAS_CHUNK", pa.table({"from": chunks.column("doc"), "to": chunks.column("id")}))

    def _fact_table(self, batch: Batch, replaced: set[str]) -> pa.Table:
        """The batch's facts with their normalized keys and superseded flag."""
        facts = batch.facts
        keys = {
            kind: self.normalizer.arrow_keys(facts.column(kind), kind)
            for kind in ("entity", "relation", "value", "qualifier")
        }
        sep = pa.scalar("\x1f")
        ckey = pc.binary_join_element_wise(keys["entity"], keys["relation"], keys["qualifier"], sep)
        superseded = self._superseded_flags(facts, replaced)
        return pa.table(
            {
                "id": facts.column("id"),
                "doc": facts.column("doc"),
                "doc_name": facts.column("doc_name"),
                "chunk": facts.column("chunk"),
                "entity": facts.column("entity"),
                "relation": facts.column("relation"),
                "value": facts.column("value"),
                "qualifier": facts.column("qualifier"),
                "entity_key": keys["entity"],
                "relation_key": keys["relation"],
                "value_key": keys["value"],
                "qualifier_key": keys["qualifier"],
                "ckey": ckey,
                "start_char": facts.column("start_char"),
                "end_char": facts.column("end_char"),
                "quote": facts.column("quote"),
                "extractor": facts.column("extractor"),
                "confidence": facts.column("confidence"),
                "superseded": superseded,
                "batch": pa.array([batch.id] * facts.num_rows, pa.string()),
            }
        )

    def _superseded_flags(self, facts: pa.Table, replaced: set[str]) -> pa.Array:
        """Facts of a document version that is superseded (before or within this batch)."""
        docs = pc.unique(facts.column("doc")).to_pylist()
        old = {r["id"] for r in self.rows("find_documents_by_id", ids=docs) if r["superseded"]} if docs else set()
        return pc.is_in(facts.column("doc"), value_set=pa.array(sorted(old | replaced), pa.string()))

    def _copy_facts(self, facts: pa.Table) -> None:
        self.store.copy("Fact", facts)
        self.store.copy("STATES", pa.table({"from": facts.column("chunk"), "to": facts.column("id")}))
        for node, rel, key_col, text_col in (
            ("Entity", "ABOUT", "entity_key", "entity"),
            ("Value", "HAS_VALUE", "value_key", "value"),
        ):
            existing = self.run(f"list_{node.lower()}_keys").column("key")
            self.store.copy(node, _new_keyed_nodes(facts, key_col, text_col, existing))
            self.store.copy(rel, pa.table({"from": facts.column("id"), "to": facts.column(key_col)}))

    def refresh_conflicts(self, ckeys: set[str] | None = None) -> int:
        """Re-detect the conflicts of the given keys (all keys when None); returns how many exist now."""
        if ckeys is not None and not ckeys:
            return 0
        if ckeys is None or len(ckeys) > FULL_REFRESH_KEYS:
            self.run("delete_all_conflicts")
            rows = self.run("detect_conflicts")
        else:
            keys = sorted(ckeys)
            self.run("delete_conflicts", ckeys=keys)
            rows = self.run("detect_conflicts_in_keys", ckeys=keys)
        found = conflict_rows.from_candidates(rows)
        nodes, edges = conflict_rows.to_tables(found)
        self.store.copy("Conflict", nodes)
        self.store.copy("INVOLVES", edges)
        return len(found)

    # -- reading -------------------------------------------------------------------------

    def conflicts(self, entity: str = "", relation: str = "", all_versions: bool = False) -> list[Conflict]:
        """Conflicts among current documents (stored), or over every version (computed now)."""
        e_key = entity_key(entity) if entity else ""
        r_key = self.normalizer.catalog.canonical(relation) if relation else ""
        if all_versions:
            found = conflict_rows.from_candidates(self.run("detect_conflicts_all_versions"))
            return [c for c in found if (not e_key or c.entity_key == e_key) and (not r_key or c.relation == r_key)]
        return conflict_rows.from_listing(self.run("list_conflicts", entity_key=e_key, relation_key=r_key))

    def facts(self, entity: str = "", doc: str = "", all_versions: bool = False) -> list[dict[str, Any]]:
        """Facts, filtered by entity (through its key) and/or document name or id."""
        e_key = entity_key(entity) if entity else ""
        return self.rows("list_facts", entity_key=e_key, doc=doc, all_versions=all_versions)

    def disagreement(self, entity: str) -> dict[str, Any]:
        """Which documents disagree about ``entity``: per relation, each value and who says it."""
        disputed = {c.ckey for c in self.conflicts(entity=entity)}
        return conflict_rows.disagreement(entity, self.facts(entity=entity), disputed)

    def documents(self, all_versions: bool = False) -> list[dict[str, Any]]:
        return self.rows("list_documents", all_versions=all_versions)

    def counts(self) -> dict[str, int]:
        return self.rows("count_graph")[0]

    def suggest_entities(self, text: str) -> list[str]:
        """Entity keys that contain the given text, for hints on an unknown entity."""
        return [r["key"] for r in self.rows("suggest_entities", fragment=entity_key(text))]


def _older_versions(documents: pa.Table) -> set[str]:
    """Ids of documents that a later version in the same batch replaces."""
    latest: dict[str, tuple[int, str]] = {}
    for row in documents.select(["id", "name", "seq"]).to_pylist():
        if row["name"] not in latest or row["seq"] > latest[row["name"]][0]:
            latest[row["name"]] = (row["seq"], row["id"])
    keep = {doc_id for _, doc_id in latest.values()}
    return {doc_id for doc_id in documents.column("id").to_pylist() if doc_id not in keep}


def _new_keyed_nodes(facts: pa.Table, key_col: str, text_col: str, existing: pa.Array | pa.ChunkedArray) -> pa.Table:
    """One node per key not yet in the graph, named by the first surface text seen for it."""
    pairs = facts.select([key_col, text_col]).group_by(key_col, use_threads=False).aggregate([(text_col, "first")])
    keys = pairs.column(key_col)
    fresh = pc.invert(pc.is_in(keys, value_set=pa.chunked_array([existing], pa.string()).combine_chunks()))
    pairs = pairs.filter(fresh)
    return pa.table(
        {
            "key": pairs.column(key_col),
            "name" if key_col == "entity_key" else "text": pairs.column(f"{text_col}_first"),
            "kind": pa.array(["entity" if key_col == "entity_key" else "text"] * pairs.num_rows, pa.string()),
        }
    )


def _json(info: dict[str, Any]) -> str:
    return json.dumps(info, sort_keys=True, default=str)
