"""ruff diagnostics for many snippets at once: one ruff process per batch, never one per snippet."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from core.errors import RedpenError
from core.ruff import LINE_LENGTH, LINT_FAMILIES, NOT_SMELLS

# The rule families a reviewer's linter would run, and the limits that are no smell: shared with the
# build's naturalness filter (generator/naturalness.py, rules in core/ruff.py), which rejects a fault adding any of them.
SELECT = LINT_FAMILIES


def ruff_diagnostics(codes: Sequence[str]) -> list[Counter]:
    """Per snippet, a Counter of ruff rule codes (one ruff run over all snippets)."""
    if not codes:
        return []
    with tempfile.TemporaryDirectory(prefix="redpen-audit-ruff-") as tmp:
        folder = Path(tmp)
        names = [f"s{number:05d}.py" for number in range(len(codes))]
        for name, code in zip(names, codes):
            (folder / name).write_text(code, encoding="utf-8")
        command = [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--isolated",
            "--no-cache",
            "--preview",
            "--exit-zero",
            "--output-format",
            "json",
            "--select",
            ",".join(SELECT),
            "--line-length",
            str(LINE_LENGTH),
            ".",
        ]
        try:
            done = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise RedpenError(f"ruff could not run for the audit ({exc}); reinstall with `make venv`") from None
        if done.returncode != 0:
            first = (done.stderr.strip().splitlines() or ["no message"])[0]
            raise RedpenError(f"ruff failed during the audit: {first}; reinstall with `make venv`")
        found: dict[str, Counter] = {name: Counter() for name in names}
        for diagnostic in json.loads(done.stdout or "[]"):
            name = Path(diagnostic["filename"]).name
            if name in found and diagnostic.get("code"):
                found[name][diagnostic["code"]] += 1
    return [found[name] for name in names]


def smells(diagnostics: Counter) -> int:
    """Diagnostics the lint responder counts (style and correctness smells, not limits)."""
    return sum(n for code, n in diagnostics.items() if code not in NOT_SMELLS)
