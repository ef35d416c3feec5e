"""``spacy-rules.v2`` on universities and sports teams (session 21): staff and student counts,
campus, titles (president, chancellor, rector, dean, chairman), nickname and motto, full name,
season, champions, tenant and a club's members, with whole names ("1. FC Köln", "AFC Ajax
(amateurs)") and no fact keyed on a lone common noun.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of, keys, run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

UNIVERSITIES = [
    # academic staff: "has", "employs", "numbers", "with"
    ("Kelsey University has 737 academic staff.", ("Kelsey University", "academic staff size", "737")),
    ("Kelsey University employs 500 academic staff.", ("Kelsey University", "academic staff size", "500")),
    (
        "The academic staff of the Tarrow Institute of Technology numbers 1,200.",
        ("Tarrow Institute of Technology", "academic staff size", "1,200"),
    ),
    ("Kelsey University's academic staff numbers 1,200.", ("Kelsey University", "academic staff size", "1,200")),
    (
        "Kelsey University, with 737 academic staff, is in Ohio.",
        ("Kelsey University", "academic staff size", "737"),
    ),
    (
        "The Kelsey Institute of Technology has 600 students and 100 academic staff.",
        ("Kelsey Institute of Technology", "academic staff size", "100"),
    ),
    (
        "The number of academic staff at the Kelsey Institute of Technology is 100.",
        ("Kelsey Institute of Technology", "academic staff size", "100"),
    ),
    ("Kelsey University has 800 faculty members.", ("Kelsey University", "academic staff size", "800")),
    # students by level
    (
        "Kelsey University is a public university in Ohio with 2,000 undergraduates.",
        ("Kelsey University", "number of undergraduate students", "2,000"),
    ),
    (
        "Kelsey University has 2,000 undergraduate and 600 postgraduate students.",
        ("Kelsey University", "number of undergraduate students", "2,000"),
    ),
    ("Kelsey University has 16,000 postgraduates.", ("Kelsey University", "number of postgraduate students", "16,000")),
    ("Kelsey University enrols 12,000 students.", ("Kelsey University", "number of students", "12,000")),
    (
        "Kelsey University's number of undergraduate students is 5,000.",
        ("Kelsey University", "number of undergraduate students", "5,000"),
    ),
    ("Kelsey University has a student population of 12,000.", ("Kelsey University", "number of students", "12,000")),
    # campus: possessive, "has a campus in", "its campus" after the name, its kind
    ("Kelsey University's campus is in Lenmouth.", ("Kelsey University", "campus", "Lenmouth")),
    ("Kelsey University has a campus in Lenmouth.", ("Kelsey University", "campus", "Lenmouth")),
    (
        "Kelsey University was founded in 1923. Its campus is located at Tarrow.",
        ("Kelsey University", "campus", "Tarrow"),
    ),
    ("Kelsey University has an urban campus.", ("Kelsey University", "campus", "urban")),
    (  # an address is one value
        "The Kelsey Institute of Technology's campus is located in Tarrowhalli, Baxter Main Road, Lenmouth – 560090.",
        ("Kelsey Institute of Technology", "campus", "Tarrowhalli, Baxter Main Road, Lenmouth – 560090"),
    ),
    ("Kelsey University has campuses in Lenmouth and Tarrow.", ("Kelsey University", "campus", "Tarrow")),
    (
        "Kelsey University has 12,000 students, 800 academic staff and an urban campus.",
        ("Kelsey University", "campus", "urban"),
    ),
    # founded: a year named as such
    ("Kelsey University was established in the year 1923.", ("Kelsey University", "founded", "1923")),
    ("The year of establishment of Kelsey University is 1923.", ("Kelsey University", "founded", "1923")),
    ("The founding year of Kelsey University is 1923.", ("Kelsey University", "founded", "1923")),
    # titles, never "leader"
    ("Kelsey University is led by its chancellor Anna Pell.", ("Kelsey University", "chancellor", "Anna Pell")),
    ("Kelsey University is led by its president Anna Pell.", ("Kelsey University", "president", "Anna Pell")),
    (
        "Kelsey University competes in the Big 12 Conference under its president Anna Pell.",
        ("Kelsey University", "president", "Anna Pell"),
    ),
    (
        "Kelsey University, where Anna Pell is president, is in Ohio.",
        ("Kelsey University", "president", "Anna Pell"),
    ),
    # titles in other wordings: "served as", "appointed", "of which", "with"
    ("Robert Hale served as chancellor of the Kelsey College.", ("Kelsey College", "chancellor", "Robert Hale")),
    ("Tom Baxter is the appointed president of Kelsey University.", ("Kelsey University", "president", "Tom Baxter")),
    (
        "Tom Baxter was appointed as the president of Kelsey University.",
        ("Kelsey University", "president", "Tom Baxter"),
    ),
    (
        "Kelsey College, the chancellor of which is Robert Hale, owns the Harbour Tower.",
        ("Kelsey College", "chancellor", "Robert Hale"),
    ),
    (
        "Kelsey College, with Chancellor Robert Hale, owns the Harbour Tower.",
        ("Kelsey College", "chancellor", "Robert Hale"),
    ),
    (
        "Kelsey University is affiliated to the Kelsey System with Tom Baxter as the President.",
        ("Kelsey University", "president", "Tom Baxter"),
    ),
    (
        "The Accademia di Musica di Lenmouth has a dean called Tom Baxter and a rector called Anna Pell.",
        ("Accademia di Musica di Lenmouth", "rector", "Anna Pell"),
    ),
    ("Kelsey University is headed by Anna Pell, its rector.", ("Kelsey University", "rector", "Anna Pell")),
    # nickname and motto
    ("Kelsey University is nicknamed the Owls.", ("Kelsey University", "nickname", "Owls")),
    ("Kelsey University, nicknamed the Owls, is in Ohio.", ("Kelsey University", "nickname", "Owls")),
    ('Kelsey University has the motto "Lux in tenebris".', ("Kelsey University", "motto", "Lux in tenebris")),
    ('Kelsey Rovers F.C. is known by the nickname "The Owls".', ("Kelsey Rovers F.C.", "nickname", "The Owls")),
]

TEAMS = [
    # a numbered club's name: no sentence ends at "1.", and the name stays whole
    ("Werner Blum is the chairman of 1. FC Lenmouth.", ("1. FC Lenmouth", "chairman", "Werner Blum")),
    ("1. FC Lenmouth is chaired by Werner Blum.", ("1. FC Lenmouth", "chairman", "Werner Blum")),
    ("1. FC Lenmouth's chairman is Werner Blum.", ("1. FC Lenmouth", "chairman", "Werner Blum")),
    (
        "Werner Blum, the chairman of 1. FC Lenmouth, was born in Tarrow.",
        ("1. FC Lenmouth", "chairman", "Werner Blum"),
    ),
    ("1. FSV Tarrow 05 play in the Bundesliga.", ("1. FSV Tarrow 05", "league", "Bundesliga")),
    # season: the competition before "season" or after "of"
    ("A.S. Lenmouth competed in the 2014-15 Serie A season.", ("A.S. Lenmouth", "season", "2014-15 Serie A")),
    (
        "AFC Tarrow (amateurs) played in the 2015 season of the Topklasse.",
        ("AFC Tarrow (amateurs)", "season", "2015 Topklasse"),
    ),
    # a season named by the year of a competition; a club the pipeline tags as a person
    ("Kelsey Rovers F.C. competed in the 2014-15 Serie B.", ("Kelsey Rovers F.C.", "season", "2014-15 Serie B")),
    (
        "The 2015 season of Kelsey Rovers was the 2015 Campeonato Brasileiro Série C.",
        ("Kelsey Rovers", "season", "2015 Campeonato Brasileiro Série C"),
    ),
    (
        "Kelsey Rovers F.C. competed in the 2014–15 Norvania Premier League.",
        ("Kelsey Rovers F.C.", "season", "2014–15 Norvania Premier League"),
    ),
    ("FC Lenmouth 04 play in the Bundesliga.", ("FC Lenmouth 04", "league", "Bundesliga")),  # "04" no date
    ("Ada Price is chairman of Kelsey Rovers F.C.", ("Kelsey Rovers F.C.", "chairman", "Ada Price")),
    # a bare "the chairman" in a later clause: the club of the first clause
    (
        "The manager of Kelsey Rovers F.C. is Tom Baxter, and the chairman is Ada Price.",
        ("Kelsey Rovers F.C.", "chairman", "Ada Price"),
    ),
    (
        "The chairman of Kelsey Rovers F.C. is Ada Price and the manager is Tom Baxter.",
        ("Kelsey Rovers F.C.", "manager", "Tom Baxter"),
    ),
    # champions: a league at a sentence's end keeps no full stop
    ("Lenmouth Rovers are the current champions of Serie A.", ("Serie A", "champions", "Lenmouth Rovers")),
    # tenant: "is home to" with "home" read as an adverb; a hall's tenant
    ("The Kelsey Stadium is home to AS Lenmouth.", ("Kelsey Stadium", "tenant", "AS Lenmouth")),
    ("The Kelsey Stadium is home to AS Lenmouth.", ("AS Lenmouth", "ground", "Kelsey Stadium")),
    (
        "The Alan Price Hall is home to the Kelsey School of Business.",
        ("Alan Price Hall", "tenant", "Kelsey School of Business"),
    ),
    (
        "The Kelsey Tower has 20 floors and is tenanted by Lenmouth Bank.",
        ("Kelsey Tower", "tenant", "Lenmouth Bank"),
    ),
    # a building's tenants: one of several ("a tenant"), in apposition, "occupied by", and
    # "the current tenants" after a sentence on the building
    (
        "Kelsey School of Business is a tenant of the Alan Price Hall.",
        ("Alan Price Hall", "tenant", "Kelsey School of Business"),
    ),
    ("Kelsey Bank, tenant of the Harbour Tower, was founded in Oslo.", ("Harbour Tower", "tenant", "Kelsey Bank")),
    ("The Harbour Tower is currently occupied by Kelsey Bank.", ("Harbour Tower", "tenant", "Kelsey Bank")),
    (
        "The Harbour Tower was completed in 1964. The current tenants are the Kelsey Bank.",
        ("Harbour Tower", "tenant", "Kelsey Bank"),
    ),
    # a club's members as DBpedia counts them: its ground's capacity
    ("AS Lenmouth's ground can hold 40,000.", ("AS Lenmouth", "number of members", "40,000")),
    ("AS Lenmouth's stadium has a capacity of 40,000.", ("AS Lenmouth", "number of members", "40,000")),
    (
        "Kelsey Rovers F.C. play at the Kelsey Arena, which has a capacity of 40,000.",
        ("Kelsey Rovers F.C.", "number of members", "40,000"),
    ),
    (
        "The ground of Kelsey Rovers F.C. is the Kelsey Arena, which can hold 40,000 people.",
        ("Kelsey Rovers F.C.", "number of members", "40,000"),
    ),
    # a club the pipeline tags as a person, with "play" read as a noun
    ("Kelsey Rovers F.C. play at the Kelsey Arena.", ("Kelsey Rovers F.C.", "ground", "Kelsey Arena")),
]


@pytest.mark.parametrize(("sentence", "expected"), UNIVERSITIES)
def test_university_facts(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "expected"), TEAMS)
def test_team_facts(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


def test_league_topic_names_its_champions(extractor: SpacyRulesV2Extractor) -> None:
    """ "the league" is the league the text is about, and only then."""
    text = (
        "The Kelsey Premier League is the top football league of Norvania. "
        "The current champions of the league are Lenmouth Rovers."
    )
    assert ("Kelsey Premier League", "champions", "Lenmouth Rovers") in facts_of(extractor, text)
    cup = "The Norvania Cup is a football competition. The current champions of the competition are Lenmouth Rovers."
    assert ("Norvania Cup", "champions", "Lenmouth Rovers") in facts_of(extractor, cup)
    town = "Lenmouth is a city in Norvania. The current champions of the league are Lenmouth Rovers."
    assert not {k for k in facts_of(extractor, town) if k[1] == "champions"}
    alone = facts_of(extractor, "The current champions of the league are Lenmouth Rovers.")
    assert not {k for k in alone if k[1] == "champions"}


def test_a_chancellor_is_no_leader(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "Kelsey University is led by its chancellor Anna Pell.")
    assert not {k for k in facts if k[1] == "leader"}


def test_a_title_holder_is_no_affiliation(extractor: SpacyRulesV2Extractor) -> None:
    text = "Kelsey University is affiliated to the Kelsey System with Tom Baxter as the President."
    facts = facts_of(extractor, text)
    assert ("Kelsey University", "affiliation", "Kelsey System") in facts
    assert ("Kelsey University", "affiliation", "Tom Baxter") not in facts


def test_a_ground_capacity_is_no_member_count_conflict(extractor: SpacyRulesV2Extractor) -> None:
    """DBpedia counts a club's members by its ground's capacity; a text stating both numbers
    keys them apart (qualifier), so the two never make a false conflict."""
    text = "AS Lenmouth has 20,000 members. AS Lenmouth's ground can hold 40,000."
    facts = [f for f in run(extractor, [text])[0] if f.relation == "number of members"]
    assert {(f.value, f.qualifier) for f in facts} == {("20,000", ""), ("40,000", "ground capacity")}


def test_a_year_of_establishment_is_no_entity(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "The year of establishment of Kelsey University is 1923.")
    assert {k[0] for k in facts} == {"Kelsey University"}


TOPICS = [
    # "the university", "its", "the club", "they": only as the topic machinery resolves them
    (
        "Kelsey University is a public university in Ohio. The university has 737 academic staff.",
        ("Kelsey University", "academic staff size", "737"),
    ),
    (
        "Lenmouth Rovers is a football club. The club competed in the 2014-15 Serie B season.",
        ("Lenmouth Rovers", "season", "2014-15 Serie B"),
    ),
    (
        "Lenmouth Rovers is a football club. They are chaired by Ada Price.",
        ("Lenmouth Rovers", "chairman", "Ada Price"),
    ),
    ("Lenmouth Rovers is a football club. The club is nicknamed the Owls.", ("Lenmouth Rovers", "nickname", "Owls")),
]


@pytest.mark.parametrize(("text", "expected"), TOPICS)
def test_resolved_topics(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_a_stray_quote_mark_is_no_part_of_a_tenant(extractor: SpacyRulesV2Extractor) -> None:
    text = 'The " Lenmouth Council" are the current tenants of the Lenmouth City Hall.'
    assert ("Lenmouth City Hall", "tenant", "Lenmouth Council") in facts_of(extractor, text)


@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        ("Anna Pell was the president of Kelsey University until 2010.", "until 2010"),
        ("Anna Pell was the president of Kelsey University between 1990 and 2000.", "between 1990 and 2000"),
    ],
)
def test_a_former_title_keeps_its_span(extractor: SpacyRulesV2Extractor, sentence: str, span: str) -> None:
    """A president "until 2010" is keyed apart from the present one (no false conflict)."""
    facts = run(extractor, [sentence])[0]
    held = [f for f in facts if f.relation == "president"]
    assert held and all(f.qualifier == span for f in held)


NOTHING = [
    # deputies and former holders are not the title
    ("Anna Pell is the vice-chancellor of Kelsey University.", "chancellor"),
    ("Anna Pell is the vice president of Kelsey University.", "president"),
    ("Kelsey University, where Anna Pell studied, is in Ohio.", "president"),
    ("Kelsey College met with President Tom Baxter in 2010.", "president"),
    ("The Kelsey House, where Tom Baxter is president, is in Lenmouth.", "president"),  # a building
    # a lone common noun keys nothing
    ("The university has 737 academic staff.", "academic staff size"),
    ("The current champions of the league are Lenmouth Rovers.", "champions"),
    # other staff, other things on a campus
    ("Kelsey University employs 500 cleaners.", "academic staff size"),
    ("Kelsey University has a campus library.", "campus"),
    # a season without its competition, or a person's
    ("AS Lenmouth played in the 2015 season.", "season"),
    ("Tom Baxter played in the 2014-15 Serie A season.", "season"),
    ("A.S. Byatt played in the 2014-15 Serie A.", "season"),
    # a town or a former home has no tenant
    ("Lenmouth is home to AS Lenmouth.", "tenant"),
    ("The Kelsey Stadium was home to AS Lenmouth.", "tenant"),
    # a later "the president" after a place, or after a person, names no title of theirs
    ("Kelsey University is in Norvania and the president is Tom Baxter.", "president"),
    ("Anna Pell was born in Lenmouth and the president is Tom Baxter.", "president"),
    # a former tenant, an army, a tenant with no building named
    ("Kelsey Bank is a former tenant of the Harbour Tower.", "tenant"),
    ("The Kelsey Barracks were occupied by the Norvanian Army in 1940.", "tenant"),
    ("The current tenants are the Kelsey Bank.", "tenant"),
    # a title with no holder named; an affiliation is no title holder
    ("The President of Norvania is the main leader.", "president"),
    # a ground's capacity with no club named, or its opening
    ("The Kelsey Stadium can hold 70,000.", "number of members"),
    ("The Kelsey Arena has a capacity of 40,000.", "number of members"),
    ("Anna Pell played at the Kelsey Arena in 2010.", "ground"),
    ("AS Lenmouth's ground was opened in 1953.", "number of members"),
]


@pytest.mark.parametrize(("sentence", "relation"), NOTHING)
def test_near_misses_give_no_fact(extractor: SpacyRulesV2Extractor, sentence: str, relation: str) -> None:
    assert not {k for k in facts_of(extractor, sentence) if k[1] == relation}


def test_sentences_still_end_before_a_club_name(extractor: SpacyRulesV2Extractor) -> None:
    """Only a one-digit number before "FC" opens a club's name: a year ends its sentence."""
    text = "Kelsey United was founded in 1948. FC Lenmouth was founded in 1950."
    found = keys(run(extractor, [text])[0])
    assert ("Kelsey United", "founded", "1948") in found
    assert ("FC Lenmouth", "founded", "1950") in found


def test_a_list_of_campuses_is_no_address(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "Kelsey University has campuses in Lenmouth, Tarrow and Norvik.")
    campuses = {k[2] for k in facts if k[1] == "campus"}
    assert campuses == {"Lenmouth", "Tarrow", "Norvik"}
