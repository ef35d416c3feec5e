"""``spacy-rules.v2`` on fresh universities and the country chains crowd texts add (round 15):
"there" on a country's own fact (its language, currency or people) after a sentence that named
its capital, a name "of ... and" that stops before a person's or place's name, "X employs an
academic staff of N" and "X has an academic staff of N and M students" (the parser hanging the
second number on the first), "its people are called Ys" in a clause after a copula's value, "It is
located in Y, Z and its dean is W" (the parser making the first clause a complement), "Santa Ono
was president of X" (a holder tagged a place), "has Y as its capital and Z as its language", "its
students number N", "N students study at X", "has Y as capital", "is among the languages (ethnic
groups) of Y", "X, a national university in Y" (a class noun read as a name), "has the Latin motto
"Q" and ...", "X, a school whose campus is rural", no member count beside "N members of academic
staff". Later: "has Y as its capital and Z as its president" (Z the president, not Y), "X, Y's
oldest university" (X's country), "founded in the city of Y", "X in A, B was ..." (B the country),
professors as academic staff, "... and the school was ..." for a school named without "school";
no mayor (or other place head) of a school, no founding date of a title holder, no value that
is a relation's own name ("its currency is ... and Hebrew is the official language").

Every school, person and town is invented for these tests unless it is a real country or region.
A fact counts as found the way the extraction scoring counts it, and every fact quotes its text
exactly."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import run
from test_works_v3 import Triple, found_triples

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

CATALOG = Normalizer().catalog

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    # "there" on a country's currency, after its capital was named in the same sentence
    (
        "Norway has Oslo as its capital and the currency there is the Norwegian krone.",
        [("Norway", "currency", "Norwegian krone")],
    ),
    # "there" on a country's language in the next sentence
    (
        "Hallam College is in Latvia, whose capital is Riga. Latvian is spoken there.",
        [("Latvia", "language", "Latvian")],
    ),
    # "employs an academic staff of N"
    (
        "Corran University employs an academic staff of 2,150.",
        [("Corran University", "academic staff size", "2,150")],
    ),
    # "has an academic staff of N and M students": the second number hung on the first
    (
        "Tolvik College has an academic staff of 640 and about 9,300 students.",
        [("Tolvik College", "academic staff size", "640"), ("Tolvik College", "number of students", "9,300")],
    ),
    # "its people are called Ys" after a copula's value
    (
        "Portugal's capital is Lisbon and its people are called Portuguese.",
        [("Portugal", "capital", "Lisbon"), ("Portugal", "demonym", "Portuguese")],
    ),
    (
        "Denmark is ruled by Frederik X, while its people are known as Danes.",
        [("Denmark", "demonym", "Danes")],
    ),
    # a second clause's title when the parser made the first clause the copula's complement
    (
        "Halden College was founded in 1950. It is located in Bergen, Norway and its dean is Olaf Brekke.",
        [("Halden College", "dean", "Olaf Brekke")],
    ),
    # a bare title whose holder the tagger reads as a place
    (
        "Santa Ono was president of Corran University.",
        [("Corran University", "president", "Santa Ono")],
    ),
    # "has Y as its R and Z as its S": each pair
    (
        "Latvia has Riga as its capital and Latvian as its language.",
        [("Latvia", "capital", "Riga"), ("Latvia", "language", "Latvian")],
    ),
    (
        "Brenna University has Ada Lind as its rector and Tom Hale as its dean.",
        [("Brenna University", "rector", "Ada Lind"), ("Brenna University", "dean", "Tom Hale")],
    ),
    # "its students number N" (the parser reading "number" as a verb or a noun)
    (
        'The motto of Corran University is "Lux in via" and its students number around 8,400.',
        [("Corran University", "motto", "Lux in via"), ("Corran University", "number of students", "8,400")],
    ),
    ("Tolvik College's students number 3,100.", [("Tolvik College", "number of students", "3,100")]),
    # "N students study at X"
    (
        "About 1,900 postgraduate students study at Halden College, and its rector is Olaf Brekke.",
        [("Halden College", "number of postgraduate students", "1,900"), ("Halden College", "rector", "Olaf Brekke")],
    ),
    # "has Y as capital" (a country's noun, bare)
    ("Latvia has Riga as capital.", [("Latvia", "capital", "Riga")]),
    # "among the languages", "among the ethnic groups"
    ("Russian is among the languages spoken in Latvia.", [("Latvia", "language", "Russian")]),
    ("The Livonians are among the ethnic groups of Latvia.", [("Latvia", "ethnic group", "Livonians")]),
    # a class noun the tagger reads as a name, in apposition with "in" a place
    (
        "Corran University, a national university in Tolvik, has 7,000 students.",
        [("Corran University", "location", "Tolvik"), ("Corran University", "number of students", "7,000")],
    ),
    # a quoted motto right after "the Latin motto", before a second verb
    (
        'Brenna University has the Latin motto "Lux in via" and counts 6,000 students.',
        [("Brenna University", "motto", "Lux in via"), ("Brenna University", "number of students", "6,000")],
    ),
    # "whose campus" on "a school" in apposition to the named school
    (
        "Ada Lind is the rector of Brenna University, a school whose campus is rural.",
        [("Brenna University", "rector", "Ada Lind"), ("Brenna University", "campus", "rural")],
    ),
    # "has Y as its capital and Z as its president": the second "as" (hung on the verb) is Z's
    (
        "Latvia has Riga as its capital and Edgars Rinkevics as its president.",
        [("Latvia", "capital", "Riga"), ("Latvia", "president", "Edgars Rinkevics")],
    ),
    # "X, Y's oldest university": X is in the country Y (no relation "oldest university")
    (
        "Brenna University, Norway's oldest university, has 9,000 students.",
        [("Brenna University", "country", "Norway")],
    ),
    # founded "in the city of" a place
    (
        "Corran University was founded in 1911 in the city of Tolvik.",
        [("Corran University", "founded", "1911"), ("Corran University", "location", "Tolvik")],
    ),
    # "X in A, B" opening the sentence, B a country the parser made a second subject
    (
        "Halden College in Bergen, Norway was founded in 1950.",
        [("Halden College", "location", "Bergen"), ("Halden College", "country", "Norway")],
    ),
    # professors are a school's academic staff
    ("Tolvik College has 1,200 professors.", [("Tolvik College", "academic staff size", "1,200")]),
    # "and the school was ..." for a school whose name has no word "school"
    (
        "The rector of Accademia di Tolvik is Ada Lind and the school was established in 1921.",
        [("Accademia di Tolvik", "rector", "Ada Lind"), ("Accademia di Tolvik", "founded", "1921")],
    ),
    # a name "of ... and" stops before a person's name
    (
        "Brenna University is affiliated with the Union of Baltic Universities and Ida Marsk is its rector.",
        [("Brenna University", "affiliation", "Union of Baltic Universities")],
    ),
]

# (text, entity, relation, the one value it may have: "" for none): a misread phrase gives the
# relation with another value.
GUARDS: list[tuple[str, str, str, str]] = [
    # "there" on a country's fact is not the capital's
    ("Norway has Oslo as its capital and the currency there is the Norwegian krone.", "Oslo", "currency", ""),
    ("Hallam College is in Latvia, whose capital is Riga. Latvian is spoken there.", "Riga", "language", ""),
    # the place of "has Y as its capital and Z as its president" is no president
    (
        "Latvia has Riga as its capital and Edgars Rinkevics as its president.",
        "Latvia",
        "president",
        "Edgars Rinkevics",
    ),
    ("Brenna University, Norway's oldest university, has 9,000 students.", "Norway", "oldest university", ""),
    # a school has no mayor: "its" after "X, where the school is located" is not the school's
    (
        "Tolvik, where Corran University is located, is a city in Norway and its mayor is Ada Lind.",
        "Corran University",
        "mayor",
        "",
    ),
    # a person given as a title holder is not founded
    ("Kelby University is in Haifa, has Uri Sivan as president and was founded in 1912.", "Uri Sivan", "founded", ""),
    # a relation's own name is no value
    (
        "Israel's capital is Jerusalem, its currency is the Israeli new shekel and Hebrew is the official language.",
        "Israel",
        "currency",
        "Israeli new shekel",
    ),
    # members of academic staff are no members of the school
    ("Brenna University has 2,100 members of academic staff.", "Brenna University", "number of members", ""),
    # "its students number 40 nations" is no count
    (
        "Tolvik College has many foreign students; its students number 40 nations.",
        "Tolvik College",
        "number of students",
        "",
    ),
    # the person after "and" is no part of the affiliation
    (
        "Brenna University is affiliated with the Union of Baltic Universities and Ida Marsk is its rector.",
        "Brenna University",
        "affiliation",
        "Union of Baltic Universities",
    ),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_school_and_country_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "entity", "relation", "stated"), GUARDS)
def test_no_other_value_on_the_key(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str, stated: str
) -> None:
    facts = run(extractor, [text])[0]
    key = CATALOG.canonical(relation)
    bad = [f for f in facts if f.entity == entity and CATALOG.canonical(f.relation) == key and f.value != stated]
    assert bad == []


def test_there_after_a_place_the_sentence_names_is_that_place(extractor: SpacyRulesV2Extractor) -> None:
    """A country of the previous sentence answers "there" only when this sentence names no place."""
    text = (
        "The Vell Tower is in Kelby, Norway. The people of Marrowshire are called Marrowers, and Welsh is spoken there."
    )
    got = {(f.entity, f.relation, f.value) for f in extractor.extract([text])[0]}
    assert not any(f[0] == "Norway" and f[2] == "Welsh" for f in got), got
