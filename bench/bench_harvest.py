"""`redpen harvest` (issue #15): how much of real code becomes gateable seeds, and how long it takes.

1. ``bisect colorsys calendar heapq textwrap --gate 8``: the share of their public pure functions
   whose harvested seed is gateable without hand edits (the gate check accepted one of up to 8
   mutants). Pure = every public function the harvest saw, minus those refused for I/O, state
   written, time, randomness and the like. Target: at least 80%. Run twice into the same folder: the
   second run gates nothing (every verdict comes from OUT/.harvest-cache).
2. ``stdlib`` (every pure-Python standard-library module, 2 workers, no gate check): modules,
   skipped modules (one line each), seeds, wall and CPU time (this process and every child).
   Target: at most 10 minutes on 2 cores, no crash.

``python -m bench harvest``; ``REDPEN_BENCH_HARVEST=small`` runs part 1 only.
"""

from __future__ import annotations

import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MODULES = ["bisect", "colorsys", "calendar", "heapq", "textwrap"]
IMPURE = re.compile(
    r"uses (I/O|network|randomness|time|processes|the interpreter|the locale|globals|object state)"
    r"|written at run time"
)


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _harvest(args: list[str], out: Path) -> tuple[dict, float, float, int]:
    redpen = Path(sys.executable).with_name("redpen")
    wall, cpu = time.perf_counter(), _cpu()
    done = subprocess.run(
        [str(redpen), "harvest", *args, "--out", str(out), "--quiet"], capture_output=True, text=True, check=False
    )
    wall, cpu = time.perf_counter() - wall, _cpu() - cpu
    if done.returncode != 0:
        print(done.stdout[-2000:], done.stderr[-2000:])
    report = json.loads((out / "harvest-report.json").read_text(encoding="utf-8"))
    return report, wall, cpu, done.returncode


def _share(report: dict) -> tuple[int, int, list[str], list[str]]:
    public = impure = 0
    gateable: list[str] = []
    missing: list[str] = []
    for module in report["modules"]:
        for seed in module["seeds"]:
            public += 1
            name = f"{module['module']}.{seed['function']}"
            (gateable if seed["gate"] == "accepted" else missing).append(
                name if seed["gate"] == "accepted" else f"{name}: {seed['gate']} ({seed['gate_note'][:90]})"
            )
        for refused in module["refused"]:
            if refused["function"].startswith("_"):
                continue
            public += 1
            if IMPURE.search(refused["reason"]):
                impure += 1
            else:
                missing.append(f"{module['module']}.{refused['function']}: refused ({refused['reason'][:90]})")
    return len(gateable), public - impure, gateable, missing


def small() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "seeds"
        report, wall, cpu, code = _harvest([*MODULES, "--gate", "8"], out)
        gated, pure, _ok, missing = _share(report)
        cache = len(list((out / ".harvest-cache").glob("*.json")))
        print(
            f"harvest {' '.join(MODULES)} --gate 8: exit {code}, {gated} of {pure} public pure functions gateable "
            f"({gated / max(pure, 1):.0%}; target >= 80%); {wall:.0f} s wall, {cpu:.0f} s CPU; {cache} cached verdicts"
        )
        for line in missing:
            print(f"  not gateable: {line}")
        again, wall2, cpu2, _ = _harvest([*MODULES, "--gate", "8"], out)
        same = _share(again)[0] == gated
        cache2 = len(list((out / ".harvest-cache").glob("*.json")))
        print(
            f"  second run into the same folder: {wall2:.0f} s wall, {cpu2:.0f} s CPU, cached verdicts {cache} -> "
            f"{cache2} (no seed gated twice), same verdicts: {same}"
        )


def stdlib() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "seeds"
        report, wall, cpu, code = _harvest(["stdlib"], out)
        modules = report["modules"]
        skipped = [m for m in modules if m["error"]]
        seeds = sum(len(m["seeds"]) for m in modules)
        spec = sum(s["spec"] for m in modules for s in m["seeds"])
        print(
            f"harvest stdlib: exit {code}, {len(modules)} modules, {len(skipped)} skipped, {seeds} seeds "
            f"({spec} with a spec), {sum(len(m['refused']) for m in modules)} functions refused; "
            f"{wall:.0f} s wall, {cpu:.0f} s CPU (target: <= 600 s on 2 cores); load {os.getloadavg()[0]:.1f}"
        )
        for module in skipped:
            print(f"  skipped: {module['error'][:150]}")


def main() -> None:
    small()
    if os.environ.get("REDPEN_BENCH_HARVEST") != "small":
        stdlib()


if __name__ == "__main__":
    main()
