"""Facts and false conflicts on manuals nobody here wrote: the descriptions of the installed Python
packages.

    python benchmarks/bench_package_docs.py              # every installed package's description
    python benchmarks/bench_package_docs.py --list       # and every fact, to judge by reading

A user's corpus holds manuals and project pages, not only encyclopedic prose. The long
descriptions (README files) that the packages of this environment carry in their metadata are
such text, written by their authors: the benchmark reads them at run time (nothing is copied into
the project), ingests them into a fresh database on disk with the offline extractor
(``ingest_documents``, entity resolution included), and prints how many facts and conflicts
they gave. The packages describe different software, so a conflict between them is almost
always a false one (a quoted example, a code span read as prose), and so is one inside a
document; ``--list`` prints every fact with its quote for a reader to judge. Descriptions shorter
than ``--min-chars`` (default 400) and this project's own are left out. The set of packages, and
so the figures, depend on the environment: the first lines print what was read.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from importlib import metadata
from pathlib import Path
from typing import Any

from hcf_graph.database import Database
from hcf_graph.extract import make_extractor
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.model import SourceDocument

OWN = "hcf-graph"


def descriptions(min_chars: int) -> list[SourceDocument]:
    """One document per installed distribution whose long description has ``min_chars`` or more
    characters (the first copy of a name found on the path)."""
    documents: dict[str, SourceDocument] = {}
    for dist in metadata.distributions():
        meta: Any = dist.metadata  # an email.message.Message
        name = (meta.get("Name") or "").strip()
        key = name.lower().replace("_", "-")
        if not name or key == OWN or key in documents:
            continue
        body = meta.get_payload() or meta.get("Description") or ""
        if not isinstance(body, str) or len(body) < min_chars:
            continue
        kind = (meta.get("Description-Content-Type") or "text/plain").split(";")[0].strip()
        suffix = ".md" if kind == "text/markdown" else ".txt"
        documents[key] = SourceDocument(
            name=f"{key}{suffix}", text=body, source=f"{name} {dist.version} (package metadata)", mime=kind
        )
    return [documents[key] for key in sorted(documents)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--extractor", default="spacy-rules", help="extractor (default: the offline default)")
    parser.add_argument("--min-chars", type=int, default=400, help="shortest description read")
    parser.add_argument("--list", action="store_true", help="print every fact with its quote")
    args = parser.parse_args()
    documents = descriptions(args.min_chars)
    words = sum(len(doc.text.split()) for doc in documents)
    print(f"{len(documents)} package descriptions, {words:,} words, {sum(len(d.text) for d in documents):,} characters")
    with tempfile.TemporaryDirectory() as folder, Database(Path(folder) / "db") as db:
        began = time.perf_counter()
        ingest_documents(db, documents, make_extractor(args.extractor), cache=False)
        seconds = time.perf_counter() - began
        facts = db.graph.facts()
        conflicts = db.graph.conflicts()
    with_facts = len({fact["doc"] for fact in facts})
    print(f"ingest {seconds:.1f} s ({words / seconds:,.0f} words/s, whole pipeline)")
    print(f"facts {len(facts)}; documents with a fact {with_facts} of {len(documents)}")
    print(f"conflicts {len(conflicts)} (between descriptions of different packages: almost surely false)")
    for conflict in conflicts:
        values = "; ".join(f"{claim.value} ({', '.join(p.doc for p in claim.documents)})" for claim in conflict.values)
        print(f"  {conflict.entity} · {conflict.relation}: {values}")
    if args.list:
        for fact in sorted(facts, key=lambda f: (f["doc"], f["start_char"])):
            quote = " ".join(fact["quote"].split())[:140]
            print(f"{fact['doc']:28} {fact['entity']} · {fact['relation']} = {fact['value']}  | {quote}")


if __name__ == "__main__":
    main()
