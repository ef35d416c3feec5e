"""`hcf scale audit` on local[2] against `hcf audit` on the same log: per-row ACS, verdicts and
retrieval statistics equal (by line), bad rows reported by line, a row with a context the store
lacks refused with the reason, and the result loaded so that `hcf audits` and `hcf trace` work."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE

from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.scale.audit import NEW_CONTEXT

pytestmark = pytest.mark.spark

DOCS = {
    "alpha.txt": "Freedonia is a small country. The capital of Freedonia is Fredville. The population of Freedonia "
    "is 2 million.\nMarie Curie was born in Warsaw. Marie Curie won the Nobel Prize in 1903.\n",
    "beta.txt": "A travel guide. The capital of Freedonia is Oldtown. Visit in spring.\nMarie Curie was born in "
    "Paris. The population of Sylvania is 3 million.\n",
    "gamma.txt": "The currency of Freedonia is the florin. Sylvania borders Freedonia. The capital of Sylvania is "
    "Sylvan City.\n",
}
CAP_A, CAP_B = "The capital of Freedonia is Fredville.", "The capital of Freedonia is Oldtown."
BORN_W, BORN_P = "Marie Curie was born in Warsaw.", "Marie Curie was born in Paris."
CURRENCY, POP_F = "The currency of Freedonia is the florin.", "The population of Freedonia is 2 million."
CAP_S, POP_S = "The capital of Sylvania is Sylvan City.", "The population of Sylvania is 3 million."
CASES = [  # question, answer, contexts
    ("What is the capital of Freedonia?", "The capital of Freedonia is Fredville.", [CAP_A, CAP_B]),
    ("What is the capital of Freedonia?", "The capital of Freedonia is Oldtown.", [CAP_B]),
    ("Where was Marie Curie born?", "Marie Curie was born in Warsaw.", [BORN_W]),
    ("Where was Marie Curie born?", "Marie Curie was born in Paris.", [BORN_W, CAP_S]),
    ("What is the currency of Freedonia?", "The currency of Freedonia is the florin.", [CURRENCY]),
    ("What is the currency of Freedonia?", "The currency of Freedonia is the euro.", [CURRENCY, POP_F]),
    ("How many people live in Sylvania?", "The population of Sylvania is 3 million.", [POP_S, CAP_S]),
    ("How many people live in Freedonia?", "The population of Freedonia is 5 million.", [POP_F]),
    ("What is the capital of Sylvania?", "The capital of Sylvania is Sylvan City.", [CAP_S, CURRENCY, BORN_P]),
    ("Who won the Nobel Prize in 1903?", "Pierre Curie won the Nobel Prize in 1903.", [DOCS["alpha.txt"].strip()]),
]
NEW = "The capital of Freedonia is Newtown, says a blog."


def _row(n: int, question: str, answer: str, contexts: list[str], chunk_ids: dict[str, str]) -> dict[str, Any]:
    """The n-th row: the three formats, scores given or not, texts exact, tolerant or by chunk id."""
    if n % 4 == 0:
        return {"user_input": question, "retrieved_contexts": contexts, "response": answer}
    if n % 4 == 1:
        objs = [{"text": c, "score": round(0.9 - 0.2 * i, 2), "rank": i + 1} for i, c in enumerate(contexts)]
        return {"id": f"q{n}", "question": question, "contexts": objs, "answer": answer, "reference": "r"}
    if n % 4 == 2:
        return {
            "question": question,
            "contexts": [f"  {c.upper()}  ".replace(" ", "  ") for c in contexts],
            "answer": answer,
        }
    ids = [chunk_ids.get(c.strip()) for c in contexts]  # a whole chunk is named by its id
    return {"user_input": question, "retrieved_contexts": contexts, "retrieved_context_ids": ids, "response": answer}


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory, spark: Any) -> dict[str, Any]:
    base = tmp_path_factory.mktemp("scale-audit")
    docs, db = base / "docs", base / "db"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    runner = CliRunner()
    ingested = runner.invoke(main, ["ingest", str(docs), "--db", str(db), "--engine", ENGINE])
    assert ingested.exit_code == 0, ingested.output
    with Database(db, engine=ENGINE, read_only=True) as store:
        chunk_ids = {c["text"].strip(): c["id"] for c in store.graph.rows("list_current_chunks")}
    lines = [json.dumps(_row(n, *CASES[n % len(CASES)], chunk_ids)) for n in range(20)]
    lines.insert(4, "{not json")  # line 5
    lines.insert(9, json.dumps({"question": "q?", "contexts": [], "answer": ""}))  # line 10
    lines.insert(14, json.dumps({"question": "What is the capital of Freedonia?", "contexts": [NEW], "answer": "x"}))
    log = base / "log.jsonl"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = base / "out"
    ran = runner.invoke(main, ["scale", "audit", str(log), "--db", str(db), "--out", str(out), "--json"])
    # `hcf audit` on the same log, with the new-context line left blank (it would ingest it, changing the corpus)
    same = log.read_text(encoding="utf-8").splitlines()
    same[14] = ""
    plain_log = base / "plain.jsonl"
    plain_log.write_text("\n".join(same) + "\n", encoding="utf-8")
    plain = runner.invoke(main, ["audit", str(plain_log), "--db", str(db), "--json"])
    return {"db": db, "log": log, "out": out, "ran": ran, "plain": plain, "n_rows": len(lines)}


def _plain_json(output: str) -> dict[str, Any]:
    return json.loads(output[output.index("{") :])  # type: ignore[no-any-return]


def test_spark_audit_equals_hcf_audit_by_line(audited: dict[str, Any]) -> None:
    ran, plain = audited["ran"], audited["plain"]
    assert ran.exit_code == 1, ran.output  # rows were refused, as `hcf audit` says with exit 1
    assert plain.exit_code == 1, plain.output
    rows = pq.read_table(audited["out"] / "audits").to_pylist()
    spark = {r["line"]: r for r in rows if r["status"] == "audited"}
    ours = {a["line"]: a for a in _plain_json(plain.output)["audits"]}
    assert len(spark) == 20 and set(spark) == set(ours)
    for line, a in ours.items():
        s = spark[line]
        got = (s["acs"], s["verdict"], s["k"], s["ss1"], s["ss_mean"], s["ss_std"])
        r = a["retrieval"]
        assert got == (a["acs"], a["verdict"], r["k"], r["ss1"], r["ss_mean"], r["ss_std"]), line
        assert json.loads(s["statements"]) == a["statements"], line
        assert (s["question"], s["row_id"]) == (a["question"], a["row_id"])
    verdicts = {s["verdict"] for s in spark.values()}
    assert {"supported", "contradicted"} <= verdicts
    assert any(a["retrieval"]["source"] == "log" for a in ours.values())
    assert any(a["retrieval"]["source"] not in ("log", "") for a in ours.values())  # scored by the retriever
    assert any(json.loads(s["evidence"]) for s in spark.values())


def test_bad_rows_reported_by_line(audited: dict[str, Any]) -> None:
    ran, plain = audited["ran"], audited["plain"]
    summary = json.loads(ran.stdout[ran.stdout.index("{") :])
    plain_errors = _plain_json(plain.output)["errors"]
    assert summary["errors"][:2] == plain_errors  # the reader's messages, the same lines
    assert [e.split(":")[0] for e in plain_errors] == ["line 5", "line 10"]
    assert summary["errors"][2] == f"line 15: {NEW_CONTEXT}"
    assert "warning: line 5: invalid JSON" in ran.stderr
    refused = pq.read_table(audited["out"] / "refused.parquet").to_pylist()
    assert [r["line"] for r in refused] == [5, 10, 15]
    assert summary["audited"] == 20 and summary["refused"] == 3


def test_load_then_audits_and_trace(audited: dict[str, Any], tmp_path: Path) -> None:
    db, runner = audited["db"], CliRunner()
    loaded = runner.invoke(main, ["scale", "load", str(audited["out"]), "--db", str(db), "--json"])
    assert loaded.exit_code == 0, loaded.output
    run = json.loads(loaded.stdout)["run"]
    listed = runner.invoke(main, ["audits", "--db", str(db), "--json"])
    assert listed.exit_code == 0, listed.output
    mine = sorted((a for a in json.loads(listed.stdout) if a["run"] == run), key=lambda a: a["line"])
    rows = {r["line"]: r for r in pq.read_table(audited["out"] / "audits").to_pylist() if r["status"] == "audited"}
    assert [a["line"] for a in mine] == sorted(rows)
    assert all((a["acs"], a["verdict"]) == (rows[a["line"]]["acs"], rows[a["line"]]["verdict"]) for a in mine)
    contradicted = next(a for a in mine if a["verdict"] == "contradicted")
    walked = runner.invoke(main, ["trace", contradicted["id"], "--db", str(db), "--json"])
    assert walked.exit_code == 0, walked.output
    tree = json.loads(walked.stdout)
    facts = [e for s in tree["statements"] for e in s["evidence"] if e["fact"]]
    assert tree["run"] == run and any(e["relation"] == "contradicts" for e in facts)
    assert all(e["quote"] for e in facts)
    again = runner.invoke(main, ["scale", "load", str(audited["out"]), "--db", str(db)])
    assert again.exit_code == 0 and f"already, as run {run}" in again.output
    assert len(json.loads(runner.invoke(main, ["audits", "--db", str(db), "--json"]).stdout)) == len(
        json.loads(listed.stdout)
    )
    # a store that lacks the audited chunks is refused in one line
    other = runner.invoke(
        main, ["scale", "load", str(audited["out"]), "--db", str(tmp_path / "empty"), "--engine", ENGINE]
    )
    assert other.exit_code == 1 and "database it was audited against" in other.output
