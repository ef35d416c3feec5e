"""Entity resolution on the graph: canonical entities, ALIAS_OF edges, and facts re-keyed.

:class:`~hcf_graph.resolve.EntityResolver` decides which entity names denote one thing (name
signatures, blocking, fuzzy rules, the user's merges as an alias table and their splits as a
never-merge list). This module applies its answer to the graph in one transaction:

1. every entity points at its canonical entity (``Entity.canonical``), and each alias has an
   ``ALIAS_OF {score, method, reason}`` edge to it;
2. facts about entities whose canonical entity changed get new conflict keys;
3. the conflicts of the old and new keys are detected again.

Resolution is a pure function of the entity names, the threshold and the recorded decisions, so
running it again changes nothing, and a rebuild from the log gives the same graph.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from .conflicts import Conflict
from .errors import InputError
from .graph import FactGraph
from .normalize import entity_key, value_key
from .resolve import AliasTable, Embedder, EntityResolver
from .resolve.matching import DEFAULT_THRESHOLD

MERGE, SPLIT, UNDO = "merge", "split", "undo"


@dataclass(frozen=True)
class Decision:
    """A user's decision about two entity names: merge ``a`` into ``b``, keep them apart, or undo."""

    id: str
    action: str
    a: str
    b: str
    method: str = "manual"
    who: str = ""
    created: str = ""
    note: str = ""
    undoes: str = ""

    def as_row(self, seq: int) -> dict[str, Any]:
        return {**self.__dict__, "seq": seq}


@dataclass
class ResolutionReport:
    """What one resolution changed, and for a dry run which conflicts would appear or disappear."""

    entities: int = 0
    aliases: int = 0
    changed: list[tuple[str, str, str]] = field(default_factory=list)  # (entity key, old canonical, new)
    refused: int = 0
    conflicts_before: list[Conflict] = field(default_factory=list)
    conflicts_after: list[Conflict] = field(default_factory=list)

    @property
    def appeared(self) -> list[Conflict]:
        before = {c.ckey for c in self.conflicts_before}
        return [c for c in self.conflicts_after if c.ckey not in before]

    @property
    def disappeared(self) -> list[Conflict]:
        after = {c.ckey for c in self.conflicts_after}
        return [c for c in self.conflicts_before if c.ckey not in after]

    def summary(self) -> str:
        return (
            f"{self.entities} entities, {self.aliases} aliases, {len(self.changed)} re-pointed, "
            f"{len(self.appeared)} conflicts appeared, {len(self.disappeared)} disappeared"
        )


def check_decisions(decisions: list[Decision]) -> None:
    """Refuse, before anything is written, a merge or split that cannot mean anything."""
    for d in decisions:
        if d.action not in (MERGE, SPLIT, UNDO):
            raise InputError(f"unknown decision {d.action!r}; use merge, split or undo")
        if not d.a.strip() or not d.b.strip():
            raise InputError(f"{d.action} needs two non-empty names, got {d.a!r} and {d.b!r}")
        if d.action != UNDO and d.a.strip().casefold() == d.b.strip().casefold():
            raise InputError(f"{d.a!r} and {d.b!r} are the same name; nothing to {d.action}")


def active_decisions(decisions: list[Decision]) -> list[Decision]:
    """Merges and splits that no later undo has taken back, oldest first."""
    undone = {d.undoes for d in decisions if d.action == UNDO}
    return [d for d in decisions if d.action in (MERGE, SPLIT) and d.id not in undone]


def build_resolver(
    decisions: list[Decision], threshold: float = DEFAULT_THRESHOLD, embedder: Embedder | None = None
) -> EntityResolver:
    """The resolver with the user's merges as an alias table and splits as never-merge pairs.

    A later decision about the same pair wins: a split after a merge keeps the names apart.
    """
    latest: dict[frozenset[str], Decision] = {}
    for d in active_decisions(decisions):
        latest[frozenset((d.a, d.b))] = d
    merges = [(d.a, d.b) for d in latest.values() if d.action == MERGE]
    splits = [(d.a, d.b) for d in latest.values() if d.action == SPLIT]
    aliases = AliasTable.from_pairs(merges, source="hcf entities merge") if merges else None
    return EntityResolver(threshold=threshold, never_merge=splits, aliases=aliases, embedder=embedder)


def resolve_entities(
    graph: FactGraph, decisions: list[Decision], threshold: float = DEFAULT_THRESHOLD, embedder: Embedder | None = None
) -> ResolutionReport:
    """Resolve every entity of the graph and apply the result in one transaction (a dry run
    calls this on a scratch copy of the graph, see ``Database.scratch_copy``)."""
    entities = graph.rows("list_entities")
    in_graph = {e["key"] for e in entities}
    entities += _merged_names_without_node(decisions, in_graph)
    names = sorted({e["name"] for e in entities})
    resolution = build_resolver(decisions, threshold, embedder).resolve(names) if names else None
    stored = {e["key"]: e["canonical"] or e["key"] for e in entities}
    names_by_key = {e["key"]: e["name"] for e in entities}
    wanted: dict[str, str] = {}
    display: dict[str, str] = {}
    for e in entities:
        canonical_name = resolution.alias_of(e["name"]) if resolution else e["name"]
        wanted[e["key"]] = entity_key(canonical_name)
        display.setdefault(wanted[e["key"]], canonical_name)
    report = ResolutionReport(entities=len(entities), refused=len(resolution.refused) if resolution else 0)
    report.changed = [(k, stored[k], wanted[k]) for k in sorted(wanted) if wanted[k] != stored[k]]
    edges = _alias_edges(resolution.decisions if resolution else [], wanted)
    report.aliases = edges.num_rows
    with graph.store.transaction():
        old_keys = _affected_keys(graph, report.changed, names_by_key)
        report.conflicts_before = _conflicts_of(graph, old_keys)
        _write(graph, report.changed, edges, wanted, {**names_by_key, **display}, in_graph)
        graph.forget_aliases()  # values are compared through the new aliases from here on
        new_keys = set()
        if report.changed:
            rows = [{"key": k, "canonical": new} for k, _, new in report.changed]
            new_keys = {r["ckey"] for r in graph.rows("rekey_facts", rows=rows, sep="\x1f")}
        graph.refresh_conflicts(old_keys | new_keys)
        report.conflicts_after = _conflicts_of(graph, old_keys | new_keys)
    graph.forget_aliases()
    return report


def _affected_keys(graph: FactGraph, changed: list[tuple[str, str, str]], names: dict[str, str]) -> set[str]:
    """Conflict keys of facts about a re-pointed entity, or whose value names one (or its canonical)."""
    if not changed:
        return set()
    entity_keys = sorted({k for k, _, _ in changed})
    value_keys = sorted({value_key(names.get(k, k)) for change in changed for k in change})
    about = graph.rows("list_fact_keys_of_entities", keys=entity_keys)
    naming = graph.rows("list_fact_keys_of_values", keys=value_keys)
    return {r["ckey"] for r in about + naming}


def _alias_edges(decisions: list[Any], wanted: dict[str, str]) -> pa.Table:
    """ALIAS_OF rows for every entity key that resolves to another key, with the decision behind it."""
    by_key: dict[str, dict[str, Any]] = {}
    for d in decisions:
        key, canonical = entity_key(d.alias), wanted.get(entity_key(d.alias))
        if canonical and canonical != key:
            by_key[key] = {"from": key, "to": canonical, "score": float(d.score), "method": d.method,
                           "reason": d.reason}
    for key, canonical in wanted.items():  # names folded together by their signature alone
        if canonical != key and key not in by_key:
            by_key[key] = {"from": key, "to": canonical, "score": 1.0, "method": "exact-signature", "reason": ""}
    schema = pa.schema([("from", pa.string()), ("to", pa.string()), ("score", pa.float64()),
                        ("method", pa.string()), ("reason", pa.string())])
    return pa.Table.from_pylist([by_key[k] for k in sorted(by_key)], schema)


def _merged_names_without_node(decisions: list[Decision], in_graph: set[str]) -> list[dict[str, Any]]:
    """Names a user merged that no fact is about (e.g. names that occur only as values): they get an
    Entity node too, so the merge becomes an ALIAS_OF edge that value comparison follows."""
    extra: dict[str, dict[str, Any]] = {}
    for d in active_decisions(decisions):
        if d.action != MERGE:
            continue
        for name in (d.a, d.b):
            key = entity_key(name)
            if key and key not in in_graph and key not in extra:
                extra[key] = {"key": key, "name": name, "canonical": None, "n_facts": 0}
    return list(extra.values())


def _write(graph: FactGraph, changed: list[tuple[str, str, str]], edges: pa.Table, wanted: dict[str, str],
           display: dict[str, str], in_graph: set[str]) -> None:
    missing = sorted((set(wanted) | set(wanted.values())) - in_graph)
    if missing:  # canonical or merged names no fact is about: they still get their node
        graph.store.copy("Entity", pa.table({
            "key": missing, "name": [display.get(k, k) for k in missing], "kind": ["entity"] * len(missing),
            "canonical": [wanted.get(k, k) for k in missing],
        }))
    existing_changed = [(k, new) for k, _, new in changed if k in in_graph]
    if existing_changed:
        graph.run("set_entity_canonicals", rows=[{"key": k, "canonical": new} for k, new in existing_changed])
    graph.run("delete_aliases")
    graph.store.copy("ALIAS_OF", edges)


def _conflicts_of(graph: FactGraph, ckeys: set[str]) -> list[Conflict]:
    return graph.conflicts_in_keys(ckeys) if ckeys else []
