"""``hcf clusters``, ``hcf viz`` and ``hcf report``: conflict clusters, pictures and the HTML report."""

from __future__ import annotations

from pathlib import Path

import click

from ..config import score_weights
from .options import db_options, json_option, open_db, print_json
from .render import plural


@click.command()
@click.option(
    "--limit", type=click.IntRange(min=0), default=20, show_default=True, help="Clusters shown, biggest first (0: all)."
)
@click.option(
    "--check",
    is_flag=True,
    help="Also compute the clusters with the engine's graph algorithms (queries/list_conflict_clusters.cypher; "
    "kuzu only) and say whether the two agree.",
)
@db_options
@json_option
def clusters(limit: int, check: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Conflict clusters: documents that disagree, directly or through a chain of disputed keys, with the
    keys and values in dispute, the documents causing the most conflicts and the documents that bridge."""
    from ..analysis.clusters import compare_with_query, conflict_clusters

    with open_db(db_dir, engine, read_only=not check) as db:  # kuzu projects a graph for its algorithms: a write
        report = conflict_clusters(db.graph)
        agreement = compare_with_query(db.graph, report) if check else ""
    if as_json:
        print_json({**report.as_json(limit), **({"check": agreement} if check else {})})
        return
    if agreement:
        click.echo(agreement)
    shown = report.clusters[:limit] if limit else report.clusters
    for c in shown:
        click.echo(
            f"cluster {c.number}: {plural(len(c.documents), 'document')}, {plural(len(c.conflicts), 'conflict')}"
        )
        for k in c.conflicts[:10]:
            values = " | ".join(f"{v.value} ({len({p.doc for p in v.documents})})" for v in k.values)
            click.echo(f"    {k.entity} · {k.relation}: {values}")
        if len(c.conflicts) > 10:
            click.echo(f"    ... and {len(c.conflicts) - 10} more (hcf clusters --json)")
        causing = ", ".join(f"{r.doc} (outvoted in {r.outvoted} of {r.conflicts})" for r in c.top_documents[:3])
        click.echo(f"  causing most: {causing}")
        if c.bridges:
            bridges = ", ".join(f"{b.doc} (splits {'+'.join(map(str, b.parts))} conflicts)" for b in c.bridges[:3])
            click.echo(f"  bridges: {bridges}")
    if not report.clusters:
        click.echo("no conflicts, so no clusters")
    elif len(shown) < len(report.clusters):
        click.echo(f"{len(shown)} of {len(report.clusters)} clusters shown; all: hcf clusters --limit 0")
    else:
        click.echo(
            f"{plural(len(report.clusters), 'cluster')}: {report.n_documents} documents, {report.n_conflicts} conflicts"
        )


@click.command()
@click.argument("what", type=click.Choice(["conflicts", "entity", "cluster", "trace"]))
@click.argument("name", required=False)
@click.option(
    "--out",
    "out",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="FILE.svg (a static picture) or FILE.html (pan, zoom, click a node for its quotes).",
)
@click.option(
    "--layout",
    "method",
    type=click.Choice(["auto", "spring", "kamada-kawai", "dot"]),
    default="auto",
    show_default=True,
    help="Node placement (networkx, fixed seed; dot: Graphviz, when installed).",
)
@click.option(
    "--max-nodes",
    type=click.IntRange(min=0),
    default=300,
    show_default=True,
    help="Past this many nodes, draw the biggest clusters or the most involved documents (0: all).",
)
@db_options
def viz(
    what: str, name: str | None, out: Path, method: str, max_nodes: int, db_dir: str | None, engine: str | None
) -> None:
    """Draw conflicts (all clusters), entity NAME, cluster N or trace AUDIT_ID as SVG or offline HTML."""
    from ..viz import draw

    with open_db(db_dir, engine, read_only=True) as db:
        view = draw(db.graph, what, name, out, method, max_nodes)
    click.echo(f"wrote {out}: {plural(len(view.nodes), 'node')}, {plural(len(view.edges), 'edge')}")
    if view.note:
        click.echo(view.note)


@click.command()
@click.option(
    "--out",
    "out",
    type=click.Path(path_type=Path, dir_okay=False),
    default=Path("report.html"),
    show_default=True,
    help="The HTML file to write.",
)
@click.option("--wc", type=float, default=None, help="Weight of IaDQ in CC [hcf.toml [score] w_c; default 0.5].")
@click.option("--wn", type=float, default=None, help="Weight of IeDCD in CC [hcf.toml [score] w_n; default 0.5].")
@db_options
@json_option
def report(
    out: Path, wc: float | None, wn: float | None, db_dir: str | None, engine: str | None, as_json: bool
) -> None:
    """One self-contained HTML file with the three HCF levels: corpus table, retrieval statistics and answer
    audits with their traces, conflict clusters as pictures, every conflict with its quotes.

    Documents not scored yet are scored first and their scores stored, as `hcf score` does."""
    from ..viz.report import write_report

    weights = score_weights(wc, wn)
    with open_db(db_dir, engine, read_only=False) as db:
        summary = write_report(db, out, weights)
    if as_json:
        print_json(summary.as_json())
        return
    click.echo(
        f"wrote {out} ({summary.bytes / 1e6:.1f} MB) in {summary.seconds:.1f} s: {plural(summary.documents, 'document')}, "
        f"{plural(summary.conflicts, 'conflict')} in {plural(summary.clusters, 'cluster')}, {plural(summary.audits, 'audit')}"
    )


COMMANDS = [clusters, viz, report]
