"""EntityResolver: clusters, decisions, alias tables, never-merge, chaining, embeddings."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from hcf_graph.resolve.aliases import AliasTable
from hcf_graph.resolve.entities import EntityResolver


def test_exact_signature_and_canonical_rule() -> None:
    res = EntityResolver().resolve(["Spain", "Kingdom of Spain", "Spain", "St. Louis", "Saint Louis"])
    assert res.clusters["Spain"] == ["Spain", "Kingdom of Spain"]  # most frequent wins
    assert res.canonical_of["St. Louis"] == "Saint Louis"  # tie: the longest
    methods = {d.alias: d.method for d in res.decisions}
    assert methods == {"Kingdom of Spain": "exact-signature", "St. Louis": "exact-signature"}
    assert res.merged_pairs() == {frozenset({"Spain", "Kingdom of Spain"}), frozenset({"St. Louis", "Saint Louis"})}


def test_fuzzy_decisions_carry_score_and_reason() -> None:
    res = EntityResolver().resolve(["Fyodor Dostoevsky", "Fyodor Dostoyevsky", "Fyodor Dostoevsky"])
    (decision,) = res.decisions
    assert decision.method == "fuzzy"
    assert decision.canonical == "Fyodor Dostoevsky"
    assert 0.85 <= decision.score < 1.0
    assert "dostoevsky" in decision.reason


def test_keeps_apart_the_hard_pairs() -> None:
    names = [
        "Guinea",
        "Equatorial Guinea",
        "Guinea-Bissau",
        "Niger",
        "Nigeria",
        "Marie Curie",
        "Pierre Curie",
        "Austria",
        "Australia",
        "North Korea",
        "South Korea",
        "Sudan",
        "South Sudan",
        "John Adams",
        "John Quincy Adams",
        "Republic of the Congo",
        "Democratic Republic of the Congo",
    ]
    res = EntityResolver().resolve(names)
    assert len(res.clusters) == len(names)
    assert res.decisions == []


def test_threshold_is_the_users() -> None:
    assert EntityResolver(threshold=0.85).match("John Smith", "John Smiht") is not None
    assert EntityResolver(threshold=0.95).match("John Smith", "John Smiht") is None
    with pytest.raises(ValueError):
        EntityResolver(threshold=0)


def test_alias_table_joins_and_names_the_cluster() -> None:
    table = AliasTable.from_pairs([("Bombay", "Mumbai"), ("Peking", "Beijing")], source="t.csv")
    res = EntityResolver(aliases=table).resolve(["Bombay", "Peking", "Mumbai", "Bombai"])
    assert res.canonical_of["Bombay"] == "Mumbai"
    assert res.canonical_of["Bombai"] == "Mumbai"  # a spelling of one name of the alias group
    assert res.canonical_of["Peking"] == "Beijing"  # canonical not in the input: still the name
    assert res.clusters["Beijing"] == ["Peking"]
    by_alias = {d.alias: d for d in res.decisions}
    assert by_alias["Bombay"].method == "alias-table"
    assert by_alias["Bombai"].method == "fuzzy"
    assert res.alias_of("Peking") == "Beijing"
    assert res.alias_of("Bombay (city)") == "Bombay (city)"  # unknown names map to themselves


def test_without_alias_table_peking_is_not_beijing() -> None:
    assert EntityResolver().match("Peking", "Beijing") is None


def test_never_merge_beats_fuzzy_and_alias_table() -> None:
    assert EntityResolver().match("John Smith", "John Smiht") is not None
    resolver = EntityResolver(never_merge=[("John Smith", "John Smiht")])
    res = resolver.resolve(["John Smith", "John Smiht"])
    assert len(res.clusters) == 2
    assert [d.method for d in res.refused] == ["never-merge"]

    table = AliasTable.from_pairs([("Niger", "Nigeria")])
    res = EntityResolver(aliases=table, never_merge=[("Niger", "Nigeria")]).resolve(["Niger", "Nigeria"])
    assert len(res.clusters) == 2
    assert res.refused[0].reason == "alias table overruled"


def test_never_merge_splits_even_equal_signatures() -> None:
    res = EntityResolver(never_merge=[("St. Louis", "Saint Louis")]).resolve(["St. Louis", "Saint Louis"])
    assert len(res.clusters) == 2


def test_complete_link_prevents_chaining() -> None:
    # "Jon Smithe" ~ "Jon Smith"? No: each merge must hold between every pair of members.
    names = ["Catherine Zeta", "Katherine Zeta", "Kathryn Zeta"]
    res = EntityResolver().resolve(names)
    for members in res.clusters.values():
        for a in members:
            for b in members:
                if a != b:
                    assert EntityResolver().score_pair(a, b).accepted


def test_chain_through_a_middle_name_is_cut() -> None:
    res = EntityResolver().resolve(["John Kennedy", "John F. Kennedy", "John Fitzgerald Kennedy"])
    # each of the two longer names matches "John F. Kennedy", but not each other's partner
    assert len(res.clusters) == 2


def test_word_frequencies_find_misspellings_in_a_corpus() -> None:
    names = [f"Helen {s}" for s in ("Adams", "Baker", "Clark", "Davis")] + ["Helxen Baker"]
    res = EntityResolver().resolve(names)
    assert res.canonical_of["Helxen Baker"] == "Helen Baker"
    assert EntityResolver().match("Helen Baker", "Helxen Baker") is None  # no corpus, no evidence


def test_fuzzy_pairs_are_the_raw_evidence() -> None:
    pairs, stats = EntityResolver().fuzzy_pairs(["John Smith", "John Smiht", "Mary Jones"])
    assert [(a, b) for a, b, _ in pairs] == [("john smith", "john smiht")]
    assert stats.candidate_pairs >= 1


def test_blocking_does_not_compare_all_pairs() -> None:
    names = [f"Person{i:04d} Name{i % 97:02d}" for i in range(2000)]
    res = EntityResolver().resolve(names)
    assert res.stats["candidate_pairs"] < len(names) * (len(names) - 1) / 2 / 20


class FakeEmbedder:
    """Vectors that make chosen names near-identical; everything else orthogonal."""

    name = "fake"

    def __init__(self, same: Sequence[set[str]]) -> None:
        self.same = same

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows = []
        for t in texts:
            v = np.zeros(16, dtype=np.float32)
            group = next((i for i, g in enumerate(self.same) if t in g), None)
            v[group if group is not None else 15 - (hash(t) % 8)] = 1.0
            rows.append(v)
        return np.vstack(rows)


def test_embedding_is_a_second_signal_never_the_only_one() -> None:
    embedder = FakeEmbedder([{"john smith", "john smiht"}, {"peking", "beijing"}, {"sudan", "south sudan"}])
    strict = EntityResolver(threshold=0.95)
    assert strict.match("John Smith", "John Smiht") is None  # 0.90 < 0.95
    decision = EntityResolver(threshold=0.95, embedder=embedder).match("John Smith", "John Smiht")
    assert decision is not None and decision.method == "embedding+fuzzy"
    resolver = EntityResolver(embedder=embedder)
    assert resolver.match("Peking", "Beijing") is None  # no string evidence at all
    assert resolver.match("Sudan", "South Sudan") is None  # a discriminating word stays one
