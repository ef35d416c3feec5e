"""The verdicts a conflict record can carry (judged by :mod:`hcf_graph.conflict_rules`).

Kept apart from the rules so that reading stored conflicts does not import the value parsers.
"""

from __future__ import annotations

CONFLICT, VARIANT, MULTIVALUED, AMBIGUOUS = "conflict", "variant", "multivalued", "ambiguous"
