"""Relation catalog files: which ones a database uses, and one loader for every format.

The bundled catalog (``ontologies/relations.json``, generated from its source of truth
``ontologies/relations.ttl`` by ``python -m hcf_graph.rdf.relations``) is always loaded first; a user's catalog
files are merged over it in order (a later file's entry replaces an earlier one of the same name).
The user's files come from ``hcf --catalog FILE`` or ``HCF_CATALOG`` (several files separated by
``os.pathsep``). The format is chosen by the file's suffix: :func:`register_format` plugs in a
reader; JSON is built in, and ontologies (``.ttl``, ``.rdf``, ``.jsonld``, ``.nt``, ``.n3``: OWL
properties, see :mod:`hcf_graph.rdf.relations`) are read with rdflib when used::

    {"relations": {"head coach": {"synonyms": ["coach", "manager"], "cardinality": "functional",
                                  "tolerance": 0.0}}}

Fields of an entry: ``synonyms`` (list of phrases), ``cardinality`` ("functional" or
"multivalued"), ``conflict_when`` ("never" or "disjoint", multivalued only), ``tolerance`` (the
relative difference at which two figures of this relation still count as equal, 0 to 1;
default: by the precision each figure states). Every field is checked, with a message naming the
file and the relation.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .errors import ConfigError
from .normalize import Relation, RelationCatalog
from .resources import data_dir

CatalogReader = Callable[[Path], list[Relation]]
CATALOG_ENV = "HCF_CATALOG"
CARDINALITIES = ("functional", "multivalued")
CONFLICT_WHEN = ("never", "disjoint")
FIELDS = ("synonyms", "cardinality", "conflict_when", "tolerance", "description")
_READERS: dict[str, CatalogReader] = {}


def register_format(suffix: str, reader: CatalogReader) -> None:
    """Read catalog files ending in ``suffix`` (".owl") with ``reader`` (path -> relations)."""
    _READERS[suffix.lower()] = reader


def bundled_catalog() -> Path:
    """The catalog shipped with hcf-graph."""
    return data_dir("ontologies") / "relations.json"


def read_catalog_file(path: Path) -> list[Relation]:
    """The relations of one catalog file, read by the reader registered for its suffix."""
    path = Path(path)
    reader = _READERS.get(path.suffix.lower())
    if reader is None:
        known = ", ".join(sorted(_READERS))
        raise ConfigError(f"relation catalog {path}: unknown format {path.suffix or '(no suffix)'!r}; use {known}")
    if not path.is_file():
        raise ConfigError(f"relation catalog {path} does not exist (set by --catalog or {CATALOG_ENV})")
    return reader(path)


def read_json_catalog(path: Path) -> list[Relation]:
    """Relations from a JSON catalog (the bundled shape), every field checked."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(f"cannot read relation catalog {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"relation catalog {path} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"relation catalog {path} is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    entries = data.get("relations") if isinstance(data, dict) else None
    if not isinstance(entries, dict):
        raise ConfigError(f"relation catalog {path} needs a 'relations' object mapping relation names to entries")
    return [_relation(path, name, spec) for name, spec in entries.items()]


def _relation(path: Path, name: str, spec: Any) -> Relation:
    where = f"relation catalog {path}, relation {name!r}"
    if not name.strip():
        raise ConfigError(f"relation catalog {path}: a relation name is empty")
    if not isinstance(spec, dict):
        raise ConfigError(f"{where}: the entry must be an object (synonyms, cardinality, ...)")
    unknown = sorted(set(spec) - set(FIELDS))
    if unknown and path.resolve() != bundled_catalog().resolve():  # ours may carry fields for other modules
        raise ConfigError(f"{where}: unknown field {unknown[0]!r}; the fields are {', '.join(FIELDS)}")
    synonyms = spec.get("synonyms", [])
    if not isinstance(synonyms, list) or not all(isinstance(s, str) and s.strip() for s in synonyms):
        raise ConfigError(f"{where}: 'synonyms' must be a list of non-empty strings")
    cardinality = spec.get("cardinality", "functional")
    if cardinality not in CARDINALITIES:
        raise ConfigError(f"{where}: 'cardinality' is {cardinality!r}; use {' or '.join(CARDINALITIES)}")
    conflict_when = spec.get("conflict_when", "never")
    if conflict_when not in CONFLICT_WHEN:
        raise ConfigError(f"{where}: 'conflict_when' is {conflict_when!r}; use {' or '.join(CONFLICT_WHEN)}")
    tolerance = spec.get("tolerance")
    if tolerance is not None and (
        isinstance(tolerance, bool) or not isinstance(tolerance, int | float) or not 0 <= tolerance <= 1
    ):
        raise ConfigError(
            f"{where}: 'tolerance' is {tolerance!r}; give a relative difference from 0 to 1 (0.01 is 1 %)"
        )
    return Relation(name, tuple(synonyms), cardinality, conflict_when, None if tolerance is None else float(tolerance))


register_format(".json", read_json_catalog)


def read_ontology_catalog(path: Path) -> list[Relation]:
    """Relations from an ontology file (OWL properties; see :mod:`hcf_graph.rdf.relations`), read
    with rdflib only when such a file is used."""
    from .rdf.relations import read_ontology_catalog as read_owl

    return read_owl(path)


# An ontology as a catalog (``--catalog mine.ttl``, ``hcf ontology load``). The source of the
# bundled catalog is ontologies/relations.ttl; relations.json is generated from it.
for _suffix in (".ttl", ".rdf", ".jsonld", ".nt", ".n3"):
    register_format(_suffix, read_ontology_catalog)


def catalog_files(option: str | os.PathLike[str] | Sequence[str | os.PathLike[str]] | None = None) -> list[Path]:
    """The user's catalog files: ``option``, else ``HCF_CATALOG`` (paths separated by ``os.pathsep``)."""
    if option is None:
        raw = os.environ.get(CATALOG_ENV, "")
        return [Path(p) for p in raw.split(os.pathsep) if p.strip()]
    if isinstance(option, str | os.PathLike):
        return [Path(option)]
    return [Path(p) for p in option]


def load_catalog(files: Sequence[str | os.PathLike[str]] = ()) -> RelationCatalog:
    """The bundled catalog with the given files merged over it, each checked as it is read."""
    catalog = RelationCatalog()
    for path in [bundled_catalog(), *map(Path, files)]:
        for relation in read_catalog_file(path):
            catalog.add(relation)
    return catalog


def catalog_record(files: Sequence[str | os.PathLike[str]]) -> list[dict[str, str]]:
    """What to record in the database about the catalog files used (absolute path and sha256), so
    a rebuild can use, and check, the same catalog."""
    return [{"path": str(Path(p).resolve()), "sha256": hashlib.sha256(Path(p).read_bytes()).hexdigest()} for p in files]


def use_catalog_files(files: Sequence[str | os.PathLike[str]]) -> None:
    """Check the files now, then make them this process's catalog (``hcf --catalog``): every
    database opened afterwards loads them, as if ``HCF_CATALOG`` had been set."""
    load_catalog(files)
    os.environ[CATALOG_ENV] = os.pathsep.join(str(Path(f)) for f in files)


def recorded_catalog_files(meta: dict[str, Any]) -> list[Path]:
    """The catalog files a database recorded (``catalog_record`` under the "catalog" key of its
    hcf.json), for a rebuild or an open without ``--catalog``/``HCF_CATALOG``."""
    files = [Path(entry["path"]) for entry in meta.get("catalog", [])]
    for path in files:
        if not path.is_file():
            raise ConfigError(
                f"this database was built with the relation catalog {path}, which is gone; "
                f"restore it, or give another with --catalog or {CATALOG_ENV}"
            )
    return files
