"""``spacy-rules.v2`` on sports teams and clubs, a fourth batch (session 23, second pass): shapes
the earlier files do not hold. An apposition "X, a club based in Y,", a fronted "Under manager
Y, X ...", "... and their ground is Y" after a clause on a club the pipeline tags as a person,
"X, the Y League champions,", "The Y League champions are X", "took part in / played the 2017 Y
League season", "Y, home to X,", grounds and leagues the tagger reads as towns ("Kampstadion",
"Liga Verde", "Regionalliga"), "... and they play at Y", "... and have their home ground at Y".

Every sentence is written for these tests (invented clubs, grounds, people and places). Every
fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, tuple[Key, ...]]] = [
    (
        "Brackley Wanderers, a club based in Dunhallow, play their home games at Ferris Road.",
        (("Brackley Wanderers", "location", "Dunhallow"), ("Brackley Wanderers", "ground", "Ferris Road")),
    ),
    (
        "Under manager Paul Hendry, Brackley Wanderers won promotion to the Midland League.",
        (("Brackley Wanderers", "manager", "Paul Hendry"),),
    ),
    (
        "Brackley Wanderers were founded in 1902 and their ground is Ferris Road.",
        (("Brackley Wanderers", "founded", "1902"), ("Brackley Wanderers", "ground", "Ferris Road")),
    ),
    (
        "Based in Dunhallow, Brackley Wanderers, who play in the Midland League, are chaired by Iris Vane.",
        (("Brackley Wanderers", "league", "Midland League"),),
    ),
    (
        "Ferris Road, which is located in Dunhallow, is the ground of Brackley Wanderers.",
        (("Ferris Road", "location", "Dunhallow"), ("Brackley Wanderers", "ground", "Ferris Road")),
    ),
    (
        "The home ground of Brackley Wanderers is Ferris Road, which is in Dunhallow, Veldland.",
        (("Brackley Wanderers", "ground", "Ferris Road"), ("Ferris Road", "location", "Dunhallow")),
    ),
    (
        "Brackley Wanderers have 5,500 members and are managed by Paul Hendry.",
        (("Brackley Wanderers", "number of members", "5,500"), ("Brackley Wanderers", "manager", "Paul Hendry")),
    ),
    (
        "Paul Hendry is the manager of Brackley Wanderers whose home ground is Ferris Road.",
        (("Brackley Wanderers", "manager", "Paul Hendry"), ("Brackley Wanderers", "ground", "Ferris Road")),
    ),
    ("Iris Vane is the chairwoman of Brackley Wanderers.", (("Brackley Wanderers", "chairman", "Iris Vane"),)),
    (
        "Brackley Wanderers' chairman is Iris Vane and their manager is Paul Hendry.",
        (("Brackley Wanderers", "chairman", "Iris Vane"), ("Brackley Wanderers", "manager", "Paul Hendry")),
    ),
    (
        "SV Oberkamp play in the Regionalliga. Their ground is the Kampstadion.",
        (("SV Oberkamp", "league", "Regionalliga"), ("SV Oberkamp", "ground", "Kampstadion")),
    ),
    (
        "SV Oberkamp is a football club. It has 3,200 members and its nickname is Die Löwen.",
        (("SV Oberkamp", "number of members", "3,200"),),
    ),
    (
        "SV Oberkamp, whose full name is Sportverein Oberkamp 1911, play at the Kampstadion.",
        (("SV Oberkamp", "ground", "Kampstadion"),),
    ),
    (
        "The Kampstadion is the home of SV Oberkamp, who play in the Regionalliga.",
        (("SV Oberkamp", "ground", "Kampstadion"), ("SV Oberkamp", "league", "Regionalliga")),
    ),
    (
        "SV Oberkamp's manager, Jens Holler, has managed the club since 2019.",
        (("SV Oberkamp", "manager", "Jens Holler"),),
    ),
    ("The Regionalliga champions are SV Oberkamp.", (("Regionalliga", "champions", "SV Oberkamp"),)),
    (
        "SV Oberkamp took part in the 2018–19 Regionalliga season and finished third.",
        (("SV Oberkamp", "season", "2018–19 Regionalliga"),),
    ),
    (
        "Porto Leste FC are in the Liga Verde and play at the Estádio do Mar in Porto Leste.",
        (("Porto Leste FC", "league", "Liga Verde"), ("Porto Leste FC", "ground", "Estádio do Mar")),
    ),
    (
        "The Estádio do Mar, home to Porto Leste FC, has a capacity of 18,000.",
        (("Porto Leste FC", "ground", "Estádio do Mar"), ("Porto Leste FC", "number of members", "18,000")),
    ),
    (
        "Porto Leste FC is coached by Rui Almada and is owned by the city council.",
        (("Porto Leste FC", "manager", "Rui Almada"),),
    ),
    (
        "The club Porto Leste FC is nicknamed Os Marinheiros and was founded in 1921.",
        (("Porto Leste FC", "nickname", "Os Marinheiros"), ("Porto Leste FC", "founded", "1921")),
    ),
    (
        "Rui Almada, the manager of Porto Leste FC, used to play for Vila Nova.",
        (("Porto Leste FC", "manager", "Rui Almada"),),
    ),
    (
        "Porto Leste FC's president is Ana Serrano, and the club has 9,400 members.",
        (("Porto Leste FC", "president", "Ana Serrano"), ("Porto Leste FC", "number of members", "9,400")),
    ),
    # "the club" after a clause on the club (a known miss of test_teams_v3.py)
    ("AC Norvik's chairman is Rita Okafor, and the club plays in Serie B.", (("AC Norvik", "league", "Serie B"),)),
    (
        "Porto Leste FC play in the Liga Verde, which is run by the Verde Football Federation.",
        (("Porto Leste FC", "league", "Liga Verde"),),
    ),
    (
        "Ana Serrano is president of Porto Leste FC, which competes in the Liga Verde.",
        (("Porto Leste FC", "president", "Ana Serrano"), ("Porto Leste FC", "league", "Liga Verde")),
    ),
    (
        "Glenmore Rangers play in the Highland League and have their home ground at Corrie Park, which holds 4,000 people.",
        (
            ("Glenmore Rangers", "league", "Highland League"),
            ("Glenmore Rangers", "ground", "Corrie Park"),
            ("Glenmore Rangers", "number of members", "4,000"),
        ),
    ),
    ("Glenmore Rangers' stadium is Corrie Park in Glenmore.", (("Glenmore Rangers", "ground", "Corrie Park"),)),
    (
        "Glenmore Rangers, the Highland League champions, are managed by Ewan Shaw.",
        (("Highland League", "champions", "Glenmore Rangers"), ("Glenmore Rangers", "manager", "Ewan Shaw")),
    ),
    (
        "Glenmore Rangers, known as the Stags, are chaired by Moira Bell.",
        (("Glenmore Rangers", "chairman", "Moira Bell"), ("Glenmore Rangers", "nickname", "Stags")),
    ),
    (
        "Ewan Shaw is in charge of Glenmore Rangers, a team from Glenmore.",
        (("Glenmore Rangers", "location", "Glenmore"),),
    ),
    (
        "Glenmore Rangers played the 2017 Highland League season under Ewan Shaw.",
        (("Glenmore Rangers", "season", "2017 Highland League"),),
    ),
    (
        "Glenmore Rangers, which has 2,100 members, is a member of the Highland League.",
        (("Glenmore Rangers", "number of members", "2,100"), ("Glenmore Rangers", "league", "Highland League")),
    ),
    (
        "The full name of Glenmore Rangers is Glenmore Rangers Football Club and they play at Corrie Park.",
        (
            ("Glenmore Rangers", "full name", "Glenmore Rangers Football Club"),
            ("Glenmore Rangers", "ground", "Corrie Park"),
        ),
    ),
    (
        "Glenmore Rangers's ground is called Corrie Park and is located in Glenmore.",
        (("Glenmore Rangers", "ground", "Corrie Park"),),
    ),
]

# Known misses of this batch, each a parse or a wording the rules cannot read yet: a fronted
# "Based in Y," the parser joins to the name; a second "its" in one sentence; a year inside a
# full name; "have won Y and are the current champions"; "manages X and Z is its chairman" with
# the club read as a modifier; a fronted "With its ground at Y,"; "play at" after "are in Y and";
# "known as" (an alternative name);
# "Y is where X play"; the ground's town in "X's ground is called Y and is located in Z".
KNOWN_MISSES: list[tuple[str, Key]] = [
    (
        "Based in Dunhallow, Brackley Wanderers, who play in the Midland League, are chaired by Iris Vane.",
        ("Brackley Wanderers", "location", "Dunhallow"),
    ),
    (
        "Based in Dunhallow, Brackley Wanderers, who play in the Midland League, are chaired by Iris Vane.",
        ("Brackley Wanderers", "chairman", "Iris Vane"),
    ),
    (
        "SV Oberkamp is a football club. It has 3,200 members and its nickname is Die Löwen.",
        ("SV Oberkamp", "nickname", "Die Löwen"),
    ),
    ("Jens Holler manages SV Oberkamp and Karin Mohr is its chairman.", ("SV Oberkamp", "manager", "Jens Holler")),
    ("Jens Holler manages SV Oberkamp and Karin Mohr is its chairman.", ("SV Oberkamp", "chairman", "Karin Mohr")),
    (
        "With its ground at the Kampstadion, SV Oberkamp play in the Regionalliga.",
        ("SV Oberkamp", "ground", "Kampstadion"),
    ),
    (
        "With its ground at the Kampstadion, SV Oberkamp play in the Regionalliga.",
        ("SV Oberkamp", "league", "Regionalliga"),
    ),
    (
        "Glenmore Rangers's ground is called Corrie Park and is located in Glenmore.",
        ("Corrie Park", "location", "Glenmore"),
    ),
]

GUARDS: list[tuple[str, str]] = [
    # a former manager; a manager with no club in the main clause
    ("Under former manager Paul Hendry, Brackley Wanderers won promotion.", "manager"),
    ("Under manager Paul Hendry, the town grew quickly.", "manager"),
    # former or youth champions
    ("Glenmore Rangers, the former Highland League champions, are managed by Ewan Shaw.", "champions"),
    ("The Regionalliga youth champions are SV Oberkamp.", "champions"),
    # a town is home to a club, no ground; "they" after a museum is no club
    ("Lenmouth, home to Brackley Wanderers, is a port.", "ground"),
    ("The chairman of the Glenmore Museum is Moira Bell and they play at Corrie Park.", "ground"),
    # a town after "play in" is no ground; a coach from a town gives the club no location
    ("Brackley Wanderers play in Menlo Park.", "ground"),
    ("Ewan Shaw, a coach from Glenmore, manages Glenmore Rangers.", "location"),
    # one match is no ground; a ground's seats with no club; a youth team's ground; fans' nickname
    ("Glenmore Rangers drew with Porto Leste FC at Corrie Park.", "ground"),
    ("Corrie Park can hold 4,000 people.", "number of members"),
    ("Glenmore Rangers' youth team plays at Corrie Park.", "ground"),
    ("Glenmore Rangers's supporters are nicknamed the Herd.", "nickname"),
    ("The former chairman of Glenmore Rangers is Moira Bell.", "chairman"),
    # "the club" after a clause on a museum is no club
    ("The chairman of the Glenmore Museum is Moira Bell and the club has 300 members.", "number of members"),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_team_facts_are_found(extractor: SpacyRulesV2Extractor, sentence: str, expected: tuple[Key, ...]) -> None:
    found = facts_of(extractor, sentence)
    assert set(expected) <= found, found


@pytest.mark.parametrize(("sentence", "relation"), GUARDS)
def test_near_misses_give_no_team_fact(extractor: SpacyRulesV2Extractor, sentence: str, relation: str) -> None:
    found = facts_of(extractor, sentence)
    assert not {k for k in found if k[1] == relation}, found


@pytest.mark.xfail(strict=True, reason="a parse or wording the rules cannot read yet (see KNOWN_MISSES)")
@pytest.mark.parametrize(("sentence", "expected"), KNOWN_MISSES)
def test_known_misses(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)
