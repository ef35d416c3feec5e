"""Session 25: general shapes of what prose says of a person, in every kind of text (books,
teams, universities, monuments as well as buildings and comics): a nationality beside a role
noun ("the Danish architect X"), before "born" ("Danish born X", "X, a Swedish-born
novelist"), after the name ("X, from Denmark,"), shared by two people ("A and B are both
Irish"); a trade "by profession" and two trades under one article ("a novelist and poet"); a
school before "alumnus"; a maker named after a role noun ("The novelist X wrote Y") or described
by a nationality ("X is an American who wrote Y"); each creator of "A and B are creators of the
comic character Z"; and the near misses that must give nothing or no wrong value."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a nationality before the role noun a name is set beside
    ("The Danish architect Simon Hale designed the Torvik Arch.", ("Simon Hale", "nationality", "Danish")),
    ("The Irish sculptor Nora Keane carved the Harbour Monument.", ("Nora Keane", "nationality", "Irish")),
    ("The Chilean poet Ines Marin wrote The Salt Garden.", ("Ines Marin", "nationality", "Chilean")),
    # the trade between the nationality and the name, also with masked "@" separators
    ("The American novelist Jonah Pell wrote The Long Field.", ("Jonah Pell", "occupation", "novelist")),
    ("Danish @ architect @ Simon Hale was born in Oslo.", ("Simon Hale", "nationality", "Danish")),
    ("Retired @ Irish @ test pilot @ Dale Hunt died in Cork.", ("Dale Hunt", "occupation", "test pilot")),
    # a role noun with the name beside it is the subject of the making verb
    ("The Danish architect Simon Hale designed the Torvik Arch.", ("Torvik Arch", "architect", "Simon Hale")),
    ("The novelist Peter Vance wrote The Salt Road.", ("Salt Road", "author", "Peter Vance")),
    # a nationality word or a place before "born"
    ("Danish born Simon Hale designed the Torvik Arch.", ("Simon Hale", "nationality", "Danish")),
    (
        "Marta Lindqvist, a Swedish-born novelist, wrote The Quiet Harbour.",
        ("Marta Lindqvist", "nationality", "Swedish"),
    ),
    ("Olek Brandt, a Warsaw-born sculptor, designed the Keller Memorial.", ("Olek Brandt", "birth place", "Warsaw")),
    ("Tom Selby is a Leeds-born footballer.", ("Tom Selby", "birth place", "Leeds")),
    # a country right after the name
    ("Simon Hale, from Denmark, designed the Torvik Arch.", ("Simon Hale", "nationality", "Denmark")),
    ("Peter Vance (from Canada) wrote The Salt Road.", ("Peter Vance", "nationality", "Canada")),
    ("The Salt Road was written by Peter Vance from Canada.", ("Peter Vance", "nationality", "Canada")),
    # one nationality of two people
    ("Anna Pell and Tom Reed are both Irish.", ("Tom Reed", "nationality", "Irish")),
    # a nationality before a noun the occupation rule leaves (a clause after it)
    ("Simon Hale was a Danish architect hired by the city.", ("Simon Hale", "nationality", "Danish")),
    # a trade "by profession", two trades under one article
    ("Tomas Verhoeven was a lawyer by profession.", ("Tomas Verhoeven", "occupation", "lawyer")),
    ("Carla Nunez is an engineer by training.", ("Carla Nunez", "occupation", "engineer")),
    ("Anna Pell is a novelist and poet.", ("Anna Pell", "occupation", "novelist")),
    ("Anna Pell is a novelist and poet.", ("Anna Pell", "occupation", "poet")),
    ("Jonah Pell was a Canadian novelist and poet.", ("Jonah Pell", "nationality", "Canadian")),
    # whom the person works for, who hired the person: still the trade
    ("Carla Nunez was a journalist for the Lenmouth Gazette.", ("Carla Nunez", "occupation", "journalist")),
    ("Simon Hale was an architect for the city of Oslo.", ("Simon Hale", "occupation", "architect")),
    ("Tom Selby was a scout hired by Kelsey Rovers in 1990.", ("Tom Selby", "occupation", "scout")),
    # "as" with no article
    ("Tom Selby worked as groundsman at Kelsey Park.", ("Tom Selby", "occupation", "groundsman")),
    # the school before "alumnus" / "graduate"
    (
        "Harvard University alumnus Paul Merton wrote The Glass Key.",
        ("Paul Merton", "alma mater", "Harvard University"),
    ),
    (
        "Paul Merton, a Lenmouth College graduate, coaches Kelsey Rovers.",
        ("Paul Merton", "alma mater", "Lenmouth College"),
    ),
    (
        "Paul Merton is a Kelsey Institute of Technology alumnus.",
        ("Paul Merton", "alma mater", "Kelsey Institute of Technology"),
    ),
    # "who" after a nationality describes the person
    ("Peter Vance is an American who wrote The Salt Road.", ("Salt Road", "author", "Peter Vance")),
    # each creator of "A and B are creators of the comic character Z"
    (
        "Anna Pell and Tom Reed are creators of the comic character Captain Dusk.",
        ("Captain Dusk", "creator", "Anna Pell"),
    ),
    (
        "Anna Pell and Tom Reed are creators of the comic character Captain Dusk.",
        ("Captain Dusk", "creator", "Tom Reed"),
    ),
    # a relative clause on a name set beside its class noun tells of the name
    ("Tom Reed voiced the character Dusk which was created by Anna Pell.", ("Dusk", "creator", "Anna Pell")),
    (
        "Tourists visit the monument Harbour Cross, which was designed by Simon Hale.",
        ("Harbour Cross", "architect", "Simon Hale"),
    ),
    # a role word before a name is no part of the name
    ("Architect Simon Hale designed the Torvik Arch.", ("Torvik Arch", "architect", "Simon Hale")),
    ("Sculptor Nora Keane designed the Harbour Monument.", ("Harbour Monument", "architect", "Nora Keane")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_person_facts(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


WRONG = [
    # the role word is not part of the maker's name
    ("Architect Simon Hale designed the Torvik Arch.", ("Torvik Arch", "architect", "Architect Simon Hale")),
    ("Sculptor Nora Keane designed the Harbour Monument.", ("Harbour Monument", "architect", "Sculptor Nora Keane")),
    # a town after the name is no nationality; a country after a verb is no one's nationality
    ("Simon Hale, from Bergen, designed the Torvik Arch.", ("Simon Hale", "nationality", "Bergen")),
    ("Peter Vance moved the company from Canada to Chile.", ("Peter Vance", "nationality", "Canada")),
    # a place before "born" is the birth place, never a nationality
    ("Olek Brandt, a Warsaw-born sculptor, designed the Keller Memorial.", ("Olek Brandt", "nationality", "Warsaw")),
    # "by" with anything but a trade word keeps its meaning: a role in one event
    ("Tomas Verhoeven was a lawyer by the name of Tom.", ("Tomas Verhoeven", "occupation", "lawyer")),
    # a state's people is no nationality; a role in one event is no occupation
    ("The Californian architect Simon Hale designed the Torvik Arch.", ("Simon Hale", "nationality", "Californian")),
    ("Californian born Simon Hale designed the Torvik Arch.", ("Simon Hale", "nationality", "Californian")),
    ("The American commander Dale Hunt led the crew of Vega 9.", ("Dale Hunt", "occupation", "commander")),
    ("Architect Simon Hale designed the Torvik Arch.", ("Simon Hale", "occupation", "architect")),
    # a nationality in an apposition is the person's, never the work's after the verb
    ("Jon Vell, a Puerto Rican national, created Bolt.", ("Bolt", "nationality", "Puerto Rican")),
    # "for" an office or a team says no trade
    ("Simon Hale was a candidate for mayor.", ("Simon Hale", "occupation", "candidate")),
    ("Tom Selby is a player for Kelsey Rovers.", ("Tom Selby", "occupation", "player")),
    # a thing's nationality word before a role is the thing's, not a person's
    ("The Danish architect Simon Hale designed the Torvik Arch.", ("Torvik Arch", "nationality", "Danish")),
]


@pytest.mark.parametrize(("text", "wrong"), WRONG)
def test_no_wrong_person_fact(extractor: SpacyRulesV2Extractor, text: str, wrong: Key) -> None:
    assert wrong not in facts_of(extractor, text)


ABSENT = [
    # a denial, a dish, a crew role, a town: no occupation or nationality
    ("Anna Pell is not a novelist and poet.", "occupation"),
    ("Pastel de nata is a sweet and dessert from Portugal.", "occupation"),
    ("Anna Pell was a pilot and crew member of Vega 9.", "nationality"),
    ("The Kelsey Rovers are both Irish and Welsh.", "nationality"),
    # a role in one mission "for" it is no trade
    ("Tom Reed was a back up pilot for Vega 9.", "occupation"),
    # a post of one body, a role in one event after a bare "as" is no trade
    ("Tom Reed served as backup pilot.", "occupation"),
    ("Anna Pell serves as Ambassador to Norway.", "occupation"),
    ("Tom Selby served as chairman of Kelsey Rovers.", "occupation"),
    ("Maria Voss served as rector.", "occupation"),
    # a school's name only before an "alumnus" that is no one's
    ("The Harvard University alumnus association meets in Boston.", "alma mater"),
]


@pytest.mark.parametrize(("text", "relation"), ABSENT)
def test_nothing_where_none_is_said(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not any(r == relation for _, r, _ in facts_of(extractor, text))
