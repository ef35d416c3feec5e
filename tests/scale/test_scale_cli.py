"""`hcf scale conflicts` on local[2] as a user runs it: a venv's `hcf` without activating the venv."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from scale_corpus import build_small_log
from test_scale_spark import as_records, embedded_records, spark_records

from hcf_graph.scale.session import java_available

pytestmark = pytest.mark.spark


def test_local_workers_run_the_interpreter_of_hcf_not_python3_on_path(tmp_path: Path) -> None:
    pytest.importorskip("pyspark", reason="pyspark is not installed: pip install -e '.[test]'")
    if not java_available():
        pytest.skip("no Java runtime: install one (apt-get install default-jre-headless, as .ci/run does)")
    db_dir = build_small_log(tmp_path / "hcf.db")
    out = tmp_path / "out"
    java = shutil.which("java")
    # PATH as in a fresh shell: `python3` there is not the interpreter that has hcf-graph and pyarrow.
    path = os.pathsep.join(dict.fromkeys([os.path.dirname(java) if java else "/usr/bin", "/usr/bin", "/bin"]))
    env = {k: v for k, v in os.environ.items() if k not in ("PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON", "VIRTUAL_ENV")}
    env["PATH"] = path
    ran = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from hcf_graph.cli import main; sys.argv[0] = 'hcf'; sys.exit(main())",
            "scale",
            "conflicts",
            str(db_dir),
            "--master",
            "local[2]",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=900,
        env=env,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert spark_records(out) == as_records(embedded_records(db_dir))
