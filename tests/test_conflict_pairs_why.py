"""The pairs benchmark's diagnosis: why a changed pair was missed (``--why``), and which WebNLG
mentions it may change (a pronoun or "the country" states no value)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_conflict_pairs.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_conflict_pairs", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_conflict_pairs"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def fact(entity: str, relation: str, value: str) -> dict[str, Any]:
    ekey, rkey = entity.lower(), relation.lower()
    return {
        "entity": entity,
        "relation": relation,
        "value": value,
        "canon_key": ekey,
        "relation_key": rkey,
        "ckey": f"{ekey}\x1f{rkey}\x1f",
    }


class Record:
    status, reason = "variant", "all values are equal or compatible"


def test_each_reason_for_a_missed_pair() -> None:
    bench = _bench()
    pair = bench.Pair(
        "p", "webnlg tune", "place", "Ostberg Gallery", "location", "Lindau", "Wenlow", "", "", "", frozenset()
    )
    original, changed = fact("Ostberg Gallery", "location", "Lindau"), fact("Ostberg Gallery", "location", "Wenlow")
    assert bench.why_missed(pair, [original], [], {})[0] == "a"
    assert bench.why_missed(pair, [], [changed], {})[0] == "a"
    other_name = fact("The Ostberg Gallery Museum", "location", "Lindau")
    why, detail = bench.why_missed(pair, [other_name], [changed], {})
    assert (why, detail.split(":")[0]) == ("b", "entity")
    assert bench.why_missed(pair, [fact("Ostberg Gallery", "site", "Lindau")], [changed], {})[1].startswith("relation")
    why, detail = bench.why_missed(pair, [original], [changed], {changed["ckey"]: Record()})
    assert why == "c" and "variant" in detail


def test_only_mentions_that_state_the_value_are_changed() -> None:
    bench = _bench()
    assert bench._names_a_value("Denmark", "place")
    assert bench._names_a_value("the U.S.A.", "place")
    for mention in ("the country", "It", "the", "the country's", "1955"):
        assert not bench._names_a_value(mention, "organisation"), mention
    assert bench._names_a_value("1955", "date") and not bench._names_a_value("the year", "date")


def test_a_changed_name_is_another_value_of_the_same_property_as_a_text_writes_it() -> None:
    """A country is changed to another entry's country, not to a building that is some entry's
    location, and DBpedia's disambiguation in brackets is no part of the new name."""
    from hcf_graph.extract.evaluation import ReferenceTriple, WebNLGEntry

    bench = _bench()
    lenmouth = WebNLGEntry(
        "Airport",
        "Id1",
        ("Tarrow Airport is located in Norway.",),
        (ReferenceTriple("Tarrow Airport", "country", "Norway", source_relation="country"),),
        key="a",
    )
    others = [
        WebNLGEntry(
            "Airport",
            f"Id{k}",
            ("text",),
            (
                ReferenceTriple("Kelsey Hall", "location", f"Vaster Tower {k} (building)", source_relation="location"),
                ReferenceTriple("Kelsey Hall", "country", f"Norland {k} (country)", source_relation="country"),
            ),
            key=f"b{k}",
        )
        for k in range(2, 6)
    ]
    pairs = bench.webnlg_pairs([lenmouth, *others], "tune", 5)
    changed = next(p for p in pairs if p.entity == "Tarrow Airport")
    assert changed.changed.startswith("Norland ")
    assert "(" not in changed.changed
    assert bench.plain_name("Christopher Taylor (politician)") == "Christopher Taylor"


def test_a_same_entry_conflict_is_true_when_one_text_misstates_the_entry() -> None:
    """Two texts of one entry that give two retirement dates, one of them the entry's own: the
    crowd misstated a value, the conflict is a true one. Two values the entry does not say, or an
    entry with no triple on the key, leave it a false conflict."""
    bench = _bench()
    refs = (("Vera Holm", "retirement date", "1971-07-01"), ("Vera Holm", "nationality", "Norway"))
    assert bench.misstates_reference("Vera Holm", "retirement date", ["July 1, 1971", "January 7th, 1971"], refs)
    assert not bench.misstates_reference("Vera Holm", "retirement date", ["1969", "1975"], refs)
    assert not bench.misstates_reference("Vera Holm", "birth date", ["July 1, 1971", "1950"], refs)
    assert not bench.misstates_reference("Ola Berg", "retirement date", ["July 1, 1971", "1980"], refs)
