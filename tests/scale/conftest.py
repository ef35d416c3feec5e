"""One Spark session for the whole test run (Spark is slow to start on two cores), or a clear skip."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from hcf_graph.scale.session import java_available


@pytest.fixture(scope="session")
def spark() -> Iterator[Any]:
    """A local[2] session with few shuffle partitions and no UI; skipped where Java or pyspark cannot be had."""
    try:
        import pyspark  # noqa: F401
    except ImportError:
        pytest.skip("pyspark is not installed: pip install -e '.[test]' (or '.[spark]') to run the Spark tests")
    if not java_available():
        pytest.skip(
            "no Java runtime: install one (apt-get install default-jre-headless, as .ci/run does) "
            "to run the Spark tests"
        )
    from hcf_graph.scale.session import spark_session

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)  # workers run this venv's Python
    session = spark_session(
        "local[2]",
        shuffle_partitions=2,
        conf={
            "spark.sql.adaptive.enabled": "false",  # tiny inputs: fewer, larger jobs
            "spark.sql.autoBroadcastJoinThreshold": "-1",
            "spark.driver.memory": "1g",
        },
    )
    yield session
    session.stop()
