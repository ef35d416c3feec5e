"""The v2 rule families are mixins of one class (:class:`TopicRules`): a helper that two
families define under one name must be a deliberate override that calls ``super()``, never
one family silently shadowing another's helper; and every family's module is hashed into the
rules' revision."""

from __future__ import annotations

import inspect

from hcf_graph.extract import spacy_rules_v2
from hcf_graph.extract.spacy_rules import SentenceRules
from hcf_graph.extract.spacy_rules_v2 import RULE_MODULES, TopicRules


def _families() -> list[type]:
    return [c for c in TopicRules.__mro__ if c not in (object, SentenceRules) and c is not TopicRules]


def test_a_name_two_families_define_is_an_override_that_calls_super() -> None:
    owners: dict[str, list[type]] = {}
    for family in _families():
        for name, member in vars(family).items():
            if callable(member) and not name.startswith("__"):
                owners.setdefault(name, []).append(family)
    shadowed = [
        f"{name}: {family.__name__} hides {families[-1].__name__}'s"
        for name, families in owners.items()
        for family in families[:-1]  # all but the deepest must pass the call on
        if "super()" not in inspect.getsource(vars(family)[name])
    ]
    assert not shadowed


def test_every_family_module_is_a_rule_module() -> None:
    modules = {f.__module__.rsplit(".", 1)[1] for f in _families()} - {spacy_rules_v2.__name__.rsplit(".", 1)[1]}
    assert modules <= set(RULE_MODULES)
