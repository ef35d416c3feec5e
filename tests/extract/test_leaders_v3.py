"""Leaders of places in ``spacy-rules.v2``, the tenth round (:mod:`hcf_graph.extract.leaders_v2`):
"leader X" before a name ("a country with leader X", "(leader: X)", "With the leader X, ..."),
counted leaders ("two of the leaders are A and B", "Among Y's leaders are ..."), a clause joined
to a "where" clause ("where Welsh is spoken and X is the leader"), "run / ruled by" for a place,
"the country which is led by X", "A and B are Chilean leaders", "Y has X as leader"; in sentences
about dishes, books, teams, universities and monuments as well as places. And what must give
nothing: a party's leader, a former leader, a building or an airport run by someone, a chain of
places, a regnal name's place read as a surname."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, list[Key]]] = [
    # "leader X": the noun before a name
    (
        "Bacalhau stew comes from Portugal, a country with leader Rui Valente and capital Lisbon.",
        [("Portugal", "leader", "Rui Valente")],
    ),
    ("The Kivu Gate monument stands in Kenya (leader: Daniel Mwangi).", [("Kenya", "leader", "Daniel Mwangi")]),
    ("The novel is set in Chile (leader Marta Quiroga).", [("Chile", "leader", "Marta Quiroga")]),
    (
        "With the leader Rui Valente, Portugal is the home of the Lisbon Tigers football club.",
        [("Portugal", "leader", "Rui Valente")],
    ),
    ("Kenya has leader Daniel Mwangi and is home to the Nyeri Memorial.", [("Kenya", "leader", "Daniel Mwangi")]),
    # counted leaders
    (
        "The cake is a dish from Portugal, where two of the leaders are Rui Valente and Ines Gaspar.",
        [("Portugal", "leader", "Rui Valente"), ("Portugal", "leader", "Ines Gaspar")],
    ),
    (
        "Two of Chile's leaders are Marta Quiroga and Pablo Serrano.",
        [("Chile", "leader", "Marta Quiroga"), ("Chile", "leader", "Pablo Serrano")],
    ),
    (
        "Among Kenya's leaders are Daniel Mwangi and Grace Otieno.",
        [("Kenya", "leader", "Daniel Mwangi"), ("Kenya", "leader", "Grace Otieno")],
    ),
    # a clause joined to a "where" clause
    (
        "The Andes Review is published in Chile, where Spanish is spoken and Marta Quiroga is the leader.",
        [("Chile", "leader", "Marta Quiroga")],
    ),
    (
        "The university is in Portugal, where the capital is Lisbon, and Rui Valente is one of the leaders.",
        [("Portugal", "leader", "Rui Valente")],
    ),
    (
        "The club plays in Kenya, where English is spoken, and Daniel Mwangi is a leader alongside the President.",
        [("Kenya", "leader", "Daniel Mwangi")],
    ),
    (
        "The Andes Review is published in Chile, whose capital is Santiago and Marta Quiroga is one of its leaders.",
        [("Chile", "leader", "Marta Quiroga")],
    ),
    ("The club is based in Chile, where Marta Quiroga is a key leader.", [("Chile", "leader", "Marta Quiroga")]),
    (
        "The dish comes from Kenya, whose capital is Nairobi and Daniel Mwangi is one of its leaders.",
        [("Kenya", "leader", "Daniel Mwangi")],
    ),
    (
        "The stew comes from Kenya, of which the capital is Nairobi and the leader is Daniel Mwangi.",
        [("Kenya", "leader", "Daniel Mwangi")],
    ),
    (
        "The university is in Kenya, where main leaders are Daniel Mwangi and Grace Otieno.",
        [("Kenya", "leader", "Daniel Mwangi"), ("Kenya", "leader", "Grace Otieno")],
    ),
    (
        "The Kivu Gate monument is in Kenya, where the capital is Nairobi, and key leaders are Daniel Mwangi and "
        "Grace Otieno.",
        [("Kenya", "leader", "Daniel Mwangi"), ("Kenya", "leader", "Grace Otieno")],
    ),
    (
        "The Andes Review is printed in Chile, where the capital is Santiago, Marta Quiroga is a leader and Spanish "
        "is spoken.",
        [("Chile", "leader", "Marta Quiroga")],
    ),
    # "there are two leaders: A and B", "Y has the leader X"
    (
        "In Kenya there are two leaders: Daniel Mwangi and Grace Otieno.",
        [("Kenya", "leader", "Daniel Mwangi"), ("Kenya", "leader", "Grace Otieno")],
    ),
    (
        "Kenya has the leader Daniel Mwangi and is the home of the Kivu Gate monument.",
        [("Kenya", "leader", "Daniel Mwangi")],
    ),
    # a fronted "Lead by A and B, Y ..." whose names end right before the comma
    (
        "Lead by Rui Valente and Ines Gaspar, Portugal has the capital Lisbon and is the home of the custard tart.",
        [("Portugal", "leader", "Rui Valente"), ("Portugal", "leader", "Ines Gaspar")],
    ),
    # "leader" without an article, or "another leader"
    (
        "The Kivu Gate monument stands in Kenya. Daniel Mwangi is leader of Kenya.",
        [("Kenya", "leader", "Daniel Mwangi")],
    ),
    (
        "The stew comes from Kenya. Grace Otieno is another leader in the country.",
        [("Kenya", "leader", "Grace Otieno")],
    ),
    # "run by", "ruled by" for a place; the misspelt "lead by" as the main verb
    ("The Porto Cathedral Museum is in Porto, which is run by Ana Leitao.", [("Porto", "leader", "Ana Leitao")]),
    ("The stew comes from Kenya, which is ruled by Daniel Mwangi.", [("Kenya", "leader", "Daniel Mwangi")]),
    ("Norway is lead by Siri Lunde and has the capital Oslo.", [("Norway", "leader", "Siri Lunde")]),
    # "A and B lead Y", "X leads that country, where ..."
    (
        "Rui Valente and Ines Gaspar lead the country of Portugal, where the custard tart comes from.",
        [("Portugal", "leader", "Rui Valente"), ("Portugal", "leader", "Ines Gaspar")],
    ),
    (
        "The tart comes from Portugal. Rui Valente leads that country, where Portuguese is spoken.",
        [("Portugal", "leader", "Rui Valente")],
    ),
    # a participle after a place and a comma
    ("The stew comes from Kenya, led by Daniel Mwangi.", [("Kenya", "leader", "Daniel Mwangi")]),
    ("The club plays in Chile, a country led by Marta Quiroga.", [("Chile", "leader", "Marta Quiroga")]),
    # "the country which is led by": the country named before
    (
        "The book was printed in Kenya. Its story is set in the country which is led by Daniel Mwangi.",
        [("Kenya", "leader", "Daniel Mwangi")],
    ),
    (
        "The dish is eaten in Chile and comes from the country which is lead by Marta Quiroga.",
        [("Chile", "leader", "Marta Quiroga")],
    ),
    # a place or a nationality before "leader(s)"
    (
        "Marta Quiroga and Pablo Serrano are Chilean leaders.",
        [("Chile", "leader", "Marta Quiroga"), ("Chile", "leader", "Pablo Serrano")],
    ),
    ("Daniel Mwangi is the Kenya leader.", [("Kenya", "leader", "Daniel Mwangi")]),
    # "Y has X as leader"
    ("Portugal has Rui Valente as leader.", [("Portugal", "leader", "Rui Valente")]),
    (
        "The monument is in Chile, which has Santiago as its capital and Marta Quiroga as leader.",
        [("Chile", "leader", "Marta Quiroga")],
    ),
    (
        "The Kivu Gate monument is in Kenya, the country which has Daniel Mwangi and Grace Otieno as leaders.",
        [("Kenya", "leader", "Daniel Mwangi"), ("Kenya", "leader", "Grace Otieno")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_leaders_of_places_v3(extractor: SpacyRulesV2Extractor, text: str, expected: list[Key]) -> None:
    found = facts_of(extractor, text)
    for key in expected:
        assert key in found, (text, found)


NOT_FOUND: list[tuple[str, str]] = [
    # a party's leader or a former leader names no place
    ("Kenya has party leader Daniel Mwangi.", "Daniel Mwangi"),
    ("Two of the former leaders of Chile are Marta Quiroga and Pablo Serrano.", "Marta Quiroga"),
    ("The stew comes from Chile, where Spanish is spoken and the party leader is Marta Quiroga.", "Marta Quiroga"),
    ("Marta Quiroga and Pablo Serrano are former Chilean leaders.", "Marta Quiroga"),
    ("The club is based in Chile, where Marta Quiroga is a former leader.", "Marta Quiroga"),
    ("The stew comes from Chile, whose capital is Santiago and Marta Quiroga is a party leader.", "Marta Quiroga"),
    ("In Kenya there are two former leaders: Daniel Mwangi and Grace Otieno.", "Daniel Mwangi"),
    # after a fronted "Lead by X," a chain of places: either one may be meant
    ("Lead by Rui Valente, Lisbon, Portugal has many bakeries.", "Rui Valente"),
    ("Grace Otieno is leader of the Green Party.", "Grace Otieno"),
    ("Grace Otieno is not leader of Kenya.", "Grace Otieno"),
    # a participle after a chain, or one that tells of the subject
    ("The stew comes from Nairobi, Kenya, led by Daniel Mwangi.", "Daniel Mwangi"),
    ("Marta Quiroga visited Chile, led by her guide Pablo Serrano.", "Pablo Serrano"),
    # a relative clause hung on one place and written after another: either one may be meant
    ("The university is located in Santiago, the capital of Chile, which is led by Marta Quiroga.", "__Chile"),
    # a building or an airport run by someone is operated, not led
    ("The Porto Cathedral Museum is run by Ana Leitao.", "Ana Leitao"),
    # a business runs no place
    ("The book was published in Kenya, which is run by the Kenya Publishing House.", "Kenya Publishing House"),
    # a council is a place's governing body, not its leader
    ("The stew comes from Nairobi, which is run by the Nairobi City Council.", "Nairobi City Council"),
    # a chain of places: either one may be meant
    ("The stew comes from Valparaiso, Chile, which is ruled by Marta Quiroga.", "Marta Quiroga"),
    # no country named before "the country"
    ("The novel is set in the country which is led by Marta Quiroga.", "Marta Quiroga"),
    # a leader of a "where" clause's conjunct needs the "where": a plain clause names no place
    ("The team plays in Chile and Marta Quiroga is a leader.", "Marta Quiroga"),
]


@pytest.mark.parametrize(("text", "value"), NOT_FOUND)
def test_no_place_leader_v3(extractor: SpacyRulesV2Extractor, text: str, value: str) -> None:
    found = facts_of(extractor, text)
    if value.startswith("__"):  # no leader of that place
        assert not any(r == "leader" and e == value[2:] for e, r, v in found), (text, found)
        return
    assert not any(r == "leader" and v == value for e, r, v in found), (text, found)


def test_a_place_run_by_someone_is_not_operated(extractor: SpacyRulesV2Extractor) -> None:
    """ "Porto, which is run by X": a leader, never Porto's operator."""
    found = facts_of(extractor, "The Porto Cathedral Museum is in Porto, which is run by Ana Leitao.")
    assert ("Porto", "leader", "Ana Leitao") in found
    assert not any(r == "operator" for _, r, _ in found), found


def test_an_airport_run_by_a_company_stays_operated(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Tarrow Airport is run by the Kelvania Airports Company.")
    assert ("Tarrow Airport", "operator", "Kelvania Airports Company") in found
    assert not any(r == "leader" for _, r, _ in found), found


def test_a_regnal_name_keeps_its_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Harald V of Norway is the leader of Norway": Norway is led, not the person (the place
    in a regnal name is no surname)."""
    found = facts_of(extractor, "Harald V of Norway is the leader of Norway.")
    assert ("Norway", "leader", "Harald V of Norway") in found
    assert not any(e == "Harald V of Norway" for e, _, _ in found), found


def test_a_place_before_leader_gives_no_second_relation(extractor: SpacyRulesV2Extractor) -> None:
    """ "X is the Kenya leader": one leader fact, no relation "kenya leader"."""
    found = facts_of(extractor, "Daniel Mwangi is the Kenya leader.")
    assert ("Kenya", "leader", "Daniel Mwangi") in found
    assert not any(r.endswith(" leader") for _, r, _ in found), found


def test_named_leaders_are_no_count(extractor: SpacyRulesV2Extractor) -> None:
    """ "there are two leaders: A and B" names them: no "number of leaders" fact beside them."""
    found = facts_of(extractor, "In Kenya, there are two prominent leaders, Daniel Mwangi and Grace Otieno.")
    assert ("Kenya", "leader", "Grace Otieno") in found
    assert not any(r.startswith("number of") for _, r, _ in found), found


def test_two_names_the_pipeline_joined_are_two_leaders(extractor: SpacyRulesV2Extractor) -> None:
    """ "Rui Valente and Ines Gaspar" read as one name still gives two leaders, never the pair."""
    found = facts_of(
        extractor, "The cake is a dish from Portugal, where two of the leaders are Rui Valente and Ines Gaspar."
    )
    assert {("Portugal", "leader", "Rui Valente"), ("Portugal", "leader", "Ines Gaspar")} <= found
    assert not any(" and " in v for _, r, v in found if r == "leader"), found


@pytest.mark.parametrize(
    "text",
    [
        "Bacalhau stew comes from Portugal, a country with leader Rui Valente and capital Lisbon.",
        "With the leader Rui Valente and the capital of Lisbon, Portugal is the home of the custard tart.",
    ],
)
def test_a_capital_after_the_leader_is_no_leader(extractor: SpacyRulesV2Extractor, text: str) -> None:
    """ "with leader X and capital Y": Y is named by another relation noun, never a second leader."""
    found = facts_of(extractor, text)
    assert ("Portugal", "leader", "Rui Valente") in found
    assert not any(r == "leader" and v == "Lisbon" for _, r, v in found), found


def test_its_leader_after_a_monument_is_its_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Its leader" after a sentence about a memorial: the one place that sentence named (a
    monument has no leader); after a chain of places, either one may be meant."""
    found = facts_of(extractor, "The Kivu Gate Memorial is in Kenya. Its leader is Daniel Mwangi.")
    assert ("Kenya", "leader", "Daniel Mwangi") in found
    assert not any(e == "Kivu Gate Memorial" and r == "leader" for e, r, _ in found), found
    chained = facts_of(extractor, "The Kivu Gate Memorial is in Nairobi, Kenya. Its leader is Daniel Mwangi.")
    assert not any(r == "leader" for _, r, _ in chained), chained
