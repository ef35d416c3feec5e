"""Dates of events told in passing: retirements, first broadcasts, the start and the span of a
building's construction, and dates the pipeline does not tag ("on the 28 Feb 1966"); who
broadcasts a programme."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.events_v2 import written_date, written_span
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # retirement: on / in / bare dates, relative clauses, brackets, side clauses, the noun
    ("Mira Olsen retired on 12 March 1988.", ("Mira Olsen", "retirement date", "12 March 1988")),
    ("Mira Olsen retired in 1988.", ("Mira Olsen", "retirement date", "1988")),
    ("Mira Olsen, who retired in 1988, grew up in Lenmouth.", ("Mira Olsen", "retirement date", "1988")),
    ("Mira Olsen retired from the coast guard in 1988.", ("Mira Olsen", "retirement date", "1988")),
    ("Hal Brenner retired on the 9th of May 1980.", ("Hal Brenner", "retirement date", "9th of May 1980")),
    ("Hal Brenner retired 1980-05-09.", ("Hal Brenner", "retirement date", "1980-05-09")),
    ("Hal Brenner retired Oct 4th 1980.", ("Hal Brenner", "retirement date", "Oct 4th 1980")),
    ("Hal Brenner retired in May of 1980.", ("Hal Brenner", "retirement date", "May 1980")),
    ("Mira Olsen (retired April 1993) taught at Kelsey College.", ("Mira Olsen", "retirement date", "April 1993")),
    (
        "Before she retired in April 1993, Mira Olsen taught chemistry at Kelsey College.",
        ("Mira Olsen", "retirement date", "April 1993"),
    ),
    (
        "Mira Olsen taught at Kelsey College for twenty years before retiring in April 1993.",
        ("Mira Olsen", "retirement date", "April 1993"),
    ),
    (
        "Mira Olsen wrote four textbooks before she retired on 8 January 1999.",
        ("Mira Olsen", "retirement date", "8 January 1999"),
    ),
    ("Mira Olsen was a ferry captain and she retired in 1999.", ("Mira Olsen", "retirement date", "1999")),
    (
        "Mira Olsen, who grew up in Lenmouth in the 1940s, retired on the 2nd of June 1990.",
        ("Mira Olsen", "retirement date", "2nd of June 1990"),
    ),
    (
        "Mira Olsen sailed for Kelsey Lines until her retirement in May 1990.",
        ("Mira Olsen", "retirement date", "May 1990"),
    ),
    ("Hal Brenner's retirement was in October 1990.", ("Hal Brenner", "retirement date", "October 1990")),
    # first broadcast: "first" / "originally" / "premiered", active and passive, the first episode
    ("Kelsey Nights first aired on 5th March 1991.", ("Kelsey Nights", "first air date", "5th March 1991")),
    ("Kelsey Nights was first broadcast in 1991.", ("Kelsey Nights", "first air date", "1991")),
    ("Kelsey Nights premiered on 4 May 1990.", ("Kelsey Nights", "first air date", "4 May 1990")),
    ("Kelsey Nights was originally televised in 1990.", ("Kelsey Nights", "first air date", "1990")),
    ("Lenmouth Television first broadcast Kelsey Nights in 1991.", ("Kelsey Nights", "first air date", "1991")),
    (
        "Mira Olsen presented Kelsey Nights, which was first aired on the 5th of March, 1991.",
        ("Kelsey Nights", "first air date", "5th of March, 1991"),
    ),
    ("Kelsey Nights, first aired 5/3/1991, is a quiz show.", ("Kelsey Nights", "first air date", "5/3/1991")),
    ("The first episode of Kelsey Nights aired on 4 May 1990.", ("Kelsey Nights", "first air date", "4 May 1990")),
    (
        "Mira Olsen hosted Kelsey Nights which was made by Lenmouth Television and first aired on 5 March 1991.",
        ("Kelsey Nights", "first air date", "5 March 1991"),
    ),
    # who broadcasts it
    ("Lenmouth Television broadcasted Kelsey Nights.", ("Kelsey Nights", "broadcast by", "Lenmouth Television")),
    ("Kelsey Nights was broadcast by Lenmouth Television.", ("Kelsey Nights", "broadcast by", "Lenmouth Television")),
    ("Kelsey Nights is broadcast on Channel Nine.", ("Kelsey Nights", "broadcast by", "Channel Nine")),
    ("Kelsey Nights, broadcast by Channel Nine, is a quiz show.", ("Kelsey Nights", "broadcast by", "Channel Nine")),
    ("Kelsey Nights aired on Channel Nine.", ("Kelsey Nights", "broadcast by", "Channel Nine")),
    (
        "Mira Olsen hosted the quiz Kelsey Nights, broadcasted by Channel Nine.",
        ("Kelsey Nights", "broadcast by", "Channel Nine"),
    ),
    # start of building
    (
        "Construction of the Vaster Tower began on 14 June 2011.",
        ("Vaster Tower", "building start date", "14 June 2011"),
    ),
    (
        "The Vaster Tower, the building of which began 14 June, 2011, stands in Lenmouth.",
        ("Vaster Tower", "building start date", "14 June, 2011"),
    ),
    ("The construction of Kelsey Hall started in 1862.", ("Kelsey Hall", "building start date", "1862")),
    ("Work on the Vaster Tower began in 1905.", ("Vaster Tower", "building start date", "1905")),
    ("Building started on the Vaster Tower in 1905.", ("Vaster Tower", "building start date", "1905")),
    ("The Vaster Tower began construction in 1905.", ("Vaster Tower", "building start date", "1905")),
    ("Kelsey Hall began being constructed in 1905.", ("Kelsey Hall", "building start date", "1905")),
    ("Workers started to build Kelsey Hall in 1905.", ("Kelsey Hall", "building start date", "1905")),
    (
        "The Kelsey Council began construction of the Vaster Tower in 1905.",
        ("Vaster Tower", "building start date", "1905"),
    ),
    (
        "The Vaster Tower stands in Lenmouth. Its construction began in 1905.",
        ("Vaster Tower", "building start date", "1905"),
    ),
    # a start coordinated with a completion is the start of the building work
    ("Kelsey Manor was started in 1802 and completed in 1810.", ("Kelsey Manor", "building start date", "1802")),
    (
        "Kelsey Manor, started in 1802 and completed in 1810, is a museum.",
        ("Kelsey Manor", "building start date", "1802"),
    ),
    (
        "Hal Brenner designed Kelsey Manor which was begun in 1802 and completed in 1810.",
        ("Kelsey Manor", "building start date", "1802"),
    ),
    (
        "Hal Brenner designed Kelsey Manor, the construction of which began in 1802 and was completed in 1810.",
        ("Kelsey Manor", "completion date", "1810"),
    ),
    (
        "Hal Brenner designed Kelsey Manor, of which construction began in 1802.",
        ("Kelsey Manor", "building start date", "1802"),
    ),
    ("Kelsey Manor construction began in March 1802.", ("Kelsey Manor", "building start date", "March 1802")),
    # a span of construction: its start and its completion
    ("The Vaster Tower was constructed from 1903 to 1907.", ("Vaster Tower", "building start date", "1903")),
    ("The Vaster Tower was constructed from 1903 to 1907.", ("Vaster Tower", "completion date", "1907")),
    ("The Vaster Tower was built between 1903 and 1907.", ("Vaster Tower", "building start date", "1903")),
    ("The Vaster Tower was built between 1903 and 1907.", ("Vaster Tower", "completion date", "1907")),
    # completion: of "the construction of X", "finished", a participle sharing a passive's subject, a quoted date
    ("Construction of the Vaster Tower was completed in 1907.", ("Vaster Tower", "completion date", "1907")),
    ("The construction of Kelsey Hall was completed in 1907.", ("Kelsey Hall", "completion date", "1907")),
    ("Kelsey Hall was finished in 1907.", ("Kelsey Hall", "completion date", "1907")),
    ("Kelsey Hall was planned by Hal Brenner and completed in 1907.", ("Kelsey Hall", "completion date", "1907")),
    ('Kelsey Hall was completed on "4 April 1907".', ("Kelsey Hall", "completion date", "4 April 1907")),
    # dates the pipeline does not tag, on v1's events
    ("Hal Brenner died in Lenmouth on the 3 Apr 1958.", ("Hal Brenner", "death date", "3 Apr 1958")),
    ("Hal Brenner died in Lenmouth on the 3 Apr 1958.", ("Hal Brenner", "death place", "Lenmouth")),
    ("Hal Brenner was born on the 9th of June 1902.", ("Hal Brenner", "birth date", "9th of June 1902")),
    ("Hal Brenner died in Kelsey on March 14,1971.", ("Hal Brenner", "death date", "March 14, 1971")),
    # "passed away" is a death; a date before the verb (of an illness) gives way to the one after it
    ("Hal Brenner passed away on the 14 Mar 1971 in Lenmouth.", ("Hal Brenner", "death date", "14 Mar 1971")),
    ("Hal Brenner passed away on the 14 Mar 1971 in Lenmouth.", ("Hal Brenner", "death place", "Lenmouth")),
    (
        "Mira Olsen grew up in Lenmouth. She passed away in Kelsey on June 2, 2004.",
        ("Mira Olsen", "death date", "June 2, 2004"),
    ),
    (
        "After a long illness in 1970, Hal Brenner died on 14 March 1971 in Kelsey.",
        ("Hal Brenner", "death date", "14 March 1971"),
    ),
    # "He" after "The ferry captain X grew up ...": X, a person named right after a role noun
    (
        "The ferry captain Hal Brenner was born in Lenmouth. He died in Kelsey on the 14 Mar 1971.",
        ("Hal Brenner", "death date", "14 Mar 1971"),
    ),
    (
        "The ferry captain Hal Brenner was born in Lenmouth. He died in Kelsey on the 14 Mar 1971.",
        ("Hal Brenner", "death place", "Kelsey"),
    ),
    # a relative clause on a nationality after the copula tells of the subject
    (
        "Mira Olsen is a Canadian, who was born in Lenmouth on June 9th, 1941.",
        ("Mira Olsen", "birth date", "June 9th, 1941"),
    ),
    ("Mira Olsen is a Canadian who was born in Lenmouth on 9 June 1941.", ("Mira Olsen", "birth place", "Lenmouth")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_an_event_date_told_in_passing(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


ABSENT = [
    # "from the Navy" is where she retired from, never a value
    ("Mira Olsen retired from the Navy in 1988.", "retirement date", "Navy"),
    ("Mira Olsen retired from the Navy in 1988.", "", "Navy"),
    # a denial, a condition, what an airline retires
    ("Mira Olsen did not retire in 1988.", "retirement date", ""),
    ("If Mira Olsen retired in 1988, she would be 90 now.", "retirement date", ""),
    ("Kelsey Airlines retired the Vega 9 in 2010.", "retirement date", ""),
    # "his" when the sentence names two people
    ("Mira Olsen met Hal Brenner before his retirement in 1990.", "retirement date", ""),
    # one series of a programme, and a broadcast that is not the first
    ("The second series first aired in 1990.", "first air date", ""),
    ("Kelsey Nights aired in 1990.", "first air date", ""),
    ("The second episode of Kelsey Nights aired on 4 May 1990.", "first air date", ""),
    # a date cut from its year is no broadcaster
    ("Kelsey Nights was first broadcast by Channel Nine on 5th March 1991.", "broadcast by", "5th March"),
    # closing, sinking, a start that is no building's
    ("The museum was closed in 1990.", "building start date", ""),
    ("The Kelsey Museum was closed in 1990.", "building start date", ""),
    ("The building began to sink in 1990.", "building start date", ""),
    ("The Kelsey Council began work in 1961.", "building start date", ""),
    # a bare "Construction began" after a sentence about a town keys no building
    ("Lenmouth is a town in Norland. Construction began in 1990.", "building start date", ""),
    # a start with no completion of the same thing, and the open "started" beside the start date
    ("The Kelsey Company was started in 1990 and completed its first bridge in 1995.", "building start date", ""),
    # (a lone start is a building's only for a building's name, "Kelsey Manor was begun in 2009")
    ("The Kelsey Company was begun in 2009.", "building start date", ""),
    ("Kelsey Lines was started in 2009.", "building start date", ""),
    ("Kelsey Manor was started in 1802 and completed in 1810.", "started", ""),
    # "begun to be built" dates the start, not the building
    ("Kelsey Hall was begun to be built in 1905.", "construction date", ""),
    # a team or a runner finishes a race, not a building
    ("Kelsey Rovers finished third in 1985.", "completion date", ""),
    ("Mira Olsen had finished the race in 1985.", "completion date", ""),
    ("Kelsey Hall was finished in 1907.", "finished", ""),
    # "passed" without "away" is no death; a fronted date stays the date of the event
    ("Hal Brenner passed the exam in 1966.", "death date", ""),
    ("In 1962 Hal Brenner was selected by the Kelsey Agency.", "death date", ""),
    # "who" after a nationality of a thing, or with two people named, is no one's birth
    ("The Kelsey Agency is an American who was born in 1990.", "birth date", ""),
    ("Mira Olsen met Hal Brenner, an American who was born in 1950.", "birth date", ""),
    # life dates in brackets stay a life span
    ("Hal Brenner (1880–1931) built the Vaster Tower.", "building start date", ""),
    ("The Vaster Tower was built by Hal Brenner (1880–1931).", "completion date", ""),
    # a span that ends before it starts is a slip
    ("The Vaster Tower was built between 1907 and 1903.", "building start date", ""),
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
        (" the 14 Mar 1971.", "14 Mar 1971"),
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
