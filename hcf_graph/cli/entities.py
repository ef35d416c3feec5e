"""``hcf entities``: canonical entities and their aliases; merge, split, undo, resolve, import."""

from __future__ import annotations

import getpass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ..errors import InputError
from .options import db_options, json_option, open_db, print_json
from .render import conflict_lines, plural

if TYPE_CHECKING:
    from ..database import Database
    from ..resolution import Decision, ResolutionReport


@click.group(invoke_without_command=True)
@db_options
@json_option
@click.option("--all", "show_all", is_flag=True, help="Also list entities that have no alias.")
@click.pass_context
def entities(ctx: click.Context, db_dir: str | None, engine: str | None, as_json: bool, show_all: bool) -> None:
    """List canonical entities with their aliases (score, method); subcommands change them."""
    ctx.obj = {"db_dir": db_dir, "engine": engine}  # `hcf entities --db X merge ...` works too
    if ctx.invoked_subcommand is not None:
        return
    with open_db(db_dir, engine, read_only=True) as db:
        listing = entity_listing(db, show_all)
    if as_json:
        print_json(listing)
        return
    for entry in listing:
        click.echo(f"{entry['name']}  ({plural(entry['facts'], 'fact')})")
        for alias in entry["aliases"]:
            click.echo(f"    {alias['name']}  [{alias['method']} {alias['score']:.2f}] {alias['reason']}".rstrip())
    click.echo(f"{plural(len(listing), 'canonical entity', 'canonical entities')} shown")


def entity_listing(db: Database, show_all: bool) -> list[dict[str, Any]]:
    """Canonical entities, each with its aliases and the number of facts through them."""
    facts = {e["key"]: e for e in db.graph.rows("list_entities")}
    aliases: dict[str, list[dict[str, Any]]] = {}
    for a in db.graph.rows("list_aliases"):
        aliases.setdefault(a["canonical_key"], []).append(
            {
                "key": a["alias_key"],
                "name": a["alias"],
                "score": a["score"],
                "method": a["method"],
                "reason": a["reason"],
            }
        )
    listing = []
    for key, e in sorted(facts.items()):
        if (e["canonical"] or key) != key or (not show_all and key not in aliases):
            continue
        members = aliases.get(key, [])
        n_facts = e["n_facts"] + sum(facts[m["key"]]["n_facts"] for m in members if m["key"] in facts)
        listing.append({"key": key, "name": e["name"], "facts": n_facts, "aliases": members})
    return listing


def _inherited(db_dir: str | None, engine: str | None) -> tuple[str | None, str | None]:
    """A subcommand's --db/--engine, else the ones given to `hcf entities`."""
    parent = click.get_current_context().obj or {}
    return db_dir or parent.get("db_dir"), engine or parent.get("engine")


def _decide(
    db_dir: str | None,
    engine: str | None,
    action: str,
    pairs: list[tuple[str, str]],
    method: str,
    note: str,
    dry_run: bool,
    as_json: bool,
    undoes: str = "",
    known_names_only: bool = True,
) -> None:
    from ..resolution import Decision, check_names_in_facts

    db_dir, engine = _inherited(db_dir, engine)
    with open_db(db_dir, engine, read_only=False) as db:
        ids = db.next_decision_ids(len(pairs))
        now = datetime.now(UTC).isoformat(timespec="seconds")
        decisions = [
            Decision(i, action, a, b, method, _who(), now, note, undoes) for i, (a, b) in zip(ids, pairs, strict=True)
        ]
        if known_names_only:
            check_names_in_facts(db.graph, decisions)
        report = db.resolve(pending=decisions, dry_run=True) if dry_run else db.record_decisions(decisions)
    _print_report(report, dry_run, decisions, as_json)


def _who() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


def report_json(report: ResolutionReport, dry_run: bool, decisions: list[Decision]) -> dict[str, Any]:
    """A resolution's outcome for ``--json``: the decisions recorded, the entities re-pointed and
    the conflicts that appeared or disappeared (each in the ``hcf conflicts --json`` shape)."""
    return {
        "dry_run": dry_run,
        "decisions": [] if dry_run else [d.__dict__ for d in decisions],
        "entities": report.entities,
        "aliases": report.aliases,
        "resolved_again": report.scope,
        "changed": [{"key": key, "old": old, "new": new} for key, old, new in report.changed],
        "appeared": [c.as_json() for c in report.appeared],
        "disappeared": [c.as_json() for c in report.disappeared],
    }


def _print_report(report: ResolutionReport, dry_run: bool, decisions: list[Decision], as_json: bool = False) -> None:
    if as_json:
        print_json(report_json(report, dry_run, decisions))
        return
    verb = "would re-point" if dry_run else "re-pointed"
    if not dry_run and decisions:
        click.echo(
            f"recorded {plural(len(decisions), 'decision')}: {', '.join(d.id for d in decisions[:5])}"
            f"{' …' if len(decisions) > 5 else ''} (undo with `hcf entities undo ID`)"
        )
    click.echo(f"{verb} {plural(len(report.changed), 'entity', 'entities')}")
    for key, old, new in report.changed[:20]:
        click.echo(f"    {key}: {old} -> {new}")
    for title, conflicts in (("appear", report.appeared), ("disappear", report.disappeared)):
        label = f"conflicts that would {title}" if dry_run else f"conflicts that {title}ed"
        click.echo(f"{label}: {len(conflicts)}")
        for conflict in conflicts:
            for line in conflict_lines(conflict):
                click.echo(f"    {line}")


@entities.command()
@click.argument("alias")
@click.argument("canonical")
@click.option("--dry-run", is_flag=True, help="Show which conflicts would appear or disappear; change nothing.")
@click.option("--note", default="", help="Why (kept with the decision).")
@db_options
@json_option
def merge(
    alias: str, canonical: str, dry_run: bool, note: str, db_dir: str | None, engine: str | None, as_json: bool
) -> None:
    """Merge ALIAS into CANONICAL: facts about either are compared as one entity (both names must
    occur in some fact, as an entity or a value)."""
    from ..resolution import MERGE

    _decide(db_dir, engine, MERGE, [(alias, canonical)], "manual", note, dry_run, as_json)


@entities.command()
@click.argument("a")
@click.argument("b")
@click.option("--dry-run", is_flag=True, help="Show which conflicts would appear or disappear; change nothing.")
@click.option("--note", default="", help="Why (kept with the decision).")
@db_options
@json_option
def split(a: str, b: str, dry_run: bool, note: str, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Keep A and B apart from now on, whatever the fuzzy rules say (both must occur in some fact)."""
    from ..resolution import SPLIT

    _decide(db_dir, engine, SPLIT, [(a, b)], "manual", note, dry_run, as_json)


@entities.command()
@click.argument("decision_id")
@click.option("--dry-run", is_flag=True, help="Show what undoing would change; change nothing.")
@db_options
@json_option
def undo(decision_id: str, dry_run: bool, db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Undo a recorded merge or split (see `hcf entities history`)."""
    from ..resolution import MERGE, SPLIT, UNDO

    db_dir, engine = _inherited(db_dir, engine)
    with open_db(db_dir, engine, read_only=True) as db:
        found = [d for d in db.graph.decisions() if d["id"] == decision_id]
    if not found or found[0]["action"] not in (MERGE, SPLIT):
        raise InputError(f"no merge or split with id {decision_id!r}; see `hcf entities history`")
    original = found[0]
    _decide(
        db_dir,
        engine,
        UNDO,
        [(original["a"], original["b"])],
        "manual",
        f"undo {decision_id}",
        dry_run,
        as_json,
        undoes=decision_id,
    )


@entities.command()
@db_options
@json_option
def history(db_dir: str | None, engine: str | None, as_json: bool) -> None:
    """Every merge, split and undo: who, when, method, and whether it was undone."""
    from ..resolution import UNDO

    db_dir, engine = _inherited(db_dir, engine)
    with open_db(db_dir, engine, read_only=True) as db:
        rows = db.graph.decisions()
    undone = {r["undoes"] for r in rows if r["action"] == UNDO}
    for r in rows:
        r["undone"] = r["id"] in undone
    if as_json:
        print_json(rows)
        return
    for r in rows:
        mark = " (undone)" if r["undone"] else ""
        click.echo(f"{r['id']}  {r['created']}  {r['who']}  {r['action']} {r['a']!r} {r['b']!r}  [{r['method']}]{mark}")
    click.echo(plural(len(rows), "decision"))


@entities.command()
@click.option("--threshold", type=float, default=None, help="Fuzzy score a pair needs (0-1); kept for this database.")
@click.option(
    "--embeddings/--no-embeddings",
    default=None,
    help="Consult name embeddings (MiniLM, if installed) as a second signal; kept for this database.",
)
@click.option("--dry-run", is_flag=True, help="Show what would change; change nothing.")
@db_options
@json_option
def resolve(
    threshold: float | None,
    embeddings: bool | None,
    dry_run: bool,
    db_dir: str | None,
    engine: str | None,
    as_json: bool,
) -> None:
    """Resolve all entities again (after a threshold change, or after `ingest-facts`)."""
    db_dir, engine = _inherited(db_dir, engine)
    with open_db(db_dir, engine, read_only=False) as db:
        if dry_run:  # a threshold always resolves every name again, as `hcf entities resolve` does
            report = db.resolve(
                dry_run=True, threshold=db.threshold if threshold is None else threshold, embeddings=embeddings
            )
        else:
            report = db.resolve_logged(threshold, embeddings)
    if not as_json:
        click.echo(report.summary())
    _print_report(report, dry_run, [], as_json)


@entities.command("import")
@click.argument("file", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option("--never-merge", is_flag=True, help="FILE lists pairs to keep apart (a,b) instead of aliases.")
@click.option("--dry-run", is_flag=True, help="Show what would change; change nothing.")
@db_options
@json_option
def import_table(
    file: Path, never_merge: bool, dry_run: bool, db_dir: str | None, engine: str | None, as_json: bool
) -> None:
    """Import an alias table (CSV or JSONL: alias, canonical) or a never-merge list as decisions."""
    from ..resolution import MERGE, SPLIT
    from ..resolve import load_alias_table, load_never_merge

    if never_merge:
        apart = sorted((min(p), max(p)) for p in load_never_merge(file))
        _decide(db_dir, engine, SPLIT, apart, "never-merge-list", str(file), dry_run, as_json, known_names_only=False)
    else:
        aliases = [(e.alias, e.canonical) for e in load_alias_table(file).entries]
        _decide(db_dir, engine, MERGE, aliases, "alias-table", str(file), dry_run, as_json, known_names_only=False)
