"""The ``spacy-rules.v2`` extractor, loaded once for the extraction tests (``test_spacy_rules.py``
defines its own ``extractor``, v1)."""

from __future__ import annotations

import pytest

from hcf_graph.extract import make_extractor
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor


@pytest.fixture(scope="session")
def extractor() -> SpacyRulesV2Extractor:
    made = make_extractor("spacy-rules.v2")
    assert isinstance(made, SpacyRulesV2Extractor)
    return made
