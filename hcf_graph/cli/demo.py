"""``hcf demo`` and ``hcf eval``: the bundled controlled corpus, end to end."""

from __future__ import annotations

import time
from pathlib import Path

import click

from ..config import Settings
from ..extract import make_extractor
from ..ingest.loaders import load_file
from ..ingest.pipeline import ingest_documents
from ..resources import data_dir
from .options import db_options, is_terminal, json_option, open_db, print_json
from .progress import progress_bar
from .render import print_conflicts, print_disagreement


def example_corpus() -> Path:
    """The bundled controlled corpus (from the wheel or the checkout)."""
    return data_dir("examples") / "controlled"


@click.command("eval")
@click.argument("corpus_dir", type=click.Path(path_type=Path, exists=True, file_okay=False))
@click.option("--extractor", "extractor_name", default="spacy-rules", show_default=True)
@click.option("--engine", type=click.Choice(["kuzu", "ladybug"]), default=None, help="Graph engine for the run.")
@json_option
def eval_command(corpus_dir: Path, extractor_name: str, engine: str | None, as_json: bool) -> None:
    """Score extraction recall and conflict precision/recall on a corpus with ground truth."""
    from ..eval_graph import evaluate_corpus  # imported on use: keeps `hcf --help` fast

    result = evaluate_corpus(corpus_dir, make_extractor(extractor_name), engine=engine)
    if as_json:
        print_json(result)
    else:
        _print_scores(result)


def _print_scores(result: dict[str, object]) -> None:
    click.echo(
        f"extraction recall   {result['extraction_recall']:.3f}  "
        f"({result['reference_facts_recovered']} of {result['reference_facts']} reference facts)"
    )
    click.echo(
        f"conflict precision  {result['conflict_precision']:.3f}  "
        f"({result['conflicts_true_positive']} true, {result['conflicts_false_positive']} false)"
    )
    click.echo(
        f"conflict recall     {result['conflict_recall']:.3f}  "
        f"({result['conflicts_true_positive']} found, {result['conflicts_missed']} missed)"
    )
    conditions = result["conditions"]
    assert isinstance(conditions, dict)
    for name, c in conditions.items():
        click.echo(
            f"  condition {name}: {c['documents']} documents, {c['facts']} facts, "
            f"{c['conflicts_detected']} conflicts detected, {c['conflicts_expected']} expected"
        )


@click.command()
@click.option("--condition", default="D", show_default=True, help="Which condition of the example corpus to load.")
@db_options
def demo(condition: str, db_dir: str | None, engine: str | None) -> None:
    """Build a graph from the bundled example corpus and show what it finds (offline)."""
    from ..eval_graph import evaluate_corpus
    from ..evaluate import load_controlled_corpus

    began = time.perf_counter()
    root = example_corpus()
    corpus = load_controlled_corpus(root)
    if condition not in corpus.conditions:
        raise click.BadParameter(f"choose one of {', '.join(corpus.conditions)}", param_hint="--condition")
    extractor = make_extractor("spacy-rules")
    docs = [d for name in corpus.conditions[condition] for d in load_file(corpus.docs_dir / name, name)]
    db_dir = db_dir or str(Settings.resolve(None).db.with_name("hcf-demo.db"))
    click.echo(f"== ingesting condition {condition} of {root} ({len(docs)} documents) into {db_dir}")
    with open_db(db_dir, engine, read_only=False) as db:
        with progress_bar("extracting", enabled=is_terminal()) as (advance, set_total):
            report = ingest_documents(db, docs, extractor, progress=advance, on_total=set_total)
        click.echo(report.summary())
        found = db.graph.conflicts()
        click.echo(f"\n== conflicts across documents ({len(found)})")
        print_conflicts(found)
        if found:
            subject = max(found, key=lambda c: (len(c.documents), c.entity)).entity
            click.echo(f"\n== which documents disagree about {subject!r}?   (hcf disagree {subject!r})")
            print_disagreement(db.graph.disagreement(subject))
    click.echo(f"\n== evaluation on all conditions against the ground truth   (hcf eval {root})")
    _print_scores(evaluate_corpus(root, extractor, engine=engine))
    click.echo(f"\ndone in {time.perf_counter() - began:.1f} s; explore with: hcf conflicts --db {db_dir}")


COMMANDS = [demo, eval_command]
