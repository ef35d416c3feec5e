"""Token tests shared by the ``spacy-rules.v2`` modules."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import spacy_rules as v1

if TYPE_CHECKING:
    from spacy.tokens import Token

_DIGIT_NAME = re.compile(r"^\d+[A-Z][a-z]{2,}[A-Za-z]*$")  # "3Arena"


def named(token: Token) -> bool:
    """v1's proper-name test, also for merged names that start with a number ("11 Diagonal
    Street", "3Arena")."""
    if v1.is_named(token) or (token.pos_ == "PROPN" and token.ent_type_ in v1._NAME_LABELS):
        return True
    # "3Arena", "7Harbour": a name that starts with a digit (not "3D", "4K")
    return token.pos_ in ("PROPN", "NOUN") and _DIGIT_NAME.match(token.text) is not None


def lowercase_tail(name: str) -> bool:
    """Whether a name ends in a lowercase word ("Zupa kelska", "Kelsey stew"): no person's does."""
    words = name.split()
    return len(words) > 1 and words[-1].islower()
