"""``spacy-rules.v2`` precision, fourth pass: sentence shapes that tempt a rule into a fact the
text does not state, on any kind of text. A question asks, a condition's main clause supposes, a
plan ("is planned to be built by") intends: none states a fact. A perfect tense ("had founded
X in 1850") is active, so the date is X's, not the founder's; "which" as the object of a relative
clause ("the arch, which Tom Vell completed in 1901") is the noun before it. A one-word class
noun after a possessive ("The Mayor's Bridge") is a fragment of a name, never an entity; so is a
one-word name cut from its lowercase head noun ("Bakewell stew"). A superlative ranked below the
first ("the second largest city") names no value of the relation; a nationality noun ("an American
National, Ada Price") and a team's class ("a Norland League side") are nobody's name or
occupation. A made thing's measures and stuff are never its maker's ("Ada Price wrote X, and it
has 300 pages"), nor its place's ("X is in Marlow which ... is made of granite").

Each case is one sentence (or two) with a wrong fact that must be absent and a right fact of the
same text that must stay. Every sentence is written for these tests (names invented), in the
held-out kinds too (dishes, books, teams, universities, monuments)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

# (text, a wrong fact, a right fact of the same text); "*" in a wrong fact is any entity or relation.
CASES: list[tuple[str, Key, Key]] = [
    # a question states nothing, and names no subject for the next sentence
    (
        "Was the Hollin Monument designed by Ada Price? Tom Vell was born in Marlow.",
        ("*", "*", "Ada Price"),
        ("Tom Vell", "birth place", "Marlow"),
    ),
    (
        "Is Bakewell stew from Norland? Ada Price was born in Lenmouth.",
        ("Bakewell", "*", "Norland"),
        ("Ada Price", "birth place", "Lenmouth"),
    ),
    (
        "Is Kelsey Rovers managed by Tom Vell? The club was founded in 1880.",
        ("Kelsey Rovers", "manager", "Tom Vell"),
        ("Kelsey Rovers", "founded", "1880"),
    ),
    # a condition's main clause supposes; a clause about a noun beside it still states
    (
        "Kelsey Rovers, founded in 1880, will play in the Norland League if they win the final.",
        ("Kelsey Rovers", "league", "Norland League"),
        ("Kelsey Rovers", "founded", "1880"),
    ),
    (
        "Bakewell stew comes from Norland and, if it is served cold, is eaten in Lenmouth.",
        ("Bakewell stew", "*", "cold"),
        ("Bakewell stew", "region", "Norland"),
    ),
    # a plan is no event
    (
        "The Hollin Monument is planned to be built by Tom Vell, who was born in Marlow.",
        ("Hollin Monument", "*", "Tom Vell"),
        ("Tom Vell", "birth place", "Marlow"),
    ),
    # a perfect tense is active: the thing founded has the date, not its founder
    (
        "Ada Price had founded the University of Lenmouth in 1850.",
        ("Ada Price", "*", "1850"),
        ("University of Lenmouth", "founded", "1850"),
    ),
    (
        "Tom Vell had founded Kelsey Rovers in 1880 and was born in Marlow.",
        ("Tom Vell", "*", "1880"),
        ("Kelsey Rovers", "founded", "1880"),
    ),
    # "which" as a relative clause's object is the noun before it, never the clause's subject
    (
        "The Hollin Monument, which Tom Vell completed in 1901, stands in Lenmouth.",
        ("Tom Vell", "*", "1901"),
        ("Hollin Monument", "completion date", "1901"),
    ),
    (
        "The university, which Ada Price founded in 1850, stands in Lenmouth, the capital of Norland.",
        ("Ada Price", "*", "1850"),
        ("Norland", "capital", "Lenmouth"),
    ),
    # a class noun after a possessive is the tail of a name, no entity of its own
    (
        "The Mayor's Bridge in Lenmouth was built in 1890 by Tom Vell, who was born in Marlow.",
        ("Bridge", "*", "1890"),
        ("Tom Vell", "birth place", "Marlow"),
    ),
    (
        "The Poet's Monument, designed by Ada Price, stands in Lenmouth, the capital of Norland.",
        ("Monument", "*", "Ada Price"),
        ("Norland", "capital", "Lenmouth"),
    ),
    (
        "The Chairman's Trophy was founded in 1920 by Kelsey Rovers, who play in the Norland League.",
        ("Trophy", "*", "1920"),
        ("Kelsey Rovers", "league", "Norland League"),
    ),
    # a nationality noun is no one's name; the name a comma sets after it is
    (
        "The Silent Harbour was written by an American National, Ada Price.",
        ("Silent Harbour", "*", "American National"),
        ("Silent Harbour", "author", "Ada Price"),
    ),
    (
        "Bakewell stew was first cooked by a US National, Tom Vell, and comes from Norland.",
        ("Bakewell stew", "*", "US National"),
        ("Bakewell stew", "creator", "Tom Vell"),
    ),
    # a superlative ranked below the first names no value of it
    (
        "Tom Vell was born in Marlow, the second largest city of Norland.",
        ("Norland", "largest city", "Marlow"),
        ("Tom Vell", "birth place", "Marlow"),
    ),
    (
        "The Hollin Monument stands in Marlow, which is the largest city in Norland after Lenmouth.",
        ("Norland", "largest city", "Marlow"),
        ("Hollin Monument", "location", "Marlow"),
    ),
    # a team's class ("a Norland League side") is no occupation
    (
        "Kelsey Rovers, a Norland League side, play at Hollin Park.",
        ("Kelsey Rovers", "occupation", "norland league side"),
        ("Kelsey Rovers", "ground", "Hollin Park"),
    ),
    # a one-word name the parser cut from its lowercase head noun ("Bakewell | stew") is the whole name
    (
        "Bakewell stew from Norland contains lamb and is served hot.",
        ("Bakewell", "*", "lamb"),
        ("Bakewell stew", "ingredient", "lamb"),
    ),
    # a thing's fact in a relative clause on its place is the thing's, never the place's
    (
        "The Hollin Monument is located in Marlow which is in Norland and is made of granite.",
        ("Marlow", "*", "granite"),
        ("Hollin Monument", "material", "granite"),
    ),
    # a made thing's own measures and stuff are never its maker's
    (
        "Ada Price wrote The Silent Harbour, and it has 300 pages.",
        ("Ada Price", "*", "300"),
        ("Silent Harbour", "number of pages", "300"),
    ),
    (
        "The Hollin Monument was designed by Tom Vell, made of granite and completed in 1901.",
        ("Tom Vell", "*", "granite"),
        ("Hollin Monument", "material", "granite"),
    ),
]


def _matches(key: Key, wrong: Key) -> bool:
    return wrong[0] in ("*", key[0]) and wrong[1] in ("*", key[1]) and key[2] == wrong[2]


@pytest.mark.parametrize(("text", "wrong", "right"), CASES, ids=[f"{w[0]} / {w[2]}" for _, w, _ in CASES])
def test_the_unstated_fact_is_absent_and_the_stated_one_stays(
    extractor: SpacyRulesV2Extractor, text: str, wrong: Key, right: Key
) -> None:
    found = facts_of(extractor, text)
    assert not [key for key in found if _matches(key, wrong)]
    assert right in found
