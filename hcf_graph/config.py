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


def score_weights(w_c: float | None = None, w_n: float | None = None, path: Path | None = None) -> tuple[float, float]:
    """The CC weights: options win over ``[score]`` in ``hcf.toml`` (``w_c``, ``w_n``), which wins over 0.5 / 0.5."""
    import tomllib

    table: dict[str, object] = {}
    toml = path or Path("hcf.toml")
    if toml.is_file():
        try:
            table = tomllib.loads(toml.read_text(encoding="utf-8")).get("score", {})
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            from .errors import ConfigError

            raise ConfigError(f"{toml} is not valid TOML ({exc}); fix it or remove it") from exc

    def pick(given: float | None, name: str) -> float:
        value = given if given is not None else table.get(name, 0.5)
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            from .errors import ConfigError

            raise ConfigError(f"[score] {name} in {toml} must be a number, not {value!r}")
        return float(value)

    return pick(w_c, "w_c"), pick(w_n, "w_n")
