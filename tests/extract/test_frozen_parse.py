"""The rules read a sentence's children, text and entities from one copy made per sentence
(:func:`frozen_parse`) instead of asking spaCy again on every call. The copy must say exactly what
the parse says, and only for the sentence it was made from."""

from __future__ import annotations

from hcf_graph.extract import spacy_rules as v1
from hcf_graph.extract.spacy_rules import frozen_parse, load_pipeline

TEXT = "Marta Ellison, born in Lenmouth in 1950, designed the Grey Harbour Bridge and two towers in Oslo."
DEPS = ("nsubj", "dobj", "prep", "pobj", "conj", "cc", "amod", "compound", "acl", "punct", "appos", "det", "nummod")


def test_frozen_children_text_and_entities_are_the_parses() -> None:
    doc = load_pipeline()(TEXT)
    before = [[(c.i, c.dep_) for c in v1._children(t, *DEPS)] for t in doc]
    assert before == [[(c.i, c.dep_) for c in t.children if c.dep_ in DEPS] for t in doc]
    with frozen_parse(doc):
        assert [[(c.i, c.dep_) for c in v1._children(t, *DEPS)] for t in doc] == before
        assert v1.doc_text(doc) == doc.text == TEXT
        assert [(e.start, e.end, e.label_) for e in v1.doc_ents(doc)] == [(e.start, e.end, e.label_) for e in doc.ents]
        assert v1._text(list(doc[0:2])) == "Marta Ellison"
    assert v1._frozen is None


def test_another_doc_reads_its_own_parse_while_one_is_frozen() -> None:
    nlp = load_pipeline()
    frozen, other = nlp(TEXT), nlp("The museum in Bergen opened in 1912.")
    with frozen_parse(frozen):
        assert v1.doc_text(other) == other.text
        assert len(v1._children(other[4], "nsubj", "prep")) == 2 and [
            c.i for c in v1._children(other[4], "nsubj", "prep")
        ] == [c.i for c in other[4].children if c.dep_ in ("nsubj", "prep")]
        assert v1._text(list(other[1:4])) == "museum in Bergen"


def test_the_copy_is_dropped_when_the_block_fails() -> None:
    doc = load_pipeline()(TEXT)
    try:
        with frozen_parse(doc):
            raise ValueError("a rule failed")
    except ValueError:
        pass
    assert v1._frozen is None
