"""Session 26: kinds of text no rule was written for before (musicians, vehicles, bodies in the
sky): a musician's or a band's genre ("a jazz musician", "X plays soul music", "His genre is
rock") with the occupation the role alone; a vehicle's name before its class noun ("the Baltic
Arrow train"); a catalogue number that opens a name after its class noun ("the asteroid 2411
Holmdale"); and the near misses: a thing's class noun before its name is no occupation ("the
rocket Aster 2"), a session musician has no genre, a house band no house music."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of, matching

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND = [
    # a genre before a music maker's noun, in a copula, an apposition, a title before the name
    ("Dario Fenwick is a jazz musician who was born in Kelsford.", ("Dario Fenwick", "genre", "jazz")),
    ("Dario Fenwick is a jazz musician who was born in Kelsford.", ("Dario Fenwick", "occupation", "musician")),
    ("Lena Voss is a German pop singer.", ("Lena Voss", "genre", "pop")),
    ("Lena Voss is a German pop singer.", ("Lena Voss", "occupation", "singer")),
    ("The Harbour Lights are a British indie rock band.", ("Harbour Lights", "genre", "indie rock")),
    ("Tobias Renner, a hip hop artist, was born in Vell.", ("Tobias Renner", "genre", "hip hop")),
    ("Tobias Renner, a hip hop artist, was born in Vell.", ("Tobias Renner", "birth place", "Vell")),
    # the genre as the object of a verb of playing
    ("Tobias Renner plays rock music.", ("Tobias Renner", "genre", "rock music")),
    ("Mara Quell performs soul music.", ("Mara Quell", "genre", "soul music")),
    ("Mara Quell sings the blues.", ("Mara Quell", "genre", "blues")),
    ("Asha Menon performs Indian classical music.", ("Asha Menon", "genre", "classical music")),
    ("Pop music is performed by Jenna Faye.", ("Jenna Faye", "genre", "Pop music")),
    # the genre named by a relation noun
    ("Tobias Renner was born in Vell. His genre is rock.", ("Tobias Renner", "genre", "rock")),
    ("The genre of Tobias Renner is rock and roll.", ("Tobias Renner", "genre", "rock and roll")),
    ("Kwame Osei's musical genre is reggae.", ("Kwame Osei", "genre", "reggae")),
    # a written work's genre still reads as before
    ("Kelsey Road's genre is science fiction.", ("Kelsey Road", "genre", "science fiction")),
    # a catalogue number opens a name after a class noun of a body in the sky
    (
        "The asteroid 2411 Holmdale was discovered by Karl Reinmuth.",
        ("2411 Holmdale", "discovered by", "Karl Reinmuth"),
    ),
    # a nationality right after the article of a role noun beside a person's name
    ("Jonas Lind, a Danish footballer, plays for FC Kelsby.", ("Jonas Lind", "nationality", "Danish")),
    ("Ivan Petrov, a Russian diplomat, was born in Moscow.", ("Ivan Petrov", "nationality", "Russian")),
    # a player's position noun with "for" names the club, also a club name the tagger takes for a place
    ("Felix Harte was a midfielder for Lenmouth City.", ("Felix Harte", "club", "Lenmouth City")),
    ("Felix Harte is a winger for Kelby Town and was born in 1988.", ("Felix Harte", "club", "Kelby Town")),
    ("Felix Harte played as a goalkeeper for Lenmouth City.", ("Felix Harte", "club", "Lenmouth City")),
    # a leader's title with "the" set beside a person's name
    ("Grace Odum, the mayor of Port Ellis, graduated from Kelsey University.", ("Port Ellis", "mayor", "Grace Odum")),
    ("Tom Reed, the creator of the Black Lantern, was born in Vell.", ("Black Lantern", "creator", "Tom Reed")),
    # "the" before a trade set beside a person's name
    ("Louis Boyer, the French astronomer, died in Algiers.", ("Louis Boyer", "occupation", "astronomer")),
    ("Louis Boyer, the French astronomer, died in Algiers.", ("Louis Boyer", "nationality", "French")),
    ("The book was written by Anna Pell, the American novelist.", ("Anna Pell", "occupation", "novelist")),
    # a vehicle's name before its class noun
    ("The Falcon 40 aircraft was built by Kelsey Aviation.", ("Falcon 40", "built by", "Kelsey Aviation")),
]

NOT_FOUND = [
    # a session musician, a studio band, a house band: no genre
    ("Tom Hale is a session musician.", ("Tom Hale", "genre", None)),
    ("The Vell Players are a house band.", ("Vell Players", "genre", None)),
    # "jazz musician" is no occupation once the genre is read apart
    ("Dario Fenwick is a jazz musician.", ("Dario Fenwick", "occupation", "jazz musician")),
    # a band has no occupation
    ("The Harbour Lights are a British indie rock band.", ("Harbour Lights", "occupation", None)),
    # a thing's class noun before its name is no occupation
    ("The rocket Aster 2 was launched from Kourou.", ("Aster 2", "occupation", None)),
    ("The asteroid 2411 Holmdale was discovered by Karl Reinmuth.", ("2411 Holmdale", "occupation", None)),
    ("The satellite Vela 4 was launched in 1967.", ("Vela 4", "occupation", None)),
    # a nationality word that is no person's nationality
    ("Jonas Lind, a member of the Danish team, was born in Aarhus.", ("Jonas Lind", "nationality", None)),
    # a national side is no club; "a mayor" is one of several
    ("Felix Harte is a striker for Brazil.", ("Felix Harte", "club", None)),
    ("Tom Reed, a mayor of Port Ellis, died in 1990.", ("Port Ellis", "mayor", None)),
    # "the" before a role in one event is no trade
    ("Tom Reed, the backup pilot, was born in Ohio.", ("Tom Reed", "occupation", None)),
    ("Tom Reed, the commander, was born in Ohio.", ("Tom Reed", "occupation", None)),
    # a faith or a party is no nationality
    ("Albert Greene was a Democratic politician.", ("Albert Greene", "nationality", None)),
    ("Albert Greene is a Catholic priest.", ("Albert Greene", "nationality", None)),
    ("Albert Greene, a Conservative politician, died in 1990.", ("Albert Greene", "nationality", None)),
    # playing an instrument or for a team is no genre
    ("Tobias Renner plays the guitar.", ("Tobias Renner", "genre", None)),
    ("Tobias Renner plays for Kelsey Rovers.", ("Tobias Renner", "genre", None)),
    ("Tobias Renner does not play jazz.", ("Tobias Renner", "genre", None)),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_found(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "unwanted"), NOT_FOUND)
def test_not_found(extractor: SpacyRulesV2Extractor, text: str, unwanted: tuple[str, str, str | None]) -> None:
    entity, relation, value = unwanted
    got = facts_of(extractor, text)
    assert not matching(got, entity, relation, value), got


def test_genre_quote_is_the_text(extractor: SpacyRulesV2Extractor) -> None:
    """A genre read out of an occupation keeps an exact span of the text."""
    text = "Lena Voss is a German pop singer."
    facts = extractor.extract([text])[0]
    genre = [f for f in facts if f.relation == "genre"]
    assert genre and all("pop" in text[f.start : f.end] for f in genre)
