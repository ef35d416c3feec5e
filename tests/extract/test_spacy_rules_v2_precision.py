"""``spacy-rules.v2`` precision guards (issue 10): a value of the wrong type for its relation,
an entity that is a relation or class noun, and a building's date keyed on the place after
"X, Y" are no facts; the facts beside them stay.

Every sentence is written for these tests (names invented); every fact quotes its text exactly
(``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

NOT_FACTS: list[tuple[str, Key]] = [
    # a place is no runway length (the value type decides)
    (
        "The runway length of Kelsey Regional Airport, Dunmore Heath, is 2400.0.",
        ("Kelsey Regional Airport", "runway length", "Dunmore Heath"),
    ),
    # a building's completion keyed on a place of the chain the relative clause hangs on
    (
        "The Halden Tower was designed by Ada Price and it is located in Brennock, Norland, which was completed in 1931.",
        ("Brennock", "completion date", "1931"),
    ),
    # a common noun opening the sentence is no entity
    ("Construction of the building was completed in 2009.", ("Construction", "completion date", "2009")),
]


@pytest.mark.parametrize(("text", "wrong"), NOT_FACTS, ids=[w[0] + " " + w[1] for _, w in NOT_FACTS])
def test_a_misread_fact_is_dropped(extractor: SpacyRulesV2Extractor, text: str, wrong: Key) -> None:
    assert wrong not in facts_of(extractor, text)


KEPT: list[tuple[str, Key]] = [
    ("The Halden Tower was designed by Ada Price.", ("Halden Tower", "architect", "Ada Price")),
    (
        "The Calder Building, which was completed in 1931, has 12 floors.",
        ("Calder Building", "completion date", "1931"),
    ),
    ("Kelsey Regional Airport has a runway length of 2400.0.", ("Kelsey Regional Airport", "runway length", "2400.0")),
    ("Water has a refractive index of 1.33.", ("Water", "refractive index", "1.33")),
    ("The Vaster Tower in Lenmouth, Norland was completed in 1921.", ("Vaster Tower", "completion date", "1921")),
]


@pytest.mark.parametrize(("text", "right"), KEPT, ids=[r[0] + " " + r[1] for _, r in KEPT])
def test_the_right_facts_stay(extractor: SpacyRulesV2Extractor, text: str, right: Key) -> None:
    assert right in facts_of(extractor, text)


def test_common_nouns_are_no_entities(extractor: SpacyRulesV2Extractor) -> None:
    """ "hosts concerts and events, ..., being completed in 2008": the hall was completed, not
    "event" nor "hosts concert"."""
    text = (
        "The Calder Hall (30 metres high) hosts concerts and events, and was designed by Ada Price, "
        "being completed in December 2008."
    )
    facts = facts_of(extractor, text)
    assert not [f for f in facts if not any(c.isupper() for c in f[0])], facts


def test_an_event_of_a_place_is_one_name(extractor: SpacyRulesV2Extractor) -> None:
    """ "the Invasion of Norland": not "Invasion", a lone head noun the parse cut."""
    facts = facts_of(extractor, "The Kelsey Air Corps was involved in the Invasion of Norland.")
    assert ("Kelsey Air Corps", "involved in", "Invasion of Norland") in facts
    assert not [f for f in facts if f[2] == "Invasion"]


def test_the_agent_of_a_passive_with_an_object_is_no_fact_of_the_subject(
    extractor: SpacyRulesV2Extractor,
) -> None:
    """ "X was awarded the medal by the council": the council awarded the medal; "X awarded by
    the council" would key one value per award (a false conflict for the next award)."""
    assert not facts_of(extractor, "Ada Price was awarded the Harbour Medal by the Lenmouth Council.")
    facts = facts_of(extractor, "The Harbour Medal was awarded by the Lenmouth Council.")
    assert ("Harbour Medal", "awarded by", "Lenmouth Council") in facts


def test_another_name_in_brackets_is_not_the_subject(extractor: SpacyRulesV2Extractor) -> None:
    """ "Tarrow (a.k.a. Kelvin Mao) was created by ...": Tarrow was; the sentence does not end at
    "a.k.a." inside the brackets."""
    facts = facts_of(extractor, "The comic character, Tarrow (a.k.a. Kelvin Mao) was created by Anna Pell.")
    assert ("Tarrow", "creator", "Anna Pell") in facts
    assert not [f for f in facts if f[0] == "Kelvin Mao"], facts


def test_a_name_never_ends_inside_brackets(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "The Vaster Tower (Lenmouth) was completed in 1921.")
    assert ("Vaster Tower", "completion date", "1921") in facts
    assert not [f for f in facts if "(" in f[0] + f[2]], facts


def test_a_nationality_is_no_creator(extractor: SpacyRulesV2Extractor) -> None:
    """ "Anna Pell and the American, Tom Vell created ...": "American" is no creator."""
    facts = facts_of(extractor, "Anna Pell and the American, Tom Vell created Black Kestrel.")
    assert ("Black Kestrel", "creator", "Anna Pell") in facts
    assert ("Black Kestrel", "creator", "American") not in facts
