"""The gold audit's jobs dealt to the cores as they free up (``generator.gold_audit`` decides what
the results mean).

A seed costs the audit two jobs: its broad check (``killability.gold.audit_pair``, in the sandbox)
and its symbolic check (CrossHair, ``killability.gold_symbolic``, a side process: z3 is native code,
which the sandbox refuses). Their costs vary a hundredfold (0.01 s to 7 s of CPU) and cannot be told
from the seed's text, so nothing is split in advance: each lane (a thread owning one warm sandbox
supervisor and, from its first symbolic job on, one CrossHair process) takes the next job of one
shared list whenever it finishes one. Only one process of a lane works at a time. There are two
lanes per core (``LANES_PER_CORE``): on an idle machine that costs nothing (the work is the same,
time-sliced), and on a shared one the scheduler gives each runnable process its share, so one lane
per core left the audit a third less of the machine than the four processes it had before dealing
(measured: 434.8 s wall against 280.0 s at load ~5, same CPU time).

The list starts with the broad checks, in batches that shrink as the list runs down (each batch
forks one confined child, ~25 ms, so single seeds would waste that 389 times), and ends with the
symbolic checks, one seed each (~0.3 s), so the lanes finish within a fraction of a second of each
other. The symbolic pass's wall-clock safety (``symbolic_total``) runs from its first job: a seed
whose symbolic job is not started by then, or whose CrossHair process stops answering before it,
is returned as not reached. Results are returned per seed, in the seeds' order, whatever lane ran
them and when: the verdicts do not depend on the dealing.
"""

from __future__ import annotations

import functools
import json
import os
import select
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.seeds import Seed
from killability.dealing import deal
from killability.gold import audit_pair
from killability.sandbox import Lanes, Limits

ROOT = Path(__file__).resolve().parent.parent
BROAD_LIMITS = Limits(wall_seconds=60, memory_mb=512)
LANES_PER_CORE = 2


@dataclass(frozen=True)
class Pair:
    """What the audit needs of a seed (``core.seeds.seed_pair`` reads it without the positions)."""

    path: str
    source: str
    function: str
    clean_function: str | None

    @classmethod
    def of(cls, seed: Seed) -> Pair:
        return cls(seed.path, seed.source, seed.function, seed.clean_function)


@dataclass(frozen=True)
class Job:
    kind: str  # "broad" (a batch of seeds) or "symbolic" (one seed)
    seeds: tuple[int, ...]  # indices into the audit's list of seeds


def plan(broad: Sequence[int], symbolic: Sequence[int], lanes: int) -> list[Job]:
    """The order jobs are taken in: the broad batches, each a share of what is left
    (1 / (2 x lanes)), then one symbolic job per seed."""
    jobs = []
    left = list(broad)
    while left:
        size = max(1, -(-len(left) // (2 * max(1, lanes))))
        jobs.append(Job("broad", tuple(left[:size])))
        left = left[size:]
    return jobs + [Job("symbolic", (index,)) for index in symbolic]


def _broad_result(outcome: Any) -> dict:
    if outcome.status == "ok" and isinstance(outcome.value, dict):
        return outcome.value
    return {"status": "unchecked", "input": "", "detail": f"the broad check {outcome.status}: {outcome.message}"[:300]}


class _CrossHair:
    """One lane's CrossHair process: one JSON job line in, one JSON result line out."""

    def __init__(self) -> None:
        self.process: subprocess.Popen[bytes] | None = None
        self.buffer = b""

    def ask(self, job: dict, deadline: float) -> dict | None:
        """The result of ``job``, or None when the process cannot start, dies, or has not answered by
        ``deadline`` (it is then killed; the next job starts a new one)."""
        if self.process is None:
            env = {k: v for k, v in os.environ.items() if k in ("PATH", "LANG", "LC_ALL", "TZ", "HOME")}
            env.update(PYTHONPATH=str(ROOT), PYTHONHASHSEED="0")
            try:
                self.process = subprocess.Popen(
                    [sys.executable, "-m", "killability.gold_symbolic"],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.DEVNULL,
                    env=env,
                    cwd=ROOT,
                    start_new_session=True,
                )
            except OSError:
                return None
            self.buffer = b""
        assert self.process.stdin is not None and self.process.stdout is not None
        try:
            self.process.stdin.write(json.dumps(job).encode() + b"\n")
            self.process.stdin.flush()
            line = self._line(self.process.stdout.fileno(), deadline)
            found = json.loads(line) if line else None
        except (OSError, ValueError):
            found = None
        if not isinstance(found, dict):
            self.close()
            return None
        return found

    def _line(self, fd: int, deadline: float) -> bytes:
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                return b""
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return b""
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    def close(self) -> None:
        if self.process is None:
            return
        process, self.process = self.process, None
        try:
            process.stdin.close()  # type: ignore[union-attr]  # typeshed: Popen streams are Optional; created with PIPE they are set
            process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()
        process.stdout.close()  # type: ignore[union-attr]  # typeshed: Popen streams are Optional; created with PIPE they are set


def check_pairs(
    seeds: Sequence[Pair],
    broad: Sequence[bool],
    *,
    examples: int,
    symbolic_paths: int,
    symbolic_seconds: float,
    symbolic_total: float,
    workers: int,
) -> tuple[list[dict | None], list[dict | None]]:
    """Each seed's broad result (None where ``broad`` is false) and CrossHair's result (None where it
    was off, not reached, or stopped answering), in the seeds' order; ``workers``: cores."""
    symbolic = [i for i in range(len(seeds)) if symbolic_seconds > 0]
    lanes = max(1, workers) * LANES_PER_CORE
    jobs = plan([i for i, wanted in enumerate(broad) if wanted], symbolic, lanes)
    lanes = max(1, min(lanes, len(jobs)))
    crosshair = [_CrossHair() for _ in range(lanes)]
    deadline: list[float] = []  # set by the first symbolic job
    clock = threading.Lock()

    def run(lane: int, job: Job, sandbox: Lanes | None) -> list[dict | None]:
        if job.kind == "broad":
            assert sandbox is not None
            tasks = [
                functools.partial(audit_pair, s.source, s.path, s.function, s.clean_function or "", examples)
                for s in (seeds[i] for i in job.seeds)
            ]
            return [_broad_result(outcome) for outcome in sandbox.run(lane, tasks)]
        with clock:
            if not deadline:
                deadline.append(time.monotonic() + symbolic_total)
        if time.monotonic() >= deadline[0]:
            return [None]
        seed = seeds[job.seeds[0]]
        order = {
            "path": seed.path,
            "source": seed.source,
            "target": seed.function,
            "clean": seed.clean_function,
            "paths": symbolic_paths,
            "seconds": symbolic_seconds,
        }
        return [crosshair[lane].ask(order, deadline[0])]

    try:
        if any(job.kind == "broad" for job in jobs):
            with Lanes(lanes, BROAD_LIMITS) as sandbox:
                done = deal(jobs, lanes, lambda lane, job: run(lane, job, sandbox))
        else:
            done = deal(jobs, lanes, lambda lane, job: run(lane, job, None))
    finally:
        for process in crosshair:
            process.close()
    broad_results: list[dict | None] = [None] * len(seeds)
    symbolic_results: list[dict | None] = [None] * len(seeds)
    for job, results in zip(jobs, done):
        into = broad_results if job.kind == "broad" else symbolic_results
        for index, result in zip(job.seeds, results):
            into[index] = result
    return broad_results, symbolic_results


PART_SEEDS = 16  # seeds per part when the audit runs on an executor's workers (e.g. a Dask cluster)


def _check_part(args: tuple[Sequence[Pair], Sequence[bool], dict[str, Any]]) -> tuple[list, list]:
    seeds, broad, budget = args
    return check_pairs(seeds, broad, workers=1, **budget)


def check_pairs_on(
    executor: Executor, seeds: Sequence[Pair], broad: Sequence[bool], **budget: Any
) -> tuple[list[dict | None], list[dict | None]]:
    """``check_pairs`` over an executor's workers: parts of ``PART_SEEDS`` seeds, each dealt to the
    lanes of one worker (its own sandbox supervisors and CrossHair processes; the symbolic pass's
    wall-clock safety runs per part), the results put back in the seeds' order."""
    parts = [
        (list(seeds[start : start + PART_SEEDS]), list(broad[start : start + PART_SEEDS]), budget)
        for start in range(0, len(seeds), PART_SEEDS)
    ]
    broad_results: list[dict | None] = []
    symbolic_results: list[dict | None] = []
    for part_broad, part_symbolic in executor.map(_check_part, parts):
        broad_results.extend(part_broad)
        symbolic_results.extend(part_symbolic)
    return broad_results, symbolic_results
