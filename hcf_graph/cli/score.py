"""``hcf score``: the corpus level of HCF (IaDQ, IeDCD, CC), for the corpus or one document."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from ..config import score_weights
from .options import db_options, is_terminal, json_option, open_db, print_json
from .render import print_table

if TYPE_CHECKING:
    from ..audit.corpus import CorpusScore

SHORT = {"clarity": "clar", "consistency": "cons", "completeness": "comp", "density": "dens", "coherence": "cohe"}


@click.command()
@click.argument("doc", required=False)
@click.option(
    "--by",
    type=click.Choice(["folder", "source", "metadata"]),
    default=None,
    help="Break the corpus down by folder, source file, or a metadata KEY (give it after --by metadata).",
)
@click.option("--key", "metadata_key", default=None, metavar="KEY", help="The metadata key for --by metadata.")
@click.option("--wc", type=float, default=None, help="Weight of IaDQ in CC [hcf.toml [score] w_c; default 0.5].")
@click.option("--wn", type=float, default=None, help="Weight of IeDCD in CC [hcf.toml [score] w_n; default 0.5].")
@click.option("--refresh", is_flag=True, help="Score every document again, not only those added since.")
@click.option(
    "--scorer",
    type=click.Choice(["offline", "openai"]),
    default="offline",
    show_default=True,
    help="IaDQ by measured heuristics (offline) or by the LLM operator Q ([llm] settings).",
)
@click.option("--model", default=None, help="--scorer openai: the model (else HCF_LLM_MODEL or [llm] model).")
@click.option("--compare", is_flag=True, help="Compare the offline and the LLM scores of the documents both scored.")
@click.option("--limit", type=int, default=20, show_default=True, help="Documents listed in the text table.")
@db_options
@json_option
def score(
    doc: str | None,
    by: str | None,
    metadata_key: str | None,
    wc: float | None,
    wn: float | None,
    refresh: bool,
    scorer: str,
    model: str | None,
    compare: bool,
    limit: int,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Corpus consistency: CC = w_c·IaDQ + w_n·IeDCD, with the five IaDQ parts, the conflicting keys
    behind IeDCD, per group and per document; with DOC, one document's parts and their reasons.

    Documents not scored yet are scored and their scores stored (through the log)."""
    from ..audit.corpus import compare_scorers, document_report, score_corpus
    from .progress import progress_bar

    weights = score_weights(wc, wn)
    llm = _llm_client(model) if scorer == "openai" else None
    with open_db(db_dir, engine, read_only=False) as db:
        if compare:
            table = compare_scorers(db)
            print_json(table) if as_json else _print_comparison(table)
            return
        if doc:
            report = document_report(db, doc)
            print_json(report) if as_json else _print_document(report)
            return
        with progress_bar("scoring documents", enabled=is_terminal() and not as_json) as (advance, _):
            result = score_corpus(db, by, metadata_key, weights, refresh, progress=advance, llm=llm)
    if llm is not None:
        click.echo(llm.usage.summary(), err=True)
    print_json(result.as_json()) if as_json else _print_corpus(result, limit)


def _llm_client(model: str | None) -> Any:
    from ..llm import LlmClient, LlmConfig

    return LlmClient(LlmConfig.load(model=model))


def _print_comparison(table: dict[str, Any]) -> None:
    click.echo(f"{table['offline']} against {table['llm']} on {table['documents']} documents")
    _table(
        [
            {
                "part": r["part"],
                "offline": r["offline"],
                "llm": r["llm"],
                "mean |diff|": r["mean_abs_diff"],
                "spearman": "n/a" if r["spearman"] is None else r["spearman"],
            }
            for r in table["parts"]
        ]
    )


def _print_corpus(result: CorpusScore, limit: int) -> None:
    from ..audit.corpus import PARTS
    from ..audit.quality import PART_NAMES

    w_c, w_n = result.weights
    click.echo(f"CC {result.cc:.3f} = {w_c:.2f} x IaDQ {result.iadq:.3f} + {w_n:.2f} x IeDCD {result.iedcd:.3f}")
    click.echo("IaDQ parts (mean): " + ", ".join(f"{PART_NAMES[p]} {result.parts[p]:.3f}" for p in PARTS))
    click.echo(f"IeDCD: {len(result.conflicting_keys)} of {result.shared_keys} shared keys in conflict")
    for conflict in result.conflicting_keys[:limit]:
        click.echo(f"    {conflict.entity} · {conflict.relation}: {', '.join(conflict.documents)}")
    click.echo("")
    for line in result.explanation:
        click.echo(line)
    if result.groups:
        click.echo("")
        _table(
            [
                {
                    "group": g.group,
                    "docs": g.documents,
                    "IaDQ": g.iadq,
                    **{SHORT[p]: g.parts[p] for p in PARTS},
                    "conflicts": g.conflicts,
                }
                for g in result.groups
            ]
        )
    click.echo("")
    worst = sorted(result.documents, key=lambda d: (d.iadq - d.conflict_share, d.doc))[:limit]
    _table(
        [
            {
                "document": d.doc,
                "IaDQ": d.iadq,
                **{SHORT[p]: d.parts[p] for p in PARTS},
                "conflicts": d.conflicts,
                "share": d.conflict_share,
            }
            for d in worst
        ]
    )
    shown = (
        f"{len(worst)} of {len(result.documents)} documents"
        if len(worst) < len(result.documents)
        else f"{len(result.documents)} document{'s' if len(result.documents) != 1 else ''}"
    )
    click.echo(f"{shown}, weakest first" + (f"; {result.scored_now} scored now" if result.scored_now else ""))


def _print_document(report: dict[str, Any]) -> None:
    from ..audit.corpus import PARTS
    from ..audit.quality import PART_NAMES

    click.echo(f"{report['doc']}: IaDQ {report['iadq']:.3f} ({report['scorer']})")
    for name in PARTS:
        part = report["parts"].get(name, {})
        click.echo(f"  {PART_NAMES[name]:<22} {part.get('score', 0.0):.3f}")
        for reason in part.get("reasons", []):
            click.echo(f"      {reason}")
    click.echo(
        f"  conflicts: {report['conflicts']} of the corpus's {report['corpus_conflicts']} "
        f"({report['conflict_share']:.0%})"
    )
    for c in report["conflicting_keys"]:
        click.echo(f"      {c['entity']} · {c['relation']}: {', '.join(c['documents'])}")


def _table(rows: list[dict[str, Any]]) -> None:
    """Rows with scores to three decimals."""
    if rows:
        print_table([{k: f"{v:.3f}" if isinstance(v, float) else v for k, v in r.items()} for r in rows])
