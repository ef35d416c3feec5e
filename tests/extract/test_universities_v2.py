"""``spacy-rules.v2`` on universities, colleges and institutes (session 23): sentences written
for these tests in the shapes of short encyclopedic descriptions (copula, possessive, "whose",
"which", apposition, passive, lists joined by "and", "It"/"Its" in a second sentence) about
invented schools. ``NEW_WORDINGS`` are wordings the rules of :mod:`hcf_graph.extract.universities_v2`
find; ``KNOWN_WORDINGS`` are WebNLG-shaped sentences the extractor found before and must keep;
``NEAR_MISSES`` must not give the fact named beside them. Every fact quotes its text exactly
(``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import NORMALIZER, Key, facts_of, run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

NEW_WORDINGS = [
    ('The motto of Harwick University is "Knowledge is light".', ("Harwick University", "motto", "Knowledge is light")),
    ('Harwick University\'s motto is "Knowledge is light".', ("Harwick University", "motto", "Knowledge is light")),
    (
        'Harwick University, whose motto is "Knowledge is light", is in Lenmouth.',
        ("Harwick University", "motto", "Knowledge is light"),
    ),
    (
        "There are 700 academic staff at the Kelsey Institute of Technology.",
        ("Kelsey Institute of Technology", "academic staff size", "700"),
    ),
    (
        "The University of Tarrow is attended by 20,000 students.",
        ("University of Tarrow", "number of students", "20,000"),
    ),
    ("Harwick University is a member of the Coimbra Group.", ("Harwick University", "affiliation", "Coimbra Group")),
    (
        'Harwick University is in Lenmouth. Its motto is "Knowledge is light".',
        ("Harwick University", "motto", "Knowledge is light"),
    ),
    ("Harwick University was founded in 1921 in Lenmouth, Norvania.", ("Harwick University", "location", "Lenmouth")),
    ("Harwick University dates from 1921.", ("Harwick University", "founded", "1921")),
    ("Harwick University was set up in 1921.", ("Harwick University", "founded", "1921")),
    (
        "The University of Tarrow was created in 1880 and has a rural campus.",
        ("University of Tarrow", "founded", "1880"),
    ),
    ("The Lenmouth School of Business has its campus in Tarrow.", ("Lenmouth School of Business", "campus", "Tarrow")),
    (
        "Harwick University is a university in Lenmouth, Norvania with 16,000 students.",
        ("Harwick University", "location", "Lenmouth"),
    ),
    (
        "The Kelsey Institute of Technology has 700 academic staff, 9,000 students and is affiliated with the Norvania Technological University.",
        ("Kelsey Institute of Technology", "number of students", "9,000"),
    ),
    (
        'The Kelsey Institute of Technology\'s motto is "Learn and serve" and it was established in 2000.',
        ("Kelsey Institute of Technology", "motto", "Learn and serve"),
    ),
    (
        'The Kelsey Institute of Technology\'s motto is "Learn and serve" and it was established in 2000.',
        ("Kelsey Institute of Technology", "founded", "2000"),
    ),
    ("Harwick University has 700 staff members.", ("Harwick University", "academic staff size", "700")),
    ("Harwick University is home to 16,000 students.", ("Harwick University", "number of students", "16,000")),
    (
        "Harwick University's president, Robert Hale, was born in Tarrow.",
        ("Harwick University", "president", "Robert Hale"),
    ),
    ("Harwick University's rector, Anna Pell, was born in Tarrow.", ("Harwick University", "rector", "Anna Pell")),
    ("Harwick University is headed by president Robert Hale.", ("Harwick University", "president", "Robert Hale")),
    ("Harwick University has an urban campus located in Tarrow.", ("Harwick University", "campus", "Tarrow")),
    (
        'Harwick University\'s motto, "Knowledge is light", is written in Latin.',
        ("Harwick University", "motto", "Knowledge is light"),
    ),
    ('Harwick University\'s motto reads "Knowledge is light".', ("Harwick University", "motto", "Knowledge is light")),
    (
        "The Kelsey Institute of Technology in Bangalore was established in 2000.",
        ("Kelsey Institute of Technology", "location", "Bangalore"),
    ),
    ("Harwick University was founded in 1921 in Bangalore, India.", ("Harwick University", "location", "Bangalore")),
    ("Harwick University was founded in 1921 in Bangalore, India.", ("Harwick University", "country", "India")),
    ('"Knowledge is light" is the motto of Harwick University.', ("Harwick University", "motto", "Knowledge is light")),
    ("Harwick University's motto is Lux et veritas.", ("Harwick University", "motto", "Lux et veritas")),
    (
        "The motto of the Kelsey Institute of Technology is 'Learn and serve'.",
        ("Kelsey Institute of Technology", "motto", "Learn and serve"),
    ),
    ("Harwick University dates back to 1921.", ("Harwick University", "founded", "1921")),
    ("Harwick University is a private college in Ohio.", ("Harwick University", "location", "Ohio")),
    ("Harwick University (nicknamed the Ravens) is in Lenmouth.", ("Harwick University", "nickname", "Ravens")),
    (
        'Harwick University\'s president is Robert Hale and its motto is "Knowledge is light".',
        ("Harwick University", "motto", "Knowledge is light"),
    ),
    ("Harwick University is an institution in Lenmouth.", ("Harwick University", "location", "Lenmouth")),
    (
        "The School of Business and Social Sciences at the University of Lenmouth was established in 1928.",
        ("School of Business and Social Sciences at the University of Lenmouth", "founded", "1928"),
    ),
    (
        "The Accademia di Architettura di Lenmouth was established in 1996 in Ticino, Switzerland.",
        ("Accademia di Architettura di Lenmouth", "location", "Ticino"),
    ),
    (
        "The Accademia di Architettura di Lenmouth was established in 1996 in Ticino, Switzerland.",
        ("Accademia di Architettura di Lenmouth", "country", "Switzerland"),
    ),
    ("Harwick University has 1,200 faculty.", ("Harwick University", "academic staff size", "1,200")),
    ("Harwick University employs 1,200 academics.", ("Harwick University", "academic staff size", "1,200")),
    (
        "Harwick University has 1,200 members of academic staff.",
        ("Harwick University", "academic staff size", "1,200"),
    ),
    ("Harwick University has 16,000 students enrolled.", ("Harwick University", "number of students", "16,000")),
    (
        "Harwick University has a student enrolment of 16,000.",
        ("Harwick University", "number of students", "16,000"),
    ),
    (
        "Tom Baxter is the dean of Harwick University and Anna Pell is its rector.",
        ("Harwick University", "rector", "Anna Pell"),
    ),
    (
        "Harwick University's nickname, the Ravens, comes from its mascot.",
        ("Harwick University", "nickname", "Ravens"),
    ),
    ("Ines Varga serves as chancellor of Orren College.", ("Orren College", "chancellor", "Ines Varga")),
    (
        "Orren College is home to 3,100 students and 240 academic staff.",
        ("Orren College", "academic staff size", "240"),
    ),
]

KNOWN_WORDINGS = [
    (
        "Harwick University was established in 1921 and is located in Lenmouth.",
        ("Harwick University", "founded", "1921"),
    ),
    (
        "Harwick University, which was founded in 1921, has 1,200 academic staff.",
        ("Harwick University", "founded", "1921"),
    ),
    ("Anna Pell is the rector of the University of Tarrow.", ("University of Tarrow", "rector", "Anna Pell")),
    ("Lenmouth School of Business has Tom Baxter as its dean.", ("Lenmouth School of Business", "dean", "Tom Baxter")),
    ("Harwick University's president is Robert Hale.", ("Harwick University", "president", "Robert Hale")),
    (
        'Harwick University, whose motto is "Knowledge is light", is in Lenmouth.',
        ("Harwick University", "location", "Lenmouth"),
    ),
    ("Harwick University's nickname is the Ravens.", ("Harwick University", "nickname", "Ravens")),
    ("Harwick University has an urban campus in Lenmouth.", ("Harwick University", "campus", "urban")),
    (
        "The Kelsey Institute of Technology has 500 academic staff and 9,000 students.",
        ("Kelsey Institute of Technology", "academic staff size", "500"),
    ),
    (
        "The academic staff size of the Kelsey Institute of Technology is 700.",
        ("Kelsey Institute of Technology", "academic staff size", "700"),
    ),
    (
        "Harwick University has 16,000 students, 12,000 of whom are undergraduates.",
        ("Harwick University", "number of students", "16,000"),
    ),
    (
        "The University of Tarrow has 3,500 postgraduate students and 11,000 undergraduate students.",
        ("University of Tarrow", "number of postgraduate students", "3,500"),
    ),
    ("Lenmouth College is located in the city of Tarrow, in Norvania.", ("Lenmouth College", "location", "Tarrow")),
    (
        "The Kelsey Institute of Technology was established in 2000 in the state of Karnataka.",
        ("Kelsey Institute of Technology", "founded", "2000"),
    ),
    (
        "Harwick University is affiliated to the Association of Commonwealth Universities.",
        ("Harwick University", "affiliation", "Association of Commonwealth Universities"),
    ),
    (
        "Harwick University was founded in 1921. Its chancellor is Maria Ortiz.",
        ("Harwick University", "founded", "1921"),
    ),
    (
        'Harwick University is in Lenmouth. Its motto is "Knowledge is light".',
        ("Harwick University", "location", "Lenmouth"),
    ),
    (
        "Robert Hale is the president of Harwick University, which has 1,200 academic staff.",
        ("Harwick University", "president", "Robert Hale"),
    ),
    (
        "Harwick University, whose dean is Tom Baxter, has 16,000 students.",
        ("Harwick University", "dean", "Tom Baxter"),
    ),
    (
        "Located in Tarrow, the Kelsey Institute of Technology has 9,000 students.",
        ("Kelsey Institute of Technology", "location", "Tarrow"),
    ),
    (
        "The University of Tarrow was created in 1880 and has a rural campus.",
        ("University of Tarrow", "campus", "rural"),
    ),
    ("Tom Baxter is dean of the Lenmouth School of Business.", ("Lenmouth School of Business", "dean", "Tom Baxter")),
    ("Harwick University has Maria Ortiz as its chancellor.", ("Harwick University", "chancellor", "Maria Ortiz")),
    (
        "Harwick University is a university in Lenmouth, Norvania with 16,000 students.",
        ("Harwick University", "number of students", "16,000"),
    ),
    (
        "With 16,000 students, Harwick University is the largest university in Lenmouth.",
        ("Harwick University", "number of students", "16,000"),
    ),
    ("The Ravens is the nickname of Harwick University.", ("Harwick University", "nickname", "Ravens")),
]

NEAR_MISSES = [
    # (sentence, entity, relation): no fact of that relation for that entity
    ("The Lenmouth Bridge dates from 1850.", "Lenmouth Bridge", "founded"),  # no school
    ("The Lenmouth Bridge was created in 1880.", "Lenmouth Bridge", "founded"),
    ("Harwick University's library dates from 1850.", "Harwick University", "founded"),  # the library's year
    ("Harwick University was set up in Lenmouth.", "Harwick University", "founded"),  # no year
    ("Harwick University was renamed in 1950.", "Harwick University", "founded"),
    ("The library of Harwick University was founded in 1950.", "Harwick University", "founded"),
    ("Anna Pell is a member of the Lenmouth Chess Club.", "Anna Pell", "affiliation"),  # a person
    ("There are 700 academic staff in Lenmouth.", "Lenmouth", "academic staff size"),  # no school
    ("The concert at Harwick University was attended by 2,000 students.", "Harwick University", "number of students"),
    ("Harwick University has 16,000 alumni.", "Harwick University", "number of students"),
    ("Harwick University has 16,000 books in its library.", "Harwick University", "number of students"),
    ("Harwick University has 2,000 international students.", "Harwick University", "number of students"),
    ("Harwick University has 300 buildings.", "Harwick University", "academic staff size"),
    ("Harwick University's motto was changed in 1950.", "Harwick University", "motto"),
    ('Harwick University\'s former motto is "Lux in tenebris".', "Harwick University", "motto"),
    ("Harwick University's 1921 motto was replaced in 1950.", "Harwick University", "motto"),
    ('Anna Pell said "Knowledge is light" is the motto of her life.', "Anna Pell", "motto"),
    ("Harwick University is a university in the Coimbra Group.", "Harwick University", "location"),
    ("Harwick University has its own library in Lenmouth.", "Harwick University", "campus"),
    ("Harwick University's campus covers 300 acres.", "Harwick University", "campus"),
    ("Harwick University's deputy president is Robert Hale.", "Harwick University", "president"),
    ("The vice-chancellor of Harwick University is Maria Ortiz.", "Harwick University", "chancellor"),
    ("Anna Pell, a former rector of Harwick University, was born in Lenmouth.", "Harwick University", "rector"),
    ("Anna Pell studied at Harwick University.", "Harwick University", "rector"),
    (
        "Robert Hale, the president of the Lenmouth Chess Club, studied at Harwick University.",
        "Harwick University",
        "president",
    ),
    ("Harwick University's rival is Tarrow College.", "Harwick University", "affiliation"),
    ("The Ravens are a football team from Lenmouth.", "Lenmouth", "nickname"),
    ("Lenmouth Bank is a financial institution in Lenmouth.", "Lenmouth Bank", "location"),  # no school
    ("Lenmouth Bank employs 1,200 staff members.", "Lenmouth Bank", "academic staff size"),  # no school
    ("Harwick University has 4,000 students in postgraduate programmes.", "Harwick University", "number of students"),
]


@pytest.mark.parametrize(("sentence", "expected"), NEW_WORDINGS)
def test_new_university_wordings(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "expected"), KNOWN_WORDINGS)
def test_known_university_wordings(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "entity", "relation"), NEAR_MISSES)
def test_near_misses_give_no_such_fact(
    extractor: SpacyRulesV2Extractor, sentence: str, entity: str, relation: str
) -> None:
    assert not {k for k in facts_of(extractor, sentence) if k[:2] == (entity, relation)}


def test_a_person_stays_a_member(extractor: SpacyRulesV2Extractor) -> None:
    """Only a school's membership is its affiliation."""
    facts = facts_of(extractor, "Anna Pell is a member of the Lenmouth Chess Club.")
    assert ("Anna Pell", "member of", "Lenmouth Chess Club") in facts


def test_a_titled_head_is_no_leader(extractor: SpacyRulesV2Extractor) -> None:
    """ "headed by president Robert Hale": the title's fact, not a leader "president Robert Hale"."""
    facts = facts_of(extractor, "Harwick University is headed by president Robert Hale.")
    assert facts == {("Harwick University", "president", "Robert Hale")}


def test_a_school_created_in_a_year_is_founded_once(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "The University of Tarrow was created in 1880.")
    assert {k for k in facts if k[2] == "1880"} == {("University of Tarrow", "founded", "1880")}


def test_a_staff_of_n_is_the_academic_staff_alone(extractor: SpacyRulesV2Extractor) -> None:
    """ "a staff of 700": one count, not also an unknown "staff" fact on the same number."""
    facts = facts_of(extractor, "Harwick University has a staff of 700.")
    assert facts == {("Harwick University", "academic staff size", "700")}


def test_an_address_is_one_campus(extractor: SpacyRulesV2Extractor) -> None:
    """The first part of an address is no campus of its own."""
    text = "The campus of the Kelsey Institute of Technology is in Tarrowhalli, Baxter Main Road, Bangalore – 560090."
    facts = {k for k in facts_of(extractor, text) if k[1] == "campus"}
    assert facts == {("Kelsey Institute of Technology", "campus", "Tarrowhalli, Baxter Main Road, Bangalore – 560090")}


def test_a_faculty_at_a_university_is_one_name(extractor: SpacyRulesV2Extractor) -> None:
    """ "X at the Y University" is one name when Y names a school, and only then."""
    text = "The School of Law at the University of Lenmouth has 80 academic staff."
    assert ("School of Law at the University of Lenmouth", "academic staff size", "80") in facts_of(extractor, text)
    bridge = "The School of Law at the Lenmouth Bridge has 80 academic staff."
    assert {k[0] for k in facts_of(extractor, bridge)} <= {"School of Law"}


DENIALS = [
    ("Harwick University is not a member of the Coimbra Group.", "Harwick University", "member of"),
    ('The motto of Harwick University is not "Lux in tenebris".', "Harwick University", "motto"),
    ("Lenmouth is not the capital of Norvania.", "Norvania", "capital"),
    ("Harwick University is not in Lenmouth.", "Harwick University", "location"),
]


@pytest.mark.parametrize(("sentence", "entity", "relation"), DENIALS)
def test_a_negated_copula_states_a_denial(
    extractor: SpacyRulesV2Extractor, sentence: str, entity: str, relation: str
) -> None:
    """ "X is not a member of Y": a denial, keyed apart, never the statement itself."""
    facts = run(extractor, [sentence])[0]
    keyed = [NORMALIZER.keys(f.entity, f.relation, f.value, f.qualifier) for f in facts if f.entity == entity]
    assert keyed and all(k.negated for k in keyed)
    assert relation in {k.relation for k in keyed}


def test_a_titled_head_is_no_operator(extractor: SpacyRulesV2Extractor) -> None:
    """ "run by Anna Pell, its rector": the rector, not also the operator."""
    facts = facts_of(extractor, "Harwick University is run by Anna Pell, its rector.")
    assert facts == {("Harwick University", "rector", "Anna Pell")}
