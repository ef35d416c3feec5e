"""Entity alias resolution: which names in a corpus denote the same entity, and why.

:class:`EntityResolver` clusters names in four steps, each decision recorded:

1. names with equal signatures are one node ("Kingdom of Spain" = "Spain"; "exact-signature");
2. the user's alias table joins nodes ("Bombay" -> "Mumbai"; "alias-table"); a node joined this
   way is one entity with several names (a *supernode*);
3. blocking (:mod:`.blocking`) proposes candidate pairs, a quick ratio on folded words drops
   hopeless ones, and :func:`.matching.match_tokens` accepts or rejects the rest ("fuzzy"); with
   an embedder, pairs the string rules nearly accept are accepted when their names' embeddings
   agree too ("embedding+fuzzy"), never on embeddings alone;
4. accepted pairs are merged best score first, and only when *every* supernode of one cluster
   matches *every* supernode of the other (complete link: "Jon Smith" ~ "John Smith" ~ "Joan
   Smith" never chains "Jon" to "Joan"), and never across a never-merge pair, which is respected
   even against the alias table (refusals are recorded).

Canonical name of a cluster: the alias table's canonical name when the cluster used the table;
otherwise the most frequent spelling, then the one whose rarest word is most common in the input
(a typo makes a word rare: "Helen Baker" over "Helxen Baker"), then the longest (the most formal:
"Kingdom of Spain" over "Spain"), then the alphabetically first.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
from rapidfuzz import fuzz, process

from .aliases import AliasTable
from .blocking import BlockingStats, candidate_pairs, without_misspelt_designation
from .embeddings import Embedder
from .matching import DEFAULT_THRESHOLD, NameMatch, match_tokens
from .names import content_tokens, fold_token, matched_part
from .names import name_signature as full_signature
from .names import signature_tokens as full_tokens

EXACT, ALIAS_TABLE, FUZZY, EMBEDDING = "exact-signature", "alias-table", "fuzzy", "embedding+fuzzy"


def name_signature(name: str) -> str:
    """The signature of the part of a name that is matched (see :data:`.names.MAX_MATCH_CHARS`)."""
    return full_signature(matched_part(name))


def signature_tokens(name: str) -> tuple[str, ...]:
    """The signature tokens of the part of a name that is matched."""
    return full_tokens(matched_part(name))


@dataclass(frozen=True)
class AliasDecision:
    """``alias`` was resolved to ``canonical`` (or refused, method "never-merge") and why."""

    alias: str
    canonical: str
    score: float
    method: str
    reason: str = ""


@dataclass
class Resolution:
    """Clusters of names, the decision behind each alias, and what was refused."""

    clusters: dict[str, list[str]]
    decisions: list[AliasDecision]
    refused: list[AliasDecision] = field(default_factory=list)
    canonical_of: dict[str, str] = field(default_factory=dict)
    stats: dict[str, float] = field(default_factory=dict)
    _by_signature: dict[str, str] = field(default_factory=dict, repr=False)

    def alias_of(self, name: str) -> str:
        """The canonical name of ``name``; names never seen map by signature, else to themselves."""
        found = self.canonical_of.get(name)
        if found is not None:
            return found
        return self._by_signature.get(name_signature(name), name)

    def merged_pairs(self) -> set[frozenset[str]]:
        """Every pair of distinct input names placed in one cluster."""
        pairs: set[frozenset[str]] = set()
        for members in self.clusters.values():
            for i, a in enumerate(members):
                for b in members[i + 1 :]:
                    pairs.add(frozenset((a, b)))
        return pairs


def _word_frequencies(node_tokens: Sequence[tuple[str, ...]]) -> Counter[str]:
    """In how many distinct names each content word occurs: the corpus evidence for misspellings."""
    freq: Counter[str] = Counter()
    for tokens in node_tokens:
        freq.update(set(content_tokens(tokens)))
    return freq


class _DisjointSets:
    def __init__(self, n: int) -> None:
        self.parent = list(range(n))
        self.members: dict[int, list[int]] = {i: [i] for i in range(n)}

    def find(self, x: int) -> int:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        if len(self.members[ra]) < len(self.members[rb]):
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.members[ra].extend(self.members.pop(rb))
        return ra


class EntityResolver:
    """Resolves entity names to clusters; see the module docstring for the rules.

    ``threshold`` is the fuzzy score a pair needs (0..1); ``never_merge`` pairs of names are never
    put in one cluster; ``aliases`` is a user alias table; ``embedder`` an optional second signal,
    consulted for pairs the string rules align but score within ``embedding_margin`` below the
    threshold, accepted at cosine >= ``embedding_threshold``.
    """

    def __init__(
        self,
        threshold: float = DEFAULT_THRESHOLD,
        never_merge: Iterable[Iterable[str]] = (),
        aliases: AliasTable | None = None,
        embedder: Embedder | None = None,
        embedding_threshold: float = 0.9,
        embedding_margin: float = 0.1,
        block_limit: int = 300,
        prefilter_margin: float = 0.07,
        workers: int = -1,
    ) -> None:
        if not 0.0 < threshold <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], got {threshold}")
        self.threshold = threshold
        self.never_merge = {frozenset(name_signature(n) for n in pair) for pair in map(tuple, never_merge)}
        self._never_merge_names = [tuple(pair) for pair in map(tuple, never_merge)]
        self.aliases = aliases
        self.embedder = embedder
        self.embedding_threshold = embedding_threshold
        self.embedding_margin = embedding_margin
        self.block_limit = block_limit
        self.prefilter_margin = prefilter_margin
        self.workers = workers
        self._embedding_cache: dict[str, np.ndarray] = {}

    # ---- one pair ---------------------------------------------------------------------------

    def match(self, a: str, b: str) -> AliasDecision | None:
        """Would ``a`` and ``b`` be merged as a pair? The decision, or None (kept apart)."""
        resolution = self.resolve([a, b])
        canonical = resolution.canonical_of[a]
        if canonical != resolution.canonical_of[b]:
            return None
        alias = b if canonical == a else a
        return next((d for d in resolution.decisions if d.alias == alias), None) or AliasDecision(
            alias, canonical, 1.0, EXACT, "same name"
        )

    def score_pair(self, a: str, b: str) -> NameMatch:
        """The string-rule verdict on a pair, ignoring alias tables and never-merge lists."""
        return self._match_nodes(signature_tokens(a), signature_tokens(b))

    def fuzzy_pairs(self, names: Sequence[str]) -> tuple[list[tuple[str, str, NameMatch]], BlockingStats]:
        """The pairs of distinct name signatures that blocking proposes and the matcher accepts.

        No alias table, never-merge list or clustering: this is the raw evidence ``resolve``
        merges from, for benchmarks and audits.
        """
        tokens = list(dict.fromkeys(signature_tokens(n) for n in names))
        edges, stats, _ = self._fuzzy_edges(tokens, _word_frequencies(tokens))
        sig_of = [" ".join(t) for t in tokens]
        return [(sig_of[u], sig_of[v], m) for (u, v), m in edges.items()], stats

    # ---- many names -------------------------------------------------------------------------

    def resolve(self, names: Sequence[str]) -> Resolution:
        """Cluster ``names`` (duplicates allowed; they count towards the canonical choice)."""
        t0 = time.perf_counter()
        counts = Counter(names)
        distinct = list(dict.fromkeys(names))
        node_of_name, node_sigs = self._nodes(distinct)
        n_nodes = len(node_sigs)
        # Split the stored signature; re-reading it as a name would apply the rules twice
        # ("dr congo" would lose "dr" as a title).
        node_tokens = [tuple(s.split("\x00")[0].split()) for s in node_sigs]
        forbidden = self._forbidden_node_pairs(node_of_name, node_sigs)
        sets = _DisjointSets(n_nodes)
        refused: list[AliasDecision] = []
        # Node names (for messages) are the first input name of each node.
        label: dict[int, str] = {}
        for name in distinct:
            label.setdefault(node_of_name[name], name)

        # 2. alias table
        alias_target: dict[int, int] = {}
        if self.aliases is not None:
            sig_to_node = {s: i for i, s in enumerate(node_sigs)}
            for node in range(n_nodes):
                canonical = self.aliases.canonical(label[node])
                if canonical is None:
                    continue
                target_sig = name_signature(canonical)
                target = sig_to_node.get(target_sig)
                if target is None:  # the canonical name is not in the input: add it as a node
                    target = len(node_sigs)
                    node_sigs.append(target_sig)
                    node_tokens.append(signature_tokens(canonical))
                    sig_to_node[target_sig] = target
                    sets.parent.append(target)
                    sets.members[target] = [target]
                    label[target] = canonical
                if self._violates(sets, node, target, forbidden):
                    refused.append(AliasDecision(label[node], canonical, 1.0, "never-merge", "alias table overruled"))
                    continue
                alias_target[node] = target
                sets.union(node, target)
        n_all = len(node_sigs)
        supernode_of = [sets.find(i) for i in range(n_all)]
        t_alias = time.perf_counter()

        # 3. candidates and fuzzy edges
        word_freq = _word_frequencies(node_tokens)
        edges, bstats, n_scored = self._fuzzy_edges(node_tokens, word_freq)
        t_match = time.perf_counter()

        # 4. complete-link merging, best score first
        cache: dict[tuple[int, int], NameMatch] = {}
        for (u, v), m in edges.items():
            cache[(u, v)] = m
        supers: dict[int, list[int]] = {}
        for node in range(n_all):
            supers.setdefault(supernode_of[node], []).append(node)
        cluster_sets = _DisjointSets(n_all)  # over supernode roots
        for (u, v), m in sorted(edges.items(), key=lambda item: -item[1].score):
            su, sv = supernode_of[u], supernode_of[v]
            cu, cv = cluster_sets.find(su), cluster_sets.find(sv)
            if cu == cv:
                continue
            if self._violates_clusters(cluster_sets.members[cu], cluster_sets.members[cv], supers, forbidden):
                refused.append(AliasDecision(label[u], label[v], m.score, "never-merge", m.reason))
                continue
            if not self._complete_link(
                cluster_sets.members[cu], cluster_sets.members[cv], supers, node_tokens, cache, word_freq
            ):
                continue
            cluster_sets.union(cu, cv)
        t_merge = time.perf_counter()

        resolution = self._build(
            distinct,
            counts,
            node_of_name,
            node_tokens,
            supernode_of,
            cluster_sets,
            alias_target,
            label,
            cache,
            word_freq,
        )
        resolution.refused = refused
        resolution.stats = {
            "names": float(len(names)),
            "distinct_names": float(len(distinct)),
            "nodes": float(n_nodes),
            "blocking_keys": float(bstats.keys),
            "blocks_skipped": float(bstats.blocks_skipped),
            "largest_block": float(bstats.largest_block),
            "candidate_pairs": float(bstats.candidate_pairs),
            "pairs_matched": float(n_scored),
            "fuzzy_edges": float(len(edges)),
            "seconds_nodes_aliases": t_alias - t0,
            "seconds_blocking_matching": t_match - t_alias,
            "seconds_merging": t_merge - t_match,
            "seconds_total": time.perf_counter() - t0,
        }
        return resolution

    # ---- steps ------------------------------------------------------------------------------

    def _nodes(self, distinct: list[str]) -> tuple[dict[str, int], list[str]]:
        """One node per signature; never-merge partners that share a signature get their own."""
        split: set[str] = set()
        for a, b in self._never_merge_names:
            if name_signature(a) == name_signature(b):
                split.update((a, b))
        node_of_name: dict[str, int] = {}
        sig_index: dict[str, int] = {}
        sigs: list[str] = []
        for name in distinct:
            sig = name_signature(name)
            key = f"{sig}\x00{name.strip().lower()}" if name in split else sig
            if key not in sig_index:
                sig_index[key] = len(sigs)
                sigs.append(key)
            node_of_name[name] = sig_index[key]
        return node_of_name, sigs

    def _forbidden_node_pairs(self, node_of_name: dict[str, int], node_sigs: list[str]) -> set[frozenset[int]]:
        by_sig: dict[str, list[int]] = {}
        for i, s in enumerate(node_sigs):
            by_sig.setdefault(s.split("\x00")[0], []).append(i)
        forbidden: set[frozenset[int]] = set()
        for a, b in self._never_merge_names:
            nodes_a = [node_of_name[a]] if a in node_of_name else by_sig.get(name_signature(a), [])
            nodes_b = [node_of_name[b]] if b in node_of_name else by_sig.get(name_signature(b), [])
            for x in nodes_a:
                for y in nodes_b:
                    if x != y:
                        forbidden.add(frozenset((x, y)))
        return forbidden

    @staticmethod
    def _violates(sets: _DisjointSets, a: int, b: int, forbidden: set[frozenset[int]]) -> bool:
        if not forbidden:
            return False
        ra, rb = sets.find(a), sets.find(b)
        return any(frozenset((x, y)) in forbidden for x in sets.members[ra] for y in sets.members[rb])

    @staticmethod
    def _violates_clusters(
        ca: list[int], cb: list[int], supers: dict[int, list[int]], forbidden: set[frozenset[int]]
    ) -> bool:
        if not forbidden:
            return False
        nodes_a = [n for s in ca for n in supers[s]]
        nodes_b = [n for s in cb for n in supers[s]]
        return any(frozenset((x, y)) in forbidden for x in nodes_a for y in nodes_b)

    def _complete_link(
        self,
        ca: list[int],
        cb: list[int],
        supers: dict[int, list[int]],
        node_tokens: list[tuple[str, ...]],
        cache: dict[tuple[int, int], NameMatch],
        word_freq: Mapping[str, int],
    ) -> bool:
        """Every supernode of one cluster matches (through one of its names) every one of the other."""
        for sa in ca:
            for sb in cb:
                if not any(
                    self._cached_match(u, v, node_tokens, cache, word_freq).accepted
                    for u in supers[sa]
                    for v in supers[sb]
                ):
                    return False
        return True

    def _cached_match(
        self,
        u: int,
        v: int,
        node_tokens: list[tuple[str, ...]],
        cache: dict[tuple[int, int], NameMatch],
        word_freq: Mapping[str, int] | None = None,
    ) -> NameMatch:
        key = (u, v) if u < v else (v, u)
        found = cache.get(key)
        if found is None:
            found = self._match_nodes(node_tokens[key[0]], node_tokens[key[1]], word_freq)
            cache[key] = found
        return found

    def _match_nodes(
        self, ta: tuple[str, ...], tb: tuple[str, ...], word_freq: Mapping[str, int] | None = None
    ) -> NameMatch:
        m = match_tokens(ta, tb, self.threshold, word_freq)
        if m.accepted or self.embedder is None:
            return m
        return self._embedding_rescue(ta, tb, m)

    def _embedding_rescue(self, ta: tuple[str, ...], tb: tuple[str, ...], m: NameMatch) -> NameMatch:
        """Accept a pair the string rules align but score just below the threshold, when the
        embeddings agree too; never on embeddings alone.

        Pairs that differ by a whole word are not rescued: MiniLM puts "John Adams" / "John
        Quincy Adams" (0.92) and "Samoa" / "American Samoa" (0.94) above "Tchaikovsky" / "Pyotr
        Ilyich Tchaikovsky" (0.81), so cosine cannot tell a short form from another entity.
        """
        if not (m.reason.startswith("score") and m.score >= self.threshold - self.embedding_margin):
            return m
        ea, eb = self._embed(" ".join(ta)), self._embed(" ".join(tb))
        cos = float(np.dot(ea, eb))
        if cos < self.embedding_threshold:
            return m
        return NameMatch(True, m.score, EMBEDDING, f"{m.reason}; embedding cosine {cos:.2f}")

    def _embed(self, text: str) -> np.ndarray:
        vec = self._embedding_cache.get(text)
        if vec is None:
            assert self.embedder is not None
            vec = self.embedder.embed([text])[0]
            self._embedding_cache[text] = vec
        return vec

    def _fuzzy_edges(
        self, node_tokens: list[tuple[str, ...]], word_freq: Mapping[str, int] | None = None
    ) -> tuple[dict[tuple[int, int], NameMatch], BlockingStats, int]:
        """Candidate pairs from blocking, a vectorized ratio prefilter, then the matcher."""
        content = [content_tokens(t) for t in node_tokens]
        words = [tuple(w for w in c if len(w) > 1) for c in content]
        initials = [tuple(w for w in c if len(w) == 1) for c in content]
        pairs, bstats = candidate_pairs(words, initials, self.block_limit)
        edges: dict[tuple[int, int], NameMatch] = {}
        if len(pairs) == 0:
            return edges, bstats, 0
        # The prefilter compares folded words, a misspelt designation set aside ("Principalty of").
        cores = [without_misspelt_designation(ws) or ws for ws in words]
        folded = [" ".join(sorted(fold_token(w) for w in ws)) for ws in cores]
        left = [folded[i] for i in pairs[:, 0]]
        right = [folded[j] for j in pairs[:, 1]]
        cutoff = max(0.0, self.threshold - self.prefilter_margin - (self.embedding_margin if self.embedder else 0.0))
        scores = process.cpdist(left, right, scorer=fuzz.ratio, workers=self.workers)
        # An initial may stand for a word the other name spells out ("J. S. Bach"); the ratio on
        # whole words cannot see that, so such pairs skip the prefilter.
        has_initials = np.array([bool(i) for i in initials])
        n_words = np.array([len(w) for w in words])
        expands = (has_initials[pairs[:, 0]] | has_initials[pairs[:, 1]]) & (
            n_words[pairs[:, 0]] != n_words[pairs[:, 1]]
        )
        keep = (scores >= cutoff * 100) | expands
        n_scored = 0
        for i, j in pairs[keep]:
            n_scored += 1
            m = self._match_nodes(node_tokens[i], node_tokens[j], word_freq)
            if m.accepted:
                edges[(int(i), int(j))] = m
        return edges, bstats, n_scored

    def _build(
        self,
        distinct: list[str],
        counts: Counter[str],
        node_of_name: dict[str, int],
        node_tokens: list[tuple[str, ...]],
        supernode_of: list[int],
        cluster_sets: _DisjointSets,
        alias_target: dict[int, int],
        label: dict[int, str],
        cache: dict[tuple[int, int], NameMatch],
        word_freq: Mapping[str, int],
    ) -> Resolution:
        """Choose canonical names and write one decision per alias."""
        names_by_cluster: dict[int, list[str]] = {}
        for name in distinct:
            root = cluster_sets.find(supernode_of[node_of_name[name]])
            names_by_cluster.setdefault(root, []).append(name)
        # alias-table canonical names that are not in the input still name their cluster
        table_canonical: dict[int, str] = {}
        for node, target in alias_target.items():
            root = cluster_sets.find(supernode_of[node])
            table_canonical.setdefault(root, label[target])
        clusters: dict[str, list[str]] = {}
        decisions: list[AliasDecision] = []
        canonical_of: dict[str, str] = {}
        by_signature: dict[str, str] = {}
        for root, members in names_by_cluster.items():
            canonical = table_canonical.get(root)
            if canonical is None or canonical in clusters:
                canonical = max(
                    members, key=lambda n: self._canonical_rank(n, counts, node_tokens, node_of_name, word_freq)
                )
            canonical_node = self._node_for(canonical, node_of_name, node_tokens)
            clusters[canonical] = members
            for name in members:
                canonical_of[name] = canonical
                by_signature.setdefault(name_signature(name), canonical)
                if name == canonical:
                    continue
                decisions.append(
                    self._decision(
                        name,
                        canonical,
                        node_of_name[name],
                        canonical_node,
                        supernode_of,
                        node_tokens,
                        cache,
                        word_freq,
                    )
                )
        by_signature.update({name_signature(c): c for c in clusters})
        return Resolution(clusters, decisions, canonical_of=canonical_of, _by_signature=by_signature)

    @staticmethod
    def _canonical_rank(
        name: str,
        counts: Counter[str],
        node_tokens: list[tuple[str, ...]],
        node_of_name: dict[str, int],
        word_freq: Mapping[str, int],
    ) -> tuple[int, int, int, list[int]]:
        """Most stated, then with the most common words (a typo makes a word rare), then longest."""
        words = content_tokens(node_tokens[node_of_name[name]])
        commonness = min((word_freq.get(w, 0) for w in words), default=0)
        return counts[name], commonness, len(name), [-ord(c) for c in matched_part(name)]

    @staticmethod
    def _node_for(name: str, node_of_name: dict[str, int], node_tokens: list[tuple[str, ...]]) -> int:
        if name in node_of_name:
            return node_of_name[name]
        tokens = signature_tokens(name)
        return next(i for i, t in enumerate(node_tokens) if t == tokens)

    def _decision(
        self,
        name: str,
        canonical: str,
        node: int,
        canonical_node: int,
        supernode_of: list[int],
        node_tokens: list[tuple[str, ...]],
        cache: dict[tuple[int, int], NameMatch],
        word_freq: Mapping[str, int],
    ) -> AliasDecision:
        if node == canonical_node or node_tokens[node] == node_tokens[canonical_node]:
            return AliasDecision(name, canonical, 1.0, EXACT, f"same signature {name_signature(name)!r}")
        if supernode_of[node] == supernode_of[canonical_node]:
            entry = self.aliases.entry(name) if self.aliases else None
            source = f" ({entry.source})" if entry and entry.source else ""
            return AliasDecision(name, canonical, 1.0, ALIAS_TABLE, f"alias table{source}")
        m = self._cached_match(node, canonical_node, node_tokens, cache, word_freq)
        if not m.accepted:
            # joined through another name of the canonical's alias group: report that link
            members = [i for i, s in enumerate(supernode_of) if s == supernode_of[canonical_node]]
            best = max(
                (self._cached_match(node, o, node_tokens, cache, word_freq) for o in members),
                key=lambda x: x.score,
            )
            m = best
        return AliasDecision(name, canonical, round(m.score, 4), m.method, m.reason)
