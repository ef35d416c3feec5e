"""Near-duplicate questions, so one popular fact does not dominate a slice.

Two questions are near-duplicates when the Jaccard overlap of their content words (wh-words read as
what they ask: "when" adds date, year, time) reaches the threshold, or when their normalized texts
are 95% equal characters among pairs that share words. Candidates come from prefix filtering (each
question's rarest words), so a large set is not compared pair by pair.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from ..audit.statements import question_words

CHARACTER_RATIO = 95.0
CANDIDATE_OVERLAP = 0.5  # pairs below this word overlap are compared by characters only if they share a rare word


@dataclass(frozen=True)
class DuplicatePair:
    """Question ``later`` is a near-duplicate of question ``first`` (indices, first < later)."""

    first: int
    later: int
    overlap: float


def near_duplicate_pairs(questions: Sequence[str], threshold: float) -> list[DuplicatePair]:
    """Every near-duplicate pair, in the order of the later question, then the first."""
    words = [question_words(q) for q in questions]
    normal = [" ".join(q.lower().split()) for q in questions]
    frequency = Counter(w for ws in words for w in ws)
    low = min(threshold, CANDIDATE_OVERLAP)
    index: dict[str, list[int]] = {}
    by_text: dict[str, list[int]] = {}
    found: list[DuplicatePair] = []
    for j, ws in enumerate(words):
        ordered = sorted(ws, key=lambda w: (frequency[w], w))
        prefix = ordered[: len(ordered) - math.ceil(low * len(ordered)) + 1] if ordered else []
        candidates = {i for w in prefix for i in index.get(w, [])} | set(by_text.get(normal[j], []))
        for i in sorted(candidates):
            union = words[i] | ws
            overlap = len(words[i] & ws) / len(union) if union else 1.0
            if overlap >= threshold or fuzz.ratio(normal[i], normal[j]) >= CHARACTER_RATIO:
                found.append(DuplicatePair(i, j, overlap))
        for w in prefix:
            index.setdefault(w, []).append(j)
        by_text.setdefault(normal[j], []).append(j)
    return found


def duplicate_groups(n: int, pairs: Sequence[DuplicatePair]) -> list[list[int]]:
    """Connected groups (of two or more) of the pairs, each in index order."""
    parent = list(range(n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for p in pairs:
        parent[root(p.later)] = root(p.first)
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(root(i), []).append(i)
    return [g for g in groups.values() if len(g) > 1]
