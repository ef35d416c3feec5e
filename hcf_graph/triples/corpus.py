"""What the triple checks need from the store: document versions, texts, conflicts, the snapshot."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..database import Database


@dataclass
class CorpusView:
    """Document versions of one open database, fetched once and cached."""

    db: Database
    _docs: dict[str, dict[str, Any] | None] = field(default_factory=dict)
    _texts: dict[str, str] = field(default_factory=dict)
    _versions: dict[str, list[str]] = field(default_factory=dict)
    _conflicting: set[str] | None = None

    def load(self, ids: Iterable[str]) -> None:
        """Fetch these doc@version ids (and the versions of their names) in two queries."""
        todo = sorted(set(ids) - set(self._docs))
        if not todo:
            return
        for row in self.db.graph.rows("find_documents_by_id", ids=todo):
            self._docs[row["id"]] = row
        for doc in todo:
            self._docs.setdefault(doc, None)
        self._load_versions({d.rpartition("@")[0] for d in todo if "@" in d})
        with_text = [d for d in todo if (self._docs[d] or {}).get("has_text")]
        if with_text:
            self._texts.update(self.db.document_texts(with_text))

    def _load_versions(self, names: Iterable[str]) -> None:
        todo = sorted(set(names) - set(self._versions))
        for name in todo:
            self._versions[name] = []
        if todo:
            for row in sorted(self.db.graph.rows("list_document_versions", names=todo), key=lambda r: r["seq"]):
                self._versions[row["name"]].append(row["id"])

    def document(self, doc: str) -> dict[str, Any] | None:
        """The stored version (id, name, version, seq, sha256, has_text, superseded), or None."""
        self.load([doc])
        return self._docs[doc]

    def text(self, doc: str) -> str | None:
        self.load([doc])
        return self._texts.get(doc)

    def versions(self, name: str) -> list[str]:
        """Stored ids of every version of a document name, oldest first."""
        self._load_versions([name])
        return self._versions[name]

    def current_version(self, name: str) -> str | None:
        for doc in reversed(self.versions(name)):
            row = self.document(doc)
            if row is not None and not row["superseded"]:
                return doc
        return None

    def is_superseded(self, doc: str) -> bool:
        row = self.document(doc)
        return bool(row and row["superseded"])

    def conflicting_documents(self) -> set[str]:
        """Document versions in a conflict: stored conflicts of current versions, and conflicts that
        appear when every version is compared (a superseded version against its successors)."""
        if self._conflicting is None:
            found: set[str] = set()
            for c in [*self.db.graph.conflicts(), *self.db.graph.conflicts(all_versions=True)]:
                found.update(c.documents)
            self._conflicting = found
        return self._conflicting

    def unknown_message(self, doc: str) -> str:
        """Why a doc@version is not in the store, with the versions that are."""
        name = doc.rpartition("@")[0]
        stored = self.versions(name)
        if stored:
            return f"{doc} is not in the store; stored versions of {name}: {', '.join(stored)}"
        return f"{doc} is not in the store (no document named {name}; `hcf documents --all-versions` lists them)"


def manifest_rows(db: Database) -> list[dict[str, Any]]:
    """Every stored document version as a manifest row: id, version, hash, MIME type, parser, permissions."""
    from importlib.metadata import version

    parser = f"hcf-graph {version('hcf-graph')}"
    extractors = {
        b["id"]: json.loads(b["info"] or "{}").get("extractor", "") for b in db.graph.rows("list_batch_infos")
    }
    rows = []
    for d in db.graph.rows("triples_list_manifest"):
        metadata = _metadata(d["metadata"])
        rows.append(
            {
                "doc": d["id"],
                "name": d["name"],
                "version": d["version"],
                "sha256": d["sha256"],
                "mime": d["mime"],
                "parser": f"{parser} ({d['mime'] or 'facts only'})" if d["has_text"] else "",
                "extractor": extractors.get(d["batch"], ""),
                "permissions": permission_tags(metadata),
                "n_chars": d["n_chars"],
                "has_text": d["has_text"],
                "superseded": d["superseded"],
                "source": d["source"],
            }
        )
    return rows


PERMISSION_KEYS = ("permissions", "permission_tags", "acl", "access", "scope", "audience")


def permission_tags(metadata: dict[str, Any]) -> list[str]:
    """A document's permission tags: the first of the metadata keys PERMISSION_KEYS (a list or a string)."""
    for key in PERMISSION_KEYS:
        value = metadata.get(key)
        if isinstance(value, list):
            return [str(v) for v in value]
        if isinstance(value, str) and value:
            return [v.strip() for v in value.split(",") if v.strip()]
    return []


def _metadata(text: str | None) -> dict[str, Any]:
    try:
        data = json.loads(text or "{}")
    except json.JSONDecodeError:
        return {}
    return data if isinstance(data, dict) else {}


def snapshot_name(db: Database) -> str:
    """A name for the store's current state: its folder and its last applied batch."""
    batches = db.graph.rows("list_batches")
    last = max((b["id"] for b in batches), default="empty")
    return f"{db.folder.name}@{last}"
