"""``hcf ontology load FILE``: a user's ontology becomes part of a database's relation catalog.

The ontology (Turtle, RDF/XML, JSON-LD, N-Triples...) is read and checked first (its relations,
cardinalities, synonyms and mappings; a built-in relation redefined inconsistently is refused,
naming both definitions). It is then recorded for the database exactly as a ``--catalog`` file
is (path and sha256 in ``hcf.json``), so every later command and every ``hcf rebuild`` uses it,
and the graph is rebuilt from the log under the new catalog: relation phrases are keyed again
(a new synonym joins its relation) and every conflict is judged again by the new cardinalities.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ..catalog import CATALOG_ENV, catalog_files, load_catalog, recorded_catalog_files
from ..conflicts import STATUSES
from ..database import Database, read_meta, rebuild
from ..errors import InputError
from ..wording import plural
from .relations import catalog_entries, read_ontology_definitions


@dataclass
class OntologyReport:
    """What loading an ontology changed."""

    path: Path
    relations: list[str] = field(default_factory=list)
    catalog: list[Path] = field(default_factory=list)
    conflicts_before: int | None = None
    conflicts_after: int | None = None

    def summary(self) -> str:
        shown = ", ".join(self.relations[:8]) + (
            f" and {len(self.relations) - 8} more" if len(self.relations) > 8 else ""
        )
        text = f"loaded {self.path}: {plural(len(self.relations), 'relation')} ({shown})"
        if self.conflicts_after is not None:
            text += f"; conflicts {self.conflicts_before} -> {self.conflicts_after} after judging again"
        return text


@contextmanager
def _catalog_in_effect(files: list[Path]) -> Iterator[None]:
    """Make ``files`` this process's catalog (as ``HCF_CATALOG`` would) for a block, then restore."""
    before = os.environ.get(CATALOG_ENV)
    os.environ[CATALOG_ENV] = os.pathsep.join(str(f) for f in files)
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(CATALOG_ENV, None)
        else:
            os.environ[CATALOG_ENV] = before


def _count_conflicts(db: Database) -> int:
    return len(db.graph.conflicts(statuses=(STATUSES[0],)))


def load_ontology(
    folder: Path, path: Path, engine: str | None = None, notify: Callable[[str], None] | None = None
) -> OntologyReport:
    """Check ``path``, record it in the catalog of the database at ``folder`` and judge again."""
    path = Path(path)
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    defs = read_ontology_definitions(path)
    current = catalog_files() or recorded_catalog_files(read_meta(Path(folder)))
    files = [f for f in current if f.resolve() != path.resolve()] + [path.resolve()]
    load_catalog(files)  # every file together, checked before anything is recorded
    report = OntologyReport(path, sorted(d.relation.name for d in catalog_entries(defs)), files)
    folder = Path(folder)
    has_log = (folder / "log").is_dir() and any((folder / "log").iterdir())
    with _catalog_in_effect(files):
        with Database(folder, engine=engine, notify=notify) as db:  # records the catalog in hcf.json
            if has_log:
                report.conflicts_before = _count_conflicts(db)
        if has_log:
            with rebuild(folder, engine=engine, notify=notify) as db:
                report.conflicts_after = _count_conflicts(db)
    return report
