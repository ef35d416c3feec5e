"""Blocking keys: which names are worth comparing at all, without comparing all pairs.

Two spellings of one name that the matcher can accept differ in at most one word by a
transliteration or a typo, in initials, or in function words and word order. A word's *forms* are
its one-letter deletions (the SymSpell trick: a one-edit typo or transposition shares a form with
the right spelling) and its transliteration folds (:func:`.names.fold_token`):

- one word: each of its forms ("s:smth" ...);
- two words: each word's fold paired with each form of the other word ("p:john|smit"), so a typo
  in either word keeps a shared key, and blocks stay the size of "people named John Sm?th";
- three words or more: each pair of the six rarest folded words ("p:bank|first"), except pairs of
  two generic words ("institute|technology"): one typo leaves at least one pair intact;
- a name with a misspelt designation at an edge ("Principalty of Malham") is also keyed without
  it, so it meets "Malham";
- initials: "i:j|bach" for "J. S. Bach"; full names add the key only when some initialled name
  uses it (probe), so "John Smith" is compared with "J. Smith" but blocks do not grow otherwise.

Measured on 100k names (benchmarks/bench_entity_resolution.py): blocks are small enough that
every pair inside them is scored; blocks above ``block_limit`` are skipped and counted.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import TYPE_CHECKING

from .matching import near_designation
from .names import DESIGNATION_WORDS, GENERIC_WORDS, fold_token, fold_token_english

if TYPE_CHECKING:  # numpy loads when names are blocked, not when deletion_forms serves a hint
    import numpy as np


def deletion_forms(token: str) -> set[str]:
    """The token and every form of it with one letter deleted (tokens under four letters: itself)."""
    if len(token) < 4:
        return {token}
    return {token} | {token[:i] + token[i + 1 :] for i in range(len(token))}


def word_forms(word: str) -> set[str]:
    """What one word is blocked under: its one-deletion forms and its transliteration folds."""
    return deletion_forms(word) | {fold_token(word), fold_token_english(word)}


def name_keys(words: Sequence[str], doc_freq: Mapping[str, int], max_words: int = 6) -> list[str]:
    """Blocking keys of one name given its content words (initials excluded)."""
    if not words:
        return []
    if len(words) == 1:
        return ["s:" + form for form in word_forms(words[0])]
    folded = [fold_token(w) for w in words]
    if len(words) == 2:
        (a, b), (fa, fb) = words, folded
        return [f"p:{fa}|{form}" for form in word_forms(b)] + [f"p:{fb}|{form}" for form in word_forms(a)]
    rarest = sorted(set(folded), key=lambda w: (doc_freq.get(w, 0), -len(w), w))[:max_words]
    # A pair of generic words ("institute|technology") names a kind of thing, not a thing.
    return [
        "p:" + "|".join(sorted(pair))
        for pair in combinations(rarest, 2)
        if not (pair[0] in GENERIC_WORDS and pair[1] in GENERIC_WORDS)
    ]


def initial_keys(words: Sequence[str], initials: Sequence[str]) -> list[str]:
    """Keys that join an initialled name ("j s bach") to the full names it may abbreviate."""
    return [f"i:{i}|{w}" for i in initials for w in words]


def probe_initial_keys(words: Sequence[str]) -> list[str]:
    """The initial keys a full name would share with an initialled form of itself."""
    return [f"i:{a[0]}|{b}" for a, b in permutations(words, 2)]


def without_misspelt_designation(words: Sequence[str]) -> list[str] | None:
    """The words without a misspelt designation at either edge, or None when there is none."""
    if len(words) < 2:
        return None
    out = list(words)
    while len(out) > 1 and (out[0] in DESIGNATION_WORDS or near_designation(out[0])):
        out.pop(0)
    while len(out) > 1 and (out[-1] in DESIGNATION_WORDS or near_designation(out[-1])):
        out.pop()
    if len(out) == len(words) or all(w in DESIGNATION_WORDS for w in words if w not in out):
        return None
    return out


@dataclass
class BlockingStats:
    """What blocking produced, for benchmarks and the resolver's report."""

    keys: int = 0
    blocks_compared: int = 0
    blocks_skipped: int = 0
    candidate_pairs: int = 0
    largest_block: int = 0
    skipped_examples: list[str] = field(default_factory=list)


def candidate_pairs(
    node_words: Sequence[tuple[str, ...]],
    node_initials: Sequence[tuple[str, ...]],
    block_limit: int = 300,
) -> tuple[np.ndarray, BlockingStats]:
    """Distinct candidate pairs (i < j) of nodes that share a blocking key, as an (n, 2) array.

    ``node_words`` are each node's content words (not yet folded); ``node_initials`` its
    single-letter words.
    """
    import numpy as np

    folded = [tuple(fold_token(w) for w in words) for words in node_words]
    doc_freq: dict[str, int] = defaultdict(int)
    for words in folded:
        for w in set(words):
            doc_freq[w] += 1
    blocks: dict[str, list[int]] = defaultdict(list)
    for node, words in enumerate(folded):
        for key in name_keys(node_words[node], doc_freq):
            blocks[key].append(node)
        core = without_misspelt_designation(node_words[node])
        if core is not None:  # "Principalty of Malham" must meet "Malham"
            for key in name_keys(core, doc_freq):
                blocks[key].append(node)
        if node_initials[node] and words:
            for key in initial_keys(words, node_initials[node]):
                blocks[key].append(node)
    initial_blocks = {k for k in blocks if k.startswith("i:")}
    if initial_blocks:
        for node, words in enumerate(folded):
            if len(words) >= 2:
                for key in probe_initial_keys(words):
                    if key in initial_blocks:
                        blocks[key].append(node)
    stats = BlockingStats(keys=len(blocks))
    chunks: list[np.ndarray] = []
    small: set[int] = set()  # pair codes of small blocks, without numpy's per-call cost
    n = len(node_words)
    for key, members in blocks.items():
        size = len(members)
        if size < 2:
            continue
        if size > block_limit:
            stats.blocks_skipped += 1
            if len(stats.skipped_examples) < 5:
                stats.skipped_examples.append(f"{key} ({size})")
            continue
        stats.blocks_compared += 1
        stats.largest_block = max(stats.largest_block, size)
        if size <= 8:
            uniq = sorted(set(members))
            for x in range(len(uniq)):
                for y in range(x + 1, len(uniq)):
                    small.add(uniq[x] * n + uniq[y])
            continue
        arr = np.unique(np.asarray(members, dtype=np.int64))
        i, j = np.triu_indices(len(arr), k=1)
        chunks.append(arr[i] * n + arr[j])
    if small:
        chunks.append(np.fromiter(small, dtype=np.int64, count=len(small)))
    if not chunks:
        return np.zeros((0, 2), dtype=np.int64), stats
    codes = np.unique(np.concatenate(chunks))
    pairs = np.stack([codes // n, codes % n], axis=1)
    stats.candidate_pairs = len(pairs)
    return pairs, stats
