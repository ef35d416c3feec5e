"""``spacy-rules.v2`` on written works in the shapes short encyclopedic descriptions use: several
facts in one sentence, "which"/"whose" clauses, appositions, lists joined by "and", "It"/"Its" in
a second sentence, possessives and passives; about books, novels, journals, magazines and
newspapers, their authors, editors and publishers (the publisher's owner, seat and founder, the
author's nationality and birth place as they come up).

Every sentence is written for these tests: the titles, people, publishers and places are made up
or general. A fact counts as found the way the extraction scoring counts it (entity, catalog
relation and value by :mod:`hcf_graph.extract.evaluation`), and every fact quotes its text
exactly (``run`` checks it)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import NORMALIZER, run

from hcf_graph.extract.evaluation import ReferenceTriple, entity_matches, relation_matches, value_matches
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.model import ExtractedFact

Triple = tuple[str, str, str]

# (text, the triples it states that must be found)
FOUND: list[tuple[str, list[Triple]]] = [
    # authors and publishers, joined by "and", in which-clauses and appositions
    (
        "The Salt Harbour was written by Oren Callis and published by Halvard Books.",
        [("The Salt Harbour", "author", "Oren Callis"), ("The Salt Harbour", "publisher", "Halvard Books")],
    ),
    (
        "The Salt Harbour, written by Oren Callis, is a fantasy novel.",
        [("The Salt Harbour", "author", "Oren Callis"), ("The Salt Harbour", "genre", "fantasy")],
    ),
    (
        "Oren Callis is the author of The Salt Harbour, which has 320 pages.",
        [("The Salt Harbour", "author", "Oren Callis"), ("The Salt Harbour", "number of pages", "320")],
    ),
    (
        "The Salt Harbour, which was published by Halvard Books, has 320 pages.",
        [("The Salt Harbour", "publisher", "Halvard Books"), ("The Salt Harbour", "number of pages", "320")],
    ),
    ("The publisher of Quiet Engines is Halvard Books.", [("Quiet Engines", "publisher", "Halvard Books")]),
    ("Halvard Books published Quiet Engines in 2003.", [("Quiet Engines", "publisher", "Halvard Books")]),
    (
        "Quiet Engines, whose author is Oren Callis, was published in paperback.",
        [("Quiet Engines", "author", "Oren Callis"), ("Quiet Engines", "media type", "paperback")],
    ),
    (
        "Oren Callis wrote Quiet Engines, a science fiction novel published by Halvard Books.",
        [
            ("Quiet Engines", "author", "Oren Callis"),
            ("Quiet Engines", "genre", "science fiction"),
            ("Quiet Engines", "publisher", "Halvard Books"),
        ],
    ),
    (
        "The science fiction novel Quiet Engines was written by Oren Callis.",
        [("Quiet Engines", "genre", "science fiction"), ("Quiet Engines", "author", "Oren Callis")],
    ),
    (
        "Quiet Engines is an American novel by Oren Callis.",
        [("Quiet Engines", "country", "United States"), ("Quiet Engines", "author", "Oren Callis")],
    ),
    (
        "Quiet Engines was published in the United States by Halvard Books.",
        [("Quiet Engines", "country", "United States"), ("Quiet Engines", "publisher", "Halvard Books")],
    ),
    ("Quiet Engines is a fantasy book.", [("Quiet Engines", "genre", "fantasy")]),
    # identifiers, pages and media, several in one sentence
    (
        "The Salt Harbour is available in hardcover and has the ISBN number 0-312-85182-0.",
        [("The Salt Harbour", "media type", "hardcover"), ("The Salt Harbour", "isbn", "0-312-85182-0")],
    ),
    (
        "The Salt Harbour has 320 pages and the OCLC number 51969173.",
        [("The Salt Harbour", "number of pages", "320"), ("The Salt Harbour", "oclc number", "51969173")],
    ),
    ("The Salt Harbour's ISBN number is 0-312-85182-0.", [("The Salt Harbour", "isbn", "0-312-85182-0")]),
    ("The Salt Harbour can be identified by the ISBN 0-312-85182-0.", [("The Salt Harbour", "isbn", "0-312-85182-0")]),
    ("The LCCN number of Quiet Engines is 2001034412.", [("Quiet Engines", "lccn number", "2001034412")]),
    ("Quiet Engines has an OCLC number of 51969173.", [("Quiet Engines", "oclc number", "51969173")]),
    ("The Salt Harbour is available as an e-book.", [("The Salt Harbour", "media type", "e-book")]),
    ("The media type of Quiet Engines is paperback.", [("Quiet Engines", "media type", "paperback")]),
    (
        "The Salt Harbour was released in hardback and paperback.",
        [("The Salt Harbour", "media type", "hardback"), ("The Salt Harbour", "media type", "paperback")],
    ),
    # series
    (
        "Quiet Engines was preceded by The Salt Harbour and followed by Glass Meridian.",
        [("Quiet Engines", "preceded by", "The Salt Harbour"), ("Quiet Engines", "followed by", "Glass Meridian")],
    ),
    (
        "The Salt Harbour is followed by Quiet Engines, which was also written by Oren Callis.",
        [("The Salt Harbour", "followed by", "Quiet Engines"), ("Quiet Engines", "author", "Oren Callis")],
    ),
    # language
    ("The language of The Salt Harbour is English.", [("The Salt Harbour", "official language", "English")]),
    ("The Salt Harbour is written in English.", [("The Salt Harbour", "official language", "English")]),
    ("The Marlow Courier is published in English.", [("The Marlow Courier", "official language", "English")]),
    # the author as the sentence goes on
    (
        "The Salt Harbour was written by Oren Callis, who was born in Dublin.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "birth place", "Dublin")],
    ),
    (
        "The author of Quiet Engines, Oren Callis, was born in Dublin.",
        [("Quiet Engines", "author", "Oren Callis"), ("Oren Callis", "birth place", "Dublin")],
    ),
    (
        "Oren Callis, the author of The Salt Harbour, is an American.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "nationality", "United States")],
    ),
    # publishers: owner, seat, founder
    ("The parent company of Halvard Books is Brightwater Media.", [("Halvard Books", "owner", "Brightwater Media")]),
    ("Brightwater Media is the parent company of Halvard Books.", [("Halvard Books", "owner", "Brightwater Media")]),
    ("Halvard Books is owned by Brightwater Media.", [("Halvard Books", "owner", "Brightwater Media")]),
    (
        "Quiet Engines was published by Halvard Books, whose parent company is Brightwater Media.",
        [("Quiet Engines", "publisher", "Halvard Books"), ("Halvard Books", "owner", "Brightwater Media")],
    ),
    ("Halvard Books is headquartered in Boston.", [("Halvard Books", "headquarters", "Boston")]),
    (
        "The Salt Harbour was published by Halvard Books, which is based in Boston.",
        [("The Salt Harbour", "publisher", "Halvard Books"), ("Halvard Books", "headquarters", "Boston")],
    ),
    ("Pemberton House was founded by Ada Crane.", [("Pemberton House", "founded by", "Ada Crane")]),
    # journals: editor, discipline, abbreviation, ISSN, CODEN, LCCN
    (
        "The Journal of Coastal Ecology is published by Pemberton House and its editor is Mara Lind.",
        [
            ("Journal of Coastal Ecology", "publisher", "Pemberton House"),
            ("Journal of Coastal Ecology", "editor", "Mara Lind"),
        ],
    ),
    (
        "Mara Lind is the editor of the Journal of Coastal Ecology, which covers the academic discipline of ecology.",
        [
            ("Journal of Coastal Ecology", "editor", "Mara Lind"),
            ("Journal of Coastal Ecology", "academic discipline", "ecology"),
        ],
    ),
    (
        "The Journal of Coastal Ecology (abbreviated J. Coast. Ecol.) has the ISSN 1234-5678.",
        [
            ("Journal of Coastal Ecology", "abbreviation", "J. Coast. Ecol."),
            ("Journal of Coastal Ecology", "issn", "1234-5678"),
        ],
    ),
    (
        "The CODEN code for the Journal of Coastal Ecology is JCOEAX and its LCCN number is 2003212345.",
        [
            ("Journal of Coastal Ecology", "coden", "JCOEAX"),
            ("Journal of Coastal Ecology", "lccn number", "2003212345"),
        ],
    ),
    (
        "Annals of Glacial Studies is an academic journal about glaciology.",
        [("Annals of Glacial Studies", "academic discipline", "glaciology")],
    ),
    ("The Annals of Glacial Studies is edited by Pia Norr.", [("Annals of Glacial Studies", "editor", "Pia Norr")]),
    (
        "The Annals of Glacial Studies is a journal in the field of glaciology that is published by Pemberton House.",
        [
            ("Annals of Glacial Studies", "academic discipline", "glaciology"),
            ("Annals of Glacial Studies", "publisher", "Pemberton House"),
        ],
    ),
    (
        "Pemberton House, which publishes the Annals of Glacial Studies, is based in Oxford.",
        [("Annals of Glacial Studies", "publisher", "Pemberton House"), ("Pemberton House", "headquarters", "Oxford")],
    ),
    # magazines and newspapers
    ("Northwind Monthly is a magazine published in Canada.", [("Northwind Monthly", "country", "Canada")]),
    (
        "Northwind Monthly is a Canadian magazine founded by Ellis Varga.",
        [("Northwind Monthly", "country", "Canada"), ("Northwind Monthly", "founded by", "Ellis Varga")],
    ),
    (
        "The Marlow Courier is a newspaper founded by Ellis Varga in 1921.",
        [("The Marlow Courier", "founded by", "Ellis Varga")],
    ),
    ("Northwind Monthly is a magazine whose editor is Ilse Marr.", [("Northwind Monthly", "editor", "Ilse Marr")]),
    (
        "The Marlow Courier is a daily newspaper which is published in the United Kingdom.",
        [("The Marlow Courier", "country", "United Kingdom")],
    ),
    ("The Marlow Courier is a newspaper headquartered in Marlow.", [("The Marlow Courier", "headquarters", "Marlow")]),
    # a second sentence about the work ("It", "Its")
    (
        "The Salt Harbour is a novel by Oren Callis. It has 320 pages and was published by Halvard Books.",
        [
            ("The Salt Harbour", "author", "Oren Callis"),
            ("The Salt Harbour", "number of pages", "320"),
            ("The Salt Harbour", "publisher", "Halvard Books"),
        ],
    ),
    (
        "The Salt Harbour is a novel. Its ISBN is 0-312-85182-0 and its OCLC number is 51969173.",
        [("The Salt Harbour", "isbn", "0-312-85182-0"), ("The Salt Harbour", "oclc number", "51969173")],
    ),
    (
        "Quiet Engines is a science fiction novel. Its author is Oren Callis.",
        [("Quiet Engines", "genre", "science fiction"), ("Quiet Engines", "author", "Oren Callis")],
    ),
    # more shapes: lists of works, writers' nationality, periodicals' country and language
    (
        "Oren Callis is the author of The Salt Harbour and Quiet Engines.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Quiet Engines", "author", "Oren Callis")],
    ),
    (
        "The Salt Harbour and Quiet Engines were both written by Oren Callis.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Quiet Engines", "author", "Oren Callis")],
    ),
    ("Halvard Books is the publisher of The Salt Harbour.", [("The Salt Harbour", "publisher", "Halvard Books")]),
    ("The Salt Harbour's publisher is Halvard Books.", [("The Salt Harbour", "publisher", "Halvard Books")]),
    (
        "The Salt Harbour's author is Oren Callis, an American writer.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "nationality", "United States")],
    ),
    (
        "Oren Callis, an American writer, wrote The Salt Harbour.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "nationality", "United States")],
    ),
    ("The Salt Harbour is a book with 320 pages.", [("The Salt Harbour", "number of pages", "320")]),
    ("The number of pages in The Salt Harbour is 320.", [("The Salt Harbour", "number of pages", "320")]),
    (
        "The Salt Harbour is a hardcover book with 320 pages.",
        [("The Salt Harbour", "media type", "hardcover"), ("The Salt Harbour", "number of pages", "320")],
    ),
    (
        "The Salt Harbour's sequel, Quiet Engines, was published in 2003.",
        [("The Salt Harbour", "followed by", "Quiet Engines")],
    ),
    ("Halvard Books is a subsidiary of Brightwater Media.", [("Halvard Books", "owner", "Brightwater Media")]),
    ("The headquarters of Halvard Books are in Boston.", [("Halvard Books", "headquarters", "Boston")]),
    ("The founder of Pemberton House is Ada Crane.", [("Pemberton House", "founded by", "Ada Crane")]),
    ("Ada Crane founded Pemberton House.", [("Pemberton House", "founded by", "Ada Crane")]),
    (
        "Pemberton House, founded by Ada Crane, publishes the Annals of Glacial Studies.",
        [("Pemberton House", "founded by", "Ada Crane"), ("Annals of Glacial Studies", "publisher", "Pemberton House")],
    ),
    (
        "The Annals of Glacial Studies is a journal published by Pemberton House.",
        [("Annals of Glacial Studies", "publisher", "Pemberton House")],
    ),
    (
        "The Annals of Glacial Studies has the abbreviation Ann. Glac. Stud.",
        [("Annals of Glacial Studies", "abbreviation", "Ann. Glac. Stud.")],
    ),
    (
        "The Annals of Glacial Studies is a glaciology journal.",
        [("Annals of Glacial Studies", "academic discipline", "glaciology")],
    ),
    (
        "The academic discipline of the Annals of Glacial Studies is glaciology.",
        [("Annals of Glacial Studies", "academic discipline", "glaciology")],
    ),
    (
        "The Annals of Glacial Studies, which has the ISSN 0022-1430, is published by Pemberton House.",
        [
            ("Annals of Glacial Studies", "issn", "0022-1430"),
            ("Annals of Glacial Studies", "publisher", "Pemberton House"),
        ],
    ),
    (
        "The Annals of Glacial Studies has an ISSN number of 0022-1430.",
        [("Annals of Glacial Studies", "issn", "0022-1430")],
    ),
    (
        "Pia Norr is the editor of Annals of Glacial Studies, a journal published by Pemberton House.",
        [
            ("Annals of Glacial Studies", "editor", "Pia Norr"),
            ("Annals of Glacial Studies", "publisher", "Pemberton House"),
        ],
    ),
    ("Northwind Monthly is a magazine edited by Ilse Marr.", [("Northwind Monthly", "editor", "Ilse Marr")]),
    ("Ilse Marr edits Northwind Monthly.", [("Northwind Monthly", "editor", "Ilse Marr")]),
    ("Northwind Monthly's editor is Ilse Marr.", [("Northwind Monthly", "editor", "Ilse Marr")]),
    ("The editor of Northwind Monthly is Ilse Marr.", [("Northwind Monthly", "editor", "Ilse Marr")]),
    ("The Marlow Courier is an English-language newspaper.", [("The Marlow Courier", "official language", "English")]),
    ("The Marlow Courier is a British newspaper.", [("The Marlow Courier", "country", "United Kingdom")]),
    (
        "The Marlow Courier is a newspaper from the United Kingdom.",
        [("The Marlow Courier", "country", "United Kingdom")],
    ),
    (
        "Oren Callis was born in Dublin and wrote The Salt Harbour.",
        [("Oren Callis", "birth place", "Dublin"), ("The Salt Harbour", "author", "Oren Callis")],
    ),
    (
        "The Salt Harbour is a novel written by the Irish author Oren Callis.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "nationality", "Ireland")],
    ),
    (
        "The Salt Harbour was written in English by Oren Callis.",
        [("The Salt Harbour", "official language", "English"), ("The Salt Harbour", "author", "Oren Callis")],
    ),
    ("English is the language of The Salt Harbour.", [("The Salt Harbour", "official language", "English")]),
    ("The Salt Harbour is an English language novel.", [("The Salt Harbour", "official language", "English")]),
    (
        "The Salt Harbour, an English-language book, has 320 pages.",
        [("The Salt Harbour", "official language", "English"), ("The Salt Harbour", "number of pages", "320")],
    ),
    ("Quiet Engines' genre is science fiction.", [("Quiet Engines", "genre", "science fiction")]),
    ("The genre of Quiet Engines is science fiction.", [("Quiet Engines", "genre", "science fiction")]),
    ("Quiet Engines is a hardcover.", [("Quiet Engines", "media type", "hardcover")]),
    ("Quiet Engines is published in print.", [("Quiet Engines", "media type", "print")]),
    ("The novel Quiet Engines is published by Halvard Books.", [("Quiet Engines", "publisher", "Halvard Books")]),
    ("Halvard Books is the publisher of the novel Quiet Engines.", [("Quiet Engines", "publisher", "Halvard Books")]),
    (
        "Quiet Engines was written by Oren Callis and Mara Lind.",
        [("Quiet Engines", "author", "Oren Callis"), ("Quiet Engines", "author", "Mara Lind")],
    ),
    (
        "Quiet Engines is a novel. It was written by Oren Callis and it is available in hardcover.",
        [("Quiet Engines", "author", "Oren Callis"), ("Quiet Engines", "media type", "hardcover")],
    ),
    (
        "The Marlow Courier is a newspaper in English that was founded by Ellis Varga.",
        [("The Marlow Courier", "official language", "English"), ("The Marlow Courier", "founded by", "Ellis Varga")],
    ),
    (
        "Quiet Engines is a book by Oren Callis with the ISBN 0-312-85182-0.",
        [("Quiet Engines", "author", "Oren Callis"), ("Quiet Engines", "isbn", "0-312-85182-0")],
    ),
    (
        "Quiet Engines, which Oren Callis wrote, was published by Halvard Books.",
        [("Quiet Engines", "author", "Oren Callis"), ("Quiet Engines", "publisher", "Halvard Books")],
    ),
    (
        "Halvard Books, the publisher of Quiet Engines, is located in the United States.",
        [("Quiet Engines", "publisher", "Halvard Books")],
    ),
    (
        "Quiet Engines, published by Halvard Books, is the sequel to The Salt Harbour.",
        [("Quiet Engines", "publisher", "Halvard Books"), ("Quiet Engines", "preceded by", "The Salt Harbour")],
    ),
    ("Oren Callis is the writer of Quiet Engines.", [("Quiet Engines", "author", "Oren Callis")]),
    (
        "The Journal of Coastal Ecology is a monthly journal covering ecology and botany.",
        [
            ("Journal of Coastal Ecology", "academic discipline", "ecology"),
            ("Journal of Coastal Ecology", "academic discipline", "botany"),
        ],
    ),
    (
        "The Journal of Coastal Ecology's ISSN number is 1234-5678 and its CODEN is JCOEAX.",
        [("Journal of Coastal Ecology", "issn", "1234-5678"), ("Journal of Coastal Ecology", "coden", "JCOEAX")],
    ),
    ("Oren Callis wrote The Sword and Sorcery Guild.", [("The Sword and Sorcery Guild", "author", "Oren Callis")]),
    # whose-clauses, role appositions, participles first, series chains
    (
        "The Salt Harbour, by Oren Callis, is a fantasy novel with 320 pages.",
        [
            ("The Salt Harbour", "author", "Oren Callis"),
            ("The Salt Harbour", "genre", "fantasy"),
            ("The Salt Harbour", "number of pages", "320"),
        ],
    ),
    (
        "The Salt Harbour has an ISBN of 0-312-85182-0 and is 320 pages long.",
        [("The Salt Harbour", "isbn", "0-312-85182-0"), ("The Salt Harbour", "number of pages", "320")],
    ),
    (
        "Published by Halvard Books, The Salt Harbour is a fantasy novel.",
        [("The Salt Harbour", "publisher", "Halvard Books"), ("The Salt Harbour", "genre", "fantasy")],
    ),
    (
        "Written by Oren Callis, The Salt Harbour was published in 1998.",
        [("The Salt Harbour", "author", "Oren Callis")],
    ),
    ("The Salt Harbour is a book whose author is Oren Callis.", [("The Salt Harbour", "author", "Oren Callis")]),
    (
        "The Salt Harbour is a book whose publisher is Halvard Books.",
        [("The Salt Harbour", "publisher", "Halvard Books")],
    ),
    (
        "The Salt Harbour's author, Oren Callis, was born in Dublin.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "birth place", "Dublin")],
    ),
    (
        "The Salt Harbour was written by Oren Callis, an Irish national.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "nationality", "Ireland")],
    ),
    (
        "The Salt Harbour was published in print by Halvard Books.",
        [("The Salt Harbour", "media type", "print"), ("The Salt Harbour", "publisher", "Halvard Books")],
    ),
    (
        "Halvard Books, which is owned by Brightwater Media, published The Salt Harbour.",
        [("Halvard Books", "owner", "Brightwater Media"), ("The Salt Harbour", "publisher", "Halvard Books")],
    ),
    ("Halvard Books is a publishing company based in Boston.", [("Halvard Books", "headquarters", "Boston")]),
    (
        "Halvard Books was founded by Ada Crane and is headquartered in Boston.",
        [("Halvard Books", "founded by", "Ada Crane"), ("Halvard Books", "headquarters", "Boston")],
    ),
    (
        "Halvard Books, whose founder is Ada Crane, is located in the United States.",
        [("Halvard Books", "founded by", "Ada Crane")],
    ),
    (
        "The Journal of Coastal Ecology is an ecology journal edited by Mara Lind.",
        [
            ("Journal of Coastal Ecology", "academic discipline", "ecology"),
            ("Journal of Coastal Ecology", "editor", "Mara Lind"),
        ],
    ),
    (
        "Mara Lind edits the Journal of Coastal Ecology, which is published by Pemberton House.",
        [
            ("Journal of Coastal Ecology", "editor", "Mara Lind"),
            ("Journal of Coastal Ecology", "publisher", "Pemberton House"),
        ],
    ),
    (
        "The Journal of Coastal Ecology has the ISSN number 1234-5678 and the LCCN number 2003212345.",
        [
            ("Journal of Coastal Ecology", "issn", "1234-5678"),
            ("Journal of Coastal Ecology", "lccn number", "2003212345"),
        ],
    ),
    (
        "The Journal of Coastal Ecology is published by Pemberton House in the United Kingdom.",
        [("Journal of Coastal Ecology", "publisher", "Pemberton House")],
    ),
    (
        "Pemberton House is the publisher of the Journal of Coastal Ecology, an academic journal on ecology.",
        [
            ("Journal of Coastal Ecology", "publisher", "Pemberton House"),
            ("Journal of Coastal Ecology", "academic discipline", "ecology"),
        ],
    ),
    (
        "Northwind Monthly is a Canadian magazine which is written in English.",
        [("Northwind Monthly", "country", "Canada"), ("Northwind Monthly", "official language", "English")],
    ),
    (
        "Northwind Monthly, a magazine from Canada, was founded by Ellis Varga.",
        [("Northwind Monthly", "country", "Canada"), ("Northwind Monthly", "founded by", "Ellis Varga")],
    ),
    (
        "The Marlow Courier is a newspaper which is owned by Brightwater Media.",
        [("The Marlow Courier", "owner", "Brightwater Media")],
    ),
    (
        "The Marlow Courier, which is published in English, is based in Marlow.",
        [("The Marlow Courier", "official language", "English"), ("The Marlow Courier", "headquarters", "Marlow")],
    ),
    (
        "Glass Meridian is the sequel to Quiet Engines, which is the sequel to The Salt Harbour.",
        [("Glass Meridian", "preceded by", "Quiet Engines"), ("Quiet Engines", "preceded by", "The Salt Harbour")],
    ),
    (
        "Quiet Engines, the sequel to The Salt Harbour, is followed by Glass Meridian.",
        [("Quiet Engines", "preceded by", "The Salt Harbour"), ("Quiet Engines", "followed by", "Glass Meridian")],
    ),
    (
        "Quiet Engines is preceded by The Salt Harbour and is followed by Glass Meridian.",
        [("Quiet Engines", "preceded by", "The Salt Harbour"), ("Quiet Engines", "followed by", "Glass Meridian")],
    ),
    (
        "The Salt Harbour was published by Halvard Books. Its sequel is Quiet Engines.",
        [("The Salt Harbour", "publisher", "Halvard Books"), ("The Salt Harbour", "followed by", "Quiet Engines")],
    ),
    (
        "The Salt Harbour is a novel. It is written in English and it has 320 pages.",
        [("The Salt Harbour", "official language", "English"), ("The Salt Harbour", "number of pages", "320")],
    ),
    (
        "The Salt Harbour is a novel. The book was written by Oren Callis.",
        [("The Salt Harbour", "author", "Oren Callis")],
    ),
    (
        "The Salt Harbour is a novel. Its publisher, Halvard Books, is based in Boston.",
        [("The Salt Harbour", "publisher", "Halvard Books"), ("Halvard Books", "headquarters", "Boston")],
    ),
    (
        "The Salt Harbour is a novel published by Halvard Books, a subsidiary of Brightwater Media.",
        [("The Salt Harbour", "publisher", "Halvard Books")],
    ),
    (
        "Oren Callis, who was born in Dublin, is the author of The Salt Harbour.",
        [("Oren Callis", "birth place", "Dublin"), ("The Salt Harbour", "author", "Oren Callis")],
    ),
    (
        "Oren Callis, the Irish author of The Salt Harbour, lives in Boston.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "nationality", "Ireland")],
    ),
    (
        "The Salt Harbour was written by the American novelist Oren Callis.",
        [("The Salt Harbour", "author", "Oren Callis"), ("Oren Callis", "nationality", "United States")],
    ),
    (
        "The Salt Harbour is in the fantasy genre and has 320 pages.",
        [("The Salt Harbour", "genre", "fantasy"), ("The Salt Harbour", "number of pages", "320")],
    ),
    (
        "The OCLC number of The Salt Harbour is 51969173 and its ISBN is 0-312-85182-0.",
        [("The Salt Harbour", "oclc number", "51969173"), ("The Salt Harbour", "isbn", "0-312-85182-0")],
    ),
    (
        "The Salt Harbour, ISBN 0-312-85182-0, was published by Halvard Books.",
        [("The Salt Harbour", "isbn", "0-312-85182-0"), ("The Salt Harbour", "publisher", "Halvard Books")],
    ),
    # a work's "released by" and "succeeded by", once the sentence or the paragraph made it a work
    (
        "Quiet Engines, written by Oren Callis, was released by Halvard Books.",
        [("Quiet Engines", "author", "Oren Callis"), ("Quiet Engines", "publisher", "Halvard Books")],
    ),
    (
        "Quiet Engines is a novel. It was released by Halvard Books in 2003.",
        [("Quiet Engines", "publisher", "Halvard Books")],
    ),
    (
        "Quiet Engines is a novel by Oren Callis. It was succeeded by Glass Meridian.",
        [("Quiet Engines", "followed by", "Glass Meridian")],
    ),
]

# (text, triples it must NOT give): near misses of the rules above.
NOT_FOUND: list[tuple[str, list[Triple]]] = [
    ("Oren Callis read The Salt Harbour on the train.", [("The Salt Harbour", "author", "Oren Callis")]),
    (
        "The Salt Harbour was reviewed by Mara Lind.",
        [("The Salt Harbour", "author", "Mara Lind"), ("The Salt Harbour", "editor", "Mara Lind")],
    ),
    ("Mara Lind wrote a review of The Salt Harbour.", [("The Salt Harbour", "author", "Mara Lind")]),
    ("The Salt Harbour was adapted into a film by Ilse Marr.", [("The Salt Harbour", "author", "Ilse Marr")]),
    ("The Salt Harbour was translated into French.", [("The Salt Harbour", "official language", "French")]),
    ("The Salt Harbour has 12 chapters.", [("The Salt Harbour", "number of pages", "12")]),
    ("The Salt Harbour sold 320 copies.", [("The Salt Harbour", "number of pages", "320")]),
    ("The Salt Harbour is a novel about Canada.", [("The Salt Harbour", "country", "Canada")]),
    ("Ellis Varga founded a press in Boston.", [("Boston", "founded by", "Ellis Varga")]),
    (
        "The Journal of Coastal Ecology does not publish articles on glaciology.",
        [("Journal of Coastal Ecology", "academic discipline", "glaciology")],
    ),
    ("Pia Norr reads the Annals of Glacial Studies.", [("Annals of Glacial Studies", "editor", "Pia Norr")]),
    (
        "Halvard Books sold the rights to Quiet Engines to Brightwater Media.",
        [("Quiet Engines", "publisher", "Brightwater Media"), ("Halvard Books", "owner", "Brightwater Media")],
    ),
    ("Quiet Engines may be followed by a third novel.", [("Quiet Engines", "followed by", "third novel")]),
    ("Oren Callis is a fantasy fan.", [("Oren Callis", "genre", "fantasy")]),
    ("Oren Callis was published in The Marlow Courier.", [("Oren Callis", "publisher", "The Marlow Courier")]),
    (
        "Mara Lind, an editor at Halvard Books, lives in Boston.",
        [("Halvard Books", "editor", "Mara Lind"), ("Halvard Books", "headquarters", "Boston")],
    ),
    ("Oren Callis moved to Canada after he wrote Quiet Engines.", [("Quiet Engines", "country", "Canada")]),
    ("The Salt Harbour mentions the ISBN system in 2004.", [("The Salt Harbour", "isbn", "2004")]),
    ("Oren Callis met an American writer in Boston.", [("Oren Callis", "nationality", "United States")]),
    ("Halvard Books is a publisher of novels and Poetry Weekly.", [("novels", "publisher", "Halvard Books")]),
    (
        "Quiet Engines is a novel about a house built by Oren Callis.",
        [("Quiet Engines", "author", "Oren Callis"), ("Quiet Engines", "founded by", "Oren Callis")],
    ),
    ("Oren Callis is a writer who once quoted ISBN 0-312-85182-0.", [("Oren Callis", "isbn", "0-312-85182-0")]),
    ("Halvard Books does not have its headquarters in Boston.", [("Halvard Books", "headquarters", "Boston")]),
    (
        "The Salt Harbour's second sequel, Glass Meridian, was published in 2009.",
        [("The Salt Harbour", "followed by", "Glass Meridian")],
    ),
    ("The Marlow Courier is a newspaper in Marlow Bay.", [("The Marlow Courier", "official language", "Marlow Bay")]),
    (
        "Oren Callis was a British soldier before he wrote Quiet Engines.",
        [("Quiet Engines", "country", "United Kingdom")],
    ),
    ("The Salt Harbour is a book whose author is unknown.", [("The Salt Harbour", "author", "unknown")]),
    (
        "Oren Callis, the Irish reader of The Salt Harbour, lives in Boston.",
        [("The Salt Harbour", "author", "Oren Callis")],
    ),
    ("Ada Crane, the author of a review of Quiet Engines, lives here.", [("Quiet Engines", "author", "Ada Crane")]),
    ("Ada Price was succeeded by Tom Reyes as mayor.", [("Ada Price", "followed by", "Tom Reyes")]),
    (
        "Lena Hart is a singer. Her album was released by Brenner Records.",
        [("Lena Hart", "publisher", "Brenner Records")],
    ),
    (
        "Kelby Airport is run by Ostra Air, whose hub is Vell Airport, and has its headquarters in Norvania.",
        [("Kelby Airport", "headquarters", "Norvania")],
    ),
]


def _states(fact: ExtractedFact, triple: Triple) -> bool:
    """Whether a fact states the triple as the extraction scoring counts it."""
    reference = ReferenceTriple(*triple)
    return (
        entity_matches(fact.entity, reference)
        and relation_matches(fact, reference, NORMALIZER)
        and value_matches(fact.value, reference)
    )


def found_triples(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> list[Triple]:
    """The triples of ``triples`` one of the text's facts states."""
    facts = run(extractor, [text])[0]
    return [t for t in triples if any(_states(f, t) for f in facts)]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_written_work_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "triples"), NOT_FOUND)
def test_near_misses_give_no_such_fact(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == []
