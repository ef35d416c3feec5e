"""``hcf demo`` and ``hcf eval``: the bundled controlled corpus, end to end."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path
from typing import Any

import click

from ..config import Settings
from ..extract import make_extractor
from ..resources import data_dir
from .options import is_terminal, json_option, open_db, print_json
from .render import plural, print_conflicts, print_disagreement


def example_corpus() -> Path:
    """The bundled controlled corpus (from the wheel or the checkout)."""
    return data_dir("examples") / "controlled"


@click.command("eval")
@click.argument("corpus_dir", type=click.Path(path_type=Path, exists=True, file_okay=False))
@click.option("--extractor", "extractor_name", default="spacy-rules", show_default=True)
@click.option("--engine", type=click.Choice(["kuzu", "ladybug"]), default=None, help="Graph engine for the run.")
@click.option("--k", type=click.IntRange(min=1), default=5, show_default=True, help="Chunks retrieved per question.")
@click.option(
    "--llm",
    "use_llm",
    is_flag=True,
    help="Also answer each question with the configured LLM (hcf llm check) and audit those answers.",
)
@json_option
def eval_command(
    corpus_dir: Path, extractor_name: str, engine: str | None, k: int, use_llm: bool, as_json: bool
) -> None:
    """Score extraction recall and conflict precision/recall on a corpus with ground truth, and run
    its questions through retrieval and the answer audit (the HCF experiment, per condition)."""
    from ..eval_graph import evaluate_corpus  # imported on use: keeps `hcf --help` fast

    llm = None
    if use_llm:
        from ..llm import LlmClient, LlmConfig

        llm = LlmClient(LlmConfig.load())
    result = evaluate_corpus(corpus_dir, make_extractor(extractor_name), engine=engine, k=k, llm=llm)
    if as_json:
        print_json(result)
    else:
        _print_scores(result)
        click.echo("")
        _print_experiment(result)


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
            f"  condition {name}: {plural(c['documents'], 'document')}, {plural(c['facts'], 'fact')}, "
            f"{plural(c['conflicts_detected'], 'conflict')} detected, {c['conflicts_expected']} expected"
        )


@click.command()
@click.option("--condition", default="D", show_default=True, help="Which condition of the example corpus to load.")
@click.option(
    "--db",
    "db_dir",
    metavar="DIR",
    default=None,
    help="Folder for the demo's own database [default: hcf-demo.db beside $HCF_DB, else ./hcf-demo.db]; "
    "your HCF_DB database is never touched.",
)
@click.option(
    "--engine",
    type=click.Choice(["kuzu", "ladybug"]),
    default=None,
    help="Graph engine [env HCF_ENGINE; default kuzu].",
)
def demo(condition: str, db_dir: str | None, engine: str | None) -> None:
    """Build a graph from the bundled example corpus and show what it finds (offline)."""
    from ..audit.experiment import contested_example, run_experiment
    from ..audit.run import Auditor
    from ..audit.trace import trace
    from ..eval_graph import evaluate_corpus
    from ..evaluate import load_controlled_corpus
    from ..ingest.loaders import load_file
    from ..ingest.pipeline import ingest_documents
    from .audit import print_trace
    from .progress import progress_bar

    began = time.perf_counter()
    root = example_corpus()
    corpus = load_controlled_corpus(root)
    if condition not in corpus.conditions:
        raise click.BadParameter(f"choose one of {', '.join(corpus.conditions)}", param_hint="--condition")
    extractor = make_extractor("spacy-rules")
    docs = [d for name in corpus.conditions[condition] for d in load_file(corpus.docs_dir / name, name)]
    db_dir = db_dir or str(Settings.resolve(None).db.with_name("hcf-demo.db"))
    click.echo(f"== ingesting condition {condition} of {root} ({plural(len(docs), 'document')}) into {db_dir}")
    with open_db(db_dir, engine, read_only=False) as db:
        with progress_bar("extracting", enabled=is_terminal()) as (advance, set_total):
            report = ingest_documents(db, docs, extractor, progress=advance, on_total=set_total)
        click.echo(report.summary())
        found = db.graph.conflicts()
        click.echo(f"\n== conflicts across documents ({len(found)})")
        print_conflicts(found)
        if not found:
            click.echo("no conflicts")
        if found:
            subject = max(found, key=lambda c: (len(c.documents), c.entity)).entity
            click.echo(f"\n== which documents disagree about {subject!r}?   (hcf disagree {subject!r})")
            print_disagreement(db.graph.disagreement(subject))
        click.echo(
            f"\n== the evaluation questions on condition {condition}, retrieved, answered from the graph, audited"
        )
        experiment = run_experiment(
            db, corpus.questions, store=True, auditor=Auditor(db, extractor=extractor), source="hcf demo"
        )
        s = experiment.summary()
        click.echo(
            f"{s['questions']} questions stored as audit run {experiment.run.run}: mean ACS {s['acs_mean']}, "
            f"{s['matched_but_contradicted']} answers match the reference while the context contradicts them"
        )
        example = contested_example(experiment)
        if example is not None:
            click.echo(
                f"\n== an answer that matches its reference, over a contested context   (hcf trace {example.audit.id})"
            )
            click.echo(f"Q: {example.question.question}   reference: {example.question.answer}")
            print_trace(trace(db.graph, example.audit.id))
    click.echo(f"\n== evaluation on all conditions against the ground truth   (hcf eval {root})")
    result = evaluate_corpus(root, extractor, engine=engine)
    _print_scores(result)
    click.echo("\n== the HCF experiment on the four conditions, ours next to the paper's published means")
    _print_experiment(result)
    click.echo(f"\ndone in {time.perf_counter() - began:.1f} s; explore with: hcf audits --db {db_dir}")


def _cell(value: object, width: int = 6) -> str:
    return f"{value:>{width}.4f}" if isinstance(value, float) else f"{'-' if value is None else value:>{width}}"


def _print_experiment(result: dict[str, Any]) -> None:
    """The per-condition table of the three HCF levels, the paper's means beside ours, and why they differ."""
    from ..audit.experiment import PAPER, PAPER_K

    conditions: dict[str, Any] = result["conditions"]
    low, high = PAPER["ss1_mean_range"]
    click.echo(
        f"{'':10}{'corpus level':^20} | {'retrieval':^23} | {'answer level':^30}\n"
        f"{'condition':10}{'IaDQ':>6} {'IeDCD':>6} {'CC':>6} | {'SS1':>9} {'SSmu':>6} {'SSsig':>6} | "
        f"{'ACS':>6} {'ACS tg':>6} {'matched, contradicted':>16}"
    )
    for name, c in conditions.items():
        matched = f"{c.get('matched_but_contradicted', '-')} of {c.get('matched', '-')}"
        click.echo(
            f"{name + ' ours':10}{_cell(c.get('iadq_mean'))} {_cell(c.get('iedcd'))} {_cell(c.get('cc'))} | "
            f"{_cell(c.get('ss1_mean'), 9)} {_cell(c.get('ssmu_mean'))} {_cell(c.get('sssigma_mean'))} | "
            f"{_cell(c.get('acs_mean'))} {_cell(c.get('acs_targeted_mean'))} {matched:>21}"
        )
        paper_matched = PAPER["matched_but_contradicted"].get(name, "-")
        click.echo(
            f"{name + ' paper':10}{'-':>6} {'-':>6} {'-':>6} | {f'{low:.2f}-{high:.2f}':>9} "
            f"{_cell(PAPER['ssmu_mean'].get(name))} {'-':>6} | {_cell(PAPER['acs_mean'].get(name))} {'-':>6} "
            f"{paper_matched:>21}"
        )
    click.echo("matched, contradicted: answers that match the reference while the audit found a contradicting")
    click.echo(
        "retrieved statement, of the answers that match; ACS tg: the 10 questions that probe injected relations."
    )
    for line in experiment_differences(conditions, result.get("k", 5), PAPER_K):
        click.echo(textwrap.fill(line, 100, subsequent_indent="  "))


def experiment_differences(conditions: dict[str, Any], k: int, paper_k: int) -> list[str]:
    """A few lines on where our numbers differ from the paper's, and why."""
    ssmu = {n: c.get("ssmu_mean") or 0.0 for n, c in conditions.items()}
    targeted = {n: c.get("acs_targeted_mean") or 0.0 for n, c in conditions.items()}
    overall = {n: c.get("acs_mean") or 0.0 for n, c in conditions.items()}
    top = max(ssmu, key=lambda n: ssmu[n]) if ssmu else "-"
    lowest = min(targeted, key=lambda n: targeted[n]) if targeted else "-"
    lowest_overall = min(overall, key=lambda n: overall[n]) if overall else "-"
    return [
        "where and why ours differ:",
        f"- SS1/SSmu are BM25 scores normalized by the best score the query could reach (sum of its terms' idf),"
        " not cosine similarities of multilingual-e5-large embeddings; dense cosines of on-topic passages sit"
        " at 0.8-0.95, BM25 shares at 0.2-0.6, so compare the pattern across conditions, not the levels"
        f" (highest SSmu here: {top}; the paper's: B).",
        "- ACS comes from the offline judge (facts matched under the conflict rules), not from Mistral Small 4;"
        " a supported answer whose retrieved context holds a competing value scores 1 - 0.5 x severity, so"
        f" B drops more than the paper's 0.878 on targeted questions (lowest targeted ACS here: {lowest}).",
        f"- k = {k} of ~1,150-character chunks, not the paper's k = {paper_k} reranked passages: a condition holds only"
        " 20 to 41 chunks, so k = 10 would retrieve a quarter to half of the corpus.",
        "- answers are the graph's own values (hcf ask), not generated text, and 'matched' compares values under the"
        " conflict rules instead of a human reading. Where degradation or corruption removed the fact a question"
        " asks, the graph has no answer and ACS is near 0 (the paper's generator still answered from the"
        f" model's own knowledge): that is why the lowest mean ACS over all questions is {lowest_overall} here"
        " and B in the paper.",
    ]


COMMANDS = [demo, eval_command]
