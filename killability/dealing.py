"""Jobs dealt to lanes (threads) as they free up: ``deal(jobs, lanes, run)`` calls ``run(lane, job)``
for every job, each lane taking the next job as soon as it finishes one, and returns the results in
the jobs' order whatever lane ran them. Used for the sandbox's parallel batches
(``sandbox.run_tasks(workers=n)``) and the gold audit's jobs (``generator.gold_dealing``)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")


def deal(jobs: Sequence[T], lanes: int, run: Callable[[int, T], R]) -> list[R]:
    """``run(lane, job)`` for every job, on ``lanes`` threads that each take the next job as soon as
    they finish one; the results in the jobs' order. An exception in a lane stops the dealing and
    is raised here."""
    results: list[Any] = [None] * len(jobs)
    taken = iter(range(len(jobs)))
    guard = threading.Lock()
    errors: list[BaseException] = []

    def lane(number: int) -> None:
        while not errors:
            with guard:
                index = next(taken, None)
            if index is None:
                return
            try:
                results[index] = run(number, jobs[index])
            except BaseException as exc:  # re-raised in the calling thread
                errors.append(exc)

    threads = [threading.Thread(target=lane, args=(n,), daemon=True) for n in range(max(1, lanes))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return results
