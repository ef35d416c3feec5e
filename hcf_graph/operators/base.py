"""An operator: a versioned instruction, a few examples and the pydantic model of its output."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from pydantic import BaseModel

from ..llm import LlmClient, LlmConfig

T = TypeVar("T", bound=BaseModel)
Message = dict[str, str]


@dataclass(frozen=True)
class Example(Generic[T]):
    """One demonstration: the user message and the output the model should give."""

    input: str
    output: T


@dataclass(frozen=True)
class Operator(Generic[T]):
    """A prompt module. ``name`` carries the version (``openai-facts.v1``): change the
    instruction, the examples or the output model, and bump it (it is part of the cache key
    and recorded on every result)."""

    name: str
    instruction: str
    output: type[T]
    examples: tuple[Example[T], ...] = ()

    def messages(self, user_content: str) -> list[Message]:
        """System instruction, the examples as user/assistant turns, then the input."""
        messages: list[Message] = [{"role": "system", "content": self.instruction}]
        for example in self.examples:
            messages.append({"role": "user", "content": example.input})
            messages.append({"role": "assistant", "content": example.output.model_dump_json()})
        messages.append({"role": "user", "content": user_content})
        return messages


def client_for(config: LlmConfig | None, client: LlmClient | None) -> LlmClient:
    """The given client, else one for ``config``, else one for the resolved configuration."""
    if client is not None:
        return client
    return LlmClient(config if config is not None else LlmConfig.load())
