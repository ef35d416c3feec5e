"""Start-up: `hcf --help` and the read commands do not import the LLM client, spaCy or pint
(issue 7: they are imported where they are used). Timings live in the report, not in tests."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.extract import register_extractor

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

HEAVY = ("openai", "spacy", "pint")


def _modules_after(code: str) -> list[str]:
    probe = f"{code}\nimport json, sys\nprint(json.dumps(sorted(m for m in {HEAVY!r} if m in sys.modules)))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_importing_the_cli_loads_no_llm_client_spacy_or_pint() -> None:
    assert _modules_after("import hcf_graph.cli") == []


def test_help_loads_no_library_engine_or_arrow() -> None:
    """`hcf --help` lists the commands without importing the engine, Arrow, numpy or the progress bar
    (issue 7: start-up well under half a second; measured in the README, not asserted here)."""
    code = (
        "from click.testing import CliRunner\nfrom hcf_graph.cli import main\n"
        "assert CliRunner().invoke(main, ['--help']).exit_code == 0\n"
        "import sys, json\n"
        "print(json.dumps(sorted(m for m in ('pyarrow', 'kuzu', 'ladybug', 'numpy', 'rich.progress', 'hcf_graph.database',"
        " 'hcf_graph.graph', 'networkx', 'matplotlib') if m in sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_the_package_exports_resolve_on_first_use() -> None:
    import hcf_graph

    for name in hcf_graph.__all__:
        assert getattr(hcf_graph, name) is not None, name


def test_help_loads_none_of_them() -> None:
    code = (
        "from click.testing import CliRunner\nfrom hcf_graph.cli import main\n"
        "for args in (['--help'], ['conflicts', '--help'], ['facts', '--help'], ['ingest', '--help']):\n"
        "    assert CliRunner().invoke(main, args).exit_code == 0, args"
    )
    assert _modules_after(code) == []


def _store(tmp_path: Path, a: str, b: str) -> Path:
    """A database of two small documents, ingested with the test extractor."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.txt").write_text(a)
    (docs / "b.txt").write_text(b)
    db = tmp_path / "db"
    ingested = CliRunner(env={"HCF_ENGINE": ENGINE}).invoke(
        main, ["ingest", str(docs), "--extractor", "test-pattern", "--db", str(db)]
    )
    assert ingested.exit_code == 0, ingested.output
    return db


def test_read_commands_on_a_real_store_load_none_of_them(tmp_path: Path) -> None:
    db = _store(
        tmp_path,
        "The height of Teide is 3,715 m. The birth date of Ada is 1815.\n",
        "The height of Teide is 3,718 m.\n",
    )
    code = (
        "from click.testing import CliRunner\nfrom hcf_graph.cli import main\n"
        f"for args in (['conflicts'], ['facts', '--entity', 'Teide'], ['disagree', 'Teide'], ['documents']):\n"
        f"    result = CliRunner(env={{'HCF_ENGINE': {ENGINE!r}}}).invoke(main, [*args, '--db', {str(db)!r}])\n"
        "    assert result.exit_code == 0, (args, result.output)"
    )
    assert _modules_after(code) == []


READ_COMMANDS = (
    ["documents"],
    ["facts", "--entity", "Teide"],
    ["conflicts"],
    ["conflicts", "--json"],
    ["disagree", "Teide"],
    ["entities"],
    ["audits"],
    ["query", "list_facts", "-p", "entity_key=teide"],
)


def test_read_commands_do_not_import_arrow_or_numpy(tmp_path: Path) -> None:
    """Each read command, in a fresh process, reads the store as plain rows: pyarrow and numpy
    (0.4 s of imports) stay out, and so does the entity resolver (issue 7: read commands start in
    well under half a second; timed by benchmarks/bench_startup.py, not here)."""
    db = _store(tmp_path, "The height of Teide is 3,715 m.\n", "The height of Teide is 2,100 m.\n")
    heavy = ("pyarrow", "numpy", "hcf_graph.resolve.entities", "hcf_graph.conflict_rules")
    for args in READ_COMMANDS:
        code = (
            "import json, sys\nfrom click.testing import CliRunner\nfrom hcf_graph.cli import main\n"
            f"result = CliRunner(env={{'HCF_ENGINE': {ENGINE!r}}}).invoke(main, [*{args!r}, '--db', {str(db)!r}])\n"
            "assert result.exit_code == 0, result.output\n"
            "assert result.output.strip(), 'no output'\n"
            f"print(json.dumps(sorted(m for m in {heavy!r} if m in sys.modules)))"
        )
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, (args, done.stderr[-2000:])
        assert json.loads(done.stdout.strip().splitlines()[-1]) == [], args
