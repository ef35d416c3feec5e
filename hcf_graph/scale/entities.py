"""Entity resolution for the Spark job: the embedded graph's resolver, run once on the driver over
the distinct entity names, with the decisions and settings the log recorded.

The embedded graph resolves after every run of batches that asks for it (an ingest that resolves,
a merge or split, ``hcf entities resolve``), over every Entity node's name (the first spelling
seen for its key) and the names users merged. Resolution is a pure function of those names, the
decisions, the threshold and the embedding setting, so the state after the last such run is
computed here from the names first seen up to that batch; keys first seen after it keep their own
key, as they do in the graph. Distinct names are far fewer than facts (the driver holds them, see
the README's estimate).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from ..normalize import entity_key
from ..resolution import Decision, alias_edges, build_resolver, merged_names_without_node
from ..resolve.matching import DEFAULT_THRESHOLD


@dataclass
class EntityMap:
    """Where each entity key points after resolution, and the names the value rules compare through."""

    canonical: dict[str, str] = field(default_factory=dict)  # entity key -> canonical key (aliases only)
    alias_names: dict[str, str] = field(default_factory=dict)  # alias key -> canonical entity's name
    names: dict[str, str] = field(default_factory=dict)  # key -> Entity name (every key known to resolution)
    edges: pa.Table | None = None  # ALIAS_OF rows (from, to, score, method, reason)
    resolved: bool = False

    def canonical_key(self, key: str) -> str:
        return self.canonical.get(key, key)

    def alias_of(self, name: str) -> str:
        """The canonical entity name of a name, as ``FactGraph.alias_of`` answers it."""
        return self.alias_names.get(entity_key(name), name)


@dataclass(frozen=True)
class ResolutionPlan:
    """What the log says about entity resolution: the last batch after which it ran, the decisions
    and the settings in force then."""

    last_order: int  # apply order of the last batch that asked for resolution; -1: never
    decisions: list[Decision]
    threshold: float
    embeddings: bool
    runs: int


def resolution_plan(infos: list[dict[str, Any]], meta: dict[str, Any]) -> ResolutionPlan:
    """Read the batch infos (in apply order) as ``Database.catch_up`` replays them."""
    last, runs = -1, 0
    decisions: list[Decision] = []
    threshold = float(meta.get("threshold", DEFAULT_THRESHOLD))
    embeddings = bool(meta.get("embeddings", False))
    settings_at_last = (threshold, embeddings)
    pending = False
    for order, info in enumerate(infos):
        asks = bool(info.get("resolve") or info.get("decisions"))
        if pending and not asks:
            runs += 1
            pending = False
        for d in info.get("decisions", []):
            decisions.append(Decision(**{k: d.get(k) or "" for k in Decision.__dataclass_fields__}))
        if "threshold" in info:
            threshold = float(info["threshold"])
        if "embeddings" in info:
            embeddings = bool(info["embeddings"])
        if asks:
            last, settings_at_last = order, (threshold, embeddings)
            pending = True
    runs += int(pending)
    return ResolutionPlan(last, decisions, settings_at_last[0], settings_at_last[1], runs)


def resolve_names(first_names: dict[str, str], plan: ResolutionPlan) -> EntityMap:
    """Resolve the Entity names (key -> first spelling) known at the last resolution, as
    :func:`hcf_graph.resolution.resolve_entities` does on the graph."""
    if plan.last_order < 0:
        return EntityMap(names=dict(first_names))
    embedder = None
    if plan.embeddings:
        from ..resolve.embeddings import MiniLMEmbedder

        embedder = MiniLMEmbedder()
    resolver = build_resolver(plan.decisions, plan.threshold, embedder)
    names_by_key = dict(first_names)
    extra = merged_names_without_node(plan.decisions, set(names_by_key))
    names_by_key.update({e["key"]: e["name"] for e in extra})
    wanted, display, resolution = _run(resolver, names_by_key)
    created = {k: display.get(k, k) for k in set(wanted.values()) - set(names_by_key)}
    if created and plan.runs > 1:  # an earlier run's new canonical nodes take part in the later runs
        names_by_key.update(created)
        wanted, display, resolution = _run(resolver, names_by_key)
    # nodes the graph creates (merged names and canonical names no fact is about) take the display name
    names = dict(first_names)
    for key in (set(wanted) | set(wanted.values())) - set(first_names):
        names[key] = display.get(key, names_by_key.get(key, key))
    aliases = {k: v for k, v in wanted.items() if v != k}
    return EntityMap(
        canonical=aliases,
        alias_names={k: names[v] for k, v in aliases.items()},
        names=names,
        edges=alias_edges(resolution.decisions if resolution else [], wanted),
        resolved=True,
    )


def _run(resolver: Any, names_by_key: dict[str, str]) -> tuple[dict[str, str], dict[str, str], Any]:
    names = sorted(set(names_by_key.values()))
    resolution = resolver.resolve(names) if names else None
    wanted: dict[str, str] = {}
    display: dict[str, str] = {}
    for key, name in names_by_key.items():
        canonical_name = resolution.alias_of(name) if resolution else name
        wanted[key] = entity_key(canonical_name)
        display.setdefault(wanted[key], canonical_name)
    return wanted, display, resolution
