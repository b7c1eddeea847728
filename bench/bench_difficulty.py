"""Cost of #12 (naturalness filter, measured difficulty, hard pairs, keyword-only inputs): the
default edition built cold and cached by this checkout and by a baseline, in the same run, as
ratios of wall time and of CPU time (user + sys of the build and every process it waited for:
pool workers, sandbox supervisor and children), so a machine loaded by others still gives a fair
comparison.

Baseline: ``REDPEN_BASELINE_DIR``, a checkout with its own ``.venv`` (``make venv``), or else
``REDPEN_BASELINE`` (a commit, default ``main``) checked out into a temporary git worktree that
gets its own virtual environment (the kernel sandbox re-executes a fresh interpreter, so a
baseline must never borrow this checkout's environment).
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = os.environ.get("REDPEN_BASELINE", "main")


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _build(code: Path, out: Path, extra: list[str]) -> tuple[float, float, dict]:
    """(wall seconds, CPU seconds, JSON summary) of one build with ``code``'s own environment."""
    command = [
        str(code / ".venv" / "bin" / "redpen"),
        "build",
        "--edition",
        "2031Q1",
        "--items",
        "44",
        "--out",
        str(out),
        "--json",
        "--allow-short",
        "--allow-leaky",
        *extra,
    ]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    cpu, started = _cpu(), time.perf_counter()
    result = subprocess.run(command, cwd=code, capture_output=True, text=True, env=env)
    seconds, cpu = time.perf_counter() - started, _cpu() - cpu
    if result.returncode != 0:
        raise SystemExit(f"build failed in {code}: {result.stderr.strip().splitlines()[-1:]}")
    return seconds, cpu, json.loads(result.stdout)


def _baseline(tmp: Path) -> tuple[Path, bool]:
    given = os.environ.get("REDPEN_BASELINE_DIR")
    if given:
        return Path(given), False
    base = tmp / "baseline"
    subprocess.run(
        ["git", "worktree", "add", "--detach", str(base), BASELINE], cwd=ROOT, check=True, capture_output=True
    )
    subprocess.run(["make", "venv"], cwd=base, check=True, capture_output=True)
    return base, True


def main() -> None:
    rows = {}
    with tempfile.TemporaryDirectory(prefix="redpen-bench-12-") as tmp:
        base, made = _baseline(Path(tmp))
        try:
            for name, code in (("baseline", base), ("#12", ROOT)):
                out = Path(tmp) / f"out-{name.strip('#')}"
                cold = _build(code, out, [])
                cached = _build(code, out, [])
                rows[name] = (cold, cached)
        finally:
            if made:
                subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, capture_output=True)
    (b_wall, b_cpu, _), (bc_wall, bc_cpu, _) = rows["baseline"]
    (wall, cpu, summary), (c_wall, c_cpu, _) = rows["#12"]
    print(
        f"baseline ({base}): cold {b_wall:.1f} s wall / {b_cpu:.1f} s CPU; cached {bc_wall:.1f} s wall / {bc_cpu:.1f} s CPU"
    )
    print(
        f"#12: cold {wall:.1f} s wall ({wall / b_wall:.2f}x) / {cpu:.1f} s CPU ({cpu / b_cpu:.2f}x); "
        f"cached {c_wall:.1f} s wall ({c_wall / bc_wall:.2f}x) / {c_cpu:.1f} s CPU ({c_cpu / bc_cpu:.2f}x)"
    )
    print(f"#12 stages: {summary['stage_seconds']}")
    for tier, row in summary.get("difficulty", {}).items():
        if row.get("exposure"):
            print(
                f"  {tier:6} exposure median {row['exposure']['median']:.3f} (min {row['exposure']['min']:.3f}, "
                f"max {row['exposure']['max']:.3f}), {row['items']} items"
            )
    print("targets: cold <= 120 s on 2 cores, cached <= 15 s")


if __name__ == "__main__":
    main()
