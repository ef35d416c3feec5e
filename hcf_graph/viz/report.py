"""``hcf report``: the three HCF levels on one self-contained HTML page.

What it holds: the corpus level (CC, IaDQ and IeDCD with the per-document parts), the retrieval
and answer levels (every stored audit with SS1, SSμ, SSσ and ACS, the charts of SS1/SSμ against
ACS per run, the evidence traces), the conflict clusters as interactive pictures, and every
conflict with its quotes and links to its documents' rows.

It stays offline: styles, the picture script and the charts (matplotlib SVG) are inlined, and no
element points at a URL. It stays small on large stores by summarizing: pictures of the biggest
clusters only (each cut to its most involved documents), traces of the first audits, the
documents table limited to the documents in a conflict plus the weakest others, and each
summary says how many it left out and which command shows the rest.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from ..analysis.clusters import ClusterReport, clusters_of
from ..audit.corpus import PARTS, CorpusScore, score_corpus
from ..audit.listing import list_audits
from ..audit.quality import PART_NAMES
from ..audit.trace import trace
from ..conflicts import Conflict
from ..database import Database
from ..errors import InputError
from . import charts
from .html import anchor_of, figure_html, page
from .views import cluster_view, trace_view


@dataclass(frozen=True)
class ReportLimits:
    """How much the report draws and lists before it summarizes."""

    pictures: int = 6  # cluster pictures
    picture_nodes: int = 120  # nodes per cluster picture
    cluster_rows: int = 50
    documents: int = 200  # documents listed besides those in a conflict
    audits: int = 2000
    traces: int = 50
    trace_pictures: int = 2
    conflicts: int = 20000


@dataclass(frozen=True)
class ReportSummary:
    """What was written."""

    path: Path
    bytes: int
    seconds: float
    documents: int
    conflicts: int
    clusters: int
    audits: int

    def as_json(self) -> dict[str, Any]:
        return {
            "path": str(self.path),
            "bytes": self.bytes,
            "seconds": round(self.seconds, 2),
            "documents": self.documents,
            "conflicts": self.conflicts,
            "clusters": self.clusters,
            "audits": self.audits,
        }


def write_report(
    db: Database, out: Path, weights: tuple[float, float] = (0.5, 0.5), limits: ReportLimits | None = None
) -> ReportSummary:
    """Build the report of ``db`` and write it to ``out`` (whole, or not at all)."""
    if out.suffix.lower() not in (".html", ".htm"):
        raise InputError(f"--out must end in .html, not {out.name!r}")
    if not out.parent.is_dir():
        raise InputError(f"folder {out.parent} does not exist; create it or choose another --out")
    began = time.perf_counter()
    corpus = score_corpus(db, weights=weights)
    conflicts = db.graph.conflicts()  # every stored conflict, also those inside one document
    clusters = clusters_of(conflicts)
    audits = list_audits(db.graph)
    body = "\n".join(
        [
            _header(db, corpus, clusters, audits),
            _corpus_section(corpus, clusters, limits or ReportLimits()),
            _audit_section(db, audits, limits or ReportLimits()),
            _cluster_section(clusters, limits or ReportLimits()),
            _conflict_section(conflicts, clusters, limits or ReportLimits()),
        ]
    )
    text = page(f"HCF report: {db.folder.name}", body)
    tmp = out.with_name(out.name + ".part")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(out)
    return ReportSummary(
        out,
        out.stat().st_size,
        time.perf_counter() - began,
        len(corpus.documents),
        len(conflicts),
        len(clusters.clusters),
        len(audits),
    )


def _header(db: Database, corpus: CorpusScore, clusters: ClusterReport, audits: list[dict[str, Any]]) -> str:
    counts = db.graph.counts()
    metrics = [
        ("CC", f"{corpus.cc:.3f}"),
        ("IaDQ", f"{corpus.iadq:.3f}"),
        ("IeDCD", f"{corpus.iedcd:.3f}"),
        ("documents", f"{len(corpus.documents):,}"),
        ("facts", f"{counts['facts']:,}"),
        ("conflicts", f"{clusters.n_conflicts:,}"),
        ("clusters", f"{len(clusters.clusters):,}"),
        ("audits", f"{len(audits):,}"),
    ]
    boxes = "".join(f'<div class="metric">{escape(k)}<b>{v}</b></div>' for k, v in metrics)
    return (
        f"<h1>HCF report: {escape(db.folder.name)}</h1>"
        f'<p class="note">The Hierarchical Consistency Framework on the store <code>{escape(str(db.folder))}</code> '
        f"({escape(db.engine)}): the corpus, the retrieved context and the answers, and where the documents "
        "disagree. Made by <code>hcf report</code>; it loads nothing from the network.</p>"
        f'<div class="metrics">{boxes}</div>'
        '<p><a href="#corpus">corpus</a> · <a href="#audits">retrieval and answers</a> · '
        '<a href="#clusters">conflict clusters</a> · <a href="#conflicts">every conflict</a></p>'
    )


def _corpus_section(corpus: CorpusScore, clusters: ClusterReport, limits: ReportLimits) -> str:
    w_c, w_n = corpus.weights
    parts = {p: corpus.parts[p] for p in PARTS}
    in_conflict = {d for c in corpus.conflicting_keys for d in c.documents}
    ranked = sorted(corpus.documents, key=lambda d: (d.iadq - d.conflict_share, d.doc))
    others = [d for d in ranked if d.doc not in in_conflict]
    shown = [d for d in ranked if d.doc in in_conflict] + others[: limits.documents]
    cluster_of = {d: c.number for c in clusters.clusters for d in c.documents}
    rows = "".join(
        f'<tr id="{escape(anchor_of(d.doc))}"><td>{escape(d.doc)}</td>{_num(d.iadq)}'
        + "".join(_num(d.parts[p]) for p in PARTS)
        + f'<td class="num">{d.conflicts}</td>{_num(d.conflict_share)}'
        + f"<td>{_cluster_link(cluster_of.get(d.doc))}</td></tr>"
        for d in shown
    )
    left = len(corpus.documents) - len(shown)
    more = (
        f'<p class="note">{left:,} more documents in no conflict are not listed; see them with <code>hcf score</code>.</p>'
        if left > 0
        else ""
    )
    heads = "".join(f'<th class="num">{escape(PART_NAMES[p])}</th>' for p in PARTS)
    explanation = "".join(f"<li>{escape(line)}</li>" for line in corpus.explanation)
    return (
        '<h2 id="corpus">Corpus level</h2>'
        f"<p>CC = {w_c:.2f} × IaDQ {corpus.iadq:.3f} + {w_n:.2f} × IeDCD {corpus.iedcd:.3f} = <b>{corpus.cc:.3f}</b>; "
        f"{len(corpus.conflicting_keys):,} of {corpus.shared_keys:,} keys that two or more documents assert are in conflict.</p>"
        f"<ul>{explanation}</ul>"
        f'<div class="chart">{charts.corpus_parts(parts, PART_NAMES, corpus.cc, corpus.iadq, corpus.iedcd)}</div>'
        "<h3>Documents (in a conflict first, then the weakest)</h3>"
        f'<table><tr><th>document</th><th class="num">IaDQ</th>{heads}<th class="num">conflicts</th>'
        f'<th class="num">share</th><th>cluster</th></tr>{rows}</table>{more}'
    )


def _audit_section(db: Database, audits: list[dict[str, Any]], limits: ReportLimits) -> str:
    head = '<h2 id="audits">Retrieval and answers</h2>'
    if not audits:
        return (
            head
            + '<p class="note">No audits stored: run <code>hcf audit LOG.jsonl</code> or <code>hcf ask "..."</code>.</p>'
        )
    runs: dict[str, list[dict[str, Any]]] = {}
    for a in audits:
        runs.setdefault(a["run"], []).append(a)
    run_rows = "".join(
        f"<tr><td>{escape(str(r))}</td><td class=num>{len(items)}</td>"
        + "".join(_num(_mean([a[k] for a in items])) for k in ("ss1", "ss_mean", "ss_std", "acs"))
        + f"<td class=num>{sum(1 for a in items if a['verdict'] == 'contradicted' or a['contested'])}</td></tr>"
        for r, items in sorted(runs.items())
    )
    listed = audits[: limits.audits]
    rows = "".join(
        f'<tr><td><a href="#trace:{escape(a["id"])}">{escape(a["id"])}</a></td><td>{escape(str(a["run"]))}</td>'
        f"<td>{escape(a['question'])}</td><td>{escape(a['answer'])}</td><td class=num>{a['k']}</td>"
        + "".join(_num(a[k]) for k in ("ss1", "ss_mean", "ss_std", "acs"))
        + f"<td>{escape(a['verdict'])}{' (contested)' if a['contested'] else ''}</td></tr>"
        for a in listed
    )
    more = (
        f'<p class="note">{len(audits) - len(listed):,} more audits: <code>hcf audits</code>.</p>'
        if len(audits) > len(listed)
        else ""
    )
    first = sorted(audits, key=lambda a: (not (a["contested"] or a["verdict"] == "contradicted"), a["run"], a["line"]))
    traces = [trace(db.graph, a["id"]) for a in first[: limits.traces]]
    pictures = "".join(
        f"<h4>Trace of {escape(t['id'])}</h4>" + figure_html(trace_view(t), f"t{i}")
        for i, t in enumerate(traces[: limits.trace_pictures])
    )
    trace_html = "".join(_trace_details(t) for t in traces)
    left = len(audits) - len(traces)
    trace_more = f'<p class="note">{left:,} more traces: <code>hcf trace AUDIT_ID</code>.</p>' if left > 0 else ""
    return (
        head + "<p>SS1 is the top similarity of the retrieved chunks, SSμ their mean and SSσ their spread; ACS is the "
        "answer's consistency with the retrieved evidence (1: supported and uncontested).</p>"
        + f'<div class="chart">{charts.retrieval_against_acs(audits)}</div>'
        + '<table><tr><th>run</th><th class="num">audits</th><th class="num">SS1</th><th class="num">SSμ</th>'
        + f'<th class="num">SSσ</th><th class="num">ACS</th><th class="num">contradicted or contested</th></tr>{run_rows}</table>'
        + '<h3>Audits</h3><table><tr><th>audit</th><th>run</th><th>question</th><th>answer</th><th class="num">k</th>'
        + '<th class="num">SS1</th><th class="num">SSμ</th><th class="num">SSσ</th><th class="num">ACS</th><th>verdict</th></tr>'
        + f"{rows}</table>{more}"
        + "<h3>Evidence traces (contested and contradicted first)</h3>"
        + pictures
        + trace_html
        + trace_more
    )


def _trace_details(tree: dict[str, Any]) -> str:
    items = []
    for s in tree["statements"]:
        evidence = "".join(
            f"<li>{escape(e['relation'])}: "
            + (
                f"fact {escape(e['fact'])} ({escape(str(e['entity']))} · {escape(str(e['fact_relation']))} = {escape(str(e['value']))})"
                if e["fact"]
                else escape(e["method"])
            )
            + f" in {_doc_link(e['doc'])} {_span(e['start'], e['end'])}<blockquote>{escape(e['quote'] or '')}</blockquote>"
            + "".join(
                f"<div>in conflict {_conflict_link(c['id'])} ({escape(c['kind'])}, severity {c['severity']})</div>"
                for c in e["conflicts"]
            )
            + "</li>"
            for e in s["evidence"]
        )
        items.append(f"<li><b>[{escape(s['verdict'])}]</b> {escape(s['text'])}<ul>{evidence}</ul></li>")
    return (
        f'<details id="trace:{escape(tree["id"])}"><summary>audit {escape(tree["id"])} (run {escape(str(tree["run"]))}): '
        f"{escape(tree['answer'][:120])}</summary><ul>{''.join(items)}</ul></details>"
    )


def _cluster_section(clusters: ClusterReport, limits: ReportLimits) -> str:
    head = '<h2 id="clusters">Conflict clusters</h2>'
    if not clusters.clusters:
        return head + '<p class="note">No conflicts, so no clusters.</p>'
    sizes = [(len(c.documents), len(c.conflicts)) for c in clusters.clusters]
    rows = "".join(
        f'<tr id="cluster:{c.number}"><td class=num>{c.number}</td><td class=num>{len(c.documents)}</td>'
        f"<td class=num>{len(c.conflicts)}</td>"
        f"<td>{', '.join(f'{_doc_link(r.doc)} ({r.outvoted}/{r.conflicts})' for r in c.top_documents[:3])}</td>"
        f"<td>{', '.join(f'{_doc_link(b.doc)} {list(b.parts)}' for b in c.bridges[:3]) or '-'}</td></tr>"
        for c in clusters.clusters[: limits.cluster_rows]
    )
    left_rows = len(clusters.clusters) - limits.cluster_rows
    more_rows = (
        f'<p class="note">{left_rows:,} more clusters: <code>hcf clusters --limit 0</code>.</p>'
        if left_rows > 0
        else ""
    )
    pictures = "".join(
        f"<h3>Cluster {c.number}</h3>" + figure_html(cluster_view(c, limits.picture_nodes), f"c{c.number}")
        for c in clusters.clusters[: limits.pictures]
    )
    left = len(clusters.clusters) - limits.pictures
    more_pictures = (
        f'<p class="note">{left:,} smaller clusters are not drawn; draw one with '
        "<code>hcf viz cluster N --out cluster.html</code>.</p>"
        if left > 0
        else ""
    )
    return (
        head
        + f"<p>{len(clusters.clusters):,} clusters of documents that disagree, directly or through a chain of disputed "
        f"keys: {clusters.n_documents:,} documents, {clusters.n_conflicts:,} conflicts. A document's "
        "(outvoted/conflicts): in how many of the cluster's conflicts its value has fewer documents behind it than another, "
        "of how many it takes part in. A bridge is a document whose removal splits the cluster; the list gives the "
        "conflicts in each part.</p>"
        + f'<div class="chart">{charts.cluster_sizes(sizes)}</div>'
        + '<table><tr><th class="num">cluster</th><th class="num">documents</th><th class="num">conflicts</th>'
        + f"<th>causing most (outvoted/conflicts)</th><th>bridges (conflicts per part)</th></tr>{rows}</table>{more_rows}"
        + pictures
        + more_pictures
    )


def _conflict_section(conflicts: list[Conflict], clusters: ClusterReport, limits: ReportLimits) -> str:
    cluster_of = {c.id: cl.number for cl in clusters.clusters for c in cl.conflicts}
    order = sorted(conflicts, key=lambda c: (cluster_of.get(c.id, 0), c.entity_key, c.ckey))
    listed = order[: limits.conflicts]
    items = []
    for c in listed:
        values = "".join(
            f"<li><b>{escape(v.value)}</b>"
            + "".join(
                f"<div>{_doc_link(p.doc)} {_span(p.start, p.end)}<blockquote>{escape(p.quote)}</blockquote></div>"
                for p in v.documents
            )
            + "</li>"
            for v in c.values
        )
        qualifier = f" ({escape(c.qualifier)})" if c.qualifier else ""
        items.append(
            f'<div class="conflict-item" id="conflict:{escape(c.id)}"><b>{escape(c.entity)} · {escape(c.relation)}{qualifier}</b> '
            f"<span class=note>{escape(c.kind)}, severity {c.severity:.2f}, cluster {_cluster_link(cluster_of.get(c.id))}</span>"
            f"<ol>{values}</ol></div>"
        )
    left = len(conflicts) - len(listed)
    more = f'<p class="note">{left:,} more conflicts: <code>hcf conflicts --json</code>.</p>' if left > 0 else ""
    kinds = Counter(c.kind for c in conflicts)
    summary = ", ".join(f"{n:,} {escape(k)}" for k, n in kinds.most_common())
    return f'<h2 id="conflicts">Every conflict ({len(conflicts):,}: {summary or "none"})</h2>' + "".join(items) + more


def _num(value: float | None) -> str:
    return '<td class="num">-</td>' if value is None else f'<td class="num">{value:.3f}</td>'


def _mean(values: list[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def _span(start: int | None, end: int | None) -> str:
    return f"[{start}:{end}]" if start is not None and start >= 0 else "[no span]"


def _doc_link(doc: str) -> str:
    return f'<a href="#{escape(anchor_of(doc))}">{escape(doc)}</a>'


def _conflict_link(conflict: str) -> str:
    return f'<a href="#conflict:{escape(conflict)}">{escape(conflict)}</a>'


def _cluster_link(number: int | None) -> str:
    return "-" if number is None else f'<a href="#cluster:{number}">{number}</a>'
