"""What the gold audit costs: `redpen seeds --audit` over the whole shipped library, cold and cached.

The command runs in a child process (as a user runs it) with an empty cache folder (`--cache-dir`),
then again on the cache it filled. Each run's CPU time is that of the whole process tree (the warm
sandbox supervisors, their confined children and the CrossHair processes are all reaped before the
command exits, so ``RUSAGE_CHILDREN`` counts them). Wall time on a shared 2-core machine depends on
the other load; CPU time hardly does, and CPU time over 2 cores is what an idle machine approaches.
The verdicts are compared with the shipped record (``seeds/gold_audit.json``): the same seeds must
fail. Target (issue #14): the cold audit adds at most 2 minutes on 2 cores.

Against method 2 (the ratio in docs/ARCHITECTURE.md): a scratch checkout of main at e39086a
(`git archive e39086a | tar -x -C DIR; make -C DIR venv`), then back to back on the same machine
`DIR/.venv/bin/redpen seeds --audit` (its own, empty corpus_out/.cache) and this command, each
under `/usr/bin/time`.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(cache: Path) -> tuple[float, float, list[dict], str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "generator", "seeds", "--audit", "--json", "--cache-dir", str(cache)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if result.returncode not in (0, 1):
        raise SystemExit(f"redpen seeds --audit failed: {result.stderr.strip().splitlines()[-1:]}")
    return wall, cpu, json.loads(result.stdout), result.stderr


def main() -> None:
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
        f"(user+sys, every process; / 2 cores = {cold_cpu / 2:.1f} s); cached rerun: {warm_wall:.2f} s wall, "
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
