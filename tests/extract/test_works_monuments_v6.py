"""``spacy-rules.v2`` on a fresh batch of written-work and monument sentences (session 25): a
possessive inside a title or a monument's name ("The Ferryman's Lantern", "the Weavers'
Monument"), a title that opens with a common noun and "of", a work "by the historian X" in an
apposition, a one-adjective genre of a novel ("a historical novel"), and a fronted "Dedicated to
the painter X, the Y ..." the parser reads with the person as the subject.

Every title, monument, person and publisher is invented for these tests. A fact counts as
found the way the extraction scoring counts it, and every fact quotes its text exactly."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import run
from test_works_v3 import Triple, found_triples

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.normalize import Normalizer

CATALOG = Normalizer().catalog

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    (
        "The Weavers' Monument is made of granite and stands in Krakow.",
        [("Weavers' Monument", "material", "granite"), ("Weavers' Monument", "location", "Krakow")],
    ),
    (
        "The Dockers' Memorial in Liverpool was designed by Ann Reid.",
        [("Dockers' Memorial", "location", "Liverpool"), ("Dockers' Memorial", "architect", "Ann Reid")],
    ),
    (
        "The Ferryman's Lantern was written by Ilse Braun and published by Tallow Books.",
        [("Ferryman's Lantern", "author", "Ilse Braun"), ("Ferryman's Lantern", "publisher", "Tallow Books")],
    ),
    ("The Glassblower's Widow is an epistolary novel.", [("Glassblower's Widow", "genre", "epistolary novel")]),
    ("Kestrel Moor is a historical novel by Ines Carr.", [("Kestrel Moor", "genre", "historical novel")]),
    (
        "Rowan Gate, a memoir by the historian Petra Lund, has 410 pages.",
        [("Rowan Gate", "author", "Petra Lund"), ("Rowan Gate", "number of pages", "410")],
    ),
    (
        "Echoes of Brannock, a novel written by Ines Carr, has 300 pages.",
        [("Echoes of Brannock", "author", "Ines Carr"), ("Echoes of Brannock", "number of pages", "300")],
    ),
    ("Songs of Wexley was published by Tallow Books.", [("Songs of Wexley", "publisher", "Tallow Books")]),
    (
        "Dedicated to the painter Ilya Sorin, the Sorin Memorial is in Odessa, a city in Ukraine.",
        [("Sorin Memorial", "dedicated to", "Ilya Sorin"), ("Sorin Memorial", "location", "Odessa")],
    ),
    (
        "Dedicated to the poet Marta Kell, the Kell Memorial stands in Tallinn, a city in Estonia.",
        [("Kell Memorial", "dedicated to", "Marta Kell"), ("Kell Memorial", "location", "Tallinn")],
    ),
    (
        "Dedicated to the sculptor Ivo Kral, the Kral Monument is in Brno, a city in Czechia.",
        [("Kral Monument", "dedicated to", "Ivo Kral"), ("Kral Monument", "location", "Brno")],
    ),
    # an apposed class noun says a name the pipeline took for a person's is a monument's
    (
        "The Lantern Maiden, a bronze statue, stands in Bergen.",
        [("Lantern Maiden", "material", "bronze"), ("Lantern Maiden", "location", "Bergen")],
    ),
    (
        "The Lantern Maiden, a marble sculpture by Ola Rud, stands in Bergen.",
        [("Lantern Maiden", "material", "marble"), ("Lantern Maiden", "location", "Bergen")],
    ),
    # "written in" on a work's apposed class noun
    (
        "Tallow Books published Grey Harbour, a travel book written in Dutch.",
        [("Grey Harbour", "publisher", "Tallow Books"), ("Grey Harbour", "language", "Dutch")],
    ),
    # "born in" on the class noun apposed to a writer
    (
        "Sea Glass was written by Clara Mendes, an author born in Recife.",
        [("Sea Glass", "author", "Clara Mendes"), ("Clara Mendes", "birth place", "Recife")],
    ),
    (
        "Nadia Orel, a Ukrainian poet born in Lviv, edits the Fenwick Review.",
        [("Nadia Orel", "birth place", "Lviv"), ("Nadia Orel", "nationality", "Ukrainian")],
    ),
    # "whose" after "The novel" / "The arch" that names the paragraph's work or monument
    (
        "Moss Lane is a novel by Ida Kern. The novel, whose publisher is Tallow Books, has 280 pages.",
        [("Moss Lane", "publisher", "Tallow Books"), ("Moss Lane", "number of pages", "280")],
    ),
    (
        "The Corvin Arch stands in Pecs. The arch, whose designer was Laszlo Orban, was unveiled in 1938.",
        [("Corvin Arch", "architect", "Laszlo Orban"), ("Corvin Arch", "opening date", "1938")],
    ),
]

# (sentence, entity, catalog relation, the value stated or ""): no fact of that entity on that
# relation with another value.
GUARDS: list[tuple[str, str, str, str]] = [
    # the person in the opening participle is not where the memorial stands, nor its subject
    (
        "Dedicated to the poet Marta Kell, the Kell Memorial stands in Tallinn, a city in Estonia.",
        "Marta Kell",
        "location",
        "",
    ),
    (
        "Dedicated to the painter Ilya Sorin, the Sorin Memorial is in Odessa, a city in Ukraine.",
        "Sorin Memorial",
        "dedicated to",
        "Ilya Sorin",
    ),
    # the role noun before a name is no part of the dedication: one value, not two
    ("The Kral Monument is dedicated to the composer Ivo Kral.", "Kral Monument", "dedicated to", "Ivo Kral"),
    # a genre of several words is the genre alone
    ("Kestrel Moor is a science fiction novel by Ines Carr.", "Kestrel Moor", "genre", "science fiction"),
    # a person's possessive is no part of a name: "Lena Hart's Daughter Mia" is Mia
    ("Lena Hart's Daughter Mia was born in Leeds.", "Lena Hart's Daughter Mia", "birth place", ""),
    # a process noun and "of" open no title: the hall is the thing built
    (
        "Construction of Kelby Hall began in 1927 and ended in 1931.",
        "Construction of Kelby Hall",
        "completion date",
        "",
    ),
    # a medallist is no monument: "a silver medallist" names no material
    ("Ada Price, a silver medallist, lives in Leeds.", "Ada Price", "material", ""),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_work_and_monument_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "entity", "relation", "stated"), GUARDS)
def test_no_other_value_on_the_key(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str, stated: str
) -> None:
    facts = run(extractor, [text])[0]
    key = CATALOG.canonical(relation)
    bad = [f for f in facts if f.entity == entity and CATALOG.canonical(f.relation) == key and f.value != stated]
    assert bad == []
