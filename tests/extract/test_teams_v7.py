"""``spacy-rules.v2`` on sports teams, a seventh batch (session 27): shapes a fresh batch of
crowd-style team texts missed. A club the tagger takes for a people ("Ollerby Harriers"), a
place or a person ("Lenford Town", "Silver Bay Sharks, who play at ..."); "the home stadium of
X is Y"; "X has a ground called Y"; "X competes in Y and its home ground is Z" (misparsed); the
clubs a manager played for after "The manager of X is Y, who ..." and "X's manager, Y, used to
play for ..."; "X, known as the Gulls,"; a club's year in its name ("A.S. Orvieto 1910");
league names with a tier ("National League 2 South"); "a Serie D club", "the Segunda Liga of
Portugal"; "The chairman is Y" after a sentence on a club; a club "based in" a town, a league
"based in" a country; "the Vorden Eagles basketball team plays at the Lindeman Dome".

Every sentence is written for these tests (invented clubs, grounds, people and places)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, tuple[Key, ...]]] = [
    # a club the tagger reads as a people or a person
    (
        "Ollerby Harriers play in the Wessex League and their ground is Dyke Lane.",
        (("Ollerby Harriers", "league", "Wessex League"), ("Ollerby Harriers", "ground", "Dyke Lane")),
    ),
    ("Lenford Town plays at the Brae Ground.", (("Lenford Town", "ground", "Brae Ground"),)),
    (
        "Silver Bay Sharks, who play at Ridley Oval, won the cup in 2015.",
        (("Silver Bay Sharks", "ground", "Ridley Oval"),),
    ),
    # the home stadium of a club; a ground called Y; "its home ground" misparsed
    (
        "The home stadium of Lisora FC is the Estadio Pinhal.",
        (("Lisora FC", "ground", "Estadio Pinhal"),),
    ),
    ("Brantwick Rovers has a ground called Tanner Park.", (("Brantwick Rovers", "ground", "Tanner Park"),)),
    (
        "Halsund BK competes in the Eliteserien and its home ground is Brekkevang.",
        (("Halsund BK", "league", "Eliteserien"), ("Halsund BK", "ground", "Brekkevang")),
    ),
    # the clubs a manager played for
    (
        "The manager of Dunford Athletic is Colin Marsh, who once played for Pelham United.",
        (("Dunford Athletic", "manager", "Colin Marsh"), ("Colin Marsh", "club", "Pelham United")),
    ),
    (
        "Ferrow City's manager, Owen Pryor, used to play for Ferrow City and Cask Wanderers.",
        (("Ferrow City", "manager", "Owen Pryor"), ("Owen Pryor", "club", "Cask Wanderers")),
    ),
    # nickname; a founding year in the name
    ("Deportivo Salmar, known as the Gulls, play in the Segunda Liga.", (("Deportivo Salmar", "nickname", "Gulls"),)),
    ("A.S. Orvieto 1910 play in Serie D.", (("A.S. Orvieto 1910", "league", "Serie D"),)),
    # leagues with a tier, before a club's noun, and of a country
    ("Tolworth RFC play in National League 2 South.", (("Tolworth RFC", "league", "National League 2 South"),)),
    ("AS Verrano is a Serie D club.", (("AS Verrano", "league", "Serie D"),)),
    (
        "AS Verrano, a Serie D side, was founded in 1931.",
        (("AS Verrano", "league", "Serie D"), ("AS Verrano", "founded", "1931")),
    ),
    (
        "UD Tarrega is a club in the Segunda Liga of Portugal.",
        (("UD Tarrega", "league", "Segunda Liga"), ("Segunda Liga", "country", "Portugal")),
    ),
    (
        "The Pinhal Estadio is the home ground of UD Tarrega, a club in the Segunda Liga.",
        (("UD Tarrega", "league", "Segunda Liga"),),
    ),
    # a bare title after a sentence on a club
    (
        "Marley Hawks play in the Southern League. The chairman is Dora Quayle.",
        (("Marley Hawks", "chairman", "Dora Quayle"),),
    ),
    (
        "Marley Hawks play in the Southern League. The coach is Ivan Petts.",
        (("Marley Hawks", "manager", "Ivan Petts"),),
    ),
    # "based in": a club's town, a league's country
    ("AC Brenta was founded in 1920 and is based in Vessano.", (("AC Brenta", "location", "Vessano"),)),
    (
        "FK Orlov play in the Serbian First League. The league is based in Serbia.",
        (("Serbian First League", "country", "Serbia"),),
    ),
    # "has N members and competes in Y", "competes" read as a noun joined to the object
    (
        "Dorran Rovers has 4,500 members and competes in the Karvan Premier League.",
        (("Dorran Rovers", "number of members", "4,500"), ("Dorran Rovers", "league", "Karvan Premier League")),
    ),
    # a one-word nickname read as an adjective
    ("The nickname of Esporte Clube Tavira is Alvinegro.", (("Esporte Clube Tavira", "nickname", "Alvinegro"),)),
    # the champions of a league in a joined clause, or in the next sentence
    (
        "The Campeonato Serrano is in Brazil and the current champions are Vila Serra FC.",
        (("Campeonato Serrano", "country", "Brazil"), ("Campeonato Serrano", "champions", "Vila Serra FC")),
    ),
    (
        "The Karvan Premier League is in Azerbaijan. The current champions are Qovlar FK.",
        (("Karvan Premier League", "champions", "Qovlar FK"),),
    ),
    # a manager's clubs in other words, and a national side
    (
        "The manager of AEK Pyrgos is Tomas Vidal, who is in the Real Mendoza club.",
        (("Tomas Vidal", "club", "Real Mendoza"),),
    ),
    (
        "Jorge Ruiz manages AD San Telmo and is attached to the club FC Dallas.",
        (("Jorge Ruiz", "club", "FC Dallas"),),
    ),
    (
        "Stuart Pell, who has been with Irlam Town and Blackburn Rovers, is the manager of AFC Holby.",
        (("Stuart Pell", "club", "Irlam Town"), ("Stuart Pell", "club", "Blackburn Rovers")),
    ),
    (
        "Tomas Vidal is the manager of AEK Pyrgos and he used to play for the Uruguay national football team.",
        (("Tomas Vidal", "club", "Uruguay national football team"),),
    ),
    # a named ground and its town: the town is where the ground is
    (
        "The stadium of Deportivo Lumbre, the Estadio Cantera, is in Lumbre.",
        (("Deportivo Lumbre", "ground", "Estadio Cantera"), ("Estadio Cantera", "location", "Lumbre")),
    ),
    ("Skarnes Rovers has its home at the Fjell Arena.", (("Skarnes Rovers", "ground", "Fjell Arena"),)),
    ("FC Duinrand play at Sportpark Duinweg.", (("FC Duinrand", "ground", "Sportpark Duinweg"),)),
    # a league is no one's job or nationality; league names ending in "-liiga"
    ("The Tweede Divisie is a Dutch league.", (("Tweede Divisie", "country", "Netherlands"),)),
    ("Tallinna Sadam play in the Esiliiga.", (("Tallinna Sadam", "league", "Esiliiga"),)),
    (
        "Ostrava Hawks play in Extraliga, Czechia's top hockey league.",
        (("Ostrava Hawks", "league", "Extraliga"), ("Extraliga", "country", "Czechia")),
    ),
    # a club from a town
    ("Marlow Rovers F.C. are from Marlow in Buckinghamshire.", (("Marlow Rovers F.C.", "location", "Marlow"),)),
    # "the club's manager" in a joined clause; a former club after "formerly of"
    (
        "Dunmore Thistle's home ground is Brae Park and the club's manager is Ewan Bell.",
        (("Dunmore Thistle", "ground", "Brae Park"), ("Dunmore Thistle", "manager", "Ewan Bell")),
    ),
    ("Liam Tobin, formerly of Kerry Rovers, manages Ardee Celtic.", (("Liam Tobin", "club", "Kerry Rovers"),)),
    # "The R of X is Y and the club plays in Z", parsed with Y a subject of "plays"
    (
        "The president of Real Tormes is Diego Saez and the club plays in the Tercera Division.",
        (("Real Tormes", "president", "Diego Saez"), ("Real Tormes", "league", "Tercera Division")),
    ),
    (
        "The chairman of Kelso Rovers is Ada Price and the team plays at Kelso Park.",
        (("Kelso Rovers", "chairman", "Ada Price"), ("Kelso Rovers", "ground", "Kelso Park")),
    ),
    # a fronted count
    ("With 21,000 members, Atletico Brena is a large club.", (("Atletico Brena", "number of members", "21,000"),)),
    # a club's closing abbreviation kept with its name ("Kuban FK", never "FK")
    (
        "Kuban FK competes in the Karvan Premier League. It has 3,500 members.",
        (("Kuban FK", "league", "Karvan Premier League"), ("Kuban FK", "number of members", "3,500")),
    ),
    (
        "The full name of Ganja FK is Ganja Futbol Klubu and they were founded in 1962.",
        (("Ganja FK", "full name", "Ganja Futbol Klubu"), ("Ganja FK", "founded", "1962")),
    ),
    # "a club that has N members and plays at Y", "plays" read as a noun
    (
        "Kuban FK is a football club that has 3,500 members and plays at the Dostan Arena.",
        (("Kuban FK", "number of members", "3,500"), ("Kuban FK", "ground", "Dostan Arena")),
    ),
    # a ground's capacity when the ground comes first; "... and is where X play"
    (
        "Tarn Park, which can hold 11,000 spectators, is the home ground of Corvo Athletic.",
        (("Corvo Athletic", "ground", "Tarn Park"), ("Corvo Athletic", "number of members", "11,000")),
    ),
    (
        "Tarn Park has a capacity of 11,000 and is where Corvo Athletic play.",
        (("Corvo Athletic", "ground", "Tarn Park"), ("Corvo Athletic", "number of members", "11,000")),
    ),
    # "a team in the city of Y"
    ("Corvo Athletic, a team in the city of Corvo, play at Tarn Park.", (("Corvo Athletic", "location", "Corvo"),)),
    # "The stadium" opening the next sentence is the ground just named
    (
        "Corvo Athletic play at Tarn Park. The stadium is located in Corvo.",
        (("Corvo Athletic", "ground", "Tarn Park"), ("Tarn Park", "location", "Corvo")),
    ),
    (
        "Corvo Athletic play at Tarn Park. The ground can hold 11,000 people.",
        (("Corvo Athletic", "number of members", "11,000"),),
    ),
    # a league based in a home nation
    (
        "Corvo Athletic play in the Lowland League, which is based in Scotland.",
        (("Lowland League", "country", "Scotland"),),
    ),
    # a possessed title before the name
    (
        "Corvo Athletic's manager Sandro Lippi is a former player of Torino FC.",
        (("Corvo Athletic", "manager", "Sandro Lippi"), ("Sandro Lippi", "club", "Torino FC")),
    ),
    # "play" joined to a passive or past clause is present (tagged VB)
    (
        "Lahti Falcons are coached by Jussi Laine and play in the Kakkonen League.",
        (("Lahti Falcons", "league", "Kakkonen League"),),
    ),
    (
        "Vellby Rovers were founded in 1901 and play at Vellby Park.",
        (("Vellby Rovers", "founded", "1901"), ("Vellby Rovers", "ground", "Vellby Park")),
    ),
    # a club named for its sport; "whose champions are"; "one of the clubs in Y"
    (
        "Stabekk Hockey's arena, Stabekk Hall, can seat 2,900 spectators.",
        (("Stabekk Hockey", "ground", "Stabekk Hall"), ("Stabekk Hockey", "number of members", "2,900")),
    ),
    (
        "The Tweede Divisie is a Dutch league whose champions are FC Zeewolde.",
        (("Tweede Divisie", "champions", "FC Zeewolde"),),
    ),
    ("Atletico Brena is one of the largest clubs in La Liga.", (("Atletico Brena", "league", "La Liga"),)),
    # the name before a team's class noun; a dome is a ground
    (
        "The Vorden Eagles basketball team plays at the Lindeman Dome.",
        (("Vorden Eagles", "ground", "Lindeman Dome"),),
    ),
]


GUARDS: list[tuple[str, str]] = [
    # "The chairman is Y" after a sentence on a museum, or a former chairman
    ("The Kelsey Museum opened in 1901. The chairman is Dora Quayle.", "chairman"),
    ("Marley Hawks play in the Southern League. The former chairman is Dora Quayle.", "chairman"),
    # a player "who" plays for a club is no ground; a person's "known as" is no nickname
    ("Tom Hardy, who plays at Marram Oval on Sundays, is a bowler.", "ground"),
    ("Ada Price, known as the Duchess, was born in Lenmouth.", "nickname"),
    # a former club's league; a town of the same name is no league
    ("AS Verrano, a former Serie D club, was founded in 1931.", "league"),
    # a person in a town is in no club; a town's "City" after "is in" is a place
    ("Tomas Vidal is in Lenmouth City.", "club"),
    ("Tomas Vidal is in the chess club.", "club"),
    # the champions after a sentence on a museum
    ("The Kelsey Museum opened in 1901. The current champions are Qovlar FK.", "champions"),
    # the chairman is the club's, and the ground no chairman's
    ("The chairman of Kelso Rovers is Ada Price and the team plays at Kelso Park.", "club"),
    ("The Kelsey Museum opened in 1901 and the club's chairman is Ewan Bell.", "chairman"),
    # a town after "has its home at" is no ground; a league is no occupation
    ("Skarnes Rovers has its home at Skarnes.", "ground"),
    ("The Tweede Divisie is a Dutch league.", "occupation"),
    # "The stadium" after a sentence with no ground
    ("The Kelsey Museum opened in 1901. The stadium is located in Corvo.", "location"),
    # "will be ... and play at Y" is no present ground
    ("Vellby Rovers will be managed by Tom Hale and play at Vellby Park.", "ground"),
    # a player among the best in a league has no league of a club's
    ("Ada Price is one of the best players in the Premier League.", "league"),
    # a former manager
    ("Corvo Athletic's former manager Sandro Lippi was born in Corvo.", "manager"),
    # a stadium named after a person is no ground called
    ("Brantwick Rovers has a stadium named after Ada Price.", "ground"),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_team_facts_are_found(extractor: SpacyRulesV2Extractor, sentence: str, expected: tuple[Key, ...]) -> None:
    found = facts_of(extractor, sentence)
    assert set(expected) <= found, found


@pytest.mark.parametrize(("sentence", "relation"), GUARDS)
def test_near_misses_give_no_team_fact(extractor: SpacyRulesV2Extractor, sentence: str, relation: str) -> None:
    found = facts_of(extractor, sentence)
    assert not {k for k in found if k[1] == relation}, found
