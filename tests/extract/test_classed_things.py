"""``spacy-rules.v2``: a lowercase class noun of a thing right before a name ("The dish Pelmora",
"the novel Morwen Lane") makes the name a thing, however the NER tagged it and however the parser
hung the two (issue 10, tenth round): such a name gets no nationality, and a dish's "is from" is its
country. Every sentence is written for these tests."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

FOUND: list[tuple[str, Key]] = [
    # the parser reads "dish" as the root and "Pelmora is from Spain" as a relative clause on it
    ("The dish Pelmora is from Spain.", ("Pelmora", "country", "Spain")),
    ("The dish Kavrasi is from Turkey.", ("Kavrasi", "country", "Turkey")),
    ("The dessert Pelmora is from Spain.", ("Pelmora", "country", "Spain")),
]

NOT_FOUND: list[tuple[str, Key]] = [
    ("The dish Pelmora is from Spain.", ("Pelmora", "nationality", "Spain")),
    ("The novel Morwen Lane is American.", ("Morwen Lane", "nationality", "American")),
]

KEPT: list[tuple[str, Key]] = [
    # a person's name with no class noun before it keeps its nationality
    ("Alan Brown is from Spain.", ("Alan Brown", "nationality", "Spain")),
    ("Morwen Lane is American.", ("Morwen Lane", "nationality", "American")),
]


@pytest.mark.parametrize(("text", "key"), FOUND + KEPT)
def test_found(extractor, text: str, key: Key) -> None:
    assert key in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "key"), NOT_FOUND)
def test_not_found(extractor, text: str, key: Key) -> None:
    assert key not in facts_of(extractor, text)
