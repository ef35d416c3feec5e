"""Values stated in another form agree: an acronym and its words, a name with a
place or a title added; "3.800 metres" and "3800" are ambiguous. Names that differ in a word that
tells things apart still conflict."""

from __future__ import annotations

import pytest

from hcf_graph.resolve.values import compare_values, parse_value


def verdict(a: str, b: str, relation: str = "") -> str:
    return compare_values(parse_value(a, relation), parse_value(b, relation)).relation


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("USAF", "United States Air Force", "equal"),
        ("NASA", "National Aeronautics and Space Administration", "equal"),
        ("Punjab", "Punjab Pakistan", "compatible"),  # a place chain written without its comma
        ("New York City", "Manhattern New York City", "compatible"),
        ("Eastern Province", "Eastern Province of Sri Lanka", "compatible"),
        ("John Madin", "Architect John Madin", "compatible"),  # a title before the name
        ("Marriott International", "Marriott International Hotel", "compatible"),
        ("Einstein", "Albert Einstein", "compatible"),
    ],
)
def test_a_shorter_or_longer_form_of_a_name_agrees(a: str, b: str, expected: str) -> None:
    assert verdict(a, b) == expected
    assert verdict(b, a) == expected


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Guinea", "Equatorial Guinea"),
        ("Sudan", "South Sudan"),
        ("Guinea", "Papua New Guinea"),
        ("York", "New York"),
        ("Mexico", "Mexico City"),
        ("Apollo", "Apollo 11"),
        ("University", "University of Texas"),
        ("John Adams", "John Quincy Adams"),
        ("USAF", "United Space Agency"),  # initials that do not match
        ("NASA", "ESA"),
    ],
)
def test_names_that_differ_in_a_telling_word_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


def test_a_dot_that_may_separate_thousands_is_ambiguous_not_a_conflict() -> None:
    assert verdict("3.800 metres", "3800.0", "runway length") == "ambiguous"
    assert verdict("3800.0", "3.800 metres", "runway length") == "ambiguous"
    assert verdict("3.800 metres", "5200.0", "runway length") == "conflict"
    assert verdict("3.800 metres", "3.9 metres", "runway length") == "conflict"
