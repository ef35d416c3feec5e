"""A nationality written as an adjective and as its country is one value, never a conflict."""

from __future__ import annotations

import pytest

from hcf_graph.extract.evaluation import same_value
from hcf_graph.resolve.demonyms import country_of_demonym, demonym_of
from hcf_graph.resolve.values import compare_texts


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("American", "United States"),
        ("the U.S.", "American"),
        ("Dutch", "the Netherlands"),
        ("British", "UK"),
        ("Norwegian", "Norway"),
        ("South Korean", "South Korea"),
        ("Americans", "United States"),
        ("French people", "France"),
        ("American", "Americans"),
        # peoples named by a noun of their own
        ("Serbian", "Serbs"),
        ("Danes", "Denmark"),
        ("Spanish", "Spaniards"),
        ("the Finns", "Finland"),
        ("Icelandic", "Icelanders"),
    ],
)
def test_a_demonym_equals_its_country(a: str, b: str) -> None:
    assert demonym_of(a, b)
    verdict = compare_texts(a, b)
    assert not verdict.is_conflict and "nationality" in verdict.reason


@pytest.mark.parametrize(("a", "b"), [("American", "Canada"), ("French", "Belgium"), ("Norwegian", "Sweden")])
def test_a_demonym_of_another_country_still_conflicts(a: str, b: str) -> None:
    assert not demonym_of(a, b)
    assert compare_texts(a, b).is_conflict


def test_scoring_reads_a_demonym_as_its_country() -> None:
    assert same_value("American", "United States", "nationality")
    assert not same_value("American", "Canada", "nationality")


def test_scoring_reads_a_plural_demonym_as_the_adjective() -> None:
    """DBpedia writes nationalities as peoples ("Americans", "French people")."""
    assert same_value("American", "Americans", "nationality")
    assert same_value("French", "French people", "nationality")
    assert not same_value("French", "Americans", "nationality")


@pytest.mark.parametrize(
    ("adjective", "country"),
    [("Ghanaian", "Ghana"), ("the Lebanese", "Lebanon"), ("Burmese", "Myanmar"), ("Sri Lankan", "Sri Lanka")],
)
def test_more_countries_have_their_demonym(adjective: str, country: str) -> None:
    assert country_of_demonym(adjective) == country


@pytest.mark.parametrize("word", ["Georgian", "Macedonian"])
def test_an_ambiguous_adjective_names_no_country(word: str) -> None:
    """ "Georgian" is also a US state's and an architectural style; "Macedonian" a region's."""
    assert country_of_demonym(word) is None


def test_scoring_reads_a_people_noun_as_its_nationality() -> None:
    assert same_value("Serbian", "Serbs", "nationality")
    assert not same_value("Serbian", "Croats", "nationality")


@pytest.mark.parametrize("word", ["Pole", "Dane", "Finn", "Scots", "Turks"])
def test_a_singular_people_noun_or_an_ambiguous_plural_names_no_country(word: str) -> None:
    """ "the North Pole", "Dane Cook", "Finn" are names; "Scots" a language; "Turks and Caicos"."""
    assert country_of_demonym(word) is None
