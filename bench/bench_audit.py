"""What the validity audit costs: its share of a default (44-item) build, and `redpen audit` alone.

One cold build of the default edition runs as `redpen build` in a child process (as `make corpus`
does); the build reports the audit's own seconds, so the figure is a ratio measured in the same run:
build time with the audit over build time without it (the build minus its audit). Then the audit
runs alone on the exported edition, without and with the pairing responder's sandbox mode (the
build leaves that mode to `redpen audit` and `redpen verify`: it is reported, never gated).
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


def main() -> None:
    from audit.run import audit_edition

    with tempfile.TemporaryDirectory(prefix="redpen-bench-audit-") as tmp:
        out = Path(tmp)
        command = [
            sys.executable,
            "-m",
            "generator",
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
        ]
        started = time.perf_counter()
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        build = time.perf_counter() - started
        if result.returncode != 0:
            raise SystemExit(f"build failed: {result.stderr.strip().splitlines()[-1:]}")
        summary = json.loads(result.stdout)
        audit = summary["stage_seconds"].get("audit", 0.0)
        timings, cpu = {}, {}
        for run_pairs in (False, True):
            clock, cpu_clock = time.perf_counter(), time.process_time()
            report = audit_edition(out / "2031Q1", run_pairs=run_pairs)
            timings[run_pairs] = time.perf_counter() - clock
            cpu[run_pairs] = time.process_time() - cpu_clock  # this process only (ruff, sandbox children not counted)
    items = sum(summary["selected"].values())
    print(
        f"default build ({items} items), cold: {build:.1f} s, of which audit {audit:.1f} s; "
        f"with/without audit: {build / max(build - audit, 1e-9):.2f}"
    )
    print(
        f"redpen audit alone: {timings[False]:.1f} s ({cpu[False]:.1f} s CPU in-process); with the pairing "
        f"responder's sandbox mode {timings[True]:.1f} s ({report.snippets} snippets, {len(report.forms)} forms)"
    )
    print(f"machine load average while measuring: {os.getloadavg()[0]:.1f} (2 cores: figures above ~2 are inflated)")
    print("target: the audit adds at most 15 s to a 44-item build on 2 cores")


if __name__ == "__main__":
    main()
