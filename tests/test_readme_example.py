"""The README's Python API example runs as written and prints what the README says it prints."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def _blocks() -> tuple[str, str]:
    section = README.read_text(encoding="utf-8").split("## The Python API", 1)[1].split("\n## ", 1)[0]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    shown = re.search(r"It prints:\n\n```text\n(.*?)```", section, re.S)
    assert code and shown, "the README's Python API section lost its example or its output"
    return code.group(1), shown.group(1)


def test_the_python_api_example_runs_and_prints_what_the_readme_shows(tmp_path: Path) -> None:
    code, shown = _blocks()
    (tmp_path / "example.py").write_text(code, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "example.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300, env=None
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout == shown
    text = (tmp_path / "docs" / "leaflet.txt").read_text(encoding="utf-8")
    assert text[0:45] == "Mount Teide has an elevation of 3,650 metres."
    assert (tmp_path / "hcf.db" / "log").is_dir()
