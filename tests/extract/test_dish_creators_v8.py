"""A dish's creator in the active voice ("Y created Kelby pudding": the name says it is a dish, as
"Kelby pudding was created by Y" already did), and after a kitchen role noun ("The chef Y created
X"); a place or a thing that is no dish never gets a creator so."""

from __future__ import annotations

import pytest

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor


def creators(extractor: SpacyRulesV2Extractor, text: str) -> set[tuple[str, str]]:
    facts = extractor.extract([text])[0]
    assert all(0 <= f.start < f.end <= len(text) for f in facts)
    return {(f.entity, f.value) for f in facts if f.relation in ("creator", "created by")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ivo Lind created Kelby pudding.", ("Kelby pudding", "Ivo Lind")),
        ("Greta Holm created Marrow stew in 1921.", ("Marrow stew", "Greta Holm")),
        ("The chef Ivo Lind created Kelby pudding, which is served cold.", ("Kelby pudding", "Ivo Lind")),
        ("The baker Ola Brun created Vell cake.", ("Vell cake", "Ola Brun")),
    ],
)
def test_the_creator_of_a_dish_in_the_active_voice(
    extractor: SpacyRulesV2Extractor, text: str, expected: tuple[str, str]
) -> None:
    assert expected in creators(extractor, text)


@pytest.mark.parametrize("text", ["The town Kelby created Kelby pudding.", "The firm Kelby created Kelby pudding."])
def test_no_creator_from_a_place_or_firm_before_a_name(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert not any(value == "Kelby" for _, value in creators(extractor, text))
