"""Defects found in round 19 by writing sentences of the held-out kinds (books, dishes, teams,
universities, monuments) here, in the WebNLG manner, and reading every fact they gave."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import CatalogFacts

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor


def test_in_a_language_is_a_language_not_a_place(catalog_facts: CatalogFacts) -> None:
    """ "The book is in Welsh" gave "located in: Welsh", a place conflict with the book's real
    location. The value's type decides: a language after "is in" is the work's language."""
    facts = catalog_facts("Don Quixote is in Spanish.")
    assert ("Don Quixote", "official language", "Spanish") in facts
    assert not [f for f in facts if f[1] == "location"]
    assert not catalog_facts("Don Quixote is not in French.")


def test_in_a_place_stays_a_place(catalog_facts: CatalogFacts) -> None:
    assert ("Vell Museum", "location", "Cardiff") in catalog_facts("The Vell Museum is in Cardiff.")
    facts = catalog_facts("Kelby Airport is in Denmark.")
    assert any(e == "Kelby Airport" and v == "Denmark" for e, _, v in facts)
    assert not [f for f in facts if f[1] == "official language"]


def test_a_second_in_can_still_date_the_event(catalog_facts: CatalogFacts) -> None:
    """ "released in paperback in 2001": the first "in" took the slot, so the date was lost."""
    facts = catalog_facts("The Silver Key was released in paperback in 2001.")
    assert ("Silver Key", "released", "2001") in facts
    assert ("Silver Key", "media type", "paperback") in facts
    assert ("Silver Key", "published", "2001") in catalog_facts("The Silver Key was published in London in 2001.")


def test_only_one_date_per_event(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("The Silver Key was published in 1999 in 2001 editions.")
    assert [v for _, r, v in facts if r == "published"] == ["1999"]


@pytest.mark.parametrize(
    ("sentence", "relation", "value", "mark"),
    [
        ("Historians claim that Kelby Abbey was founded in 1150.", "founded", "1150", "reported"),
        ("The council said that the Kelby Tower was built in 1900.", "construction date", "1900", "reported"),
        ("Historians believe that Anna Pell founded Kelby Abbey in 1150.", "founded by", "Anna Pell", "reported"),
        ("According to some sources, Kelby Abbey was founded in 1150.", "founded", "1150", "reported"),
        ("According to legend, Kelby Abbey was founded in 1150.", "founded", "1150", "reported"),
        ("Legend has it that Kelby Abbey was founded in 1150.", "founded", "1150", "reported"),
        ("Norland's capital was formerly Ostby.", "capital", "Ostby", "formerly"),
        ("Kelby Abbey is no longer owned by the Crown.", "owned by", "Crown", "formerly"),
        ("Kelby Abbey was previously owned by the Crown.", "owned by", "Crown", "formerly"),
        ("Anna Pell was once the mayor of Kelby.", "mayor", "Anna Pell", "formerly"),
        ("Kelby Tower should be 120 metres tall.", "height", "120 metres", "hedged"),
        ("Kelby Tower must be 120 metres tall.", "height", "120 metres", "hedged"),
    ],
)
def test_hearsay_and_former_values_are_kept_and_marked(
    extractor: SpacyRulesV2Extractor, sentence: str, relation: str, value: str, mark: str
) -> None:
    """A clause someone reports was lost whole (its event keyed on "historians", which no guard
    passed), and "according to some sources" or "legend has it" read as a plain statement: a
    conflict with the record's date where the text itself says it is hearsay. "Its capital was
    formerly Ostby" beside "Its capital is Vell" is no conflict either: the mark puts the former
    value under a key of its own. "must" and "should" state a requirement or a guess: hedged."""
    [fact] = [f for f in extractor.extract([sentence])[0] if f.relation == relation]
    assert fact.value == value and mark in fact.qualifier
    assert fact.value in sentence[fact.start : fact.end]


def test_a_census_figure_stays_plain(extractor: SpacyRulesV2Extractor) -> None:
    [fact] = extractor.extract(["According to the 2010 census, Kelby has a population of 12,000."])[0]
    assert fact.value == "12,000" and fact.qualifier == ""


def test_former_and_current_values_do_not_conflict(extractor: SpacyRulesV2Extractor) -> None:
    from hcf_graph.normalize import Normalizer

    normalizer = Normalizer()
    old, new = (
        extractor.extract([text])[0][0]
        for text in ("Norland's capital was formerly Ostby.", "The capital of Norland is Vell.")
    )
    keys = [normalizer.keys(f.entity, f.relation, f.value, f.qualifier) for f in (old, new)]
    assert keys[0].relation == keys[1].relation == "capital"
    assert keys[0].conflict_key != keys[1].conflict_key


def test_once_as_a_frequency_is_no_former_value(extractor: SpacyRulesV2Extractor) -> None:
    facts = extractor.extract(["The capital of Norland is Ostby, which hosts the fair once a year."])[0]
    assert all("formerly" not in f.qualifier for f in facts)
