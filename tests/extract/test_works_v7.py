"""``spacy-rules.v2`` on written works, a seventh batch of shapes: "a novel by" a name the
tagger takes for an organisation or a place, "X, by Y, is a novel", "a collection of stories by
Y, published by Z", "a series of fantasy books written by Y and published by Z", titles that open
the sentence with a noun and a preposition ("Ravens at Dusk", "Winter of Ashes"), a work that
"comes from" a country or "comes after" another, "is in Swedish" (a language, no place), the
genre of "wrote the horror novel The X", "and its abbreviation is Y" after a journal's name, and a
publisher the tagger takes for a person that is "a subsidiary of" another.

Every sentence is written for these tests (titles, people and publishers are made up). A fact
counts as found the way the extraction scoring counts it, and every fact quotes its text exactly
(``run`` checks it)."""

from __future__ import annotations

import pytest
from test_works_v3 import Triple, found_triples

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    ("The Tin Lantern is a novel by Henrietta Vane.", [("The Tin Lantern", "author", "Henrietta Vane")]),
    (
        "Moss Hymns is a collection of poems by Agnes Lowther, published by Heath & Sons.",
        [("Moss Hymns", "author", "Agnes Lowther"), ("Moss Hymns", "publisher", "Heath & Sons")],
    ),
    (
        "The Amber Weir, by Mirela Dobre, is a Romanian novel.",
        [("The Amber Weir", "author", "Mirela Dobre"), ("The Amber Weir", "country", "Romania")],
    ),
    (
        "Tidewater Chronicles is a series of fantasy novels written by Duncan Reid and published by Hearthstone.",
        [
            ("Tidewater Chronicles", "genre", "fantasy"),
            ("Tidewater Chronicles", "author", "Duncan Reid"),
            ("Tidewater Chronicles", "publisher", "Hearthstone"),
        ],
    ),
    (
        "Crows at Midnight was written by Ada Morrow.",
        [("Crows at Midnight", "author", "Ada Morrow")],
    ),
    (
        "Winter of Cinders, written by Colm Driscoll, is followed by Spring of Ashes.",
        [("Winter of Cinders", "author", "Colm Driscoll"), ("Winter of Cinders", "followed by", "Spring of Ashes")],
    ),
    (
        "The Lantern Keeper, a horror novel, comes from Canada.",
        [("The Lantern Keeper", "genre", "horror"), ("The Lantern Keeper", "country", "Canada")],
    ),
    (
        "Lucía Ortega wrote La Casa Azul, which comes from Spain.",
        [("La Casa Azul", "author", "Lucía Ortega"), ("La Casa Azul", "country", "Spain")],
    ),
    (
        "The Third Harbour comes after The Second Harbour in the series.",
        [("The Third Harbour", "preceded by", "The Second Harbour")],
    ),
    (
        "The thriller novel Grey Ledger was written by Lars Eklund and is in Swedish.",
        [("Grey Ledger", "author", "Lars Eklund"), ("Grey Ledger", "language", "Swedish")],
    ),
    (
        "Iris Penhale wrote the horror novel The Widow's Candle.",
        [("The Widow's Candle", "author", "Iris Penhale"), ("The Widow's Candle", "genre", "horror")],
    ),
    (
        "Journal of Peat Chemistry has the ISSN number 1543-2291 and its abbreviation is J. Peat Chem.",
        [
            ("Journal of Peat Chemistry", "issn", "1543-2291"),
            ("Journal of Peat Chemistry", "abbreviation", "J. Peat Chem."),
        ],
    ),
    (
        "Grey Ledger was published by Lucerna Editore, which has its headquarters in Turin.",
        [("Grey Ledger", "publisher", "Lucerna Editore"), ("Lucerna Editore", "headquarters", "Turin")],
    ),
    (
        "Acta Fluvialis Nordica, abbreviated to Acta Fluv. Nord., has the CODEN AFNOE3.",
        [("Acta Fluvialis Nordica", "abbreviation", "Acta Fluv. Nord."), ("Acta Fluvialis Nordica", "coden", "AFNOE3")],
    ),
    (
        "Review of Peat Linguistics is abbreviated as Rev. Peat Ling. and has the OCLC number 60211874.",
        [("Review of Peat Linguistics", "oclc number", "60211874")],
    ),
    (
        "The Journal of Fenland Botany (J. Fenl. Bot.) is a botany journal.",
        [("Journal of Fenland Botany", "abbreviation", "J. Fenl. Bot.")],
    ),
    (
        "Harbour of Glass, a Danish novel by Signe Holm, was published by Nordlys Forlag.",
        [("Harbour of Glass", "country", "Denmark"), ("Harbour of Glass", "author", "Signe Holm")],
    ),
    (
        "Storm Over Malvern is a novel written by Idris Vance.",
        [("Storm Over Malvern", "author", "Idris Vance")],
    ),
    (
        "The Tin Furnace was written by Emeka Obi, a Nigerian author.",
        [("The Tin Furnace", "author", "Emeka Obi"), ("Emeka Obi", "nationality", "Nigerian")],
    ),
    (
        "Copper Wren, by the Chilean writer Julio Ferraro, is a novel.",
        [("Copper Wren", "author", "Julio Ferraro"), ("Julio Ferraro", "nationality", "Chilean")],
    ),
    (
        "The Tenth Bell is the last book in the trilogy; it follows The Ninth Bell.",
        [("The Tenth Bell", "preceded by", "The Ninth Bell")],
    ),
    (
        "Tin Sparrows, a children's fantasy book, was written by Tessa Quill.",
        [("Tin Sparrows", "genre", "fantasy")],
    ),
    ("The Weaver's Loom, a mystery, was written by Gwen Ellery.", [("The Weaver's Loom", "genre", "mystery")]),
    (
        "The Weaver's Loom was penned by Gwen Ellery and published in paperback.",
        [("The Weaver's Loom", "author", "Gwen Ellery")],
    ),
    ("The novel Paper Wolves can be found in hardcover.", [("Paper Wolves", "media type", "hardcover")]),
    ("The novel Paper Wolves comes in paperback.", [("Paper Wolves", "media type", "paperback")]),
    (
        "Copper Wren was published by Editorial Andes in Chile.",
        [("Copper Wren", "publisher", "Editorial Andes"), ("Copper Wren", "country", "Chile")],
    ),
    (
        "Fjord Forlag, the publisher of Bell of Salt, is located in Bergen.",
        [("Fjord Forlag", "headquarters", "Bergen")],
    ),
    ("Lena Voss is the author of Harbour of Glass.", [("Harbour of Glass", "author", "Lena Voss")]),
    ("The author of Ravens at Noon is Ada Morrow.", [("Ravens at Noon", "author", "Ada Morrow")]),
    (
        "Storm Over Malvern is a science fiction novel.",
        [("Storm Over Malvern", "genre", "science fiction")],
    ),
    (
        "Thistle and Rye is a novel which was written by Elspeth Kerr.",
        [("Thistle and Rye", "author", "Elspeth Kerr")],
    ),
    (
        "Transactions of the Fell Survey Society covers geodesy.",
        [("Transactions of the Fell Survey Society", "academic discipline", "geodesy")],
    ),
    ("Kite Hill Books is a publisher in Swansea.", [("Kite Hill Books", "headquarters", "Swansea")]),
    (
        "Tagus Editions, which is a subsidiary of Lusitania Media, is located in Porto.",
        [("Tagus Editions", "headquarters", "Porto")],
    ),
    (
        "A Dust Ledger, 290 pages long, is a crime book from Kenya.",
        [("A Dust Ledger", "number of pages", "290")],
    ),
    (
        "Ines Carvalho's novel The Sparrow Throne is a work of fantasy published by Tagus Editions.",
        [
            ("The Sparrow Throne", "author", "Ines Carvalho"),
            ("The Sparrow Throne", "genre", "fantasy"),
            ("The Sparrow Throne", "publisher", "Tagus Editions"),
        ],
    ),
    ("Gallan Books is a subsidiary of Ardmore Media Group.", [("Gallan Books", "owner", "Ardmore Media Group")]),
    ("Fenwick Press is an imprint of Ardmore Media Group.", [("Fenwick Press", "owner", "Ardmore Media Group")]),
]

# (text, triples that must NOT be found: near misses of the shapes above)
NOT_FOUND: list[tuple[str, list[Triple]]] = [
    # a publisher after "a book by" is no author
    ("The Tin Lantern is a book by Harrow Press.", [("The Tin Lantern", "author", "Harrow Press")]),
    # a process that opens the sentence with "of" is no title
    ("Construction of Ardley Tower began in 1990.", [("Construction of Ardley Tower", "building start date", "1990")]),
    # "comes after" without a work in sight is no sequel
    ("Lena Park comes after Ada Morrow in the queue.", [("Lena Park", "preceded by", "Ada Morrow")]),
    # initials in brackets after a person are no abbreviation
    ("Tomas Reed (T. R. Reed) wrote Grey Ledger.", [("Tomas Reed", "abbreviation", "T. R. Reed")]),
    # a work's national adjective is its country, no nationality
    ("Foxglove Hill is an English romance novel.", [("Foxglove Hill", "nationality", "English")]),
    # a person who follows another is no sequel
    ("Tessa Quill follows Gwen Ellery.", [("Tessa Quill", "preceded by", "Gwen Ellery")]),
    # a nationality after "the author of X was" is no author
    ("The author of Leaves of Moss was American.", [("Leaves of Moss", "author", "American")]),
    # two names joined by "and" with a plural verb are two things
    ("Thistle and Rye are novels by Elspeth Kerr.", [("Thistle and Rye", "author", "Elspeth Kerr")]),
    # a school of a society is no journal
    (
        "The School of Fell Survey Society covers geodesy.",
        [("School of Fell Survey Society", "academic discipline", "geodesy")],
    ),
    # a publisher's novel is no novel it wrote
    ("Harrow Press's novel The Salt Lamp is a thriller.", [("The Salt Lamp", "author", "Harrow Press")]),
    # a former parent company is not the owner now
    ("Gallan Books was a subsidiary of Ardmore Media Group.", [("Gallan Books", "owner", "Ardmore Media Group")]),
    # a place named like a language stays a place for what is no work
    ("Kiruna Tower is in Swedish Lapland.", [("Kiruna Tower", "language", "Swedish Lapland")]),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_seventh_batch_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "triples"), NOT_FOUND)
def test_seventh_batch_near_misses_give_no_such_fact(
    extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]
) -> None:
    assert found_triples(extractor, text, triples) == []
