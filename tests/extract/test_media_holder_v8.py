"""A media word after "X is a novel by Y, published in hardcover" is the novel's (X's), never the
author's: the participle hangs on the work noun or on the author's name."""

from __future__ import annotations

import pytest

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor


@pytest.mark.parametrize(
    ("text", "work", "medium"),
    [
        ("Dark Moor is a novel by Tom Reed, published in hardcover.", "Dark Moor", "hardcover"),
        ("Cold Moor is a book by Ann Lee, released in paperback in 1990.", "Cold Moor", "paperback"),
        ("Vell Songs is a novel by Ivo Lind, published in hardcover by Kelby Books.", "Vell Songs", "hardcover"),
    ],
)
def test_the_media_type_is_the_works(extractor: SpacyRulesV2Extractor, text: str, work: str, medium: str) -> None:
    media = {(f.entity, f.value) for f in extractor.extract([text])[0] if f.relation == "media type"}
    assert (work, medium) in media
    assert all(entity == work for entity, _ in media), media
