"""``spacy-rules.v2`` on written works, an eighth batch of shapes: titles after "the sequel to"
and "followed by" with "the" or a preposition inside ("Autumn of the Herons", "Dusk at Fell
House"), a title that opens with a singular noun and "at" beside a word of works, journal names
with foreign link words ("Zeitschrift fur Geodasie", "Revue de Chimie"), dotted short forms the
tokenizer keeps whole ("Geol. Rev."), titles the tagger calls places ("Sea of Lanterns"),
"which has N pages" on a work noun, "comes under the discipline of Y", a named attribute's
relative clause ("The sequel to X is Y, which was followed by Z"), "the predecessor/successor
of" among works, "the novel after X", "both written by Y", "is a mystery", "written by Y from
Z", a publisher's second verb "and has its headquarters in Y", an identifier in a sentence that
only says "The ISSN is ...", "a novel by Y, published by Z in W", "published by Y, whose parent
company is Z".

Every sentence is written for these tests (titles, people and publishers are made up). A fact
counts as found the way the extraction scoring counts it, and every fact quotes its text exactly
(``run`` checks it)."""

from __future__ import annotations

import pytest
from test_works_v3 import Triple, found_triples

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    (
        "The sequel to Autumn of the Herons is Frost on the Marsh.",
        [("Frost on the Marsh", "preceded by", "Autumn of the Herons")],
    ),
    (
        "Dusk at Fell House, followed by Dawn at Fell House, was written by Nora Quaile.",
        [
            ("Dusk at Fell House", "followed by", "Dawn at Fell House"),
            ("Dusk at Fell House", "author", "Nora Quaile"),
        ],
    ),
    (
        "Otto Kranz edits the Zeitschrift fur Geodasie whose ISSN is 0044-3689.",
        [("Zeitschrift fur Geodasie", "editor", "Otto Kranz"), ("Zeitschrift fur Geodasie", "issn", "0044-3689")],
    ),
    (
        "The Basin Geology Review, abbreviated to Basin Geol. Rev., is about sedimentology.",
        [
            ("Basin Geology Review", "abbreviation", "Basin Geol. Rev."),
            ("Basin Geology Review", "academic discipline", "sedimentology"),
        ],
    ),
    (
        "Moor Botany Review, abbreviated as Moor Bot. Rev., is edited by Ilse Brandt and has the ISSN 2234-5678.",
        [("Moor Botany Review", "editor", "Ilse Brandt"), ("Moor Botany Review", "issn", "2234-5678")],
    ),
    ("Bay of Reeds is an e-book.", [("Bay of Reeds", "media type", "e-book")]),
    (
        "Orren House published Sea of Embers, a horror novel which has 288 pages.",
        [("Sea of Embers", "genre", "horror"), ("Sea of Embers", "number of pages", "288")],
    ),
    (
        "Fenland Zoology Letters, which comes under the academic discipline of zoology, is published by Orren House.",
        [("Fenland Zoology Letters", "academic discipline", "zoology")],
    ),
    (
        "The Lowland Review falls under the discipline of agronomy.",
        [("Lowland Review", "academic discipline", "agronomy")],
    ),
    (
        "The sequel to Ravens of Home is Kites of Home, which was followed by Owls of Home.",
        [("Kites of Home", "followed by", "Owls of Home")],
    ),
    (
        "Grey Harbour is the predecessor of Black Harbour, both written by Edwin Tall.",
        [
            ("Black Harbour", "preceded by", "Grey Harbour"),
            ("Grey Harbour", "author", "Edwin Tall"),
            ("Black Harbour", "author", "Edwin Tall"),
        ],
    ),
    ("Iron Tide is the successor of the novel Copper Tide.", [("Copper Tide", "followed by", "Iron Tide")]),
    (
        "The Amber Key, the book after The Brass Key, has 300 pages and is a thriller.",
        [("The Amber Key", "preceded by", "The Brass Key"), ("The Amber Key", "genre", "thriller")],
    ),
    (
        "Tin Orchard was written by Greta Vogel from Austria.",
        [("Greta Vogel", "nationality", "Austria"), ("Tin Orchard", "author", "Greta Vogel")],
    ),
    (
        "Halden Press, the publisher of Quiet Rivers, was founded by Ivo Halden and has its headquarters in Bergen.",
        [("Halden Press", "headquarters", "Bergen")],
    ),
    (
        "Marsh Physics Letters has the OCLC number 41234567. The ISSN number is 1234-567X.",
        [("Marsh Physics Letters", "issn", "1234-567X")],
    ),
    (
        "Salt Lanterns is a novel by Oona Brady, published by Kestrel Books in Ireland.",
        [("Salt Lanterns", "country", "Ireland")],
    ),
    (
        "Tidal Medicine Quarterly is a journal of medicine published by Harrow Williams & Dent, whose parent company"
        " is Vell Holdings.",
        [("Harrow Williams & Dent", "owner", "Vell Holdings")],
    ),
    (
        "The editor of Coastal Survey Letters is Ilse Brandt, who graduated from the University of Kiel.",
        [("Ilse Brandt", "alma mater", "University of Kiel")],
    ),
]

# Shapes of the second batch (after its one unfitted scoring): a title with lowercase words that
# opens a sentence calling it a work ("Last Train to Odessa is a book", "Letters from Kelso was
# written by"), a fronted "With the ISSN ...", "the journal's ISSN", "the country of origin of
# X", "wrote X in the Y language", "a Canadian who went to the University of Y", a clause after
# an abbreviation's last point ("has the abbreviation J. Fen Bot. and is published by Y").
FOUND += [
    ("Echoes of Dublin is a horror novel.", [("Echoes of Dublin", "genre", "horror")]),
    (
        "Last Train to Odessa is a 300-page book published in Ukraine.",
        [("Last Train to Odessa", "number of pages", "300"), ("Last Train to Odessa", "country", "Ukraine")],
    ),
    ("Letters from Kelso was written by Ada Price.", [("Letters from Kelso", "author", "Ada Price")]),
    (
        "With the ISSN 1111-2223, Fen Botany Letters is published by Orren House.",
        [("Fen Botany Letters", "issn", "1111-2223")],
    ),
    (
        "The editor of the Annals of Fen Botany is Ada Morrow, and the journal's ISSN is 2222-3334.",
        [("Annals of Fen Botany", "issn", "2222-3334")],
    ),
    (
        "Kenya, the country of origin of Salt Roads, is led by Uhuru Kenyatta and its capital is Nairobi.",
        [("Salt Roads", "country", "Kenya"), ("Kenya", "capital", "Nairobi")],
    ),
    ("The country of origin of Salt Roads is Kenya.", [("Salt Roads", "country", "Kenya")]),
    (
        "Lena Hart wrote Quiet Rivers, a Swedish novel, in the Swedish language.",
        [("Quiet Rivers", "language", "Swedish")],
    ),
    (
        "Tom Hale is a Canadian who went to the University of Leeds.",
        [("Tom Hale", "alma mater", "University of Leeds")],
    ),
    (
        "The Journal of Fen Botany has the abbreviation J. Fen Bot. and is published by Orren House.",
        [("Journal of Fen Botany", "publisher", "Orren House")],
    ),
    (
        "The Journal of Fen Botany has the abbreviation J. Fen Bot. and is about botany.",
        [("Journal of Fen Botany", "academic discipline", "botany")],
    ),
]

# Shapes of the third batch (after its one unfitted scoring): a title that opens with "A" and a
# lowercase word before an apposition that calls it a work, a title after "X's novel" (the
# tagger reads "novel" as an adjective), "whose sequel is" and a title with lowercase words,
# "The journal X, with the abbreviation Y, ...", "and the EISSN number is" after a first
# identifier, "Its publisher is Elsevier" (the name read as a complement), a clause after an
# abbreviation that ends with a whole token ("Tid. Lett. Rev. and published by").
FOUND += [
    (
        "A Lamp for Winter, a horror novel by Ada Price, was published by Orren House.",
        [("A Lamp for Winter", "author", "Ada Price"), ("A Lamp for Winter", "publisher", "Orren House")],
    ),
    (
        "Tessa Quill's novel Lanterns of Salt was released in paperback.",
        [("Lanterns of Salt", "author", "Tessa Quill")],
    ),
    (
        "The Pale Road is a Scottish novel whose sequel is Return to the Pale Road.",
        [("The Pale Road", "followed by", "Return to the Pale Road")],
    ),
    (
        "The journal Fen Hydrology Reports, with the abbreviation Fen Hydrol. Rep., belongs to the academic"
        " discipline of hydrology.",
        [
            ("Fen Hydrology Reports", "abbreviation", "Fen Hydrol. Rep."),
            ("Fen Hydrology Reports", "academic discipline", "hydrology"),
        ],
    ),
    (
        "The ISSN of the Annals of Peat Science is 1234-5678 and the EISSN number is 2345-6789.",
        [("Annals of Peat Science", "issn", "2345-6789")],
    ),
    (
        "Fen Geology Letters is a geology journal. Its publisher is Elsevier.",
        [("Fen Geology Letters", "publisher", "Elsevier")],
    ),
    (
        "Tidal Letters is abbreviated to Tid. Lett. Rev. and published by Orren House.",
        [("Tidal Letters", "abbreviation", "Tid. Lett. Rev."), ("Tidal Letters", "publisher", "Orren House")],
    ),
]

# Shapes of the fourth batch (after its one unfitted scoring): "a 310-page thriller" (a genre noun
# with a page count), "followed by Y, published by Z" (Y's publisher), "and its sequel is Y",
# "comes after Y and is followed by Z", "a novel in Welsh which is available as an e-book", "The
# novel A and B, by Y," (the tagger reads "novel" as an adjective).
FOUND += [
    (
        "Written by Ada Morrow, Grey Quay is a 310-page thriller from Norway.",
        [("Grey Quay", "genre", "thriller"), ("Grey Quay", "number of pages", "310")],
    ),
    ("Grey Quay was followed by Black Quay, published by Orren House.", [("Black Quay", "publisher", "Orren House")]),
    (
        "Grey Quay is the first book of a trilogy and its sequel is Black Quay.",
        [("Grey Quay", "followed by", "Black Quay")],
    ),
    (
        "The Pale Tower comes after The Pale Gate and is followed by The Pale Keep.",
        [("The Pale Tower", "preceded by", "The Pale Gate")],
    ),
    (
        "The Pale Tower is a 400 page novel in Welsh which is available as an e-book.",
        [("The Pale Tower", "media type", "e-book")],
    ),
    (
        "The novel Moss and Stone, by Idris Vance, was published in Wales.",
        [("Moss and Stone", "author", "Idris Vance")],
    ),
]

# Shapes of the fifth batch (after its one unfitted scoring): a journal's name that ends with a
# word the tagger calls a date ("... Ethics Today"), identifiers listed after the name and a colon.
FOUND += [
    (
        "Annals of Peat Ethics Today: ISSN 1306-6800, LCCN 85647713.",
        [
            ("Annals of Peat Ethics Today", "issn", "1306-6800"),
            ("Annals of Peat Ethics Today", "lccn number", "85647713"),
        ],
    ),
    (
        "The academic discipline of the Journal of Fen Ethics Today is bioethics.",
        [("Journal of Fen Ethics Today", "academic discipline", "bioethics")],
    ),
]

# (text, triples that must NOT be found: near misses of the shapes above)
NOT_FOUND: list[tuple[str, list[Triple]]] = [
    # a title's last word is no music genre of its writer
    ("Mirror Country was written by Alice Brandt.", [("Alice Brandt", "genre", "Country")]),
    # the last piece of an abbreviation is no work of its own
    (
        "Moor Botany Review, abbreviated as Moor Bot. Rev., is edited by Ilse Brandt.",
        [("Rev.", "editor", "Ilse Brandt")],
    ),
    # "its" of a later clause stays the sentence's first subject's, not the work's of "the country of origin of"
    (
        "Kenya, the country of origin of Salt Roads, is led by Uhuru Kenyatta and its capital is Nairobi.",
        [("Salt Roads", "capital", "Nairobi")],
    ),
    # a clause after an abbreviation with a subject of its own keeps it
    (
        "The Journal of Fen Botany has the abbreviation J. Fen Bot. and Ada Price edits it.",
        [("Journal of Fen Botany", "editor", "Ada Price")],
    ),
    # a nationality after the copula of a relation noun stays no name ("Its author is American")
    ("Fen Geology Letters is a journal. Its editor is American.", [("Fen Geology Letters", "editor", "American")]),
    # an opening "In the ..., a ..." is no title
    ("In the Heart of Texas, a novel was written.", [("In the Heart of Texas", "instance of", "novel")]),
    # a modified thriller is no plain genre of a writer
    ("Ada Price is a political thriller writer.", [("Ada Price", "genre", "thriller")]),
    # "the second sequel" is no next work
    ("Grey Quay is a novel and its second sequel is Red Quay.", [("Grey Quay", "followed by", "Red Quay")]),
    # a participle on the object of a verb that is no sequence stays the open rule's
    ("Ada Price was praised by Tom Hale, published by Orren House.", [("Tom Hale", "publisher", "Orren House")]),
    # a month after a journal's name is no part of it
    (
        "The Journal of Fen Ethics May issue is bioethics.",
        [("Journal of Fen Ethics May", "academic discipline", "bioethics")],
    ),
    # a colon after a person names no work's identifiers
    ("Ada Price: ISSN 1306-6800.", [("Ada Price", "issn", "1306-6800")]),
    # an office holder's successor is no book's sequel
    ("Ada Price is the successor of Lena Hart as mayor.", [("Lena Hart", "followed by", "Ada Price")]),
    # "the first novel after" is no next one
    (
        "The Amber Key, the first novel after The Brass Key, is long.",
        [("The Amber Key", "preceded by", "The Brass Key")],
    ),
    # a scholar's field is no journal's discipline
    ("Ada Price comes under the discipline of chemistry.", [("Ada Price", "academic discipline", "chemistry")]),
    # a "from" that is no country gives no nationality
    ("Tin Orchard was written by Greta Vogel from memory.", [("Greta Vogel", "nationality", "memory")]),
    # "The ISSN" after a sentence on no work has no owner
    ("Ada Price lives in Oslo. The ISSN is 1234-567X.", [("Ada Price", "issn", "1234-567X")]),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_eighth_batch_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "triples"), NOT_FOUND)
def test_eighth_batch_near_misses_give_no_such_fact(
    extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]
) -> None:
    assert found_triples(extractor, text, triples) == []
