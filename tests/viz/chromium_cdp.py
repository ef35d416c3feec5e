"""A small headless-Chromium driver over the Chrome DevTools Protocol (websocket-client).

Launches the system Chromium with a fresh profile and no background networking, opens pages,
records console errors, exceptions and every request that is not file: or data:, evaluates
JavaScript, clicks at page coordinates and takes screenshots. Used by tests/viz/test_browser.py
and, run as a script, to make docs/report.png:

    python tests/viz/chromium_cdp.py report.html docs/report.png
"""

from __future__ import annotations

import base64
import itertools
import json
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

CHROMIUM = ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome")
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--mute-audio",
    "--hide-scrollbars",
    "--remote-debugging-port=0",
)


def find_chromium() -> str | None:
    """The system Chromium, or None."""
    for name in CHROMIUM:
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    """One headless Chromium with one page, driven over CDP."""

    def __init__(self, binary: str, width: int = 1280, height: int = 900) -> None:
        import websocket  # websocket-client, from the test extra

        self._profile = tempfile.mkdtemp(prefix="hcf-chromium-")
        self._proc = subprocess.Popen(
            [binary, *FLAGS, f"--user-data-dir={self._profile}", f"--window-size={width},{height}", "about:blank"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        port = self._port()
        page = next(t for t in self._targets(port) if t["type"] == "page")
        self._ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self._ids = itertools.count(1)
        self.events: list[dict[str, Any]] = []
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)

    def _port(self) -> int:
        marker = Path(self._profile) / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if marker.is_file() and marker.read_text().strip():
                return int(marker.read_text().split()[0])
            if self._proc.poll() is not None:
                raise RuntimeError(f"chromium exited with code {self._proc.returncode}")
            time.sleep(0.1)
        raise RuntimeError("chromium did not open its DevTools port within 30 s")

    @staticmethod
    def _targets(port: int) -> list[dict[str, Any]]:
        deadline = time.monotonic() + 10
        while True:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=5) as r:  # local DevTools only
                targets: list[dict[str, Any]] = json.loads(r.read())
            if any(t["type"] == "page" for t in targets) or time.monotonic() > deadline:
                return targets
            time.sleep(0.1)

    def send(self, method: str, **params: Any) -> dict[str, Any]:
        """One CDP command; events that arrive meanwhile are kept in ``events``."""
        ident = next(self._ids)
        self._ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self._ws.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method: str, timeout: float = 30) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        seen = len(self.events)
        while time.monotonic() < deadline:
            for event in self.events[seen:]:
                if event.get("method") == method:
                    return event
            seen = len(self.events)
            self._ws.settimeout(max(0.1, deadline - time.monotonic()))
            self.events.append(json.loads(self._ws.recv()))
        raise TimeoutError(f"no {method} within {timeout} s")

    def open(self, path: Path) -> None:
        """Navigate to a file and wait until it has loaded."""
        self.events.clear()
        self.send("Page.navigate", url=path.resolve().as_uri())
        self.wait_for("Page.loadEventFired")

    def evaluate(self, expression: str) -> Any:
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"javascript failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click(self, x: float, y: float) -> None:
        """A real left click at viewport coordinates."""
        self.send("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        self.send("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
        self.send("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", clickCount=1)

    def errors(self) -> list[str]:
        """Console errors, uncaught exceptions and error log entries since the page was opened."""
        found = []
        for e in self.events:
            method, params = e.get("method"), e.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(json.dumps(params.get("exceptionDetails", {}))[:300])
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append(str(params.get("args"))[:300])
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append(params["entry"].get("text", "")[:300])
        return found

    def remote_requests(self) -> list[str]:
        """URLs the page requested that are not file: or data: (should be none)."""
        urls = [e["params"]["request"]["url"] for e in self.events if e.get("method") == "Network.requestWillBeSent"]
        return [u for u in urls if not u.startswith(("file:", "data:"))]

    def screenshot(self, out: Path, full_page: bool = False) -> Path:
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
        out.write_bytes(base64.b64decode(self.send("Page.captureScreenshot", **params)["data"]))
        return out

    def close(self) -> None:
        try:
            self._ws.close()
        finally:
            self._proc.terminate()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
            shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def main() -> None:
    """python tests/viz/chromium_cdp.py PAGE.html OUT.png [WIDTH HEIGHT]: a screenshot of the top of a page."""
    page, out = Path(sys.argv[1]), Path(sys.argv[2])
    width, height = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (1200, 900)
    binary = find_chromium()
    if binary is None:
        raise SystemExit("no chromium found; apt-get install chromium")
    with Browser(binary, width, height) as browser:
        browser.open(page)
        browser.screenshot(out)
        print(f"{out}: {out.stat().st_size:,} bytes; errors: {browser.errors() or 'none'}")


if __name__ == "__main__":
    main()
