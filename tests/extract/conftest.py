"""The ``spacy-rules.v2`` extractor, loaded once for the extraction tests (``test_spacy_rules.py``
defines its own ``extractor``, v1)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hcf_graph.extract import make_extractor
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor


@pytest.fixture(scope="session")
def extractor() -> SpacyRulesV2Extractor:
    made = make_extractor("spacy-rules.v2")
    assert isinstance(made, SpacyRulesV2Extractor)
    return made


@pytest.fixture(scope="session")
def catalog_facts(extractor: SpacyRulesV2Extractor) -> Callable[[str], set[tuple[str, str, str]]]:
    """(entity, catalog relation, value) of the facts ``spacy-rules.v2`` reads in a text, each
    checked to quote its value from the text."""

    def read(text: str) -> set[tuple[str, str, str]]:
        found = extractor.extract([text])[0]
        assert all(0 <= f.start < f.end <= len(text) and f.value in text[f.start : f.end] for f in found), found
        return {(f.entity, extractor.catalog.canonical(f.relation), f.value) for f in found}

    return read
