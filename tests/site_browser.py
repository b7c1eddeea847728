"""Headless Chromium (the OS package, /usr/bin/chromium) for the site tests: the DOM after scripts
ran, and screenshots. `make test` installs Chromium when it is missing; under CI=true a missing
browser fails the test with one clear message instead of skipping it."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium() -> str:
    found = shutil.which("chromium")
    if found is None:
        message = "chromium is not installed: `make test` installs it (apt-get install -y chromium)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return found


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    with tempfile.TemporaryDirectory(prefix="redpen-chromium-") as profile:
        return subprocess.run(
            [chromium(), *FLAGS, f"--user-data-dir={profile}", *args],
            capture_output=True,
            text=True,
            timeout=180,
            check=True,
        )


def dump_dom(url: str) -> str:
    """The page's DOM as Chromium serialises it after its scripts ran."""
    return _run("--dump-dom", url).stdout


def screenshot(url: str, target: Path, *, size: tuple[int, int] = (1600, 1000)) -> tuple[int, int]:
    """Save a PNG screenshot of the page; returns its (width, height) read from the PNG header."""
    _run(f"--window-size={size[0]},{size[1]}", f"--screenshot={target}", url)
    head = target.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", "the screenshot is not a PNG"
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


class Elements(HTMLParser):
    """Every start tag with its attributes, in document order, and the page's text."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.text: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def fault_lines(self) -> dict[str, list[int]]:
        """Per variant box (div id variant-<name>): the data-line of every line marked as a fault."""
        marked: dict[str, list[int]] = {}
        current = ""
        for tag, attrs in self.tags:
            if tag == "div" and attrs.get("id", "").startswith("variant-"):
                current = attrs["id"].removeprefix("variant-")
                marked[current] = []
            elif tag == "span" and "fault" in attrs.get("class", "").split() and current:
                marked[current].append(int(attrs["data-line"]))
        return marked
