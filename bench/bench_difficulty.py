"""Cost of the naturalness filter and measured difficulty (#12): the default edition built cold and
cached by this checkout and by the baseline commit before #12 (``REDPEN_BASELINE``, default the
commit #12 started from), in the same run, as ratios.

The baseline is checked out into a temporary git worktree and run with this virtual environment,
its own code first on ``PYTHONPATH``.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = os.environ.get("REDPEN_BASELINE", "5dac3d9")


def _build(code: Path, out: Path, extra: list[str]) -> tuple[float, dict]:
    command = [sys.executable, "-m", "generator", "build", "--edition", "2031Q1", "--items", "44", "--out", str(out),
               "--json", "--allow-short", *extra]
    env = {**os.environ, "PYTHONPATH": str(code)}
    started = time.perf_counter()
    result = subprocess.run(command, cwd=code, capture_output=True, text=True, env=env)
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"build failed in {code}: {result.stderr.strip().splitlines()[-1:]}")
    return seconds, json.loads(result.stdout)


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="redpen-bench-12-") as tmp:
        base = Path(tmp) / "baseline"
        subprocess.run(["git", "worktree", "add", "--detach", str(base), BASELINE], cwd=ROOT, check=True,
                       capture_output=True)
        try:
            rows = {}
            for name, code, extra in (("baseline", base, []), ("#12", ROOT, ["--allow-leaky"])):
                out = Path(tmp) / f"out-{name.strip('#')}"
                cold, summary = _build(code, out, extra)
                cached, _ = _build(code, out, extra)
                rows[name] = (cold, cached, summary)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, capture_output=True)
    base_cold, base_cached, _ = rows["baseline"]
    cold, cached, summary = rows["#12"]
    print(f"baseline ({BASELINE}): {base_cold:.1f} s cold, {base_cached:.1f} s cached")
    print(f"#12: {cold:.1f} s cold ({cold / base_cold:.2f}x baseline), {cached:.1f} s cached ({cached / base_cached:.2f}x)")
    print(f"#12 stages: {summary['stage_seconds']}")
    for tier, row in summary.get("difficulty", {}).items():
        if row.get("exposure"):
            print(f"  {tier:6} exposure median {row['exposure']['median']:.3f} (min {row['exposure']['min']:.3f}, "
                  f"max {row['exposure']['max']:.3f}), {row['items']} items")
    print("targets: cold <= 120 s on 2 cores, cached <= 15 s")


if __name__ == "__main__":
    main()
