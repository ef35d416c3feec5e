"""Known misses of ``spacy-rules.v2`` (issue 10), each now read: birth date and place in one
bracket, life dates, infobox "Died: date, place" lines, passives of building and founding with
a described agent, topic descriptions with a relative clause, lone head nouns in table rows,
whole names with lowercase links, "the country", "X, where Y is the leader", coordinated
creators. Every fact quotes its text exactly (``checked``)."""

from __future__ import annotations

import pytest

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

NORMALIZER = Normalizer()
Key = tuple[str, str, str]


def facts_of(extractor: SpacyRulesV2Extractor, text: str) -> dict[Key, ExtractedFact]:
    """(entity, canonical relation, value) -> fact, after checking every quote."""
    [facts] = extractor.extract([text])
    for fact in facts:
        assert 0 <= fact.start < fact.end <= len(text)
        quote = text[fact.start : fact.end]
        assert quote == quote.strip() and quote
    return {(f.entity, NORMALIZER.catalog.canonical(f.relation), f.value): f for f in facts}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Jane Roe (born 3 May 1950 in Kelsey) is a Canadian lawyer.",
            {("Jane Roe", "birth date", "3 May 1950"), ("Jane Roe", "birth place", "Kelsey")},
        ),
        (
            "Alan Bean (born March 15, 1932 in Wheeler, Texas) was an astronaut.",
            {("Alan Bean", "birth date", "March 15, 1932"), ("Alan Bean", "birth place", "Wheeler")},
        ),
        (
            "Marta Lind (born in Kelsey on 3 May 1950) is a writer.",
            {("Marta Lind", "birth date", "3 May 1950"), ("Marta Lind", "birth place", "Kelsey")},
        ),
        (
            "Ida Moss (3 May 1950 – 9 June 2001) was a chemist.",
            {("Ida Moss", "birth date", "3 May 1950"), ("Ida Moss", "death date", "9 June 2001")},
        ),
        (
            "Otto Brandvik (1931-1997) was a painter.",
            {("Otto Brandvik", "birth date", "1931"), ("Otto Brandvik", "death date", "1997")},
        ),
    ],
)
def test_birth_and_death_in_brackets(extractor: SpacyRulesV2Extractor, text: str, expected: set[Key]) -> None:
    assert expected <= set(facts_of(extractor, text))


def test_infobox_died_and_born_lines_split_date_and_place(extractor: SpacyRulesV2Extractor) -> None:
    text = "# Arno Kettler\n\nBorn: 4 April 1880, Lindau\nDied: 19 March 1902, Vell\n\nArno Kettler was a painter.\n"
    found = facts_of(extractor, text)
    assert {
        ("Arno Kettler", "birth date", "4 April 1880"),
        ("Arno Kettler", "birth place", "Lindau"),
        ("Arno Kettler", "death date", "19 March 1902"),
        ("Arno Kettler", "death place", "Vell"),
    } <= set(found)
    place = found["Arno Kettler", "death place", "Vell"]
    assert text[place.start : place.end] == "Died: 19 March 1902, Vell"
    assert not any(v.startswith("19 March 1902,") for _, _, v in found)


def test_lone_head_nouns_in_table_rows_are_no_values(extractor: SpacyRulesV2Extractor) -> None:
    text = "# Kestrel Field\n\nType: Airport\nLocation: City\nOperator: Harlow Transit Authority\n"
    found = set(facts_of(extractor, text))
    assert ("Kestrel Field", "operator", "Harlow Transit Authority") in found
    assert not any(value in ("Airport", "City") for _, _, value in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "# Kelsey Tower\n\nIt was designed by the architect Anna Pell and built by Hansen Brothers in 1931.",
            {
                ("Kelsey Tower", "architect", "Anna Pell"),
                ("Kelsey Tower", "built by", "Hansen Brothers"),
                ("Kelsey Tower", "construction date", "1931"),
            },
        ),
        (
            "# Kelsey Tower\n\nThe tower, which was designed by Anna Pell, opened in 1932.",
            {("Kelsey Tower", "architect", "Anna Pell"), ("Kelsey Tower", "opening date", "1932")},
        ),
        (
            "Brennock Library was founded by the poet Ida Moss in 1911.",
            {("Brennock Library", "founded by", "Ida Moss"), ("Brennock Library", "founded", "1911")},
        ),
        (
            "# Tarrow Mills Company\n\nAnna Pell founded it in 1911.",
            {("Tarrow Mills Company", "founded by", "Anna Pell"), ("Tarrow Mills Company", "founded", "1911")},
        ),
        ("Located in Adare, Adare Manor was completed in 1862.", {("Adare Manor", "location", "Adare")}),
        ("Kelsey Tower is a building based in Brennock.", {("Kelsey Tower", "headquarters", "Brennock")}),
    ],
)
def test_passives_and_topic_descriptions(extractor: SpacyRulesV2Extractor, text: str, expected: set[Key]) -> None:
    assert expected <= set(facts_of(extractor, text))


def test_a_description_never_takes_a_previous_subject_of_another_kind(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The Calder Bridge was built in 1881. The university was founded by Margaret Osgood.")
    assert ("Calder Bridge", "construction date", "1881") in found
    assert not any(entity == "Calder Bridge" and relation == "founded by" for entity, relation, _ in found)


@pytest.mark.parametrize(
    ("text", "expected", "never"),
    [
        (
            "Afonso Pena International Airport is located in São José dos Pinhais.",
            ("Afonso Pena International Airport", "location", "São José dos Pinhais"),
            "São José",
        ),
        (
            "Asher and Mary Isabelle Richardson House was built in 1911.",
            ("Asher and Mary Isabelle Richardson House", "construction date", "1911"),
            "Mary Isabelle Richardson House",
        ),
        (
            "Pickard Chilton designed 300 North LaSalle, which has 60 floors.",
            ("300 North LaSalle", "architect", "Pickard Chilton"),
            "North LaSalle",
        ),
        (
            "The architect of Akita Museum of Art in Akita is Tadao Ando.",
            ("Akita Museum of Art", "architect", "Tadao Ando"),
            "Akita Museum of Art in Akita",
        ),
        (
            "American Buzz Aldrin was born in Glen Ridge.",
            ("Buzz Aldrin", "birth place", "Glen Ridge"),
            "American Buzz Aldrin",
        ),
    ],
)
def test_whole_names(extractor: SpacyRulesV2Extractor, text: str, expected: Key, never: str) -> None:
    found = facts_of(extractor, text)
    assert expected in found
    assert not any(never in (entity, value) for entity, _, value in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The airport serves the city of Athens in Greece. Prokopis Pavlopoulos is the leader of that country.",
            ("Greece", "leader", "Prokopis Pavlopoulos"),
        ),
        (
            "Aarhus Airport is located in Tirstrup, Denmark where Lars Lokke Rasmussen is its leader.",
            ("Denmark", "leader", "Lars Lokke Rasmussen"),
        ),
        (
            "Andrews County Airport is located in Texas where English is the spoken language.",
            ("Texas", "official language", "English"),
        ),
        (
            "The capital of Illinois is Springfield and the leader of Chicago is Susana Mendoza.",
            ("Chicago", "leader", "Susana Mendoza"),
        ),
        ("Ballistic was created by Doug Moench and Michael Manley.", ("Ballistic", "creator", "Michael Manley")),
        ("Aarhus Airport is found in Tirstrup.", ("Aarhus Airport", "location", "Tirstrup")),
        ("Brennock is a town in Rhune, whose leader is Ada Price.", ("Rhune", "leader", "Ada Price")),
        ("The Lenmouth Rovers manager is Tom Baxter.", ("Lenmouth Rovers", "manager", "Tom Baxter")),
        ("Tom Baxter manages Lenmouth Rovers.", ("Lenmouth Rovers", "manager", "Tom Baxter")),
        ("Brennock Hall in Denmark was designed by Anna Pell.", ("Brennock Hall", "country", "Denmark")),
    ],
)
def test_places_leaders_and_coordinated_values(extractor: SpacyRulesV2Extractor, text: str, expected: Key) -> None:
    assert expected in facts_of(extractor, text)


def test_coordinated_places_are_not_split_into_several_locations(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "The Asser Baths are located in Manhattan, New York City, New York State.")
    assert [k for k in found if k[1] == "location"] == [("Asser Baths", "location", "Manhattan")]


def test_an_entity_without_a_name_gives_no_fact(extractor: SpacyRulesV2Extractor) -> None:
    found = facts_of(extractor, "Concerts are hosted at the arena. They were completed in December 2008.")
    assert not found


def test_a_persons_works_are_no_key(extractor: SpacyRulesV2Extractor) -> None:
    """ "X is the work of Y": Y has many works, so this is no (Y, work) key that could conflict."""
    assert not facts_of(extractor, "The Glass Orchard is the work of Mira Ostrova.")


def test_worker_processes_only_for_big_calls_on_machines_with_cores() -> None:
    from hcf_graph.extract.spacy_rules_v2 import MAX_WORKERS, PARALLEL_MIN_CHARACTERS, auto_processes

    assert auto_processes(PARALLEL_MIN_CHARACTERS - 1, cores=16) == 1
    assert auto_processes(PARALLEL_MIN_CHARACTERS, cores=1) == 1
    assert auto_processes(PARALLEL_MIN_CHARACTERS, cores=2) == 2
    assert auto_processes(10 * PARALLEL_MIN_CHARACTERS, cores=64) == MAX_WORKERS
