"""Wall time of the corpus build: the default edition and --items 200, cold and cached.

Each build runs as `redpen build` in a child process (as `make corpus` does), into a fresh output
folder for the cold run, then again into the same folder for the cached run. Figures are reported
with the cached/cold ratio measured in the same run, since the machines are noisy.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _build(out: Path, edition: str, items: int) -> tuple[float, dict]:
    command = [sys.executable, "-m", "generator", "build", "--edition", edition, "--items", str(items),
               "--out", str(out), "--json", "--allow-short", "--allow-leaky"]  # timing, whatever the audit says
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"build failed: {result.stderr.strip().splitlines()[-1:]}")
    return seconds, json.loads(result.stdout)


def main() -> None:
    rows = []
    for items in (44, 200):
        with tempfile.TemporaryDirectory(prefix="redpen-bench-build-") as tmp:
            out = Path(tmp)
            cold, summary = _build(out, "2031Q1", items)
            cached, again = _build(out, "2031Q1", items)
            rows.append((items, cold, cached, summary, again))
    print(f"{'items':>6} {'selected':>9} {'cold s':>8} {'cached s':>9} {'cached/cold':>12}  stages (cold)")
    for items, cold, cached, summary, again in rows:
        selected = sum(summary["selected"].values())
        print(f"{items:>6} {selected:>9} {cold:>8.1f} {cached:>9.1f} {cached / cold:>12.2f}  {summary['stage_seconds']}"
              + (f"  short: {summary['shortfall']}" if summary["shortfall"] else ""))
    print("target: default edition under 120 s cold on 2 cores")


if __name__ == "__main__":
    main()
