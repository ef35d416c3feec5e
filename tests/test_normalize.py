"""Normalized keys: the paper's rules plus ours, and the vectorized path agreeing with Python."""

from __future__ import annotations

import pyarrow as pa
from hypothesis import given, settings
from hypothesis import strategies as st

from hcf_graph.normalize import Normalizer, entity_key, qualifier_key, text_keys, value_key


def test_paper_rules_and_ours() -> None:
    assert entity_key("  The Nile. ") == "nile"
    assert entity_key("España") == entity_key("Espana") == "espana"
    assert value_key("8,849 m") == "8849 m"
    assert value_key("1,234,567") == "1234567"
    assert qualifier_key("At Sea Level") == "at sea level"
    keys = Normalizer().keys("Norway", "is not a member of", "NATO")
    assert (keys.relation, keys.value, keys.negated) == ("member of", "not nato", True)
    assert Normalizer().keys("Spain", "Capital City", "Madrid").relation == "capital"


ascii_text = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=127), max_size=30)
mixed_text = st.text(alphabet=st.sampled_from([*"aAzZ09 ,._-'\"\t\n\x0b\x1cthe", "é", "ß", "Ł", "\u00a0"]), max_size=20)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(ascii_text, mixed_text), min_size=1, max_size=20))
def test_vectorized_keys_equal_the_python_keys(strings: list[str]) -> None:
    array = pa.array(strings, pa.string())
    for kind, fn in (("entity", entity_key), ("value", value_key), ("qualifier", qualifier_key)):
        assert text_keys(array, kind).to_pylist() == [fn(s) for s in strings], kind


def test_a_plural_relation_phrase_keys_as_its_singular() -> None:
    norm = Normalizer()
    # "A and B are the founders of X" and "A is the founder of X" share a key
    assert norm.keys("Acme", "founders", "Ann Lee").relation == norm.keys("Acme", "founder", "Ann Lee").relation
    assert norm.keys("Acme", "founders", "Ann Lee").relation == "founded by"
    assert norm.relation_polarity("designers")[0] == norm.relation_polarity("designer")[0] == "architect"
    assert norm.relation_polarity("countries")[0] == "country"
    # a phrase the catalog holds keeps its own entry; words that only end in "s" stay as they are
    assert norm.relation_polarity("address")[0] == "address"
    assert norm.relation_polarity("status")[0] == "status"
    assert norm.relation_polarity("sculptors")[0] == "sculptors"  # no "sculptor" in the catalog: unknown stays
