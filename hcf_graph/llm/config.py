"""Settings of the LLM client: environment, then ``hcf.toml``, then explicit overrides.

Layers are applied in that order, each later one replacing what an earlier one set:

1. the environment: ``OPENAI_BASE_URL`` and ``OPENAI_API_KEY`` (the openai client's own
   conventions), ``HCF_LLM_MODEL``, and ``HCF_LLM_<FIELD>`` for any other field
   (``HCF_LLM_CONCURRENCY=8``);
2. the ``[llm]`` table of ``hcf.toml`` (the file in the current directory unless a path is given);
3. keyword overrides (CLI options, extractor options); ``None`` means "not given".

The API key is never printed: ``repr`` hides it and :meth:`LlmConfig.describe` only says
whether one is set.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from ..errors import ConfigError

DEFAULT_BASE_URL = "https://api.openai.com/v1"
RESPONSE_FORMATS = ("auto", "json_schema", "json_object", "none")
LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "0.0.0.0", "[::1]"})
# What a local server that checks no key gets: the openai client refuses an empty key.
DUMMY_KEY = "not-needed"


def default_cache_dir() -> Path:
    """``$XDG_CACHE_HOME/hcf-graph/llm``, else ``~/.cache/hcf-graph/llm``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "hcf-graph" / "llm"


def is_local_url(url: str) -> bool:
    """True for a server on this machine (``localhost``, ``127.0.0.1``, ``::1``)."""
    host = (urlparse(url).hostname or "").lower()
    return host in LOCAL_HOSTS or host.endswith(".localhost") or host.startswith("127.")


@dataclass(frozen=True)
class LlmConfig:
    """Everything the client needs to talk to one OpenAI-compatible endpoint."""

    model: str
    base_url: str = DEFAULT_BASE_URL
    api_key: str = field(default="", repr=False)
    temperature: float = 0.1
    max_tokens: int | None = None
    timeout: float = 120.0
    max_retries: int = 4
    backoff: float = 1.0
    concurrency: int = 4
    max_requests: int | None = None
    cache: bool = True
    cache_dir: Path = field(default_factory=default_cache_dir)
    response_format: str = "auto"

    @classmethod
    def load(cls, config_path: Path | None = None, **overrides: Any) -> LlmConfig:
        """Resolve the settings: ``hcf.toml``, then the environment, then ``overrides`` (each wins
        over the one before, as options beat environment variables beat files elsewhere)."""
        values: dict[str, Any] = {}
        values.update(_from_toml(config_path))
        values.update(_from_env(os.environ))
        values.update(_checked({k: v for k, v in overrides.items() if v is not None}, "option"))
        return _build(values)

    def with_overrides(self, **overrides: Any) -> LlmConfig:
        """A copy with the given fields replaced (``None`` values are ignored)."""
        given = _checked({k: v for k, v in overrides.items() if v is not None}, "option")
        return _validated(replace(self, **_coerced(given)))

    def describe(self) -> dict[str, Any]:
        """The resolved settings for display: the key is reported as set or not, never shown."""
        shown: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "api_key":
                value = "(not needed)" if value == DUMMY_KEY else ("set" if value else "not set")
            shown[f.name] = str(value) if isinstance(value, Path) else value
        return shown


_FIELD_TYPES: dict[str, type] = {
    "model": str,
    "base_url": str,
    "api_key": str,
    "temperature": float,
    "max_tokens": int,
    "timeout": float,
    "max_retries": int,
    "backoff": float,
    "concurrency": int,
    "max_requests": int,
    "cache": bool,
    "cache_dir": Path,
    "response_format": str,
}


def model_configured(config_path: Path | None = None) -> bool:
    """True when a model is set (HCF_LLM_MODEL or ``[llm] model`` in hcf.toml): an LLM is configured."""
    values = {**_from_toml(config_path), **_from_env(os.environ)}
    return bool(str(values.get("model", "") or "").strip())


def _from_env(env: Mapping[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for name in _FIELD_TYPES:
        raw = env.get(f"HCF_LLM_{name.upper()}")
        if raw:
            values[name] = raw
    if env.get("OPENAI_BASE_URL"):
        values.setdefault("base_url", env["OPENAI_BASE_URL"])
    if env.get("OPENAI_API_KEY"):
        values.setdefault("api_key", env["OPENAI_API_KEY"])
    return values


def _from_toml(config_path: Path | None) -> dict[str, Any]:
    path = config_path if config_path is not None else Path.cwd() / "hcf.toml"
    if not path.exists():
        if config_path is not None:
            raise ConfigError(f"config file not found: {path}")
        return {}
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("llm", {})
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from exc
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [llm] must be a table")
    table = dict(table)
    key_env = table.pop("api_key_env", None)
    if key_env:
        key = os.environ.get(str(key_env), "")
        if not key:
            raise ConfigError(f"{path}: [llm] api_key_env names {key_env}, which is not set")
        table["api_key"] = key
    return _checked(table, f"{path} [llm]")


def _checked(values: Mapping[str, Any], where: str) -> dict[str, Any]:
    unknown = sorted(set(values) - set(_FIELD_TYPES))
    if unknown:
        known = ", ".join(sorted(_FIELD_TYPES) + (["api_key_env"] if "[llm]" in where else []))
        raise ConfigError(
            f"unknown LLM {'setting' if len(unknown) == 1 else 'settings'} in {where}: {', '.join(unknown)}; known: {known}"
        )
    return dict(values)


def _coerced(values: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, raw in values.items():
        out[name] = _coerce(name, raw, _FIELD_TYPES[name])
    return out


def _coerce(name: str, raw: Any, kind: type) -> Any:
    try:
        if kind is bool:
            if isinstance(raw, str):
                if raw.strip().lower() not in {"1", "0", "true", "false", "yes", "no", "on", "off"}:
                    raise ValueError(raw)
                return raw.strip().lower() in {"1", "true", "yes", "on"}
            return bool(raw)
        if kind is Path:
            return Path(str(raw)).expanduser()
        if kind in (int, float) and isinstance(raw, bool):
            raise ValueError(raw)
        return kind(raw)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"LLM setting {name}: expected {kind.__name__}, got {raw!r}") from exc


def _build(values: dict[str, Any]) -> LlmConfig:
    coerced = _coerced(values)
    model = str(coerced.pop("model", "") or "").strip()
    if not model:
        raise ConfigError("no LLM model set: set HCF_LLM_MODEL or [llm] model in hcf.toml")
    config = LlmConfig(model=model, **coerced)
    if not config.api_key:
        if not is_local_url(config.base_url):
            raise ConfigError(
                f"no API key for {config.base_url}: set OPENAI_API_KEY (any value if your server checks none)"
            )
        config = replace(config, api_key=DUMMY_KEY)
    return _validated(config)


def _validated(config: LlmConfig) -> LlmConfig:
    problems = []
    if config.response_format not in RESPONSE_FORMATS:
        problems.append(f"response_format must be one of {', '.join(RESPONSE_FORMATS)}")
    if not 0.0 <= config.temperature <= 2.0:
        problems.append("temperature must be in [0, 2]")
    if config.concurrency < 1:
        problems.append("concurrency must be at least 1")
    if config.max_retries < 0:
        problems.append("max_retries must be 0 or more")
    if config.timeout <= 0:
        problems.append("timeout must be positive")
    if config.backoff < 0:
        problems.append("backoff must be 0 or more")
    if config.max_requests is not None and config.max_requests < 0:
        problems.append("max_requests must be 0 or more")
    if config.max_tokens is not None and config.max_tokens < 1:
        problems.append("max_tokens must be positive")
    if not urlparse(config.base_url).scheme.startswith("http"):
        problems.append(f"base_url must be an http(s) URL, got {config.base_url!r}")
    if problems:
        raise ConfigError("invalid LLM settings: " + "; ".join(problems))
    return config
