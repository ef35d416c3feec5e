"""Dates of events told in passing: retirements, first broadcasts, the start and the span of a
building's construction, and dates the pipeline does not tag ("on the 28 Feb 1966"); who
broadcasts a programme."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.events_v2 import written_date, written_span
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # retirement: on / in / bare dates, relative clauses, brackets, a leading clause
    ("Mira Olsen retired on 1 August 1974.", ("Mira Olsen", "retirement date", "1 August 1974")),
    ("Mira Olsen retired in 1974.", ("Mira Olsen", "retirement date", "1974")),
    ("Mira Olsen, who retired in 1974, was born in Lenmouth.", ("Mira Olsen", "retirement date", "1974")),
    ("Mira Olsen retired from the Navy in 1974.", ("Mira Olsen", "retirement date", "1974")),
    ("Hal Brenner retired on the 2nd of May 1980.", ("Hal Brenner", "retirement date", "2nd of May 1980")),
    ("Hal Brenner retired 1980-05-02.", ("Hal Brenner", "retirement date", "1980-05-02")),
    ("Hal Brenner retired Sept 3rd 1980.", ("Hal Brenner", "retirement date", "Sept 3rd 1980")),
    ("Hal Brenner retired in May of 1980.", ("Hal Brenner", "retirement date", "May 1980")),
    ("Mira Olsen (retired June 1981) flew on Vega 9.", ("Mira Olsen", "retirement date", "June 1981")),
    ("Before she retired in June 1981, Mira Olsen flew on Vega 9.", ("Mira Olsen", "retirement date", "June 1981")),
    (
        "Mira Olsen studied at Kelsey College and flew on Vega 9 before retiring in June 1981.",
        ("Mira Olsen", "retirement date", "June 1981"),
    ),
    (
        "Mira Olsen, born in Lenmouth on the 17th of October 1933, retired on the 1st of September 1969.",
        ("Mira Olsen", "retirement date", "1st of September 1969"),
    ),
    # first broadcast: "first" / "originally" / "premiered", active and passive, the first episode
    ("Kelsey Nights first aired on 3rd October 1983.", ("Kelsey Nights", "first air date", "3rd October 1983")),
    ("Kelsey Nights was first broadcast in 1983.", ("Kelsey Nights", "first air date", "1983")),
    ("Kelsey Nights premiered on 4 May 1990.", ("Kelsey Nights", "first air date", "4 May 1990")),
    ("Kelsey Nights was originally televised in 1990.", ("Kelsey Nights", "first air date", "1990")),
    ("The BBC first broadcast Kelsey Nights in 1983.", ("Kelsey Nights", "first air date", "1983")),
    (
        "Hal Brenner starred in Kelsey Nights, which was first aired on the 3rd of October, 1983.",
        ("Kelsey Nights", "first air date", "3rd of October, 1983"),
    ),
    ("Kelsey Nights, first aired 3/10/1983, stars Hal Brenner.", ("Kelsey Nights", "first air date", "3/10/1983")),
    ("The first episode of Kelsey Nights aired on 4 May 1990.", ("Kelsey Nights", "first air date", "4 May 1990")),
    # who broadcasts it
    ("The BBC broadcasted Kelsey Nights.", ("Kelsey Nights", "broadcast by", "BBC")),
    ("Kelsey Nights was broadcast by the BBC.", ("Kelsey Nights", "broadcast by", "BBC")),
    ("Kelsey Nights is broadcast on STV.", ("Kelsey Nights", "broadcast by", "STV")),
    ("Kelsey Nights, broadcast by STV, starred Hal Brenner.", ("Kelsey Nights", "broadcast by", "STV")),
    ("Kelsey Nights aired on BBC One.", ("Kelsey Nights", "broadcast by", "BBC One")),
    # start of building
    (
        "Construction of the Vaster Tower began on 30 March 2007.",
        ("Vaster Tower", "building start date", "30 March 2007"),
    ),
    (
        "The Vaster Tower, the building of which began 30 March, 2007, is in Lenmouth.",
        ("Vaster Tower", "building start date", "30 March, 2007"),
    ),
    ("The construction of Kelsey Hall started in 1700.", ("Kelsey Hall", "building start date", "1700")),
    ("Work on the Vaster Tower began in 1927.", ("Vaster Tower", "building start date", "1927")),
    ("Building started on the Vaster Tower in 1961.", ("Vaster Tower", "building start date", "1961")),
    ("The Vaster Tower began construction in 1961.", ("Vaster Tower", "building start date", "1961")),
    ("Kelsey Hall began being constructed in 1961.", ("Kelsey Hall", "building start date", "1961")),
    ("They started to build Kelsey Hall in 1961.", ("Kelsey Hall", "building start date", "1961")),
    (
        "The Kelsey Council began construction of the Vaster Tower in 1961.",
        ("Vaster Tower", "building start date", "1961"),
    ),
    (
        "The Vaster Tower is in Lenmouth. Its construction began in 1981.",
        ("Vaster Tower", "building start date", "1981"),
    ),
    # a start coordinated with a completion is the start of the building work
    ("Kelsey Manor was started in 1700 and completed in 1862.", ("Kelsey Manor", "building start date", "1700")),
    (
        "Kelsey Manor, started in 1961 and completed in 1964, has 12 floors.",
        ("Kelsey Manor", "building start date", "1961"),
    ),
    (
        "Hal Brenner is the architect of Kelsey Manor which was begun in 1978 and completed in 1983.",
        ("Kelsey Manor", "building start date", "1978"),
    ),
    (
        "Hal Brenner was the architect of Kelsey Manor, the construction of which began in 1700 and was completed in 1862.",
        ("Kelsey Manor", "completion date", "1862"),
    ),
    (
        "Hal Brenner was the architect of Kelsey Manor, of which construction began in 1910.",
        ("Kelsey Manor", "building start date", "1910"),
    ),
    ("Kelsey Manor construction began in January 2014.", ("Kelsey Manor", "building start date", "January 2014")),
    # a span of construction: its start and its completion
    ("The Vaster Tower was constructed from 1927 to 1931.", ("Vaster Tower", "building start date", "1927")),
    ("The Vaster Tower was constructed from 1927 to 1931.", ("Vaster Tower", "completion date", "1931")),
    ("The Vaster Tower was built between 1927 and 1931.", ("Vaster Tower", "building start date", "1927")),
    ("The Vaster Tower was built between 1927 and 1931.", ("Vaster Tower", "completion date", "1931")),
    # completion: of "the construction of X", "finished", a participle sharing a passive's subject, a quoted date
    ("The construction of Kelsey Hall was completed in 1931.", ("Kelsey Hall", "completion date", "1931")),
    ("Kelsey Hall was finished in 1931.", ("Kelsey Hall", "completion date", "1931")),
    ("Kelsey Hall was designed by Hal Brenner and completed in 1983.", ("Kelsey Hall", "completion date", "1983")),
    ('Kelsey Hall was completed on "1 June 2009".', ("Kelsey Hall", "completion date", "1 June 2009")),
    # "Construction of X" read as one name keys X
    ("Construction of the Vaster Tower was completed in 1931.", ("Vaster Tower", "completion date", "1931")),
    # dates the pipeline does not tag, on v1's events
    ("Hal Brenner died in St Louis on the 28 Feb 1966.", ("Hal Brenner", "death date", "28 Feb 1966")),
    ("Hal Brenner died in St Louis on the 28 Feb 1966.", ("Hal Brenner", "death place", "St Louis")),
    ("Hal Brenner was born on the 17th of October 1933.", ("Hal Brenner", "birth date", "17th of October 1933")),
    # "passed away" is a death; a date before the verb that the parser hung on it gives way to the one after
    ("Hal Brenner passed away on the 28 Feb 1966 in St Louis.", ("Hal Brenner", "death date", "28 Feb 1966")),
    ("Hal Brenner passed away on the 28 Feb 1966 in St Louis.", ("Hal Brenner", "death place", "St Louis")),
    (
        "Mira Olsen was born in Lenmouth. She passed away in Kelsey on July 21, 1998.",
        ("Mira Olsen", "death date", "July 21, 1998"),
    ),
    (
        "Hal Brenner who was selected by the Kelsey Agency in 1962 died on 28 February 1966 in Kelsey.",
        ("Hal Brenner", "death date", "28 February 1966"),
    ),
    ("Hal Brenner died in Kelsey on February 28,1966.", ("Hal Brenner", "death date", "February 28, 1966")),
    # a relative clause on a nationality after the copula tells of the subject
    (
        "Mira Olsen was an American, who was born in Lenmouth on May 3rd, 1950.",
        ("Mira Olsen", "birth date", "May 3rd, 1950"),
    ),
    ("Mira Olsen is an American who was born in Lenmouth on 3 May 1950.", ("Mira Olsen", "birth place", "Lenmouth")),
    # "He" after "The test pilot X was born ...": X, a person named after a role noun
    (
        "The test pilot Hal Brenner was born in Lenmouth. He died in Kelsey on the 28 Feb 1966.",
        ("Hal Brenner", "death date", "28 Feb 1966"),
    ),
    (
        "The test pilot Hal Brenner was born in Lenmouth. He died in Kelsey on the 28 Feb 1966.",
        ("Hal Brenner", "death place", "Kelsey"),
    ),
    # "he", "his" in a side clause: the person of the main clause
    (
        "Buzz Olsen spent 52 minutes in space before he retired on 7 January 1971.",
        ("Buzz Olsen", "retirement date", "7 January 1971"),
    ),
    ("Mira Olsen was a test pilot and she retired in 1969.", ("Mira Olsen", "retirement date", "1969")),
    ("Mira Olsen flew on Vega 9 before her retirement in June 1981.", ("Mira Olsen", "retirement date", "June 1981")),
    ("Mira Olsen's retirement was in June 1981.", ("Mira Olsen", "retirement date", "June 1981")),
    # a participle or a relative clause the parser hung elsewhere
    ("Hal Brenner starred in Kelsey Nights, broadcasted by the BBC.", ("Kelsey Nights", "broadcast by", "BBC")),
    (
        "Hal Brenner starred in Kelsey Nights which was broadcast by the BBC and first aired on 3 October 1983.",
        ("Kelsey Nights", "first air date", "3 October 1983"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_an_event_date_told_in_passing(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # "from the Navy" is where she retired from, never a value
    ("Mira Olsen retired from the Navy in 1974.", "retirement date", "Navy"),
    ("Mira Olsen retired from the Navy in 1974.", "", "Navy"),
    # a denial, a condition, what an airline retires
    ("Mira Olsen did not retire in 1974.", "retirement date", ""),
    ("If Mira Olsen retired in 1974, she would be 90 now.", "retirement date", ""),
    ("Kelsey Airlines retired the Vega 9 in 2010.", "retirement date", ""),
    # one series of a programme, and a broadcast that is not the first
    ("The second series first aired in 1990.", "first air date", ""),
    ("Kelsey Nights aired in 1990.", "first air date", ""),
    ("The second episode of Kelsey Nights aired on 4 May 1990.", "first air date", ""),
    # a date cut from its year is no broadcaster
    ("Kelsey Nights was first broadcast by the BBC on 3rd October 1983.", "broadcast by", "3rd October"),
    # closing, sinking, a start that is no building's
    ("The museum was closed in 1990.", "building start date", ""),
    ("The Kelsey Museum was closed in 1990.", "building start date", ""),
    ("The building began to sink in 1990.", "building start date", ""),
    ("The Kelsey Council began work in 1961.", "building start date", ""),
    # a bare "Construction began" after a sentence about a town keys no building
    ("Lenmouth is a town in Norland. Construction began in 1990.", "building start date", ""),
    # a start with no completion of the same thing, and the open "started" beside the start date
    ("The Kelsey Company was started in 1990 and completed its first bridge in 1995.", "building start date", ""),
    ("Kelsey Manor was begun in 2009.", "building start date", ""),
    ("Kelsey Manor was started in 1700 and completed in 1862.", "started", ""),
    # "begun to be built" dates the start, not the building
    ("Kelsey Hall was begun to be built in 1927.", "construction date", ""),
    # life dates in brackets stay a life span
    ("Hal Brenner (1927–1931) built the Vaster Tower.", "building start date", ""),
    ("The Vaster Tower was built by Hal Brenner (1880–1931).", "completion date", ""),
    # "who" after a nationality of a thing, or with two people named, is no one's birth
    ("The Kelsey Agency is an American who was born in 1990.", "birth date", ""),
    ("Mira Olsen met Hal Brenner, an American who was born in 1950.", "birth date", ""),
    # "passed" without "away" is no death; a fronted date stays the date of the event
    ("Hal Brenner passed the exam in 1966.", "death date", ""),
    ("In 1962 Hal Brenner was selected by the Kelsey Agency.", "death date", ""),
    # a team or a runner finishes a race, not a building
    ("Kelsey Rovers finished third in 1985.", "completion date", ""),
    ("Mira Olsen had finished the race in 1985.", "completion date", ""),
    ("Kelsey Hall was finished in 1931.", "finished", ""),
    # "his" when the sentence names two people
    ("Mira Olsen met Hal Brenner before his retirement in 1990.", "retirement date", ""),
    # a span that ends before it starts is a slip
    ("The Vaster Tower was built between 1931 and 1927.", "building start date", ""),
]


@pytest.mark.parametrize(("text", "relation", "value"), ABSENT)
def test_no_event_date_from_a_near_miss(extractor: SpacyRulesV2Extractor, text: str, relation: str, value: str) -> None:
    found = facts_of(extractor, text)
    wrong = [f for f in found if (not relation or f[1] == relation) and (not value or f[2] == value)]
    assert not wrong


def test_a_fronted_date_stays_the_event_date(extractor: SpacyRulesV2Extractor) -> None:
    assert ("Hal Brenner", "death date", "1966") in facts_of(extractor, "In 1966, Hal Brenner died in Kelsey.")


def test_a_life_span_in_brackets_stays_a_life_span(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Hal Brenner (1880–1931) built the Vaster Tower.")
    assert ("Hal Brenner", "birth date", "1880") in found
    assert ("Hal Brenner", "death date", "1931") in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (" the 28 Feb 1966.", "28 Feb 1966"),
        (" 1st of August in 1969, he", "1st of August 1969"),
        (" June of 1981", "June 1981"),
        (" 1969-09-01 date", "1969-09-01"),
        (" Aug. 1, 1974", "Aug. 1, 1974"),
        (" the Navy in 1974", None),
        (" 12 floors", None),
        (" 19745 people", None),
    ],
)
def test_a_written_date_is_read_from_the_text(text: str, expected: str | None) -> None:
    assert written_date(text) == expected


def test_a_written_span_keeps_its_order() -> None:
    assert written_span(" 1927 to 1931") == ("1927", "1931")
    assert written_span(" 1931 and 1927") is None


@pytest.mark.parametrize(
    ("value", "fits"),
    [("3rd October", False), ("October 3", False), ("the 28 Feb", False), ("BBC One", True), ("4th Street", True)],
)
def test_a_day_and_month_without_a_year_is_no_name(value: str, fits: bool) -> None:
    """ "first broadcast by the BBC on 3rd October 1983": the pipeline may cut the year off and
    leave "3rd October" as a name; a broadcaster, a place or an agent is never one."""
    from hcf_graph.resolve.values import value_fits

    assert value_fits("broadcast by", value) is fits
