"""Per-batch startup cost of the kernel sandbox against the pre-#17 fork sandbox, same run.

A batch is one ``run_tasks`` call (the gate makes two per mutant: search, kill matrix). Both run
the same trivial task so the figure is the sandbox's own cost: supervisor hand-off, the
per-batch namespaces, mounts, privilege drop and seccomp, versus one fork from the warm parent.
The one-off supervisor start (a fresh interpreter importing hypothesis and pytest) is reported
separately: it is paid once per process.

    .venv/bin/python -m bench sandbox        (REDPEN_BENCH_BATCHES=N, default 40)
"""

from __future__ import annotations

import os
import statistics
import time
from functools import partial

from bench import baseline_fork_sandbox as baseline
from killability import sandbox


def _batches(run, count: int) -> list[float]:
    times = []
    for _ in range(count):
        started = time.perf_counter()
        outcome = run([partial(int, "7")], sandbox.Limits(wall_seconds=30))[0]
        times.append(time.perf_counter() - started)
        assert outcome.status == "ok" and outcome.value == 7, outcome
    return times


def main() -> None:
    count = int(os.environ.get("REDPEN_BENCH_BATCHES", "40"))
    sandbox._Supervisor.reset()
    started = time.perf_counter()
    sandbox.run_tasks([partial(int, "1")])
    first = time.perf_counter() - started
    rounds = {"fork (pre-#17)": [], "kernel sandbox": []}
    for _ in range(3):  # interleaved, so load changes hit both alike
        rounds["fork (pre-#17)"] += _batches(baseline.run_tasks, count // 3 + 1)
        rounds["kernel sandbox"] += _batches(sandbox.run_tasks, count // 3 + 1)
    old = statistics.median(rounds["fork (pre-#17)"])
    new = statistics.median(rounds["kernel sandbox"])
    print(f"supervisor start (once per process): {first * 1000:.0f} ms")
    for name, times in rounds.items():
        print(
            f"{name:>16}: median {statistics.median(times) * 1000:.1f} ms per batch "
            f"(p90 {sorted(times)[int(len(times) * 0.9)] * 1000:.1f} ms, {len(times)} batches)"
        )
    print(f"ratio kernel/fork per batch: {new / old:.2f}x; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
