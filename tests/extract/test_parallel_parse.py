"""The rules run on each sentence as its parse arrives (with spaCy's worker processes, parsing
and rules overlap); the facts must be those of the one-process run, sentence cuts at ";" and the
second parse of a misparsed sentence included, each fact quoting its text exactly."""

from __future__ import annotations

from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

TEXTS = [
    "Vell Hall is a concert hall in Kelby. It was designed by Ann Lee and opened in 1901.",
    "Tom Reed was born in 1950 in Ostby; his father is Ivo Reed. He studied at Lenmouth University.",
    "The Kelby-Ostby railway opened in 1884. Its operator is Norland Rail.",
    "Kavra stew is a dish from Moldavia, where Ion Radu is the leader; its ingredients are lamb; barley; carrots.",
    "Lenmouth University\n\nFounded: 1850\nRector: Ivo Lind\n\nLenmouth University has 12,000 students.",
] * 3


def facts_of(n_process: int) -> list[list[tuple[str, str, str, int, int]]]:
    extractor = SpacyRulesV2Extractor(n_process=n_process, batch_size=2)
    found = extractor.extract(TEXTS)
    for text, facts in zip(TEXTS, found, strict=True):
        for f in facts:  # the quote: an exact, trimmed span of the text
            assert 0 <= f.start < f.end <= len(text) and text[f.start : f.end] == text[f.start : f.end].strip(), f
    return [[(f.entity, f.relation, f.value, f.start, f.end) for f in facts] for facts in found]


def test_worker_processes_give_the_facts_of_one_process() -> None:
    one = facts_of(1)
    assert all(one) and sum(map(len, one)) >= 3 * 12
    assert facts_of(2) == one
