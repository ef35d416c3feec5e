"""``spacy-rules.v2`` on written works, a fourth batch of shapes: a language after "written in"
or "printed in" (an opening participle, a which-clause), the pages of a describing noun ("a
thriller of 412 pages"), a magazine's country in a which-clause on its apposition, "Y,
publisher of X", "X's publishing company, Y", an ISSN in a "whose" clause the parser hangs on
the wrong noun, abbreviations after "with the abbreviation" and "also known as", a publisher
"released by" a work its identifier names, and a journal "in the field of" a discipline.

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
        "Written in Danish, Copper Wells runs to 264 pages.",
        [("Copper Wells", "language", "Danish"), ("Copper Wells", "number of pages", "264")],
    ),
    (
        "Halden Media owns The Fenmoor Herald, which is printed in English.",
        [("The Fenmoor Herald", "owner", "Halden Media"), ("The Fenmoor Herald", "language", "English")],
    ),
    (
        "Copper Wells, a thriller of 318 pages, was published by Tallow Books.",
        [("Copper Wells", "number of pages", "318"), ("Copper Wells", "publisher", "Tallow Books")],
    ),
    (
        "Edda Rune founded Westmark Quarterly, a magazine which is published in Ireland.",
        [("Westmark Quarterly", "founded by", "Edda Rune"), ("Westmark Quarterly", "country", "Ireland")],
    ),
    (
        "Copper Wells's publishing company, Tallow Books, is a subsidiary of Orrin Group.",
        [("Copper Wells", "publisher", "Tallow Books"), ("Tallow Books", "owner", "Orrin Group")],
    ),
    (
        "Nils Brant is the editor of the Review of Peat Science whose ISSN number is 1122-3344.",
        [("Review of Peat Science", "editor", "Nils Brant"), ("Review of Peat Science", "issn", "1122-3344")],
    ),
    (
        "The Review of Peat Science, with the abbreviation Rev. Peat Sci., is published by Orrin Group.",
        [
            ("Review of Peat Science", "abbreviation", "Rev. Peat Sci."),
            ("Review of Peat Science", "publisher", "Orrin Group"),
        ],
    ),
    (
        "The Review of Peat Science, also known as Rev. Peat Sci., is edited by Nils Brant.",
        [
            ("Review of Peat Science", "abbreviation", "Rev. Peat Sci."),
            ("Review of Peat Science", "editor", "Nils Brant"),
        ],
    ),
    (
        "Copper Wells was released in paperback by Tallow Books and has the OCLC number 55512345.",
        [("Copper Wells", "publisher", "Tallow Books"), ("Copper Wells", "oclc number", "55512345")],
    ),
    (
        "Orrin Group, publisher of the Review of Peat Science, is located in Leeds.",
        [("Review of Peat Science", "publisher", "Orrin Group")],
    ),
    (
        "The Journal of Fen Ecology is in the academic discipline of wetland ecology.",
        [("Journal of Fen Ecology", "academic discipline", "wetland ecology")],
    ),
]

# (text, triples that must NOT be found: near misses of the shapes above)
NOT_FOUND: list[tuple[str, list[Triple]]] = [
    # "printed in English" names a language, not where it is printed
    (
        "Halden Media owns The Fenmoor Herald, which is printed in English.",
        [("The Fenmoor Herald", "printing place", "English")],
    ),
    # a place after "printed in" / "written in" is no language
    ("Halden Media owns The Fenmoor Herald, which is printed in Leeds.", [("The Fenmoor Herald", "language", "Leeds")]),
    ("Written in Leeds, Copper Wells runs to 264 pages.", [("Copper Wells", "language", "Leeds")]),
    # pages of a noun that does not describe the name
    ("The Orrin Archive holds a collection of 900 pages.", [("The Orrin Archive", "number of pages", "900")]),
    ("Copper Wells, a novel of 1998, was published by Tallow Books.", [("Copper Wells", "number of pages", "1998")]),
    # a city after "published in" is no country
    (
        "Edda Rune founded Westmark Quarterly, a magazine which is published in Cork.",
        [("Westmark Quarterly", "country", "Cork")],
    ),
    # a company that publishes nothing named
    (
        "Copper Wells's shipping company, Tallow Freight, is based in Leeds.",
        [("Copper Wells", "publisher", "Tallow Freight")],
    ),
    # a record label's release is no publisher's without a sign the thing is a written work
    ("Halden Beat was released by Tallow Records in 2001.", [("Halden Beat", "publisher", "Tallow Records")]),
    # a school "in the field of" a subject is no journal
    ("Leeds Academy is in the field of medicine.", [("Leeds Academy", "academic discipline", "medicine")]),
    # a person's initials are no abbreviation
    (
        "The poet Hale Ardent, also known as J. R. Hale, was born in Leeds.",
        [("Hale Ardent", "abbreviation", "J. R. Hale")],
    ),
]


@pytest.mark.parametrize(("text", "triples"), FOUND)
def test_fourth_batch_facts_are_found(extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]) -> None:
    assert found_triples(extractor, text, triples) == triples


@pytest.mark.parametrize(("text", "triples"), NOT_FOUND)
def test_fourth_batch_near_misses_give_no_such_fact(
    extractor: SpacyRulesV2Extractor, text: str, triples: list[Triple]
) -> None:
    assert found_triples(extractor, text, triples) == []
