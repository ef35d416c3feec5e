"""The tolerant JSON reader and quote location (including property tests)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hcf_graph.llm import OutputError, parse_json
from hcf_graph.operators.quotes import fold, locate_quote


@pytest.mark.parametrize(
    "reply",
    [
        '{"facts": [1, 2]}',
        'Sure! Here is the JSON:\n```json\n{"facts": [1, 2]}\n```\nHope it helps.',
        '```\n{"facts": [1, 2],}\n```',
        'The answer is {"facts": [1, 2,],} as requested.',
        '  {"facts": [1, 2]}  trailing words with a } brace',
    ],
)
def test_parse_json_tolerates_prose_fences_and_trailing_commas(reply: str) -> None:
    assert parse_json(reply) == {"facts": [1, 2]}


def test_parse_json_keeps_brackets_and_commas_inside_strings() -> None:
    reply = 'ok {"quote": "a } tricky, ] string \\" here,}", "n": [1,],}'
    assert parse_json(reply) == {"quote": 'a } tricky, ] string " here,}', "n": [1]}


@pytest.mark.parametrize("reply", ["", "   ", "no json here", '{"facts": [1, 2'])
def test_parse_json_raises_output_error(reply: str) -> None:
    with pytest.raises(OutputError):
        parse_json(reply)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(st.text(max_size=6), json_values, min_size=1, max_size=4),
    st.text(alphabet="abc .:\n", max_size=20),
)
def test_parse_json_finds_any_object_inside_prose(value: dict[str, object], prose: str) -> None:
    assert parse_json(f"{prose}\n{json.dumps(value)}\n{prose}") == value


TEXT = "The  Eiffel Tower\nwas completed in 1889.\tIt is 330 m tall (“the tallest”)."


def test_exact_quote() -> None:
    start, end = locate_quote(TEXT, "It is 330 m tall") or (0, 0)
    assert TEXT[start:end] == "It is 330 m tall"


def test_quote_with_other_whitespace_and_case_maps_back_to_original() -> None:
    span = locate_quote(TEXT, "the eiffel TOWER was completed in 1889")
    assert span is not None
    assert TEXT[span[0] : span[1]] == "The  Eiffel Tower\nwas completed in 1889"


def test_quote_with_plain_quotes_and_a_trailing_period() -> None:
    span = locate_quote(TEXT, 'It is 330 m tall ("the tallest").')
    assert span is not None
    assert TEXT[span[0] : span[1]] == "It is 330 m tall (“the tallest”)."
    span = locate_quote(TEXT, "was completed in 1889..")
    assert span is not None and TEXT[span[0] : span[1]] == "was completed in 1889"


def test_unicode_lowercase_that_changes_length() -> None:
    text = "Die Stadt İstanbul liegt am Bosporus."
    span = locate_quote(text, "İSTANBUL LIEGT am bosporus")
    assert span is not None
    assert text[span[0] : span[1]] == "İstanbul liegt am Bosporus"


@pytest.mark.parametrize("quote", ["", "   ", "completed in 1890", "Eiffel Tower ... 1889", "tower was built"])
def test_quote_not_in_text_is_none(quote: str) -> None:
    assert locate_quote(TEXT, quote) is None


def _mangle(quote: str, upper: bool) -> str:
    words = quote.split()
    mangled = " ".join(words)
    return mangled.upper() if upper else mangled


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="abcAB \n\t.,ßİ’'", min_size=1, max_size=60),
    st.integers(0, 60),
    st.integers(1, 30),
    st.booleans(),
)
def test_located_span_always_matches_the_quote(text: str, at: int, size: int, upper: bool) -> None:
    quote = _mangle(text[at : at + size], upper)
    span = locate_quote(text, quote)
    if not quote.strip():
        assert span is None
        return
    assert span is not None  # a (mangled) substring of the text is always found
    start, end = span
    assert 0 <= start < end <= len(text)
    found, wanted = fold(text[start:end])[0].strip(), fold(quote)[0].strip()
    assert found == wanted or found.strip(" .,;:!?\"'()[]{}«»-") == wanted.strip(" .,;:!?\"'()[]{}«»-")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40), st.text(max_size=15))
def test_never_invents_offsets(text: str, quote: str) -> None:
    span = locate_quote(text, quote)
    if span is not None:
        start, end = span
        assert 0 <= start < end <= len(text)
        assert fold(text[start:end])[0].strip() != "" or text[start:end] == quote
