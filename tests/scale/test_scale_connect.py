"""`hcf scale conflicts --master sc://...` against a real Spark Connect server on 127.0.0.1.

The server is Spark's own (``SparkConnectServer`` through pyspark's ``spark-submit``, local[2]);
the client is the `hcf` command in its own process, as a user would run it. The records must equal
the embedded graph's, as on classic Spark (test_scale_spark.py): the job uses the DataFrame API
and Arrow-based pandas UDFs only, which is what Connect can run.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hcf_testing import stop_process
from scale_corpus import build_small_log
from test_scale_spark import as_records, embedded_records, spark_records

from hcf_graph.scale.session import java_available

pytestmark = pytest.mark.spark

SERVER_CLASS = "org.apache.spark.sql.connect.service.SparkConnectServer"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_for_port(port: int, server: subprocess.Popen[bytes], log: Path, seconds: float = 180) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"the Spark Connect server ended with {server.returncode}: {log.read_text()[-2000:]}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(1)
    pytest.fail(f"the Spark Connect server did not listen on {port} within {seconds:.0f} s: {log.read_text()[-2000:]}")


@pytest.fixture(scope="module")
def connect_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A Spark Connect server on local[2], its address as ``sc://127.0.0.1:PORT``."""
    try:
        import grpc  # noqa: F401
        import pyspark
    except ImportError:
        pytest.skip("Spark Connect needs pyspark[connect]: pip install -e '.[test]' (or '.[spark]')")
    if not java_available():
        pytest.skip("no Java runtime: install one (apt-get install default-jre-headless, as .ci/run does)")
    submit = Path(pyspark.__file__).parent / "bin" / "spark-submit"
    port = _free_port()
    log = tmp_path_factory.mktemp("connect") / "server.log"
    env = {**os.environ, "PYSPARK_PYTHON": sys.executable, "SPARK_LOCAL_IP": "127.0.0.1"}
    with log.open("wb") as sink:
        server = subprocess.Popen(
            [
                str(submit),
                "--class",
                SERVER_CLASS,
                "--master",
                "local[2]",
                "--driver-memory",
                "1g",
                "--conf",
                f"spark.connect.grpc.binding.port={port}",
                "--conf",
                "spark.connect.grpc.binding.address=127.0.0.1",
                "--conf",
                "spark.ui.enabled=false",
                "--conf",
                "spark.sql.shuffle.partitions=2",
                "--conf",
                "spark.sql.adaptive.enabled=false",
            ],
            stdout=sink,
            stderr=subprocess.STDOUT,
            env=env,
        )
    try:
        _wait_for_port(port, server, log)
        yield f"sc://127.0.0.1:{port}"
    finally:
        stop_process(server, grace=60)


def test_conflicts_over_spark_connect_equal_the_embedded_graph(tmp_path: Path, connect_server: str) -> None:
    db_dir = build_small_log(tmp_path / "hcf.db")
    out = tmp_path / "out"
    ran = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from hcf_graph.cli import main; sys.argv[0] = 'hcf'; sys.exit(main())",
            "scale",
            "conflicts",
            str(db_dir),
            "--master",
            connect_server,
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    found = spark_records(out)
    assert found  # the small log has conflicts and variants
    assert found == as_records(embedded_records(db_dir))
    assert (out / "members").exists() and (out / "clusters").exists()
