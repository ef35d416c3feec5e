"""Hostile and malformed input to `hcf ingest-facts`: one line-numbered message per bad line, the
file refused with nothing written (or the bad lines skipped with --skip-bad), never a traceback
or a crash. Each case once crashed the process, gave a traceback or stored something wrong."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hcf_testing import ENGINE

from hcf_graph.cli import main

GOOD = {"doc": "d1", "entity": "Spain", "relation": "capital", "value": "Madrid"}


def line(**changes: object) -> bytes:
    return json.dumps({**GOOD, **changes}).encode() + b"\n"


def hcf(db: Path, *args: str) -> Result:
    return CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, [*args, "--db", str(db)])


def stored_facts(db: Path) -> list[dict[str, object]]:
    result = hcf(db, "facts", "--json", "--all-versions")
    assert result.exit_code == 0, result.output
    return json.loads(result.output[result.output.index("[") :])


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A database holding one fact, so that a refused file can be seen to change nothing."""
    first = tmp_path / "first.jsonl"
    first.write_bytes(line(doc="d0", value="Madrid"))
    folder = tmp_path / "db"
    assert hcf(folder, "ingest-facts", str(first)).exit_code == 0
    return folder


# (name, the bad line, what the message says after "FILE:2: ")
BAD_LINES = [
    ("null line", b"null\n", "each line must be a JSON object, not null"),
    ("array line", b"[1, 2]\n", "each line must be a JSON object, not an array"),
    ("nested 1000 deep", b"[" * 1000 + b"]" * 1000 + b"\n", "nested more than 64 levels deep"),
    ("nested object 5000 deep", b'{"a":' * 5000 + b"1" + b"}" * 5000 + b"\n", "nested more than 64 levels deep"),
    ("invalid UTF-8", b'{"doc": "Fu\xffzz", "entity": "E", "relation": "r", "value": "v"}\n', "not valid UTF-8"),
    (
        "lone surrogate",
        b'{"doc": "d1", "entity": "\\ud800", "relation": "r", "value": "v"}\n',
        "field 'entity': holds a lone UTF-16 surrogate",
    ),
    ("start is a boolean", line(start=True, end=3), "field 'start': must be a whole number, not a boolean"),
    ("end is a string", line(start=0, end="3"), "field 'end': must be a whole number, not a string"),
    ("start is a float", line(start=1.0, end=3), "field 'start': must be a whole number, not a number"),
    ("confidence NaN", line()[:-2] + b', "confidence": NaN}\n', "field 'confidence': must be a number from 0 to 1"),
    ("confidence Infinity", line()[:-2] + b', "confidence": Infinity}\n', "field 'confidence': must be a number"),
    ("confidence negative", line(confidence=-0.5), "field 'confidence': must be a number from 0 to 1, not -0.5"),
    ("confidence above 1", line(confidence=1.5), "field 'confidence': must be a number from 0 to 1, not 1.5"),
    ("confidence a string", line(confidence="high"), "field 'confidence': must be a number from 0 to 1, not a string"),
    ("zero-width entity", line(entity="\u200b"), "field 'entity': is blank"),
    ("blank entity", line(entity="   "), "field 'entity': is blank"),
    ("byte-order mark relation", line(relation="\ufeff\u2060"), "field 'relation': is blank"),
    ("NUL in entity", line(entity="Sp\u0000ain"), "field 'entity': holds a control character (U+0000)"),
    ("bell in relation", line(relation="capi\u0007tal"), "field 'relation': holds a control character (U+0007)"),
    ("NUL in value", line(value="Mad\u0000rid"), "field 'value': holds a control character (U+0000)"),
    ("entity of punctuation", line(entity="!!"), "field 'entity': '!!' has no letters or digits"),
    ("two objects on a line", line()[:-1] + line(doc="d9"), "more than one JSON value on the line"),
    (
        "missing value",
        json.dumps({"doc": "d1", "entity": "E", "relation": "r"}).encode() + b"\n",
        "field 'value': missing",
    ),
    ("entity an object", line(entity={"name": "Spain"}), "field 'entity': must be a string, not an object"),
    ("version None", line(version="None"), "field 'version': 'None' reads as a missing value"),
    ("version null", line(version="null"), "field 'version': 'null' reads as a missing value"),
    ("version empty", line(version=""), "field 'version': is empty"),
    ("start after end", line(start=5, end=3), "field 'start': 5 is after 'end' 3"),
    ("negative start", line(start=-1, end=3), "field 'start': must be 0 or more, not -1"),
    ("start without end", line(start=1), "field 'end': missing while 'start' is given"),
    ("both spellings differ", line(start=1, end=3, start_char=2), "field 'start_char': 2 differs from 'start' 1"),
    (
        "a key twice",
        b'{"doc": "d1", "doc": "d2", "entity": "E", "relation": "r", "value": "v"}\n',
        "field 'doc': given twice",
    ),
    ("invalid JSON", b'{"doc": "d1", "entity": oops}\n', "invalid JSON"),
    ("raw control character", b'{"doc": "d1", "entity": "a\x01b", "relation": "r", "value": "v"}\n', "invalid JSON"),
    ("line over 1 MiB", line(value="x" * (1 << 20)), "the line is longer than 1 MiB"),
]


@pytest.mark.engine
@pytest.mark.parametrize(("name", "bad", "message"), BAD_LINES, ids=[c[0] for c in BAD_LINES])
def test_a_bad_line_refuses_the_file_naming_line_and_field(
    db: Path, tmp_path: Path, name: str, bad: bytes, message: str
) -> None:
    before = stored_facts(db)
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(line(doc="d1") + bad + line(doc="d2"))
    result = hcf(db, "ingest-facts", str(facts))
    assert result.exit_code == 1, result.output
    assert f"{facts}:2: {message}" in result.output, result.output
    assert "Traceback" not in result.output and "nothing loaded" in result.output
    assert stored_facts(db) == before


@pytest.mark.parametrize(
    "bad",
    [b"null\n", b"[" * 100_000 + b"]" * 100_000 + b"\n", b'{"a":' * 100_000 + b"1" + b"}" * 100_000 + b"\n"],
    ids=["null", "array 100k deep", "object 100k deep"],
)
def test_input_that_crashed_the_json_reader_is_a_message_in_a_real_process(tmp_path: Path, bad: bytes) -> None:
    """A `null` line or 100k-deep nesting killed the process inside Arrow's JSON reader (exit 139)."""
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(line() * 3 + bad + line(doc="d2") * 3)
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            "from hcf_graph.cli import main; main()",
            "ingest-facts",
            str(facts),
            "--db",
            str(tmp_path / "db"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 1, (run.returncode, run.stderr[-2000:])
    assert f"{facts}:4: " in run.stderr and "Traceback" not in run.stderr
    assert not (tmp_path / "db" / "log").exists() or not any((tmp_path / "db" / "log").iterdir())


@pytest.mark.engine
def test_every_bad_line_is_listed_up_to_twenty(db: Path, tmp_path: Path) -> None:
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(b"".join(line(confidence=2) if i % 2 else line(doc=f"d{i}") for i in range(50)))
    result = hcf(db, "ingest-facts", str(facts))
    assert result.exit_code == 1
    listed = [ln for ln in result.output.splitlines() if "field 'confidence'" in ln]
    assert len(listed) == 20 and listed[0].endswith(
        f"{facts}:2: field 'confidence': must be a number from 0 to 1, not 2.0"
    )
    assert "... and 5 more" in result.output and "25 bad lines, nothing loaded" in result.output


@pytest.mark.engine
def test_skip_bad_loads_the_good_lines_and_reports_the_others(db: Path, tmp_path: Path) -> None:
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(line(doc="d1") + b"null\n" + line(doc="d2", start=True, end=2) + line(doc="d3", value="Toledo"))
    result = hcf(db, "ingest-facts", str(facts), "--skip-bad")
    assert result.exit_code == 1, result.output  # like `hcf ingest` skipping a file: loaded, but not all of it
    assert f"warning: skipped {facts}:2: each line must be a JSON object" in result.output
    assert f"warning: skipped {facts}:3: field 'start': must be a whole number, not a boolean" in result.output
    assert "2 new facts" in result.output and "2 bad lines skipped" in result.output
    docs = {(f["doc"], f["value"]) for f in stored_facts(db)}
    assert docs == {("d0@1", "Madrid"), ("d1@1", "Madrid"), ("d3@1", "Toledo")}


@pytest.mark.engine
def test_valid_json_lines_with_unicode_line_separators_are_read(db: Path, tmp_path: Path) -> None:
    """A raw U+2028 or U+0085 inside a string is valid JSON Lines (lines break at \\n only)."""
    facts = tmp_path / "facts.jsonl"
    value = "Madrid\u2028(capital)\u0085since 1561"
    facts.write_text(
        json.dumps({**GOOD, "doc": "d7", "value": value, "quote": "a\u2028b"}, ensure_ascii=False) + "\r\n",
        encoding="utf-8",
    )
    result = hcf(db, "ingest-facts", str(facts))
    assert result.exit_code == 0, result.output
    stored = [f for f in stored_facts(db) if f["doc"] == "d7@1"]
    assert [f["value"] for f in stored] == [value]


@pytest.mark.engine
def test_offsets_in_either_spelling(db: Path, tmp_path: Path) -> None:
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(
        line(doc="d5", start=0, end=4)
        + line(doc="d6", start_char=2, end_char=9)
        + line(doc="d8", start=1, end=5, start_char=1, end_char=5)
    )
    assert hcf(db, "ingest-facts", str(facts)).exit_code == 0
    spans = {f["doc"]: (f["start_char"], f["end_char"]) for f in stored_facts(db)}
    assert spans["d5@1"] == (0, 4) and spans["d6@1"] == (2, 9) and spans["d8@1"] == (1, 5)


@pytest.mark.engine
def test_a_missing_version_beside_versioned_lines_is_refused(db: Path, tmp_path: Path) -> None:
    """`"version": "None"` or no version beside versioned lines once superseded the real version."""
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(line(doc="d4", version="2") + line(doc="d4", value="Toledo"))
    result = hcf(db, "ingest-facts", str(facts))
    assert result.exit_code == 1
    assert f"{facts}:2: field 'version': missing, while other lines of document 'd4' give one" in result.output
    facts.write_bytes(line(doc="d4", version="2"))
    assert hcf(db, "ingest-facts", str(facts)).exit_code == 0
    documents = json.loads(hcf(db, "documents", "--json").output)
    assert [d["id"] for d in documents if d["name"] == "d4"] == ["d4@2"]


@pytest.mark.engine
def test_numbers_and_booleans_as_values_are_text(db: Path, tmp_path: Path) -> None:
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(line(doc="n1", value=1906) + line(doc="n2", value=2.5) + line(doc="n3", value=True))
    assert hcf(db, "ingest-facts", str(facts)).exit_code == 0
    values = {f["doc"]: f["value"] for f in stored_facts(db)}
    assert (values["n1@1"], values["n2@1"], values["n3@1"]) == ("1906", "2.5", "true")


def test_an_empty_or_blank_file_holds_no_facts(tmp_path: Path) -> None:
    facts = tmp_path / "facts.jsonl"
    facts.write_bytes(b"\n  \n\r\n")
    result = hcf(tmp_path / "db", "ingest-facts", str(facts))
    assert result.exit_code == 1 and "holds no facts" in result.output


@pytest.mark.parametrize("block_bytes", [7, 16, 64, 1 << 20])
def test_line_blocks_keep_numbering_and_never_hold_a_line_past_the_limit(block_bytes: int) -> None:
    import io

    from hcf_graph.jsonl import read_line_blocks

    lines = [b"a" * 10, b"b" * 100, b"", b"c" * 5, b"d" * 21, b"e" * 20, b"f" * 50]
    blocks = list(read_line_blocks(io.BytesIO(b"\n".join(lines)), block_bytes=block_bytes, max_line_bytes=20))
    kept = b"".join(block.data for block in blocks).split(b"\n")
    assert kept == [b"a" * 10, b"", b"", b"c" * 5, b"", b"e" * 20, b""]
    assert [n for block in blocks for n in block.too_long] == [2, 5, 7]
    assert all(block.first_line == 1 + sum(b.n_lines for b in blocks[:i]) for i, block in enumerate(blocks))
