"""Fact extractors: plug-ins with versioned names behind one small protocol.

An extractor takes a batch of chunk texts and returns, for each, the facts it states with
offsets relative to that chunk text. The ingest pipeline turns those into document offsets and
checks ``quote == document_text[start:end]`` before anything is stored.

Registered names (``hcf ingest --extractor NAME``):

- ``spacy-rules`` -> ``spacy-rules.v2``: offline dependency rules over an English spaCy pipeline
  (whole names, document topic, open relations, infobox lines); ``spacy-rules.v1`` stays
  available by name for comparison.
- ``openai`` -> ``openai-facts.v1``: an LLM over any OpenAI-compatible endpoint.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import Any, Protocol, runtime_checkable

from ..errors import ConfigError
from ..model import ExtractedFact


@runtime_checkable
class Extractor(Protocol):
    """Turns chunk texts into facts. ``name`` is versioned, e.g. ``spacy-rules.v1``."""

    name: str

    def extract(self, texts: Sequence[str], topics: Sequence[str | None] | None = None) -> list[list[ExtractedFact]]:
        """Facts for each text, offsets relative to that text. ``topics[i]``, when given, names
        what text ``i`` is about (its document's title), for "It" and "The company"."""
        ...

    def label(self) -> str:
        """What is recorded on each fact: the name, plus the model where there is one."""
        ...

    def stats(self) -> dict[str, Any]:
        """Counters summed over every extract() call of this extractor (requests, tokens, facts...),
        stored with the run."""
        ...


_REGISTRY: dict[str, str] = {
    "spacy-rules": "hcf_graph.extract.spacy_rules_v2:SpacyRulesV2Extractor",
    "spacy-rules.v1": "hcf_graph.extract.spacy_rules:SpacyRulesExtractor",
    "spacy-rules.v2": "hcf_graph.extract.spacy_rules_v2:SpacyRulesV2Extractor",
    "openai": "hcf_graph.extract.openai_facts:OpenAIFactExtractor",
}


def document_topic(text: str) -> str | None:
    """What a document is about, for ``extract(chunks, topics=...)``: its first heading ("# Aarhus
    Airport") or a title line at its top; None when it has neither (the extractor then takes the
    named subject of a defining first sentence, within that chunk)."""
    from .spacy_rules_v2 import heading_topic  # no spaCy import: regular expressions only

    return heading_topic(text)


def extractor_names() -> list[str]:
    """Names accepted by :func:`make_extractor`."""
    return sorted(_REGISTRY)


def register_extractor(name: str, target: str) -> None:
    """Register ``module:Class`` under ``name`` (imported lazily on first use)."""
    _REGISTRY[name] = target


def make_extractor(name: str, **options: Any) -> Extractor:
    """Build the extractor registered as ``name`` (``spacy-rules`` is ``spacy-rules.v2``;
    ``spacy-rules.v1`` and ``spacy-rules.v2`` name a version)."""
    base = name.split(".v")[0]
    target = _REGISTRY.get(name) or _REGISTRY.get(base)
    if target is None:
        raise ConfigError(f"unknown extractor {name!r}; choose one of: {', '.join(extractor_names())}")
    module_name, _, class_name = target.partition(":")
    cls = getattr(import_module(module_name), class_name)
    return cls(**options)  # type: ignore[no-any-return]
