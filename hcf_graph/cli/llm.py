"""``hcf llm``: try the LLM operators on one input, and check the endpoint.

Each command resolves the LLM settings (environment, ``hcf.toml``, options), calls one library
function, prints a table or ``--json``, and prints the request/token line on stderr.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from ..errors import InputError, JsonlError
from ..wording import plural
from .options import HcfGroup, json_option, print_json

if TYPE_CHECKING:  # the LLM client and operators are imported where used: keeps `hcf --help` fast
    from ..llm import LlmClient, LlmConfig

F = TypeVar("F", bound=Callable[..., Any])


def llm_options(command: F) -> F:
    """The options every ``hcf llm`` command takes."""
    decorators = [
        click.option("--model", help="Model name (else HCF_LLM_MODEL or [llm] model)."),
        click.option("--base-url", help="Endpoint, e.g. http://localhost:11434/v1 (else OPENAI_BASE_URL)."),
        click.option("--max-requests", type=click.IntRange(min=0), help="Stop after this many requests."),
        click.option("--no-cache", is_flag=True, help="Neither read nor write the response cache."),
        click.option(
            "--config",
            "config_path",
            type=click.Path(dir_okay=False, path_type=Path),
            help="hcf.toml to read [llm] from (default: ./hcf.toml).",
        ),
    ]
    for decorator in reversed(decorators):
        command = decorator(command)
    return command


def resolve_config(
    model: str | None,
    base_url: str | None,
    max_requests: int | None,
    no_cache: bool,
    config_path: Path | None,
) -> LlmConfig:
    """The LLM settings for a command: environment, then hcf.toml, then its options."""
    from ..llm import LlmConfig

    return LlmConfig.load(
        config_path,
        model=model,
        base_url=base_url,
        max_requests=max_requests,
        cache=False if no_cache else None,
    )


def print_usage(client: LlmClient) -> None:
    """The request/token line, on stderr so that ``--json`` stays clean."""
    click.echo(client.usage.summary(), err=True)


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read {path}: {exc}") from exc


@click.group("llm", cls=HcfGroup)
def llm_group() -> None:
    """Run the LLM operators (F facts, Q quality, J judge) on one input."""


@llm_group.command("quality")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@llm_options
@json_option
def quality_command(file: Path, as_json: bool, **options: Any) -> None:
    """Score the structural quality of FILE on five dimensions (operator Q)."""
    from rich.console import Console
    from rich.table import Table

    from ..llm import LlmClient
    from ..operators.quality import DIMENSIONS, assess_quality

    client = LlmClient(resolve_config(**options))
    result = assess_quality(_read_text(file), client=client)
    if as_json:
        print_json({**dataclasses.asdict(result), "usage": client.usage.as_dict()})
    else:
        table = Table(title=f"{file.name}: {result.operator} / {result.model}")
        for column in ("dimension", "score", "reason"):
            table.add_column(column)
        for name in DIMENSIONS:
            table.add_row(name, f"{result.scores[name]:.2f}", result.reasons[name])
        table.add_row("overall (mean)", f"{result.overall:.2f}", "truncated input" if result.truncated else "")
        Console().print(table)
    print_usage(client)


@llm_group.command("judge")
@click.option("--question", "-q", required=True, help="The question that was asked.")
@click.option("--answer", "-a", required=True, help="The answer to judge.")
@click.argument("passages_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@llm_options
@json_option
def judge_command(question: str, answer: str, passages_file: Path, as_json: bool, **options: Any) -> None:
    """Judge an answer against the passages in PASSAGES_FILE (operator J).

    PASSAGES_FILE is plain text with passages separated by blank lines, or JSONL (``.jsonl``)
    with a "text" field per line.
    """
    from rich.console import Console
    from rich.table import Table

    from ..llm import LlmClient
    from ..operators import judge_answer

    passages = read_passages(passages_file)
    client = LlmClient(resolve_config(**options))
    result = judge_answer(question, answer, passages, client=client)
    if as_json:
        print_json({**dataclasses.asdict(result), "usage": client.usage.as_dict()})
    else:
        console = Console()
        console.print(
            f"[bold]ACS {result.score:.2f}[/bold]  query alignment {result.query_alignment:.2f}, "
            f"evidence support {result.evidence_support:.2f}, "
            f"no contradiction {result.no_contradiction:.2f}   ({result.operator} / {result.model})"
        )
        for title, statements in (
            ("supporting", result.supporting),
            ("contradicting", result.contradicting),
        ):
            table = Table(title=title)
            for column in ("passage", "span", "quote", "claim"):
                table.add_column(column)
            for s in statements:
                where = "-" if s.passage is None else str(s.passage + 1)
                span = "not found" if s.start is None else f"{s.start}-{s.end}"
                table.add_row(where, span, s.quote, s.claim)
            console.print(table)
        if result.explanation:
            console.print(result.explanation)
    print_usage(client)


@llm_group.command("extract")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@llm_options
@json_option
def extract_command(file: Path, as_json: bool, **options: Any) -> None:
    """Extract facts with character offsets from one text FILE (operator F).

    The file is cut by the same chunker as ``hcf ingest``, one request per chunk.
    """
    from rich.console import Console
    from rich.table import Table

    from ..extract.openai_facts import OpenAIFactExtractor
    from ..ingest.chunking import chunk_text
    from ..llm import LlmClient

    text = _read_text(file)
    extractor = OpenAIFactExtractor(client=LlmClient(resolve_config(**options)), progress=None)
    chunks = chunk_text(text)
    per_chunk = extractor.extract([chunk.text for chunk in chunks])
    rows: list[dict[str, Any]] = [
        {
            "entity": f.entity,
            "relation": f.relation,
            "value": f.value,
            "qualifier": f.qualifier,
            "start": chunk.start + f.start,
            "end": chunk.start + f.end,
            "quote": text[chunk.start + f.start : chunk.start + f.end],
        }
        for chunk, facts in zip(chunks, per_chunk, strict=True)
        for f in facts
    ]
    stats = extractor.stats()
    if as_json:
        print_json({"extractor": extractor.label(), "facts": rows, "stats": stats})
    else:
        table = Table(title=f"{file.name}: {extractor.label()}")
        for column in ("entity", "relation", "value", "qualifier", "span", "quote"):
            table.add_column(column)
        for r in rows:
            table.add_row(
                r["entity"],
                r["relation"],
                r["value"],
                r["qualifier"],
                f"{r['start']}-{r['end']}",
                r["quote"],
            )
        Console().print(table)
        click.echo(
            f"{len(rows)} facts, {stats['dropped_quotes']} dropped (quote not in text), "
            f"{stats['failed_inputs']} chunks failed",
            err=True,
        )
    print_usage(extractor.client)


@llm_group.command("check")
@llm_options
@json_option
def check_command(as_json: bool, **options: Any) -> None:
    """Print the resolved LLM settings (never the key) and send one tiny request."""
    from ..operators import check_endpoint

    result = check_endpoint(resolve_config(**options))
    if as_json:
        print_json(dataclasses.asdict(result))
        return
    for name, value in result.settings.items():
        click.echo(f"{name:16} {value}")
    click.echo(
        f"ok: answered in {result.seconds:.2f} s with response_format {result.response_format}, "
        f"{plural(result.usage['requests'], 'request')}, {result.usage['total_tokens']} tokens"
    )


def read_passages(path: Path) -> list[str]:
    """Passages from a text file (separated by blank lines) or JSONL (a "text" per line)."""
    text = _read_text(path)
    if path.suffix.lower() == ".jsonl":
        passages = [_jsonl_text(path, n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    else:
        passages = [block.strip() for block in _blank_line_split(text) if block.strip()]
    if not passages:
        raise InputError(f"{path}: no passages found")
    return passages


def _jsonl_text(path: Path, number: int, line: str) -> str:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise JsonlError(str(path), number, f"not JSON: {exc.msg}") from exc
    if not isinstance(record, dict) or not isinstance(record.get("text"), str):
        raise JsonlError(str(path), number, 'expected an object with a "text" string')
    return str(record["text"])


def _blank_line_split(text: str) -> list[str]:
    return re.split(r"\n\s*\n", text)
