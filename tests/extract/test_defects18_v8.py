"""Defects found in round 18 by reading every fact counted wrong on the encyclopedic passages
written here (examples/prose): 51 of 52 were true facts the reference does not list; the one
wrong fact came from a participle set off after "N of X"."""

from __future__ import annotations

from test_spacy_rules_v2 import CatalogFacts


def test_a_participle_after_n_of_x_dates_no_event_of_x(catalog_facts: CatalogFacts) -> None:
    """ "His map of the Tarrow Hills, printed in 1874": the map was printed, not the hills; and
    "a suburb of Kelby, founded in 1900" was founded, not Kelby. The parse hangs the participle
    on X either way, so X gets no date."""
    assert not catalog_facts("His map of the Tarrow Hills, printed in 1874, remained in use for decades.")
    assert not catalog_facts("A suburb of Kelby, founded in 1900, lies on the coast.")
    assert not catalog_facts("The first sketch of Vell Hall, drawn in 1899, hangs in the museum.")


def test_a_participle_set_off_after_a_name_still_dates_it(catalog_facts: CatalogFacts) -> None:
    assert ("Kelby Bridge", "opening date", "1901") in catalog_facts(
        "The Kelby Bridge, opened in 1901, crosses the Aske."
    )
    facts = catalog_facts("The University of Kelby, founded in 1850, has 9,000 students.")
    assert ("University of Kelby", "founded", "1850") in facts
    assert ("Ostby", "founded", "1100") in catalog_facts("The capital of Norland is Ostby, founded in 1100.")


def test_a_figure_given_bare_and_with_its_unit_is_one_value(catalog_facts: CatalogFacts) -> None:
    """Two values of a relation with one value, from one sentence, would conflict with each other."""
    facts = catalog_facts("Kelby Airport has a runway length of 3500 and its runway is 3500 m long.")
    assert [v for _, r, v in facts if r == "runway length"] == ["3500 m"]
    facts = catalog_facts("Vell Tower has a height of 120 and is 120 metres tall.")
    assert [v for _, r, v in facts if r == "height"] == ["120 metres"]
    facts = catalog_facts("Kelby Airport has a runway length of 3500.")  # no unit to prefer
    assert ("Kelby Airport", "runway length", "3500") in facts
