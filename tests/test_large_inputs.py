"""Large document files (issue 8, bounds): a documented per-file limit with a clear message, and a
file of a few MB (one line, no paragraph breaks) goes through, saying what the slow step is."""

from __future__ import annotations

import json
from pathlib import Path

import click.testing
import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.extract import register_extractor
from hcf_graph.ingest.chunking import MAX_CHARS, chunk_text
from hcf_graph.ingest.loaders import DEFAULT_MAX_FILE_MB

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

SENTENCE = "The mayor of Town{n} is Person{m}. Nothing else is said about it here. "


def hcf(db: Path, *args: str | Path) -> click.testing.Result:
    return CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, [*map(str, args), "--db", str(db)])


def test_a_file_over_the_limit_is_skipped_with_a_message_before_it_is_read(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "small.txt").write_text("The capital of Spain is Madrid.\n")
    (corpus / "big.txt").write_text("The capital of Spain is Toledo. " * 50_000)  # 1.6 MB
    result = hcf(tmp_path / "db", "ingest", corpus, "--extractor", "test-pattern", "--max-file-mb", "1")
    assert result.exit_code == 1
    assert "big.txt: 1.6 MB is over the limit of 1 MB per file; split it, or raise the limit with --max-file-mb 2" in (
        result.output
    )
    assert "ingested 1 documents" in result.output and "Traceback" not in result.output


def test_the_default_limit_is_documented_and_applies(tmp_path: Path) -> None:
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as handle:  # a sparse file: refused by its size, never read
        handle.truncate(int((DEFAULT_MAX_FILE_MB + 1) * 1_000_000))
    result = hcf(tmp_path / "db", "ingest", huge, "--extractor", "test-pattern")
    assert result.exit_code == 1
    assert f"over the limit of {DEFAULT_MAX_FILE_MB:g} MB per file" in result.output
    assert "no documents to ingest" in result.output
    help_text = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(main, ["ingest", "--help"]).output
    assert "--max-file-mb" in help_text and f"{DEFAULT_MAX_FILE_MB:g}" in help_text


def test_chunks_of_a_long_single_line_are_bounded_and_exact() -> None:
    text = "".join(SENTENCE.format(n=n, m=n % 7) for n in range(20_000))  # 1.4 MB, one line
    chunks = chunk_text(text)
    assert all(len(c.text) <= MAX_CHARS and c.text == text[c.start : c.end] for c in chunks)
    assert "".join(c.text for c in chunks).replace(" ", "") == text.replace(" ", "")


@pytest.mark.engine
def test_a_few_mb_single_line_file_is_ingested_and_the_slow_step_is_named(tmp_path: Path) -> None:
    n = 40_000
    text = "".join(SENTENCE.format(n=i, m=i % 7) for i in range(n))  # about 2.9 MB on one line
    big = tmp_path / "one-line.txt"
    big.write_text(text)
    db = tmp_path / "db"
    result = hcf(db, "ingest", big, "--extractor", "test-pattern", "--no-resolve")
    assert result.exit_code == 0, result.output
    chunks = len(chunk_text(text))
    assert f"extracting {chunks} chunks (" in result.output and "the slow step" in result.output
    assert f"ingested 1 documents, {chunks} chunks, {n} facts" in result.output
    facts = json.loads(hcf(db, "facts", "--entity", "Town39999", "--json").stdout)
    [fact] = facts
    assert fact["value"] == f"Person{(n - 1) % 7}" and fact["quote"] == text[fact["start_char"] : fact["end_char"]]
