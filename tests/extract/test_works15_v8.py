"""``spacy-rules.v2`` on written works, a ninth batch of shapes: a title the parser hangs on the
verb after a class noun in the object ("Y published the horror novel X", "Z wrote the memoir
Across Two Seas"), a participle clause on a named object ("Y published X, written by Z"), media
words on a genre's noun ("a paperback crime book"), in an apposition ("X, an e-book, ..."), after
"it" in a later clause of the sentence and on a title the tagger calls a place ("The Salt Sea was
released as a paperback").

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
        "Brackwater House published the horror novel The Pale Tenant, written by Odile Maret, in France.",
        [
            ("The Pale Tenant", "publisher", "Brackwater House"),
            ("The Pale Tenant", "author", "Odile Maret"),
            ("The Pale Tenant", "genre", "horror"),
        ],
    ),
    (
        "Tomas Rell wrote the memoir Across Two Seas, published by Linden Editions.",
        [("Across Two Seas", "author", "Tomas Rell"), ("Across Two Seas", "publisher", "Linden Editions")],
    ),
    (
        "Fennick Press published Quiet Engines, edited by Mara Doyle.",
        [("Quiet Engines", "editor", "Mara Doyle")],
    ),
    ("Harrow Lane is a paperback crime book.", [("Harrow Lane", "media type", "paperback")]),
    (
        "Cold Meridian, an e-book, was written by Sela Brandt.",
        [("Cold Meridian", "media type", "e-book"), ("Cold Meridian", "author", "Sela Brandt")],
    ),
    (
        "The ISBN of Glass Orchards is 0-316-76948-7; it was published in hardback.",
        [("Glass Orchards", "media type", "hardback")],
    ),
    ("The Salt Sea was released as a paperback.", [("The Salt Sea", "media type", "paperback")]),
    (
        "Marrow Fields, an audiobook, is by the Welsh author Gwen Talley.",
        [("Marrow Fields", "author", "Gwen Talley"), ("Gwen Talley", "nationality", "Welsh")],
    ),
    (
        "The Gate of Ravens, 356 pages long, is the sequel to The Owl Road.",
        [("The Gate of Ravens", "number of pages", "356"), ("The Gate of Ravens", "preceded by", "The Owl Road")],
    ),
    ("Songs of the Fen has 320 pages.", [("Songs of the Fen", "number of pages", "320")]),
    (
        "Tarn Hollow, which Edda Morr wrote, comes after Tarn Bridge in the series and before Tarn Keep.",
        [
            ("Tarn Hollow", "author", "Edda Morr"),
            ("Tarn Hollow", "preceded by", "Tarn Bridge"),
            ("Tarn Hollow", "followed by", "Tarn Keep"),
        ],
    ),
    (
        "Ivo Brenn is the writer of Salt Lanterns, which was followed by Salt Bells.",
        [("Salt Lanterns", "author", "Ivo Brenn"), ("Salt Lanterns", "followed by", "Salt Bells")],
    ),
    (
        "Dark Harbour precedes Pale Harbour and both were published by Ostrin Books.",
        [("Dark Harbour", "publisher", "Ostrin Books"), ("Pale Harbour", "publisher", "Ostrin Books")],
    ),
    (
        "Cold Quarry is followed by Cold Furnace, and both were written by Liesl Arndt.",
        [("Cold Quarry", "author", "Liesl Arndt"), ("Cold Furnace", "author", "Liesl Arndt")],
    ),
    (
        "Jonas Veldt was born in Utrecht and his work The Copper Map was published by Hallam Books.",
        [("The Copper Map", "author", "Jonas Veldt"), ("The Copper Map", "publisher", "Hallam Books")],
    ),
    (
        "The ISSN of the Review of Tidal Geology is 2231-4456 and it is abbreviated to Rev. Tidal Geol.",
        [("Review of Tidal Geology", "abbreviation", "Rev. Tidal Geol.")],
    ),
    (
        "Moorland Botany Letters is a botany journal, its ISSN is 1402-7781, and it's abbreviated as Moorl. Bot. Lett.",
        [("Moorland Botany Letters", "abbreviation", "Moorl. Bot. Lett.")],
    ),
    (
        "Journal of Harbour Law, abbreviated J. Harb. Law, is published by Quayside Press.",
        [
            ("Journal of Harbour Law", "abbreviation", "J. Harb. Law"),
            ("Journal of Harbour Law", "publisher", "Quayside Press"),
        ],
    ),
    (
        "Fenland Water Review has the ISSN 0044-1290, the abbreviation Fenl. Water Rev. and is published by Quayside Press.",
        [("Fenland Water Review", "publisher", "Quayside Press")],
    ),
    (
        "Lanterns in the Orchard, which is available in paperback, was written by Hedda Lorne.",
        [("Lanterns in the Orchard", "author", "Hedda Lorne"), ("Lanterns in the Orchard", "media type", "paperback")],
    ),
    (
        "Hanna Voss's The Copper Hare is a paperback adventure book.",
        [("The Copper Hare", "author", "Hanna Voss"), ("The Copper Hare", "media type", "paperback")],
    ),
    (
        "Lowland Algae Letters's editor is Ruud Smit and the CODEN is LALGAE.",
        [("Lowland Algae Letters", "editor", "Ruud Smit"), ("Lowland Algae Letters", "coden", "LALGAE")],
    ),
    (
        "Orren House publishes the Journal of Peat Research, whose academic discipline is soil science and whose"
        " ISSN number is 0031-2244.",
        [
            ("Journal of Peat Research", "academic discipline", "soil science"),
            ("Journal of Peat Research", "issn", "0031-2244"),
        ],
    ),
    (
        "The 1,120-page reference work Atlas of the Northern Fells was published by Orren House.",
        [("Atlas of the Northern Fells", "number of pages", "1,120")],
    ),
    (
        "Ilkka Rinne is the editor of the Finnish journal Boreal Forestry Review.",
        [("Boreal Forestry Review", "country", "Finland")],
    ),
    (
        "Greta Moll wrote the memoir Across the Salt Flats.",
        [("Across the Salt Flats", "genre", "memoir"), ("Across the Salt Flats", "author", "Greta Moll")],
    ),
    (
        "Orla Keane wrote Bell Tower, the follow-up to Bell Yard.",
        [("Bell Tower", "author", "Orla Keane"), ("Bell Tower", "preceded by", "Bell Yard")],
    ),
    (
        "The Amber Stair is a mystery novel by Nadia Farr. It comes before The Amber Gate.",
        [("The Amber Stair", "followed by", "The Amber Gate")],
    ),
    (
        "Quayside Press is the publisher of the horror series The Hollow Kin, written by Petra Vine, an author from Canada.",
        [
            ("The Hollow Kin", "publisher", "Quayside Press"),
            ("The Hollow Kin", "genre", "horror"),
            ("The Hollow Kin", "author", "Petra Vine"),
            ("Petra Vine", "nationality", "Canada"),
        ],
    ),
    (
        "The crime novel Inspector Vail's Last Case, by Oona Reddan, was published by Quayside Press.",
        [
            ("Inspector Vail's Last Case", "author", "Oona Reddan"),
            ("Inspector Vail's Last Case", "publisher", "Quayside Press"),
        ],
    ),
]

# (text, triples it must not give)
NOT_FOUND: list[tuple[str, list[Triple]]] = [
    ("Lake Ardel was released as a paperback map.", []),
    (
        "Kestrel Books bought the novel rights from Oren Vale, a writer.",
        [("Oren Vale", "publisher", "Kestrel Books")],
    ),
    ("France was published in print as a map.", [("France", "media type", "print")]),
    (
        "The Copper Road is by the author Ruth Emmet.",
        [("Ruth Emmet", "occupation", "author")],
    ),
    (
        "Carla Mendez edits Revista del Sur, a Spanish-language journal on history.",
        [("Revista del Sur", "academic discipline", "Spanish-language")],
    ),
    (
        "The ISSN of the Review of Tidal Geology is 2231-4456 and it is abbreviated to Rev. Tidal Geol.",
        [("ISSN", "abbreviation", "Rev. Tidal Geol.")],
    ),
    ("Elvis Harte's Graceview is a mansion in Memphis.", [("Graceview", "author", "Elvis Harte")]),
    (
        "Mara Quinn's brother is Tom Quinn and the ISSN is 1234-5678.",
        [("Mara Quinn", "issn", "1234-5678")],
    ),
    ("The ferry comes before noon on Monday.", [("ferry", "followed by", "noon")]),
    (
        "Oslo is the capital of Norway, followed by Bergen, a city from the coast.",
        [("Bergen", "nationality", "coast")],
    ),
    ("The museum is by the river, near Anna Holt's house.", [("museum", "author", "Anna Holt")]),
    (
        "Mia Lund met Tom Berg and his novel The Far Shore was published by Ostrin Books.",
        [("The Far Shore", "author", "Mia Lund"), ("The Far Shore", "author", "Tom Berg")],
    ),
    (
        "Lake Ardel is followed by a river, and both were mapped by Tom Berg.",
        [("Lake Ardel", "mapped by", "Tom Berg")],
    ),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_ninth_batch_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "triples"), NOT_FOUND)
def test_ninth_batch_near_misses_give_no_such_fact(
    extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]
) -> None:
    assert found_triples(extractor, text, triples) == []
