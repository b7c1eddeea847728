"""Per-call time limits: CPU time, with a wall-clock backstop for calls that wait.

:func:`time_limit` arms one interval timer around a call; when it fires, :class:`CallTimeout` is
raised in the call (a verdict that does not depend on how busy the machine is).
"""

from __future__ import annotations

import _signal  # the C functions behind ``signal``: no enum conversion on every per-call timer
import math
import time
from typing import Any


class CallTimeout(BaseException):
    """Raised inside the child by the per-call interval timer (a BaseException, so the usual
    ``except Exception`` in the code under test does not swallow it)."""


class _Timer:
    """Per-call time bound inside the child, raising CallTimeout. Wall clock (SIGALRM), or with
    ``cpu`` this process' CPU time (SIGPROF) plus a wall-clock backstop (``WALL_BACKSTOP`` times
    the bound, at least one second more) for code that waits rather than computes. The timers re-arm
    every 50 ms so a bare ``except:`` in the code under test cannot swallow the timeout for good. The
    handler raises only once one of this timer's own deadlines has passed: a signal of an earlier
    timer still pending when a new one is armed must not end the new call (nor hit the code between
    the two, outside any ``with``)."""

    def __init__(self, seconds: float, cpu: bool = False) -> None:
        self.seconds = seconds
        self.cpu = cpu

    def __enter__(self) -> _Timer:
        global _armed, _cpu_deadline, _wall_deadline
        for number in (_signal.SIGALRM, _signal.SIGPROF) if self.cpu else (_signal.SIGALRM,):
            if _signal.getsignal(number) is not _on_alarm:  # (re)installed when code under test replaced it
                _signal.signal(number, _on_alarm)
        wall = max(self.seconds * WALL_BACKSTOP, self.seconds + 1.0) if self.cpu else self.seconds
        _cpu_deadline = time.process_time() + self.seconds if self.cpu else math.inf
        _wall_deadline = time.monotonic() + wall
        _armed = True
        if self.cpu:
            _signal.setitimer(_signal.ITIMER_PROF, self.seconds, 0.05)
        _signal.setitimer(_signal.ITIMER_REAL, wall, 0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        global _armed
        _armed = False  # first: a signal already pending must not raise after this point
        _signal.setitimer(_signal.ITIMER_REAL, 0, 0)
        if self.cpu:
            _signal.setitimer(_signal.ITIMER_PROF, 0, 0)


WALL_BACKSTOP = 20.0  # a CPU-bounded call may wait this many times its bound in wall clock
_armed = False
_cpu_deadline = math.inf
_wall_deadline = 0.0
_EARLY = 0.02  # a timer signal may come a little before the clock read here says it is due


def _on_alarm(_signum: int, frame: Any) -> None:
    # never in __exit__ itself: raised there, the exception would skip the disarming, and the timer
    # would go on firing into whatever code runs next
    if (
        _armed
        and (time.process_time() >= _cpu_deadline - _EARLY or time.monotonic() >= _wall_deadline - _EARLY)
        and (frame is None or frame.f_code is not _EXIT_CODE)
    ):
        raise CallTimeout()


_EXIT_CODE = _Timer.__exit__.__code__


def time_limit(seconds: float, *, cpu: bool = False) -> _Timer:
    """Context manager bounding the code inside (child-side): ``seconds`` of wall clock, or of
    CPU time with ``cpu`` (a verdict that must not depend on how busy the machine is; a wall-clock
    backstop still ends a call that sleeps or blocks)."""
    return _Timer(seconds, cpu)
