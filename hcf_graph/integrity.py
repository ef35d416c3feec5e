"""`hcf check`: the integrity of a database folder, for people and for CI.

Five checks, each a list of one-line problems (empty: it passes):

- ``log``: every log batch matches its manifest of sha256 checksums (batches written before
  checksums existed are "unverified" notes, their Parquet footers are still read);
- ``log-graph``: log and graph hold the same batches, and per batch the same document and fact ids;
- ``quotes``: every fact's quote equals its document's text span (documents held with text);
- ``orphans``: no fact without its chunk, entity and value, no chunk without its document;
- ``conflicts``: the stored conflict records equal a fresh detection over the current facts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import conflicts as conflict_rows
from .arrow import pa, pc, pq
from .database import Database, skipped_batches
from .errors import HcfError
from .graph import FactGraph
from .log import BatchLog
from .wording import plural

CHECKS = ("log", "log-graph", "quotes", "orphans", "conflicts")
SHOWN = 5  # ids named per problem line


@dataclass
class CheckReport:
    """What `hcf check` found: problems per check (empty lists pass) and notes that do not fail."""

    problems: dict[str, list[str]] = field(default_factory=lambda: {name: [] for name in CHECKS})
    notes: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not any(self.problems.values())

    def lines(self) -> list[str]:
        """One line per problem, prefixed with its check."""
        return [f"{name}: {problem}" for name, found in self.problems.items() for problem in found]

    def as_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "checks": {name: {"ok": not found, "problems": found} for name, found in self.problems.items()},
            "notes": self.notes,
            "counts": self.counts,
        }


def check_database(
    folder: Path, engine: str | None = None, wait: float | None = None, notify: Callable[[str], None] | None = None
) -> CheckReport:
    """Run every check on the database folder (read-only; the graph is opened after the log is
    verified, so a graph that cannot be opened is one more problem, not an error)."""
    report = CheckReport()
    log = BatchLog(Path(folder) / "log")
    try:
        skipped = skipped_batches(Path(folder))
    except HcfError as exc:
        report.problems["log-graph"].append(str(exc))
        skipped = set()
    damaged = _check_log(log, report, skipped)
    try:
        db = Database(Path(folder), engine=engine, read_only=True, wait=wait, notify=notify)
    except HcfError as exc:
        report.problems["log-graph"].append(f"cannot open the graph: {exc}")
        return report
    with db:
        report.counts = dict(db.graph.counts())
        documents, facts = db.graph.rows("check_list_documents"), db.graph.rows("check_list_facts")
        report.problems["log-graph"] += _check_log_against_graph(log, db.graph, documents, facts, skipped | damaged)
        report.problems["quotes"] += _check_quotes(log, documents, facts, damaged | skipped)
        report.problems["orphans"] += _check_orphans(db.graph)
        report.problems["conflicts"] += _check_conflicts(db.graph)
    return report


def _check_log(log: BatchLog, report: CheckReport, skipped: set[str]) -> set[str]:
    """Verify every batch's checksums; returns the ids of damaged batches (those a rebuild left
    out on purpose are notes, not problems)."""
    damaged = set()
    unverified = []
    for check in log.verify_all(deep=True):
        if not check.verified and not check.problems:
            unverified.append(check.id)
        if check.id in skipped:
            reason = f" ({check.problems[0][0]}: {check.problems[0][1]})" if check.problems else ""
            report.notes.append(f"log batch {check.id}{reason} was left out by `hcf rebuild --skip-damaged`")
        elif check.problems:
            damaged.add(check.id)
            for file, reason in check.problems:
                report.problems["log"].append(f"log batch {check.id} is damaged: {file}: {reason}")
    if unverified:
        report.notes.append(
            f"{plural(len(unverified), 'log batch', 'log batches')} written before checksums are unverified: {_some(unverified)}"
        )
    if not log.folder.is_dir():
        report.notes.append(f"no log at {log.folder}")
    return damaged


def _check_log_against_graph(
    log: BatchLog, graph: FactGraph, documents: list[dict[str, Any]], facts: list[dict[str, Any]], unreadable: set[str]
) -> list[str]:
    problems = []
    in_graph = {r["id"]: r for r in graph.rows("check_list_batches")}
    in_log = [f"{seq:06d}" for seq in log.seqs()]
    lagging = [b for b in in_log if b not in in_graph and b not in unreadable]
    if lagging:
        problems.append(
            f"{plural(len(lagging), 'log batch', 'log batches')} {'is' if len(lagging) == 1 else 'are'} not in the graph ({_some(lagging)}); run any write command to catch up"
        )
    missing = sorted(set(in_graph) - set(in_log))
    if missing:
        problems.append(
            f"the graph holds {plural(len(missing), 'batch', 'batches')} that the log lacks ({_some(missing)})"
        )
    graph_docs = _ids_by_batch(documents)
    graph_facts = _ids_by_batch(facts)
    for batch in in_log:
        if batch not in in_graph or batch in unreadable:
            continue
        for part, held in (("documents", graph_docs), ("facts", graph_facts)):
            logged = set(pq.read_table(log.folder / batch / f"{part}.parquet", columns=["id"]).column("id").to_pylist())
            stored = held.pop(batch, set())
            if logged != stored:
                only_log, only_graph = sorted(logged - stored), sorted(stored - logged)
                problems.append(
                    f"batch {batch}: {part} differ between log and graph ({len(logged)} vs {len(stored)}; "
                    f"only in the log: {_some(only_log)}; only in the graph: {_some(only_graph)})"
                )
    for part, held in (("documents", graph_docs), ("facts", graph_facts)):
        for batch, ids in sorted(held.items()):
            if batch not in unreadable and ids:
                problems.append(f"{len(ids)} {part} in the graph name batch {batch!r}, which the log lacks")
    return problems


def _check_quotes(
    log: BatchLog, documents: list[dict[str, Any]], facts: list[dict[str, Any]], unreadable: set[str]
) -> list[str]:
    """Every fact's quote equals text[start:end] of its document (texts read from the log in bulk)."""
    with_text: dict[str, set[str]] = defaultdict(set)
    for row in documents:
        if row["has_text"] and row["batch"] not in unreadable:
            with_text[row["batch"]].add(row["id"])
    texts: dict[str, str] = {}
    for batch, ids in with_text.items():
        table = pq.read_table(log.folder / batch / "documents.parquet", columns=["id", "text"])
        table = table.filter(pc.is_in(table.column("id"), value_set=pa.array(sorted(ids), pa.string())))
        texts.update(zip(table.column("id").to_pylist(), table.column("text").to_pylist(), strict=True))
    wrong = []
    for fact in facts:
        text = texts.get(fact["doc"])
        start, end = fact["start_char"], fact["end_char"]
        if text is None or start is None or start < 0:
            continue
        if end is None or end > len(text) or text[start:end] != (fact["quote"] or ""):
            wrong.append(fact["id"])
    if wrong:
        return [f"{plural(len(wrong), 'fact')} whose quote is not their document's text span: {_some(sorted(wrong))}"]
    return []


def _check_orphans(graph: FactGraph) -> list[str]:
    problems = []
    facts = graph.rows("check_orphan_facts")
    if facts:
        ids = sorted(r["id"] for r in facts)
        problems.append(f"{plural(len(ids), 'fact')} without exactly one chunk, entity and value: {_some(ids)}")
    chunks = graph.rows("check_orphan_chunks")
    if chunks:
        ids = sorted(r["id"] for r in chunks)
        problems.append(f"{plural(len(ids), 'chunk')} without exactly one document: {_some(ids)}")
    return problems


def _check_conflicts(graph: FactGraph) -> list[str]:
    """Stored conflict records against a fresh detection of every key (status and facts per key)."""
    keys = sorted(r["ckey"] for r in graph.rows("detect_conflict_keys"))
    fresh = (
        conflict_rows.from_candidates(graph.run("detect_conflicts_in_keys", ckeys=keys), graph.rules) if keys else []
    )
    expected = {c.ckey: (c.status, sorted(p.fact for v in c.values for p in v.documents)) for c in fresh}
    stored = {r["ckey"]: (r["status"], sorted(r["facts"])) for r in graph.rows("check_list_conflicts")}
    problems = []
    stale = sorted(k for k in set(expected) | set(stored) if expected.get(k) != stored.get(k))
    if stale:
        shown = [k.replace("\x1f", "|") for k in stale]
        problems.append(
            f"{plural(len(stale), 'conflict record')} {'is' if len(stale) == 1 else 'are'} out of date ({_some(shown)}); `hcf rebuild` recomputes them"
        )
    return problems


def _ids_by_batch(rows: list[dict[str, Any]]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        found[row["batch"]].add(row["id"])
    return found


def _some(items: list[str]) -> str:
    if not items:
        return "none"
    return ", ".join(items[:SHOWN]) + (f" and {len(items) - SHOWN} more" if len(items) > SHOWN else "")
