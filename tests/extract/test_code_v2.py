"""Code in a document is no prose: fenced blocks and inline code give no facts (found by ingesting
the descriptions of the Python packages installed here, text nobody here wrote: a manual's
example "`Annotated[list, Len(4, 6)]` - list must have a length of 4, 5, or 6" and a quoted
command's output became facts, and two of them a false conflict)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.extract.code_v2 import mask_code
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor

MANUAL = """Kelby Tower is 120 metres tall.

```text
$ hcf facts Kelby
Kelby Tower: height 95 metres
```

- `Tower(height=95)` - makes a tower object for the examples
- `kelby` was first released in 2011.

~~~
Vell Bridge was opened in 1901.
~~~
Vell Bridge was opened in 1899.
"""


def test_code_is_blanked_in_place() -> None:
    masked = mask_code(MANUAL)
    assert len(masked) == len(MANUAL) and masked.count("\n") == MANUAL.count("\n")
    assert "95" not in masked and "1901" not in masked and "Tower(" not in masked
    assert "Kelby Tower is 120 metres tall." in masked and "Vell Bridge was opened in 1899." in masked
    assert "`kelby` was first released in 2011." in masked  # a name in backticks is still prose
    assert "makes a tower object for the examples" in masked


@pytest.mark.parametrize(
    "text",
    [
        "America`s Chief Justice is Anna Pell.",  # a typed apostrophe, no code
        "Norland`s leader is Anna Pell and the country`s capital is Ostby.",  # two of them: no span
        "Kelby stew`s main ingredient is lamb, it`s from Norland.",
        "Use ``` for code; this line opens no block because it has text before it.",
        "Plain prose with no code at all.",
    ],
)
def test_prose_without_code_is_unchanged(text: str) -> None:
    assert mask_code(text) == text


def test_an_unclosed_fence_blanks_its_line_only() -> None:
    """A fence never closed may be no fence at all: blanking to the end would lose the manual."""
    text = "Kelby was founded in 1100.\n```python\nKelby was founded in 1300.\n"
    masked = mask_code(text)
    assert "1100" in masked and "```" not in masked and "1300" in masked


def test_tildes_under_a_title_are_an_underline() -> None:
    """reStructuredText underlines a title with tildes: "Kelbylib" over "~~~~~~~~" opens no block
    (the first version blanked a whole README after it)."""
    text = "Kelbylib\n~~~~~~~~\n\nKelbylib is a library written in Python.\n\n~~~\ncode = 1\n~~~\nEnd.\n"
    masked = mask_code(text)
    assert "Kelbylib is a library written in Python." in masked
    assert "code = 1" not in masked and "End." in masked


def test_stray_backticks_across_paragraphs_blank_nothing() -> None:
    text = "The ` key is on the left.\n\nKelby Tower was built in 1900 (see ` above)."
    assert mask_code(text) == text


def test_the_extractor_reads_no_fact_from_code(extractor: SpacyRulesV2Extractor) -> None:
    facts = extractor.extract([MANUAL])[0]
    keys = {(f.entity, f.relation, f.value) for f in facts}
    assert ("Kelby Tower", "height", "120 metres") in keys
    assert not [k for k in keys if k[2] in ("95 metres", "95", "1901")]
    assert [k[2] for k in keys if k[0] == "Vell Bridge"] == ["1899"]
    for fact in facts:
        assert fact.value in MANUAL[fact.start : fact.end]


def test_an_ingested_manual_has_no_conflict_from_its_examples(tmp_path: Path) -> None:
    """A chunk may start inside a long code block: the block is blanked over the whole document,
    so its lines give no facts whichever chunk they fall in."""
    code = "\n".join(f"Kelby Tower is {n} metres tall." for n in range(60, 160))
    text = f"# Kelby Tower\n\nKelby Tower is 120 metres tall.\n\n```\n{code}\n```\n\nIt was opened in 1931.\n"
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "manual.md").write_text(text, encoding="utf-8")
    runner = CliRunner(env={"HCF_ENGINE": ENGINE})
    db = str(tmp_path / "db")
    result = runner.invoke(main, ["ingest", str(tmp_path / "corpus"), "--db", db])
    assert result.exit_code == 0, result.output
    facts = json.loads(runner.invoke(main, ["facts", "--json", "--db", db]).stdout)
    documents = json.loads(runner.invoke(main, ["documents", "--json", "--db", db]).stdout)
    assert documents, "the manual was stored"
    assert sorted((f["relation"], f["value"]) for f in facts) == [("height", "120 metres"), ("opened", "1931")]
    for fact in facts:
        assert text[fact["start_char"] : fact["end_char"]] == fact["quote"]
    conflicts = runner.invoke(main, ["conflicts", "--json", "--db", db])
    assert conflicts.exit_code == 0 and json.loads(conflicts.stdout) == []
