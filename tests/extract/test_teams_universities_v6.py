"""``spacy-rules.v2`` on short paragraphs about sports teams and universities (session 25b):
shapes a fresh batch of encyclopedic paragraphs missed. A club named "... FC" that the tagger
reads as a person is still "the club" of the next sentence; "The <title> of the club/college
is Y" names the previous sentence's club or college; a fronted "Nicknamed Y, X ..." gives X's
nickname. ``NEAR_MISSES`` must not give the fact named beside them.

Every sentence is written for these tests (invented clubs, universities, people and places).
Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, Key]] = [
    # "the club" after a club the tagger reads as a person
    (
        "Pemberton Town FC was established in 1921. The club's chairman is Alan Fenwick.",
        ("Pemberton Town FC", "chairman", "Alan Fenwick"),
    ),
    (
        "Dornley Town FC was established in 1904. The club's ground is Rowan Meadow.",
        ("Dornley Town FC", "ground", "Rowan Meadow"),
    ),
    # "The <title> of the <class noun> is Y"
    (
        "Orrin College of Law was founded in 1958. The dean of the college is Kwame Asante.",
        ("Orrin College of Law", "dean", "Kwame Asante"),
    ),
    (
        "Pellow University has 9,500 students. The chancellor of the university is Greta Holm.",
        ("Pellow University", "chancellor", "Greta Holm"),
    ),
    (
        "Marden Rovers play in the Fenland League. The manager of the club is Owen Tarr.",
        ("Marden Rovers", "manager", "Owen Tarr"),
    ),
    # a year right after a full name (a known miss of test_teams_v4.py)
    (
        "SV Oberkamp, whose full name is Sportverein Oberkamp 1911, play at the Kampstadion.",
        ("SV Oberkamp", "full name", "Sportverein Oberkamp 1911"),
    ),
    # a league's country
    (
        "The Kestrel Premier League is the top football league in Portugal.",
        ("Kestrel Premier League", "country", "Portugal"),
    ),
    ("The Highland Combination is a league in Scotland.", ("Highland Combination", "country", "Scotland")),
    # fronted "Nicknamed Y, X ..."
    (
        "Nicknamed the Herons, Sallow Bay FC was founded in 1911.",
        ("Sallow Bay FC", "nickname", "Herons"),
    ),
    (
        "Nicknamed the Tigers, Pemberton Town FC was established in 1921.",
        ("Pemberton Town FC", "nickname", "Tigers"),
    ),
    (
        "Nicknamed the Ravens, Dunmere University is located in Carrowby.",
        ("Dunmere University", "nickname", "Ravens"),
    ),
]


def test_a_year_ends_a_full_name(extractor: SpacyRulesV2Extractor) -> None:
    """ "The full name of X is Y 1922": the whole name, never the name cut before its year."""
    facts = facts_of(extractor, "The full name of AC Dorvano is Associazione Calcio Dorvano 1922.")
    assert {k for k in facts if k[1] == "full name"} == {
        ("AC Dorvano", "full name", "Associazione Calcio Dorvano 1922")
    }


NEAR_MISSES: list[tuple[str, str, str]] = [
    # (sentence, entity, relation): no fact of that relation for that entity
    (
        "Pemberton Town FC was established in 1921. The club's former chairman is Alan Fenwick.",
        "Pemberton Town FC",
        "chairman",
    ),
    (
        "Pellow University has 9,500 students. The chancellor of the city is Greta Holm.",
        "Pellow University",
        "chancellor",
    ),
    (
        "Marden Rovers play in the Fenland League. The manager of the rival club is Owen Tarr.",
        "Marden Rovers",
        "manager",
    ),
    ("The Kestrel Premier League is a league in Lenmouth.", "Kestrel Premier League", "country"),
    ("The Kestrel Premier League is not the top league in Portugal.", "Kestrel Premier League", "country"),
    (  # "the university" is the one the paragraph is about, not the system it belongs to
        "Anna Pell studied at Harwick University. The university is affiliated with the Norvania University"
        " System. The president of the university is Tom Reed.",
        "Norvania University System",
        "president",
    ),
    ("Nicknamed by his friends, Owen Tarr moved to Carrowby.", "Owen Tarr", "nickname"),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_sixth_pass_team_and_university_wordings(
    extractor: SpacyRulesV2Extractor, sentence: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(("sentence", "entity", "relation"), NEAR_MISSES)
def test_sixth_pass_near_misses(extractor: SpacyRulesV2Extractor, sentence: str, entity: str, relation: str) -> None:
    assert not {k for k in facts_of(extractor, sentence) if k[:2] == (entity, relation)}
