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

After an ingest or a decision, resolution is incremental: only the names that share a word with a
new name or a decided name (the only ones blocking could pair with them), and the clusters they
belong to, are resolved again, and only their facts are re-keyed; ``hcf entities resolve`` and a
first resolution look at every name. A rebuild replays each resolution after the batch it followed.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .arrow import pa
from .conflicts import Conflict
from .errors import InputError
from .graph import FactGraph
from .normalize import entity_key, value_key
from .resolve.blocking import deletion_forms
from .resolve.matching import DEFAULT_THRESHOLD
from .resolve.names import fold_token, matched_part, transliterate

if TYPE_CHECKING:  # the resolver (numpy, the matchers) loads when entities are resolved, not for hints
    from .resolve import Embedder, EntityResolver

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
    scope: int = 0  # how many entities were resolved again (all of them, unless incremental)
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
    from .resolve import AliasTable, EntityResolver

    latest: dict[frozenset[str], Decision] = {}
    for d in active_decisions(decisions):
        latest[frozenset((d.a, d.b))] = d
    merges = [(d.a, d.b) for d in latest.values() if d.action == MERGE]
    splits = [(d.a, d.b) for d in latest.values() if d.action == SPLIT]
    aliases = AliasTable.from_pairs(merges, source="hcf entities merge") if merges else None
    return EntityResolver(threshold=threshold, never_merge=splits, aliases=aliases, embedder=embedder)


def resolve_entities(
    graph: FactGraph,
    decisions: list[Decision],
    threshold: float = DEFAULT_THRESHOLD,
    embedder: Embedder | None = None,
    touched: set[str] | None = None,
    refresh_conflicts: bool = True,
) -> ResolutionReport:
    """Resolve the graph's entities and apply the result in one transaction (a dry run calls this
    on a scratch copy of the graph, see ``Database.scratch_copy``).

    ``refresh_conflicts=False`` re-keys without judging the affected keys again (the caller
    refreshes every conflict afterwards); ``conflicts_before``/``after`` are then not filled.

    ``touched`` None resolves every entity. Otherwise it holds the entity keys that changed since
    the last resolution (new names, names of new decisions): only the names that could match them
    (:func:`resolution_scope`) are resolved again, and only their facts are re-keyed.
    """
    entities = graph.rows("list_entity_names")
    in_graph = {e["key"] for e in entities}
    entities += merged_names_without_node(decisions, in_graph)
    stored = {e["key"]: e["canonical"] or e["key"] for e in entities}
    scope = None if touched is None else resolution_scope(entities, touched)
    chosen = entities if scope is None else [e for e in entities if e["key"] in scope]
    names = sorted({e["name"] for e in chosen})
    resolver = build_resolver(decisions, threshold, embedder)
    resolution = resolver.resolve(names) if names else None
    names_by_key = {e["key"]: e["name"] for e in chosen}
    wanted: dict[str, str] = {}
    display: dict[str, str] = {}
    for e in chosen:
        canonical_name = resolution.alias_of(e["name"]) if resolution else e["name"]
        wanted[e["key"]] = entity_key(canonical_name)
        display.setdefault(wanted[e["key"]], canonical_name)
    report = ResolutionReport(entities=len(entities), refused=len(resolution.refused) if resolution else 0)
    report.scope = len(chosen)
    report.changed = [(k, stored[k], wanted[k]) for k in sorted(wanted) if wanted[k] != stored[k]]
    edges = alias_edges(resolution.decisions if resolution else [], wanted)
    outside = sum(1 for e in entities if e["key"] not in wanted and stored[e["key"]] != e["key"])
    report.aliases = edges.num_rows + outside
    with graph.store.transaction():
        old_keys = _affected_keys(graph, report.changed, names_by_key)
        if refresh_conflicts:
            report.conflicts_before = _conflicts_of(graph, old_keys)
        _write(
            graph,
            report.changed,
            edges,
            wanted,
            {**names_by_key, **display},
            in_graph,
            None if scope is None else sorted(wanted),
        )
        graph.forget_aliases()  # values are compared through the new aliases from here on
        new_keys = set()
        if report.changed:
            rows = [{"key": k, "canonical": new} for k, _, new in report.changed]
            new_keys = {r["ckey"] for r in graph.rows("rekey_facts", rows=rows, sep="\x1f")}
        if refresh_conflicts:
            graph.refresh_conflicts(old_keys | new_keys)
            report.conflicts_after = _conflicts_of(graph, old_keys | new_keys)
    graph.forget_aliases()
    return report


def touched_since(
    graph: FactGraph, resolved_through: int | None, pending: list[Decision] | None = None
) -> set[str] | None:
    """The entity keys an incremental resolution must look at after batch ``resolved_through``
    (the last batch applied when the graph was last resolved): entities first stated since, and the
    names of decisions recorded since (an undo: the names of the decision it undoes) or
    ``pending``. None asks for a full resolution: the graph was never resolved this way, or an
    `hcf entities resolve` ran since (its threshold or embedding setting may have changed)."""
    if resolved_through is None:
        return None
    after = f"{resolved_through:06d}"
    for row in graph.rows("list_batch_infos"):
        if row["id"] > after and json.loads(row["info"] or "{}").get("kind") == "resolve":
            return None
    touched = {r["key"] for r in graph.rows("list_entity_keys_since", after=after)}
    rows = graph.decisions()
    by_id = {r["id"]: r for r in rows}
    new = [r for r in rows if (r["seq"] or 0) > resolved_through] + [d.__dict__ for d in pending or []]
    for d in new:
        for found in (d, by_id.get(d.get("undoes") or "")):
            if found:
                touched |= {entity_key(found["a"] or ""), entity_key(found["b"] or "")}
    return touched - {""}


def resolution_scope(entities: list[dict[str, Any]], touched: set[str]) -> set[str]:
    """The entity keys an incremental resolution looks at again: the touched keys, every entity
    whose name shares a word with a touched name (blocking only ever pairs names that share a
    word, or one-word names a typo apart), and all members of the clusters these belong to."""
    names = {e["key"]: e["name"] for e in entities}
    stored = {e["key"]: e["canonical"] or e["key"] for e in entities}
    probe: set[str] = set()
    for key in touched:
        for word in _loose_words(names.get(key, key)):
            probe |= deletion_forms(word)
    scope = set(touched) & set(names)
    for key, name in names.items():
        if key not in scope and not _match_keys(name).isdisjoint(probe):
            scope.add(key)
    clusters = {stored[k] for k in scope} | scope
    scope |= {k for k, canonical in stored.items() if canonical in clusters}
    return scope | {stored[k] for k in scope if stored[k] in names}


def _loose_words(name: str) -> list[str]:
    """The folded words of a name (cheaply: no signature rules), for finding names worth comparing."""
    text = transliterate(matched_part(name)).lower()
    return [fold_token(w) for w in _WORD.split(text) if len(w) > 1]


def _match_keys(name: str) -> set[str]:
    """What a name is found by in :func:`resolution_scope`: its folded words, and for a one-word
    name every one-deletion form (a one-word typo shares no whole word)."""
    words = _loose_words(name)
    if len(words) == 1:
        return deletion_forms(words[0])
    return set(words)


_WORD = re.compile(r"[^a-z0-9]+")


def _affected_keys(graph: FactGraph, changed: list[tuple[str, str, str]], names: dict[str, str]) -> set[str]:
    """Conflict keys of facts about a re-pointed entity, or whose value names one (or its canonical)."""
    if not changed:
        return set()
    entity_keys = sorted({k for k, _, _ in changed})
    value_keys = sorted({value_key(names.get(k, k)) for change in changed for k in change})
    about = graph.rows("list_fact_keys_of_entities", keys=entity_keys)
    naming = graph.rows("list_fact_keys_of_values", keys=value_keys)
    return {r["ckey"] for r in about + naming}


def alias_edges(decisions: list[Any], wanted: dict[str, str]) -> pa.Table:
    """ALIAS_OF rows for every entity key that resolves to another key, with the decision behind it."""
    by_key: dict[str, dict[str, Any]] = {}
    for d in decisions:
        key, canonical = entity_key(d.alias), wanted.get(entity_key(d.alias))
        if canonical and canonical != key:
            by_key[key] = {
                "from": key,
                "to": canonical,
                "score": float(d.score),
                "method": d.method,
                "reason": d.reason,
            }
    for key, canonical in wanted.items():  # names folded together by their signature alone
        if canonical != key and key not in by_key:
            by_key[key] = {"from": key, "to": canonical, "score": 1.0, "method": "exact-signature", "reason": ""}
    schema = pa.schema(
        [
            ("from", pa.string()),
            ("to", pa.string()),
            ("score", pa.float64()),
            ("method", pa.string()),
            ("reason", pa.string()),
        ]
    )
    return pa.Table.from_pylist([by_key[k] for k in sorted(by_key)], schema)


def merged_names_without_node(decisions: list[Decision], in_graph: set[str]) -> list[dict[str, Any]]:
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


def _write(
    graph: FactGraph,
    changed: list[tuple[str, str, str]],
    edges: pa.Table,
    wanted: dict[str, str],
    display: dict[str, str],
    in_graph: set[str],
    scope: list[str] | None = None,
) -> None:
    """Write the resolution: missing Entity nodes, re-pointed canonicals, and the ALIAS_OF edges
    (all of them, or those leaving the ``scope`` keys of an incremental resolution)."""
    missing = sorted((set(wanted) | set(wanted.values())) - in_graph)
    if missing:  # canonical or merged names no fact is about: they still get their node
        graph.store.copy(
            "Entity",
            pa.table(
                {
                    "key": missing,
                    "name": [display.get(k, k) for k in missing],
                    "kind": ["entity"] * len(missing),
                    "canonical": [wanted.get(k, k) for k in missing],
                }
            ),
        )
    existing_changed = [(k, new) for k, _, new in changed if k in in_graph]
    if existing_changed:
        graph.run("set_entity_canonicals", rows=[{"key": k, "canonical": new} for k, new in existing_changed])
    if scope is None:
        graph.run("delete_aliases")
    elif scope:
        graph.run("delete_aliases_of_keys", keys=scope)
    graph.store.copy("ALIAS_OF", edges)


def _conflicts_of(graph: FactGraph, ckeys: set[str]) -> list[Conflict]:
    return graph.conflicts_in_keys(ckeys) if ckeys else []


# -- names a user types: did-you-mean hints, canonical names, refusing unknown names ----------------


def did_you_mean(text: str, candidates: dict[str, str], limit: int = 5) -> list[str]:
    """The hints (values of ``candidates``, a key -> hint map) whose key contains ``text``'s key
    or is spelled close to it, closest first, each hint once."""
    key = entity_key(text)
    if not key or not candidates:
        return []
    close = difflib.get_close_matches(key, list(candidates), n=limit, cutoff=0.6)
    containing = sorted((k for k in candidates if key in k or (len(k) >= 3 and k in key)), key=len)
    shown: list[str] = []
    for k in [*close, *containing]:
        if candidates[k] not in shown:
            shown.append(candidates[k])
    return shown[:limit]


def hint(hints: list[str]) -> str:
    """ "; did you mean: 'Spain', 'Spanish'?" or "" when there is nothing to suggest."""
    return f"; did you mean: {', '.join(hints)}?" if hints else ""


def entity_names(graph: FactGraph) -> dict[str, str]:
    """Every entity key that current facts are about, with its hint: the name, and the canonical
    entity's name when it is an alias ("'Spain' (alias of 'Kingdom of Spain')")."""
    rows = graph.rows("list_entities")
    names = {r["key"]: r["name"] for r in rows}
    hints = {}
    for r in rows:
        if not r["n_facts"]:
            continue
        canonical = names.get(r["canonical"] or r["key"], r["name"])
        hints[r["key"]] = repr(r["name"]) + (f" (alias of {canonical!r})" if canonical != r["name"] else "")
    return hints


def canonical_entity(graph: FactGraph, name: str) -> tuple[str, str] | None:
    """(key, display name) of the canonical entity a name resolves to, or None for an unknown name."""
    key = entity_key(name)
    found = graph.rows("resolve_entity", key=key) if key else []
    return (found[0]["canonical"], found[0]["name"]) if found else None


def entity_note(graph: FactGraph, name: str) -> str:
    """A note when ``name`` is an alias ("'Kingdom of Spain' is an alias of 'Spain'"), else ""."""
    found = canonical_entity(graph, name)
    if found is None or found[0] == entity_key(name):
        return ""
    return f"{name!r} is an alias of {found[1]!r}; showing {found[1]}"


def explain_empty(graph: FactGraph, what: str, entity: str = "", relation: str = "", doc: str = "") -> str:
    """Why a listing of ``what`` ("facts", "conflicts") came back empty: which filter names nothing
    in the graph (with did-you-mean hints, canonical names first), or that the filters match but
    hold no ``what``."""
    reasons: list[str] = []
    if entity and canonical_entity(graph, entity) is None:
        reasons.append(f"no entity {entity!r}{hint(did_you_mean(entity, entity_names(graph)))}")
    if relation:
        r_key = graph.normalizer.relation_polarity(relation)[0]
        relations = {r["key"]: repr(r["key"]) for r in graph.rows("list_relations")}
        if r_key not in relations:
            reasons.append(f"no relation {relation!r}{hint(did_you_mean(r_key, relations))}")
    if doc:
        docs = graph.rows("list_documents", all_versions=True)
        known = {r["id"] for r in docs} | {r["name"] for r in docs}
        if doc not in known:
            by_name = {entity_key(r["name"]): repr(r["name"]) for r in docs}
            reasons.append(f"no document {doc!r}{hint(did_you_mean(doc, by_name))}")
    if reasons:
        return f"no {what}: " + "; ".join(reasons)
    filters = [
        f"{label} {value!r}"
        for label, value in (("entity", entity), ("relation", relation), ("document", doc))
        if value
    ]
    if not filters:
        return f"no {what} in this database"
    return f"no {what} for {' and '.join(filters)}"


def check_names_in_facts(graph: FactGraph, decisions: list[Decision]) -> None:
    """Refuse a merge or split that names something no current fact mentions (as its entity or its
    value): it would create an empty entity, and is most often a typo."""
    check_decisions(decisions)
    names = sorted({n for d in decisions if d.action in (MERGE, SPLIT) for n in (d.a, d.b)})
    if not names:
        return
    rows = [{"name": n, "entity": entity_key(n), "value": value_key(n)} for n in names]
    unknown = sorted(r["name"] for r in graph.rows("count_facts_naming", names=rows) if not r["n_facts"])
    if unknown:
        first = unknown[0]
        more = f" (and {len(unknown) - 1} more)" if len(unknown) > 1 else ""
        raise InputError(
            f"no fact mentions {first!r}{more}{hint(did_you_mean(first, entity_names(graph)))}; "
            "merge or split names that occur in the documents (see `hcf entities --all`)"
        )
