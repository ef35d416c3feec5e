"""``hcf triples schema|check|score|propose|export``: gold QA-citation triples against the store."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..wording import plural
from .options import db_options, json_option, open_db, print_json

FILE = click.Path(path_type=Path, dir_okay=False)
FORMAT_NAMES = ("ragas", "ragas-v0.1", "qrels", "run", "nuggets", "trec-rag", "manifest")


@click.group()
def triples() -> None:
    """Gold question-answer-citation triples: schema, acceptance checks, per-stage scoring, exports.

    Each command but schema reads the store given by --db DIR (env HCF_DB, default ./hcf.db); a triple
    names document versions as doc@version, the ids `hcf documents --all-versions` lists."""


@triples.command()
def schema() -> None:
    """Print the JSON Schema of one triple (one line of a triple file)."""
    from ..triples.schema import schema_text

    click.echo(schema_text())


@triples.command()
@click.argument("file", type=FILE)
@click.option(
    "--min-slice",
    type=click.IntRange(min=1),
    default=30,
    show_default=True,
    help="Warn about slices (question.type, answerability) with fewer items.",
)
@click.option(
    "--duplicate-threshold",
    type=click.FloatRange(0, 1),
    default=0.8,
    show_default=True,
    help="Word overlap (Jaccard) from which two questions are near-duplicates.",
)
@click.option("--no-judge", is_flag=True, help="Skip the offline judge's check that evidence supports each claim.")
@db_options
@json_option
def check(
    file: Path,
    min_slice: int,
    duplicate_threshold: float,
    no_judge: bool,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Every acceptance check of the triple FILE against the store: one line per problem (record and
    field) on stdout, warnings and a summary on stderr; exit 1 when any record fails."""
    from ..triples.check import check_triples

    with open_db(db_dir, engine, read_only=True) as db:
        report = check_triples(db, file, min_slice, duplicate_threshold, judge_claims=not no_judge)
    if as_json:
        print_json(report.as_json())
    else:
        for problem in report.problems:
            click.echo(str(problem))
        for warning in report.warnings:
            click.echo(str(warning), err=True)
        failed = len(report.failed_lines)
        click.echo(
            f"{report.n_records} records, {failed} failed, {len(report.problems)} problems, "
            f"{len(report.warnings)} warnings, {len(report.duplicate_groups)} near-duplicate groups",
            err=True,
        )
    if not report.ok:
        sys.exit(1)


@triples.command()
@click.argument("file", type=FILE)
@click.argument("responses", type=FILE)
@db_options
@json_option
def score(file: Path, responses: Path, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Score a system's RESPONSES (one JSON line per triple) against the triple FILE, stage by stage:
    retrieval, citation, generation, claim metrics, and the stage to fix."""
    from ..triples.score import score_triples

    with open_db(db_dir, engine, read_only=True) as db:
        report = score_triples(db, file, responses)
    if as_json:
        print_json(report.as_json())
    else:
        for s in report.scores:
            r, c, g, d = s.retrieval, s.citation, s.generation, s.diagnosis
            click.echo(f"{s.triple_id}: fix {d['stage']}: {d['reason']}")
            stale = ", ".join(f"{x['doc']} (rank {x['rank']})" for x in r["stale"]) or "none"
            click.echo(
                f"    retrieval  recall {_num(r['recall'])}, first gold rank {r['first_gold_rank'] or '-'}, "
                f"superseded retrieved: {stale}"
            )
            click.echo(f"    citation   precision {_num(c['precision'])} of {c['n_citations']} citations")
            click.echo(
                f"    generation claim recall {_num(g['claim_recall'])}, forbidden present "
                f"{', '.join(g['forbidden_present']) or 'none'}"
            )
        summary = report.summary()
        click.echo(json.dumps(summary["diagnosis"]) + f" over {summary['scored']} scored triples", err=True)
        for problem in report.problems:
            click.echo(str(problem), err=True)
    if report.problems:
        sys.exit(1)


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


@triples.command()
@click.option("--out", type=FILE, default=None, help="Write the candidates here (JSONL) instead of stdout.")
@click.option("--set-version", default="0.1.0", show_default=True, help="The set_version of the candidates.")
@click.option("--snapshot", default=None, help="The corpus_snapshot name [default: database folder @ last batch].")
@click.option(
    "--min-documents",
    type=click.IntRange(min=0),
    default=2,
    show_default=True,
    help="Also propose keys this many current documents state alike (0: conflicts only).",
)
@click.option("--limit", type=click.IntRange(min=0), default=0, help="At most this many candidates (0: all).")
@db_options
def propose(
    out: Path | None,
    set_version: str,
    snapshot: str | None,
    min_documents: int,
    limit: int,
    db_dir: str | None,
    engine: str | None,
) -> None:
    """Candidate triples from the store's conflicts (and agreed keys), marked for human review:
    `hcf triples check` refuses them until review.status is set to reviewed."""
    from ..triples.propose import propose_triples
    from ..triples.trec import write_jsonl

    with open_db(db_dir, engine, read_only=True) as db:
        found = propose_triples(db, set_version, snapshot, min_documents, limit or None)
    _write(write_jsonl(found), out)
    click.echo(f"{len(found)} candidate triples, marked review.status=proposed", err=True)


@triples.command()
@click.argument("file", type=FILE)
@click.option("--to", "fmt", type=click.Choice(FORMAT_NAMES), required=True, help="The format to write.")
@click.option("--responses", type=FILE, default=None, help="A system's responses (needed by run).")
@click.option("--out", type=FILE, default=None, help="Write here instead of stdout.")
@click.option("--tag", default="hcf", show_default=True, help="The run tag (run, nuggets, trec-rag).")
@db_options
def export(
    file: Path, fmt: str, responses: Path | None, out: Path | None, tag: str, db_dir: str | None, engine: str | None
) -> None:
    """Export the triple FILE to another tool's format, from the one canonical file."""
    from ..triples.export import export_triples

    with open_db(db_dir, engine, read_only=True) as db:
        result = export_triples(db, file, fmt, responses, tag)
    _write(result.text, out)
    click.echo(f"{plural(result.count, fmt + ' record')}" + (f" written to {out}" if out else ""), err=True)


def _write(text: str, out: Path | None) -> None:
    if out is None:
        click.echo(text, nl=False)
        return
    from ..errors import InputError

    tmp = out.with_name(out.name + ".tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(out)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise InputError(f"{out}: cannot write ({exc.strerror})") from None


COMMANDS: list[click.Command] = [triples]
