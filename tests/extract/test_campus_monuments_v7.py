"""``spacy-rules.v2`` on fresh universities and monuments (session 27): a school's name the
tagger leaves untagged ("Oldmere University's chancellor is ..."), a faculty "at" a school named
without "the", "X, in Gorvik, Norway, was ...", "the chancellor of X, which was established in
1970", a campus "called" a name, a school's disciplines ("offers courses in A", "specialises in
A"), a quoted motto whose opening mark NER took into the name, a school "known as the Badgers"
(its nickname), a monument's name with a possessive whose owner the tagger reads as a person
("The Miner's Statue"), "stands in" a town the tagger calls an organisation, a dedication with
"who" ("the fishermen who drowned in 1881"), "it" after "X was designed by <person>", "the
Veterans Memorial of Pike County" as one name, "the statue of Queen Ada" (no fact of the
queen's), "X, a statue by Y," (Y the designer), "the cairn" for a named cairn, and "A's R is X
and the country is led by Y" / "and German is spoken there" / "and the Y Institute is located in
Z", which the parser reads with "X and the country" (or "X and German") as one subject, or with X
a modifier of the second subject.

Every school, monument, person and town is invented for these tests (the countries and their
leaders are real). A fact counts as found the way the extraction scoring counts it, and every
fact quotes its text exactly."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import run
from test_works_v3 import Triple, found_triples

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

CATALOG = Normalizer().catalog

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    # a school's name the tagger leaves untagged, its first word read as an adverb
    ("Oldmere University's president is Ruth Kale.", [("Oldmere University", "president", "Ruth Kale")]),
    ("Oldmere University has 900 academic staff.", [("Oldmere University", "academic staff size", "900")]),
    # a faculty "at" a school with no "the"
    (
        "The dean of the Faculty of Arts at Orrin University is Lena Vos.",
        [("Faculty of Arts at Orrin University", "dean", "Lena Vos")],
    ),
    # "in" a town and its country between commas after the school
    (
        "Tallis University, in Gorvik, Norway, was founded in 1911.",
        [("Tallis University", "location", "Gorvik"), ("Tallis University", "country", "Norway")],
    ),
    (
        "Tallis University, in the city of Gorvik, Norway, has 900 staff.",
        [("Tallis University", "location", "Gorvik"), ("Tallis University", "academic staff size", "900")],
    ),
    # "which" after "the chancellor of X": the school's founding
    (
        "Ernesto Vidal is the chancellor of Rio Claro University, which was established in 1970.",
        [("Rio Claro University", "chancellor", "Ernesto Vidal"), ("Rio Claro University", "founded", "1970")],
    ),
    # a campus called a name
    (
        "Daskel Technical University has a campus called North Fields.",
        [("Daskel Technical University", "campus", "North Fields")],
    ),
    ("Orrin College has a campus named Eastgate.", [("Orrin College", "campus", "Eastgate")]),
    # disciplines
    (
        "The School of Design at Orrin University offers courses in interior design and its dean is Paul Hegg.",
        [
            ("School of Design at Orrin University", "academic discipline", "interior design"),
            ("School of Design at Orrin University", "dean", "Paul Hegg"),
        ],
    ),
    (
        "Marsh Institute specialises in geology and marine biology.",
        [
            ("Marsh Institute", "academic discipline", "geology"),
            ("Marsh Institute", "academic discipline", "marine biology"),
        ],
    ),
    ("Orrin College offers degrees in nursing.", [("Orrin College", "academic discipline", "nursing")]),
    # a quoted motto's last word is no motto of its own
    (
        "Pelbrook University was founded in 1890 and its motto is 'Fides et Labor'.",
        [("Pelbrook University", "motto", "Fides et Labor"), ("Pelbrook University", "founded", "1890")],
    ),
    # a possessive inside a monument's name, the owner tagged as a person
    ("The Sailor's Statue was unveiled in 1962.", [("Sailor's Statue", "opening date", "1962")]),
    ("The Miller's Stone is made of granite.", [("Miller's Stone", "material", "granite")]),
    # "stands in" a town the tagger calls an organisation
    ("The Ottoman Fountain stands in Izmit.", [("Ottoman Fountain", "location", "Izmit")]),
    # "it" after a clause that names a person and a monument is the monument
    (
        "The Statue of the Weaver was designed by Ilse Moritz and it stands in Chemnitz.",
        [("Statue of the Weaver", "architect", "Ilse Moritz"), ("Statue of the Weaver", "location", "Chemnitz")],
    ),
    # a monument's name with "of" inside
    (
        "The Veterans Memorial of Pike County is in Ohio.",
        [("Veterans Memorial of Pike County", "location", "Ohio")],
    ),
    # the maker after "by" in an apposed class noun; "the cairn" for a named cairn
    ("The Harbour Angel, a statue by Elin Moberg, is in Oslo.", [("Harbour Angel", "architect", "Elin Moberg")]),
    (
        "The nearest city to the Glen Orrin Cairn is Inverness and the cairn was dedicated to the clan chiefs.",
        [("Glen Orrin Cairn", "nearest city", "Inverness"), ("Glen Orrin Cairn", "dedicated to", "clan chiefs")],
    ),
    # a dedication restricted by "who"
    (
        "The Lantern Cross commemorates the fishermen who drowned in 1881.",
        [("Lantern Cross", "dedicated to", "fishermen who drowned in 1881")],
    ),
    (
        "The Lantern Cross honours those who drowned in 1881.",
        [("Lantern Cross", "dedicated to", "those who drowned in 1881")],
    ),
    # a school "known as" a plural: its nickname
    ("Norwood College is known as the Badgers.", [("Norwood College", "nickname", "Badgers")]),
    # two clauses joined by "and", the parser reading the first value and the second subject as one
    (
        "Estonia's capital is Tallinn and the country is led by Alar Karis.",
        [("Estonia", "capital", "Tallinn"), ("Estonia", "leader", "Alar Karis")],
    ),
    (
        "Austria's leader is Alexander Van der Bellen and German is spoken there.",
        [("Austria", "leader", "Alexander Van der Bellen"), ("Austria", "official language", "German")],
    ),
    (
        "Gujarat's capital is Gandhinagar and the Tarrow Institute is located in Ahmedabad.",
        [("Gujarat", "capital", "Gandhinagar"), ("Tarrow Institute", "location", "Ahmedabad")],
    ),
]

# (sentence, entity, catalog relation, the value stated or ""): no fact of that entity on that
# relation with another value.
GUARDS: list[tuple[str, str, str, str]] = [
    # a course count or a language of teaching is no discipline
    ("Orrin College offers 40 courses.", "Orrin College", "academic discipline", ""),
    ("Orrin College offers courses in English.", "Orrin College", "academic discipline", ""),
    # the first clause's value is no value of the second clause's relation
    (
        "Austria's leader is Alexander Van der Bellen and German is spoken there.",
        "Austria",
        "official language",
        "German",
    ),
    ("Hungary's leader is Viktor Orban and Hungarians are the people of Hungary.", "Hungary", "leader", "Viktor Orban"),
    (
        "Gujarat's capital is Gandhinagar and the Tarrow Institute is located in Ahmedabad.",
        "Gandhinagar",
        "location",
        "",
    ),
    # an abbreviation a school is known as is no nickname
    ("Kelso College is also known as KC.", "Kelso College", "nickname", ""),
    # a statue of a person is no fact of the person's
    ("The statue of Queen Ada is made of bronze.", "Queen Ada", "material", ""),
    ("The statue of Queen Ada is in Leeds.", "Queen Ada", "location", ""),
    # a council a statue is "by" is no designer
    ("The Harbour Angel, a statue by the Oslo Council, is in Oslo.", "Harbour Angel", "architect", ""),
    # a country's possessive is no part of a monument's name
    ("Norway's Memorial Stone is in Oslo.", "Norway's Memorial Stone", "location", ""),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_school_and_monument_facts_are_found(
    extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]
) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "entity", "relation", "stated"), GUARDS)
def test_no_other_value_on_the_key(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str, stated: str
) -> None:
    facts = run(extractor, [text])[0]
    key = CATALOG.canonical(relation)
    bad = [f for f in facts if f.entity == entity and CATALOG.canonical(f.relation) == key and f.value != stated]
    assert bad == []
