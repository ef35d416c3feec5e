"""Session 26 (second wave): people of the kinds no tune category covers (athletes, politicians,
musicians). A player's former club ("used to play for"), a club joined ("before joining Y"), a club named after the league ("plays in
the Premier League for Y"), a national side named whole ("represents the Portugal national
under-21 football team"), a club in a "whose" clause; a title held in office ("served as mayor of
Y from 1990 to 1998", "was elected mayor of Y in 2016", "was appointed governor of Y", "was mayor of Ashford" for a town the pipeline did not tag), keyed like
"X was the mayor of Y" with its span as the qualifier; a genre in a "whose" clause ("a singer whose
genre is soul"), genres joined by "and" ("performs soul and hip hop") and a musician's noun before the name ("The musician Joel Hart plays country
music"); and the near misses: a deputy or a former mayor, a mayor of a country, a member of
parliament who "represents" a town, a country a player once played for."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of, matching

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a former club is a club (the relation has several values)
    ("Victor Lind used to play for IFK Norrby.", ("Victor Lind", "club", "IFK Norrby")),
    ("Victor Lind manages Orebro SK and used to play for IFK Norrby.", ("Victor Lind", "club", "IFK Norrby")),
    # the league before the club
    ("Danny Clore plays in the Premier League for Westbury Albion.", ("Danny Clore", "club", "Westbury Albion")),
    ("Danny Clore plays in the Premier League for Westbury Albion.", ("Danny Clore", "league", "Premier League")),
    # a national side, named whole
    (
        "Tiago Morais represents the Portugal national under-21 football team.",
        ("Tiago Morais", "club", "Portugal national under-21 football team"),
    ),
    # joining a club (a name that reads as a club's), also after "before"
    ("Pavel Sykora joined Lenmouth Rovers in 2015.", ("Pavel Sykora", "club", "Lenmouth Rovers")),
    (
        "Pavel Sykora played for Kelby Town before joining Lenmouth Rovers.",
        ("Pavel Sykora", "club", "Lenmouth Rovers"),
    ),
    # a club in a "whose" clause on the person or on the person's trade
    (
        "Tomas Navarro is an Argentine footballer whose current club is Rosario Sur.",
        ("Tomas Navarro", "club", "Rosario Sur"),
    ),
    ("Tomas Navarro, whose club is Rosario Sur, was born in Lima.", ("Tomas Navarro", "club", "Rosario Sur")),
    # a title held in office
    ("Gerald Pike served as the mayor of Ashford.", ("Ashford", "mayor", "Gerald Pike")),
    ("Gerald Pike served as mayor of Leeds from 1990 to 1998.", ("Leeds", "mayor", "Gerald Pike")),
    ("Ana Ferreira was elected mayor of Porto Velho in 2016.", ("Porto Velho", "mayor", "Ana Ferreira")),
    ("Daniel Okoro was appointed governor of Nevada.", ("Nevada", "governor", "Daniel Okoro")),
    ("Tom Reed became Prime Minister of Norway in 2001.", ("Norway", "prime minister", "Tom Reed")),
    # a bare title of a town or a state the pipeline did not tag as a place
    ("Daniel Okoro was mayor of Ashford.", ("Ashford", "mayor", "Daniel Okoro")),
    ("Daniel Okoro was governor of Ondo State.", ("Ondo State", "governor", "Daniel Okoro")),
    # a genre in a "whose" clause
    ("Nina Ford is a singer whose genre is soul.", ("Nina Ford", "genre", "soul")),
    ("Maria Lund is a Swedish singer and songwriter whose music is Latin pop.", ("Maria Lund", "genre", "Latin pop")),
    ("The Low Tides, whose music is indie rock, formed in Leeds.", ("Low Tides", "genre", "indie rock")),
    # two trades under one article with a "whose" clause: both, and the nationality
    (
        "Maria Lund is a Swedish singer and songwriter whose music is Latin pop.",
        ("Maria Lund", "occupation", "songwriter"),
    ),
    (
        "Maria Lund is a Swedish singer and songwriter whose music is Latin pop.",
        ("Maria Lund", "nationality", "Swedish"),
    ),
    # a player's position before the name is a title, not part of the name
    ("Goalkeeper Tom Hale plays for Dunmore Town.", ("Tom Hale", "club", "Dunmore Town")),
    ("Striker Tom Hale was born in Leeds.", ("Tom Hale", "birth place", "Leeds")),
    # genres joined by "and" after a verb of playing
    ("Keira Lowe performs soul and hip hop.", ("Keira Lowe", "genre", "hip hop")),
    ("Keira Lowe plays jazz and blues.", ("Keira Lowe", "genre", "blues")),
    # a musician's noun before the name the parser made its apposition
    ("The musician Joel Hart plays country music.", ("Joel Hart", "occupation", "musician")),
    ("The musician Joel Hart plays country music.", ("Joel Hart", "genre", "country music")),
    (
        "The musician Joel Hart, who was born in Nashville, plays country music.",
        ("Joel Hart", "genre", "country music"),
    ),
]

NOT_FOUND = [
    # a deputy, a former or "a" mayor is not the mayor; no country has a mayor
    ("Tom Reed served as a deputy mayor of Leeds.", ("Leeds", "mayor", None)),
    ("Tom Reed served as the deputy mayor of Leeds.", ("Leeds", "mayor", None)),
    ("Tom Reed served as a mayor of Leeds.", ("Leeds", "mayor", None)),
    ("Tom Reed served as mayor of Norway.", ("Norway", "mayor", None)),
    ("Tom Reed was not elected mayor of Leeds.", ("Leeds", "mayor", None)),
    # a governor of a bank, a mayor of a club: no place's leader
    ("Daniel Okoro was governor of the Bank of Kelsey.", ("Bank of Kelsey", "governor", None)),
    ("Daniel Okoro served as governor of the Bank of Kelsey.", ("Bank of Kelsey", "governor", None)),
    ("Daniel Okoro is mayor of Lenmouth Rovers.", ("Lenmouth Rovers", "mayor", None)),
    # a member of parliament represents a town, not a team; a bare national side is no club
    ("Tom Hale represents Leeds in parliament.", ("Tom Hale", "club", None)),
    ("Anna Berg represents the national team.", ("Anna Berg", "club", None)),
    ("Victor Lind used to play for Sweden.", ("Victor Lind", "club", None)),
    # a position is no occupation
    ("Goalkeeper Tom Hale plays for Dunmore Town.", ("Tom Hale", "occupation", None)),
    # joining a body that is no club; a genre written with "and" stays one
    ("Pavel Sykora joined NASA in 1966.", ("Pavel Sykora", "club", None)),
    ("Pavel Sykora joined the Royal Air Force.", ("Pavel Sykora", "club", None)),
    ("Keira Lowe plays rock and roll.", ("Keira Lowe", "genre", "roll")),
    ("Keira Lowe plays jazz and the guitar.", ("Keira Lowe", "genre", "guitar")),
    # a club whose clause is about something else
    ("Tomas Navarro is a footballer whose club is based in Madrid.", ("Tomas Navarro", "club", None)),
    # a band has no occupation; a group noun before a name gives none
    ("The band Blue Harbour, whose style is reggae, toured Japan.", ("Blue Harbour", "occupation", None)),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_found(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "unwanted"), NOT_FOUND)
def test_not_found(extractor: SpacyRulesV2Extractor, text: str, unwanted: tuple[str, str, str | None]) -> None:
    entity, relation, value = unwanted
    got = facts_of(extractor, text)
    assert not matching(got, entity, relation, value), got


def test_past_term_keeps_its_span(extractor: SpacyRulesV2Extractor) -> None:
    """A mayor's term of years is the fact's qualifier, so a past mayor never conflicts with
    the present one; the quote is the text's own."""
    text = "Gerald Pike served as mayor of Leeds from 1990 to 1998."
    facts = [f for f in extractor.extract([text])[0] if f.relation == "mayor"]
    assert facts and facts[0].qualifier == "from 1990 to 1998"
    assert all("mayor of Leeds" in text[f.start : f.end] for f in facts)
