"""Cost of the transplant disguise: the default edition cold, this tree against the tree before it.

The baseline is the commit before "Transplant disguise" (or ``REDPEN_BENCH_BASELINE``), exported
with ``git archive`` into a temporary folder; both builds read this checkout's seed library and run
in the same session, one after the other, so the ratio survives a noisy machine. Reported: wall
seconds, CPU seconds of the build's process tree, and the ratios.
"""

from __future__ import annotations

import io
import json
import os
import resource
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _baseline() -> str | None:
    wanted = os.environ.get("REDPEN_BENCH_BASELINE")
    if wanted:
        return wanted
    found = subprocess.run(
        ["git", "log", "--format=%H", "--grep", "^Transplant disguise", "-1"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    return f"{found}^" if found else None


def _build(tree: Path, out: Path) -> tuple[float, float, dict]:
    command = [
        sys.executable,
        "-m",
        "generator",
        "build",
        "--edition",
        "2031Q1",
        "--items",
        "44",
        "--seeds",
        str(ROOT / "seeds"),
        "--out",
        str(out),
        "--json",
        "--allow-short",
        "--allow-leaky",
    ]
    env = {**os.environ, "PYTHONPATH": str(tree)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = subprocess.run(command, cwd=tree, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if result.returncode not in (0, 1):
        raise SystemExit(f"build in {tree} failed: {result.stderr.strip().splitlines()[-1:]}")
    return wall, cpu, json.loads(result.stdout) if result.stdout.strip().startswith("{") else {}


def main() -> None:
    baseline = _baseline()
    if baseline is None:
        print("no baseline commit found; set REDPEN_BENCH_BASELINE")
        return
    with tempfile.TemporaryDirectory(prefix="redpen-bench-transplant-") as tmp:
        base_tree = Path(tmp) / "baseline"
        base_tree.mkdir()
        archive = subprocess.run(["git", "archive", baseline], cwd=ROOT, capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(base_tree, filter="data")
        rows = []
        for label, tree in (("before (renaming disguise)", base_tree), ("transplant", ROOT)):
            wall, cpu, summary = _build(tree, Path(tmp) / label.split()[0])
            rows.append((label, wall, cpu, summary))
    (_, base_wall, base_cpu, _), (_, wall, cpu, summary) = rows
    print(f"{'build':>28} {'wall s':>8} {'cpu s':>8}  selected")
    for label, w, c, s in rows:
        print(f"{label:>28} {w:>8.1f} {c:>8.1f}  {sum(s.get('selected', {}).values())}")
    print(
        f"transplant / before: wall {wall / base_wall:.2f}x, cpu {cpu / base_cpu:.2f}x "
        f"(stages: {summary.get('stage_seconds')})"
    )
    print("target: default edition under 120 s cold on 2 cores")


if __name__ == "__main__":
    main()
