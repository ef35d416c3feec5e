"""Session 23: more ways prose names a person or a character and says what they do: other names
("X has the alternative name of Y", "X, full name Y,", "Y is the alternative name for the
character X", "X is a hero otherwise known as Y", "known by the name Y", "X's real name is Y"),
occupations ("test pilot X", "went on to become", "an engineer and a test pilot"), creators
("A and B are among the creators of Z"), schools ("after graduating from X"), and the near
misses that must give nothing."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

OTHER_NAMES = [
    ("The comic character Vantor has the alternative name of Ada Kell.", ("Vantor", "alternative name", "Ada Kell")),
    ("The hero Vantor has the full name Ada Kell.", ("Vantor", "full name", "Ada Kell")),
    ("Vantor, full name Ada Kell, was created by Lou Brandt.", ("Vantor", "full name", "Ada Kell")),
    (
        "The hero Vantor (alternative name Ada Kell) was drawn by Lou Brandt.",
        ("Vantor", "alternative name", "Ada Kell"),
    ),
    ("Ada Kell is the alternative name for the comic character, Vantor.", ("Vantor", "alternative name", "Ada Kell")),
    ("Vantor is a comic character otherwise known as Ada Kell.", ("Vantor", "alternative name", "Ada Kell")),
    ("Vantor is a masked hero who is also known as Ada Kell.", ("Vantor", "alternative name", "Ada Kell")),
    ("The ranger Tomas Vell is also known by the name Red Hawk.", ("Tomas Vell", "alternative name", "Red Hawk")),
    ("Marta Olsen's real name is Martina Olsen.", ("Marta Olsen", "alternative name", "Martina Olsen")),
    (
        "The comic character Sparrow, also known as Ada Kell, was created by Lou Brandt.",
        ("Sparrow", "alternative name", "Ada Kell"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), OTHER_NAMES)
def test_other_names(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


OTHER_NAMES_ABSENT = [
    # a reputation after "known as", not a name; a thing's own name; a denial
    ("Vantor is a small town known as a spa.", "alternative name"),
    ("Vantor is a comic character known for his speed.", "alternative name"),
    ("Vantor has the name of a river.", "alternative name"),
    ("Vantor is not a character also known as Ada Kell.", "alternative name"),
    ("The comic character Sparrow, a friend of the hero known as Ada Kell, is popular.", "alternative name"),
    # "known as" on the nearer noun names that noun, not the subject
    ("The Lenmouth Trust are the current tenants of Vell Hall (also known as Old Market).", "alternative name"),
]


@pytest.mark.parametrize(("text", "relation"), OTHER_NAMES_ABSENT)
def test_no_other_name_where_none_is_given(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))


def test_a_full_name_is_no_alternative_name(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The hero Vantor has the full name Ada Kell.")
    assert ("Vantor", "alternative name", "Ada Kell") not in found


OCCUPATIONS = [
    ("Test pilot Marta Olsen was born in Lyon.", ("Marta Olsen", "occupation", "test pilot")),
    ("The test pilot Marta Olsen was born in Lyon.", ("Marta Olsen", "occupation", "test pilot")),
    ("Marta Olsen went on to become a test pilot.", ("Marta Olsen", "occupation", "test pilot")),
    ("Marta Olsen was an engineer and a test pilot.", ("Marta Olsen", "occupation", "test pilot")),
    (
        "Marta Olsen served as a test pilot and crew member of the Vega 9 mission.",
        ("Marta Olsen", "occupation", "test pilot"),
    ),
    ("Marta Olsen served as a navigator and a flight engineer.", ("Marta Olsen", "occupation", "flight engineer")),
    ("Marta Olsen was an American crew member of Vega 9.", ("Marta Olsen", "nationality", "American")),
    ("Marta Olsen was a fighter pilot and crew member of Vega 9.", ("Marta Olsen", "occupation", "fighter pilot")),
]


@pytest.mark.parametrize(("text", "expected"), OCCUPATIONS)
def test_occupations(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


OCCUPATIONS_ABSENT = [
    ("The crew member Marta Olsen was born in Lyon.", "occupation"),
    ("Marta Olsen hoped to become a test pilot.", "occupation"),
    ("Marta Olsen was not a test pilot.", "occupation"),
    ("Marta Olsen was not a fighter pilot and crew member of Vega 9.", "occupation"),
    ("The pilot, Marta Olsen, was born in Lyon.", "occupation"),
    ("NASA Astronaut Marta Olsen was born in Lyon.", "occupation"),
    # a class noun before a thing's or a character's name is no occupation
    ("The character Vantor Kell was created by Lou Brandt.", "occupation"),
    ("The landmark Vantor Castle was built in 1900.", "occupation"),
    ("Norland is a country with the capital Tom Reed.", "occupation"),
    # a post in one organisation has a relation of its own
    ("The dean Tom Reed was born in Lyon.", "occupation"),
    ("The club's manager Tom Reed was born in Lyon.", "occupation"),
    # a trade that names firms as often as people
    ("The group bought the pump maker Tom Reed in 1974.", "occupation"),
    ("Marta Olsen was a crew member of Vega 9.", "nationality"),
    ("Marta Olsen was the American ambassador to Norland.", "nationality"),
]


@pytest.mark.parametrize(("text", "relation"), OCCUPATIONS_ABSENT)
def test_no_occupation_where_none_is_given(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))


CREATORS = [
    (
        "Lou Brandt and Ada Kell are among the creators of the comic character Vantor.",
        ("Vantor", "creator", "Ada Kell"),
    ),
    (
        "Lou Brandt and Ada Kell are among the creators of the comic character Vantor.",
        ("Vantor", "creator", "Lou Brandt"),
    ),
    ("Lou Brandt and Ada Kell are both creators of the comic character Vantor.", ("Vantor", "creator", "Ada Kell")),
    ("Lou Brandt, one of the creators of the hero Vantor, is a French national.", ("Vantor", "creator", "Lou Brandt")),
    (
        "The comic character Vantor was created by Lou Brandt and the American, Tom Reed.",
        ("Vantor", "creator", "Tom Reed"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), CREATORS)
def test_creators(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Lou Brandt and Ada Kell are not among the creators of Vantor.",
        "Lou Brandt and Ada Kell are among the fans of Vantor.",
        "The bridge was opened by the mayor and the American, Tom Reed.",
    ],
)
def test_no_creator_where_none_is_given(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert not any(r == "creator" for _, r, _ in facts_of(extractor, text))


def test_a_denied_creator_is_no_creator(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The comic character Vantor was not created by Lou Brandt and the American, Tom Reed.")
    assert ("Vantor", "creator", "Tom Reed") not in found


SCHOOLS = [
    (
        "Marta Olsen was born in Lyon and, after graduating from Harlow College, became a pilot.",
        ("Marta Olsen", "alma mater", "Harlow College"),
    ),
    (
        "After graduating from the Lenmouth Institute, Tomas Vell worked as a surveyor.",
        ("Tomas Vell", "alma mater", "Lenmouth Institute"),
    ),
    ("Marta Olsen went to school at HCU and graduated with an MA in 1960.", ("Marta Olsen", "alma mater", "HCU")),
]


@pytest.mark.parametrize(("text", "expected"), SCHOOLS)
def test_schools(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Before applying to Harlow College, Tomas Vell worked as a surveyor.",
        "Marta Olsen went to the party at HCU.",
        "Marta Olsen never went to school at HCU.",
    ],
)
def test_no_school_where_none_is_given(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert not any(r == "alma mater" for _, r, _ in facts_of(extractor, text))


NATIONALITIES = [
    ("Marta Olsen has a US nationality and was born in Lyon.", ("Marta Olsen", "nationality", "US")),
    ("Marta Olsen was of Canadian nationality.", ("Marta Olsen", "nationality", "Canadian")),
    ("Vantor was drawn by Rene Dupont, who is a Frenchman.", ("Rene Dupont", "nationality", "French")),
    ("Rene Dupont, a Dutchman, drew Vantor.", ("Rene Dupont", "nationality", "Dutch")),
]


@pytest.mark.parametrize(("text", "expected"), NATIONALITIES)
def test_nationalities(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NATIONALITIES_ABSENT = [
    ("Marta Olsen has no US nationality.", "nationality"),
    ("Rene Dupont is not a Frenchman.", "nationality"),
    ("Marta Olsen has a US passport.", "nationality"),
    ("Rene Dupont is a Frenchman.", "occupation"),  # a nationality, no occupation
]


@pytest.mark.parametrize(("text", "relation"), NATIONALITIES_ABSENT)
def test_no_nationality_where_none_is_given(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))
