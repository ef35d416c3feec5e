"""``spacy-rules.v2`` precision, third pass: near misses that tempt a rule into a fact the
sentence does not state, written in the held-out kinds (dishes, books, teams, universities,
monuments). A name that only modifies a later noun ("the Lenmouth based club"), a relative "who"
after a person's origin ("a sculptor from Marlow who ..."), ... make no fact of their own; the
facts the sentence does state stay.

Every sentence is written for these tests (names invented); every fact quotes its text exactly
(``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, entity, value): no fact of any relation pairs them.
NOT_STATED: list[tuple[str, str, str]] = [
    # a name before "speaking", "based", "led", "born" describes the noun after it
    ("Ada Price is the leader of Tamil speaking Norland, where Kelsey stew is eaten.", "Tamil", "Ada Price"),
    ("Bakewell stew comes from the Tamil speaking region of Kelsey.", "Bakewell stew", "Tamil"),
    ("The Hollin Monument was designed by Lenmouth born, Ada Price.", "Hollin Monument", "Lenmouth"),
    ("Kelsey University is located in Ada Price led, Norland.", "Kelsey University", "Ada Price"),
    # "who" after a person's origin is the person, never the place or club they come from
    ("Tom Vell was a sculptor from Marlow who designed the Hollin Monument.", "Hollin Monument", "Marlow"),
    ("Ada Price is a writer from Kelsey Rovers who wrote The Silent Harbour.", "Silent Harbour", "Kelsey Rovers"),
    # a participle after a ", with ..." phrase tells of the thing before it, not of the phrase's name
    (
        "The Hollin Monument, with a statue of Ada Price, located in Lenmouth, was built in 1901.",
        "Ada Price",
        "Lenmouth",
    ),
    # a denied event is no fact
    ("Kelsey Rovers were not founded in 1901.", "Kelsey Rovers", "1901"),
]

# (text, entity, relation): no fact of that entity and relation (any value).
NO_SUCH_RELATION: list[tuple[str, str, str]] = [
    # a thing's class is nobody's occupation, whatever the pipeline took the name for
    ("Kelsey Fields is a war memorial.", "Kelsey Fields", "occupation"),
    ("Marta Holm is a fictional character.", "Marta Holm", "occupation"),
    ("Kelsey Harbour, a bronze statue, stands in Lenmouth.", "Kelsey Harbour", "occupation"),
    # a building's date is never its architect's
    (
        "Tom Vell is the architect of the Kelsey Arch (completed in 1862) which is located in Lenmouth.",
        "Tom Vell",
        "completion date",
    ),
    (
        "Ada Price and Tom Vell were the architects of the Hollin Monument, completed in 1901.",
        "Tom Vell",
        "completion date",
    ),
    (
        "Ada Price and Tom Vell were the architects of the Hollin Monument, completed in 1901.",
        "Ada Price",
        "completion date",
    ),
]


@pytest.mark.parametrize(
    ("text", "entity", "relation"), NO_SUCH_RELATION, ids=[f"{e} {r}" for _, e, r in NO_SUCH_RELATION]
)
def test_no_fact_of_a_relation_the_entity_cannot_have(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str
) -> None:
    assert not {key for key in facts_of(extractor, text) if key[:2] == (entity, relation)}


# (text, a name no fact may have as its entity): a monument's place read into its name, two
# monuments read as one.
NOT_AN_ENTITY: list[tuple[str, str]] = [
    # a name the pipeline ran on into "in" or a comma
    ("The University of Lenmouth in Marlow, Norland, has 900 academic staff.", "University of Lenmouth in"),
    ('"Mark Desmond," also known as Blockbuster, was created by Ada Price.', "Mark Desmond,"),
    ("American Ada Price was born in Lenmouth and died in Marlow.", "American Ada Price"),
    ("The Hollin Monument, Lenmouth, Norland was designed by Ada Price.", "Hollin Monument, Lenmouth"),
    ("The Hollin Monument and Kelsey Tower were designed by Ada Price.", "Hollin Monument and Kelsey Tower"),
]


@pytest.mark.parametrize(("text", "name"), NOT_AN_ENTITY, ids=[n for _, n in NOT_AN_ENTITY])
def test_a_misjoined_name_is_no_entity(extractor: SpacyRulesV2Extractor, text: str, name: str) -> None:
    assert name not in {key[0] for key in facts_of(extractor, text)}


@pytest.mark.parametrize(("text", "entity", "value"), NOT_STATED, ids=[f"{e} / {v}" for _, e, v in NOT_STATED])
def test_a_fact_the_sentence_does_not_state_is_not_made(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, value: str
) -> None:
    assert not {key for key in facts_of(extractor, text) if (key[0], key[2]) == (entity, value)}


KEPT: list[tuple[str, Key]] = [
    # the participle's own fact, of the noun after it
    ("Tom Vell was a crew member of the NASA operated Apollo 12.", ("Apollo 12", "operator", "NASA")),
    ("The Hollin Monument was designed by Ada Price.", ("Hollin Monument", "architect", "Ada Price")),
    ("The Silent Harbour was written by the Lenmouth born Ada Price.", ("Silent Harbour", "author", "Ada Price")),
    ("Norland is led by Ada Price.", ("Norland", "leader", "Ada Price")),
    # "who" after the person's origin: the person did it
    (
        "Tom Vell was a sculptor from Marlow who designed the Hollin Monument.",
        ("Hollin Monument", "architect", "Tom Vell"),
    ),
    # each of two monuments named together; the monument without the place after its comma
    ("The Hollin Monument and Kelsey Tower were designed by Ada Price.", ("Kelsey Tower", "architect", "Ada Price")),
    ("The Hollin Monument and Kelsey Tower were designed by Ada Price.", ("Hollin Monument", "architect", "Ada Price")),
    (
        "The Hollin Monument, Lenmouth, Norland was designed by Ada Price.",
        ("Hollin Monument", "architect", "Ada Price"),
    ),
    # the building's date, the person's occupation, the person's name without the demonym
    (
        "Tom Vell is the architect of the Kelsey Arch (completed in 1862) which is located in Lenmouth.",
        ("Kelsey Arch", "completion date", "1862"),
    ),
    ("Tom Vell is a novelist.", ("Tom Vell", "occupation", "novelist")),
    ("American Ada Price was born in Lenmouth and died in Marlow.", ("Ada Price", "birth place", "Lenmouth")),
    ("American Ada Price was born in Lenmouth and died in Marlow.", ("Ada Price", "death place", "Marlow")),
    # the name without the words the pipeline ran on into
    (
        "The University of Lenmouth in Marlow, Norland, has 900 academic staff.",
        ("University of Lenmouth", "academic staff size", "900"),
    ),
    ('"Mark Desmond," also known as Blockbuster, was created by Ada Price.', ("Mark Desmond", "creator", "Ada Price")),
    (
        "The Democratic Party of the United States is led by Tom Vell.",
        ("Democratic Party of the United States", "leader", "Tom Vell"),
    ),
    (
        "The Hollin Monument, with a statue of Ada Price, located in Lenmouth, was built in 1901.",
        ("Hollin Monument", "location", "Lenmouth"),
    ),
    ("Kelsey Rovers were founded in 1901.", ("Kelsey Rovers", "founded", "1901")),
    ("The Silent Harbour was not written by Tom Vell.", ("Silent Harbour", "not written by", "Tom Vell")),
    # a name whose own words hold "and" stays whole
    ("The College of William and Mary owns the Hollin Hall.", ("Hollin Hall", "owner", "College of William and Mary")),
]


@pytest.mark.parametrize(("text", "right"), KEPT, ids=[f"{r[0]} {r[1]}" for _, r in KEPT])
def test_the_stated_fact_stays(extractor: SpacyRulesV2Extractor, text: str, right: Key) -> None:
    assert right in facts_of(extractor, text)
