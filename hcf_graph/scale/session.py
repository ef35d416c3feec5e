"""Starting Spark: a local, standalone or Spark Connect session, with one-line errors when it cannot start."""

from __future__ import annotations

import os
import shutil
import sys
from typing import TYPE_CHECKING, Any

from ..errors import ConfigError, ModelNotInstalled

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

DEFAULT_MASTER = "local[2]"


def java_available() -> bool:
    """Whether a Java runtime is on PATH (or JAVA_HOME): classic Spark needs one on this machine."""
    home = os.environ.get("JAVA_HOME")
    if home and os.path.isfile(os.path.join(home, "bin", "java")):
        return True
    return shutil.which("java") is not None


def require_pyspark() -> None:
    """Refuse, with what to install, when pyspark is missing."""
    try:
        import pyspark  # noqa: F401
    except ImportError as exc:
        raise ModelNotInstalled("hcf scale needs pyspark; install it with: pip install 'hcf-graph[spark]'") from exc


def spark_session(
    master: str = DEFAULT_MASTER, shuffle_partitions: int | None = None, conf: dict[str, Any] | None = None
) -> SparkSession:
    """A Spark session for ``master``: ``local[N]``, ``spark://HOST:PORT`` (classic) or
    ``sc://HOST[:PORT]`` (Spark Connect). An existing active session is reused as it is."""
    require_pyspark()
    from pyspark.sql import SparkSession

    active = SparkSession.getActiveSession()
    if active is not None:
        return active
    builder = SparkSession.builder.appName("hcf-scale")
    if master.startswith("sc://"):
        builder = builder.remote(master)
    else:
        if not java_available():
            raise ConfigError(
                "Spark needs a Java runtime (17 or newer) and none was found; install one "
                "(e.g. apt-get install default-jre-headless) or use --master sc://HOST for a Spark Connect server"
            )
        builder = builder.master(master).config("spark.ui.enabled", "false")
        if master.startswith("local"):
            builder = builder.config("spark.sql.shuffle.partitions", str(shuffle_partitions or 8))
            if not os.environ.get("PYSPARK_PYTHON"):
                # Local workers run on this machine: this interpreter has hcf-graph and pyarrow,
                # whatever `python3` on PATH is (a venv used without activating it). pyspark reads
                # the worker's interpreter from this variable only.
                os.environ["PYSPARK_PYTHON"] = sys.executable
        builder = builder.config("spark.sql.execution.arrow.pyspark.enabled", "true")
    for key, value in (conf or {}).items():
        builder = builder.config(key, str(value))
    try:
        return builder.getOrCreate()
    except Exception as exc:  # py4j / grpc errors: one line, what to check
        raise ConfigError(f"cannot start Spark with master {master!r}: {' '.join(str(exc).split())[:300]}") from exc
