"""The supervisor's side of a batch: fork a child for it (``killability.batch_child``), read its
result frames against a wall clock per task, and start a fresh child for the rest when one dies,
times out or asks to be replaced (``RECYCLE``)."""

from __future__ import annotations

import os
import signal
import time
from typing import Any

from killability.batch_child import RECYCLE, Limits, spawn
from killability.pipe_frames import READY, Frames
from killability.supervisor_root import Confinement

STARTUP_SECONDS = 60.0  # confinement and loading the tasks' modules
MAX_BUSY = 8.0


def busy_factor() -> float:
    """How much longer than on an idle machine a task may take in wall clock: the run queue per
    core (one-minute load average over the cores), between 1 and ``MAX_BUSY``. Calls are bounded in
    CPU time (``call_timer``), so a task's verdict must not turn into a wall-clock timeout only
    because other work shares the cores."""
    try:
        load = os.getloadavg()[0] / (os.cpu_count() or 1)
    except OSError:
        return 1.0
    return min(MAX_BUSY, max(1.0, load))


def _describe(status: int) -> str:
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
    if code > 128:
        try:
            name = signal.Signals(code - 128).name
        except ValueError:
            name = str(code - 128)
        hint = {"SIGKILL": " (memory or wall-clock limit)", "SIGXCPU": " (CPU limit)", "SIGSEGV": " (segfault)"}
        return f"child killed by {name}{hint.get(name, '')}"
    return f"child exited with status {code}"


def _reap(pid: int, grace: float) -> int:
    """Wait for the batch child (up to ``grace`` seconds when it is ending by itself), then kill it."""
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        time.sleep(0.005)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    return os.waitpid(pid, 0)[1]


def run_batch(
    confinement: Confinement, limits: Limits, tasks_blob: bytes, count: int, cap: int, readable: list[str]
) -> list[list[Any]]:
    """[status, payload text or None, message] per task."""
    outcomes: list[list[Any] | None] = [None] * count
    index = 0
    while index < count:
        pid, fd = spawn(confinement, limits, tasks_blob, index, readable)
        frames = Frames(fd)
        try:
            ready = frames.next(time.monotonic() + STARTUP_SECONDS, READY, cap)
            if not isinstance(ready, tuple):
                status = _reap(pid, 1.0 if frames.eof or ready else 0.0)
                pid = 0
                why = ready if isinstance(ready, str) else _describe(status) if frames.eof else "did not start"
                return [o if o is not None else ["crashed", None, f"sandbox child {why}"] for o in outcomes]
            while index < count:
                wall = float(limits["wall_seconds"]) * busy_factor()
                got = frames.next(time.monotonic() + wall, index, cap)
                if got is None or isinstance(got, str):
                    status = _reap(pid, 1.0 if frames.eof and got is None else 0.0)
                    if got is None and frames.eof and os.WIFEXITED(status) and os.WEXITSTATUS(status) == RECYCLE:
                        pid = 0  # it finished the task before this one and asked to be replaced
                        break
                    if isinstance(got, str):
                        outcomes[index] = ["crashed", None, got]
                    elif frames.eof:
                        outcomes[index] = ["crashed", None, _describe(status)]
                    else:
                        outcomes[index] = ["timeout", None, f"no result within {wall:.3g} s"]
                    pid = 0
                    index += 1
                    break
                at, status_code, payload = got
                text = payload.decode("utf-8", "replace")
                outcomes[at] = ["ok", text, ""] if status_code == 0 else ["error", None, text]
                index = at + 1
        finally:
            if pid:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                os.waitpid(pid, 0)
            os.close(fd)
    return [o if o is not None else ["crashed", None, "no result"] for o in outcomes]
