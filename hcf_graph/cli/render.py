"""Text renderings of results for people (``--json`` gives the same data for machines)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import click

from ..wording import plural
from .options import one_line, span

if TYPE_CHECKING:
    from ..conflicts import Conflict


# Assertions listed per value in conflict listings; the others are counted ("... and 997 more").
PROVENANCE_SHOWN = 10


def conflict_lines(conflict: Conflict, per_value: int | None = PROVENANCE_SHOWN) -> Iterable[str]:
    """A conflict record as a heading and one line per asserting document (at most ``per_value``
    per value, then how many more; None or 0: all)."""
    from ..conflicts import claim_groups

    qualifier = f" ({conflict.qualifier})" if conflict.qualifier else ""
    if conflict.status == "conflict":
        diff = f", {conflict.rel_diff:.1%} apart" if conflict.rel_diff is not None else ""
        verdict = f"{conflict.kind}{diff}, severity {conflict.severity:.2f}"
    else:
        verdict = f"{conflict.status}: {conflict.reason}"
    yield (
        f"{conflict.entity} · {conflict.relation}{qualifier}: {verdict}; "
        f"{plural(len(conflict.values), 'value')} in {plural(len(conflict.documents), 'document')}"
    )
    groups = claim_groups(conflict.values)
    for number, members in enumerate(groups, start=1):
        marker = f"[{number}] " if len(groups) > 1 or conflict.status != "conflict" else ""
        for claim in members:
            shown = claim.documents[:per_value] if per_value else claim.documents
            for i, prov in enumerate(shown):
                label = f"{marker}{claim.value}" if i == 0 else ""
                yield f'    {label:<26} {prov.doc} {span(prov.start, prov.end)} "{one_line(prov.quote, 110)}"'
            more = claim.count - len(shown)
            if more:
                label = "" if shown else f"{marker}{claim.value}"
                yield f"    {label:<26} ... and {more:,} more"
            if (claim.verdict and claim.verdict != "equal") or (claim.reason and claim.reason != "representative"):
                yield f"    {'':<26} ({claim.verdict}: {claim.reason})"


def print_conflicts(
    conflicts: list[Conflict],
    noun: str = "conflict",
    total: int | None = None,
    offset: int = 0,
    per_value: int | None = PROVENANCE_SHOWN,
) -> None:
    """Conflict records, then a count ("2 conflicts", or "showing 11-20 of 57 conflicts" for a page);
    at most ``per_value`` assertions are listed per value (None or 0: all)."""
    for conflict in conflicts:
        for line in conflict_lines(conflict, per_value):
            click.echo(line)
    total = len(conflicts) if total is None else total
    if conflicts and (offset or len(conflicts) < total):
        click.echo(f"showing {offset + 1}-{offset + len(conflicts)} of {plural(total, noun)}")
    elif conflicts:
        click.echo(plural(total, noun))


def conflicts_json(conflicts: list[Conflict], per_value: int | None = PROVENANCE_SHOWN) -> list[dict[str, Any]]:
    """Conflict records as JSON with at most ``per_value`` assertions per value (None or 0: all);
    each value's ``n_documents`` counts them all."""
    from ..conflicts import cap_provenance

    return [c.as_json() for c in cap_provenance(conflicts, per_value)]


def print_facts(facts: list[dict[str, Any]]) -> None:
    for f in facts:
        qualifier = f" [{f['qualifier']}]" if f["qualifier"] else ""
        click.echo(
            f"{f['entity']} · {f['relation']} = {f['value']}{qualifier}    {f['doc']} "
            f'{span(f["start"], f["end"])} "{one_line(f["quote"] or "", 100)}"'
        )
    if facts:
        click.echo(plural(len(facts), "fact"))


def print_disagreement(answer: dict[str, Any]) -> None:
    """The 'which documents disagree about X' answer: relation, then value (equal spellings as one
    value, as ``hcf conflicts`` groups them), then documents."""
    relations = answer["relations"]
    disputed = [r for r in relations if r["disagree"]]
    click.echo(f"{answer['entity']}: {plural(len(disputed), 'disputed relation')} of {len(relations)}")
    for rel in disputed:
        qualifier = f" ({rel['qualifier']})" if rel["qualifier"] else ""
        click.echo(f"  {rel['relation']}{qualifier}")
        for value in rel["values"]:
            also = ", ".join(v["value"] for v in value["variants"])
            click.echo(f"    {value['value']}" + (f"   (also written: {also})" if also else ""))
            for doc in value["documents"][:PROVENANCE_SHOWN]:
                spelled = f' as "{doc["value"]}"' if also and doc["value"] != value["value"] else ""
                click.echo(
                    f'      {doc["id"]} {span(doc["start"], doc["end"])} "{one_line(doc["quote"], 100)}"{spelled}'
                )
            if len(value["documents"]) > PROVENANCE_SHOWN:
                click.echo(f"      ... and {len(value['documents']) - PROVENANCE_SHOWN:,} more")
    agreed = [r for r in relations if not r["disagree"]]
    if agreed:
        names = ", ".join(f"{r['relation']} = {' / '.join(v['value'] for v in r['values'])}" for r in agreed[:8])
        more = f", and {len(agreed) - 8} more" if len(agreed) > 8 else ""
        click.echo(f"  agreed: {names}{more}")
    for rel in (r for r in relations if r.get("status") == "ambiguous"):
        click.echo(f"  ambiguous: {rel['relation']}: {rel['reason']}")


def print_table(rows: list[dict[str, Any]]) -> None:
    """Rows as aligned columns (for ``hcf query`` and listings)."""
    if not rows:
        click.echo("(no rows)")
        return
    columns = list(rows[0])
    cells = [[one_line(str(r.get(c, "")), 60) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    click.echo("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=False)).rstrip())
    for row in cells:
        click.echo("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=False)).rstrip())
