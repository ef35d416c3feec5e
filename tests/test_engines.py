"""Both engines run the store and graph tests: the ``engine`` tests again, on ladybug.

kuzu and ladybug cannot be loaded into one process (both register the same native types), so
the ladybug run is a separate pytest process.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hcf_testing import ENGINE

TESTS = Path(__file__).parent


@pytest.mark.skipif(ENGINE != "kuzu", reason="runs from the default (kuzu) session only")
@pytest.mark.skipif(importlib.util.find_spec("ladybug") is None, reason="ladybug is not installed")
def test_engine_tests_pass_on_ladybug() -> None:
    env = {**os.environ, "HCF_TEST_ENGINE": "ladybug"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-m", "engine", "-p", "no:cacheprovider", str(TESTS)],
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " passed" in run.stdout
