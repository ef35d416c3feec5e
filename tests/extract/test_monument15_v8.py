"""``spacy-rules.v2`` on fresh monument texts and their country chains (round 15): "Armenians
form the main ethnic group and the dram is the currency" in a "where" clause (the second clause
joined to the first, whatever its verb), currency nouns of more countries (with the country's
word before them: "the dram" alone is too short a name), "The X Memorial is
located there" ("there" the place the previous sentence named), a material word before a
monument's name or before "the statue known as X" (which names the monument for the clause),
"X, a limestone structure designed by Y," (material and designer of an apposed class noun),
"stands in the district of Altona" (a class noun that says the name is a place), "unveiled in
1930 in <a town the tagger left untagged>", "Y, Z, is home to X" ("home" read as an adverb),
"X belongs to <a body>" (its owner), "in Lyon, France, whose currency is ..." (a relation only a
country has, after a town and its country) and "..., Germany, whose people are called Germans"
(the demonym says which place). Second pass: a dedication's first word alone dropped beside
the whole phrase, "A bronze statue, the X, ..." (the material the apposed name's), "made of
local sandstone" (sandstone), "X stands in Norway and the closest town to it is Y" (the parser
hangs "town" on Norway), "in Pecs, Hungary, where the forint is used and Hungarian is spoken"
(a currency or language after a town and its country is the country's). Third pass: "a country
led by X whose capital is Y" (the country's), "Riga and Latvians are its largest ethnic group"
(the town no people), "set up in 1962 in Kelby", "established on 9 April 1903 in Ormsby" (the
town hung on the date), a monument "cast by" a sculptor (its designer). Fourth pass: more
building stones ("made of gritstone").

Every monument, person, body and town is invented for these tests unless it is a real country or
region. A fact counts as found the way the extraction scoring counts it, and every fact quotes its
text exactly."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import run
from test_works_v3 import Triple, found_triples

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

CATALOG = Normalizer().catalog

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    # a "where" clause whose second clause the parser joined to a verb other than "be"
    (
        "The Tarvin Cross stands in Georgia, where Georgians form the largest ethnic group and the Georgian lari is "
        "the currency.",
        [("Georgia (country)", "ethnic group", "Georgians"), ("Georgia (country)", "currency", "Georgian lari")],
    ),
    # more currency nouns, with the country's word before them
    (
        "Armenia, where the Armenian dram is used, has Yerevan as its capital.",
        [("Armenia", "currency", "Armenian dram")],
    ),
    # "there" after a sentence on a country
    (
        "In Lithuania, the leader is Ona Varnas. The Old Harbour Memorial is located there.",
        [("Old Harbour Memorial", "country", "Lithuania")],
    ),
    # a material word before a monument's name
    (
        "The granite Fenwick Miners Memorial stands in Norway.",
        [("Fenwick Miners Memorial", "material", "granite"), ("Fenwick Miners Memorial", "country", "Norway")],
    ),
    # "the <material> statue known as X" names X for the clause
    (
        "The bronze statue known as the Weaver's Daughter was unveiled on 4 May 1961 and is owned by Tolby Council.",
        [
            ("Weaver's Daughter", "material", "bronze"),
            ("Weaver's Daughter", "inauguration date", "1961-05-04"),
            ("Weaver's Daughter", "owner", "Tolby Council"),
        ],
    ),
    # an apposed "structure" with a material and "designed by"
    (
        "The Brannock Gate Memorial, a sandstone structure designed by Pieter Maes, is in Belgium.",
        [
            ("Brannock Gate Memorial", "material", "sandstone"),
            ("Brannock Gate Memorial", "architect", "Pieter Maes"),
            ("Brannock Gate Memorial", "country", "Belgium"),
        ],
    ),
    # "stands in the district of <name>", whatever the tagger made of the name
    (
        "The Orsolya Fountain stands in the district of Kelmarsh in Budapest.",
        [("Orsolya Fountain", "location", "Kelmarsh")],
    ),
    # set up in a town the tagger left untagged
    (
        "The Tannery Workers Memorial was unveiled in 1930 in Mellory.",
        [("Tannery Workers Memorial", "location", "Mellory")],
    ),
    # "Y, Z, is home to X" with "home" read as an adverb
    (
        "Cumberland County, Pennsylvania, is home to the 6th Ohio Cavalry Monument.",
        [("6th Ohio Cavalry Monument", "location", "Cumberland County")],
    ),
    # "belongs to" a body
    (
        "The Lantern Keepers Memorial belongs to the Norrvik Harbour Trust.",
        [("Lantern Keepers Memorial", "owner", "Norrvik Harbour Trust")],
    ),
    # "whose" + a relation only a country has, after a town and its country
    (
        "The Quay Obelisk is in Toulon, France, whose currency is the euro.",
        [("Quay Obelisk", "location", "Toulon"), ("France", "currency", "euro")],
    ),
    # second pass: a material before a class noun with the name in apposition; "local" names no material
    (
        "A bronze statue, the Ferryman of Osk, stands in the town of Osk.",
        [("Ferryman of Osk", "material", "bronze")],
    ),
    (
        "The Brask Cairn was raised in 1901 and is made of local sandstone.",
        [("Brask Cairn", "material", "sandstone")],
    ),
    # "the closest town to it" in a second clause the parser hung on the first clause's place
    (
        "The Brask Obelisk stands in Norway and the closest town to it is Tolvik.",
        [("Brask Obelisk", "nearest city", "Tolvik")],
    ),
    # "where" after a town and its country: a currency or a language is the country's
    (
        "The Quay Obelisk is in Pecs, Hungary, where the Hungarian forint is used and Hungarian is spoken.",
        [("Hungary", "currency", "Hungarian forint"), ("Hungary", "language", "Hungarian")],
    ),
    # third pass: "whose" + a place's relation after "a country led by <person>"
    (
        "Latvian is spoken in Latvia, a country led by Edgars Rinkevics whose capital is Riga.",
        [("Latvia", "capital", "Riga")],
    ),
    # "set up" in a year and a town
    (
        "The Harbour Pilots Memorial was set up in 1962 in Kelby, Norway.",
        [
            ("Harbour Pilots Memorial", "founded", "1962"),
            ("Harbour Pilots Memorial", "location", "Kelby"),
            ("Harbour Pilots Memorial", "country", "Norway"),
        ],
    ),
    # a town the parser hung on the date of "established on"
    (
        "The Tanners' Memorial's material is grey granite and it was established on 9 April 1903 in Ormsby.",
        [("Tanners' Memorial", "location", "Ormsby")],
    ),
    # a monument "cast by" a sculptor: its designer
    (
        "The Ferry Bell Monument was cast by Ilse Marten in 1931.",
        [("Ferry Bell Monument", "architect", "Ilse Marten")],
    ),
    # fourth pass: more building stones
    (
        "The Packhorse Stone stands near Kelby and is made of gritstone.",
        [("Packhorse Stone", "material", "gritstone")],
    ),
    # "whose people are called" a country's demonym after a town and the country
    (
        "The Elm Cairn is in Bremen, Germany, whose capital is Berlin and whose people are called Germans.",
        [("Germany", "capital", "Berlin"), ("Germany", "demonym", "Germans")],
    ),
]

# (sentence, entity, catalog relation, the value stated or ""): no fact of that entity on that
# relation with another value.
GUARDS: list[tuple[str, str, str, str]] = [
    # a currency noun alone is too short a name for the currency ("the Armenian dram")
    ("Armenia, where the dram is the currency, has Yerevan as its capital.", "Armenia", "currency", ""),
    # "whose leader" after a town and its country may be either's: none
    ("The Quay Obelisk is in Toulon, France, whose leader is Ada Morel.", "France", "leader", ""),
    ("The Quay Obelisk is in Toulon, France, whose leader is Ada Morel.", "Toulon", "leader", ""),
    # a demonym that is not the country's names no people of it
    ("The Elm Cairn is in Bremen, Germany, whose people are called Bremers.", "Germany", "demonym", ""),
    # "belongs to the category of" is no owner
    ("The Lantern Keepers Memorial belongs to the category of Public Art.", "Lantern Keepers Memorial", "owner", ""),
    # a person buried "there" is in no place by this rule
    ("Ada Morel was born in Lyon. She is buried there.", "Ada Morel", "location", ""),
    # a dedication to a capitalized phrase with "of" in it: not also its first word alone
    (
        "The Kelby Memorial is dedicated to the Defenders of the Siege of Kelby.",
        "Kelby Memorial",
        "dedicated to",
        "Defenders of the Siege of Kelby",
    ),
    # a town the parser joined to a people before "are its largest ethnic group" is none
    (
        "Latvia's leader is Edgars Rinkevics, its capital is Riga and Latvians are its largest ethnic group.",
        "Latvia",
        "ethnic group",
        "Latvians",
    ),
    # a person "whose capital is" nothing
    (
        "Latvian is spoken in Latvia, a country led by Edgars Rinkevics whose capital is Riga.",
        "Edgars Rinkevics",
        "capital",
        "",
    ),
    # "cast by" a person is no designer of what is no monument
    ("The film was cast by Ilse Marten in 1931.", "film", "architect", ""),
    # a local word is no part of the material
    ("The Brask Cairn was raised in 1901 and is made of local sandstone.", "Brask Cairn", "material", "sandstone"),
    # a material word before a person's name is no material
    ("The statue shows the young Arvo Lind.", "Arvo Lind", "material", ""),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_monument_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "entity", "relation", "stated"), GUARDS)
def test_no_other_value_on_the_key(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str, stated: str
) -> None:
    facts = run(extractor, [text])[0]
    key = CATALOG.canonical(relation)
    bad = [f for f in facts if f.entity == entity and CATALOG.canonical(f.relation) == key and f.value != stated]
    assert bad == []
