"""``spacy-rules.v2``, the general English patterns of the third round (issue 10): roles held by
several ("one of the founders"), "has Y as its R", naming passives ("is called"), languages
("is spoken in", "written in Welsh", "the language spoken there"), "its"/"their" in a later
clause, "where"-clauses hung on the main verb, fronted places ("In Norway, the leader is ..."),
"the city of X", existential counts, works "by" an author, players and coaches, founding dates
in brackets, object relatives ("which NASA operated"); and the guards that keep them precise.

Every sentence is written for these tests. Every fact quotes its text exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract import make_extractor
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor, rules_revision, without_title
from hcf_graph.normalize import RelationCatalog

FOUND = [
    # roles held by several: only relations with several values in the catalog
    ("Anna Pell is one of the authors of The Harbour Guide.", ("Harbour Guide", "author", "Anna Pell")),
    ("Tom Reed is a creator of Captain Lantern.", ("Captain Lantern", "creator", "Tom Reed")),
    # "has Y as its R", "uses Y as its currency"
    ("Wales has Mark Drakeford as its leader.", ("Wales", "leader", "Mark Drakeford")),
    ("Norway uses the Norwegian krone as its currency.", ("Norway", "currency", "Norwegian krone")),
    # naming passives read like "is"
    ("Norway, whose leader is called Erna Solberg, is a country.", ("Norway", "leader", "Erna Solberg")),
    ("The leader of Norway is called Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("One of the authors of The Harbour Guide is called Anna Pell.", ("Harbour Guide", "author", "Anna Pell")),
    # role nouns the catalog knows under another name
    (
        "Stephen Dale is the head of the Lenmouth Transport Authority.",
        ("Lenmouth Transport Authority", "leader", "Stephen Dale"),
    ),
    ("Ada Price is the coach of Lenmouth Rovers.", ("Lenmouth Rovers", "manager", "Ada Price")),
    # languages
    ("Welsh is spoken in Wales.", ("Wales", "official language", "Welsh")),
    ("The Welsh language is spoken in Wales.", ("Wales", "official language", "Welsh language")),
    ("Welsh is a language spoken in Wales.", ("Wales", "official language", "Welsh")),
    ("The language spoken in Wales is Welsh.", ("Wales", "official language", "Welsh")),
    ("The museum is in Wales, where Welsh is spoken.", ("Wales", "official language", "Welsh")),
    ("The Silent Harbour is written in English.", ("Silent Harbour", "official language", "English")),
    ("Indonesian is the language of Indonesia.", ("Indonesia", "official language", "Indonesian")),
    ("The currency used in Norway is the Norwegian krone.", ("Norway", "currency", "Norwegian krone")),
    ("The Norwegian krone is the currency of Norway.", ("Norway", "currency", "Norwegian krone")),
    # a later clause: "its", "their", a second relation noun, "there"
    ("The capital of Indonesia is Jakarta and its currency is the rupiah.", ("Indonesia", "currency", "rupiah")),
    (
        "Lenmouth Rovers are based in Lenmouth and their manager is Ada Price.",
        ("Lenmouth Rovers", "manager", "Ada Price"),
    ),
    (
        "Lapskaus is a dish from Norway, where the leader is Erna Solberg and the capital is Oslo.",
        ("Norway", "capital", "Oslo"),
    ),
    (
        "Indonesia's leader is Joko Widodo and the language spoken there is Indonesian.",
        ("Indonesia", "official language", "Indonesian"),
    ),
    # where-clauses and fronted places
    ("The museum is in Oslo in Norway where Erna Solberg is the leader.", ("Norway", "leader", "Erna Solberg")),
    ("In Norway, the leader is Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("Lapskaus comes from Norway, which is led by Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("One of Kestrel Books' owners is Anna Pell.", ("Kestrel Books", "owner", "Anna Pell")),
    # "the city of X" is X
    ("Kelsey University is in the city of Lenmouth.", ("Kelsey University", "location", "Lenmouth")),
    ("The capital of the state of New Jersey is Trenton.", ("New Jersey", "capital", "Trenton")),
    # counts
    ("There are 12,000 students at Kelsey University.", ("Kelsey University", "number of students", "12,000")),
    ("There are 34 floors in the Harbour Tower.", ("Harbour Tower", "floor count", "34")),
    # works, players, founding dates
    ("The Silent Harbour is a novel by Anna Pell.", ("Silent Harbour", "author", "Anna Pell")),
    ("The Silent Harbour, a book by Anna Pell, was reprinted.", ("Silent Harbour", "author", "Anna Pell")),
    ("The author of The Silent Harbour, Anna Pell, lives in Kelsey.", ("Silent Harbour", "author", "Anna Pell")),
    ("The author of The Silent Harbour, Anna Pell, was born in Kelsey.", ("Anna Pell", "birth place", "Kelsey")),
    ("Tom Baxter is a player for Lenmouth Rovers.", ("Tom Baxter", "club", "Lenmouth Rovers")),
    ("Lenmouth Rovers player Tom Baxter scored twice.", ("Tom Baxter", "club", "Lenmouth Rovers")),
    ("Kelsey University (founded 1923) is in Lenmouth.", ("Kelsey University", "founded", "1923")),
    ("Kelsey Choir was formed in 1923.", ("Kelsey Choir", "founded", "1923")),
    # object relatives, and a relative clause with its own subject
    ("Apollo 11, which NASA operated, landed in 1969.", ("Apollo 11", "operator", "NASA")),
    ("The Harbour Tower is a building which Anna Pell designed.", ("Harbour Tower", "architect", "Anna Pell")),
    # names: titles, possessive marks, a leading digit, a fronted participle
    ("The leader of Norway is Prime Minister Erna Solberg.", ("Norway", "leader", "Erna Solberg")),
    ("Lenmouth Rovers' manager is Tom Baxter.", ("Lenmouth Rovers", "manager", "Tom Baxter")),
    ("7Harbour is owned by Kestrel Books.", ("7Harbour", "owner", "Kestrel Books")),
    ("Found in Chicago, the Harbour Tower was completed in 1999.", ("Harbour Tower", "location", "Chicago")),
    ("Anna Pell is the American author of The Silent Harbour.", ("Silent Harbour", "author", "Anna Pell")),
    # a place chain as the subject: the first place, or the noun it hangs on
    (
        "Lillehammer, Norway has a total area of 477 square kilometres.",
        ("Lillehammer", "area", "477 square kilometres"),
    ),
    ("The total area of Akron, Ohio is 161.54 square kilometres.", ("Akron", "area", "161.54 square kilometres")),
    (
        "In Belgium, Antwerp is served by Antwerp International Airport.",
        ("Antwerp International Airport", "city served", "Antwerp"),
    ),
    # appositions and "with"
    ("Kelsey Town's manager, Ada Price, plays for Lenmouth Rovers.", ("Kelsey Town", "manager", "Ada Price")),
    ("The capital of Norway, Oslo, is home to the Baxter Memorial.", ("Norway", "capital", "Oslo")),
    (
        "Lenmouth Rovers, with 24,000 members, play in the Premier League.",
        ("Lenmouth Rovers", "number of members", "24,000"),
    ),
    ("Norway, with Oslo as its capital, uses the krone.", ("Norway", "capital", "Oslo")),
    ("The museum is in Gujarat whose leader is Ada Price.", ("Gujarat", "leader", "Ada Price")),
    # whole names: regnal numbers, ordinals, a title that opens with "A", a role word before a name
    ("Margrethe II is the leader of Denmark.", ("Denmark", "leader", "Margrethe II")),
    ("The leader of Denmark is Margrethe II of Denmark.", ("Denmark", "leader", "Margrethe II of Denmark")),
    ("The leader of Belgium is Philippe of Belgium.", ("Belgium", "leader", "Philippe of Belgium")),
    (
        "The 14th Kelsey Rifles Memorial is located in Lenmouth.",
        ("14th Kelsey Rifles Memorial", "location", "Lenmouth"),
    ),
    ("A Harbour of Glass was written by Anna Pell.", ("Harbour of Glass", "author", "Anna Pell")),
    ("Architect, Alfred Giles was born in England.", ("Alfred Giles", "birth place", "England")),
    # where a building is: "where ... is located", an address after its name
    ("Ada Price is a writer in Norway where the Baxter Hall is located.", ("Baxter Hall", "country", "Norway")),
    ("The Baxter Hall, Lenmouth, Norway, has 12 floors.", ("Baxter Hall", "location", "Lenmouth")),
    # eighth round (issue 10, session 22)
    # the sentence's full stop is no part of a legal form at its end
    ("Tarrow Airport is operated by Kelsey Lufthavn A/S.", ("Tarrow Airport", "operator", "Kelsey Lufthavn A/S")),
    # a name with a number before a mission noun is what the noun names
    (
        "Ada Price was a backup pilot on the Vega 9 mission, which was operated by NASA.",
        ("Vega 9", "operator", "NASA"),
    ),
    # a fronted participle with an agent tells of the main subject
    (
        "Operated by Skyways Limited, Tarrow Airport is located in Lenmouth.",
        ("Tarrow Airport", "operator", "Skyways Limited"),
    ),
    # "the airport" in a clause spliced on with a comma: the named airport that opens it
    (
        "Tarrow Airport is located in Lenmouth, Norland, the airport is operated by Skyways Limited.",
        ("Tarrow Airport", "operator", "Skyways Limited"),
    ),
    # a long place name the parser hung elsewhere is still the object of "in"
    (
        "Kelsey International Airport, located in Sao Marcos dos Campos, has one runway.",
        ("Kelsey International Airport", "location", "Sao Marcos dos Campos"),
    ),
    # "in Y" between commas after the subject says where it is, whatever the verb
    ("Tarrow Airport, in Lenmouth, is operated by Skyways Limited.", ("Tarrow Airport", "location", "Lenmouth")),
    # the same when the pipeline reads the place as an organisation and hangs the comma on "in"
    (
        "Agra Airport, in Uttar Pradesh, is operated by the Indian Air Force.",
        ("Agra Airport", "location", "Uttar Pradesh"),
    ),
    # the same participle as the subject of a copula: the named thing after it
    ("Located in Dublin, a part of Leinster, is the Vaster Arena.", ("Vaster Arena", "location", "Dublin")),
    # a place's class with a nationality adjective gives its country
    ("Lenmouth is a Norwegian town.", ("Lenmouth", "country", "Norway")),
    # the city an airport serves, in looser wordings
    (
        "Skyways owns Tarrow Airport, which serves the city of Lenmouth.",
        ("Tarrow Airport", "city served", "Lenmouth"),
    ),
    ("Tarrow Airport serves the cities of Lenmouth and Kelsey.", ("Tarrow Airport", "city served", "Kelsey")),
    ("Serving the city of Lenmouth, Tarrow Airport has one runway.", ("Tarrow Airport", "city served", "Lenmouth")),
    # a second verb sharing a passive's auxiliary
    ("Holm Hall is styled as Tudor Revival and found in Lenmouth.", ("Holm Hall", "location", "Lenmouth")),
    # a definite class noun stands for the name set beside it or after "of"
    (
        "Tom Reed is the creator of the comic character, Captain Lantern.",
        ("Captain Lantern", "creator", "Tom Reed"),
    ),
    ("Ann Holt is the author of the novel, The Grey Harbour.", ("Grey Harbour", "author", "Ann Holt")),
    ("Tom Reed created the comic book character of Captain Lantern.", ("Captain Lantern", "creator", "Tom Reed")),
    # "the city of X" says X is a place, whatever label the pipeline gives the name
    ("The city of Anderson is part of Indiana.", ("Anderson", "part of", "Indiana")),
    # the name set beside a class noun names the work, not the role holder
    ("The creator of the comic character, Bolt, was Ada Price.", ("Bolt", "creator", "Ada Price")),
    # a role noun subject with a name set beside it is that name
    (
        "The comic book writer, Tom Reed, is the creator of Captain Lantern.",
        ("Captain Lantern", "creator", "Tom Reed"),
    ),
    # a place-valued relation stated with "at" or "in"
    (
        "The headquarters of the Lenmouth Aviation Authority are at Kelsey International Airport.",
        ("Lenmouth Aviation Authority", "headquarters", "Kelsey International Airport"),
    ),
    # a title noun after a name, and an occupation stated as the value of "occupation"
    ("Oslo mayor is Ada Price.", ("Oslo", "mayor", "Ada Price")),
    ("Ann Holt's occupation was a test pilot.", ("Ann Holt", "occupation", "test pilot")),
    # a name with a number before a relation noun owns it; "the character of X" as a subject
    ("The Vega 9 operator is NASA.", ("Vega 9", "operator", "NASA")),
    ("The character of Captain Lantern was created by Tom Reed.", ("Captain Lantern", "creator", "Tom Reed")),
    # "where" after "in B" tells of B, though the parser hangs it on an earlier noun
    (
        "Tarrow Airport serves the city of Antwerp in Belgium where the leader is Philippe of Belgium.",
        ("Belgium", "leader", "Philippe of Belgium"),
    ),
    # a place the pipeline tags as a people is still a place after "of"
    ("Ada Price is the leader of Punjab.", ("Punjab", "leader", "Ada Price")),
    # a lone "@" between words (a field separator of scraped text) is no part of the sentence
    ("American @ Ada Price was born in Lenmouth.", ("Ada Price", "birth place", "Lenmouth")),
    # a nationality before the agent or on the role noun
    (
        "Captain Lantern was created by the American, Tom Reed and Ann Holt.",
        ("Captain Lantern", "creator", "Tom Reed"),
    ),
    ("Tom Reed is the American creator of Captain Lantern.", ("Tom Reed", "nationality", "American")),
    # an agent written before a participle that modifies a name
    ("Ada Price flew on the NASA operated Vega 9 mission.", ("Vega 9", "operator", "NASA")),
    ("Ada Price flew on the NASA-operated Vega 9.", ("Vega 9", "operator", "NASA")),
    # a lowercase class noun before a name is no part of the name another name is given to
    (
        "The character Bolt, also known as Larry Bolton, was created by Ann Reed.",
        ("Bolt", "alternative name", "Larry Bolton"),
    ),
    # a role noun set beside a person's name; a nationality with the name set beside it
    ("Tom Reed, creator of the Black Lantern, has won the Inkpot Award.", ("Black Lantern", "creator", "Tom Reed")),
    ("The American, Tom Reed created Captain Lantern.", ("Captain Lantern", "creator", "Tom Reed")),
    # "passed away" is a death
    ("Ann Holt passed away in Lenmouth in 1990.", ("Ann Holt", "death place", "Lenmouth")),
    ("Ann Holt passed away in Lenmouth in 1990.", ("Ann Holt", "death date", "1990")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND, ids=[t for t, _ in FOUND])
def test_general_patterns_give_the_fact(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_one_of_several_never_keys_a_functional_relation(extractor: SpacyRulesV2Extractor) -> None:
    """ "A manager of X" says X has several: as "manager" (functional) two such documents would
    be a false conflict, so no manager fact is made."""
    for text in (
        "Ada Price is a manager of Kelsey Town.",
        "Ada Price is one of the managers of Kelsey Town.",
        "Kelsey Town has Ada Price as a manager.",
    ):
        assert not any(rel == "manager" for _, rel, _ in facts_of(extractor, text)), text


def test_a_country_has_several_leaders_and_each_is_a_leader_fact(extractor: SpacyRulesV2Extractor) -> None:
    """A country has a monarch, a prime minister, a speaker at once: "leader" is multivalued
    (two documents conflict only when their leaders share no one), so "a leader of", "one of the
    leaders" and lists each key one."""
    catalog = RelationCatalog.load()
    assert catalog.cardinality("leader") == "multivalued"
    assert catalog.relations["leader"].conflict_when == "disjoint"
    for text in (
        "Ada Price is a leader of Norway.",
        "Ada Price is one of the leaders of Norway.",
        "The museum is in Oslo where Ada Price is a leader.",
        "One of the leaders of Norway is Ada Price.",
    ):
        assert ("Oslo" if "Oslo" in text else "Norway", "leader", "Ada Price") in facts_of(extractor, text), text
    both = facts_of(extractor, "The leaders of Norway are Erna Solberg and Harald V.")
    assert {("Norway", "leader", "Erna Solberg"), ("Norway", "leader", "Harald V")} <= both


def test_a_relative_clause_after_a_chain_of_places_keys_neither(extractor: SpacyRulesV2Extractor) -> None:
    """ "in Gujarat, India, whose leader is ...": the leader of either place; no fact."""
    facts = facts_of(extractor, "The museum is in Gujarat, India, whose leader is Ada Price.")
    assert not any(rel == "leader" for _, rel, _ in facts)


def test_a_location_noun_is_no_role(extractor: SpacyRulesV2Extractor) -> None:
    """ "X is a location in Y" says where X is; it is never Y's location."""
    found = facts_of(extractor, "The Harbour Tower is a location in Lenmouth.")
    assert ("Lenmouth", "location", "Harbour Tower") not in found


def test_who_never_refers_to_a_thing(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ada Price flew on Apollo 14 who died in California.")
    assert not any(entity == "Apollo 14" and rel == "death place" for entity, rel, _ in found)


def test_a_bare_relation_noun_is_no_value(extractor: SpacyRulesV2Extractor) -> None:
    """In "A leader there is X and Dutch is the language ..." the parser may hang "the language"
    on "leader"; a bare relation noun is never a value."""
    text = "The museum is in Belgium. A leader there is Charles Michel and Dutch is the language spoken there."
    assert not any(value == "language" for _, _, value in facts_of(extractor, text))


def test_a_place_chain_subject_inside_a_phrase_keys_nothing_on_the_country(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The tower in Bergen, Norway has 20 floors.")
    assert not any(entity == "Norway" for entity, _, _ in found)


def test_its_in_a_later_clause_is_never_a_person(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ada Price was born in Oslo and its mayor is Raymond Lie.")
    assert not any(entity == "Ada Price" and value == "Raymond Lie" for entity, _, value in found)


def test_it_after_a_person_valued_relation_noun_is_the_owner(extractor: SpacyRulesV2Extractor) -> None:
    """ "The architect of X is Y. It ...": "it" cannot be the architect, so it is X, in the next
    sentence and in a later clause of the same one."""
    found = facts_of(extractor, "The architect of the Vaster Tower is Ann Holt. It has 31 floors.")
    assert ("Vaster Tower", "floor count", "31") in found
    found = facts_of(extractor, "The architect of the Vaster Tower is Ann Holt and it was completed in 1961.")
    assert ("Vaster Tower", "completion date", "1961") in found


def test_it_after_a_thing_valued_relation_noun_stays_unresolved(extractor: SpacyRulesV2Extractor) -> None:
    """ "The capital of X is Y. It ...": "it" may be X or Y, so no fact is keyed on either."""
    found = facts_of(extractor, "The capital of Norland is Lenmouth. It has 31 parks and a population of 40,000.")
    assert not any(relation == "population" for _, relation, _ in found)


def test_it_in_a_later_clause_is_never_a_person(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ada Price was born in Oslo and it was completed in 1961.")
    assert not any(entity == "Ada Price" and relation == "completion date" for entity, relation, _ in found)


def test_a_chain_of_places_ends_before_a_new_clause_after_and(extractor: SpacyRulesV2Extractor) -> None:
    """ "in Texas, United States, and Texas' capital is ...": no list of three places."""
    found = facts_of(extractor, "Tarrow Airport is located in Texas, United States, and Texas' capital is Austin.")
    assert ("Texas", "country", "United States") in found
    listed = facts_of(extractor, "Tarrow Airport serves Lenmouth, Kelsey and Bergen.")
    assert not any(relation in ("part of", "country") for _, relation, _ in listed)


def test_the_name_beside_a_named_work_is_still_the_role_holder(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The author of The Grey Harbour, Ann Holt, was born in Lenmouth.")
    assert ("Ann Holt", "birth place", "Lenmouth") in found


def test_a_place_relation_at_a_year_gives_nothing(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The headquarters of the Lenmouth Aviation Authority was in 1990 a hangar.")
    assert not any(relation == "headquarters" for _, relation, _ in found)


def test_a_people_word_after_of_is_no_place(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ada Price is the leader of the Catalans.")
    assert not any(relation == "leader" for _, relation, _ in found)


def test_a_class_noun_of_a_place_or_person_names_no_work(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Tom Reed is the creator of the novel of Norway.")
    assert not any(entity == "Norway" for entity, _, _ in found)


def test_a_place_part_of_two_places_is_part_of_each(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Tarrow Airport is located in Uttar Pradesh, part of Bundelkhand and Awadh.")
    assert {("Uttar Pradesh", "part of", "Bundelkhand"), ("Uttar Pradesh", "part of", "Awadh")} <= found


def test_a_part_noun_after_a_name_keys_nothing_on_the_name(extractor: SpacyRulesV2Extractor) -> None:
    """ "Tarrow Airport runway 12R/30L ...": the runway is a part, so "The airport" in the next
    sentence is the airport, never "Tarrow Airport runway"."""
    found = facts_of(extractor, "Tarrow Airport runway 12R/30L is 900.0 long. The airport is located in Lenmouth.")
    assert ("Tarrow Airport", "location", "Lenmouth") in found
    assert not any(entity == "Tarrow Airport runway" for entity, _, _ in found)


def test_the_subject_the_parser_hung_on_a_fronted_place() -> None:
    """The parse the small pipeline gives some "Located at A, X has ..." sentences: X as an
    apposition of A and no subject on "has". X is the subject."""
    from spacy.tokens import Doc

    from hcf_graph.extract.spacy_rules import load_pipeline
    from hcf_graph.extract.spacy_rules_v2 import _subject_after_fronted_place

    words = ["Located", "at", "Lenmouth", ",", "Tarrow Airport", "has", "a", "runway", "."]
    doc = Doc(
        load_pipeline().vocab,
        words=words,
        heads=[5, 0, 1, 2, 2, 5, 7, 5, 5],
        deps=["advcl", "prep", "pobj", "punct", "appos", "ROOT", "det", "dobj", "punct"],
        pos=["VERB", "ADP", "PROPN", "PUNCT", "PROPN", "VERB", "DET", "NOUN", "PUNCT"],
        tags=["VBN", "IN", "NNP", ",", "NNP", "VBZ", "DT", "NN", "."],
        lemmas=["locate", "at", "Lenmouth", ",", "Tarrow Airport", "have", "a", "runway", "."],
        ents=["O", "O", "B-GPE", "O", "B-FAC", "O", "O", "O", "O"],
    )
    found = _subject_after_fronted_place(doc[5])
    assert found is not None and found.text == "Tarrow Airport"
    assert _subject_after_fronted_place(doc[0]) is None


def test_a_building_written_with_its_town_is_located_there(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "12 Harbour Row, Birmingham, England has 23 floors.")
    assert ("12 Harbour Row", "location", "Birmingham") in found
    listed = facts_of(extractor, "Ann Holt designed the Kelsey Museum, the Vaster Tower and the Holm Library.")
    assert not any(relation == "location" for _, relation, _ in listed)
    district = facts_of(extractor, "The hospital is located in Ampara, Ampara District, Eastern Province, Sri Lanka.")
    assert not any(entity == "Ampara District" and relation == "location" for entity, relation, _ in district)


def test_a_person_before_a_participle_is_no_agent(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The Ada Price owned Vaster Tower is in Lenmouth.")
    assert not any(relation == "owner" for _, relation, _ in found)


def test_places_joined_by_and_stay_a_chain_without_a_plural_class_noun(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Tarrow Airport serves Lenmouth in Norland and Kelsey.")
    assert ("Tarrow Airport", "city served", "Kelsey") not in found


def test_a_set_off_place_is_never_where_the_verb_happened(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Tarrow Airport, in Lenmouth, is operated by Skyways Limited.")
    assert not any(relation == "operated in" for _, relation, _ in found)


def test_a_spliced_description_names_only_a_subject_with_that_noun(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Ada Price lives in Lenmouth, Norland, the airport is operated by Skyways Limited.")
    assert not any(relation == "operator" for _, relation, _ in found)


def test_a_count_after_with_is_a_standing_count_only(extractor: SpacyRulesV2Extractor) -> None:
    """ "with 24,000 members" is what a club has; "with two goals" is an event, no key."""
    assert not facts_of(extractor, "Ada Price, with two goals in 1990, won.")


def test_led_by_keys_a_place_not_a_person(extractor: SpacyRulesV2Extractor) -> None:
    assert not any(
        rel == "leader" for _, rel, _ in facts_of(extractor, "Ada Price is a Norwegian national led by Erna Solberg.")
    )
    assert ("Norway", "leader", "Erna Solberg") in facts_of(extractor, "Norway is a country led by Erna Solberg.")


def test_a_decimal_is_no_house_number() -> None:
    """ "144.7 SqKm" stays a quantity (house numbers, "300 North LaSalle", are whole)."""
    extractor = make_extractor("spacy-rules.v2")
    [facts] = extractor.extract(["Albany, Georgia has a total area of 144.7 SqKm."])
    assert ("Albany", "144.7 SqKm") in {(f.entity, f.value) for f in facts}


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("President Barack Obama", "Barack Obama"),
        ("Prime Minister Erna Solberg", "Erna Solberg"),
        ("Mr Shepard", "Shepard"),
        ("President Wilson", "President Wilson"),  # a title before one word is how he is named
        ("General Dynamics", "General Dynamics"),
        ("Presidential Palace", "Presidential Palace"),
    ],
)
def test_titles_before_names_are_dropped(name: str, expected: str) -> None:
    assert without_title(name) == expected


def test_the_rules_revision_is_a_digest_of_the_rule_files() -> None:
    """The extraction cache key changes whenever the rules do (no hand-kept version number):
    every rule module and every hcf_graph module they import for extraction is hashed."""
    import ast
    import hashlib
    from pathlib import Path

    from hcf_graph.extract.spacy_rules_v2 import rule_files

    files = rule_files()
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.read_bytes())
    assert rules_revision() == digest.hexdigest()[:12]
    package = Path(__file__).resolve().parents[2] / "hcf_graph"
    # data classes, errors; the catalog is data; workers.py spreads the work, never changes a fact
    # (tests/extract/test_parallel_parse.py)
    not_rules = {"model.py", "normalize.py", "errors.py", "__init__.py", "workers.py"}
    for path in [p for p in files if p.parent.name == "extract"]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = path.parent if node.level == 1 else package
                parts = (node.module or "").split(".") if node.module else []
                names = [n.name for n in node.names] if not node.module else [parts.pop()]
                for name in names:
                    target = base.joinpath(*parts, f"{name}.py")
                    if target.is_file() and target.name not in not_rules:
                        assert target.resolve() in {f.resolve() for f in files}, f"{path.name} imports {target}"


def test_a_sentence_whose_root_is_no_verb_does_not_hang(extractor: SpacyRulesV2Extractor) -> None:
    """ "Lenmouth Harbourfieldis 40 metres above sea level.": a typo leaves a name as the root;
    the search for the verb above "above sea level" compared Token objects by identity (spaCy
    makes them anew) and never ended."""
    import signal

    def too_slow(*_: object) -> None:
        raise TimeoutError("extraction did not end")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(60)
    try:
        facts_of(extractor, "Lenmouth Harbourfieldis 40 metres above sea level.")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_a_second_relation_noun_after_and_shares_the_first_clause_s_owner(extractor: SpacyRulesV2Extractor) -> None:
    """ "The leader of Norway is A and the capital is B": B is Norway's capital (the parser
    hangs "the capital" on A and makes the first "is" a clause of the second)."""
    found = facts_of(extractor, "The leader of Norway is Erna Solberg and the capital is Oslo.")
    assert ("Norway", "capital", "Oslo") in found
    found = facts_of(extractor, "Norway's leader is Erna Solberg and the capital is Oslo.")
    assert ("Norway", "capital", "Oslo") in found


def test_one_of_several_after_and_takes_no_relation_of_the_first_clause(extractor: SpacyRulesV2Extractor) -> None:
    """ "The emperor of Japan is A and one of the ethnic groups in the country is B": B is no
    emperor (the second "is" has no subject of its own but "one")."""
    found = facts_of(
        extractor, "The emperor of Japan is Akihito and one of the ethnic groups in the country is the Ainu."
    )
    assert ("Japan", "emperor", "Ainu") not in found
    assert ("Japan", "emperor", "Akihito") in found


def test_an_agent_named_after_a_role_noun(extractor: SpacyRulesV2Extractor) -> None:
    """ "designed by the architect, Anna Pell": the agent is the name after the role noun; a
    role noun alone ("designed by an architect") names nobody."""
    found = facts_of(extractor, "The Vell Hall was designed by the architect, Anna Pell.")
    assert ("Vell Hall", "architect", "Anna Pell") in found
    alone = facts_of(extractor, "The Vell Hall was designed by an architect.")
    assert not any(rel == "architect" for _, rel, _ in alone)


def test_the_role_who_did_it_is_the_named_person(extractor: SpacyRulesV2Extractor) -> None:
    """ "X is the architect who designed Y", "X, the architect who designed Y, ...": X designed
    Y; "the architect who designed Y" with no name keys nothing."""
    for text in (
        "Anna Pell is the architect who designed the Vell Hall.",
        "Anna Pell, the architect who designed the Vell Hall, was born in Lenmouth.",
    ):
        assert ("Vell Hall", "architect", "Anna Pell") in facts_of(extractor, text), text
    nobody = facts_of(extractor, "It was the architect who designed the Vell Hall.")
    assert not any(rel == "architect" for _, rel, _ in nobody)
