"""``spacy-rules.v2`` on other names and on organisations' headquarters, affiliations and
operators, a fifth batch (session 25): shapes the earlier files do not hold. Another name set
off beside a name ("X, also called Y, is ...", the parser making "called" the sentence's verb;
"X (also titled Y)"; "X, or Y, is ..."); headquarters in a relative clause ("X, which has its
headquarters in Y", "X, the HQ of which is at Y"), a fronted "With its headquarters in Y, X ...",
"The X headquarters are in Y"; "X, an affiliate of Y"; "X is managed by Y" with Y an
organisation (its operator, never its manager); a fronted "Operated by Y, X ..." where the
parser hangs "by Y" as a plain preposition or the participle on the subject.

Every sentence is written for these tests (invented dishes, books, clubs, universities,
monuments, airports and companies), in the held-out kinds too. Every fact quotes its text
exactly (``facts_of``)."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

FOUND: list[tuple[str, tuple[Key, ...]]] = [
    # another name set off beside a name
    (
        "Fish Pie, also called Sea Pie, is a dish from England.",
        (("Fish Pie", "alternative name", "Sea Pie"),),
    ),
    (
        "The Winter Harbour, also called Harbour of Ice, is a novel by Anna Lind.",
        (("Winter Harbour", "alternative name", "Harbour of Ice"), ("Winter Harbour", "author", "Anna Lind")),
    ),
    (
        "The Winter Harbour (also titled Harbour of Ice) is a novel by Anna Lind.",
        (("Winter Harbour", "alternative name", "Harbour of Ice"),),
    ),
    (
        "The Kelsey Arch, also called the Red Gate, stands in Glasgow.",
        (("Kelsey Arch", "alternative name", "Red Gate"),),
    ),
    (
        "Fish Pie, or Sea Pie, is a dish from England.",
        (("Fish Pie", "alternative name", "Sea Pie"),),
    ),
    (
        "The Kelsey Arch, or the Red Gate, stands in Glasgow.",
        (("Kelsey Arch", "alternative name", "Red Gate"),),
    ),
    # a full name after "whose" on a class noun beside the name
    (
        "Kelsey Rovers, a club whose full name is Kelsey Rovers Football Club, play in Glasgow.",
        (("Kelsey Rovers", "full name", "Kelsey Rovers Football Club"),),
    ),
    (
        "Vell, a comic character whose full name is Vellamir Oss, was created by Anna Lind.",
        (("Vell", "full name", "Vellamir Oss"),),
    ),
    # headquarters
    (
        "Bergen Airport is operated by Nordia Air which has headquarters in Oslo.",
        (("Nordia Air", "headquarters", "Oslo"),),
    ),
    (
        "With headquarters in Oslo, Nordia Air operates Bergen Airport.",
        (("Nordia Air", "headquarters", "Oslo"),),
    ),
    (
        "Nordia Air has headquarters at Oslo Central Station and operates Bergen Airport.",
        (("Nordia Air", "headquarters", "Oslo Central Station"),),
    ),
    (
        "Bergen Airport is operated by Nordia Air, which has its headquarters in Oslo.",
        (("Bergen Airport", "operator", "Nordia Air"), ("Nordia Air", "headquarters", "Oslo")),
    ),
    (
        "Bergen Airport is operated by Nordia Air who have their headquarters in Oslo.",
        (("Nordia Air", "headquarters", "Oslo"),),
    ),
    (
        "Bergen Airport is operated by Nordia Air, the HQ of which is at Oslo Central Station.",
        (("Nordia Air", "headquarters", "Oslo Central Station"),),
    ),
    (
        "With its headquarters in Oslo, Nordia Air is the operator of Bergen Airport.",
        (("Nordia Air", "headquarters", "Oslo"), ("Bergen Airport", "operator", "Nordia Air")),
    ),
    ("The Nordia Air headquarters are in Oslo.", (("Nordia Air", "headquarters", "Oslo"),)),
    (
        "The Halvorsen University Press, which has its headquarters in Bergen, publishes the novel.",
        (("Halvorsen University Press", "headquarters", "Bergen"),),
    ),
    # affiliation
    (
        "He studied at Halvorsen University, an affiliate of the Nordic Universities Association.",
        (("Halvorsen University", "affiliation", "Nordic Universities Association"),),
    ),
    (
        "Halvorsen University, an affiliate of the Nordic Universities Association, has 9,000 students.",
        (("Halvorsen University", "affiliation", "Nordic Universities Association"),),
    ),
    (
        "He studied at Halvorsen University, which is affiliated with the Nordic Universities system.",
        (("Halvorsen University", "affiliation", "Nordic Universities system"),),
    ),
    (
        "Halvorsen University is part of the Nordic Universities Network.",
        (("Halvorsen University", "affiliation", "Nordic Universities Network"),),
    ),
    # operator and owner
    ("The Harbour Tower has the tenant Kelsey Bank.", (("Harbour Tower", "tenant", "Kelsey Bank"),)),
    ("The Harbour Tower has a tenant called Kelsey Bank.", (("Harbour Tower", "tenant", "Kelsey Bank"),)),
    ("One of the tenants of the Harbour Tower is Kelsey Bank.", (("Harbour Tower", "tenant", "Kelsey Bank"),)),
    ("The Kelsey Arch has the owner Kelsey Trust.", (("Kelsey Arch", "owner", "Kelsey Trust"),)),
    ("Bergen Airport is managed by Nordia Air.", (("Bergen Airport", "operator", "Nordia Air"),)),
    (
        "Bergen Airport is in Norway and managed by Nordia Air.",
        (("Bergen Airport", "operator", "Nordia Air"),),
    ),
    (
        "Operated by ENAIRE, the Madrid Airport serves Madrid.",
        (("Madrid Airport", "operator", "ENAIRE"),),
    ),
    (
        "Operated by the United States Air Force, Al Qasr airbase is located in Iraq.",
        (("Al Qasr airbase", "operator", "United States Air Force"),),
    ),
]

WRONG: list[tuple[str, Key]] = [
    # an organisation that manages a place is its operator, not its manager
    ("Bergen Airport is managed by Nordia Air.", ("Bergen Airport", "manager", "Nordia Air")),
    ("Bergen Airport is in Norway and managed by Nordia Air.", ("Bergen Airport", "manager", "Nordia Air")),
    # an organisation in a network is affiliated with it, not a part of it
    (
        "Halvorsen University is part of the Nordic Universities Network.",
        ("Halvorsen University", "part of", "Nordic Universities Network"),
    ),
    # a headquarters noun written "headquarter" gives one headquarters fact, no second relation
    ("Nordia Air's headquarter is Oslo.", ("Nordia Air", "headquarter", "Oslo")),
]

GUARDS: list[tuple[str, str]] = [
    # "or" between two places, between things that are plural, or in a list
    ("Paris, or London, is the best city to visit.", "alternative name"),
    ("Kelsey Rovers, or Brackley Wanderers, are the best team in the league.", "alternative name"),
    # "called" without "also": a name given, no other name
    ("The Kelsey Arch, called after Anna Lind, stands in Glasgow.", "alternative name"),
    # a person who manages a club is its manager, never its operator
    ("Kelsey Rovers are managed by Paul Hendry.", "operator"),
    ("Managed by Paul Hendry, Kelsey Rovers won the Midland League.", "operator"),
    # a country named before "which has a tenant" holds no tenant
    ("The Harbour Hotel is in Glasgow, Scotland which has a tenant called Kelsey Bank.", "tenant"),
    # a former tenant, no tenant: no tenant fact
    ("The Harbour Tower had a former tenant Kelsey Bank.", "tenant"),
    ("The Harbour Tower has the former tenant Kelsey Bank.", "tenant"),
    # a person in an association, a place in a network: no affiliation
    ("Anna Lind is part of the Nordic Writers Association.", "affiliation"),
    # the headquarters of the thing a second clause names are not the first subject's
    (
        "Bergen Airport is operated by Nordia Air whose hub is Oslo Airport and has headquarters in Norway.",
        "headquarters",
    ),
    # the headquarters of a company that operates a thing are not that thing's
    ("Nordia Air operates Bergen Airport with its headquarters in Oslo.", "headquarters"),
]


@pytest.mark.parametrize(("sentence", "expected"), FOUND)
def test_names_and_organisation_facts_are_found(
    extractor: SpacyRulesV2Extractor, sentence: str, expected: tuple[Key, ...]
) -> None:
    found = facts_of(extractor, sentence)
    assert set(expected) <= found, found


@pytest.mark.parametrize(("sentence", "wrong"), WRONG)
def test_wrong_facts_are_not_given(extractor: SpacyRulesV2Extractor, sentence: str, wrong: Key) -> None:
    found = facts_of(extractor, sentence)
    assert wrong not in found, found


@pytest.mark.parametrize(("sentence", "relation"), GUARDS)
def test_near_misses_give_no_such_fact(extractor: SpacyRulesV2Extractor, sentence: str, relation: str) -> None:
    found = facts_of(extractor, sentence)
    assert not {k for k in found if k[1] == relation}, found
