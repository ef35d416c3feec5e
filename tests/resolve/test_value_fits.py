"""What a relation's values must be (issue 10): a date for a date relation, a figure for a
quantity, a name (no date, no bare figure) for a place or an agent."""

from __future__ import annotations

import pytest

from hcf_graph.resolve.values import relation_value_kind, value_fits


@pytest.mark.parametrize(
    ("relation", "kind"),
    [
        ("birth date", "date"),
        ("completion date", "date"),
        ("population", "quantity"),
        ("runway length", "quantity"),
        ("birth place", "name"),
        ("highest point", "name"),  # a mountain, though "point" reads as a quantity
        ("founded by", "name"),  # an agent, though "founded" reads as a date
        ("built by", "name"),
        ("location", "name"),
        ("occupation", ""),
        ("instance of", ""),
    ],
)
def test_relation_value_kind(relation: str, kind: str) -> None:
    assert relation_value_kind(relation) == kind


FITS = [
    ("birth date", "3 May 1950"),
    ("birth date", "March 15th in 1932"),
    ("completion date", "early 2009"),
    ("opening date", "2nd October"),
    ("population", "12,000"),
    ("number of members", "two"),
    ("height", "34 metres"),
    ("location", "Paris"),
    ("location", "300 North LaSalle"),
    ("location", "3Arena"),
    ("location", "Apollo 11"),
    ("highest point", "Mount Tarrow"),
    ("founded by", "Anna Pell"),
    ("occupation", "test pilot"),
]
MISFITS = [
    ("runway length", "Paracuellos de Jarama"),
    ("area", "postal code"),
    ("founded", "Paris"),
    ("birth place", "1930"),
    ("location", "1 June 2009"),
    ("location", "45 metres"),
    ("founded by", "1912"),
]


@pytest.mark.parametrize(("relation", "value"), FITS)
def test_a_value_of_the_right_type_fits(relation: str, value: str) -> None:
    assert value_fits(relation, value)


@pytest.mark.parametrize(("relation", "value"), MISFITS)
def test_a_value_of_another_type_does_not_fit(relation: str, value: str) -> None:
    assert not value_fits(relation, value)
