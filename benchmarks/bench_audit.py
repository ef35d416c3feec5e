"""Offline audit speed: N log rows x 5 contexts against the bundled controlled corpus (condition B).

    python benchmarks/bench_audit.py --rows 1000      # target: under 60 s for the audit itself

Builds a fresh database in a temporary folder (ingest not timed), writes a hcf-format log whose
contexts are BM25 hits for the 25 controlled questions (cycled, each row with its reference
answer), then times ``audit_log`` (placing contexts, judging, storing one batch).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from hcf_graph.audit.run import Auditor, audit_log
from hcf_graph.database import Database
from hcf_graph.extract import make_extractor
from hcf_graph.ingest.loaders import load_file
from hcf_graph.ingest.pipeline import ingest_documents

CORPUS = Path(__file__).resolve().parents[1] / "examples" / "controlled"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--contexts", type=int, default=5)
    args = parser.parse_args()
    names = json.loads((CORPUS / "conditions.json").read_text())["B"]["documents"]
    questions = [json.loads(line) for line in (CORPUS / "ground_truth" / "questions.jsonl").read_text().splitlines()]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        with Database(folder / "hcf.db") as db:
            docs = [d for name in names for d in load_file(CORPUS / "docs" / name, name)]
            ingest_documents(db, docs, make_extractor("spacy-rules"))
            retriever = Auditor(db).retriever()
            log = folder / "log.jsonl"
            with log.open("w", encoding="utf-8") as out:
                for i in range(args.rows):
                    q = questions[i % len(questions)]
                    hits = retriever.search(q["question"], args.contexts)
                    contexts = [{"text": h.chunk.text, "rank": h.rank} for h in hits]
                    out.write(
                        json.dumps(
                            {"id": f"r{i}", "question": q["question"], "answer": q["answer"], "contexts": contexts}
                        )
                        + "\n"
                    )
            began = time.perf_counter()
            run = audit_log(db, log)
            seconds = time.perf_counter() - began
    summary = run.summary()
    print(
        f"audited {summary['audited']} rows x {args.contexts} contexts in {seconds:.1f} s "
        f"({summary['audited'] / seconds:.0f} rows/s); mean ACS {summary['acs_mean']}, "
        f"contested {summary['contested']}, SSmu {summary['ssmu_mean']}"
    )


if __name__ == "__main__":
    main()
