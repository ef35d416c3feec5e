"""``spacy-rules.v2`` on sports teams, round 15: shapes a harder crowd-style batch missed or
misread. A dotted club abbreviation closing a name ends a sentence ("... of Lenby City F.C.
Dorran plays ..."); a club's name cut to its first words keys the whole name; "X plays at the Y
Stadium"; "nicknamed" on a club the tagger takes for a person; "Known as the Z, X ..."; a
league "won by" a club, "which X have won"; a person's "former club", "was previously at",
"had been in charge of", "once managed"; "; he now manages"; a ground is no "the club"; a
fronted "Playing in the Y League, ..."; "managed by" a person for a club given a full name;
a league's number word closing its name ("League Two").

Every sentence is written for these tests (invented clubs, grounds, people and places)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, tuple[Key, ...]]] = [
    # a dotted club abbreviation ends a sentence before a capitalized word and a verb
    (
        "Tom Hale once played for Lenby City F.C. Dorran Athletic plays in the Kelby League.",
        (("Dorran Athletic", "league", "Kelby League"),),
    ),
    # a club's first words key the club named before
    (
        "Marsh Vale Rangers compete in the Kelby League. Marsh Vale's stadium is the Holm Arena.",
        (("Marsh Vale Rangers", "ground", "Holm Arena"),),
    ),
    # "plays at" a ground
    ("Orvik Borough plays at the Fenn Stadium in Orvik.", (("Orvik Borough", "ground", "Fenn Stadium"),)),
    (
        "Kelby Athletic has 4,000 members and it plays at Marsh Lane in Kelby.",
        (("Kelby Athletic", "ground", "Marsh Lane"),),
    ),
    ("Dunmore F.C. play at Brae Road.", (("Dunmore F.C.", "ground", "Brae Road"),)),
    # nicknames of clubs the tagger reads as people; a fronted "Known as"
    ("Lenvik Boldklub is nicknamed the Ravens.", (("Lenvik Boldklub", "nickname", "Ravens"),)),
    ("Kovacs TC, nicknamed Zoldek, has 9,000 members.", (("Kovacs TC", "nickname", "Zoldek"),)),
    (
        "Known as the Herons, Marlow Rovers F.C. play in the Kelby League.",
        (("Marlow Rovers F.C.", "nickname", "Herons"),),
    ),
    # a league won by a club
    ("The Kelby League was won by Dorran FC.", (("Kelby League", "champions", "Dorran FC"),)),
    (
        "Marlow United play in the Kelby League, which Dorran FC have won.",
        (("Kelby League", "champions", "Dorran FC"), ("Marlow United", "league", "Kelby League")),
    ),
    # a known miss of test_teams_v4, read now by "have won"
    (
        "SV Oberkamp have won the Regionalliga and are the current champions.",
        (("Regionalliga", "champions", "SV Oberkamp"),),
    ),
    # a person's earlier clubs
    ("Ivan Petts's former club was Lenby Rovers F.C.", (("Ivan Petts", "club", "Lenby Rovers F.C."),)),
    (
        "Ivan Petts manages Dorran Athletic and was previously at Kelby Vale.",
        (("Ivan Petts", "club", "Kelby Vale"),),
    ),
    (
        "Ivan Petts, the coach of Dorran Athletic, has been at Marlow United and at Kelby Rovers.",
        (("Ivan Petts", "club", "Marlow United"), ("Ivan Petts", "club", "Kelby Rovers")),
    ),
    (
        "Dorran Athletic's manager is Ivan Petts. He had previously been in charge of Kelby Rovers.",
        (("Ivan Petts", "club", "Kelby Rovers"),),
    ),
    ("Ivan Petts once managed Lenby Rovers.", (("Ivan Petts", "club", "Lenby Rovers"),)),
    # "; he now manages"
    (
        "Ivan Petts's former club was Lenby Rovers F.C.; he now manages Dorran Athletic.",
        (("Dorran Athletic", "manager", "Ivan Petts"),),
    ),
    # a ground named in the first clause is no "the club" of the second
    (
        "Orvik Borough's ground is Fennmoor, which is in Orvik, and the club's chairman is Ada Quist.",
        (("Orvik Borough", "chairman", "Ada Quist"),),
    ),
    # a fronted "Playing in"
    (
        "Playing in the Kelby League, Orvik Borough's ground is Fennmoor.",
        (("Orvik Borough", "league", "Kelby League"),),
    ),
    # "managed by" a person, for a club the sentence gives a full name
    (
        "The full name of Tavira is Tavira Futebol Clube and it is managed by Rui Costa.",
        (("Tavira", "manager", "Rui Costa"),),
    ),
    # batch 2: "the chairman of the club" in a clause after one on a club's home
    (
        "Vendel Fotboll's home is the Holm Arena in Vendel, and the chairman of the club is Ada Quist.",
        (("Vendel Fotboll", "chairman", "Ada Quist"),),
    ),
    # a club named without its abbreviation after the whole name in the same sentence
    (
        "The chairman of FC Marlow is Tom Hale; Marlow's ground is the Brae Arena.",
        (("FC Marlow", "ground", "Brae Arena"),),
    ),
    # a nationality before "club" or "league": the country
    ("The Greek club Dorran FC plays at the Holm Arena.", (("Dorran FC", "country", "Greece"),)),
    ("Kelby Rovers is a Danish club.", (("Kelby Rovers", "country", "Denmark"),)),
    ("The Kelby League is a Dutch football league.", (("Kelby League", "country", "Netherlands"),)),
    # "X's clubs include A and B", "The tenants of Y include A and B"
    (
        "Tom Hale's clubs include Kelby Rovers F.C. and Dorran F.C.",
        (("Tom Hale", "club", "Kelby Rovers F.C."), ("Tom Hale", "club", "Dorran F.C.")),
    ),
    (
        "The tenants of the Holm Arena include Kelby Rovers and Dorran FC.",
        (("Holm Arena", "tenant", "Kelby Rovers"), ("Holm Arena", "tenant", "Dorran FC")),
    ),
    # "used to play for A and B" with B hung elsewhere by the parser
    (
        "Tom Hale is the manager of Kelby and he used to play for Dorran F.C. and Lenby Vale Albion F.C.",
        (("Tom Hale", "club", "Dorran F.C."), ("Tom Hale", "club", "Lenby Vale Albion F.C.")),
    ),
    # a fronted "Known by the nickname"
    (
        "Known by the nickname Los Lobos, Vessano CF have 9,400 members.",
        (("Vessano CF", "nickname", "Los Lobos"),),
    ),
    # a bare title after a semicolon; "and Y is its chairman" after "X has its ground at Z"
    (
        "Kelby Rovers play in the Lowland League; Ada Quist is the president.",
        (("Kelby Rovers", "president", "Ada Quist"),),
    ),
    (
        "FC Dorran, founded in 1911, has its ground at Holm Arena, and Tom Hale is its chairman.",
        (("FC Dorran", "chairman", "Tom Hale"),),
    ),
    # a season with a nationality and words before the league's own word; its champions
    (
        "Kelby Rovers competed in the 2019–20 Norlandic Football Liga, whose champions were Dorran FC.",
        (
            ("Kelby Rovers", "season", "2019–20 Norlandic Football Liga"),
            ("2019–20 Norlandic Football Liga", "champions", "Dorran FC"),
        ),
    ),
    # batch 3: "previously managed A and B" with the manager tagged a body
    (
        "Ivo Brandt manages Kelby Rovers F.C. and previously managed Dorran FC and Lenby F.C.",
        (("Ivo Brandt", "club", "Dorran FC"), ("Ivo Brandt", "club", "Lenby F.C.")),
    ),
    # "X has A as its ground and B as its manager", "X has Y as president"
    (
        "Dorran FC has the Agia Holm Stadium as its ground and Matías Quist as its manager.",
        (("Dorran FC", "ground", "Agia Holm Stadium"), ("Dorran FC", "manager", "Matías Quist")),
    ),
    ("Kelby Rovers F.C. has Ada Quist as president.", (("Kelby Rovers F.C.", "president", "Ada Quist"),)),
    # "has played for A and B" ("for" read as a dative); "he" after "X is Y's manager;"
    (
        "Ewan Marsh has played for Lenby Hotspur F.C. and Dorran City F.C.",
        (("Ewan Marsh", "club", "Lenby Hotspur F.C."), ("Ewan Marsh", "club", "Dorran City F.C.")),
    ),
    (
        "Stephen Marsh is Dorran's manager; he has played for Lenby Hotspur F.C. and Kelby City F.C.",
        (("Stephen Marsh", "club", "Lenby Hotspur F.C."), ("Stephen Marsh", "club", "Kelby City F.C.")),
    ),
    # a club's stadium in apposition, the club tagged a person
    (
        "Marlow Vale's stadium, the Holm Stadium, is operated by Kelby Council.",
        (("Marlow Vale", "ground", "Holm Stadium"),),
    ),
    # a dotted abbreviation opening a name ends no sentence
    ("The chairman of A.F.C. Dorran is Ada Quist.", (("A.F.C. Dorran", "chairman", "Ada Quist"),)),
    # a league's number word closes its name
    ("Dorran Athletic is in the Kelby League Two.", (("Dorran Athletic", "league", "Kelby League Two"),)),
]


GUARDS: list[tuple[str, str]] = [
    # a town's first words are no club's
    ("Kelby Rovers play in the Kelby League. Kelby is in Norland.", "ground"),
    # a town is no ground; a person playing at an arena has none ("she")
    ("Kelby Rovers play at Kelby.", "ground"),
    ("Ada Quist is a tennis player. She plays at the Holm Arena.", "ground"),
    # a dated win is a past season's
    ("Dorran FC won the Kelby League in 2012.", "champions"),
    # "once managed" is no present manager
    ("Ivan Petts once managed Lenby Rovers.", "managed by"),
    # a person "has been at" a university is no club
    ("Ada Quist has been at Kelby University.", "club"),
    # a league's clubs are no one's clubs; a person's visit names no club for "its"
    ("The Kelby League's clubs include Dorran FC and Kelby Town.", "club"),
    ("Ada Price visited Kelby and Tom Hale is its chairman.", "chairman"),
    # a stadium is chaired by no one: "a club chaired by" is the club's
    ("The Holm Arena is the home stadium of Dorran FC, a club chaired by Tom Hale.", "chairman@Holm Arena"),
    # a ground named first is no club
    (
        "Orvik Borough's ground is Fennmoor, which is in Orvik, and the club's chairman is Ada Quist.",
        "chairman@Fennmoor",
    ),
]


def _relations(found: set[Key], relation: str) -> set[Key]:
    return {k for k in found if k[1] == relation}


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_team_facts_are_found(extractor: SpacyRulesV2Extractor, sentence: str, expected: tuple[Key, ...]) -> None:
    found = facts_of(extractor, sentence)
    assert set(expected) <= found, found


@pytest.mark.parametrize(("sentence", "relation"), GUARDS)
def test_near_misses_give_no_team_fact(extractor: SpacyRulesV2Extractor, sentence: str, relation: str) -> None:
    found = facts_of(extractor, sentence)
    relation, _, entity = relation.partition("@")  # "chairman@Y": no chairman fact keyed on Y
    bad = {k for k in _relations(found, relation) if not entity or k[0] == entity}
    assert not bad, found
