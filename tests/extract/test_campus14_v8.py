"""``spacy-rules.v2`` on fresh universities and monuments (round 14): "it" after "X's campus is in
Y." (the owner, not the campus), "There are N postgraduate students and M undergraduate students
at X" (each count of the conjuncts), "the state of <a place the tagger read as a people>", "a
chancellor called <a name the tagger read as a product's>", "has Y as its chancellor and "Q" as
its motto", "X's academic staff is made up of 290 people" ("consists of", "comprises"), a
monument "established in 1947 in the municipality of Zagreb, Croatia" or "unveiled in Lucerne,
Switzerland" (where it stands), "designed by Y and made from concrete" ("made" read as a past
tense), "dedicated to those killed in 1990", a monument's sculptor as its designer, "In Vilnius,
Lithuania, there is the X Monument" (where it stands), and a school's town named with its country
("located in Tartu, Estonia") gives the school's country, not also the town's. Later passes: a
counted conjunct hung on a name, "the chancellor of X which has ...", "has a dean, Y, and ...",
"Its designer, Y, was English", "Uruguay is home to X", "opened in 1990 in Tromso", "it was
unveiled in 1929 in Parnu", a monument's creator as its designer, "Y designed the X Monument. It
...", "In Swansea there is the X Memorial", a school "created in 1921 in Aalborg, Denmark".

Every school, monument, person and town is invented for these tests unless it is a real country
or region. A fact counts as found the way the extraction scoring counts it, and every fact quotes
its text exactly."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import run
from test_works_v3 import Triple, found_triples

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

CATALOG = Normalizer().catalog

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    # "It" after a possessive relation noun placed in a town: the owner
    (
        "Brenna College's campus is in Tolvik. It was founded in 1931 and its rector is Ida Marsk.",
        [("Brenna College", "founded", "1931"), ("Brenna College", "rector", "Ida Marsk")],
    ),
    # "There are" with two counted conjuncts
    (
        "There are 2,300 postgraduate students and 9,800 undergraduate students at Corran University.",
        [
            ("Corran University", "number of postgraduate students", "2,300"),
            ("Corran University", "number of undergraduate students", "9,800"),
        ],
    ),
    # "the state of" a one-word place the tagger may read as a people
    (
        "Ravel Technical Institute is located in the state of Maharashtra.",
        [("Ravel Technical Institute", "location", "Maharashtra")],
    ),
    # a titled head "called" a name the tagger may read as a product's
    (
        "Ravel Technical Institute has a chancellor called Bhagat Singh Koshyari.",
        [("Ravel Technical Institute", "chancellor", "Bhagat Singh Koshyari")],
    ),
    # a quoted motto before "as its motto"
    (
        'Mornay University has Ellen Shaw as its president and "Veritas in Labore" as its motto.',
        [("Mornay University", "president", "Ellen Shaw"), ("Mornay University", "motto", "Veritas in Labore")],
    ),
    # a counted body "made up of" / "consists of" / "comprises"
    (
        "Tolvik University's academic staff is made up of 420 people.",
        [("Tolvik University", "academic staff size", "420")],
    ),
    (
        "The student body of Arvel College consists of 6,100 students.",
        [("Arvel College", "number of students", "6,100")],
    ),
    ("Arvel College's staff comprises 380 academics.", [("Arvel College", "academic staff size", "380")]),
    # where a monument was set up is where it stands
    (
        "The Statue of Duke Orm was established in 1952 in the municipality of Split, Croatia.",
        [
            ("Statue of Duke Orm", "founded", "1952"),
            ("Statue of Duke Orm", "location", "Split"),
            ("Statue of Duke Orm", "country", "Croatia"),
        ],
    ),
    (
        "The Boatmen Memorial was unveiled in 1930 in Basel, Switzerland.",
        [("Boatmen Memorial", "location", "Basel"), ("Boatmen Memorial", "country", "Switzerland")],
    ),
    # "made" of a second clause tagged a past tense
    (
        "The Salt Memorial was designed by Oren Dahl and made from sandstone.",
        [("Salt Memorial", "architect", "Oren Dahl"), ("Salt Memorial", "material", "sandstone")],
    ),
    # "those" restricted by a participle
    (
        "The Dockers Memorial is dedicated to those drowned in the flood of 1911.",
        [("Dockers Memorial", "dedicated to", "those drowned in the flood of 1911")],
    ),
    # a monument's sculptor is its designer
    ("The sculptor of the Heron Monument was Pia Lund.", [("Heron Monument", "architect", "Pia Lund")]),
    ("The Heron Monument was sculpted by Pia Lund.", [("Heron Monument", "architect", "Pia Lund")]),
    ("Pia Lund sculpted the Heron Monument.", [("Heron Monument", "architect", "Pia Lund")]),
    # a place that opens the sentence, then "there is" a named thing
    (
        "In Kaunas, Lithuania, there is the Weavers Monument.",
        [("Weavers Monument", "location", "Kaunas"), ("Weavers Monument", "country", "Lithuania")],
    ),
    ("In the town of Brellin stands the Pilot Statue.", [("Pilot Statue", "location", "Brellin")]),
    # second pass: a counted conjunct after a titled head "named"
    (
        "Harlow College has a rector named Jan Wick and 510 members of academic staff.",
        [("Harlow College", "rector", "Jan Wick"), ("Harlow College", "academic staff size", "510")],
    ),
    # "which" hung on the title of "the chancellor of X which has ..."
    (
        "Dr. Maria Lund is the chancellor of Fenwick College which has 9,000 undergraduates.",
        [("Fenwick College", "number of undergraduate students", "9,000")],
    ),
    # a titled head in apposition to the object of "has"
    (
        "Tolvik College has a dean, Marco Bianchi, and its campus is located in Padua.",
        [("Tolvik College", "dean", "Marco Bianchi"), ("Tolvik College", "campus", "Padua")],
    ),
    # a town and its state after a school: the state is the school's (a larger place: "part of")
    (
        "Located in Hubli, Karnataka, the Sahyadri College of Arts has 4,000 students.",
        [("Sahyadri College of Arts", "location", "Hubli"), ("Sahyadri College of Arts", "part of", "Karnataka")],
    ),
    # the person in apposition to a relation noun is its value; the copula's adjective the person's
    (
        "The Weavers Cross is in Halden. Its designer, Olaf Brekke, was Norwegian.",
        [("Weavers Cross", "architect", "Olaf Brekke"), ("Olaf Brekke", "nationality", "Norwegian")],
    ),
    # a country (untagged) "home to" a named thing
    ("Uruguay is home to the Tango Monument.", [("Tango Monument", "country", "Uruguay")]),
    # "opened in" a year and a town; "it" of a second clause
    ("The Lantern Memorial was opened in 1990 in Tromso.", [("Lantern Memorial", "location", "Tromso")]),
    (
        "The Anvil Monument is in Estonia and it was unveiled in 1929 in Parnu.",
        [("Anvil Monument", "location", "Parnu"), ("Anvil Monument", "country", "Estonia")],
    ),
    # third pass: the creator of a monument is its designer
    ("Lucia Ferro created the Salt Monument.", [("Salt Monument", "architect", "Lucia Ferro")]),
    # "It" after "<person> designed the X Monument." names the monument
    (
        "The sculptor Petar Ilic designed the Oak Monument. It is located in Nis.",
        [("Oak Monument", "architect", "Petar Ilic"), ("Oak Monument", "location", "Nis")],
    ),
    # a town the tagger leaves untagged before "there is" a monument
    ("In Swansea there is the Copper Workers Memorial.", [("Copper Workers Memorial", "location", "Swansea")]),
    # a school founded in a town tagged a group, with its country after it
    (
        "Vestby University was created in 1921 in Aalborg, Denmark.",
        [("Vestby University", "location", "Aalborg"), ("Vestby University", "country", "Denmark")],
    ),
    # fourth pass: a name with "of" before its monument head is one name
    (
        "The Sons of Toil Monument, made of granite, was unveiled in 1931 in Leeds.",
        [("Sons of Toil Monument", "material", "granite"), ("Sons of Toil Monument", "location", "Leeds")],
    ),
    # a monument named as an object, with "in" and a town the tagger reads as a group
    (
        "Deniz Aksoy is the designer of the Harbour Monument in Izmit.",
        [("Harbour Monument", "architect", "Deniz Aksoy"), ("Harbour Monument", "location", "Izmit")],
    ),
]

# (sentence, entity, catalog relation, the value stated or ""): no fact of that entity on that
# relation with another value.
GUARDS: list[tuple[str, str, str, str]] = [
    # a school's town and country: the country is the school's only
    ("Hallam University is located in Tartu, Estonia.", "Tartu", "country", ""),
    # a person presented after a place is in no place by this rule
    ("In Oslo there is a man called Peter Holm.", "Peter Holm", "location", ""),
    # the copula's adjective is no designer
    (
        "The Weavers Cross is in Halden. Its designer, Olaf Brekke, was Norwegian.",
        "Weavers Cross",
        "architect",
        "Olaf Brekke",
    ),
    # a town is no part of its state beside a school
    ("Located in Hubli, Karnataka, the Sahyadri College of Arts has 4,000 students.", "Hubli", "part of", ""),
    # two numbers coordinated before one counted noun: no count of "12,000 and 800 academic staff"
    (
        "With a student population of 12,000 and 800 academic staff, Brenna University is in Perth.",
        "Brenna University",
        "number of students",
        "",
    ),
    # a place home to a person or a count holds no such thing
    ("Norway is home to Anna Pell.", "Anna Pell", "location", ""),
    # a school's count is never a person's (the parser joins "Y and the college" as a subject)
    (
        "The chancellor of Arden College is Nora Vik and the college has around 3,000 undergraduate students.",
        "Nora Vik",
        "number of undergraduate students",
        "",
    ),
    # "in" a year after a monument object is no place
    ("Ada Lind visited the Oak Monument in 1990.", "Oak Monument", "location", ""),
    # "She" after "<person> designed the X Monument." is still the person
    ("Ada Lind designed the Oak Monument. She was born in Nis.", "Oak Monument", "birth place", ""),
    # "there are" staff at one school and students at another: each its own
    (
        "There are 300 academic staff at Kelby College and 5,000 students at Orrin University.",
        "Kelby College",
        "number of students",
        "",
    ),
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
