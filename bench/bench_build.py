"""Wall time of the corpus build: the default edition and --items 200, cold and cached.

Each build runs as `redpen build` in a child process (as `make corpus` does), into a fresh output
folder for the cold run, then again into the same folder for the cached run. Figures are reported
with the cached/cold ratio measured in the same run, since the machines are noisy.

``REDPEN_BENCH_BASELINE=<git revision> .venv/bin/python -m bench build`` instead builds the default edition
cold twice AT THE SAME TIME, once with this checkout and once with the revision (checked out into a
temporary worktree with its own venv), with the same secret: both builds see the same machine
load, so their ratio is a fair before/after figure even on a busy machine.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _command(python: str, out: Path, edition: str, items: int, secret: str | None = None) -> list[str]:
    return [
        python,
        "-m",
        "generator",
        "build",
        "--edition",
        edition,
        "--items",
        str(items),
        "--out",
        str(out),
        "--json",
        "--allow-short",
        "--allow-leaky",
        *(["--secret", secret] if secret else []),
    ]  # timing only


def _build(out: Path, edition: str, items: int) -> tuple[float, dict]:
    started = time.perf_counter()
    result = subprocess.run(_command(sys.executable, out, edition, items), cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"build failed: {result.stderr.strip().splitlines()[-1:]}")
    return seconds, json.loads(result.stdout)


def _side_by_side(revision: str) -> None:
    """Cold default builds of this checkout and of ``revision``, run concurrently (same load)."""
    with tempfile.TemporaryDirectory(prefix="redpen-bench-ab-") as tmp:
        tree = Path(tmp) / "baseline"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(tree), revision], cwd=ROOT, check=True, capture_output=True
        )
        try:
            subprocess.run(["make", "venv"], cwd=tree, check=True, capture_output=True)
            secret = secrets.token_hex(16)
            runs = {}
            for name, cwd, python in (
                ("baseline", tree, str(tree / ".venv" / "bin" / "python")),
                ("this checkout", ROOT, sys.executable),
            ):
                out = Path(tmp) / f"out-{len(runs)}"
                runs[name] = (
                    time.perf_counter(),
                    subprocess.Popen(
                        _command(python, out, "2031Q1", 44, secret),
                        cwd=cwd,
                        stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE,
                        text=True,
                    ),
                )
            ended: dict[str, tuple[float, str, str]] = {}

            def wait(name: str, started: float, process: subprocess.Popen) -> None:
                stdout, stderr = process.communicate()  # each build's own end, not the slower one's
                ended[name] = (time.perf_counter() - started, stdout, stderr)

            waiters = [
                threading.Thread(target=wait, args=(name, started, process))
                for name, (started, process) in runs.items()
            ]
            for waiter in waiters:
                waiter.start()
            for waiter in waiters:
                waiter.join()
            figures = {}
            for name, (_, process) in runs.items():
                seconds, stdout, stderr = ended[name]
                if process.returncode != 0:
                    raise SystemExit(f"{name} build failed: {stderr.strip().splitlines()[-1:]}")
                figures[name] = (seconds, json.loads(stdout))
            differing = _differing(Path(tmp) / "out-0" / "2031Q1", Path(tmp) / "out-1" / "2031Q1")
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, capture_output=True)
    print(f"{'build':>14} {'cold s':>8}  stages")
    for name, (seconds, summary) in figures.items():
        print(f"{name:>14} {seconds:>8.1f}  {summary['stage_seconds']}")
    ratio = figures["this checkout"][0] / figures["baseline"][0]
    print(f"this checkout / {revision}: {ratio:.2f} (both cold, same secret, run at the same time)")
    print(  # item ids hash the toolkit's own text, so two revisions that differ in code differ here too
        "editions byte-identical"
        if not differing
        else f"editions differ in {len(differing)} files (first: {', '.join(differing[:5])})"
    )


def _differing(a: Path, b: Path) -> list[str]:
    """Relative paths whose bytes differ between two edition folders (or exist in one only)."""
    names = {p.relative_to(a).as_posix() for p in a.rglob("*") if p.is_file()}
    names |= {p.relative_to(b).as_posix() for p in b.rglob("*") if p.is_file()}
    return sorted(
        n
        for n in names
        if not ((a / n).is_file() and (b / n).is_file() and (a / n).read_bytes() == (b / n).read_bytes())
    )


def main() -> None:
    revision = os.environ.get("REDPEN_BENCH_BASELINE")
    if revision:
        _side_by_side(revision)
        return
    rows = []
    for items in (44, 200):
        with tempfile.TemporaryDirectory(prefix="redpen-bench-build-") as tmp:
            out = Path(tmp)
            cold, summary = _build(out, "2031Q1", items)
            cached, again = _build(out, "2031Q1", items)
            rows.append((items, cold, cached, summary, again))
    print(f"{'items':>6} {'selected':>9} {'cold s':>8} {'cached s':>9} {'cached/cold':>12}  stages (cold)")
    for items, cold, cached, summary, _again in rows:
        selected = sum(summary["selected"].values())
        print(
            f"{items:>6} {selected:>9} {cold:>8.1f} {cached:>9.1f} {cached / cold:>12.2f}  {summary['stage_seconds']}"
            + (f"  short: {summary['shortfall']}" if summary["shortfall"] else "")
        )
    print("target: default edition under 120 s cold on 2 cores")


if __name__ == "__main__":
    main()
