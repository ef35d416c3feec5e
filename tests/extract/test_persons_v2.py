"""What prose says of people: a nationality written in many ways (a field separator between
the word and the name, "and the Dutch, X", "A US national, he ...", "(Canadian nationality)"),
an occupation after "as" or with a clause after it, and the school a person studied at."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

NATIONALITIES = [
    # scraped text: a field separator ("@") between the nationality and the name
    ("Canadian @ Anne Porter was born in Lenmouth.", ("Anne Porter", "nationality", "Canadian")),
    ("Canadian @ Anne Porter was born in Lenmouth on 3 May 1941.", ("Anne Porter", "nationality", "Canadian")),
    # the nationality word first, the name in apposition after a comma, in a list of creators
    (
        "Korvo is a comic character created by Tom Hale and the Canadian, Rick Dunne.",
        ("Rick Dunne", "nationality", "Canadian"),
    ),
    ("Korvo was created by Walt Brody and the Canadian, Ned Pascal.", ("Ned Pascal", "nationality", "Canadian")),
    # a nationality noun opening the sentence, the person its subject
    (
        "Anne Porter was born in Lenmouth. A Canadian national, she attended the University of Lenmouth.",
        ("Anne Porter", "nationality", "Canadian"),
    ),
    ("A US citizen, Anne Porter studied at Kelsey College.", ("Anne Porter", "nationality", "US")),
    # the nationality in brackets with the word "nationality"
    ("Anne Porter (Canadian nationality) was born in Lenmouth.", ("Anne Porter", "nationality", "Canadian")),
    # the nationality as the subject
    ("Canadian was the nationality of Anne Porter.", ("Anne Porter", "nationality", "Canadian")),
    # "national" read as part of a name by the tagger ("US National" an ORG)
    ("Rick Dunne, a US National, was born in Akron.", ("Rick Dunne", "nationality", "US")),
    ("He was a US National and served as a fighter pilot.", None),
    # a sentence that misses its relative pronoun
    ("Rick Dunne is a US national was born in Akron.", ("Rick Dunne", "nationality", "US")),
    # the name coordinated with a person's, untagged itself
    (
        "Tarrow, created by Steven T Haldane and the American Duncan Rouvier, is a character in Big Fun 6.",
        ("Duncan Rouvier", "nationality", "American"),
    ),
    # "US National" tagged as one name before the person's; a country before "national"
    ("Bolt was created by Dan Mishkov and the US National, Perry Cullen.", ("Perry Cullen", "nationality", "US")),
    ("Perry Cullen is a United States national.", ("Perry Cullen", "nationality", "United States")),
    ("Tarrow was created by Tom Hale and American national Karl Kessler.", ("Karl Kessler", "nationality", "American")),
    # a lower-case nationality word before the name
    ("Pod was created by the canadian Rick Dunne and by Tom T. Hale.", ("Rick Dunne", "nationality", "canadian")),
]


@pytest.mark.parametrize(("text", "expected"), [n for n in NATIONALITIES if n[1] is not None])
def test_a_nationality_written_beside_a_person(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_a_national_after_a_pronoun(extractor: SpacyRulesV2Extractor) -> None:
    text = "Rick Dunne was born in Akron. He was a US National and served as a fighter pilot."
    assert ("Rick Dunne", "nationality", "US") in facts_of(extractor, text)


OCCUPATIONS = [
    ("Rick Dunne was a fighter pilot and member of the Vega 4 crew.", ("Rick Dunne", "occupation", "fighter pilot")),
    (
        "Rick Dunne was born in Akron. Having worked as a test pilot, he was selected by the agency.",
        ("Rick Dunne", "occupation", "test pilot"),
    ),
    ("Rick Dunne was a test pilot originating from Akron.", ("Rick Dunne", "occupation", "test pilot")),
    ("Rick Dunne worked as a test pilot for the Kelsey Navy.", ("Rick Dunne", "occupation", "test pilot")),
    ("Rick Dunne flew as a test pilot before 1960.", ("Rick Dunne", "occupation", "test pilot")),
]


@pytest.mark.parametrize(("text", "expected"), OCCUPATIONS)
def test_an_occupation_with_words_after_it(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


SCHOOLS = [
    (
        "Rick Dunne received a Bachelor of Science degree at the University of Akron in 1955.",
        ("Rick Dunne", "alma mater", "University of Akron"),
    ),
    (
        "Rick Dunne, a graduate of the University of Akron, died in Lenmouth.",
        ("Rick Dunne", "alma mater", "University of Akron"),
    ),
    (
        "Rick Dunne was born in Akron. In 1955, he graduated from UO Akron with a B.S.",
        ("Rick Dunne", "alma mater", "UO Akron"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), SCHOOLS)
def test_the_school_a_person_studied_at(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_a_school_in_a_town_is_one_name(extractor: SpacyRulesV2Extractor) -> None:
    """ "the University of Ohio in Akron" names one campus: one value, not a cut name located
    in the town."""
    found = facts_of(extractor, "Rick Dunne studied at the University of Ohio in Akron (which is old).")
    assert ("Rick Dunne", "alma mater", "University of Ohio in Akron") in found
    assert ("Rick Dunne", "alma mater", "University of Ohio") not in found
    assert not any(e == "University of Ohio" for e, _, _ in found)


def test_a_school_in_a_country_keeps_its_name(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Rick Dunne studied at the University of Lenmouth in Canada.")
    assert not any(v.endswith("in Canada") for _, _, v in found)


ABSENT = [
    # a company, a state, a place: the nationality word is part of the name
    ("Anne Porter flew on the American Airlines flight to Lenmouth.", "nationality"),
    ("Anne Porter flew with British Airways in 1970.", "nationality"),
    ("Anne Porter worked for the Indian Air Force.", "nationality"),
    ("Anne Porter was born in French Guiana.", "nationality"),
    ("The Canadian company Brakstad Holdings, a US national firm, was founded in 1902.", "nationality"),
    # a subject studied is no school
    ("Rick Dunne studied the history of Texas.", "alma mater"),
    ("Rick Dunne studied at home before 1950.", "alma mater"),
    ("Rick Dunne was a pilot of the Vega 4 crew.", "occupation"),
    ("Rick Dunne was a fighter pilot of the Kelsey Navy and a member of the crew.", "occupation"),
    ("Rick Dunne received a medal at the Lenmouth Games in 1955.", "alma mater"),
    ("Rick Dunne, a student of the painter Tom Hale, died in Lenmouth.", "alma mater"),
]


@pytest.mark.parametrize(("text", "relation"), ABSENT)
def test_nothing_where_a_person_is_not_described(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))


def test_the_nationality_word_stays_out_of_a_coordinated_name() -> None:
    """ "created by Steven T Hale and the American Duncan Rowe" with "Duncan Rowe" left untagged
    and parsed as a conjunct of the tagged name: the person is "Duncan Rowe", an American."""
    from spacy.tokens import Doc

    from hcf_graph.extract.people_v2 import without_nationality
    from hcf_graph.extract.spacy_rules import load_pipeline
    from hcf_graph.extract.spacy_rules_v2 import TopicRules
    from hcf_graph.normalize import RelationCatalog

    words = ["Korvo", "was", "created", "by", "Steven T Hale", "and", "the", "American", "Duncan", "Rowe", "."]
    doc = Doc(
        load_pipeline().vocab,
        words=words,
        heads=[2, 2, 2, 2, 3, 4, 9, 9, 9, 4, 2],
        deps=["nsubjpass", "auxpass", "ROOT", "agent", "pobj", "cc", "det", "compound", "compound", "conj", "punct"],
        pos=["PROPN", "AUX", "VERB", "ADP", "PROPN", "CCONJ", "DET", "PROPN", "PROPN", "PROPN", "PUNCT"],
        ents=["O", "O", "O", "O", "B-PERSON", "O", "O", "B-NORP", "O", "O", "O"],
    )
    assert without_nationality(doc[:], "American Duncan Rowe") == "Duncan Rowe"
    rules = TopicRules(RelationCatalog.load(), None)
    found = list(rules.coordinated_nationality(doc[9]))
    assert [(c.entity, c.relation, c.value) for c in found] == [("Duncan Rowe", "nationality", "American")]


def test_a_company_after_a_nationality_word_keeps_its_name() -> None:
    from spacy.tokens import Doc

    from hcf_graph.extract.people_v2 import without_nationality
    from hcf_graph.extract.spacy_rules import load_pipeline

    words = ["Korvo", "was", "made", "by", "Steven T Hale", "and", "the", "American", "Holdings", "."]
    doc = Doc(
        load_pipeline().vocab,
        words=words,
        heads=[2, 2, 2, 2, 3, 4, 8, 8, 4, 2],
        deps=["nsubjpass", "auxpass", "ROOT", "agent", "pobj", "cc", "det", "compound", "conj", "punct"],
        ents=["O", "O", "O", "O", "B-PERSON", "O", "O", "B-NORP", "O", "O"],
    )
    assert without_nationality(doc[:], "American Holdings") == "American Holdings"


def test_a_nationality_is_given_only_to_people(extractor: SpacyRulesV2Extractor) -> None:
    for text in (
        "Lenmouth Airport (American nationality) serves the city.",
        "Canadian was the nationality of the Kelsey Society.",
        "Kelsey Holdings, a US National, was founded in 1902.",
    ):
        assert not any(r == "nationality" for _, r, _ in facts_of(extractor, text)), text


def test_an_employer_is_no_occupation(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Rick Dunne worked as a test pilot for NASA.")
    occupations = {v for _, r, v in found if r == "occupation"}
    assert occupations == {"test pilot"}


def test_a_pronoun_after_an_opening_phrase_is_the_last_subject(extractor: SpacyRulesV2Extractor) -> None:
    """ "In 1955, he graduated ...": "he" is still the person of the sentence before."""
    found = facts_of(extractor, "Rick Dunne was born in Akron. In 1955, he received a B.S. from UO Akron.")
    assert ("Rick Dunne", "alma mater", "UO Akron") in found


def test_an_opening_clause_keeps_its_own_date(extractor: SpacyRulesV2Extractor) -> None:
    """ "After graduating in 1957, he died in X": 1957 is no date of the death."""
    text = (
        "Rick Dunne was born in Akron. After graduating from KIT in 1957, and working as a pilot, he died in Lenmouth."
    )
    assert not any(r == "death date" for _, r, _ in facts_of(extractor, text))
