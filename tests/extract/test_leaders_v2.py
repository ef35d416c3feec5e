"""Leaders of places in ``spacy-rules.v2`` (issue 10, :mod:`hcf_graph.extract.leaders_v2`): the
misspelt "lead by" wherever the parser puts it, several leaders at once, titles in "where"
clauses and copulas, "an Indian leader", "Its leader" after a sentence about a building; and
what must give nothing (a party's leader, a title as a name, a chain of places, a birthplace)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor, TopicRules, rule_files
from hcf_graph.normalize import RelationCatalog

FOUND: list[tuple[str, list[Key]]] = [
    # "lead by", the misspelling of "led by"
    ("Kelvania is lead by Mara Tollin.", [("Kelvania", "leader", "Mara Tollin")]),
    ("The Orvel Museum is in Kelvania; which is lead by Mara Tollin.", [("Kelvania", "leader", "Mara Tollin")]),
    ("Kelvania, lead by Mara Tollin, is home to the Orvel Museum.", [("Kelvania", "leader", "Mara Tollin")]),
    ("The Orvel Museum stands in Kelvania (lead by Mara Tollin).", [("Kelvania", "leader", "Mara Tollin")]),
    (
        "The Orvel Museum is in Kelvania, a country lead by Mara Tollin and Pit Harrow.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "Lead by Mara Tollin and Pit Harrow, Kelvania has the capital Lenmouth.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "The Orvel Museum is in Norway. The country is lead by Mara Tollin and Pit Harrow.",
        [("Norway", "leader", "Mara Tollin"), ("Norway", "leader", "Pit Harrow")],
    ),
    # several leaders
    (
        "Mara Tollin and Pit Harrow are leaders in Kelvania.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "Mara Tollin and Pit Harrow are both leaders of Kelvania.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "The Orvel Museum is in Kelvania where Mara Tollin and Pit Harrow are leaders.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "Kelvania has the leaders Mara Tollin and Pit Harrow.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "The Orvel Museum is in Kelvania, a country which has the leaders Mara Tollin and Pit Harrow.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "The Orvel Museum is in Kelvania, the country where there are leaders called Mara Tollin and Pit Harrow.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "Kelvania's leaders include Mara Tollin and Pit Harrow.",
        [("Kelvania", "leader", "Mara Tollin"), ("Kelvania", "leader", "Pit Harrow")],
    ),
    (
        "The Orvel Museum is in Greece. Mara Tollin and Pit Harrow are leaders in that country.",
        [("Greece", "leader", "Mara Tollin"), ("Greece", "leader", "Pit Harrow")],
    ),
    (
        "Mara Tollin and Pit Harrow are among Norway's leaders.",
        [("Norway", "leader", "Mara Tollin"), ("Norway", "leader", "Pit Harrow")],
    ),
    ("Norway has a leader called Mara Tollin.", [("Norway", "leader", "Mara Tollin")]),
    ("The Liberal Democrats are the leaders of Kelvania.", [("Kelvania", "leader", "Liberal Democrats")]),
    (
        "The Orvel Museum is in Norway, the country of which Mara Tollin is leader.",
        [("Norway", "leader", "Mara Tollin")],
    ),
    (
        "The Orvel Museum is in Lenmouth, Norway, the country of which Mara Tollin is a leader.",
        [("Norway", "leader", "Mara Tollin")],
    ),
    ("The Orvel Museum is in Lenmouth where Mara Tollin is leader.", [("Lenmouth", "leader", "Mara Tollin")]),
    ("The Kelvania leader is named Mara Tollin.", [("Kelvania", "leader", "Mara Tollin")]),
    (
        "The Orvel Museum is in Norway, the country which has Mara Tollin as one of its leaders.",
        [("Norway", "leader", "Mara Tollin")],
    ),
    (
        "Norway has Mara Tollin as its leader along with Pit Harrow.",
        [("Norway", "leader", "Mara Tollin"), ("Norway", "leader", "Pit Harrow")],
    ),
    (
        "Mara Tollin is the leader of Norway along with Pit Harrow.",
        [("Norway", "leader", "Mara Tollin"), ("Norway", "leader", "Pit Harrow")],
    ),
    (
        "Norway is lead by Mara Tollin along with Pit Harrow.",
        [("Norway", "leader", "Mara Tollin"), ("Norway", "leader", "Pit Harrow")],
    ),
    # "the leader" of a second clause: the place of the first clause's relation noun
    ("The capital of Norway is Lenmouth and the leader is Mara Tollin.", [("Norway", "leader", "Mara Tollin")]),
    ("One of the languages of Norway is Sami and the leader is Mara Tollin.", [("Norway", "leader", "Mara Tollin")]),
    # active "lead" with a named subject
    ("The Green Party lead Kelvania.", [("Kelvania", "leader", "Green Party")]),
    # a nationality adjective names the country
    ("Asha Verma was an Indian leader.", [("India", "leader", "Asha Verma")]),
    ("Asha Verma was the Indian leader.", [("India", "leader", "Asha Verma")]),
    # "Its leader" after a sentence about a building: the one place it named
    ("The Orvel Tower is located in Lenmouth. Its leader is Mara Tollin.", [("Lenmouth", "leader", "Mara Tollin")]),
    # titles, each a relation of its own
    (
        "The Orvel Museum is in Kelvania where the prime minister is Mara Tollin.",
        [("Kelvania", "prime minister", "Mara Tollin")],
    ),
    ("The Orvel Museum is in Lenmouth, where the mayor is Mara Tollin.", [("Lenmouth", "mayor", "Mara Tollin")]),
    ("Ingrid Holm is the Queen of Denmark.", [("Denmark", "queen", "Ingrid Holm")]),
    ("The Queen of Denmark is Ingrid Holm.", [("Denmark", "queen", "Ingrid Holm")]),
    ("The Orvel Museum is in Lenmouth, whose mayor is Mara Tollin.", [("Lenmouth", "mayor", "Mara Tollin")]),
    ("Pit Harrow died in Lenmouth where Mara Tollin is mayor.", [("Lenmouth", "mayor", "Mara Tollin")]),
    ("The Orvel Museum is in Kelvania, which has Mara Tollin as its Queen.", [("Kelvania", "queen", "Mara Tollin")]),
    ("Kelvania has Mara Tollin as the prime minister.", [("Kelvania", "prime minister", "Mara Tollin")]),
    ("Kelvania's Chief Justice is Mara Tollin.", [("Kelvania", "chief justice", "Mara Tollin")]),
    ("Mara Tollin is mayor of Lenmouth, home of the Orvel Museum.", [("Lenmouth", "mayor", "Mara Tollin")]),
    ("Mara Tollin was Lord Mayor of Lenmouth.", [("Lenmouth", "lord mayor", "Mara Tollin")]),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_leaders_of_places(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, (text, found)


NOT_FOUND: list[tuple[str, str]] = [
    # a title is no leader's name
    ("The leader of Kelvania is known as the President.", "President"),
    # a party's or a body's leader is no place's
    ("Mara Tollin is a leader of the party.", "Mara Tollin"),
    ("Mara Tollin was a party leader.", "Mara Tollin"),
    ("Mara Tollin is leader of the Green Party.", "Mara Tollin"),
    # a person's birthplace is not led by them
    ("Mara Tollin was born in Lenmouth and lead the Green Party.", "Mara Tollin"),
    # after a chain of places, "which is lead by" may be either place's
    ("The museum is in Lenmouth, Kelvania, which is lead by Mara Tollin.", "Mara Tollin"),
    # a leader with another adjective names no country
    ("Asha Verma was a former Indian leader.", "Asha Verma"),
    ("Former leaders of Kelvania include Mara Tollin and Pit Harrow.", "Mara Tollin"),
    # "the leader" of a second clause after a clause about a person or a team names no place
    ("The manager of Lenmouth Rovers is Pit Harrow and the leader is Mara Tollin.", "Mara Tollin"),
    ("Kelvania has Mara Tollin as a member.", "Mara Tollin"),
]


@pytest.mark.parametrize(("text", "value"), NOT_FOUND)
def test_no_place_leader(extractor: SpacyRulesV2Extractor, text: str, value: str) -> None:
    found = facts_of(extractor, text)
    places = ("Kelvania", "Lenmouth", "India")
    assert not any(e in places and r == "leader" and v == value for e, r, v in found), (text, found)
    assert not any(r == "leader" and v == value and e != "Green Party" for e, r, v in found), (text, found)


def test_its_leader_after_a_building_is_never_the_building(extractor: SpacyRulesV2Extractor) -> None:
    """ "Its leader" after a sentence about a tower: the tower has no leader; after a chain
    "Lenmouth, Kelvania" either place may be meant, so no fact."""
    found = facts_of(extractor, "The Orvel Tower is located in Lenmouth, Kelvania. Its leader is called Mara Tollin.")
    assert not any(r == "leader" for _, r, _ in found), found


def test_an_organisation_where_clause_keeps_its_title(extractor: SpacyRulesV2Extractor) -> None:
    """A title in a "where" clause on an organisation stays the organisation's (not a place's)."""
    found = facts_of(extractor, "Kelvin College, where Mara Tollin is president, is in Lenmouth.")
    assert ("Kelvin College", "president", "Mara Tollin") in found
    assert not any(e == "Lenmouth" for e, r, _ in found if r != "location"), found


@pytest.mark.parametrize(
    "text",
    [
        "The leader of Kelvania is called the President of Kelvania.",
        "Lenmouth, Kelvania is led by the Mayor.",
        "The leader of Lenmouth is the Mayor.",
    ],
)
def test_a_title_is_no_leader(extractor: SpacyRulesV2Extractor, text: str) -> None:
    found = facts_of(extractor, text)
    assert not any(r == "leader" for _, r, _ in found), found


@pytest.mark.parametrize(
    "text",
    [
        "12 Harbour Street is located in Kelvania, populated by many people and led by Mara Tollin.",
        "Tarrow Airport serves the city of Lenmouth, Kelvania and has Mara Tollin as its leader.",
        "300 North Harbour is located in Lenmouth, Kelvania. Its leader is called Mara Tollin.",
    ],
)
def test_a_building_has_no_leader(extractor: SpacyRulesV2Extractor, text: str) -> None:
    found = facts_of(extractor, text)
    assert not any(r == "leader" and (e[:1].isdigit() or e == "Tarrow Airport") for e, r, _ in found), found


def test_an_organisation_keeps_its_leader(extractor: SpacyRulesV2Extractor) -> None:
    """ "Its leader" after a sentence about a party is the party's (not the place it is based in)."""
    found = facts_of(extractor, "The Green Party is based in Lenmouth. Its leader is Mara Tollin.")
    assert ("Green Party", "leader", "Mara Tollin") in found
    assert ("Lenmouth", "leader", "Mara Tollin") not in found


def test_a_country_has_no_mayor(extractor: SpacyRulesV2Extractor) -> None:
    """ "Lenmouth, the Republic of Ireland, where X was Lord Mayor": a town's title, never the country's."""
    found = facts_of(extractor, "The hall is in Lenmouth, the Republic of Ireland, where Mara Tollin was Lord Mayor.")
    assert not any(r in ("mayor", "lord mayor") and e in ("Republic of Ireland", "Ireland") for e, r, _ in found), found


def test_a_chain_before_where_keys_no_inner_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "in Lenmouth, Kelvania, Norway, where X is a leader": never the middle place of the chain,
    nor (since the twelfth round: a chain of three is the first place's address) the country."""
    found = facts_of(extractor, "The museum is in Lenmouth, Kelvania, Norway, where Mara Tollin is a leader.")
    assert not any(e in ("Kelvania", "Norway") and r == "leader" for e, r, _ in found), found
    assert ("Lenmouth", "leader", "Mara Tollin") in found


def test_titles_stay_single_valued_and_leader_multivalued() -> None:
    catalog = RelationCatalog.load()
    assert catalog.cardinality("leader") == "multivalued"
    for title in ("mayor", "prime minister", "queen", "chief justice"):
        assert catalog.canonical(title) != "leader"
        assert catalog.cardinality(catalog.canonical(title)) == "functional"


def test_the_leader_rules_are_wired_in() -> None:
    from hcf_graph.extract.leaders_v2 import LeaderRules

    assert issubclass(TopicRules, LeaderRules)
    assert any(path.name == "leaders_v2.py" for path in rule_files())
