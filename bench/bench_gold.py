"""What the gold audit costs: `redpen seeds --audit` over the whole shipped library, cold and cached.

The command runs in a child process (as a user runs it) with an empty cache folder (`--cache-dir`),
then again on the cache it filled. Each run's CPU time is that of the whole process tree (the warm
sandbox supervisors and the CrossHair processes are reaped before the command exits, so
``RUSAGE_CHILDREN`` counts them) plus the broad checks' own CPU time in the sandbox's confined
children, read from the cache (``_sandbox_cpu``: no ancestor reaps those). Wall time on a shared 2-core machine depends on
the other load; CPU time hardly does, and CPU time over 2 cores is what an idle machine approaches.
The verdicts are compared with the shipped record (``seeds/gold_audit.json``): the same seeds must
fail. Target (issue #14): the cold audit adds at most 2 minutes on 2 cores.

Against other audit code in the same run (e.g. before a change): set ``REDPEN_BENCH_GOLD_AGAINST``
to a scratch checkout of it with its own venv (``git archive <commit> | tar -x -C DIR; make -C DIR
venv``); each side then runs cold ``REDPEN_BENCH_GOLD_ROUNDS`` times (default 1), alternating
(other, this, this, other, ...) so that a change of the machine's load hits both alike, and the
ratios this/other of wall and CPU time are printed with the load around each run.

Against method 2 (the ratio in docs/ARCHITECTURE.md): a scratch checkout of main at e39086a
(`git archive e39086a | tar -x -C DIR; make -C DIR venv`), then back to back on the same machine
`DIR/.venv/bin/redpen seeds --audit` (its own, empty corpus_out/.cache) and this command, each
under `/usr/bin/time`.
"""

from __future__ import annotations

import json
import os
import pickle
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(cache: Path, root: Path = ROOT) -> tuple[float, float, list[dict], str]:
    python = sys.executable if root == ROOT else str(root / ".venv" / "bin" / "python")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = subprocess.run(
        [python, "-m", "generator", "seeds", "--audit", "--json", "--cache-dir", str(cache)],
        cwd=root,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if result.returncode not in (0, 1):
        raise SystemExit(f"redpen seeds --audit failed: {result.stderr.strip().splitlines()[-1:]}")
    return wall, cpu + _sandbox_cpu(cache), json.loads(result.stdout), result.stderr


def _sandbox_cpu(cache: Path) -> float:
    """CPU seconds of the broad checks in the sandbox's confined children, as each check measured
    itself (stored with its result in the cache). ``RUSAGE_CHILDREN`` misses them: a confined
    child is reaped inside its PID namespace, whose init is killed at the end of its batch, so its
    time reaches no ancestor of this process."""
    total = 0.0
    for entry in cache.glob("gold-broad/*/*.pkl"):
        try:
            found = pickle.loads(entry.read_bytes())
        except Exception:  # a bench reads what it can
            continue
        if isinstance(found, dict) and isinstance(found.get("cpu"), (int, float)):
            total += found["cpu"]
    return total


def _failing(verdicts: list[dict]) -> list[str]:
    return sorted(Path(v["path"]).name for v in verdicts if v["status"] not in ("ok", "no-clean", "unchecked"))


def against(other: Path, rounds: int) -> None:
    """Cold runs of this audit and of the one in ``other``, alternating; their ratios."""
    figures: dict[str, list[tuple[float, float]]] = {"this": [], "other": []}
    order = [("other", "this"), ("this", "other")]
    for number in range(rounds):
        for side in order[number % 2]:
            load = os.getloadavg()[0]
            with tempfile.TemporaryDirectory(prefix="redpen-bench-gold-") as tmp:
                wall, cpu, verdicts, _ = _run(Path(tmp), ROOT if side == "this" else other)
            figures[side].append((wall, cpu))
            print(
                f"{side:5} cold: {wall:6.1f} s wall, {cpu:6.1f} s CPU, load {load:.1f} -> {os.getloadavg()[0]:.1f}; "
                f"{len(verdicts)} seeds, failing {_failing(verdicts)}",
                flush=True,
            )
    mine, theirs = figures["this"], figures["other"]
    wall = sum(w for w, _ in mine) / sum(w for w, _ in theirs)
    cpu = sum(c for _, c in mine) / sum(c for _, c in theirs)
    print(f"this / other over {rounds} round(s): wall x{wall:.2f}, CPU x{cpu:.2f}")


def main() -> None:
    other = os.environ.get("REDPEN_BENCH_GOLD_AGAINST")
    if other:
        against(Path(other).resolve(), int(os.environ.get("REDPEN_BENCH_GOLD_ROUNDS", "1")))
        return
    from core.seeds import read_source
    from generator.gold_record import SHIPPED_RECORD, read_record, seed_hash

    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory(prefix="redpen-bench-gold-") as tmp:
        cold_wall, cold_cpu, verdicts, _ = _run(Path(tmp))
        loads.append(os.getloadavg()[0])
        warm_wall, warm_cpu, again, _ = _run(Path(tmp))
    failing = sorted(v["path"] for v in verdicts if v["status"] not in ("ok", "no-clean", "unchecked"))
    symbolic: dict[str, int] = {}
    for v in verdicts:
        symbolic[v["symbolic"]] = symbolic.get(v["symbolic"], 0) + 1
    print(
        f"gold audit, whole library ({len(verdicts)} seeds), cold: {cold_wall:.1f} s wall, {cold_cpu:.1f} s CPU "
        f"(user+sys, every process and the sandbox's broad checks; / 2 cores = {cold_cpu / 2:.1f} s); cached rerun: {warm_wall:.2f} s wall, "
        f"{warm_cpu:.2f} s CPU"
    )
    print(f"failing: {len(failing)} {failing}; symbolic: {symbolic}")
    record = read_record(SHIPPED_RECORD)
    if record is not None:
        recorded = {}
        for v in verdicts:
            found = record.verdicts.get(seed_hash(read_source(Path(v["path"]))))
            recorded[v["path"]] = None if found is None else found.ok
        same = sum(1 for v in verdicts if recorded[v["path"]] == (v["path"] not in failing))
        print(
            f"against the shipped record: {same} of {len(verdicts)} seeds get the same pass/fail "
            f"({sum(1 for r in recorded.values() if r is None)} not in the record)"
        )
    print(f"cached rerun gives the same verdicts: {again == verdicts}")
    print(
        f"machine load average while measuring: {loads[0]:.1f} -> {loads[1]:.1f} "
        "(2 cores: wall figures above load ~2 are inflated; CPU time is the steadier figure)"
    )
    print("target: cold `redpen seeds --audit` at most 120 s on 2 cores (CPU well under 200 s)")


if __name__ == "__main__":
    main()
