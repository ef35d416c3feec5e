"""``spacy-rules.v2`` on universities, second pass (session 23b): sentences written for these
tests in shapes the first pass did not cover: a title in a second clause ("... and its rector
is Y"), a title the tagger reads as a name in apposition, "has Y as rector", "belongs to",
"X, in Y, has ...", "Y, where X is located", "a total of N students and M staff", a school name the tagger reads as a
person's, and the place after "president of X, in Y". ``NEAR_MISSES`` must not give the fact
named beside them. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    (
        "Vasken Polytechnic has 7,000 undergraduate students and its rector is Ilse Marten.",
        ("Vasken Polytechnic", "rector", "Ilse Marten"),
    ),
    (
        "Vasken Polytechnic's dean is Paul Keane and its chancellor is Rosa Lind.",
        ("Vasken Polytechnic", "chancellor", "Rosa Lind"),
    ),
    (
        "Brellin College is in Ohio. It was established in 1850 and its president is Hugh Dorsey.",
        ("Brellin College", "president", "Hugh Dorsey"),
    ),
    (
        "Rosa Lind, the chancellor of Vasken Polytechnic, was born in Lenmouth.",
        ("Vasken Polytechnic", "chancellor", "Rosa Lind"),
    ),
    (
        "The Orren Academy of Music in Vienna has Klara Weiss as rector.",
        ("Orren Academy of Music", "rector", "Klara Weiss"),
    ),
    (
        "Tarrow University belongs to the Atlantic Universities Network.",
        ("Tarrow University", "affiliation", "Atlantic Universities Network"),
    ),
    ("Orren University, in Lenmouth, has 2,500 postgraduate students.", ("Orren University", "location", "Lenmouth")),
    (
        "Marlow University has a total of 18,000 students and 1,100 academic staff.",
        ("Marlow University", "academic staff size", "1,100"),
    ),
    (
        "Sunil Rao is president of the Hallam Institute of Technology, in Mumbai.",
        ("Hallam Institute of Technology", "location", "Mumbai"),
    ),
    (
        "The city of Aarhus, where Marlow University is located, is in Denmark.",
        ("Marlow University", "location", "Aarhus"),
    ),
    ("Aarhus, where Marlow University is located, is in Denmark.", ("Marlow University", "location", "Aarhus")),
]

NEAR_MISSES = [
    # (sentence, entity, relation): no fact of that relation for that entity
    ("Vasken Polytechnic has 7,000 students and its former rector is Ilse Marten.", "Vasken Polytechnic", "rector"),
    ("Vasken Polytechnic has 7,000 students and its vice rector is Ilse Marten.", "Vasken Polytechnic", "rector"),
    (
        "Rosa Lind, the former chancellor of Vasken Polytechnic, was born in Lenmouth.",
        "Vasken Polytechnic",
        "chancellor",
    ),
    ("Harwick University belongs to Norvania.", "Harwick University", "affiliation"),
    ("Harwick University belongs to Anna Pell.", "Harwick University", "affiliation"),
    ("Harwick University has Anna Pell as a guest.", "Harwick University", "rector"),
    ("Harwick University has Anna Pell as rector of its law school.", "Harwick University", "rector"),
    ("Harwick University, in 1950, had 300 staff members.", "Harwick University", "location"),
    (
        "Harwick University has a total of 300 buildings and 16,000 students.",
        "Harwick University",
        "academic staff size",
    ),
    ("Sunil Rao is president of the Hallam Institute of Technology, in Mumbai.", "Sunil Rao", "location"),
    ("Aarhus, where Anna Pell is located, is in Denmark.", "Anna Pell", "location"),  # a person
    ("Aarhus, where Marlow University is located near the harbour, is in Denmark.", "Marlow University", "location"),
    ("The 1990 final, where Marlow University was located, was in Denmark.", "Marlow University", "location"),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_second_pass_university_wordings(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "entity", "relation"), NEAR_MISSES)
def test_second_pass_near_misses(extractor: SpacyRulesV2Extractor, sentence: str, entity: str, relation: str) -> None:
    assert not {k for k in facts_of(extractor, sentence) if k[:2] == (entity, relation)}


def test_a_single_quoted_motto_is_one_value(extractor: SpacyRulesV2Extractor) -> None:
    """ "its motto is 'Truth above all'": the whole motto, not also its first word."""
    facts = facts_of(extractor, "Eskdale College was founded in 1889 and its motto is 'Truth above all'.")
    assert {k for k in facts if k[1] == "motto"} == {("Eskdale College", "motto", "Truth above all")}


def test_a_title_before_where_is_no_place(extractor: SpacyRulesV2Extractor) -> None:
    """ "Lord Mayor of Lenmouth where X is located": never X in "Lord Mayor"."""
    facts = facts_of(extractor, "Anna Pell was Lord Mayor of Lenmouth where Marlow University is located.")
    assert not {k for k in facts if k[0] == "Marlow University" and k[2] == "Lord Mayor"}
