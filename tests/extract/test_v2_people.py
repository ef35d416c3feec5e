"""What a sentence says of a person in passing: a nationality beside the name, an occupation
after "as" or "became", or before the name."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    ("The comic Marlowe was created by the American John Brenner.", ("John Brenner", "nationality", "American")),
    ("The comic Marlowe was created by the American John Brenner.", ("Marlowe", "creator", "John Brenner")),
    ("American Mira Olsen was born in Lenmouth.", ("Mira Olsen", "nationality", "American")),
    ("Tarrow was created by Hal Brenner (American).", ("Hal Brenner", "nationality", "American")),
    (
        "Tarrow was created by Hal Brenner, an American who won the Kelsey award.",
        ("Hal Brenner", "nationality", "American"),
    ),
    ("Tarrow was created by the French national, Paul Renard.", ("Paul Renard", "nationality", "French")),
    ("United States national Mira Olsen was a crew member of Vega 9.", ("Mira Olsen", "nationality", "United States")),
    ("Tomas Rivera is a Puerto Rican national.", ("Tomas Rivera", "nationality", "Puerto Rican")),
    ("Mira Olsen is an American born in Lenmouth.", ("Mira Olsen", "nationality", "American")),
    ("Mira Olsen worked as a test pilot.", ("Mira Olsen", "occupation", "test pilot")),
    ("Hal Brenner served as a navy officer until 1970.", ("Hal Brenner", "occupation", "navy officer")),
    ("Mira Olsen retired as a fighter pilot in 1971.", ("Mira Olsen", "occupation", "fighter pilot")),
    ("Mira Olsen joined the agency in 1965 as a flight engineer.", ("Mira Olsen", "occupation", "flight engineer")),
    ("Mira Olsen became a test pilot.", ("Mira Olsen", "occupation", "test pilot")),
    ("Mira Olsen was a fighter pilot and a member of the Vega 9 crew.", ("Mira Olsen", "occupation", "fighter pilot")),
    ("Mira Olsen was a fighter pilot born in Lenmouth.", ("Mira Olsen", "occupation", "fighter pilot")),
    ("Test pilot Mira Olsen was born in Lenmouth.", ("Mira Olsen", "birth place", "Lenmouth")),
    # session 21: an adjective or a country after the copula, "the American, X", "a US national"
    ("Duncan Rowe is American.", ("Duncan Rowe", "nationality", "American")),
    ("Mira Olsen, who is American, was born in Lenmouth.", ("Mira Olsen", "nationality", "American")),
    ("Mira Olsen is an American, born in Lenmouth.", ("Mira Olsen", "nationality", "American")),
    ("Mira Olsen is from the United States.", ("Mira Olsen", "nationality", "United States")),
    ("Tarrow was created by Hal Brenner and the American, Duncan Rowe.", ("Duncan Rowe", "nationality", "American")),
    ("Mira Olsen, a US national, was born in Lenmouth.", ("Mira Olsen", "nationality", "US")),
    (
        "Tarrow was created by Hal Brenner and Duncan Rowe who is an American.",
        ("Duncan Rowe", "nationality", "American"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_person_described_in_passing(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # a role in one mission, a group, a denial: no occupation
    ("Mira Olsen served as a crew member of Vega 9.", "occupation"),
    ("Mira Olsen never worked as a test pilot.", "occupation"),
    ("Mira Olsen was a member of the Kelsey club.", "occupation"),
    # a nationality adjective on a thing is no person's nationality
    ("The American company Brakstad Holdings was founded in 1902.", "nationality"),
    # a role word before a name is often a role in one event ("commander David Scott")
    ("Mira Olsen flew with commander Peter Walsh.", "occupation"),
    # "a Puerto Rican national" is a nationality, not a class of things
    ("Tomas Rivera is a Puerto Rican national.", "instance of"),
    # a place a person is from that is no country; a denial
    ("Mira Olsen is from Lenmouth.", "nationality"),
    ("Mira Olsen is not American.", "nationality"),
]


@pytest.mark.parametrize(("text", "relation"), ABSENT)
def test_no_description_where_none_is_given(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))


def test_the_nationality_word_is_no_part_of_the_name(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The comic Marlowe was created by the American John Brenner.")
    assert not any("American John" in e or "American John" in v for e, _, v in found)


def test_training_is_no_occupation(extractor: SpacyRulesV2Extractor) -> None:
    """ "He trained as a surveyor" says what he learnt, not what he worked as."""
    assert not any(r == "occupation" for _, r, _ in facts_of(extractor, "Mira Olsen trained as a surveyor."))


DESCRIBED = [
    ("Mira Olsen is an engineer who was born on 3 May 1950 in Lenmouth.", ("Mira Olsen", "birth place", "Lenmouth")),
    ("Mira Olsen is an engineer who was born on 3 May 1950 in Lenmouth.", ("Mira Olsen", "birth date", "3 May 1950")),
    ("Mira Olsen is a US national who was born in Lenmouth.", ("Mira Olsen", "birth place", "Lenmouth")),
    ("Mira Olsen is an architect who designed the Vaster Tower.", ("Vaster Tower", "architect", "Mira Olsen")),
]


@pytest.mark.parametrize(("text", "expected"), DESCRIBED)
def test_a_relative_clause_on_a_description_is_about_the_subject(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


def test_who_after_another_noun_is_not_the_described_subject(extractor: SpacyRulesV2Extractor) -> None:
    """The parser hangs "who" on the description; the organisation right before it is meant."""
    text = "The Kelsey K-17 Skymaster II is a transport aircraft in the Norvanian Air Force who are the operating organisation of Tarrow Airport."
    found = facts_of(extractor, text)
    assert not any("Skymaster" in v for _, r, v in found if r == "operator")
    assert ("Tarrow Airport", "operator", "Norvanian Air Force") in found


SCHOOLS = [
    ("Mira Olsen received an MS from KIT in 1962.", ("Mira Olsen", "alma mater", "KIT")),
    ("Mira Olsen received a M.S. from KIT in 1962.", ("Mira Olsen", "alma mater", "KIT")),
    (
        "Mira Olsen obtained an Sc.D in 1963 from Kelsey Institute of Technology.",
        ("Mira Olsen", "alma mater", "Kelsey Institute of Technology"),
    ),
    (
        "Mira Olsen earned a BSc from the University of Lenmouth in 1955.",
        ("Mira Olsen", "alma mater", "University of Lenmouth"),
    ),
    (
        "Mira Olsen received a doctorate from the University of Lenmouth.",
        ("Mira Olsen", "alma mater", "University of Lenmouth"),
    ),
    ("Mira Olsen went to the University of Lenmouth.", ("Mira Olsen", "alma mater", "University of Lenmouth")),
]


@pytest.mark.parametrize(("text", "expected"), SCHOOLS)
def test_a_degree_from_a_school_names_the_alma_mater(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Mira Olsen received an award from the Kelsey Society.",  # no degree
        "Mira Olsen went to NASA in 1963.",  # no school named in full
        "Mira Olsen never received a degree from the University of Lenmouth.",  # denied
    ],
)
def test_no_alma_mater_without_a_degree_and_a_school(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert not any(r == "alma mater" for _, r, _ in facts_of(extractor, text))


def test_a_letter_right_after_a_point_does_not_end_the_sentence() -> None:
    from hcf_graph.extract.spacy_rules import load_pipeline
    from hcf_graph.extract.spacy_rules_v2 import sentence_spans

    text = "Mira Olsen obtained an Sc.D in 1963. She retired."
    spans = sentence_spans(load_pipeline().make_doc(text))
    assert [text[s:e] for s, e in spans] == ["Mira Olsen obtained an Sc.D in 1963.", "She retired."]


def test_a_participle_between_commas_after_a_name(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Tarrow Airport, serving the city of Lenmouth, is owned by Kelsey Holdings.")
    assert ("Tarrow Airport", "city served", "Lenmouth") in found


def test_the_first_of_two_names_the_parser_made_a_modifier_still_counts() -> None:
    """The parser sometimes reads "by René Gasconne and Albert Udermann" as one name modified by
    the other ("René Gasconne" an nmod of "Albert Udermann", "and" hung on it)."""
    from spacy.tokens import Doc

    from hcf_graph.extract.spacy_rules import Candidate, load_pipeline
    from hcf_graph.extract.spacy_rules_v2 import TopicRules
    from hcf_graph.normalize import RelationCatalog

    words = ["Vexa", "was", "created", "by", "René Gasconne", "and", "Albert Udermann", "."]
    doc = Doc(
        load_pipeline().vocab,
        words=words,
        heads=[2, 2, 2, 2, 6, 4, 3, 2],
        deps=["nsubjpass", "auxpass", "ROOT", "agent", "nmod", "cc", "pobj", "punct"],
        pos=["PROPN", "AUX", "VERB", "ADP", "PROPN", "CCONJ", "PROPN", "PUNCT"],
        ents=["B-PERSON", "O", "O", "O", "B-PERSON", "O", "B-PERSON", "O"],
    )
    rules = TopicRules(RelationCatalog.load(), None)
    fact = Candidate("Vexa", "created by", "Albert Udermann")
    assert [c.value for c in rules._conjunct_values(doc[:], fact)] == ["René Gasconne"]


def test_who_after_two_names_and_a_singular_verb_is_the_second(extractor: SpacyRulesV2Extractor) -> None:
    """ "created by Hal Brenner and Duncan Rowe who is an American": Rowe is the American."""
    found = facts_of(extractor, "Tarrow was created by Hal Brenner and Duncan Rowe who is an American.")
    assert ("Hal Brenner", "nationality", "American") not in found
