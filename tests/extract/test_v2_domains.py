"""``spacy-rules.v2`` on kinds of text the tune part lacks (issue 10, "facts from real prose"):
dishes, written works, sports teams, universities, companies and monuments, written the way
encyclopedias and company pages write them.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

DISHES = [
    # "contains" on a dish: its own noun, the topic's class noun, or foods as values
    ("Arrabbiata sauce contains tomatoes and chili peppers.", ("Arrabbiata sauce", "ingredient", "chili peppers")),
    ("Kelsey stew is a dish from Norway. The dish contains lamb and barley.", ("Kelsey stew", "ingredient", "barley")),
    ("Bakso is an Indonesian meatball soup. It contains beef and noodles.", ("Bakso", "ingredient", "noodles")),
    ("Bakso contains beef and noodles.", ("Bakso", "ingredient", "beef")),
    ("Bakso, an Indonesian dish, contains beef.", ("Bakso", "ingredient", "beef")),
    # "made from" on a one-word name the pipeline reads as a common noun
    ("Gazpacho is made from tomatoes, cucumbers and olive oil.", ("Gazpacho", "ingredient", "olive oil")),
    ("Bakso is a dish made with ground beef.", ("Bakso", "ingredient", "ground beef")),
    ("Bakso is a soup. The soup is made from beef.", ("Bakso", "ingredient", "beef")),
    # a value the parser reads as an adjective
    ("The main ingredient of Kelsey stew is lamb.", ("Kelsey stew", "ingredient", "lamb")),
    # a dish's country: from, of, a nationality adjective, a relative clause, a chain
    ("Gazpacho is a cold soup from Spain.", ("Gazpacho", "country", "Spain")),
    ("Bakso is a traditional dish of Indonesia.", ("Bakso", "country", "Indonesia")),
    ("Arrabbiata is an Italian sauce.", ("Arrabbiata", "country", "Italy")),
    ("Ajoblanco is a soup that originates from Spain.", ("Ajoblanco", "country", "Spain")),
    ("Ajoblanco originates from Andalusia in Spain.", ("Ajoblanco", "country", "Spain")),
    ("Ajoblanco originates from Andalusia, Spain.", ("Ajoblanco", "country", "Spain")),
    ("Bakso is a soup. The dish comes from the Java region of Indonesia.", ("Bakso", "country", "Indonesia")),
]

TEAMS = [
    # club prefixes the parser reads as words ("AS" as "as"), and "play" read as a base form
    ("AEK Athens FC play their home games at the Olympic Stadium.", ("AEK Athens FC", "ground", "Olympic Stadium")),
    ("AS Roma play in Serie A.", ("AS Roma", "league", "Serie A")),
    ("Tom Baxter manages AS Roma.", ("AS Roma", "manager", "Tom Baxter")),
    ("FC Kelsey play in the Premier League.", ("FC Kelsey", "league", "Premier League")),
    ("A.C. Lenmouth play in Serie A.", ("A.C. Lenmouth", "league", "Serie A")),  # the name read as a compound
    # "The club's manager": a described topic as the owner
    (
        "Lenmouth Rovers is a football club. The club's manager is Tom Baxter.",
        ("Lenmouth Rovers", "manager", "Tom Baxter"),
    ),
]

WORKS_AND_PLACES = [
    # a topic named with "The" and described by a broader noun ("The book" after "a novel")
    (
        "The Silent Harbour is a novel by Anna Pell. The novel was published by Viking Press.",
        ("Silent Harbour", "publisher", "Viking Press"),
    ),
    (
        "The Silent Harbour is a novel by Anna Pell. The book has 320 pages.",
        ("Silent Harbour", "number of pages", "320"),
    ),
    ("The Silent Harbour is a 320-page novel.", ("Silent Harbour", "number of pages", "320")),
    ("The Silent Harbour is a novel of 320 pages.", ("Silent Harbour", "number of pages", "320")),
    ("The Silent Harbour has a total of 320 pages.", ("Silent Harbour", "number of pages", "320")),
    ("The number of pages in The Silent Harbour is 320.", ("Silent Harbour", "number of pages", "320")),
    ("The number of students at Kelsey University is 700.", ("Kelsey University", "number of students", "700")),
    (
        "Kelsey University is a university in Ohio with 700 students.",
        ("Kelsey University", "number of students", "700"),
    ),
    ("The Kelsey Society is a society with 300 members.", ("Kelsey Society", "number of members", "300")),
    (
        "The Lenmouth Airport is in Ohio. The airport's runway length is 2,100.",
        ("Lenmouth Airport", "runway length", "2,100"),
    ),
]


@pytest.mark.parametrize(("sentence", "expected"), DISHES + TEAMS + WORKS_AND_PLACES)
def test_domain_facts(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


WRONG = [
    # the right fact replaces a wrong one
    ("The Silent Harbour is a 320-page novel.", ("Silent Harbour", "instance of", "-page novel")),
    ("The number of students at Kelsey University is 700.", ("student", "number", "700")),
    ("The Silent Harbour has a total of 320 pages.", ("Silent Harbour", "total", "320 pages")),
    ("Hamlet is made up of five acts.", ("Hamlet", "ingredient", "acts")),
]


@pytest.mark.parametrize(("sentence", "wrong"), WRONG)
def test_wrong_facts_are_gone(extractor: SpacyRulesV2Extractor, sentence: str, wrong: Key) -> None:
    assert wrong not in facts_of(extractor, sentence)


def test_a_320_page_novel_is_a_novel(extractor: SpacyRulesV2Extractor) -> None:
    assert ("Silent Harbour", "instance of", "novel") in facts_of(extractor, "The Silent Harbour is a 320-page novel.")


# Guards of the new rules (they hold before them too): what must still give no such fact.
NOTHING = [
    # no food, no dish: "contains" keys nothing
    "The museum contains paintings and sculptures.",
    "The Kelsey Museum contains a cafe.",
    # a material is no ingredient, and the catalog has no material relation
    "The Kelsey Memorial is a war memorial in Ohio. The memorial is made of red granite.",
    # what a dish is served with is no ingredient
    "Bakso is a dish served with noodles.",
    "Bakso is a soup. It is usually served with noodles.",
    # a region alone is no country, and a person's origin is no dish's
    "Ajoblanco originates from Andalusia.",
    "Anna Pell originates from Norway.",
    "Bakso is not a dish from Spain.",
    # "As" as a word is no club prefix
    "As Roma grew, it became famous.",
]


@pytest.mark.parametrize("sentence", NOTHING)
def test_no_domain_fact(extractor: SpacyRulesV2Extractor, sentence: str) -> None:
    facts = facts_of(extractor, sentence)
    assert not {f for f in facts if f[1] in ("ingredient", "country", "league", "ground")}, facts


def test_one_word_topic_with_a_phrase_is_no_topic(extractor: SpacyRulesV2Extractor) -> None:
    """ "Part of Kelsey County is ...": "Part" is no name for a later "It"."""
    text = "Part of Kelsey County is the location of Lenmouth Airport. It is operated by the Kelsey Air Force."
    assert not {f for f in facts_of(extractor, text) if f[0] == "Part"}


MORE_DISHES = [
    ("Bakso is a soup. It is from Indonesia.", ("Bakso", "country", "Indonesia")),
    ("Bakso is a dish found in Indonesia.", ("Bakso", "country", "Indonesia")),
    ("Bakso is a soup whose main ingredients are beef and noodles.", ("Bakso", "ingredient", "noodles")),
    ("Arrabbiata sauce, which contains garlic, is from Italy.", ("Arrabbiata sauce", "ingredient", "garlic")),
]


@pytest.mark.parametrize(("sentence", "expected"), MORE_DISHES)
def test_more_dish_shapes(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Bakso is a soup. It is sold far from Spain.",
        "Anna Pell is from the Andalusia region of Spain.",  # a person's full name: no thing's country
        "Tom Baxter, who contains his anger, is from Italy.",
    ],
)
def test_is_from_needs_a_dish(extractor: SpacyRulesV2Extractor, sentence: str) -> None:
    assert not {f for f in facts_of(extractor, sentence) if f[1] in ("country", "ingredient")}


KIND_CLAUSES = [
    # a relative clause on "a <class noun>" tells of the copula's subject
    ("Tom Baxter is a footballer who plays for Lenmouth Rovers.", ("Tom Baxter", "club", "Lenmouth Rovers")),
    ("Kelsey Hotels is a company which was founded in 1950.", ("Kelsey Hotels", "founded", "1950")),
    ("Anna Pell is a novelist who was born in Kelsey.", ("Anna Pell", "birth place", "Kelsey")),
    # a date read whole, not its day's number
    ("The Kelsey Tower's opening date is 4 May 1925.", ("Kelsey Tower", "opening date", "4 May 1925")),
    ("The founding date of Kelsey Hotels is 12 March 1950.", ("Kelsey Hotels", "founded", "12 March 1950")),
]


@pytest.mark.parametrize(("sentence", "expected"), KIND_CLAUSES)
def test_kind_clauses_and_whole_dates(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the clause tells of the place in the phrase, not of the leader
        (
            "Tom Baxter is a leader in Norland, where the Kelsey Tower is located in Lenmouth.",
            ("Tom Baxter", "location", "Lenmouth"),
        ),
        ("Tom Baxter is a chef at the Kelsey Inn, which is located in Oslo.", ("Tom Baxter", "location", "Oslo")),
    ],
)
def test_a_clause_after_a_phrase_is_not_the_subjects(
    extractor: SpacyRulesV2Extractor, sentence: str, wrong: Key
) -> None:
    assert wrong not in facts_of(extractor, sentence)


TWO_SENTENCES = [
    # "The monument" for a memorial, "The team" for a name ending in F.C.
    (
        "The Kelsey Memorial is located in Ohio. The monument was designed by Tom Baxter.",
        ("Kelsey Memorial", "architect", "Tom Baxter"),
    ),
    (
        "Lenmouth Rovers F.C. is managed by Tom Baxter. The team plays in the Northern League.",
        ("Lenmouth Rovers F.C.", "league", "Northern League"),
    ),
    # "They"/"Their" for a team: by its class noun, or by a league fact before
    ("Lenmouth Rovers is a football club. They play at Kelsey Park.", ("Lenmouth Rovers", "ground", "Kelsey Park")),
    (
        "Lenmouth Rovers play in the Northern League. Their ground is Kelsey Park.",
        ("Lenmouth Rovers", "ground", "Kelsey Park"),
    ),
    ("Lenmouth Rovers play in the Northern League. They were founded in 1902.", ("Lenmouth Rovers", "founded", "1902")),
]


@pytest.mark.parametrize(("text", "expected"), TWO_SENTENCES)
def test_later_sentences_name_the_team_or_monument(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Alan Bean and Tom Baxter play in the Kelsey Band. They were born in Ohio.",
        "The Kelsey Towers are in Ohio. They were designed by Tom Baxter.",
    ],
)
def test_they_is_only_a_team(extractor: SpacyRulesV2Extractor, text: str) -> None:
    """ "They" names no earlier subject that is not known as a team."""
    assert not {f for f in facts_of(extractor, text) if f[1] in ("birth place", "architect")}


MEMBERSHIPS_AND_WORKS = [
    # a team's membership of a league is its league
    ("Lenmouth Rovers is a member of the Northern League.", ("Lenmouth Rovers", "league", "Northern League")),
    (
        "Lenmouth Rovers are members of the Northern Premier League.",
        ("Lenmouth Rovers", "league", "Northern Premier League"),
    ),
    # affiliation as a noun
    (
        "Kelsey University is an affiliate of the Lenmouth Association.",
        ("Kelsey University", "affiliation", "Lenmouth Association"),
    ),
    (
        "Kelsey University has an affiliation with the Lenmouth Association.",
        ("Kelsey University", "affiliation", "Lenmouth Association"),
    ),
    (
        "Kelsey University's affiliations include the Lenmouth Association.",
        ("Kelsey University", "affiliation", "Lenmouth Association"),
    ),
    # a participle the parser hangs on the author, and pages as a length
    (
        "The Silent Harbour is a novel by Anna Pell, published by Viking Press in 1998.",
        ("Silent Harbour", "publisher", "Viking Press"),
    ),
    ("The Silent Harbour is 320 pages long.", ("Silent Harbour", "number of pages", "320")),
]


@pytest.mark.parametrize(("sentence", "expected"), MEMBERSHIPS_AND_WORKS)
def test_memberships_and_works(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


def test_a_university_in_a_conference_is_a_member(extractor: SpacyRulesV2Extractor) -> None:
    """An athletic conference is no league of the university itself; a school's "member of" is
    its affiliation (universities_v2, as DBpedia keys a university's memberships)."""
    facts = facts_of(extractor, "Kelsey University is a member of the Big Lenmouth Conference.")
    assert ("Kelsey University", "affiliation", "Big Lenmouth Conference") in facts
    assert not {f for f in facts if f[1] == "league"}


DISH_TOPICS = [
    # a bare "the ingredients" names the dish the text is about
    ("Bakso is a dish from Indonesia. The main ingredients are beef and noodles.", ("Bakso", "ingredient", "noodles")),
    ("Bakso is a dish from Indonesia. The main ingredient is beef.", ("Bakso", "ingredient", "beef")),
    ("Bakso is a dish from Indonesia. Ingredients include beef and noodles.", ("Bakso", "ingredient", "beef")),
    # "as its ingredients" says the one-word subject is a dish; "contains" after "and"
    ("Bakso, a dish from Indonesia, has beef and noodles as its main ingredients.", ("Bakso", "ingredient", "beef")),
    ("Bakso comes from Indonesia and contains beef.", ("Bakso", "ingredient", "beef")),
]


@pytest.mark.parametrize(("text", "expected"), DISH_TOPICS)
def test_ingredients_of_the_dish_in_view(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_ingredients_need_a_dish_in_view(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "The Kelsey Museum is in Oslo. The main ingredients are beef and noodles.")
    assert not {f for f in facts if f[1] == "ingredient"}


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("The Kelsey Ship is a cargo ship. It contains rice and wheat.", "ingredient"),  # a ship is no dish
        ("Egypt is a member of the Arab League.", "league"),  # a country's league is a membership
        ("Tom Baxter is a member of the Northern League.", "league"),  # and so is a person's
    ],
)
def test_no_dish_or_team_of_another_kind(extractor: SpacyRulesV2Extractor, text: str, relation: str) -> None:
    assert not {f for f in facts_of(extractor, text) if f[1] == relation}


GROUNDS_AND_PLAYERS = [
    ("Kelsey Park is the home of Lenmouth Rovers.", ("Lenmouth Rovers", "ground", "Kelsey Park")),
    ("Kelsey Park is home to Lenmouth Rovers and Kelsey Town.", ("Kelsey Town", "ground", "Kelsey Park")),
    ("Tom Baxter plays as a striker for Lenmouth Rovers.", ("Tom Baxter", "club", "Lenmouth Rovers")),
    ("Tom Baxter is a Lenmouth Rovers player.", ("Tom Baxter", "club", "Lenmouth Rovers")),
]


@pytest.mark.parametrize(("sentence", "expected"), GROUNDS_AND_PLAYERS)
def test_grounds_and_players(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Tom Baxter is a Lenmouth Rovers player.", ("Tom Baxter", "occupation", "lenmouth rovers player")),
        ("The Kelsey Museum is home to the Silent Harbour.", ("Silent Harbour", "ground", "Kelsey Museum")),
        ("Kelsey Park was home to Lenmouth Rovers.", ("Lenmouth Rovers", "ground", "Kelsey Park")),  # a former ground
    ],
)
def test_no_false_ground_or_occupation(extractor: SpacyRulesV2Extractor, sentence: str, wrong: Key) -> None:
    assert wrong not in facts_of(extractor, sentence)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Bakso is a food that is found in Indonesia.", ("Bakso", "country", "Indonesia")),
        ("Ajoblanco contains bread, garlic, water and olive oil.", ("Ajoblanco", "ingredient", "olive oil")),
        ("Ajoblanco contains water and olive oil.", ("Ajoblanco", "ingredient", "olive oil")),
        ("Bakso is made from beef and tapioca flour.", ("Bakso", "ingredient", "beef")),
        (
            "Ajoblanco is a food found in Spain and contains bread, almonds, garlic, water and olive oil.",
            ("Ajoblanco", "ingredient", "olive oil"),
        ),
    ],
)
def test_found_in_and_split_compounds(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    """ "olive oil" after "and", which the parser may split into two conjuncts, stays one value."""
    facts = facts_of(extractor, sentence)
    assert expected in facts
    assert ("Ajoblanco", "ingredient", "olive") not in facts


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The Silent Harbour by Anna Pell was published by Viking Press in 1998.",
            ("Silent Harbour", "author", "Anna Pell"),
        ),
        ("The Silent Harbour by Anna Pell is a novel.", ("Silent Harbour", "author", "Anna Pell")),
    ],
)
def test_a_title_by_a_person(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


def test_a_building_by_a_person_has_no_author(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "The Kelsey Tower by Tom Baxter was built in 1920.")
    assert not {f for f in facts if f[1] == "author"}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Kelsey Hotels is a subsidiary of Hotels Ltd.", ("Kelsey Hotels", "owner", "Hotels Ltd.")),
        # "parent company" is a name of the catalog's owner
        ("Hotels Ltd is the parent company of Kelsey Hotels.", ("Kelsey Hotels", "owner", "Hotels Ltd")),
    ],
)
def test_a_parent_company_owns(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


def test_a_former_subsidiary_has_no_owner(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "Kelsey Hotels was a subsidiary of Hotels Ltd until 2001.")
    assert not {f for f in facts if f[1] == "owner"}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Kelsey Hotels was founded in Oslo in 1950.", ("Kelsey Hotels", "founding place", "Oslo")),
        (
            "The Kelsey Society was established in Bergen, Norway.",
            ("Kelsey Society", "founding place", "Bergen, Norway"),
        ),
        ("Kelsey Hotels is a company. It was founded in Oslo.", ("Kelsey Hotels", "founding place", "Oslo")),
    ],
)
def test_where_an_organisation_was_founded(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


def test_a_town_founded_in_a_state_has_no_founding_place(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "Kelsey was founded in Texas in 1850.")
    assert not {f for f in facts if f[1] == "founding place"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "The club" for the subject an earlier sentence gave a league, "The dish" for ingredients
        (
            "Lenmouth Rovers play in the Northern League. The club was founded in 1902.",
            ("Lenmouth Rovers", "founded", "1902"),
        ),
        (
            "Lenmouth Rovers play in the Northern League. The club's ground is Kelsey Park.",
            ("Lenmouth Rovers", "ground", "Kelsey Park"),
        ),
        ("Bakso contains beef and noodles. The dish comes from Indonesia.", ("Bakso", "country", "Indonesia")),
    ],
)
def test_descriptions_known_from_earlier_facts(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_the_club_is_never_the_player(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "Tom Baxter plays for Lenmouth Rovers. The club was founded in 1902.")
    assert ("Tom Baxter", "founded", "1902") not in facts
