"""A real chat-completions HTTP server on 127.0.0.1 with scripted replies, for the LLM tests.

Started per test by the ``llm_server`` fixture of ``conftest.py``.

``llm_server.reply(...)`` queues one scripted response (status, body, delay, headers);
``llm_server.responder`` answers when the queue is empty (default: HTTP 500 "no scripted
reply"). Every request body the server received is kept in ``llm_server.requests``.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted HTTP response."""

    status: int = 200
    body: Any = None
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


def completion(content: str, prompt_tokens: int = 100, completion_tokens: int = 20) -> dict[str, Any]:
    """A chat.completion body whose message is ``content``."""
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": "test-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def ok(content: Any, **tokens: int) -> Reply:
    """A 200 reply; a non-string ``content`` is sent as its JSON."""
    text = content if isinstance(content, str) else json.dumps(content)
    return Reply(200, completion(text, **tokens))


def error(status: int, message: str, **headers: str) -> Reply:
    """An OpenAI-style error reply."""
    return Reply(status, {"error": {"message": message, "type": "error", "code": status}}, headers=headers)


class FakeServer:
    """State shared between the test and the handler threads."""

    def __init__(self) -> None:
        self.queue: deque[Reply] = deque()
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.responder: Callable[[dict[str, Any]], Reply] = lambda _req: error(500, "no scripted reply")
        self.lock = threading.Lock()
        self.url = ""
        self.in_flight = 0
        self.max_in_flight = 0

    def reply(self, *replies: Reply) -> None:
        """Queue replies, answered in order."""
        with self.lock:
            self.queue.extend(replies)

    def next_reply(self, request: dict[str, Any], path: str) -> Reply:
        with self.lock:
            self.requests.append(request)
            self.paths.append(path)
            if self.queue:
                return self.queue.popleft()
        return self.responder(request)

    @property
    def count(self) -> int:
        """Requests received so far."""
        with self.lock:
            return len(self.requests)


def _handler(state: FakeServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # silence the test output
            return

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            raw = self.rfile.read(length)
            try:
                request = json.loads(raw or b"{}")
            except ValueError:
                request = {"_raw": raw.decode("utf-8", "replace")}
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._send(error(404, f"no route {self.path}"))
                return
            with state.lock:
                state.in_flight += 1
                state.max_in_flight = max(state.max_in_flight, state.in_flight)
            try:
                try:
                    reply = state.next_reply(request, self.path)
                except Exception as exc:
                    reply = error(500, f"responder failed: {exc!r}")
                self._send(reply)
            finally:
                with state.lock:
                    state.in_flight -= 1

        def _send(self, reply: Reply) -> None:
            if reply.delay:
                time.sleep(reply.delay)
            payload = reply.body if isinstance(reply.body, str) else json.dumps(reply.body)
            data = payload.encode("utf-8")
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client timed out and left

    return Handler


def start_server() -> tuple[FakeServer, ThreadingHTTPServer, threading.Thread]:
    """A running server on 127.0.0.1:<free port> and its state."""
    state = FakeServer()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    return state, server, thread
