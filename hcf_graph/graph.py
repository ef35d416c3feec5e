"""FactGraph: the domain operations on the fact graph, the only caller of ``store.run``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from . import conflicts as conflict_rows
from .arrow import pa, pc
from .conflicts import Conflict
from .errors import InputError
from .log import Batch
from .normalize import Normalizer, entity_key
from .queries import Query, load_queries
from .statuses import CONFLICT
from .store import GraphStore

if TYPE_CHECKING:  # the rules (value parsers, matchers) load when conflicts are judged
    from .conflict_rules import ConflictRules

DECISION_FIELDS = ("id", "seq", "action", "a", "b", "method", "who", "created", "note", "undoes")

# Extra batch parts written by audits, in COPY order (nodes before the edges between them).
AUDIT_PARTS = (
    ("audit", "Audit"),
    ("query", "Query"),
    ("answer", "Answer"),
    ("statement", "Statement"),
    ("audit_of", "AUDIT_OF"),
    ("answers", "ANSWERS"),
    ("retrieved", "RETRIEVED"),
    ("has_statement", "HAS_STATEMENT"),
    ("supported_by", "SUPPORTED_BY"),
    ("contradicted_by", "CONTRADICTED_BY"),
    ("cites", "CITES"),
)

# Above this many touched keys, one full grouped pass is cheaper than joining on the key list.
FULL_REFRESH_KEYS = 100_000
# Joining a key list costs about 20 times a fact's share of one grouped pass over every fact (kuzu
# 0.11.3: 66k keys over 200k facts 1.4 s joined, 0.2 s grouped), so from one touched key per this
# many facts the candidates are found by the grouped pass and only they are joined.
FACTS_PER_JOINED_KEY = 16


@dataclass(frozen=True)
class ApplyResult:
    """What applying one batch changed."""

    documents: int
    superseded: int
    facts: int
    conflicts_refreshed: int
    new_entities: int = 0


class FactGraph:
    """Documents, chunks, facts, entities, values and conflicts in one graph store."""

    def __init__(
        self, store: GraphStore, normalizer: Normalizer | None = None, rel_tolerance: float | None = None
    ) -> None:
        self.store = store
        self.normalizer = normalizer or Normalizer()
        self.queries: dict[str, Query] = load_queries(store.engine)
        self._rel_tolerance = rel_tolerance
        self._alias_names: dict[str, str] | None = None
        self._offered_keys: tuple[pa.Table, dict[str, pa.Array]] | None = None

    @cached_property
    def rules(self) -> ConflictRules:
        """The conflict rules of this graph's catalog (built on first use)."""
        from .conflict_rules import ConflictRules

        return ConflictRules(self.normalizer.catalog, self._rel_tolerance, alias_of=self.alias_of)

    def alias_of(self, name: str) -> str:
        """The canonical entity name of a name, through the graph's ALIAS_OF edges (for values)."""
        if self._alias_names is None:
            self._alias_names = {r["alias_key"]: r["canonical"] for r in self.rows("list_aliases")}
        if not self._alias_names:  # no aliases (a plain bulk load): no key to compute per compared value
            return name
        return self._alias_names.get(entity_key(name), name)

    def forget_aliases(self) -> None:
        """Drop the cached alias names (after a resolution changed them)."""
        self._alias_names = None

    def canonical_key(self, name: str) -> str:
        """The key of the canonical entity a name resolves to (its own key when unknown)."""
        key = entity_key(name)
        if not key:
            raise InputError(f"{name!r} has no letters or digits to look up; give an entity name")
        found = self.rows("resolve_entity", key=key)
        return found[0]["canonical"] if found else key

    def run(self, name: str, **params: Any) -> pa.Table:
        """Run the named query from queries/."""
        return self.store.run(self.queries[name], params)

    def rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        """Run the named query and return its rows as dicts (without Arrow)."""
        return self.store.rows(self.queries[name], params)

    # -- writing -------------------------------------------------------------------------

    def ensure_schema(self) -> None:
        """Create the tables if they do not exist yet."""
        self.run("create_schema")

    def applied_batches(self) -> set[str]:
        """Ids of the log batches already in the graph."""
        return {r["id"] for r in self.rows("list_batches")}

    def apply_batch(self, batch: Batch, refresh: bool = True) -> ApplyResult:
        """Apply one log batch in one transaction: all of it lands, or none of it.

        ``refresh=False`` leaves the conflicts of the keys it touches as they were: for a rebuild,
        which detects every conflict once after the last batch (:meth:`refresh_conflicts`).
        """
        with self.store.transaction():
            held_facts = self.rows("count_facts")[0]["facts"] > 0
            superseded, touched = self._supersede(batch.documents)
            replaced_in_batch = _older_versions(batch.documents)
            self._copy_documents(batch, replaced_in_batch)
            self._copy_entity_map(batch)
            entities = self.run("list_entity_keys")
            facts = self._fact_table(batch, replaced_in_batch, entities, self._take_offered_keys(batch.facts))
            new_entities = self._copy_facts(facts, entities)
            touched.update(pc.unique(facts.column("ckey")).to_pylist())
            touched.update(self._supersede_listed_facts(batch))
            refreshed = self.refresh_conflicts(touched, None if held_facts else facts) if refresh else 0
            self._copy_decisions(batch)
            self._copy_audit_parts(batch)
            self._copy_quality(batch)
            self.run(
                "create_batch",
                id=batch.id,
                seq=batch.seq,
                created=str(batch.info.get("created", "")),
                n_documents=batch.documents.num_rows,
                n_facts=batch.facts.num_rows,
                info=_json(batch.info),
            )
        return ApplyResult(batch.documents.num_rows, superseded, batch.facts.num_rows, refreshed, new_entities)

    def offer_fact_keys(self, facts: pa.Table, keys: dict[str, pa.Array]) -> None:
        """Keys a writer already computed (:meth:`Normalizer.arrow_fact_keys`, row for row) for the
        facts table it is about to store: the next batch carrying this very table object uses them
        instead of computing them again (a 1M-fact load: about 1 s)."""
        self._offered_keys = (facts, keys)

    def _take_offered_keys(self, facts: pa.Table) -> dict[str, pa.Array] | None:
        offered, self._offered_keys = self._offered_keys, None
        if offered is None or offered[0] is not facts:
            return None
        return offered[1]

    def _supersede_listed_facts(self, batch: Batch) -> set[str]:
        """Supersede the facts a batch lists in its ``superseded_facts`` part (an ingest-facts
        source that no longer holds them); returns the conflict keys they touch."""
        listed = batch.extra.get("superseded_facts")
        if listed is None or listed.num_rows == 0:
            return set()
        return {r["ckey"] for r in self.rows("supersede_facts_by_id", ids=listed.column("id").to_pylist())}

    def _copy_entity_map(self, batch: Batch) -> None:
        """Entities resolved elsewhere (``hcf scale load``: an ``entities`` part of key, name, kind,
        canonical and an ``aliases`` part of ALIAS_OF rows), for keys the graph does not hold yet,
        so the batch's facts are keyed through the same canonical entities."""
        entities = batch.extra.get("entities")
        if entities is None or not entities.num_rows:
            return
        known = self.run("list_entity_keys").column("key")
        fresh = entities.filter(pc.invert(pc.is_in(entities.column("key"), value_set=known.combine_chunks())))
        if not fresh.num_rows:
            return
        self.store.copy("Entity", fresh.select(["key", "name", "kind", "canonical"]))
        aliases = batch.extra.get("aliases")
        if aliases is not None and aliases.num_rows:
            keys = fresh.column("key").combine_chunks()
            self.store.copy("ALIAS_OF", aliases.filter(pc.is_in(aliases.column("from"), value_set=keys)))
        self.forget_aliases()

    def _copy_decisions(self, batch: Batch) -> None:
        """Record the entity decisions a batch carries (merge, split, undo) as Decision nodes."""
        rows = [{**d, "seq": batch.seq} for d in batch.info.get("decisions", [])]
        if rows:
            self.store.copy("Decision", pa.Table.from_pylist(rows, _decision_schema()))

    def _copy_audit_parts(self, batch: Batch) -> None:
        """COPY the audit parts a batch carries (``hcf audit``, ``hcf ask``), nodes before edges."""
        for part, table in AUDIT_PARTS:
            if part in batch.extra:
                self.store.copy(table, batch.extra[part])

    def _copy_quality(self, batch: Batch) -> None:
        """Store the IaDQ scores a batch carries (``hcf score``), replacing earlier scores of those documents."""
        quality = batch.extra.get("quality")
        if quality is None or not quality.num_rows:
            return
        ids = pc.binary_join_element_wise(quality.column("doc"), quality.column("scorer"), "|")
        self.run("delete_quality", ids=ids.to_pylist())
        batch_ids = pa.array([batch.id] * quality.num_rows, pa.string())
        self.store.copy("Quality", quality.add_column(0, "id", ids).append_column("batch", batch_ids))
        self.store.copy("HAS_QUALITY", pa.table({"from": quality.column("doc"), "to": ids}))

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

    def _fact_table(
        self, batch: Batch, replaced: set[str], entities: pa.Table, keys: dict[str, pa.Array] | None = None
    ) -> pa.Table:
        """The batch's facts with their keys (entity keys through their canonical entity) and flags."""
        facts = batch.facts
        if keys is None or any(len(key) != facts.num_rows for key in keys.values()):
            keys = self.normalizer.arrow_fact_keys(facts)
        found = pc.index_in(keys["entity"], value_set=entities.column("key"))
        canon = pc.coalesce(pc.take(entities.column("canonical"), found), keys["entity"])
        ckey = pc.binary_join_element_wise(canon, keys["relation"], keys["qualifier"], pa.scalar("\x1f"))
        columns = {
            name: facts.column(name)
            for name in ("id", "doc", "doc_name", "chunk", "entity", "relation", "value", "qualifier")
        }
        return pa.table(
            {
                **columns,
                "entity_key": keys["entity"],
                "canon_key": canon,
                "relation_key": keys["relation"],
                "value_key": keys["value"],
                "qualifier_key": keys["qualifier"],
                "negated": keys["negated"],
                "ckey": ckey,
                "start_char": facts.column("start_char"),
                "end_char": facts.column("end_char"),
                "quote": facts.column("quote"),
                "extractor": facts.column("extractor"),
                "confidence": facts.column("confidence"),
                "superseded": self._superseded_flags(facts, replaced),
                "batch": pa.array([batch.id] * facts.num_rows, pa.string()),
            }
        )

    def _superseded_flags(self, facts: pa.Table, replaced: set[str]) -> pa.Array:
        """Facts of a document version that is superseded (before or within this batch)."""
        docs = pc.unique(facts.column("doc")).to_pylist()
        old = {r["id"] for r in self.rows("find_documents_by_id", ids=docs) if r["superseded"]} if docs else set()
        return pc.is_in(facts.column("doc"), value_set=pa.array(sorted(old | replaced), pa.string()))

    def _copy_facts(self, facts: pa.Table, entities: pa.Table) -> int:
        """Copy facts, their relationships and new Entity/Value nodes; returns how many entities are new."""
        self.store.copy("Fact", facts)
        self.store.copy("STATES", pa.table({"from": facts.column("chunk"), "to": facts.column("id")}))
        new_entities = _new_keyed_nodes(facts, "entity_key", "entity", entities.column("key"))
        self.store.copy("Entity", new_entities.append_column("canonical", new_entities.column("key")))
        self.store.copy("ABOUT", pa.table({"from": facts.column("id"), "to": facts.column("entity_key")}))
        values = self.run("list_value_keys").column("key")
        self.store.copy("Value", _new_keyed_nodes(facts, "value_key", "value", values))
        self.store.copy("HAS_VALUE", pa.table({"from": facts.column("id"), "to": facts.column("value_key")}))
        return new_entities.num_rows

    def refresh_conflicts(self, ckeys: set[str] | None = None, every_fact: pa.Table | None = None) -> int:
        """Re-detect the conflicts of the given keys (all keys when None); returns how many of them
        are conflicts now (variant and multivalued records are stored too, but not counted).

        ``every_fact``: the keyed fact table of a batch applied to a graph that held no facts
        before it, so it holds every fact there is: the candidates are grouped from it in memory,
        without a query over the graph.
        """
        if ckeys is not None and not ckeys:
            return 0
        if every_fact is not None:
            self.run("delete_all_conflicts")
            rows = _candidate_rows(every_fact)
        elif ckeys is None or len(ckeys) > FULL_REFRESH_KEYS:
            self.run("delete_all_conflicts")
            keys = sorted(r["ckey"] for r in self.rows("detect_conflict_keys"))
            rows = self.run("detect_conflicts_in_keys", ckeys=keys) if keys else None
        else:
            keys = sorted(ckeys)
            self.run("delete_conflicts", ckeys=keys)
            if len(keys) * FACTS_PER_JOINED_KEY >= self.rows("count_facts")[0]["facts"]:
                candidates = self.run("detect_conflict_keys").column("ckey").to_pylist()
                keys = sorted(ckeys.intersection(candidates))
            rows = self.run("detect_conflicts_in_keys", ckeys=keys) if keys else None
        found = conflict_rows.from_candidates(rows, self.rules) if rows is not None else []
        nodes, edges = conflict_rows.to_tables(found)
        self.store.copy("Conflict", nodes)
        self.store.copy("INVOLVES", edges)
        return sum(1 for c in found if c.status == CONFLICT)

    # -- reading -------------------------------------------------------------------------

    def conflicts(
        self, entity: str = "", relation: str = "", all_versions: bool = False, statuses: tuple[str, ...] = (CONFLICT,)
    ) -> list[Conflict]:
        """Conflict records (by default the real conflicts) among current documents, or over every
        version (computed now). ``entity`` is found through its aliases."""
        e_key = self.canonical_key(entity) if entity else ""
        r_key = self.normalizer.relation_polarity(relation)[0] if relation else ""
        if relation and not r_key:
            raise InputError(f"{relation!r} has no letters or digits to look up; give a relation name")
        if all_versions:
            found = conflict_rows.from_candidates(self.run("detect_conflicts_all_versions"), self.rules)
            return [
                c
                for c in found
                if c.status in statuses and (not e_key or c.entity_key == e_key) and (not r_key or c.relation == r_key)
            ]
        params = {"entity_key": e_key, "relation_key": r_key, "statuses": list(statuses)}
        heads = self.rows("list_conflict_heads", **params)  # each verdict once, not once per fact
        return conflict_rows.from_listing(self.rows("list_conflicts", **params), heads)

    def conflicts_in_keys(self, ckeys: set[str], statuses: tuple[str, ...] = (CONFLICT,)) -> list[Conflict]:
        """Stored conflict records of the given conflict keys."""
        params = {"ckeys": sorted(ckeys), "statuses": list(statuses)}
        heads = self.rows("list_conflict_heads_in_keys", **params)
        return conflict_rows.from_listing(self.rows("list_conflicts_in_keys", **params), heads)

    def decisions(self) -> list[dict[str, Any]]:
        """Every recorded entity decision, oldest first."""
        return self.rows("list_decisions")

    def facts(self, entity: str = "", doc: str = "", all_versions: bool = False) -> list[dict[str, Any]]:
        """Facts, filtered by entity (through its aliases) and/or document name or id."""
        e_key = self.canonical_key(entity) if entity else ""
        return self.rows("list_facts", entity_key=e_key, doc=doc, all_versions=all_versions)

    def disagreement(self, entity: str) -> dict[str, Any]:
        """Which documents disagree about ``entity``: per relation, each value and who says it, values
        grouped by the same equality decisions as ``conflicts``; headed by the canonical name."""
        records = self.conflicts(entity=entity, statuses=conflict_rows.STATUSES)
        canonical = self.rows("resolve_entity", key=entity_key(entity))
        name = canonical[0]["name"] if canonical else ""
        return conflict_rows.disagreement(entity, self.facts(entity=entity), records, name)

    def documents(self, all_versions: bool = False) -> list[dict[str, Any]]:
        return self.rows("list_documents", all_versions=all_versions)

    def counts(self) -> dict[str, int]:
        return self.rows("count_graph")[0]

    def suggest_entities(self, text: str) -> list[str]:
        """Entity keys that contain the given text, for hints on an unknown entity."""
        return [r["key"] for r in self.rows("suggest_entities", fragment=entity_key(text))]


# detect_conflicts_in_keys's list columns, each from the Fact column it collects
CANDIDATE_COLUMNS = {
    "ids": "id",
    "value_keys": "value_key",
    "vals": "value",
    "docs": "doc",
    "entities": "entity",
    "qualifiers": "qualifier",
    "start_chars": "start_char",
    "end_chars": "end_char",
    "quotes": "quote",
    "negations": "negated",
}
# ... and the value that query puts for a null (collect() skips nulls)
CANDIDATE_NULLS = {"qualifier": "", "start_char": -1, "end_char": -1, "quote": ""}


def _candidate_rows(facts: pa.Table) -> pa.Table:
    """What ``detect_conflicts_in_keys`` returns over a graph holding just these (keyed) facts:
    per key with more than one distinct value key among the current facts, one row of lists, by key."""
    live = facts.filter(pc.invert(facts.column("superseded")))
    counts = live.group_by("ckey", use_threads=False).aggregate([("value_key", "count_distinct")])
    keys = counts.filter(pc.greater(counts.column("value_key_count_distinct"), 1)).column("ckey")
    live = live.filter(pc.is_in(live.column("ckey"), value_set=keys.combine_chunks()))
    columns = {"ckey": live.column("ckey")}
    for name in CANDIDATE_COLUMNS.values():
        column = live.column(name)
        columns[name] = pc.fill_null(column, CANDIDATE_NULLS[name]) if name in CANDIDATE_NULLS else column
    lists = (
        pa.table(columns)
        .group_by("ckey", use_threads=False)
        .aggregate([(name, "list") for name in CANDIDATE_COLUMNS.values()])
    )
    rows = {"ckey": lists.column("ckey")}
    rows.update({out: lists.column(f"{name}_list") for out, name in CANDIDATE_COLUMNS.items()})
    return pa.table(rows).sort_by("ckey")


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


def _decision_schema() -> pa.Schema:
    return pa.schema([(name, pa.int64() if name == "seq" else pa.string()) for name in DECISION_FIELDS])
