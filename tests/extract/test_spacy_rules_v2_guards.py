"""``spacy-rules.v2``, guards on the fourth round's relations: ordinary prose that reads like a
team's ground, a thing's country of origin, a league, an ingredient or a part gives no such fact,
and two documents that say the same thing in other words give no conflict.

Every sentence is written for these tests; the ingest checks run the real pipeline."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_spacy_rules_v2 import Key, facts_of, run

from hcf_graph.conflicts import Conflict
from hcf_graph.database import Database
from hcf_graph.extract import make_extractor
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument
from hcf_graph.normalize import normalize_text
from hcf_graph.resolve.countries import constituent_of, country_name, is_country

# --------------------------------------------------------------------------------------------
# Facts that ordinary prose must not give.

ABSENT = [
    # one match or one concert is no ground
    ("Liverpool played at Villa Park on Saturday.", ("Liverpool", "ground", "Villa Park")),
    ("The Berlin Philharmonic played at the Hollywood Bowl.", ("Berlin Philharmonic", "ground", "Hollywood Bowl")),
    ("Lenmouth Rovers played at the Kelsey Stadium last season.", ("Lenmouth Rovers", "ground", "Kelsey Stadium")),
    (
        "Lenmouth Rovers play their home game at Kelsey Park on Saturday.",
        ("Lenmouth Rovers", "ground", "Kelsey Park"),
    ),
    # "from" a country that is no origin
    ("Strasbourg is across the river from Germany.", ("Strasbourg", "country", "Germany")),
    ("Kelsey Abbey is far from Norway.", ("Kelsey Abbey", "country", "Norway")),
    ("The name Paris comes from Greece.", ("Paris", "country", "Greece")),
    # a building's or street's name with a league's word is no league
    (
        "The Kelsey Museum is in the Lenmouth Conference Centre.",
        ("Kelsey Museum", "league", "Lenmouth Conference Centre"),
    ),
    ("The Kelsey Museum is located in Division Street.", ("Kelsey Museum", "league", "Division Street")),
    # materials and feelings are no ingredients
    ("The Statue of Liberty is made of copper.", ("Statue of Liberty", "ingredient", "copper")),
    ("Kelsey stew is made with love.", ("Kelsey stew", "ingredient", "love")),
    # a generic head noun names no whole
    ("Kelsey is part of the Group.", ("Kelsey", "part of", "Group")),
    # an undated past ground may be a former one: no fact rather than a false conflict
    ("Lenmouth Rovers played their home games at Hollin Park.", ("Lenmouth Rovers", "ground", "Hollin Park")),
    # a constituent country of the United Kingdom is a country value, not a location (round 16)
    ("Manchester is in England.", ("Manchester", "location", "England")),
]


@pytest.mark.parametrize(("text", "absent"), ABSENT)
def test_ordinary_prose_gives_no_such_fact(extractor: SpacyRulesV2Extractor, text: str, absent: Key) -> None:
    assert absent not in facts_of(extractor, text)


FOUND = [
    # the patterns the guards keep
    ("Liverpool play their home games at Anfield.", ("Liverpool", "ground", "Anfield")),
    ("Lenmouth Rovers play at the Kelsey Stadium.", ("Lenmouth Rovers", "ground", "Kelsey Stadium")),
    ("Lenmouth Rovers play in the Northern Premier League.", ("Lenmouth Rovers", "league", "Northern Premier League")),
    ("Lenmouth Rovers are in the Northern Premier League.", ("Lenmouth Rovers", "league", "Northern Premier League")),
    ("Lenmouth Town is in the Northern Premier League.", ("Lenmouth Town", "league", "Northern Premier League")),
    ("Kelsey stew comes from Norway.", ("Kelsey stew", "country", "Norway")),
    ("Kelsey stew is a dish from Norway.", ("Kelsey stew", "country", "Norway")),
    ("Kelsey stew is made with lamb and barley.", ("Kelsey stew", "ingredient", "barley")),
    ("Kelsey is part of the Hollin Group.", ("Kelsey", "part of", "Hollin Group")),
    ("Manchester is in England.", ("Manchester", "country", "England")),
    ("Kelsey is in Holland.", ("Kelsey", "country", "Netherlands")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_the_guards_keep_the_plain_statements(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


DATED = [
    ("Lenmouth Rovers played their home games at Kelsey Park from 1913 to 2006.", "from 1913 to 2006"),
    ("Lenmouth Rovers played their home matches at Kelsey Park between 1913 and 2006.", "between 1913 and 2006"),
    ("Lenmouth Rovers played at the Kelsey Stadium until 2006.", "until 2006"),
    ("Until 2006, Lenmouth Rovers played at the Kelsey Stadium.", "until 2006"),
    ("Lenmouth Rovers have played at the Kelsey Stadium since 2006.", "since 2006"),
]


@pytest.mark.parametrize(("text", "span"), DATED)
def test_a_dated_ground_keeps_its_span(extractor: SpacyRulesV2Extractor, text: str, span: str) -> None:
    grounds = [f for f in run(extractor, [text])[0] if f.relation == "ground"]
    assert [f.qualifier for f in grounds] == [span]


def test_a_catalog_relation_is_not_repeated_by_its_generic_phrase(extractor: SpacyRulesV2Extractor) -> None:
    facts = run(extractor, ["Kelsey University is affiliated with the Hollin Group."])[0]
    assert [(f.entity, f.relation, f.value) for f in facts] == [("Kelsey University", "affiliation", "Hollin Group")]


ALIASES = [
    ("Holland", "the Netherlands"),
    ("Great Britain", "the United Kingdom"),
    ("Britain", "the UK"),
    ("Burma", "Myanmar"),
    ("Czechia", "the Czech Republic"),
    ("Türkiye", "Turkey"),
    ("Swaziland", "Eswatini"),
    ("the Russian Federation", "Russia"),
    ("Macedonia", "North Macedonia"),
    ("Ivory Coast", "Côte d'Ivoire"),
    ("the U.S.A.", "the United States"),
]


def key(name: str) -> str:
    """A country's name as the graph keys it ("the Netherlands" and "Netherlands" alike)."""
    return normalize_text(name).removeprefix("the ")


@pytest.mark.parametrize(("one", "other"), ALIASES)
def test_a_country_s_aliases_key_alike(one: str, other: str) -> None:
    assert is_country(one) and is_country(other)
    assert key(country_name(one)) == key(country_name(other))


def test_a_constituent_country_is_a_country_in_its_state() -> None:
    """Round 16: the constituent countries key as countries; the resolver reads each as lying in
    the United Kingdom (the pipeline test below: "Manchester is in England" / "... in the United
    Kingdom" agree)."""
    assert all(is_country(name) for name in ("England", "Scotland", "Wales", "Northern Ireland"))
    assert all(constituent_of(name, "United Kingdom") for name in ("England", "Scotland", "Wales", "Northern Ireland"))
    assert is_country("United Kingdom")


# --------------------------------------------------------------------------------------------
# Through the pipeline: two documents that agree give no conflict.

TOWNS = ["Harwick", "Stavel", "Rennick", "Skarnes", "Ostberg", "Tarrow", "Calder", "Halbury", "Lindau", "Brennock"]

AGREEING = [
    ("Liverpool play their home games at Anfield.", "Liverpool played at Villa Park on Saturday."),
    (
        "The Berlin Philharmonic plays its home concerts at the Philharmonie.",
        "The Berlin Philharmonic played at the Hollywood Bowl.",
    ),
    (
        "Lenmouth Rovers play their home games at the Kelsey Stadium.",
        "Lenmouth Rovers played their home games at Hollin Park from 1913 to 2006.",
    ),
    (
        "Calder Town play their home games at the Calder Arena.",
        "Until 2006, Calder Town played at Brennock Park.",
    ),
    ("Strasbourg is a city in France.", "Strasbourg is across the river from Germany."),
    ("Paris is a city in France.", "The name Paris comes from Greece."),
    ("Manchester is in England.", "Manchester is in the United Kingdom."),
    ("Kelsey University is affiliated with the Hollin Group.", "Kelsey University is affiliated to the Hollin Group."),
    *[
        (f"{town} is a town in {one}.", f"{town} is a town in {other}.")
        for town, (one, other) in zip([*TOWNS, "Kelsey"], ALIASES, strict=True)
    ],
]


def ingest(folder: Path, docs: list[tuple[str, str]]) -> list[Conflict]:
    """Ingest (name, text) documents into a fresh database; its conflicts."""
    sources = [SourceDocument(name, text, name, "text/plain") for name, text in docs]
    with Database(folder) as db:
        ingest_documents(db, sources, make_extractor("spacy-rules.v2"))
        return db.graph.conflicts()


def test_documents_that_agree_give_no_conflict(tmp_path: Path) -> None:
    docs = [(f"{i}-{side}.txt", text) for i, pair in enumerate(AGREEING) for side, text in zip("ab", pair, strict=True)]
    conflicts = ingest(tmp_path / "db", docs)
    assert [(c.entity, c.relation, [v.value for v in c.values]) for c in conflicts] == []


def test_documents_that_disagree_still_conflict(tmp_path: Path) -> None:
    """The control: a team's two present grounds and a town's two countries do conflict."""
    docs = [
        ("a.txt", "Lenmouth Rovers play their home games at the Kelsey Stadium."),
        ("b.txt", "Lenmouth Rovers play their home games at Hollin Park."),
        ("c.txt", "Harwick is a town in Holland."),
        ("d.txt", "Harwick is a town in Belgium."),
    ]
    found = {(c.entity, c.relation) for c in ingest(tmp_path / "db", docs)}
    assert found == {("Lenmouth Rovers", "ground"), ("Harwick", "country")}


@pytest.mark.parametrize(
    "text, fact",
    [
        (
            "The population of blue whales is 10,000 to 25,000 individuals.",
            ("blue whale", "population", "10,000 to 25,000"),
        ),
        ("The boiling point of water is 100 °C.", ("water", "boiling point", "100 °C")),
    ],
)
def test_a_common_noun_entity_keyed_by_its_lemma_is_written_in_the_sentence(
    extractor: SpacyRulesV2Extractor, text: str, fact: Key
) -> None:
    """The guard that an entity is written in the sentence reads a plural common noun through
    its lemma ("blue whales" is the entity "blue whale"); a capitalized name keeps its own text."""
    assert fact in facts_of(extractor, text)
    assert not any(entity == "ander" for entity, _, _ in facts_of(extractor, "Anders was born in Oslo in 1950."))
