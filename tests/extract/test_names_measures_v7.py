"""Shapes of real prose the thirteenth round of ``spacy-rules.v2`` reads: a name with a number of
three or four digits ("the Boeing 747", "The Kestrel 300 is ...", "the Kestrel 300 airliner"), a
height or length with an abbreviated unit the parser made the copula's attribute ("is 1.85 m
tall"), an occupation with the place a person is from ("a cellist from Hamburg"), and a second
role joined to the first ("a lawyer and the governor of Vermont"). What must give nothing: a
year after a place is no part of its name, "the grounds of X" is no role, a student is no
occupation."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of, matching

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, Key]] = [
    # names with numbers
    ("Norvik Air operates the Kestrel 300.", ("Kestrel 300", "operator", "Norvik Air")),
    ("Norvik Air operates the Boeing 747.", ("Boeing 747", "operator", "Norvik Air")),
    ("The Kestrel 300 is operated by Norvik Air.", ("Kestrel 300", "operator", "Norvik Air")),
    ("The Kestrel 300 was built by Halbury Works.", ("Kestrel 300", "built by", "Halbury Works")),
    ("Norvik Air operates the Kestrel 300 airliner.", ("Kestrel 300", "operator", "Norvik Air")),
    ("The Falcon 40 was built by Halbury Works in 1990.", ("Falcon 40", "built by", "Halbury Works")),
    # abbreviated units after the copula
    ("Rui Costa Alves is 1.85 m tall.", ("Rui Costa Alves", "height", "1.85 m")),
    ("Kelso Tower is 85 m tall.", ("Kelso Tower", "height", "85 m")),
    ("The Kelso Bridge is 412 m long.", ("Kelso Bridge", "length", "412 m")),
    # an occupation with a place of origin
    ("Anna Kroll is a cellist from Hamburg.", ("Anna Kroll", "occupation", "cellist")),
    (
        "Anna Kroll is a cellist from Hamburg who plays with the Lenmouth Quartet.",
        ("Anna Kroll", "occupation", "cellist"),
    ),
    # a second role joined to the first
    ("Albert Greene was a lawyer and the governor of Vermont.", ("Vermont", "governor", "Albert Greene")),
    ("Albert Greene was a lawyer and the governor of Vermont.", ("Albert Greene", "occupation", "lawyer")),
    ("Lenmouth is the capital of Norland and the largest city of Rhune.", ("Rhune", "largest city", "Lenmouth")),
    ("Lenmouth is the capital of Norland and the largest city of Rhune.", ("Norland", "capital", "Lenmouth")),
]


@pytest.mark.parametrize(("text", "expected"), FOUND)
def test_found(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


NOT_FOUND: list[tuple[str, tuple[str, str, str | None]]] = [
    ("Norvik Air operates the Kestrel 300.", ("Kestrel", "operator", None)),  # never the cut name
    ("The Kestrel 300 is operated by Norvik Air.", ("Kestrel", "operator", None)),
    ("Kelso Airport opened in May 1990.", ("May 1990", "opened", None)),
    (
        "Julia Morgan is the architect behind Chinatown and the grounds of Asilomar Conference.",
        ("Asilomar Conference", "ground", None),
    ),
    ("Tom Vell is a student from Oslo.", ("Tom Vell", "occupation", None)),
]


@pytest.mark.parametrize(("text", "unwanted"), NOT_FOUND)
def test_not_found(extractor: SpacyRulesV2Extractor, text: str, unwanted: tuple[str, str, str | None]) -> None:
    entity, relation, value = unwanted
    got = facts_of(extractor, text)
    assert not matching(got, entity, relation, value), got


def test_a_name_with_a_number_keeps_its_quote(extractor: SpacyRulesV2Extractor) -> None:
    text = "Norvik Air operates the Kestrel 300 airliner."
    facts = extractor.extract([text])[0]
    assert facts and all(f.entity == "Kestrel 300" and "Kestrel 300" in text[f.start : f.end] for f in facts)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "# Calder Bridge\n\nThe Calder Bridge is a railway bridge near Ashby.\n\nConstruction began in 1883 and "
            "the bridge was completed in 1887. It was built by Morrow & Finch.",
            ("Calder Bridge", "built by", "Morrow & Finch"),
        ),
        (
            "Kelso Hall is a concert hall in Lenmouth. Work began in 1901. It was designed by Anna Pell.",
            ("Kelso Hall", "architect", "Anna Pell"),
        ),
        (
            "Kelso Hall is a concert hall in Lenmouth. Restoration took five years. It was designed by Anna Pell.",
            ("Kelso Hall", "architect", "Anna Pell"),
        ),
    ],
)
def test_an_undertaking_is_no_antecedent(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    """ "It" after "Construction began in 1883" is the thing built, never "Construction"."""
    got = facts_of(extractor, text)
    assert expected in got, got
    assert not [f for f in got if f[0] in ("Construction", "Work", "Restoration")], got


def test_a_common_noun_subject_still_names_it(extractor: SpacyRulesV2Extractor) -> None:
    """A bare common noun that is no undertaking stays the antecedent of "It"."""
    got = facts_of(extractor, "Penicillin is an antibiotic. It was discovered by Alexander Fleming.")
    assert ("Penicillin", "discovered by", "Alexander Fleming") in got, got


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        ("Bellmark Foods opened its first factory in 1905.", False),  # the factory's date
        ("Bellmark Foods opened in 1905.", True),
        ("Bellmark Foods opened its doors in 1905.", True),  # its own opening
    ],
)
def test_a_date_after_an_object_is_the_objects(extractor: SpacyRulesV2Extractor, text: str, dated: bool) -> None:
    got = facts_of(extractor, text)
    assert bool(matching(got, "Bellmark Foods", "opening date", "1905")) is dated, got


COMPANY_AND_LIFE: list[tuple[str, Key]] = [
    ("Harwick Instruments employs about 4,000 people.", ("Harwick Instruments", "number of employees", "4,000")),
    ("Harwick Instruments employs 4,000 staff.", ("Harwick Instruments", "number of employees", "4,000")),
    ("Harwick Instruments has 4,000 employees.", ("Harwick Instruments", "number of employees", "4,000")),
    ("Harwick Instruments has a workforce of 4,000.", ("Harwick Instruments", "number of employees", "4,000")),
    (
        "Harwick Instruments had a turnover of 2.4 billion euros.",
        ("Harwick Instruments", "revenue", "2.4 billion euros"),
    ),
    ("Marta Ellison married Tom Hale in 1990.", ("Marta Ellison", "spouse", "Tom Hale")),
    ("Kelso Bridge crosses the River Calder.", ("Kelso Bridge", "crosses", "River Calder")),
]


@pytest.mark.parametrize(("text", "expected"), COMPANY_AND_LIFE)
def test_relations_of_company_pages_and_lives(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    """Relations the catalog holds since this round (number of employees, revenue, spouse,
    crosses), each from the wordings of company pages and biographies."""
    assert expected in facts_of(extractor, text)


def test_cleaners_are_no_workforce(extractor: SpacyRulesV2Extractor) -> None:
    assert not matching(
        facts_of(extractor, "Kelsey University employs 500 cleaners."), "Kelsey University", "number of employees", None
    )
