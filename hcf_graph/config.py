"""Settings read once, from options, then ``HCF_*`` environment variables, then defaults."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DB = "hcf.db"


@dataclass(frozen=True)
class Settings:
    """Where the database is and which engine opens it (None: the one it was built with)."""

    db: Path
    engine: str | None

    @classmethod
    def resolve(cls, db: str | os.PathLike[str] | None = None, engine: str | None = None) -> Settings:
        """Options win over ``HCF_DB`` / ``HCF_ENGINE``, which win over the defaults."""
        db_path = Path(db or os.environ.get("HCF_DB") or DEFAULT_DB)
        return cls(db=db_path, engine=engine or os.environ.get("HCF_ENGINE") or None)
