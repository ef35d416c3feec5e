"""Guards found by ingesting the descriptions of the Python packages installed here (116 READMEs,
94,000 words nobody here wrote: the manuals and project pages a user's corpus holds). 43 facts,
about half of them wrong, two false conflicts; each shape below is written here with invented
names."""

from __future__ import annotations

import pytest

from hcf_graph.extract.code_v2 import mask_code
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor, markup_debris


def facts_of(extractor: SpacyRulesV2Extractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity, f.relation, f.value) for f in extractor.extract([text])[0]}


@pytest.mark.parametrize(
    "text",
    [
        "- list must have a length of 4, 5, or 6",  # a requirement on a bare noun, read as "- list"
        "You can filter rows by giving the table a row_filter keyword argument, a function that returns True.",
        "Language detection is poor when text contains two or more languages.",  # a condition
        'Lint built by alt="Build Status',  # an attribute of a tag too long to mask
        "Quxlib: a toolkit for names. Name tags that are very unlikely are still valid:",
        "# Kelbylib\n\nLanguage tags that are very unlikely are still valid:\n",  # no infobox line
        "# Kelbylib\n\nLanguage tags that are rare still work\n",
        "Kelby 3 is a powerful, friendly HTTP client for Python.",  # a name with a digit: software
    ],
)
def test_manual_debris_gives_no_fact(extractor: SpacyRulesV2Extractor, text: str) -> None:
    assert facts_of(extractor, text) == set()


def test_a_list_marker_is_no_part_of_a_name(extractor: SpacyRulesV2Extractor) -> None:
    assert ("Kelby Tower", "height", "120 metres") in facts_of(extractor, "- Kelby Tower is 120 metres tall.")
    assert ("Kelby Tower", "height", "120 metres") in facts_of(extractor, "• Kelby Tower is 120 metres tall.")


def test_when_with_a_past_event_stays_a_fact(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "Kelby Tower was completed in 1931 when the town had 5,000 inhabitants.")
    assert ("Kelby Tower", "completion date", "1931") in facts


def test_people_keep_their_facts(extractor: SpacyRulesV2Extractor) -> None:
    assert ("Anna Pell", "occupation", "painter") in facts_of(extractor, "Anna Pell is a painter.")
    facts = facts_of(extractor, "Ludwig van Beethoven was a composer.")
    assert ("Ludwig van Beethoven", "occupation", "composer") in facts


@pytest.mark.parametrize(
    ("name", "debris"),
    [
        ('alt="Build Status', True),
        ("<img", True),
        ('Blue Sky"', True),
        ('"Blue Sky"', False),  # a quoted title
        ("Kelby Tower", False),
        ("O'Neill", False),
        ("Kelby Martyrs'", False),  # an apostrophe may end a name
        ("https://example.org/wiki/Anna Pell", True),  # a link target
        ("www.kelby.org", True),
        ("Kelby.org", False),
    ],
)
def test_markup_debris(name: str, debris: bool) -> None:
    assert markup_debris(name) is debris


def test_a_long_tag_is_blanked() -> None:
    tag = '<img alt="Build status (Lint)"\n src="https://example.org/' + "a" * 300 + '">'
    text = f"<td>{tag}</td> Kelby Tower is 120 m tall. If x < 5 and y > 3 it is small."
    masked = mask_code(text)
    assert len(masked) == len(text) and "alt=" not in masked
    assert masked.endswith("Kelby Tower is 120 m tall. If x < 5 and y > 3 it is small.")


def test_there_are_a_number_is_no_occupation(extractor: SpacyRulesV2Extractor) -> None:
    text = "Anna Pell has painted most of the halls in Kelby, though there are a number that remain bare."
    assert not [f for f in facts_of(extractor, text) if f[1] == "occupation"]


@pytest.mark.parametrize(
    ("heading", "topic"),
    [
        ("# kelbytools: A lightweight console printing and formatting toolkit", "kelbytools"),
        ("# Kelbylib: a library for language codes", "Kelbylib"),
        ("# Vell - Python library for rich text in the terminal", "Vell"),
        ("# Star Quest: A New Dawn", "Star Quest: A New Dawn"),  # a subtitle in capitals is the name's
        ("# Battle of Kelby: 1066", "Battle of Kelby: 1066"),
    ],
)
def test_a_heading_tagline_is_no_part_of_the_topic(heading: str, topic: str) -> None:
    from hcf_graph.extract import document_topic

    assert document_topic(f"{heading}\n\nIt has zero dependencies.\n") == topic


def test_infobox_lines_still_read(extractor: SpacyRulesV2Extractor) -> None:
    text = "# Kelby Tower\n\nOpened 1912\nArchitect J. Smith\nPopulation 12,000\nGenre: fantasy\n"
    facts = facts_of(extractor, text)
    assert {("Kelby Tower", "opening date", "1912"), ("Kelby Tower", "architect", "J. Smith")} <= facts
    assert ("Kelby Tower", "genre", "fantasy") in facts


def test_a_figure_after_the_is_no_count(extractor: SpacyRulesV2Extractor) -> None:
    """ "the 2005 and 2014 methods" names methods by their years: no "number of methods: 2005"."""
    assert facts_of(extractor, "Kelbylib contains the 2005 and 2014 methods used in Plotly.") == set()
    assert ("Kelby Hall", "number of seats", "2005") in facts_of(extractor, "Kelby Hall has 2005 seats.")
