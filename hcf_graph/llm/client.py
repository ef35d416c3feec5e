"""One client for any OpenAI-compatible chat-completions endpoint.

:class:`LlmClient` sends an operator's messages and returns a validated pydantic output, or a
recorded failure for that input; a run never crashes on one bad input. Along the way it:

- answers from the disk cache when it can (a cache hit sends no request);
- asks for structured output: ``json_schema``, and in ``auto`` mode falls back to
  ``json_object`` then to no ``response_format`` when the server rejects one, remembering
  the choice for the rest of the run;
- reads prose or fenced JSON tolerantly and sends one repair request when validation fails;
- retries 408/409/429/5xx, timeouts and connection errors with exponential backoff
  (``Retry-After`` honoured), the openai client's own retries being off so each is counted;
- stops sending once ``max_requests`` is reached (remaining inputs fail "budget exhausted");
- counts requests, cache hits, retries, repairs, failures, tokens and seconds.

Errors that would fail every input (bad key, unknown model, unreachable server, a forced
``response_format`` the server rejects) raise :class:`~hcf_graph.errors.LlmError` instead.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from pydantic import BaseModel, ValidationError

if TYPE_CHECKING:
    import openai

from ..errors import LlmError
from .cache import DiskCache, cache_key
from .config import LlmConfig
from .parse import OutputError, parse_json
from .schema import response_format_param
from .usage import Usage, UsageMeter

T = TypeVar("T", bound=BaseModel)
T_co = TypeVar("T_co", bound=BaseModel, covariant=True)
Message = dict[str, str]

_FALLBACK = {"json_schema": "json_object", "json_object": "none"}
_RETRYABLE_STATUS = {408, 409, 429}
_FORMAT_WORDS = ("response_format", "response format", "json_schema", "json_object", "schema")
_MAX_DELAY = 60.0


class OperatorSpec(Protocol[T_co]):
    """What the client needs of an operator: a versioned name and an output model."""

    @property
    def name(self) -> str: ...

    @property
    def output(self) -> type[T_co]: ...


@dataclass(frozen=True)
class Outcome(Generic[T]):
    """The result for one input: a validated ``value``, or an ``error`` saying why not."""

    value: T | None
    error: str | None = None
    cached: bool = False

    @property
    def ok(self) -> bool:
        """True when ``value`` holds a validated output."""
        return self.value is not None


@dataclass(frozen=True)
class LlmFailure:
    """An input the operator could not process, recorded instead of a result."""

    operator: str
    model: str
    error: str


class _Failure(Exception):
    """This input failed; the run goes on."""


class _FormatRejected(Exception):
    """The server rejected the ``response_format`` we sent."""


class LlmClient:
    """Sends operator requests to one endpoint; thread-safe, so ``run_many`` can fan out."""

    def __init__(
        self,
        config: LlmConfig,
        *,
        openai_client: openai.OpenAI | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        import openai  # imported on use: `hcf --help` and the read commands never call an LLM

        self.config = config
        self._openai = openai_client or openai.OpenAI(
            base_url=config.base_url,
            api_key=config.api_key,
            timeout=config.timeout,
            max_retries=0,
        )
        self._cache = DiskCache(config.cache_dir) if config.cache else None
        self._meter = UsageMeter()
        self._sleep = sleep
        self._lock = threading.Lock()
        self._sent = 0
        self._format = "json_schema" if config.response_format == "auto" else config.response_format

    # -- public -------------------------------------------------------------------------

    @property
    def usage(self) -> Usage:
        """Counters so far."""
        return self._meter.snapshot()

    @property
    def response_format(self) -> str:
        """The ``response_format`` mode in use (after any ``auto`` fallback)."""
        with self._lock:
            return self._format

    def run(self, operator: OperatorSpec[T], messages: list[Message]) -> Outcome[T]:
        """Validated output for one input (or its failure)."""
        started = time.monotonic()
        try:
            return self._run_one(operator, messages)
        finally:
            self._meter.add(seconds=time.monotonic() - started)

    def run_many(
        self,
        operator: OperatorSpec[T],
        batch: Sequence[list[Message]],
        on_done: Callable[[Outcome[T]], None] | None = None,
    ) -> list[Outcome[T]]:
        """Outcomes for each input, in order, at most ``concurrency`` requests in flight."""
        started = time.monotonic()
        try:
            if self.config.concurrency == 1 or len(batch) <= 1:
                return [self._done(self._run_one(operator, m), on_done) for m in batch]
            return self._fan_out(operator, batch, on_done)
        finally:
            self._meter.add(seconds=time.monotonic() - started)

    # -- one input ----------------------------------------------------------------------

    def _fan_out(
        self,
        operator: OperatorSpec[T],
        batch: Sequence[list[Message]],
        on_done: Callable[[Outcome[T]], None] | None,
    ) -> list[Outcome[T]]:
        with ThreadPoolExecutor(max_workers=self.config.concurrency) as pool:
            futures: list[Future[Outcome[T]]] = [
                pool.submit(lambda m: self._done(self._run_one(operator, m), on_done), messages) for messages in batch
            ]
            done, pending = wait(futures, return_when=FIRST_EXCEPTION)
            for future in done:
                error = future.exception()
                if error is not None:  # an LlmError that would fail every input: stop early
                    for other in pending:
                        other.cancel()
                    raise error
            return [future.result() for future in futures]

    @staticmethod
    def _done(outcome: Outcome[T], on_done: Callable[[Outcome[T]], None] | None) -> Outcome[T]:
        if on_done is not None:
            on_done(outcome)
        return outcome

    def _run_one(self, operator: OperatorSpec[T], messages: list[Message]) -> Outcome[T]:
        key = cache_key(operator.name, self.config.model, self._params(), messages)
        cached = self._from_cache(operator, key)
        if cached is not None:
            self._meter.add(cache_hits=1)
            return Outcome(cached, cached=True)
        try:
            value, reply = self._ask(operator, messages)
        except _Failure as failure:
            self._meter.add(failures=1)
            return Outcome(None, error=str(failure))
        if self._cache is not None:
            self._cache.put(key, self._entry(operator, value, reply))
        return Outcome(value)

    def _ask(self, operator: OperatorSpec[T], messages: list[Message]) -> tuple[T, str]:
        """Ask, validate, and on invalid output ask once more with the validation error."""
        reply = self._complete(operator, messages)
        try:
            return validate_reply(operator.output, reply), reply
        except OutputError as first:
            self._meter.add(repairs=1)
            repaired = self._complete(operator, repair_messages(messages, reply, str(first)))
            try:
                return validate_reply(operator.output, repaired), repaired
            except OutputError as second:
                raise _Failure(f"invalid output after one repair: {second}") from second

    # -- response format ----------------------------------------------------------------

    def _complete(self, operator: OperatorSpec[T], messages: list[Message]) -> str:
        while True:
            mode = self.response_format
            try:
                return self._send(messages, response_format_param(mode, operator.name, operator.output))
            except _FormatRejected as rejected:
                if self.config.response_format != "auto":
                    raise LlmError(
                        f"{self.config.base_url} rejected response_format {mode}: {rejected}; "
                        'set response_format = "auto" in [llm] of hcf.toml'
                    ) from rejected
                self._downgrade(mode)

    def _downgrade(self, failed: str) -> None:
        with self._lock:
            if self._format == failed:
                self._format = _FALLBACK.get(failed, "none")

    # -- HTTP ---------------------------------------------------------------------------

    def _params(self) -> dict[str, Any]:
        return {"temperature": self.config.temperature, "max_tokens": self.config.max_tokens}

    def _send(self, messages: list[Message], response_format: dict[str, Any] | None) -> str:
        """One completion, retried on transient errors; the reply text."""
        import openai  # imported on use, see __init__

        attempts = self.config.max_retries + 1
        problem, unreachable = "", False
        for attempt in range(attempts):
            self._reserve_request()
            delay = self._backoff(attempt)
            try:
                completion = self._openai.chat.completions.create(**self._request_fields(messages, response_format))
                return self._reply_text(completion)
            except openai.APIStatusError as exc:
                problem = self._status_problem(exc, response_format)
                delay = max(delay, _retry_after(exc))
                unreachable = False
            except openai.APITimeoutError:
                problem, unreachable = f"timed out after {self.config.timeout:g} s", False
            except openai.APIConnectionError as exc:
                problem, unreachable = f"connection failed: {exc}", True
            if attempt + 1 < attempts:
                self._meter.add(retries=1)
                self._sleep(delay)
        if unreachable:
            raise LlmError(
                f"cannot reach the LLM server at {self.config.base_url} ({problem}); "
                "is it running? (set OPENAI_BASE_URL or [llm] base_url)"
            )
        raise _Failure(f"{problem} (gave up after {attempts} attempts)")

    def _request_fields(self, messages: list[Message], response_format: dict[str, Any] | None) -> dict[str, Any]:
        fields: dict[str, Any] = {
            "model": self.config.model,
            "messages": messages,
            "temperature": self.config.temperature,
        }
        if self.config.max_tokens is not None:
            fields["max_tokens"] = self.config.max_tokens
        if response_format is not None:
            fields["response_format"] = response_format
        return fields

    def _reply_text(self, completion: Any) -> str:
        usage = getattr(completion, "usage", None)
        if usage is not None:
            self._meter.add(
                prompt_tokens=getattr(usage, "prompt_tokens", 0) or 0,
                completion_tokens=getattr(usage, "completion_tokens", 0) or 0,
            )
        try:
            return completion.choices[0].message.content or ""
        except (AttributeError, IndexError, TypeError) as exc:
            raise _Failure("the server's response has no choices[0].message") from exc

    def _status_problem(self, exc: openai.APIStatusError, response_format: dict[str, Any] | None) -> str:
        """A message for a retryable status; raises for the others."""
        status, message = exc.status_code, _error_message(exc)
        if response_format is not None and _rejects_format(status, message):
            raise _FormatRejected(message) from exc
        if status == 400 and _names_setting(message):
            raise LlmError(
                f"{self.config.base_url} rejected a request setting for {self.config.model!r}: "
                f"{message}; adjust [llm] in hcf.toml (e.g. temperature, max_tokens)"
            ) from exc
        if status in (401, 403):
            raise LlmError(
                f"{self.config.base_url} refused the API key (HTTP {status}): {message}; check OPENAI_API_KEY"
            ) from exc
        if status == 404:
            raise LlmError(
                f"{self.config.base_url}: HTTP 404 for model {self.config.model!r}: {message}; "
                "check the model name and that the base URL ends in /v1"
            ) from exc
        if status in _RETRYABLE_STATUS or status >= 500:
            return f"HTTP {status}: {message}"
        raise _Failure(f"HTTP {status}: {message}") from exc

    def _reserve_request(self) -> None:
        with self._lock:
            limit = self.config.max_requests
            if limit is not None and self._sent >= limit:
                raise _Failure(f"budget exhausted (max_requests={limit})")
            self._sent += 1
        self._meter.add(requests=1)

    def _backoff(self, attempt: int) -> float:
        base = self.config.backoff * 2.0**attempt
        return min(_MAX_DELAY, base * (0.5 + random.random() / 2))

    def _from_cache(self, operator: OperatorSpec[T], key: str) -> T | None:
        if self._cache is None:
            return None
        entry = self._cache.get(key)
        if entry is None:
            return None
        try:
            return operator.output.model_validate(entry.get("output"))
        except ValidationError:
            return None

    def _entry(self, operator: OperatorSpec[T], value: T, reply: str) -> dict[str, Any]:
        return {
            "operator": operator.name,
            "model": self.config.model,
            "params": self._params(),
            "output": value.model_dump(mode="json"),
            "reply": reply,
            "created": time.time(),
        }


def validate_reply(output: type[T], reply: str) -> T:
    """Parse ``reply`` tolerantly and validate it against ``output``."""
    data = parse_json(reply)
    try:
        return output.model_validate(data)
    except ValidationError as exc:
        raise OutputError(_short_validation_error(exc)) from exc


def repair_messages(messages: list[Message], reply: str, error: str) -> list[Message]:
    """The conversation plus the invalid reply and a request to correct it."""
    return [
        *messages,
        {"role": "assistant", "content": reply},
        {
            "role": "user",
            "content": (
                f"Your reply could not be used: {error}\n"
                "Reply again with only the corrected JSON object, in the format of the examples, "
                "and nothing else."
            ),
        },
    ]


def _short_validation_error(exc: ValidationError, limit: int = 3) -> str:
    parts = []
    for error in exc.errors()[:limit]:
        where = ".".join(str(p) for p in error["loc"]) or "(root)"
        parts.append(f"{where}: {error['msg']}")
    more = exc.error_count() - limit
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


def _error_message(exc: openai.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
    return str(exc.message)


def _rejects_format(status: int, message: str) -> bool:
    """A 400/422 naming the format, or a 5xx naming ``response_format`` (llama-cpp-python
    answers an unknown format type with HTTP 500)."""
    lowered = message.lower()
    if status in (400, 422):
        return any(word in lowered for word in _FORMAT_WORDS)
    return status >= 500 and "response_format" in lowered


def _names_setting(message: str) -> bool:
    """A 400 about a sampling setting fails every input alike (reasoning models reject
    temperature 0.1, some servers max_tokens)."""
    lowered = message.lower()
    return "temperature" in lowered or "unsupported parameter" in lowered


def _retry_after(exc: openai.APIStatusError) -> float:
    try:
        value = float(exc.response.headers.get("retry-after", "0"))
    except (AttributeError, ValueError):
        return 0.0
    return max(0.0, min(value, _MAX_DELAY))
