"""Test support shared by the test modules: the engine under test and a tiny rule extractor."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from typing import Any

from hcf_graph.model import ExtractedFact

ENGINE = os.environ.get("HCF_TEST_ENGINE", "kuzu")

_SENTENCE = re.compile(r"The (?P<rel>[\w ]+?) of (?P<ent>[\w' -]+?) is (?P<val>[^.]+)\.")


class PatternExtractor:
    """A tiny deterministic extractor for graph tests: 'The R of E is V.' sentences only."""

    name = "test-pattern.v1"

    def extract(self, texts: Sequence[str]) -> list[list[ExtractedFact]]:
        return [
            [ExtractedFact(m["ent"], m["rel"], m["val"], m.start(), m.end()) for m in _SENTENCE.finditer(t)]
            for t in texts
        ]

    def label(self) -> str:
        return self.name

    def stats(self) -> dict[str, Any]:
        return {}
