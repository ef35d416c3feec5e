"""The parse repairs rehang words; one that made a cycle would make every walk up the tree run
forever (a hang on ingest). The extractor checks the tree after the repairs and puts the parse
back."""

from __future__ import annotations

from hcf_graph.extract.spacy_rules import load_pipeline
from hcf_graph.extract.spacy_rules_v2 import is_tree, restore_parse


def test_a_parse_repair_that_makes_a_cycle_is_undone() -> None:
    doc = load_pipeline()("The tall man saw a dog.")
    parse = [(t.head.i, t.dep_) for t in doc]
    assert is_tree(doc)
    doc[3].head = doc[2]  # "saw" below "man", whose head is "saw"
    assert not is_tree(doc)
    restore_parse(doc, parse)
    assert is_tree(doc) and [(t.head.i, t.dep_) for t in doc] == parse
    assert len(list(doc[2].ancestors)) == 1
