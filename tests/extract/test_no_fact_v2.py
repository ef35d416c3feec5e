"""Sentence shapes that gave no fact at all (the "no-fact share"): a fronted participle the
parser read as the subject, a name the tagger took for a common word, a name before a relation
phrase, a date after "in", "the building at <address>", two clauses joined by a comma alone.
The sentences are written for these tests, in the kinds of texts the rules must carry to
(airports and people, but also dishes, books, teams, universities and monuments)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a fronted participle, then the named subject after the last comma
    (
        "Operated by the Norland Air Force, Kelsey Airport, has a runway length of 2100.0 metres.",
        ("Kelsey Airport", "operator", "Norland Air Force"),
    ),
    ("Born in Lenmouth, Mira Olsen, starred in Harbour Lights.", ("Mira Olsen", "birth place", "Lenmouth")),
    ("Born in Lenmouth, Anna Pell, wrote The Grey Harbour.", ("Anna Pell", "birth place", "Lenmouth")),
    ("Created by Hal Brenner, Tarrow, is a character in the Vell Saga.", ("Tarrow", "creator", "Hal Brenner")),
    ("Written by Anna Pell, The Grey Harbour, has 320 pages.", ("Grey Harbour", "author", "Anna Pell")),
    (
        "Published by Harbour Books, The Grey Harbour, was written by Anna Pell.",
        ("Grey Harbour", "author", "Anna Pell"),
    ),
    ("Located in Tarrow, Kelsey University, has 12,000 students.", ("Kelsey University", "location", "Tarrow")),
    (
        "Coached by Tom Baxter, Lenmouth Rovers, play in the Norland League.",
        ("Lenmouth Rovers", "league", "Norland League"),
    ),
    ("Served in Lenmouth, Bakso, is a dish made with noodles.", ("Bakso", "ingredient", "noodles")),
    (
        "Owned by the Brennock Council, the Vell Monument, is located in Lenmouth.",
        ("Vell Monument", "owner", "Brennock Council"),
    ),
    (
        "Owned by the Brennock Council, the Vell Monument, is located in Lenmouth.",
        ("Vell Monument", "location", "Lenmouth"),
    ),
    # a capitalized name no English dictionary lists, which the tagger read as a common word
    ("Batagor is found in Indonesia.", ("Batagor", "country", "Indonesia")),
    ("Ballyvane is part of Munster.", ("Ballyvane", "part of", "Munster")),
    # a name before a relation phrase the catalog knows
    ("Vell Airport operating organisation is Norland Air.", ("Vell Airport", "operator", "Norland Air")),
    # a class noun before a possessive name: the relation noun is the subject
    (
        "The comic character, Tarrow's alternative name is Hal Brenner.",
        ("Tarrow", "alternative name", "Hal Brenner"),
    ),
    ("The novel, The Grey Harbour's author is Anna Pell.", ("Grey Harbour", "author", "Anna Pell")),
    ("The address, 42 Vell Street is located in Lenmouth.", ("42 Vell Street", "location", "Lenmouth")),
    # a body's class noun before its name in the value
    ("The architect of the Vell Monument was the company Populus.", ("Vell Monument", "architect", "Populus")),
    (
        "The publisher of The Grey Harbour is the company Harbour Books.",
        ("Grey Harbour", "publisher", "Harbour Books"),
    ),
    # a lowercase facility or street word after a name the tagger read as common words
    ("Abilene regional airport is located in Texas.", ("Abilene regional airport", "location", "Texas")),
    ("42 Kelsey square is located in Lenmouth.", ("42 Kelsey square", "location", "Lenmouth")),
    # "<place> born <person>": the birth place, and the rest of the sentence about the person
    ("Lenmouth born Anna Pell wrote The Grey Harbour.", ("Anna Pell", "birth place", "Lenmouth")),
    ("San Marco born Tom Baxter manages Kelsey Rovers.", ("Tom Baxter", "birth place", "San Marco")),
    ("San Marco born Tom Baxter manages Kelsey Rovers.", ("Kelsey Rovers", "manager", "Tom Baxter")),
    ("The Brennock born architect Ada Price designed the Vell Monument.", ("Ada Price", "birth place", "Brennock")),
    # a place-valued relation placed by a verb of location, or by "has its ... in"
    (
        "The headquarters of Brennock Foods are located in Lenmouth.",
        ("Brennock Foods", "headquarters", "Lenmouth"),
    ),
    ("Brennock Foods has its headquarters in Lenmouth.", ("Brennock Foods", "headquarters", "Lenmouth")),
    ("Kelsey University has its campus in Tarrow.", ("Kelsey University", "campus", "Tarrow")),
    # the value first: "<date> is the R of X", "<quantity> is the R at X"
    ("March 2001 is the building start date of the Vell Tower.", ("Vell Tower", "building start date", "March 2001")),
    ("2100 metres is the runway length at Kelsey Airport.", ("Kelsey Airport", "runway length", "2100 metres")),
    # a date relation whose value follows "in"
    ("Kelsey Hall's completion date was in 1964.", ("Kelsey Hall", "completion date", "1964")),
    ("The completion date of the Vell Monument was in 1921.", ("Vell Monument", "completion date", "1921")),
    # "the building at <address>" names the building by its address
    ("The building at 42 Vell Street was completed in 1990.", ("42 Vell Street", "completion date", "1990")),
    ("The monument at 7 Harbour Road was designed by Tom Reed.", ("7 Harbour Road", "architect", "Tom Reed")),
    # two clauses joined by a comma alone: each says its own facts
    (
        "Mira Olsen was born in Lenmouth on 3 May 1950, she studied at Kelsey University and died in Tarrow.",
        ("Mira Olsen", "birth place", "Lenmouth"),
    ),
    (
        "Mira Olsen was born in Lenmouth on 3 May 1950, she studied at Kelsey University and died in Tarrow.",
        ("Mira Olsen", "death place", "Tarrow"),
    ),
    (
        "The Vell Monument was built in 1921, it was designed by Tom Reed and stands in Lenmouth.",
        ("Vell Monument", "architect", "Tom Reed"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_a_fact_where_none_came(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_the_runway_length_is_no_length(extractor: SpacyRulesV2Extractor) -> None:
    """ "X runway length is V" names the runway length, not a length of X."""
    found = facts_of(extractor, "Kelsey Airport runway length is 2100.")
    assert ("Kelsey Airport", "length", "2100") not in found


def test_a_fronted_clause_ends_at_its_comma(extractor: SpacyRulesV2Extractor) -> None:
    """The name before the comma belongs to the fronted clause, never the main one."""
    text = "Located in Brennock, Norland, Kelsey Stadium is the home ground of Lenmouth Rovers."
    found = facts_of(extractor, text)
    assert ("Kelsey Stadium", "location", "Brennock") in found
    assert not any(v == "Kelsey Stadium" and r == "part of" for _, r, v in found)
    text = "Led by Ada Price and Tom Vell, South Africa has the capital Cape Town."
    assert not any(e in ("Ada Price", "Tom Vell") for e, _, _ in facts_of(extractor, text))


ABSENT = [
    # the building at a place that is no address: nothing names the building
    ("The building at Kelsey University was completed in 1990.", "Kelsey University"),
    # a common word opening the sentence stays a common word
    ("Construction began in 1961.", "Construction"),
    # a former place is no place of now
    ("Brennock Foods had its headquarters in Lenmouth until 1990.", "Brennock Foods"),
]


@pytest.mark.parametrize(("text", "entity"), ABSENT)
def test_no_fact_where_none_is_stated(extractor: SpacyRulesV2Extractor, text: str, entity: str) -> None:
    assert not any(e == entity for e, _, _ in facts_of(extractor, text))


def test_what_someone_said_stays_reported(extractor: SpacyRulesV2Extractor) -> None:
    """A clause before "X said" is no clause spliced on by a comma: its facts stay reported."""
    facts = extractor.extract(["Tom Vell was born in Lenmouth, Anna Pell said."])[0]
    assert facts
    assert all("reported" in f.qualifier for f in facts if f.entity == "Tom Vell")


KEPT = [
    # guards for the repairs above: what read well before still reads so
    ("The largest city in Hollin County, Ohio is Brennock.", ("Hollin County", "largest city", "Brennock")),
    ("The Oregon state capital is Salem.", ("Oregon", "capital", "Salem")),
    ("Kelsey Airport, serving the city of Tarrow, Norway has a runway.", ("Tarrow", "country", "Norway")),
    (
        "The Vell Monument was designed by Norwegian born Ada Price who also designed the Kelsey Library.",
        ("Vell Monument", "architect", "Ada Price"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), KEPT)
def test_a_fact_the_repairs_keep(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_an_inverted_copula_keeps_its_subject(extractor: SpacyRulesV2Extractor) -> None:
    """ "Found in A, B, C, is X": the place before "is" is no subject of the clause."""
    found = facts_of(extractor, "Found in Tarrow, Kelsey County, Ohio, is Vell Airport.")
    assert not any(e == "Ohio" for e, _, _ in found)
