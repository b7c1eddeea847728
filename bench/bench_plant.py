"""Planting scales: `plant --limit 20` on a 10,000-line module (issue #17: at most 30 s).

Two shapes of module, each written fresh into a temp folder and planted by the real command in a
child process (wall clock and the child's CPU time, since the machine is shared):

- ``one-function``: the target is a single function of 10,000 lines (every statement is a site);
- ``many-functions``: 10,000 lines of small functions; the target is the last one, so the whole
  module is parsed and searched but only one function is mutated.

Also the same one-function module at 2,500 and 5,000 lines, to show the growth is about linear
(before #17: 2k lines 8.7 s, 4k 45 s, 6k 138 s, about cubic).

    .venv/bin/python -m bench plant      (REDPEN_BENCH_PLANT_LINES=10000, REDPEN_BENCH_PLANT_LIMIT=20)
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BUDGET_SECONDS = 30.0


def one_function(lines: int) -> str:
    """One function of about ``lines`` lines: comparisons, arithmetic, a loop per block."""
    blocks = max(1, (lines - 4) // 5)
    body = "".join(
        f"    if a > {i} and b <= {i}:\n        total += a * {i} - b\n"
        f"    for k in range({i % 7}):\n        total -= k\n    total = total % 1000003\n"
        for i in range(blocks)
    )
    return (
        f'"""Bench: one long function."""\n\n\ndef big(a: int, b: int) -> int:\n    total = 0\n{body}    return total\n'
    )


def many_functions(lines: int) -> str:
    """About ``lines`` lines of five-line functions; the last one is the target."""
    count = max(1, lines // 6)
    parts = ['"""Bench: many small functions."""\n']
    for i in range(count):
        parts.append(
            f"\n\ndef f{i}(a: int, b: int) -> int:\n    if a > {i}:\n        return a - b\n    return a + b * {i}\n"
        )
    return "".join(parts)


def _plant(path: Path, limit: int, function: str | None) -> tuple[float, float, int]:
    """(wall s, CPU s of the child, mutants listed)"""
    plant = Path(sys.executable).parent / "plant"
    command = [str(plant), "--limit", str(limit), "--json", str(path)]
    if function:
        command[1:1] = ["--function", function]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"plant failed on {path}: {done.stderr.strip() or done.stdout.strip()}")
    import json

    count = len(json.loads(done.stdout))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, count


def main() -> None:
    lines = int(os.environ.get("REDPEN_BENCH_PLANT_LINES", "10000"))
    limit = int(os.environ.get("REDPEN_BENCH_PLANT_LIMIT", "20"))
    cases = [(f"one-function {n} lines", one_function(n), None) for n in (lines // 4, lines // 2)]
    cases.append((f"one-function {lines} lines", one_function(lines), None))
    many = many_functions(lines)
    cases.append((f"many-functions {lines} lines (last one)", many, f"f{max(1, lines // 6) - 1}"))
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="redpen-bench-plant-") as folder:
        for index, (name, text, function) in enumerate(cases):
            path = Path(folder) / f"module_{index}.py"
            path.write_text(text, encoding="utf-8")
            wall, cpu, count = _plant(path, limit, function)
            real_lines = text.count("\n")
            if str(lines) in name:
                worst = max(worst, wall)
            print(
                f"{name:>42}: {real_lines} lines, --limit {limit}: {count} mutants in {wall:.2f} s wall, "
                f"{cpu:.2f} s CPU",
                flush=True,
            )
    verdict = "within" if worst <= BUDGET_SECONDS else "OVER"
    print(
        f"worst {lines}-line case: {worst:.2f} s wall ({verdict} the {BUDGET_SECONDS:g} s budget); "
        f"load average {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
