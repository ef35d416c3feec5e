"""Sample replies of operators Q and J, shared by the operator and CLI tests."""

from __future__ import annotations

from typing import Any

QUALITY_REPLY = {
    "clarity": {"score": 0.9, "reason": "Short, plain sentences."},
    "internal_consistency": {"score": 0.5, "reason": "Two heights for one tower."},
    "completeness": {"score": 0.8, "reason": "Covers what it promises."},
    "information_density": {"score": 0.7, "reason": "Some filler."},
    "coherence": {"score": 0.6, "reason": "Jumps between topics."},
}

PASSAGES = [
    "The Eiffel Tower was completed in 1889 for the World's Fair.",
    "Some guides say   the tower was FINISHED in 1887.",
]

JUDGE_REPLY: dict[str, Any] = {
    "query_alignment": 1.0,
    "evidence_support": 0.9,
    "no_contradiction": 0.4,
    "score": 0.62,
    "supporting": [{"passage": 1, "quote": "The Eiffel Tower was completed in 1889", "claim": "1889"}],
    "contradicting": [
        # cited with the wrong passage number, case and whitespace: found in passage 2 anyway
        {"passage": 1, "quote": "the tower was finished in 1887", "claim": "1889"},
        # a quote that is nowhere: kept, without offsets
        {"passage": 9, "quote": "It was completed in 1890", "claim": "1889"},
    ],
    "explanation": "Passage 2 gives 1887.",
}
