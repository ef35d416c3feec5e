"""The audit commands: audit (a RAG log), ask, audits, trace."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from .options import db_options, is_terminal, json_option, one_line, open_db, print_json, span, warn


@click.command()
@click.argument("log", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option(
    "--judge",
    type=click.Choice(["offline", "openai"]),
    default="offline",
    show_default=True,
    help="offline: facts matched under the conflict rules; openai: the LLM operator J.",
)
@db_options
@json_option
def audit(log: Path, judge: str, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Audit a RAG log (JSONL: Ragas, Ragas v0.1 or hcf rows): retrieval statistics, ACS and the
    statements that support and contradict each answer, stored in the graph.

    Rows that cannot be audited are reported by line (exit code 1); the others are audited.
    """
    from ..audit.run import audit_log
    from .progress import progress_bar

    with open_db(db_dir, engine, read_only=False) as db:
        with progress_bar("auditing", enabled=is_terminal() and not as_json) as (advance, set_total):
            run = audit_log(db, log, judge, progress=advance, on_total=set_total)
    for message in [*run.warnings, *(str(e) for e in run.errors)]:
        warn(message)
    if as_json:
        print_json(run.as_json())
    else:
        for r in run.results:
            _print_audit(r.as_json())
        s = run.summary()
        click.echo(
            f"audited {s['audited']} rows as run {s['run']} ({s['refused']} refused): mean ACS {s['acs_mean']}, "
            f"{s['supported']} supported, {s['contradicted']} contradicted, {s['unsupported']} unsupported, "
            f"{s['contested']} contested; SS1 {s['ss1_mean']}, SSmu {s['ssmu_mean']}, "
            f"SSsigma {s['sssigma_mean']}"
        )
    if run.errors:
        raise SystemExit(1)


@click.command()
@click.argument("question")
@click.option("--k", type=int, default=5, show_default=True, help="How many chunks to retrieve.")
@click.option("--retriever", type=click.Choice(["bm25", "dense"]), default="bm25", show_default=True)
@click.option(
    "--answer",
    "answer_by",
    type=click.Choice(["auto", "graph", "llm"]),
    default="auto",
    show_default=True,
    help="graph: answer from the graph's facts only; llm: also let the configured LLM answer from the "
    "retrieved chunks (hcf llm check); auto: llm when a model is configured (HCF_LLM_MODEL or hcf.toml).",
)
@click.option(
    "--judge",
    type=click.Choice(["offline", "openai"]),
    default="offline",
    show_default=True,
    help="Who audits the answers: facts matched under the conflict rules, or the LLM operator J.",
)
@click.option("--model", default=None, help="The LLM's model (else HCF_LLM_MODEL or [llm] model in hcf.toml).")
@db_options
@json_option
def ask(
    question: str,
    k: int,
    retriever: str,
    answer_by: str,
    judge: str,
    model: str | None,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Retrieve chunks for a question, answer it from the graph's facts (contested values marked) and,
    with an LLM configured, by the LLM from the chunks; audit the answers and store the audit."""
    from ..audit.ask import ask as ask_graph
    from ..llm.config import model_configured

    llm = None
    if answer_by == "llm" or (answer_by == "auto" and (model or model_configured())):
        from ..llm import LlmClient, LlmConfig

        llm = LlmClient(LlmConfig.load(model=model))
    with open_db(db_dir, engine, read_only=False) as db:
        result = ask_graph(db, question, k, retriever, llm=llm, judge=judge)
    for message in result.warnings:
        warn(message)
    if as_json:
        print_json(result.as_json())
        return
    for v in result.values:
        mark = "  [contested]" if v["contested"] else ""
        click.echo(f"{v['entity']} / {v['relation']}: {v['value']}{mark}")
        for d in v["documents"]:
            click.echo(f"    {d['doc']} {span(d['start'], d['end'])} {one_line(d['quote'], 120)}")
    if not result.values:
        click.echo("no fact in the retrieved chunks names the question's entity and relation")
    if result.audit is not None:
        _print_audit(result.audit.as_json())
    if result.generated is not None:
        click.echo(f"\nanswer by {result.model}:")
        _print_audit(result.generated.as_json())


@click.command()
@click.option(
    "--contradicted", is_flag=True, help="Only audits with contradicting evidence (contradicted or contested)."
)
@click.option("--touching-conflicts", is_flag=True, help="Only audits whose retrieved context holds a stored conflict.")
@click.option(
    "--verdict-changes",
    nargs=2,
    metavar="RUN_A RUN_B",
    default=None,
    help="Instead: the questions whose verdict changed between two audit runs (run ids as listed, e.g. 000002).",
)
@click.option(
    "--contradicting-documents",
    is_flag=True,
    help="Instead: the documents whose facts contradict audited answers most often.",
)
@db_options
@json_option
def audits(
    contradicted: bool,
    touching_conflicts: bool,
    verdict_changes: tuple[str, str] | None,
    contradicting_documents: bool,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """List stored audits (newest run first), or ask the graph about them."""
    from ..audit import listing

    if verdict_changes and contradicting_documents:
        raise click.UsageError("give either --verdict-changes or --contradicting-documents, not both")
    if (verdict_changes or contradicting_documents) and (contradicted or touching_conflicts):
        raise click.UsageError("--contradicted and --touching-conflicts filter the plain listing only")
    with open_db(db_dir, engine, read_only=True) as db:
        if verdict_changes:
            rows = listing.verdict_changes(db.graph, *verdict_changes)
        elif contradicting_documents:
            rows = listing.contradicting_documents(db.graph)
        else:
            rows = listing.list_audits(db.graph, contradicted, touching_conflicts)
    if as_json:
        print_json(rows)
    elif verdict_changes:
        _print_verdict_changes(rows, *verdict_changes)
    elif contradicting_documents:
        for r in rows:
            click.echo(f"{r['contradictions']:>5}  {r['doc']}")
        if not rows:
            click.echo("no audited statement is contradicted by a stored fact")
    else:
        _print_audits(rows)


def _print_audits(rows: list[dict[str, Any]]) -> None:
    for r in rows:
        flag = " contested" if r["contested"] else ""
        click.echo(
            f"{r['id']}  run {r['run']} line {r['line']}  ACS {r['acs']:.3f} {r['verdict']}{flag}  "
            f"k={r['k']} SS1={_num(r['ss1'])}  {one_line(r['question'], 70)}"
        )
    if not rows:
        click.echo('no audits stored; run `hcf audit LOG.jsonl` or `hcf ask "..."`')


def _print_verdict_changes(rows: list[dict[str, Any]], run_a: str, run_b: str) -> None:
    for r in rows:
        click.echo(
            f"{r['verdict_a']} ({r['acs_a']:.3f}, {r['audit_a']}) -> {r['verdict_b']} ({r['acs_b']:.3f}, "
            f"{r['audit_b']})  {one_line(r['question'], 70)}"
        )
    if not rows:
        click.echo(f"no question changed its verdict between runs {run_a} and {run_b}")


@click.command()
@click.argument("audit_id")
@db_options
@json_option
def trace(audit_id: str, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Walk an audit's evidence: answer -> statements -> facts -> chunks -> doc@version spans -> conflicts."""
    from ..audit.trace import trace as trace_audit

    with open_db(db_dir, engine, read_only=True) as db:
        tree = trace_audit(db.graph, audit_id)
    if as_json:
        print_json(tree)
        return
    print_trace(tree)


def print_trace(tree: dict[str, Any]) -> None:
    """The evidence tree of one audit (:func:`hcf_graph.audit.trace.trace`), indented."""
    click.echo(f"audit {tree['id']} (run {tree['run']})")
    click.echo(f"answer: {one_line(tree['answer'])}")
    for s in tree["statements"]:
        click.echo(f"  statement [{s['verdict']}]: {one_line(s['text'], 120)}")
        if s["reading"]:
            click.echo(f"    read as: {s['reading']}")
        for e in s["evidence"]:
            what = (
                f"fact {e['fact']} ({e['entity']} / {e['fact_relation']} = {e['value']})" if e["fact"] else e["method"]
            )
            click.echo(f"    {e['relation']}: {what}")
            click.echo(f"      chunk {e['chunk']}")
            click.echo(f'        {e["doc"]} {span(e["start"], e["end"])} "{one_line(e["quote"], 120)}"')
            for c in e["conflicts"]:
                click.echo(f"          in conflict {c['id']} ({c['status']}, {c['kind']}, severity {c['severity']})")


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _print_audit(a: dict[str, Any]) -> None:
    r = a["retrieval"]
    flag = " (contested)" if a["contested"] else ""
    click.echo(
        f"{a['id']}  ACS {a['acs']:.3f}  {a['verdict']}{flag}  k={r['k']} SS1={_num(r['ss1'])} "
        f"SSmu={_num(r['ss_mean'])} SSsigma={_num(r['ss_std'])}"
    )
    click.echo(f"  Q: {one_line(a['question'], 120)}")
    click.echo(f"  A: {one_line(a['answer'], 120)}")
    for s in a["statements"]:
        for e in s["evidence"]:
            click.echo(f'    {e["relation"]}: {e["doc"]} {span(e["start"], e["end"])} "{one_line(e["quote"], 100)}"')
    click.echo(f"  {a['explanation']}")


COMMANDS = [audit, ask, audits, trace]
