"""``spacy-rules.v2`` on sports teams and clubs (session 23), in the shapes short encyclopedic
descriptions take: copula, possessive, passive, "which"/"whose" clauses, appositions, lists
joined by "and", several facts to a sentence, "It"/"Its"/"They" in a second sentence.

Relations: ground, league, manager, chairman, president, full name, number of members (a club's
members, or its ground's capacity as DBpedia counts them), season, champions, nickname,
founded, location, owner, tenant of a stadium.

Every sentence is written for these tests (invented clubs, grounds, people and places). Every
fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, tuple[Key, ...]]] = [
    # ground: copula, possessive, apposition, relative clauses, passive "home of"
    ("The ground of Kelsey Athletic is Baxter Park.", (("Kelsey Athletic", "ground", "Baxter Park"),)),
    ("Kelsey Athletic's home stadium is Baxter Park.", (("Kelsey Athletic", "ground", "Baxter Park"),)),
    ("Baxter Park is the home ground of Kelsey Athletic.", (("Kelsey Athletic", "ground", "Baxter Park"),)),
    (
        "Kelsey Athletic, whose ground is Baxter Park, play in the Southern League.",
        (("Kelsey Athletic", "ground", "Baxter Park"), ("Kelsey Athletic", "league", "Southern League")),
    ),
    (
        "Kelsey Athletic play their home matches at Baxter Park in Lenmouth.",
        (("Kelsey Athletic", "ground", "Baxter Park"),),
    ),
    (
        "Kelsey Athletic's ground, Baxter Park, can seat 30,000 people.",
        (("Kelsey Athletic", "ground", "Baxter Park"), ("Kelsey Athletic", "number of members", "30,000")),
    ),
    (
        "Baxter Park, the home of Kelsey Athletic, is in Tarrow.",
        (("Kelsey Athletic", "ground", "Baxter Park"),),
    ),
    (
        "Kelsey Athletic, who play at Baxter Park, were founded in 1887.",
        (("Kelsey Athletic", "ground", "Baxter Park"), ("Kelsey Athletic", "founded", "1887")),
    ),
    ("Kelsey Athletic's stadium is called Baxter Park.", (("Kelsey Athletic", "ground", "Baxter Park"),)),
    ("Kelsey Athletic has its home ground at Baxter Park.", (("Kelsey Athletic", "ground", "Baxter Park"),)),
    # league
    (
        "Tarrow United compete in the Northern Premier League.",
        (("Tarrow United", "league", "Northern Premier League"),),
    ),
    (
        "Tarrow United's league is the Northern Premier League.",
        (("Tarrow United", "league", "Northern Premier League"),),
    ),
    (
        "Tarrow United play in the Northern Premier League and their ground is the Tarrow Arena.",
        (("Tarrow United", "league", "Northern Premier League"), ("Tarrow United", "ground", "Tarrow Arena")),
    ),
    (
        "Tarrow United is a football club which plays in the Northern Premier League.",
        (("Tarrow United", "league", "Northern Premier League"),),
    ),
    # manager
    ("Tom Baxter manages Tarrow United.", (("Tarrow United", "manager", "Tom Baxter"),)),
    ("Tarrow United are managed by Tom Baxter.", (("Tarrow United", "manager", "Tom Baxter"),)),
    ("The manager of Tarrow United is Tom Baxter.", (("Tarrow United", "manager", "Tom Baxter"),)),
    ("Tom Baxter is the manager of Tarrow United.", (("Tarrow United", "manager", "Tom Baxter"),)),
    ("Tarrow United's coach is Tom Baxter.", (("Tarrow United", "manager", "Tom Baxter"),)),
    (
        "Tarrow United's manager, Tom Baxter, was born in Lenmouth.",
        (("Tarrow United", "manager", "Tom Baxter"),),
    ),
    (
        "Tarrow United is managed by Tom Baxter, who once played for Lenmouth Rovers.",
        (("Tarrow United", "manager", "Tom Baxter"), ("Tom Baxter", "club", "Lenmouth Rovers")),
    ),
    (
        "Tarrow United is managed by Tom Baxter and chaired by Ada Price.",
        (("Tarrow United", "manager", "Tom Baxter"), ("Tarrow United", "chairman", "Ada Price")),
    ),
    ("Tom Baxter is the head coach of Tarrow United.", (("Tarrow United", "manager", "Tom Baxter"),)),
    # chairman, president
    ("The chairman of Tarrow United is Ada Price.", (("Tarrow United", "chairman", "Ada Price"),)),
    ("Ada Price is the president of Tarrow United.", (("Tarrow United", "president", "Ada Price"),)),
    ("Tarrow United's president is Ada Price.", (("Tarrow United", "president", "Ada Price"),)),
    (
        "Tarrow United, whose chairman is Ada Price, is managed by Tom Baxter.",
        (("Tarrow United", "chairman", "Ada Price"), ("Tarrow United", "manager", "Tom Baxter")),
    ),
    # full name
    (
        "The full name of Kelsey Athletic is Kelsey Athletic Football Club.",
        (("Kelsey Athletic", "full name", "Kelsey Athletic Football Club"),),
    ),
    (
        "Kelsey Athletic's full name is Kelsey Athletic Football Club.",
        (("Kelsey Athletic", "full name", "Kelsey Athletic Football Club"),),
    ),
    (
        'Kelsey Athletic has the full name "Kelsey Athletic Football Club".',
        (("Kelsey Athletic", "full name", "Kelsey Athletic Football Club"),),
    ),
    # number of members
    ("Kelsey Athletic has 12,000 members.", (("Kelsey Athletic", "number of members", "12,000"),)),
    (
        "Kelsey Athletic has 12,000 members and plays in the Southern League.",
        (("Kelsey Athletic", "number of members", "12,000"), ("Kelsey Athletic", "league", "Southern League")),
    ),
    ("The number of members of Kelsey Athletic is 12,000.", (("Kelsey Athletic", "number of members", "12,000"),)),
    ("Kelsey Athletic's membership is 12,000.", (("Kelsey Athletic", "number of members", "12,000"),)),
    (
        "Kelsey Athletic play at Baxter Park, which holds 30,000 spectators.",
        (("Kelsey Athletic", "ground", "Baxter Park"), ("Kelsey Athletic", "number of members", "30,000")),
    ),
    # season, champions
    (
        "Kelsey Athletic played in the 2015–16 Southern League season.",
        (("Kelsey Athletic", "season", "2015–16 Southern League"),),
    ),
    (
        "Kelsey Athletic are the current champions of the Southern League.",
        (("Southern League", "champions", "Kelsey Athletic"),),
    ),
    (
        "The champions of the Southern League are Kelsey Athletic.",
        (("Southern League", "champions", "Kelsey Athletic"),),
    ),
    (
        "The Southern League, whose current champions are Kelsey Athletic, has 22 teams.",
        (("Southern League", "champions", "Kelsey Athletic"),),
    ),
    # nickname
    ("Kelsey Athletic's nickname is the Owls.", (("Kelsey Athletic", "nickname", "Owls"),)),
    ("Kelsey Athletic, nicknamed the Owls, play at Baxter Park.", (("Kelsey Athletic", "nickname", "Owls"),)),
    ("The nickname of Kelsey Athletic is the Owls.", (("Kelsey Athletic", "nickname", "Owls"),)),
    # founded
    ("Kelsey Athletic was established in 1887.", (("Kelsey Athletic", "founded", "1887"),)),
    ("Kelsey Athletic was formed in 1887.", (("Kelsey Athletic", "founded", "1887"),)),
    (
        "Founded in 1887, Kelsey Athletic play in the Southern League.",
        (("Kelsey Athletic", "founded", "1887"), ("Kelsey Athletic", "league", "Southern League")),
    ),
    # location
    ("Kelsey Athletic is a football club based in Lenmouth.", (("Kelsey Athletic", "location", "Lenmouth"),)),
    ("Kelsey Athletic is a football club from Lenmouth.", (("Kelsey Athletic", "location", "Lenmouth"),)),
    # owner
    ("Kelsey Athletic is owned by the Price Group.", (("Kelsey Athletic", "owner", "Price Group"),)),
    ("The owner of Kelsey Athletic is Ada Price.", (("Kelsey Athletic", "owner", "Ada Price"),)),
    # tenant
    ("The tenants of Baxter Park are Kelsey Athletic.", (("Baxter Park", "tenant", "Kelsey Athletic"),)),
    # several facts, several clauses; a club's name the pipeline tags as a person's
    (
        "Kelsey Athletic, who are managed by Tom Baxter, play at Baxter Park.",
        (("Kelsey Athletic", "manager", "Tom Baxter"), ("Kelsey Athletic", "ground", "Baxter Park")),
    ),
    (
        "Kelsey Athletic's ground is Baxter Park, which has a capacity of 30,000.",
        (("Kelsey Athletic", "ground", "Baxter Park"), ("Kelsey Athletic", "number of members", "30,000")),
    ),
    (
        "Tom Baxter is the manager of Kelsey Athletic, whose chairman is Ada Price.",
        (("Kelsey Athletic", "manager", "Tom Baxter"), ("Kelsey Athletic", "chairman", "Ada Price")),
    ),
    (
        "Kelsey Athletic has 12,000 members, and its ground is Baxter Park.",
        (("Kelsey Athletic", "number of members", "12,000"), ("Kelsey Athletic", "ground", "Baxter Park")),
    ),
    ("AC Norvik is a football club in Serie B.", (("AC Norvik", "league", "Serie B"),)),
    ("Kelsey Athletic is a football club in the Southern League.", (("Kelsey Athletic", "league", "Southern League"),)),
    (
        "AC Norvik, which was founded in 1905, plays in Serie B.",
        (("AC Norvik", "founded", "1905"), ("AC Norvik", "league", "Serie B")),
    ),
    (
        "AC Norvik's manager is Carl Dunmore and its chairman is Rita Okafor.",
        (("AC Norvik", "manager", "Carl Dunmore"), ("AC Norvik", "chairman", "Rita Okafor")),
    ),
    (
        "Carl Dunmore manages AC Norvik, which plays in Serie B.",
        (("AC Norvik", "manager", "Carl Dunmore"), ("AC Norvik", "league", "Serie B")),
    ),
    ("AC Norvik play their home games at the Stadio Norvik.", (("AC Norvik", "ground", "Stadio Norvik"),)),
    ("AC Norvik competed in the 2016–17 Serie B.", (("AC Norvik", "season", "2016–17 Serie B"),)),
    ("Serie B's current champions are AC Norvik.", (("Serie B", "champions", "AC Norvik"),)),
    (
        "AC Norvik's full name is Associazione Calcio Norvik.",
        (("AC Norvik", "full name", "Associazione Calcio Norvik"),),
    ),
    (
        "AC Norvik is owned by Rita Okafor and plays in Serie B.",
        (("AC Norvik", "owner", "Rita Okafor"), ("AC Norvik", "league", "Serie B")),
    ),
    (
        "The Stadio Norvik, which holds 20,000 people, is the ground of AC Norvik.",
        (("AC Norvik", "ground", "Stadio Norvik"), ("AC Norvik", "number of members", "20,000")),
    ),
    (
        "Kelsey Athletic is a football club in Lenmouth, Norvania.",
        (("Kelsey Athletic", "location", "Lenmouth"),),
    ),
    # a second batch, written after the rules of the first: brackets, seasons, titles
    (
        "The manager of AC Norvik, which plays in Serie B, is Carl Dunmore.",
        (("AC Norvik", "manager", "Carl Dunmore"), ("AC Norvik", "league", "Serie B")),
    ),
    (
        "AC Norvik has 20,000 members and their home ground is the Stadio Norvik.",
        (("AC Norvik", "number of members", "20,000"), ("AC Norvik", "ground", "Stadio Norvik")),
    ),
    (
        "AC Norvik (full name Associazione Calcio Norvik) play in Serie B.",
        (("AC Norvik", "full name", "Associazione Calcio Norvik"), ("AC Norvik", "league", "Serie B")),
    ),
    (
        "Associazione Calcio Norvik is the full name of AC Norvik.",
        (("AC Norvik", "full name", "Associazione Calcio Norvik"),),
    ),
    (
        "Rita Okafor is chairman of AC Norvik, who have 20,000 members.",
        (("AC Norvik", "chairman", "Rita Okafor"), ("AC Norvik", "number of members", "20,000")),
    ),
    (
        "With 20,000 members, AC Norvik plays in Serie B.",
        (("AC Norvik", "number of members", "20,000"), ("AC Norvik", "league", "Serie B")),
    ),
    ("Lenmouth City are the reigning champions of Serie B.", (("Serie B", "champions", "Lenmouth City"),)),
    ("Lenmouth City are the current Serie B champions.", (("Serie B", "champions", "Lenmouth City"),)),
    ("AC Norvik played in Serie B in the 2014–15 season.", (("AC Norvik", "season", "2014–15 Serie B"),)),
    ("In the 2014–15 season, AC Norvik competed in Serie B.", (("AC Norvik", "season", "2014–15 Serie B"),)),
    ("AC Norvik's home is the Stadio Norvik.", (("AC Norvik", "ground", "Stadio Norvik"),)),
    (
        "AC Norvik's stadium, the Stadio Norvik, holds 20,000.",
        (("AC Norvik", "ground", "Stadio Norvik"), ("AC Norvik", "number of members", "20,000")),
    ),
    ("Carl Dunmore, who manages AC Norvik, was born in Lenmouth.", (("AC Norvik", "manager", "Carl Dunmore"),)),
    ("AC Norvik is led by manager Carl Dunmore.", (("AC Norvik", "manager", "Carl Dunmore"),)),
    ("AC Norvik's president, Rita Okafor, was born in Lenmouth.", (("AC Norvik", "president", "Rita Okafor"),)),
    (
        "AC Norvik, established in 1905, plays in Serie B.",
        (("AC Norvik", "founded", "1905"), ("AC Norvik", "league", "Serie B")),
    ),
    ("AC Norvik is nicknamed the Wolves.", (("AC Norvik", "nickname", "Wolves"),)),
    (
        "The Stadio Norvik has a capacity of 20,000 and is the home of AC Norvik.",
        (("AC Norvik", "ground", "Stadio Norvik"), ("AC Norvik", "number of members", "20,000")),
    ),
    ("Norvik Holdings owns AC Norvik.", (("AC Norvik", "owner", "Norvik Holdings"),)),
    ("The Stadio Norvik's tenant is AC Norvik.", (("Stadio Norvik", "tenant", "AC Norvik"),)),
    (
        "AC Norvik is a football club that plays its home matches at the Stadio Norvik.",
        (("AC Norvik", "ground", "Stadio Norvik"),),
    ),
    (
        "Carl Dunmore is the manager of AC Norvik, which was founded in 1905.",
        (("AC Norvik", "manager", "Carl Dunmore"), ("AC Norvik", "founded", "1905")),
    ),
    (
        "The full name of AC Norvik, who play in Serie B, is Associazione Calcio Norvik.",
        (("AC Norvik", "full name", "Associazione Calcio Norvik"), ("AC Norvik", "league", "Serie B")),
    ),
    ("Tom F. Baxter is the manager of AC Norvik.", (("AC Norvik", "manager", "Tom F. Baxter"),)),
    # a third batch: the name in apposition hung on the club; "Its" after a club's name
    (
        "The ground of Harwick Town F.C., Brennan Park, has 4,000 seats.",
        (("Harwick Town F.C.", "ground", "Brennan Park"),),
    ),
    (
        "Harwick Town F.C. has 8,000 members. Its chairman is Mara Quist.",
        (("Harwick Town F.C.", "number of members", "8,000"), ("Harwick Town F.C.", "chairman", "Mara Quist")),
    ),
    # a second sentence: "Its", "They", "The club"; a league's letter ("Serie B.") ends a sentence
    (
        "AC Norvik play in Serie B. They are managed by Carl Dunmore.",
        (("AC Norvik", "league", "Serie B"), ("AC Norvik", "manager", "Carl Dunmore")),
    ),
    (
        "Kelsey Rovers play in Serie B. Its manager is Carl Dunmore.",
        (("Kelsey Rovers", "league", "Serie B"), ("Kelsey Rovers", "manager", "Carl Dunmore")),
    ),
    (
        "AC Norvik play in Serie A. The club was founded in 1905.",
        (("AC Norvik", "league", "Serie A"), ("AC Norvik", "founded", "1905")),
    ),
    ("AC Norvik is a football club. Its ground is the Stadio Norvik.", (("AC Norvik", "ground", "Stadio Norvik"),)),
    (
        "Tarrow United play in the Northern Premier League. Its manager is Tom Baxter.",
        (("Tarrow United", "manager", "Tom Baxter"),),
    ),
    (
        "Tarrow United is a football club. They play their home games at the Tarrow Arena.",
        (("Tarrow United", "ground", "Tarrow Arena"),),
    ),
    (
        "Tarrow United is a football club in Lenmouth. The club has 9,000 members.",
        (("Tarrow United", "number of members", "9,000"),),
    ),
]

# Known misses, each a parse the rules cannot read yet: "compete" tagged as a noun inside a
# "in which" clause; "are based" coordinated with a "play" read as a noun. ("the club" after a
# clause on the club in the same sentence is read since test_teams_v4.py.)
KNOWN_MISSES: list[tuple[str, Key]] = [
    # (round 14: "The Northern Premier League, in which Tarrow United compete, ..." is found now,
    # see test_teams_v8.py)
    (
        "Kelsey Athletic play in the Southern League and are based in Lenmouth.",
        ("Kelsey Athletic", "location", "Lenmouth"),
    ),
]

GUARDS: list[tuple[str, str]] = [
    # a player is no club: no ground, league or manager of a person
    ("Tom Baxter played for Kelsey Athletic at Baxter Park.", "ground"),
    ("Tom Baxter plays in the Southern League.", "league"),
    # deputies, former holders
    ("The assistant manager of Tarrow United is Tom Baxter.", "manager"),
    ("Ada Price is the vice-chairman of Tarrow United.", "chairman"),
    ("Tom Baxter, the former manager of Tarrow United, was born in Lenmouth.", "manager"),
    ("Kelsey Athletic's former ground is Baxter Park.", "ground"),
    # a ground's seats with no club; players are no members
    ("Baxter Park has 30,000 seats.", "number of members"),
    ("Kelsey Athletic has 30 players.", "number of members"),
    # a cup is no league; a relegation is no league
    ("Kelsey Athletic were relegated from the Southern League in 1998.", "league"),
    # the fans' nickname is not the club's
    ("Kelsey Athletic's fans are known as the Owls.", "nickname"),
    # a relegation or a move is no founding
    ("Kelsey Athletic was relegated in 1998.", "founded"),
    ("Kelsey Athletic moved to Baxter Park in 1990.", "founded"),
    # rivals, opponents
    ("Kelsey Athletic's rivals are Tarrow United.", "ground"),
    ("Kelsey Athletic beat Tarrow United at Baxter Park.", "ground"),
    # a manager of a shop is no club manager of the club
    ("Tom Baxter, the manager of a shop in Tarrow, supports Kelsey Athletic.", "manager"),
    # the league's count of teams is no members' count of a club
    ("The Southern League has 22 teams.", "number of members"),
    # the club that lost the final is no champion
    ("Tarrow United lost to Kelsey Athletic in the Southern League final.", "champions"),
    # a town is no ground; a former ground or home is none
    ("Lenmouth, the home of Kelsey Athletic, is in Norvania.", "ground"),
    ("Kelsey Athletic's former ground, Baxter Park, was opened in 1901.", "ground"),
    ("Baxter Park, the former home of Kelsey Athletic, is in Lenmouth.", "ground"),
    ("Kelsey Athletic had its home ground at Baxter Park until 1990.", "ground"),
    # a fronted founding with no name, a birth
    ("Founded in 1887, the club plays in the Southern League.", "founded"),
    ("Born in 1950, Tom Baxter plays for Kelsey Athletic.", "founded"),
    # a person's coach is no manager; a company is based, not located
    ("Tom Baxter's coach is Ada Price.", "manager"),
    ("Kelsey Bank is based in Lenmouth.", "location"),
    # a player is no club: no location, occupation stays
    ("Tom Baxter is a football player from Lenmouth.", "location"),
    # a club is no person: no occupation
    ("Kelsey Athletic is a football club.", "occupation"),
    ("Tarrow United is a football club which plays in the Northern Premier League.", "occupation"),
    # former or past champions; a player's season; a player "led by"; a person's full name or home
    ("Kelsey Athletic are the former Serie B champions.", "champions"),
    ("Kelsey Athletic were the Serie B champions.", "champions"),
    ("Tom Baxter played in Serie B in the 2014–15 season.", "season"),
    ("AC Norvik is led by striker Tom Baxter.", "manager"),
    # (a person's "(full name Y)" is their full name: people_v2 reads it, tests/extract/test_people_v3.py)
    ("Tom Baxter's home is Kelsey Park.", "ground"),
    ("Ky (full name Kybbo) Kyrowski is a comic character.", "full name"),  # a bracket inside a name
    # a person in apposition to the club is no ground; nor is a ground noun's town
    ("The manager of Harwick Town F.C., Owen Tully, was born in Lenmouth.", "ground"),
    ("The ground of Harwick Town F.C., Brennan Park, has 4,000 seats.", "location"),
]


def test_a_league_letter_ends_a_sentence_but_no_middle_initial_does(extractor: SpacyRulesV2Extractor) -> None:
    """ "Serie B. The club ...": two sentences; "John F. Kennedy": one name."""
    found = facts_of(extractor, "AC Norvik play in Serie B. The club was founded in 1905.")
    assert ("AC Norvik", "league", "Serie B") in found
    assert ("AC Norvik", "founded", "1905") in found
    found = facts_of(extractor, "Tom F. Baxter is the manager of AC Norvik.")
    assert ("AC Norvik", "manager", "Tom F. Baxter") in found
    assert not {k for k in found if "." in k[0] and k[0] != "Tom F. Baxter"}


def test_no_relation_is_named_after_a_league(extractor: SpacyRulesV2Extractor) -> None:
    """ "the current Serie B champions": the champions of Serie B, no relation "serie b champions"."""
    found = facts_of(extractor, "Lenmouth City are the current Serie B champions.")
    assert found == {("Serie B", "champions", "Lenmouth City")}


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_team_facts_are_found(extractor: SpacyRulesV2Extractor, sentence: str, expected: tuple[Key, ...]) -> None:
    found = facts_of(extractor, sentence)
    assert set(expected) <= found, found


@pytest.mark.parametrize(("sentence", "relation"), GUARDS)
def test_near_misses_give_no_team_fact(extractor: SpacyRulesV2Extractor, sentence: str, relation: str) -> None:
    found = facts_of(extractor, sentence)
    assert not {k for k in found if k[1] == relation}, found


@pytest.mark.xfail(strict=True, reason="a parse the rules cannot read yet (see KNOWN_MISSES)")
@pytest.mark.parametrize(("sentence", "expected"), KNOWN_MISSES)
def test_known_misses(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)
