"""``spacy-rules.v2``: whole names, the document topic, open relations, infobox lines, guards,
sentence independence, run-long stats, and exact quotes on every fact."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from hcf_graph.extract import Extractor, document_topic, make_extractor
from hcf_graph.extract.spacy_rules import SpacyRulesExtractor
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

EXAMPLE_DOCS = Path(__file__).resolve().parents[2] / "examples" / "controlled" / "docs"
NORMALIZER = Normalizer()
Key = tuple[str, str, str]
# The ``catalog_facts`` fixture (conftest): a text's facts with catalog relations.
CatalogFacts = Callable[[str], set[Key]]


def checked(texts: list[str], results: list[list[ExtractedFact]]) -> list[list[ExtractedFact]]:
    """Every fact quotes its text exactly, and the quote contains the value's words."""
    for text, facts in zip(texts, results, strict=True):
        for fact in facts:
            assert 0 <= fact.start < fact.end <= len(text), fact
            quote = text[fact.start : fact.end]
            assert quote and quote == quote.strip(), fact
            assert 0.0 < fact.confidence <= 1.0
    return results


def run(extractor: Extractor, texts: list[str], topics: list[str | None] | None = None) -> list[list[ExtractedFact]]:
    results = extractor.extract(texts, topics=topics) if topics is not None else extractor.extract(texts)
    return checked(texts, results)


def keys(facts: list[ExtractedFact]) -> set[Key]:
    """(entity, canonical relation, value) of each fact."""
    return {(f.entity, NORMALIZER.catalog.canonical(f.relation), f.value) for f in facts}


def facts_of(extractor: Extractor, text: str) -> set[Key]:
    return keys(run(extractor, [text])[0])


def matching(got: set[Key], entity: str, relation: str, value: str | None) -> list[Key]:
    """The keys on (entity, relation) with the value ``value``, or with any value when None."""
    return [f for f in got if f[0] == entity and f[1] == relation and (value is None or f[2] == value)]


# --------------------------------------------------------------------------------------------
# Whole names.

NAMES = [
    (
        "Port-de-Paix is the capital city of the Kingdom of Lesotho.",
        ("Kingdom of Lesotho", "capital", "Port-de-Paix"),
    ),
    ("O'Hare International Airport is located in Chicago.", ("O'Hare International Airport", "location", "Chicago")),
    ("Apollo 11 was operated by NASA.", ("Apollo 11", "operator", "NASA")),
    ("Mark Twain wrote The Adventures of Tom Sawyer.", ("Adventures of Tom Sawyer", "author", "Mark Twain")),
    (
        "The University of Texas at Austin was designed by Cass Gilbert.",
        ("University of Texas at Austin", "architect", "Cass Gilbert"),
    ),
    ("11 Diagonal Street is located in Johannesburg.", ("11 Diagonal Street", "location", "Johannesburg")),
    ("William Anders was born in British Hong Kong.", ("William Anders", "birth place", "British Hong Kong")),
]


@pytest.mark.parametrize(("sentence", "expected"), NAMES)
def test_whole_names(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


def test_country_lists_keep_every_country_apart(extractor: SpacyRulesV2Extractor) -> None:
    """The issue's country list: 'Republic of X', 'Kingdom of X', 'City of X' never become one
    entity 'Republic' with many capitals."""
    text = (
        "The capital of Republic of Haiti is Port-au-Prince. The capital of Republic of Chile is "
        "Santiago. The capital of Kingdom of Lesotho is Maseru. Maseru is the capital city of "
        "Kingdom of Lesotho. The capital of State of Qatar is Doha."
    )
    facts = keys(run(extractor, [text])[0])
    assert ("Republic of Haiti", "capital", "Port-au-Prince") in facts
    assert ("Republic of Chile", "capital", "Santiago") in facts
    assert ("Kingdom of Lesotho", "capital", "Maseru") in facts
    assert ("State of Qatar", "capital", "Doha") in facts
    entities = {entity for entity, _, _ in facts}
    assert not entities & {"Republic", "Kingdom", "State", "City"}


# --------------------------------------------------------------------------------------------
# The document topic.

ACME = (
    "# Acme Corp\n\nAcme Corp is an American company. The company was founded in 1920 by John Doe. "
    "It is headquartered in Springfield. Its CEO is Jane Smith."
)


def test_topic_resolves_it_its_and_the_company(extractor: SpacyRulesV2Extractor) -> None:
    facts = run(extractor, [ACME])[0]
    found = {(f.entity, NORMALIZER.catalog.canonical(f.relation), f.value): f for f in facts}
    for key in [
        ("Acme Corp", "founded", "1920"),
        ("Acme Corp", "founded by", "John Doe"),
        ("Acme Corp", "headquarters", "Springfield"),
        ("Acme Corp", "chief executive officer", "Jane Smith"),
    ]:
        assert key in found, key
        assert found[key].confidence < 1.0  # the entity came from outside the sentence
    assert not any(f.entity.lower() in ("it", "the company", "company") for f in facts)


def test_topic_given_by_the_caller_reaches_a_later_chunk(extractor: SpacyRulesV2Extractor) -> None:
    before = extractor.stats()["entity_from_topic"]
    [facts] = run(extractor, ["It was opened in 1912 and designed by Ludwig Mies."], topics=["Grand Hotel"])
    assert {("Grand Hotel", "opening date", "1912"), ("Grand Hotel", "architect", "Ludwig Mies")} <= keys(facts)
    assert extractor.stats()["entity_from_topic"] >= before + 2


def test_chunks_of_one_document_share_its_topic(extractor: SpacyRulesV2Extractor) -> None:
    """What the ingest pipeline does: chunk a document, pass its topic with every chunk."""
    from hcf_graph.ingest.chunking import chunk_text

    filler = " ".join(["The hotel has a garden with old trees and a fountain."] * 30)
    text = f"# Grand Hotel\n\nThe Grand Hotel is a hotel in Leeds.\n\n{filler}\n\nIt was opened in 1912."
    chunks = chunk_text(text)
    assert len(chunks) >= 2 and document_topic(text) == "Grand Hotel"
    results = run(extractor, [c.text for c in chunks], topics=[document_topic(text)] * len(chunks))
    assert ("Grand Hotel", "opening date", "1912") in keys(results[-1])
    assert ("Grand Hotel", "opening date", "1912") not in keys(run(extractor, [chunks[-1].text])[0])


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("It was opened in 1912.", [None]),  # no topic at all
        ("He was born in Paris in 1900.", ["Acme Corp"]),  # a person pronoun, a thing topic
        ("The city was founded in 1200.", ["Acme Corp"]),  # "the city" is not "the company"
    ],
)
def test_unresolved_subjects_give_no_fact(
    extractor: SpacyRulesV2Extractor, text: str, topics: list[str | None] | None
) -> None:
    assert run(extractor, [text], topics)[0] == []


# --------------------------------------------------------------------------------------------
# Open relations.

RELATIONS = [
    ("Jane Roe (born 3 May 1950) is an American lawyer.", ("Jane Roe", "birth date", "3 May 1950")),
    ("Jane Roe (born 3 May 1950) is an American lawyer.", ("Jane Roe", "occupation", "lawyer")),
    ("Aarhus Airport serves the city of Aarhus.", ("Aarhus Airport", "city served", "Aarhus")),
    ("Aarhus is served by Aarhus Airport.", ("Aarhus Airport", "city served", "Aarhus")),
    ("The Grand Hotel opened in 1912.", ("Grand Hotel", "opening date", "1912")),
    ("The Grand Hotel was designed by Ludwig Mies.", ("Grand Hotel", "architect", "Ludwig Mies")),
    ("Ludwig Mies designed the Grand Hotel.", ("Grand Hotel", "architect", "Ludwig Mies")),
    ("Lionel Messi plays for Inter Miami.", ("Lionel Messi", "club", "Inter Miami")),
    ("Aarhus Airport is 25 metres above sea level.", ("Aarhus Airport", "height", "25 metres")),
    ("The runway length at Aarhus Airport is 2,776 metres.", ("Aarhus Airport", "runway length", "2,776 metres")),
    ("Aarhus is a city in Denmark.", ("Aarhus", "country", "Denmark")),  # a country keys as such
    ("The official language of Iraq is Arabic.", ("Iraq", "official language", "Arabic")),
    ("Spanish is spoken in Texas.", ("Texas", "official language", "Spanish")),
    ("IBM, an American company, makes computers.", ("IBM", "instance of", "American company")),
    (
        "Adisham Hall is in Sri Lanka where the leader is Ranil Wickremesinghe.",
        ("Sri Lanka", "leader", "Ranil Wickremesinghe"),
    ),
    ("Jane Roe, a lawyer, lives in Leeds.", ("Jane Roe", "occupation", "lawyer")),
]


@pytest.mark.parametrize(("sentence", "expected"), RELATIONS)
def test_open_relations(extractor: SpacyRulesV2Extractor, sentence: str, expected: Key) -> None:
    assert expected in facts_of(extractor, sentence)


def test_the_value_type_decides_the_relation(extractor: SpacyRulesV2Extractor) -> None:
    facts = facts_of(extractor, "Marie Curie was born in 1867 in Warsaw. The Grand Hotel opened in 1912 in Leeds.")
    assert {("Marie Curie", "birth date", "1867"), ("Marie Curie", "birth place", "Warsaw")} <= facts
    assert ("Grand Hotel", "opening date", "1912") in facts
    assert not any(value == "Leeds" and relation == "opening date" for _, relation, value in facts)


@pytest.mark.parametrize(
    "pair",
    [
        ("Arvind Krishna is the CEO of IBM.", "The CEO of IBM is Arvind Krishna."),
        ("Lionel Messi plays for Inter Miami.", "Lionel Messi played for Inter Miami."),
        ("The Grand Hotel was designed by Ludwig Mies.", "Ludwig Mies designed the Grand Hotel."),
    ],
)
def test_two_wordings_share_one_key(extractor: SpacyRulesV2Extractor, pair: tuple[str, str]) -> None:
    first, second = (facts_of(extractor, text) for text in pair)
    assert first and first == second


# --------------------------------------------------------------------------------------------
# Infobox lines and table rows.


def test_infobox_lines_and_table_rows(extractor: SpacyRulesV2Extractor) -> None:
    text = "# Grand Hotel\n\nOpened 1912\nArchitect: J. Smith\n| Floors | 12 |\nPopulation: [3]\n"
    [facts] = run(extractor, [text])
    found = {(f.entity, NORMALIZER.catalog.canonical(f.relation), f.value): f for f in facts}
    assert set(found) == {
        ("Grand Hotel", "opening date", "1912"),
        ("Grand Hotel", "architect", "J. Smith"),
        ("Grand Hotel", "floor count", "12"),
    }  # "[3]" is a footnote mark, not a population
    assert text[
        found["Grand Hotel", "architect", "J. Smith"].start : found["Grand Hotel", "architect", "J. Smith"].end
    ] == ("Architect: J. Smith")


def test_a_wrapped_prose_line_is_no_infobox_line(extractor: SpacyRulesV2Extractor) -> None:
    text = (
        "# Grand Hotel\n\nOpened 1912\n\nThe Grand Hotel has many rooms and a large\nPopulation 12,000 of guests came."
    )
    facts = keys(run(extractor, [text])[0])
    assert ("Grand Hotel", "opening date", "1912") in facts
    assert not any(relation == "population" for _, relation, _ in facts)


# --------------------------------------------------------------------------------------------
# Guards.


def test_conditional_statements_give_no_fact(extractor: SpacyRulesV2Extractor) -> None:
    texts = ["If Marie Curie was born in 1867, she was 30 in 1897.", "Marie Curie was born in 1867."]
    assert run(extractor, texts)[0] == [] and run(extractor, texts)[1]


@pytest.mark.parametrize(
    ("sentence", "mark"),
    [
        ("The Grand Hotel may have been designed by Ludwig Mies.", "hedged"),
        ("The Grand Hotel was reportedly designed by Ludwig Mies.", "hedged"),
        ("According to John Smith, the Grand Hotel was designed by Ludwig Mies.", "reported"),
    ],
)
def test_hedged_and_reported_statements_are_marked(extractor: SpacyRulesV2Extractor, sentence: str, mark: str) -> None:
    [fact] = [f for f in run(extractor, [sentence])[0] if f.relation == "designed by"]
    assert mark in fact.qualifier and fact.confidence < 1.0


def test_negated_statement_keys_as_a_denial(extractor: SpacyRulesV2Extractor) -> None:
    [fact] = run(extractor, ["The Grand Hotel was not designed by Ludwig Mies."])[0]
    fact_keys = NORMALIZER.keys(fact.entity, fact.relation, fact.value, fact.qualifier)
    assert fact_keys.relation == "architect" and fact_keys.negated


def test_vague_subjects_and_debris_give_no_fact(extractor: SpacyRulesV2Extractor) -> None:
    texts = [
        "The building was designed by Ludwig Mies.",  # no topic: which building?
        "A hotel was opened in 1912.",
        "Republic was founded in 1912.",  # a lone head noun
    ]
    assert run(extractor, texts) == [[], [], []]


# --------------------------------------------------------------------------------------------
# Sentence independence.

INDEPENDENT = [
    ("IBM was founded in 1911 in Endicott, New York.", "The CEO of IBM is Arvind Krishna."),
    ("Aarhus is in Denmark.", "Aarhus Airport serves the city of Aarhus."),
    ("Mark Twain was born in Florida, Missouri.", "Mark Twain wrote The Adventures of Tom Sawyer."),
]


@pytest.mark.parametrize(("before", "sentence"), INDEPENDENT)
def test_a_sentence_gives_the_same_facts_wherever_it_stands(
    extractor: SpacyRulesV2Extractor, before: str, sentence: str
) -> None:
    alone = facts_of(extractor, sentence)
    text = f"{before} {sentence}"
    [facts] = run(extractor, [text])
    after = keys([f for f in facts if text[f.start : f.end] == sentence])
    assert alone and alone == after


# --------------------------------------------------------------------------------------------
# Stats, registry, quotes.


def test_stats_accumulate_over_calls() -> None:
    fresh = make_extractor("spacy-rules")
    fresh.extract(["The capital of Spain is Madrid. Spain is in Europe.", "Paris is big."])
    fresh.extract(["The CEO of IBM is Arvind Krishna."])
    stats = fresh.stats()
    assert (stats["calls"], stats["texts"], stats["sentences"]) == (2, 3, 4)
    assert stats["facts"] == 3 and stats["words"] > 0


def test_v2_is_the_default_and_v1_stays_available() -> None:
    default = make_extractor("spacy-rules")
    assert isinstance(default, SpacyRulesV2Extractor) and default.label() == "spacy-rules.v2"
    old = make_extractor("spacy-rules.v1")
    assert isinstance(old, SpacyRulesExtractor) and old.label() == "spacy-rules.v1"
    assert isinstance(default, Extractor)


def test_every_quote_of_every_example_document(extractor: SpacyRulesV2Extractor) -> None:
    paths = sorted(EXAMPLE_DOCS.iterdir())
    texts = [p.read_text(encoding="utf-8") for p in paths]
    results = run(extractor, texts)
    assert sum(len(facts) for facts in results) > 150
