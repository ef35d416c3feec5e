"""``spacy-rules.v2`` on written works: series, identifiers, abbreviations, media types,
academic disciplines and genres of books, novels, journals and magazines, written the
way encyclopedias and short descriptions write them (copula, possessive, passive, relative
clause, apposition, brackets, lists joined by "and").

Every sentence is written for these tests (the titles and people are made up). Every fact
quotes its text exactly (``facts_of`` checks it)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of, keys, run

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

SERIES = [
    ("Ashen Tide is the sequel to The Glass Orchard.", ("Ashen Tide", "preceded by", "Glass Orchard")),
    ("Ashen Tide is a sequel of The Glass Orchard.", ("Ashen Tide", "preceded by", "Glass Orchard")),
    ("The sequel to The Glass Orchard is Ashen Tide.", ("Ashen Tide", "preceded by", "Glass Orchard")),
    ("The prequel to Ashen Tide is The Glass Orchard.", ("Glass Orchard", "followed by", "Ashen Tide")),
    ("The Glass Orchard's sequel is Ashen Tide.", ("Glass Orchard", "followed by", "Ashen Tide")),
    ("The Glass Orchard is a novel whose sequel is Ashen Tide.", ("Glass Orchard", "followed by", "Ashen Tide")),
    (
        "Ashen Tide, the sequel to The Glass Orchard, was published in 2004.",
        ("Ashen Tide", "preceded by", "Glass Orchard"),
    ),
    (
        "Ashen Tide was written by Lena Hart and is the sequel to The Glass Orchard.",
        ("Ashen Tide", "preceded by", "Glass Orchard"),
    ),
    # whole titles: a number and a colon, "the" inside, a capitalized "A" as a value
    (
        "2041: The Salt Wars was followed by 2042: The Iron Coast.",
        ("2041: The Salt Wars", "followed by", "2042: The Iron Coast"),
    ),
    (
        "Beyond the Marsh was preceded by The Wandering Lantern.",
        ("Beyond the Marsh", "preceded by", "Wandering Lantern"),
    ),
    (
        "The Wandering Lantern is followed by A Crown of Reeds.",
        ("Wandering Lantern", "followed by", "A Crown of Reeds"),
    ),
    ("Through the Looking-Lantern was written by Lena Hart.", ("Through the Looking-Lantern", "author", "Lena Hart")),
    ("Lena Hart wrote Across the Night-Sea in 2004.", ("Across the Night-Sea", "author", "Lena Hart")),
    # journal names around their head word
    (
        "Annals of Tidal Physics is followed by Tidal Letters.",
        ("Annals of Tidal Physics", "followed by", "Tidal Letters"),
    ),
]

IDENTIFIERS = [
    ("Ashen Tide has the ISBN 0-7653-0950-2.", ("Ashen Tide", "isbn", "0-7653-0950-2")),
    ("Ashen Tide has the ISBN number 978-0-7653-0950-2.", ("Ashen Tide", "isbn", "978-0-7653-0950-2")),
    ("The ISBN of Ashen Tide is 978-0-7653-0950-2.", ("Ashen Tide", "isbn", "978-0-7653-0950-2")),
    ("Ashen Tide's ISBN is 0-7653-0950-2.", ("Ashen Tide", "isbn", "0-7653-0950-2")),
    ("Ashen Tide (ISBN 0-7653-0950-2) was published in 2004.", ("Ashen Tide", "isbn", "0-7653-0950-2")),
    ("Ashen Tide was published by Brenner Press (ISBN 0-7653-0950-2).", ("Ashen Tide", "isbn", "0-7653-0950-2")),
    (
        "Beyond the Marsh was published in the United States and has the ISBN number 0-321-45678-9.",
        ("Beyond the Marsh", "isbn", "0-321-45678-9"),
    ),
    ("2041: The Salt Wars has the ISBN number 1-4165-2060-0.", ("2041: The Salt Wars", "isbn", "1-4165-2060-0")),
    ("The Journal of Tidal Studies has the ISSN 0003-066X.", ("Journal of Tidal Studies", "issn", "0003-066X")),
    ("The ISSN of the Journal of Tidal Studies is 0003-066X.", ("Journal of Tidal Studies", "issn", "0003-066X")),
    (
        "Beyond the Marsh, which has the OCLC number 45644811, was written by Nora Vell.",
        ("Beyond the Marsh", "oclc number", "45644811"),
    ),
    ("Ashen Tide is catalogued under OCLC 78771100.", ("Ashen Tide", "oclc number", "78771100")),
    ("Ashen Tide has the LCCN 2004043573.", ("Ashen Tide", "lccn number", "2004043573")),
    (
        "The Library of Congress Control Number of Ashen Tide is 2004043573.",
        ("Ashen Tide", "lccn number", "2004043573"),
    ),
    ("The Journal of Tidal Studies has the CODEN code JTSTAB.", ("Journal of Tidal Studies", "coden", "JTSTAB")),
    ("The CODEN code of the Journal of Tidal Studies is JTSTAB.", ("Journal of Tidal Studies", "coden", "JTSTAB")),
    ("Ashen Tide has ISBN 0-7653-0950-2.", ("Ashen Tide", "isbn", "0-7653-0950-2")),
    (
        "Cold Harbour, whose ISBN is 978-1-4165-2060-0, has 396 pages.",
        ("Cold Harbour", "isbn", "978-1-4165-2060-0"),
    ),
    ("0-7653-0950-2 is the ISBN number of Ashen Tide.", ("Ashen Tide", "isbn", "0-7653-0950-2")),
    ("Ashen Tide, with the ISBN 0-7653-0950-2, was published in 2004.", ("Ashen Tide", "isbn", "0-7653-0950-2")),
    ("The Journal of Tidal Studies has the EISSN number 1234-5678.", ("Journal of Tidal Studies", "issn", "1234-5678")),
    (
        "The International Standard Book Number of Ashen Tide is 0-7653-0950-2.",
        ("Ashen Tide", "isbn", "0-7653-0950-2"),
    ),
    (
        "Ashen Tide's LCCN is 2004043573 and its OCLC number is 12345678.",
        ("Ashen Tide", "oclc number", "12345678"),
    ),
    # two identifiers in one sentence, the second on "its"
    (
        "The LCCN number of Coastal Letters is 83646315 and its ISSN is 1234-5678.",
        ("Coastal Letters", "issn", "1234-5678"),
    ),
]

ABBREVIATIONS = [
    (
        "The Journal of Tidal Studies is commonly abbreviated as J. Tidal Stud.",
        ("Journal of Tidal Studies", "abbreviation", "J. Tidal Stud."),
    ),
    (
        "The Journal of Tidal Studies (abbr. J. Tidal Stud.) is a journal.",
        ("Journal of Tidal Studies", "abbreviation", "J. Tidal Stud."),
    ),
    (
        "Administrative Tide Quarterly (abbreviated Adm. Tide Q.) is published by Brenner Press.",
        ("Administrative Tide Quarterly", "abbreviation", "Adm. Tide Q."),
    ),
    (
        "Nuclear Tides B is abbreviated Nucl. Tides B and covers physics.",
        ("Nuclear Tides B", "abbreviation", "Nucl. Tides B"),
    ),
    (
        "The Journal of Tidal Studies is known by the abbreviation JTS.",
        ("Journal of Tidal Studies", "abbreviation", "JTS"),
    ),
    (
        "Acta Mathematica Tidalia, abbreviated as Acta Math. Tidal., is a journal.",
        ("Acta Mathematica Tidalia", "abbreviation", "Acta Math. Tidal."),
    ),
    (
        "Acta Mathematica Tidalia (abbreviated Acta Math. Tidal.) covers mathematics.",
        ("Acta Mathematica Tidalia", "abbreviation", "Acta Math. Tidal."),
    ),
    (
        "The abbreviation of Acta Mathematica Tidalia is Acta Math. Tidal.",
        ("Acta Mathematica Tidalia", "abbreviation", "Acta Math. Tidal."),
    ),
    (
        "Acta Math. Tidal. is the abbreviated name of Acta Mathematica Tidalia.",
        ("Acta Mathematica Tidalia", "abbreviation", "Acta Math. Tidal."),
    ),
    (
        "Acta Mathematica Tidalia is abbreviated to Acta Math. Tidal.",
        ("Acta Mathematica Tidalia", "abbreviation", "Acta Math. Tidal."),
    ),
    (
        "Quarterly Tide Review has the abbreviation Q. Tide Rev.",
        ("Quarterly Tide Review", "abbreviation", "Q. Tide Rev."),
    ),
    (
        "Coastal Letters is abbreviated as Coast. Lett. and has the ISSN 1234-5678.",
        ("Coastal Letters", "abbreviation", "Coast. Lett."),
    ),
]

JOURNAL_APPOSITIONS = [
    # "the X journal": the name before the class noun
    ("The Addition journal is published by Brenner Press.", ("Addition", "publisher", "Brenner Press")),
    ("The Acta Tidalia journal's abbreviation is Acta Tidal.", ("Acta Tidalia", "abbreviation", "Acta Tidal.")),
    ("The Tidal Letters journal has the ISSN 1234-5678.", ("Tidal Letters", "issn", "1234-5678")),
    ("The AIP Tidal Advances journal is edited by Mara Quill.", ("AIP Tidal Advances", "editor", "Mara Quill")),
    (
        "The university publishes the Lenmouth Review, a journal of history.",
        ("Lenmouth Review", "academic discipline", "history"),
    ),
    (
        "The Tidal Review, an oceanography journal, is edited by Mara Quill.",
        ("Tidal Review", "academic discipline", "oceanography"),
    ),
]

MEDIA = [
    ("Ashen Tide came out in hardback in 2004.", ("Ashen Tide", "media type", "hardback")),
    ("Ashen Tide has been published in print form.", ("Ashen Tide", "media type", "print")),
    ("The media type of Ashen Tide is hardcover.", ("Ashen Tide", "media type", "hardcover")),
    ("Ashen Tide's media type is print.", ("Ashen Tide", "media type", "print")),
    ("Ashen Tide is a book available in hardcover.", ("Ashen Tide", "media type", "hardcover")),
    ("Ashen Tide, which is available in print, was written by Lena Hart.", ("Ashen Tide", "media type", "print")),
    ("Ashen Tide was released as an e-book in 2010.", ("Ashen Tide", "media type", "e-book")),
    ("Ashen Tide was published in hardcover.", ("Ashen Tide", "media type", "hardcover")),
    ("Ashen Tide is available in print and as an e-book.", ("Ashen Tide", "media type", "e-book")),
    ("Ashen Tide is available in print and as an e-book.", ("Ashen Tide", "media type", "print")),
    ("Ashen Tide is a hardback book.", ("Ashen Tide", "media type", "hardback")),
    ("Ashen Tide is a paperback.", ("Ashen Tide", "media type", "paperback")),
    ("Brenner Press published Ashen Tide in paperback.", ("Ashen Tide", "media type", "paperback")),
    (
        "Ashen Tide was published in hardcover and paperback by Brenner Press.",
        ("Ashen Tide", "media type", "paperback"),
    ),
]

JOURNALS = [
    (
        "The editor in chief of the Journal of Tidal Studies is Mara Quill.",
        ("Journal of Tidal Studies", "editor", "Mara Quill"),
    ),
    ("Mara Quill serves as the editor of Coastal Letters.", ("Coastal Letters", "editor", "Mara Quill")),
    ("Mara Quill is editor of Coastal Letters.", ("Coastal Letters", "editor", "Mara Quill")),
    ("Tom Reyes is an editor of Coastal Letters.", ("Coastal Letters", "editor", "Tom Reyes")),
    (
        "The Journal of Tidal Studies is a journal of oceanography.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The Journal of Tidal Studies is a journal about oceanography.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The Journal of Tidal Studies is a journal covering oceanography.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The Journal of Tidal Studies covers the academic discipline of oceanography.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The academic discipline of the Journal of Tidal Studies is oceanography.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The Journal of Tidal Studies is about oceanography.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The Journal of Tidal Studies publishes articles on oceanography and marine biology.",
        ("Journal of Tidal Studies", "academic discipline", "marine biology"),
    ),
    (
        "The Journal of Tidal Studies is a peer-reviewed oceanography journal.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The Journal of Tidal Studies is a scientific journal in the field of oceanography.",
        ("Journal of Tidal Studies", "academic discipline", "oceanography"),
    ),
    (
        "The Journal of Tidal Studies is an academic journal dedicated to coastal engineering.",
        ("Journal of Tidal Studies", "academic discipline", "coastal engineering"),
    ),
    ("Tidal Review's academic discipline is oceanography.", ("Tidal Review", "academic discipline", "oceanography")),
    (
        "Coastal Letters is a magazine which is about marine biology.",
        ("Coastal Letters", "academic discipline", "marine biology"),
    ),
]

GENRES_AND_MORE = [
    ("Ashen Tide belongs to the genre of science fiction.", ("Ashen Tide", "genre", "science fiction")),
    ("Ashen Tide is in the science fiction genre.", ("Ashen Tide", "genre", "science fiction")),
    ("Ashen Tide is a novel in the fantasy genre.", ("Ashen Tide", "genre", "fantasy")),
    ("Ashen Tide is a science fiction book series.", ("Ashen Tide", "genre", "science fiction")),
    ("Ashen Tide, a British fantasy novel, was written by Lena Hart.", ("Ashen Tide", "genre", "fantasy")),
    ("Ashen Tide, a British fantasy novel, was written by Lena Hart.", ("Ashen Tide", "country", "United Kingdom")),
    ("Ashen Tide is a book from the United States.", ("Ashen Tide", "country", "United States")),
    ("The novel Ashen Tide is from the United States.", ("Ashen Tide", "country", "United States")),
    ("Acta Tidalia is from Hungary.", ("Acta Tidalia", "country", "Hungary")),
    (
        "Ashen Tide was published in hardcover in the United States.",
        ("Ashen Tide", "country", "United States"),
    ),
    ("Ashen Tide was published in paperback in 2004.", ("Ashen Tide", "published", "2004")),
    ("Ashen Tide is a science fiction novel.", ("Ashen Tide", "genre", "science fiction")),
    (
        "Ashen Tide is an American science fiction novel written by Lena Hart.",
        ("Ashen Tide", "genre", "science fiction"),
    ),
    ("Ashen Tide is a 2004 fantasy novel by Lena Hart.", ("Ashen Tide", "genre", "fantasy")),
    ("The science fiction novel Ashen Tide has 412 pages.", ("Ashen Tide", "genre", "science fiction")),
    ("Lena Hart's novel Ashen Tide was published in hardcover in 2004.", ("Ashen Tide", "author", "Lena Hart")),
    ("Ashen Tide is a work of science fiction.", ("Ashen Tide", "genre", "science fiction")),
    ("Ashen Tide belongs to the fantasy genre.", ("Ashen Tide", "genre", "fantasy")),
    ("The literary genre of Ashen Tide is fantasy.", ("Ashen Tide", "genre", "fantasy")),
    (
        "Nora Vell is the author of Beyond the Marsh, which is a fantasy novel.",
        ("Beyond the Marsh", "genre", "fantasy"),
    ),
    # a work's country and language
    (
        "Ashen Tide is an American science fiction novel written by Lena Hart.",
        ("Ashen Tide", "country", "United States"),
    ),
    ("Ashen Tide was published in the United Kingdom.", ("Ashen Tide", "country", "United Kingdom")),
    ("Ashen Tide is an English-language novel.", ("Ashen Tide", "official language", "English")),
    # author, pages, publisher on titles the parser cuts
    ("The author of Beyond the Marsh is Nora Vell.", ("Beyond the Marsh", "author", "Nora Vell")),
    ("Beyond the Marsh is 412 pages long.", ("Beyond the Marsh", "number of pages", "412")),
    ("Ashen Tide consists of 412 pages.", ("Ashen Tide", "number of pages", "412")),
    ("Ashen Tide runs to 412 pages.", ("Ashen Tide", "number of pages", "412")),
    ("Ashen Tide is 412 pages in length.", ("Ashen Tide", "number of pages", "412")),
    ("Ashen Tide, a 412-page novel, was published in 2004.", ("Ashen Tide", "number of pages", "412")),
    ("Beyond the Marsh was published by Brenner Press.", ("Beyond the Marsh", "publisher", "Brenner Press")),
]


@pytest.mark.parametrize(("text", "expected"), SERIES + IDENTIFIERS + ABBREVIATIONS)
def test_series_identifiers_and_abbreviations_are_found(
    extractor: SpacyRulesV2Extractor, text: str, expected: Key
) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "expected"), MEDIA + JOURNALS + JOURNAL_APPOSITIONS + GENRES_AND_MORE)
def test_media_journals_and_genres_are_found(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_a_description_of_the_topic_keys_the_work(extractor: SpacyRulesV2Extractor) -> None:
    text = (
        "Ashen Tide is a 2004 science fiction novel by Lena Hart. The novel is the sequel to The Glass Orchard. "
        "It was published in hardcover by Brenner Press. The book has 412 pages and the ISBN 0-7653-0950-2."
    )
    found = keys(run(extractor, [text])[0])
    assert {
        ("Ashen Tide", "preceded by", "Glass Orchard"),
        ("Ashen Tide", "media type", "hardcover"),
        ("Ashen Tide", "isbn", "0-7653-0950-2"),
    } <= found


def test_an_abbreviation_keeps_its_point_inside_a_sentence(extractor: SpacyRulesV2Extractor) -> None:
    text = "Acta Tidalia is a journal. Its abbreviation is Acta Tidal. and it covers oceanography."
    found = keys(run(extractor, [text])[0])
    assert ("Acta Tidalia", "abbreviation", "Acta Tidal.") in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ashen Tide is a novel by Lena Hart. The book is from the United States.",
            ("Ashen Tide", "country", "United States"),
        ),
        (
            "The Journal of Tidal Studies is a journal. It is published by Brenner Press and its academic discipline is "
            "oceanography.",
            ("Journal of Tidal Studies", "academic discipline", "oceanography"),
        ),
        ("Ashen Tide is written in the English language.", ("Ashen Tide", "official language", "English")),
        # "It" after a sentence that made the title (tagged as a person by the pipeline) a work
        (
            "Ashen Tide was written by Lena Hart. It has 412 pages and was published in hardcover.",
            ("Ashen Tide", "media type", "hardcover"),
        ),
        (
            "A Severed Lantern is the sequel to A Long Winter. It is available in print.",
            ("Severed Lantern", "media type", "print"),
        ),
        (
            "Lena Hart wrote Ashen Tide. It was published by Brenner Press.",
            ("Ashen Tide", "publisher", "Brenner Press"),
        ),
    ],
)
def test_paragraphs_about_a_work(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in keys(run(extractor, [text])[0])


def test_he_after_an_office_holder_still_names_him(extractor: SpacyRulesV2Extractor) -> None:
    """ "preceded by" is also said of people: it never makes its entity a work."""
    text = "Tom Baxter was preceded by Ada Price as mayor. He was born in Lenmouth."
    assert ("Tom Baxter", "birth place", "Lenmouth") in keys(run(extractor, [text])[0])


def test_it_after_a_work_class_noun(extractor: SpacyRulesV2Extractor) -> None:
    text = "Lena Hart wrote many books. Ashen Tide is a science fiction novel. It was published in hardcover."
    assert ("Ashen Tide", "media type", "hardcover") in keys(run(extractor, [text])[0])


def test_it_after_two_works_names_neither(extractor: SpacyRulesV2Extractor) -> None:
    text = "Lena Hart wrote Ashen Tide and Cold Harbour. It was published by Brenner Press."
    found = keys(run(extractor, [text])[0])
    assert not any(relation == "publisher" for _, relation, _ in found)


def test_a_person_from_a_country_is_no_work(extractor: SpacyRulesV2Extractor) -> None:
    found = keys(run(extractor, ["Lena Hart is a writer. She is from the United States."])[0])
    assert not any(relation == "country" for _, relation, _ in found)


def test_a_topic_pronoun_keys_the_work(extractor: SpacyRulesV2Extractor) -> None:
    text = "Ashen Tide is a novel by Lena Hart. Its ISBN is 0-7653-0950-2 and it was published in paperback."
    found = keys(run(extractor, [text])[0])
    assert ("Ashen Tide", "isbn", "0-7653-0950-2") in found


# --------------------------------------------------------------------------------------------
# What must not be found.


def _relations(found: set[Key]) -> set[str]:
    return {relation for _, relation, _ in found}


def test_the_year_of_a_follower_is_no_date_of_the_first(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ashen Tide was followed in 2006 by Cold Harbour.")
    assert ("Ashen Tide", "followed by", "Cold Harbour") in found
    assert not any(value == "2006" for _, _, value in found)


def test_a_sequel_sentence_gives_one_direction(extractor: SpacyRulesV2Extractor) -> None:
    """ "X is the sequel of Y" says X is preceded by Y; the same statement read backwards (Y
    followed by X) is not kept beside it."""
    found = facts_of(extractor, "Ashen Tide is the sequel of The Glass Orchard.")
    assert ("Ashen Tide", "preceded by", "Glass Orchard") in found
    assert not any(relation == "followed by" for _, relation, _ in found)


@pytest.mark.parametrize(
    "text",
    [
        "Ashen Tide is the second sequel to The Glass Orchard.",  # a book came between them
        "Ashen Tide is a spiritual sequel to The Glass Orchard.",
        "Ashen Tide is the second sequel of The Glass Orchard.",
    ],
)
def test_a_sequel_at_a_distance_is_no_neighbour(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert not _relations(facts_of(extractor, text)) & {"preceded by", "followed by"}


@pytest.mark.parametrize(
    "text",
    [
        "Ashen Tide was published in 2004 and has 412 pages.",  # a year and a page count
        "The first edition of Ashen Tide had a print run of 5000 copies.",
        "Ashen Tide (published 2004; 412 pages) is a novel.",
    ],
)
def test_years_and_page_counts_are_no_identifiers(extractor: SpacyRulesV2Extractor, text: str) -> None:
    relations = _relations(facts_of(extractor, text))
    assert not relations & {"isbn", "issn", "oclc number", "lccn number", "coden"}


def test_an_identifier_is_read_whole(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The ISBN of Ashen Tide is 978-0-7653-0950-2.")
    assert {value for _, relation, value in found if relation == "isbn"} == {"978-0-7653-0950-2"}


def test_an_identifier_after_a_publisher_keys_no_publisher(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ashen Tide was published by Brenner Press (ISBN 0-7653-0950-2).")
    assert not any(entity == "Brenner Press" for entity, _, _ in found)


def test_an_abbreviation_ends_before_the_next_sentence(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The Tidal Review's abbreviation is Acta Tidal. Mara Quill edits it.")
    assert {value for _, relation, value in found if relation == "abbreviation"} == {"Acta Tidal."}


def test_an_abbreviation_is_not_cut_at_its_points(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Acta Mathematica Tidalia, abbreviated as Acta Math. Tidal., is a journal.")
    abbreviations = {(entity, value) for entity, relation, value in found if relation == "abbreviation"}
    assert abbreviations == {("Acta Mathematica Tidalia", "Acta Math. Tidal.")}


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Ashen Tide is a paperback.", "occupation"),  # a work, not a person's job
        ("Ashen Tide is a science fiction novel.", "occupation"),
        ("Lena Hart is a paperback writer.", "media type"),  # a person
        ("Ashen Tide has been out of print since 1990.", "media type"),
        ("Lena Hart appeared in print for the first time in 1990.", "media type"),
        ("Vaster Park covers 50 hectares.", "academic discipline"),  # not a journal
        ("The race runs to 42 kilometres.", "number of pages"),
        ("The Journal of Tidal Studies is a journal of the Royal Tidal Society.", "academic discipline"),
        ("The Journal of Tidal Studies is a scientific journal published by Brenner Press.", "academic discipline"),
        ("Ashen Tide is a novel about a lighthouse keeper.", "academic discipline"),  # a novel has no discipline
        ("Ashen Tide is a young adult novel set in Oslo.", "country"),  # a setting is no country of origin
        ("Ashen Tide is a long novel.", "genre"),
        ("Lena Hart, an American writer, lives in Oslo.", "country"),  # a person's class noun
        ("Lena Hart is from the United States.", "country"),
        ("Ashen Tide is a novel about a journey from Norway.", "country"),
        ("Lena Hart is known by the nickname Lenny.", "abbreviation"),
        ("Ashen Tide has 412 pages and was published in 1999 by Brenner Press.", "isbn"),
    ],
)
def test_near_misses_give_no_such_fact(extractor: SpacyRulesV2Extractor, text: str, wrong: str) -> None:
    assert wrong not in _relations(facts_of(extractor, text))


def test_a_common_noun_keys_nothing(extractor: SpacyRulesV2Extractor) -> None:
    """ "The paperback edition of X has 412 pages": no fact on "paperback edition"."""
    found = facts_of(extractor, "The paperback edition of Ashen Tide has 412 pages.")
    assert not any(entity.islower() for entity, _, _ in found)


def test_titles_with_the_stay_relations_when_they_name_one(extractor: SpacyRulesV2Extractor) -> None:
    """ "The Leader of the ..." opens a relation, not a title."""
    found = facts_of(extractor, "The Capital of the Republic of Vessaria is Orlen.")
    assert not any("Capital" in entity for entity, _, _ in found)
